/*
 * eval.c - the value at compile time of an expression of literals,
 * parameters and constants (through their bindings), and of a literal
 * number.  It reports nothing: a caller that needs a value says why.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

static bool eval_depth(const Expr *e, double *value, int depth);

/* Calls of the model's functions, worked out through their closed forms
   (eval_constant_through); NULL: such a call has no value here. */
static Expr *(*expand_call)(const Expr *call);
static int depth_limit = 64;
static long steps_left;   /* a closed form repeats its arguments: bounded work */

static bool eval_function(const Expr *e, double *value, int depth)
{
  double x[2] = { 0, 0 };
  for (int i = 0; i < e->args.count && i < 2; i++)
    if (!eval_depth(e->args.items[i], &x[i], depth))
      return false;
  static const struct { const char *name; double (*f)(double); } one[] = {
    {"sin", sin}, {"cos", cos}, {"tan", tan}, {"asin", asin}, {"acos", acos}, {"atan", atan},
    {"sinh", sinh}, {"cosh", cosh}, {"tanh", tanh}, {"exp", exp}, {"log", log}, {"log10", log10},
    {"sqrt", sqrt}, {"abs", fabs}, {"floor", floor}, {"ceil", ceil}, {"integer", floor}, {NULL, NULL},
  };
  for (int i = 0; one[i].name; i++)
    if (!strcmp(e->string, one[i].name)) {
      *value = one[i].f(x[0]);
      return true;
    }
  const char *n = e->string;
  if (!strcmp(n, "noEvent") || !strcmp(n, "smooth")) { *value = e->args.count == 2 ? x[1] : x[0]; return true; }
  if (!strcmp(n, "sign")) { *value = (x[0] > 0) - (x[0] < 0); return true; }
  if (!strcmp(n, "atan2")) { *value = atan2(x[0], x[1]); return true; }
  if (!strcmp(n, "min")) { *value = fmin(x[0], x[1]); return true; }
  if (!strcmp(n, "max")) { *value = fmax(x[0], x[1]); return true; }
  if (x[1] == 0)
    return false;
  if (!strcmp(n, "div")) { *value = trunc(x[0] / x[1]); return true; }
  if (!strcmp(n, "mod")) { *value = x[0] - floor(x[0] / x[1]) * x[1]; return true; }
  if (!strcmp(n, "rem")) { *value = x[0] - trunc(x[0] / x[1]) * x[1]; return true; }
  return false;
}

/* The nodes of e written out as a tree, counted up to limit. */
static long expr_size(const Expr *e, long limit)
{
  if (!e || limit <= 0)
    return 0;
  long n = 1;
  n += expr_size(e->a, limit - n);
  n += expr_size(e->b, limit - n);
  n += expr_size(e->c, limit - n);
  for (int i = 0; i < e->args.count && n < limit; i++)
    n += expr_size(e->args.items[i], limit - n);
  return n;
}

/* The arguments are worked out first, so that the closed form, which may
   read an input many times, repeats a number and not an argument's work.
   Those numbers live as long as this call (expand may not keep them): a
   closed form may be evaluated many times over, and they are no nodes of
   the model. */
static bool eval_user_call(const Expr *e, double *value, int depth)
{
  Expr call = *e;
  call.args = (PtrList){ 0 };
  Expr *numbers = xcalloc((size_t)e->args.count + 1, sizeof *numbers);
  for (int i = 0; i < e->args.count; i++) {
    Expr *arg = e->args.items[i];
    double x;
    if (eval_depth(arg, &x, depth + 1)) {
      numbers[i] = (Expr){ .kind = EX_NUMBER, .loc = arg->loc, .number = x, .relation = -1, .slot = -1, .depth = 1 };
      arg = &numbers[i];
    }
    list_push(&call.args, arg);
  }
  const Expr *x = expand_call(&call);
  free(call.args.items);
  steps_left -= expr_size(x, steps_left);   /* the copy made of the closed form */
  bool ok = x && eval_depth(x, value, depth + 1);
  free(numbers);
  return ok;
}

static bool eval_depth(const Expr *e, double *value, int depth)
{
  if (!e || depth > depth_limit || (expand_call && --steps_left < 0))
    return false;
  double a, b;
  switch (e->kind) {
  case EX_NUMBER:
  case EX_BOOLEAN:
    *value = e->number;
    return true;
  case EX_NAME: {
    const Var *v = e->var;
    if (!v || (v->kind != VAR_PARAMETER && v->kind != VAR_CONSTANT))
      return false;
    return eval_depth(v->binding ? v->binding : v->start, value, depth + 1);
  }
  case EX_CALL:
    if (expand_call && e->function)
      return eval_user_call(e, value, depth + 1);
    return eval_function(e, value, depth + 1);
  case EX_UNARY:
    if (!eval_depth(e->a, &a, depth + 1))
      return false;
    *value = e->op == OP_NOT ? !a : e->op == OP_NEG ? -a : a;
    return true;
  case EX_IF:
    if (!eval_depth(e->a, &a, depth + 1))
      return false;
    return eval_depth(a ? e->b : e->c, value, depth + 1);
  case EX_BINARY:
    if (!eval_depth(e->a, &a, depth + 1) || !eval_depth(e->b, &b, depth + 1))
      return false;
    switch (e->op) {
    case OP_ADD: *value = a + b; return true;
    case OP_SUB: *value = a - b; return true;
    case OP_MUL: *value = a * b; return true;
    case OP_DIV: *value = a / b; return true;
    case OP_POW: *value = pow(a, b); return true;
    case OP_LT: *value = a < b; return true;
    case OP_LE: *value = a <= b; return true;
    case OP_GT: *value = a > b; return true;
    case OP_GE: *value = a >= b; return true;
    case OP_EQ: *value = a == b; return true;
    case OP_NE: *value = a != b; return true;
    case OP_AND: *value = a && b; return true;
    case OP_OR: *value = a || b; return true;
    default: return false;
    }
  default:
    return false;
  }
}

bool literal_number(const Expr *e, double *value)
{
  if (e->kind == EX_NUMBER) {
    *value = e->number;
    return true;
  }
  if (e->kind == EX_UNARY && (e->op == OP_NEG || e->op == OP_PLUS) && literal_number(e->a, value)) {
    if (e->op == OP_NEG)
      *value = -*value;
    return true;
  }
  return false;
}

bool eval_constant(const Expr *e, double *value)
{
  return eval_depth(e, value, 0);
}

bool eval_constant_through(const Expr *e, double *value, Expr *(*expand)(const Expr *call))
{
  expand_call = expand;
  depth_limit = 2000;
  steps_left = 200000;
  bool ok = eval_depth(e, value, 0);
  expand_call = NULL;
  depth_limit = 64;
  return ok;
}
