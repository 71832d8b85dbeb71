/*
 * hysc_runtime.h - internal header of the hysc runtime library (libhyscrt.a).
 *
 * One section per source file: command line, Newton solver, output, the
 * shared simulation machinery (sim_common, timeline, consistency, events,
 * initialization), the driver, comparison, and the backend table.  Generated models never include this header; they
 * see only hysc_model.h.  Nothing here may depend on a particular model.
 */
#ifndef HYSC_RUNTIME_H
#define HYSC_RUNTIME_H

#include <regex.h>
#include <signal.h>
#include <stdarg.h>
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
  int accumulation;     /* events accumulated: 0 none, 1 Zeno, 2 chattering */
  double accumulation_time; /* the first one's estimated accumulation point */
} hysc_stats;

/* ------------------------------------------------------------------- text.c */

/* A growing string; failed: an allocation failed (the text so far is kept). */
typedef struct {
  char *text;
  size_t len, cap;
  int failed;
} text_buffer;

void text_add(text_buffer *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A malloc'd formatted string of any length; NULL: out of memory. */
char *text_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* number_text.c: x as the shortest text that strtod reads back as x, laid
   out like %.17g; out has room for HYSC_NUMBER_TEXT_MAX bytes; the length. */
enum { HYSC_NUMBER_TEXT_MAX = 32 };
int number_text(char *out, double x);
/* The buffer's text, or fallback when it is empty or an allocation failed. */
const char *text_or(const text_buffer *b, const char *fallback);
/* Text from a file or the command line on a terminal: at most max bytes
   ("..." after them), control characters as '?' (no escape sequence gets
   through), padded with blanks to width. */
enum { HYSC_ECHO_MAX = 64, HYSC_PATH_ECHO_MAX = 4096 };
void text_put_clean(FILE *fp, const char *s, size_t max, int width);
/* s (at most its first n bytes) as text_put_clean shows it, with at most
   HYSC_PATH_ECHO_MAX bytes: for a %s of a message that names a file, a
   directory or an option value.  The copy lives until eight more calls. */
const char *text_clean(const char *s);
const char *text_clean_n(const char *s, size_t n);
/* A formatted message, shown as text_put_clean shows text (no length bound):
   what it quotes may come from a file, the command line or the model. */
void text_print_clean(FILE *fp, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void text_vprint_clean(FILE *fp, const char *fmt, va_list ap);

/* filter_check.c: 0 if the --variable-filter PATTERN keeps the restricted
   syntax whose regcomp cost is bounded; else -1 and the rule it breaks in
   why (n bytes). */
int filter_check(const char *pattern, char *why, size_t n);

/* At most this many steps between two output rows (sim_check_asserts):
   more means the run is stuck */
#define HYSC_MAX_STEPS_BETWEEN_ROWS 100000

/* ---------------------------------------------------------------- options.c */

typedef enum { HYSC_SOLVER_IDA, HYSC_SOLVER_NEWMARK } hysc_solver;
typedef enum { HYSC_ZENO_STOP, HYSC_ZENO_WARN, HYSC_ZENO_CONTINUE } hysc_zeno_policy;
/* Result file format; HYSC_FORMAT_AUTO: from the file name (.mat), else CSV */
typedef enum { HYSC_FORMAT_AUTO, HYSC_FORMAT_CSV, HYSC_FORMAT_MAT } hysc_format;
/* Jacobians: the model's analytic one where it has one, or finite differences */
typedef enum { HYSC_JACOBIAN_ANALYTIC, HYSC_JACOBIAN_FD } hysc_jacobian;

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
  hysc_format format;
  /* --compare, --reference, --max-diff (NAN: none), --work-precision */
  int compare, work_precision;
  const char *reference;
  double max_diff;
  const char *work_precision_plot; /* NULL: <Model>_work_precision.svg */
  const char *plot, *plot_vars;    /* --plot=FILE, --plot-vars=a,b */
  const char *plot_xy;             /* --plot-xy='x1,y1;x2,y2' as given (NULL: none) */
  const char *animate, *report;    /* --animate=FILE.html, --report=FILE.html */
  int progress;                    /* 0: never show the progress line */
  double max_rows;                 /* --max-rows: most output rows a run may write */
  const char *variable_filter;     /* --variable-filter=REGEX as given (NULL: none) */
  regex_t *filter;                 /* its compiled form, "^(REGEX)$" */
  int no_event_rows;               /* --no-event-rows: the output grid only */
  int event_rows;                  /* --event-rows: every event row, however many */
  int emit_internal;               /* --emit-internal: hysc's own variables too */
  int emit_derivatives;            /* --emit-derivatives: der(x) columns */
  int no_partition;                /* --no-partition: never part by part */
  FILE *event_log;                 /* where --events writes (NULL: stderr) */
  const char *events_file;         /* --events-file=FILE: event_log opened on it */
  hysc_jacobian jacobian;          /* --jacobian=analytic|fd */
  int check_jacobian;              /* --check-jacobian: compare with differences */
  /* parameter studies (sweep.c): --sweep and --vary as written, in order */
  const char **sweeps, **varies;
  int n_sweeps, n_varies;
  long samples;                    /* --samples (0: none) */
  double seed;                     /* --seed (-1 unless given) */
  int jobs;                        /* --jobs (0: the number of cores) */
  const char *sweep_dir;           /* NULL: <Model>_sweep */
  int summary_events;              /* --summary-events K (-1: default 3) */
  const char *plot_summary, *plot_summary_columns; /* --plot-summary=FILE Y:X */
  const char *slurm;               /* --slurm=SCRIPT */
  long slurm_chunk;                /* --slurm-chunk (0: default) */
  int collect, submit;
  long sweep_case;                 /* --sweep-case N: run that case only (0: none) */
  const char *sweep_cases;         /* --sweep-cases A-B: run those, no summary */
  /* [argc] 1 for the arguments of options that steer a sweep but do not change
     its cases' results (--jobs, --plot-summary, --slurm, ...): the cases' own
     command line leaves them out */
  unsigned char *run_control;
} hysc_options;

int opt_parse(hysc_options *o, const hysc_model *m, int argc, char **argv);
/* "<Model>: error: ... (try --help)" on stderr; returns HYSC_EXIT_USAGE */
int opt_usage_error(const hysc_model *m, const char *fmt, ...)
  __attribute__((format(printf, 2, 3)));
int opt_resolve(hysc_options *o, const hysc_model *m);
/* the variable (with columns: the output column) whose name is nearest
   name[0..len) (a slip), or NULL */
const char *opt_nearest_var(const hysc_model *m, const char *name, size_t len, int columns);
void opt_print_help(const hysc_model *m, const hysc_data *defaults, FILE *fp);
void opt_print_vars(const hysc_model *m, const hysc_data *D, FILE *fp);
void opt_free(hysc_options *o);

/* --------------------------------------------------------------- jacobian.c */

/* Systems of at least this many unknowns use a sparse LU (KLU), smaller
   ones a dense LU (both with the analytic Jacobian when there is one).
   Measured on a tridiagonal chain (bench/chain_sweep.sh's model, 300 s):
   dense is faster at 20 unknowns on Newmark (0.19 s against 0.24 s), KLU
   at 40 on both backends (IDA 0.06 against 0.08 s, Newmark 0.39 against
   0.44 s) and twice as fast at 80. */
#ifndef JAC_SPARSE_MIN
#define JAC_SPARSE_MIN 40
#endif
/* IDA's own steps go sparse from fewer unknowns: each of its Newton
   iterations solves with the factors (SUNDIALS' dense solve is n^2 and
   unblocked), and a model of MSL at 37 unknowns (ActuatorWithNoise) ran in
   half the time with KLU.  The chain above is as fast or faster with KLU
   from 20 on IDA. */
#define IDA_SPARSE_MIN 20
#define JAC_SINGULAR_RCOND 1e-14
/* up to this many unknowns a matrix the sparse LU finds ill-conditioned
   (rcond) is factored dense, whose pivots are judged against the terms
   they were summed from, not against the other pivots */
#define JAC_DENSE_FALLBACK_MAX 1000

/* The model's Jacobian parts a system's entries are made of. */
typedef enum { JAC_DY, JAC_DYP, JAC_INITIAL_DY, JAC_INITIAL_DYP } jac_part;

/* One system's Jacobian: a CSC pattern whose entry k is the sum over terms
   term_ptr[k] .. term_ptr[k+1]-1 of coefficient[slot] * model part. */
typedef struct {
  int n_rows, n_cols, nnz;
  int *colptr, *rows;
  int *term_ptr;
  struct jac_term_s *terms;
  int n_terms;
  /* building */
  const hysc_sparsity *model_pattern, *initial_pattern;
  int model_nnz, initial_nnz, built_cols;
  struct jac_term_s *pending;
  int n_pending, cap_pending, cap_rows, cap_term_ptr, cap_terms;
  double *source; /* the model's parts at the last evaluation */
} jac_assembly;

int jac_available(const hysc_model *m, const hysc_options *opt);
/* Build: jac_begin, then per column in order jac_add (any number), jac_end_column. */
int jac_begin(jac_assembly *A, const hysc_model *m, int n_rows, int n_cols);
int jac_add(jac_assembly *A, jac_part part, int column, int row_offset, int coefficient);
int jac_end_column(jac_assembly *A);
void jac_free(jac_assembly *A);
int jac_evaluate_model(jac_assembly *A, const hysc_model *m, const hysc_data *D,
                       int consistent, int initial);
void jac_combine(const jac_assembly *A, const double *coefficient, double *values);
/* The entries the model's Jacobian functions leave to differences (rows
   without a symbolic derivative), of the residual, its index-1 form or the
   initial residual, at D into that function's dfdy / dfdyp. */
enum { JAC_SET_RESIDUAL, JAC_SET_CONSISTENT, JAC_SET_INITIAL };
int jac_differences(const hysc_model *m, const hysc_data *D, int set, double *dfdy, double *dfdyp);
/* The systems of the runtime (see jacobian.c for their unknowns). */
int jac_build_residual(jac_assembly *A, const hysc_model *m, int nc);
int jac_build_consistency(jac_assembly *A, const hysc_model *m, int ns, int nc);
int jac_build_initial(jac_assembly *A, const hysc_model *m, int ns, int nc);
int jac_build_newmark(jac_assembly *A, const hysc_model *m, int ns, int nc);

typedef struct jac_lu jac_lu;
jac_lu *jac_lu_new(void);
void jac_lu_free(jac_lu *L);
int jac_lu_factor(jac_lu *L, int n, const int *colptr, const int *rows, double *values,
                  int *column);
void jac_lu_solve(jac_lu *L, int n, double *b);

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
  int nonfinite_row; /* a row that was NaN/Inf at a trial point of the line
                        search (a domain boundary ahead), or -1 */
  int in_derivative; /* NEWTON_NONFINITE: the residual is finite, its
                        derivative by report.column is not */
} newton_report;

/* values[A->nnz] = the Jacobian at u on the pattern A (jac_evaluate_model,
   jac_combine), with the ctx of the residual; nonzero: cannot evaluate */
typedef int (*newton_jac_fn)(void *ctx, const double *u, jac_assembly *A, double *values);

typedef struct {
  int n, capacity;   /* n may shrink below the allocated capacity */
  double *jac;       /* LU factors of the row-scaled Jacobian, row-major;
                        allocated at the first dense factorization */
  double *row_scale; /* 1 / largest entry of each Jacobian row */
  int *pivot;
  double *f, *f_trial, *u_trial, *du;
  int have_lu;       /* jac (or lu) holds factors that may be reused */
  /* analytic Jacobian (newton_use_jacobian); jac_fn NULL: differences */
  jac_assembly pattern;
  newton_jac_fn jac_fn;
  double *values;    /* [pattern.nnz] */
  jac_lu *lu;        /* sparse factors (n >= JAC_SPARSE_MIN), else dense */
  int dense_now;     /* lu refused an ill-conditioned matrix: jac has its
                        dense factors (n <= JAC_DENSE_FALLBACK_MAX) */
  /* rank < n: jac holds a row echelon form (newton_rank.c) of a mode whose
     structurally redundant rows leave rank unknowns determined; pcol the
     pivots' columns, dependent the largest residual its last solve left in
     the rows without a pivot, singular the report of the plain LU */
  int modes;         /* the model has modes (relations or discrete values):
                        a singular Jacobian may be one of redundant rows */
  int rank;
  int *pcol;
  double dependent;
  newton_report singular;
} newton_solver;

typedef struct {
  double rtol, atol; /* converged when |du_i| <= (atol + rtol |u_i|) * scale_i */
  double scale;      /* 0 or 1: tolerances as given; Newmark passes
                        1/(gamma h): its unknowns are derivatives and
                        multipliers, which move the state by only gamma h du */
  int max_iter;
  int reuse_jacobian; /* start from the factors of the previous solve */
  /* [n] bounds the iterates keep to (the unknowns' min and max), each
     step cut short of them; NULL: none */
  const double *lower, *upper;
  /* where reused factors (of another point) end the iterations:
     REUSE_END_WITHIN at a step within the tolerance, as fresh ones;
     REUSE_END_CONTRACTING there once they have shown they contract (a
     step at most half the one before: another mode's factors may not);
     REUSE_END_FAR_INSIDE only at a step of 1e-3 of the tolerance, for
     values that difference quotients divide by a short time (restart_step
     in ida_backend.c), which would amplify what an early end leaves */
  int reuse_end;
} newton_settings;
enum { REUSE_END_WITHIN, REUSE_END_CONTRACTING, REUSE_END_FAR_INSIDE };

int newton_alloc(newton_solver *N, int n);
/* From now on the Jacobian is N->pattern (built by the caller with
   jac_begin ... into N->pattern) evaluated by fn. */
int newton_use_jacobian(newton_solver *N, newton_jac_fn fn);
void newton_free(newton_solver *N);
newton_status newton_solve(newton_solver *N, newton_fn fn, void *ctx, double *u,
                           const newton_settings *set, hysc_stats *stats,
                           newton_report *rep);
/* newton_solve, then starts along its last step when it did not converge:
   another branch of solutions beyond a kink (newton.c) */
newton_status newton_solve_across(newton_solver *N, newton_fn fn, void *ctx, double *u,
                                  const newton_settings *set, hysc_stats *stats,
                                  newton_report *rep);
/* A guess for u: the analytic Jacobian's blocks solved in block-triangular
   order (init_blocks.c), a block that does not converge again from its
   values torn, the first n_prefer unknowns held first; the number of blocks
   that did not converge, -1 when it cannot order them */
int newton_block_guess(newton_solver *N, newton_fn fn, void *ctx, double *u, int n_prefer,
                       hysc_stats *stats);
/* Dense LU with partial pivoting of a row-scaled m x m matrix, row-major, in
   place (consistency_blocks.c): 0 when singular; then x = J^{-1} x */
int dense_lu_factor(double *J, int m, int *pivot);
void dense_lu_solve(const double *J, int m, const int *pivot, double *x);
/* newton_rank.c: the structural rank of the entries of the row-major n x n
   J above tiny or marked in also (NULL: none); a row echelon form of J in place (rows swapped as perm says, columns
   without a pivot skipped), its rank; x from it and b (b overwritten), the
   free unknowns 0, returning the largest |b| left in the rows without a
   pivot */
int newton_structural_rank(const double *J, const unsigned char *also, int n, double tiny);
/* each row of J divided by its largest entry (row_scale: 1 / it; 1 for a
   row without entries) */
void newton_scale_rows(double *J, int n, double *row_scale);
void newton_eliminate(double *J, int n, int r, int k, int p);
int newton_echelon_factor(double *J, int n, int *perm, int *pcol, double singular_pivot);
/* 1 when every column without a pivot (pcol: the rank pivots' columns, in
   order) has an entry the mode dropped (dropped, row-major n x n: in the
   model's pattern, 0 in this mode) */
int newton_free_columns_dropped(const unsigned char *dropped, int n, int rank, const int *pcol);
double newton_echelon_solve(const double *J, int n, int r, const int *perm, const int *pcol,
                            double *b, double *x);

/* ----------------------------------------------------------------- output.c */

/* One when-branch firing: its time and index into hysc_model.whens. */
typedef struct {
  double t;
  int when;
} hysc_firing;

/* A run kept in memory (for --compare, --plot, --work-precision and MAT
   files): every row written, time first, then the columns of the CSV file. */
typedef struct {
  int n_columns;            /* 1 + output columns */
  double *values;           /* [n_rows * n_columns] */
  unsigned char *event_row; /* [n_rows] 1 for the left/right limit rows of an event */
  long n_rows, cap_rows;
  hysc_firing *firings;
  long n_firings, cap_firings;
  int out_of_memory;
  /* keep_trace: also the dense output of the run (trace.c), n_trace points
     of trace_width() numbers each */
  int keep_trace;
  double *trace;
  long n_trace, cap_trace;
} hysc_record;

struct output_column;

typedef struct {
  FILE *fp;          /* NULL: no file, only the record */
  char *final_path;  /* NULL when writing to stdout or a device */
  const char *shown_path; /* for messages: the path given, or "<stdout>" */
  char *tmp_path;
  int failed;
  hysc_format format; /* CSV or MAT */
  hysc_record *record; /* rows are also kept here; NULL: not kept */
  int row_is_event;    /* set by the simulation around event rows */
  long rows, max_rows; /* rows written; the most allowed (0: no limit) */
  double last_t;       /* the time of the last row (in the file or not) */
  long file_rows;      /* rows in the file (event rows not, with no_event_rows) */
  double file_first_t; /* the time of its first row */
  double file_last_t;  /* the time of its last row */
  /* [record columns] 1 for a column the file holds (time always); NULL: all.
     The record keeps every column and row: --compare and --plot need them. */
  unsigned char *in_file;
  int no_event_rows;   /* the file gets the grid rows only */
  /* --emit-derivatives: der(x) of each state x the file holds, after the
     other columns */
  int derivatives;
  /* The file's columns after time, listed once at output_open (output.c),
     with what CSV rows keep of the row before, and that row's text and the
     current one's: each output its own (two may be open at once). */
  struct output_column *columns;
  int n_columns;
  char *row_texts[2];
  size_t row_capacity;
  int row_current;
  /* MAT: the values of data_2 per row (time, the columns that are no alias
     of an earlier one, der(x)); in a regular file data_2 is written row by
     row and its count, with data_1's stop time, written at the offsets
     below by output_close; elsewhere (stdout, a device) the rows are kept
     in kept until then. */
  int n_stored;
  double *stored_row;
  long count_at, stop_at; /* -1: not written yet */
  double *kept;
  long n_kept, kept_cap;
} hysc_output;

/* The output columns: states, algebraic, computed and discrete variables in declaration order. */
int output_is_column(const hysc_var *v);
/* A variable's value in D (computed ones as compute() last left them) */
static inline double hysc_var_value(const hysc_data *D, const hysc_var *v)
{
  switch (v->kind) {
  case HYSC_STATE:
  case HYSC_ALGEBRAIC: return D->y[v->index];
  case HYSC_DISCRETE: return D->d[v->index];
  case HYSC_COMPUTED: return D->w[v->index];
  default: return D->p[v->index];
  }
}
/* path NULL: no file (rows only go to record); format AUTO is resolved from path */
int output_open(hysc_output *O, const hysc_model *m, const char *path,
                const hysc_options *opt, hysc_record *record);
/* whether --variable-filter (NULL: none) selects the variable's column */
int output_selects(const regex_t *filter, const hysc_var *v);
/* [1 + output columns]: 1 for time and the columns a reader is shown, 0 for
   hysc's own variables (hysc_var.internal) unless emit_internal; NULL when
   out of memory.  Result files, --compare's table and summary.csv use it. */
unsigned char *output_shown_columns(const hysc_model *m, int emit_internal);
int output_row(hysc_output *O, const hysc_model *m, const hysc_data *D);
/* Whether --max-rows rows were written: no more may be. */
int output_full(const hysc_output *O);
/* The CSV line output_row writes for D (valid until the next call), for
   writers of rows in other processes; its length, 0: out of memory. */
size_t output_row_text(hysc_output *O, const hysc_model *m, const hysc_data *D, const char **text);
/* D: parameter values for the MAT file's data_1 */
int output_close(hysc_output *O, const hysc_model *m, const hysc_data *D);
void output_abort(hysc_output *O);
int record_init(hysc_record *R, const hysc_model *m);
int record_firing(hysc_record *R, double t, int when);
void record_free(hysc_record *R);

/* --------------------------------------------------- consistency_blocks.c */

typedef struct consistency_blocks consistency_blocks;
consistency_blocks *consistency_blocks_new(const jac_assembly *A, int n, int *failed);
void consistency_blocks_free(consistency_blocks *B);
void consistency_blocks_baseline(consistency_blocks *B, const double *f);
void consistency_blocks_end_event(consistency_blocks *B);
int consistency_blocks_in_event(const consistency_blocks *B);
/* Every block's factors stale: the next solve factors afresh. */
void consistency_blocks_forget(consistency_blocks *B);
int consistency_blocks_solve(consistency_blocks *B, newton_solver *N, newton_fn fn,
                             void *ctx, double *u, const newton_settings *set,
                             hysc_stats *stats);

/* ------------------------------------------------- hysc_sim: the state of a run */

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
  double *relation_scale;       /* [n_relations] see hysteresis.c */
  unsigned char *relation_before; /* [n_relations] r at event entry, then [n_roots]
                                   the roots of the event that crossed (events.c) */
  double *held, *held_pass;     /* [n_discrete] the initial event iteration's pre() and
                                   its pass before (events.c hold_pre), else NULL */
  double *z_before;             /* [n_relations] z at event entry, after the crossing */
  double *frozen_before;        /* [n_frozen] at event entry */
  int *event_fired;             /* when branches fired during one event */
  int n_event_fired, cap_event_fired;
  newton_solver consistency;    /* [yp states, y algebraic] at events */
  double *consistency_u;
  struct consistency_blocks *consistency_blocks; /* its independent blocks, or
                                   NULL: one Newton (consistency_blocks.c) */
  /* the same with the discrete Reals of when-equations that fired in a loop
     with the continuous equations appended (hysc_model.when_loop_*) */
  newton_solver when_loop;
  double *when_loop_u, *when_loop_res;
  int *when_loop_active, n_when_loop_active;
  hysc_output output;
  hysc_stats stats;
  double last_event_time;
  double false_root_time;       /* a root not crossed at the settled values (events.c) */
  int events_same_time;
  int quiet_errors;             /* a trial solve (mode search): sim_error says nothing */
  double grid_time_next;        /* next output grid time */
  long grid_index;
  /* time events of sample(start, interval): the next instant of sample j is
     sample_start[j] + sample_k[j] * sample_interval[j] */
  double *sample_start, *sample_interval;
  long *sample_k;
  unsigned char *assert_warned; /* [n_asserts] level-1 warning printed */
  zeno_track *zeno;             /* [n_whens + 2 * n_relations] */
  unsigned char *relation_held; /* [n_relations] 1: held true, 2: held false, its
                                   root function constant (contact.c) */
  double *contact_due;          /* [n_contacts] when contact k begins: the
                                   accumulation point of its impacts; HUGE_VAL */
  double *delay_values;         /* [n_delays] scratch for delay.c */
  double delay_step_cap;        /* largest step delay() allows (HUGE_VAL: none) */
  double *relation_time;        /* [n_relations] the time a relation of time against
                                   parameters switches at (a time event, hysc_model.
                                   relation_time_slope), NAN for the others and until
                                   the initial event is over (timeline.c); as many
                                   scratch entries after them */
  int n_watched_roots;          /* root functions the backends watch: 0 when every
                                   one is such a relation, else n_roots */
  double delay_due;             /* when the next jump of a delayed expression
                                   comes back: a time event (delay.c) */
  double *left_row;             /* [n_continuous + n_discrete + n_computed + n_continuous] the */
  double left_t;                /* left limit of the event under way at left_t; */
  int left_kept;                /* 1 kept, 2 kept and already written, 0 none */
  int event_wrote_rows;         /* the last event's rows were written */
  long steps_at_row;            /* stats.steps at the last output or event row, */
  double row_time;              /* and its time */
  int rows_skip_computed;       /* 0 not known yet, 1 no output row reads a */
                                /* computed variable, 2 some do (sim_common.c) */
  double dense_since;           /* events of any kind since this time: */
  long dense_count;             /* see zeno.c, too many events per time */
  int stop_exit_status;         /* exit status when a backend returns HYSC_STOP */
  /* a co-simulation step (runtime/fmi): the backends return at pause_time,
     and resume from there when advanced again; 0 in a whole run */
  int pausing;
  double pause_time;
  /* the progress line on a terminal (see sim_progress) */
  const char *progress_label;
  int progress_enabled, progress_shown;
  unsigned progress_calls;
  double progress_begin, progress_last;
} hysc_sim;

/* The files of the simulation.  Who calls whom, in one direction, is drawn
   in doc/architecture.md; tests/structure/runtime_acyclic.sh fails on a
   call cycle between files. */

/* ------------------------------------------------------------ choice_watch.c */

/* The watch over a model's choices of dummies that depend on the values
   (hysc_model.choice_matrices); NULL when it has none (or out of memory). */
typedef struct choice_watch choice_watch;
choice_watch *choice_watch_new(const hysc_model *m);
void choice_watch_free(choice_watch *w);
/* 1 when every watched part, at the values D, keeps at least fraction of
   the size of its measure at the first call (the start) and, with
   keep_sign, the sign it had when last called regular (its rows followed
   through changes of their own sign): 0 when one comes near singular or
   crosses it (its dummies then belong in the error test). */
int choice_watch_regular(choice_watch *w, const hysc_data *D, double fraction, int keep_sign);

/* ------------------------------------------------------------- error_modes.c */

/* The unknowns that the mode after an event makes derivatives of states
   (hysc_model.error_test_rows); NULL when the model has no rows whose
   coefficients a mode chooses (or out of memory). */
typedef struct error_modes error_modes;
error_modes *error_modes_new(const hysc_model *m, int ns, int nc);
void error_modes_free(error_modes *E);
/* id (IDA's, 0 outside the error test) for the mode at D; 1 changed, 0 not,
   -1 not known here (id as it was). */
int error_modes_update(error_modes *E, const hysc_model *m, const hysc_data *D, const double *atol,
                       double *id);

/* ------------------------------------------------------------- sim_common.c */

/* The stream of --events lines "event t=T ...". */
FILE *sim_event_log(const hysc_sim *S);
/* One line of --events: the formatted text with control characters as '?'
   (it quotes the model's conditions and file names), then a newline. */
void sim_log_event(const hysc_sim *S, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sim_error(const hysc_sim *S, const char *fmt, ...)
  __attribute__((format(printf, 2, 3)));
/* HYSC_FAIL, after the error, when a function's call went deeper than
   HYSC_MAX_CALL_DEPTH since the run began (sim_error says so first too) */
int sim_check_calls(const hysc_sim *S);
/* "" or, for a model whose states index reduction chose at compile time,
   "; index reduction chose the states once ...: states ...; dummy
   derivatives ...", to end a message of a solver that cannot go on */
const char *sim_static_choice(const hysc_model *m);
/* "file:line" of a line of the model's tables (hysc_source.line), in the
   model's file or in the library file it is in; valid until eight more calls */
const char *sim_place(const hysc_model *m, int line);
/* The model switches modes (relations or discrete values): a singular
   system may be a mode's redundant rows (newton_rank.c). */
int sim_has_modes(const hysc_model *m);
/* 1, after an error naming the variable and its equation, when an
   assignment divides by a coefficient of parameters that is 0 with the
   run's values (hysc_model.zero_divisor) */
int sim_divisor_zero(hysc_sim *S);
void sim_newton_message(const hysc_sim *S, const char *what,
                        const newton_report *rep, const char *const *row_names,
                        const int *row_lines, const char *const *column_names);
/* value of relation k after its hysteresis, from its old value and z */
int sim_relation_value(const hysc_sim *S, int k, int old, double z);
/* value of relation k from z alone (no crossing: at initialization) */
int sim_relation_now(const hysc_sim *S, int k, double z);
/* z = all root functions' raw values (relations, then frozen-function
   bounds) at the given values; checks that they are finite */
int sim_zero_crossings(hysc_sim *S, const hysc_data *W, double *z);
/* phi_k > 0 exactly when root function k switches at z: the root function
   with the sign chosen so that "switched" is always positive */
double sim_switch_function(const hysc_sim *S, int k, double z);
/* root function g_k handed to the solvers: z_k + (r_k ? eps_k : 0) for a
   relation, z_k itself for a frozen-function bound */
double sim_root_function(const hysc_sim *S, int k, double z);
/* calloc of at least one element: 0 elements is not "out of memory" */
void *sim_calloc(size_t n, size_t size);
/* The Newton settings of restart and initialization solves. */
newton_settings sim_tight_newton(const hysc_sim *S, int reuse);
double sim_wall_clock(void);

/* ------------------------------------------------------------- hysteresis.c */

/* The relative part of a relation's dead band (see hysteresis.c). */
#define HYSC_RELATIVE_HYSTERESIS 1e-12
/* eps_k of relation k: true -> false only when z_k < -eps_k */
double sim_hysteresis(const hysc_sim *S, int k);
/* The scale of each relation that switched since before[] (NULL: all). */
void sim_hysteresis_rescale(hysc_sim *S, const unsigned char *before);

/* -------------------------------------------------------------- crossings.c */

/* slope[k] = h * d(phi_k)/dt at (t, y) by central differences along the
   tangent ydot (exact for root functions linear in y); y_work[n_continuous],
   z_plus and z_minus[n_roots] are scratch. */
int crossing_slopes(hysc_sim *S, double t, const double *y, const double *ydot, double h,
                    double *y_work, double *z_plus, double *z_minus, double *slope);
/* rate[k] = d(phi_k)/dt the same way, probing as for a step of length h:
   a backend that keeps a point's rates uses them for steps of any length. */
int crossing_rates(hysc_sim *S, double t, const double *y, const double *ydot, double h,
                   double *y_work, double *z_plus, double *z_minus, double *rate);
/* Fractions of a step (in (0, 1), unsorted) where a switch function's cubic
   from its end values (z0, z1) and slopes has an interior maximum that comes
   near switching; fraction[] holds n_roots; returns how many. */
int crossing_candidates(const hysc_sim *S, const double *z0, const double *z1,
                        const double *slope0, const double *slope1, double *fraction);
void crossing_sort(double *x, int n);
/* z at time t on a backend's interpolant */
typedef int (*crossing_fn)(void *ctx, double t, double *z);
/* Illinois (modified regula falsi) for root function k's switch function on
   [a, b] with phi(a) <= 0 < phi(b), to tol in time; returns the end on the
   switched side; z[n_roots] is scratch; *failed = 1 when at() failed. */
double crossing_illinois(hysc_sim *S, crossing_fn at, void *ctx, int k, double a, double fa,
                         double b, double fb, double tol, double *z, int *failed);

/* ------------------------------------------------------------------- zeno.c */

/* After an event: records it, reports accumulating events; HYSC_STOP when
   the run must end (--zeno=stop, or chattering). */
int sim_zeno_check(hysc_sim *S);
/* The events of track `key` accumulate, judged from fewer of them than the
   report needs: at least 4, each gap shorter than the one before (the
   ratio at most that of the report) at the end of the track.  For model exchange, whose importer
   may step over the last impacts before the report; *t_star estimates the
   accumulation point from the last ones. */
int zeno_shrinking(const hysc_sim *S, int key, double *t_star);

/* ------------------------------------------------------------ mode_switch.c */

/* A row at an event written now (a mode switch's own row), marked as such
   for the recorder. */
int sim_event_row(hysc_sim *S);
/* The left limit of an event, kept (written: it is the last row already);
   the right limit then writes both rows only if an output column changed. */
int sim_event_left(hysc_sim *S, int written);
int sim_event_right(hysc_sim *S);
/* After an event (sim_event): 1 when it left the continuous problem as it
   was (no relation, floor/ceil value, state or discrete variable the
   continuous system reads changed), so the solver may go on without a
   restart. */
int sim_event_kept_problem(const hysc_sim *S);
/* A kept left limit written (a run that fails inside an event). */
int sim_event_flush(hysc_sim *S);
/* A run that stopped early (terminate(), accumulating events) ends with a
   row of the time it stopped at: the last event's right limit, written
   once, if that event wrote no rows. */
int sim_end_row(hysc_sim *S);
/* The output row of D, its computed variables worked out first where the
   rows hold any */
int sim_output_row(hysc_sim *S, const hysc_data *D);
/* D's computed variables worked out and, where the rows hold any, checked
   finite, for its row */
int sim_row_values(hysc_sim *S, const hysc_data *D);
/* After a mode switched outside the event iteration: conditions and pre()
   taken as settled. */
void sim_settle_mode_switch(hysc_sim *S);

/* ---------------------------------------------------------------- contact.c */

/* Impacts of zeno track `key` accumulate at t_star (count of them): with
   --zeno=continue and a contact mode, contact is due at t_star, a time
   event (HYSC_OK; the report is printed); -1 when there is no contact. */
int contact_on_zeno(hysc_sim *S, int key, long count, double t_star);
/* Impacts of track `key` still accumulate, now estimated at t_star: the
   time of a contact already due moves there. */
void contact_refine(hysc_sim *S, int key, double t_star);
/* At the start: no contact due, the lift-off relations inert in flight. */
void contact_init(hysc_sim *S);
/* After every event: contacts that begin now, and those that the model's
   lift-off clause ended. */
int contact_after_event(hysc_sim *S);
/* The name of a recorded firing: when-branch w, or n_whens + k for the
   start of contact k (text in buffer where it is made up). */
hysc_source contact_event_source(const hysc_model *m, int w, char *buffer, size_t size);

/* ---------------------------------------------------------------- sliding.c */

/* At the start: the end relations of sliding modes, inert off the surface. */
void sliding_init(hysc_sim *S);
/* Relation track `key` chatters (count switches): with --zeno=continue and
   a sliding mode, sliding begins now (HYSC_OK, reported); -1 when there is
   no sliding mode, HYSC_FAIL on failure. */
int sliding_on_chatter(hysc_sim *S, int key, long count);
/* After every event: slidings that the model's end clause ended. */
int sliding_after_event(hysc_sim *S);

/* ------------------------------------------------------------- projection.c */

/* States back onto the reduced constraints (model->constraint_values). */
int sim_project(hysc_sim *S);
/* 1 while a model with reduced constraints may be integrated as index 1:
   no constraint holds at the current discrete values (model
   constraint_modes) and its only algebraic variables are the multipliers,
   which are then 0 (IDA's Newton solves their rows `lambda = 0` exactly);
   always 0 without constraints (nothing to relax). */
int sim_index1_mode(const hysc_sim *S);

/* --------------------------------------------------------------- timeline.c */

/* Where a backend's advance returns: the stop time, or the end of a
   co-simulation step (hysc_sim.pausing). */
double sim_run_end(const hysc_sim *S);
/* Move the next output grid time beyond t (rows at or before t are covered). */
void sim_grid_skip_to(hysc_sim *S, double t);
/* The next time event strictly after t (HUGE_VAL when none). */
double sim_next_time_event(const hysc_sim *S);
/* The same without the samples j where skip[j] (NULL: none skipped). */
double sim_next_time_event_except(const hysc_sim *S, const unsigned char *skip);
/* Whether sample j had an instant at t (the event at t was one of its). */
int sim_sample_fired_at(const hysc_sim *S, int j, double t);
/* The next output time, time event or stop time the run must stop at
   (*at_time_event: it is the time event); see timeline.c. */
double sim_next_stop(const hysc_sim *S, int *at_time_event);
/* Whether two times differ by a few ulps only. */
int sim_same_instant(double a, double b);
int sim_init_samples(hysc_sim *S);
/* The switching times of the relations of time against parameters, once
   initialization is over (parameters with fixed = false, --set); on = 0:
   none, their root functions as for any relation (initialization). */
void sim_init_time_relations(hysc_sim *S, int on);
/* hysc_sim.relation_time, none scheduled yet (sim_alloc) */
int sim_time_relations_alloc(hysc_sim *S);
/* Their times again from the values at an event (discrete operands):
   HYSC_FAIL with a message where one is not a number. */
int sim_refresh_time_relations(hysc_sim *S);
/* Whether relation k is one of those, scheduled as a time event. */
int sim_time_relation(const hysc_sim *S, int k);
/* The value relation k (one of those) has at time t: its value after the
   switch at its time or later. */
int sim_time_relation_value(const hysc_sim *S, int k, double t);
int sim_mark_due_samples(hysc_sim *S);

/* ------------------------------------------------------------ consistency.c */

/* Consistent algebraic values and derivatives at the current states. */
int sim_consistency_jacobian(hysc_sim *S);
/* jacobian_check.c: --check-jacobian at the current values */
#define JAC_CHECK_TOLERANCE 1e-6
int jac_check(hysc_sim *S);
/* The Newton starts from the factors of the solve before, across events
   too (an event's several solves, a sampled input that changed no
   Jacobian), and refactors when they do not contract (another mode's);
   not from the factors of a mode with redundant rows, nor of a failed
   solve.  With an index-2 model this is called hundreds of times per event;
   a factorization each time would dominate the run. */
int sim_consistent(hysc_sim *S, const char *when);
/* The same for values whose differences over a short time are taken
   (restart_step): reused factors iterate until far inside the tolerance. */
int sim_consistent_probe(hysc_sim *S, const char *when);
/* The same between two events (the solver's output times and root
   functions), from the previous factors whatever their mode. */
int sim_consistent_between_events(hysc_sim *S, const char *when);
/* Inside an event (from its left limit to its restart values) only the
   blocks of equations whose values the event moved are re-solved. */
int sim_consistency_event_begin(hysc_sim *S);
void sim_consistency_event_end(hysc_sim *S);
int sim_mark_when_loops(hysc_sim *S);
int sim_when_loop_solve(hysc_sim *S);

/* ----------------------------------------------------------------- events.c */

/* Handle an event at the current values: triggered[n_roots] names the root
   functions that stopped the solver (NULL for a time event; due samples are
   found by the time).  HYSC_STOP: the run ends cleanly here. */
int sim_event(hysc_sim *S, const unsigned char *triggered);
/* After each accepted step (or solver return): assertions. */
int sim_check_asserts(hysc_sim *S);
/* The row of the current output grid time (an event's at the stop time
   when something switches exactly there). */
int sim_output_grid_row(hysc_sim *S);
void sim_take_discrete_as_pre(hysc_sim *S);
void sim_progress_end(hysc_sim *S);
int sim_initial_event(hysc_sim *S);
int sim_terminal_event(hysc_sim *S);

/* --------------------------------------------------------- initialization.c */

void sim_start_values(hysc_sim *S);
int sim_initialize(hysc_sim *S);

/* ------------------------------------------------- simulation.c: the driver */

int sim_alloc(hysc_sim *S, const hysc_model *m);
void sim_free(hysc_sim *S);
/* One whole run (initialization, the backend opt->solver, the terminal
   event) with a fresh hysc_sim: result file path (NULL: none), rows kept in
   record (NULL: not kept), statistics to stats (may be NULL), progress line
   labelled with label when stderr is a terminal.  Returns the exit status
   (HYSC_EXIT_OK, _FAILURE, _ZENO); *end_time is where the run ended. */
int sim_simulate(const hysc_model *m, const hysc_options *opt, const char *path,
                 hysc_record *record, hysc_stats *stats, const char *label,
                 double *end_time);

/* <Model>_res.csv or .mat (malloc'd; NULL: out of memory, reported) */
char *sim_default_output(const hysc_model *m, const hysc_options *opt);
/* --stats: how: the linear algebra used, or how the run went */
void sim_print_stats(const hysc_model *m, const hysc_options *opt, const hysc_stats *st, const char *how);

/* ------------------------------------------------------------------ jobs.c */

/* Tasks first .. n_tasks - 1 spread over processes (see jobs.c). */
typedef struct {
  const char *name;                   /* the model's, for messages */
  int first, n_tasks;
  /* HYSC_OK, _FAIL (reported), _STOP; it may write into its child's fp */
  int (*work)(void *ctx, int task, int first_child, FILE *fp);
  int (*report)(void *ctx, FILE *fp); /* in a child once its tasks ran (NULL: none) */
  int (*gather)(void *ctx, FILE *fp); /* in the parent, each child's fp in turn */
  void *ctx;
} jobs_spec;
int jobs_default_processes(void);
/* Memory the children write into and the parent reads: NULL when none. */
void *jobs_shared(size_t bytes);
void jobs_shared_free(void *p, size_t bytes);
/* HYSC_OK, HYSC_FAIL when a task or a process failed, else HYSC_STOP when a
   task stopped. */
int jobs_run(const jobs_spec *J, int processes);
/* The signals that stop a parent and its processes: SIGINT, SIGTERM, SIGHUP. */
enum { JOBS_STOP_SIGNALS = 3 };
/* handler installed for them (old[] receives what was there; install 0: old[]
   put back); a signal inherited as ignored stays ignored. */
void jobs_handle_stops(int install, void (*handler)(int), struct sigaction *old);

/* ------------------------------------------------- trace.c: dense output */

long trace_width(const hysc_record *R);
/* One point of the trace at the current values (nothing when the record
   keeps none); HYSC_FAIL out of memory. */
int sim_trace(hysc_sim *S);
/* columns[R->n_columns]: time and the record's columns at t, interpolated
   on the trace; *cursor: where the last look-up ended (times asked in
   order cost one pass). */
void trace_values(const hysc_record *R, long *cursor, double t, double *columns);

/* ---------------------------------------------- partition.c: part by part */

/* One run, like sim_simulate: part by part where the model has independent
   parts and the result no event rows (see partition.c), else whole. */
int run_simulation(const hysc_model *m, const hysc_options *opt, const char *path, hysc_record *record,
                   hysc_stats *stats, const char *label, double *end_time);

/* ---------------------------------------------------------------- compare.c */

/* --compare (with --reference, --max-diff): exit status */
int compare_main(const hysc_model *m, hysc_options *opt);
/* --work-precision (work_precision.c): exit status */
int work_precision_main(const hysc_model *m, hysc_options *opt);
/* The firings of two records paired by when-branch and order, sorted by
   time (malloc'd; NULL: out of memory). */
typedef struct {
  double t[2]; /* NAN where the run has no partner */
  int when;
} event_pair;
event_pair *compare_pair_events(const hysc_model *m, const hysc_record *A, const hysc_record *B,
                                long *n_pairs);

/* ---------------------------------------------------------------- reference.c */

/* Longest line of a --reference file, in bytes (the header of a model with
   100 000 variables fits). */
#define REFERENCE_MAX_LINE (16 * 1024 * 1024)

typedef struct {
  int n_columns;
  char **names;
  double *values; /* [n_rows * n_columns] */
  long n_rows;
  int time_column;
  double *event_times; /* times that appear on two rows in a row, after the first row */
  long n_events;
} reference_file;

/* HYSC_OK, or HYSC_FAIL after one message naming the file and line */
int reference_read(const hysc_model *m, const char *path, reference_file *F);
void reference_free(reference_file *F);
/* The reference's value of column c at t, linear within an event-free
   stretch; NAN outside its time range. */
double reference_at(const reference_file *F, int c, double t);

/* ------------------------------------------------------------- sweep_spec.c */

/* One swept or varied variable: a list of values, or a distribution. */
typedef struct {
  const hysc_var *var;
  double *values;   /* [n_values] of a --sweep */
  int n_values;
  int random;       /* --vary: 1 uniform(a, b), 2 normal(mu = a, sigma = b) */
  double a, b;
} sweep_axis;

typedef struct {
  sweep_axis *axes; /* the --sweep options in order, then the --vary ones */
  int n_axes;
  long samples;     /* 1 without --samples */
  unsigned long long seed;
  long n_cases;     /* grid points times samples */
} sweep_plan;

/* The cases of --sweep, --vary, --samples, --seed; exit status (2 reported). */
int sweep_plan_build(sweep_plan *P, const hysc_model *m, const hysc_options *opt);
void sweep_plan_free(sweep_plan *P);
/* values[n_axes] of case case_number (from 1) */
void sweep_case_values(const sweep_plan *P, long case_number, double *values);

/* ---------------------------------------------------------------- summary.c */

/* What one case of a study gave, for its row of summary.csv. */
typedef struct {
  long case_number;
  const double *values;        /* [n_axes] */
  const char *status;          /* ok, zeno, chattering, assert: ..., failed: ... */
  const hysc_stats *stats;     /* NULL when the case did not finish */
  const hysc_record *record;   /* NULL likewise */
} sweep_case_result;

typedef struct {
  const hysc_model *model;
  const sweep_plan *plan;
  const char *dir;             /* the sweep directory */
  int summary_events;          /* first event times per when-clause */
  int emit_internal;           /* --emit-internal: hysc's own variables and when-clauses */
} sweep_summary;

/* DIR/case-NNNN.EXTENSION (malloc'd; NULL: out of memory) */
char *summary_case_path(const sweep_summary *W, long case_number, const char *extension);
/* The header line of summary.csv (malloc'd, no newline; NULL: out of memory). */
char *summary_header(const sweep_summary *W);
/* DIR/case-NNNN.row written atomically: the header and the case's row. */
int summary_write_case(const sweep_summary *W, const sweep_case_result *r);
/* 1 when the case has a row whose status is not a failure (it is done). */
int summary_case_done(const sweep_summary *W, long case_number);
/* DIR/summary.csv from the case rows that exist; *missing: cases without one,
   *failed: rows with status failed or assert.  HYSC_OK or HYSC_FAIL. */
int summary_collect(const sweep_summary *W, long *missing, long *failed);
/* --plot-summary: columns "Y:X" of DIR/summary.csv into path. */
int summary_plot(const sweep_summary *W, const char *path, const char *columns);
/* 0 when "Y:X" names two columns of the header, else a usage error (exit 2). */
int summary_check_columns(const sweep_summary *W, const char *columns);

/* ------------------------------------------------------- sweep.c, slurm.c */

/* 1 when the command line asks for a parameter study (any of its options) */
int sweep_requested(const hysc_options *o);
/* --sweep, --vary and the rest: the study's exit status */
int sweep_main(const hysc_model *m, hysc_options *o, int argc, char **argv);
/* --slurm=SCRIPT (and --submit); case_args: this executable and the study's
   options, NULL-terminated. */
int slurm_main(const sweep_summary *W, const hysc_options *o, char **case_args);

/* ------------------------------------------------------------------- plot.c */

/* 1 when a gnuplot executable is on PATH */
int plot_have_gnuplot(void);
/* checks --plot's file name and --plot-vars against the model; exit status */
int plot_check_options(const hysc_model *m, const hysc_options *opt);
/* Trajectories of the plotted columns of one or two records (labels[i] for
   record i) with their when-firings marked; HYSC_OK or HYSC_FAIL. */
int plot_trajectories(const hysc_model *m, const hysc_options *opt, const char *path,
                      const hysc_record *const *records, const char *const *labels,
                      int n_records);
/* One pair of --plot-xy: its variables and their columns (1-based, time is 1). */
typedef struct {
  const hysc_var *var[2];
  int column[2];
} plot_pair;
#define PLOT_MAX_PAIRS 32
/* The pairs of --plot-xy's spec 'X1,Y1;X2,Y2' into pairs[max]: how many, or
   -1 after a message on stderr. */
int plot_xy_pairs(const hysc_model *m, const char *spec, plot_pair *pairs, int max);
/* One line of the work-precision plot: error against cost, n points. */
typedef struct {
  const char *label;
  int n;
  const double *error, *cost;
} plot_series;
int plot_work_precision(const hysc_model *m, const char *path, const plot_series *series,
                        int n_series);
/* Points (x[i], y[i]) of a parameter study, labelled by their column names. */
int plot_summary_points(const hysc_model *m, const char *path, const char *x_name,
                        const char *y_name, const double *x, const double *y, long n);

/* ----------------------------------------------------------------- report.c */

/* One run of the pictures: its rows, its label ("IDA"), its statistics. */
typedef struct {
  const hysc_record *rec;
  const char *label;
  const hysc_stats *stats;
} report_run;
/* One or two runs (--compare: IDA first) and, for two, their events paired
   by compare_pair_events (NULL: no comparison). */
typedef struct {
  const report_run *runs;
  int n_runs;
  const event_pair *pairs;
  long n_pairs;
} report_runs;
/* --plot (plot.c), --animate and --report of finished runs; HYSC_OK or
   HYSC_FAIL (reported). */
int report_pictures(const hysc_model *m, const hysc_options *opt, const report_runs *R);

/* ------------------------------------------------ ida_backend.c, newmark_backend.c */

/* A backend is a table of functions the driver (simulation.c) calls, in
   this order: init at the consistent initial values (*state: its own data,
   which free releases even when init failed), advance to the stop time
   (events through sim_event; HYSC_OK, HYSC_STOP or HYSC_FAIL), statistics
   (its counters added to stats), free.  A backend uses the shared machinery
   (events, consistency, timeline, crossings) and never calls the driver. */
typedef struct {
  const char *name;
  int (*init)(hysc_sim *S, void **state);
  int (*advance)(void *state);
  void (*statistics)(void *state, hysc_stats *stats);
  void (*free)(void *state);
} hysc_backend;
extern const hysc_backend hysc_ida_backend, hysc_newmark_backend;

/* ----------------------------------------------------------------- delay.c */

int delay_alloc(hysc_sim *S);
void delay_free(hysc_sim *S);
/* after bind_parameters: delay times, S->delay_step_cap; empty histories */
int delay_start(hysc_sim *S);
/* the delayed expressions' values now, into their histories */
int delay_record(hysc_sim *S);
/* the jumps whose delayed image is due now happen; returns how many */
int delay_mark_due(hysc_sim *S);

/* ---- external.c: ModelicaUtilities.h for external C code ---- */

/* The number of the first external function whose C code called
   ModelicaError since the last call, and its message; -1: none. */
int external_failure(const char **message);
/* Where ModelicaMessage writes: standard output, or fp (standard error
   when the results go to standard output). */
void external_messages_to(FILE *fp);
/* The ExternalObjects of the run destroyed, the last made first. */
void external_objects_free(void);

#endif
