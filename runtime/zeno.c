/*
 * zeno.c - notices events that accumulate: for every when-branch and every
 * relation (each direction) it keeps the times of the last events, and when
 * their spacing shrinks geometrically (Zeno behaviour, as the bouncing ball's
 * impacts) or they come back to back while time hardly moves (chattering), it
 * reports the count, the condition with its source line and the estimated
 * accumulation time, once per source line.  --zeno decides whether the run
 * goes on; chattering always ends it.  It changes no value.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hysc_runtime.h"

/* Accumulating events: the last ZENO_EVENTS occurrences of one when-branch or
   relation edge are examined.  Zeno: their gaps shrink geometrically with a
   nearly constant ratio below ZENO_MAX_RATIO.  Chattering: they all fall
   within CHATTER_SPAN (relative to the run's length) of each other, so that
   the solver spends its effort on switching instead of advancing: at that
   density the run would need more than ZENO_EVENTS / CHATTER_SPAN = 1e7
   events.  The test reads only the track's own times, so what else the
   model contains (other states, their step sizes) does not change it. */
#define ZENO_EVENTS 10
#define ZENO_MAX_RATIO 0.98
#define ZENO_RATIO_SPREAD 0.1
#define CHATTER_SPAN 1e-6


/* Tracks: when-branch w is track w; relation k becoming false/true is track
   n_whens + 2k + r. */
static const hysc_source *track_source(const hysc_sim *S, int key)
{
  const hysc_model *m = S->model;
  return key < m->n_whens ? &m->whens[key] : &m->relations[(key - m->n_whens) / 2];
}

static void track_push(zeno_track *z, double t)
{
  if (z->n > 0 && z->t[z->n - 1] == t)
    return; /* the same event, seen twice in the iteration */
  if (z->n == ZENO_HISTORY) {
    memmove(z->t, z->t + 1, (ZENO_HISTORY - 1) * sizeof z->t[0]);
    z->n--;
  }
  z->t[z->n++] = t;
  z->count++;
}

/* 1 when the last ZENO_EVENTS times of a track accumulate before the stop
   time, with the estimated accumulation point; *chattering when they come
   back to back rather than geometrically. */
static int accumulating(const hysc_sim *S, const zeno_track *z, double *t_inf, int *chattering)
{
  double g[ZENO_EVENTS - 1];
  if (z->n < ZENO_EVENTS)
    return 0;
  const double *t = z->t + z->n - ZENO_EVENTS;
  double last = t[ZENO_EVENTS - 1];
  double scale = fmax(S->opt.stop_time - S->opt.start_time, fabs(last));
  *chattering = 0;
  if (last - t[0] <= CHATTER_SPAN * scale) {
    *chattering = 1;
    *t_inf = last;
    return 1;
  }
  for (int i = 0; i < ZENO_EVENTS - 1; i++) {
    g[i] = t[i + 1] - t[i];
    if (!(g[i] > 0))
      return 0;
  }
  double qmin = HUGE_VAL, qmax = 0, logsum = 0;
  for (int i = 0; i < ZENO_EVENTS - 2; i++) {
    double q = g[i + 1] / g[i];
    qmin = fmin(qmin, q);
    qmax = fmax(qmax, q);
    logsum += log(q);
  }
  if (!(qmax <= ZENO_MAX_RATIO && qmax - qmin <= ZENO_RATIO_SPREAD))
    return 0;
  double q = exp(logsum / (ZENO_EVENTS - 2));
  *t_inf = last + g[ZENO_EVENTS - 2] * q / (1 - q);
  /* an accumulation after the stop time does not disturb this run */
  return *t_inf <= S->opt.stop_time;
}

#define SHRINKING_EVENTS 4

int zeno_shrinking(const hysc_sim *S, int key, double *t_star)
{
  const zeno_track *z = &S->zeno[key];
  int n = 0; /* the ratios of the shrinking gaps at the end of the track */
  double logsum = 0;
  for (int i = z->n - 1; i >= 2; i--, n++) {
    double gap = z->t[i] - z->t[i - 1], before = z->t[i - 1] - z->t[i - 2];
    if (!(gap > 0 && before > 0 && gap <= ZENO_MAX_RATIO * before))
      break;
    if (n < 3) /* the estimate from the last ratios: the earlier ones may be another regime's */
      logsum += log(gap / before);
  }
  if (n + 2 < SHRINKING_EVENTS)
    return 0;
  double q = exp(logsum / (n < 3 ? n : 3));
  *t_star = z->t[z->n - 1] + (z->t[z->n - 1] - z->t[z->n - 2]) * q / (1 - q);
  return 1;
}

static int zeno_report(hysc_sim *S, int key, double t_inf, int chattering)
{
  const hysc_model *m = S->model;
  const hysc_source *src = track_source(S, key);
  int n_tracks = m->n_whens + 2 * m->n_relations;
  S->zeno[key].reported = 1;
  /* one report per source line: "when h < 0" and its relation are one story */
  for (int i = 0; i < n_tracks; i++)
    if (i != key && S->zeno[i].reported == 2 && track_source(S, i)->line == src->line)
      return HYSC_OK;
  S->zeno[key].reported = 2;
  if (!S->stats.accumulation) { /* for the summary of a parameter study */
    S->stats.accumulation = chattering ? 2 : 1;
    S->stats.accumulation_time = t_inf;
  }
  long count = S->zeno[key].count;
  if (key >= m->n_whens) { /* a relation: its switches both ways */
    int base = m->n_whens + 2 * ((key - m->n_whens) / 2);
    count = S->zeno[base].count + S->zeno[base + 1].count;
  }
  int contact = chattering ? sliding_on_chatter(S, key, count) : contact_on_zeno(S, key, count, t_inf);
  if (contact >= 0)
    return contact;
  fprintf(stderr, "%s: Zeno behaviour: %ld events of %s (%s) accumulating at t=%.10g "
          "(last at t=%.17g)%s%s\n", m->name, count, text_clean(src->text), sim_place(m, src->line), t_inf,
          S->data.t,
          chattering ? "; the condition switches back and forth while time hardly advances "
                       "(chattering): give the relation a hysteresis" : "",
          chattering ? "; the run stops here (it would not get anywhere) and the result "
                       "file ends at this event"
          : S->opt.zeno == HYSC_ZENO_STOP
            ? "; the run stops here and the result file ends at this event "
              "(--zeno=warn continues)"
          : S->opt.zeno == HYSC_ZENO_WARN
            ? "; continuing (--zeno=warn): results past this point are not reliable"
            : "; continuing (--zeno=continue, the default, has no contact mode for this "
              "condition: see hysc --dump-flat): results past this point are not reliable");
  /* chattering cannot be continued: it would take ~1/ulp events */
  if (chattering || S->opt.zeno == HYSC_ZENO_STOP) {
    S->stop_exit_status = HYSC_EXIT_ZENO;
    return HYSC_STOP;
  }
  return HYSC_OK;
}

/* Events of any kind (time events, floor jumps, several relations in turn)
   so dense that the run cannot finish: more than DENSE_EVENTS within
   DENSE_SPAN of the run's length would mean more than 1e9 events.  Counted
   in simulated time, so the verdict does not depend on the machine. */
#define DENSE_EVENTS 100000
#define DENSE_SPAN 1e-4

static int too_dense(hysc_sim *S)
{
  const hysc_data *D = &S->data;
  double span = DENSE_SPAN * fmax(S->opt.stop_time - S->opt.start_time, fabs(D->t));
  if (S->dense_count == 0 || D->t - S->dense_since > span) {
    S->dense_since = D->t;
    S->dense_count = 0;
  }
  if (++S->dense_count <= DENSE_EVENTS)
    return HYSC_OK;
  fprintf(stderr, "%s: %d events between t=%.17g and t=%.17g: events this dense would need more "
          "than %.0g events to reach the stop time; the run stops here and the result file ends "
          "at this event (look at --events for what keeps firing)\n", S->model->name, DENSE_EVENTS,
          S->dense_since, D->t, DENSE_EVENTS / DENSE_SPAN);
  S->stop_exit_status = HYSC_EXIT_ZENO;
  return HYSC_STOP;
}

int sim_zeno_check(hysc_sim *S)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  double t_inf;
  int chattering, rc = HYSC_OK;
  if (contact_after_event(S) != HYSC_OK || sliding_after_event(S) != HYSC_OK)
    return HYSC_FAIL;
  for (int i = 0; i < S->n_event_fired; i++) {
    int w = S->event_fired[i];
    if (w >= 0 && w < m->n_whens)
      track_push(&S->zeno[w], D->t);
  }
  for (int k = 0; k < m->n_relations; k++)
    if (D->r[k] != S->relation_before[k])
      track_push(&S->zeno[m->n_whens + 2 * k + D->r[k]], D->t);
  rc = too_dense(S);
  for (int key = 0; key < m->n_whens + 2 * m->n_relations && rc == HYSC_OK; key++) {
    zeno_track *z = &S->zeno[key];
    if (z->n == 0 || z->t[z->n - 1] != D->t || !accumulating(S, z, &t_inf, &chattering))
      continue;
    if (!z->reported)
      rc = zeno_report(S, key, t_inf, chattering);
    else if (!chattering)
      contact_refine(S, key, t_inf); /* a contact due: each impact sharpens t* */
  }
  return rc;
}
