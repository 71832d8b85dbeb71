/*
 * base.h - the bottom layer of the compiler, which every other layer
 * includes through its own header and which includes none of them:
 * diagnostics, allocation, the syntax tree and its parser, maps, the flat
 * model's data, walks over expressions and their values at compile time.
 */
#ifndef HYSC_BASE_H
#define HYSC_BASE_H

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

/* ---- util.c: allocation that never returns NULL, growable arrays, paths ---- */

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
bool path_is_file(const char *path);        /* a regular file (through links) */
bool path_is_directory(const char *path);   /* a directory (through links) */
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
  EX_FUNCTION, /* function f(a = 2): a function, partly applied, as an argument (spec 12.4.2);
                  string and named_args as in EX_CALL */
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
  bool semilinear : 1;    /* EX_IF: the expansion of semiLinear(x, k1, k2) (zeros.c, its rule at x = 0) */
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

/* for i in range (for i loop: range 1:size(a, k) from i's first use as a's
   k-th subscript, with size(b, m) of its other uses in range->args, which
   arrays.c checks agree) */
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

/* The most scalar variables (array elements each; instances of components
   too) and the most scalar equations a model may expand to: the compiler's
   memory is about 3.5 to 4.5 KB for each variable with a short equation, so
   this bounds it to about 1.1 GB (hysc(1), SECURITY).  Equations may be twice as many as
   variables, for the initial equations. */
enum { MAX_MODEL_SCALARS = 250000, MAX_MODEL_EQUATIONS = 2 * MAX_MODEL_SCALARS };
/* The most expression nodes made for a model, by all stages together: about
   250 bytes each with what they are part of, so about 3 GB at most. */
enum { MAX_MODEL_NODES = 10000000 };

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

/* external "C" y = f(u, a) annotation(...);  (spec 12.9) */
typedef struct External {
  char *language;        /* "C", "builtin", ...: NULL when none was written ("C") */
  SrcLoc loc, language_loc;
  Expr *output;          /* y of `y = f(...)`; NULL when none */
  Expr *call;            /* f(...) (EX_CALL); NULL for the default call */
  PtrList annotation;    /* Modification: Include, Library, ... */
} External;

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
  bool interface;        /* instantiate.c: a variable of a public connector of the model itself
                            (bus.a of its component bus): part of its interface, as its own inputs */
  bool evaluate;         /* annotation(Evaluate = true): its value may be used at compile time */
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
  PtrList initial_algorithms; /* the same, of the initial algorithm sections */
  PtrList annotation;         /* Modification */
  /* object-oriented parts, for instantiate.c */
  bool partial, encapsulated;
  bool impure, is_operator, expandable; /* impure function, operator record/function, expandable connector */
  bool open_enumeration;      /* type E = enumeration(:) */
  /* class extends (spec 7.3.1): 'model extends M(modifications) ... end M;',
     kept as a class M with 'extends M(modifications)' first among its extends */
  bool class_extends;
  bool redeclare_implied;     /* class extends written without 'redeclare': the inherited M is
                                 extended for this class's own use, inherited components keep it */
  int prefixes;               /* PREFIX_REPLACEABLE, PREFIX_REDECLARE, PREFIX_FINAL of a local class */
  char *constraint;           /* replaceable model M = A constrainedby B(...) */
  SrcLoc constraint_loc;
  PtrList constraint_modifications;
  bool in_protected;          /* while parsing: after 'protected' */
  bool is_protected;          /* a nested class declared in a protected section */
  PtrList extends;            /* Extends */
  PtrList imports;            /* Import */
  External *external;         /* a function's external clause, or NULL */
  bool external_object;       /* extends ExternalObject: a Real handle to a C object (class_mark_external_object) */
  struct ClassDef *parent;    /* the enclosing class (lookup.c), NULL at the top */
} ClassDef;

typedef struct Program {
  char *within;
  PtrList classes;  /* ClassDef */
  PtrList building; /* ClassDef: classes being parsed, innermost last */
} Program;

Expr *expr_new(ExprKind kind, SrcLoc loc);   /* beyond the node limit: a located error, exit 1 */
void expr_set_node_limit(long limit);        /* --max-nodes: at most MAX_MODEL_NODES */
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

/* A class that extends ExternalObject (spec 12.9.7) becomes a type of
   Real: its components are handles to C objects, made by its nested
   function constructor and freed by its destructor.  Its names are kept:
   is_external_object_type answers for a type name (full or last part). */
void class_mark_external_object(ClassDef *c);
bool is_external_object_type(const char *type_name);

/* ---- parse.c: file to Program, through the bison parser ---- */

Program *parse_file(const char *file_name);
/* the text of a file (without a UTF-8 byte-order mark) */
char *parse_read_text(const char *file_name);
/* a text of a library file, read after the model's (diag_add_source) */
Program *parse_library_text(const char *file_name, char *text);

/* ---- map.c: names to anything ---- */

/* A string-keyed hash map; keys are kept, not copied.  Zero-initialised: empty. */
typedef struct Map {
  const char **keys;
  void **values;
  int size, count;
} Map;
void *map_get(const Map *map, const char *key);  /* NULL when absent */
void map_put(Map *map, const char *key, void *value);

/* ---- the flat model: variables classified, equations, relations (symbolic/flatten.c) ---- */

typedef enum { TYPE_REAL, TYPE_INTEGER, TYPE_BOOLEAN, TYPE_STRING } BaseType;   /* String: inputs of functions */
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
  bool dummy_derivative;  /* pantelides.c: der(x) of an unknown x, made by index reduction */
  unsigned char choice;   /* pantelides.c: a dummy of a part whose coefficients read the values
                             (ChoiceKind), CHOICE_NONE for any other variable */
  int function_slot;      /* a function's variable: its C local v<slot>; 0 in the model;
                             -1: a temporary dw[index] of the Jacobian (codegen_jacobian.c) */
  bool structural;        /* a parameter that selects if-equation branches:
                             fixed at compile time, so it cannot be --set */
  char *enumeration;      /* an Integer of an enumeration type: "Mode(rolling, flying)" */
  Expr *state_select;     /* the stateSelect attribute, StateSelect.never ... (spec 4.8.7.1) */
  int state_priority;     /* its value: 1 never, 2 avoid, 0 or 3 default, 4 prefer, 5 always */
  int position;           /* partition.c: its place in model->vars */
  int mark, ordinal;      /* partition.c: the part that met it last, and its number there */
  Expr *assignment;       /* VAR_COMPUTED: its value, over unknowns and earlier computed ones */
  int depth;              /* VAR_COMPUTED: 1 + the largest depth of the computed ones it reads */
  double weight;          /* VAR_COMPUTED: nodes of its assignment with every computed one written out */
  bool pinned;            /* assignments.c: stays an unknown whatever its block */
  bool set_by_parameters; /* flat/events.c: its value parameters and constants alone set: constant in a run */
  Equation *solved;       /* VAR_COMPUTED: the equation its assignment came from */
  Expr *divisor;          /* VAR_COMPUTED: the coefficient its assignment divides by at run
                             time (it reads parameters), checked nonzero; NULL: a number */
  int definition;         /* index.c: 1 + its slot in the table of explicit definitions, 0: none
                             (index changes when assignments.c and partition.c renumber) */
  bool internal;          /* made by hysc (contact and sliding modes, index reduction), not
                             the model: no result column unless --emit-internal asks */
  bool free_parameter;    /* a parameter with fixed = false: an unknown of the initial
                             problem, constant after (flatten.c free_parameter) */
  bool input, output;     /* hysc --fmu: a top-level input (a parameter the importer sets at
                             any time) or output (flatten_fmu_causality) */
  bool evaluate;          /* a parameter with annotation(Evaluate = true) or a final binding:
                             its value may be used at compile time (zeros.c) */
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

/* A dummy derivative whose choice depends on the values (pantelides.c):
   CHOICE_WATCHED, its block is watched along the run (FlatModel.choice_blocks)
   and it stays in IDA's error test only where that block comes near
   singular; CHOICE_HELD, a part too large to watch: always in the test. */
typedef enum { CHOICE_NONE, CHOICE_WATCHED, CHOICE_HELD } ChoiceKind;

/* A part of index reduction whose coefficients read the values: its rows'
   coefficients in its candidates, column-major, the chosen dummies'
   columns first (a[column * n_rows + row]). */
typedef struct ChoiceBlock {
  int n_rows, n_columns;
  Expr **a;
} ChoiceBlock;

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
  char *state_selection;      /* pantelides.c: the states chosen by index reduction and
                                 the dummy derivatives (--dump-flat); NULL: none */
  bool state_choice_varies;   /* pantelides.c: a choice of dummies whose coefficients
                                 depend on the values (it may turn singular) */
  PtrList choice_blocks;      /* ChoiceBlock: those parts small enough to watch */
  PtrList constraint_modes;   /* Expr per constraint: 1 in the branch where it is
                                 in force, 0 in the others */
  PtrList discrete_algorithms;/* Algorithm: discrete outputs, run at events */
  PtrList initial_algorithms; /* Algorithm: run at initialization only; a row of the
                                 initial problem per continuous output, discrete ones
                                 set in initial_discrete */
  double start_time, stop_time, tolerance, interval; /* NAN if unset */
  PtrList invariants;         /* Var: annotation(__hysc(invariant = ...)) */
  PtrList computed;           /* Var: VAR_COMPUTED, in evaluation order (assignments.c) */
  /* resolve.c: hash index of vars by name (open addressing), covering the
     first var_index_count vars; vars are only ever appended */
  Var **var_index;
  int var_index_size, var_index_count;
} FlatModel;

typedef enum { T_REAL, T_INTEGER, T_BOOLEAN, T_STRING, T_ERROR } ValueType;

/* ---- variables.c, walk.c, eval.c: the vocabulary of every stage ---- */

Var *find_var(const FlatModel *model, const char *name);
ValueType var_value_type(const Var *v);
const char *value_type_name(ValueType t);
typedef void (*ExprVisitor)(Expr *e, void *data);
/* visit every node, children first; skips what is inside noEvent() when asked */
void expr_walk(Expr *e, ExprVisitor visit, void *data, bool skip_no_event);
/* whether test holds for a node of e (it, or below it: a, b, c, args) */
bool expr_any(const Expr *e, bool (*test)(const Expr *node, const void *data), const void *data);
/* expr_walk on every expression of an equation, its branches' too */
void equation_walk(const Equation *eq, ExprVisitor visit, void *data);
/* Does e read the variable called name (also in named arguments)? */
bool expr_reads_name(const Expr *e, const char *name);
/* the ranges of iterators written without one (for i loop), from their uses
   as subscripts in the body (equations, or the expression of a reduction);
   false after an error for one used as no subscript */
bool deduce_iterator_ranges(PtrList *iterators, const PtrList *equations, Expr *expression);
/* visit every expression of cls's bindings, equations and algorithms */
void class_walk(ClassDef *cls, void (*visit)(Expr *e, void *data), void *data);
/* the value of a literal/parameter/constant expression, through bindings */
bool eval_constant(const Expr *e, double *value);
/* the same, with a call of a function of the model replaced by what expand
   makes of it (its closed form at the arguments; NULL: no value) */
bool eval_constant_through(const Expr *e, double *value, Expr *(*expand)(const Expr *call));
/* the value of a number literal, possibly negated (annotation values) */
bool literal_number(const Expr *e, double *value);


#endif
