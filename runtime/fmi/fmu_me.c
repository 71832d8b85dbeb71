/*
 * fmu_me.c - model exchange: the importer integrates the states; the FMU
 * gives their derivatives with the algebraic variables solved inside (the
 * DAE, index-reduced constraints included, looks like an ODE from outside),
 * the root functions of the relations with their hysteresis as event
 * indicators (a crossing is clean: the indicator keeps its new sign after
 * the event), and runs the event iteration of the executable in
 * fmi2NewDiscreteStates: when-clauses, reinit, samples as time events, the
 * contact and sliding modes that continue accumulating events.
 */
#include <float.h>
#include <math.h>
#include <string.h>
#include "fmu.h"

int fmu_settle(fmu *F)
{
  if (!F->unsettled)
    return HYSC_OK;
  F->unsettled = 0;
  return sim_consistent_between_events(F->S, "the states the importer set");
}

double fmu_indicator(const fmu *F, int k)
{
  const hysc_sim *S = F->S;
  double z = sim_root_function(S, k, S->z[k]);
  if (z != 0)
    return z;
  /* exactly zero: the relation has not switched (it switches past zero);
     say on which side it stands, so that an importer whose root finder
     stopped there sees the crossing that follows */
  return k < S->model->n_relations && !S->data.r[k] ? -DBL_MIN : DBL_MIN;
}

typedef struct {
  double *out;
  const double *in;
  size_t n;
  int what; /* 0 states, 1 derivatives, 2 event indicators, 3 nominals */
  const char *call;
} vector_request;

static fmi2Status vector_body(fmu *F, void *arg)
{
  const vector_request *q = arg;
  hysc_sim *S = F->S;
  hysc_data *D = &S->data;
  size_t want = q->what == 2 ? (size_t)S->n_roots : (size_t)S->n_states;
  if (q->n != want) {
    fmu_log(F, fmi2Error, "%s: %zu values, the model has %zu", q->call, q->n, want);
    return fmi2Error;
  }
  if (q->in) {
    memcpy(D->y, q->in, q->n * sizeof(double));
    F->unsettled = 1;
    return fmi2OK;
  }
  if (q->what != 0 && q->what != 3 && fmu_settle(F) != HYSC_OK)
    return fmi2Error;
  if (q->what == 2 && sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return fmi2Error;
  for (size_t i = 0; i < q->n; i++)
    q->out[i] = q->what == 0 ? D->y[i] : q->what == 1 ? D->yp[i] : q->what == 2 ? fmu_indicator(F, (int)i) : 1;
  for (int i = 0; q->what == 3 && i < F->model.n_vars; i++) {
    const hysc_var *v = &F->model.vars[i];
    if (v->kind == HYSC_STATE && isfinite(v->nominal) && v->nominal > 0)
      q->out[v->index] = v->nominal;
  }
  return fmi2OK;
}

fmi2Status fmu_vector(fmu *F, double *out, const double *in, size_t n, int what, const char *call)
{
  unsigned mask = 1u << FMU_EVENT | 1u << FMU_CONTINUOUS | (what == 3 ? 1u << FMU_INITIALIZING : 0);
  if (!F || (n && !out && !in) || fmu_phase_check(F, in ? 1u << FMU_CONTINUOUS : mask, call) != fmi2OK)
    return fmi2Error;
  vector_request q = { out, in, n, what, call };
  return fmu_guarded(F, vector_body, &q);
}

fmi2Status fmi2SetContinuousStates(fmi2Component c, const fmi2Real x[], size_t n)
{
  return fmu_vector(c, NULL, x, n, 0, "fmi2SetContinuousStates");
}

fmi2Status fmi2GetContinuousStates(fmi2Component c, fmi2Real x[], size_t n)
{
  return fmu_vector(c, x, NULL, n, 0, "fmi2GetContinuousStates");
}

fmi2Status fmi2GetDerivatives(fmi2Component c, fmi2Real dx[], size_t n)
{
  return fmu_vector(c, dx, NULL, n, 1, "fmi2GetDerivatives");
}

fmi2Status fmi2GetEventIndicators(fmi2Component c, fmi2Real z[], size_t n)
{
  return fmu_vector(c, z, NULL, n, 2, "fmi2GetEventIndicators");
}

fmi2Status fmi2GetNominalsOfContinuousStates(fmi2Component c, fmi2Real x[], size_t n)
{
  return fmu_vector(c, x, NULL, n, 3, "fmi2GetNominalsOfContinuousStates");
}

fmi2Status fmi2SetTime(fmi2Component c, fmi2Real t)
{
  fmu *F = c;
  if (!F || fmu_phase_check(F, 1u << FMU_EVENT | 1u << FMU_CONTINUOUS, "fmi2SetTime") != fmi2OK)
    return fmi2Error;
  F->S->data.t = t;
  F->unsettled = 1;
  return fmi2OK;
}

fmi2Status fmu_enter(fmu *F, unsigned mask, fmu_phase to, const char *call)
{
  if (!F || fmu_phase_check(F, mask, call) != fmi2OK)
    return fmi2Error;
  F->phase = to;
  return fmi2OK;
}

fmi2Status fmi2EnterEventMode(fmi2Component c)
{
  return fmu_enter(c, 1u << FMU_EVENT | 1u << FMU_CONTINUOUS, FMU_EVENT, "fmi2EnterEventMode");
}

fmi2Status fmi2EnterContinuousTimeMode(fmi2Component c)
{
  return fmu_enter(c, 1u << FMU_EVENT, FMU_CONTINUOUS, "fmi2EnterContinuousTimeMode");
}

/* Whether the importer followed every contact: after an impact the
   relation stays true until the positions have left the surface by its
   hysteresis band, so positions deeper in than that band and deeper than
   at the last check (an importer that locates events only at the ends of
   its steps finds them inside, and they come out after the impact), the
   relation still true and the contact not on, mean that the importer
   stepped over the events of leaving and landing again (impacts
   accumulating faster than its steps).  Once the accumulation point is
   known, the contact's time event there puts the positions back on the
   surface (as the executable leaves the impacts before it unresolved).
   Before it, where the impacts the importer saw already shrink towards a
   Zeno point (zeno_shrinking), the contact begins now, an event the
   importer is asked for (*missed): the remaining impacts, shorter than its
   steps, are left unresolved, as those before the accumulation point are;
   else, or with --zeno other than continue, model exchange cannot go on:
   an error naming the contact. */
static int contacts_followed(fmu *F, int *missed)
{
  hysc_sim *S = F->S;
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  *missed = 0;
  if (m->n_contacts == 0 || sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return m->n_contacts == 0 ? HYSC_OK : HYSC_FAIL;
  for (int k = 0; k < m->n_contacts; k++) {
    const hysc_contact *c = &m->contacts[k];
    int rel = c->relation;
    double depth = S->z[rel], band = sim_hysteresis(S, rel), before = F->depth[k], t_star;
    F->depth[k] = depth;
    if (D->d[c->active] || S->relation_held[rel] || !D->r[rel] || !(depth > band && depth > before) ||
        S->contact_due[k] != HUGE_VAL)
      continue;
    const hysc_source *w = &m->whens[c->when];
    if (S->opt.zeno == HYSC_ZENO_CONTINUE && zeno_shrinking(S, c->when, &t_star)) {
      fmu_log(F, fmi2Warning, "at t=%.17g the importer stepped over impacts of 'when %s' (%s), the positions "
              "%.3g inside '%s': they came faster than its steps, accumulating towards t*=%.10g (estimated from "
              "the last ones); contact begins now, the impacts up to t* unresolved", D->t, text_clean(w->text),
              sim_place(m, w->line), depth, text_clean(m->relations[rel].text), t_star);
      S->contact_due[k] = D->t;
      F->next_time_event = D->t;
      *missed = 1;
      continue;
    }
    fmu_log(F, fmi2Error, "model exchange cannot follow the contact of 'when %s' (%s) at t=%.17g: the positions "
            "are %.3g inside '%s' without an event of leaving it (its band is %.3g): its impacts came faster "
            "than the importer's steps before they were seen accumulating towards a Zeno point; co-simulation "
            "continues them in contact", text_clean(w->text), sim_place(m, w->line), D->t, depth,
            text_clean(m->relations[rel].text), band);
    F->phase = FMU_ERROR;
    return HYSC_FAIL;
  }
  return HYSC_OK;
}

/* After an event: the depths the next check compares with */
static int note_depths(fmu *F)
{
  hysc_sim *S = F->S;
  const hysc_model *m = S->model;
  if (m->n_contacts == 0)
    return HYSC_OK;
  if (sim_zero_crossings(S, &S->data, S->z) != HYSC_OK)
    return HYSC_FAIL;
  for (int k = 0; k < m->n_contacts; k++)
    F->depth[k] = S->z[m->contacts[k].relation];
  return HYSC_OK;
}

/* The event at the current time and states: the relations whose indicator
   changed sign, the time event that is due; none, and nothing happens
   (the call right after initialization). */
static fmi2Status new_discrete_states_body(fmu *F, void *arg)
{
  fmi2EventInfo *info = arg;
  hysc_sim *S = F->S;
  int missed;
  if (fmu_settle(F) != HYSC_OK || contacts_followed(F, &missed) != HYSC_OK ||
      sim_zero_crossings(S, &S->data, S->z) != HYSC_OK)
    return fmi2Error;
  int any = 0, rc = HYSC_OK;
  for (int k = 0; k < S->n_roots; k++)
    any |= F->triggered[k] = sim_switch_function(S, k, S->z[k]) > 0;
  int time_event = S->data.t >= F->next_time_event || sim_same_instant(S->data.t, F->next_time_event);
  if (any || time_event)
    rc = sim_event(S, any ? F->triggered : NULL);
  if (rc == HYSC_FAIL || note_depths(F) != HYSC_OK)
    return fmi2Error;
  /* a relation the event left on the wrong side of its indicator (the end
     of a sliding mode takes alpha's side, the surface a hair away): its
     indicator already has the sign of the switch, so no step of the
     importer would see it change; another event now, as the executable's
     backend fires one (the same-time limit of sim_event ends a cycle) */
  int again = 0;
  if ((any || time_event) && rc == HYSC_OK && sim_zero_crossings(S, &S->data, S->z) == HYSC_OK)
    for (int k = 0; k < S->n_roots; k++)
      again |= sim_switch_function(S, k, S->z[k]) > 0;
  F->model_terminated |= rc == HYSC_STOP;
  F->next_time_event = sim_next_time_event(S);
  *info = (fmi2EventInfo){ .newDiscreteStatesNeeded = again ? fmi2True : fmi2False, .terminateSimulation = F->model_terminated,
                           .valuesOfContinuousStatesChanged = any || time_event,
                           .nextEventTimeDefined = F->next_time_event < HUGE_VAL,
                           .nextEventTime = F->next_time_event < HUGE_VAL ? F->next_time_event : 0 };
  return fmi2OK;
}

fmi2Status fmi2NewDiscreteStates(fmi2Component c, fmi2EventInfo *info)
{
  fmu *F = c;
  if (!F || !info || fmu_phase_check(F, 1u << FMU_EVENT, "fmi2NewDiscreteStates") != fmi2OK)
    return fmi2Error;
  return fmu_guarded(F, new_discrete_states_body, info);
}

typedef struct {
  fmi2Boolean *enter, *terminate;
} completed_step;

static fmi2Status completed_step_body(fmu *F, void *arg)
{
  completed_step *q = arg;
  int missed;
  if (fmu_settle(F) != HYSC_OK || sim_check_asserts(F->S) != HYSC_OK || contacts_followed(F, &missed) != HYSC_OK)
    return fmi2Error;
  *q->enter = missed ? fmi2True : fmi2False;
  *q->terminate = F->model_terminated;
  return fmi2OK;
}

fmi2Status fmi2CompletedIntegratorStep(fmi2Component c, fmi2Boolean noSetFMUStatePriorToCurrentPoint,
                                       fmi2Boolean *enterEventMode, fmi2Boolean *terminateSimulation)
{
  (void)noSetFMUStatePriorToCurrentPoint;
  fmu *F = c;
  if (!F || !enterEventMode || !terminateSimulation ||
      fmu_phase_check(F, 1u << FMU_CONTINUOUS, "fmi2CompletedIntegratorStep") != fmi2OK)
    return fmi2Error;
  *enterEventMode = fmi2False;
  completed_step q = { enterEventMode, terminateSimulation };
  return fmu_guarded(F, completed_step_body, &q);
}
