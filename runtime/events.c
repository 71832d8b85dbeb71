/*
 * events.c - event handling shared by both backends: the event iteration
 * (when-clauses, reinit, relations re-evaluated until nothing changes),
 * asserts, the event rows of the output, the progress line, the initial and
 * the terminal event.  The semantics of events live here and only here, so
 * that IDA and Newmark give the same answers.
 *
 * Called by the backends (sim_event after a root or a time event) and the
 * driver; it never calls a backend or the driver.
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

#define MAX_EVENT_ITERATIONS 100
/* Events that do not let time advance, in a row, before we call it
   chattering rather than let the run hang. */
#define MAX_EVENTS_SAME_TIME 50

/* ------------------------------------------------------------ events */

static int record_fired(hysc_sim *S)
{
  hysc_data *D = &S->data;
  int n = D->fired_count;
  if (n > (int)(sizeof D->fired / sizeof D->fired[0]))
    n = (int)(sizeof D->fired / sizeof D->fired[0]);
  for (int i = 0; i < n; i++) {
    if (S->n_event_fired == S->cap_event_fired) {
      int cap = 2 * S->cap_event_fired;
      int *p = realloc(S->event_fired, (size_t)cap * sizeof *p);
      if (!p) {
        sim_error(S, "out of memory");
        return HYSC_FAIL;
      }
      S->event_fired = p;
      S->cap_event_fired = cap;
    }
    S->event_fired[S->n_event_fired++] = D->fired[i];
  }
  return HYSC_OK;
}

/* Relations re-evaluated with hysteresis after values changed inside the
   event; the ones that triggered keep their forced flip, unless what the
   event changed moved them by more than their dead band (time >= t0 + w
   whose t0 a when-clause just set to time).  Frozen values whose
   argument left its interval (a reinit or a discrete value moved it) are
   recomputed.  After a reinit (reinit set), a relation whose value moved
   since the event began, or lies exactly on its boundary (the root left s
   on smax already and reinit(s, smax) kept it there), takes the value its
   new operands give, without the dead band: the band keeps a crossing the
   solver found from flipping back on noise, but a reinit that puts a
   variable exactly on a relation's boundary (v := 0 for v > 0) sets where
   the run continues.  reinit: 1 after a reinit, 2 in a pass run again. */
static int reevaluate_relations(hysc_sim *S, const unsigned char *triggered, int reinit, int *changed)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  if (sim_refresh_time_relations(S) != HYSC_OK || sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return HYSC_FAIL;
  for (int k = 0; k < m->n_relations; k++) {
    int moved = reinit == 1 && (S->z[k] != S->z_before[k] || S->z[k] == 0);
    unsigned char r = (unsigned char)(moved ? sim_relation_now(S, k, S->z[k])
                                            : sim_relation_value(S, k, D->r[k], S->z[k]));
    /* back within the band of where its root was in a pass run again
       (reinit 2: it undid the mode that moved the relation): the forced
       flip again, not the value the pass before gave */
    if (triggered && triggered[k] && !(fabs(S->z[k] - S->z_before[k]) > sim_hysteresis(S, k)))
      r = reinit == 2 ? (unsigned char)!S->relation_before[k] : D->r[k];
    if (r != D->r[k]) {
      D->r[k] = r;
      *changed = 1;
    }
  }
  int frozen_changed = 0;
  for (int j = 0; j < m->n_frozen; j++) {
    int nr = m->n_relations;
    /* on a bound (s = 2 of integer(s) that held 1) it has left too, unless
       that bound is the one that fired: then the crossing set its value */
    int fired = triggered && (triggered[nr + 2 * j] || triggered[nr + 2 * j + 1]);
    double lower = S->z[nr + 2 * j], upper = S->z[nr + 2 * j + 1];
    if (fired ? lower < 0 || upper < 0 : lower <= 0 || upper <= 0) {
      double before = D->frozen[j];
      m->update_frozen(D, j, 0);
      frozen_changed |= D->frozen[j] != before;
    }
  }
  if (frozen_changed) {
    *changed = 1;
    return sim_consistent(S, "restart after event");
  }
  return HYSC_OK;
}

/* pre(v) = v for every discrete v, as when-bodies and when-conditions see it */
void sim_take_discrete_as_pre(hysc_sim *S)
{
  hysc_data *D = &S->data;
  size_t size = (size_t)S->model->n_discrete * sizeof(double);
  memcpy(D->pre_d, D->d, size);
  memcpy(D->cond_pre_d, D->d, size);
}

/* Runs of a pass's equations after the first when relations move (pass_again). */
#define MAX_PASS_AGAIN 4

/* What one pass of the event iteration changed. */
typedef struct {
  int values; /* a reinit */
  int d;      /* a discrete value, against pre() of the pass */
  int cond;   /* a when-condition element */
  int relations;
  int looped; /* the pass solved a loop through when-equations */
} pass_changes;

/* The pass's equations (same conditions and pre()) and consistent values
   with the relations D->r, then the relations those values give; *changed
   when they differ from D->r. */
static int rerun_pass(hysc_sim *S, const unsigned char *triggered, int *changed)
{
  hysc_data *D = &S->data;
  int fired = D->fired_count;
  D->fired_count = 0;
  S->model->when_equations(D);
  D->fired_count = fired;   /* recorded once, by the pass */
  *changed = 0;
  if (sim_consistent(S, "restart after event") != HYSC_OK ||
      reevaluate_relations(S, triggered, 2, changed) != HYSC_OK)
    return HYSC_FAIL;
  return HYSC_OK;
}

/* Relations that change along a cycle of pass_again at most this many:
   2^n combinations to try. */
#define MAX_CYCLE_RELATIONS 10

/* The relations that change along the cycle[0..len) of pass_again, at
   most MAX_CYCLE_RELATIONS into moving; their number, or -1 for more. */
static int cycle_relations(int n, const unsigned char *cycle, int len, int *moving)
{
  int nm = 0;
  for (int k = 0; k < n; k++) {
    int differs = 0;
    for (int i = 1; i < len; i++)
      differs |= cycle[i * n + k] != cycle[k];
    if (differs && nm == MAX_CYCLE_RELATIONS)
      return -1;
    if (differs)
      moving[nm++] = k;
  }
  return nm;
}

/* The runs of pass_again cycle through the relation vectors cycle[0..len)
   (a friction element whose two sliding modes each give the relations of
   the other, while its stuck mode, neither relation true, is consistent):
   the combinations of the relations that change along the cycle, those
   with the fewest changes from cycle[0] first, each from the values the
   cycle began with, until one is a fixed point of the pass (one whose
   values cannot be solved is none).  *settled when one is; else the
   caller takes the pass's own values back. */
static int settle_relation_cycle(hysc_sim *S, const unsigned char *triggered,
                                 const unsigned char *cycle, int len, int *settled)
{
  int n = S->model->n_relations, moving[MAX_CYCLE_RELATIONS], changed;
  int nm = cycle_relations(n, cycle, len, moving);
  size_t bytes = (size_t)S->n_continuous * sizeof(double);
  double *start = malloc(2 * bytes + 1);
  hysc_data *D = &S->data;
  *settled = 0;
  if (!start)
    nm = -1;
  else {
    memcpy(start, D->y, bytes);
    memcpy((char *)start + bytes, D->yp, bytes);
  }
  S->quiet_errors = 1;
  for (int flips = 1; flips <= nm && !*settled; flips++)
    for (unsigned set = 1; set < 1u << nm && !*settled; set++) {
      if (__builtin_popcount(set) != flips)
        continue;
      memcpy(D->r, cycle, (size_t)n);
      for (int i = 0; i < nm; i++)
        if (set & 1u << i)
          D->r[moving[i]] = (unsigned char)!D->r[moving[i]];
      memcpy(D->y, start, bytes);
      memcpy(D->yp, (char *)start + bytes, bytes);
      *settled = rerun_pass(S, triggered, &changed) == HYSC_OK && !changed;
    }
  S->quiet_errors = 0;
  if (!*settled && start) {
    memcpy(D->r, cycle, (size_t)n);
    memcpy(D->y, start, bytes);
    memcpy(D->yp, (char *)start + bytes, bytes);
  }
  free(start);
  return HYSC_OK;
}

/* The pass's discrete values moved relations it read (fire = enable and
   time >= t0 + w, with t0 = time set in this pass): its equations again
   with the same conditions and pre(), which gives the same values to what
   does not read those relations, until the relations stay (a few times at
   most).  Relations that come back to values they had are a cycle, which
   settle_relation_cycle resolves; a cycle without a fixed point of the
   pass (none with these pre() values: a one-way clutch released gives a
   torque below the limit that released it, and held again the one above
   it) keeps the values and relations the pass itself gave, so the next
   pass sees its discrete values as pre() (startForward stays true on
   pre(startForward) and sa > tau0).  Not after a reinit (its value reads
   the states it moved) or a loop solved with the continuous equations. */
static int pass_again(hysc_sim *S, const unsigned char *triggered, pass_changes *c)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  size_t n = (size_t)m->n_relations;
  size_t nd = (size_t)m->n_discrete * sizeof(double), ny = (size_t)S->n_continuous * sizeof(double);
  unsigned char *seen = malloc((MAX_PASS_AGAIN + 1) * n + 1);
  char *own = malloc(nd + 2 * ny + 1);
  if (!seen || !own) {
    free(seen);
    free(own);
    sim_error(S, "out of memory");
    return HYSC_FAIL;
  }
  memcpy(seen, D->r, n);
  memcpy(own, D->d, nd);
  memcpy(own + nd, D->y, ny);
  memcpy(own + nd + ny, D->yp, ny);
  int rc = HYSC_OK;
  for (int again = 0; again < MAX_PASS_AGAIN && c->relations && rc == HYSC_OK; again++) {
    rc = rerun_pass(S, triggered, &c->relations);
    int j = 0;
    while (j <= again && memcmp(seen + (size_t)j * n, D->r, n) != 0)
      j++;
    if (rc == HYSC_OK && c->relations && j <= again) {
      int settled;
      rc = settle_relation_cycle(S, triggered, seen + (size_t)j * n, again + 1 - j, &settled);
      if (rc == HYSC_OK && !settled) {
        memcpy(D->r, seen, n);
        memcpy(D->d, own, nd);
        memcpy(D->y, own + nd, ny);
        memcpy(D->yp, own + nd + ny, ny);
      }
      break;
    }
    memcpy(seen + (size_t)(again + 1) * n, D->r, n);
  }
  free(seen);
  free(own);
  c->d = memcmp(D->d, D->pre_d, (size_t)m->n_discrete * sizeof(double)) != 0;
  c->relations = 1;
  return rc;
}

/* Whether the pass changed a discrete value that the continuous system
   reads (hysc_model.discrete_continuous; any, without that table): others
   (a sampler's buffer) move no continuous value and no relation. */
static int continuous_d_changed(const hysc_sim *S)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  for (int j = 0; j < m->n_discrete; j++)
    if ((!m->discrete_continuous || m->discrete_continuous[j]) &&
        memcmp(&D->d[j], &D->pre_d[j], sizeof(double)) != 0)
      return 1;
  return 0;
}

/* One pass: conditions, when-equations (with reinit and the discrete
   equations), then restart values and relations when values changed. */
static int event_pass(hysc_sim *S, const unsigned char *triggered, pass_changes *c)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int nc = S->n_continuous;
  *c = (pass_changes){0};
  m->conditions(D);
  memset(D->reinit_set, 0, (size_t)nc);
  D->fired_count = 0;
  D->error = 0;
  m->when_equations(D);
  if (record_fired(S) != HYSC_OK)
    return HYSC_FAIL;
  if (D->error) {
    int i = D->error - 1;
    sim_error(S, "at t=%.17g, '%s' is reinitialized twice in the same event",
              D->t, i < nc ? S->continuous_name[i] : "?");
    return HYSC_FAIL;
  }
  for (int i = 0; i < nc; i++)
    if (D->reinit_set[i]) {
      if (i >= S->n_states) {
        sim_error(S, "at t=%.17g, reinit of '%s', which is not a state",
                  D->t, S->continuous_name[i]);
        return HYSC_FAIL;
      }
      D->y[i] = D->reinit_value[i];
      c->values = 1;
    }
  c->looped = sim_mark_when_loops(S) > 0;
  if (c->looped && sim_when_loop_solve(S) != HYSC_OK)
    return HYSC_FAIL;
  c->d = memcmp(D->d, D->pre_d, (size_t)m->n_discrete * sizeof(double)) != 0;
  c->cond = memcmp(D->cond, D->pre_cond, (size_t)m->n_conditions) != 0;
  if (c->values || (c->d && continuous_d_changed(S))) {
    if (!c->looped && sim_consistent(S, "restart after event") != HYSC_OK)
      return HYSC_FAIL;
    if (reevaluate_relations(S, triggered, c->values, &c->relations) != HYSC_OK)
      return HYSC_FAIL;
  }
  return c->relations && !c->values && !c->looped ? pass_again(S, triggered, c) : HYSC_OK;
}

/* The next pass's conditions see this pass's values: their pre() is this
   pass's pre(). */
static void next_pass(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  memcpy(D->cond_pre_d, D->pre_d, (size_t)m->n_discrete * sizeof(double));
  memcpy(D->pre_d, D->d, (size_t)m->n_discrete * sizeof(double));
  memcpy(D->pre_cond, D->cond, (size_t)m->n_conditions);
}

/* Passes watched after the iteration failed to settle: enough for a
   cycle through several variables to show each of them. */
#define UNSETTLED_PASSES 8

/* What changed in one watched pass, marked in seen: discrete variables
   [0, n_discrete), states [.., + n_continuous) that a reinit set,
   relations [.., + n_relations) against before, when-branches after. */
static void note_unsettled(hysc_sim *S, unsigned char *seen, const unsigned char *before)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  unsigned char *y = seen + m->n_discrete, *r = y + S->n_continuous, *when = r + m->n_relations;
  for (int i = 0; i < m->n_discrete; i++)
    seen[i] |= D->d[i] != D->pre_d[i];
  for (int i = 0; i < S->n_continuous; i++)
    y[i] |= D->reinit_set[i];
  for (int k = 0; k < m->n_relations; k++)
    r[k] |= D->r[k] != before[k];
  int n = D->fired_count < 64 ? D->fired_count : 64;
  for (int i = 0; i < n; i++)
    when[D->fired[i]] = 1;
}

/* The names of what seen marks, as lists for the message; the number of
   variables. */
static int list_unsettled(hysc_sim *S, const unsigned char *seen, text_buffer *vars, text_buffer *causes)
{
  int n_vars = 0;
  const hysc_model *m = S->model;
  const unsigned char *y = seen + m->n_discrete, *r = y + S->n_continuous, *when = r + m->n_relations;
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (v->kind == HYSC_DISCRETE && seen[v->index])
      text_add(vars, "%s'%s'", n_vars++ ? ", " : "", v->name);
  }
  for (int i = 0; i < S->n_continuous; i++)
    if (y[i])
      text_add(vars, "%s'%s' (reinit)", n_vars++ ? ", " : "", S->continuous_name[i]);
  for (int k = 0; k < m->n_whens; k++)
    if (when[k])
      text_add(causes, "%s%s (%s)", causes->len ? ", " : ", as the when-clauses ", m->whens[k].text,
               sim_place(m, m->whens[k].line));
  if (causes->len) {
    text_add(causes, " keep firing");
    return n_vars;
  }
  for (int k = 0; k < m->n_relations; k++)
    if (r[k])
      text_add(causes, "%s%s (%s)", causes->len ? ", " : ", as the relations ", m->relations[k].text,
               sim_place(m, m->relations[k].line));
  if (causes->len)
    text_add(causes, " keep switching");
  return n_vars;
}

/* The event iteration did not reach a fixed point: a few more passes name
   every variable that keeps changing, the when-clauses that keep firing
   and the relations that keep switching. */
static int report_unsettled(hysc_sim *S, const unsigned char *triggered)
{
  const hysc_model *m = S->model;
  size_t n = (size_t)m->n_discrete + (size_t)S->n_continuous + 2 * (size_t)m->n_relations + (size_t)m->n_whens;
  unsigned char *seen = calloc(n + 1, 1), *before = seen + n - m->n_relations;
  if (!seen) {
    sim_error(S, "out of memory");
    return HYSC_FAIL;
  }
  pass_changes c;
  for (int pass = 0; pass < UNSETTLED_PASSES; pass++) {
    next_pass(S);
    memcpy(before, S->data.r, (size_t)m->n_relations);
    if (event_pass(S, triggered, &c) != HYSC_OK) {
      free(seen);
      return HYSC_FAIL;
    }
    note_unsettled(S, seen, before);
  }
  text_buffer vars = {0}, causes = {0};
  int n_vars = list_unsettled(S, seen, &vars, &causes);
  sim_error(S, "at t=%.17g, event iteration did not settle after %d passes: %s keep%s changing%s; "
            "a discrete equation such as 'b = not pre(b)', or when-clauses that undo each other, "
            "has no fixed point",
            S->data.t, MAX_EVENT_ITERATIONS, text_or(&vars, "when-conditions"),
            n_vars == 1 ? "s" : "", text_or(&causes, ""));
  free(vars.text);
  free(causes.text);
  free(seen);
  return HYSC_FAIL;
}

/* In the event iteration of initialization, pre() of a discrete variable
   with fixed = true is its start value (spec 8.6: pre(v) = v.start), in
   every pass: a chain of y = pre(u) stays at its start there, and moves in
   the event iteration right after, where initial() is false and change()
   sees it move (a gate's output U until its input's first change fires).
   The values of the pass before are kept in held_pass: the iteration
   settles when a pass changes none. */
static void hold_pre(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (v->kind == HYSC_DISCRETE && v->fixed)
      D->pre_d[v->index] = D->cond_pre_d[v->index] = S->held[v->index];
  }
  memcpy(S->held_pass, D->d, (size_t)m->n_discrete * sizeof(double));
}

/* The event iteration to a fixed point of pre(): when-clauses, reinit,
   discrete equations; relations re-evaluated whenever values change.
   *acted: a when-clause fired or a value changed. */
static int event_iteration(hysc_sim *S, const unsigned char *triggered, int *acted)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;

  memcpy(D->pre_y, D->y, (size_t)S->n_continuous * sizeof(double));
  sim_take_discrete_as_pre(S);
  *acted = 0;
  int conditions_lag = 0; /* cond_pre_d differs from pre_d in this pass */
  for (int iter = 0;; iter++) {
    pass_changes c;
    if (S->held)
      hold_pre(S);
    if (event_pass(S, triggered, &c) != HYSC_OK)
      return HYSC_FAIL;
    if (S->held)
      c.d = memcmp(D->d, S->held_pass, (size_t)m->n_discrete * sizeof(double)) != 0;
    if (c.values || c.d || D->fired_count > 0)
      *acted = 1;
    /* a fixed point once the conditions were evaluated with pre() = the
       current values: no change in this pass nor in the one before */
    if (!c.d && !c.cond && !c.relations && !conditions_lag)
      break;
    conditions_lag = c.d;
    if (iter == MAX_EVENT_ITERATIONS - 1)
      return report_unsettled(S, triggered);
    next_pass(S);
  }
  memcpy(D->pre_cond, D->cond, (size_t)m->n_conditions);
  sim_take_discrete_as_pre(S);
  return HYSC_OK;
}

/* The pulse of sample() falls, and initial() at the end of initialization:
   conditions recomputed and taken as their own pre, so nothing fires. */
static void settle_conditions(hysc_sim *S)
{
  hysc_data *D = &S->data;
  memset(D->sample, 0, (size_t)S->model->n_samples);
  S->model->conditions(D);
  memcpy(D->pre_cond, D->cond, (size_t)S->model->n_conditions);
}

/* The when-branches fired in the event just handled, into the record of
   the run (for --compare and --work-precision). */
static int record_firings(hysc_sim *S)
{
  hysc_record *R = S->output.record;
  if (!R)
    return HYSC_OK;
  for (int i = 0; i < S->n_event_fired; i++) {
    int w = S->event_fired[i];
    if (w >= 0 && w < S->model->n_whens && record_firing(R, S->data.t, w) != HYSC_OK) {
      sim_error(S, "at t=%.17g, out of memory keeping the events", S->data.t);
      return HYSC_FAIL;
    }
  }
  return HYSC_OK;
}

/* --events: what kind of event this was and what happened in it.  A line
   for a when-clause never contains the word "relation" (scripts tell them
   apart by it). */
static void log_event(hysc_sim *S, const char *kind)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  if (kind)
    sim_log_event(S, "event t=%.17g %s", D->t, kind);
  for (int j = 0; j < m->n_samples; j++)
    if (D->sample[j])
      sim_log_event(S, "event t=%.17g time event %s (%s)", D->t,
              m->samples ? m->samples[j].text : "sample()", sim_place(m, m->samples ? m->samples[j].line : 0));
  for (int i = 0; i < S->n_event_fired; i++) {
    int w = S->event_fired[i];
    if (w >= 0 && w < m->n_whens)
      sim_log_event(S, "event t=%.17g %s (%s)", D->t, m->whens[w].text, sim_place(m, m->whens[w].line));
  }
  for (int k = 0; k < m->n_relations; k++)
    if (D->r[k] != S->relation_before[k])
      sim_log_event(S, "event t=%.17g %srelation %s became %s (%s)", D->t,
              sim_time_relation(S, k) ? "time event " : "", m->relations[k].text,
              D->r[k] ? "true" : "false", sim_place(m, m->relations[k].line));
  for (int j = 0; j < m->n_frozen; j++)
    if (D->frozen[j] != S->frozen_before[j])
      sim_log_event(S, "event t=%.17g floor/ceil/integer value %d changed from %.17g to %.17g",
              D->t, j + 1, S->frozen_before[j], D->frozen[j]);
}

/* ------------------------------------------------------------ output rows */

/* At the stop time: does a relation or a frozen function switch exactly
   here (time >= stop, integer(10 time))?  A root function that reaches
   zero only at the end of the last step is not a crossing to the solvers. */
static int switches_at_stop(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return -1;
  for (int k = 0; k < m->n_relations; k++)
    if (sim_relation_value(S, k, D->r[k], S->z[k]) != D->r[k])
      return 1;
  int changes = 0;
  for (int j = 0; j < m->n_frozen && !changes; j++) {
    double before = D->frozen[j];
    m->update_frozen(D, j, 0); /* the value the function has here */
    changes = D->frozen[j] != before;
    D->frozen[j] = before;
  }
  return changes;
}

/* Write the row for the current grid time (the caller is exactly there)
   and move to the next grid time; past the stop time it becomes +inf.
   The last row is an event's when something switches exactly there, so that
   both backends end with the values after it. */
int sim_output_grid_row(hysc_sim *S)
{
  if (S->data.t >= S->opt.stop_time && S->data.t > S->opt.start_time) {
    int switches = switches_at_stop(S);
    if (switches)
      return switches < 0 ? HYSC_FAIL : sim_event(S, NULL);
  }
  if (sim_output_row(S, &S->data) != HYSC_OK)
    return HYSC_FAIL;
  S->steps_at_row = S->stats.steps;
  S->row_time = S->data.t;
  sim_grid_skip_to(S, S->data.t);
  return HYSC_OK;
}

/* ------------------------------------------------------------ progress */

/* The progress line: shown only on a terminal, and only once a run has
   taken PROGRESS_AFTER seconds; the clock is read every PROGRESS_EVERY
   calls, so that the step loop pays one increment and a test. */
#define PROGRESS_AFTER 1.0
#define PROGRESS_REFRESH 0.25
#define PROGRESS_EVERY 32

static void progress(hysc_sim *S)
{
  if (!S->progress_enabled || ++S->progress_calls % PROGRESS_EVERY != 0)
    return;
  double now = sim_wall_clock();
  if (now - S->progress_begin < PROGRESS_AFTER || now - S->progress_last < PROGRESS_REFRESH)
    return;
  S->progress_last = now;
  S->progress_shown = 1;
  double span = S->opt.stop_time - S->opt.start_time;
  double done = span > 0 ? 100 * (S->data.t - S->opt.start_time) / span : 100;
  double spent = now - S->progress_begin;
  /* the time left if the rest goes as fast as what is done */
  double left = done > 0 ? spent * (100 - done) / done : HUGE_VAL;
  fprintf(stderr, "\r%s%s%s%s: t = %-12.6g of %g (%3.0f%%), %.0f s, ", S->model->name,
          S->progress_label ? " [" : "", S->progress_label ? S->progress_label : "",
          S->progress_label ? "]" : "", S->data.t, S->opt.stop_time, done, spent);
  if (isfinite(left))
    fprintf(stderr, "about %.0f s left, ", left);
  fprintf(stderr, "%ld events ", S->stats.events);
  fflush(stderr);
}

void sim_progress_end(hysc_sim *S)
{
  if (S->progress_shown)
    fputs("\r\033[K", stderr); /* erase the line */
  S->progress_shown = 0;
}

/* A backend that keeps stepping without reaching the next output row (IDA
   has its own limit, mxstep, of the same size): the step size has collapsed,
   or the steps the tolerances need are far shorter than the output interval,
   and the run would take practically forever.  Counted in steps, not time.
   (A fixed --step that cannot reach the next row so is refused before the
   run, options.c.) */
static int steps_progress(hysc_sim *S)
{
  long steps = S->stats.steps - S->steps_at_row;
  if (steps <= HYSC_MAX_STEPS_BETWEEN_ROWS)
    return HYSC_OK;
  sim_error(S, "at t=%.17g, %ld steps of on average %.3g since the last output row (t=%.17g) "
            "without reaching the next (t=%.17g): the step size collapsed (the solution changes "
            "abruptly where no event marks it, as a relation inside noEvent() switching back and "
            "forth does, or is too stiff for the step control), or the output interval (%g) is "
            "too long for the steps the tolerances need (give a smaller --interval)",
            S->data.t, steps, (S->data.t - S->row_time) / (double)steps, S->row_time,
            S->row_time + S->opt.interval, S->opt.interval);
  return HYSC_FAIL;
}

/* The asserts at the current values, initial() and terminal() as the
   instant has them. */
static int check_asserts(hysc_sim *S)
{
  const hysc_model *m = S->model;
  if (m->n_asserts == 0 || !m->check_asserts)
    return HYSC_OK;
  int i = m->check_asserts(&S->data) - 1;
  if (i < 0 && S->data.assert_failed) {
    i = S->data.assert_failed - 1; /* in a when-clause that fired */
    S->data.assert_failed = 0;
  }
  if (i < 0 || i >= m->n_asserts)
    return HYSC_OK;
  const hysc_source *a = m->asserts ? &m->asserts[i] : NULL;
  char built[1024];
  const char *text = m->message && m->message(&S->data, HYSC_MESSAGE_ASSERT, i, built, sizeof built) ? built
                     : a && a->text ? a->text : "(no message)";
  int line = a ? a->line : 0;
  if (!m->assert_levels || m->assert_levels[i] == 0) {
    sim_error(S, "at t=%.17g, assertion failed: %s (%s)", S->data.t, text, sim_place(m, line));
    return HYSC_FAIL;
  }
  if (!S->assert_warned[i]) {
    S->assert_warned[i] = 1;
    text_print_clean(stderr, "%s: warning: at t=%.17g: %s (%s)", m->name, S->data.t, text,
                     sim_place(m, line));
    fputc('\n', stderr);
  }
  return HYSC_OK;
}

/* Called after every step a backend accepts: assertions, progress, the
   history of delay(). */
int sim_check_asserts(hysc_sim *S)
{
  progress(S);
  if (steps_progress(S) != HYSC_OK || delay_record(S) != HYSC_OK || sim_check_calls(S) != HYSC_OK)
    return HYSC_FAIL;
  return check_asserts(S);
}

/* After every event: assertions, terminate(), accumulating events. */
static int after_event(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  if (sim_check_asserts(S) != HYSC_OK)
    return HYSC_FAIL;
  if (D->terminate) {
    int i = D->terminate - 1;
    const hysc_source *src = m->terminations && i < m->n_terminations ? &m->terminations[i] : NULL;
    char built[1024];
    const char *text = m->message && m->message(D, HYSC_MESSAGE_TERMINATE, i, built, sizeof built) ? built
                       : src && src->text ? src->text : "terminate()";
    text_print_clean(stderr, "%s: terminated at t=%.17g: %s (%s)", m->name, D->t, text,
                     sim_place(m, src ? src->line : 0));
    fputc('\n', stderr);
    S->stop_exit_status = HYSC_EXIT_OK;
    return HYSC_STOP;
  }
  return sim_zeno_check(S);
}



/* The event proper, from its left limit to its right limit. */
/* The event rows stand for a grid row at the same time (within rounding: the
   step that found the event ended there, or a time event a few ulps from an
   output time).  A result without event rows, or an event that changed
   nothing and wrote none, gets the right limit as that row, at the grid
   time, not a gap in its grid. */
static int cover_grid_row(hysc_sim *S)
{
  hysc_data *D = &S->data;
  double covered = D->t;
  if (sim_same_instant(S->grid_time_next, D->t) && S->grid_time_next > covered)
    covered = S->grid_time_next;
  if ((S->opt.no_event_rows || !S->event_wrote_rows) && S->grid_time_next <= covered) {
    double t = D->t;
    D->t = S->grid_time_next;
    int rc = sim_output_row(S, D);
    D->t = t;
    if (rc != HYSC_OK)
      return HYSC_FAIL;
  }
  sim_grid_skip_to(S, covered);
  return HYSC_OK;
}

/* A copy of the continuous values, y then yp (NULL, said, without memory) */
static double *keep_values(hysc_sim *S)
{
  size_t bytes = (size_t)S->n_continuous * sizeof(double);
  double *kept = malloc(2 * bytes + 1);
  if (!kept) {
    sim_error(S, "out of memory");
    return NULL;
  }
  memcpy(kept, S->data.y, bytes);
  memcpy((char *)kept + bytes, S->data.yp, bytes);
  return kept;
}

static void restore_values(hysc_sim *S, const double *kept)
{
  size_t bytes = (size_t)S->n_continuous * sizeof(double);
  memcpy(S->data.y, kept, bytes);
  memcpy(S->data.yp, (const char *)kept + bytes, bytes);
}

/* Does the solution of the current mode contradict the relations the
   event switched (those that triggered it, and relation k >= 0)?
   undone: does one switch back (hysteresis as between events)?  Else: does
   one fail to hold by more than its dead band, as if it came from the
   other side?  -1: failure. */
static int mode_inconsistent(hysc_sim *S, const unsigned char *triggered, int k, int undone)
{
  hysc_data *D = &S->data;
  if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return -1;
  for (int j = 0; j < S->model->n_relations; j++) {
    if (!triggered[j] && j != k)
      continue;
    if (sim_relation_value(S, j, undone ? D->r[j] : !D->r[j], S->z[j]) != D->r[j])
      return 1;
  }
  return 0;
}

/* The mode the event switched to undoes its own switch, or events come
   back to back at one instant (a limiter in a loop with positive feedback
   at its fold: leaving the lower limit gives a linear solution at or below
   it, and back at the limit the input is past it again).  The consistent
   mode is one where a further relation switches too (the upper limit):
   each relation that did not trigger is tried switched in turn, and the
   first mode whose solution clearly holds the relations switched is
   taken, as a mixed system's search over its discrete values would (the
   others, when-conditions among them, switch in the next event).  Without one the
   modes stay as they were (the next event sees them). */
static int search_mode(hysc_sim *S, const unsigned char *triggered)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  if (!triggered)
    return HYSC_OK;
  int bad = mode_inconsistent(S, triggered, -1, 1);
  if (bad == 0 && S->events_same_time >= 2)
    bad = mode_inconsistent(S, triggered, -1, 0);
  if (bad <= 0)
    return bad < 0 ? HYSC_FAIL : HYSC_OK;
  /* a trial without a solution leaves the values the event gave, not its
     Newton's last iterate (NaN perhaps), for the next trial and the restart */
  double *kept = keep_values(S);
  if (!kept)
    return HYSC_FAIL;
  S->quiet_errors = 1;
  int found = 0;
  for (int k = 0; k < m->n_relations && !found; k++) {
    if (triggered[k] || S->relation_held[k] || sim_time_relation(S, k))
      continue;
    D->r[k] = !D->r[k];
    int solved = sim_consistent(S, "mode search") == HYSC_OK;
    found = solved && mode_inconsistent(S, triggered, k, 0) == 0;
    if (!found)
      D->r[k] = !D->r[k];
    if (!solved)
      restore_values(S, kept);
  }
  S->quiet_errors = 0;
  free(kept);
  return found ? HYSC_OK : sim_consistent(S, "restart after event");
}

/* The values a backend stopped at are consistent to its tolerances only:
   an algebraic copy of time (timeScaled = time/timeScale) may stand an ulp
   short of the time the event is at, and a table's when-clause then reads
   it as before its own switching point.  Solved again with the states
   held, before anything reads them; kept as they were where that fails
   (the mode before the event may have no solution there). */
static int settle_left_limit(hysc_sim *S)
{
  double *kept = keep_values(S);
  if (!kept)
    return HYSC_FAIL;
  S->quiet_errors = 1;
  if (sim_consistent(S, "event") != HYSC_OK)
    restore_values(S, kept);
  S->quiet_errors = 0;
  free(kept);
  return HYSC_OK;
}

/* The values the run goes on from: solved again on the event's new
   values, unless it kept the continuous problem (sim_event_kept_problem),
   which keeps the left limit settle_left_limit solved. */
static int restart_values(hysc_sim *S)
{
  return sim_event_kept_problem(S) ? HYSC_OK : sim_consistent(S, "restart after event");
}

/* Did relation k, whose root stopped the solver, not cross at the settled
   values?  The solver finds roots on its interpolant, which may be off an
   algebraic operand by more than the dead band (a sine through zero seen
   2e-12 s early): flipped there, the settled values flip it back at once, an
   event pair before the real crossing.  Such a root is dropped once at an
   instant (the restarted solver finds the crossing on a fresh interpolant);
   a second one at the same instant is taken as crossed. */
static int root_not_crossed(hysc_sim *S, int k)
{
  if (k >= S->model->n_relations || S->relation_held[k] || S->data.t == S->false_root_time)
    return 0;   /* not a relation (floor, ceil, ...: no dead band of its own) */
  return S->data.r[k] ? S->z[k] > 0 : S->z[k] < -sim_hysteresis(S, k);
}

/* The roots of triggered that crossed (root_not_crossed), kept after
   relation_before. */
static const unsigned char *crossed_roots(hysc_sim *S, const unsigned char *triggered)
{
  unsigned char *crossed = S->relation_before + S->model->n_relations;
  int dropped = 0;
  for (int k = 0; k < S->n_roots; k++) {
    crossed[k] = triggered[k] && !root_not_crossed(S, k);
    dropped |= triggered[k] && !crossed[k];
  }
  if (dropped)
    S->false_root_time = S->data.t;
  return crossed;
}

/* Events at one instant, counted: chattering past MAX_EVENTS_SAME_TIME. */
static int count_same_time(hysc_sim *S)
{
  double t = S->data.t;
  if (t == S->last_event_time || fabs(t - S->last_event_time) <= 1e-14 * fmax(1.0, fabs(t))) {
    if (++S->events_same_time >= MAX_EVENTS_SAME_TIME) {
      sim_error(S, "at t=%.17g, %d events without time advancing: relations keep "
                "switching (chattering); try a larger --hysteresis",
                t, MAX_EVENTS_SAME_TIME);
      return HYSC_FAIL;
    }
  } else {
    S->events_same_time = 0;
  }
  S->last_event_time = t;
  return HYSC_OK;
}

static int handle_event(hysc_sim *S, const unsigned char *triggered)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int nr = m->n_relations;

  S->stats.events++;
  if (count_same_time(S) != HYSC_OK)
    return HYSC_FAIL;

  /* (0) an interpolated state a hair off a reduced constraint goes back onto it */
  if (sim_project(S) != HYSC_OK || settle_left_limit(S) != HYSC_OK ||
      sim_consistency_event_begin(S) != HYSC_OK)
    return HYSC_FAIL;

  /* (1) left limit, written with the right limit if anything changes */
  if (sim_event_left(S, 0) != HYSC_OK)
    return HYSC_FAIL;

  /* (2) relations: forced flip for the ones whose root stopped the solver
     (z may be a hair on the old side at t*), hysteresis for the rest;
     frozen values move past the bound that fired, the rest are recomputed;
     samples due now become true */
  memcpy(S->relation_before, D->r, (size_t)nr);
  memcpy(S->frozen_before, D->frozen, (size_t)m->n_frozen * sizeof(double));
  delay_mark_due(S); /* first: integer(delay(k, d)) takes the jump that comes back now */
  if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return HYSC_FAIL;
  if (triggered)
    triggered = crossed_roots(S, triggered);
  for (int k = 0; k < nr; k++)
    D->r[k] = triggered && triggered[k] ? !D->r[k]
                                        : (unsigned char)sim_relation_value(S, k, D->r[k], S->z[k]);
  memcpy(S->z_before, S->z, (size_t)nr * sizeof(double));
  int frozen_changed = 0;
  for (int j = 0; j < m->n_frozen; j++) {
    int crossed = 0;
    if (triggered && triggered[nr + 2 * j])
      crossed = -1;
    else if (triggered && triggered[nr + 2 * j + 1])
      crossed = 1;
    m->update_frozen(D, j, crossed);
    frozen_changed |= D->frozen[j] != S->frozen_before[j];
  }
  int n_due = sim_mark_due_samples(S);
  if (frozen_changed && sim_consistent(S, "event") != HYSC_OK)
    return HYSC_FAIL;

  /* (3) event iteration to a fixed point of pre() */
  int acted;
  S->n_event_fired = 0;
  if (event_iteration(S, triggered, &acted) != HYSC_OK || sim_check_calls(S) != HYSC_OK)
    return HYSC_FAIL; /* a call gone too deep: no row with its NaN */

  /* (4) consistent derivatives and algebraic variables for the restart, on the
     constraints of the mode the event switched to */
  if (sim_project(S) != HYSC_OK)
    return HYSC_FAIL;
  if (restart_values(S) != HYSC_OK || search_mode(S, triggered) != HYSC_OK)
    return HYSC_FAIL;

  sim_hysteresis_rescale(S, S->relation_before);

  /* (5) right limit, (6) log, then the pulse of sample() falls */
  if (sim_event_right(S) != HYSC_OK || record_firings(S) != HYSC_OK)
    return HYSC_FAIL;
  if (S->opt.log_events)
    log_event(S, NULL);
  if (n_due > 0)
    settle_conditions(S);
  return cover_grid_row(S);
}

int sim_event(hysc_sim *S, const unsigned char *triggered)
{
  int rc = handle_event(S, triggered);
  sim_consistency_event_end(S);
  return rc == HYSC_OK ? after_event(S) : rc;
}

/* initial(): one event iteration at the start with D->initial = 1 (and the
   samples due at the start time), after the conditions have been taken as
   their own pre, so that only initial() and those samples can fire; then
   one with initial() false, where conditions such as not initial() fire. */
int sim_initial_event(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int acted;

  size_t nd = (size_t)m->n_discrete * sizeof(double);
  S->held = sim_calloc(2 * (size_t)m->n_discrete + 1, sizeof(double));
  if (!S->held) {
    sim_error(S, "out of memory");
    return HYSC_FAIL;
  }
  S->held_pass = S->held + m->n_discrete;
  memcpy(S->held, D->pre_d, nd);   /* pre() of the initial problem */
  sim_take_discrete_as_pre(S);
  D->initial = 0;
  m->conditions(D);
  memcpy(D->pre_cond, D->cond, (size_t)m->n_conditions);
  memcpy(S->relation_before, D->r, (size_t)m->n_relations);
  memcpy(S->frozen_before, D->frozen, (size_t)m->n_frozen * sizeof(double));
  D->initial = 1;
  sim_mark_due_samples(S);
  S->n_event_fired = 0;
  int rc = event_iteration(S, NULL, &acted);
  free(S->held);
  S->held = S->held_pass = NULL;
  /* asserts hold during initialization too, where initial() is true */
  if (rc == HYSC_OK)
    rc = check_asserts(S);
  D->initial = 0;
  if (rc != HYSC_OK)
    return HYSC_FAIL;
  /* right after initialization initial() is false (samples due at the start
     stay true: same instant): a condition such as `not initial()` rises
     against its value during initialization and fires */
  int acted_after;
  if (event_iteration(S, NULL, &acted_after) != HYSC_OK)
    return HYSC_FAIL;
  acted |= acted_after;
  if (acted) {
    S->stats.events++;
    if (sim_consistent(S, "initialization event") != HYSC_OK || record_firings(S) != HYSC_OK)
      return HYSC_FAIL;
    if (S->opt.log_events)
      log_event(S, "initial");
  }
  settle_conditions(S);
  sim_take_discrete_as_pre(S);
  memcpy(D->pre_y, D->y, (size_t)S->n_continuous * sizeof(double));
  return after_event(S);
}

/* terminal(): one event iteration at the end of the run with D->terminal = 1;
   a right-limit row when it changed a value (the left limit is the last
   row already written); the asserts with terminal() still true. */
int sim_terminal_event(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int acted;

  memcpy(S->relation_before, D->r, (size_t)m->n_relations);
  memcpy(S->frozen_before, D->frozen, (size_t)m->n_frozen * sizeof(double));
  if (sim_event_left(S, 1) != HYSC_OK)
    return HYSC_FAIL;
  D->terminal = 1;
  S->n_event_fired = 0;
  int rc = event_iteration(S, NULL, &acted);
  if (rc == HYSC_OK && acted) {
    S->stats.events++;
    if (sim_consistent(S, "terminal event") != HYSC_OK || record_firings(S) != HYSC_OK ||
        sim_event_right(S) != HYSC_OK)
      rc = HYSC_FAIL;
    else if (S->opt.log_events)
      log_event(S, "terminal");
  }
  if (rc == HYSC_OK)
    rc = sim_check_asserts(S);
  D->terminal = 0;
  return rc;
}
