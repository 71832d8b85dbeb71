/* ExtC.c - the C side of the test library ExternalC: small functions with
   known results, one of each kind of argument, and one that fails through
   ModelicaFormatError. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ModelicaUtilities.h"
#include "extc.h"

double extc_scale(double x, int k) { return k * x; }

double extc_wsum(const double *a, int n, double w)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += (i + 1) * a[i];
  return w * s;
}

void extc_minmax(const double *a, int n, double *lo, double *hi)
{
  *lo = *hi = a[0];
  for (int i = 1; i < n; i++) {
    if (a[i] < *lo)
      *lo = a[i];
    if (a[i] > *hi)
      *hi = a[i];
  }
}

void extc_scale_array(const double *a, int n, double k, double *b)
{
  for (int i = 0; i < n; i++)
    b[i] = k * a[i];
}

int extc_positive(double x) { return x > 0; }

int extc_count(const char *s, int c)
{
  int n = 0;
  for (; *s; s++)
    n += *s == c;
  return n;
}

const char *extc_greeting(const char *name)
{
  char *s = ModelicaAllocateString(strlen("hello ") + strlen(name));
  sprintf(s, "hello %s", name);
  return s;
}

double extc_first_number(const char *file_name)
{
  FILE *f = fopen(file_name, "r");
  double y;
  int read = f ? fscanf(f, "%lf", &y) : 0;
  if (f)
    fclose(f);
  if (read != 1)
    ModelicaFormatError("extc_first_number: no number at the start of '%s'", file_name);
  return y;
}

double extc_checked_sqrt(double x)
{
  if (x < 0)
    ModelicaFormatError("extc_checked_sqrt: negative argument %g", x);
  return sqrt(x);
}

/* m row-major, rows x columns */
double extc_matrix_trace(const double *m, int rows, int columns)
{
  double t = 0;
  for (int i = 0; i < rows && i < columns; i++)
    t += m[i * columns + i];
  return t;
}

/* ---- a table object ---- */

struct table { int n; double *x, *y; int next_asked; };
static int alive;

void *extc_table_new(const double *x, const double *y, int n)
{
  if (n < 1)
    ModelicaError("extc_table_new: a table needs a row");
  struct table *t = malloc(sizeof *t);
  t->n = n;
  t->next_asked = 0;
  t->x = malloc(2 * (size_t)n * sizeof *t->x);
  t->y = t->x + n;
  memcpy(t->x, x, (size_t)n * sizeof *x);
  memcpy(t->y, y, (size_t)n * sizeof *y);
  alive++;
  ModelicaFormatMessage("extc_table_new: %d rows (%d tables)\n", n, alive);
  return t;
}

double extc_table_value(void *table, double u)
{
  const struct table *t = table;
  if (u <= t->x[0])
    return t->y[0];
  for (int i = 1; i < t->n; i++)
    if (u <= t->x[i])
      return t->y[i - 1] + (t->y[i] - t->y[i - 1]) * (u - t->x[i - 1]) / (t->x[i] - t->x[i - 1]);
  return t->y[t->n - 1];
}

void extc_table_free(void *table)
{
  struct table *t = table;
  free(t->x);
  free(t);
  alive--;
  ModelicaFormatMessage("extc_table_free: %d tables left\n", alive);
}

int extc_tables_alive(void) { return alive; }

/* The table's breakpoints as time events, as a time table with constant
   segments does: extc_table_next is the first breakpoint after u (1e300
   past the last), and extc_table_step the segment's value, which it gives
   only once the next event was asked for (else a ModelicaError). */
double extc_table_next(void *table, double u)
{
  struct table *t = table;
  t->next_asked = 1;
  for (int i = 0; i < t->n; i++)
    if (t->x[i] > u)
      return t->x[i];
  return 1e300;
}

double extc_table_step(void *table, double u)
{
  const struct table *t = table;
  if (!t->next_asked)
    ModelicaError("extc_table_step: asked before extc_table_next");
  int i = 0;
  while (i + 1 < t->n && t->x[i + 1] <= u)
    i++;
  return t->y[i];
}

/* no result: one line through ModelicaFormatMessage, for call statements */
void extc_report(const char *what, double t, double v)
{
  ModelicaFormatMessage("%s: t = %.3f, v = %.3f\n", what, t, v);
}
