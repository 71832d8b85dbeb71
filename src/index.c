/*
 * index.c - index reduction of position constraints.  A continuous equation
 * that involves no unknown (no der() and no algebraic variable), such as the
 * pendulum's x^2 + y^2 = L^2 or a rolling ball's G(x, y) = 0, makes the DAE
 * index 3.  Each such constraint G on states with velocities (der(x) = v in
 * the model) becomes the stabilised index-2 system of Gear, Gupta and
 * Leimkuhler:
 *
 *     der(x) = v + mu * dG/dx     (mu: a new multiplier, zero in exact arithmetic)
 *     G = 0                       (position level, kept)
 *     dG/dt = 0                   (velocity level, d/dt with der(x) = v)
 *
 * so both levels hold at every step and nothing drifts.  The index-1 system
 * that gives consistent values (at the start and after events) replaces
 * G = 0 by the acceleration level d2G/dt2 = 0 and dG/dt = 0 by mu = 0.  A
 * constraint that holds only in some branches of an if-equation (rolling
 * versus flying) is reduced in those branches; elsewhere mu = 0.
 */
#include <string.h>

#include "hysc.h"

/*
 * Algebraic variables defined explicitly by states (f = a*x^2, G = y - f) are
 * not unknowns of a constraint: the constraint is expanded through their
 * definitions before it is classified and differentiated.
 */
static Expr *definition_of(FlatModel *model, const Var *a, int depth);

/* The row being reduced: its own variable is not replaced by itself. */
static const Equation *reducing;

static Expr *expand(FlatModel *model, Expr *e, int depth)
{
  if (!e || depth > 32)
    return e;
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC) {
    Expr *d = definition_of(model, e->var, depth + 1);
    return d ? d : e;
  }
  if (e->kind == EX_CALL && (!strcmp(e->string, "der") || !strcmp(e->string, "pre")))
    return e;
  Expr *copy = xmalloc(sizeof *copy);
  *copy = *e;
  copy->a = expand(model, e->a, depth);
  copy->b = expand(model, e->b, depth);
  copy->c = expand(model, e->c, depth);
  copy->args = (PtrList){ 0 };
  for (int i = 0; i < e->args.count; i++)
    list_push(&copy->args, expand(model, e->args.items[i], depth));
  return copy;
}

typedef struct Unknowns { bool found; } Unknowns;

static void find_unknown(Expr *e, void *data)
{
  Unknowns *u = data;
  if (expr_is_call(e, "der"))
    u->found = true;
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC)
    u->found = true;
}

static bool has_unknown(Expr *e)
{
  Unknowns u = { false };
  expr_walk(e, find_unknown, &u, false);
  return u.found;
}

/* The right side of 'a = expr' when expr, expanded, uses no unknown. */
static Expr *definition_of(FlatModel *model, const Var *a, int depth)
{
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    if (eq == reducing || eq->kind != EQ_SIMPLE || eq->lhs->kind != EX_NAME || eq->lhs->var != a)
      continue;
    Expr *d = expand(model, eq->rhs, depth);
    return has_unknown(d) ? NULL : d;
  }
  return NULL;
}

static bool is_der_of(const Expr *e, const Var *x)
{
  return expr_is_call(e, "der") && ((Expr *)e->args.items[0])->var == x;
}

/* The model equation der(x) = v (either way round) that makes v x's partner. */
static Equation *velocity_equation(FlatModel *model, const Var *x)
{
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    if (eq->kind == EQ_SIMPLE && (is_der_of(eq->lhs, x) || is_der_of(eq->rhs, x)))
      return eq;
  }
  return NULL;
}

static Expr *residual_of(Equation *eq)
{
  return expr_binary(OP_SUB, eq->lhs, eq->rhs, eq->loc);
}

static Expr *name_of(Var *v, SrcLoc loc)
{
  Expr *e = expr_new(EX_NAME, loc);
  e->string = v->name;
  e->var = v;
  return e;
}

typedef struct StateSet { PtrList vars; } StateSet;

static void collect_states(Expr *e, void *data)
{
  StateSet *s = data;
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_STATE) {
    for (int i = 0; i < s->vars.count; i++)
      if (s->vars.items[i] == e->var)
        return;
    list_push(&s->vars, e->var);
  }
}

/* A new algebraic variable for one constraint's stabilising multiplier. */
static Var *new_multiplier(FlatModel *model, int k, SrcLoc loc)
{
  Var *mu = xcalloc(1, sizeof *mu);
  mu->name = xsprintf("__mu%d", k + 1);
  mu->description = xsprintf("stabilising multiplier of the constraint at line %d (0 when exact)", loc.first_line);
  mu->unit = "";
  mu->loc = loc;
  mu->type = TYPE_REAL;
  mu->kind = VAR_ALGEBRAIC;
  mu->partner = -1;
  mu->index = model->states.count + model->algebraics.count;
  list_push(&model->vars, mu);
  list_push(&model->algebraics, mu);
  return mu;
}

/* Row expression in which the constraint branch is replaced by `constraint`
   and every other branch by `other` (or its own residual when other is NULL). */
static Expr *rebuild(Expr *row, Expr *constraint_branch, Expr *constraint, Expr *other)
{
  if (row == constraint_branch)
    return constraint;
  if (row->kind == EX_IF) {
    Expr *e = expr_new(EX_IF, row->loc);
    e->a = row->a;
    e->b = rebuild(row->b, constraint_branch, constraint, other);
    e->c = rebuild(row->c, constraint_branch, constraint, other);
    return e;
  }
  return other ? other : row;
}

typedef struct Forces { FlatModel *model; } Forces;

static void mark_force(Expr *e, void *data)
{
  Forces *f = data;
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC && !definition_of(f->model, e->var, 0))
    e->var->multiplier = true;
}

static bool uses_der_of(Expr *e, const Var *v)
{
  if (!e)
    return false;
  if (is_der_of(e, v))
    return true;
  if (uses_der_of(e->a, v) || uses_der_of(e->b, v) || uses_der_of(e->c, v))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (uses_der_of(e->args.items[i], v))
      return true;
  return false;
}

/* The constraint force: an algebraic variable without an explicit definition
   in the equation of motion der(v) = ... of a constrained velocity v (the
   pendulum's lambda, the wheel's contact force).  It is an index-2 variable. */
static void mark_multipliers(FlatModel *model, const Var *v)
{
  Forces f = { model };
  reducing = NULL;
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    if (eq->kind == EQ_SIMPLE && (uses_der_of(eq->lhs, v) || uses_der_of(eq->rhs, v))) {
      expr_walk(eq->lhs, mark_force, &f, false);
      expr_walk(eq->rhs, mark_force, &f, false);
    }
  }
}

/* The condition under which an if-chain row takes the branch `branch`. */
static char *branch_condition(const Expr *row, const Expr *branch)
{
  if (row->kind != EX_IF)
    return xstrdup("");
  if (row->b == branch)
    return expr_to_string(row->a);
  if (row->c == branch)
    return xsprintf("not (%s)", expr_to_string(row->a));
  char *inner = branch_condition(row->c, branch);
  return xsprintf("not (%s) and %s", expr_to_string(row->a), inner);
}

/* The branch of an if-chain row that is a constraint (no unknown), or NULL. */
static Expr *constraint_branch(Expr *row, int *count)
{
  if (row->kind == EX_IF) {
    Expr *b = constraint_branch(row->b, count);
    Expr *c = constraint_branch(row->c, count);
    return b ? b : c;
  }
  if (has_unknown(row))
    return NULL;
  ++*count;
  return row;
}

static bool reduce(FlatModel *model, Equation *eq, int k)
{
  Expr *row = eq->rhs->kind == EX_NUMBER && eq->rhs->number == 0 && eq->lhs->kind == EX_IF ? eq->lhs
                                                                                            : residual_of(eq);
  reducing = eq;
  row = expand(model, row, 0);
  int count = 0;
  Expr *g = constraint_branch(row, &count);
  if (!g)
    return true;
  char *text = diag_source_text(eq->loc);
  if (count > 1) {
    diag_error(eq->loc, "this if-equation has constraints in several branches; hysc reduces one per equation");
    return false;
  }
  StateSet states = { { 0 } };
  expr_walk(g, collect_states, &states, false);
  if (states.vars.count == 0)
    return true;  /* no state either: graph.c reports it as structurally singular */
  for (int i = 0; i < states.vars.count; i++) {
    Var *x = states.vars.items[i];
    if (x->partner < 0) {
      diag_error(eq->loc, "the constraint '%s' involves no unknown, and '%s' has no velocity equation "
                 "der(%s) = v: hysc reduces the index of constraints on positions of mechanical systems only",
                 text, x->name, x->name);
      return false;
    }
  }
  Var *mu = new_multiplier(model, k, eq->loc);
  mu->multiplier = true;
  Expr *gv = differentiate_time(g, model);
  Expr *ga = gv ? differentiate_time(gv, model) : NULL;
  if (!gv || !ga) {
    diag_error(eq->loc, "the constraint '%s' cannot be differentiated (it uses a function without a derivative)", text);
    return false;
  }
  /* der(x) = v + mu * dG/dx for every position x in G */
  for (int i = 0; i < states.vars.count; i++) {
    Var *x = states.vars.items[i];
    Equation *ve = velocity_equation(model, x);
    Expr *gx = differentiate_partial(g, x);
    if (!ve || !gx) {
      diag_error(eq->loc, "the constraint '%s' cannot be differentiated with respect to '%s'", text, x->name);
      return false;
    }
    Expr *term = expr_binary(OP_MUL, name_of(mu, eq->loc), gx, eq->loc);
    if (is_der_of(ve->lhs, x))
      ve->lhs = expr_binary(OP_SUB, ve->lhs, term, ve->loc);
    else
      ve->rhs = expr_binary(OP_SUB, ve->rhs, term, ve->loc);
    ve->note = xsprintf("stabilised by __mu%d", k + 1);
  }
  /* the velocity-level row, and the index-1 replacements */
  Expr *zero = expr_new(EX_NUMBER, eq->loc);
  Equation *velocity = xcalloc(1, sizeof *velocity);
  velocity->kind = EQ_SIMPLE;
  velocity->loc = eq->loc;
  velocity->lhs = rebuild(row, g, gv, name_of(mu, eq->loc));
  velocity->rhs = zero;
  velocity->index1 = name_of(mu, eq->loc);
  velocity->note = xsprintf("velocity level of line %d: d/dt", eq->loc.first_line);
  eq->index1 = rebuild(row, g, ga, NULL);
  if (row->kind == EX_IF)
    eq->note = xsprintf("position constraint in the mode where %s: index 3 there and index 1 in the other "
                        "branches; reduced there (index-1 form: d2/dt2, multiplier __mu%d)",
                        branch_condition(row, g), k + 1);
  else
    eq->note = xsprintf("position constraint (index 3), index reduced (index-1 form: d2/dt2, multiplier __mu%d)",
                        k + 1);
  list_push(&model->equations, velocity);
  /* the initial problem: acceleration level and mu = 0 */
  Equation *acceleration = xcalloc(1, sizeof *acceleration);
  acceleration->kind = EQ_SIMPLE;
  acceleration->loc = eq->loc;
  acceleration->lhs = eq->index1;
  acceleration->rhs = zero;
  acceleration->note = xsprintf("acceleration level of line %d", eq->loc.first_line);
  Equation *quiet = xcalloc(1, sizeof *quiet);
  quiet->kind = EQ_SIMPLE;
  quiet->loc = eq->loc;
  quiet->lhs = name_of(mu, eq->loc);
  quiet->rhs = zero;
  quiet->note = xsprintf("__mu%d = 0 at the start", k + 1);
  list_push(&model->constraint_rows, acceleration);
  list_push(&model->constraint_rows, quiet);
  list_push(&model->projection_rows, rebuild(row, g, g, zero));
  list_push(&model->projection_rows, rebuild(row, g, gv, zero));
  for (int i = 0; i < states.vars.count; i++) {
    Var *x = states.vars.items[i];
    x->constrained = true;
    mark_multipliers(model, model->states.items[x->partner]);
  }
  return true;
}

bool index_reduce(FlatModel *model)
{
  int original = model->equations.count;
  bool ok = true;
  for (int i = 0; i < original && ok; i++)
    if (!reduce(model, model->equations.items[i], model->n_constraints))
      ok = false;
    else if (model->constraint_rows.count > 2 * model->n_constraints)
      model->n_constraints++;
  /* Positions in a constraint advance by the trapezoid rule on der(x) = v + mu dG/dx
     (the projection), not by Newmark's position formula on v alone. */
  for (int i = 0; i < model->states.count; i++) {
    Var *x = model->states.items[i];
    if (x->constrained)
      x->partner = -1;
  }
  return ok;
}

Expr *index_expand(FlatModel *model, Expr *e)
{
  reducing = NULL;
  return expand(model, e, 0);
}

/* e with every state replaced by its start value (0 without one). */
static Expr *at_start(const Expr *e)
{
  if (!e)
    return NULL;
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_STATE) {
    if (e->var->start)
      return e->var->start;
    Expr *zero = expr_new(EX_NUMBER, e->loc);
    return zero;
  }
  Expr *copy = xmalloc(sizeof *copy);
  *copy = *e;
  copy->a = at_start(e->a);
  copy->b = at_start(e->b);
  copy->c = at_start(e->c);
  copy->args = (PtrList){ 0 };
  for (int i = 0; i < e->args.count; i++)
    list_push(&copy->args, at_start(e->args.items[i]));
  return copy;
}

int index_relax_fixed(FlatModel *model, int excess)
{
  int relaxed = 0;
  /* position and velocity rows of each constraint, in turn */
  for (int r = 0; r < model->projection_rows.count && relaxed < excess; r++) {
    Expr *row = model->projection_rows.items[r];
    Var *best = NULL;
    double best_slope = 0;
    for (int i = 0; i < model->states.count; i++) {
      Var *x = model->states.items[i];
      if (!x->fixed)
        continue;
      Expr *d = differentiate_partial(row, x);
      double slope;
      if (!d || !eval_constant(at_start(d), &slope))
        continue;
      if (slope < 0)
        slope = -slope;
      if (slope > best_slope) {
        best_slope = slope;
        best = x;
      }
    }
    if (!best)
      continue;
    best->fixed = false;
    best->in_initial_equation = true;  /* its value comes from the constraint */
    diag_warning(best->loc, "the start value of '%s' is fixed, but the constraint at line %d determines it: "
                 "it is used as a guess", best->name, row->loc.first_line);
    relaxed++;
  }
  return relaxed;
}
