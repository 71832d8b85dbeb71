/*
 * initial_pre.c - the discrete unknowns of the initial problem (spec 8.6):
 * the pre() values of discrete variables.  An initial equation fixes one,
 * written pre(v) = e, or v = e for a v that only when-clauses assign (v =
 * pre(v) at initialization), or v = e for a v that the discrete equations
 * give as an alias w or pre(w) of another.  Each such equation is solved
 * for one pre() value, in an order where what it reads is known first;
 * a pre() value no equation fixes keeps its variable's start value.
 */
#include <stdlib.h>

#include "flat/flat.h"

/* The pre() value a reference stands for at initialization: pre(v) itself;
   v, when nothing gives v then (v = pre(v)); for a v the discrete equations
   give as an alias (v = w, v = pre(w)), what the alias stands for.  NULL:
   e is no reference, or v is computed at initialization. */
static Var *pre_of(const Expr *e, const FlatModel *model, const Equation **given, int depth)
{
  if (expr_is_call(e, "pre") && e->args.count == 1) {
    const Expr *a = e->args.items[0];
    return a->kind == EX_NAME && a->var && a->var->kind == VAR_DISCRETE ? a->var : NULL;
  }
  if (e->kind != EX_NAME || !e->var || e->var->kind != VAR_DISCRETE || depth > model->discretes.count)
    return NULL;
  const Equation *g = given[e->var->index];
  if (!g)
    return e->var;
  if (g->kind != EQ_SIMPLE || list_index(&model->discrete_equations, g) < 0)
    return NULL;
  return pre_of(g->rhs, model, given, depth + 1);
}

typedef struct {
  Equation *eq;
  Var *side[2];   /* what each side of eq stands for (pre_of) */
  int to;         /* the side solved for, -1 while undecided */
} Row;

static Expr *pre_call(Var *v, SrcLoc loc)
{
  Expr *call = expr_new(EX_CALL, loc);
  call->string = "pre";
  call->depth = 2;
  list_push(&call->args, var_reference(v, loc));
  return call;
}

static void decide(Row *r, int side, const Equation **taken)
{
  r->to = side;
  taken[r->side[side]->index] = r->eq;
}

static void report_twice(const Row *r, const Equation **taken)
{
  const Var *v = r->side[0] ? r->side[0] : r->side[1];
  const Equation *other = taken[v->index];
  diag_error(r->eq->loc, "the initial problem is over-determined: 'pre(%s)' is given by this initial equation and "
             "by '%s'", v->name, diag_source_text(other->loc));
  diag_note(other->loc, "'pre(%s)' is determined here at initialization", v->name);
}

/* One row decided if it can be: a single side it stands for, or a single
   one not yet taken.  Returns whether it was (or failed, reported). */
static bool decide_forced(Row *r, const Equation **taken)
{
  bool free0 = r->side[0] && !taken[r->side[0]->index];
  bool free1 = r->side[1] && r->side[1] != r->side[0] && !taken[r->side[1]->index];
  if (free0 && free1)
    return false;
  if (!free0 && !free1)
    report_twice(r, taken);
  else
    decide(r, free0 ? 0 : 1, taken);
  return true;
}

/* Each row solved for one side: first those with one choice, then an
   alias pre(a) = pre(b) with both open for its left side, which may leave
   others one choice, until all are decided (orient_alias, for values). */
static void orient_rows(Row *rows, int n, const Equation **taken)
{
  for (bool open = true; open;) {
    bool progress = true;
    while (progress) {
      progress = false;
      for (int i = 0; i < n; i++)
        if (rows[i].to < 0 && decide_forced(&rows[i], taken)) {
          rows[i].to = rows[i].to < 0 ? 0 : rows[i].to;
          progress = true;
        }
    }
    open = false;
    for (int i = 0; i < n && !open; i++)
      if (rows[i].to < 0) {
        decide(&rows[i], 0, taken);
        open = true;
      }
  }
}

/* Does e read pre(v) or v of the discrete variable data? */
static bool reads_var(const Expr *e, const void *data)
{
  return e->kind == EX_NAME && e->var == data;
}

/* The statement of a decided row: pre(t) = the other side, a reference
   read as the pre() value it stands for. */
static Equation *row_statement(const Row *r)
{
  Var *t = r->side[r->to], *alias = r->side[!r->to];
  Expr *value = r->to ? r->eq->lhs : r->eq->rhs;
  Equation *eq = xcalloc(1, sizeof *eq);
  eq->kind = EQ_SIMPLE;
  eq->loc = r->eq->loc;
  eq->lhs = pre_call(t, r->eq->loc);
  eq->rhs = alias && alias != t ? pre_call(alias, value->loc) : value;
  return eq;
}

/* The rows' statements, each after those of what it reads, and t =
   pre(t) after the one of a t that nothing else gives.  A loop among them
   is reported. */
static void emit_rows(const Row *rows, int n, const Equation **given, PtrList *out)
{
  Equation **statements = xcalloc((size_t)n + 1, sizeof *statements);
  for (int i = 0; i < n; i++)
    statements[i] = row_statement(&rows[i]);
  for (int emitted = 0; emitted < n; emitted++) {
    int pick = -1;
    for (int i = 0; i < n && pick < 0; i++) {
      bool ready = statements[i] != NULL;
      for (int k = 0; k < n && ready; k++)
        ready = k == i || !statements[k] || !expr_any(statements[i]->rhs, reads_var, rows[k].side[rows[k].to]);
      pick = ready ? i : -1;
    }
    if (pick < 0) {
      for (int i = 0; i < n && pick < 0; i++)
        pick = statements[i] ? i : -1;
      diag_error(rows[pick].eq->loc, "the initial equations for pre() values form a loop through this one");
      break;
    }
    Var *t = rows[pick].side[rows[pick].to];
    list_push(out, statements[pick]);
    statements[pick] = NULL;
    if (!given[t->index]) {
      Equation *now = xcalloc(1, sizeof *now);
      now->kind = EQ_SIMPLE;
      now->loc = rows[pick].eq->loc;
      now->rhs = pre_call(t, now->loc);
      now->lhs = var_reference(t, now->loc);
      list_push(out, now);
    }
  }
  free(statements);
}

void initial_pre_solve(FlatModel *model, const Equation **given)
{
  Row *rows = xcalloc((size_t)model->initial_discrete.count + 1, sizeof *rows);
  int n = 0;
  PtrList rest = { 0 };
  for (int i = 0; i < model->initial_discrete.count; i++) {
    Equation *eq = model->initial_discrete.items[i];
    Row r = { eq, { pre_of(eq->lhs, model, given, 0), pre_of(eq->rhs, model, given, 0) }, -1 };
    if (eq->kind == EQ_SIMPLE && (r.side[0] || r.side[1]))
      rows[n++] = r;
    else
      list_push(&rest, eq);
  }
  const Equation **taken = xcalloc((size_t)model->discretes.count + 1, sizeof *taken);
  orient_rows(rows, n, taken);
  PtrList solved = { 0 };
  if (!diag_error_count())
    emit_rows(rows, n, given, &solved);
  for (int i = 0; i < rest.count; i++)
    list_push(&solved, rest.items[i]);
  free(model->initial_discrete.items);
  model->initial_discrete = solved;
  free(rest.items);
  free(taken);
  free(rows);
}
