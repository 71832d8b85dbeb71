/*
 * symbolic.h - the symbolic layer: the flat model completed (contact and sliding
 * modes, rates, index reduction), its equation graph, blocks and
 * assignments.  It calls only the layers below it.
 */
#ifndef HYSC_SYMBOLIC_H
#define HYSC_SYMBOLIC_H

#include "flat/flat.h"

/* ---- flatten.c: the flat model built and reduced ---- */

/* NULL (after diagnostics) when the model has errors. */
FlatModel *flatten_model(Program *program, const char *model_name);
/* stages.c: the class checks, package constants, instantiation (with the
   -p values), records, strings and arrays, then flatten_model; NULL after
   diagnostics */
FlatModel *compile_program(Program *program, const char *model_name, const ParamOverride *params,
                           int n_params);
/* states, algebraics and discretes listed from vars, and numbered: y[] holds
   the states, then the algebraic variables (partition.c numbers a kind so) */
void flatten_number_variables(FlatModel *model);
/* hysc --fmu: top-level inputs without a value become parameters marked
   input, top-level outputs are marked output (Var.input, Var.output) */
void flatten_fmu_causality(bool on);

/* ---- rates.c: der() of algebraic variables at events ---- */

/* rates.c: der() of algebraic variables in when-conditions, discrete
   equations and asserts, written from the equations that determine them */
void rates_rewrite(FlatModel *model);

/* ---- definitions.c: algebraic variables defined explicitly by states ---- */

typedef struct Definition {
  Equation *equation;    /* the first 'a = expr' of the variable, or NULL */
  bool explicit_;        /* expanded, the definition uses no unknown */
  int pending;           /* definitions it uses that are not classified yet */
  PtrList users;         /* Var: variables whose definitions use this one */
  int nesting;           /* 1 + the deepest definition it uses */
  long nodes;            /* size of the expanded definition as a tree */
  Expr *expanded;        /* built on first use */
} Definition;
/* The definitions of the model's algebraic variables, classified; v's (NULL: none) */
void definitions_find(FlatModel *model);
Definition *definitions_of(const Var *v);
/* e with every algebraic variable that an explicit equation a = f(states)
   defines replaced by f(states) */
Expr *definitions_expand(FlatModel *model, Expr *e);
/* e uses der() or an algebraic variable without an explicit definition */
bool definitions_has_unknown(Expr *e);

/* ---- index.c: index reduction of position constraints ---- */

/* false (after diagnostics) when a constraint cannot be reduced */
bool index_reduce(FlatModel *model);
/* Start values fixed on more states than the constraints leave free (a
   pendulum at rest: x, y, vx and vy all fixed): up to `excess` of them become
   guesses, each the one its constraint depends on most at the start.
   Returns how many it relaxed. */
int index_relax_fixed(FlatModel *model, int excess);

/* ---- aliases.c: alias classes (v = w, v = -w) of continuous variables ---- */

/* Per variable of model->vars, the index of its class's representative
   (malloc'd, the caller frees it). */
int *alias_classes(const FlatModel *model);

/* ---- pantelides.c: general index reduction with dummy derivatives ---- */

/* Equations differentiated (Pantelides) and derivatives made dummies
   (Mattsson-Soderlind, by stateSelect) until the model is index 1; false
   after diagnostics.  The caller numbers the variables again. */
bool pantelides_reduce(FlatModel *model);
/* A fixed start of a variable that index reduction made no state is an
   initial equation; when the initial problem has `excess` equations too
   many, up to that many of them (the least wanted states' first) become
   guesses.  Returns how many. */
int pantelides_relax_fixed(FlatModel *model, int excess);
/* der(x) in the initial equations of an x that is no state: its dummy */
void pantelides_initial_equations(FlatModel *model);

/* ---- columns.c: independent columns of a dense matrix ---- */

/* The columns of the matrix a of m rows (column-major) taken in the order
   given by the n column numbers of order (NULL: 0..n-1), each kept when
   independent of those kept before; their numbers into taken (room for m).
   Returns how many (m: full row rank). */
int independent_columns(const double *a, int m, int n, const int *order, int *taken);

/* ---- contact.c: contact modes of impacts that accumulate ---- */

/* Before flattening: every when-clause that is an impact (one relation on
   positions, a body of reinit()s of their velocities) gets a contact mode
   written into the class; the others a verdict saying why not. */
void contact_prepare(ClassDef *cls);
/* In index reduction, once definitions are known: dG/dx in the force terms. */
void contact_forces(FlatModel *model);
int contact_count(const FlatModel *model);
/* row is the if-expression of a contact mode (its constraint is off at the start) */
bool contact_is_mode(const Expr *row);
/* The hysc_model.contacts table; the verdicts for --dump-flat. */
void contact_emit(const FlatModel *model, FILE *out);
void contact_pin(const FlatModel *model);   /* the multipliers stay unknowns */
void contact_dump(FILE *out);

/* Helpers of contact.c and sliding.c for the equations of a mode. */
Expr *mode_name(const char *name, SrcLoc loc);
Expr *mode_number(double value, SrcLoc loc);
Equation *mode_equation(Expr *lhs, Expr *rhs, SrcLoc loc);
Branch *mode_branch(Expr *condition, Equation *eq, SrcLoc loc);
void mode_declare(ClassDef *cls, const char *name, const char *type, bool boolean, char *description,
                  SrcLoc loc);
/* the variable of a mode (active, lambda, alpha) is hysc's, not the model's */
void mark_internal(FlatModel *model, const char *name);
/* e uses only numbers, names, arithmetic and smooth built-in functions */
bool mode_smooth(const Expr *e);
/* v of an equation v = der(x) or der(x) = v of the class contact_prepare saw */
const char *mode_velocity_of(const char *x);
int mode_branch_index(const FlatModel *model, const Equation *when);

/* ---- sliding.c: sliding modes of relations that chatter ---- */

/* Before flattening, after contact_prepare: every der(x) = if r then a else
   b with r a relation on first-order states gets a sliding mode. */
void sliding_prepare(ClassDef *cls);
/* In index reduction: dG/dt, the row that holds the relation's zero function. */
void sliding_rows(FlatModel *model);
int sliding_count(void);
void sliding_emit(const FlatModel *model, FILE *out);
void sliding_pin(const FlatModel *model);   /* the alphas stay unknowns */
void sliding_dump(FILE *out);

/* ---- graph.c: equations x unknowns incidence, matching, balance ---- */

/* false (after diagnostics) when the model is not structurally sound. */
bool graph_check_structure(FlatModel *model);
/* The initial problem: states, derivatives and algebraic variables against the
   equations, the initial equations and the fixed start values. */
bool graph_check_initial(FlatModel *model);
/* When the initial problem is over-determined with every unknown
   determined and only initial equations left over, those (true); else
   none (false). */
bool graph_redundant_initial(const FlatModel *model, PtrList *left_over);
/* Of the initial equations `late` (fixed starts of algebraic variables),
   those the other rows already determine stay in the list; of the states
   `candidates` (free of fixed starts and initial equations), those whose
   start values the initial problem still needs stay in theirs. */
void graph_settle_initial(const FlatModel *model, PtrList *late, PtrList *candidates);
/* The continuous rows (the equations, then one per output of each
   continuous algorithm), the unknowns each uses and a maximum matching
   (*unknown_of: row -> unknown or -1); unknown u is der() of state u below
   states.count, else algebraic variable u - states.count.  false when the
   matching is not perfect. */
bool graph_matching(const FlatModel *model, int *n_rows, PtrList **incidence, int **unknown_of);
int graph_edge_unknown(const PtrList *row, int i);
char *graph_unknown_name(const FlatModel *model, int u);

/* ---- blt.c: the equations sorted into blocks (BLT) ---- */

/* The strongly connected components of the matched equation graph in
   evaluation order: a block uses only unknowns of itself and of earlier
   blocks.  A block of one row that is linear in its unknown with a
   coefficient that is a nonzero constant (parameters included) is explicit:
   it could be an assignment; the others are implicit. */
typedef struct Blt {
  int n_rows, n_blocks;
  int *order;        /* [n_rows] the rows, block after block */
  int *block_start;  /* [n_blocks + 1] where each block starts in order */
  int *unknown_of;   /* [n_rows] each row's unknown */
  bool *explicit_;   /* [n_blocks] */
} Blt;
/* NULL when the model is not balanced (graph_check_structure says why) */
Blt *blt_sort(const FlatModel *model);
/* The blocks as comments, for --dump-flat */
void blt_dump(const FlatModel *model, FILE *out);
/* The graph as DOT, the implicit blocks of blt_sort (NULL: none) as clusters */
void graph_dump_dot(const FlatModel *model, const Blt *blocks, FILE *out);

/* ---- assignments.c: explicit blocks out of the solver's unknowns ---- */

/* Each explicit block of one equation solvable for its algebraic variable
   becomes an assignment evaluated in order before the rest: the variable
   becomes VAR_COMPUTED (model->computed), its equation leaves the residual.
   Off: the model keeps every row in the solver. */
void assignments_make(FlatModel *model);
void assignments_set_enabled(bool enabled);
/* --dump-flat: what assignments_make would take out */
void assignments_dump(const FlatModel *model, FILE *out);


#endif
