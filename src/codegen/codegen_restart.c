/*
 * codegen_restart.c - writes discrete_continuous[], which tells the runtime
 * which discrete variables the continuous system reads (residual, computed
 * variables, constraints, relations and floor/ceil arguments).  An event
 * that changes none of them, no relation and no state (a sampler filling a
 * buffer, a counter) leaves the DAE and its root functions as they were,
 * so the solver goes on with its history instead of restarting at order 1.
 */
#include <stdlib.h>

#include "codegen/codegen.h"

typedef struct {
  unsigned char *read; /* [n_discrete] */
  bool all;            /* reads what an event changes besides discrete values */
} DiscreteReads;

static void note_read(Expr *e, void *data)
{
  DiscreteReads *r = data;
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_DISCRETE) {
    r->read[e->var->index] = 1;
    return;
  }
  if (e->kind != EX_CALL || e->function)
    return;
  /* pre() of a continuous variable, initial(), terminal(), sample() and
     delay() (its history jumps at events) change at events by themselves */
  const Expr *arg = e->args.count ? e->args.items[0] : NULL;
  bool continuous_pre = expr_is_call(e, "pre") && arg && arg->var && arg->var->kind != VAR_DISCRETE &&
                        arg->var->kind != VAR_PARAMETER && arg->var->kind != VAR_CONSTANT;
  r->all |= continuous_pre || expr_is_call(e, "initial") || expr_is_call(e, "terminal") ||
            expr_is_call(e, "sample") || expr_is_call(e, "delay");
}

static void note_equations(const PtrList *equations, DiscreteReads *r)
{
  for (int i = 0; i < equations->count; i++)
    equation_walk(equations->items[i], note_read, r);
}

static void note_algorithm(const Algorithm *a, DiscreteReads *r)
{
  if (a)
    note_equations(&a->statements, r);
}

static void note_expressions(const PtrList *exprs, DiscreteReads *r)
{
  for (int i = 0; i < exprs->count; i++)
    expr_walk(exprs->items[i], note_read, r, false);
}

/* Everything the solver's functions evaluate between events. */
static void note_continuous(const FlatModel *model, DiscreteReads *r)
{
  note_equations(&model->equations, r);
  for (int i = 0; i < model->algorithms.count; i++)
    note_algorithm(model->algorithms.items[i], r);
  note_equations(&model->constraint_rows, r);
  note_expressions(&model->projection_rows, r);
  note_expressions(&model->constraint_modes, r);
  for (int i = 0; i < model->computed.count; i++)
    expr_walk(((Var *)model->computed.items[i])->assignment, note_read, r, false);
  for (int k = 0; k < model->relations.count; k++) {
    const Relation *rel = model->relations.items[k];
    expr_walk(rel->expr, note_read, r, false);
    note_algorithm(rel->algorithm, r);
  }
  for (int j = 0; j < model->frozen.count; j++) {
    const Frozen *f = model->frozen.items[j];
    expr_walk(f->argument, note_read, r, false);
    note_algorithm(f->algorithm, r);
  }
  r->all |= model->delays.count > 0;
}

/* whether the last model's table was written (codegen_restart_members) */
static bool written;

void codegen_restart_table(FILE *out, const FlatModel *model)
{
  int n = model->discretes.count;
  DiscreteReads r = { xcalloc((size_t)n + 1, 1), false };
  note_continuous(model, &r);
  written = !r.all && n > 0;
  if (written) {
    fputs("static const unsigned char discrete_continuous[] = {", out);
    for (int j = 0; j < n; j++)
      fprintf(out, "%s%d", j ? (j % 32 ? ", " : ",\n  ") : " ", r.read[j]);
    fputs(" };\n\n", out);
  }
  free(r.read);
}

void codegen_restart_members(FILE *out)
{
  if (written)
    fputs("  .discrete_continuous = discrete_continuous,\n", out);
}
