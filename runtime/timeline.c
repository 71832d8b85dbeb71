/*
 * timeline.c - the times a run must stop at: the output grid (one row per
 * output time) and the time events of sample() and of relations of time
 * against parameters (time < t0).
 *
 * Used by the backends, the events and initialization; calls no backend,
 * no driver.
 */
#define _POSIX_C_SOURCE 200809L
#include <float.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "hysc_runtime.h"

/* ------------------------------------------------------------ output grid */

static double grid_time(const hysc_sim *S, long k)
{
  /* computed from k, not accumulated, so that grid times do not drift */
  double t = S->opt.start_time + (double)k * S->opt.interval;
  return t > S->opt.stop_time ? S->opt.stop_time : t;
}

double sim_run_end(const hysc_sim *S)
{
  return S->pausing ? S->pause_time : S->opt.stop_time;
}

/* Move the next grid time beyond t (rows at or before t are covered). */
void sim_grid_skip_to(hysc_sim *S, double t)
{
  while (S->grid_time_next <= t) {
    if (S->grid_time_next >= S->opt.stop_time) {
      S->grid_time_next = HUGE_VAL;
      return;
    }
    S->grid_index++;
    S->grid_time_next = grid_time(S, S->grid_index);
    /* a grid time within rounding of the stop time is the stop time */
    if (S->opt.stop_time - S->grid_time_next <= 1e-9 * S->opt.interval)
      S->grid_time_next = S->opt.stop_time;
  }
}

/* ------------------------------------------------------------ time events */

static double sample_instant(const hysc_sim *S, int j, long k)
{
  /* from k, not accumulated, so that instants do not drift */
  return S->sample_start[j] + (double)k * S->sample_interval[j];
}


/* Start and interval of every sample (parameters are bound), and its first
   instant at or after the start time. */
int sim_init_samples(hysc_sim *S)
{
  const hysc_model *m = S->model;
  double t0 = S->data.t;
  if (m->n_samples == 0)
    return HYSC_OK;
  if (!m->sample_times) {
    sim_error(S, "the model has %d sample() operators but no sample_times function "
              "(compiler and runtime do not match)", m->n_samples);
    return HYSC_FAIL;
  }
  m->sample_times(&S->data, S->sample_start, S->sample_interval);
  for (int j = 0; j < m->n_samples; j++) {
    double start = S->sample_start[j], interval = S->sample_interval[j];
    if (!isfinite(start) || !isfinite(interval) || !(interval > 0)) {
      sim_error(S, "at t=%.17g, %s (%s): sample start %g and interval %g: the interval "
                "must be positive and both finite", t0,
                m->samples ? m->samples[j].text : "sample()",
                sim_place(m, m->samples ? m->samples[j].line : 0), start, interval);
      return HYSC_FAIL;
    }
    /* instants closer than same_instant's tolerance at the end of the run
       are one: time could not move from one to the next */
    double last = fmax(fabs(S->opt.stop_time), fmax(fabs(start), fabs(t0)));
    double smallest = 8 * DBL_EPSILON * fmax(1.0, last);
    if (!(interval > smallest)) {
      sim_error(S, "at t=%.17g, %s (%s): the sample interval %g is too small to advance time: "
                "up to t=%g instants closer than %g are the same", t0,
                m->samples ? m->samples[j].text : "sample()",
                sim_place(m, m->samples ? m->samples[j].line : 0), interval, last, smallest);
      return HYSC_FAIL;
    }
    long k = 0;
    if (start < t0) {
      double kk = ceil((t0 - start) / interval);
      if (kk > 1e15) {
        sim_error(S, "at t=%.17g, %s (%s): the start time is %g intervals after the "
                  "sample's start; instants cannot be counted exactly", t0,
                  m->samples ? m->samples[j].text : "sample()",
                  sim_place(m, m->samples ? m->samples[j].line : 0), kk);
        return HYSC_FAIL;
      }
      k = (long)kk;
      while (k > 0 && (sample_instant(S, j, k - 1) >= t0 ||
                       sim_same_instant(sample_instant(S, j, k - 1), t0)))
        k--;
      while (sample_instant(S, j, k) < t0 && !sim_same_instant(sample_instant(S, j, k), t0))
        k++;
    }
    S->sample_k[j] = k;
  }
  return HYSC_OK;
}

/* The next switch of a relation of time still on its side before it (one
   whose time is the start time is evaluated exactly during initialization
   and switches right after it, as it would at a root). */
static double next_time_relation(const hysc_sim *S)
{
  double next = HUGE_VAL;
  for (int k = 0; k < S->model->n_relations; k++)
    if (sim_time_relation(S, k) && S->data.r[k] != (S->model->relation_time_slope[k] > 0))
      next = fmin(next, fmax(S->relation_time[k], S->data.t));
  return next;
}

double sim_next_time_event(const hysc_sim *S)
{
  return sim_next_time_event_except(S, NULL);
}

int sim_sample_fired_at(const hysc_sim *S, int j, double t)
{
  return S->sample_k[j] > 0 && sim_same_instant(sample_instant(S, j, S->sample_k[j] - 1), t);
}

double sim_next_time_event_except(const hysc_sim *S, const unsigned char *skip)
{
  double next = HUGE_VAL;
  for (int j = 0; j < S->model->n_samples; j++) {
    if (skip && skip[j])
      continue;
    double t = sample_instant(S, j, S->sample_k[j]);
    if (t < next)
      next = t;
  }
  /* the accumulation points where contacts begin (contact.c) */
  for (int k = 0; k < S->model->n_contacts; k++)
    if (S->contact_due[k] < next)
      next = S->contact_due[k];
  /* the delayed images of jumps (delay.c) */
  return fmin(fmin(next, S->delay_due), next_time_relation(S));
}

/* The next time the run must stop at: an output time, a time event or the
   stop time (*at_time_event: it is the time event).  A time event within
   rounding of an output time (sample(0, 0.1) at 3*0.1 = 0.30000000000000004,
   the grid at 15*0.02 = 0.3) is that output time's event: the run stops at
   the event, whose right limit stands for the row (events.c), and never
   writes the value before the event as the row of the same instant. */
double sim_next_stop(const hysc_sim *S, int *at_time_event)
{
  double stop = sim_run_end(S);
  double t_time_event = sim_next_time_event(S);
  double target = S->grid_time_next < stop ? S->grid_time_next : stop;
  if (t_time_event < target || (t_time_event <= stop && sim_same_instant(t_time_event, target)))
    target = t_time_event;
  *at_time_event = target == t_time_event;
  return target;
}

/* Marks the samples due now (an instant missed by rounding fires late rather
   than never) and moves each to its next instant; returns how many. */
int sim_mark_due_samples(hysc_sim *S)
{
  hysc_data *D = &S->data;
  int n = 0;
  for (int j = 0; j < S->model->n_samples; j++) {
    double t = sample_instant(S, j, S->sample_k[j]);
    if (t > D->t && !sim_same_instant(t, D->t))
      continue;
    D->sample[j] = 1;
    n++;
    while (sample_instant(S, j, S->sample_k[j]) <= D->t ||
           sim_same_instant(sample_instant(S, j, S->sample_k[j]), D->t))
      S->sample_k[j]++;
  }
  return n;
}
