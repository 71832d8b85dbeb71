/*
 * fmu_cs.c - co-simulation: fmi2DoStep advances hysc's own backend (IDA,
 * or Newmark when the parameter hysc_solver is 1) to the end of the
 * communication step, events, contact and sliding modes included; the
 * backend pauses there (hysc_sim.pausing) and resumes at the next step.
 */
#include <math.h>
#include <string.h>
#include "fmu.h"

static fmi2Status exit_initialization_body(fmu *F, void *arg)
{
  (void)arg;
  hysc_sim *S = F->S;
  if (fmu_initialize(F) != HYSC_OK)
    return fmi2Error;
  if (F->type == fmi2ModelExchange) {
    F->phase = FMU_EVENT;
    return fmi2OK;
  }
  /* IDA cannot integrate zero equations; the Newmark loop can */
  F->backend = S->opt.solver == HYSC_SOLVER_IDA && S->n_continuous > 0 ? &hysc_ida_backend : &hysc_newmark_backend;
  if (!F->model_terminated && F->backend->init(S, &F->state) != HYSC_OK)
    return fmi2Error;
  F->phase = FMU_STEPPING;
  return fmi2OK;
}

fmi2Status fmi2ExitInitializationMode(fmi2Component c)
{
  fmu *F = c;
  if (!F || fmu_phase_check(F, 1u << FMU_INITIALIZING, "fmi2ExitInitializationMode") != fmi2OK)
    return fmi2Error;
  fmi2Status status = fmu_guarded(F, exit_initialization_body, NULL);
  if (status != fmi2OK)
    F->phase = FMU_ERROR;
  return status;
}

typedef struct {
  double t, h;
} step_request;

/* After the importer set inputs: an event there (relations, when-clauses
   and consistent values with the new inputs), and the backend started
   afresh (its history is of the old inputs).  HYSC_STOP: the model ended. */
static int restart(fmu *F)
{
  hysc_sim *S = F->S;
  F->inputs_changed = F->unsettled = 0;
  F->backend->free(F->state);
  F->state = NULL;
  int rc = sim_event(S, NULL);
  if (rc != HYSC_OK)
    return rc;
  return F->backend->init(S, &F->state);
}

static fmi2Status do_step_body(fmu *F, void *arg)
{
  const step_request *q = arg;
  hysc_sim *S = F->S;
  if (F->model_terminated) {
    fmu_log(F, fmi2Discard, "fmi2DoStep: the model terminated at t=%.17g", F->last_successful_time);
    return fmi2Discard;
  }
  if (!(q->h >= 0) || !isfinite(q->t) || fabs(q->t - S->data.t) > 1e-9 * fmax(1, fabs(q->t))) {
    fmu_log(F, fmi2Error, "fmi2DoStep: a step of %g from t=%.17g, but the FMU is at t=%.17g", q->h, q->t,
            S->data.t);
    return fmi2Error;
  }
  S->pause_time = q->t + q->h;
  /* no stop time from the importer: the run goes on past the model's own */
  if (!F->stop_defined && S->pause_time > S->opt.stop_time)
    S->opt.stop_time = S->pause_time;
  int rc = F->inputs_changed ? restart(F) : fmu_backend_ready(F);
  if (rc == HYSC_OK && q->h > 0)
    rc = F->backend->advance(F->state);
  if (rc == HYSC_FAIL) {
    F->phase = FMU_ERROR;
    return fmi2Error;
  }
  F->last_successful_time = S->data.t;
  if (rc == HYSC_STOP) {
    F->model_terminated = 1;
    fmu_log(F, fmi2Discard, "the model ended its run at t=%.17g (terminate() or events it cannot continue "
            "through)", S->data.t);
    return fmi2Discard;
  }
  return fmi2OK;
}

fmi2Status fmi2DoStep(fmi2Component c, fmi2Real currentCommunicationPoint, fmi2Real communicationStepSize,
                      fmi2Boolean noSetFMUStatePriorToCurrentPoint)
{
  (void)noSetFMUStatePriorToCurrentPoint;
  fmu *F = c;
  if (!F || fmu_phase_check(F, 1u << FMU_STEPPING, "fmi2DoStep") != fmi2OK)
    return fmi2Error;
  step_request q = { currentCommunicationPoint, communicationStepSize };
  return fmu_guarded(F, do_step_body, &q);
}

fmi2Status fmi2CancelStep(fmi2Component c)
{
  if (c)
    fmu_log(c, fmi2Error, "fmi2CancelStep: every step ends before fmi2DoStep returns");
  return fmi2Error;
}

fmi2Status fmi2GetStatus(fmi2Component c, fmi2StatusKind kind, fmi2Status *value)
{
  fmu *F = c;
  if (!F || !value || kind != fmi2DoStepStatus)
    return fmi2Discard;
  *value = F->model_terminated ? fmi2Discard : fmi2OK;
  return fmi2OK;
}

fmi2Status fmi2GetRealStatus(fmi2Component c, fmi2StatusKind kind, fmi2Real *value)
{
  fmu *F = c;
  if (!F || !value || kind != fmi2LastSuccessfulTime)
    return fmi2Discard;
  *value = F->last_successful_time;
  return fmi2OK;
}

fmi2Status fmi2GetIntegerStatus(fmi2Component c, fmi2StatusKind kind, fmi2Integer *value)
{
  (void)c, (void)kind, (void)value;
  return fmi2Discard;
}

fmi2Status fmi2GetBooleanStatus(fmi2Component c, fmi2StatusKind kind, fmi2Boolean *value)
{
  fmu *F = c;
  if (!F || !value || kind != fmi2Terminated)
    return fmi2Discard;
  *value = F->model_terminated;
  return fmi2OK;
}

fmi2Status fmi2GetStringStatus(fmi2Component c, fmi2StatusKind kind, fmi2String *value)
{
  (void)c, (void)kind, (void)value;
  return fmi2Discard;
}

/* The model has no inputs or outputs of its own declaration yet. */
fmi2Status fmi2SetRealInputDerivatives(fmi2Component c, const fmi2ValueReference vr[], size_t n,
                                       const fmi2Integer order[], const fmi2Real value[])
{
  (void)vr, (void)order, (void)value;
  if (c && n)
    fmu_log(c, fmi2Error, "fmi2SetRealInputDerivatives: the FMU has no inputs");
  return n ? fmi2Error : fmi2OK;
}

fmi2Status fmi2GetRealOutputDerivatives(fmi2Component c, const fmi2ValueReference vr[], size_t n,
                                        const fmi2Integer order[], fmi2Real value[])
{
  (void)vr, (void)order, (void)value;
  if (c && n)
    fmu_log(c, fmi2Error, "fmi2GetRealOutputDerivatives: the FMU has no outputs");
  return n ? fmi2Error : fmi2OK;
}

/* What the FMU does not offer (canSerializeFMUstate and
   providesDirectionalDerivative are false in modelDescription.xml). */
static fmi2Status not_offered(fmi2Component c, const char *call)
{
  if (c)
    fmu_log(c, fmi2Error, "%s: not offered by this FMU (see its modelDescription.xml)", call);
  return fmi2Error;
}

fmi2Status fmi2SerializedFMUstateSize(fmi2Component c, fmi2FMUstate s, size_t *n)
{
  (void)s, (void)n;
  return not_offered(c, "fmi2SerializedFMUstateSize");
}

fmi2Status fmi2SerializeFMUstate(fmi2Component c, fmi2FMUstate s, fmi2Byte b[], size_t n)
{
  (void)s, (void)b, (void)n;
  return not_offered(c, "fmi2SerializeFMUstate");
}

fmi2Status fmi2DeSerializeFMUstate(fmi2Component c, const fmi2Byte b[], size_t n, fmi2FMUstate *s)
{
  (void)s, (void)b, (void)n;
  return not_offered(c, "fmi2DeSerializeFMUstate");
}

fmi2Status fmi2GetDirectionalDerivative(fmi2Component c, const fmi2ValueReference u[], size_t nu,
                                        const fmi2ValueReference z[], size_t nz, const fmi2Real du[], fmi2Real dz[])
{
  (void)u, (void)nu, (void)z, (void)nz, (void)du, (void)dz;
  return not_offered(c, "fmi2GetDirectionalDerivative");
}
