/*
 * fmi3.h - the FMI 3.0 types and functions an FMU of hysc exports, declared
 * from the text of the standard (Functional Mock-up Interface 3.0, chapter
 * 2.2): the platform types, the status and callback types, and the
 * functions of model exchange and co-simulation (scheduled execution is
 * declared so that its functions can refuse).  The importer in tests/fmi
 * includes it too.
 */
#ifndef HYSC_FMI3_H
#define HYSC_FMI3_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef void *fmi3Instance;
typedef void *fmi3InstanceEnvironment;
typedef void *fmi3FMUState;
typedef uint32_t fmi3ValueReference;
typedef float fmi3Float32;
typedef double fmi3Float64;
typedef int8_t fmi3Int8;
typedef uint8_t fmi3UInt8;
typedef int16_t fmi3Int16;
typedef uint16_t fmi3UInt16;
typedef int32_t fmi3Int32;
typedef uint32_t fmi3UInt32;
typedef int64_t fmi3Int64;
typedef uint64_t fmi3UInt64;
typedef bool fmi3Boolean;
typedef char fmi3Char;
typedef const fmi3Char *fmi3String;
typedef uint8_t fmi3Byte;
typedef const fmi3Byte *fmi3Binary;
typedef bool fmi3Clock;

typedef enum { fmi3OK, fmi3Warning, fmi3Discard, fmi3Error, fmi3Fatal } fmi3Status;
typedef enum { fmi3Independent, fmi3Constant, fmi3Fixed, fmi3Tunable, fmi3Discrete, fmi3Dependent } fmi3DependencyKind;
typedef enum { fmi3IntervalNotYetKnown, fmi3IntervalUnchanged, fmi3IntervalChanged } fmi3IntervalQualifier;

typedef void (*fmi3LogMessageCallback)(fmi3InstanceEnvironment, fmi3Status, fmi3String category, fmi3String message);
typedef void (*fmi3IntermediateUpdateCallback)(fmi3InstanceEnvironment, fmi3Float64 intermediateUpdateTime,
                                               fmi3Boolean intermediateVariableSetRequested,
                                               fmi3Boolean intermediateVariableGetAllowed,
                                               fmi3Boolean intermediateStepFinished, fmi3Boolean canReturnEarly,
                                               fmi3Boolean *earlyReturnRequested, fmi3Float64 *earlyReturnTime);
typedef void (*fmi3ClockUpdateCallback)(fmi3InstanceEnvironment);
typedef void (*fmi3LockPreemptionCallback)(void);
typedef void (*fmi3UnlockPreemptionCallback)(void);

/* common */
const char *fmi3GetVersion(void);
fmi3Status fmi3SetDebugLogging(fmi3Instance, fmi3Boolean loggingOn, size_t nCategories, const fmi3String[]);
fmi3Instance fmi3InstantiateModelExchange(fmi3String instanceName, fmi3String instantiationToken,
                                          fmi3String resourcePath, fmi3Boolean visible, fmi3Boolean loggingOn,
                                          fmi3InstanceEnvironment, fmi3LogMessageCallback);
fmi3Instance fmi3InstantiateCoSimulation(fmi3String instanceName, fmi3String instantiationToken,
                                         fmi3String resourcePath, fmi3Boolean visible, fmi3Boolean loggingOn,
                                         fmi3Boolean eventModeUsed, fmi3Boolean earlyReturnAllowed,
                                         const fmi3ValueReference requiredIntermediateVariables[],
                                         size_t nRequiredIntermediateVariables, fmi3InstanceEnvironment,
                                         fmi3LogMessageCallback, fmi3IntermediateUpdateCallback);
fmi3Instance fmi3InstantiateScheduledExecution(fmi3String instanceName, fmi3String instantiationToken,
                                               fmi3String resourcePath, fmi3Boolean visible, fmi3Boolean loggingOn,
                                               fmi3InstanceEnvironment, fmi3LogMessageCallback,
                                               fmi3ClockUpdateCallback, fmi3LockPreemptionCallback,
                                               fmi3UnlockPreemptionCallback);
void fmi3FreeInstance(fmi3Instance);
fmi3Status fmi3EnterInitializationMode(fmi3Instance, fmi3Boolean toleranceDefined, fmi3Float64 tolerance,
                                       fmi3Float64 startTime, fmi3Boolean stopTimeDefined, fmi3Float64 stopTime);
fmi3Status fmi3ExitInitializationMode(fmi3Instance);
fmi3Status fmi3EnterEventMode(fmi3Instance);
fmi3Status fmi3Terminate(fmi3Instance);
fmi3Status fmi3Reset(fmi3Instance);

/* values: fmi3GetT(instance, references, n, values, nValues) for each type T */
#define HYSC_FMI3_ACCESS(T, type) \
  fmi3Status fmi3Get##T(fmi3Instance, const fmi3ValueReference[], size_t, type[], size_t); \
  fmi3Status fmi3Set##T(fmi3Instance, const fmi3ValueReference[], size_t, const type[], size_t);
HYSC_FMI3_ACCESS(Float32, fmi3Float32)
HYSC_FMI3_ACCESS(Float64, fmi3Float64)
HYSC_FMI3_ACCESS(Int8, fmi3Int8)
HYSC_FMI3_ACCESS(UInt8, fmi3UInt8)
HYSC_FMI3_ACCESS(Int16, fmi3Int16)
HYSC_FMI3_ACCESS(UInt16, fmi3UInt16)
HYSC_FMI3_ACCESS(Int32, fmi3Int32)
HYSC_FMI3_ACCESS(UInt32, fmi3UInt32)
HYSC_FMI3_ACCESS(Int64, fmi3Int64)
HYSC_FMI3_ACCESS(UInt64, fmi3UInt64)
HYSC_FMI3_ACCESS(Boolean, fmi3Boolean)
HYSC_FMI3_ACCESS(String, fmi3String)
#undef HYSC_FMI3_ACCESS
fmi3Status fmi3GetBinary(fmi3Instance, const fmi3ValueReference[], size_t, size_t valueSizes[], fmi3Binary[], size_t);
fmi3Status fmi3SetBinary(fmi3Instance, const fmi3ValueReference[], size_t, const size_t valueSizes[],
                         const fmi3Binary[], size_t);
fmi3Status fmi3GetClock(fmi3Instance, const fmi3ValueReference[], size_t, fmi3Clock[]);
fmi3Status fmi3SetClock(fmi3Instance, const fmi3ValueReference[], size_t, const fmi3Clock[]);

fmi3Status fmi3GetNumberOfVariableDependencies(fmi3Instance, fmi3ValueReference, size_t *);
fmi3Status fmi3GetVariableDependencies(fmi3Instance, fmi3ValueReference dependent, size_t elementIndices[],
                                       fmi3ValueReference independents[], size_t elementIndicesOfIndependents[],
                                       fmi3DependencyKind[], size_t nDependencies);
fmi3Status fmi3GetFMUState(fmi3Instance, fmi3FMUState *);
fmi3Status fmi3SetFMUState(fmi3Instance, fmi3FMUState);
fmi3Status fmi3FreeFMUState(fmi3Instance, fmi3FMUState *);
fmi3Status fmi3SerializedFMUStateSize(fmi3Instance, fmi3FMUState, size_t *);
fmi3Status fmi3SerializeFMUState(fmi3Instance, fmi3FMUState, fmi3Byte[], size_t);
fmi3Status fmi3DeserializeFMUState(fmi3Instance, const fmi3Byte[], size_t, fmi3FMUState *);
fmi3Status fmi3GetDirectionalDerivative(fmi3Instance, const fmi3ValueReference unknowns[], size_t,
                                        const fmi3ValueReference knowns[], size_t, const fmi3Float64 seed[],
                                        size_t, fmi3Float64 sensitivity[], size_t);
fmi3Status fmi3GetAdjointDerivative(fmi3Instance, const fmi3ValueReference unknowns[], size_t,
                                    const fmi3ValueReference knowns[], size_t, const fmi3Float64 seed[], size_t,
                                    fmi3Float64 sensitivity[], size_t);
fmi3Status fmi3EnterConfigurationMode(fmi3Instance);
fmi3Status fmi3ExitConfigurationMode(fmi3Instance);
fmi3Status fmi3GetIntervalDecimal(fmi3Instance, const fmi3ValueReference[], size_t, fmi3Float64 intervals[],
                                  fmi3IntervalQualifier[]);
fmi3Status fmi3GetIntervalFraction(fmi3Instance, const fmi3ValueReference[], size_t, fmi3UInt64 counters[],
                                   fmi3UInt64 resolutions[], fmi3IntervalQualifier[]);
fmi3Status fmi3GetShiftDecimal(fmi3Instance, const fmi3ValueReference[], size_t, fmi3Float64 shifts[]);
fmi3Status fmi3GetShiftFraction(fmi3Instance, const fmi3ValueReference[], size_t, fmi3UInt64 counters[],
                                fmi3UInt64 resolutions[]);
fmi3Status fmi3SetIntervalDecimal(fmi3Instance, const fmi3ValueReference[], size_t, const fmi3Float64 intervals[]);
fmi3Status fmi3SetIntervalFraction(fmi3Instance, const fmi3ValueReference[], size_t, const fmi3UInt64 counters[],
                                   const fmi3UInt64 resolutions[]);
fmi3Status fmi3SetShiftDecimal(fmi3Instance, const fmi3ValueReference[], size_t, const fmi3Float64 shifts[]);
fmi3Status fmi3SetShiftFraction(fmi3Instance, const fmi3ValueReference[], size_t, const fmi3UInt64 counters[],
                                const fmi3UInt64 resolutions[]);
fmi3Status fmi3EvaluateDiscreteStates(fmi3Instance);
fmi3Status fmi3UpdateDiscreteStates(fmi3Instance, fmi3Boolean *discreteStatesNeedUpdate,
                                    fmi3Boolean *terminateSimulation,
                                    fmi3Boolean *nominalsOfContinuousStatesChanged,
                                    fmi3Boolean *valuesOfContinuousStatesChanged, fmi3Boolean *nextEventTimeDefined,
                                    fmi3Float64 *nextEventTime);
/* model exchange */
fmi3Status fmi3EnterContinuousTimeMode(fmi3Instance);
fmi3Status fmi3CompletedIntegratorStep(fmi3Instance, fmi3Boolean noSetFMUStatePriorToCurrentPoint,
                                       fmi3Boolean *enterEventMode, fmi3Boolean *terminateSimulation);
fmi3Status fmi3SetTime(fmi3Instance, fmi3Float64);
fmi3Status fmi3SetContinuousStates(fmi3Instance, const fmi3Float64[], size_t);
fmi3Status fmi3GetContinuousStateDerivatives(fmi3Instance, fmi3Float64[], size_t);
fmi3Status fmi3GetEventIndicators(fmi3Instance, fmi3Float64[], size_t);
fmi3Status fmi3GetContinuousStates(fmi3Instance, fmi3Float64[], size_t);
fmi3Status fmi3GetNominalsOfContinuousStates(fmi3Instance, fmi3Float64[], size_t);
fmi3Status fmi3GetNumberOfEventIndicators(fmi3Instance, size_t *);
fmi3Status fmi3GetNumberOfContinuousStates(fmi3Instance, size_t *);
/* co-simulation */
fmi3Status fmi3EnterStepMode(fmi3Instance);
fmi3Status fmi3GetOutputDerivatives(fmi3Instance, const fmi3ValueReference[], size_t, const fmi3Int32 orders[],
                                    fmi3Float64 values[], size_t);
fmi3Status fmi3DoStep(fmi3Instance, fmi3Float64 currentCommunicationPoint, fmi3Float64 communicationStepSize,
                      fmi3Boolean noSetFMUStatePriorToCurrentPoint, fmi3Boolean *eventHandlingNeeded,
                      fmi3Boolean *terminateSimulation, fmi3Boolean *earlyReturn, fmi3Float64 *lastSuccessfulTime);
/* scheduled execution */
fmi3Status fmi3ActivateModelPartition(fmi3Instance, fmi3ValueReference clockReference, fmi3Float64 activationTime);

#endif
