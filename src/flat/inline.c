/*
 * inline.c - a function call written in place: the closed form of an
 * output with the inputs replaced by the arguments, and the substitution it
 * is made of, which also puts defaults in place at a call.  Pure rewriting
 * of the tree: it checks and reports nothing.
 */
#include "flat/flat.h"

/* e with every variable of the function replaced by the expression at the
   same position in `to` (NULL: kept). */
Expr *expr_substitute(const Expr *e, const Function *fn, Expr **to)
{
  if (!e)
    return NULL;
  if (e->kind == EX_NAME && e->var && e->var->function_slot > 0 &&
      list_contains(&fn->locals->vars, e->var) && to[e->var->function_slot - 1])
    return to[e->var->function_slot - 1];
  Expr *copy = xmalloc(sizeof *copy);
  *copy = *e;
  copy->a = expr_substitute(e->a, fn, to);
  copy->b = expr_substitute(e->b, fn, to);
  copy->c = expr_substitute(e->c, fn, to);
  copy->args = (PtrList){ 0 };
  for (int i = 0; i < e->args.count; i++)
    list_push(&copy->args, expr_substitute(e->args.items[i], fn, to));
  expr_note_depth(copy);
  return copy;
}

Expr *function_inline(const Expr *call)
{
  Function *fn = call->function;
  if (!fn || call->output >= fn->closed_forms.count)
    return NULL;
  Expr **to = xcalloc((size_t)fn->locals->vars.count + 1, sizeof *to);
  for (int i = 0; i < fn->inputs.count; i++)
    to[((Var *)fn->inputs.items[i])->function_slot - 1] = call->args.items[i];
  return expr_substitute(fn->closed_forms.items[call->output], fn, to);
}

static bool names_var(const Expr *e, const void *data)
{
  return e->kind == EX_NAME && e->var == data;
}

bool function_call_reads(const Expr *call, int i)
{
  Function *fn = call->function;
  if (!fn || call->output >= fn->closed_forms.count || i >= fn->inputs.count)
    return true;
  return expr_any(fn->closed_forms.items[call->output], names_var, fn->inputs.items[i]);
}
