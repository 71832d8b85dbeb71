/*
 * util.c - allocation that never returns NULL, a growable pointer list,
 * and what a path names (a file, a directory).
 * The compiler is a short-lived process: out of memory is fatal, and what is
 * allocated lives until exit.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/base.h"

static void *checked(void *p)
{
  if (!p) {
    fputs("hysc: error: out of memory\n", stderr);
    exit(1);
  }
  return p;
}

void *xmalloc(size_t n) { return checked(malloc(n ? n : 1)); }
void *xcalloc(size_t count, size_t n) { return checked(calloc(count ? count : 1, n ? n : 1)); }
void *xrealloc(void *p, size_t n) { return checked(realloc(p, n ? n : 1)); }
char *xstrdup(const char *s) { return checked(strdup(s)); }

char *xvsprintf(const char *fmt, va_list ap)
{
  va_list copy;
  va_copy(copy, ap);
  int n = vsnprintf(NULL, 0, fmt, copy);
  va_end(copy);
  char *s = xmalloc((size_t)n + 1);
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  return s;
}

char *xsprintf(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  char *s = xvsprintf(fmt, ap);
  va_end(ap);
  return s;
}

void list_push(PtrList *list, void *item)
{
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? 2 * list->capacity : 8;
    list->items = xrealloc(list->items, (size_t)list->capacity * sizeof *list->items);
  }
  list->items[list->count++] = item;
}

int list_index(const PtrList *list, const void *item)
{
  for (int i = 0; i < list->count; i++)
    if (list->items[i] == item)
      return i;
  return -1;
}

bool list_contains(const PtrList *list, const void *item)
{
  return list_index(list, item) >= 0;
}

bool path_is_file(const char *path)
{
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool path_is_directory(const char *path)
{
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}
