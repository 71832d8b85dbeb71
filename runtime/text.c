/*
 * text.c - strings of any length for messages, file names and scripts.
 *
 * Model-derived text (names, descriptions, file names) has no length limit,
 * so the runtime never formats it into a fixed-size buffer: it grows a
 * text_buffer or asks text_printf for a string of the right size.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include "hysc_runtime.h"

static int text_vadd(text_buffer *b, const char *fmt, va_list ap)
{
  for (;;) {
    size_t room = b->cap - b->len;
    va_list copy;
    va_copy(copy, ap);
    int n = b->text ? vsnprintf(b->text + b->len, room, fmt, copy) : -1;
    va_end(copy);
    if (n >= 0 && (size_t)n < room) {
      b->len += (size_t)n;
      return HYSC_OK;
    }
    size_t cap = b->cap ? 2 * b->cap : 256;
    while (n >= 0 && cap - b->len <= (size_t)n)
      cap *= 2;
    char *t = realloc(b->text, cap);
    if (!t) {
      b->failed = 1;
      return HYSC_FAIL;
    }
    b->text = t;
    b->cap = cap;
  }
}

void text_add(text_buffer *b, const char *fmt, ...)
{
  va_list ap;
  if (b->failed)
    return;
  va_start(ap, fmt);
  text_vadd(b, fmt, ap);
  va_end(ap);
}

char *text_printf(const char *fmt, ...)
{
  text_buffer b = {0};
  va_list ap;
  va_start(ap, fmt);
  text_vadd(&b, fmt, ap);
  va_end(ap);
  if (b.failed) {
    free(b.text);
    return NULL;
  }
  return b.text;
}

const char *text_or(const text_buffer *b, const char *fallback)
{
  return b->text && !b->failed ? b->text : fallback;
}

void text_put_clean(FILE *fp, const char *s, size_t max, int width)
{
  size_t n = 0;
  for (; s[n] && n < max; n++) {
    unsigned char c = (unsigned char)s[n];
    putc((c < 32 && c != '\t') || c == 127 ? '?' : c, fp);
  }
  if (s[n]) {
    fputs("...", fp);
    n += 3;
  }
  for (; (long)n < width; n++)
    putc(' ', fp);
}

const char *text_clean_n(const char *s, size_t n)
{
  static char *copies[8];   /* a message quotes a few names at most */
  static int next;
  if (!s)
    return "(null)";
  size_t len = 0;
  while (len < n && len < HYSC_PATH_ECHO_MAX && s[len])
    len++;
  int cut = len < n && s[len];
  char *c = malloc(len + (cut ? 4 : 1));
  if (!c)
    return "(not shown: out of memory)";
  for (size_t i = 0; i < len; i++) {
    unsigned char ch = (unsigned char)s[i];
    c[i] = (char)((ch < 32 && ch != '\t') || ch == 127 ? '?' : ch);
  }
  memcpy(c + len, cut ? "..." : "", cut ? 4 : 1);
  free(copies[next]);
  copies[next] = c;
  next = (next + 1) % 8;
  return c;
}

const char *text_clean(const char *s)
{
  return text_clean_n(s, SIZE_MAX);
}

void text_vprint_clean(FILE *fp, const char *fmt, va_list ap)
{
  text_buffer b = {0};
  text_vadd(&b, fmt, ap);
  text_put_clean(fp, text_or(&b, "(out of memory)"), SIZE_MAX, 0);
  free(b.text);
}

void text_print_clean(FILE *fp, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  text_vprint_clean(fp, fmt, ap);
  va_end(ap);
}
