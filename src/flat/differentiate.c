/*
 * differentiate.c - symbolic derivatives of resolved expressions, for index
 * reduction: the partial derivative with respect to one variable, and the
 * total time derivative along the model's own equations der(x) = v; and for
 * the analytic Jacobian (codegen_jacobian.c), the partial derivative with
 * respect to y[j] or yp[j].  Results
 * are simplified on the way (0 and 1 folded away) so that generated code
 * stays readable.  Functions whose derivative is not defined everywhere
 * (abs, sign, min, max) differentiate piecewise, as their branches.
 */
#include <math.h>
#include <string.h>

#include "flat/flat.h"

/* While set, equal constants are one node (the last made of a value, from a
   small table): the partial derivatives of the Jacobian (one per unknown a
   row reads) are 0 almost everywhere, and a node per leaf of the row made
   them cost gigabytes on large models.  Only printed and evaluated, never
   changed or placed in equations, they may share nodes. */
static bool share_constants;
static Expr *shared[64];

void differentiate_forget_shared(void)
{
  memset(shared, 0, sizeof shared);
}

static Expr *number(double value, SrcLoc loc)
{
  if (!isfinite(value)) {   /* folding 1e200 * 1e200, say */
    diag_error(loc, "a constant of this expression's derivative is out of range (%g)", value);
    value = 0;
  }
  unsigned long long bits;
  memcpy(&bits, &value, sizeof bits);
  Expr **slot = &shared[(bits * 0x9e3779b97f4a7c15ull) >> 58];   /* simple values have zero low bits */
  if (share_constants && *slot && !memcmp(&(*slot)->number, &value, sizeof value))
    return *slot;
  Expr *e = expr_new(EX_NUMBER, loc);
  e->number = value;
  if (share_constants)
    *slot = e;
  return e;
}

/* A node of its own for a constant that may be shared: an argument of a
   call, whose argument nodes codegen.c compares to share results. */
static Expr *unshared(Expr *e)
{
  if (!share_constants || e->kind != EX_NUMBER)
    return e;
  Expr *c = expr_new(EX_NUMBER, e->loc);
  c->number = e->number;
  return c;
}

static bool is_number(const Expr *e, double value)
{
  return e->kind == EX_NUMBER && e->number == value;
}

/* ---- constructors that fold constants ---- */

static Expr *add(Expr *a, Expr *b)
{
  if (is_number(a, 0)) return b;
  if (is_number(b, 0)) return a;
  if (a->kind == EX_NUMBER && b->kind == EX_NUMBER) return number(a->number + b->number, a->loc);
  return expr_binary(OP_ADD, a, b, a->loc);
}

static Expr *neg(Expr *a)
{
  if (a->kind == EX_NUMBER) return number(-a->number, a->loc);
  if (a->kind == EX_UNARY && a->op == OP_NEG) return a->a;
  return expr_unary(OP_NEG, a, a->loc);
}

static Expr *sub(Expr *a, Expr *b)
{
  if (is_number(b, 0)) return a;
  if (is_number(a, 0)) return neg(b);
  if (a->kind == EX_NUMBER && b->kind == EX_NUMBER) return number(a->number - b->number, a->loc);
  return expr_binary(OP_SUB, a, b, a->loc);
}

static Expr *mul(Expr *a, Expr *b)
{
  if (is_number(a, 0) || is_number(b, 0)) return number(0, a->loc);
  if (is_number(a, 1)) return b;
  if (is_number(b, 1)) return a;
  if (a->kind == EX_NUMBER && b->kind == EX_NUMBER) return number(a->number * b->number, a->loc);
  return expr_binary(OP_MUL, a, b, a->loc);
}

static Expr *divide(Expr *a, Expr *b)
{
  if (is_number(a, 0)) return number(0, a->loc);
  if (is_number(b, 1)) return a;
  return expr_binary(OP_DIV, a, b, a->loc);
}

static Expr *call1(const char *name, Expr *a)
{
  Expr *e = expr_new(EX_CALL, a->loc);
  e->string = xstrdup(name);
  list_push(&e->args, a);
  expr_note_depth(e);
  return e;
}

static Expr *power(Expr *a, double exponent)
{
  if (exponent == 1) return a;
  return expr_binary(OP_POW, a, number(exponent, a->loc), a->loc);
}

static Expr *if_expr(Expr *condition, Expr *then, Expr *otherwise)
{
  /* equal numbers: no choice (a coefficient the condition does not change) */
  if (then->kind == EX_NUMBER && otherwise->kind == EX_NUMBER && then->number == otherwise->number)
    return then;
  Expr *e = expr_new(EX_IF, condition->loc);
  e->a = condition;
  e->b = then;
  e->c = otherwise;
  expr_note_depth(e);
  return e;
}

/* ---- the derivative rules, for both kinds of derivative ---- */

/* What a leaf differentiates to: the partial derivative (1 for the chosen
   variable, 0 otherwise) or the time derivative (der(x) or its partner). */
typedef Expr *(*LeafRule)(const Expr *leaf, const void *context);

static Expr *derive(const Expr *e, LeafRule leaf, const void *context);

/* The modifier of the derivative annotation that leaves input i out of
   df's arguments ("noDerivative" or "zeroDerivative"), else NULL. */
static const char *left_out(const Function *fn, int i)
{
  const Var *v = fn->inputs.items[i];
  const PtrList *kept = fn->derivative_annotation ? &fn->derivative_annotation->nested : NULL;
  for (int k = 0; kept && k < kept->count; k++) {
    const Modification *m = kept->items[k];
    size_t n = m->value && m->value->kind == EX_NAME ? strlen(m->value->string) : 0;
    if ((!strcmp(m->name, "noDerivative") || !strcmp(m->name, "zeroDerivative")) && n &&
        !strncmp(m->value->string, v->name, n) && (!v->name[n] || v->name[n] == '[' || v->name[n] == '.'))
      return m->name;   /* c, c[2] of a function of arrays made scalar, c.x of a record c */
  }
  return NULL;
}

static bool derivable(const Function *fn, int i)
{
  const Var *v = fn->inputs.items[i];
  const Component *c = fn->cls->components.items[v->function_slot - 1];
  if (v->type != TYPE_REAL || is_external_object_type(c->type_name))
    return false;
  return !left_out(fn, i);
}

/* derivative(order = k) = df of a (k-1)-th derivative, whose derivable
   inputs are u and its k-1 derivatives: df takes the derivative of the last
   group only (spec 12.7.1) */
bool function_input_derived(const Function *fn, int i)
{
  if (!derivable(fn, i))
    return false;
  const PtrList *kept = fn->derivative_annotation ? &fn->derivative_annotation->nested : NULL;
  int order = 1, all = 0, after = 0;
  for (int k = 0; kept && k < kept->count; k++) {
    const Modification *m = kept->items[k];
    if (!strcmp(m->name, "order") && m->value && m->value->kind == EX_NUMBER && m->value->number >= 1)
      order = (int)m->value->number;
  }
  for (int k = 0; order > 1 && k < fn->inputs.count; k++) {
    all += derivable(fn, k);
    after += k > i && derivable(fn, k);
  }
  return order == 1 || after < all / order;
}

static Expr *partial_leaf(const Expr *leaf, const void *context);
static Expr *unknown_leaf(const Expr *leaf, const void *context);

/* How annotation(derivative = df) serves a partial derivative.  An input
   left out of df by noDerivative = R relies on how R changes in time:
   MultiBody's resolve2(R, v) has df = resolve2(R, dv) - cross(R.w,
   resolve2(R, v)), R.w standing for the rate of R.T.  With respect to a
   variable R does not depend on, the partial derivative is df(u, du) -
   df(u, 0), which removes that rate; with respect to one R depends on, df
   cannot give it, nor with respect to one a zeroDerivative input depends
   on (spec 12.7.1), and it comes from the closed form. */
typedef enum { DF_NONE, DF_AS_IS, DF_WITHOUT_RATES } DfUse;

static DfUse annotation_use(const Expr *e, LeafRule leaf, const void *context)
{
  const Function *fn = e->function;
  if (!fn->derivative)
    return DF_NONE;
  if (leaf != partial_leaf && leaf != unknown_leaf)
    return DF_AS_IS;   /* d/dt: what df is for */
  DfUse use = DF_AS_IS;
  for (int i = 0; i < e->args.count && i < fn->inputs.count; i++) {
    const char *kind = left_out(fn, i);
    if (!kind || ((const Var *)fn->inputs.items[i])->type != TYPE_REAL)
      continue;
    const Expr *d = derive(e->args.items[i], leaf, context);
    if (!d || !is_number(d, 0))
      return DF_NONE;
    if (!strcmp(kind, "noDerivative"))
      use = DF_WITHOUT_RATES;
  }
  return use;
}

/* df(u, du) for the derivatives du of the derived inputs (all 0 when zero
   is set); NULL when an argument has no derivative here.  *moved tells
   whether any du is not 0. */
static Expr *df_call(const Expr *e, LeafRule leaf, const void *context, bool zero, bool *moved)
{
  Function *fn = e->function;
  Expr *d = expr_new(EX_CALL, e->loc);
  *d = *e;
  d->string = fn->derivative->name;
  d->function = fn->derivative;
  d->output = e->output < fn->derivative->outputs.count ? e->output : 0;   /* df's outputs: f's, derived */
  d->args = (PtrList){ 0 };
  for (int i = 0; i < e->args.count; i++)
    list_push(&d->args, e->args.items[i]);
  for (int i = 0; i < e->args.count; i++) {
    if (!function_input_derived(fn, i))
      continue;
    Expr *da = zero ? number(0, e->loc) : derive(e->args.items[i], leaf, context);
    if (!da)
      return NULL;
    *moved |= !is_number(da, 0);
    list_push(&d->args, unshared(da));
  }
  expr_note_depth(d);
  return d;
}

/* Every argument of the call e has derivative 0 (a table's index, a
   parameter), so a call with no derivative of its own has derivative 0. */
static bool arguments_still(const Expr *e, LeafRule leaf, const void *context)
{
  for (int i = 0; i < e->args.count; i++) {
    Expr *d = derive(e->args.items[i], leaf, context);
    if (!d || !is_number(d, 0))
      return false;
  }
  return true;
}

/* A user function: annotation(derivative = df) gives d/dt f(u) = df(u, du)
   for the Real inputs u; otherwise (and for a partial derivative when df
   leaves inputs out) the derivative of its closed form. */
static Expr *derive_function_call(const Expr *e, LeafRule leaf, const void *context)
{
  Function *fn = e->function;
  DfUse use = annotation_use(e, leaf, context);
  if (use != DF_NONE) {
    bool moved = false;
    Expr *d = df_call(e, leaf, context, false, &moved);
    if (!d || use == DF_AS_IS)
      return d;
    return moved ? sub(d, df_call(e, leaf, context, true, &moved)) : number(0, e->loc);
  }
  /* the closed form at the arguments: the same derivative, operation for
     operation, as the expression written out in the model */
  Expr *inlined = fn->deriving ? NULL : function_inline(e);
  if (!inlined)   /* loops, or recursion: 0 where no argument moves */
    return fn->cls->impure || !arguments_still(e, leaf, context) ? NULL : number(0, e->loc);
  fn->deriving = true;
  Expr *d = derive(inlined, leaf, context);
  fn->deriving = false;
  return d;
}

/* The whole quotient q of mod(u, v) = u - q v (floor) or rem (trunc): the
   frozen value where the call has one (codegen writes any frozen call as
   its value), else floor(u / v) or div(u, v). */
static Expr *quotient_of(const Expr *e)
{
  Expr *u = e->args.items[0], *v = e->args.items[1];
  bool mod = !strcmp(e->string, "mod");
  Expr *q = expr_new(EX_CALL, e->loc);
  q->string = xstrdup(mod || e->slot >= 0 ? "floor" : "div");
  q->slot = e->slot;
  if (mod && e->slot < 0) {
    list_push(&q->args, expr_binary(OP_DIV, u, v, e->loc));
  } else {
    list_push(&q->args, u);
    if (!mod && e->slot < 0)
      list_push(&q->args, v);
  }
  expr_note_depth(q);
  return q;
}

static Expr *derive_call(const Expr *e, LeafRule leaf, const void *context)
{
  const char *f = e->string;
  Expr *u = e->args.count ? e->args.items[0] : NULL;
  if (!strcmp(f, "der") || !strcmp(f, "pre") || !strcmp(f, "time"))
    return leaf(e, context);
  if (!strcmp(f, "noEvent") || !strcmp(f, "smooth"))
    return derive(e->args.items[e->args.count - 1], leaf, context);
  if (e->function)
    return derive_function_call(e, leaf, context);
  if (e->args.count == 0 || !u)
    return number(0, e->loc);
  if (!strcmp(f, "sign") || !strcmp(f, "floor") || !strcmp(f, "ceil") || !strcmp(f, "integer") ||
      !strcmp(f, "div"))
    return number(0, e->loc);
  Expr *du = derive(u, leaf, context);
  if (!du)
    return NULL;   /* an argument not differentiable here */
  if (!strcmp(f, "sin")) return mul(call1("cos", u), du);
  if (!strcmp(f, "cos")) return neg(mul(call1("sin", u), du));
  if (!strcmp(f, "tan")) return divide(du, power(call1("cos", u), 2));
  if (!strcmp(f, "exp")) return mul((Expr *)e, du);
  if (!strcmp(f, "log")) return divide(du, u);
  if (!strcmp(f, "log10")) return divide(du, mul(u, number(log(10.0), e->loc)));
  if (!strcmp(f, "sqrt")) return divide(du, mul(number(2, e->loc), (Expr *)e));
  if (!strcmp(f, "sinh")) return mul(call1("cosh", u), du);
  if (!strcmp(f, "cosh")) return mul(call1("sinh", u), du);
  if (!strcmp(f, "tanh")) return divide(du, power(call1("cosh", u), 2));
  if (!strcmp(f, "asin")) return divide(du, call1("sqrt", sub(number(1, e->loc), power(u, 2))));
  if (!strcmp(f, "acos")) return neg(divide(du, call1("sqrt", sub(number(1, e->loc), power(u, 2)))));
  if (!strcmp(f, "atan")) return divide(du, add(number(1, e->loc), power(u, 2)));
  if (!strcmp(f, "abs")) return mul(call1("sign", u), du);
  if (e->args.count == 2) {
    Expr *v = e->args.items[1];
    Expr *dv = derive(v, leaf, context);
    if (!dv)
      return NULL;
    if (!strcmp(f, "atan2"))  /* atan2(u, v)' = (v u' - u v') / (u^2 + v^2) */
      return divide(sub(mul(v, du), mul(u, dv)), add(power(u, 2), power(v, 2)));
    if (!strcmp(f, "min"))
      return if_expr(expr_binary(OP_LT, u, v, e->loc), du, dv);
    if (!strcmp(f, "max"))
      return if_expr(expr_binary(OP_GT, u, v, e->loc), du, dv);
    if (!strcmp(f, "mod") || !strcmp(f, "rem"))  /* u - q v, q constant between events */
      return sub(du, mul(quotient_of(e), dv));
  }
  return NULL; /* unknown calls: not differentiable here */
}

static Expr *derive(const Expr *e, LeafRule leaf, const void *context)
{
  if (!e)
    return NULL;
  Expr *da, *db, *dc;
  switch (e->kind) {
  case EX_NUMBER:
  case EX_BOOLEAN:
  case EX_STRING:
    return number(0, e->loc);
  case EX_NAME:
    return leaf(e, context);
  case EX_CALL:
    return derive_call(e, leaf, context);
  case EX_ARRAY:
  case EX_RANGE: case EX_COLON: case EX_END: case EX_MATRIX: case EX_FUNCTION:   /* gone after arrays.c */
  case EX_TUPLE:
    return NULL;
  case EX_UNARY:
    if (e->op == OP_NOT)
      return number(0, e->loc);
    da = derive(e->a, leaf, context);
    return !da ? NULL : e->op == OP_NEG ? neg(da) : da;
  case EX_IF:
    db = derive(e->b, leaf, context);
    dc = derive(e->c, leaf, context);
    return db && dc ? if_expr(e->a, db, dc) : NULL;
  case EX_BINARY:
    if (operator_is_relation(e->op) || e->op == OP_AND || e->op == OP_OR)
      return number(0, e->loc);
    da = derive(e->a, leaf, context);
    db = derive(e->b, leaf, context);
    if (!da || !db)
      return NULL;
    switch (e->op) {
    case OP_ADD: return add(da, db);
    case OP_SUB: return sub(da, db);
    case OP_MUL: return add(mul(da, e->b), mul(e->a, db));
    case OP_DIV: /* (a/b)' = a'/b - a b'/b^2 */
      return sub(divide(da, e->b), divide(mul(e->a, db), power(e->b, 2)));
    case OP_POW:
      if (e->b->kind == EX_NUMBER) /* (a^n)' = n a^(n-1) a' */
        return mul(mul(number(e->b->number, e->loc), power(e->a, e->b->number - 1)), da);
      /* a constant exponent: (a^b)' = b a^(b-1) a', which holds at a = 0
         (where a relation of time switches, (time - t0)^m at time = t0) */
      if (is_number(db, 0))
        return mul(mul(e->b, expr_binary(OP_POW, e->a, sub(e->b, number(1, e->loc)), e->loc)), da);
      /* (a^b)' = a^b (b' log a + b a'/a) */
      return mul((Expr *)e, add(mul(db, call1("log", e->a)), divide(mul(e->b, da), e->a)));
    default:
      return NULL;
    }
  }
  return NULL;
}

/* ---- partial derivative with respect to one variable ---- */

static Expr *partial_leaf(const Expr *leaf, const void *context)
{
  const Var *x = context;
  if (leaf->kind == EX_NAME && leaf->var == x)
    return number(1, leaf->loc);
  return number(0, leaf->loc);
}

Expr *differentiate_partial(const Expr *e, const Var *x)
{
  return derive(e, partial_leaf, x);
}

/* ---- partial derivative with respect to an unknown of the residual ---- */

typedef struct {
  const Var *x;
  bool derivative;   /* with respect to der(x), else x itself */
  ComputedPartial computed;   /* NULL: a computed variable's assignment written out */
  void *context;
} UnknownLeaf;

/* x as read directly, der(x) as a call; pre(x) is a constant of the step;
   a computed variable (assignments.c) through its assignment, or what the
   caller keeps of its derivative */
static Expr *unknown_leaf(const Expr *leaf, const void *context)
{
  const UnknownLeaf *u = context;
  if (leaf->kind == EX_NAME && leaf->var && leaf->var->kind == VAR_COMPUTED && leaf->var->function_slot == 0)
    return u->computed ? u->computed(leaf->var, u->x, u->derivative, u->context)
                       : derive(leaf->var->assignment, unknown_leaf, context);
  bool direct = leaf->kind == EX_NAME && leaf->var == u->x && !u->derivative;
  bool through_der = leaf->kind == EX_CALL && !strcmp(leaf->string, "der") &&
                     ((Expr *)leaf->args.items[0])->var == u->x && u->derivative;
  return number(direct || through_der ? 1 : 0, leaf->loc);
}

Expr *differentiate_unknown(const Expr *e, const Var *x, bool derivative)
{
  return differentiate_unknown_through(e, x, derivative, NULL, NULL);
}

/* computed may differentiate again (an assignment that reads another): the
   sharing of constants ends with the outermost call */
Expr *differentiate_unknown_through(const Expr *e, const Var *x, bool derivative,
                                    ComputedPartial computed, void *context)
{
  UnknownLeaf u = { x, derivative, computed, context };
  bool sharing = share_constants;
  share_constants = true;
  Expr *d = derive(e, unknown_leaf, &u);
  share_constants = sharing;
  return d;
}

/* ---- total time derivative ---- */

static Expr *name_of(const Var *v, SrcLoc loc)
{
  Expr *e = expr_new(EX_NAME, loc);
  e->string = v->name;
  e->var = (Var *)v;
  return e;
}

static Expr *time_leaf(const Expr *leaf, const void *context)
{
  const FlatModel *model = context;
  if (leaf->kind == EX_CALL)
    return strcmp(leaf->string, "pre") ? NULL : number(0, leaf->loc);  /* der(der(x)) is not an unknown */
  if (leaf->kind == EX_NAME && leaf->builtin == BUILTIN_TIME)
    return number(1, leaf->loc);
  if (leaf->kind == EX_NAME && leaf->var && leaf->var->kind == VAR_STATE && !leaf->var->free_parameter) {
    const Var *x = leaf->var;
    if (x->partner >= 0)  /* der(x) = v is a model equation: use v */
      return name_of(model->states.items[x->partner], leaf->loc);
    Expr *d = call1("der", name_of(x, leaf->loc));
    return d;
  }
  if (leaf->kind == EX_NAME && leaf->var && leaf->var->kind == VAR_ALGEBRAIC)
    return NULL;  /* the derivative of an algebraic variable is not an unknown */
  return number(0, leaf->loc);  /* parameters (fixed = false too), constants, discrete values, pre() */
}

Expr *differentiate_time(const Expr *e, const FlatModel *model)
{
  return derive(e, time_leaf, model);
}

/* ---- der() of an expression ---- */

/* der(x) for a continuous variable, 0 for parameters and discrete values. */
static Expr *der_leaf(const Expr *leaf, const void *context)
{
  (void)context;
  if (leaf->kind == EX_CALL)
    return NULL;   /* der(der(x)), der(pre(x)): not an unknown of the model */
  if (leaf->kind == EX_NAME && leaf->builtin == BUILTIN_TIME)
    return number(1, leaf->loc);
  if (leaf->kind == EX_NAME && leaf->var && leaf->var->type == TYPE_REAL &&
      (leaf->var->kind == VAR_STATE || leaf->var->kind == VAR_ALGEBRAIC)) {
    Expr *name = expr_new(EX_NAME, leaf->loc);
    *name = *leaf;
    return call1("der", name);
  }
  return number(0, leaf->loc);
}

Expr *differentiate_der(const Expr *e)
{
  return derive(e, der_leaf, NULL);
}

Expr *differentiate_leaves(const Expr *e, LeafRule leaf, const void *context)
{
  return derive(e, leaf, context);
}

/* ---- der() of an algebraic variable from the equation that determines it ---- */

/* der() of every continuous leaf but y, whose der() the caller solves for */
static Expr *der_leaf_but(const Expr *leaf, const void *context)
{
  if (leaf->kind == EX_NAME && leaf->var == context)
    return number(0, leaf->loc);
  return der_leaf(leaf, NULL);
}

/* With F = lhs - rhs the equation that determines y, dF/dt = dF/dy der(y) +
   (the rest) = 0, so der(y) = -(the rest) / (dF/dy): written with der() of
   the other variables F reads.  NULL when F cannot be differentiated. */
Expr *differentiate_solved(const Expr *lhs, const Expr *rhs, const Var *y)
{
  Expr *rest_l = derive(lhs, der_leaf_but, y), *rest_r = derive(rhs, der_leaf_but, y);
  Expr *dl = differentiate_partial(lhs, y), *dr = differentiate_partial(rhs, y);
  if (!rest_l || !rest_r || !dl || !dr)
    return NULL;
  return neg(divide(sub(rest_l, rest_r), sub(dl, dr)));
}
