/*
 * flat.h - the flat-model layer: arrays scalarized, strings put in place, names
 * and types of expressions resolved, functions and their calls, equations
 * sorted, events numbered, derivatives.  It calls only src/base and
 * src/classes.
 */
#ifndef HYSC_FLAT_H
#define HYSC_FLAT_H

#include "classes/classes.h"

/* ---- strings.c: String parameters and constants, messages with values ---- */

/* Before arrays: String parameters and constants of each model class taken
   out and put in place in the messages of assert and terminate; constant
   messages folded into one literal; any other String is an error. */
void strings_prepare(Program *program);
struct Scope;
/* equations.c: a message that is no literal ("x = " + String(x)): its
   values resolved (diagnostics on error); false when it is no message at all */
bool strings_resolve_message(struct Scope *scope, Expr *message);
/* codegen.c: a message built at run time; String()'s value type (0 Real,
   1 Integer, 2 Boolean) and its options by name */
enum { STRING_REAL, STRING_INTEGER, STRING_BOOLEAN };
bool strings_is_dynamic(const Expr *message);
/* e is a String value: literals, String(x), String inputs joined with + */
bool strings_is_text(const Expr *e);
bool strings_is_comparison(const Expr *e);   /* s == "a", s <> t of texts (in functions) */
int strings_type(const Expr *call);
int strings_option(const Expr *call, const char *name, int otherwise);
const char *strings_format(const Expr *call);   /* String(x, format = "8.3f"), else NULL */

/* ---- arrays.c: structural dimensions evaluated, arrays scalarized ---- */


/* Evaluates every dimension, subscript and for-range of each model class,
   and rewrites the class with one scalar component per array element
   (named h[1], A[2,3]) and one scalar equation per element and iteration.
   Later stages see scalar models only.  Diagnostics on error. */
void arrays_expand(Program *program, const ParamOverride *overrides, int n_overrides);
/* a function with array components: arrays.c makes a function of scalars per call's sizes */
bool class_is_array_function(const ClassDef *c);

/* ---- function_table.c: the functions of the model and its calls of them ---- */

typedef struct Function {
  char *name;
  ClassDef *cls;
  int number;               /* C name hysc_fn<number> */
  FlatModel *locals;        /* its variables (function_slot > 0), for name lookup */
  PtrList inputs, outputs, protected_vars; /* Var */
  PtrList defaults;         /* Expr or NULL, per input */
  PtrList initial_values;   /* Expr or NULL, per output and protected variable */
  PtrList statements;       /* Equation: its algorithm sections, in order */
  bool inline_requested;    /* annotation(Inline = true) */
  Modification *derivative_annotation;
  struct Function *derivative;
  PtrList closed_forms;     /* Expr per output, over the inputs; empty when the
                               body is more than assignments and if-statements */
  bool has_return;
  bool deriving;            /* being differentiated: a call inside is recursion */
  bool inlining;            /* being written in place of a call (codegen.c) */
  PtrList external_args;    /* ExternalArg: the C call of an external function */
  Var *external_result;     /* the output the C function returns, or NULL */
  bool result_object;       /* that output is an ExternalObject: the C function returns void * */
  struct Function *destructor; /* of a constructor: its ExternalObject's destructor */
  bool string_result;       /* a String output or variable: unchecked, refused where called */
} Function;

/* One argument of an external function's C call (externals.c). */
typedef struct ExternalArg {
  Expr *value;      /* a scalar expression, EX_STRING, or EX_ARRAY of scalars (an array, row-major) */
  BaseType type;    /* of the value, or of the array's elements */
  bool is_output;   /* an output (or all elements of one): passed by pointer, read back */
  bool object;      /* an ExternalObject's handle: passed as its void * */
} ExternalArg;

Function *function_find(const char *name);
/* whether df of annotation(derivative = df) takes the derivative of input i:
   a Real, no ExternalObject, not named noDerivative or zeroDerivative */
bool function_input_derived(const Function *fn, int i);
void functions_register(Function *fn);
const PtrList *functions_all(void);
/* The model's calls of functions (Expr), numbered by their slot: an assert
   inside a function reports the model line of the call it runs for. */
const PtrList *functions_call_sites(void);
int functions_add_call_site(Expr *call);   /* its slot */
void functions_forget(void);

/* ---- inline.c: a call written in place from its closed form ---- */

/* The value of output `output` of the call, with the inputs replaced by the
   call's arguments, from the closed form; NULL when there is none. */
Expr *function_inline(const Expr *call);
/* e with every variable of fn replaced by the expression at the same
   position in `to` (NULL: kept). */
Expr *expr_substitute(const Expr *e, const Function *fn, Expr **to);
/* false when the closed form of the call never reads its argument i */
bool call_reads_argument(const Expr *call, int i);

/* ---- resolve.c: names, calls and types of expressions ---- */
Expr *var_reference(Var *v, SrcLoc loc);   /* a name expression that is v, resolved */

typedef struct Scope {
  FlatModel *model;
  bool in_when;        /* inside a when-clause body */
  bool in_condition;   /* inside a when-condition: sample() is allowed */
} Scope;

ValueType resolve_expr(Scope *scope, Expr *e);
/* A call of a user function: arguments matched to inputs (named ones and
   defaults in place, so that args lists every input in order), types checked. */
ValueType functions_resolve_call(Scope *scope, Expr *call, Function *fn);
bool functions_resolve_call_statement(Scope *scope, Expr *call, Function *fn);
/* The same for a call statement, whose outputs are not read: false after
   a diagnostic. */
bool resolve_call_arguments(Scope *scope, Expr *call, Function *fn);
/* An error unless e's type t fits; what names e in it, a format whose text
   is only built for the error (operands are checked by the million). */
void expect_boolean(const Expr *e, ValueType t, const char *what, ...) __attribute__((format(printf, 3, 4)));
void expect_numeric(const Expr *e, ValueType t, const char *what, ...) __attribute__((format(printf, 3, 4)));
bool is_stepping_function(const char *name);
bool expr_varies_continuously(const Expr *e);
bool expr_is_time_invariant(const Expr *e);

/* ---- functions.c: function classes checked, their closed forms ---- */

/* Registers the function classes of the file and those inside the model,
   resolves their bodies and checks them. */
void functions_collect(Program *program, ClassDef *model);
/* assert(...) statements in function bodies (Equation), numbered by the
   slot of their call, and the function each is in */
const PtrList *functions_asserts(void);
Function *function_of_assert(int k);
/* A call of f can stop the run: an assert in it or in a function it calls,
   or with externals an external function (which may call ModelicaError) */
bool function_may_stop(const Function *f, bool externals);
/* e calls a function whose asserts (its own or its callees') may fail */
bool expr_calls_assert(const Expr *e);
/* (a, b) = f(x) in equations and algorithms of the model: one equation or
   statement per output. */
void functions_expand_tuples(PtrList *equations);

/* ---- externals.c: external functions (spec 12.9) ---- */

/* The language and the C call of fn's external clause checked: the default
   call (inputs in order, the one output returned) or the explicit one;
   fills fn->external_args and fn->external_result.  Diagnostics on error. */
void externals_check(Function *fn);
/* The annotation of fn's external clause named `name`, or NULL. */
Modification *externals_annotation(const Function *fn, const char *name);

/* ---- equations.c: the sorting of equations, for flatten.c ---- */

typedef struct Flattener {
  FlatModel *model;
  Program *program;
  ClassDef *cls;
  Scope scope;          /* where the expression being resolved stands */
  PtrList aliases;      /* Equation: d1 = d2 of two discrete variables, either side defined by it */
} Flattener;

void equations_add_bindings(Flattener *f);
void equations_mark_when_assigned(Flattener *f, const PtrList *section);
void equations_add(Flattener *f, PtrList *equations);
void equations_add_algorithm(Flattener *f, PtrList *statements);
void equations_orient_aliases(Flattener *f);
void equations_find_states(Flattener *f);
/* zeros.c: parameters fixed at 0 at compile time (Evaluate = true, a final
   binding) folded into the equations before the states are found, with the
   variables an equation then sets to 0: a product with one is 0 */
void zeros_fold(FlatModel *model);
/* y = semiLinear(x, sa, sb) where equations set x and y to 0: sa = sb */
void zeros_semilinear(FlatModel *model);
/* the initial equations; how many states they leave without a value */
int equations_add_initial(Flattener *f);
/* The initial algorithm sections of the class (spec 11.1.1): their outputs,
   states and algebraic variables (and fixed = false parameters), become
   unknowns of the initial problem they determine. */
void equations_add_initial_algorithms(Flattener *f);
/* Is a when-condition true at initialization (initial(), in a vector or an or)? */
bool equations_holds_initially(const Expr *e);
void equations_free_states(Flattener *f, PtrList *free_states);
void equations_start_free_states(Flattener *f, const PtrList *chosen);
void equations_fixed_algebraics(Flattener *f, PtrList *late);
void equations_drop_fixed_algebraics(Flattener *f, const PtrList *late);

/* ---- initial_pre.c: the pre() values of discrete variables at
   initialization ---- */

/* The equations of model->initial_discrete that fix a pre() value (given[v]:
   what determines discrete v at initialization) become pre(t) = value, in
   order; the others stay, after them. */
void initial_pre_solve(FlatModel *model, const Equation **given);

/* ---- events.c: relations, frozen functions, samples, discrete order ---- */

void events_number(FlatModel *model);
void events_order_discrete(FlatModel *model);

/* ---- unit_check.c: the units of equations (spec chapter 19) ---- */

typedef enum { UNIT_CHECK_OFF, UNIT_CHECK_WARN, UNIT_CHECK_ERROR } UnitCheck;
/* Compares the units of the sides of every equation, the operands of +, -
   and relations, the branches of if-expressions and the arguments of
   functions, as far as they are known; a conflict is a warning (an error
   with UNIT_CHECK_ERROR), once per equation.  Runs on a flattened model. */
void unit_check(FlatModel *model, UnitCheck mode);

/* ---- when_order.c: the order of the steps of one event pass ---- */

typedef enum {
  STEP_SELECT,     /* a when-clause chooses its branch (hysc_fired) */
  STEP_EQUATION,   /* one equation of a when-branch */
  STEP_BODY,       /* the body of a when-statement's branch, in order */
  STEP_DISCRETE,   /* a discrete equation outside when-clauses */
  STEP_ALGORITHM,  /* a discrete algorithm section outside when-clauses */
} EventStepKind;

typedef struct EventStep {
  EventStepKind kind;
  const WhenClause *when;        /* SELECT, EQUATION, BODY */
  int clause, branch;            /* the clause's place in model->whens; the branch in it */
  int first_branch;              /* the model's number of the clause's first branch */
  const Equation *equation;      /* EQUATION, DISCRETE */
  const Algorithm *algorithm;    /* ALGORITHM */
  const Var *defines;            /* the first discrete variable it assigns */
  bool recompute;                /* SELECT: the conditions are evaluated again here */
  const Equation *self_read;     /* an equation 'v = expr' in it whose expr reads v's new value */
  int place;
} EventStep;

/* The steps in dependency order (report: the loops among them reported,
   nothing returned). */
PtrList when_order(const FlatModel *model, bool report);

/* ---- differentiate.c: symbolic derivatives ---- */

/* NULL when e contains something without a derivative here */
Expr *differentiate_partial(const Expr *e, const Var *x);
/* d/dt along der(x) = v (partners); der(v) where there is no partner */
Expr *differentiate_time(const Expr *e, const FlatModel *model);
/* der(e) of a resolved expression written with der() of its variables:
   der(x * y) is der(x) * y + x * der(y); NULL when it has none */
Expr *differentiate_der(const Expr *e);
/* d/dt of e with each leaf (a name, der(), pre(), time) replaced by what
   leaf returns for it (NULL: no derivative); NULL when e has none */
Expr *differentiate_leaves(const Expr *e, Expr *(*leaf)(const Expr *leaf, const void *context),
                           const void *context);
/* der(y) from lhs = rhs, the equation that determines y (NULL: not
   differentiable), with der() of the other variables it reads */
Expr *differentiate_solved(const Expr *lhs, const Expr *rhs, const Var *y);
/* dE/dx (derivative false) or dE/d der(x) (true), pre(x) held: NULL when e
   contains something without a derivative here.  Its constants may be
   nodes shared with other results: to print or evaluate, not to change. */
Expr *differentiate_unknown(const Expr *e, const Var *x, bool derivative);
/* The same, with d(w)/dx of each computed variable w that e reads given by
   computed (the Jacobian keeps them as temporaries) instead of w's
   assignment differentiated in place. */
typedef Expr *(*ComputedPartial)(const Var *w, const Var *x, bool derivative, void *context);
Expr *differentiate_unknown_through(const Expr *e, const Var *x, bool derivative,
                                    ComputedPartial computed, void *context);
/* Before a model's first differentiate_unknown: the shared constants are
   one model's (a harness frees a model's nodes and compiles the next). */
void differentiate_forget_shared(void);


#endif
