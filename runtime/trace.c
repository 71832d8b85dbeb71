/*
 * trace.c - the dense output of a run: the record's columns and the
 * derivatives of the states among them, at the end of every step and at
 * both limits of every event.  A run part by part (partition.c) writes the
 * whole model's event rows from it: at an event of one part, the other
 * parts' values at that instant are read off their traces, as the whole
 * run reads them off its integrator's interpolant.
 *
 * Between two points of a trace a state follows the cubic Hermite
 * polynomial of its values and derivatives (exact for a free fall, third
 * order in the step otherwise), a discrete variable keeps the left point's
 * value, any other variable is linear; a value that does not change
 * between the points is that value exactly (no rounding noise that would
 * give a constant column a range).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

/* The width of one point: time, the columns, their derivatives. */
long trace_width(const hysc_record *R)
{
  return 2L * R->n_columns - 1;
}

static int trace_room(hysc_record *R)
{
  if (R->n_trace < R->cap_trace)
    return HYSC_OK;
  long cap = R->cap_trace ? 2 * R->cap_trace : 256;
  double *grown = realloc(R->trace, (size_t)cap * (size_t)trace_width(R) * sizeof *grown);
  if (!grown)
    return HYSC_FAIL;
  R->trace = grown;
  R->cap_trace = cap;
  return HYSC_OK;
}

int sim_trace(hysc_sim *S)
{
  hysc_record *R = S->output.record;
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  if (!R || !R->keep_trace)
    return HYSC_OK;
  if (trace_room(R) != HYSC_OK || sim_row_values(S, D) != HYSC_OK) {
    R->out_of_memory = 1;
    return HYSC_FAIL;
  }
  double *point = R->trace + R->n_trace++ * trace_width(R);
  double *slope = point + R->n_columns;
  int c = 0;
  point[c++] = D->t;
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (!output_is_column(v))
      continue;
    point[c] = hysc_var_value(D, v);
    slope[c - 1] = v->kind == HYSC_STATE ? D->yp[v->index] : v->kind == HYSC_DISCRETE ? INFINITY : NAN;
    c++;
  }
  return HYSC_OK;
}

/* Column c (1 ..) between points a and b at t, a's time <= t <= b's. */
static double between(const hysc_record *R, const double *a, const double *b, int c, double t)
{
  double ta = a[0], tb = b[0], h = tb - ta;
  double sa = a[R->n_columns + c - 1], sb = b[R->n_columns + c - 1];
  if (!(h > 0) || t <= ta || isinf(sa))
    return a[c];
  if (t >= tb)
    return b[c];
  double s = (t - ta) / h;
  if (isnan(sa) || isnan(sb))
    return a[c] + s * (b[c] - a[c]);
  if (a[c] == b[c] && sa == 0 && sb == 0)
    return a[c];   /* a constant stays that constant exactly */
  double h00 = (1 + 2 * s) * (1 - s) * (1 - s), h10 = s * (1 - s) * (1 - s);
  double h01 = s * s * (3 - 2 * s), h11 = s * s * (s - 1);
  return h00 * a[c] + h10 * h * sa + h01 * b[c] + h11 * h * sb;
}

void trace_values(const hysc_record *R, long *cursor, double t, double *columns)
{
  long w = trace_width(R), i = *cursor;
  if (i < 0 || i >= R->n_trace || R->trace[i * w] > t)
    i = 0;
  /* the last point at or before t (the right limit where an event is at t) */
  while (i + 1 < R->n_trace && R->trace[(i + 1) * w] <= t)
    i++;
  *cursor = i;
  const double *a = R->trace + i * w;
  const double *b = i + 1 < R->n_trace ? a + w : a;
  for (int c = 1; c < R->n_columns; c++)
    columns[c] = between(R, a, b, c, t);
  columns[0] = t;
}
