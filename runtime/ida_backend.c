/*
 * ida_backend.c - advances a model with SUNDIALS IDA (variable-order BDF on
 * the residual form F(t, y, y') = 0) one step at a time, stopping exactly at
 * time events and the stop time (IDASetStopTime), interpolating output rows,
 * and stopping at roots of the root functions (relations and the bounds of
 * frozen floor/ceil/integer values): IDA's own, where a root function changed
 * sign over a step, and ours, where one switched and switched back inside a
 * step (crossings.c), or was exactly zero where IDA restarted.
 *
 * It owns every SUNDIALS object and frees them in reverse order.  It must not
 * decide anything about events: at a root it hands over to sim_event() and
 * restarts IDA from the values that sim_event() left in hysc_data.  The
 * initial values come from the runtime's own initialization, so IDACalcIC is
 * not used.  The driver reaches it only through hysc_ida_backend (at the end).
 *
 * Longer than 600 lines on purpose: one backend per file keeps ida_context
 * and every SUNDIALS handle private to it; the search for switches inside a
 * step is already shared (crossings.c).
 */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <ida/ida.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunlinsol/sunlinsol_klu.h>
#include <sunmatrix/sunmatrix_dense.h>
#include <sunmatrix/sunmatrix_sparse.h>
#include "hysc_runtime.h"

/* ida_rank.c: inner wrapped for the modes with structurally redundant rows */
SUNLinearSolver ida_rank_solver(SUNLinearSolver inner, int n, int modes, const jac_assembly *pattern,
                                SUNContext sun);
/* klu_fresh.c: KLU factoring afresh at once where its last setup did */
SUNLinearSolver klu_fresh_solver(SUNLinearSolver inner, SUNContext sun);
/* nvector_kernels.c: v's hot operations compiled here, results unchanged */
void nvector_fast_kernels(N_Vector v);

/* How far (relative to max(|t|, 1)) a root function that is exactly zero at
   a restart is followed along the tangent to see which way it goes. */
#define RESTART_PROBE 1e-9
/* IDA steps toward one output time or event before we give up */
#define MAX_STEPS_PER_INTERVAL 100000
/* The local error (IDA's weighted norm) that restart_step allows the first
   step after a time event: inside IDA's own test (1), with room for IDA's
   estimate of it, which differs from ours.  (At 1e-4 once, each restart of
   ActuatorWithNoise began some 8 doublings of the step short, and IDA took
   60 % more steps on tests/models/SampledLag.mo.) */
#define RESTART_ERROR 0.3
/* Step sizes tried for that step, each shortened from the error the last
   one had, before IDA's own choice is left. */
#define RESTART_PROBES 3
/* How far (relative to max(|t|, 1)) past a fold jump_past_fold restarts. */
#define JUMP_AHEAD 1e-10
/* Steps IDA takes with algebraic variables outside its error test after
   degrade() before they go back in (restore_error_test). */
#define SUPPRESSED_STEPS 2
/* A jump within this many steps after they went back in, or within this
   fraction of the run after the one before, doubles that. */
#define RECENT_STEPS 20
#define RECENT_SPAN 1e-6
/* Accepted steps in a row that do not move t (IDA's step size below the
   rounding of t, as it creeps up to a jump no event marks) before IDA is
   taken to be stuck there (ida_step): waiting for MAX_STEPS_PER_INTERVAL
   such steps would only waste them. */
#define STALLED_STEPS 20
/* Failures of IDA's error test that algebraic variables dominated, at
   steps shorter than STALL_SPAN of the run (at that pace it would take
   over a million steps), with never CLEAN_STEPS steps in a row without one
   in between, before they go outside it (a stall, note_stall). */
#define STALL_FAILURES 20
#define CLEAN_STEPS 10
#define STALL_SPAN 1e-6
/* The dummies of a choice that depends on the values go into the error test
   where a part's measure falls below this fraction of its start, and out
   again above the second (watch_choice). */
#define WATCH_FRACTION 0.02
#define WATCH_RECOVER 0.05
#define WATCH_HOLD 20

typedef struct {
  hysc_sim *S;
  char last_message[512]; /* IDA's own error text, repeated in ours */
  int nonfinite_row;      /* residual row that was NaN/Inf, or -1 */
  double nonfinite_time;
  int collapsed;          /* IDA called the residual with non-finite y or y'
                             (its step size underflowed): not the model's NaN */
  double collapsed_time;
  int suppressed;         /* algebraic variables are outside the error test */
  int warned;             /* the warning of degrade() was printed */
  double suppressed_t;    /* where degrade() last took them out (-inf: never) */
  long n_ok;              /* IDA's steps taken in the run */
  long suppressed_at, restored_at; /* n_ok when degrade() and restore_error_test() last acted */
  long hold;              /* steps to take with them outside (restore_error_test) */
  long nef_seen;          /* IDA's error test failures since its (re)start, at its last step */
  long stall, stall_from; /* failures of a stall so far (note_stall), and n_ok where it began */
  long clean;             /* steps in a row without a failure of the error test */
  int stalled;            /* the algebraic variables are out after a stall (unstall) */
  long passing;           /* then the steps in a row that would have passed with them in */
  int refresh;            /* then a step since the last values recomputed (load_values) */
  double jumped_t;        /* where the last jump past a fold restarted IDA */
  double renewed_from;    /* the time of the values renew_history last restarted from */
  int frozen;             /* IDA's accepted steps in a row that left t as it was */
  int worst;              /* largest local error at a failure (worst_error) */
  int root_error;         /* a zero-crossing function was not finite */
  double *y_probe;        /* [n_continuous] see unreported_switches */
  N_Vector dky;           /* IDA's interpolant at a time of its last step */
  /* [n_roots + 1] scratch of interior_switch */
  double *z0, *z1, *z_to, *z_plus, *z_minus, *slope0, *slope1, *fraction;
  int hit_root;           /* the root function interior_switch found */
  /* Where the values are plain copies of IDA's interpolant (C->plain),
     the last span end's z and d(phi)/dt [n_roots], kept for the span that
     begins there: at kept_t (NAN: none; a restart forgets them).  loaded_t
     is the time of the plain values in hysc_data, or NAN. */
  double *z_kept, *rate_kept;
  double kept_t, loaded_t;
  /* the mode's kind of values, which only an event changes (note_mode) */
  int index2, plain;
  /* IDA's own values in yy, yp at the end of its last step (no root, no
     stop time there: exactly its interpolant's) may stand for the
     interpolant at own_t (NAN: not now) */
  int own_step;
  double own_t;
  /* where IDA stands: t_ida is the end of its last step, or its root there
     (root_pending), possibly ahead of the values handled so far; fresh: it
     has just (re)started at the current values */
  double t_ida;
  int root_pending, fresh;
  /* the last advance returned at a co-simulation step's end (hysc_sim.pausing)
     with IDA where it was: the next one goes on from there, as between two
     output rows */
  int paused;
  /* IDA's next step size after its last step (0: none yet), and the first
     step of its next restart (0: IDA's own choice; restart_step) */
  double h_next, h_restart;
  double *y_left;         /* [n_continuous] the states where an event began */
  double *yp_ahead;       /* [n_continuous] scratch of first_step_error */
  /* counters of the IDA run before the last IDAReInit (which resets them) */
  long steps, res_evals, jac_evals, nl_iters, g_evals, rejected;
  /* the SUNDIALS objects of one run (ida_setup, ida_release) */
  SUNContext sun;
  N_Vector yy, yp, id, atol;
  N_Vector id_dummies;    /* 0 at the dummy derivatives, else 1; NULL: none (error_test) */
  choice_watch *watch;    /* the choices of dummies that depend on the values, or NULL */
  error_modes *modes;     /* the unknowns each mode makes derivatives, or NULL (mode_error_test) */
  int watch_in;           /* their dummies are in the error test (watch_choice) */
  long watch_in_at;       /* n_ok when they went in */
  double watch_until;     /* the end of the step that put them in */
  SUNMatrix A;
  SUNLinearSolver LS;
  void *mem;
  jac_assembly jac;         /* the analytic Jacobian (jac_available) */
  double *jac_values;       /* [jac.nnz] scratch of the dense case */
  int *roots;               /* [n_roots] IDAGetRootInfo */
  unsigned char *triggered; /* [n_roots] the root functions of an event */
  double *z_probe;          /* [n_roots] scratch of unreported_switches */
  /* [n_samples] 1 where the sample's last event kept the continuous problem
     (sim_event_kept_problem): IDA steps over its next instant, which is
     handled on the interpolant like an output time (a restart from there
     if it changes the problem after all) */
  unsigned char *sample_quiet;
} ida_context;

static int restart(ida_context *C, void *mem, N_Vector yy, N_Vector yp);
static int error_test(ida_context *C, void *mem, int all_algebraic_out);
static void noevent_equation(const hysc_model *m, char *buf, size_t size);

/* One helper names the failing call; flag < 0 is an error in SUNDIALS 6. */
static int check(ida_context *C, int flag, const char *call)
{
  if (flag >= 0)
    return HYSC_OK;
  char *name = IDAGetReturnFlagName(flag);
  sim_error(C->S, "at t=%.17g, %s failed with %s%s%s%s", C->S->data.t, call,
            name ? name : "an error", C->last_message[0] ? ": " : "", C->last_message,
            sim_static_choice(C->S->model));
  free(name);
  return HYSC_FAIL;
}

static int check_pointer(ida_context *C, const void *p, const char *call)
{
  if (p)
    return HYSC_OK;
  sim_error(C->S, "%s failed (out of memory?)", call);
  return HYSC_FAIL;
}

/* IDA would print to stderr on its own; we keep the text for our message so
   that the user sees one error, in our format. */
static void error_handler(int code, const char *module, const char *function, char *msg,
                          void *data)
{
  ida_context *C = data;
  (void)module;
  if (code == IDA_WARNING)
    return;
  snprintf(C->last_message, sizeof C->last_message, "%s: %s", function, msg);
}

static int residual(sunrealtype t, N_Vector yy, N_Vector yp, N_Vector rr, void *data)
{
  ida_context *C = data;
  hysc_sim *S = C->S;
  hysc_data W = S->data;
  double *r = N_VGetArrayPointer(rr);
  W.t = t;
  W.y = N_VGetArrayPointer(yy);
  W.yp = N_VGetArrayPointer(yp);
  for (int i = 0; i < S->n_continuous; i++)
    if (!isfinite(W.y[i]) || !isfinite(W.yp[i])) {
      /* IDA's own values, from a step size that has shrunk to nothing */
      C->collapsed = 1;
      C->collapsed_time = t;
      return 1;
    }
  S->model->residual(&W, r);
  for (int i = 0; i < S->n_continuous; i++)
    if (!isfinite(r[i])) {
      /* recoverable: IDA retries with a smaller step, which cures
         overshooting into a domain error; if it cannot, we report this */
      C->nonfinite_row = i;
      C->nonfinite_time = t;
      return 1;
    }
  return 0;
}

/* Index 2 now: reduced constraints, in a mode that sim_index1_mode does
   not relax.  Plain values: hysc_data at a time is IDA's interpolant there,
   with nothing recomputed (load_values).  Both are set at each (re)start. */
static void note_mode(ida_context *C)
{
  const hysc_sim *S = C->S;
  C->index2 = S->model->n_multipliers > 0 && !sim_index1_mode(S);
  C->plain = !(C->index2 || S->model->roots_read_derivatives || C->suppressed);
}

static int root_functions(sunrealtype t, N_Vector yy, N_Vector yp, sunrealtype *g,
                          void *data)
{
  ida_context *C = data;
  hysc_sim *S = C->S;
  hysc_data W = S->data;
  W.t = t;
  W.y = N_VGetArrayPointer(yy);
  W.yp = N_VGetArrayPointer(yp);
  if (C->index2 || S->model->roots_read_derivatives) {
    /* index 2: the interpolated algebraic variables (a normal force in
       lambda < 0) are not error-controlled; nor are interpolated derivatives
       (der(x) > 2.5 would switch early and back after the event): recompute
       them from the states in the output copy, which is rewritten when IDA
       returns anyway */
    hysc_data *D = &S->data;
    size_t bytes = (size_t)S->n_continuous * sizeof(double);
    D->t = t;
    memcpy(D->y, W.y, bytes);
    memcpy(D->yp, W.yp, bytes);
    if (sim_consistent_between_events(S, "a root function") != HYSC_OK) {
      C->root_error = 0;
      return -1;
    }
    W = *D;
  }
  S->model->zero_crossings(&W, g);
  for (int k = 0; k < S->n_roots; k++) {
    if (!isfinite(g[k])) {
      C->root_error = k;
      return -1;
    }
    g[k] = sim_root_function(S, k, g[k]);
  }
  return 0;
}

/* IDAReInit resets IDA's counters, so they are banked before each restart. */
static void bank_counters(ida_context *C, void *mem)
{
  long v;
  if (IDAGetNumSteps(mem, &v) == IDA_SUCCESS) C->steps += v;
  if (IDAGetNumResEvals(mem, &v) == IDA_SUCCESS) C->res_evals += v;
  if (IDAGetNumLinResEvals(mem, &v) == IDA_SUCCESS) C->res_evals += v;
  if (IDAGetNumJacEvals(mem, &v) == IDA_SUCCESS) C->jac_evals += v;
  if (IDAGetNumNonlinSolvIters(mem, &v) == IDA_SUCCESS) C->nl_iters += v;
  if (IDAGetNumGEvals(mem, &v) == IDA_SUCCESS) C->g_evals += v;
  if (IDAGetNumErrTestFails(mem, &v) == IDA_SUCCESS) C->rejected += v;
  if (IDAGetNumNonlinSolvConvFails(mem, &v) == IDA_SUCCESS) C->rejected += v;
}

/* IDA's error norm squares each value and derivative over its tolerance
   (rtol |y| + atol): beyond sqrt(DBL_MAX), 1.3e154, that overflows, its step
   size becomes 0, and IDA fails with a message about its own inputs.  Says
   so, naming the largest such value and the --set settings: true when it
   did. */
static int report_extreme_values(ida_context *C)
{
  hysc_sim *S = C->S;
  int nc = S->n_continuous, worst = -1, derivative = 0;
  double largest = sqrt(DBL_MAX);
  const double *y = N_VGetArrayPointer(C->yy), *yp = N_VGetArrayPointer(C->yp);
  const double *atol = N_VGetArrayPointer(C->atol);
  for (int d = 0; d < 2; d++)   /* a value before a derivative as large */
    for (int i = 0; i < nc; i++)
      if (fabs(d ? yp[i] : y[i]) / (S->opt.rtol * fabs(y[i]) + atol[i]) > largest) {
        largest = fabs(d ? yp[i] : y[i]) / (S->opt.rtol * fabs(y[i]) + atol[i]);
        worst = i;
        derivative = d;
      }
  if (worst < 0)
    return 0;
  text_buffer set = {0};
  for (int i = 0; i < S->opt.n_settings; i++)
    text_add(&set, "%s%s", i ? ", " : "; --set gave ", S->opt.settings[i].text);
  sim_error(S, "at t=%.17g, IDA cannot step from values this large: %s'%s' is %g and its "
            "tolerance (rtol |%s| + atol) %g; their ratio exceeds 1.3e154, where its square in "
            "IDA's error norm overflows%s (IDA: %s)", S->data.t, derivative ? "the derivative of " : "",
            S->continuous_name[worst], derivative ? yp[worst] : y[worst], S->continuous_name[worst],
            S->opt.rtol * fabs(y[worst]) + atol[worst], text_or(&set, ""),
            C->last_message[0] ? C->last_message : "IDASolve failed");
  free(set.text);
  return 1;
}

static void report_solve_failure(ida_context *C, int flag, double t)
{
  hysc_sim *S = C->S;
  const hysc_model *m = S->model;
  S->data.t = t;
  if (C->root_error >= 0) {
    if (C->root_error < m->n_relations)
      sim_error(S, "at t=%.17g, relation '%s' (%s) cannot be evaluated (NaN or Inf)", t,
                m->relations[C->root_error].text, sim_place(m, m->relations[C->root_error].line));
    else
      sim_error(S, "at t=%.17g, the argument of floor/ceil/integer/div/mod/rem number %d "
                "of the model cannot be evaluated (NaN or Inf)", t,
                (C->root_error - m->n_relations) / 2 + 1);
    return;
  }
  /* whatever IDA calls the failure (often too much work: it shrinks the
     step towards the NaN), a non-finite residual in this call is the cause */
  if (C->nonfinite_row >= 0 && !C->collapsed) {
    const hysc_source *e = &m->equations[C->nonfinite_row];
    sim_error(S, "at t=%.17g, the residual of equation '%s' (%s) is NaN or Inf and "
              "smaller steps did not help (IDA: %s)%s", C->nonfinite_time, e->text, sim_place(m, e->line),
              C->last_message[0] ? C->last_message : "IDASolve failed", sim_static_choice(m));
    return;
  }
  if (C->collapsed || flag == IDA_ERR_FAIL || flag == IDA_CONV_FAIL || flag == IDA_TOO_MUCH_WORK) {
    char where[600];
    int worst = C->worst;
    noevent_equation(m, where, sizeof where);
    sim_error(S, "at t=%.17g, IDA cannot step past this point: %s%s%s%s%s%s (IDA: %s)%s",
              C->collapsed ? C->collapsed_time : t,
              C->collapsed ? "its step size shrank to nothing"
              : flag == IDA_CONV_FAIL ? "its Newton iteration keeps failing"
              : flag == IDA_ERR_FAIL ? "its error test keeps failing" : "too many steps",
              worst >= 0 ? ", largest error in " : "", worst >= 0 ? S->continuous_name[worst] : "",
              where[0] ? "; the model switches without events in " : "", where,
              where[0] ? "" : "; the model may switch or chatter faster than the tolerances allow",
              C->last_message[0] ? C->last_message : "IDASolve failed", sim_static_choice(m));
    return;
  }
  if (!report_extreme_values(C))
    check(C, flag, "IDASolve");
}

/* The continuous variable with the largest weighted local error estimate
   of IDA's last (failed) step, or -1; *algebraic (when not null) is the
   share of the algebraic variables in the square of that error's norm,
   and *norm its norm over all variables, which IDA's error test holds to 1
   where algebraic variables are in it. */
static int worst_error(ida_context *C, void *mem, double *algebraic, double *norm)
{
  int nc = C->S->n_continuous, worst = -1;
  double largest = 0, all = 0, alg = 0;
  N_Vector ele = N_VClone(C->dky), ewt = N_VClone(C->dky);
  if (ele && ewt && IDAGetEstLocalErrors(mem, ele) == IDA_SUCCESS &&
      IDAGetErrWeights(mem, ewt) == IDA_SUCCESS) {
    const double *e = N_VGetArrayPointer(ele), *w = N_VGetArrayPointer(ewt);
    const double *id = N_VGetArrayPointer(C->id);
    for (int i = 0; i < nc; i++) {
      double a = fabs(e[i] * w[i]);
      if (!isfinite(a))
        continue;
      all += a * a;
      alg += id[i] == 0.0 ? a * a : 0;
      if (a > largest) {
        largest = a;
        worst = i;
      }
    }
  }
  N_VDestroy(ele);
  N_VDestroy(ewt);
  if (algebraic)
    *algebraic = all > 0 ? alg / all : 0;
  if (norm)
    *norm = worst >= 0 ? sqrt(all / nc) : HUGE_VAL;
  return worst;
}

/* "'f = noEvent(...)' (file:line)": the first equation that switches
   without events, for messages; "" when none does. */
static void noevent_equation(const hysc_model *m, char *buf, size_t size)
{
  buf[0] = '\0';
  for (int i = 0; i < m->n_states + m->n_algebraic; i++)
    if (m->equations[i].text && strstr(m->equations[i].text, "noEvent(")) {
      snprintf(buf, size, "'%s' (%s)", m->equations[i].text, sim_place(m, m->equations[i].line));
      return;
    }
}

/* IDA restarted from consistent values at S->data.t (why: for the message
   when there are none), its failure state cleared. */
static int restart_consistent(ida_context *C, void *mem, N_Vector yy, N_Vector yp, const char *why)
{
  C->collapsed = 0;
  C->nonfinite_row = -1;
  if (sim_consistent(C->S, why) != HYSC_OK || restart(C, mem, yy, yp) != HYSC_OK)
    return HYSC_FAIL;
  return HYSC_OK;
}

/* With algebraic variables already outside the error test, IDA's Newton
   still fails right after t (flag IDA_CONV_FAIL): the branch of solutions
   its variables are on ends there (a fold: a Schmitt trigger's amplifier
   past its threshold), and the nearest values it corrects from are on that
   branch.  From IDA's values at t, the states moved along their
   derivatives a hair past t (JUMP_AHEAD relative to max(|t|, 1)), the
   consistent values there are on the branch that remains (newton_solve_across
   finds it), and IDA restarts from them.  Each time only past the last
   such t: no progress is a failure. */
static int jump_past_fold(ida_context *C, void *mem, N_Vector yy, N_Vector yp, double t)
{
  hysc_sim *S = C->S;
  hysc_data *D = &S->data;
  if (!(t > C->jumped_t))
    return HYSC_FAIL;
  C->jumped_t = t;
  double dt = JUMP_AHEAD * fmax(fabs(t), 1.0);
  const double *y = N_VGetArrayPointer(yy), *dy = N_VGetArrayPointer(yp);
  memcpy(D->y, y, (size_t)S->n_continuous * sizeof(double));
  memcpy(D->yp, dy, (size_t)S->n_continuous * sizeof(double));
  for (int i = 0; i < S->n_states; i++)
    D->y[i] += dt * dy[i];
  D->t = t + dt;
  return restart_consistent(C, mem, yy, yp, "restart past a jump without event");
}

/* Algebraic variables go outside IDA's error test, from consistent values
   at the last time handled, with a warning (once per run) saying why
   (cause, at t): for C->hold steps (restore_error_test), twice as many as
   the last time when soon (they had just gone back in). */
static int suppress_algebraic(ida_context *C, void *mem, N_Vector yy, N_Vector yp, double t,
                              const char *cause, int soon)
{
  hysc_sim *S = C->S;
  char where[600];
  int worst = worst_error(C, mem, NULL, NULL);
  noevent_equation(S->model, where, sizeof where);
  if (!C->warned)
    fprintf(stderr, "%s: warning: at t=%.17g, %s%s%s%s%s%s; continuing with algebraic variables "
            "outside its error test\n", S->model->name, t, cause,
            worst >= 0 ? " (largest error in " : "", worst >= 0 ? text_clean(S->continuous_name[worst]) : "",
            where[0] ? "; the model switches without events in " : "", where, worst >= 0 ? ")" : "");
  C->warned = 1;
  C->suppressed = 1;
  C->hold = !soon ? SUPPRESSED_STEPS : C->hold < (1L << 30) ? 2 * C->hold : C->hold;
  C->suppressed_t = t;
  C->suppressed_at = C->n_ok;
  C->passing = 0;
  C->collapsed = 0;
  C->nonfinite_row = -1;
  if (error_test(C, mem, 1) != HYSC_OK ||
      sim_consistent(S, "restart with algebraic variables outside the error test") != HYSC_OK ||
      restart(C, mem, yy, yp) != HYSC_OK)
    return HYSC_FAIL;
  return HYSC_OK;
}

/* The largest local error is in a derivative that index reduction made
   (der(...)) where its choice of states depends on the values: that choice
   turning singular, not a jump to step over. */
static int choice_turning_singular(ida_context *C, void *mem)
{
  const hysc_model *m = C->S->model;
  int worst = worst_error(C, mem, NULL, NULL);
  return m->state_choice_varies && worst >= 0 && m->reduction_flags &&
         (m->reduction_flags[worst] & HYSC_REDUCED_DERIVATIVE);
}

/* IDA's Newton iteration failing on a derivative that index reduction made
   where its choice of states depends on the values, before that choice is
   called singular: after a failed error test IDA's order may drop to 1,
   where its predicted derivative of a state is the slope of the last step,
   off from the one its equation gives (m der(x) = px) by a fraction of that
   step.  The differentiated constraint holds that derivative nonlinearly
   (2 der(x)^2 + ...), so the first correction leaves a residual of the
   square of that offset, whatever IDA's step size: shorter steps never
   converge.  IDA restarts from consistent values at the last time handled,
   its history then agreeing with the equations; once per such time, a
   failure again before the next one is the choice turning singular. */
static int renew_history(ida_context *C, void *mem, N_Vector yy, N_Vector yp, int flag)
{
  hysc_sim *S = C->S;
  if (flag != IDA_CONV_FAIL || !(S->data.t > C->renewed_from))
    return HYSC_FAIL;
  C->renewed_from = S->data.t;
  return restart_consistent(C, mem, yy, yp, "restart of IDA from consistent derivatives");
}

/* The dummies of watched choices (HYSC_REDUCED_WATCHED) into IDA's error
   test (in) or out of it, from the next time error_test() sets it. */
static void watched_in(ida_context *C, int in)
{
  const hysc_model *m = C->S->model;
  C->watch_in = in;
  if (!C->id_dummies || !m->reduction_flags)
    return;
  double *dv = N_VGetArrayPointer(C->id_dummies);
  for (int i = C->S->n_states; i < C->S->n_continuous; i++)
    if (m->reduction_flags[i] & HYSC_REDUCED_WATCHED)
      dv[i] = in ? 1.0 : 0.0;
}

/* Dummy derivatives whose choice depends on the values stay out of IDA's
   error test (their estimates, one order worse, would hold it at short
   steps) while each watched part keeps WATCH_FRACTION of its measure at
   the start (choice_watch.c).  Where one comes nearer singular, or crosses
   it, in IDA's step to t (failed: IDA failed on the way there), IDA
   restarts from the last values handled with them in the test, where their
   growing estimates stop the run at the singular point with its message.
   Returns 1 when IDA was restarted (the step is taken anew), 0 when not,
   -1 on failure. */
static int watch_choice(ida_context *C, double t, int failed)
{
  if (!C->watch || C->watch_in)
    return 0;
  hysc_data at = C->S->data;
  at.t = t;
  at.y = N_VGetArrayPointer(C->yy);
  at.yp = N_VGetArrayPointer(C->yp);
  if (!failed && choice_watch_regular(C->watch, &at, WATCH_FRACTION, 1))
    return 0;
  watched_in(C, 1);
  C->watch_in_at = C->n_ok;
  C->watch_until = t;
  if ((!C->suppressed && error_test(C, C->mem, 0) != HYSC_OK) ||
      restart_consistent(C, C->mem, C->yy, C->yp, "restart with the dummy derivatives of a choice near "
                         "singular in the error test") != HYSC_OK)
    return -1;
  return 1;
}

/* Once IDA has taken WATCH_HOLD steps with them in, past the end of the
   step that put them in, and stands where the values are handled, they go
   out again when every part is back above WATCH_RECOVER of its measure at
   the start. */
static int unwatch_choice(ida_context *C)
{
  hysc_sim *S = C->S;
  if (!C->watch || !C->watch_in || C->n_ok - C->watch_in_at < WATCH_HOLD || C->t_ida != S->data.t ||
      !(S->data.t > C->watch_until) || !choice_watch_regular(C->watch, &S->data, WATCH_RECOVER, 0))
    return HYSC_OK;
  watched_in(C, 0);
  if (!C->suppressed && error_test(C, C->mem, 0) != HYSC_OK)
    return HYSC_FAIL;
  return restart_consistent(C, C->mem, C->yy, C->yp, "restart with the dummy derivatives of a choice far "
                            "from singular out of the error test");
}

/* IDA failed to pass time t (error test or Newton failures, its step size
   collapsing).  Where algebraic variables are in its error test, a jump of
   one of them (a noEvent() switch: no event restarts IDA there) can never
   pass it: IDA is restarted from the last values handled with algebraic
   variables outside the error test until it is past the jump
   (restore_error_test); again at the next jump, if it is later.  A jump
   again right after they went back in, or hardly later than the one before
   (chattering), keeps them out twice as many steps.  Returns HYSC_OK when
   it was restarted. */
static int degrade(ida_context *C, void *mem, N_Vector yy, N_Vector yp, int flag, double t)
{
  hysc_sim *S = C->S;
  if (C->suppressed && C->root_error < 0 && flag == IDA_CONV_FAIL && S->n_algebraic > 0)
    return jump_past_fold(C, mem, yy, yp, t);
  if (C->suppressed || S->n_algebraic == 0 || C->root_error >= 0 || !(t > C->suppressed_t) ||
      (C->nonfinite_row >= 0 && !C->collapsed) ||
      !(flag == IDA_ERR_FAIL || flag == IDA_CONV_FAIL || flag == IDA_REP_RES_ERR ||
        flag == IDA_TOO_MUCH_WORK))
    return HYSC_FAIL;
  if (choice_turning_singular(C, mem))
    return renew_history(C, mem, yy, yp, flag);
  int soon = C->n_ok - C->restored_at < RECENT_STEPS ||
             t - C->suppressed_t < RECENT_SPAN * (S->opt.stop_time - S->opt.start_time);
  const char *cause = C->collapsed ? "IDA's step size shrank to nothing"
                      : flag == IDA_ERR_FAIL ? "IDA's error test failed repeatedly"
                      : flag == IDA_CONV_FAIL ? "IDA's Newton iteration failed repeatedly"
                      : flag == IDA_TOO_MUCH_WORK ? "IDA's steps stayed too short to advance"
                      : "IDA's residual failed repeatedly";
  C->stalled = 0;
  return suppress_algebraic(C, mem, yy, yp, t, cause, soon);
}

/* IDA chose its next step less than twice as long as its last one: the
   error estimate, not the growth limit of a step size still rising from a
   restart, sets it. */
static int settled(void *mem)
{
  double last, next;
  return IDAGetLastStep(mem, &last) == IDA_SUCCESS && IDAGetCurrentStep(mem, &next) == IDA_SUCCESS &&
         next < 1.9 * last;
}

/* After each step IDA took (with no multipliers that keep algebraic
   variables out of its error test anyway).  Where they are in it, the
   failures of the error test on the way to a step shorter than STALL_SPAN
   of the run, where they carried most of the error estimate, add to a
   stall; other failures, or CLEAN_STEPS steps in a row without one, end
   it (near a singularity, sqrt(u) as u reaches 0, IDA's steps shrink too,
   but not to nothing).  Where a stall put them out, the steps in a
   row whose error estimate would have passed the test with them in, at a
   step size the states alone chose (settled), are counted
   (restore_error_test). */
static void note_stall(ida_context *C, void *mem)
{
  const hysc_sim *S = C->S;
  long nef;
  double algebraic = 0, norm = HUGE_VAL, h = 0;
  if (S->n_algebraic == 0 || S->model->n_multipliers > 0 ||
      IDAGetNumErrTestFails(mem, &nef) != IDA_SUCCESS)
    return;
  if (C->suppressed) {
    if (C->stalled && settled(mem))
      C->passing = (worst_error(C, mem, NULL, &norm), norm <= 1) ? C->passing + 1 : 0;
    return;
  }
  long failed = nef - C->nef_seen;
  C->nef_seen = nef;
  if (failed <= 0) {
    if (++C->clean >= CLEAN_STEPS)
      C->stall = 0;
    return;
  }
  C->clean = 0;
  worst_error(C, mem, &algebraic, NULL);
  if (algebraic <= 0.5 || IDAGetLastStep(mem, &h) != IDA_SUCCESS ||
      !(h < STALL_SPAN * (S->opt.stop_time - S->opt.start_time))) {
    C->stall = 0;
    return;
  }
  if (C->stall == 0)
    C->stall_from = C->n_ok;
  C->stall += failed;
}

/* A steep but continuous algebraic variable (a thyristor's voltage across
   an exponential conductance that a state switches in 1e-8 s) holds IDA's
   error test failing at every step with a step size near 1e-13, although
   the states, which determine it (index 1), would allow far longer steps:
   after STALL_FAILURES such failures, algebraic variables go outside
   the error test as after a failure (the states stay in it), at the end of
   IDA's step; a stall right after they went back in keeps them out twice
   as many steps. */
static int unstall(ida_context *C, void *mem, N_Vector yy, N_Vector yp)
{
  if (C->stall < STALL_FAILURES || C->t_ida != C->S->data.t || !(C->S->data.t > C->suppressed_t) ||
      choice_turning_singular(C, mem))
    return HYSC_OK;
  char cause[120];
  snprintf(cause, sizeof cause, "IDA's error test failed %ld times in its last %ld steps, "
           "mostly on algebraic variables", C->stall, C->n_ok - C->stall_from + 1);
  C->stalled = 1;
  return suppress_algebraic(C, mem, yy, yp, C->S->data.t, cause,
                            C->stall_from - C->restored_at < RECENT_STEPS);
}

/* Past the jump that degrade() let IDA step over, algebraic variables go
   back into the error test, from consistent values where IDA stands (once
   it has taken C->hold steps and handled all it stepped over): out
   of it, nothing keeps IDA's steps short where they move fast, and values
   inside a long step are solved for from its interpolant, which may lead
   to another branch of solutions (a Schmitt trigger switching early, in
   the middle of a step that spans its threshold). */
static int restore_error_test(ida_context *C, void *mem, N_Vector yy, N_Vector yp)
{
  if (!C->suppressed || (C->stalled ? C->passing : C->n_ok - C->suppressed_at) < C->hold ||
      C->t_ida != C->S->data.t ||
      !(C->S->data.t > C->suppressed_t))
    return HYSC_OK;
  C->suppressed = 0;
  C->restored_at = C->n_ok;
  if (error_test(C, mem, 0) != HYSC_OK ||
      sim_consistent(C->S, "restart with algebraic variables back in the error test") != HYSC_OK)
    return HYSC_FAIL;
  return restart(C, mem, yy, yp);
}

/* Which unknowns IDA's error test leaves out: all algebraic ones
   (all_algebraic_out: past a jump without event, degrade()), else the
   dummy derivatives of index reduction.  Their estimates are one order
   worse than those of the unknowns they are derivatives of (as for IDA's
   own y'), and in the test they would hold IDA at order 1 and tiny steps;
   the unknowns they are derivatives of stay in the test. */
static int error_test(ida_context *C, void *mem, int all_algebraic_out)
{
  N_Vector id = all_algebraic_out || !C->id_dummies ? C->id : C->id_dummies;
  int out = all_algebraic_out || C->id_dummies;
  if (check(C, IDASetId(mem, id), "IDASetId") ||
      check(C, IDASetSuppressAlg(mem, out ? SUNTRUE : SUNFALSE), "IDASetSuppressAlg"))
    return HYSC_FAIL;
  return HYSC_OK;
}

/* The unknowns the mode at the current values makes derivatives of states
   out of IDA's error test, the others back in (error_modes.c), from the
   next time error_test() sets it; at once unless all algebraic variables
   are out anyway. */
static int mode_error_test(ida_context *C, void *mem)
{
  if (!C->modes || error_modes_update(C->modes, C->S->model, &C->S->data, N_VGetArrayPointer(C->atol),
                                      N_VGetArrayPointer(C->id_dummies)) <= 0 || C->suppressed)
    return HYSC_OK;
  return error_test(C, mem, 0);
}

/* After an event: IDA starts afresh from the values sim_event() left. */
static int restart(ida_context *C, void *mem, N_Vector yy, N_Vector yp)
{
  hysc_sim *S = C->S;
  size_t bytes = (size_t)S->n_continuous * sizeof(double);
  bank_counters(C, mem);
  C->t_ida = S->data.t;
  C->nef_seen = C->stall = C->clean = 0;
  C->root_pending = 0;
  C->fresh = 1;
  C->kept_t = NAN;
  C->own_step = 0;
  note_mode(C);
  memcpy(N_VGetArrayPointer(yy), S->data.y, bytes);
  memcpy(N_VGetArrayPointer(yp), S->data.yp, bytes);
  double h0 = C->h_restart;
  C->h_restart = 0;
  return mode_error_test(C, mem) != HYSC_OK || check(C, IDASetInitStep(mem, h0), "IDASetInitStep") ||
         check(C, IDAReInit(mem, S->data.t, yy, yp), "IDAReInit");
}

/* The root functions already switched at the current values, without IDA
   having reported them.  IDA ignores a root function that is exactly zero
   where it (re)starts (it takes the function's sign a hair later as its
   start sign), so a relation or a floor/ceil bound that switches right at
   that point would never be reported: ceil(u) at u = 0 with u rising, or
   floor(u) after u reached an integer at an event and turned back.  With
   probe, such a function is followed a little along the tangent; once it is
   on the switched side there, it switches here. */
static int unreported_switches(ida_context *C, double *z_probe, unsigned char *triggered,
                               int probe, int *any)
{
  hysc_sim *S = C->S;
  hysc_data *D = &S->data;
  int nr = S->n_roots, nc = S->n_continuous;
  *any = 0;
  if (S->n_watched_roots == 0)
    return HYSC_OK;
  if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return HYSC_FAIL;
  int need_probe = 0;
  for (int k = 0; k < nr; k++) {
    double phi = sim_switch_function(S, k, S->z[k]);
    triggered[k] = phi > 0;
    *any |= triggered[k];
    need_probe |= phi == 0;
  }
  if (!probe || !need_probe)
    return HYSC_OK;
  double dt = RESTART_PROBE * fmax(fabs(D->t), 1.0);
  hysc_data W = *D;
  for (int i = 0; i < nc; i++)
    C->y_probe[i] = D->y[i] + dt * D->yp[i];
  W.t = D->t + dt;
  W.y = C->y_probe;
  if (sim_zero_crossings(S, &W, z_probe) != HYSC_OK)
    return HYSC_FAIL;
  for (int k = 0; k < nr; k++)
    if (sim_switch_function(S, k, S->z[k]) == 0 && sim_switch_function(S, k, z_probe[k]) > 0) {
      triggered[k] = 1;
      *any = 1;
    }
  return HYSC_OK;
}

/* hysc_data at time t on IDA's interpolant (t inside IDA's last step).
   With reduced constraints the algebraic variables are outside the error
   test, so IDA's interpolated values of them can be far off: they (and the
   derivatives) are recomputed from the states, except in a mode where the
   model is index 1 and its algebraic variables are multipliers, all 0
   (sim_index1_mode), as in a model without constraints.  Plain values at
   the end of IDA's step are its own, which it has interpolated already. */
static int load_values(ida_context *C, void *mem, double t)
{
  hysc_sim *S = C->S;
  hysc_data *D = &S->data;
  size_t bytes = (size_t)S->n_continuous * sizeof(double);
  C->loaded_t = NAN;
  D->t = t;
  if (C->plain && t == C->own_t) {
    memcpy(D->y, N_VGetArrayPointer(C->yy), bytes);
    memcpy(D->yp, N_VGetArrayPointer(C->yp), bytes);
    C->loaded_t = t;
    return HYSC_OK;
  }
  if (check(C, IDAGetDky(mem, t, 0, C->dky), "IDAGetDky"))
    return HYSC_FAIL;
  memcpy(D->y, N_VGetArrayPointer(C->dky), bytes);
  if (check(C, IDAGetDky(mem, t, 1, C->dky), "IDAGetDky"))
    return HYSC_FAIL;
  memcpy(D->yp, N_VGetArrayPointer(C->dky), bytes);
  if (C->plain) {
    C->loaded_t = t;
    return HYSC_OK;
  }
  /* after a stall the algebraic variables may have moved by orders of
     magnitude since the last solve, a step before (a steep conductance):
     fresh factors once per step */
  int fresh = C->stalled && C->refresh;
  C->refresh = 0;
  if (sim_project(S) != HYSC_OK ||
      (fresh ? sim_consistent : sim_consistent_between_events)(S, "values at an output time") != HYSC_OK)
    return HYSC_FAIL;
  return HYSC_OK;
}

typedef struct {
  ida_context *C;
  void *mem;
  int plain; /* C->plain when the span began */
} ida_span;

/* z at t on IDA's interpolant (left in hysc_data) */
static int crossings_on_interpolant(void *ctx, double t, double *z)
{
  ida_span *P = ctx;
  if (load_values(P->C, P->mem, t) != HYSC_OK)
    return HYSC_FAIL;
  return sim_zero_crossings(P->C->S, &P->C->S->data, z);
}

/* z and h * d(phi)/dt at one end of a span of length h.  With plain
   values, the end of a span is kept as the start of the next, which is
   then interpolated and probed once, not twice: after an output time
   inside an IDA step, the same point of the same interpolant; after a step,
   the end of the step before, where IDA's own root check also takes the
   start of a step (the two interpolants agree there within IDA's error). */
static int span_end(ida_span *P, double t, double h, double *z, double *slope)
{
  ida_context *C = P->C;
  hysc_sim *S = C->S;
  hysc_data *D = &S->data;
  if (!P->plain)
    return crossings_on_interpolant(P, t, z) != HYSC_OK
               ? HYSC_FAIL
               : crossing_slopes(S, t, D->y, D->yp, h, C->y_probe, C->z_plus, C->z_minus, slope);
  if (C->kept_t != t) {
    C->kept_t = NAN;
    if (crossings_on_interpolant(P, t, C->z_kept) != HYSC_OK ||
        crossing_rates(S, t, D->y, D->yp, h, C->y_probe, C->z_plus, C->z_minus, C->rate_kept) !=
            HYSC_OK)
      return HYSC_FAIL;
    C->kept_t = t;
  }
  memcpy(z, C->z_kept, (size_t)S->n_roots * sizeof(double));
  for (int k = 0; k < S->n_roots; k++)
    slope[k] = C->rate_kept[k] * h;
  return HYSC_OK;
}

/* IDA reports a root only where a root function has changed sign between
   the ends of one of its steps; a relation or floor/ceil bound that switches
   and switches back inside a step (a brief excursion past an integer) is
   never seen.  This finds the earliest such switch in (t_from, t_to), from
   the interior maximum of each switch function's cubic over the span, or
   from its sign at t_to unless IDA's own root is there (an output time
   inside the step and inside the excursion), and locates it on IDA's
   interpolant: *t_hit, or NAN when there is none.
   hysc_data is left at some time of the span (C->loaded_t says which, when
   it holds plain values). */
static int interior_switch(ida_context *C, void *mem, double t_from, double t_to, double *t_hit)
{
  hysc_sim *S = C->S;
  int nr = S->n_roots, failed = 0;
  double h = t_to - t_from, ta = t_from;
  ida_span P = {C, mem, C->plain};

  *t_hit = NAN;
  if (S->n_watched_roots == 0 || !(h > 0))
    return HYSC_OK;
  if (span_end(&P, t_from, h, C->z0, C->slope0) != HYSC_OK ||
      span_end(&P, t_to, h, C->z_to, C->slope1) != HYSC_OK)
    return HYSC_FAIL;
  int n = crossing_candidates(S, C->z0, C->z_to, C->slope0, C->slope1, C->fraction);
  crossing_sort(C->fraction, n);
  if (!(C->root_pending && t_to == C->t_ida))
    C->fraction[n++] = 1;
  for (int j = 0; j < n; j++) {
    double tb = C->fraction[j] < 1 ? t_from + C->fraction[j] * h : t_to;
    if (tb == t_to)
      memcpy(C->z1, C->z_to, (size_t)nr * sizeof(double));
    else if (!(tb > ta) || crossings_on_interpolant(&P, tb, C->z1) != HYSC_OK) {
      if (tb > ta)
        return HYSC_FAIL;
      continue;
    }
    for (int k = 0; k < nr; k++) {
      double fb = sim_switch_function(S, k, C->z1[k]);
      if (!(fb > 0))
        continue;
      double fa = sim_switch_function(S, k, C->z0[k]);
      double tol = fmax(1e-12 * fmax(fabs(tb), tb - t_from), 4 * DBL_EPSILON * fabs(tb));
      double root = fa > 0 ? ta
                           : crossing_illinois(S, crossings_on_interpolant, &P, k, ta, fa, tb, fb,
                                               tol, C->z_plus, &failed);
      if (failed)
        return HYSC_FAIL;
      if (isnan(*t_hit) || root < *t_hit) {
        *t_hit = root;
        C->hit_root = k;
      }
    }
    if (!isnan(*t_hit))
      return HYSC_OK;
    memcpy(C->z0, C->z1, (size_t)nr * sizeof(double));
    ta = tb;
  }
  return HYSC_OK;
}

/* hysc_data at t + h from the values y0, yp0 at t: the states moved along
   their derivatives, the rest consistent with them; 0 where there are no
   consistent values there. */
static int probe_ahead(hysc_sim *S, double t, double h, const double *y0, const double *yp0)
{
  hysc_data *D = &S->data;
  size_t bytes = (size_t)S->n_continuous * sizeof(double);
  memcpy(D->y, y0, bytes);
  memcpy(D->yp, yp0, bytes);
  for (int i = 0; i < S->n_states; i++)
    D->y[i] += h * yp0[i];
  D->t = t + h;
  S->quiet_errors = 1;
  int solved = sim_consistent_probe(S, "a probe for the first step after an event") == HYSC_OK;
  S->quiet_errors = 0;
  return solved;
}

/* The weighted norm (IDA's, with its weights at the current values) of
   the local error of a first step of size h at order 1 from the current
   values, estimated from consistent values ahead (probe_ahead): at t + h,
   h/2 (y'(t + h) - y'(t)) for a state (h^2/2 its second derivative), the
   distance from y + h y' for an algebraic variable, whose y' (in
   C->yp_ahead) is the difference quotient over the first hundredth of the
   step (after an event the derivatives of algebraic variables are those
   before it, which IDA's predictor would start from); the variables
   outside IDA's error test are left out.  Infinite where there are no
   consistent values ahead.  hysc_data is left as it was. */
static double first_step_error(ida_context *C, double h)
{
  hysc_sim *S = C->S;
  hysc_data *D = &S->data;
  int nc = S->n_continuous, ns = S->n_states;
  size_t bytes = (size_t)nc * sizeof(double);
  double *y0 = C->y_probe, *yp0 = N_VGetArrayPointer(C->dky), *zp = C->yp_ahead, t = D->t;
  const double *atol = N_VGetArrayPointer(C->atol);
  const double *in_test = C->id_dummies ? N_VGetArrayPointer(C->id_dummies) : NULL;
  double sum = 0, d = h / 100;
  memcpy(y0, D->y, bytes);
  memcpy(yp0, D->yp, bytes);
  memcpy(zp, D->yp, bytes);
  int solved = probe_ahead(S, t, d, y0, yp0);
  for (int i = ns; i < nc && solved; i++)
    zp[i] = (D->y[i] - y0[i]) / d;
  solved = solved && probe_ahead(S, t, h, y0, yp0);
  for (int i = 0; i < nc && solved; i++) {
    double e = i < ns ? h / 2 * (D->yp[i] - yp0[i]) : D->y[i] - (y0[i] + h * zp[i]);
    double w = e / (S->opt.rtol * fabs(y0[i]) + atol[i]);
    sum += !in_test || in_test[i] != 0.0 ? w * w : 0;
  }
  D->t = t;
  memcpy(D->y, y0, bytes);
  memcpy(D->yp, yp0, bytes);
  return solved && isfinite(sum) ? sqrt(sum / nc) : HUGE_VAL;
}

/* The first step of IDA after a time event (C->h_restart; 0: IDA's own
   choice, a step so short that y' h stays within half the tolerances, from
   which it at most doubles each step: a dozen steps or more after each
   sample of a sampled input before they are as long as before it).  Where
   the event moved no state (a sampled input or a clock edge switched), the
   step IDA was about to take (up to the next time event) is tried, and
   shortened (the error of order 1 goes with h^2) until the local error of
   that first step from the values after the event (first_step_error) is
   RESTART_ERROR; the algebraic variables then start from the derivatives
   found on the way.  A switch that starts a fast transient gets a short
   step so, or IDA's own choice when RESTART_PROBES steps do not do.  Not
   with algebraic variables out of IDA's error test (index 2, or after a
   jump without event), whose values inside a long step are not controlled,
   nor after a state event, where a relation that just switched may be
   about to switch back. */
/* The values after an event solved again to the probes' precision (the
   event's own solves, from reused factors, may end short of it, and
   first_step_error would read that difference as an error of the step);
   0, and the values as they were, where that fails. */
static int polish_restart_values(ida_context *C)
{
  hysc_sim *S = C->S;
  size_t bytes = (size_t)S->n_continuous * sizeof(double);
  memcpy(C->y_probe, S->data.y, bytes);
  memcpy(N_VGetArrayPointer(C->dky), S->data.yp, bytes);
  S->quiet_errors = 1;
  int solved = sim_consistent_probe(S, "the values after an event") == HYSC_OK;
  S->quiet_errors = 0;
  if (!solved) {
    memcpy(S->data.y, C->y_probe, bytes);
    memcpy(S->data.yp, N_VGetArrayPointer(C->dky), bytes);
  }
  return solved;
}

static void restart_step(ida_context *C)
{
  hysc_sim *S = C->S;
  hysc_data *D = &S->data;
  if (!(C->h_next > 0) || C->suppressed || C->index2 || S->model->n_multipliers > 0 ||
      memcmp(C->y_left, D->y, (size_t)S->n_states * sizeof(double)) != 0 || !polish_restart_values(C))
    return;
  double h = fmin(C->h_next, fmin(sim_next_time_event(S), S->opt.stop_time) - D->t), error = HUGE_VAL;
  for (int k = 0; k < RESTART_PROBES && h > 4 * DBL_EPSILON * fmax(fabs(D->t), 1.0); k++) {
    error = first_step_error(C, h);
    if (!isfinite(error) || error <= RESTART_ERROR)
      break;
    h *= 0.9 * sqrt(RESTART_ERROR / error);
  }
  if (!(error <= RESTART_ERROR))
    return;
  C->h_restart = h;
  memcpy(D->yp + S->n_states, C->yp_ahead + S->n_states, (size_t)S->n_algebraic * sizeof(double));
}

/* An event at the current values for the root functions in triggered
   (NULL: a time event), then IDA restarts there unless it may go on. */
static int event_restart(ida_context *C, void *mem, N_Vector yy, N_Vector yp,
                         const unsigned char *triggered)
{
  hysc_sim *S = C->S;
  memcpy(C->y_left, S->data.y, (size_t)S->n_states * sizeof(double));
  int rc = sim_event(S, triggered);
  if (rc != HYSC_OK)
    return rc;
  int kept = sim_event_kept_problem(S);
  for (int j = 0; j < S->model->n_samples; j++)
    if (sim_sample_fired_at(S, j, S->data.t))
      C->sample_quiet[j] = (unsigned char)kept;
  if (kept && !triggered && C->t_ida >= S->data.t) {
    /* a time event left IDA's problem unchanged (a sampler filling a
       buffer): it goes on with its order, step size and Jacobian from where
       it stands, at the event or past it; the values here are no plain
       interpolant now.  A root's event restarts (its root would come back). */
    C->kept_t = C->loaded_t = NAN;
    return HYSC_OK;
  }
  if (mode_error_test(C, mem) != HYSC_OK)
    return HYSC_FAIL;
  if (!triggered)
    restart_step(C);
  return restart(C, mem, yy, yp) == HYSC_OK ? HYSC_OK : HYSC_FAIL;
}

/* The root functions switched at the current values, at least `root`,
   which a search found switched. */
static int switched_here(ida_context *C, unsigned char *triggered, int root)
{
  hysc_sim *S = C->S;
  int any = 0;
  if (sim_zero_crossings(S, &S->data, S->z) != HYSC_OK)
    return HYSC_FAIL;
  for (int k = 0; k < S->n_roots; k++) {
    triggered[k] = sim_switch_function(S, k, S->z[k]) > 0;
    any |= triggered[k];
  }
  if (!any && root >= 0)
    triggered[root] = 1;
  return HYSC_OK;
}

/* At tout: a time event (handled, then IDA restarts) or an output row. */
static int arrive(ida_context *C, void *mem, N_Vector yy, N_Vector yp, double tout, int at_time_event)
{
  hysc_sim *S = C->S;
  S->data.t = tout;
  if (!at_time_event)
    return sim_output_grid_row(S);
  return event_restart(C, mem, yy, yp, NULL);
}

/* The vectors and scratch arrays of a run. */
static int ida_alloc(ida_context *C)
{
  int nc = C->S->n_continuous, nr = C->S->n_roots;
  if (check(C, SUNContext_Create(NULL, &C->sun), "SUNContext_Create"))
    return HYSC_FAIL;
  C->yy = N_VNew_Serial(nc, C->sun);
  C->yp = N_VNew_Serial(nc, C->sun);
  C->id = N_VNew_Serial(nc, C->sun);
  C->atol = N_VNew_Serial(nc, C->sun);
  C->dky = N_VNew_Serial(nc, C->sun);
  if (check_pointer(C, C->yy && C->yp && C->id && C->atol && C->dky ? C->yy : NULL, "N_VNew_Serial"))
    return HYSC_FAIL;
  nvector_fast_kernels(C->yy);   /* before IDA clones it */
  /* with multipliers all algebraic unknowns are out of the test already */
  if (C->S->model->n_multipliers == 0)
    C->modes = error_modes_new(C->S->model, C->S->n_states, nc);
  if ((C->S->model->n_dummy_derivatives > 0 || C->modes) && C->S->model->n_multipliers == 0 &&
      check_pointer(C, C->id_dummies = N_VNew_Serial(nc, C->sun), "N_VNew_Serial"))
    return HYSC_FAIL;
  /* its measures at the start values */
  if (C->id_dummies && (C->watch = choice_watch_new(C->S->model)))
    choice_watch_regular(C->watch, &C->S->data, WATCH_FRACTION, 0);
  C->roots = calloc((size_t)(nr > 0 ? nr : 1), sizeof *C->roots);
  C->triggered = calloc((size_t)(nr > 0 ? nr : 1), 1);
  C->z_probe = calloc((size_t)(nr > 0 ? nr : 1), sizeof *C->z_probe);
  C->y_probe = calloc((size_t)nc, sizeof *C->y_probe);
  C->y_left = calloc((size_t)nc + 1, sizeof *C->y_left);
  C->yp_ahead = calloc((size_t)nc + 1, sizeof *C->yp_ahead);
  C->sample_quiet = calloc((size_t)C->S->model->n_samples + 1, 1);
  double **scratch[] = {&C->z0,     &C->z1,       &C->z_to,   &C->z_plus,   &C->z_minus,
                        &C->slope0, &C->slope1,   &C->fraction, &C->z_kept, &C->rate_kept};
  int have_scratch = 1;
  for (size_t i = 0; i < sizeof scratch / sizeof scratch[0]; i++)
    have_scratch &= (*scratch[i] = calloc((size_t)nr + 1, sizeof(double))) != NULL;
  if (check_pointer(C, C->roots && C->triggered && C->z_probe && C->y_probe && C->y_left && C->yp_ahead &&
                           C->sample_quiet && have_scratch ? C->roots : NULL,
                    "calloc"))
    return HYSC_FAIL;
  return HYSC_OK;
}

/* Which unknowns are differential, and each one's absolute tolerance. */
static void set_tolerances(ida_context *C)
{
  hysc_sim *S = C->S;
  const hysc_model *m = S->model;
  int nc = S->n_continuous;
  double *idv = N_VGetArrayPointer(C->id), *atv = N_VGetArrayPointer(C->atol);
  for (int i = 0; i < nc; i++) {
    idv[i] = i < S->n_states ? 1.0 : 0.0; /* states differential, rest algebraic */
    atv[i] = S->opt.atol;
  }
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if ((v->kind == HYSC_STATE || v->kind == HYSC_ALGEBRAIC) && isfinite(v->nominal) &&
        v->nominal > 0)
      atv[v->index] = S->opt.atol * v->nominal;
  }
  /* Reduced constraints make the DAE index 2: the algebraic variables are left
     out of IDA's error test (IDASetSuppressAlg below; the multipliers' error
     estimates grow like 1/h), and the multipliers get a looser Newton test, or
     at small steps it would chase rounding noise in them. */
  for (int k = 0; k < m->n_multipliers; k++) {
    int i = m->multipliers[k];
    if (i >= S->n_states && i < nc)
      atv[i] = 1e-4;
  }
  if (C->id_dummies) {
    double *dv = N_VGetArrayPointer(C->id_dummies);
    for (int i = 0; i < nc; i++)
      dv[i] = 1.0;
    for (int k = 0; k < m->n_dummy_derivatives; k++)
      if (m->dummy_derivatives[k] >= S->n_states && m->dummy_derivatives[k] < nc)
        dv[m->dummy_derivatives[k]] = 0.0;
    watched_in(C, !C->watch);
  }
}

/* J = dF/dy + cj dF/dyp from the model's analytic parts, at (t, yy, yp);
   into the sparse matrix's own arrays or scattered into the dense one. */
static int analytic_jacobian(sunrealtype t, sunrealtype cj, N_Vector yy, N_Vector yp,
                             N_Vector rr, SUNMatrix J, void *data, N_Vector t1, N_Vector t2,
                             N_Vector t3)
{
  (void)rr, (void)t1, (void)t2, (void)t3;
  ida_context *C = data;
  const jac_assembly *A = &C->jac;
  hysc_data W = C->S->data;
  double coefficient[] = {1, cj};
  W.t = t;
  W.y = N_VGetArrayPointer(yy);
  W.yp = N_VGetArrayPointer(yp);
  if (jac_evaluate_model(&C->jac, C->S->model, &W, 0, 0) != HYSC_OK)
    return -1;
  int sparse = SUNMatGetID(J) == SUNMATRIX_SPARSE;
  double *values = sparse ? SM_DATA_S(J) : C->jac_values;
  jac_combine(A, coefficient, values);
  for (int k = 0; k < A->nnz; k++)
    if (!isfinite(values[k]))
      return 1;  /* recoverable: IDA retries with a smaller step */
  if (sparse) {
    for (int j = 0; j <= A->n_cols; j++)
      SM_INDEXPTRS_S(J)[j] = A->colptr[j];
    for (int k = 0; k < A->nnz; k++)
      SM_INDEXVALS_S(J)[k] = A->rows[k];
    return 0;
  }
  SUNMatZero(J);
  for (int j = 0; j < A->n_cols; j++) {
    double *column = SUNDenseMatrix_Column(J, j);
    for (int k = A->colptr[j]; k < A->colptr[j + 1]; k++)
      column[A->rows[k]] = values[k];
  }
  return 0;
}

/* Dense with IDA's difference quotients (--jacobian=fd or no analytic
   Jacobian), dense analytic below IDA_SPARSE_MIN unknowns, KLU above. */
static int linear_solver(ida_context *C, void *mem)
{
  hysc_sim *S = C->S;
  int nc = S->n_continuous;
  int analytic = jac_available(S->model, &S->opt);
  if (analytic && !C->jac.colptr) {
    C->jac_values = malloc(((size_t)S->model->jacobian_pattern->nnz + 1) * sizeof(double));
    if (!C->jac_values || jac_build_residual(&C->jac, S->model, nc) != HYSC_OK) {
      sim_error(S, "out of memory");
      return HYSC_FAIL;
    }
  }
  if (analytic && nc >= IDA_SPARSE_MIN) {
    C->A = SUNSparseMatrix(nc, nc, C->jac.nnz > 0 ? C->jac.nnz : 1, CSC_MAT, C->sun);
    if (check_pointer(C, C->A, "SUNSparseMatrix"))
      return HYSC_FAIL;
    C->LS = ida_rank_solver(klu_fresh_solver(SUNLinSol_KLU(C->yy, C->A, C->sun), C->sun), nc,
                            sim_has_modes(S->model), &C->jac, C->sun);
    if (check_pointer(C, C->LS, "SUNLinSol_KLU"))
      return HYSC_FAIL;
  } else {
    C->A = SUNDenseMatrix(nc, nc, C->sun);
    if (check_pointer(C, C->A, "SUNDenseMatrix"))
      return HYSC_FAIL;
    C->LS = ida_rank_solver(SUNLinSol_Dense(C->yy, C->A, C->sun), nc, sim_has_modes(S->model),
                            analytic ? &C->jac : NULL, C->sun);
    if (check_pointer(C, C->LS, "SUNLinSol_Dense"))
      return HYSC_FAIL;
  }
  if (check(C, IDASetLinearSolver(mem, C->LS, C->A), "IDASetLinearSolver") ||
      (analytic && check(C, IDASetJacFn(mem, analytic_jacobian), "IDASetJacFn")))
    return HYSC_FAIL;
  return HYSC_OK;
}

/* IDA created and configured at the current values. */
static int ida_setup(ida_context *C)
{
  hysc_sim *S = C->S;
  hysc_data *D = &S->data;
  int nc = S->n_continuous, nr = S->n_roots;
  if (ida_alloc(C) != HYSC_OK)
    return HYSC_FAIL;
  set_tolerances(C);
  memcpy(N_VGetArrayPointer(C->yy), D->y, (size_t)nc * sizeof(double));
  memcpy(N_VGetArrayPointer(C->yp), D->yp, (size_t)nc * sizeof(double));

  void *mem = C->mem = IDACreate(C->sun);
  if (check_pointer(C, mem, "IDACreate"))
    return HYSC_FAIL;
  if (check(C, IDASetErrHandlerFn(mem, error_handler, C), "IDASetErrHandlerFn") ||
      check(C, IDAInit(mem, residual, D->t, C->yy, C->yp), "IDAInit") ||
      check(C, IDASetUserData(mem, C), "IDASetUserData") ||
      check(C, IDASVtolerances(mem, S->opt.rtol, C->atol), "IDASVtolerances") ||
      check(C, IDASetId(mem, C->id), "IDASetId") ||
      (S->model->n_multipliers > 0 &&
       check(C, IDASetSuppressAlg(mem, SUNTRUE), "IDASetSuppressAlg")) ||
      (C->id_dummies && error_test(C, mem, 0) != HYSC_OK) || mode_error_test(C, mem) != HYSC_OK)
    return HYSC_FAIL;
  if (linear_solver(C, mem) != HYSC_OK)
    return HYSC_FAIL;
  /* relations of time only: time events switch them, IDA watches no root */
  if (S->n_watched_roots > 0 && check(C, IDARootInit(mem, nr, root_functions), "IDARootInit"))
    return HYSC_FAIL;
  /* delay(): no step longer than a quarter of the shortest delay time, so
     that time - d lies in the recorded history (delay.c), which is recorded
     after every step */
  if (isfinite(S->delay_step_cap) && check(C, IDASetMaxStep(mem, S->delay_step_cap), "IDASetMaxStep"))
    return HYSC_FAIL;
  return HYSC_OK;
}

/* The counters of the run (IDA's, banked across IDAReInit) added to stats. */
static void ida_statistics(void *state, hysc_stats *stats)
{
  ida_context *C = state;
  if (C->mem)
    bank_counters(C, C->mem);
  stats->steps += C->steps;
  stats->residual_evals += C->res_evals;
  stats->jacobian_evals += C->jac_evals;
  stats->newton_iters += C->nl_iters;
  stats->root_iters += C->g_evals;
  stats->rejected_steps += C->rejected;
}

/* Every SUNDIALS object and array freed. */
static void ida_free(void *state)
{
  ida_context *C = state;
  if (!C)
    return;
  IDAFree(&C->mem);
  SUNLinSolFree(C->LS);
  SUNMatDestroy(C->A);
  jac_free(&C->jac);
  free(C->jac_values);
  N_VDestroy(C->dky);
  N_VDestroy(C->atol);
  N_VDestroy(C->id);
  if (C->id_dummies)
    N_VDestroy(C->id_dummies);
  choice_watch_free(C->watch);
  error_modes_free(C->modes);
  N_VDestroy(C->yp);
  N_VDestroy(C->yy);
  if (C->sun)
    SUNContext_Free(&C->sun);
  free(C->triggered);
  free(C->roots);
  free(C->z_probe);
  free(C->sample_quiet);
  free(C->y_probe);
  free(C->y_left);
  free(C->yp_ahead);
  free(C->z0);
  free(C->z1);
  free(C->z_to);
  free(C->z_plus);
  free(C->z_minus);
  free(C->slope0);
  free(C->slope1);
  free(C->fraction);
  free(C->z_kept);
  free(C->rate_kept);
  free(C);
}

/* One IDA step toward tout, never past tstop: 1 taken (C->t_ida, and
   C->root_pending with C->roots), 0 a failure degraded (try again),
   -1 failed (reported).  IDA's own step limit counts per call, which is one
   step here, so the limit is kept per interval instead (*steps_toward,
   *n_steps). */
static int ida_step(ida_context *C, double tout, double tstop, double *steps_toward, long *n_steps)
{
  void *mem = C->mem;
  double tret = C->S->data.t;
  /* Set every time: IDA forgets its stop time once it returns there. */
  if (check(C, IDASetStopTime(mem, tstop), "IDASetStopTime"))
    return -1;
  if (*steps_toward != tout) {
    *steps_toward = tout;
    *n_steps = 0;
    C->last_message[0] = '\0';
    C->nonfinite_row = -1;
  }
  int flag = IDASolve(mem, tout, &tret, C->yy, C->yp, IDA_ONE_STEP);
  if (flag >= 0 && ++*n_steps > MAX_STEPS_PER_INTERVAL) {
    snprintf(C->last_message, sizeof C->last_message,
             "%d steps toward t=%.17g got only to t=%.17g", MAX_STEPS_PER_INTERVAL, tout, tret);
    flag = IDA_TOO_MUCH_WORK;
  }
  C->frozen = flag >= 0 && !(tret > C->t_ida) ? C->frozen + 1 : 0;
  if (C->frozen > STALLED_STEPS) {
    snprintf(C->last_message, sizeof C->last_message,
             "%d steps in a row did not move t=%.17g", STALLED_STEPS, tret);
    C->frozen = 0;
    flag = IDA_TOO_MUCH_WORK;
  }
  int watched = watch_choice(C, tret, flag < 0);
  if (watched != 0) {
    *steps_toward = NAN;
    return watched < 0 ? -1 : 0;
  }
  if (flag < 0) {
    C->worst = worst_error(C, mem, NULL, NULL);
    if (degrade(C, mem, C->yy, C->yp, flag, tret) == HYSC_OK) {
      *steps_toward = NAN;
      return 0;
    }
    report_solve_failure(C, flag, tret);
    return -1;
  }
  C->t_ida = tret;
  C->n_ok++;
  if (IDAGetCurrentStep(mem, &C->h_next) != IDA_SUCCESS)
    C->h_next = 0;
  C->refresh = 1;
  note_stall(C, mem);
  C->own_step = flag == IDA_SUCCESS;
  C->root_pending = flag == IDA_ROOT_RETURN;
  if (C->root_pending && check(C, IDAGetRootInfo(mem, C->roots), "IDAGetRootInfo"))
    return -1;
  return 1;
}

/* IDA takes one step at a time (IDA_ONE_STEP): each span between where
   we are and the end of IDA's step (or the next output time inside it) is
   searched for switches IDA cannot see, then output rows are interpolated
   and IDA's own roots handled.  Returns HYSC_OK at the stop time. */
static int ida_advance(ida_context *C)
{
  hysc_sim *S = C->S;
  hysc_data *D = &S->data;
  void *mem = C->mem;
  N_Vector yy = C->yy, yp = C->yp;
  unsigned char *triggered = C->triggered;
  double steps_toward = NAN;
  long n_steps = 0;
  int rc;
  if (!C->paused) {
    C->t_ida = D->t;
    C->fresh = 1;
    note_mode(C);
  }
  C->paused = 0;
  while (D->t < sim_run_end(S)) {
    int any;
    if (restore_error_test(C, mem, yy, yp) != HYSC_OK || unwatch_choice(C) != HYSC_OK || unstall(C, mem, yy, yp) != HYSC_OK ||
        unreported_switches(C, C->z_probe, triggered, C->fresh, &any) != HYSC_OK)
      return HYSC_FAIL;
    C->fresh = 0;
    if (any) {
      if ((rc = event_restart(C, mem, yy, yp, triggered)) != HYSC_OK)
        return rc;
      continue;
    }
    double t_land = sim_next_time_event_except(S, C->sample_quiet);   /* IDA's stop time */
    int at_time_event;
    double tout = sim_next_stop(S, &at_time_event);
    if (tout - D->t <= 4 * DBL_EPSILON * fmax(fabs(tout), 1.0)) {
      /* an event landed within rounding of an output time or time event;
         IDA refuses such a short interval, and the values are the same */
      if ((rc = arrive(C, mem, yy, yp, tout, at_time_event)) != HYSC_OK)
        return rc;
      continue;
    }
    /* IDA lands exactly on the next time event (quiet samples' instants
       aside, sample_quiet) or the stop time, never stepping past them. */
    int stepped = C->t_ida > D->t ? 1
                  : ida_step(C, tout, fmin(t_land, S->opt.stop_time), &steps_toward, &n_steps);
    if (stepped < 0)
      return HYSC_FAIL;
    if (stepped == 0)
      continue;
    double t_end = fmin(C->t_ida, tout), t_hit;
    C->loaded_t = NAN;
    /* the values of an output time are the interpolant's (IDA's own at a
       step's end differ in rounding), also where a step ends there */
    C->own_t = C->own_step && C->t_ida < tout ? C->t_ida : NAN;
    if (interior_switch(C, mem, D->t, t_end, &t_hit) != HYSC_OK)
      return HYSC_FAIL;
    if (!isnan(t_hit)) {
      if (load_values(C, mem, t_hit) != HYSC_OK || sim_check_asserts(S) != HYSC_OK ||
          switched_here(C, triggered, C->hit_root) != HYSC_OK)
        return HYSC_FAIL;
      if ((rc = event_restart(C, mem, yy, yp, triggered)) != HYSC_OK)
        return rc;
      continue;
    }
    /* the search usually ends having loaded t_end */
    if ((C->loaded_t != t_end && load_values(C, mem, t_end) != HYSC_OK) ||
        sim_check_asserts(S) != HYSC_OK || sim_trace(S) != HYSC_OK)
      return HYSC_FAIL;
    if (C->root_pending && C->t_ida <= tout) {
      for (int k = 0; k < S->n_roots; k++)
        triggered[k] = C->roots[k] != 0;
      if ((rc = event_restart(C, mem, yy, yp, triggered)) != HYSC_OK)
        return rc;
      continue;
    }
    if (t_end < tout)
      continue; /* an internal step inside the interval */
    /* at tout (IDA may be past it, at an output time) */
    if ((rc = arrive(C, mem, yy, yp, tout, at_time_event)) != HYSC_OK)
      return rc;
  }
  C->paused = S->pausing;
  return HYSC_OK;
}

static int ida_init(hysc_sim *S, void **state)
{
  ida_context *C = *state = calloc(1, sizeof *C);
  if (!C) {
    sim_error(S, "out of memory");
    return HYSC_FAIL;
  }
  C->S = S;
  C->kept_t = C->loaded_t = C->own_t = NAN;
  C->jumped_t = C->suppressed_t = C->renewed_from = -INFINITY;
  C->restored_at = -RECENT_STEPS;
  C->hold = SUPPRESSED_STEPS;
  C->nonfinite_row = -1;
  C->root_error = -1;
  C->worst = -1;
  return ida_setup(C);
}

static int ida_advance_to_stop(void *state)
{
  int rc = ida_advance(state);
  /* HYSC_STOP: terminate() or --zeno=stop, a clean end */
  return rc == HYSC_OK || rc == HYSC_STOP ? rc : HYSC_FAIL;
}

const hysc_backend hysc_ida_backend = {
  .name = "IDA",
  .init = ida_init,
  .advance = ida_advance_to_stop,
  .statistics = ida_statistics,
  .free = ida_free,
};
