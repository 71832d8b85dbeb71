/*
 * arrays_builtins.c - what the arrays stage computes once the parts of an
 * expression are known: the lists of built-ins, arithmetic on numbers
 * known at compile time (sizes, subscripts, ranges), and the operators and
 * built-ins of Modelica on
 * expanded values (element-wise and matrix operators, if-expressions, calls
 * applied element by element, reductions, constructors, vector products,
 * reshapes), with the errors of their shapes.  arrays.c expands the parts
 * and evaluates them; nothing here expands.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"
#include "flat/arrays.h"

/* the built-ins that make an expression an array */
const char *const array_functions[] = {
  "size", "ndims", "fill", "zeros", "ones", "linspace", "identity", "diagonal", "transpose", "cat", "vector",
  "scalar", "matrix", "symmetric", "cross", "skew", "outerProduct", "sum", "product", "min", "max", "array", NULL,
};

/* scalar functions applied element by element to array arguments */
const char *const vectorised_functions[] = {
  "der", "pre", "edge", "change", "abs", "sign", "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "atan2",
  "sinh", "cosh", "tanh", "exp", "log", "log10", "floor", "ceil", "integer", "noEvent", "div", "mod", "rem",
  "smooth", "semiLinear", NULL,
};

/* a op b of known numbers; false for an operator that is not arithmetic,
   a comparison or logic */
bool apply_operator(Operator op, double a, double b, double *out)
{
  switch (op) {
  case OP_ADD: *out = a + b; break;
  case OP_SUB: *out = a - b; break;
  case OP_MUL: *out = a * b; break;
  case OP_DIV: *out = a / b; break;
  case OP_POW: *out = pow(a, b); break;
  case OP_LT: *out = a < b; break;
  case OP_LE: *out = a <= b; break;
  case OP_GT: *out = a > b; break;
  case OP_GE: *out = a >= b; break;
  case OP_EQ: *out = a == b; break;
  case OP_NE: *out = a != b; break;
  case OP_AND: *out = a && b; break;
  case OP_OR: *out = a || b; break;
  default: return false;
  }
  return true;
}

/* f(x) or f(x, y) of known numbers, for the functions a size may use */
bool apply_function(const char *f, int n, const double *x, double *out)
{
  if (n == 1 && !strcmp(f, "abs")) *out = fabs(x[0]);
  else if (n == 1 && !strcmp(f, "integer")) *out = floor(x[0]);
  else if (n == 1 && !strcmp(f, "floor")) *out = floor(x[0]);
  else if (n == 1 && !strcmp(f, "ceil")) *out = ceil(x[0]);
  else if (n == 1 && !strcmp(f, "sqrt")) *out = sqrt(x[0]);
  else if (n == 2 && !strcmp(f, "min")) *out = fmin(x[0], x[1]);
  else if (n == 2 && !strcmp(f, "max")) *out = fmax(x[0], x[1]);
  else if (n == 2 && !strcmp(f, "div")) *out = trunc(x[0] / x[1]);
  else if (n == 2 && !strcmp(f, "mod")) *out = x[0] - floor(x[0] / x[1]) * x[1];
  else return false;
  return true;
}

/* Why v (source in the model) is not the integer that what must be: not a
   scalar, not known (culprit: what it depends on; "": reported already),
   not whole, or too large. */
void report_not_integer(Expr *source, const Val *v, const char *what, bool known, const char *culprit, double x)
{
  if (v->ndims != 0)
    diag_error(source->loc, "%s must be a scalar, not an array of %s", what, shape_text(v));
  else if (!known && culprit && *culprit)
    diag_error(source->loc, "%s must be known at compile time, but it depends on '%s', which is not a parameter "
               "or constant with a value", what, culprit);
  else if (!known && !culprit)
    diag_error(source->loc, "%s must be known at compile time", what);
  else if (known && x != floor(x))
    diag_error(source->loc, "%s must be an Integer, but it is %g", what, x);
  else if (known)
    diag_error(source->loc, "%s is %g: hysc takes at most %d", what, x, MAX_ELEMENTS);
}

/* the number of values of first:step:last, known numbers; false after an
   error (a step of 0, too many values) */
bool range_count(Expr *e, double first, double step, double last, int *count)
{
  if (step == 0) {
    diag_error(e->b->loc, "the step of a range cannot be 0");
    return false;
  }
  double n = floor((last - first) / step + 1e-10) + 1;
  if (n < 0)
    n = 0;
  if (n > MAX_ELEMENTS) {
    diag_error(e->loc, "this range has more than %d elements", MAX_ELEMENTS);
    return false;
  }
  *count = (int)n;
  return true;
}

/* A^n, A a square matrix and n a known Integer >= 0: identity for n = 0,
   else the product of n copies of A (spec 10.6.4) */
static Val matrix_power(Expr *e, Val a, Val b)
{
  double n;
  if (!eval_constant(b.items[0], &n) || n < 0 || n != floor(n) || n > 64) {
    diag_error(e->b->loc, "the power of a matrix must be an Integer from 0 to 64 known at compile time");
    return BAD;
  }
  if (n == 0)
    return identity_value(a.dims[0], e->loc);
  Val power = a;
  for (int k = 1; k < n; k++) {
    Val factor = val_new(a.ndims, a.dims);
    for (int i = 0; i < a.count; i++)
      factor.items[i] = deep_copy(a.items[i]);
    power = product(e, power, factor);
  }
  return power;
}

/* a op b of expanded operands: element by element, a matrix product, or
   scalars (operators on arrays that Modelica leaves undefined are errors) */
Val operator_value(Expr *e, Val a, Val b)
{
  bool scalars = a.ndims == 0 && b.ndims == 0;
  switch (e->op) {
  case OP_EW_ADD: return map_binary(e, OP_ADD, a, b);
  case OP_EW_SUB: return map_binary(e, OP_SUB, a, b);
  case OP_EW_MUL: return map_binary(e, OP_MUL, a, b);
  case OP_EW_DIV: return map_binary(e, OP_DIV, a, b);
  case OP_EW_POW: return map_binary(e, OP_POW, a, b);
  case OP_ADD: case OP_SUB:
    if (!scalars && (a.ndims == 0 || b.ndims == 0)) {
      diag_error(e->loc, "'%s' of a scalar and an array is not defined: write '.%s' for the element-wise operation",
                 operator_text(e->op), operator_text(e->op));
      return BAD;
    }
    return map_binary(e, e->op, a, b);
  case OP_MUL:
    return product(e, a, b);
  case OP_DIV:
    if (b.ndims != 0) {
      diag_error(e->loc, "'/' needs a scalar divisor, here it is %s: write './' for the element-wise operation",
                 shape_text(&b));
      return BAD;
    }
    return map_binary(e, OP_DIV, a, b);
  case OP_AND: case OP_OR:   /* element by element on arrays of one size (spec 10.6.8) */
    if (a.ndims && b.ndims)
      return map_binary(e, e->op, a, b);
    break;
  case OP_POW:
    if (a.ndims == 2 && a.dims[0] == a.dims[1] && b.ndims == 0)
      return matrix_power(e, a, b);
    break;
  default:
    break;
  }
  if (!scalars) {
    diag_error(e->loc, "'%s' is defined on scalars%s only, here the operands are %s and %s%s", operator_text(e->op),
               e->op == OP_POW ? " and square matrices" : e->op == OP_AND || e->op == OP_OR ? " and arrays of one size" : "",
               shape_text(&a), shape_text(&b), e->op == OP_POW ? ": write '.^' for the element-wise power" : "");
    return BAD;
  }
  return map_binary(e, e->op, a, b);
}

/* if c then a else b of expanded parts: one if-expression per element */
Val if_value(Expr *e, Val c, Val a, Val b)
{
  if (c.ndims) {
    diag_error(e->a->loc, "the condition of an if-expression must be a scalar, not an array of %s", shape_text(&c));
    return BAD;
  }
  if (!same_shape(&a, &b)) {
    diag_error(e->loc, "the branches of an if-expression must have equal sizes: %s and %s", shape_text(&a),
               shape_text(&b));
    return BAD;
  }
  Val v = val_new(a.ndims, a.dims);
  for (int i = 0; i < v.count; i++) {
    Expr *x = expr_new(EX_IF, e->loc);
    x->a = i ? deep_copy(c.items[0]) : c.items[0];
    x->b = a.items[i];
    x->c = b.items[i];
    expr_note_depth(x);
    v.items[i] = x;
  }
  return v;
}

/* f(x) with expanded arguments (args: positional, then named): the array
   of f(x[i]), scalars given to every element */
Val vectorised_call(Expr *e, const Val *args)
{
  int n = e->args.count, n_named = e->named_args.count;
  const Val *shape = NULL;
  if (!common_shape(e, args, n + n_named, &shape))
    return BAD;
  Val v = shape ? val_new(shape->ndims, shape->dims) : val_new(0, NULL);
  for (int j = 0; j < v.count; j++) {
    Expr *x = clone_node(e);
    for (int i = 0; i < n; i++)
      list_push(&x->args, element_or_scalar(&args[i], j));
    for (int i = 0; i < n_named; i++) {
      Modification *m = xmalloc(sizeof *m);
      *m = *(Modification *)e->named_args.items[i];
      if (m->value)
        m->value = element_or_scalar(&args[n + i], j);
      list_push(&x->named_args, m);
    }
    expr_note_depth(x);
    v.items[j] = x;
  }
  return v;
}

/* sum, product, min or max of an expanded array (call: min or max) */
Val reduction_value(Expr *e, Val a, Operator op, const char *call, double empty)
{
  if (a.count == 0) {
    if (call) {
      diag_error(e->loc, "'%s' of an empty array has no value", e->string);
      return BAD;
    }
    return val_scalar(number_node(empty, e->loc));
  }
  return val_scalar(fold(op, a.items, a.count, e->loc, call));
}

/* linspace(x1, x2, n) of expanded scalars: x1 + (x2 - x1)*(i - 1)/(n - 1) */
Val linspace_value(Expr *e, Val x1, Val x2, long n)
{
  if (n < 2 || n > MAX_ELEMENTS || x1.ndims || x2.ndims) {
    diag_error(e->loc, "'linspace(x1, x2, n)' takes scalars and n >= 2");
    return BAD;
  }
  int count = (int)n;
  Val v = val_new(1, &count);
  for (int i = 0; i < n; i++)
    v.items[i] = binary_node(OP_ADD, deep_copy(x1.items[0]),
                             times(minus(deep_copy(x2.items[0]), deep_copy(x1.items[0]), e->loc),
                                   number_node((double)i / (double)(n - 1), e->loc), e->loc), e->loc);
  return v;
}

/* identity(n) */
Val identity_value(int n, SrcLoc loc)
{
  int dims[2] = { n, n };
  Val v = val_new(2, dims);
  for (int i = 0; i < v.count; i++)
    v.items[i] = number_node(i / dims[0] == i % dims[0], loc);
  return v;
}

/* diagonal(x) of an expanded vector */
Val diagonal_value(Val x, SrcLoc loc)
{
  int dims[2] = { x.count, x.count };
  Val v = val_new(2, dims);
  for (int i = 0; i < v.count; i++)
    v.items[i] = i / x.count == i % x.count ? deep_copy(x.items[i / x.count]) : number_node(0, loc);
  return v;
}

/* cross(x, y), skew(x) or outerProduct(x, y) of expanded vectors of the
   right sizes */
Val vector_product(Expr *e, Val x, Val y)
{
  const char *f = e->string;
  bool skew = !strcmp(f, "skew"), cross = !strcmp(f, "cross");
  SrcLoc at = e->loc;
  Expr **a = x.items, **b = y.items;
  if (cross) {   /* {x2*y3 - x3*y2, x3*y1 - x1*y3, x1*y2 - x2*y1} */
    int three = 3;
    Val v = val_new(1, &three);
    for (int i = 0; i < 3; i++) {
      int j = (i + 1) % 3, k = (i + 2) % 3;
      v.items[i] = minus(times(a[j], b[k], at), times(a[k], b[j], at), at);
    }
    return v;
  }
  if (skew) {    /* {{0, -x3, x2}, {x3, 0, -x1}, {-x2, x1, 0}} */
    int dims[2] = { 3, 3 };
    Val v = val_new(2, dims);
    for (int i = 0; i < 3; i++)
      for (int j = 0; j < 3; j++) {
        int k = 3 - i - j;
        if (i == j)
          v.items[i * 3 + j] = number_node(0, at);
        else
          v.items[i * 3 + j] = (j - i + 3) % 3 == 1 ? expr_unary(OP_NEG, deep_copy(a[k]), at) : deep_copy(a[k]);
      }
    return v;
  }
  int dims[2] = { x.count, y.count };   /* outerProduct */
  Val v = val_new(2, dims);
  for (int i = 0; i < v.count; i++)
    v.items[i] = times(a[i / y.count], b[i % y.count], at);
  return v;
}

/* matrix(a): a scalar or vector as a matrix of one column, else the first
   two dimensions, the others of size 1 (spec 10.3.1) */
static Val matrix_value(Expr *e, Val a)
{
  int dims[2] = { a.ndims ? a.dims[0] : 1, a.ndims > 1 ? a.dims[1] : 1 };
  for (int k = 2; k < a.ndims; k++)
    if (a.dims[k] != 1) {
      diag_error(e->loc, "'matrix' takes an array whose dimensions after the second are of size 1, here %s",
                 shape_text(&a));
      return BAD;
    }
  Val v = val_new(2, dims);
  memcpy(v.items, a.items, sizeof *v.items * (size_t)a.count);
  return v;
}

/* symmetric(a) of a square matrix: a[i, j] on and above the diagonal, a[j, i]
   below it (spec 10.3.5) */
static Val symmetric_value(Expr *e, Val a)
{
  if (a.ndims != 2 || a.dims[0] != a.dims[1]) {
    diag_error(e->loc, "'symmetric' takes a square matrix, here %s", shape_text(&a));
    return BAD;
  }
  int n = a.dims[0];
  Val v = val_new(2, a.dims);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      v.items[i * n + j] = i <= j ? a.items[i * n + j] : deep_copy(a.items[j * n + i]);
  return v;
}

/* transpose(a), scalar(a), vector(a), matrix(a) or symmetric(a) of an
   expanded array */
Val reshape_value(Expr *e, Val a)
{
  const char *f = e->string;
  if (!strcmp(f, "matrix"))
    return matrix_value(e, a);
  if (!strcmp(f, "symmetric"))
    return symmetric_value(e, a);
  if (!strcmp(f, "transpose")) {
    if (a.ndims != 2) {
      diag_error(e->loc, "'transpose' takes a matrix, here %s", shape_text(&a));
      return BAD;
    }
    int dims[2] = { a.dims[1], a.dims[0] };
    Val v = val_new(2, dims);
    for (int i = 0; i < v.count; i++)
      v.items[i] = a.items[(i % dims[1]) * dims[0] + i / dims[1]];
    return v;
  }
  int longer = 0;
  for (int k = 0; k < a.ndims; k++)
    longer += a.dims[k] > 1;
  if (!strcmp(f, "scalar")) {
    if (a.count != 1) {
      diag_error(e->loc, "'scalar' takes an array with one element, here %s", shape_text(&a));
      return BAD;
    }
    return val_scalar(a.items[0]);
  }
  if (longer > 1) {   /* vector */
    diag_error(e->loc, "'vector' takes an array with at most one dimension of size above 1, here %s", shape_text(&a));
    return BAD;
  }
  Val v = val_new(1, &a.count);
  memcpy(v.items, a.items, sizeof *v.items * (size_t)a.count);
  return v;
}
