/*
 * reference.c - reading a --reference result file (OpenModelica CSV: a
 * header of quoted names with "time", one row of numbers per time, two rows
 * with the same time at an event) and interpolating it.
 *
 * The file is untrusted input: every line is bounded (REFERENCE_MAX_LINE),
 * work and memory are linear in its size, and anything this reader does not
 * take as it is (a missing, extra or non-finite value, a time going
 * backwards, a directory, a read error, memory running out) is one message
 * "<Model>: error: --reference=FILE:LINE: ..." and HYSC_FAIL, never a silent
 * guess.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "hysc_runtime.h"

typedef enum { LINE_OK, LINE_EOF, LINE_TOO_LONG, LINE_NO_MEMORY, LINE_READ_ERROR } line_status;

/* One line without its "\n" (or "\r\n") into *buf, at most REFERENCE_MAX_LINE bytes. */
static line_status read_line(FILE *fp, char **buf, size_t *cap)
{
  size_t n = 0;
  int c;
  while ((c = getc(fp)) != EOF && c != '\n') {
    if (n >= REFERENCE_MAX_LINE)
      return LINE_TOO_LONG;
    if (n + 1 >= *cap) {
      size_t new_cap = *cap ? 2 * *cap : 256;
      char *b = realloc(*buf, new_cap);
      if (!b)
        return LINE_NO_MEMORY;
      *buf = b;
      *cap = new_cap;
    }
    (*buf)[n++] = (char)c;
  }
  if (ferror(fp))
    return LINE_READ_ERROR;
  if (c == EOF && n == 0)
    return LINE_EOF;
  if (!*buf && !(*buf = malloc(*cap = 1)))
    return LINE_NO_MEMORY;
  if (n > 0 && (*buf)[n - 1] == '\r')
    n--;
  (*buf)[n] = '\0';
  return LINE_OK;
}

void reference_free(reference_file *F)
{
  for (int i = 0; i < F->n_columns; i++)
    free(F->names[i]);
  free(F->names);
  free(F->values);
  free(F->event_times);
  memset(F, 0, sizeof *F);
}

/* One CSV field (quoted with doubled quotes, or bare) starting at *p; malloc'd
   to its own length (a long header must not cost its length per field). */
static char *csv_field(const char **p)
{
  const char *s = *p;
  while (*s == ' ')
    s++;
  const char *start = s;
  size_t len;
  int quoted = *s == '"';
  if (quoted) {
    for (s++; *s && !(*s == '"' && s[1] != '"'); s += 1 + (*s == '"'))
      ;
    len = (size_t)(s - start);
  } else {
    s += strcspn(s, ",");
    len = (size_t)(s - start);
  }
  char *out = malloc(len + 1), *o = out;
  if (!out)
    return NULL;
  if (quoted) {
    for (const char *q = start + 1; q < s; q++) {
      *o++ = *q;
      q += *q == '"'; /* "" is one quote */
    }
    if (*s == '"')
      s++;
    s += strcspn(s, ",");
  } else {
    memcpy(out, start, len);
    o = out + len;
    while (o > out && o[-1] == ' ')
      o--;
  }
  *o = '\0';
  if (*s == ',')
    s++;
  *p = s;
  return out;
}

static int reference_error(const hysc_model *m, const char *path, long line, const char *fmt, ...)
  __attribute__((format(printf, 4, 5)));

/* The file name as given may hold any byte: shown clean (text_put_clean). */
static void reference_prefix(const hysc_model *m, const char *path, long line)
{
  fprintf(stderr, "%s: error: --reference=", m->name);
  text_put_clean(stderr, path, HYSC_PATH_ECHO_MAX, 0);
  fprintf(stderr, ":%ld: ", line);
}

static int reference_error(const hysc_model *m, const char *path, long line, const char *fmt, ...)
{
  va_list ap;
  reference_prefix(m, path, line);
  va_start(ap, fmt);
  text_vprint_clean(stderr, fmt, ap);   /* it may quote the file's text */
  va_end(ap);
  fputc('\n', stderr);
  return HYSC_FAIL;
}

static const reference_file *sorted_file;   /* for by_name (qsort has no context) */

static int by_name(const void *a, const void *b)
{
  int i = *(const int *)a, j = *(const int *)b;
  int c = strcmp(sorted_file->names[i], sorted_file->names[j]);
  return c ? c : (i > j) - (i < j);
}

/* A name twice (two "time" columns too) would leave it open which one is
   compared: an error naming the first such name and both columns; sorted
   column numbers, so a million columns cost n log n. */
static int check_duplicates(const hysc_model *m, const char *path, const reference_file *F)
{
  int *order = malloc((size_t)F->n_columns * sizeof *order), rc = HYSC_OK;
  if (!order)
    return reference_error(m, path, 1, "out of memory reading the header");
  for (int i = 0; i < F->n_columns; i++)
    order[i] = i;
  sorted_file = F;
  qsort(order, (size_t)F->n_columns, sizeof *order, by_name);
  int first = -1, second = -1;
  for (int k = 1; k < F->n_columns; k++)
    if (!strcmp(F->names[order[k]], F->names[order[k - 1]]) && (first < 0 || order[k] < second))
      first = order[k - 1], second = order[k];
  if (first >= 0) {
    reference_prefix(m, path, 1);
    fputs("the header names \"", stderr);
    text_put_clean(stderr, F->names[first], HYSC_ECHO_MAX, 0);
    fprintf(stderr, "\" twice (columns %d and %d)\n", first + 1, second + 1);
    rc = HYSC_FAIL;
  }
  free(order);
  return rc;
}

static int read_header(const hysc_model *m, const char *path, const char *line,
                       reference_file *F)
{
  int cap = 0;
  if (!strncmp(line, "\xEF\xBB\xBF", 3))   /* a UTF-8 byte order mark, as some editors write */
    line += 3;
  for (const char *p = line; *p;) {
    if (F->n_columns == cap) {
      if (cap > (1 << 28) / 2)
        return reference_error(m, path, 1, "too many columns");
      cap = cap ? 2 * cap : 16;
      char **names = realloc(F->names, (size_t)cap * sizeof *names);
      if (!names)
        return reference_error(m, path, 1, "out of memory reading the header");
      F->names = names;
    }
    if (!(F->names[F->n_columns] = csv_field(&p)))
      return reference_error(m, path, 1, "out of memory reading the header");
    if (strcmp(F->names[F->n_columns], "time") == 0 && F->time_column < 0)
      F->time_column = F->n_columns;
    F->n_columns++;
  }
  if (F->time_column < 0)
    return reference_error(m, path, 1, "the header has no \"time\" column");
  return check_duplicates(m, path, F);
}

/* One row of numbers, exactly as many as the header has names, all finite. */
static int read_row(const hysc_model *m, const char *path, long lineno, const char *line,
                    reference_file *F, long *cap_rows)
{
  size_t nc = (size_t)F->n_columns;
  if (F->n_rows == *cap_rows) {
    long cap = *cap_rows ? 2 * *cap_rows : 16;
    if ((size_t)cap > SIZE_MAX / sizeof(double) / nc)
      return reference_error(m, path, lineno, "too many values");
    double *v = realloc(F->values, (size_t)cap * nc * sizeof *v);
    if (!v)
      return reference_error(m, path, lineno, "out of memory reading the values");
    F->values = v;
    *cap_rows = cap;
  }
  double *row = F->values + (size_t)F->n_rows * nc;
  const char *p = line;
  for (size_t c = 0; c < nc; c++) {
    char *end;
    while (*p == ' ' || *p == '"')
      p++;
    row[c] = strtod(p, &end);
    if (end == p)
      return reference_error(m, path, lineno, "value %zu of the row is not a number", c + 1);
    if (!isfinite(row[c]))
      return reference_error(m, path, lineno, "value %zu of the row is not finite (%.*s%s)",
                             c + 1, end - p > HYSC_ECHO_MAX ? HYSC_ECHO_MAX : (int)(end - p), p,
                             end - p > HYSC_ECHO_MAX ? "..." : "");
    p = end;
    while (*p == ' ' || *p == '"')
      p++;
    if (*p == ',')
      p++;
    else if (c + 1 < nc)
      return reference_error(m, path, lineno, "the row has fewer values than the header has "
                             "names (%zu)", nc);
  }
  if (*p != '\0')
    return reference_error(m, path, lineno, "the row has more values than the header has "
                           "names (%zu)", nc);
  int tc = F->time_column;
  if (F->n_rows > 0 && row[tc] < row[(long)tc - (long)nc])
    return reference_error(m, path, lineno, "time goes backwards");
  F->n_rows++;
  return HYSC_OK;
}

/* equal times mark an event; the start time's duplicates are initialization */
static int find_events(const hysc_model *m, const char *path, reference_file *F)
{
  F->event_times = calloc((size_t)F->n_rows, sizeof *F->event_times);
  if (!F->event_times)
    return reference_error(m, path, 1, "out of memory");
  for (long i = 1; i < F->n_rows; i++) {
    double t0 = F->values[(i - 1) * F->n_columns + F->time_column];
    double t1 = F->values[i * F->n_columns + F->time_column];
    if (t1 == t0 && t0 != F->values[F->time_column] &&
        (F->n_events == 0 || F->event_times[F->n_events - 1] != t0))
      F->event_times[F->n_events++] = t0;
  }
  return HYSC_OK;
}

static int open_reference(const hysc_model *m, const char *path, FILE **fp)
{
  struct stat st;
  *fp = fopen(path, "r");
  if (!*fp || fstat(fileno(*fp), &st) != 0 || S_ISDIR(st.st_mode)) {
    int err = *fp && S_ISDIR(st.st_mode) ? EISDIR : errno;
    fprintf(stderr, "%s: error: cannot read --reference file '", m->name);
    text_put_clean(stderr, path, HYSC_PATH_ECHO_MAX, 0);
    fprintf(stderr, "': %s\n", strerror(err));
    if (*fp)
      fclose(*fp);
    return HYSC_FAIL;
  }
  return HYSC_OK;
}

int reference_read(const hysc_model *m, const char *path, reference_file *F)
{
  FILE *fp;
  memset(F, 0, sizeof *F);
  F->time_column = -1;
  if (open_reference(m, path, &fp) != HYSC_OK)
    return HYSC_FAIL;
  char *line = NULL;
  size_t cap = 0;
  long lineno = 0, cap_rows = 0;
  int rc = HYSC_OK;
  line_status ls;
  while (rc == HYSC_OK && (ls = read_line(fp, &line, &cap)) == LINE_OK) {
    lineno++;
    if (lineno == 1)
      rc = read_header(m, path, line, F);
    else if (line[0] != '\0')
      rc = read_row(m, path, lineno, line, F, &cap_rows);
  }
  if (rc == HYSC_OK && ls == LINE_TOO_LONG)
    rc = reference_error(m, path, lineno + 1, "the line is longer than %d bytes",
                         REFERENCE_MAX_LINE);
  else if (rc == HYSC_OK && ls == LINE_NO_MEMORY)
    rc = reference_error(m, path, lineno + 1, "out of memory reading the line");
  else if (rc == HYSC_OK && ls == LINE_READ_ERROR)
    rc = reference_error(m, path, lineno + 1, "%s", strerror(errno));
  else if (rc == HYSC_OK && lineno == 0)
    rc = reference_error(m, path, 1, "the file is empty");
  else if (rc == HYSC_OK && F->n_rows < 2)
    rc = reference_error(m, path, lineno, "fewer than two rows of values");
  if (rc == HYSC_OK)
    rc = find_events(m, path, F);
  free(line);
  fclose(fp);
  if (rc != HYSC_OK)
    reference_free(F);
  return rc;
}

double reference_at(const reference_file *F, int c, double t)
{
  int tc = F->time_column, nc = F->n_columns;
  long lo = 0, hi = F->n_rows - 1;
  if (t < F->values[tc] || t > F->values[hi * nc + tc])
    return NAN;
  /* the last row with time <= t */
  while (lo < hi) {
    long mid = (lo + hi + 1) / 2;
    if (F->values[mid * nc + tc] <= t)
      lo = mid;
    else
      hi = mid - 1;
  }
  double t0 = F->values[lo * nc + tc];
  if (t0 == t || lo + 1 >= F->n_rows)
    return F->values[lo * nc + c];
  double t1 = F->values[(lo + 1) * nc + tc];
  double s = (t - t0) / (t1 - t0);
  return (1 - s) * F->values[lo * nc + c] + s * F->values[(lo + 1) * nc + c];
}
