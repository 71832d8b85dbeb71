/*
 * rates.c - der() of an algebraic variable read where no equation
 * differentiates it: in a when-condition (when der(y) < 0), a discrete
 * equation (fast = der(y) > 2.5) or an assert.  Read there, y stays algebraic, and the
 * solver's own derivative of an algebraic variable is no value of the model
 * (IDA's is a difference of its last steps, Newmark has none), so the
 * relation would switch at the wrong times or never.  Each such der(y) is
 * written instead from the equation that determines y alone (a block of one
 * row of the sorted equations): der(y) = -(the rest of dF/dt) / (dF/dy),
 * with der() of the states and algebraic variables that equation reads, the
 * latter written the same way in turn.  y in an algebraic loop keeps the
 * solver's derivative.
 */
#include <stdlib.h>

#include "symbolic/symbolic.h"

enum { MAX_NESTING = 32 };

typedef struct {
  FlatModel *model;
  int *row_of;     /* [algebraics.count] the row that determines it alone, or -1 */
  int nesting;
} Rates;

static bool is_algebraic_der(const Expr *e, const void *data)
{
  (void)data;
  if (!expr_is_call(e, "der") || e->args.count != 1)
    return false;
  const Expr *arg = e->args.items[0];
  return arg->kind == EX_NAME && arg->var && arg->var->kind == VAR_ALGEBRAIC;
}

static void rewrite(Expr *e, void *data)
{
  Rates *r = data;
  if (!is_algebraic_der(e, NULL) || r->nesting >= MAX_NESTING)
    return;
  const Var *y = ((Expr *)e->args.items[0])->var;
  int k = y->index - r->model->states.count;
  if (k < 0 || k >= r->model->algebraics.count || r->model->algebraics.items[k] != y || r->row_of[k] < 0)
    return;
  const Equation *eq = r->model->equations.items[r->row_of[k]];
  Expr *d = differentiate_solved(eq->lhs, eq->rhs, y);
  if (!d)
    return;
  r->nesting++;
  expr_walk(d, rewrite, r, false);   /* der() of the algebraic variables it reads */
  r->nesting--;
  SrcLoc loc = e->loc;
  *e = *d;
  e->loc = loc;
}

/* Does a when-condition, discrete equation or assert read der() of an
   algebraic variable?  Only then are the equations sorted here. */
static bool any_to_rewrite(const FlatModel *model)
{
  for (int i = 0; i < model->whens.count; i++) {
    const Equation *w = ((WhenClause *)model->whens.items[i])->equation;
    for (int b = 0; b < w->branches.count; b++)
      if (expr_any(((Branch *)w->branches.items[b])->condition, is_algebraic_der, NULL))
        return true;
  }
  const PtrList *lists[] = { &model->discrete_equations, &model->asserts };
  for (int l = 0; l < 2; l++)
    for (int i = 0; i < lists[l]->count; i++) {
      const Equation *eq = lists[l]->items[i];
      if (expr_any(eq->lhs, is_algebraic_der, NULL) || expr_any(eq->rhs, is_algebraic_der, NULL))
        return true;
    }
  return false;
}

/* Each algebraic variable's row when a block of one plain equation
   determines it. */
static int *rows_of(const FlatModel *model, const Blt *B)
{
  int ns = model->states.count, *row_of = xcalloc((size_t)model->algebraics.count + 1, sizeof(int));
  for (int k = 0; k < model->algebraics.count; k++)
    row_of[k] = -1;
  for (int b = 0; b < B->n_blocks; b++) {
    if (B->block_start[b + 1] - B->block_start[b] != 1)
      continue;
    int row = B->order[B->block_start[b]], u = B->unknown_of[row];
    if (u >= ns && row < model->equations.count &&
        ((Equation *)model->equations.items[row])->kind == EQ_SIMPLE)
      row_of[u - ns] = row;
  }
  return row_of;
}

void rates_rewrite(FlatModel *model)
{
  if (!any_to_rewrite(model))
    return;
  Blt *B = blt_sort(model);
  if (!B)
    return;
  Rates r = { model, rows_of(model, B), 0 };
  for (int i = 0; i < model->whens.count; i++) {
    Equation *w = ((WhenClause *)model->whens.items[i])->equation;
    for (int b = 0; b < w->branches.count; b++)
      expr_walk(((Branch *)w->branches.items[b])->condition, rewrite, &r, false);
  }
  for (int i = 0; i < model->discrete_equations.count; i++)
    equation_walk(model->discrete_equations.items[i], rewrite, &r);
  for (int i = 0; i < model->asserts.count; i++)
    equation_walk(model->asserts.items[i], rewrite, &r);
  free(r.row_of);
}
