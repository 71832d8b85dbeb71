/*
 * events.c - what generates events in a flat model: numbers the relations on
 * continuously changing quantities (identical ones share a number), the
 * stepping functions whose values are frozen between events (floor, ceil,
 * integer, div, mod, rem), the sample() time events and the delay() calls;
 * applies per-when hysteresis; orders the discrete equations outside when-clauses and rejects
 * loops among them.  It changes no equation.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"

/* annotation(__hysc(hysteresis = 1e-6)) on a when-clause: NAN when absent */
static double when_hysteresis(const Equation *when)
{
  for (int i = 0; i < when->annotation.count; i++) {
    Modification *m = when->annotation.items[i];
    if (strcmp(m->name, "__hysc") != 0)
      continue;
    for (int k = 0; k < m->nested.count; k++) {
      Modification *s = m->nested.items[k];
      double value;
      if (strcmp(s->name, "hysteresis") != 0)
        continue;
      if (!s->value || !literal_number(s->value, &value) || value < 0)
        diag_error(s->loc, "hysteresis must be a non-negative number");
      else
        return value;
    }
  }
  return NAN;
}

/* ---- relations, frozen functions, samples ---- */

typedef struct Numbering {
  FlatModel *model;
  bool create;          /* false: only reuse relations that exist */
  double hysteresis;    /* for relations of an annotated when-condition */
  const Algorithm *algorithm; /* the algorithm being numbered */
} Numbering;

/* The relations by text, hashed (open addressing, at most half full): a
   model with many when-clauses must not compare each with all before it. */
static int *relation_slots;   /* relation index, -1 for a free slot */
static size_t relation_slots_size;

static size_t text_hash(const char *s)
{
  size_t h = 2166136261u;
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

static int *relation_slot(const FlatModel *model, const char *text)
{
  size_t i = text_hash(text) & (relation_slots_size - 1);
  while (relation_slots[i] >= 0 && strcmp(((Relation *)model->relations.items[relation_slots[i]])->text, text))
    i = (i + 1) & (relation_slots_size - 1);
  return &relation_slots[i];
}

static int find_relation(const FlatModel *model, const char *text)
{
  return relation_slots ? *relation_slot(model, text) : -1;
}

/* Adds the last relation of the model to the table, growing it first. */
static void remember_relation(const FlatModel *model)
{
  if ((size_t)model->relations.count * 2 > relation_slots_size) {
    free(relation_slots);
    relation_slots_size = relation_slots_size ? 2 * relation_slots_size : 64;
    relation_slots = xmalloc(sizeof *relation_slots * relation_slots_size);
    for (size_t i = 0; i < relation_slots_size; i++)
      relation_slots[i] = -1;
    for (int k = 0; k < model->relations.count - 1; k++)
      *relation_slot(model, ((Relation *)model->relations.items[k])->text) = k;
  }
  int last = model->relations.count - 1;
  *relation_slot(model, ((Relation *)model->relations.items[last])->text) = last;
}

static bool varies_between_events(const Expr *e);
enum { MAX_STATEMENT_NESTING = 64 };

/* Can node alone make its expression change during the run?  A variable
   marked set_by_parameters is read like the parameters that set it. */
static bool changes_in_run(const Expr *e, const void *data)
{
  if (e->kind == EX_NAME) {
    if (!e->var)
      return e->builtin == BUILTIN_TIME || e->subscripts.count > 0;
    return e->var != data && !(e->var->kind == VAR_PARAMETER || e->var->kind == VAR_CONSTANT ||
                               e->var->set_by_parameters);
  }
  if (e->kind != EX_CALL)
    return false;
  static const char *changing[] = { "der", "pre", "edge", "change", "initial", "terminal", "sample", "delay", NULL };
  for (int i = 0; changing[i]; i++)
    if (!strcmp(e->string, changing[i]))
      return true;
  /* an impure function may give another value each call */
  return e->function && (!e->function->cls || e->function->cls->impure);
}

static void collect_name(Expr *e, void *data)
{
  if (e->kind == EX_NAME)
    list_push(data, e);
}

/* The one variable of eq that parameters do not set yet, when it is an
   unmarked algebraic variable (not an algorithm's output, own[index]) and
   all else eq reads is parameters, constants and marked variables; NULL else */
static Var *only_unknown(const Equation *eq, const bool *own)
{
  PtrList names = { 0 };
  Var *v = NULL;
  expr_walk(eq->lhs, collect_name, &names, false);
  expr_walk(eq->rhs, collect_name, &names, false);
  for (int i = 0; !v && i < names.count; i++)
    if (changes_in_run(names.items[i], NULL))
      v = ((Expr *)names.items[i])->var;
  free(names.items);
  if (!v || v->kind != VAR_ALGEBRAIC || v->set_by_parameters || own[v->index] ||
      expr_any(eq->lhs, changes_in_run, v) || expr_any(eq->rhs, changes_in_run, v))
    return NULL;
  return v;
}

/* Marks the variables whose value parameters and constants alone set,
   through an equation in which every other variable is such (T = T_ref,
   0 = p - 2*v, or a chain of such), or their assignment: in any matching
   of equations to unknowns that equation is the variable's.  A relation on
   one is evaluated like one on the parameters (no root function) and a
   discrete equation may read it (here); assignments.c takes a call on
   them for a constant of the run.  A few passes follow chains; what is
   left unmarked only keeps its root functions. */
static void mark_set_by_parameters(const FlatModel *model)
{
  int n = model->states.count + model->algebraics.count;
  bool *own = xcalloc((size_t)n + 1, sizeof *own);   /* an algorithm's output: its statements say */
  for (int i = 0; i < model->algorithms.count; i++) {
    const Algorithm *a = model->algorithms.items[i];
    for (int k = 0; k < a->outputs.count; k++)
      if (((Var *)a->outputs.items[k])->kind == VAR_ALGEBRAIC)
        own[((Var *)a->outputs.items[k])->index] = true;
  }
  for (int pass = 0, changed = 1; changed && pass < 8; pass++) {
    changed = 0;
    for (int i = 0; i < model->algebraics.count; i++) {
      Var *v = model->algebraics.items[i];
      if (!v->set_by_parameters && !own[v->index] && v->assignment && !expr_any(v->assignment, changes_in_run, NULL))
        changed = v->set_by_parameters = true;
    }
    for (int i = 0; i < model->equations.count; i++) {
      const Equation *eq = model->equations.items[i];
      Var *v = eq->kind == EQ_SIMPLE && eq->lhs && eq->rhs ? only_unknown(eq, own) : NULL;
      if (v)
        changed = v->set_by_parameters = true;
    }
  }
  free(own);
}

/* Does node read an output of the algorithm (data)? */
static bool reads_output(const Expr *node, const void *data)
{
  const Algorithm *a = data;
  return node->kind == EX_NAME && node->var && list_contains(&a->outputs, node->var);
}

/* The slot of a delay() or stepping function written alike before
   (kind 'd' or 'f' and its text), else -1 after remembering slot for it:
   x[integer(delay(r, d))] repeats its subscript in each choice among the
   elements, which is one delay line and one frozen value. */
static int same_slot(const FlatModel *model, char kind, const Expr *e, int slot)
{
  static Map slots;   /* slot + 1 */
  char *key = xsprintf("%c%p %s", kind, (const void *)model, expr_to_string(e));
  void *found = map_get(&slots, key);
  if (found)
    return (int)(intptr_t)found - 1;
  map_put(&slots, key, (void *)(intptr_t)(slot + 1));
  return -1;
}

/* Numbers e when it generates events.  Called on the children first, so a
   stepping function is numbered (frozen) before the relation around it. */
static void number_events(Expr *e, void *data)
{
  Numbering *n = data;
  FlatModel *model = n->model;
  if (expr_is_call(e, "sample")) {
    e->slot = model->samples.count;
    list_push(&model->samples, e);
    return;
  }
  if (expr_is_call(e, "delay")) {
    e->slot = same_slot(model, 'd', e, model->delays.count);
    if (e->slot < 0) {
      e->slot = model->delays.count;
      list_push(&model->delays, e);
    }
    return;
  }
  if (e->kind == EX_CALL && is_stepping_function(e->string)) {
    Expr *arg = e->args.items[0];
    if (!expr_varies_continuously(e))
      return;
    if ((!n->algorithm || !expr_any(e, reads_output, n->algorithm)) &&
        (e->slot = same_slot(model, 'f', e, model->frozen.count)) >= 0)
      return;
    Frozen *fr = xcalloc(1, sizeof *fr);
    fr->call = e;
    if (!strcmp(e->string, "floor") || !strcmp(e->string, "integer") || !strcmp(e->string, "mod"))
      fr->kind = FROZEN_FLOOR;
    else if (!strcmp(e->string, "ceil"))
      fr->kind = FROZEN_CEIL;
    else
      fr->kind = FROZEN_TRUNC;  /* div, rem */
    fr->argument = e->args.count == 2 ? expr_binary(OP_DIV, arg, e->args.items[1], e->loc) : arg;
    fr->algorithm = n->algorithm && expr_any(e, reads_output, n->algorithm) ? n->algorithm : NULL;
    e->slot = model->frozen.count;
    list_push(&model->frozen, fr);
    return;
  }
  if (e->kind != EX_BINARY || !(e->op == OP_LT || e->op == OP_LE || e->op == OP_GT || e->op == OP_GE))
    return;
  /* operands that change only at events (frozen floor/integer, pre, discrete
     variables): the relation is evaluated exactly in the event iteration */
  if (!varies_between_events(e))
    return;
  char *text = expr_to_string(e);
  /* one that reads what its algorithm assigns has the value at its
     statement, not the variable's: a relation of its own, never shared */
  const Algorithm *own = n->algorithm && expr_any(e, reads_output, n->algorithm) ? n->algorithm : NULL;
  e->relation = own ? -1 : find_relation(model, text);
  if (e->relation < 0 && n->create) {
    Relation *r = xcalloc(1, sizeof *r);
    r->expr = e;
    r->text = text;
    r->hysteresis = NAN;
    r->algorithm = own;
    e->relation = model->relations.count;
    list_push(&model->relations, r);
    if (!own)
      remember_relation(model);
  }
  if (e->relation >= 0 && !isnan(n->hysteresis)) {
    Relation *r = model->relations.items[e->relation];
    if (isnan(r->hysteresis) || n->hysteresis < r->hysteresis)
      r->hysteresis = n->hysteresis;
  }
}

static void number_in_equation(Numbering *n, Equation *eq)
{
  if (eq->kind == EQ_IF) {
    for (int b = 0; b < eq->branches.count; b++) {
      Branch *br = eq->branches.items[b];
      expr_walk(br->condition, number_events, n, true);
      for (int k = 0; k < br->equations.count; k++)
        number_in_equation(n, br->equations.items[k]);
    }
    return;
  }
  expr_walk(eq->lhs, number_events, n, true);
  expr_walk(eq->rhs, number_events, n, true);
}

/* Relations on continuous quantities become zero crossings; identical ones
   share a number.  When-bodies only reuse the relations of conditions and
   equations: there they are evaluated at events anyway. */
void events_number(FlatModel *model)
{
  Numbering n = { model, true, NAN, NULL };
  relation_slots = NULL;   /* the table is this model's: start it empty */
  relation_slots_size = 0;
  mark_set_by_parameters(model);
  for (int i = 0; i < model->equations.count; i++)
    number_in_equation(&n, model->equations.items[i]);
  for (int i = 0; i < model->asserts.count; i++)
    number_in_equation(&n, model->asserts.items[i]);
  for (int i = 0; i < model->algorithms.count; i++) {
    Algorithm *a = model->algorithms.items[i];
    n.algorithm = a;
    for (int k = 0; k < a->statements.count; k++)
      number_in_equation(&n, a->statements.items[k]);
  }
  n.algorithm = NULL;
  int conditions = 0, branches = 0;
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    w->first_condition = conditions;
    n.hysteresis = when_hysteresis(w->equation);
    for (int b = 0; b < w->equation->branches.count; b++) {
      Branch *br = w->equation->branches.items[b];
      expr_walk(br->condition, number_events, &n, true);
      conditions += br->condition->kind == EX_ARRAY ? br->condition->args.count : 1;
      branches++;
    }
  }
  model->n_conditions = conditions;
  model->n_when_branches = branches;
  n.hysteresis = NAN;
  for (int i = 0; i < model->discrete_equations.count; i++)
    number_in_equation(&n, model->discrete_equations.items[i]);
  for (int i = 0; i < model->discrete_algorithms.count; i++) {
    Algorithm *a = model->discrete_algorithms.items[i];
    n.algorithm = a;
    for (int k = 0; k < a->statements.count; k++)
      number_in_equation(&n, a->statements.items[k]);
  }
  n.algorithm = NULL;
  n.create = false;
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    for (int b = 0; b < w->equation->branches.count; b++) {
      Branch *br = w->equation->branches.items[b];
      for (int k = 0; k < br->equations.count; k++)
        number_in_equation(&n, br->equations.items[k]);
    }
  }
}

/* ---- discrete equations outside when-clauses ---- */

/* Does e change between events?  Relations, floor/ceil/integer/div with events,
   pre(), sample(), edge() and the like are constant between events. */
static bool varies_between_events(const Expr *e)
{
  if (!e)
    return false;
  if (e->kind == EX_BINARY && e->relation >= 0)
    return false;
  if (e->kind == EX_CALL) {
    static const char *constant[] = { "pre", "sample", "initial", "terminal", "edge", "change", NULL };
    for (int i = 0; constant[i]; i++)
      if (!strcmp(e->string, constant[i]))
        return false;
    if (e->slot >= 0 && !e->function && strcmp(e->string, "mod") && strcmp(e->string, "rem") &&
        strcmp(e->string, "String"))   /* String()'s slot is its value's type */
      return false;  /* frozen floor, ceil, integer, div */
    if (!strcmp(e->string, "der"))
      return true;
  }
  if (e->kind == EX_NAME)
    return e->builtin == BUILTIN_TIME || (e->var && (e->var->kind == VAR_STATE || e->var->kind == VAR_ALGEBRAIC) &&
                                          !e->var->set_by_parameters);
  if (varies_between_events(e->a) || varies_between_events(e->b) || varies_between_events(e->c))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (varies_between_events(e->args.items[i]))
      return true;
  return false;
}

/* The discrete variables a discrete equation reads (not through pre()),
   among those that discrete equations define: defining[index] is the
   defining equation's place + 1, seen[index] the last equation that read it. */
typedef struct DiscreteReads { const int *defining; int *seen; int stamp; PtrList reads; } DiscreteReads;

static void collect_discrete_reads(const Expr *e, DiscreteReads *r)
{
  if (!e || (e->kind == EX_CALL && (!strcmp(e->string, "pre") || !strcmp(e->string, "edge") ||
                                    !strcmp(e->string, "change"))))
    return;  /* pre(b) is last event's value: no loop through it */
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_DISCRETE && r->defining[e->var->index] &&
      r->seen[e->var->index] != r->stamp) {
    r->seen[e->var->index] = r->stamp;
    list_push(&r->reads, e->var);
  }
  collect_discrete_reads(e->a, r);
  collect_discrete_reads(e->b, r);
  collect_discrete_reads(e->c, r);
  for (int i = 0; i < e->args.count; i++)
    collect_discrete_reads(e->args.items[i], r);
}

/* d := y in an algorithm outside when-clauses, the statement form of the
   discrete equation d = y: the same rule holds. */
static void check_discrete_statements(const PtrList *statements, int depth)
{
  for (int i = 0; depth < MAX_STATEMENT_NESTING && i < statements->count; i++) {
    const Equation *s = statements->items[i];
    const Var *v = s->kind == EQ_ASSIGN && s->lhs && s->lhs->kind == EX_NAME ? s->lhs->var : NULL;
    if (v && v->kind == VAR_DISCRETE && varies_between_events(s->rhs))
      diag_error(s->rhs->loc, "discrete variable '%s' is assigned '%s', which changes between events: assign it in "
                 "a when-statement, or use relations (x > 0) or floor/integer", v->name,
                 diag_source_text(s->rhs->loc));
    for (int b = 0; b < s->branches.count; b++)
      check_discrete_statements(&((Branch *)s->branches.items[b])->equations, depth + 1);
  }
}

/* Checks the discrete equations and puts them in dependency order (Kahn's:
   an equation goes once every equation it reads from has gone), so that one
   pass at an event evaluates each after what it reads. */
void events_order_discrete(FlatModel *model)
{
  int n = model->discrete_equations.count, nd = model->discretes.count;
  PtrList pending = { 0 }, ordered = { 0 };
  int *defining = xcalloc((size_t)nd + 1, sizeof *defining);
  for (int i = 0; i < model->discrete_algorithms.count; i++)
    check_discrete_statements(&((Algorithm *)model->discrete_algorithms.items[i])->statements, 0);
  for (int i = 0; i < n; i++) {
    Equation *eq = model->discrete_equations.items[i];
    Var *v = eq->lhs->var;
    defining[v->index] = i + 1;
    if (v->type != TYPE_BOOLEAN && varies_between_events(eq->rhs))
      diag_error(eq->rhs->loc, "discrete variable '%s' is given '%s', which changes between events: assign it in a "
                 "when-clause, or use relations (x > 0) or floor/integer", v->name, diag_source_text(eq->rhs->loc));
    else if (v->type == TYPE_BOOLEAN && varies_between_events(eq->rhs))
      diag_error(eq->rhs->loc, "'%s' changes between events (a relation inside noEvent?): a Boolean variable can only "
                 "change at events", diag_source_text(eq->rhs->loc));
  }
  int *waiting = xcalloc((size_t)n + 1, sizeof *waiting);
  PtrList *readers = xcalloc((size_t)n + 1, sizeof *readers);
  DiscreteReads r = { defining, xcalloc((size_t)nd + 1, sizeof(int)), 0, { 0 } };
  for (int i = 0; i < n; i++) {
    Equation *eq = model->discrete_equations.items[i];
    r.stamp = i + 1;
    r.reads.count = 0;
    collect_discrete_reads(eq->rhs, &r);
    waiting[i] = r.reads.count;
    for (int k = 0; k < r.reads.count; k++)
      list_push(&readers[defining[((Var *)r.reads.items[k])->index] - 1], (void *)(size_t)i);
  }
  int *queue = xmalloc(sizeof *queue * ((size_t)n + 1));
  int head = 0, tail = 0;
  for (int i = 0; i < n; i++)
    if (waiting[i] == 0)
      queue[tail++] = i;
  while (head < tail) {
    int i = queue[head++];
    list_push(&ordered, model->discrete_equations.items[i]);
    for (int k = 0; k < readers[i].count; k++) {
      int reader = (int)(size_t)readers[i].items[k];
      if (--waiting[reader] == 0)
        queue[tail++] = reader;
    }
  }
  for (int i = 0; i < n; i++)
    if (waiting[i] > 0)
      list_push(&pending, model->discrete_equations.items[i]);
  if (pending.count) {
    char *names = xstrdup("");
    for (int i = 0; i < pending.count && i < 10; i++)   /* ten at most: a loop may be long */
      names = xsprintf("%s%s'%s'", names, i ? ", " : "", ((Equation *)pending.items[i])->lhs->var->name);
    if (pending.count > 10)
      names = xsprintf("%s and %d more", names, pending.count - 10);
    Equation *first = pending.items[0];
    diag_error(first->loc, "algebraic loop between discrete equations defining %s: each needs the other's new value "
               "(use pre() to read the value before the event)", names);
    for (int i = 1; i < pending.count && i < 10; i++)
      diag_note(((Equation *)pending.items[i])->loc, "part of the loop");
  }
  model->discrete_equations = ordered;
}

