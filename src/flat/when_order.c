/*
 * when_order.c - the order of one pass of the event iteration (spec 8.6:
 * the equations of when-clauses are sorted like any others).  Each
 * equation of a when-branch, each discrete equation and algorithm outside
 * when-clauses, and each when-clause's choice of branch is a step; a step
 * goes after the steps that define the discrete variables it reads (not
 * through pre()), so that `a = b + 1; b = pre(b) + 10;` reads the new b,
 * and a condition reading a variable another clause sets sees its new
 * value.  A variable that needs its own new value is an error.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"

typedef struct Graph {
  const FlatModel *model;
  PtrList steps;        /* EventStep */
  PtrList *defining;    /* [discrete index] steps defining it */
  PtrList *edges;       /* [step] successors, coded 2 * step + hard */
  int *pending, *hard_pending;
} Graph;

static EventStep *add_step(Graph *g, EventStepKind kind, const WhenClause *w, int clause, int branch)
{
  EventStep *s = xcalloc(1, sizeof *s);
  s->kind = kind;
  s->when = w;
  s->clause = clause;
  s->branch = branch;
  s->place = g->steps.count;
  list_push(&g->steps, s);
  return s;
}

static void define(Graph *g, const Expr *target, EventStep *s)
{
  if (!target || target->kind != EX_NAME || !target->var || target->var->kind != VAR_DISCRETE)
    return;
  list_push(&g->defining[target->var->index], s);
  if (!s->defines)
    s->defines = target->var;
}

/* The discrete variables that statements assign, in if-branches too. */
static void define_all(Graph *g, const PtrList *statements, EventStep *s)
{
  for (int i = 0; i < statements->count; i++) {
    const Equation *eq = statements->items[i];
    if ((eq->kind == EQ_SIMPLE || eq->kind == EQ_ASSIGN) && eq->lhs && eq->lhs->kind == EX_TUPLE) {
      for (int k = 0; k < eq->lhs->args.count; k++)
        define(g, eq->lhs->args.items[k], s);
    } else if (eq->kind == EQ_SIMPLE || eq->kind == EQ_ASSIGN) {
      define(g, eq->lhs, s);
    }
    for (int b = 0; b < eq->branches.count; b++)
      define_all(g, &((Branch *)eq->branches.items[b])->equations, s);
  }
}

/* The steps, and what each defines. */
static void make_steps(Graph *g)
{
  const FlatModel *m = g->model;
  for (int i = 0, base = 0; i < m->whens.count; i++) {
    const WhenClause *w = m->whens.items[i];
    EventStep *select = add_step(g, STEP_SELECT, w, i, 0);
    select->first_branch = base;
    for (int b = 0; b < w->equation->branches.count; b++) {
      const PtrList *body = &((Branch *)w->equation->branches.items[b])->equations;
      if (w->statements) {   /* an algorithm's when-statement: its body in the order written */
        EventStep *s = add_step(g, STEP_BODY, w, i, b);
        s->first_branch = base;
        define_all(g, body, s);
        continue;
      }
      for (int k = 0; k < body->count; k++) {
        EventStep *s = add_step(g, STEP_EQUATION, w, i, b);
        s->first_branch = base;
        s->equation = body->items[k];
        PtrList one = { (void **)&s->equation, 1, 1 };
        define_all(g, &one, s);
      }
    }
    base += w->equation->branches.count;
  }
  for (int i = 0; i < m->discrete_equations.count; i++) {
    EventStep *s = add_step(g, STEP_DISCRETE, NULL, -1, 0);
    s->equation = m->discrete_equations.items[i];
    define(g, s->equation->lhs, s);
  }
  for (int i = 0; i < m->discrete_algorithms.count; i++) {
    EventStep *s = add_step(g, STEP_ALGORITHM, NULL, -1, 0);
    s->algorithm = m->discrete_algorithms.items[i];
    define_all(g, &s->algorithm->statements, s);
  }
}

typedef struct Reader {
  Graph *g;
  EventStep *step;
  bool hard;            /* the value read is needed (not a preference) */
  const Equation *current;  /* the equation 'v = expr' being read */
} Reader;

static void add_edge(Graph *g, int from, int to, bool hard)
{
  list_push(&g->edges[from], (void *)(intptr_t)(2 * to + hard));
  g->pending[to]++;
  g->hard_pending[to] += hard;
}

static bool statements(const EventStep *s)
{
  return s->kind == STEP_BODY || s->kind == STEP_ALGORITHM;
}

/* Branches of one clause never run together: no order between them.  Steps
   of algorithm sections keep their order among themselves: in one section
   a statement reads what a later one assigns as it was before the event. */
static bool exclusive(const EventStep *a, const EventStep *b)
{
  return (a->when && a->when == b->when && a->branch != b->branch && a->kind != STEP_SELECT &&
          b->kind != STEP_SELECT) || (statements(a) && statements(b));
}

static void read_var(Reader *r, const Var *v)
{
  if (!v || v->kind != VAR_DISCRETE)
    return;
  if (r->current && v == r->current->lhs->var && r->hard)
    r->step->self_read = r->current;
  const PtrList *defs = &r->g->defining[v->index];
  for (int i = 0; i < defs->count; i++) {
    EventStep *d = defs->items[i];
    if (exclusive(d, r->step))
      continue;
    if (d == r->step || (r->step->kind == STEP_SELECT && d->when == r->step->when))
      continue;   /* inside one step the order is the written one; a condition reads
                     its own clause's variables as they were */
    add_edge(r->g, d->place, r->step->place, r->hard);
  }
}

/* pre(v) is the value before the event; edge(b) and change(v) prefer to
   come after b's step but may close a loop (their rise shows in the next pass). */
static void read_expr(Reader *r, const Expr *e)
{
  if (!e || expr_is_call(e, "pre"))
    return;
  bool hard = r->hard;
  if (expr_is_call(e, "edge") || expr_is_call(e, "change"))
    r->hard = false;
  if (e->kind == EX_NAME)
    read_var(r, e->var);
  read_expr(r, e->a);
  read_expr(r, e->b);
  read_expr(r, e->c);
  for (int i = 0; i < e->args.count; i++)
    read_expr(r, e->args.items[i]);
  r->hard = hard;
}

/* What statements read: right-hand sides, conditions, arguments. */
static void read_statements(Reader *r, const PtrList *statements)
{
  for (int i = 0; i < statements->count; i++) {
    const Equation *eq = statements->items[i];
    if (eq->kind == EQ_CALL)
      read_expr(r, eq->lhs);
    else if (eq->kind != EQ_SIMPLE && eq->kind != EQ_ASSIGN)
      ;
    else if (eq->lhs && eq->lhs->kind != EX_NAME && eq->lhs->kind != EX_TUPLE)
      read_expr(r, eq->lhs);
    r->current = eq->lhs && eq->lhs->kind == EX_NAME && eq->kind != EQ_CALL ? eq : NULL;
    read_expr(r, eq->rhs);
    r->current = NULL;
    for (int b = 0; b < eq->branches.count; b++) {
      read_expr(r, ((Branch *)eq->branches.items[b])->condition);
      read_statements(r, &((Branch *)eq->branches.items[b])->equations);
    }
  }
}

static void read_step(Graph *g, EventStep *s)
{
  Reader r = { g, s, s->kind == STEP_EQUATION || s->kind == STEP_DISCRETE, NULL };
  if (s->kind == STEP_SELECT) {
    const PtrList *branches = &s->when->equation->branches;
    for (int b = 0; b < branches->count; b++)
      read_expr(&r, ((Branch *)branches->items[b])->condition);
  } else if (s->kind == STEP_EQUATION || s->kind == STEP_DISCRETE) {
    PtrList one = { (void **)&s->equation, 1, 1 };
    read_statements(&r, &one);
  } else {
    read_statements(&r, s->algorithm ? &s->algorithm->statements
                                     : &((Branch *)s->when->equation->branches.items[s->branch])->equations);
  }
}

/* Every step's reads become edges; a clause's choice of branch goes before
   its equations.  A condition is evaluated again in its step only when it
   reads what a step defines. */
static void add_edges(Graph *g)
{
  int n = g->steps.count;
  g->edges = xcalloc((size_t)n + 1, sizeof *g->edges);
  g->pending = xcalloc((size_t)n + 1, sizeof *g->pending);
  g->hard_pending = xcalloc((size_t)n + 1, sizeof *g->hard_pending);
  EventStep *select = NULL;
  for (int i = 0; i < n; i++) {
    EventStep *s = g->steps.items[i];
    read_step(g, s);
    if (s->kind == STEP_SELECT)
      select = s;
    else if (s->when)
      add_edge(g, select->place, i, true);
  }
  for (int i = 0; i < n; i++) {
    EventStep *s = g->steps.items[i];
    if (s->kind == STEP_SELECT)
      s->recompute = g->pending[i] > 0;
  }
}

static const char *step_name(const EventStep *s)
{
  return s->defines ? s->defines->name : "?";
}

static SrcLoc step_loc(const EventStep *s)
{
  return s->equation ? s->equation->loc : s->algorithm ? s->algorithm->loc : s->when->equation->loc;
}

/* A step left over by the hard-edge sort has a hard predecessor left over
   too: walking back from one reaches a loop; it is reported. */
static void report_loop(Graph *g, const bool *placed, int start)
{
  int n = g->steps.count;
  int *seen = xcalloc((size_t)n, sizeof *seen), *path = xmalloc(sizeof *path * (size_t)n);
  int length = 0, at = start;
  while (!seen[at]) {
    seen[at] = ++length;
    path[length - 1] = at;
    int previous = -1;
    for (int p = 0; p < n && previous < 0; p++)
      for (int k = 0; !placed[p] && k < g->edges[p].count && previous < 0; k++) {
        intptr_t code = (intptr_t)g->edges[p].items[k];
        if ((code & 1) && code / 2 == at)
          previous = p;
      }
    at = previous;
  }
  /* forward from at: at, then path[length - 1] down to path[seen[at]] */
  EventStep *first = g->steps.items[at];
  char *names = xsprintf("'%s'", step_name(first));
  for (int i = length - 1, shown = 1; i >= seen[at] && shown < 10; i--, shown++)
    names = xsprintf("%s, '%s'", names, step_name(g->steps.items[path[i]]));
  diag_error(step_loc(first), "algebraic loop between the equations defining %s at an event: each needs the "
             "other's new value (use pre() to read the value before the event)", names);
  for (int i = length - 1; i >= seen[at]; i--)
    diag_note(step_loc(g->steps.items[path[i]]), "part of the loop");
  free(seen);
  free(path);
}

/* The steps ready to take, smallest place first (a binary heap): the order
   stays the one written where nothing forces another. */
typedef struct Ready { int *heap, count; } Ready;

static void ready_push(Ready *r, int step)
{
  int i = r->count++;
  for (; i > 0 && r->heap[(i - 1) / 2] > step; i = (i - 1) / 2)
    r->heap[i] = r->heap[(i - 1) / 2];
  r->heap[i] = step;
}

static int ready_pop(Ready *r)
{
  int top = r->heap[0], last = r->heap[--r->count], i = 0;
  for (;;) {
    int child = 2 * i + 1;
    if (child >= r->count)
      break;
    if (child + 1 < r->count && r->heap[child + 1] < r->heap[child])
      child++;
    if (r->heap[child] >= last)
      break;
    r->heap[i] = r->heap[child];
    i = child;
  }
  if (r->count)
    r->heap[i] = last;
  return top;
}

/* Where all edges leave nothing to take, a loop through conditions or
   edge()/change() is cut: first at a clause's choice of branch, which then
   uses the conditions as the pass began; else at a step only soft edges
   hold back.  -1 for hard_only: such a loop is an error. */
static int cut_loop(const Graph *g, const bool *placed, bool hard_only)
{
  for (int pass = 0; pass < 3 && !hard_only; pass++)
    for (int i = 0; i < g->steps.count; i++) {
      const EventStep *s = g->steps.items[i];
      if (!placed[i] && (pass == 2 || (pass == 0 ? s->kind == STEP_SELECT : g->hard_pending[i] == 0)))
        return i;
    }
  return -1;
}

/* Kahn's sort on the steps: hard edges only (report: the loops are errors),
   or all edges, a step being taken when every predecessor is. */
static void sort_steps(Graph *g, bool hard_only, PtrList *order)
{
  int n = g->steps.count, taken = 0;
  int *count = xmalloc(sizeof *count * ((size_t)n + 1));
  Ready ready = { xmalloc(sizeof *ready.heap * ((size_t)n + 1)), 0 };
  bool *placed = xcalloc((size_t)n + 1, sizeof *placed);
  for (int i = 0; i < n; i++)
    if ((count[i] = hard_only ? g->hard_pending[i] : g->pending[i]) == 0)
      ready_push(&ready, i), placed[i] = true;
  while (taken < n) {
    while (ready.count) {
      int i = ready_pop(&ready);
      taken++;
      if (order)
        list_push(order, g->steps.items[i]);
      for (int k = 0; k < g->edges[i].count; k++) {
        intptr_t code = (intptr_t)g->edges[i].items[k];
        int to = (int)(code / 2);
        if ((!hard_only || (code & 1)) && --count[to] == 0 && !placed[to])
          ready_push(&ready, to), placed[to] = true;
      }
    }
    if (taken == n)
      break;
    int cut = cut_loop(g, placed, hard_only);
    if (cut < 0) {
      for (int i = 0; i < n && cut < 0; i++)
        if (!placed[i])
          report_loop(g, placed, cut = i);
      break;
    }
    ((EventStep *)g->steps.items[cut])->recompute = false;
    ready_push(&ready, cut), placed[cut] = true;
  }
  free(count);
  free(ready.heap);
  free(placed);
}

/* A when-equation such as y = x + y: y's new value would need itself. */
static void report_self_reads(const Graph *g)
{
  for (int i = 0; i < g->steps.count; i++) {
    const EventStep *s = g->steps.items[i];
    if (!s->self_read || s->kind != STEP_EQUATION)
      continue;
    const char *name = s->self_read->lhs->var->name;
    diag_error(s->self_read->loc, "'%s' appears on both sides of this equation in a when-clause: its new value "
               "would need itself (an algebraic loop); write pre(%s) to use its value before the event", name, name);
  }
}

PtrList when_order(const FlatModel *model, bool report)
{
  Graph g = { .model = model };
  g.defining = xcalloc((size_t)model->discretes.count + 1, sizeof *g.defining);
  make_steps(&g);
  add_edges(&g);
  PtrList order = { 0 };
  if (report) {
    report_self_reads(&g);
    if (!diag_error_count())
      sort_steps(&g, true, NULL);
  } else {
    sort_steps(&g, false, &order);
  }
  for (int i = 0; i < g.steps.count; i++)
    free(g.edges[i].items);
  for (int i = 0; i < model->discretes.count; i++)
    free(g.defining[i].items);
  free(g.edges);
  free(g.pending);
  free(g.hard_pending);
  free(g.defining);
  for (int i = 0; report && i < g.steps.count; i++)
    free(g.steps.items[i]);
  free(g.steps.items);
  return order;
}
