/*
 * arrays_fold.c - calls worked out when the model is translated, by running
 * the function's algorithm on numbers (scalars and vectors): a call of a
 * function whose output is of flexible size (output Integer y[:] with no
 * binding: its algorithm sets its size, spec 12.4.5), and a call of a
 * function of scalars whose arguments are known then, where a size, a
 * subscript or a range needs its value (a parameter's binding
 * ns = samplePoints(f_max, f_res) sizing Real buf[ns]).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"
#include "flat/arrays.h"

enum { FOLD_MAX_STEPS = 1000000, FOLD_MAX_ELEMENTS = 100000, FOLD_MAX_DEPTH = 32 };

/* A value: a scalar (vector false) or a vector of n numbers */
typedef struct Num {
  bool vector;
  int n;
  double *v;
} Num;

typedef struct Run {
  Map vars;            /* name -> Num* */
  long steps;          /* shared with the calls it makes, against FOLD_MAX_STEPS */
  int depth;           /* of calls of functions, against FOLD_MAX_DEPTH */
  bool stop;           /* return (or break, until its loop ends) */
  bool broke;
  const Expr *failed;  /* the first node that cannot be worked out here */
} Run;

static const Num NONE = { false, -1, NULL };

static Num scalar(double x)
{
  Num r = { false, 1, xmalloc(sizeof(double)) };
  r.v[0] = x;
  return r;
}

static Num vector(int n)
{
  Num r = { true, n, xcalloc((size_t)(n ? n : 1), sizeof(double)) };
  return r;
}

static Num fail(Run *run, const Expr *e)
{
  if (!run->failed)
    run->failed = e;
  return NONE;
}

static Num eval(Run *run, const Expr *e);
static bool call_with(ClassDef *t, const Expr *e, bool (*value)(void *, const Expr *, double *), void *data,
                      Run *parent, double *out);

static bool eval_scalar(Run *run, const Expr *e, double *x)
{
  Num a = eval(run, e);
  if (a.n < 0 || a.vector) {
    fail(run, e);
    return false;
  }
  *x = a.v[0];
  return true;
}

static double binary_number(Operator op, double a, double b)
{
  switch (op) {
  case OP_ADD: case OP_EW_ADD: return a + b;
  case OP_SUB: case OP_EW_SUB: return a - b;
  case OP_MUL: case OP_EW_MUL: return a * b;
  case OP_DIV: case OP_EW_DIV: return a / b;
  case OP_POW: case OP_EW_POW: return pow(a, b);
  case OP_LT: return a < b;
  case OP_LE: return a <= b;
  case OP_GT: return a > b;
  case OP_GE: return a >= b;
  case OP_EQ: return a == b;
  case OP_NE: return a != b;
  case OP_AND: return a != 0 && b != 0;
  default: return a != 0 || b != 0;   /* OP_OR */
  }
}

/* element-wise, a scalar with each element of a vector */
static Num binary(Run *run, const Expr *e)
{
  Num a = eval(run, e->a), b = eval(run, e->b);
  if (a.n < 0 || b.n < 0)
    return NONE;
  if (a.vector && b.vector && a.n != b.n)
    return fail(run, e);
  if ((e->op == OP_MUL || e->op == OP_DIV || e->op == OP_POW || (e->op >= OP_LT && e->op <= OP_OR)) && a.vector &&
      b.vector)
    return fail(run, e);   /* products and comparisons of two vectors: not here */
  Num r = a.vector || b.vector ? vector(a.vector ? a.n : b.n) : scalar(0);
  for (int i = 0; i < r.n; i++)
    r.v[i] = binary_number(e->op, a.v[a.vector ? i : 0], b.v[b.vector ? i : 0]);
  return r;
}

static Num unary(Run *run, const Expr *e)
{
  Num a = eval(run, e->a);
  if (a.n < 0)
    return NONE;
  Num r = a.vector ? vector(a.n) : scalar(0);
  for (int i = 0; i < r.n; i++)
    r.v[i] = e->op == OP_NEG ? -a.v[i] : e->op == OP_NOT ? a.v[i] == 0 : a.v[i];
  return r;
}

/* {a, b, ...} of scalars, and a:b:c */
static Num constructor(Run *run, const Expr *e)
{
  if (e->kind == EX_ARRAY) {
    Num r = vector(e->args.count);
    for (int i = 0; i < e->args.count; i++)
      if (e->iterators.count || !eval_scalar(run, e->args.items[i], &r.v[i]))
        return fail(run, e);
    return r;
  }
  double a, b = 1, c;
  if (!eval_scalar(run, e->a, &a) || (e->b && !eval_scalar(run, e->b, &b)) || !eval_scalar(run, e->c, &c) || !b)
    return fail(run, e);
  double count = floor((c - a) / b + 1e-9) + 1;
  if (count > FOLD_MAX_ELEMENTS)
    return fail(run, e);
  Num r = vector(count > 0 ? (int)count : 0);
  for (int i = 0; i < r.n; i++)
    r.v[i] = a + i * b;
  return r;
}

/* x, x[i], x[i:j], x[{2, 3}] of a vector */
static Num variable(Run *run, const Expr *e)
{
  const Num *x = map_get(&run->vars, e->string);
  if (!x || e->path.count || e->subscripts.count > 1)
    return fail(run, e);
  if (!e->subscripts.count)
    return *x;
  const Expr *s = e->subscripts.items[0];
  if (s->kind == EX_COLON)
    return *x;
  Num k = eval(run, s);
  if (k.n < 0 || !x->vector)
    return fail(run, e);
  Num r = k.vector ? vector(k.n) : scalar(0);
  for (int i = 0; i < k.n; i++) {
    long at = lround(k.v[i]);
    if (at < 1 || at > x->n)
      return fail(run, e);
    r.v[i] = x->v[at - 1];
  }
  return r;
}

/* cat(1, a, b, ...) of vectors and scalars */
static Num cat(Run *run, const Expr *e)
{
  double dim;
  if (e->args.count < 1 || !eval_scalar(run, e->args.items[0], &dim) || dim != 1)
    return fail(run, e);
  Num *parts = xcalloc((size_t)e->args.count, sizeof *parts);
  int n = 0;
  for (int i = 1; i < e->args.count; i++) {
    if ((parts[i] = eval(run, e->args.items[i])).n < 0 || !parts[i].vector)
      return fail(run, e);
    n += parts[i].n;
  }
  if (n > FOLD_MAX_ELEMENTS)
    return fail(run, e);
  Num r = vector(n);
  n = 0;
  for (int i = 1; i < e->args.count; i++)
    for (int k = 0; k < parts[i].n; k++)
      r.v[n++] = parts[i].v[k];
  free(parts);
  return r;
}

static bool scalar_argument(void *run, const Expr *arg, double *x)
{
  return eval_scalar(run, arg, x);
}

static Num call(Run *run, const Expr *e)
{
  const char *f = e->string;
  ClassDef *t = function_class(f);
  if (t && foldable_function(t)) {
    double y;
    return call_with(t, e, scalar_argument, run, run, &y) ? scalar(y) : fail(run, e);
  }
  Num a = e->args.count && strcmp(f, "cat") != 0 ? eval(run, e->args.items[0]) : NONE;
  if (e->named_args.count || e->iterators.count || (strcmp(f, "cat") != 0 && (!e->args.count || a.n < 0)))
    return fail(run, e);
  if (!strcmp(f, "cat"))
    return cat(run, e);
  if (!strcmp(f, "size") && a.vector && e->args.count <= 2)
    return scalar(a.n);
  if ((!strcmp(f, "zeros") || !strcmp(f, "fill")) && e->args.count == 1 + (f[0] == 'f')) {
    double n, value = 0;
    if (!eval_scalar(run, e->args.items[e->args.count - 1], &n) || n < 0 || n > FOLD_MAX_ELEMENTS ||
        (f[0] == 'f' && (a.vector || !eval_scalar(run, e->args.items[0], &value))))
      return fail(run, e);
    Num r = vector((int)n);
    for (int i = 0; i < r.n; i++)
      r.v[i] = value;
    return r;
  }
  double x[2] = { a.v[0], 0 }, y;
  if (!a.vector && e->args.count <= 2 && (e->args.count < 2 || eval_scalar(run, e->args.items[1], &x[1])) &&
      apply_function(f, e->args.count, x, &y))
    return scalar(y);
  if (!strcmp(f, "sum") && a.vector && e->args.count == 1) {
    double s = 0;
    for (int i = 0; i < a.n; i++)
      s += a.v[i];
    return scalar(s);
  }
  return fail(run, e);
}

static Num eval(Run *run, const Expr *e)
{
  if (!e || ++run->steps > FOLD_MAX_STEPS)
    return fail(run, e);
  switch (e->kind) {
  case EX_NUMBER: case EX_BOOLEAN: return scalar(e->number);
  case EX_NAME: return variable(run, e);
  case EX_UNARY: return unary(run, e);
  case EX_BINARY: return binary(run, e);
  case EX_ARRAY: case EX_RANGE: return constructor(run, e);
  case EX_CALL: return call(run, e);
  case EX_IF: {
    double c;
    return eval_scalar(run, e->a, &c) ? eval(run, c != 0 ? e->b : e->c) : NONE;
  }
  default: return fail(run, e);
  }
}

static void statements(Run *run, const PtrList *list);

/* y := value, y[i] := value */
static void assign(Run *run, const Equation *q)
{
  const Expr *lhs = q->lhs;
  Num *x = lhs && lhs->kind == EX_NAME && !lhs->path.count ? map_get(&run->vars, lhs->string) : NULL;
  Num value = eval(run, q->rhs);
  if (!x || value.n < 0 || lhs->subscripts.count > 1) {
    fail(run, x ? q->rhs : lhs);
    return;
  }
  if (!lhs->subscripts.count) {
    *x = value;
    return;
  }
  double at;
  if (!x->vector || value.vector || !eval_scalar(run, lhs->subscripts.items[0], &at) || at < 1 || at > x->n)
    fail(run, lhs);
  else
    x->v[lround(at) - 1] = value.v[0];
}

static void for_loop(Run *run, const Equation *q)
{
  const Iterator *it = q->iterators.count == 1 ? q->iterators.items[0] : NULL;
  Num range = it && it->range ? eval(run, it->range) : fail(run, NULL);
  if (range.n < 0 || !range.vector || q->branches.count != 1) {
    fail(run, it ? it->range : NULL);
    return;
  }
  Num *index = xmalloc(sizeof *index);
  map_put(&run->vars, it->name, index);
  for (int i = 0; i < range.n && !run->failed && !run->stop; i++) {
    *index = scalar(range.v[i]);
    statements(run, &((Branch *)q->branches.items[0])->equations);
  }
  run->stop = run->broke ? false : run->stop;
  run->broke = false;
  map_put(&run->vars, it->name, NULL);
}

static void statement(Run *run, const Equation *q)
{
  if (q->kind == EQ_ASSIGN) {
    assign(run, q);
  } else if (q->kind == EQ_FOR) {
    for_loop(run, q);
  } else if (q->kind == EQ_IF || q->kind == EQ_WHILE) {
    for (int b = 0; b < q->branches.count && !run->failed; b++) {
      const Branch *br = q->branches.items[b];
      double c = 1;
      if (br->condition && !eval_scalar(run, br->condition, &c))
        return;
      if (c == 0)
        continue;
      statements(run, &br->equations);
      if (q->kind == EQ_IF)
        return;
      b = -1;   /* while: test again */
      if (run->stop) {
        run->stop = run->broke ? false : run->stop;
        run->broke = false;
        return;
      }
    }
  } else if (q->kind == EQ_BREAK || q->kind == EQ_RETURN) {
    run->stop = true;
    run->broke = q->kind == EQ_BREAK;
  } else if (q->kind != EQ_CALL || !expr_is_call(q->lhs, "assert")) {
    fail(run, q->lhs);
  }
}

static void statements(Run *run, const PtrList *list)
{
  for (int i = 0; i < list->count && !run->failed && !run->stop; i++)
    statement(run, list->items[i]);
}

/* an output declared [:] with no binding */
bool flexible_output(const ClassDef *t)
{
  for (int i = 0; i < t->components.count; i++) {
    const Component *c = t->components.items[i];
    if ((c->prefixes & PREFIX_OUTPUT) && c->dims.count == 1 && ((Expr *)c->dims.items[0])->kind == EX_COLON &&
        !c->binding)
      return true;
  }
  return false;
}

/* an input from its argument's value, every other component from its
   dimensions (flexible ones empty) and binding */
static bool declare(Run *run, const Component *c, const Val *arg)
{
  Num *x = xmalloc(sizeof *x);
  map_put(&run->vars, c->name, x);
  if (arg) {
    *x = arg->ndims ? vector(arg->count) : scalar(0);
    for (int i = 0; i < arg->count; i++)
      if (arg->ndims > 1 || !eval_constant(arg->items[i], &x->v[i]))
        return false;
    return true;
  }
  double n = 0;
  if (c->dims.count > 1 || (c->dims.count && ((Expr *)c->dims.items[0])->kind != EX_COLON &&
                            (!eval_scalar(run, c->dims.items[0], &n) || n < 0 || n > FOLD_MAX_ELEMENTS)))
    return false;
  *x = c->dims.count ? vector((int)n) : scalar(0);
  if (c->binding)
    *x = eval(run, c->binding);
  return x->n >= 0;
}

/* The call's value: its first output once the algorithm has run, as
   numbers; BAD with a located error if it cannot be worked out here */
Val fold_flexible_call(const Expr *e, ClassDef *t, const PtrList *inputs, Expr **given, const Val *args)
{
  Run run = { 0 };
  if (!args)   /* an argument not known at compile time */
    fail(&run, e);
  const Component *output = NULL;
  for (int i = 0; i < t->components.count && !run.failed; i++) {
    const Component *c = t->components.items[i];
    int k = list_index(inputs, c);
    if (!declare(&run, c, k >= 0 && given[k] ? &args[k] : NULL))
      fail(&run, c->binding ? c->binding : c->dims.count ? c->dims.items[0] : e);
    output = !output && (c->prefixes & PREFIX_OUTPUT) ? c : output;
  }
  for (int s = 0; s < t->algorithms.count && !run.failed && !run.stop; s++)
    statements(&run, t->algorithms.items[s]);
  const Num *y = output ? map_get(&run.vars, output->name) : NULL;
  if (run.failed || !y || y->n < 0) {
    diag_error(e->loc, "'%s' has an output of flexible size (':'), so hysc works the call out when the model is "
               "translated, but cannot here: %s", t->name, run.failed && run.failed != e ?
               "this part of it is not known then, or not of the forms it evaluates (numbers, vectors)"
               : "its arguments must be known then");
    if (run.failed && run.failed != e)
      diag_note(run.failed->loc, "here");
    return BAD;
  }
  Val r = val_new(y->vector, (int[]){ y->n });
  for (int i = 0; i < y->n; i++) {
    r.items[i] = number_node(y->v[i], e->loc);
    r.items[i]->integer_literal = !strcmp(output->type_name, "Integer");
    if (!strcmp(output->type_name, "Boolean"))
      r.items[i]->kind = EX_BOOLEAN;
  }
  return r;
}

/* ---- functions of scalars ---- */

/* Whether t can be run here: a function of scalars with an algorithm,
   neither external nor impure (its value must not depend on when it runs). */
bool foldable_function(const ClassDef *t)
{
  if (!is_function_class(t) || t->base_type || t->external || t->impure || !t->algorithms.count)
    return false;
  for (int i = 0; i < t->components.count; i++)
    if (((Component *)t->components.items[i])->dims.count)
      return false;
  return true;
}

/* The first output of t for its inputs' values (given[k] false: input k's
   default), its algorithm run with parent's budget of steps; false when a
   part of it cannot be worked out here. */
static bool run_scalar_function(ClassDef *t, const double *values, const bool *given, Run *parent, double *out)
{
  Run run = { 0 };
  run.steps = parent ? parent->steps : 0;
  run.depth = parent ? parent->depth + 1 : 0;
  const Component *output = NULL;
  for (int i = 0, k = 0; i < t->components.count && !run.failed && run.depth <= FOLD_MAX_DEPTH; i++) {
    const Component *c = t->components.items[i];
    bool input = c->prefixes & PREFIX_INPUT;
    if (input && given[k]) {
      Num *x = xmalloc(sizeof *x);
      *x = scalar(values[k]);
      map_put(&run.vars, c->name, x);
    } else if (!declare(&run, c, NULL)) {
      fail(&run, c->binding);
    }
    k += input;
    output = !output && (c->prefixes & PREFIX_OUTPUT) ? c : output;
  }
  for (int s = 0; s < t->algorithms.count && !run.failed && !run.stop; s++)
    statements(&run, t->algorithms.items[s]);
  if (parent)
    parent->steps = run.steps;
  const Num *y = output ? map_get(&run.vars, output->name) : NULL;
  if (run.failed || run.depth > FOLD_MAX_DEPTH || !y || y->n != 1 || y->vector)
    return false;
  *out = !strcmp(output->type_name, "Integer") ? trunc(y->v[0]) : y->v[0];
  return true;
}

/* f(a, b, name = c) of t (foldable_function), each argument worked out by
   value(data, argument, &x), inside parent's run if any; false when one is
   not known or does not fit t's inputs (reported where the call is
   checked, not here). */
static bool call_with(ClassDef *t, const Expr *e, bool (*value)(void *, const Expr *, double *), void *data,
                      Run *parent, double *out)
{
  int n = 0;
  for (int i = 0; i < t->components.count; i++)
    n += (((Component *)t->components.items[i])->prefixes & PREFIX_INPUT) != 0;
  if (e->args.count > n || e->iterators.count)
    return false;
  double *values = xcalloc((size_t)n + 1, sizeof *values);
  bool *given = xcalloc((size_t)n + 1, sizeof *given), known = true;
  for (int i = 0; i < e->args.count && known; i++)
    known = given[i] = value(data, e->args.items[i], &values[i]);
  for (int j = 0; j < e->named_args.count && known; j++) {
    const Modification *m = e->named_args.items[j];
    int k = 0;
    for (int i = 0; i < t->components.count; i++) {
      const Component *c = t->components.items[i];
      if (!(c->prefixes & PREFIX_INPUT))
        continue;
      if (!strcmp(c->name, m->name))
        break;
      k++;
    }
    known = k < n && !given[k] && m->value && (given[k] = value(data, m->value, &values[k]));
  }
  known = known && run_scalar_function(t, values, given, parent, out);
  free(values);
  free(given);
  return known;
}

bool fold_scalar_call(ClassDef *t, const Expr *e, bool (*value)(void *, const Expr *, double *), void *data,
                      double *out)
{
  return call_with(t, e, value, data, NULL, out);
}
