/*
 * definitions.c - algebraic variables defined explicitly by states, and
 * expressions expanded through those definitions: for index reduction, the
 * rows of contact and sliding modes and the projections the code generator
 * writes.  It reduces nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "symbolic/symbolic.h"

/*
 * Algebraic variables defined explicitly by states (f = a*x^2, G = y - f) are
 * not unknowns of a constraint: the constraint is expanded through their
 * definitions before it is classified and differentiated.
 *
 * The definitions are found once, in one pass over the equations, and
 * classified in dependency order without recursion (a chain of 1e5
 * definitions is no deeper than one).  An expanded definition is built once
 * and shared by every use, so expansion never copies a definition twice;
 * nesting deeper than MAX_NESTING definitions or larger than
 * MAX_EXPANDED_NODES nodes (as a tree) is not expanded: such a variable stays
 * an unknown, which keeps every expanded expression small enough to print.
 */
enum { MAX_NESTING = 32, MAX_EXPANDED_NODES = 2000 };

static Definition *definitions;
static int n_definitions;

/* v's definition, found by the slot noted when the table was made: the
   expansions are still asked for after assignments.c and partition.c have
   renumbered the variables, when v->index names another slot. */
Definition *definitions_of(const Var *v)
{
  return v && v->kind == VAR_ALGEBRAIC && v->definition > 0 && v->definition <= n_definitions
           ? &definitions[v->definition - 1] : NULL;
}

typedef struct Uses { Var *user; long nodes; int nesting; bool unknown; bool count_pending; } Uses;

/* One node of a definition's right side: counts what classification needs. */
static void note_use(Expr *e, void *data)
{
  Uses *u = data;
  u->nodes++;
  if (expr_is_call(e, "der"))
    u->unknown = true;
  if (e->kind != EX_NAME || !e->var || e->var->kind != VAR_ALGEBRAIC)
    return;
  Definition *d = definitions_of(e->var);
  if (u->count_pending) {   /* first pass: dependency edges */
    if (d && d->equation) {
      list_push(&d->users, u->user);
      definitions[u->user->index].pending++;
    }
    return;
  }
  if (!d || !d->explicit_) {
    u->unknown = true;
    return;
  }
  u->nodes += d->nodes - 1;
  if (d->nesting + 1 > u->nesting)
    u->nesting = d->nesting + 1;
}

/* Classifies v, whose used definitions are all classified; then its users. */
static void classify(Var *first)
{
  PtrList ready = { 0 };
  list_push(&ready, first);
  while (ready.count) {
    Var *v = ready.items[--ready.count];
    Definition *d = &definitions[v->index];
    Uses u = { v, 0, 1, false, false };
    expr_walk(d->equation->rhs, note_use, &u, false);
    d->explicit_ = !u.unknown && u.nesting <= MAX_NESTING && u.nodes <= MAX_EXPANDED_NODES;
    d->nesting = u.nesting;
    d->nodes = u.nodes;
    d->pending = -1;
    for (int i = 0; i < d->users.count; i++) {
      Var *user = d->users.items[i];
      if (--definitions[user->index].pending == 0)
        list_push(&ready, user);
    }
  }
  free(ready.items);
}

/* The definitions of the model's algebraic variables, classified.  A
   variable on a cycle of definitions (a = b + x, b = a) keeps pending > 0
   and stays an unknown. */
void definitions_find(FlatModel *model)
{
  n_definitions = model->states.count + model->algebraics.count;
  definitions = xcalloc((size_t)n_definitions, sizeof *definitions);
  for (int i = 0; i < model->algebraics.count; i++) {
    Var *v = model->algebraics.items[i];
    v->definition = v->index >= 0 && v->index < n_definitions ? v->index + 1 : 0;
  }
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    Definition *d = eq->kind == EQ_SIMPLE && eq->lhs->kind == EX_NAME ? definitions_of(eq->lhs->var) : NULL;
    if (d && !d->equation)
      d->equation = eq;
  }
  for (int i = 0; i < model->algebraics.count; i++) {
    Var *v = model->algebraics.items[i];
    Definition *d = definitions_of(v);
    if (d && d->equation) {
      Uses u = { v, 0, 0, false, true };
      expr_walk(d->equation->rhs, note_use, &u, false);
    }
  }
  for (int i = 0; i < model->algebraics.count; i++) {
    Definition *d = definitions_of(model->algebraics.items[i]);
    if (d && d->equation && d->pending == 0)
      classify(model->algebraics.items[i]);
  }
}

static Expr *expanded_definition(const Var *a);

/* e with every explicitly defined algebraic variable replaced by its shared
   expanded definition; what has no such variable is not copied. */
static Expr *expand(Expr *e)
{
  if (!e)
    return e;
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC) {
    Expr *d = expanded_definition(e->var);
    return d ? d : e;
  }
  if (e->kind == EX_CALL && (!strcmp(e->string, "der") || !strcmp(e->string, "pre")))
    return e;
  Expr *a = expand(e->a), *b = expand(e->b), *c = expand(e->c), *first_changed = NULL;
  int same = 0;   /* leading arguments that expand to themselves */
  while (same < e->args.count && (first_changed = expand(e->args.items[same])) == e->args.items[same])
    same++;
  if (a == e->a && b == e->b && c == e->c && same == e->args.count)
    return e;
  Expr *copy = xmalloc(sizeof *copy);
  *copy = *e;
  copy->a = a;
  copy->b = b;
  copy->c = c;
  copy->args = (PtrList){ 0 };
  for (int i = 0; i < e->args.count; i++)
    list_push(&copy->args, i < same ? e->args.items[i] : i == same ? first_changed : expand(e->args.items[i]));
  return copy;
}

/* The right side of 'a = expr' expanded, when it uses no unknown; else NULL. */
static Expr *expanded_definition(const Var *a)
{
  Definition *d = definitions_of(a);
  if (!d || !d->explicit_)
    return NULL;
  if (!d->expanded)
    d->expanded = expand(d->equation->rhs);
  return d->expanded;
}

typedef struct Unknowns { bool found; } Unknowns;

static void find_unknown(Expr *e, void *data)
{
  Unknowns *u = data;
  if (expr_is_call(e, "der"))
    u->found = true;
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC) {
    Definition *d = definitions_of(e->var);
    if (!d || !d->explicit_)
      u->found = true;
  }
}

/* e uses der() or an algebraic variable without an explicit definition */
bool definitions_has_unknown(Expr *e)
{
  Unknowns u = { false };
  expr_walk(e, find_unknown, &u, false);
  return u.found;
}

Expr *definitions_expand(FlatModel *model, Expr *e)
{
  (void)model;
  return definitions ? expand(e) : e;
}
