/*
 * fmu3_modes.c - FMI 3.0's model exchange (continuous-time and event
 * modes, fmi3UpdateDiscreteStates) and co-simulation (fmi3DoStep with
 * its results by pointer) over the work of the FMI 2.0 functions, and
 * what the FMU does not offer (FMU states, derivatives, clocks,
 * configuration mode, scheduled execution): fmi3Error with a message.
 */
#include <math.h>
#include <string.h>
#include "fmu.h"

fmi3Status fmi3EnterContinuousTimeMode(fmi3Instance c)
{
  return (fmi3Status)fmu_enter(c, 1u << FMU_EVENT, FMU_CONTINUOUS, "fmi3EnterContinuousTimeMode");
}

fmi3Status fmi3SetTime(fmi3Instance c, fmi3Float64 t)
{
  if (!c || fmu_phase_check(c, 1u << FMU_EVENT | 1u << FMU_CONTINUOUS, "fmi3SetTime") != fmi2OK)
    return fmi3Error;
  return (fmi3Status)fmi2SetTime(c, t);
}

fmi3Status fmi3SetContinuousStates(fmi3Instance c, const fmi3Float64 x[], size_t n)
{
  return (fmi3Status)fmu_vector(c, NULL, x, n, 0, "fmi3SetContinuousStates");
}

fmi3Status fmi3GetContinuousStates(fmi3Instance c, fmi3Float64 x[], size_t n)
{
  return (fmi3Status)fmu_vector(c, x, NULL, n, 0, "fmi3GetContinuousStates");
}

fmi3Status fmi3GetContinuousStateDerivatives(fmi3Instance c, fmi3Float64 dx[], size_t n)
{
  return (fmi3Status)fmu_vector(c, dx, NULL, n, 1, "fmi3GetContinuousStateDerivatives");
}

fmi3Status fmi3GetEventIndicators(fmi3Instance c, fmi3Float64 z[], size_t n)
{
  return (fmi3Status)fmu_vector(c, z, NULL, n, 2, "fmi3GetEventIndicators");
}

fmi3Status fmi3GetNominalsOfContinuousStates(fmi3Instance c, fmi3Float64 x[], size_t n)
{
  return (fmi3Status)fmu_vector(c, x, NULL, n, 3, "fmi3GetNominalsOfContinuousStates");
}

fmi3Status fmi3GetNumberOfEventIndicators(fmi3Instance c, size_t *n)
{
  fmu *F = c;
  if (!F || !n || !F->S)
    return fmi3Error;
  *n = (size_t)F->S->n_roots;
  return fmi3OK;
}

fmi3Status fmi3GetNumberOfContinuousStates(fmi3Instance c, size_t *n)
{
  fmu *F = c;
  if (!F || !n || !F->S)
    return fmi3Error;
  *n = (size_t)F->S->n_states;
  return fmi3OK;
}

fmi3Status fmi3UpdateDiscreteStates(fmi3Instance c, fmi3Boolean *discreteStatesNeedUpdate,
                                    fmi3Boolean *terminateSimulation, fmi3Boolean *nominalsChanged,
                                    fmi3Boolean *valuesChanged, fmi3Boolean *nextEventTimeDefined,
                                    fmi3Float64 *nextEventTime)
{
  fmi2EventInfo info = { 0 };
  if (!c || fmu_phase_check(c, 1u << FMU_EVENT, "fmi3UpdateDiscreteStates") != fmi2OK)
    return fmi3Error;
  fmi3Status status = (fmi3Status)fmi2NewDiscreteStates(c, &info);
  /* every pointer may be NULL: the importer does not want that result */
  if (discreteStatesNeedUpdate)
    *discreteStatesNeedUpdate = info.newDiscreteStatesNeeded;
  if (terminateSimulation)
    *terminateSimulation = info.terminateSimulation;
  if (nominalsChanged)
    *nominalsChanged = info.nominalsOfContinuousStatesChanged;
  if (valuesChanged)
    *valuesChanged = info.valuesOfContinuousStatesChanged;
  if (nextEventTimeDefined)
    *nextEventTimeDefined = info.nextEventTimeDefined;
  if (nextEventTime)
    *nextEventTime = info.nextEventTime;
  return status;
}

fmi3Status fmi3CompletedIntegratorStep(fmi3Instance c, fmi3Boolean noSetFMUStatePriorToCurrentPoint,
                                       fmi3Boolean *enterEventMode, fmi3Boolean *terminateSimulation)
{
  fmi2Boolean enter = 0, terminate = 0;
  if (!c || !enterEventMode || !terminateSimulation ||
      fmu_phase_check(c, 1u << FMU_CONTINUOUS, "fmi3CompletedIntegratorStep") != fmi2OK)
    return fmi3Error;
  fmi3Status status = (fmi3Status)fmi2CompletedIntegratorStep(c, noSetFMUStatePriorToCurrentPoint, &enter,
                                                              &terminate);
  *enterEventMode = enter;
  *terminateSimulation = terminate;
  return status;
}

/* ---- co-simulation ---- */

fmi3Status fmi3EnterStepMode(fmi3Instance c)
{
  if (c)
    fmu_log(c, fmi2Error, "fmi3EnterStepMode: the FMU has no event mode in co-simulation, it is in step mode "
            "after initialization");
  return fmi3Error;
}

/* The model's terminate() inside the step: fmi3OK with terminateSimulation
   (FMI 2.0's fmi2Discard and fmi2Terminated), the time reached in
   lastSuccessfulTime. */
fmi3Status fmi3DoStep(fmi3Instance c, fmi3Float64 currentCommunicationPoint, fmi3Float64 communicationStepSize,
                      fmi3Boolean noSetFMUStatePriorToCurrentPoint, fmi3Boolean *eventHandlingNeeded,
                      fmi3Boolean *terminateSimulation, fmi3Boolean *earlyReturn, fmi3Float64 *lastSuccessfulTime)
{
  fmu *F = c;
  if (!F || !eventHandlingNeeded || !terminateSimulation || !earlyReturn || !lastSuccessfulTime ||
      fmu_phase_check(F, 1u << FMU_STEPPING, "fmi3DoStep") != fmi2OK)
    return fmi3Error;
  fmi2Status status = fmi2DoStep(c, currentCommunicationPoint, communicationStepSize,
                                 noSetFMUStatePriorToCurrentPoint);
  *eventHandlingNeeded = false;
  *earlyReturn = false;
  *terminateSimulation = F->model_terminated != 0;
  *lastSuccessfulTime = F->last_successful_time;
  return status == fmi2Discard && F->model_terminated ? fmi3OK : (fmi3Status)status;
}

fmi3Status fmi3GetOutputDerivatives(fmi3Instance c, const fmi3ValueReference vr[], size_t n,
                                    const fmi3Int32 orders[], fmi3Float64 values[], size_t m)
{
  (void)vr, (void)orders, (void)values, (void)m;
  if (c && n)
    fmu_log(c, fmi2Error, "fmi3GetOutputDerivatives: maxOutputDerivativeOrder is 0");
  return c && !n ? fmi3OK : fmi3Error;
}

/* ---- not offered (modelDescription.xml says so) ---- */

static fmi3Status not_offered(fmi3Instance c, const char *call)
{
  if (c)
    fmu_log(c, fmi2Error, "%s: not offered by this FMU (see its modelDescription.xml)", call);
  return fmi3Error;
}

fmi3Status fmi3GetNumberOfVariableDependencies(fmi3Instance c, fmi3ValueReference vr, size_t *n)
{
  (void)vr, (void)n;
  return not_offered(c, "fmi3GetNumberOfVariableDependencies");
}

fmi3Status fmi3GetVariableDependencies(fmi3Instance c, fmi3ValueReference dependent, size_t elementIndices[],
                                       fmi3ValueReference independents[], size_t elementIndicesOfIndependents[],
                                       fmi3DependencyKind kinds[], size_t n)
{
  (void)dependent, (void)elementIndices, (void)independents, (void)elementIndicesOfIndependents, (void)kinds;
  (void)n;
  return not_offered(c, "fmi3GetVariableDependencies");
}

/* fmu_state.c's, under FMI 3.0's names: the state is the same block */
fmi3Status fmi3GetFMUState(fmi3Instance c, fmi3FMUState *s)
{
  return (fmi3Status)fmi2GetFMUstate(c, s);
}

fmi3Status fmi3SetFMUState(fmi3Instance c, fmi3FMUState s)
{
  return (fmi3Status)fmi2SetFMUstate(c, s);
}

fmi3Status fmi3FreeFMUState(fmi3Instance c, fmi3FMUState *s)
{
  return (fmi3Status)fmi2FreeFMUstate(c, s);
}

fmi3Status fmi3SerializedFMUStateSize(fmi3Instance c, fmi3FMUState s, size_t *n)
{
  (void)s, (void)n;
  return not_offered(c, "fmi3SerializedFMUStateSize");
}

fmi3Status fmi3SerializeFMUState(fmi3Instance c, fmi3FMUState s, fmi3Byte b[], size_t n)
{
  (void)s, (void)b, (void)n;
  return not_offered(c, "fmi3SerializeFMUState");
}

fmi3Status fmi3DeserializeFMUState(fmi3Instance c, const fmi3Byte b[], size_t n, fmi3FMUState *s)
{
  (void)b, (void)n, (void)s;
  return not_offered(c, "fmi3DeserializeFMUState");
}

fmi3Status fmi3GetDirectionalDerivative(fmi3Instance c, const fmi3ValueReference unknowns[], size_t nu,
                                        const fmi3ValueReference knowns[], size_t nk, const fmi3Float64 seed[],
                                        size_t ns, fmi3Float64 sensitivity[], size_t nsens)
{
  (void)unknowns, (void)nu, (void)knowns, (void)nk, (void)seed, (void)ns, (void)sensitivity, (void)nsens;
  return not_offered(c, "fmi3GetDirectionalDerivative");
}

fmi3Status fmi3GetAdjointDerivative(fmi3Instance c, const fmi3ValueReference unknowns[], size_t nu,
                                    const fmi3ValueReference knowns[], size_t nk, const fmi3Float64 seed[], size_t ns,
                                    fmi3Float64 sensitivity[], size_t nsens)
{
  (void)unknowns, (void)nu, (void)knowns, (void)nk, (void)seed, (void)ns, (void)sensitivity, (void)nsens;
  return not_offered(c, "fmi3GetAdjointDerivative");
}

fmi3Status fmi3EnterConfigurationMode(fmi3Instance c) { return not_offered(c, "fmi3EnterConfigurationMode"); }
fmi3Status fmi3ExitConfigurationMode(fmi3Instance c) { return not_offered(c, "fmi3ExitConfigurationMode"); }
fmi3Status fmi3EvaluateDiscreteStates(fmi3Instance c) { return not_offered(c, "fmi3EvaluateDiscreteStates"); }

/* clocks: the model has none */
fmi3Status fmi3GetIntervalDecimal(fmi3Instance c, const fmi3ValueReference vr[], size_t n, fmi3Float64 intervals[],
                                  fmi3IntervalQualifier qualifiers[])
{
  (void)vr, (void)n, (void)intervals, (void)qualifiers;
  return not_offered(c, "fmi3GetIntervalDecimal");
}

fmi3Status fmi3GetIntervalFraction(fmi3Instance c, const fmi3ValueReference vr[], size_t n, fmi3UInt64 counters[],
                                   fmi3UInt64 resolutions[], fmi3IntervalQualifier qualifiers[])
{
  (void)vr, (void)n, (void)counters, (void)resolutions, (void)qualifiers;
  return not_offered(c, "fmi3GetIntervalFraction");
}

fmi3Status fmi3GetShiftDecimal(fmi3Instance c, const fmi3ValueReference vr[], size_t n, fmi3Float64 shifts[])
{
  (void)vr, (void)n, (void)shifts;
  return not_offered(c, "fmi3GetShiftDecimal");
}

fmi3Status fmi3GetShiftFraction(fmi3Instance c, const fmi3ValueReference vr[], size_t n, fmi3UInt64 counters[],
                                fmi3UInt64 resolutions[])
{
  (void)vr, (void)n, (void)counters, (void)resolutions;
  return not_offered(c, "fmi3GetShiftFraction");
}

fmi3Status fmi3SetIntervalDecimal(fmi3Instance c, const fmi3ValueReference vr[], size_t n,
                                  const fmi3Float64 intervals[])
{
  (void)vr, (void)n, (void)intervals;
  return not_offered(c, "fmi3SetIntervalDecimal");
}

fmi3Status fmi3SetIntervalFraction(fmi3Instance c, const fmi3ValueReference vr[], size_t n,
                                   const fmi3UInt64 counters[], const fmi3UInt64 resolutions[])
{
  (void)vr, (void)n, (void)counters, (void)resolutions;
  return not_offered(c, "fmi3SetIntervalFraction");
}

fmi3Status fmi3SetShiftDecimal(fmi3Instance c, const fmi3ValueReference vr[], size_t n, const fmi3Float64 shifts[])
{
  (void)vr, (void)n, (void)shifts;
  return not_offered(c, "fmi3SetShiftDecimal");
}

fmi3Status fmi3SetShiftFraction(fmi3Instance c, const fmi3ValueReference vr[], size_t n,
                                const fmi3UInt64 counters[], const fmi3UInt64 resolutions[])
{
  (void)vr, (void)n, (void)counters, (void)resolutions;
  return not_offered(c, "fmi3SetShiftFraction");
}

fmi3Status fmi3ActivateModelPartition(fmi3Instance c, fmi3ValueReference clockReference, fmi3Float64 activationTime)
{
  (void)clockReference, (void)activationTime;
  return not_offered(c, "fmi3ActivateModelPartition");
}
