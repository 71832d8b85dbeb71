/*
 * fmu.h - an instance of the FMU: the run of the runtime it drives (a
 * hysc_sim), the importer's callbacks and the FMI state machine.  Shared by
 * the files of runtime/fmi.
 */
#ifndef HYSC_FMU_H
#define HYSC_FMU_H

#include <setjmp.h>
#include <sys/types.h>
#include "hysc_runtime.h"
#include "fmi2.h"
#include "fmi3.h"

typedef enum { FMU_INSTANTIATED, FMU_INITIALIZING, FMU_STEPPING, FMU_EVENT, FMU_CONTINUOUS, FMU_TERMINATED,
               FMU_ERROR } fmu_phase;

typedef struct fmu {
  hysc_model model;       /* hysc_model_instance with a clean name */
  char *model_name;
  hysc_sim *S;
  char *instance_name;
  fmi2CallbackFunctions cb;
  int version;            /* of the FMI calls: 2 or 3 */
  fmi3LogMessageCallback log3; /* FMI 3.0's logger and its environment */
  void *environment3;
  fmi2Type type;
  int logging;
  fmu_phase phase;
  FILE *log;              /* the runtime's messages, line by line to cb.logger */
  char line[2048];
  size_t line_length;
  jmp_buf exit_jump;      /* where an exit() of the runtime returns to */
  int solver;             /* the parameter hysc_solver: 0 IDA, 1 Newmark */
  const hysc_backend *backend;
  void *state;            /* the backend's, between co-simulation steps */
  int model_terminated;   /* terminate() in the model, or the run stopped */
  /* model exchange: the states or the time set since the algebraic
     variables and derivatives were last made consistent with them */
  int unsettled;
  int inputs_changed;     /* co-simulation: an input set since the last step */
  int stop_defined;       /* the importer gave a stop time */
  double next_time_event; /* reported by the last fmi2NewDiscreteStates */
  unsigned char *triggered; /* [n_roots] */
  double *depth;          /* [n_contacts] model exchange: how far inside the surface of each contact the
                             positions were at the last check (fmu_me.c contacts_followed) */
  double last_successful_time;
} fmu;

/* 1 input, 2 output, 0 neither, of vars[k] */
static inline int fmu_causality(const hysc_model *m, int k) { return m->causality ? m->causality[k] : 0; }

/* Value references: vars[k] is k; der(state i) is n_vars + i; the solver
   parameter follows them. */
static inline unsigned fmu_solver_reference(const hysc_model *m) { return (unsigned)(m->n_vars + m->n_states); }
/* FMI 3.0 names two more kinds: the independent variable time, then the
   event indicators (one per root function) */
static inline unsigned fmu_time_reference(const hysc_model *m) { return fmu_solver_reference(m) + 1; }

/* An instance (NULL after a message): FMI 2.0's callbacks cb, or with
   version 3 FMI 3.0's logger log3 and its environment. */
fmu *fmu_instantiate(fmi2String name, fmi2Type type, fmi2String guid, int logging, int version,
                     const fmi2CallbackFunctions *cb, fmi3LogMessageCallback log3, void *environment3);
/* fmi2SetupExperiment's work, the errors naming call. */
fmi2Status fmu_experiment(fmu *F, int tolerance_defined, double tolerance, double start, int stop_defined,
                          double stop, const char *call);
/* fmi2Get/SetReal, Integer, Boolean's work, the errors naming call: the
   values pass as doubles. */
fmi2Status fmu_get_values(fmu *F, const fmi2ValueReference vr[], size_t n, double *out, hysc_type type,
                          const char *call);
fmi2Status fmu_set_values(fmu *F, const fmi2ValueReference vr[], size_t n, const double *in, hysc_type type,
                          const char *call);
/* Model exchange's vectors: what 0 states, 1 derivatives, 2 event
   indicators, 3 nominals; out to get, in to set. */
fmi2Status fmu_vector(fmu *F, double *out, const double *in, size_t n, int what, const char *call);
/* Event indicator k: the root function of the relation, never exactly
   zero (FMI's domains are z > 0 and z <= 0; hysc's relations switch past
   zero, so a zero is put on the side the relation stands). */
double fmu_indicator(const fmu *F, int k);
/* Model exchange's modes: phase to from one of the phases of mask. */
fmi2Status fmu_enter(fmu *F, unsigned mask, fmu_phase to, const char *call);
/* Runs body(F, arg) with F's logger for the runtime's messages and exit()
   caught: fmi2Error (and the instance unusable) when the runtime exited. */
fmi2Status fmu_guarded(fmu *F, fmi2Status (*body)(fmu *F, void *arg), void *arg);
/* The write function of an instance's stream (fopencookie): whole lines to
   the logger, as errors or warnings by their words. */
ssize_t fmu_log_write(void *cookie, const char *buf, size_t size);
/* A message of the FMU itself through the logger (status and category). */
void fmu_log(fmu *F, fmi2Status status, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* fmi2OK when F is in one of the phases of the mask (1 << phase), else an
   error naming the call. */
fmi2Status fmu_phase_check(fmu *F, unsigned mask, const char *call);
/* The GUID of the model: a hash of its variables, written into
   modelDescription.xml and checked by fmi2Instantiate. */
void fmu_guid(const hysc_model *m, char *out, size_t size);
/* Model exchange: algebraic variables and derivatives consistent with the
   states and the time the importer set. */
int fmu_settle(fmu *F);
/* Initialization (the initial event) at the start time, once. */
int fmu_initialize(fmu *F);
/* Co-simulation: the backend, made afresh from the values now where an FMU
   state was taken or set since the last step (fmu_state.c). */
int fmu_backend_ready(fmu *F);

#endif
