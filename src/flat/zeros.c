/*
 * zeros.c - zeros known at compile time, folded before the states are found.
 * A parameter whose value may be used at compile time (annotation(Evaluate =
 * true), or bound by a final modification) and is 0 makes the products it is
 * a factor of 0; a variable that an equation then sets to 0 does the same
 * where it is read.  So `i = C*der(v)` of a capacitor with such a C = 0 says
 * i = 0, and v is no state: the der() left would make the model singular.
 * And semiLinear's rule for a flow that equations set to 0 (zeros_semilinear).
 */
#include "flat/flat.h"

#include <stdlib.h>
#include <string.h>

typedef struct Zeros {
  const FlatModel *model;
  Map known;      /* name -> Var: parameters fixed at 0, variables set to 0 */
  Map derived;    /* name -> Var: variables inside der(), which stay what they are */
  const Var *own; /* the variable the equation being folded sets to 0: kept */
  bool folded;    /* the fold read a known zero */
} Zeros;

/* Does e read only constants and parameters whose values may be used at
   compile time, through their bindings?  Its names are resolved on the way,
   as flattening will, so that eval_constant reads them. */
static bool reads_fixed_only(const FlatModel *model, Expr *e, int depth)
{
  if (!e)
    return true;
  if (depth > 32)
    return false;
  if (e->kind == EX_NAME) {
    Var *v = e->subscripts.count ? NULL : find_var(model, e->string);
    if (!v || v->type == TYPE_BOOLEAN || (v->kind != VAR_CONSTANT && !(v->kind == VAR_PARAMETER && v->evaluate)) ||
        !v->binding || !reads_fixed_only(model, v->binding, depth + 1))
      return false;
    e->var = v;
    return true;
  }
  bool fixed = reads_fixed_only(model, e->a, depth + 1) && reads_fixed_only(model, e->b, depth + 1) &&
               reads_fixed_only(model, e->c, depth + 1);
  for (int i = 0; fixed && i < e->args.count; i++)
    fixed = reads_fixed_only(model, e->args.items[i], depth + 1);
  return fixed && !e->named_args.count;
}

static void collect_read(Expr *e, void *data)
{
  if (e->kind == EX_NAME)
    list_push(data, e);
}

static bool is_zero(const Expr *e)
{
  return e->kind == EX_NUMBER && e->number == 0;
}

static Expr *zero(const Expr *e)
{
  return expr_new(EX_NUMBER, e->loc);
}

static Expr *fold(Zeros *z, Expr *e);

/* e with its children a, b, c (and args) as given: e itself when unchanged */
static Expr *rebuilt(Expr *e, Expr *a, Expr *b, Expr *c, const PtrList *args)
{
  bool same = a == e->a && b == e->b && c == e->c;
  for (int i = 0; args && same && i < args->count; i++)
    same = args->items[i] == e->args.items[i];
  if (same)
    return e;
  Expr *copy = xmalloc(sizeof *copy);
  *copy = *e;
  copy->a = a;
  copy->b = b;
  copy->c = c;
  if (args)
    copy->args = *args;
  expr_note_depth(copy);
  return copy;
}

/* + - * / and unary minus with a zero operand; relations are left alone */
static Expr *fold_arithmetic(Zeros *z, Expr *e)
{
  if (e->kind == EX_UNARY) {
    Expr *a = fold(z, e->a);
    return e->op == OP_NEG && is_zero(a) ? zero(e) : rebuilt(e, a, NULL, NULL, NULL);
  }
  if (e->op != OP_ADD && e->op != OP_SUB && e->op != OP_MUL && e->op != OP_DIV)
    return e;
  Expr *a = fold(z, e->a), *b = fold(z, e->b);
  switch (e->op) {
  case OP_MUL:
    if (is_zero(a) || is_zero(b))
      return zero(e);
    break;
  case OP_DIV:
    if (is_zero(a))
      return zero(e);
    break;
  case OP_ADD:
    if (is_zero(a) || is_zero(b))
      return is_zero(a) ? b : a;
    break;
  default:   /* OP_SUB */
    if (is_zero(b))
      return a;
    if (is_zero(a))
      return expr_unary(OP_NEG, b, e->loc);
  }
  return rebuilt(e, a, b, NULL, NULL);
}

/* smooth(n, x) and noEvent(x) of a zero are zero; other calls are kept */
static Expr *fold_call(Zeros *z, Expr *e)
{
  int k = expr_is_call(e, "smooth") && e->args.count == 2 ? 1 : expr_is_call(e, "noEvent") && e->args.count == 1
          ? 0 : -1;
  if (k < 0)
    return e;
  Expr *x = fold(z, e->args.items[k]);
  if (is_zero(x))
    return zero(e);
  PtrList args = { 0 };
  for (int i = 0; i < e->args.count; i++)
    list_push(&args, i == k ? x : e->args.items[i]);
  return rebuilt(e, e->a, e->b, e->c, &args);
}

static Expr *fold(Zeros *z, Expr *e)
{
  if (!e)
    return e;
  switch (e->kind) {
  case EX_NAME:
    if (e->var && e->var != z->own && map_get(&z->known, e->var->name) == e->var) {
      z->folded = true;
      return zero(e);
    }
    return e;
  case EX_UNARY:
  case EX_BINARY:
    return fold_arithmetic(z, e);
  case EX_CALL:
    return fold_call(z, e);
  case EX_IF: {
    Expr *b = fold(z, e->b), *c = fold(z, e->c);
    return is_zero(b) && is_zero(c) ? zero(e) : rebuilt(e, e->a, b, c, NULL);
  }
  default:
    return e;
  }
}

/* v of `v = 0`, `0 = v`, `-v = 0` of a continuous Real outside der() */
static Var *set_to_zero(const Zeros *z, const Expr *lhs, const Expr *rhs)
{
  if (is_zero(lhs)) {
    const Expr *t = lhs;
    lhs = rhs;
    rhs = t;
  }
  if (!is_zero(rhs))
    return NULL;
  if (lhs->kind == EX_UNARY && lhs->op == OP_NEG)
    lhs = lhs->a;
  Var *v = lhs->kind == EX_NAME ? lhs->var : NULL;
  if (!v || v->kind != VAR_ALGEBRAIC || v->type != TYPE_REAL || map_get(&z->known, v->name) ||
      map_get(&z->derived, v->name))
    return NULL;
  return v;
}

static void note_derived(Expr *e, void *data)
{
  Zeros *z = data;
  if (expr_is_call(e, "der") && e->args.count == 1) {
    Expr *x = e->args.items[0];
    if (x->kind == EX_NAME && x->var)
      map_put(&z->derived, x->var->name, x->var);
  }
}

/* p and the parameters its value reads become structural: --set cannot
   change what has been folded */
static void make_structural(const FlatModel *model, Var *p, int depth)
{
  PtrList read = { 0 };
  p->structural = true;
  expr_walk(p->binding, collect_read, &read, false);
  for (int i = 0; depth < 32 && i < read.count; i++) {
    const Expr *name = read.items[i];
    Var *v = name->var ? name->var : find_var(model, name->string);
    if (v && v->kind == VAR_PARAMETER && !v->structural)
      make_structural(model, v, depth + 1);
  }
  free(read.items);
}

/* The parameters fixed at 0; false when there is none. */
static bool find_fixed_zeros(Zeros *z)
{
  for (int i = 0; i < z->model->vars.count; i++) {
    Var *p = z->model->vars.items[i];
    double value;
    if (p->kind == VAR_PARAMETER && p->evaluate && p->type != TYPE_BOOLEAN &&
        p->binding && reads_fixed_only(z->model, p->binding, 0) && eval_constant(p->binding, &value) && value == 0) {
      map_put(&z->known, p->name, p);
      make_structural(z->model, p, 0);
    }
  }
  return z->known.count > 0;
}

/* The variables the equations set to 0, one at a time, until none is left;
   own[i] is the variable equation i sets. */
static void find_zero_variables(Zeros *z, const PtrList *equations, Var **own)
{
  for (bool more = true; more;) {
    more = false;
    for (int i = 0; i < equations->count; i++) {
      const Equation *eq = equations->items[i];
      if (eq->kind != EQ_SIMPLE || own[i])
        continue;
      z->own = NULL;
      z->folded = false;
      Expr *lhs = fold(z, eq->lhs), *rhs = fold(z, eq->rhs);
      Var *v = z->folded ? set_to_zero(z, lhs, rhs) : NULL;
      if (v) {
        map_put(&z->known, v->name, v);
        own[i] = v;
        more = true;
      }
    }
  }
}

static bool reads_unknown(const Expr *e, const void *data)
{
  (void)data;
  return e->kind == EX_NAME && (e->builtin == BUILTIN_TIME ||
                                (e->var && e->var->kind != VAR_PARAMETER && e->var->kind != VAR_CONSTANT));
}

void zeros_fold(FlatModel *model)
{
  Zeros z = { model, { 0 }, { 0 }, NULL, false };
  if (!find_fixed_zeros(&z))
    return;
  PtrList *equations = &model->equations;
  for (int i = 0; i < equations->count; i++)
    equation_walk(equations->items[i], note_derived, &z);
  Var **own = xcalloc((size_t)equations->count + 1, sizeof *own);
  find_zero_variables(&z, equations, own);
  /* every equation with the zeros put in, unless none of its unknowns is left */
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    if (eq->kind != EQ_SIMPLE)
      continue;
    z.own = own[i];
    z.folded = false;
    Expr *lhs = fold(&z, eq->lhs), *rhs = fold(&z, eq->rhs);
    if (z.folded && (expr_any(lhs, reads_unknown, NULL) || expr_any(rhs, reads_unknown, NULL))) {
      eq->lhs = lhs;
      eq->rhs = rhs;
    }
  }
  free(own);
  free(z.known.keys);
  free(z.known.values);
  free(z.derived.keys);
  free(z.derived.values);
}

/* v of an equation v = 0 or 0 = v of a variable, else NULL */
static Var *equated_to_zero(const Equation *eq)
{
  if (eq->kind != EQ_SIMPLE || !eq->lhs || !eq->rhs || !(is_zero(eq->lhs) || is_zero(eq->rhs)))
    return NULL;
  const Expr *name = is_zero(eq->lhs) ? eq->rhs : eq->lhs;
  return name->kind == EX_NAME && reads_unknown(name, NULL) ? name->var : NULL;
}

/* y = semiLinear(x, sa, sb) with equations x = 0 and y = 0 holds whatever
   sa and sb are: spec 3.7.2.6, rule 2, replaces it by sa = sb (a fluid
   boundary no flow passes, H_flow = semiLinear(m_flow, h, medium.h), takes
   its medium's enthalpy).  Only where sa or sb reads an unknown: 2 = 3
   would say nothing true. */
void zeros_semilinear(FlatModel *model)
{
  Map zero = { 0 };
  for (int i = 0; i < model->equations.count; i++) {
    Var *v = equated_to_zero(model->equations.items[i]);
    if (v)
      map_put(&zero, v->name, v);
  }
  for (int i = 0; zero.count && i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    if (eq->kind != EQ_SIMPLE || !eq->lhs || !eq->rhs)
      continue;
    const Expr *y = eq->rhs->kind == EX_IF ? eq->lhs : eq->rhs, *s = eq->rhs->kind == EX_IF ? eq->rhs : eq->lhs;
    if (s->kind != EX_IF || !s->semilinear || y->kind != EX_NAME || !y->var || map_get(&zero, y->var->name) != y->var)
      continue;
    const Expr *x = s->a->a;
    Expr *sa = s->b->a, *sb = s->c->a;
    if (x->kind == EX_NAME && x->var && map_get(&zero, x->var->name) == x->var &&
        (expr_any(sa, reads_unknown, NULL) || expr_any(sb, reads_unknown, NULL))) {
      eq->lhs = sa;
      eq->rhs = sb;
    }
  }
  free(zero.keys);
  free(zero.values);
}
