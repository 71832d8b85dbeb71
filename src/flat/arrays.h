/*
 * arrays.h - what the files of the arrays stage share: an expression's
 * value as scalars with its shape (Val), the symbols of a class, the
 * context of one expansion, and the functions each file offers the others.
 * Only src/flat/arrays*.c include it.  arrays_classes.c (arrays_expand, in
 * flat.h) calls arrays.c, which calls the files of the sections after it;
 * none of those calls arrays.c.
 */
#ifndef HYSC_ARRAYS_H
#define HYSC_ARRAYS_H

#include "flat/flat.h"

/* Bounds that keep hostile models from exhausting memory: elements of one
   array, and iterations of for-loops, comprehensions and reductions in one
   model (each may copy a body). */
enum { MAX_DIMS = 8, MAX_ITERATORS = 64, MAX_ELEMENTS = 1000000, MAX_ITERATIONS = 500000 };

/* An expression's value as an array of scalar expressions, row-major;
   ndims 0 is a scalar (one item).  count < 0 after a reported error. */
typedef struct Val {
  int ndims;
  int dims[MAX_DIMS];
  int count;
  Expr **items;
} Val;

typedef struct Symbol {
  Component *component;
  int ndims;
  int dims[MAX_DIMS];
  int dims_state;          /* 0 not yet, 1 evaluating, 2 done, 3 failed */
  int binding_state;       /* the same for binding */
  Val binding;
  struct Known *known;     /* per element of binding: its value, once evaluated (eval_name) */
  int n_elements;          /* scalar components made of it */
  char **element_names;    /* "h[2]" by row-major position, made once (symbol_element_name) */
} Symbol;

typedef struct Ctx {
  ClassDef *cls;
  Symbol *symbols;
  int n_symbols;
  int *table;              /* open addressing: symbol index + 1, 0 empty */
  int table_size;
  const char *iter_name[MAX_ITERATORS];
  double iter_value[MAX_ITERATORS];
  bool iter_boolean[MAX_ITERATORS];   /* ranging over false:true: its values are Booleans */
  const char *iter_text[MAX_ITERATORS];   /* ranging over Strings ({"a", "b"}): its value, else NULL */
  int n_iter;
  int end_size[MAX_DIMS * 4];
  int n_end;
  long iterations;         /* for all loops so far, against MAX_ITERATIONS */
  long scalars, equations; /* of the model so far, against MAX_MODEL_SCALARS and MAX_MODEL_EQUATIONS */
  int chain;               /* bindings being evaluated, one inside another (eval_name) */
  bool varying_ok;         /* a subscript may change during the run here */
  PtrList pending;         /* Equation: asserts of varying subscripts, for
                              the equation being expanded */
  PtrList guards;          /* Expr: conditions of the if-expression branches being
                              expanded (not c for an else), under which those asserts hold */
  bool in_function;        /* a function's body: loops stay loops where they can */
  bool in_algorithm;       /* an algorithm section: while and break stay */
} Ctx;

/* One subscript's indices (from 1): a scalar subscript keeps no dimension. */
typedef struct Indices {
  bool keeps_dim;
  int count;
  int *values;
  Expr *varying;           /* a scalar subscript that changes during the run */
} Indices;

typedef struct Specialization {
  ClassDef *cls;
  PtrList inputs;        /* Component of the template, in call order */
  int n_outputs;
  Val *output_shapes;    /* per output: its shape (items unused) */
  int *output_first;     /* per output: its first scalar output */
} Specialization;

/* A default of an input (spec 12.4.1) written at the call: e with each
   input replaced by its argument (inputs not given by their own defaults),
   so that the caller expands it like an argument.  NULL after a diagnostic. */
typedef struct DefaultAtCall {
  ClassDef *function;
  const PtrList *inputs;   /* Component */
  Expr **given;            /* per input: its argument, or NULL */
  PtrList bound;           /* char *: iterators around e */
  int depth;               /* defaults read through other defaults */
  bool quiet;              /* a default that cannot be written at the call stays in the function */
} DefaultAtCall;

/* ---- arrays.c ---- */

void expand_class(ClassDef *cls, Specialization *spec);

/* ---- arrays_templates.c ---- */

/* the program and the model class being expanded (arrays_expand) */
extern Program *program_of;
extern ClassDef *model_of;
extern PtrList specializations;
extern long specialized_inputs;
void record_outputs(Ctx *ctx, Specialization *spec);
bool is_function_class(const ClassDef *c);
ClassDef *function_class(const char *name);
ClassDef *array_function(const char *name);
bool match_template_arguments(Expr *e, ClassDef *t, PtrList *inputs, Expr **given);
bool check_array_argument(Component *input, Expr *arg, const Val *a);
bool derivative_sizes(Specialization *s, ClassDef *t, const Val *args, ClassDef *df, const PtrList *df_inputs,
                      const Modification *m, Val *sizes);
Expr *element_call(Expr *e, Specialization *s, const Val *args, int k, int i);
Expr *default_at_call(DefaultAtCall *d, const Expr *e);
void refuse_elementwise_tuple(SrcLoc loc, const char *function);
Val slice_first(const Val *v, int j);
bool is_size_input(const ClassDef *t, const Component *input);
char *specialization_name(const ClassDef *t, const PtrList *inputs, const Val *args);
ClassDef *sized_template(const ClassDef *t, const PtrList *inputs, const Val *args, const char *name);
void name_derivative(ClassDef *cls, const ClassDef *t, int i, const ClassDef *df);
bool leading_size(const ClassDef *t, const PtrList *inputs, Expr **given, const Val *args, int *size);
Expr *slice_call(const Expr *e, const PtrList *inputs, Expr **given, const Val *args, int j);
Val output_value(Expr *e, Specialization *s, const Val *args);

/* ---- arrays_values.c ---- */
bool iterator_value(const Ctx *ctx, const Expr *e, double *value);
bool iterator_boolean(const Ctx *ctx, const Expr *e);
/* the String value of the innermost for-loop iterator that e names, NULL
   when it ranges over no Strings */
const char *iterator_text(const Ctx *ctx, const Expr *e);
bool within_equation_bound(Ctx *ctx, SrcLoc loc, int count);
void count_model_scalars(Ctx *ctx, Symbol *s);
void check_assignment_order(Ctx *ctx, const Equation *q, const Val *l, const Val *r);

extern const Val BAD;
Val val_new(int ndims, const int *dims);
Val val_scalar(Expr *e);
bool same_shape(const Val *a, const Val *b);
char *shape_text(const Val *v);
Expr *clone_node(const Expr *e);
Expr *deep_copy(const Expr *e);
Expr *number_node(double value, SrcLoc loc);
Expr *binary_node(Operator op, Expr *a, Expr *b, SrcLoc loc);
Expr *item(const Val *v, int i);
Expr *element_value(const Val *v, int i);
Expr *as_expr(const Val *v, SrcLoc loc);
Symbol *lookup_n(Ctx *ctx, const char *name, size_t n);
Symbol *lookup(Ctx *ctx, const char *name);
void build_symbols(Ctx *ctx);
char *element_name(const char *base, const int *index, int n);
char *symbol_element_name(Symbol *s, const int *index);
Expr *choose(Expr *k, Val *choices, int lo, int hi, int i, SrcLoc loc);
void assert_in_range(Ctx *ctx, Expr *k, SrcLoc subscript, const char *name, int dim, int size);
Val pick_elements(Ctx *ctx, const Val *v, Indices *indices, const char *name, const PtrList *subscripts);
Val stack(const Val *parts, int n, SrcLoc loc, const char *what);
Val stack_parts(PtrList *parts, SrcLoc loc, const char *what);
Val as_matrix(Val a);
Val concatenate(Val *parts, int n, int k, SrcLoc loc);
Val map_unary(Expr *e, Val a);
Val map_binary(Expr *e, Operator op, Val a, Val b);
Expr *fold(Operator op, Expr **items, int n, SrcLoc loc, const char *call);
Val product(Expr *e, Val a, Val b);
bool in_list(const char *name, const char *const *list);
bool arg_count(Expr *e, int low, int high);
Val call_node(Expr *e, Expr **args, int n);
bool common_shape(Expr *e, const Val *values, int n, const Val **shape);
Expr *element_or_scalar(const Val *a, int j);
Val filled(Val value, const int *dims, int ndims);
Expr *minus(Expr *a, Expr *b, SrcLoc loc);
Expr *times(Expr *a, Expr *b, SrcLoc loc);
Equation *equation_like(const Equation *q, Expr *lhs, Expr *rhs);
void name_condition(Expr *condition);
void loop_names(const PtrList *statements, PtrList *names);
bool subscripts_with(const PtrList *statements, const PtrList *names);
bool has_break(const PtrList *statements);
void component_elements(Symbol *s, const Val *binding, const Val *mods, PtrList *out);
Equation *loop_until_break(const Equation *q, PtrList *unrolled);
Val named_elements(const Expr *e, Symbol *s, const Indices *indices, int ndims, const int *dims);
bool subscripts_fit(const Expr *e, const char *name, int ndims);
void report_varying_subscript(const Ctx *ctx, const Expr *sub, const char *name, const char *culprit);
void report_out_of_range(const Expr *sub, const Symbol *s, int k, long index);

/* ---- arrays_builtins.c ---- */

extern const char *const array_functions[];
extern const char *const vectorised_functions[];
bool apply_operator(Operator op, double a, double b, double *out);
bool apply_function(const char *f, int n, const double *x, double *out);
void report_not_integer(Expr *source, const Val *v, const char *what, bool known, const char *culprit, double x);
bool range_count(Expr *e, double first, double step, double last, int *count);
Val operator_value(Expr *e, Val a, Val b);
Val if_value(Expr *e, Val c, Val a, Val b);
Val vectorised_call(Expr *e, const Val *args);
Val reduction_value(Expr *e, Val a, Operator op, const char *call, double empty);
Val linspace_value(Expr *e, Val x1, Val x2, long n);
Val identity_value(int n, SrcLoc loc);
Val diagonal_value(Val x, SrcLoc loc);
Val vector_product(Expr *e, Val x, Val y);
Val reshape_value(Expr *e, Val a);

/* ---- arrays_fold.c: calls of functions with an output of flexible size ---- */
bool flexible_output(const ClassDef *t);
Val fold_flexible_call(const Expr *e, ClassDef *t, const PtrList *inputs, Expr **given, const Val *args);
bool foldable_function(const ClassDef *t);
bool fold_scalar_call(ClassDef *t, const Expr *e, bool (*value)(void *, const Expr *, double *), void *data,
                      double *out);

#endif
