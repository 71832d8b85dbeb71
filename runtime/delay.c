/*
 * delay.c - delay(expr, d): a history of each delayed expression, recorded
 * after every accepted step and at event rows, and read back by cubic
 * interpolation at time - d.  No events: a jump of expr comes back d later
 * as the interpolated history has it.  Both backends cap their step at d/4,
 * so that time - d always lies in the recorded past and the result does not
 * depend on the step being computed.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hysc_runtime.h"

struct hysc_delay_line {
  double tau;      /* the delay time */
  double *t, *v;   /* recorded times (non-decreasing) and values */
  int first, n, cap; /* live points are [first, n) */
};

int delay_alloc(hysc_sim *S)
{
  int n = S->model->n_delays;
  if (n == 0)
    return HYSC_OK;
  S->data.delays = calloc((size_t)n, sizeof *S->data.delays);
  S->delay_values = calloc((size_t)n, sizeof(double));
  return S->data.delays && S->delay_values ? HYSC_OK : HYSC_FAIL;
}

void delay_free(hysc_sim *S)
{
  for (int j = 0; S->data.delays && j < S->model->n_delays; j++) {
    free(S->data.delays[j].t);
    free(S->data.delays[j].v);
  }
  free(S->data.delays);
  free(S->delay_values);
}

/* After the parameters are bound: the delay times, and the step cap. */
int delay_start(hysc_sim *S)
{
  const hysc_model *m = S->model;
  S->delay_step_cap = HUGE_VAL;
  if (m->n_delays == 0)
    return HYSC_OK;
  m->delay_times(&S->data, S->delay_values);
  for (int j = 0; j < m->n_delays; j++) {
    double tau = S->delay_values[j];
    if (!(tau > 0) || !isfinite(tau)) {
      sim_error(S, "the delay time of delay number %d of the model is %g: it must be positive", j + 1, tau);
      return HYSC_FAIL;
    }
    S->data.delays[j].tau = tau;
    S->data.delays[j].first = S->data.delays[j].n = 0;
    S->delay_step_cap = fmin(S->delay_step_cap, tau / 4);
  }
  return HYSC_OK;
}

/* Drop the points no lookup can reach any more (older than t - tau, keeping
   three for the interpolation), then make room for one more. */
static int make_room(struct hysc_delay_line *L, double now)
{
  while (L->first + 4 < L->n && L->t[L->first + 3] < now - L->tau)
    L->first++;
  if (L->first > 0 && L->n == L->cap) {
    memmove(L->t, L->t + L->first, (size_t)(L->n - L->first) * sizeof(double));
    memmove(L->v, L->v + L->first, (size_t)(L->n - L->first) * sizeof(double));
    L->n -= L->first;
    L->first = 0;
  }
  if (L->n < L->cap)
    return HYSC_OK;
  int cap = L->cap ? 2 * L->cap : 64;
  double *t = realloc(L->t, (size_t)cap * sizeof(double));
  if (t)
    L->t = t;
  double *v = realloc(L->v, (size_t)cap * sizeof(double));
  if (v)
    L->v = v;
  if (!t || !v)
    return HYSC_FAIL;
  L->cap = cap;
  return HYSC_OK;
}

int delay_record(hysc_sim *S)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  if (m->n_delays == 0)
    return HYSC_OK;
  m->delay_arguments(D, S->delay_values);
  for (int j = 0; j < m->n_delays; j++) {
    struct hysc_delay_line *L = &D->delays[j];
    double v = S->delay_values[j];
    if (L->n > L->first && L->t[L->n - 1] == D->t && L->v[L->n - 1] == v)
      continue; /* the same point again */
    if (L->n > L->first && D->t < L->t[L->n - 1])
      continue; /* never back in time */
    if (make_room(L, D->t) != HYSC_OK) {
      sim_error(S, "at t=%.17g, out of memory keeping the history of delay()", D->t);
      return HYSC_FAIL;
    }
    L->t[L->n] = D->t;
    L->v[L->n] = v;
    L->n++;
  }
  return HYSC_OK;
}

/* Cubic through the points i-1 .. i+2 around tp (fewer near the ends, or
   at a jump recorded as two points at one time). */
static double interpolate(const struct hysc_delay_line *L, int i, double tp)
{
  int lo = i - 1 < L->first ? L->first : i - 1;
  int hi = i + 2 > L->n - 1 ? L->n - 1 : i + 2;
  for (int k = lo; k < hi; k++)
    if (L->t[k + 1] == L->t[k]) { /* a jump: do not interpolate across it */
      if (k < i)
        lo = k + 1;
      else if (k > i)
        hi = k;
    }
  if (L->t[i + 1] == L->t[i])
    return L->v[i + 1];
  double value = 0;
  for (int a = lo; a <= hi; a++) {
    double w = 1;
    for (int b = lo; b <= hi; b++)
      if (b != a)
        w *= (tp - L->t[b]) / (L->t[a] - L->t[b]);
    value += w * L->v[a];
  }
  return value;
}

double hysc_delayed(const hysc_data *D, int j, double now)
{
  const struct hysc_delay_line *L = &D->delays[j];
  double tp = D->t - L->tau;
  if (L->n == L->first)
    return now; /* initialization: the value at the start time is now */
  if (tp <= L->t[L->first])
    return L->v[L->first];
  double t_last = L->t[L->n - 1];
  if (tp >= t_last) /* not recorded yet (never with the step cap) */
    return D->t > t_last ? L->v[L->n - 1] + (now - L->v[L->n - 1]) * (tp - t_last) / (D->t - t_last)
                         : L->v[L->n - 1];
  int lo = L->first, hi = L->n - 1; /* t[lo] <= tp < t[hi] */
  while (hi - lo > 1) {
    int mid = (lo + hi) / 2;
    if (L->t[mid] <= tp)
      lo = mid;
    else
      hi = mid;
  }
  return interpolate(L, lo, tp);
}
