/*
 * codegen_reads.c - which computed variables (assignments.c) a generated
 * function reads, closed over the assignments that compute them, so that
 * the function computes those alone: a large model's residual, root
 * functions and asserts run several times a step, and each read a part of
 * its thousands of computed variables (a line's currents and voltages
 * beside its losses, heat flows and the copies of its parameters, which
 * only output rows need).  Those whose assignment reads parameters and
 * constants alone (a resistor's R_actual at a fixed temperature) are
 * computed once, after the parameters are bound (hysc_compute_constants),
 * and again wherever all are.
 */
#include <stdlib.h>
#include <string.h>

#include "codegen/emit.h"

typedef struct {
  bool *read;   /* by w slot */
  bool unknown; /* reads what the expressions cannot tell */
  const bool *constant; /* by w slot: computed once (computed_constants) */
} Reads;

/* Does node make a computed variable's value change in the run, given the
   computed variables found constant so far (data)?  Parameters and
   constants do not; time, unknowns, discrete variables, relations (their
   values switch at events) and calls that are not pure do. */
static bool changes(const Expr *e, const void *data)
{
  const bool *constant = data;
  if (e->kind == EX_NAME && e->var && emit_copied_value(e->var))
    return expr_any(emit_copied_value(e->var), changes, data);
  if (e->kind == EX_NAME)
    return !e->var ? true
           : e->var->kind == VAR_COMPUTED ? !constant[e->var->index]
           : e->var->kind != VAR_PARAMETER && e->var->kind != VAR_CONSTANT;
  if (e->kind == EX_BINARY && e->relation >= 0)
    return true;
  if (e->kind != EX_CALL)
    return false;
  if (e->function)
    return !e->function->cls || e->function->cls->impure;
  static const char *const pure[] = { "abs", "sign", "sqrt", "exp", "log", "log10", "sin", "cos", "tan",
                                      "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "max", "min",
                                      "noEvent", "smooth", NULL };
  for (int i = 0; pure[i]; i++)
    if (!strcmp(e->string, pure[i]))
      return false;
  return true;
}

bool *computed_constants(const FlatModel *model)
{
  bool *constant = xcalloc((size_t)model->computed.count + 1, sizeof *constant);
  bool any = false;
  /* in computing order: what a variable reads comes before it */
  for (int i = 0; i < model->computed.count; i++) {
    Var *v = model->computed.items[i];
    constant[v->index] = v->assignment && !expr_any(v->assignment, changes, constant);
    any |= constant[v->index];
  }
  if (!any) {
    free(constant);
    return NULL;
  }
  return constant;
}

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

ComputedReads *computed_reads_begin(const FlatModel *model, const bool *constant)
{
  /* algorithms and frozen calls compute in ways the expressions do not
     show; calls of impure functions (note_read) must all be made */
  if (!model->computed.count || model->algorithms.count || model->discrete_algorithms.count ||
      model->frozen.count)
    return NULL;
  Reads *r = xcalloc(1, sizeof *r);
  r->read = xcalloc((size_t)model->computed.count + 1, sizeof *r->read);
  r->constant = constant;
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
    if (r->read[v->index] && r->constant && r->constant[v->index])
      r->read[v->index] = false;   /* computed once, with the parameters */
    else if (r->read[v->index]) {
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
