/*
 * codegen_reads.c - which computed variables (assignments.c) a generated
 * function reads, closed over the assignments that compute them, so that
 * the function computes those alone: a large model's residual, root
 * functions and asserts run several times a step, and each read a part of
 * its thousands of computed variables (a line's currents and voltages
 * beside its losses, heat flows and the copies of its parameters, which
 * only output rows need).
 */
#include <stdlib.h>

#include "codegen/emit.h"

typedef struct {
  bool *read;   /* by w slot */
  bool unknown; /* reads what the expressions cannot tell */
} Reads;

static void note_read(Expr *e, void *data)
{
  Reads *r = data;
  if (e->kind == EX_CALL && e->function && e->function->cls->impure)
    r->unknown = true;   /* each call counts */
  else if (e->kind == EX_NAME && e->var && emit_copied_value(e->var))
    expr_walk((Expr *)emit_copied_value(e->var), note_read, r, false);   /* read as what it copies */
  else if (e->kind == EX_NAME && e->var && e->var->kind == VAR_COMPUTED)
    r->read[e->var->index] = true;
}

ComputedReads *computed_reads_begin(const FlatModel *model)
{
  /* algorithms and frozen calls compute in ways the expressions do not
     show; calls of impure functions (note_read) must all be made */
  if (!model->computed.count || model->algorithms.count || model->discrete_algorithms.count ||
      model->frozen.count)
    return NULL;
  Reads *r = xcalloc(1, sizeof *r);
  r->read = xcalloc((size_t)model->computed.count + 1, sizeof *r->read);
  return (ComputedReads *)r;
}

void computed_reads_expr(ComputedReads *reads, Expr *e)
{
  if (reads && e)
    expr_walk(e, note_read, reads, false);
}

void computed_reads_equation(ComputedReads *reads, const Equation *eq)
{
  if (reads)
    equation_walk(eq, note_read, reads);
}

bool *computed_reads_end(ComputedReads *reads, const FlatModel *model, int *count)
{
  Reads *r = (Reads *)reads;
  *count = model->computed.count;
  if (!r)
    return NULL;
  /* in computing order: what a variable reads comes before it */
  int n = 0;
  for (int i = model->computed.count - 1; i >= 0; i--) {
    Var *v = model->computed.items[i];
    if (r->read[v->index]) {
      n++;
      expr_walk(v->assignment, note_read, r, false);
    }
  }
  bool *read = r->read;
  bool all = r->unknown || n == model->computed.count;
  free(r);
  if (all) {
    free(read);
    return NULL;
  }
  *count = n;
  return read;
}
