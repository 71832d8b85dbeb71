/*
 * attribute.h - the test importers' reading of modelDescription.xml: the
 * value of an attribute after a place in the text (the file as hysc writes
 * it, one attribute name="value" at a time).
 */
#ifndef TESTS_FMI_ATTRIBUTE_H
#define TESTS_FMI_ATTRIBUTE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the value of attribute name="..." after position at, copied (or NULL) */
static inline char *attribute(const char *at, const char *name)
{
  char key[64];
  snprintf(key, sizeof key, " %s=\"", name);
  const char *p = strstr(at, key);
  if (!p)
    return NULL;
  p += strlen(key);
  size_t n = strcspn(p, "\"");
  char *v = malloc(n + 1);
  memcpy(v, p, n);
  v[n] = '\0';
  return v;
}

#endif
