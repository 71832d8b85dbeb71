/*
 * aliases.c - alias classes of the continuous variables: v = w and v = -w
 * name one quantity twice (a connection, a part's coordinate around its
 * joint's, a relative angle and its negation), so a wish about states is
 * judged on the class rather than on one of its names.
 */
#include <stdlib.h>

#include "symbolic/symbolic.h"

/* The variable of a side that is a name or the negation of one. */
static const Var *alias_side(const Expr *e)
{
  if (e && e->kind == EX_UNARY && (e->op == OP_NEG || e->op == OP_PLUS))
    e = e->a;
  const Var *v = e && e->kind == EX_NAME ? e->var : NULL;
  return v && v->type == TYPE_REAL && (v->kind == VAR_STATE || v->kind == VAR_ALGEBRAIC) ? v : NULL;
}

static int root_of(int *parent, int i)
{
  while (parent[i] != i)
    i = parent[i] = parent[parent[i]];
  return i;
}

int *alias_classes(const FlatModel *model)
{
  int n = model->vars.count;
  int *parent = xmalloc(sizeof(int) * (size_t)(n + 1));
  Map at = { 0 };
  for (int i = 0; i < n; i++) {
    parent[i] = i;
    map_put(&at, ((const Var *)model->vars.items[i])->name, (void *)(size_t)(i + 1));
  }
  for (int k = 0; k < model->equations.count; k++) {
    const Equation *eq = model->equations.items[k];
    const Var *u = eq->kind == EQ_SIMPLE ? alias_side(eq->lhs) : NULL;
    const Var *v = u ? alias_side(eq->rhs) : NULL;
    int a = v ? (int)(size_t)map_get(&at, u->name) - 1 : -1;
    int b = v ? (int)(size_t)map_get(&at, v->name) - 1 : -1;
    if (a >= 0 && b >= 0)
      parent[root_of(parent, a)] = root_of(parent, b);
  }
  for (int i = 0; i < n; i++)
    parent[i] = root_of(parent, i);
  free(at.keys);
  free(at.values);
  return parent;
}
