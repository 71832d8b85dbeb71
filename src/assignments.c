/*
 * assignments.c - takes the explicit blocks out of the solver's unknowns.
 * blt.c sorts the continuous equations into blocks in evaluation order; a
 * block of one equation that is affine in its algebraic variable, with a
 * coefficient known at compile time (f = k*(x2 - x1), a.f + b.f = 0,
 * m*a = F), is solved for it here.  The variable becomes VAR_COMPUTED: its
 * value is an assignment over the unknowns that remain and the computed
 * variables before it, written once into the generated hysc_compute(), which
 * every generated function that reads variables runs first.  Its equation
 * leaves the residual, so the solver's system (and its Jacobian, which
 * codegen_jacobian.c takes through the assignments by the chain rule) is
 * smaller by one row and one unknown for each.
 *
 * An equation that reads a derivative stays (the computed values are then
 * functions of y alone, which roots and output rows rely on), and so does
 * one that calls a user function (the residual shares one call among the
 * rows of an array result, and its asserts are checked through it) or reads
 * noEvent() (where IDA stalls on a jump, the runtime names that row).
 * A variable stays an unknown when the runtime needs it there: read by
 * pre()/edge()/change() (left limits live in pre_y), read in a when-clause
 * or a discrete equation (solved with the event iteration), a multiplier or
 * constrained variable of index reduction, a contact's multiplier or a
 * sliding mode's alpha (the runtime reaches those by their index in y).  An assignment nests at most MAX_DEPTH others and is at most
 * MAX_WEIGHT nodes with them written out, which bounds the derivatives
 * taken through them (a chain of assignments each reading the one before
 * twice would otherwise double at every step).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hysc.h"

enum { MAX_DEPTH = 32, MAX_WEIGHT = 20000 };

static bool enabled = true;

void assignments_set_enabled(bool on)
{
  enabled = on;
}

/* ---- variables that must stay unknowns ---- */

static void pin_var(Expr *e, void *data)
{
  (void)data;
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC)
    e->var->pinned = true;
}

/* pre(v), edge(v), change(v): v's left limit is read from pre_y */
static void pin_pre_arguments(Expr *e, void *data)
{
  if (e->kind == EX_CALL && (!strcmp(e->string, "pre") || !strcmp(e->string, "edge") ||
                              !strcmp(e->string, "change")))
    for (int i = 0; i < e->args.count; i++)
      expr_walk(e->args.items[i], pin_var, data, false);
}

static void walk_list(const PtrList *equations, ExprVisitor visit)
{
  for (int i = 0; i < equations->count; i++)
    equation_walk(equations->items[i], visit, NULL);
}

static void walk_algorithms(const PtrList *algorithms, ExprVisitor visit)
{
  for (int i = 0; i < algorithms->count; i++)
    walk_list(&((Algorithm *)algorithms->items[i])->statements, visit);
}

/* pinned on every algebraic variable that must stay an unknown */
static void pin_vars(const FlatModel *model)
{
  for (int i = 0; i < model->algebraics.count; i++) {
    Var *v = model->algebraics.items[i];
    v->pinned = v->multiplier || v->constrained;
  }
  walk_list(&model->equations, pin_pre_arguments);
  walk_list(&model->initial_equations, pin_pre_arguments);
  walk_algorithms(&model->algorithms, pin_pre_arguments);
  walk_list(&model->discrete_equations, pin_var);
  walk_algorithms(&model->discrete_algorithms, pin_var);
  for (int i = 0; i < model->whens.count; i++)
    equation_walk(((WhenClause *)model->whens.items[i])->equation, pin_var, NULL);
  contact_pin(model);
  sliding_pin(model);
}

/* ---- solving one equation for its variable ---- */

/* Does u occur in e only under + - * / and unary minus, so that an affine
   e stays affine after u is replaced (no relation, condition or call)? */
static bool only_arithmetic(const Expr *e, const Var *u, bool arithmetic)
{
  if (!e)
    return true;
  if (e->kind == EX_NAME)
    return e->var != u || arithmetic;
  bool here = (e->kind == EX_BINARY && (e->op == OP_ADD || e->op == OP_SUB || e->op == OP_MUL || e->op == OP_DIV)) ||
              (e->kind == EX_UNARY && (e->op == OP_NEG || e->op == OP_PLUS));
  if (!only_arithmetic(e->a, u, arithmetic && here) || !only_arithmetic(e->b, u, arithmetic && here) ||
      !only_arithmetic(e->c, u, arithmetic && here))
    return false;
  for (int i = 0; i < e->args.count; i++)
    if (!only_arithmetic(e->args.items[i], u, false))
      return false;
  return true;
}

static bool mentions(const Expr *e, const Var *u)
{
  if (!e)
    return false;
  if (e->kind == EX_NAME && e->var == u)
    return true;
  if (mentions(e->a, u) || mentions(e->b, u) || mentions(e->c, u))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (mentions(e->args.items[i], u))
      return true;
  return false;
}

/* der(), noEvent() or a call of a user function: the rows that stay */
static bool derivative_or_function(const Expr *e)
{
  if (!e)
    return false;
  if (expr_is_call(e, "der") || expr_is_call(e, "noEvent") || (e->kind == EX_CALL && e->function))
    return true;
  if (derivative_or_function(e->a) || derivative_or_function(e->b) || derivative_or_function(e->c))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (derivative_or_function(e->args.items[i]))
      return true;
  return false;
}

static const Var *zeroed;

/* A copy of e with zeroed read as 0 */
static Expr *without_zeroed(const Expr *e)
{
  if (!e)
    return NULL;
  if (e->kind == EX_NAME && e->var == zeroed) {
    Expr *zero = expr_new(EX_NUMBER, e->loc);
    zero->number = 0;
    return zero;
  }
  return expr_copy_node(e, without_zeroed);
}

/* u's value from eq, or NULL when eq is not affine in u with a constant
   coefficient: u = rhs, lhs = u, or else u = -R(0)/c for the residual
   R = lhs - rhs = c*u + R(0). */
static Expr *solve_for(const Equation *eq, const Var *u)
{
  if (eq->kind != EQ_SIMPLE || eq->index1 || !eq->lhs || !eq->rhs)
    return NULL;
  if (!only_arithmetic(eq->lhs, u, true) || !only_arithmetic(eq->rhs, u, true) ||
      derivative_or_function(eq->lhs) || derivative_or_function(eq->rhs))
    return NULL;
  if (eq->lhs->kind == EX_NAME && eq->lhs->var == u && !mentions(eq->rhs, u))
    return eq->rhs;
  if (eq->rhs->kind == EX_NAME && eq->rhs->var == u && !mentions(eq->lhs, u))
    return eq->lhs;
  Expr *residual = expr_binary(OP_SUB, eq->lhs, eq->rhs, eq->loc);
  Expr *coefficient = differentiate_unknown(residual, u, false);
  differentiate_forget_shared();
  double c;
  if (!coefficient || !eval_constant(coefficient, &c) || c == 0 || !isfinite(c))
    return NULL;
  zeroed = u;
  Expr *rest = without_zeroed(residual);
  Expr *scale = expr_new(EX_NUMBER, eq->loc);
  scale->number = -1 / c;
  return expr_binary(OP_MUL, scale, rest, eq->loc);
}

/* The largest depth of the computed variables e reads */
static int reads_depth(const Expr *e)
{
  if (!e)
    return 0;
  int depth = e->kind == EX_NAME && e->var && e->var->kind == VAR_COMPUTED ? e->var->depth : 0;
  int sub[] = { reads_depth(e->a), reads_depth(e->b), reads_depth(e->c) };
  for (int i = 0; i < 3; i++)
    depth = sub[i] > depth ? sub[i] : depth;
  for (int i = 0; i < e->args.count; i++) {
    int d = reads_depth(e->args.items[i]);
    depth = d > depth ? d : depth;
  }
  return depth;
}

/* The nodes of e with every computed variable it reads written out: what a
   derivative through it walks and writes */
static double weight_of(const Expr *e)
{
  if (!e)
    return 0;
  double w = e->kind == EX_NAME && e->var && e->var->kind == VAR_COMPUTED ? e->var->weight : 1;
  w += weight_of(e->a) + weight_of(e->b) + weight_of(e->c);
  for (int i = 0; i < e->args.count; i++)
    w += weight_of(e->args.items[i]);
  return w;
}

/* ---- the model with its assignments ---- */

static bool model_allows(const FlatModel *model)
{
  return enabled;
}

/* Row's equation solved for its algebraic unknown, or NULL */
static Expr *assignment_of(const FlatModel *model, const Blt *B, int block)
{
  if (!B->explicit_[block])
    return NULL;
  int row = B->order[B->block_start[block]], u = B->unknown_of[row];
  int ns = model->states.count;
  if (u < ns || row >= model->equations.count)
    return NULL;
  Var *v = model->algebraics.items[u - ns];
  if (v->pinned || v->type != TYPE_REAL)
    return NULL;
  Expr *value = solve_for(model->equations.items[row], v);
  if (!value || reads_depth(value) >= MAX_DEPTH || weight_of(value) > MAX_WEIGHT)
    return NULL;
  return value;
}

void assignments_make(FlatModel *model)
{
  model->computed = (PtrList){ 0 };
  if (!model_allows(model))
    return;
  Blt *B = blt_sort(model);
  if (!B)
    return;
  pin_vars(model);
  bool *leaves = xcalloc((size_t)model->equations.count + 1, sizeof *leaves);
  for (int b = 0; b < B->n_blocks; b++) {
    Expr *value = assignment_of(model, B, b);
    if (!value)
      continue;
    int row = B->order[B->block_start[b]];
    Var *v = model->algebraics.items[B->unknown_of[row] - model->states.count];
    v->depth = reads_depth(value) + 1;
    v->weight = weight_of(value);
    v->assignment = value;
    v->kind = VAR_COMPUTED;
    v->index = model->computed.count;
    list_push(&model->computed, v);
    leaves[row] = true;
  }
  PtrList equations = { 0 }, algebraics = { 0 };
  for (int i = 0; i < model->equations.count; i++)
    if (!leaves[i])
      list_push(&equations, model->equations.items[i]);
  for (int i = 0; i < model->algebraics.count; i++) {
    Var *v = model->algebraics.items[i];
    if (v->kind == VAR_ALGEBRAIC) {
      v->index = model->states.count + algebraics.count;
      list_push(&algebraics, v);
    }
  }
  model->equations = equations;
  model->algebraics = algebraics;
  free(leaves);
}

void assignments_dump(const FlatModel *model, FILE *out)
{
  if (!model_allows(model)) {
    fputs("// assignments: none, every row stays in the solver (--no-assignments)\n", out);
    return;
  }
  FlatModel copy = *model;
  assignments_make(&copy);
  for (int i = 0; i < copy.computed.count; i++) {
    Var *v = copy.computed.items[i];
    fprintf(out, "// assignment %d: %s := %s\n", i + 1, v->name, expr_to_string(v->assignment));
  }
  fprintf(out, "// assignments: %d variables computed in order, %d unknowns left to the solver\n",
          copy.computed.count, copy.states.count + copy.algebraics.count);
  /* the model as it was, for what is dumped next */
  for (int i = 0; i < copy.computed.count; i++)
    ((Var *)copy.computed.items[i])->kind = VAR_ALGEBRAIC;
  for (int i = 0; i < model->algebraics.count; i++)
    ((Var *)model->algebraics.items[i])->index = model->states.count + i;
}
