/*
 * fmi3_calls.h - the test importer's FMI 3.0 side: the FMU's fmi3
 * functions behind functions of the FMI 2.0 shapes the importer calls
 * (importer.c's table fmi), so that one loop drives both versions.  Where
 * FMI 3.0 differs: instantiation per interface with a logger of four
 * arguments, the experiment given to fmi3EnterInitializationMode, values
 * with their count, fmi3UpdateDiscreteStates's results by pointer, and
 * fmi3DoStep's terminateSimulation and lastSuccessfulTime, which the
 * status calls of FMI 2.0 report here.
 */
#ifndef TESTS_FMI_FMI3_CALLS_H
#define TESTS_FMI_FMI3_CALLS_H

#include "fmi3.h"

/* FMI 3.0's folder of the binary: the platform tuple */
#if defined(__x86_64__)
#define FMI3_PLATFORM "x86_64-linux"
#elif defined(__aarch64__)
#define FMI3_PLATFORM "aarch64-linux"
#else
#define FMI3_PLATFORM "x86-linux"
#endif

static struct {
  __typeof__(fmi3InstantiateModelExchange) *InstantiateModelExchange;
  __typeof__(fmi3InstantiateCoSimulation) *InstantiateCoSimulation;
  __typeof__(fmi3EnterInitializationMode) *EnterInitializationMode;
  __typeof__(fmi3DoStep) *DoStep;
  __typeof__(fmi3GetFloat64) *GetFloat64;
  __typeof__(fmi3SetFloat64) *SetFloat64;
  __typeof__(fmi3SetInt32) *SetInt32;
  __typeof__(fmi3UpdateDiscreteStates) *UpdateDiscreteStates;
  __typeof__(fmi3CompletedIntegratorStep) *CompletedIntegratorStep;
  __typeof__(fmi3SetDebugLogging) *SetDebugLogging;
} fmi3;

/* what FMI 2.0 passes to fmi2SetupExperiment, and what fmi3DoStep said */
static struct {
  fmi2Boolean tolerance_defined, stop_defined;
  double tolerance, start, stop;
  bool terminated;
  double last_time;
} v3;

static void logger3(fmi3InstanceEnvironment env, fmi3Status status, fmi3String category, fmi3String message)
{
  (void)env;
  fprintf(stderr, "[instance %d %s] %s\n", (int)status, category, message);
}

static fmi2Component instantiate3(fmi2String name, fmi2Type type, fmi2String token, fmi2String resources,
                                  const fmi2CallbackFunctions *cb, fmi2Boolean visible, fmi2Boolean logging)
{
  (void)cb;
  if (type == fmi2ModelExchange)
    return fmi3.InstantiateModelExchange(name, token, resources, visible, logging, NULL, logger3);
  return fmi3.InstantiateCoSimulation(name, token, resources, visible, logging, false, false, NULL, 0, NULL, logger3,
                                      NULL);
}

static fmi2Status debug_logging3(fmi2Component c, fmi2Boolean on, size_t n, const fmi2String categories[])
{
  return (fmi2Status)fmi3.SetDebugLogging(c, on, n, categories);
}

static fmi2Status setup3(fmi2Component c, fmi2Boolean tolerance_defined, fmi2Real tolerance, fmi2Real start,
                         fmi2Boolean stop_defined, fmi2Real stop)
{
  (void)c;
  v3.tolerance_defined = tolerance_defined, v3.tolerance = tolerance, v3.start = start;
  v3.stop_defined = stop_defined, v3.stop = stop;
  return fmi2OK;
}

static fmi2Status enter_initialization3(fmi2Component c)
{
  return (fmi2Status)fmi3.EnterInitializationMode(c, v3.tolerance_defined, v3.tolerance, v3.start, v3.stop_defined,
                                                  v3.stop);
}

/* the model's end inside a step as FMI 2.0 says it: fmi2Discard */
static fmi2Status do_step3(fmi2Component c, fmi2Real t, fmi2Real h, fmi2Boolean no_set)
{
  bool event = false, early = false;
  fmi3Status s = fmi3.DoStep(c, t, h, no_set, &event, &v3.terminated, &early, &v3.last_time);
  return s == fmi3OK && v3.terminated ? fmi2Discard : (fmi2Status)s;
}

static fmi2Status terminated3(fmi2Component c, fmi2StatusKind kind, fmi2Boolean *value)
{
  (void)c, (void)kind;
  *value = v3.terminated;
  return fmi2OK;
}

static fmi2Status last_time3(fmi2Component c, fmi2StatusKind kind, fmi2Real *value)
{
  (void)c, (void)kind;
  *value = v3.last_time;
  return fmi2OK;
}

static fmi2Status get_real3(fmi2Component c, const fmi2ValueReference vr[], size_t n, fmi2Real v[])
{
  return (fmi2Status)fmi3.GetFloat64(c, vr, n, v, n);
}

static fmi2Status set_real3(fmi2Component c, const fmi2ValueReference vr[], size_t n, const fmi2Real v[])
{
  return (fmi2Status)fmi3.SetFloat64(c, vr, n, v, n);
}

static fmi2Status set_integer3(fmi2Component c, const fmi2ValueReference vr[], size_t n, const fmi2Integer v[])
{
  return (fmi2Status)fmi3.SetInt32(c, vr, n, v, n);
}

static fmi2Status new_discrete_states3(fmi2Component c, fmi2EventInfo *info)
{
  bool needed = false, terminate = false, nominals = false, values = false, defined = false;
  double next = 0;
  fmi3Status s = fmi3.UpdateDiscreteStates(c, &needed, &terminate, &nominals, &values, &defined, &next);
  *info = (fmi2EventInfo){ needed, terminate, nominals, values, defined, next };
  return (fmi2Status)s;
}

static fmi2Status completed_step3(fmi2Component c, fmi2Boolean no_set, fmi2Boolean *enter, fmi2Boolean *terminate)
{
  bool e = false, t = false;
  fmi3Status s = fmi3.CompletedIntegratorStep(c, no_set, &e, &t);
  *enter = e, *terminate = t;
  return (fmi2Status)s;
}

#endif
