/*
 * walk.c - walks over expressions and equations, the traversals every stage
 * shares: visit each node (of an expression, an equation, a whole class), ask
 * whether any node passes a test, find a name.  It knows nothing of stages.
 */
#include <string.h>

#include "base/base.h"

/* class_walk goes no deeper into nested if- and for-equations: a bound on the stack */
enum { MAX_NESTING = 50 };

void expr_walk(Expr *e, ExprVisitor visit, void *data, bool skip_no_event)
{
  if (!e)
    return;
  if (skip_no_event && expr_is_call(e, "noEvent"))
    return;
  expr_walk(e->a, visit, data, skip_no_event);
  expr_walk(e->b, visit, data, skip_no_event);
  expr_walk(e->c, visit, data, skip_no_event);
  for (int i = 0; i < e->args.count; i++)
    expr_walk(e->args.items[i], visit, data, skip_no_event);
  visit(e, data);
}

bool expr_any(const Expr *e, bool (*test)(const Expr *node, const void *data), const void *data)
{
  if (!e)
    return false;
  if (test(e, data) || expr_any(e->a, test, data) || expr_any(e->b, test, data) || expr_any(e->c, test, data))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (expr_any(e->args.items[i], test, data))
      return true;
  return false;
}

void equation_walk(const Equation *eq, ExprVisitor visit, void *data)
{
  Expr *sides[] = { eq->lhs, eq->rhs, eq->index1 };
  for (int i = 0; i < 3; i++)
    if (sides[i])
      expr_walk(sides[i], visit, data, false);
  for (int b = 0; b < eq->branches.count; b++) {
    Branch *br = eq->branches.items[b];
    if (br->condition)
      expr_walk(br->condition, visit, data, false);
    for (int k = 0; k < br->equations.count; k++)
      equation_walk(br->equations.items[k], visit, data);
  }
}

bool expr_reads_name(const Expr *e, const char *name)
{
  if (!e)
    return false;
  if (e->kind == EX_NAME && !strcmp(e->string, name))
    return true;
  if (expr_reads_name(e->a, name) || expr_reads_name(e->b, name) || expr_reads_name(e->c, name))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (expr_reads_name(e->args.items[i], name))
      return true;
  for (int i = 0; i < e->named_args.count; i++)   /* a call not yet matched to its inputs */
    if (expr_reads_name(((Modification *)e->named_args.items[i])->value, name))
      return true;
  return false;
}

/* ---- for i loop: the range from i's uses as a subscript (spec 8.3.2.1) ---- */

typedef struct {
  const char *name;
  Expr *range;   /* 1:size(a, k) once a use is found */
} Deduction;

static Expr *integer_node(int value, SrcLoc loc)
{
  Expr *n = expr_new(EX_NUMBER, loc);
  n->number = value;
  n->integer_literal = true;
  return n;
}

/* size(a, k) for the use a[..., i, ...] of e, unless one alike is noted */
static void note_size(Deduction *d, const Expr *e, int k)
{
  if (d->range) {
    const Expr *first = d->range->c;
    for (int i = -1; i < d->range->args.count; i++) {
      const Expr *size = i < 0 ? first : d->range->args.items[i];
      if (!strcmp(((Expr *)size->args.items[0])->string, e->string) && ((Expr *)size->args.items[1])->number == k)
        return;
    }
  }
  Expr *array = expr_new(EX_NAME, e->loc), *size = expr_new(EX_CALL, e->loc);
  array->string = e->string;
  size->string = xstrdup("size");
  list_push(&size->args, array);
  list_push(&size->args, integer_node(k, e->loc));
  expr_note_depth(size);
  if (d->range) {
    list_push(&d->range->args, size);
    return;
  }
  d->range = expr_new(EX_RANGE, e->loc);
  d->range->a = integer_node(1, e->loc);
  d->range->c = size;
}

static void note_use(Expr *e, void *data)
{
  Deduction *d = data;
  for (int k = 0; k < e->subscripts.count; k++) {
    Expr *s = e->subscripts.items[k];
    if (s->kind == EX_NAME && !s->subscripts.count && !s->path.count && !strcmp(s->string, d->name)) {
      if (e->kind == EX_NAME && !e->path.count)   /* b[i].h: not deduced from */
        note_size(d, e, k + 1);
    } else {
      expr_walk(s, note_use, data, false);
    }
  }
}

bool deduce_iterator_ranges(PtrList *iterators, const PtrList *equations, Expr *expression)
{
  bool ok = true;
  for (int i = 0; i < iterators->count; i++) {
    Iterator *it = iterators->items[i];
    if (it->range)
      continue;
    Deduction d = { it->name, NULL };
    for (int k = 0; equations && k < equations->count; k++)
      equation_walk(equations->items[k], note_use, &d);
    expr_walk(expression, note_use, &d, false);
    if (!d.range) {
      diag_error(it->loc, "the range of '%s' cannot be deduced: it is written without 'in' but is used as no "
                 "array's subscript", it->name);
      ok = false;
      d.range = integer_node(1, it->loc);   /* for the stages after the error */
    }
    expr_note_depth(d.range);
    it->range = d.range;
  }
  return ok;
}

/* Every expression of an equation or statement, its ranges and branches. */
static void walk_equation(Equation *eq, ExprVisitor visit, void *data, int depth)
{
  if (depth > MAX_NESTING)
    return;
  expr_walk(eq->lhs, visit, data, false);
  expr_walk(eq->rhs, visit, data, false);
  for (int i = 0; i < eq->iterators.count; i++)
    expr_walk(((Iterator *)eq->iterators.items[i])->range, visit, data, false);
  for (int i = 0; i < eq->branches.count; i++) {
    Branch *b = eq->branches.items[i];
    expr_walk(b->condition, visit, data, false);
    for (int k = 0; k < b->equations.count; k++)
      walk_equation(b->equations.items[k], visit, data, depth + 1);
  }
}

/* The bindings, equations and algorithms of a class. */
void class_walk(ClassDef *cls, ExprVisitor visit, void *data)
{
  for (int i = 0; i < cls->components.count; i++)
    expr_walk(((Component *)cls->components.items[i])->binding, visit, data, false);
  for (int i = 0; i < cls->equations.count; i++)
    walk_equation(cls->equations.items[i], visit, data, 0);
  for (int i = 0; i < cls->initial_equations.count; i++)
    walk_equation(cls->initial_equations.items[i], visit, data, 0);
  for (int s = 0; s < 2; s++) {
    const PtrList *sections = s ? &cls->initial_algorithms : &cls->algorithms;
    for (int i = 0; i < sections->count; i++) {
      const PtrList *section = sections->items[i];
      for (int k = 0; k < section->count; k++)
        walk_equation(section->items[k], visit, data, 0);
    }
  }
}
