/*
 * partition.c - the independent parts of a flat model, and their kinds.
 *
 * Two variables are in one part when an equation, a when-clause, an initial
 * equation or a constraint names both; parameters and time link nothing.
 * Parts that are the same up to renaming (the n balls of BouncingBalls) are
 * of one kind, and so are parts that differ only in numbers written into
 * their equations and start values (der(x[i]) = -i*x[i] of a for-loop): the
 * numbers that differ become parameters of the kind, bound per part from a
 * table (lift_numbers); numbers that fix the code (zeros, exponents) stay
 * part of the signature.  Each kind is written once, as a small model of its own in a
 * translation unit of its own (partition_write_kind), and the whole model
 * gets a table of which of its variables and when-branches each part's copy
 * stands for (partition_emit_tables).  The runtime (runtime/partition.c) then
 * integrates part by part, so that an event costs its own part only.
 *
 * Models that end the whole run from inside (terminate, assert) or that share
 * machinery this does not split (algorithms, samples, delays, frozen
 * functions, sliding modes) are left whole: partition_find says why.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/codegen.h"

typedef struct Part {
  FlatModel lists;       /* the part's items, in the whole model's order */
  PtrList ordered;       /* Var: its variables and the parameters they read,
                            in the order the signature first meets them */
  PtrList numbers;       /* Expr: the numbers that may differ between the
                            parts of a kind, in the order the signature meets them */
  char *signature;
  struct Part *next;     /* the next part of the same kind */
  int *relations;        /* the whole model's relation of each relation node
                            of its equations and when-clauses, in walk order */
} Part;

/* The relation numbers of the whole model where a relation node is read:
   a kind's model renumbers those of its equations and when-clauses, and the
   rows index.c built from them (projection, modes, initial constraint rows)
   follow by these. */
typedef struct RelationUse {
  Expr *node;
  int relation;
} RelationUse;

typedef struct Uses {
  RelationUse *items;
  int count, capacity;
} Uses;

typedef struct Kind {
  Part *first, *last;
  int count;
  Uses numbered, derived;  /* of the first part, noted before any renumbering */
  /* numbers that differ between the parts, parameters of the kind's model */
  int n_lifted;
  int *lifted_of_number;   /* [first->numbers.count] its parameter, -1: the same in every part */
  double *lifted_values;   /* parameter l in part j at [l * count + j] */
} Kind;

static PtrList kinds;          /* Kind, in the order their first part comes */
#define MAX_KINDS 32
static const char *whole_reason; /* why the model is not partitioned */
static int *branch_base;       /* [whens] the whole model's first branch index */

/* ---- union-find over the variables' positions in model->vars ---- */

static int *parent;

static int root(int i)
{
  while (parent[i] != i)
    i = parent[i] = parent[parent[i]];
  return i;
}

static bool links(const Var *v)
{
  return v && v->kind != VAR_PARAMETER && v->kind != VAR_CONSTANT;
}

typedef struct Joining {
  int first;   /* the item's first variable, -1 before it */
} Joining;

static void join_var(Expr *e, void *data)
{
  Joining *j = data;
  if (e->kind != EX_NAME || !links(e->var))
    return;
  int r = root(e->var->position);
  if (j->first < 0)
    j->first = r;
  else
    parent[r] = root(j->first);
}

static void join_equation(const Equation *eq, Joining *j)
{
  equation_walk(eq, join_var, j);
}

/* The part of an equation or expression: its first variable's root; -1
   when it names none (then the model is not partitioned). */
static int join_all(const PtrList *equations)
{
  for (int i = 0; i < equations->count; i++) {
    Joining j = { -1 };
    join_equation(equations->items[i], &j);
    if (j.first < 0)
      return -1;
  }
  return 0;
}

static int join_expressions(const PtrList *exprs)
{
  for (int i = 0; i < exprs->count; i++) {
    Joining j = { -1 };
    expr_walk(exprs->items[i], join_var, &j, false);
    if (j.first < 0)
      return -1;
  }
  return 0;
}

static int first_var_of_equation(const Equation *eq)
{
  Joining j = { -1 };
  join_equation(eq, &j);
  return j.first < 0 ? -1 : root(j.first);
}

static int first_var_of_expr(Expr *e)
{
  Joining j = { -1 };
  expr_walk(e, join_var, &j, false);
  return j.first < 0 ? -1 : root(j.first);
}

static const char *unsplittable(const FlatModel *m)
{
  if (m->terminations.count)
    return "terminate() ends the whole run";
  if (m->asserts.count)
    return "an assert() ends the whole run";
  if (m->algorithms.count || m->discrete_algorithms.count || m->initial_algorithms.count)
    return "it has algorithm sections";
  if (m->samples.count || m->delays.count || m->frozen.count)
    return "it has sample(), delay() or event-generating floor/ceil/integer/div/mod/rem";
  if (sliding_count())
    return "it has sliding modes";
  const PtrList *functions = functions_all();
  for (int i = 0; i < functions->count; i++)
    if (((const Function *)functions->items[i])->result_object)
      return "it has external objects, each made once per run";
  return NULL;
}

/* Joins the variables of every item; false when an item names none. */
static bool join_items(const FlatModel *m)
{
  for (int i = 0; i < m->vars.count; i++) {
    Var *v = m->vars.items[i];
    v->position = i;
    parent[i] = i;
  }
  for (int i = 0; i < m->vars.count; i++) {
    Var *v = m->vars.items[i];
    if (!links(v))
      continue;
    Joining j = { i };
    Expr *attributes[] = { v->start, v->nominal, v->min, v->max };
    for (int a = 0; a < 4; a++)
      if (attributes[a])
        expr_walk(attributes[a], join_var, &j, false);
  }
  if (join_all(&m->equations) || join_all(&m->discrete_equations) || join_all(&m->initial_equations) ||
      join_all(&m->initial_discrete) || join_all(&m->constraint_rows) ||
      join_expressions(&m->projection_rows))
    return false;
  for (int i = 0; i < m->whens.count; i++)
    if (first_var_of_equation(((WhenClause *)m->whens.items[i])->equation) < 0)
      return false;
  return true;
}

/* ---- the parts' items ---- */

static void add_equations(Part **by_root, const PtrList *from, size_t list_offset)
{
  for (int i = 0; i < from->count; i++) {
    Part *p = by_root[first_var_of_equation(from->items[i])];
    list_push((PtrList *)((char *)&p->lists + list_offset), from->items[i]);
  }
}

static void add_expressions(Part **by_root, const PtrList *from, size_t list_offset)
{
  for (int i = 0; i < from->count; i++) {
    Part *p = by_root[first_var_of_expr(from->items[i])];
    list_push((PtrList *)((char *)&p->lists + list_offset), from->items[i]);
  }
}

static PtrList collect_parts(const FlatModel *m)
{
  PtrList parts = { 0 };
  Part **by_root = xcalloc((size_t)m->vars.count + 1, sizeof *by_root);
  for (int i = 0; i < m->vars.count; i++) {
    Var *v = m->vars.items[i];
    if (!links(v))
      continue;
    int r = root(i);
    if (!by_root[r]) {
      by_root[r] = xcalloc(1, sizeof **by_root);
      list_push(&parts, by_root[r]);
    }
    list_push(&by_root[r]->lists.vars, v);
  }
  add_equations(by_root, &m->equations, offsetof(FlatModel, equations));
  add_equations(by_root, &m->discrete_equations, offsetof(FlatModel, discrete_equations));
  add_equations(by_root, &m->initial_equations, offsetof(FlatModel, initial_equations));
  add_equations(by_root, &m->initial_discrete, offsetof(FlatModel, initial_discrete));
  add_equations(by_root, &m->constraint_rows, offsetof(FlatModel, constraint_rows));
  add_expressions(by_root, &m->projection_rows, offsetof(FlatModel, projection_rows));
  /* constraint k's mode goes with its position row (a constraint always in
     force has the mode 1, which names nothing) */
  for (int k = 0; k < m->constraint_modes.count; k++) {
    Part *p = by_root[first_var_of_expr(m->projection_rows.items[2 * k])];
    list_push(&p->lists.constraint_modes, m->constraint_modes.items[k]);
  }
  for (int i = 0; i < m->whens.count; i++) {
    WhenClause *w = m->whens.items[i];
    list_push(&by_root[first_var_of_equation(w->equation)]->lists.whens, w);
  }
  for (int i = 0; i < m->start_equations.count; i++) {
    Var *v = m->start_equations.items[i];
    list_push(&by_root[root(v->position)]->lists.start_equations, v);
  }
  free(by_root);
  return parts;
}

/* ---- signatures: a part's items as text, its variables by order of meeting ---- */

/* The number nodes a part's signature has met, by address: a node met
   again (the differentiator shares nodes) is written as the first meeting,
   so that parts whose nodes are shared alike agree, and one parameter
   replaces every use of a node. */
typedef struct MetNumbers {
  const Expr **nodes;
  int *slots;
  int count, capacity;   /* capacity: a power of two, or 0 */
} MetNumbers;

static size_t number_hash(const Expr *e, int capacity)
{
  return ((uintptr_t)e >> 4) * 2654435761u & (size_t)(capacity - 1);
}

static void met_grow(MetNumbers *m)
{
  int capacity = m->capacity ? 2 * m->capacity : 64;
  MetNumbers grown = { xcalloc((size_t)capacity, sizeof *m->nodes), xmalloc(sizeof *m->slots * (size_t)capacity),
                       0, capacity };
  for (int i = 0; i < m->capacity; i++) {
    if (!m->nodes[i])
      continue;
    size_t h = number_hash(m->nodes[i], grown.capacity);
    while (grown.nodes[h])
      h = (h + 1) & (size_t)(grown.capacity - 1);
    grown.nodes[h] = m->nodes[i];
    grown.slots[h] = m->slots[i];
    grown.count++;
  }
  free(m->nodes);
  free(m->slots);
  *m = grown;
}

/* The slot of e if met before, else -1 after noting it as slot. */
static int met_before(MetNumbers *m, const Expr *e, int slot)
{
  if (2 * (m->count + 1) > m->capacity)
    met_grow(m);
  size_t h = number_hash(e, m->capacity);
  for (; m->nodes[h]; h = (h + 1) & (size_t)(m->capacity - 1))
    if (m->nodes[h] == e)
      return m->slots[h];
  m->nodes[h] = e;
  m->slots[h] = slot;
  m->count++;
  return -1;
}

typedef struct Signature {
  FILE *out;
  const FlatModel *model;
  Part *part;
  int stamp;     /* the part's number + 1: marks the variables it has met */
  bool lifting;  /* the numbers met now may become parameters of the kind */
  MetNumbers met;
} Signature;

static void sign_expr(Signature *s, const Expr *e);

/* A number that may differ between the parts of one kind: written as a
   slot, its value kept in the part's numbers.  Zero stays written out (a
   zero decides the Jacobian's pattern, contact gaps and the solvability of
   a block), so do numbers that are not finite. */
static void sign_number(Signature *s, const Expr *e)
{
  if (!s->lifting || e->number == 0 || !isfinite(e->number)) {
    fprintf(s->out, " %a%s", e->number, e->integer_literal ? "i" : "");
    return;
  }
  int slot = met_before(&s->met, e, s->part->numbers.count);
  if (slot >= 0) {
    fprintf(s->out, " n%d", slot);
    return;
  }
  list_push(&s->part->numbers, (void *)e);
  fputs(" #", s->out);   /* an Integer literal or not: after flatten.c's types only the value counts */
}

/* Built-in calls whose arguments are values only; in the others (smooth's
   order, String's format, edge, ...) a number may fix the code. */
static bool value_call(const Expr *e)
{
  static const char *const values[] = { "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh",
                                        "tanh", "exp", "log", "log10", "sqrt", "abs", "sign", "min", "max",
                                        "pre", "reinit", "noEvent", "der", NULL };
  if (e->function)
    return !e->named_args.count;
  for (int i = 0; values[i]; i++)
    if (!strcmp(e->string, values[i]))
      return !e->named_args.count;
  return false;
}

/* e signed with its numbers lifted only when lifting (and the context allows). */
static void sign_within(Signature *s, const Expr *e, bool lifting)
{
  bool outer = s->lifting;
  s->lifting = outer && lifting;
  sign_expr(s, e);
  s->lifting = outer;
}

static void sign_attribute(Signature *s, const char *name, Expr *value, bool evaluated)
{
  double number;
  if (!value)
    return;
  fprintf(s->out, " %s=", name);
  if (evaluated && eval_constant(value, &number))
    fputc('#', s->out);   /* a number of the vars table: the runtime gives each part the
                             whole model's entry, and the relations' nominal scales */
  else
    sign_within(s, value, !evaluated);   /* a start value is an expression of the code */
}

static void sign_var(Signature *s, Var *v)
{
  if (v->mark == s->stamp) {
    fprintf(s->out, "v%d", v->ordinal);
    return;
  }
  v->mark = s->stamp;
  v->ordinal = s->part->ordered.count;
  list_push(&s->part->ordered, v);
  fprintf(s->out, "v%d{%d %d", v->ordinal, v->kind, v->type);
  if (links(v)) {
    fprintf(s->out, " %d%d%d%d %s", v->fixed, v->in_initial_equation, v->constrained, v->multiplier,
            v->enumeration ? v->enumeration : "");
    if (v->kind == VAR_STATE && v->partner >= 0) {
      fputs(" partner=", s->out);
      sign_var(s, s->model->states.items[v->partner]);
    }
    sign_attribute(s, "start", v->start, false);
    sign_attribute(s, "nominal", v->nominal, true);
    sign_attribute(s, "min", v->min, true);
    sign_attribute(s, "max", v->max, true);
  }
  fputc('}', s->out);
}

static void sign_list(Signature *s, const PtrList *exprs)
{
  fputc('(', s->out);
  for (int i = 0; i < exprs->count; i++) {
    if (i)
      fputc(',', s->out);
    sign_expr(s, exprs->items[i]);
  }
  fputc(')', s->out);
}

static void sign_expr(Signature *s, const Expr *e)
{
  if (!e) {
    fputc('_', s->out);
    return;
  }
  fprintf(s->out, "[%d", e->kind);
  switch (e->kind) {
  case EX_NUMBER:
    sign_number(s, e);
    break;
  case EX_BOOLEAN:
    fprintf(s->out, " %a", e->number);
    break;
  case EX_STRING:
    fprintf(s->out, " %zu:%s", strlen(e->string), e->string);
    break;
  case EX_NAME:
    if (e->var)
      sign_var(s, e->var);
    else
      fprintf(s->out, " b%d %s", e->builtin, e->string ? e->string : "");
    break;
  case EX_CALL:
    fprintf(s->out, " %s f%d o%d", e->string, e->function ? e->function->number : -1, e->output);
    bool outer = s->lifting;
    s->lifting = outer && value_call(e);
    sign_list(s, &e->args);
    for (int i = 0; i < e->named_args.count; i++) {
      Modification *m = e->named_args.items[i];
      fprintf(s->out, " %s=", m->name);
      sign_expr(s, m->value);
    }
    s->lifting = outer;
    break;
  default:
    fprintf(s->out, " %d", e->op);
    sign_expr(s, e->a);
    /* an exponent decides the code (x^2 is a product, (a^n)' = n a^(n-1)) */
    sign_within(s, e->b, !(e->kind == EX_BINARY && e->op == OP_POW));
    sign_expr(s, e->c);
    sign_list(s, &e->args);
    break;
  }
  fputc(']', s->out);
}

static void sign_modifications(Signature *s, const PtrList *mods)
{
  for (int i = 0; i < mods->count; i++) {
    Modification *m = mods->items[i];
    fprintf(s->out, "<%s", m->name);
    sign_expr(s, m->value);
    sign_modifications(s, &m->nested);
    fputc('>', s->out);
  }
}

static void sign_equation(Signature *s, const Equation *eq)
{
  fprintf(s->out, "{%d", eq->kind);
  sign_expr(s, eq->lhs);
  sign_expr(s, eq->rhs);
  sign_expr(s, eq->index1);
  bool outer = s->lifting;
  s->lifting = false;   /* an annotation's numbers are the compiler's (hysteresis) */
  sign_modifications(s, &eq->annotation);
  s->lifting = outer;
  for (int b = 0; b < eq->branches.count; b++) {
    Branch *br = eq->branches.items[b];
    fputs("|", s->out);
    sign_expr(s, br->condition);
    for (int k = 0; k < br->equations.count; k++)
      sign_equation(s, br->equations.items[k]);
  }
  fputs("}\n", s->out);
}

static void sign_equations(Signature *s, const char *tag, const PtrList *equations)
{
  fprintf(s->out, "%s %d\n", tag, equations->count);
  for (int i = 0; i < equations->count; i++)
    sign_equation(s, equations->items[i]);
}

static void sign_part(Part *p, int number, const FlatModel *m)
{
  char *text = NULL;
  size_t size = 0;
  Signature s = { open_memstream(&text, &size), m, p, number + 1, true, { 0 } };
  if (!s.out)
    diag_fatal("out of memory");
  FlatModel *l = &p->lists;
  sign_equations(&s, "equations", &l->equations);
  sign_equations(&s, "discrete", &l->discrete_equations);
  fprintf(s.out, "whens %d\n", l->whens.count);
  for (int i = 0; i < l->whens.count; i++)
    sign_equation(&s, ((WhenClause *)l->whens.items[i])->equation);
  sign_equations(&s, "initial", &l->initial_equations);
  sign_equations(&s, "initial discrete", &l->initial_discrete);
  sign_equations(&s, "constraint rows", &l->constraint_rows);
  fputs("projection", s.out);
  sign_list(&s, &l->projection_rows);
  fputs("modes", s.out);
  sign_list(&s, &l->constraint_modes);
  fputs("start", s.out);
  for (int i = 0; i < l->start_equations.count; i++)
    sign_var(&s, l->start_equations.items[i]);
  /* variables no item names (a discrete variable that keeps its start value) */
  fputs("\nrest", s.out);
  for (int i = 0; i < l->vars.count; i++)
    sign_var(&s, l->vars.items[i]);
  if (fclose(s.out) != 0)
    diag_fatal("out of memory");
  free(s.met.nodes);
  free(s.met.slots);
  p->signature = text;
}

/* ---- kinds ---- */

static void note_relation(Expr *e, void *data)
{
  Uses *u = data;
  if (e->kind != EX_BINARY || e->relation < 0)
    return;
  if (u->count == u->capacity) {
    u->capacity = u->capacity ? 2 * u->capacity : 16;
    u->items = xrealloc(u->items, sizeof *u->items * (size_t)u->capacity);
  }
  u->items[u->count++] = (RelationUse){ e, e->relation };
}

static void note_equation_relations(const Equation *eq, Uses *u)
{
  equation_walk(eq, note_relation, u);
}

static void note_relations(const FlatModel *l, Uses *numbered_uses, Uses *derived)
{
  const PtrList *numbered[] = { &l->equations, &l->discrete_equations };
  for (int i = 0; i < 2; i++)
    for (int e = 0; e < numbered[i]->count; e++)
      note_equation_relations(numbered[i]->items[e], numbered_uses);
  for (int e = 0; e < l->whens.count; e++)
    note_equation_relations(((WhenClause *)l->whens.items[e])->equation, numbered_uses);
  if (!derived)
    return;
  for (int e = 0; e < l->constraint_rows.count; e++)
    note_equation_relations(l->constraint_rows.items[e], derived);
  const PtrList *rows[] = { &l->projection_rows, &l->constraint_modes };
  for (int i = 0; i < 2; i++)
    for (int e = 0; e < rows[i]->count; e++)
      expr_walk(rows[i]->items[e], note_relation, derived, false);
}

/* The first part's relation nodes (renumbered with its kind), and every
   part's relations in the whole model. */
static void note_kind_relations(Kind *k)
{
  note_relations(&k->first->lists, &k->numbered, &k->derived);
  for (Part *p = k->first; p; p = p->next) {
    Uses own = { 0 };
    note_relations(&p->lists, &own, NULL);
    p->relations = xmalloc(sizeof *p->relations * ((size_t)own.count + 1));
    for (int i = 0; i < own.count; i++)
      p->relations[i] = own.items[i].relation;
    free(own.items);
  }
}

static void add_to_kind(Map *by_signature, Part *p)
{
  Kind *k = map_get(by_signature, p->signature);
  if (!k) {
    k = xcalloc(1, sizeof *k);
    map_put(by_signature, p->signature, k);
    list_push(&kinds, k);
  }
  if (k->last)
    k->last->next = p;
  else
    k->first = p;
  k->last = p;
  k->count++;
}

/* ---- numbers that differ between the parts of a kind ---- */

static double number_in(const Part *p, int slot)
{
  return ((Expr *)p->numbers.items[slot])->number;
}

static bool same_in_every_part(const Kind *k, int slot, int other)
{
  for (const Part *p = k->first; p; p = p->next)
    if (number_in(p, slot) != number_in(p, other))
      return false;
  return true;
}

/* Each number that is not the same in every part becomes a parameter of the
   kind, bound per part from a table; numbers equal to each other in every
   part (one literal written twice, a value and its copy in a derived row)
   share one. */
static void lift_numbers(Kind *k)
{
  int n = k->first->numbers.count;
  int *first_slot = xmalloc(sizeof *first_slot * ((size_t)n + 1));   /* of each parameter */
  k->lifted_of_number = xmalloc(sizeof *k->lifted_of_number * ((size_t)n + 1));
  k->n_lifted = 0;
  for (int slot = 0; slot < n; slot++) {
    int lifted = -1;
    bool varies = false;
    for (const Part *p = k->first->next; p && !varies; p = p->next)
      varies = number_in(p, slot) != number_in(k->first, slot);
    for (int l = 0; varies && l < k->n_lifted && lifted < 0; l++)
      if (same_in_every_part(k, slot, first_slot[l]))
        lifted = l;
    if (varies && lifted < 0) {
      lifted = k->n_lifted++;
      first_slot[lifted] = slot;
    }
    k->lifted_of_number[slot] = lifted;
  }
  k->lifted_values = xmalloc(sizeof *k->lifted_values * ((size_t)k->n_lifted * (size_t)k->count + 1));
  for (int l = 0; l < k->n_lifted; l++) {
    int j = 0;
    for (const Part *p = k->first; p; p = p->next, j++)
      k->lifted_values[(size_t)l * (size_t)k->count + (size_t)j] = number_in(p, first_slot[l]);
  }
  free(first_slot);
}

static const FlatModel *whole;

bool partition_find(FlatModel *m)
{
  kinds = (PtrList){ 0 };
  whole = m;
  whole_reason = unsplittable(m);
  if (whole_reason)
    return false;
  parent = xmalloc(sizeof *parent * ((size_t)m->vars.count + 1));
  if (!join_items(m)) {
    whole_reason = "an equation or when-clause names no variable";
    return false;
  }
  PtrList parts = collect_parts(m);
  if (parts.count < 2) {
    whole_reason = "its variables are all linked";
    return false;
  }
  Map by_signature = { 0 };
  for (int i = 0; i < parts.count; i++) {
    sign_part(parts.items[i], i, m);
    add_to_kind(&by_signature, parts.items[i]);
  }
  if (kinds.count > MAX_KINDS) {
    /* each kind is compiled on its own: parts that differ in a number
       written into their equations (der(v[i]) = -i) would each be one */
    whole_reason = xsprintf("its %d parts are of %d kinds, more than the %d compiled separately",
                            parts.count, kinds.count, MAX_KINDS);
    kinds = (PtrList){ 0 };
    return false;
  }
  branch_base = xmalloc(sizeof *branch_base * ((size_t)m->whens.count + 1));
  for (int i = 0, n = 0; i < m->whens.count; i++) {
    WhenClause *w = m->whens.items[i];
    branch_base[i] = n;
    w->position = i;
    n += w->equation->branches.count;
  }
  for (int i = 0; i < kinds.count; i++) {
    note_kind_relations(kinds.items[i]);
    lift_numbers(kinds.items[i]);
  }
  return true;
}

int partition_kinds(void) { return kinds.count; }

/* For --dump-flat: the parts by kind, or why the model stays whole. */
void partition_dump(FlatModel *m, FILE *out)
{
  if (!partition_find(m)) {
    fprintf(out, "\n// independent parts: none, the model is simulated whole (%s)\n", whole_reason);
    return;
  }
  int parts = 0;
  for (int i = 0; i < kinds.count; i++)
    parts += ((Kind *)kinds.items[i])->count;
  fprintf(out, "\n// independent parts: %d of %d kind%s, simulated one by one\n", parts,
          kinds.count, kinds.count > 1 ? "s" : "");
  for (int i = 0; i < kinds.count; i++) {
    Kind *k = kinds.items[i];
    Part *p = k->first;
    fprintf(out, "//   kind %d: %d part%s of %d variables, the first with", i + 1, k->count,
            k->count > 1 ? "s" : "", p->lists.vars.count);
    for (int v = 0; v < p->lists.vars.count && v < 6; v++)
      fprintf(out, " %s", ((Var *)p->lists.vars.items[v])->name);
    fputs(p->lists.vars.count > 6 ? " ..." : "", out);
    if (k->n_lifted)
      fprintf(out, "; %d number%s between the parts: %s of the kind", k->n_lifted,
              k->n_lifted > 1 ? "s differ" : " differs", k->n_lifted > 1 ? "parameters" : "a parameter");
    fputc('\n', out);
  }
}

/* ---- the whole model's tables ---- */

static int branch_count(const PtrList *whens)
{
  int n = 0;
  for (int i = 0; i < whens->count; i++)
    n += ((WhenClause *)whens->items[i])->equation->branches.count;
  return n;
}

/* Variable k of part j of a kind at var_map[k * parts + j] (positions in
   the whole model's vars), when-branch b at branch_map[b * parts + j]: runs
   along j are progressions for arrays of components, which the table
   filling rolls into loops. */
static void emit_kind_tables(FILE *out, const Kind *k, int number)
{
  int n_vars = k->first->ordered.count, n_branches = branch_count(&k->first->lists.whens);
  int *vars = xmalloc(sizeof *vars * ((size_t)n_vars * (size_t)k->count + 1));
  int *branches = xmalloc(sizeof *branches * ((size_t)n_branches * (size_t)k->count + 1));
  int j = 0;
  for (const Part *p = k->first; p; p = p->next, j++) {
    for (int v = 0; v < n_vars; v++)
      vars[(size_t)v * (size_t)k->count + (size_t)j] = ((Var *)p->ordered.items[v])->position;
    int b = 0;
    for (int w = 0; w < p->lists.whens.count; w++) {
      WhenClause *clause = p->lists.whens.items[w];
      for (int c = 0; c < clause->equation->branches.count; c++, b++)
        branches[(size_t)b * (size_t)k->count + (size_t)j] = branch_base[clause->position] + c;
    }
  }
  codegen_int_array(out, "int", xsprintf("part%d_vars", number), vars, n_vars * k->count);
  codegen_int_array(out, "int", xsprintf("part%d_branches", number), branches, n_branches * k->count);
  free(vars);
  free(branches);
  if (!k->n_lifted)
    return;
  /* hexadecimal: every part's numbers exactly as the whole model has them */
  fprintf(out, "static const double part%d_lifted[] = {", number);
  for (size_t i = 0; i < (size_t)k->n_lifted * (size_t)k->count; i++)
    fprintf(out, "%s%a", !i ? "\n  " : i % 4 ? ", " : ",\n  ", k->lifted_values[i]);
  fputs("\n};\n", out);
}

void partition_emit_tables(FILE *out)
{
  if (!kinds.count)
    return;
  for (int i = 0; i < kinds.count; i++) {
    fprintf(out, "extern const hysc_model hysc_part%d_model;\nextern int hysc_part%d_relation_map[];\n", i, i);
    emit_kind_tables(out, kinds.items[i], i);
  }
  fputs("static const hysc_partition partitions[] = {\n", out);
  for (int i = 0; i < kinds.count; i++) {
    const Kind *k = kinds.items[i];
    fprintf(out, "  { &hysc_part%d_model, %d, part%d_vars, part%d_branches, hysc_part%d_relation_map, %d, ", i,
            k->count, i, i, i, k->n_lifted);
    fprintf(out, k->n_lifted ? "part%d_lifted },\n" : "NULL },\n", i);
  }
  fputs("};\n\n", out);
}

void partition_members(FILE *out)
{
  if (kinds.count)
    fprintf(out, "  .n_partitions = %d, .partitions = partitions,\n", kinds.count);
}

/* ---- a kind as a model of its own ---- */

/* The first part's lists, its variables numbered from 0 by kind. */
static FlatModel *kind_model(const Kind *k)
{
  const Part *p = k->first;
  FlatModel *sub = xcalloc(1, sizeof *sub);
  *sub = p->lists;
  sub->name = whole->name;
  sub->file = whole->file;
  sub->source = whole->source;
  sub->start_time = whole->start_time;
  sub->stop_time = whole->stop_time;
  sub->tolerance = whole->tolerance;
  sub->interval = whole->interval;
  sub->vars = p->ordered;
  sub->states = sub->algebraics = sub->discretes = sub->parameters = (PtrList){ 0 };
  sub->relations = (PtrList){ 0 };
  sub->var_index = NULL;
  sub->var_index_size = sub->var_index_count = 0;
  sub->n_constraints = sub->projection_rows.count / 2;
  sub->n_contact_constraints = sub->n_constraints - sub->constraint_rows.count / 2;
  return sub;
}

static void number_kind_vars(FlatModel *sub)
{
  Var **partner = xcalloc((size_t)sub->vars.count + 1, sizeof *partner);
  for (int i = 0; i < sub->vars.count; i++) {
    Var *v = sub->vars.items[i];
    if (v->kind == VAR_STATE && v->partner >= 0)
      partner[i] = whole->states.items[v->partner];
  }
  flatten_number_variables(sub);
  for (int i = 0; i < sub->vars.count; i++) {
    Var *v = sub->vars.items[i];
    if (v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT) {
      v->index = sub->parameters.count;
      list_push(&sub->parameters, v);
    }
  }
  for (int i = 0; i < sub->vars.count; i++)
    if (partner[i])
      ((Var *)sub->vars.items[i])->partner = partner[i]->index;
  free(partner);
}

/* The derived rows' relations follow the renumbering of the equations'. */
static void renumber_derived_relations(const Kind *k)
{
  int *new_number = xmalloc(sizeof *new_number * ((size_t)whole->relations.count + 1));
  for (int i = 0; i <= whole->relations.count; i++)
    new_number[i] = -1;
  for (int i = 0; i < k->numbered.count; i++)
    new_number[k->numbered.items[i].relation] = k->numbered.items[i].node->relation;
  for (int i = 0; i < k->derived.count; i++)
    k->derived.items[i].node->relation = new_number[k->derived.items[i].relation];
  free(new_number);
}

/* values[] as runs of arithmetic progressions, expanded at start-up into
   int name[count] (a table of 10 000 parts stays a few lines of C). */
static void emit_progressions(FILE *out, const char *name, const int *values, int count)
{
  fprintf(out, "int %s[%d];\n\nstatic const int %s_runs[][3] = {\n", name, count ? count : 1, name);
  int runs = 0;
  for (int i = 0; i < count; runs++) {
    int step = i + 1 < count ? values[i + 1] - values[i] : 0, n = 1;
    while (i + n < count && values[i + n] - values[i + n - 1] == step)
      n++;
    fprintf(out, "  { %d, %d, %d },\n", values[i], step, n);
    i += n;
  }
  if (!runs)
    fputs("  { 0, 0, 0 },\n", out);
  fprintf(out, "};\n\n__attribute__((constructor)) static void fill_%s(void)\n{\n"
          "  int at = 0;\n  for (int r = 0; r < %d; r++)\n    for (int i = 0; i < %s_runs[r][2]; i++)\n"
          "      %s[at++] = %s_runs[r][0] + i * %s_runs[r][1];\n}\n",
          name, runs, name, name, name, name);
}

/* The whole model's relation of each of the kind's relations in each part
   (for --events and messages), relation r of part j at [r * parts + j]. */
static void emit_relation_map(FILE *out, const Kind *k, int number, int n_relations)
{
  int *first_use = xmalloc(sizeof *first_use * ((size_t)n_relations + 1));
  for (int r = 0; r < n_relations; r++)
    first_use[r] = -1;
  for (int q = k->numbered.count - 1; q >= 0; q--) {
    int r = k->numbered.items[q].node->relation;
    if (r >= 0 && r < n_relations)
      first_use[r] = q;
  }
  int *map = xmalloc(sizeof *map * ((size_t)n_relations * (size_t)k->count + 1));
  int j = 0;
  for (const Part *p = k->first; p; p = p->next, j++)
    for (int r = 0; r < n_relations; r++)
      map[(size_t)r * (size_t)k->count + (size_t)j] = first_use[r] < 0 ? -1 : p->relations[first_use[r]];
  emit_progressions(out, xsprintf("hysc_part%d_relation_map", number), map, n_relations * k->count);
  free(map);
  free(first_use);
}

/* The names the C of a kind defines for the linker, made its own. */
static const char *const linked_names[] = { "hysc_model_instance", "hysc_vars", "hysc_equations",
                                            "hysc_initial_equations", "hysc_relations", "hysc_whens",
                                            "hysc_computed_equations" };

/* The kind's lifted numbers become its last variables, parameters the
   runtime binds per part (hysc_partition.lifted); the first part's number
   nodes name them while the kind is written.  Returns the nodes as they were. */
static Expr *lift_into(const Kind *k, FlatModel *sub)
{
  const Part *p = k->first;
  PtrList vars = { 0 };
  for (int i = 0; i < sub->vars.count; i++)
    list_push(&vars, sub->vars.items[i]);
  for (int l = 0; l < k->n_lifted; l++) {
    Var *v = xcalloc(1, sizeof *v);
    v->name = xsprintf("number %d of the part", l + 1);
    v->description = v->unit = "";
    v->kind = VAR_PARAMETER;
    v->type = TYPE_REAL;
    v->partner = -1;
    list_push(&vars, v);
  }
  Expr *saved = xmalloc(sizeof *saved * ((size_t)p->numbers.count + 1));
  for (int slot = 0; slot < p->numbers.count; slot++) {
    Expr *e = p->numbers.items[slot];
    saved[slot] = *e;
    int l = k->lifted_of_number[slot];
    if (l < 0)
      continue;
    Var *v = vars.items[sub->vars.count + l];
    v->loc = e->loc;
    e->kind = EX_NAME;
    e->var = v;
    e->string = v->name;
    e->builtin = 0;
    e->integer_literal = false;
  }
  sub->vars = vars;
  return saved;
}

static void unlift(const Kind *k, Expr *saved)
{
  for (int slot = 0; slot < k->first->numbers.count; slot++)
    *(Expr *)k->first->numbers.items[slot] = saved[slot];
  free(saved);
}

FlatModel *partition_kind_begin(int number, FILE *out, Expr **saved)
{
  const Kind *k = kinds.items[number];
  fprintf(out, "/* Part kind %d of %d: %d parts like this one. */\n", number + 1, kinds.count, k->count);
  for (size_t i = 0; i < sizeof linked_names / sizeof *linked_names; i++)
    fprintf(out, "#define %s hysc_part%d_%s\n", linked_names[i], number,
            i == 0 ? "model" : linked_names[i] + 5);
  FlatModel *sub = kind_model(k);
  *saved = lift_into(k, sub);
  number_kind_vars(sub);
  for (int i = 0; i < k->numbered.count; i++)
    k->numbered.items[i].node->relation = -1;   /* numbered afresh, in this model */
  events_number(sub);
  renumber_derived_relations(k);
  return sub;
}

void partition_kind_end(int number, FILE *out, const FlatModel *sub, Expr *saved)
{
  const Kind *k = kinds.items[number];
  emit_relation_map(out, k, number, sub->relations.count);
  unlift(k, saved);
}
