/*
 * model_text.c - the Strings of generated code: String(x) and its options
 * written into a caller's buffer, texts joined at run time (a ring of
 * buffers), kept, interned for the whole run, and turned back from their
 * numbers (hysc_text_of).  A String value of a model is a number (a
 * double) naming its text.
 *
 * It calls nothing else of the runtime, so the option and result readers
 * that print String values (options.c) link it alone.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

size_t hysc_text_append(char *buf, size_t size, size_t at, const char *text)
{
  if (size == 0)
    return 0;
  int n = snprintf(buf + (at < size ? at : size - 1), size - (at < size ? at : size - 1), "%s", text);
  size_t end = at + (n > 0 ? (size_t)n : 0);
  return end < size ? end : size - 1;
}

static size_t text_padded(char *buf, size_t size, size_t at, const char *text, int minimum_length,
                          int left_justified)
{
  /* blanks appended one by one: text may be longer than any buffer here */
  int blanks = minimum_length - (int)strlen(text);
  for (int i = 0; !left_justified && i < blanks; i++)
    at = hysc_text_append(buf, size, at, " ");
  at = hysc_text_append(buf, size, at, text);
  for (int i = 0; left_justified && i < blanks; i++)
    at = hysc_text_append(buf, size, at, " ");
  return at;
}

size_t hysc_text_real(char *buf, size_t size, size_t at, double x, int significant_digits, int minimum_length,
                      int left_justified)
{
  char text[128];   /* the sign, 99 digits, the point and an exponent of e-308 */
  snprintf(text, sizeof text, "%.*g", significant_digits > 0 ? significant_digits : 1, x);
  return text_padded(buf, size, at, text, minimum_length, left_justified);
}

size_t hysc_text_integer(char *buf, size_t size, size_t at, double x, int minimum_length, int left_justified)
{
  char text[320];   /* the sign and the 309 digits of the largest double */
  snprintf(text, sizeof text, "%.0f", x);
  return text_padded(buf, size, at, text, minimum_length, left_justified);
}

size_t hysc_text_boolean(char *buf, size_t size, size_t at, double x, int minimum_length, int left_justified)
{
  return text_padded(buf, size, at, x != 0 ? "true" : "false", minimum_length, left_justified);
}

size_t hysc_text_format(char *buf, size_t size, size_t at, double x, const char *format, int integer)
{
  char spec[32], text[400];   /* "%" and the format (under 20 characters); width and precision below 100 */
  size_t n = strlen(format);
  if (n == 0 || n >= 20)
    return at;
  if (integer)   /* "5d": its value as a long long */
    snprintf(spec, sizeof spec, "%%%.*slld", (int)(n - 1), format);
  else
    snprintf(spec, sizeof spec, "%%%s", format);
  if (integer)
    snprintf(text, sizeof text, spec, (long long)x);
  else
    snprintf(text, sizeof text, spec, x);
  return hysc_text_append(buf, size, at, text);
}

size_t hysc_text_pieces(char *buf, size_t size, size_t at, int n, const hysc_piece *pieces)
{
  for (int i = 0; i < n; i++) {
    const hysc_piece *p = &pieces[i];
    switch (p->kind) {
    case HYSC_PIECE_REAL:
      at = hysc_text_real(buf, size, at, p->x, p->digits, p->length, p->left);
      break;
    case HYSC_PIECE_INTEGER:
      at = hysc_text_integer(buf, size, at, p->x, p->length, p->left);
      break;
    case HYSC_PIECE_BOOLEAN:
      at = hysc_text_boolean(buf, size, at, p->x, p->length, p->left);
      break;
    case HYSC_PIECE_FORMAT:
      at = hysc_text_format(buf, size, at, p->x, p->text, p->integer);
      break;
    default:
      at = hysc_text_append(buf, size, at, p->text ? p->text : "");
    }
  }
  return at;
}

/* the texts of hysc_text_join: static, so nothing to free; a run is one
   process (jobs fork) */
static char text_ring[HYSC_TEXT_RING][HYSC_TEXT_SIZE];
static int text_next;

double hysc_text_join(int n, const hysc_piece *pieces)
{
  int k = text_next;
  text_next = (text_next + 1) % HYSC_TEXT_RING;
  text_ring[k][0] = '\0';
  hysc_text_pieces(text_ring[k], HYSC_TEXT_SIZE, 0, n, pieces);
  return -(double)(k + 1);
}

double hysc_text_keep(const char *text)
{
  hysc_piece piece = { HYSC_PIECE_TEXT, text, 0, 0, 0, 0, 0 };
  return hysc_text_join(1, &piece);
}

/* the texts of hysc_text_intern, freed when the process ends */
static char **interned;
static int n_interned, interned_size;

static void free_interned(void)
{
  for (int i = 0; i < n_interned; i++)
    free(interned[i]);
  free(interned);
  interned = NULL;
  n_interned = interned_size = 0;
}

double hysc_text_intern(const char *text)
{
  for (int i = 0; i < n_interned; i++)
    if (!strcmp(interned[i], text))
      return -(double)(HYSC_TEXT_INTERNED + i);
  if (n_interned == interned_size) {
    if (!interned)
      atexit(free_interned);
    int size = interned_size ? 2 * interned_size : 16;
    char **grown = realloc(interned, (size_t)size * sizeof *grown);
    char *copy = grown ? strdup(text) : NULL;
    if (!copy)
      return hysc_text_keep(text);   /* out of memory: a text for now */
    interned = grown;
    interned_size = size;
    interned[n_interned] = copy;
    return -(double)(HYSC_TEXT_INTERNED + n_interned++);
  }
  char *copy = strdup(text);
  if (!copy)
    return hysc_text_keep(text);
  interned[n_interned] = copy;
  return -(double)(HYSC_TEXT_INTERNED + n_interned++);
}

const char *hysc_text_of(double handle)
{
  int k = (int)-handle - 1;
  if (k >= 0 && k < HYSC_TEXT_RING)
    return text_ring[k];
  k = (int)-handle - HYSC_TEXT_INTERNED;
  return k >= 0 && k < n_interned ? interned[k] : "";
}

double hysc_text_equal(const char *a, const char *b)
{
  return strcmp(a, b) == 0;
}
