/*
 * hysc.h - the compiler's one internal header, in sections by file, in
 * pipeline order: diagnostics, syntax tree, parsing, flattening, equation
 * graph, code generation, toolchain.  Each stage reads the previous stage's
 * data and never reaches back into the source text except for diagnostics.
 */
#ifndef HYSC_H
#define HYSC_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* ---- diag.c: file:line:col diagnostics with the source line and a caret ---- */

typedef struct SrcLoc {
  int first_line, first_column, last_line, last_column; /* all from 1 */
} SrcLoc;

void diag_set_source(const char *file_name, const char *text);
/* A further file (a library's): its lines are numbered on after the files
   before it, so that locations name it.  Returns its base line. */
int diag_add_source(const char *file_name, const char *text);
int diag_line_base(void);   /* the base line of the file added last */
const char *diag_file_name(void);
/* The files read (0: the model's) and the base of their line numbers */
int diag_source_count(void);
const char *diag_source_file(int i);
int diag_source_base(int i);
/* Where global line `line` is, for comments and dumps: "line 12" in the
   model's file, "Lib/package.mo:9" in a library file */
char *diag_line_place(int line);
/* After n errors (0: no limit), the next one ends the run with "too many errors". */
void diag_set_max_errors(int n);
void diag_error(SrcLoc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_warning(SrcLoc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_note(SrcLoc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* s on standard error with control characters as '?' (no escape sequence from a
   file name or model text reaches the terminal) */
void diag_print_clean(const char *s);
int diag_error_count(void);
/* The model text covered by loc, as one line with runs of blanks squeezed. */
char *diag_source_text(SrcLoc loc);

/* ---- util.c: allocation that never returns NULL, growable arrays ---- */

void *xmalloc(size_t n);
void *xcalloc(size_t count, size_t n);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xsprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *xvsprintf(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));

/* A growable array of pointers. */
typedef struct PtrList {
  void **items;
  int count, capacity;
} PtrList;
void list_push(PtrList *list, void *item);
bool list_contains(const PtrList *list, const void *item);
int list_index(const PtrList *list, const void *item); /* -1 when absent */

/* ---- ast.c: the syntax tree as parsed, every node with its source span ---- */

typedef enum {
  EX_NUMBER,  /* number */
  EX_BOOLEAN, /* true / false, in number */
  EX_STRING,  /* string */
  EX_NAME,    /* name, resolved later to var or a builtin */
  EX_CALL,    /* name(args): function or operator */
  EX_UNARY,   /* op a */
  EX_BINARY,  /* a op b */
  EX_IF,      /* if a then b else c  (elseif chains nest in c) */
  EX_ARRAY,   /* {args}; with iterators: {a for i in r} */
  EX_TUPLE,   /* (a, b) on the left of := or =: the outputs of a call, NULL skips one */
  /* arrays.c turns these into scalars before flattening */
  EX_RANGE,   /* a:c or a:b:c (b the step, NULL when absent) */
  EX_COLON,   /* ':' as a subscript */
  EX_END,     /* 'end' inside a subscript */
  EX_MATRIX,  /* [row; row]: args are the rows, each an EX_ARRAY */
} ExprKind;

typedef enum {
  OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_POW,
  OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE,
  OP_AND, OP_OR, OP_NOT, OP_NEG, OP_PLUS,
  /* element-wise .+ .- .* ./ .^, gone after arrays.c */
  OP_EW_ADD, OP_EW_SUB, OP_EW_MUL, OP_EW_DIV, OP_EW_POW,
} Operator;

struct Var;
struct Function;

/* A large model is millions of these: the small fields share a word. */
typedef struct Expr {
  SrcLoc loc;
  ExprKind kind : 4;
  Operator op : 5;
  unsigned builtin : 2;   /* EX_NAME: BUILTIN_TIME, ... */
  bool integer_literal : 1;  /* EX_NUMBER written without '.' or exponent: an Integer */
  bool printed_name : 1;  /* arrays.c: named by its printed form (h[2] < 0), not its
                             source text (h[i] < 0), in event logs */
  unsigned depth : 19;    /* levels of nodes from here down (expr_note_depth), at most EXPR_DEPTH_CAP */
  int output;             /* EX_CALL of a user function: which output is the value */
  double number;
  char *string;           /* EX_STRING text, EX_NAME / EX_CALL name */
  struct Expr *a, *b, *c;
  PtrList args;           /* EX_CALL positional, EX_ARRAY elements */
  PtrList named_args;     /* EX_CALL: Modification (name = value) */
  PtrList subscripts;     /* EX_NAME: name[subscripts] (until arrays.c) */
  PtrList iterators;      /* Iterator: EX_ARRAY comprehension, EX_CALL reduction (until arrays.c) */
  PtrList path;           /* EX_NAME b[i].h: the parts before the dot whose subscripts are
                             not literal (EX_NAME each); string is the rest ("h"),
                             folded by instantiate.c into "b[2].h" */
  /* filled by flatten.c */
  struct Var *var;        /* EX_NAME naming a variable */
  struct Function *function; /* EX_CALL of a user function (functions.c) */
  int relation;           /* relations: index of the event relation, or -1 */
  int slot;               /* sample(): sample index; delay(): delay index; floor/ceil/integer/div/mod/rem:
                             frozen-function index; assert(): ASSERT_WARNING and
                             ASSERT_IN_WHEN bits (in a function: its number there);
                             a user function called by the model: the call site; -1 otherwise */
} Expr;

/* for i in range (range NULL: over the array's own indices is not supported) */
typedef struct Iterator {
  char *name;
  SrcLoc loc;
  struct Expr *range;
  struct Var *var;     /* functions.c: the loop variable of a for-loop in a function */
} Iterator;

enum { ASSERT_WARNING = 1, ASSERT_IN_WHEN = 2 };

/* The deepest expression accepted: every walk over expressions recurses, and
   this bounds the depth of the recursion (derived expressions, such as
   derivatives and expanded definitions, stay within a small multiple). */
enum { EXPR_MAX_DEPTH = 10000, EXPR_DEPTH_CAP = (1 << 19) - 1 };

enum { BUILTIN_NONE, BUILTIN_TIME, BUILTIN_ASSERTION_WARNING, BUILTIN_ASSERTION_ERROR };

/* name = value, or name(modifications) = value, in declarations and annotations. */
typedef struct Modification {
  char *name;
  SrcLoc loc;
  PtrList nested;   /* Modification */
  Expr *value;      /* may be NULL */
  bool each, final; /* 'each' and 'final' written before the name */
  /* redeclare Type name(...) or redeclare model Name = Other (spec 7.3):
     the new declaration, at most one of them */
  struct Component *redeclare_component;
  struct ClassDef *redeclare_class;
} Modification;

typedef enum {
  EQ_SIMPLE,  /* lhs = rhs */
  EQ_CALL,    /* lhs is a call: reinit(...), assert(...), terminate(...) */
  EQ_WHEN,    /* branches: when / elsewhen */
  EQ_IF,      /* branches: if / elseif / else (condition NULL) */
  EQ_ASSIGN,  /* algorithm statement lhs := rhs */
  EQ_FOR,     /* for iterators loop branches[0] end for (until arrays.c) */
  EQ_WHILE,   /* while: one branch, its condition and body (in functions; in
                 models arrays.c refuses it) */
  EQ_BREAK,
  EQ_RETURN,
} EquationKind;

typedef struct Equation {
  EquationKind kind;
  SrcLoc loc;
  Expr *lhs, *rhs;
  PtrList branches;   /* Branch */
  PtrList annotation; /* Modification */
  PtrList iterators;  /* EQ_FOR: Iterator */
  Expr *index1;       /* index.c: this row's residual in the index-1 system used
                         for consistent values (NULL: lhs - rhs) */
  char *note;         /* index.c: how this row came about, for --dump-flat */
} Equation;

typedef struct Branch {
  Expr *condition;    /* NULL for else */
  PtrList equations;  /* Equation */
  SrcLoc loc;
} Branch;

enum { PREFIX_PARAMETER = 1, PREFIX_CONSTANT = 2, PREFIX_DISCRETE = 4,
       PREFIX_INPUT = 8, PREFIX_OUTPUT = 16,
       /* read by instantiate.c */
       PREFIX_FLOW = 32, PREFIX_FINAL = 64, PREFIX_INNER = 128, PREFIX_OUTER = 256,
       PREFIX_REPLACEABLE = 512, PREFIX_REDECLARE = 1024, PREFIX_STREAM = 2048,
       PREFIX_PROTECTED = 4096 };

/* extends Name(modifications); */
typedef struct Extends {
  char *name;
  SrcLoc loc;
  PtrList modifications; /* Modification */
  bool is_protected;     /* in a protected section: what it brings is protected (spec 7.1.2) */
} Extends;

/* import A.B.C; import D = A.B; import A.B.*; */
typedef struct Import {
  char *name;            /* the imported package or class, full name */
  char *alias;           /* the short name it is known by; NULL for A.B.* */
  SrcLoc loc;
} Import;

typedef struct Component {
  char *name;
  SrcLoc loc;
  int prefixes;
  char *type_name;
  SrcLoc type_loc;
  PtrList modifications; /* Modification */
  Expr *binding;
  char *description;
  PtrList dims;          /* Expr: the array dimensions (EX_COLON for ':'), until arrays.c */
  bool structural;       /* arrays.c: a parameter that fixes a dimension, range or subscript */
  char *enumeration;     /* instantiate.c: of an enumeration type, "Mode(rolling, flying)" */
  char *constraint;      /* replaceable ... constrainedby Name(modifications) (spec 7.3.2) */
  SrcLoc constraint_loc;
  PtrList constraint_modifications; /* Modification */
  Expr *condition;       /* Ball b if useBall (spec 4.4.5), decided in instantiate.c */
} Component;

typedef struct ClassDef {
  char *name;
  char *restriction;     /* "model", "type", ... */
  SrcLoc loc;
  char *description;
  /* type Name = [input|output] base[dims](modifications); */
  char *base_type;
  SrcLoc base_loc;
  PtrList base_modifications;
  int base_prefixes;          /* PREFIX_INPUT or PREFIX_OUTPUT, for the components of the class */
  PtrList base_dims;          /* Expr: dimensions the components of the class get after their own */
  /* composition */
  PtrList classes;            /* ClassDef: local types */
  PtrList components;         /* Component */
  PtrList equations;          /* Equation */
  PtrList initial_equations;  /* Equation */
  PtrList algorithms;         /* PtrList of statements (Equation) per section */
  PtrList annotation;         /* Modification */
  /* object-oriented parts, for instantiate.c */
  bool partial, encapsulated;
  int prefixes;               /* PREFIX_REPLACEABLE, PREFIX_REDECLARE, PREFIX_FINAL of a local class */
  char *constraint;           /* replaceable model M = A constrainedby B(...) */
  SrcLoc constraint_loc;
  PtrList constraint_modifications;
  bool in_protected;          /* while parsing: after 'protected' */
  bool is_protected;          /* a nested class declared in a protected section */
  PtrList extends;            /* Extends */
  PtrList imports;            /* Import */
  struct ClassDef *parent;    /* the enclosing class (lookup.c), NULL at the top */
} ClassDef;

typedef struct Program {
  char *within;
  PtrList classes;  /* ClassDef */
  PtrList building; /* ClassDef: classes being parsed, innermost last */
} Program;

Expr *expr_new(ExprKind kind, SrcLoc loc);
Expr *expr_binary(Operator op, Expr *a, Expr *b, SrcLoc loc);
Expr *expr_unary(Operator op, Expr *a, SrcLoc loc);
/* Sets e->depth from its children; where an expression first passes
   EXPR_MAX_DEPTH, reports it (once per expression). */
void expr_note_depth(Expr *e);
/* A copy of e's node with its children mapped through child (which must
   accept NULL); expr_copy: a deep copy (subscripts and named arguments shared). */
Expr *expr_copy_node(const Expr *e, Expr *(*child)(const Expr *));
Expr *expr_copy(const Expr *e);
const char *operator_text(Operator op);
bool operator_is_relation(Operator op);
/* e is a call of the function or operator name */
bool expr_is_call(const Expr *e, const char *name);
/* Modelica text of an expression, with only the parentheses it needs. */
char *expr_to_string(const Expr *e);
/* The text naming e in event logs when its source text would not (an
   element of an array equation); NULL: the source text. */
char *expr_printed_name(const Expr *e);

/* ---- parse.c: file to Program, through the bison parser ---- */

Program *parse_file(const char *file_name);
/* a file of a library, read after the model's (diag_add_source) */
Program *parse_library_file(const char *file_name);

/* ---- lookup.c: class names to classes (chapter 5) ---- */

/* A string-keyed hash map; keys are kept, not copied.  Zero-initialised: empty. */
typedef struct Map {
  const char **keys;
  void **values;
  int size, count;
} Map;
void *map_get(const Map *map, const char *key);  /* NULL when absent */
void map_put(Map *map, const char *key, void *value);

void lookup_set_program(Program *program);
void lookup_link_parents(Program *program);
/* name (possibly dotted) as seen from inside scope (NULL: the top level) */
ClassDef *lookup_class(const char *name, ClassDef *scope);
ClassDef *lookup_full_name(const char *name);
char *lookup_class_path(const ClassDef *cls);
/* name (n characters), found by two unqualified imports: reported once (5.3.4) */
void lookup_report_ambiguous(const Import *first, const Import *second, const char *name, size_t n);
/* the package a file's 'within P;' names, where the names the classes of
   the file around scope do not declare are looked up next; NULL when there
   is none (or an encapsulated class stops the look-up first) */
ClassDef *lookup_within(const ClassDef *scope);
/* whether a top-level class came from a library (checked as it was loaded) */
bool lookup_from_library(const ClassDef *cls);
/* the scopes lookup_class(.., scope) searches, for "not found" messages */
char *lookup_places(ClassDef *scope);

/* ---- library.c: libraries on disk (-L DIR, MODELICAPATH) ---- */

void library_add_path(const char *dir);
void library_add_environment(void);   /* the directories of MODELICAPATH */
/* the top-level class `name` from the first directory that has it; NULL
   when none has (or after diagnostics) */
ClassDef *library_load(const char *name);
char *library_places(void);           /* the directories, for messages */

/* ---- constants.c: constants of other classes replaced by their values ---- */

/* Before instantiation: every name that reads a constant of a package or
   of an enclosing class (P.c, c after import P.c) becomes its value,
   resolved where the constant is declared (diagnostics on error).  Classes
   of libraries loaded later are treated as they are loaded. */
void constants_substitute(Program *program);
void constants_substitute_loaded(ClassDef *cls);
/* From instantiate.c: e names the element `rest` (c, Sub.c) of the package
   cls an instance has for a replaceable one (Medium.c); replaces e by the
   constant's value and returns true, or false when cls has no such element. */
bool constants_read(Expr *e, ClassDef *cls, const char *rest);

/* ---- instantiate.c: components, extends, modifications, connections ---- */

/* When the model to simulate (-m NAME, possibly a full name such as
   Lib.Sub.Model, or the file's default) is built from parts, replaces it by
   one flat class whose components have dotted names (b1.h, b[2].v) and
   returns that class's name; NULL when the model needs no instantiation
   (or on errors, after diagnostics). */
struct ParamOverride;
/* overrides: hysc -p NAME=VALUE, which may size arrays of components */
const char *instantiate_program(Program *program, const char *model_name, const struct ParamOverride *overrides,
                                int n_overrides);
/* The elements of cls, own and inherited: name -> declaring Component */
void collect_element_names(Map *names, ClassDef *cls);

/* ---- balance.c: the local balance of a class (spec 4.7) ---- */

/* Reports a model or block class whose own equations are not as many as
   its unknowns, counted as the spec counts them locally; true when balanced
   or when the class has constructs the count does not cover (arrays,
   for-equations, algorithms, records, nested connectors). */
bool balance_check(ClassDef *cls);

/* ---- redeclare.c: subtypes for redeclare and inner/outer (spec 6.4, 7.3.2) ---- */

/* Whether `type` can stand where `constraint` is wanted: every public
   component of the constraint exists in it, of the same kind (flow,
   input/output, parameter/constant) and, for built-in types, the same type.
   Otherwise reports at loc why not, `role` saying what the constraint is
   ("the constraint of 'b'"), and returns false.  A NULL class stands for
   the built-in type named by its name argument. */
bool redeclare_is_subtype(ClassDef *type, const char *type_name, ClassDef *constraint,
                          const char *constraint_name, SrcLoc loc, const char *role);

/* ---- records.c: record values split into their fields ---- */

/* From instantiate.c: a component (p, b1.p, ps[2]) of record class cls, and
   the value of a whole record component (Pos p = Pos(1, 2)). */
void records_note_instance(const char *name, ClassDef *cls);
void records_note_binding(const char *name, ClassDef *cls, Expr *value);
/* After instantiation: record equations, bindings, constructors and the
   records of functions' inputs and outputs become their scalar fields
   (diagnostics on error). */
void records_expand(Program *program, const char *flat_name);

/* ---- restrictions.c: the rules of the specialized classes, before instantiation ---- */

void restrictions_check(Program *program);
/* the same rules on a class of a library, when lookup.c loads it, so that a
   class is checked alike whether a file or a library holds it */
void restrictions_check_class(ClassDef *cls);
/* visit every expression of cls's bindings, equations and algorithms */
void class_walk(ClassDef *cls, void (*visit)(Expr *e, void *data), void *data);

/* ---- legality.c: rules on types, inheritance and look-up, after restrictions.c ---- */

void legality_check(Program *program);
void legality_check_class(ClassDef *cls);   /* a library's class, as it is loaded */

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
bool strings_is_dynamic(const Expr *message);
int strings_type(const Expr *call);
int strings_option(const Expr *call, const char *name, int otherwise);

/* ---- arrays.c: structural dimensions evaluated, arrays scalarized ---- */

/* name=value given on the command line (hysc -p): a parameter's value at
   compile time */
typedef struct ParamOverride {
  char *name;
  double value;
  bool boolean;   /* given as true or false */
} ParamOverride;

/* Evaluates every dimension, subscript and for-range of each model class,
   and rewrites the class with one scalar component per array element
   (named h[1], A[2,3]) and one scalar equation per element and iteration.
   Later stages see scalar models only.  Diagnostics on error. */
void arrays_expand(Program *program, const ParamOverride *overrides, int n_overrides);
/* a function with array components: arrays.c makes a function of scalars per call's sizes */
bool class_is_array_function(const ClassDef *c);

/* ---- flatten.c: names resolved, variables classified, a flat model ---- */

typedef enum { TYPE_REAL, TYPE_INTEGER, TYPE_BOOLEAN } BaseType;
/* VAR_COMPUTED: an algebraic variable that assignments.c took out of the
   solver's unknowns; its value is its assignment, computed in order */
typedef enum { VAR_STATE, VAR_ALGEBRAIC, VAR_DISCRETE, VAR_PARAMETER, VAR_CONSTANT, VAR_COMPUTED } VarKind;

typedef struct Var {
  char *name;
  char *description, *unit;
  SrcLoc loc;
  BaseType type;
  VarKind kind;
  Expr *binding;          /* parameters, constants */
  Expr *start;            /* may be NULL */
  bool fixed;
  Expr *nominal, *min, *max;
  int index;              /* into y (states, then algebraics), d or p */
  int assignments;        /* discrete: number of equations defining it */
  bool in_initial_equation;
  int partner;            /* states: index of v when der(x) = v, else -1 */
  bool constrained;       /* a state in a position constraint (index.c) */
  bool multiplier;        /* an index-2 multiplier after index reduction (graph.c) */
  int function_slot;      /* a function's variable: its C local v<slot>; 0 in the model */
  bool structural;        /* a parameter that selects if-equation branches:
                             fixed at compile time, so it cannot be --set */
  char *enumeration;      /* an Integer of an enumeration type: "Mode(rolling, flying)" */
  Expr *state_select;     /* the stateSelect attribute, StateSelect.never ... (spec 4.8.7.1) */
  int position;           /* partition.c: its place in model->vars */
  int mark, ordinal;      /* partition.c: the part that met it last, and its number there */
  Expr *assignment;       /* VAR_COMPUTED: its value, over unknowns and earlier computed ones */
  int depth;              /* VAR_COMPUTED: 1 + the largest depth of the computed ones it reads */
  double weight;          /* VAR_COMPUTED: nodes of its assignment with every computed one written out */
  bool pinned;            /* assignments.c: stays an unknown whatever its block */
  bool torn;              /* assignments.c: the unknown a torn loop keeps */
  Equation *solved;       /* VAR_COMPUTED: the equation its assignment came from */
  Expr *divisor;          /* VAR_COMPUTED: the coefficient its assignment divides by at run
                             time (it reads parameters), checked nonzero; NULL: a number */
  int definition;         /* index.c: 1 + its slot in the table of explicit definitions, 0: none
                             (index changes when assignments.c and partition.c renumber) */
} Var;

/* A relation that generates events: its value is frozen between events. */
typedef struct Relation {
  Expr *expr;
  char *text;
  double hysteresis;      /* from annotation(__hysc(hysteresis=...)), NAN = global */
  const struct Algorithm *algorithm; /* an algorithm whose outputs it reads: its
                                        value is the one at its statement */
} Relation;

typedef struct WhenClause {
  Equation *equation;      /* the EQ_WHEN, branches in priority order */
  int first_condition;     /* index of the first condition element of branch 0 */
  bool statements;         /* from an algorithm: bodies are statements */
  int position;            /* partition.c: its place in model->whens */
} WhenClause;

/* floor, ceil, integer, div, mod, rem of a continuous argument: the value is
   frozen between events and changes at events located by two root functions. */
typedef enum { FROZEN_FLOOR, FROZEN_CEIL, FROZEN_TRUNC } FrozenKind;
typedef struct Frozen {
  FrozenKind kind;
  Expr *argument;          /* the frozen value is floor/ceil/trunc(argument) */
  Expr *call;
  const struct Algorithm *algorithm; /* as for Relation: the argument at its statement */
} Frozen;

/* An algorithm section computing continuous or discrete outputs without when. */
typedef struct Algorithm {
  PtrList statements;      /* Equation: EQ_ASSIGN, EQ_IF */
  PtrList outputs;         /* Var */
  SrcLoc loc;
} Algorithm;

typedef struct FlatModel {
  char *name;
  char *file;
  ClassDef *source;
  PtrList vars;               /* Var, declaration order */
  PtrList states, algebraics, discretes, parameters; /* Var, index order */
  PtrList equations;          /* Equation: continuous, one residual row each */
  PtrList discrete_equations; /* Equation: d = expr outside when */
  PtrList whens;              /* WhenClause */
  int n_conditions, n_when_branches;
  PtrList initial_equations;  /* Equation: continuous initial equations */
  PtrList initial_discrete;   /* Equation: discrete initial equations */
  PtrList start_equations;    /* Var: free states initialised from start */
  PtrList relations;          /* Relation */
  PtrList samples;            /* Expr: sample(start, interval) calls */
  PtrList delays;             /* Expr: delay(expr, d[, dmax]) calls */
  PtrList frozen;             /* Frozen */
  PtrList asserts;            /* Equation: assert(...) calls */
  PtrList terminations;       /* Expr: terminate(...) calls */
  PtrList algorithms;         /* Algorithm: continuous outputs, one residual row each */
  PtrList constraint_rows;    /* Equation: index.c's extra rows of the initial problem
                                 (acceleration constraints, multiplier = 0) */
  int n_constraints;          /* position constraints reduced by index.c */
  int n_contact_constraints;  /* those of contact modes (contact.c): off at the start */
  PtrList projection_rows;    /* Expr: each constraint at position level, then at
                                 velocity level, 0 in branches without it */
  PtrList constraint_modes;   /* Expr per constraint: 1 in the branch where it is
                                 in force, 0 in the others */
  PtrList discrete_algorithms;/* Algorithm: discrete outputs, run at events */
  double start_time, stop_time, tolerance, interval; /* NAN if unset */
  PtrList invariants;         /* Var: annotation(__hysc(invariant = ...)) */
  PtrList computed;           /* Var: VAR_COMPUTED, in evaluation order (assignments.c) */
  /* resolve.c: hash index of vars by name (open addressing), covering the
     first var_index_count vars; vars are only ever appended */
  Var **var_index;
  int var_index_size, var_index_count;
} FlatModel;

/* NULL (after diagnostics) when the model has errors. */
FlatModel *flatten_model(Program *program, const char *model_name);
/* states, algebraics and discretes listed from vars, and numbered: y[] holds
   the states, then the algebraic variables (partition.c numbers a kind so) */
void flatten_number_variables(FlatModel *model);


/* ---- events.c: relations, frozen functions, samples, discrete order ---- */

void events_number(FlatModel *model);
void events_order_discrete(FlatModel *model);

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

/* ---- resolve.c: names, calls and types of expressions ---- */

typedef enum { T_REAL, T_INTEGER, T_BOOLEAN, T_STRING, T_ERROR } ValueType;

typedef struct Scope {
  FlatModel *model;
  bool in_when;        /* inside a when-clause body */
  bool in_condition;   /* inside a when-condition: sample() is allowed */
} Scope;

ValueType resolve_expr(Scope *scope, Expr *e);
Var *find_var(const FlatModel *model, const char *name);
ValueType var_value_type(const Var *v);
const char *value_type_name(ValueType t);
/* An error unless e's type t fits; what names e in it, a format whose text
   is only built for the error (operands are checked by the million). */
void expect_boolean(const Expr *e, ValueType t, const char *what, ...) __attribute__((format(printf, 3, 4)));
void expect_numeric(const Expr *e, ValueType t, const char *what, ...) __attribute__((format(printf, 3, 4)));
bool is_stepping_function(const char *name);
typedef void (*ExprVisitor)(Expr *e, void *data);
/* visit every node, children first; skips what is inside noEvent() when asked */
void expr_walk(Expr *e, ExprVisitor visit, void *data, bool skip_no_event);
/* whether test holds for a node of e (it, or below it: a, b, c, args) */
bool expr_any(const Expr *e, bool (*test)(const Expr *node, const void *data), const void *data);
/* expr_walk on every expression of an equation, its branches' too */
void equation_walk(const Equation *eq, ExprVisitor visit, void *data);
bool expr_varies_continuously(const Expr *e);
bool expr_is_time_invariant(const Expr *e);
/* the value of a literal/parameter/constant expression, through bindings */
bool eval_constant(const Expr *e, double *value);
/* the value of a number literal, possibly negated (annotation values) */
bool literal_number(const Expr *e, double *value);

/* ---- functions.c: function classes, their calls, closed forms ---- */

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
} Function;

/* Registers the function classes of the file and those inside the model,
   resolves their bodies and checks them. */
void functions_collect(Program *program, ClassDef *model);
Function *function_find(const char *name);
const PtrList *functions_all(void);
/* The model's calls of functions (Expr), numbered by their slot: an assert
   inside a function reports the model line of the call it runs for. */
const PtrList *functions_call_sites(void);
/* assert(...) statements in function bodies (Equation), numbered by the
   slot of their call, and the function each is in */
const PtrList *functions_asserts(void);
Function *function_of_assert(int k);
/* A call of a user function: arguments matched to inputs (named ones and
   defaults in place, so that args lists every input in order), types checked. */
ValueType functions_resolve_call(Scope *scope, Expr *call, Function *fn);
/* (a, b) = f(x) in equations and algorithms of the model: one equation or
   statement per output. */
void functions_expand_tuples(PtrList *equations);
/* The value of output `output` of the call, with the inputs replaced by the
   call's arguments, from the closed form; NULL when there is none. */
Expr *function_inline(const Expr *call);

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
/* Does e read the variable called name (also in named arguments)? */
bool expr_reads_name(const Expr *e, const char *name);
void equations_add_initial(Flattener *f);

/* ---- dump.c: the flat model as text (--dump-flat) ---- */

void flat_model_dump(const FlatModel *model, FILE *out);

/* ---- differentiate.c: symbolic derivatives ---- */

/* NULL when e contains something without a derivative here */
Expr *differentiate_partial(const Expr *e, const Var *x);
/* d/dt along der(x) = v (partners); der(v) where there is no partner */
Expr *differentiate_time(const Expr *e, const FlatModel *model);
/* der(e) of a resolved expression written with der() of its variables:
   der(x * y) is der(x) * y + x * der(y); NULL when it has none */
Expr *differentiate_der(const Expr *e);
/* der(y) from lhs = rhs, the equation that determines y (NULL: not
   differentiable), with der() of the other variables it reads */
Expr *differentiate_solved(const Expr *lhs, const Expr *rhs, const Var *y);
/* rates.c: der() of algebraic variables in when-conditions, discrete
   equations and asserts, written from the equations that determine them */
void rates_rewrite(FlatModel *model);
/* dE/dx (derivative false) or dE/d der(x) (true), pre(x) held: NULL when e
   contains something without a derivative here.  Its constants may be
   nodes shared with other results: to print or evaluate, not to change. */
Expr *differentiate_unknown(const Expr *e, const Var *x, bool derivative);
/* Before a model's first differentiate_unknown: the shared constants are
   one model's (a harness frees a model's nodes and compiles the next). */
void differentiate_forget_shared(void);

/* ---- index.c: index reduction of position constraints ---- */

/* false (after diagnostics) when a constraint cannot be reduced */
bool index_reduce(FlatModel *model);
/* e with every algebraic variable that an explicit equation a = f(states)
   defines replaced by f(states) */
Expr *index_expand(FlatModel *model, Expr *e);
/* Start values fixed on more states than the constraints leave free (a
   pendulum at rest: x, y, vx and vy all fixed): up to `excess` of them become
   guesses, each the one its constraint depends on most at the start.
   Returns how many it relaxed. */
int index_relax_fixed(FlatModel *model, int excess);

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
void graph_dump_dot(const FlatModel *model, FILE *out);
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

/* ---- assignments.c: explicit blocks out of the solver's unknowns ---- */

/* Each explicit block of one equation solvable for its algebraic variable
   becomes an assignment evaluated in order before the rest: the variable
   becomes VAR_COMPUTED (model->computed), its equation leaves the residual.
   Off: the model keeps every row in the solver. */
void assignments_make(FlatModel *model);
void assignments_set_enabled(bool enabled);
/* --dump-flat: what assignments_make would take out */
void assignments_dump(const FlatModel *model, FILE *out);

/* ---- emit_units.c: the generated C as one or several translation units ---- */

typedef struct Units Units;
FILE *units_stream(FILE *f);   /* f (may be NULL) written without stdio's locking */
FILE *units_buffer(char **text, size_t *size);   /* open_memstream, fatal when it fails */
Units *units_single(FILE *out);
/* main_file (at main_path) gets the tables; functions longer than
   chunk_bytes are cut into chunks, each in dir/unit<k>.c */
Units *units_split(FILE *main_file, const char *main_path, const char *dir, size_t chunk_bytes);
void units_set_loops(Units *u, bool loops);   /* runs of alike statements as loops (default on) */
bool units_loops(const Units *u);
bool units_is_split(const Units *u);
FILE *units_main(Units *u);
const PtrList *units_files(const Units *u);   /* split: every .c, the main file first */
FILE *units_prelude(Units *u);
void units_prelude_end(Units *u);
const char *units_linkage(const Units *u);
void units_global(Units *u, const char *declaration);
FILE *units_function_begin(Units *u, const char *name, const char *params, const char *args);
void units_cut_point(Units *u);
/* statement: run first by every function of hysc_data *D begun from now on
   (NULL: none); units_skip_prologue: not by the one being written */
void units_set_prologue(Units *u, const char *statement);
void units_skip_prologue(Units *u);
void units_function_end(Units *u);
void units_finish(Units *u);   /* after the last function */

/* ---- codegen_loops.c: runs of alike statements as C loops ---- */

/* The function body text[0, size), statements ending at cuts[], with runs of
   alike statements rolled into loops; same statements, same order. */
char *loops_reroll(const char *text, size_t size, const size_t *cuts, int n_cuts, size_t *new_size,
                   size_t **new_cuts, int *new_n_cuts);

/* ---- codegen.c: the flat model as C against runtime/hysc_model.h ---- */

/* kind: the model is a kind of part (partition.c): its parameters come from
   the whole model, so it binds none and has no parts of its own */
void codegen_model(const FlatModel *model, Units *units, bool kind);

/* ---- partition.c: independent parts of a model, by kind ---- */

/* Finds the parts; false when the model stays whole (partition_reason says why). */
bool partition_find(FlatModel *model);
int partition_kinds(void);
void partition_dump(FlatModel *model, FILE *out);
/* In the whole model's main unit: each kind's model and its tables; the
   members of hysc_model that name them. */
void partition_emit_tables(FILE *out);
void partition_members(FILE *out);
/* Kind number as a translation unit of its own (after the whole model's C:
   this renumbers the variables of its first part). */
void partition_write_kind(int number, FILE *out, bool loops);
/* Writes an expression as C (codegen.c), for the other emitters. */
void codegen_expr(FILE *out, const Expr *e);
/* A number as fprintf's "%ld" writes it, without the format (millions). */
void codegen_int(FILE *out, long value);
/* `static type name[count]` with the elements values[] (C text), filled at
   start-up by a loop where they form runs; ints through codegen_int_array. */
void codegen_filled_array(FILE *out, const char *type, const char *name, int count, char **values);
void codegen_int_array(FILE *out, const char *type, const char *name, const int *values, int count);

/* ---- codegen_modes.c: the modes of reduced constraints ---- */

void codegen_constraint_modes(const FlatModel *model, Units *units);
/* The hysc_model member constraint_modes. */
void codegen_modes_members(const FlatModel *model, FILE *out);

/* ---- codegen_jacobian.c: the analytic sparse Jacobian ---- */

/* Writes the Jacobian functions and patterns; false (nothing written) when
   a row cannot be differentiated and the model keeps finite differences. */
bool codegen_jacobian(const FlatModel *model, Units *units);
/* The hysc_model members for what codegen_jacobian wrote. */
void codegen_jacobian_members(const FlatModel *model, FILE *out);

/* ---- toolchain.c: the C compiler, run without a shell ---- */

typedef struct BuildOptions {
  int optimize;   /* -O0, -O1, -O2 */
  bool debug;     /* -g */
  int jobs;       /* compilers run at once */
  bool verbose;   /* print the commands */
} BuildOptions;

/* Compiles c_files (each to c_file's name with .o) and links them into
   output; 0 on success, messages on stderr otherwise. */
int toolchain_build_executable(const PtrList *c_files, const char *output, const BuildOptions *options);
int toolchain_default_jobs(void);

#endif
