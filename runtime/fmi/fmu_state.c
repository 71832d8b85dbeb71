/*
 * fmu_state.c - fmi2GetFMUstate, fmi2SetFMUstate and fmi2FreeFMUstate (FMI
 * 3.0's through fmu3_modes.c): a state is a copy of every value of the run
 * that its continuation reads (the model's data, the event history, the
 * contacts and samples due, the FMU's own phase), as one block of bytes
 * laid out by the table of regions below.  The backend of co-simulation
 * keeps a history of its own (IDA's, Newmark's last step): it is not
 * copied; the step after a state is taken or set starts the backend afresh
 * from the values there, and the Newton solves start from fresh Jacobians,
 * so that a step repeated after fmi2SetFMUstate gives the values it gave
 * the first time.  A model with delay() keeps histories that are not
 * copied: it offers no state (canGetAndSetFMUstate="false").
 */
#include <stdlib.h>
#include <string.h>
#include "fmu.h"

typedef struct {
  void *at;
  size_t bytes;
} region;

enum { MAX_REGIONS = 64 };

#define R(p, n) (out[k++] = (region){ (void *)(p), (size_t)(n) * sizeof *(p) })

/* The regions of F's run, in a fixed order; their number. */
static int regions(fmu *F, region out[MAX_REGIONS])
{
  hysc_sim *S = F->S;
  hysc_data *D = &S->data;
  const hysc_model *m = S->model;
  size_t nc = (size_t)S->n_continuous, nd = (size_t)m->n_discrete, nr = (size_t)m->n_relations;
  int k = 0;
  R(&D->t, 1), R(D->y, nc), R(D->yp, nc), R(D->pre_y, nc), R(D->start, nc);
  R(D->d, nd), R(D->pre_d, nd), R(D->cond_pre_d, nd);
  R(D->p, m->n_parameters), R(D->p_set, m->n_parameters), R(D->r, nr);
  R(D->cond, m->n_conditions), R(D->pre_cond, m->n_conditions);
  R(D->sample, m->n_samples), R(D->frozen, m->n_frozen);
  R(&D->initial, 1), R(&D->terminal, 1), R(&D->terminate, 1), R(&D->assert_failed, 1);
  R(S->relation_scale, nr), R(S->relation_before, nr), R(S->z_before, nr), R(S->relation_held, nr);
  R(S->frozen_before, m->n_frozen), R(S->zeno, m->n_whens + 2 * nr), R(S->contact_due, m->n_contacts);
  R(S->sample_start, m->n_samples), R(S->sample_interval, m->n_samples), R(S->sample_k, m->n_samples);
  R(S->assert_warned, m->n_asserts), R(&S->stats, 1), R(&S->last_event_time, 1), R(&S->events_same_time, 1);
  R(&S->grid_time_next, 1), R(&S->grid_index, 1), R(&S->delay_due, 1), R(&S->dense_since, 1);
  R(&S->dense_count, 1), R(&S->stop_exit_status, 1), R(&S->pause_time, 1), R(&S->opt.stop_time, 1);
  R(&F->phase, 1), R(&F->model_terminated, 1), R(&F->unsettled, 1), R(&F->inputs_changed, 1);
  R(&F->next_time_event, 1), R(&F->last_successful_time, 1), R(F->depth, m->n_contacts);
  return k;
}

#undef R

typedef struct {
  const fmu *owner; /* a state belongs to the instance that made it */
  size_t bytes;
  unsigned char data[];
} fmu_state;

/* The phases in which a state may be taken or set: after initialization */
static const unsigned state_phases = 1u << FMU_STEPPING | 1u << FMU_EVENT | 1u << FMU_CONTINUOUS |
                                     1u << FMU_TERMINATED;

static int check(fmu *F, const char *call)
{
  if (fmu_phase_check(F, state_phases, call) != fmi2OK)
    return 0;
  if (F->S->model->n_delays == 0)
    return 1;
  fmu_log(F, fmi2Error, "%s: a model with delay() offers no FMU state (its histories are not copied)", call);
  return 0;
}

/* From here on the backend and the Newton solves start afresh: both after
   a state is taken and after it is set, so that both continuations do the
   same arithmetic. */
static void fresh_start(fmu *F)
{
  hysc_sim *S = F->S;
  if (F->backend && F->state)
    F->backend->free(F->state);
  F->state = NULL;
  S->consistency.have_lu = 0;
  S->when_loop.have_lu = 0;
  consistency_blocks_forget(S->consistency_blocks);
}

/* Where a stepping instance has no backend (set after fresh_start): a new
   one from the values now; HYSC_OK when it has one. */
int fmu_backend_ready(fmu *F)
{
  if (F->state || !F->backend || F->model_terminated)
    return HYSC_OK;
  return F->backend->init(F->S, &F->state);
}

static size_t state_bytes(fmu *F, region r[MAX_REGIONS], int *n)
{
  size_t bytes = 0;
  *n = regions(F, r);
  for (int i = 0; i < *n; i++)
    bytes += r[i].bytes;
  return bytes;
}

fmi2Status fmi2GetFMUstate(fmi2Component c, fmi2FMUstate *s)
{
  fmu *F = c;
  if (!F || !s || !check(F, "fmi2GetFMUstate"))
    return fmi2Error;
  region r[MAX_REGIONS];
  int n;
  size_t bytes = state_bytes(F, r, &n);
  fmu_state *q = *s && ((fmu_state *)*s)->owner == F && ((fmu_state *)*s)->bytes == bytes ? *s : NULL;
  if (!q && !(q = malloc(sizeof *q + bytes))) {
    fmu_log(F, fmi2Error, "fmi2GetFMUstate: out of memory");
    return fmi2Error;
  }
  q->owner = F;
  q->bytes = bytes;
  unsigned char *p = q->data;
  for (int i = 0; i < n; p += r[i].bytes, i++)
    memcpy(p, r[i].at, r[i].bytes);
  fresh_start(F);
  fresh_start(F);
  *s = q;
  return fmi2OK;
}

fmi2Status fmi2SetFMUstate(fmi2Component c, fmi2FMUstate s)
{
  fmu *F = c;
  fmu_state *q = s;
  if (!F || !check(F, "fmi2SetFMUstate"))
    return fmi2Error;
  region r[MAX_REGIONS];
  int n;
  if (!q || q->owner != F || q->bytes != state_bytes(F, r, &n)) {
    fmu_log(F, fmi2Error, "fmi2SetFMUstate: not a state of this instance");
    return fmi2Error;
  }
  const unsigned char *p = q->data;
  for (int i = 0; i < n; p += r[i].bytes, i++)
    memcpy(r[i].at, p, r[i].bytes);
  fresh_start(F);
  return fmi2OK;
}

fmi2Status fmi2FreeFMUstate(fmi2Component c, fmi2FMUstate *s)
{
  fmu *F = c;
  if (!F || !s)
    return fmi2Error;
  if (*s && ((fmu_state *)*s)->owner != F) {
    fmu_log(F, fmi2Error, "fmi2FreeFMUstate: not a state of this instance");
    return fmi2Error;
  }
  free(*s);
  *s = NULL;
  return fmi2OK;
}
