/*
 * hysc_model.h - the interface between a generated model and the hysc runtime.
 *
 * The compiler emits one C file per model that defines `hysc_model_instance`
 * (a hysc_model) with designated initializers (`.residual = residual,`):
 * a member left out is 0 or NULL, and a member added here shifts no other.
 * The runtime library (libhyscrt.a) provides main(), both
 * solver backends, event handling and output, and reaches the model only
 * through this header.  Nothing here knows about a particular backend.
 *
 * Storage: every value lives in a hysc_data.  Continuous unknowns are y[]
 * (states first, then algebraic variables) with derivatives yp[] (only the
 * state part is meaningful); discrete variables (Boolean, Integer, discrete
 * Real, all stored as double) are d[]; parameters and constants are p[].
 * Algebraic variables that the compiler solved for by assignments evaluated
 * in order are w[] (computed): compute() fills them from the others, and
 * every generated function that reads variables runs it first.
 * Relations that generate events are r[]: their value is frozen between
 * events and changes only when the runtime handles an event.
 */
#ifndef HYSC_MODEL_H
#define HYSC_MODEL_H

#define HYSC_ABI_VERSION 2

#include <stddef.h> /* NULL: the "none" of the optional ABI-2 members below */
#include <setjmp.h> /* jmp_buf: the frame of an external call */

/* HYSC_STRING: a String variable, discrete, its value the number of its
   text (hysc_text_of); no column of the results */
typedef enum { HYSC_REAL, HYSC_INTEGER, HYSC_BOOLEAN, HYSC_STRING } hysc_type;

typedef enum {
  HYSC_STATE,     /* differentiated: y[index], yp[index] */
  HYSC_ALGEBRAIC, /* continuous, not differentiated: y[index] */
  HYSC_DISCRETE,  /* changes only at events: d[index] */
  HYSC_PARAMETER, /* p[index], may be set with --set */
  HYSC_CONSTANT,  /* p[index], fixed at compile time */
  HYSC_COMPUTED   /* continuous, an assignment of the others: w[index] */
} hysc_kind;

typedef struct {
  const char *name;
  const char *description; /* "" when none */
  const char *unit;        /* "" when none */
  hysc_kind kind;
  hysc_type type;
  int index;   /* into y, d or p, by kind */
  int fixed;   /* start value is fixed (a state's initial value) */
  double nominal, min, max; /* -HUGE_VAL/HUGE_VAL when unbounded */
  /* an Integer of an enumeration type: "Mode(rolling, flying, resting)",
     its values numbered from 1 in this order; NULL for other variables */
  const char *enumeration;
  int internal; /* made by hysc (contact.*, sliding.*, __mu*): a result column
                   only with --emit-internal */
} hysc_var;

/* Where something came from in the model text (for messages and --events). */
typedef struct {
  const char *text; /* source text, e.g. "h < 0" */
  int line;
} hysc_source;

/* A sparse pattern in compressed sparse columns, fixed at compile time:
   column j's entries are k = colptr[j] .. colptr[j+1]-1, in rows rows[k]
   (ascending).  Columns are the continuous unknowns (y[j], and yp[j] for a
   state). */
typedef struct {
  int n_rows, nnz;
  const int *colptr; /* [n_continuous + 1] */
  const int *rows;   /* [nnz] */
} hysc_sparsity;

typedef struct hysc_data {
  double t;
  double *y, *yp;        /* [n_continuous] */
  double *pre_y;         /* left limits at the current event */
  double *d, *pre_d;     /* [n_discrete] */
  double *cond_pre_d;    /* [n_discrete] pre() as when-conditions see it: the
                            values before the previous pass of the event
                            iteration, because conditions are evaluated with
                            that pass's results (edge(b) of a b set there) */
  double *p;             /* [n_parameters] */
  unsigned char *r;      /* [n_relations] relation values, frozen between events */
  unsigned char *cond, *pre_cond; /* [n_conditions] when-condition elements */
  unsigned char *p_set;  /* [n_parameters] 1 when set on the command line */
  double *reinit_value;  /* [n_continuous] requested by when bodies */
  unsigned char *reinit_set;
  int fired_count;       /* when branches fired in the current event pass */
  int fired[64];         /* their indices into hysc_model.whens (first 64) */
  int error;             /* set by hysc_reinit on a double reinit */
  double *start;         /* [n_continuous] start values after --set; read by
                            initial_residual ("x - start" rows use D->start[i]
                            so that --set can change a fixed state's start) */
  /* event vocabulary (ABI 2) */
  int initial;           /* 1 during the initialization event: initial() */
  int terminal;          /* 1 during the final event at the stop time: terminal() */
  unsigned char *sample; /* [n_samples] 1 only during the event at one of that
                            sample's instants start + k*interval, else 0 */
  double *frozen;        /* [n_frozen] values of floor/ceil/integer/div/mod/rem
                            of continuous arguments, frozen between events */
  int terminate;         /* set by hysc_terminate: index+1 into terminations */
  int assert_failed;     /* set by hysc_assert_failed: index+1 into asserts of an
                            assert in a when-clause that fired and did not hold */
  struct hysc_delay_line *delays; /* [n_delays] histories of delay(): runtime's */
  double *w;             /* [n_computed] computed variables: written by compute(),
                            so scratch that any copy of this hysc_data shares */
} hysc_data;

struct hysc_partition;

/* Bits of hysc_model.reduction_flags: a derivative that index reduction
   made (der(...)); a dummy derivative of a watched part (choice_matrices),
   left out of IDA's error test only while that part is far from singular. */
enum { HYSC_REDUCED_DERIVATIVE = 1, HYSC_REDUCED_WATCHED = 2 };

typedef struct hysc_model {
  const char *name;          /* model name */
  const char *file;          /* model source file (as given to hysc) */
  int n_states, n_algebraic; /* n_continuous = n_states + n_algebraic */
  int n_discrete, n_parameters, n_relations, n_conditions, n_whens;
  int n_vars;
  const hysc_var *vars;                /* every variable, declaration order */
  const hysc_source *equations;        /* [n_states+n_algebraic] residual rows */
  const hysc_source *relations;        /* [n_relations] */
  const hysc_source *whens;            /* [n_whens] one per when/elsewhen branch */
  const int *second_order_partner;     /* [n_states]: v when der(x) = v is a
                                          model equation with v a state, else -1 */
  /* experiment annotation; NAN where the model does not say */
  double start_time, stop_time, tolerance, interval;

  /* p[i] = binding for every parameter whose p_set[i] is 0, in dependency order */
  void (*bind_parameters)(hysc_data *D);
  /* y[] and d[] = start values (0/false where none) */
  void (*start_values)(hysc_data *D);
  /* res[n_continuous] = lhs - rhs of every continuous equation */
  void (*residual)(const hysc_data *D, double *res);
  /* res[n_states]: initial equations, then x - D->start[i] for fixed states,
     then x - D->start[i] for the free states the compiler chose (it warned) */
  void (*initial_residual)(const hysc_data *D, double *res);
  /* initial equations that assign discrete variables */
  void (*initial_discrete)(hysc_data *D);
  /* z[n_relations]: relation k is true when z[k] > 0 */
  void (*zero_crossings)(const hysc_data *D, double *z);
  /* cond[] = value of every when-condition element */
  void (*conditions)(hysc_data *D);
  /* run the when-clauses whose condition rose (cond && !pre_cond); bodies assign
     d[] and call hysc_reinit; calls hysc_fired for each branch that runs */
  void (*when_equations)(hysc_data *D);

  /* ---- ABI 2: the event vocabulary; counts 0 and NULL where a model has none ---- */
  int n_samples, n_frozen, n_asserts, n_terminations;
  const hysc_source *initial_equations; /* [n_states] rows of initial_residual */
  const double *relation_hysteresis;    /* [n_relations] per-relation epsilon from
                                           annotation(__hysc(hysteresis=...)); NAN =
                                           the global --hysteresis */
  const hysc_source *asserts;           /* [n_asserts] text = the message */
  const int *assert_levels;             /* [n_asserts] 0 error, 1 warning */
  const hysc_source *terminations;      /* [n_terminations] text = the message */
  const hysc_source *samples;           /* [n_samples] text, line */
  /* start[j], interval[j] of every sample(start, interval); after bind_parameters */
  void (*sample_times)(const hysc_data *D, double *start, double *interval);
  /* Frozen function j is valid while z[n_relations + 2j] > 0 (lower bound) and
     z[n_relations + 2j + 1] > 0 (upper bound): zero_crossings writes
     n_relations + 2*n_frozen values; no hysteresis applies to these.
     update_frozen recomputes frozen[j]; crossed = -1 or +1 when its lower or
     upper root fired (the value then moves at least one step that way), 0 to
     recompute from the current values alone (initialization, other events). */
  void (*update_frozen)(hysc_data *D, int j, int crossed);
  /* 0 when every assert holds, else index+1 of the first violated one */
  int (*check_asserts)(const hysc_data *D);
  /* [n_relations] 1 for <= and >=: such a relation is true at z == 0 when it is
     evaluated without a crossing (at initialization), so that time >= 0 holds
     at t = 0; NULL = all strict */
  const unsigned char *relation_nonstrict;
  /* [n_relations] the rate in time of the root function of a relation of
     time against parameters, constants and discrete variables (time < t0:
     -1, time - t0 >= w: 1, 2*time > T: 2), 0 for every other relation;
     relation_times writes the time T[k] each such relation switches at
     (after initialization, and again at each event).  The runtime makes them time events, no root
     functions.  NULL: none. */
  const double *relation_time_slope;
  /* The computed variables whose assignments read parameters and constants
     alone, computed once the parameters are bound: the residual and the
     root functions read them without computing them (compute computes them
     too).  NULL: none. */
  void (*compute_constants)(const hysc_data *D);
  void (*relation_times)(const hysc_data *D, double *T);
  /* For consistent values (after events) when the model had position
     constraints reduced by the compiler: the residual with each constraint in
     its index-1 form (acceleration level, multiplier = 0), same rows and
     unknowns as residual.  NULL: use residual. */
  void (*consistent_residual)(const hysc_data *D, double *res);
  /* Variables the model declares invariant (annotation(__hysc(invariant = "E"))
     or invariant = {"E", "F"}): indices into vars[]; --compare reports their drift */
  int n_invariants;
  const int *invariants;
  /* The reduced position constraints and their velocity level, c[n_projections]
     (0 where a mode has no constraint): the runtime projects the states back
     onto c = 0 at events, where an interpolated state may be a hair off. */
  int n_projections;
  void (*constraint_values)(const hysc_data *D, double *c);
  /* c[k] = 1 while constraint k (of n_projections / 2) holds in the current
     mode, 0 in a mode without it (a contact or sliding mode switched off):
     with none in force the model is index 1 there.  NULL: always in force. */
  void (*constraint_modes)(const hysc_data *D, double *c);
  /* The index-2 multipliers of reduced constraints (indices into y): IDA
     leaves them out of its error test and gives them a looser Newton test. */
  int n_multipliers;
  const int *multipliers;
  /* The dummy derivatives of index reduction, and the v of model
     equations v = der(x) or i = C*der(x) (indices into y): algebraic
     unknowns that are (multiples of) derivatives of others, which IDA's interpolant gets
     one order less accurately; IDA leaves them out of its error test (the
     unknowns they are derivatives of stay in it). */
  int n_dummy_derivatives;
  const int *dummy_derivatives;
  /* When-equations `v = rhs` (v a discrete Real) whose rhs reads algebraic
     variables: in the event where branch when_loop_branch[i] fires, d[when_loop_discrete[i]]
     is solved together with the continuous equations (algebraic loops through
     a when-equation); when_loop_residual writes res[i] = v - rhs. */
  int n_when_loops;
  const int *when_loop_branch, *when_loop_discrete;
  void (*when_loop_residual)(const hysc_data *D, double *res);
  /* 1 when a root function reads a derivative (der(x) > 2.5): the solvers'
     interpolated derivatives are then replaced by consistent ones */
  int roots_read_derivatives;
  /* 1 when every root function is a relation of affine functions of time
     between events (time >= T_start + width, on parameters and discrete
     variables): none switches and switches back inside a step, so the
     solvers take no slopes of them (crossings.c) */
  int roots_affine_in_time;
  /* delay(expr, d): v[j] = expr of delay j now (the runtime records it after
     every step and at events), and its delay time d (after bind_parameters);
     the model reads the delayed value with hysc_delayed */
  int n_delays;
  void (*delay_arguments)(const hysc_data *D, double *v);
  void (*delay_times)(const hysc_data *D, double *d);
  /* [n_delays] 1 where expr changes only at events (discrete variables,
     parameters, relations): its history is known past any step, which its
     delay then does not cap (NULL: every delay caps it) */
  const unsigned char *delay_held;
  /* The scale of each relation's hysteresis (see hysteresis.c): the largest
     declared nominal of the variables in its operands, NAN where none has
     one; and size[n_relations] = the larger |operand| of each relation at D.
     NULL: absolute hysteresis only. */
  const double *relation_nominal;
  void (*relation_sizes)(const hysc_data *D, double *size);
  /* The analytic Jacobian of residual: dfdy[k] = dF/dy and dfdyp[k] = dF/dyp
     at the entries of jacobian_pattern (0 where a part has none), so that
     dF/dy + cj dF/dyp is IDA's iteration matrix.  consistent_jacobian: the
     same for consistent_residual, on the same pattern (NULL when that is).
     initial_jacobian: the same for initial_residual, on its own pattern.
     NULL: the model has none (finite differences are used). */
  const hysc_sparsity *jacobian_pattern;
  void (*jacobian)(const hysc_data *D, double *dfdy, double *dfdyp);
  void (*consistent_jacobian)(const hysc_data *D, double *dfdy, double *dfdyp);
  const hysc_sparsity *initial_jacobian_pattern;
  void (*initial_jacobian)(const hysc_data *D, double *dfdy, double *dfdyp);
  /* Entries of those patterns that jacobian / consistent_jacobian /
     initial_jacobian leave 0 because their row has no symbolic derivative
     (a function without one, delay()): the runtime fills them by
     differences of the residual of their set, entries of one perturbed
     unknown (set, part, column) next to each other. */
  int n_jacobian_differences;
  const struct hysc_fd_entry *jacobian_differences;
  int n_initial_jacobian_differences;
  const struct hysc_fd_entry *initial_jacobian_differences;
  /* Contact modes (src/contact.c): impacts whose accumulation continues in
     contact.  when: the impact's when-branch; relation: its relation;
     active: d[] index of contact.active[k]; lambda: y[] index of
     contact.lambda[k]; lift_off: the when-branch that ends the contact, and
     pulls: its relation contact.lambda[k] < 0. */
  int n_contacts;
  const struct hysc_contact *contacts;
  /* Sliding modes (src/sliding.c): relations of der(x) = if r then a else b
     whose chattering continues on r's switching surface.  relation: r;
     active: d[] index of sliding.active[k]; alpha: y[] index of
     sliding.alpha[k]; end: the when-branch that ends it, with its
     relations below (alpha < 0) and above (alpha > 1). */
  int n_slidings;
  const struct hysc_sliding *slidings;
  /* Messages with values (assert(x < 1, "x = " + String(x))): writes the
     message of assert `index` (kind HYSC_MESSAGE_ASSERT) or of terminate
     `index` (HYSC_MESSAGE_TERMINATE), with the values at D, into buf (size
     bytes, truncated) and returns 1; returns 0 where the message is the text
     of its table.  NULL: every message is. */
  int (*message)(const hysc_data *D, int kind, int index, char *buf, size_t size);
  /* The library files that classes of the model came from: the line numbers
     of the hysc_source tables run on from the model's file into them, so
     line L > source_bases[i] (the largest such i; bases ascending) is line
     L - source_bases[i] of source_files[i].  0 and NULL: one file. */
  int n_source_files;
  const char *const *source_files;
  const int *source_bases;
  /* Independent parts (src/partition.c): variables that no equation,
     when-clause or constraint links.  Parts equal up to renaming are of one
     kind, written once as a model of its own; the runtime may integrate
     part by part (runtime/partition.c).  0 and NULL: the model is whole. */
  int n_partitions;
  const struct hysc_partition *partitions;
  /* Computed variables (src/assignments.c): w[] = their assignments, in
     order, from t, y, d, p and relations; not solver unknowns, no equation
     row.  0 and NULL: none. */
  int n_computed;
  void (*compute)(const hysc_data *D);
  const hysc_source *computed_equations; /* [n_computed] the equation each is solved from */
  /* The first k whose assignment divides w[k]'s equation by a coefficient
     of parameters (R*i = v gives i := v/R) that is 0 or not finite with the
     parameters in D, else -1.  NULL: every coefficient is a number. */
  int (*zero_divisor)(const hysc_data *D);
  /* The model's functions (name, line of the class), and the number + 1 of
     the first one whose call went deeper than HYSC_MAX_CALL_DEPTH nested
     calls (it returned NaN): the runtime stops the run naming it, and sets
     it to -1 once reported.  0 and NULL: no functions. */
  int n_functions;
  const hysc_source *functions;
  int *call_overflow;
  /* The states index reduction chose for the whole run and its dummy
     derivatives (hysc's pantelides.c), named when a system turns singular;
     NULL: no such choice. */
  const char *state_choice;
  /* whether that choice depends on the values, so it may turn singular
     along the run (then no jump of its derivatives is stepped over) */
  int state_choice_varies;
  /* [n_continuous] what index reduction made of each unknown, bits of
     HYSC_REDUCED_*; NULL: nothing */
  const unsigned char *reduction_flags;
  /* The parts of index reduction whose choice of dummies depends on the
     values, small enough to watch: part k has choice_sizes[2k] rows and
     choice_sizes[2k+1] candidates; choice_matrices(D, a) writes their
     coefficients one part after the other, each column-major with the
     chosen dummies' columns first.  0 and NULL: none. */
  int n_choice_blocks;
  const int *choice_sizes;
  void (*choice_matrices)(const hysc_data *D, double *a);
  /* hysc --fmu only: causality[k] of vars[k] is 1 for a top-level input (a
     parameter that the importer sets at any time), 2 for a top-level output,
     else 0.  NULL: none of either. */
  const unsigned char *causality;
  /* [n_discrete] 1 where the continuous system (residual, computed
     variables, constraints, root functions) reads discrete variable j or
     its pre(): an event that changes none of them, no relation, no
     floor/ceil value and no state leaves the solver's problem as it was
     (sim_event_kept_problem).  NULL: any event may change it. */
  const unsigned char *discrete_continuous;
  /* [n_vars] a computed variable whose assignment is another variable v or
     -v: +/-(1 + 4 * index + array) of v (array 0 y, 1 d, 2 w, 3 p), else 0;
     a MAT file stores such a column once.  NULL: none. */
  const int *output_alias;
  /* [n_states+n_algebraic] 1 where residual row r is affine in the unknowns
     and derivatives with coefficients that only events change, 3 where an
     if-expression whose condition is frozen between events chooses them
     (error_modes.c reads the Jacobian of these rows after each event).
     NULL: no row of the second kind. */
  const unsigned char *error_test_rows;
} hysc_model;

/* Nested calls of the model's functions before a call gives up (NaN and
   hysc_model.call_overflow): runaway recursion, not a stack overflow. */
#define HYSC_MAX_CALL_DEPTH 10000

/* Marks the generated functions that run once per simulation (parameter
   binding, start values, tables): GCC does not optimize them, which takes a
   large share of the C compiler's time off a big model at no run-time cost. */
#ifndef HYSC_ONCE
#if defined(__GNUC__) && !defined(__clang__)
#define HYSC_ONCE __attribute__((cold, optimize("O0")))
#elif defined(__GNUC__)
#define HYSC_ONCE __attribute__((cold))
#else
#define HYSC_ONCE
#endif
#endif

/* Marks the Jacobians' fill functions: long straight-line code run once per
   factorization of the solver's matrix.  GCC's -O2 on them costs a third
   more of the C compiler's time than -O1 and gains nothing measurable
   (-O0 and -Os stay as asked). */
#ifndef HYSC_BULK
#if defined(__GNUC__) && !defined(__clang__) && defined(__OPTIMIZE__) && !defined(__OPTIMIZE_SIZE__)
#define HYSC_BULK __attribute__((optimize("O1")))
#else
#define HYSC_BULK
#endif
#endif

/* The inputs of a call of a model's function (one array), where n of them
   lie one after another in an array of the caller (from): copied at `at`
   in one go.  Written element by element, thousands of them took GCC's -O2
   seconds per call. */
static inline double *hysc_run_args(double *in, int at, const double *from, int n)
{
  for (int i = 0; i < n; i++)
    in[at + i] = from[i];
  return in;
}

/* One kind of part: its model, and for each of its n_parts parts which
   variables and when-branches of the whole model it stands for: variable k
   of the kind's model (its vars[k]) is, in part j, vars[var_map[k * n_parts
   + j]] of the whole model; its when-branch b is branch_map[b * n_parts + j],
   its relation r is relation_map[r * n_parts + j] (-1: none).
   Numbers written into the parts' equations and start values that differ
   between the parts (der(x[i]) = -i*x[i]) are the kind model's last
   n_lifted variables, parameters that stand for no variable of the whole
   model (var_map covers the n_vars - n_lifted before them): lifted
   parameter l is, in part j, lifted[l * n_parts + j]. */
typedef struct hysc_partition {
  const struct hysc_model *model;
  int n_parts;
  const int *var_map;
  const int *branch_map;
  const int *relation_map;
  int n_lifted;
  const double *lifted;
} hysc_partition;

enum { HYSC_MESSAGE_ASSERT, HYSC_MESSAGE_TERMINATE };

typedef struct hysc_sliding {
  int relation, active, alpha, end, below, above;
} hysc_sliding;

/* set: 0 residual, 1 consistent_residual; position: index into dfdy or
   dfdyp; part: 0 dF/dy[column], 1 dF/dyp[column] */
typedef struct hysc_fd_entry {
  int set, position, row, column, part;
} hysc_fd_entry;

typedef struct hysc_contact {
  int when, relation, active, lambda, lift_off, pulls;
} hysc_contact;

extern const hysc_model hysc_model_instance;

/* Provided by the runtime, called from generated code. */
void hysc_fired(hysc_data *D, int when_index);
void hysc_reinit(hysc_data *D, int continuous_index, double value);
/* The pieces of a message built at run time, appended at buf[at] (never
   past size - 1 bytes, always terminated); each returns the new length.
   String(x) as spec 3.7.1 writes it: a Real with significant_digits
   (%g), an Integer, a Boolean as true or false; padded with blanks to
   minimum_length, on the right when left_justified. */
size_t hysc_text_append(char *buf, size_t size, size_t at, const char *text);
size_t hysc_text_real(char *buf, size_t size, size_t at, double x, int significant_digits, int minimum_length,
                      int left_justified);
size_t hysc_text_integer(char *buf, size_t size, size_t at, double x, int minimum_length, int left_justified);
size_t hysc_text_boolean(char *buf, size_t size, size_t at, double x, int minimum_length, int left_justified);
/* String(x, format = "8.3f"): format is checked by the compiler (flags,
   width, precision, one of e f g E G; d of an Integer) */
size_t hysc_text_format(char *buf, size_t size, size_t at, double x, const char *format, int integer);
/* A String built of pieces: a text, or String(x) of a Real, an Integer, a
   Boolean with its options, or with a format. */
enum { HYSC_PIECE_TEXT, HYSC_PIECE_REAL, HYSC_PIECE_INTEGER, HYSC_PIECE_BOOLEAN, HYSC_PIECE_FORMAT };
typedef struct hysc_piece {
  int kind;
  const char *text;   /* TEXT: the text; FORMAT: the format */
  double x;
  int digits, length, left, integer;
} hysc_piece;
size_t hysc_text_pieces(char *buf, size_t size, size_t at, int n, const hysc_piece *pieces);
/* The pieces joined as the value of a String input: a handle (< 0) that
   hysc_text_of turns into the text.  The texts live in a ring of
   HYSC_TEXT_RING buffers of HYSC_TEXT_SIZE bytes (longer ones are cut):
   a handle stays valid until that many more are built, enough for the
   arguments of one call. */
enum { HYSC_TEXT_RING = 64, HYSC_TEXT_SIZE = 1024 };
double hysc_text_join(int n, const hysc_piece *pieces);
const char *hysc_text_of(double handle);
/* the String an external function returned, copied into the ring */
double hysc_text_keep(const char *text);
/* The value of a String variable of the model: its text kept to the end of
   the run, equal texts the same number (HYSC_TEXT_INTERNED and beyond) */
enum { HYSC_TEXT_INTERNED = 1000 };
double hysc_text_intern(const char *text);
/* s == t of two Strings in a function: 1.0 or 0.0 */
double hysc_text_equal(const char *a, const char *b);
/* terminate("message") in a when-clause: the run ends cleanly after this event */
void hysc_terminate(hysc_data *D, int termination_index);
/* delay j of the model: its expression's value at time - d, from the history
   (now: its value at the current time, for the part of the step not yet
   recorded and before any history exists) */
double hysc_delayed(const hysc_data *D, int j, double now);
/* the bytes of stack the calls of the model's functions may take, below
   the outermost one: deeper, a call gives NaN instead of a stack overflow */
long hysc_call_stack_budget(void);
/* An external function's call (runtime/external.c): the jump target that
   ModelicaError returns to (set with setjmp before the C call), and the
   function's number; returns the outer call's target, for leave. */
jmp_buf *hysc_external_enter(jmp_buf *jump, int function);
void hysc_external_leave(jmp_buf *outer);
/* An ExternalObject (spec 12.9.7): the object a constructor made, kept
   with the function that frees it (NULL: none) until the run ends; its
   handle (> 0) is the value of the model's variable.  hysc_object: the
   object of a handle (ModelicaError for none: inside an external call). */
double hysc_object_new(void *object, void (*destroy)(double handle));
void *hysc_object(double handle);
/* an assert inside a when-clause that fired did not hold */
void hysc_assert_failed(hysc_data *D, int assert_index);

static inline int hysc_edge(const hysc_data *D, int k) { return D->cond[k] && !D->pre_cond[k]; }

/* Frozen-function helpers for generated code: a value v of floor/ceil/trunc
   stays valid while its argument e is inside the interval below. */
static inline double hysc_trunc(double e) { return e < 0 ? -__builtin_floor(-e) : __builtin_floor(e); }
static inline double hysc_frozen_lower(int kind, double v) /* kind: 0 floor, 1 ceil, 2 trunc */
{
  return kind == 0 ? v : kind == 1 ? v - 1 : (v > 0 ? v : v - 1);
}
static inline double hysc_frozen_upper(int kind, double v)
{
  return kind == 0 ? v + 1 : kind == 1 ? v : (v < 0 ? v : v + 1);
}

#endif
