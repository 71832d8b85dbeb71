/*
 * fmu_me.c - model exchange.  Not offered yet: hysc --fmu=me is refused by
 * the compiler, and these calls say so.
 */
#include "fmu.h"

static fmi2Status not_yet(fmi2Component c, const char *call)
{
  if (c)
    fmu_log(c, fmi2Error, "%s: this FMU offers co-simulation only", call);
  return fmi2Error;
}

fmi2Status fmi2EnterEventMode(fmi2Component c) { return not_yet(c, "fmi2EnterEventMode"); }
fmi2Status fmi2NewDiscreteStates(fmi2Component c, fmi2EventInfo *info)
{
  (void)info;
  return not_yet(c, "fmi2NewDiscreteStates");
}
fmi2Status fmi2EnterContinuousTimeMode(fmi2Component c) { return not_yet(c, "fmi2EnterContinuousTimeMode"); }
fmi2Status fmi2CompletedIntegratorStep(fmi2Component c, fmi2Boolean noSetFMUStatePriorToCurrentPoint,
                                       fmi2Boolean *enterEventMode, fmi2Boolean *terminateSimulation)
{
  (void)noSetFMUStatePriorToCurrentPoint, (void)enterEventMode, (void)terminateSimulation;
  return not_yet(c, "fmi2CompletedIntegratorStep");
}
fmi2Status fmi2SetTime(fmi2Component c, fmi2Real t)
{
  (void)t;
  return not_yet(c, "fmi2SetTime");
}
fmi2Status fmi2SetContinuousStates(fmi2Component c, const fmi2Real x[], size_t n)
{
  (void)x, (void)n;
  return not_yet(c, "fmi2SetContinuousStates");
}
fmi2Status fmi2GetDerivatives(fmi2Component c, fmi2Real dx[], size_t n)
{
  (void)dx, (void)n;
  return not_yet(c, "fmi2GetDerivatives");
}
fmi2Status fmi2GetEventIndicators(fmi2Component c, fmi2Real z[], size_t n)
{
  (void)z, (void)n;
  return not_yet(c, "fmi2GetEventIndicators");
}
fmi2Status fmi2GetContinuousStates(fmi2Component c, fmi2Real x[], size_t n)
{
  (void)x, (void)n;
  return not_yet(c, "fmi2GetContinuousStates");
}
fmi2Status fmi2GetNominalsOfContinuousStates(fmi2Component c, fmi2Real x[], size_t n)
{
  (void)x, (void)n;
  return not_yet(c, "fmi2GetNominalsOfContinuousStates");
}
