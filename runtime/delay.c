/*
 * delay.c - delay(expr, d): a history of each delayed expression, recorded
 * after every accepted step and at event rows, and read back by cubic
 * interpolation at time - d.  A jump of expr at an event (its left and right
 * limits recorded at one time) comes back d later as a time event: until that
 * event the delayed value stays on the jump's left side, from it on it is the
 * right side, whatever rounding puts time - d a hair before or after the
 * jump.  Both backends cap their step at d/4, so that time - d always lies in
 * the recorded past and the result does not depend on the step being
 * computed; not for an expression that changes only at events (a logic
 * value): past its last record it holds its value until the next event.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hysc_runtime.h"

struct hysc_delay_line {
  double tau;      /* the delay time */
  double *t, *v;   /* recorded times (non-decreasing) and values */
  int first, n, cap; /* live points are [first, n) */
  double *jumps;   /* times of the jumps whose delayed image is still due */
  int jfirst, jn, jcap; /* due jumps are [jfirst, jn), oldest first */
  double delivered; /* the latest jump whose delayed image has happened */
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
    free(S->data.delays[j].jumps);
  }
  free(S->data.delays);
  free(S->delay_values);
}

/* After the parameters are bound: the delay times, and the step cap. */
int delay_start(hysc_sim *S)
{
  const hysc_model *m = S->model;
  S->delay_step_cap = S->delay_due = HUGE_VAL;
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
    S->data.delays[j].jfirst = S->data.delays[j].jn = 0;
    S->data.delays[j].delivered = -HUGE_VAL;
    if (!m->delay_held || !m->delay_held[j])
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

/* S->delay_due: when the next jump comes back (timeline.c stops there). */
static void next_due(hysc_sim *S)
{
  S->delay_due = HUGE_VAL;
  for (int j = 0; j < S->model->n_delays; j++) {
    const struct hysc_delay_line *L = &S->data.delays[j];
    if (L->jfirst < L->jn && L->jumps[L->jfirst] + L->tau < S->delay_due)
      S->delay_due = L->jumps[L->jfirst] + L->tau;
  }
}

/* A jump at time t (two values recorded at t): its image is due at t + tau. */
static int push_jump(struct hysc_delay_line *L, double t)
{
  if (L->jfirst > 0 && L->jn == L->jcap) {
    memmove(L->jumps, L->jumps + L->jfirst, (size_t)(L->jn - L->jfirst) * sizeof(double));
    L->jn -= L->jfirst;
    L->jfirst = 0;
  }
  if (L->jn == L->jcap) {
    int cap = L->jcap ? 2 * L->jcap : 8;
    double *jumps = realloc(L->jumps, (size_t)cap * sizeof(double));
    if (!jumps)
      return HYSC_FAIL;
    L->jumps = jumps;
    L->jcap = cap;
  }
  if (L->jn == L->jfirst || L->jumps[L->jn - 1] != t)
    L->jumps[L->jn++] = t;
  return HYSC_OK;
}

/* Whether v differs from the value recorded last at this very time by more
   than the restart's rounding: a jump of expr, not its recomputation. */
static int jumps_here(const hysc_sim *S, const struct hysc_delay_line *L, double v)
{
  if (L->n == L->first || L->t[L->n - 1] != S->data.t)
    return 0;
  double a = L->v[L->n - 1];
  return fabs(v - a) > S->opt.atol + S->opt.rtol * fmax(fabs(v), fabs(a));
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
    if ((jumps_here(S, L, v) && push_jump(L, D->t) != HYSC_OK) || make_room(L, D->t) != HYSC_OK) {
      sim_error(S, "at t=%.17g, out of memory keeping the history of delay()", D->t);
      return HYSC_FAIL;
    }
    L->t[L->n] = D->t;
    L->v[L->n] = v;
    L->n++;
  }
  next_due(S);
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
  int constant = 1; /* a held value comes back exactly: integer(delay(k, d)) */
  for (int a = lo; a < hi; a++)
    constant = constant && L->v[a + 1] == L->v[a];
  if (constant)
    return L->v[lo];
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

/* The value just before the jump at tj: the first point recorded at tj. */
static double left_of_jump(const struct hysc_delay_line *L, double tj)
{
  int lo = L->first, hi = L->n - 1; /* the first point at or after tj */
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (L->t[mid] < tj)
      lo = mid + 1;
    else
      hi = mid;
  }
  return L->v[lo];
}

int delay_mark_due(hysc_sim *S)
{
  int n = 0;
  for (int j = 0; j < S->model->n_delays; j++) {
    struct hysc_delay_line *L = &S->data.delays[j];
    while (L->jfirst < L->jn) {
      double tj = L->jumps[L->jfirst], due = tj + L->tau;
      if (due > S->data.t && !sim_same_instant(due, S->data.t))
        break;
      L->delivered = tj;
      L->jfirst++;
      n++;
      if (S->opt.log_events)
        sim_log_event(S, "event t=%.17g time event delay number %d: its argument jumped at t=%.17g",
                S->data.t, j + 1, tj);
    }
  }
  next_due(S);
  return n;
}

double hysc_delayed(const hysc_data *D, int j, double now)
{
  const struct hysc_delay_line *L = &D->delays[j];
  double tp = D->t - L->tau;
  if (L->n == L->first)
    return now; /* initialization: the value at the start time is now */
  if (L->jfirst < L->jn && (tp >= L->jumps[L->jfirst] || sim_same_instant(tp, L->jumps[L->jfirst])))
    return left_of_jump(L, L->jumps[L->jfirst]); /* its event has not happened yet */
  if (tp < L->delivered && sim_same_instant(tp, L->delivered))
    tp = L->delivered; /* its event has happened: the right side */
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
