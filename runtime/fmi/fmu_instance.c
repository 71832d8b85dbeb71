/*
 * fmu_instance.c - an FMU instance's life: fmi2Instantiate (the options of
 * the run, its storage, the start values), the experiment, initialization,
 * termination, reset and free.
 */
#include <math.h>
#include <string.h>
#include "fmu.h"

/* The run's options: the executable's defaults (opt_parse of no argument),
   without the progress line, and room for a setting per variable. */
static int instance_options(fmu *F)
{
  hysc_sim *S = F->S;
  char *argv[] = { F->model_name, NULL };
  if (opt_parse(&S->opt, &F->model, 1, argv) != 0 || opt_resolve(&S->opt, &F->model) != 0)
    return HYSC_FAIL;
  S->opt.progress = 0;
  S->opt.max_rows = HUGE_VAL; /* no rows are written */
  free(S->opt.settings);
  S->opt.settings = calloc((size_t)F->model.n_vars + 1, sizeof *S->opt.settings);
  return S->opt.settings ? HYSC_OK : HYSC_FAIL;
}

static fmi2Status instantiate_body(fmu *F, void *arg)
{
  (void)arg;
  F->S = calloc(1, sizeof *F->S);
  if (!F->S || instance_options(F) != HYSC_OK || sim_alloc(F->S, &F->model) != HYSC_OK)
    return fmi2Error;
  F->triggered = calloc((size_t)F->S->n_roots + 1, 1);
  F->depth = calloc((size_t)F->model.n_contacts + 1, sizeof *F->depth);
  if (!F->triggered || !F->depth)
    return fmi2Error;
  sim_start_values(F->S);
  return fmi2OK;
}

static const cookie_io_functions_t log_functions = { .write = fmu_log_write };

fmu *fmu_instantiate(fmi2String name, fmi2Type type, fmi2String guid, int logging, int version,
                     const fmi2CallbackFunctions *cb, fmi3LogMessageCallback log3, void *environment3)
{
  fmu *F = calloc(1, sizeof *F);
  if (!F)
    return NULL;
  F->cb = cb ? *cb : (fmi2CallbackFunctions){ 0 };
  F->version = version;
  F->log3 = log3;
  F->environment3 = environment3;
  F->instance_name = strdup(name ? name : "");
  F->model = hysc_model_instance;
  F->model_name = strdup(text_clean(hysc_model_instance.name));
  F->model.name = F->model_name;
  F->type = type;
  F->logging = logging;
  F->log = fopencookie(F, "w", log_functions);
  if (F->log)
    setvbuf(F->log, NULL, _IONBF, 0);
  char own[64];
  fmu_guid(&F->model, own, sizeof own);
  const char *call = version == 3 ? "fmi3Instantiate" : "fmi2Instantiate";
  fmi2Status status = fmi2Error;
  if (!F->instance_name || !F->model_name)
    ;
  else if (!guid || strcmp(guid, own) != 0)
    fmu_log(F, fmi2Error, "%s: %s '%s' is not this FMU's '%s'", call,
            version == 3 ? "instantiation token" : "GUID", guid ? guid : "", own);
  else if (type != fmi2CoSimulation && type != fmi2ModelExchange)
    fmu_log(F, fmi2Error, "%s: unknown FMU type %d", call, (int)type);
  else
    status = fmu_guarded(F, instantiate_body, NULL);
  if (status != fmi2OK) {
    fmi2FreeInstance(F);
    return NULL;
  }
  return F;
}

fmi2Component fmi2Instantiate(fmi2String instanceName, fmi2Type type, fmi2String guid, fmi2String resourceLocation,
                              const fmi2CallbackFunctions *functions, fmi2Boolean visible, fmi2Boolean loggingOn)
{
  (void)resourceLocation, (void)visible;
  return fmu_instantiate(instanceName, type, guid, loggingOn, 2, functions, NULL, NULL);
}

static void release_run(fmu *F)
{
  if (F->backend && F->state)
    F->backend->free(F->state);
  F->state = NULL;
  F->backend = NULL;
  free(F->triggered);
  free(F->depth);
  F->triggered = NULL;
  F->depth = NULL;
  if (F->S) {
    sim_free(F->S);
    opt_free(&F->S->opt);
    free(F->S);
    F->S = NULL;
  }
}

static fmi2Status free_body(fmu *F, void *arg)
{
  (void)arg;
  release_run(F);
  return fmi2OK;
}

void fmi2FreeInstance(fmi2Component c)
{
  fmu *F = c;
  if (!F)
    return;
  fmu_guarded(F, free_body, NULL);
  if (F->log)
    fclose(F->log);
  free(F->instance_name);
  free(F->model_name);
  free(F);
}

/* The category logEvents (or all, n = 0) turns on the runtime's log of
   every event, the executable's --events. */
fmi2Status fmi2SetDebugLogging(fmi2Component c, fmi2Boolean loggingOn, size_t n, const fmi2String categories[])
{
  fmu *F = c;
  if (!F || (n && !categories))
    return fmi2Error;
  F->logging = loggingOn;
  int events = n == 0;
  for (size_t i = 0; i < n; i++)
    events |= categories[i] && strcmp(categories[i], "logEvents") == 0;
  if (F->S)
    F->S->opt.log_events = loggingOn && events;
  return fmi2OK;
}

fmi2Status fmi2SetupExperiment(fmi2Component c, fmi2Boolean toleranceDefined, fmi2Real tolerance,
                               fmi2Real startTime, fmi2Boolean stopTimeDefined, fmi2Real stopTime)
{
  fmu *F = c;
  if (!F || fmu_phase_check(F, 1u << FMU_INSTANTIATED, "fmi2SetupExperiment") != fmi2OK)
    return fmi2Error;
  return fmu_experiment(F, toleranceDefined, tolerance, startTime, stopTimeDefined, stopTime,
                        "fmi2SetupExperiment");
}

fmi2Status fmu_experiment(fmu *F, int toleranceDefined, double tolerance, double startTime, int stopTimeDefined,
                          double stopTime, const char *call)
{
  hysc_options *o = &F->S->opt;
  if (toleranceDefined && !(tolerance > 0 && tolerance < 1)) {
    fmu_log(F, fmi2Error, "%s: the tolerance must be in (0, 1), got %g", call, tolerance);
    return fmi2Error;
  }
  if (stopTimeDefined && !(stopTime >= startTime)) {
    fmu_log(F, fmi2Error, "%s: stop time %g before the start time %g", call, stopTime, startTime);
    return fmi2Error;
  }
  double span = o->stop_time - o->start_time;
  /* the options resolved again with the experiment's times, as the
     executable's with --start-time and --stop-time: the span of the run
     scales its first step and its accumulation tests (zeno.c) */
  o->start_time = startTime;
  o->stop_time = stopTimeDefined ? stopTime : startTime + span;
  F->stop_defined = stopTimeDefined;
  o->interval = o->step = NAN;
  o->rtol = toleranceDefined ? tolerance : NAN;
  int n_settings = o->n_settings;
  o->n_settings = 0; /* resolved already */
  int rc = opt_resolve(o, &F->model);
  o->n_settings = n_settings;
  F->S->data.t = startTime;
  return rc == 0 ? fmi2OK : fmi2Error;
}

static fmi2Status enter_initialization_body(fmu *F, void *arg)
{
  (void)arg;
  sim_start_values(F->S);
  F->phase = FMU_INITIALIZING;
  return fmi2OK;
}

fmi2Status fmi2EnterInitializationMode(fmi2Component c)
{
  fmu *F = c;
  if (!F || fmu_phase_check(F, 1u << FMU_INSTANTIATED, "fmi2EnterInitializationMode") != fmi2OK)
    return fmi2Error;
  return fmu_guarded(F, enter_initialization_body, NULL);
}

/* The initial problem and the initialization event; output rows none, the
   run's grid beyond reach (a step ends where the importer says). */
int fmu_initialize(fmu *F)
{
  hysc_sim *S = F->S;
  S->opt.solver = F->solver ? HYSC_SOLVER_NEWMARK : HYSC_SOLVER_IDA;
  S->grid_index = 0;
  S->grid_time_next = S->opt.start_time;
  int rc = sim_initialize(S);
  S->grid_time_next = HUGE_VAL;
  S->pausing = 1;
  S->pause_time = S->data.t;
  F->last_successful_time = S->data.t;
  F->next_time_event = sim_next_time_event(S);
  if (rc == HYSC_STOP) {
    F->model_terminated = 1;
    return HYSC_OK;
  }
  return rc;
}

static fmi2Status terminate_body(fmu *F, void *arg)
{
  (void)arg;
  hysc_sim *S = F->S;
  /* terminal() holds in a last event, where the model did not end itself */
  if (!F->model_terminated && S->model->n_whens > 0 && sim_terminal_event(S) != HYSC_OK)
    return fmi2Error;
  F->phase = FMU_TERMINATED;
  return fmi2OK;
}

fmi2Status fmi2Terminate(fmi2Component c)
{
  fmu *F = c;
  unsigned mask = 1u << FMU_STEPPING | 1u << FMU_EVENT | 1u << FMU_CONTINUOUS;
  if (!F || fmu_phase_check(F, mask, "fmi2Terminate") != fmi2OK)
    return fmi2Error;
  return fmu_guarded(F, terminate_body, NULL);
}

static fmi2Status reset_body(fmu *F, void *arg)
{
  (void)arg;
  release_run(F);
  F->phase = FMU_INSTANTIATED;
  F->model_terminated = 0;
  return instantiate_body(F, NULL);
}

fmi2Status fmi2Reset(fmi2Component c)
{
  return fmu_guarded(c, reset_body, NULL);
}
