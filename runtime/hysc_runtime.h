/*
 * hysc_runtime.h - internal header of the hysc runtime library (libhyscrt.a).
 *
 * One section per source file, in pipeline order: command line, Newton
 * solver, output, the shared simulation core (initialization and events),
 * and the two backends.  Generated models never include this header; they
 * see only hysc_model.h.  Nothing here may depend on a particular model.
 */
#ifndef HYSC_RUNTIME_H
#define HYSC_RUNTIME_H

#include <stdio.h>
#include "hysc_model.h"

#ifndef HYSC_VERSION
#define HYSC_VERSION "0.1.0"
#endif

/* Exit status of a model executable. */
enum {
  HYSC_EXIT_OK = 0,
  HYSC_EXIT_FAILURE = 1, /* the simulation failed */
  HYSC_EXIT_USAGE = 2,   /* bad command line */
  HYSC_EXIT_ZENO = 3     /* stopped early at accumulating events (--zeno=stop);
                            the result file is kept and ends there */
};

/* Status of runtime functions: 0 is success, anything else has already been
   reported to stderr with the model name, the time and the cause.
   HYSC_STOP: the run ends cleanly here (terminate() in the model, or
   accumulating events with --zeno=stop); the rows so far are kept. */
enum { HYSC_OK = 0, HYSC_FAIL = 1, HYSC_STOP = 2 };

typedef struct {
  long steps;           /* accepted integration steps */
  long rejected_steps;  /* steps redone smaller (error test or Newton failure) */
  long residual_evals;  /* calls of model->residual (all purposes) */
  long jacobian_evals;  /* Jacobian (re)computations */
  long newton_iters;    /* nonlinear iterations */
  long events;          /* handled events */
  long root_iters;      /* root-function evaluations while locating events */
  double wall_seconds;
} hysc_stats;

/* ---------------------------------------------------------------- options.c */

typedef enum { HYSC_SOLVER_IDA, HYSC_SOLVER_NEWMARK } hysc_solver;
typedef enum { HYSC_ZENO_STOP, HYSC_ZENO_WARN } hysc_zeno_policy;

/* One --set NAME=VALUE, resolved against the model's variables. */
typedef struct {
  const char *text;    /* as written on the command line */
  const hysc_var *var; /* filled by opt_resolve */
  double value;        /* filled by opt_resolve */
} hysc_setting;

typedef struct {
  hysc_solver solver;
  /* NAN until given on the command line; opt_resolve fills in defaults */
  double start_time, stop_time, interval, step, rtol, atol, hysteresis;
  double beta, gamma;
  int fixed_step;     /* --step given: Newmark keeps it; else step control */
  hysc_zeno_policy zeno;
  const char *output; /* NULL: <Model>_res.csv; "-": stdout */
  int log_events, print_stats, list_vars, help, version;
  hysc_setting *settings;
  int n_settings;
} hysc_options;

int opt_parse(hysc_options *o, const hysc_model *m, int argc, char **argv);
int opt_resolve(hysc_options *o, const hysc_model *m);
void opt_print_help(const hysc_model *m, const hysc_data *defaults, FILE *fp);
void opt_print_vars(const hysc_model *m, const hysc_data *D, FILE *fp);
void opt_free(hysc_options *o);

/* ----------------------------------------------------------------- newton.c */

/* f = F(u).  Return nonzero only when F cannot be evaluated at all;
   non-finite entries of f are detected by the solver itself. */
typedef int (*newton_fn)(void *ctx, const double *u, double *f);

typedef enum {
  NEWTON_OK,
  NEWTON_NONFINITE,      /* F(u) is NaN/Inf in report.row */
  NEWTON_SINGULAR,       /* report.row has no unknowns, or report.column is
                            not determined */
  NEWTON_NO_CONVERGENCE  /* report.row has the largest remaining residual */
} newton_status;

typedef struct {
  newton_status status;
  int row, column;   /* -1 when not applicable */
  double residual;   /* |f[row]| */
  int iterations;
} newton_report;

typedef struct {
  int n;
  double *jac;       /* LU factors of the row-scaled Jacobian, row-major */
  double *row_scale; /* 1 / largest entry of each Jacobian row */
  int *pivot;
  double *f, *f_trial, *u_trial, *du;
  int have_lu;       /* jac holds factors that may be reused */
} newton_solver;

typedef struct {
  double rtol, atol; /* converged when |du_i| <= atol + rtol |u_i| */
  int max_iter;
  int reuse_jacobian; /* start from the factors of the previous solve */
} newton_settings;

int newton_alloc(newton_solver *N, int n);
void newton_free(newton_solver *N);
newton_status newton_solve(newton_solver *N, newton_fn fn, void *ctx, double *u,
                           const newton_settings *set, hysc_stats *stats,
                           newton_report *rep);

/* ----------------------------------------------------------------- output.c */

typedef struct {
  FILE *fp;
  char *final_path; /* NULL when writing to stdout */
  char *tmp_path;
  int failed;
} hysc_output;

int output_open(hysc_output *O, const hysc_model *m, const char *path);
int output_row(hysc_output *O, const hysc_model *m, const hysc_data *D);
int output_close(hysc_output *O, const hysc_model *m);
void output_abort(hysc_output *O);

/* ------------------------------------------------------------- simulation.c */

/* Recent occurrences of one when-branch or one relation edge, for detecting
   events that accumulate (Zeno behaviour, chattering). */
#define ZENO_HISTORY 12
typedef struct {
  double t[ZENO_HISTORY]; /* the last times, oldest first */
  int n;
  long count;             /* occurrences in the whole run */
  int reported;
} zeno_track;

typedef struct hysc_sim {
  const hysc_model *model;
  hysc_options opt;
  hysc_data data;
  int n_states, n_algebraic, n_continuous;
  int n_roots;                  /* n_relations + 2 * n_frozen root functions */
  const char **continuous_name; /* [n_continuous] for messages */
  double *z;                    /* [n_roots] zero-crossing scratch */
  unsigned char *relation_before; /* [n_relations] r at event entry */
  double *frozen_before;        /* [n_frozen] at event entry */
  int *event_fired;             /* when branches fired during one event */
  int n_event_fired, cap_event_fired;
  newton_solver consistency;    /* [yp states, y algebraic] at events */
  double *consistency_u;
  hysc_output output;
  hysc_stats stats;
  double last_event_time;
  int events_same_time;
  double grid_time_next;        /* next output grid time */
  long grid_index;
  /* time events of sample(start, interval): the next instant of sample j is
     sample_start[j] + sample_k[j] * sample_interval[j] */
  double *sample_start, *sample_interval;
  long *sample_k;
  unsigned char *assert_warned; /* [n_asserts] level-1 warning printed */
  zeno_track *zeno;             /* [n_whens + 2 * n_relations] */
  int stop_exit_status;         /* exit status when a backend returns HYSC_STOP */
} hysc_sim;

void sim_error(const hysc_sim *S, const char *fmt, ...)
  __attribute__((format(printf, 2, 3)));
/* value of relation k after its hysteresis, from its old value and z */
int sim_relation_value(const hysc_sim *S, int k, int old, double z);
/* z = all root functions' raw values (relations, then frozen-function
   bounds) at the given values; checks that they are finite */
int sim_zero_crossings(hysc_sim *S, const hysc_data *W, double *z);
/* phi_k > 0 exactly when root function k switches at z: the root function
   with the sign chosen so that "switched" is always positive */
double sim_switch_function(const hysc_sim *S, int k, double z);
/* root function g_k handed to the solvers: z_k + (r_k ? eps_k : 0) for a
   relation, z_k itself for a frozen-function bound */
double sim_root_function(const hysc_sim *S, int k, double z);
/* The next time event strictly after t (HUGE_VAL when none). */
double sim_next_time_event(const hysc_sim *S);
/* Handle an event at the current values: triggered[n_roots] names the root
   functions that stopped the solver (NULL for a time event; due samples are
   found by the time).  HYSC_STOP: the run ends cleanly here. */
int sim_event(hysc_sim *S, const unsigned char *triggered);
/* After each accepted step (or solver return): assertions. */
int sim_check_asserts(hysc_sim *S);
int sim_consistent(hysc_sim *S, const char *when);
void sim_newton_message(const hysc_sim *S, const char *what,
                        const newton_report *rep, const char *const *row_names,
                        const int *row_lines, const char *const *column_names);
int sim_output_grid_row(hysc_sim *S);
void sim_grid_skip_to(hysc_sim *S, double t);

/* ------------------------------------------------ ida_backend.c, newmark_backend.c */

int ida_run(hysc_sim *S);
int newmark_run(hysc_sim *S);

#endif
