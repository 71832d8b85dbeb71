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
#include <stdlib.h>
#include <string.h>

#include "symbolic/symbolic.h"

static bool is_der_of(const Expr *e, const Var *x)
{
  return expr_is_call(e, "der") && ((Expr *)e->args.items[0])->var == x;
}

/* The model equation der(x) = v (either way round) that makes v x's partner,
   for every state, found in one pass. */
static Equation **velocity_equations;

static void find_velocity_equations(FlatModel *model)
{
  velocity_equations = xcalloc((size_t)model->states.count + 1, sizeof *velocity_equations);
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    for (int side = 0; side < 2 && eq->kind == EQ_SIMPLE; side++) {
      Expr *e = side ? eq->rhs : eq->lhs;
      if (expr_is_call(e, "der") && e->args.count == 1) {
        Var *x = ((Expr *)e->args.items[0])->var;
        if (x && x->kind == VAR_STATE && !velocity_equations[x->index])
          velocity_equations[x->index] = eq;
      }
    }
  }
}

static Equation *velocity_equation(const Var *x)
{
  return velocity_equations[x->index];
}

static Expr *residual_of(Equation *eq)
{
  return expr_binary(OP_SUB, eq->lhs, eq->rhs, eq->loc);
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
    expr_note_depth(e);
    return e;
  }
  return other ? other : row;
}

static void mark_force(Expr *e, void *data)
{
  (void)data;
  Definition *d = e->kind == EX_NAME && e->var ? definitions_of(e->var) : NULL;
  if (d && !d->explicit_)
    e->var->multiplier = true;
}

/* The equations that use der(x), for every state x, found in one pass. */
static PtrList *der_users;
static Equation *der_user_being_found;

static void note_der_user(Expr *e, void *data)
{
  (void)data;
  if (!expr_is_call(e, "der") || e->args.count != 1)
    return;
  Var *x = ((Expr *)e->args.items[0])->var;
  if (!x || x->kind != VAR_STATE)
    return;
  PtrList *users = &der_users[x->index];
  if (!users->count || users->items[users->count - 1] != der_user_being_found)
    list_push(users, der_user_being_found);
}

static void find_der_users(FlatModel *model)
{
  der_users = xcalloc((size_t)model->states.count + 1, sizeof *der_users);
  for (int i = 0; i < model->equations.count; i++) {
    der_user_being_found = model->equations.items[i];
    if (der_user_being_found->kind != EQ_SIMPLE)
      continue;
    expr_walk(der_user_being_found->lhs, note_der_user, NULL, false);
    expr_walk(der_user_being_found->rhs, note_der_user, NULL, false);
  }
}

/* The constraint force: an algebraic variable without an explicit definition
   in the equation of motion der(v) = ... of a constrained velocity v (the
   pendulum's lambda, the wheel's contact force).  It is an index-2 variable. */
static void mark_multipliers(FlatModel *model, const Var *v)
{
  (void)model;
  PtrList *users = &der_users[v->index];
  for (int i = 0; i < users->count; i++) {
    Equation *eq = users->items[i];
    expr_walk(eq->lhs, mark_force, NULL, false);
    expr_walk(eq->rhs, mark_force, NULL, false);
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
  if (definitions_has_unknown(row))
    return NULL;
  ++*count;
  return row;
}

/* The derivatives of a constraint share subexpressions, but the C code spells
   each as a tree, which grows like the cube of a product's length: a
   constraint whose derivatives (as trees) pass this many nodes in all is
   refused. */
enum { MAX_DERIVED_NODES = 200000 };

static bool count_nodes(const Expr *e, long *budget)
{
  if (!e)
    return true;
  if (--*budget < 0 || !count_nodes(e->a, budget) || !count_nodes(e->b, budget) || !count_nodes(e->c, budget))
    return false;
  for (int i = 0; i < e->args.count; i++)
    if (!count_nodes(e->args.items[i], budget))
      return false;
  return true;
}

/* A user function in a constraint that cannot be differentiated: where it is. */
static void note_function_without_derivative(Expr *e, void *data)
{
  Function *fn = e->function;
  if (fn && !fn->derivative && !function_inline(e))
    diag_note(fn->cls->loc, "'%s' has no annotation(derivative = ...) and its body is more than assignments and "
              "if-statements", fn->name);
  else if (fn && !fn->derivative)
    diag_note(fn->cls->loc, "'%s' has no annotation(derivative = ...) and its body calls itself or a function that cannot be differentiated", fn->name);
}

/* e's nodes, counted off the constraint's budget; an error when it runs out */
static bool fits(const Equation *eq, const Expr *e, long *budget)
{
  if (count_nodes(e, budget))
    return true;
  diag_error(eq->loc, "this constraint is too large to reduce: its derivatives would take more than %d "
             "terms of code; split it with intermediate variables", MAX_DERIVED_NODES);
  return false;
}

/* der(x) = v + mu * dG/dx for every position x in the constraint g. */
static bool stabilise(Equation *eq, Expr *g, StateSet *states, Var *mu, int k, long *budget,
                      const char *text)
{
  for (int i = 0; i < states->vars.count; i++) {
    Var *x = states->vars.items[i];
    Equation *ve = velocity_equation(x);
    Expr *gx = differentiate_partial(g, x);
    if (gx && !fits(eq, gx, budget))
      return false;
    if (!ve || !gx) {
      diag_error(eq->loc, "the constraint '%s' cannot be differentiated with respect to '%s'", text, x->name);
      return false;
    }
    Expr *term = expr_binary(OP_MUL, var_reference(mu, eq->loc), gx, eq->loc);
    if (is_der_of(ve->lhs, x))
      ve->lhs = expr_binary(OP_SUB, ve->lhs, term, ve->loc);
    else
      ve->rhs = expr_binary(OP_SUB, ve->rhs, term, ve->loc);
    ve->note = xsprintf("stabilised by __mu%d", k + 1);
  }
  return true;
}

/* The rows of the initial problem for constraint k: its acceleration level
   (eq->index1) and mu = 0.  A contact mode (contact.c) is off at the start,
   where its rows already say lambda = 0 and mu = 0. */
static void add_initial_rows(FlatModel *model, Equation *eq, Expr *row, Var *mu, int k, Expr *zero)
{
  if (contact_is_mode(row)) {
    model->n_contact_constraints++;
    return;
  }
  Equation *acceleration = xcalloc(1, sizeof *acceleration);
  acceleration->kind = EQ_SIMPLE;
  acceleration->loc = eq->loc;
  acceleration->lhs = eq->index1;
  acceleration->rhs = zero;
  acceleration->note = xsprintf("acceleration level of line %d", eq->loc.first_line);
  Equation *quiet = xcalloc(1, sizeof *quiet);
  quiet->kind = EQ_SIMPLE;
  quiet->loc = eq->loc;
  quiet->lhs = var_reference(mu, eq->loc);
  quiet->rhs = zero;
  quiet->note = xsprintf("__mu%d = 0 at the start", k + 1);
  list_push(&model->constraint_rows, acceleration);
  list_push(&model->constraint_rows, quiet);
}

/* The constraint g of row at position and velocity level (gv) for the
   projection, and 1 where it is in force (0 in the other branches). */
static void add_projection_rows(FlatModel *model, Expr *row, Expr *g, Expr *gv, Expr *zero)
{
  Expr *one = expr_new(EX_NUMBER, zero->loc);
  one->number = 1;
  list_push(&model->projection_rows, rebuild(row, g, g, zero));
  list_push(&model->projection_rows, rebuild(row, g, gv, zero));
  list_push(&model->constraint_modes, rebuild(row, g, one, zero));
}

/* The number of continuous rows; *perfect: whether they match the unknowns. */
static int matched_rows(const FlatModel *model, bool *perfect)
{
  int n_rows, *unknown_of;
  PtrList *incidence;
  *perfect = graph_matching(model, &n_rows, &incidence, &unknown_of);
  for (int r = 0; r < n_rows; r++)
    free(incidence[r].items);
  free(incidence);
  free(unknown_of);
  return n_rows;
}

/* More equations than unknowns before any reduction: a row without unknowns
   is then one too many rather than a constraint to reduce. */
static bool over_determined(const FlatModel *model)
{
  bool perfect;
  return matched_rows(model, &perfect) > model->states.count + model->algebraics.count;
}

/* As many rows as unknowns, but no perfect matching: a model whose index
   the general reduction may lower (graph.c names what is left over when it
   cannot). */
static bool singular_but_balanced(const FlatModel *model)
{
  bool perfect;
  int n_rows = matched_rows(model, &perfect);
  return !perfect && n_rows == model->states.count + model->algebraics.count;
}

/* A first pass over the constraints only looks (no diagnostics, nothing
   changed) whether each is one this file reduces; one that is not (a
   capacitor loop: 'v1 = v2' without velocity equations) sends the model to
   the general reduction of pantelides.c. */
static bool scanning, general_needed, linear_seen, nonlinear_seen;

static bool is_continuous_name(const Expr *e, const void *data)
{
  (void)data;
  return (e->kind == EX_NAME && e->var && (e->var->kind == VAR_STATE || e->var->kind == VAR_ALGEBRAIC)) ||
         expr_is_call(e, "der");
}

/* A constraint whose position Jacobian changes with the motion (a
   pendulum's), or that holds in one mode only, keeps this file's reduction:
   a static choice of states would become singular along the way.  A linear
   one (a gear, a rigid joint, a prescribed position) goes to pantelides.c
   with the rest of the model. */
static bool needs_stabilised_form(Expr *row, Expr *g, const StateSet *states)
{
  if (row->kind == EX_IF)
    return true;
  for (int i = 0; i < states->vars.count; i++) {
    Expr *d = differentiate_partial(g, states->vars.items[i]);
    if (!d || expr_any(d, is_continuous_name, NULL))
      return true;
  }
  return false;
}

static bool note_kind(Expr *row, Expr *g, const StateSet *states)
{
  if (needs_stabilised_form(row, g, states))
    nonlinear_seen = true;
  else
    linear_seen = true;
  return true;
}

/* What --dump-flat says of a reduced constraint. */
static char *reduced_note(Expr *row, Expr *g, int k)
{
  if (row->kind == EX_IF)
    return xsprintf("position constraint in the mode where %s: index 3 there and index 1 in the other "
                    "branches; reduced there (index-1 form: d2/dt2, multiplier __mu%d)",
                    branch_condition(row, g), k + 1);
  return xsprintf("position constraint (index 3), index reduced (index-1 form: d2/dt2, multiplier __mu%d)", k + 1);
}

static bool reduce(FlatModel *model, Equation *eq, int k)
{
  Expr *row = eq->rhs->kind == EX_NUMBER && eq->rhs->number == 0 && eq->lhs->kind == EX_IF ? eq->lhs
                                                                                            : residual_of(eq);
  Definition *own = eq->lhs->kind == EX_NAME ? definitions_of(eq->lhs->var) : NULL;
  int count = 0;
  if ((own && own->equation == eq) || !constraint_branch(row, &count))
    return true;  /* a definition a = f(x), or a row with an unknown: checked without expanding */
  row = definitions_expand(model, row);
  count = 0;
  Expr *g = constraint_branch(row, &count);
  if (!g)
    return true;
  char *text = diag_source_text(eq->loc);
  if (count > 1 && !scanning)
    diag_error(eq->loc, "this if-equation has constraints in several branches; hysc reduces one per equation");
  if (count > 1)
    return scanning;
  StateSet states = { { 0 } };
  expr_walk(g, collect_states, &states, false);
  if (states.vars.count == 0)
    return true;  /* no state either: graph.c reports it as structurally singular */
  for (int i = 0; i < states.vars.count; i++) {
    Var *x = states.vars.items[i];
    if (x->partner < 0 && over_determined(model))
      return true;   /* not a constraint but one equation too many: graph.c says so */
    if (x->partner < 0 && scanning) {
      general_needed = true;
      return true;
    }
    if (x->partner < 0) {
      diag_error(eq->loc, "the constraint '%s' involves no unknown, and '%s' has no velocity equation "
                 "der(%s) = v: hysc reduces the index of constraints on positions of mechanical systems only",
                 text, x->name, x->name);
      return false;
    }
  }
  if (scanning)
    return note_kind(row, g, &states);
  Var *mu = new_multiplier(model, k, eq->loc);
  mu->multiplier = mu->internal = true;
  long budget = MAX_DERIVED_NODES;
  int errors = diag_error_count();
  Expr *gv = differentiate_time(g, model);
  if (gv && !fits(eq, g, &budget))
    return false;
  Expr *ga = gv && fits(eq, gv, &budget) && diag_error_count() == errors ? differentiate_time(gv, model) : NULL;
  if (diag_error_count() > errors || (ga && !fits(eq, ga, &budget)))
    return false;
  if (!gv || !ga) {
    diag_error(eq->loc, "the constraint '%s' cannot be differentiated (it uses a function without a derivative)", text);
    expr_walk(g, note_function_without_derivative, NULL, false);
    return false;
  }
  /* der(x) = v + mu * dG/dx for every position x in G */
  if (!stabilise(eq, g, &states, mu, k, &budget, text))
    return false;
  /* the velocity-level row, and the index-1 replacements */
  Expr *zero = expr_new(EX_NUMBER, eq->loc);
  Equation *velocity = xcalloc(1, sizeof *velocity);
  velocity->kind = EQ_SIMPLE;
  velocity->loc = eq->loc;
  velocity->lhs = rebuild(row, g, gv, var_reference(mu, eq->loc));
  velocity->rhs = zero;
  velocity->index1 = var_reference(mu, eq->loc);
  velocity->note = xsprintf("velocity level of line %d: d/dt", eq->loc.first_line);
  eq->index1 = rebuild(row, g, ga, NULL);
  eq->note = reduced_note(row, g, k);
  list_push(&model->equations, velocity);
  /* the initial problem: acceleration level and mu = 0 */
  add_initial_rows(model, eq, row, mu, k, zero);
  add_projection_rows(model, row, g, gv, zero);
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
  definitions_find(model);
  contact_forces(model);
  sliding_rows(model);
  find_velocity_equations(model);
  find_der_users(model);
  scanning = true;
  general_needed = linear_seen = nonlinear_seen = false;
  for (int i = 0; i < original; i++)
    reduce(model, model->equations.items[i], 0);
  scanning = false;
  general_needed = general_needed || (linear_seen && !nonlinear_seen);
  bool modes = contact_count(model) || sliding_count();
  if (general_needed && !modes)
    return pantelides_reduce(model);
  for (int i = 0; i < original && ok; i++)
    if (!reduce(model, model->equations.items[i], model->n_constraints))
      ok = false;
    else if (model->projection_rows.count > 2 * model->n_constraints)
      model->n_constraints++;
  /* Positions in a constraint advance by the trapezoid rule on der(x) = v + mu dG/dx
     (the projection), not by Newmark's position formula on v alone. */
  for (int i = 0; i < model->states.count; i++) {
    Var *x = model->states.items[i];
    if (x->constrained)
      x->partner = -1;
  }
  if (ok && !model->n_constraints && !modes && singular_but_balanced(model))
    return pantelides_reduce(model);
  return ok;
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
  return expr_copy_node(e, at_start);
}

static int by_state_index(const void *a, const void *b)
{
  return (*(Var *const *)a)->index - (*(Var *const *)b)->index;
}

/* Which fixed start gives way to the constraint: the state whose
   stateSelect least wants it a state (never, avoid, then default, prefer,
   always: spec 4.9.7, its value is kept as a state's should be), then the
   one the constraint moves most steeply. */
static bool relax_before(const Var *x, double slope, const Var *best, double best_slope)
{
  int p = x->state_priority ? x->state_priority : 3, q = best->state_priority ? best->state_priority : 3;
  return p != q ? p < q : slope > best_slope;
}

int index_relax_fixed(FlatModel *model, int excess)
{
  int relaxed = 0;
  /* position and velocity rows of each constraint, in turn */
  for (int r = 0; r < model->projection_rows.count && relaxed < excess; r++) {
    Expr *row = model->projection_rows.items[r];
    Var *best = NULL;
    double best_slope = 0;
    /* only the states in the row can have a slope: looking at every state
       for every row would make many pendulums quadratic */
    StateSet in_row = { { 0 } };
    expr_walk(row, collect_states, &in_row, false);
    if (in_row.vars.count > 1)
      qsort(in_row.vars.items, (size_t)in_row.vars.count, sizeof *in_row.vars.items, by_state_index);
    for (int i = 0; i < in_row.vars.count; i++) {
      Var *x = in_row.vars.items[i];
      if (!x->fixed)
        continue;
      Expr *d = differentiate_partial(row, x);
      double slope;
      if (!d || !eval_constant(at_start(d), &slope))
        continue;
      if (slope < 0)
        slope = -slope;
      if (slope > 0 && (!best || relax_before(x, slope, best, best_slope))) {
        best_slope = slope;
        best = x;
      }
    }
    free(in_row.vars.items);
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
