/*
 * contact.c - contact modes for impacts that accumulate.  A when-clause
 * whose condition is one relation on positions (h < 0, x > wall, y < f(x))
 * and whose body only reinitialises the velocities of those positions
 * (reinit(v, -e*pre(v))) is an impact.  When its impacts accumulate (Zeno),
 * the physics continues in contact: the positions stay on G = 0, held by a
 * force lambda along dG/dq entering each velocity's equation, until lambda
 * would have to pull.  This file writes that mode into the model before it
 * is flattened, so that the existing index reduction holds G = 0:
 *
 *   Boolean contact.active[k];  Real contact.lambda[k];
 *   if contact.active[k] then G = 0; else contact.lambda[k] = 0; end if;
 *   der(v) = f  becomes  der(v) = f + contact.lambda[k] * dG/dx
 *   when contact.active[k] and contact.lambda[k] < 0 then
 *     contact.active[k] = false;   // lift-off
 *   end when;
 *
 * (b2.contact.active, b2.contact.lambda for an impact of component b2's
 * variables).  G >= 0 is the side where the relation is false.  The runtime switches
 * contact.active[k] on at the accumulation time (runtime/contact.c); dG/dx
 * is filled in once names are resolved (contact_forces).  Every when-clause
 * gets a verdict for --dump-flat: why it has a contact mode or why not.
 */
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "symbolic/symbolic.h"

typedef struct Contact {
  int number;             /* k, from 1 */
  Equation *when;         /* the impact */
  Expr *gap;              /* G, >= 0 where the relation is false */
  PtrList positions;      /* char *: the positions read by G */
  PtrList placeholders;   /* Expr *: per position, dG/dx once resolved */
  Equation *lift_off;
  Expr *pulls;            /* contact.lambda[k] < 0 */
  char *active, *lambda;  /* the names of its variables */
} Contact;

static PtrList contacts;  /* Contact */
static PtrList verdicts;  /* char *: one line per when-clause */
static Map active_names;  /* contact.active[k] -> its Contact */

/* ---- the shape of an impact ---- */

static bool is_name(const Expr *e) { return e && e->kind == EX_NAME && !e->subscripts.count; }

static bool is_der_of_name(const Expr *e, const char *name)
{
  return expr_is_call(e, "der") && e->args.count == 1 && is_name(e->args.items[0]) &&
         !strcmp(((Expr *)e->args.items[0])->string, name);
}

/* The equations v = der(x) and der(x) = v of the class, sorted by x, found
   once: looking each position up among all equations would make many
   when-clauses quadratic. */
typedef struct VelocityEquation {
  const char *position, *velocity;
} VelocityEquation;

static VelocityEquation *velocity_table;
static int velocity_count;

static int by_position(const void *a, const void *b)
{
  return strcmp(((const VelocityEquation *)a)->position, ((const VelocityEquation *)b)->position);
}

static void find_velocity_equations(const ClassDef *cls)
{
  velocity_table = xcalloc((size_t)cls->equations.count + 1, sizeof *velocity_table);
  velocity_count = 0;
  for (int i = 0; i < cls->equations.count; i++) {
    Equation *eq = cls->equations.items[i];
    for (int side = 0; side < 2 && eq->kind == EQ_SIMPLE; side++) {
      Expr *d = side ? eq->rhs : eq->lhs, *v = side ? eq->lhs : eq->rhs;
      if (expr_is_call(d, "der") && d->args.count == 1 && is_name(d->args.items[0]) && is_name(v))
        velocity_table[velocity_count++] = (VelocityEquation){ ((Expr *)d->args.items[0])->string, v->string };
    }
  }
  qsort(velocity_table, (size_t)velocity_count, sizeof *velocity_table, by_position);
}

/* The velocity v of position x: an equation v = der(x) or der(x) = v. */
const char *mode_velocity_of(const char *x)
{
  VelocityEquation key = { x, NULL };
  VelocityEquation *found = bsearch(&key, velocity_table, (size_t)velocity_count, sizeof key, by_position);
  return found ? found->velocity : NULL;
}

typedef struct NameScan {
  const ClassDef *cls;
  PtrList *positions;
} NameScan;

static void note_position(Expr *e, void *data)
{
  NameScan *s = data;
  if (!is_name(e) || !mode_velocity_of(e->string))
    return;
  for (int i = 0; i < s->positions->count; i++)
    if (!strcmp(s->positions->items[i], e->string))
      return;
  list_push(s->positions, e->string);
}

static bool reads_der_of(const Expr *e, const char *v)
{
  if (!e)
    return false;
  if (is_der_of_name(e, v))
    return true;
  if (reads_der_of(e->a, v) || reads_der_of(e->b, v) || reads_der_of(e->c, v))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (reads_der_of(e->args.items[i], v))
      return true;
  return false;
}

/* For every name v, the equations of the class that read der(v), found
   once: scanning all equations per velocity made many balls quadratic. */
static Map der_readers; /* v -> PtrList of Equation */

static void note_der_reader(const Expr *e, Equation *eq)
{
  if (!e)
    return;
  if (expr_is_call(e, "der") && e->args.count == 1 && is_name(e->args.items[0])) {
    const char *v = ((Expr *)e->args.items[0])->string;
    PtrList *readers = map_get(&der_readers, v);
    if (!readers) {
      readers = xcalloc(1, sizeof *readers);
      map_put(&der_readers, v, readers);
    }
    if (!readers->count || readers->items[readers->count - 1] != eq)
      list_push(readers, eq);
  }
  note_der_reader(e->a, eq);
  note_der_reader(e->b, eq);
  note_der_reader(e->c, eq);
  for (int i = 0; i < e->args.count; i++)
    note_der_reader(e->args.items[i], eq);
}

static void note_der_readers_of(const Equation *eq, Equation *top)
{
  if (eq->kind == EQ_SIMPLE) {
    note_der_reader(eq->lhs, top);
    note_der_reader(eq->rhs, top);
  } else if (eq->kind == EQ_IF) {
    for (int b = 0; b < eq->branches.count; b++) {
      const Branch *br = eq->branches.items[b];
      for (int i = 0; i < br->equations.count; i++)
        note_der_readers_of(br->equations.items[i], top);
    }
  }
}

static void find_der_readers(const ClassDef *cls)
{
  der_readers = (Map){ 0 };
  for (int i = 0; i < cls->equations.count; i++)
    note_der_readers_of(cls->equations.items[i], cls->equations.items[i]);
}

/* The one equation of der(v), when it has the form der(v) = f, f = der(v)
   or c * der(v) = f; NULL otherwise (*why says which). */
static Equation *motion_equation(const ClassDef *cls, const char *v, const char **why)
{
  const PtrList *readers = map_get(&der_readers, v);
  Equation *found = readers && readers->count ? readers->items[0] : NULL;
  if (readers && (readers->count > 1 || found->kind != EQ_SIMPLE)) {
    *why = "der() of its velocity is used in more than one plain equation";
    return NULL;
  }
  if (!found) {
    *why = "its velocity has no equation der(v) = f";
    return NULL;
  }
  const Expr *l = found->lhs, *r = found->rhs;
  bool scaled = l->kind == EX_BINARY && l->op == OP_MUL && is_der_of_name(l->b, v) && !reads_der_of(l->a, v) &&
                !reads_der_of(r, v);
  if (!(is_der_of_name(l, v) && !reads_der_of(r, v)) && !(is_der_of_name(r, v) && !reads_der_of(l, v)) && !scaled) {
    *why = "the equation of der() of its velocity is not der(v) = f or c*der(v) = f";
    return NULL;
  }
  return found;
}

/* e is built only of what the differentiator always handles: numbers,
   names, arithmetic and smooth built-in functions (a gradient of a relation
   that fails later would turn a model that compiled into an error). */
bool mode_smooth(const Expr *e)
{
  static const char *smooth[] = { "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh",
                                  "exp", "log", "sqrt", NULL };
  if (!e)
    return true;
  switch (e->kind) {
  case EX_NUMBER:
    return true;
  case EX_NAME:
    return !e->subscripts.count;
  case EX_UNARY:
    return (e->op == OP_NEG || e->op == OP_PLUS) && mode_smooth(e->a);
  case EX_BINARY:
    return (e->op == OP_ADD || e->op == OP_SUB || e->op == OP_MUL || e->op == OP_DIV || e->op == OP_POW) &&
           mode_smooth(e->a) && mode_smooth(e->b);
  case EX_CALL:
    for (int i = 0; smooth[i]; i++)
      if (!strcmp(e->string, smooth[i]))
        return e->args.count == 1 && !e->named_args.count && mode_smooth(e->args.items[0]);
    return false;
  default:
    return false;
  }
}

/* Why the when-clause is no impact, or NULL when it is one; positions gets
   the positions its relation reads. */
static const char *not_an_impact(const ClassDef *cls, const Equation *when, PtrList *positions)
{
  if (when->branches.count != 1)
    return "it has elsewhen branches";
  Branch *br = when->branches.items[0];
  const Expr *c = br->condition;
  if (!c || c->kind != EX_BINARY || !operator_is_relation(c->op) || c->op == OP_EQ || c->op == OP_NE)
    return "its condition is not a single relation (<, <=, >, >=)";
  if (!mode_smooth(c->a) || !mode_smooth(c->b))
    return "its relation uses more than arithmetic and smooth built-in functions";
  if (br->equations.count == 0)
    return "its body is empty";
  for (int i = 0; i < br->equations.count; i++) {
    Equation *eq = br->equations.items[i];
    if (eq->kind != EQ_CALL || !expr_is_call(eq->lhs, "reinit") || eq->lhs->args.count != 2 ||
        !is_name(eq->lhs->args.items[0]))
      return "its body does more than reinit()";
  }
  NameScan scan = { cls, positions };
  expr_walk((Expr *)c, note_position, &scan, false);
  if (positions->count == 0)
    return "its relation reads no position (a state x with der(x) = v)";
  for (int p = 0; p < positions->count; p++) {
    const char *v = mode_velocity_of(positions->items[p]);
    bool reinit = false;
    for (int i = 0; i < br->equations.count; i++) {
      Equation *eq = br->equations.items[i];
      reinit |= !strcmp(((Expr *)eq->lhs->args.items[0])->string, v);
    }
    if (!reinit)
      return "it does not reinit() the velocity of every position its relation reads";
  }
  if (br->equations.count != positions->count)
    return "it reinit()s something other than the velocities of the positions its relation reads";
  return NULL;
}

/* ---- building the mode ---- */

void mark_internal(FlatModel *model, const char *name)
{
  Var *v = find_var(model, name);
  if (v)
    v->internal = true;
}

Expr *mode_name(const char *name, SrcLoc loc)
{
  Expr *e = expr_new(EX_NAME, loc);
  e->string = xstrdup(name);
  e->printed_name = true;
  return e;
}

Expr *mode_number(double value, SrcLoc loc)
{
  Expr *e = expr_new(EX_NUMBER, loc);
  e->number = value;
  return e;
}

Equation *mode_equation(Expr *lhs, Expr *rhs, SrcLoc loc)
{
  Equation *eq = xcalloc(1, sizeof *eq);
  eq->kind = EQ_SIMPLE;
  eq->loc = loc;
  eq->lhs = lhs;
  eq->rhs = rhs;
  return eq;
}

Branch *mode_branch(Expr *condition, Equation *eq, SrcLoc loc)
{
  Branch *b = xcalloc(1, sizeof *b);
  b->condition = condition;
  b->loc = loc;
  list_push(&b->equations, eq);
  return b;
}

void mode_declare(ClassDef *cls, const char *name, const char *type, bool boolean, char *description,
                    SrcLoc loc)
{
  Component *c = xcalloc(1, sizeof *c);
  c->name = xstrdup(name);
  c->loc = loc;
  c->type_name = xstrdup(type);
  c->type_loc = loc;
  c->description = description;
  Modification *start = xcalloc(1, sizeof *start);
  start->name = xstrdup("start");
  start->loc = loc;
  start->value = expr_new(boolean ? EX_BOOLEAN : EX_NUMBER, loc);
  list_push(&c->modifications, start);
  list_push(&cls->components, c);
}

/* if contact.active[k] then G = 0; else contact.lambda[k] = 0; end if; */
static void add_mode(ClassDef *cls, Contact *k, SrcLoc loc)
{
  Equation *mode = xcalloc(1, sizeof *mode);
  mode->kind = EQ_IF;
  mode->loc = loc;
  list_push(&mode->branches, mode_branch(mode_name(k->active, loc), mode_equation(k->gap, mode_number(0, loc), loc), loc));
  list_push(&mode->branches, mode_branch(NULL, mode_equation(mode_name(k->lambda, loc), mode_number(0, loc), loc), loc));
  list_push(&cls->equations, mode);
}

/* when contact.active[k] and contact.lambda[k] < 0 then contact.active[k] = false; */
static void add_lift_off(ClassDef *cls, Contact *k, SrcLoc loc)
{
  Expr *pulls = k->pulls = expr_binary(OP_LT, mode_name(k->lambda, loc), mode_number(0, loc), loc);
  pulls->printed_name = true;
  Expr *condition = expr_binary(OP_AND, mode_name(k->active, loc), pulls, loc);
  condition->printed_name = true;
  Expr *off = expr_new(EX_BOOLEAN, loc);
  Equation *when = xcalloc(1, sizeof *when);
  when->kind = EQ_WHEN;
  when->loc = loc;
  list_push(&when->branches, mode_branch(condition, mode_equation(mode_name(k->active, loc), off, loc), loc));
  list_push(&cls->equations, when);
  k->lift_off = when;
}

/* der(v) = f  ->  der(v) = f + [c *] lambda * P, with P (dG/dx) filled in later */
static void add_force(const ClassDef *cls, Contact *k, const char *x)
{
  const char *why;
  Equation *eq = motion_equation(cls, mode_velocity_of(x), &why);
  Expr *placeholder = mode_number(1, eq->loc);
  list_push(&k->placeholders, placeholder);
  Expr *force = expr_binary(OP_MUL, mode_name(k->lambda, eq->loc), placeholder, eq->loc);
  const char *v = mode_velocity_of(x);
  if (is_der_of_name(eq->lhs, v) || is_der_of_name(eq->rhs, v)) {
    Expr **f = is_der_of_name(eq->lhs, v) ? &eq->rhs : &eq->lhs;
    *f = expr_binary(OP_ADD, *f, force, eq->loc);
  } else {
    eq->rhs = expr_binary(OP_ADD, eq->rhs, expr_binary(OP_MUL, expr_copy(eq->lhs->a), force, eq->loc), eq->loc);
  }
}

/* b2. when every position of an impact is a variable of component b2
   (b2.h, b[2].h: "b[2]."), else NULL */
static char *instance_of(const PtrList *positions)
{
  const char *first = positions->items[0], *dot = strrchr(first, '.');
  if (!dot)
    return NULL;
  size_t n = (size_t)(dot - first) + 1;
  for (int p = 1; p < positions->count; p++) {
    const char *x = positions->items[p];
    if (strncmp(x, first, n) != 0 || strchr(x + n, '.'))
      return NULL;
  }
  return xsprintf("%.*s", (int)n, first);
}

static Map instance_impacts;   /* "b2." -> how many impacts of b2 get a contact mode */
static Map instance_named;     /* "b2." -> how many of them are named so far */

/* The variables of a component's contact mode are the component's:
   b2.contact.active, or b2.contact.active[j] for the j-th of several in
   b2; those of the model's own impacts are contact.active[k] */
static void name_contact(Contact *k)
{
  char *prefix = instance_of(&k->positions);
  long total = prefix ? (long)(size_t)map_get(&instance_impacts, prefix) : 0;
  if (!total) {
    k->active = xsprintf("contact.active[%d]", k->number);
    k->lambda = xsprintf("contact.lambda[%d]", k->number);
    return;
  }
  long j = (long)(size_t)map_get(&instance_named, prefix) + 1;
  map_put(&instance_named, prefix, (void *)(size_t)j);
  char *index = total > 1 ? xsprintf("[%ld]", j) : "";
  k->active = xsprintf("%scontact.active%s", prefix, index);
  k->lambda = xsprintf("%scontact.lambda%s", prefix, index);
}

/* how many impacts each component has, before any is built */
static void count_instance_impacts(const ClassDef *cls, int original)
{
  instance_impacts = instance_named = (Map){ 0 };
  for (int i = 0; i < original; i++) {
    Equation *when = cls->equations.items[i];
    PtrList positions = { 0 };
    if (when->kind != EQ_WHEN || not_an_impact(cls, when, &positions))
      continue;
    char *prefix = instance_of(&positions);
    if (prefix)
      map_put(&instance_impacts, prefix, (void *)((size_t)map_get(&instance_impacts, prefix) + 1));
  }
}

static void build(ClassDef *cls, Equation *when, PtrList *positions)
{
  Contact *k = xcalloc(1, sizeof *k);
  k->number = contacts.count + 1;
  k->when = when;
  k->positions = *positions;
  Expr *c = ((Branch *)when->branches.items[0])->condition;
  bool below = c->op == OP_LT || c->op == OP_LE; /* a < b: G = a - b */
  Expr *minuend = below ? c->a : c->b, *subtrahend = below ? c->b : c->a;
  k->gap = subtrahend->kind == EX_NUMBER && subtrahend->number == 0
             ? expr_copy(minuend) : expr_binary(OP_SUB, expr_copy(minuend), expr_copy(subtrahend), c->loc);
  name_contact(k);
  map_put(&active_names, k->active, k);
  char *text = diag_source_text(c->loc);
  mode_declare(cls, k->active, "Boolean", true,
               xsprintf("in contact on %s (%s)", text, diag_line_place(c->loc.first_line)), c->loc);
  mode_declare(cls, k->lambda, "Real", false,
          xsprintf("contact force per unit mass along grad(%s) of %s (%s)", expr_to_string(k->gap), text,
                   diag_line_place(c->loc.first_line)), c->loc);
  add_mode(cls, k, c->loc);
  for (int p = 0; p < positions->count; p++)
    add_force(cls, k, positions->items[p]);
  add_lift_off(cls, k, c->loc);
  list_push(&contacts, k);
}

static bool name_taken(const ClassDef *cls)
{
  for (int i = 0; i < cls->components.count; i++)
    if (!strncmp(((Component *)cls->components.items[i])->name, "contact.", 8) ||
        strstr(((Component *)cls->components.items[i])->name, ".contact."))
      return true;
  return false;
}

void contact_prepare(ClassDef *cls)
{
  contacts = (PtrList){ 0 };
  verdicts = (PtrList){ 0 };
  active_names = (Map){ 0 };
  int original = cls->equations.count;
  bool taken = name_taken(cls);
  find_velocity_equations(cls);
  find_der_readers(cls);
  count_instance_impacts(cls, original);
  for (int i = 0; i < original; i++) {
    Equation *when = cls->equations.items[i];
    if (when->kind != EQ_WHEN)
      continue;
    PtrList positions = { 0 };
    const char *why = taken ? "the model declares names contact.*" : not_an_impact(cls, when, &positions);
    for (int p = 0; !why && p < positions.count; p++)
      if (!motion_equation(cls, mode_velocity_of(positions.items[p]), &why))
        break;
    Branch *br = when->branches.items[0];
    char *text = br->condition ? diag_source_text(br->condition->loc) : "?";
    if (why) {
      list_push(&verdicts, xsprintf("no contact mode for when %s (%s): %s", text,
                                    diag_line_place(when->loc.first_line), why));
      continue;
    }
    build(cls, when, &positions);
    list_push(&verdicts, xsprintf("contact mode %d for when %s (%s): impacts on G = %s >= 0 that accumulate "
                                  "continue in contact, G = 0 held by %s", contacts.count, text,
                                  diag_line_place(when->loc.first_line),
                                  expr_to_string(((Contact *)contacts.items[contacts.count - 1])->gap),
                                  ((Contact *)contacts.items[contacts.count - 1])->lambda));
  }
}

/* ---- after resolution ---- */

/* dG/dx into the force terms, G expanded through explicit definitions
   (called by index_reduce once it has found them). */
void contact_forces(FlatModel *model)
{
  for (int i = 0; i < contacts.count; i++) {
    Contact *k = contacts.items[i];
    mark_internal(model, k->active);
    mark_internal(model, k->lambda);
    Expr *g = definitions_expand(model, k->gap);
    for (int p = 0; p < k->positions.count; p++) {
      Var *x = find_var(model, k->positions.items[p]);
      Expr *gx = x && x->kind == VAR_STATE ? differentiate_partial(g, x) : NULL;
      Expr *placeholder = k->placeholders.items[p];
      if (!gx) {
        diag_error(placeholder->loc, "the contact mode of this impact needs d(%s)/d(%s), which hysc cannot form",
                   expr_to_string(k->gap), (char *)k->positions.items[p]);
        continue;
      }
      *placeholder = *gx;
    }
  }
}

/* The when-branch index of a when-clause's first branch. */
int mode_branch_index(const FlatModel *model, const Equation *when)
{
  /* the first branch number of every when-equation, found once per model:
     a search per contact made many contacts quadratic */
  static const FlatModel *indexed;
  static Map first_branch; /* "%p" of the equation -> number + 1 */
  if (indexed != model) {
    indexed = model;
    first_branch = (Map){ 0 };
    int n = 0;
    for (int i = 0; i < model->whens.count; i++) {
      WhenClause *w = model->whens.items[i];
      char *key = xsprintf("%p", (void *)w->equation);
      if (!map_get(&first_branch, key))
        map_put(&first_branch, key, (void *)(intptr_t)(n + 1));
      n += w->equation->branches.count;
    }
  }
  char key[32];
  snprintf(key, sizeof key, "%p", (const void *)when);
  return (int)(intptr_t)map_get(&first_branch, key) - 1;
}

/* The table of hysc_model.contacts. */
void contact_emit(const FlatModel *model, FILE *out)
{
  fputs("static const hysc_contact contacts[] = {\n", out);
  for (int i = 0; i < contacts.count; i++) {
    Contact *k = contacts.items[i];
    if (mode_branch_index(model, k->when) < 0)
      continue;   /* in another part of the model (partition.c) */
    Expr *c = ((Branch *)k->when->branches.items[0])->condition;
    Var *active = find_var(model, k->active), *lambda = find_var(model, k->lambda);
    fprintf(out, "  { %d, %d, %d, %d, %d, %d },\n", mode_branch_index(model, k->when), c->relation,
            active ? active->index : -1, lambda ? lambda->index : -1, mode_branch_index(model, k->lift_off),
            k->pulls->relation);
  }
  fputs(contact_count(model) ? "};\n\n" : "  { -1, -1, -1, -1, -1, -1 }\n};\n\n", out);
}

/* Each contact's multiplier stays an unknown (assignments.c): the runtime
   reaches it by its index into y. */
void contact_pin(const FlatModel *model)
{
  for (int i = 0; i < contacts.count; i++) {
    Var *lambda = find_var(model, ((Contact *)contacts.items[i])->lambda);
    if (lambda)
      lambda->pinned = true;
  }
}

/* The contact modes of the model's when-clauses: all of them, or those of
   one part (partition.c). */
int contact_count(const FlatModel *model)
{
  int n = 0;
  for (int i = 0; i < contacts.count; i++)
    n += mode_branch_index(model, ((Contact *)contacts.items[i])->when) >= 0;
  return n;
}

bool contact_is_mode(const Expr *row)
{
  return row->kind == EX_IF && row->a->kind == EX_NAME && map_get(&active_names, row->a->string);
}

void contact_dump(FILE *out)
{
  for (int i = 0; i < verdicts.count; i++)
    fprintf(out, "// %s\n", (char *)verdicts.items[i]);
}
