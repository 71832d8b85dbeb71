/*
 * fmu3.c - the FMI 3.0 functions of an FMU made by hysc --fmu
 * --fmi-version=3: the same instance and runtime as FMI 2.0's (the calls
 * check FMI 3.0's states under their own names, then do the work of their
 * FMI 2.0 counterparts), Float64, Int32 and Boolean values for hysc's Real,
 * Integer and Boolean variables, the event indicators and time by value
 * reference as modelDescription.xml lists them.  Scheduled execution,
 * clocks, FMU states and derivatives are not offered and say so.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "fmu.h"

const char *fmi3GetVersion(void) { return "3.0"; }

fmi3Status fmi3SetDebugLogging(fmi3Instance c, fmi3Boolean loggingOn, size_t n, const fmi3String categories[])
{
  return (fmi3Status)fmi2SetDebugLogging(c, loggingOn, n, categories);
}

fmi3Instance fmi3InstantiateModelExchange(fmi3String instanceName, fmi3String instantiationToken,
                                          fmi3String resourcePath, fmi3Boolean visible, fmi3Boolean loggingOn,
                                          fmi3InstanceEnvironment environment, fmi3LogMessageCallback logMessage)
{
  (void)resourcePath, (void)visible;
  return fmu_instantiate(instanceName, fmi2ModelExchange, instantiationToken, loggingOn, 3, NULL, logMessage,
                         environment);
}

fmi3Instance fmi3InstantiateCoSimulation(fmi3String instanceName, fmi3String instantiationToken,
                                         fmi3String resourcePath, fmi3Boolean visible, fmi3Boolean loggingOn,
                                         fmi3Boolean eventModeUsed, fmi3Boolean earlyReturnAllowed,
                                         const fmi3ValueReference requiredIntermediateVariables[],
                                         size_t nRequiredIntermediateVariables, fmi3InstanceEnvironment environment,
                                         fmi3LogMessageCallback logMessage,
                                         fmi3IntermediateUpdateCallback intermediateUpdate)
{
  (void)resourcePath, (void)visible, (void)earlyReturnAllowed, (void)requiredIntermediateVariables;
  (void)intermediateUpdate;
  /* hasEventMode is false and no variable has intermediateUpdate: events
     are handled inside fmi3DoStep */
  const char *refused = eventModeUsed ? "fmi3InstantiateCoSimulation: eventModeUsed, but the FMU has no event mode "
                                        "in co-simulation (hasEventMode=\"false\")"
                        : nRequiredIntermediateVariables ? "fmi3InstantiateCoSimulation: intermediate variables "
                                                           "requested, but the FMU offers none"
                        : NULL;
  if (refused) {
    if (logMessage)
      logMessage(environment, fmi3Error, "logStatusError", refused);
    return NULL;
  }
  return fmu_instantiate(instanceName, fmi2CoSimulation, instantiationToken, loggingOn, 3, NULL, logMessage,
                         environment);
}

fmi3Instance fmi3InstantiateScheduledExecution(fmi3String instanceName, fmi3String instantiationToken,
                                               fmi3String resourcePath, fmi3Boolean visible, fmi3Boolean loggingOn,
                                               fmi3InstanceEnvironment environment,
                                               fmi3LogMessageCallback logMessage, fmi3ClockUpdateCallback clockUpdate,
                                               fmi3LockPreemptionCallback lock, fmi3UnlockPreemptionCallback unlock)
{
  (void)instanceName, (void)instantiationToken, (void)resourcePath, (void)visible, (void)loggingOn;
  (void)clockUpdate, (void)lock, (void)unlock;
  if (logMessage)
    logMessage(environment, fmi3Error, "logStatusError",
               "fmi3InstantiateScheduledExecution: the FMU offers model exchange and co-simulation only");
  return NULL;
}

void fmi3FreeInstance(fmi3Instance c) { fmi2FreeInstance(c); }

/* fmi2OK when F is in one of the phases of mask (FMI 3.0's names in the message) */
static fmi3Status in_phase(fmi3Instance c, unsigned mask, const char *call)
{
  return c ? (fmi3Status)fmu_phase_check(c, mask, call) : fmi3Error;
}

fmi3Status fmi3EnterInitializationMode(fmi3Instance c, fmi3Boolean toleranceDefined, fmi3Float64 tolerance,
                                       fmi3Float64 startTime, fmi3Boolean stopTimeDefined, fmi3Float64 stopTime)
{
  const char *call = "fmi3EnterInitializationMode";
  if (in_phase(c, 1u << FMU_INSTANTIATED, call) != fmi3OK ||
      fmu_experiment(c, toleranceDefined, tolerance, startTime, stopTimeDefined, stopTime, call) != fmi2OK)
    return fmi3Error;
  return (fmi3Status)fmi2EnterInitializationMode(c);
}

fmi3Status fmi3ExitInitializationMode(fmi3Instance c)
{
  if (in_phase(c, 1u << FMU_INITIALIZING, "fmi3ExitInitializationMode") != fmi3OK)
    return fmi3Error;
  return (fmi3Status)fmi2ExitInitializationMode(c);
}

fmi3Status fmi3EnterEventMode(fmi3Instance c)
{
  return (fmi3Status)fmu_enter(c, 1u << FMU_EVENT | 1u << FMU_CONTINUOUS, FMU_EVENT, "fmi3EnterEventMode");
}

fmi3Status fmi3Terminate(fmi3Instance c)
{
  if (in_phase(c, 1u << FMU_STEPPING | 1u << FMU_EVENT | 1u << FMU_CONTINUOUS, "fmi3Terminate") != fmi3OK)
    return fmi3Error;
  return (fmi3Status)fmi2Terminate(c);
}

fmi3Status fmi3Reset(fmi3Instance c) { return (fmi3Status)fmi2Reset(c); }

/* ---- values ---- */

fmi3Status fmi3GetFloat64(fmi3Instance c, const fmi3ValueReference vr[], size_t n, fmi3Float64 values[], size_t m)
{
  if (c && m != n)
    fmu_log(c, fmi2Error, "fmi3GetFloat64: %zu values for %zu scalar variables", m, n);
  return c && m == n ? (fmi3Status)fmu_get_values(c, vr, n, values, HYSC_REAL, "fmi3GetFloat64") : fmi3Error;
}

fmi3Status fmi3SetFloat64(fmi3Instance c, const fmi3ValueReference vr[], size_t n, const fmi3Float64 values[],
                          size_t m)
{
  if (c && m != n)
    fmu_log(c, fmi2Error, "fmi3SetFloat64: %zu values for %zu scalar variables", m, n);
  return c && m == n ? (fmi3Status)fmu_set_values(c, vr, n, values, HYSC_REAL, "fmi3SetFloat64") : fmi3Error;
}

/* Int32 and Boolean pass through doubles, as the runtime keeps them */
static fmi3Status get_through(fmi3Instance c, const fmi3ValueReference vr[], size_t n, void *values, size_t m,
                              hysc_type type, const char *call)
{
  double *tmp = calloc(n ? n : 1, sizeof *tmp);
  fmi3Status status = fmi3Error;
  if (c && m != n)
    fmu_log(c, fmi2Error, "%s: %zu values for %zu scalar variables", call, m, n);
  else if (c && tmp && (!n || values))
    status = (fmi3Status)fmu_get_values(c, vr, n, tmp, type, call);
  for (size_t i = 0; status == fmi3OK && i < n; i++)
    if (type == HYSC_BOOLEAN)
      ((fmi3Boolean *)values)[i] = tmp[i] != 0;
    else
      ((fmi3Int32 *)values)[i] = (fmi3Int32)lround(tmp[i]);
  free(tmp);
  return status;
}

static fmi3Status set_through(fmi3Instance c, const fmi3ValueReference vr[], size_t n, const void *values, size_t m,
                              hysc_type type, const char *call)
{
  double *tmp = calloc(n ? n : 1, sizeof *tmp);
  fmi3Status status = fmi3Error;
  for (size_t i = 0; tmp && values && i < n; i++)
    tmp[i] = type == HYSC_BOOLEAN ? ((const fmi3Boolean *)values)[i] : ((const fmi3Int32 *)values)[i];
  if (c && m != n)
    fmu_log(c, fmi2Error, "%s: %zu values for %zu scalar variables", call, m, n);
  else if (c && tmp && (!n || values))
    status = (fmi3Status)fmu_set_values(c, vr, n, tmp, type, call);
  free(tmp);
  return status;
}

fmi3Status fmi3GetInt32(fmi3Instance c, const fmi3ValueReference vr[], size_t n, fmi3Int32 values[], size_t m)
{
  return get_through(c, vr, n, values, m, HYSC_INTEGER, "fmi3GetInt32");
}

fmi3Status fmi3SetInt32(fmi3Instance c, const fmi3ValueReference vr[], size_t n, const fmi3Int32 values[], size_t m)
{
  return set_through(c, vr, n, values, m, HYSC_INTEGER, "fmi3SetInt32");
}

fmi3Status fmi3GetBoolean(fmi3Instance c, const fmi3ValueReference vr[], size_t n, fmi3Boolean values[], size_t m)
{
  return get_through(c, vr, n, values, m, HYSC_BOOLEAN, "fmi3GetBoolean");
}

fmi3Status fmi3SetBoolean(fmi3Instance c, const fmi3ValueReference vr[], size_t n, const fmi3Boolean values[],
                          size_t m)
{
  return set_through(c, vr, n, values, m, HYSC_BOOLEAN, "fmi3SetBoolean");
}

/* A type the model has no variable of: nothing to get or set, else an error. */
static fmi3Status no_variables(fmi3Instance c, size_t n, const char *call)
{
  if (c && n)
    fmu_log(c, fmi2Error, "%s: the model has no variables of this type", call);
  return c && !n ? fmi3OK : fmi3Error;
}

#define NO_VARIABLES(T, type) \
  fmi3Status fmi3Get##T(fmi3Instance c, const fmi3ValueReference vr[], size_t n, type values[], size_t m) \
  { \
    (void)vr, (void)values, (void)m; \
    return no_variables(c, n, "fmi3Get" #T); \
  } \
  fmi3Status fmi3Set##T(fmi3Instance c, const fmi3ValueReference vr[], size_t n, const type values[], size_t m) \
  { \
    (void)vr, (void)values, (void)m; \
    return no_variables(c, n, "fmi3Set" #T); \
  }
NO_VARIABLES(Float32, fmi3Float32)
NO_VARIABLES(Int8, fmi3Int8)
NO_VARIABLES(UInt8, fmi3UInt8)
NO_VARIABLES(Int16, fmi3Int16)
NO_VARIABLES(UInt16, fmi3UInt16)
NO_VARIABLES(UInt32, fmi3UInt32)
NO_VARIABLES(Int64, fmi3Int64)
NO_VARIABLES(UInt64, fmi3UInt64)
NO_VARIABLES(String, fmi3String)
#undef NO_VARIABLES

fmi3Status fmi3GetBinary(fmi3Instance c, const fmi3ValueReference vr[], size_t n, size_t sizes[],
                         fmi3Binary values[], size_t m)
{
  (void)vr, (void)sizes, (void)values, (void)m;
  return no_variables(c, n, "fmi3GetBinary");
}

fmi3Status fmi3SetBinary(fmi3Instance c, const fmi3ValueReference vr[], size_t n, const size_t sizes[],
                         const fmi3Binary values[], size_t m)
{
  (void)vr, (void)sizes, (void)values, (void)m;
  return no_variables(c, n, "fmi3SetBinary");
}

fmi3Status fmi3GetClock(fmi3Instance c, const fmi3ValueReference vr[], size_t n, fmi3Clock values[])
{
  (void)vr, (void)values;
  return no_variables(c, n, "fmi3GetClock");
}

fmi3Status fmi3SetClock(fmi3Instance c, const fmi3ValueReference vr[], size_t n, const fmi3Clock values[])
{
  (void)vr, (void)values;
  return no_variables(c, n, "fmi3SetClock");
}
