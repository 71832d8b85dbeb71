/*
 * instantiate.c - models built from parts (Modelica 3.6 chapters 4, 7, 9):
 * the class to simulate is instantiated recursively into one flat class
 * whose components have dotted names (b1.h, b[2].v).  Base classes are
 * merged in (extends with modifiers), modifications are applied outermost
 * first (nested, each, final), every name in an instance's equations is
 * rewritten to the dotted name of what it refers to, and connect() becomes
 * the equations of its connection sets.  Later stages (arrays, flattening)
 * see a flat model as if it had been written so; a model that uses none of
 * this is left untouched.  Types resolve to Real, Integer or Boolean here.
 */
#include <stdlib.h>
#include <string.h>

#include "hysc.h"

/* ---- instances, modifications, connectors ---- */

/* An instance being built: the prefix of its names ("" at the top, "b1."
   inside component b1) and the names of its elements, own and inherited,
   which decide what names in its equations refer to. */
typedef struct Instance {
  char *prefix;
  ClassDef *cls;
  Map elements;
  int inherited_prefixes;      /* parameter/constant/discrete of the whole instance */
  struct Connector *connector; /* the instance is a connector */
  struct Instance *parent;     /* the instance it is a component of */
} Instance;

/* A modification on its way down: it modifies `path` (relative to the
   instance it is applied to; "" is the element itself), was written in
   `scope` (NULL: in a short class definition, names left as written), and
   for an element of an array of components picks element `index` of an
   array value unless it says `each`. */
typedef struct Mod {
  Modification *m;
  const char *path;
  Instance *scope;
  int index;
  bool declared;               /* the element's own declaration, not from outside */
} Mod;

typedef struct ConnectorVar {
  char *name;                  /* within the connector: "v" */
  char *full;                  /* "b1.p.v" */
  bool flow;
  int prefixes;
} ConnectorVar;

typedef struct Connector {
  char *name;                  /* "b1.p" */
  ClassDef *cls;
  PtrList vars;                /* ConnectorVar */
} Connector;

typedef struct Connection {
  char *a, *b;                 /* full names of the connectors */
  bool a_outside, b_outside;   /* a connector of the class that wrote the connect */
  SrcLoc loc, a_loc, b_loc;
} Connection;

typedef struct Ctx {
  ClassDef *flat;
  Map components;              /* full name -> Component (flat) */
  Map origins;                 /* full name -> the declaring Component */
  Map connectors;              /* full name -> Connector */
  PtrList connector_list;      /* Connector, in order */
  PtrList connections;         /* Connection */
  PtrList extending;           /* ClassDef: the chain of bases being merged */
  Map functions;               /* full name -> the copy of a package's function */
  PtrList component_classes;   /* ClassDef: the classes of components, each once */
  PtrList disabled;            /* Disabled: conditional components whose condition is false */
  Map sizes;                   /* "%p" of a parameter -> KnownSize: its value in eval_size */
} Ctx;

/* The value eval_size found for a parameter, kept so that n1 = n0 + n0 - n0
   chained costs a line each; with the binding it was found for. */
typedef struct KnownSize {
  const Expr *binding;
  long value;
} KnownSize;

typedef struct Disabled {
  char *name;                  /* "sys.damper" */
  SrcLoc condition_loc;
} Disabled;

static bool is_builtin_type(const char *name)
{
  return !strcmp(name, "Real") || !strcmp(name, "Integer") || !strcmp(name, "Boolean") ||
         !strcmp(name, "String");
}

static bool is_connect(const Equation *q)
{
  return q->kind == EQ_CALL && q->lhs && expr_is_call(q->lhs, "connect");
}

/* ---- copying expressions with names rewritten to the instance's ---- */

static const char *outer_name(const Instance *scope, const char *name);

static char *rename_in(const char *name, const Instance *scope)
{
  if (!scope || !*scope->prefix)
    return (char *)name;
  size_t n = strcspn(name, ".[");
  char *first = xsprintf("%.*s", (int)n, name);
  const char *inner = outer_name(scope, first);
  if (inner)
    return xsprintf("%s%s", inner, name + n);
  bool element = map_get(&scope->elements, first) != NULL;
  free(first);
  return element ? xsprintf("%s%s", scope->prefix, name) : (char *)name;
}

static Expr *rewrite(const Expr *e, const Instance *scope);

/* The indices of the for-equations being unrolled (innermost last): in
   their bodies an index is its number. */
typedef struct Unrolled { const char *name; long value; } Unrolled;
static Unrolled unrolled[64];
static int n_unrolled;

static bool unrolled_index(const Expr *e, long *value)
{
  if (e->kind != EX_NAME || e->subscripts.count || e->path.count)
    return false;
  for (int i = n_unrolled - 1; i >= 0; i--)
    if (!strcmp(unrolled[i].name, e->string)) {
      *value = unrolled[i].value;
      return true;
    }
  return false;
}

static const ParamOverride *command_line;   /* hysc -p */
static int n_command_line;

static Expr *number_expr(double value, SrcLoc loc)
{
  Expr *n = expr_new(EX_NUMBER, loc);
  n->number = value;
  n->integer_literal = value == (long)value;
  return n;
}

/* hysc -p NAME=VALUE for a parameter of this type (true is 1) */
static Expr *override_value(double value, const char *type, SrcLoc loc)
{
  Expr *e = number_expr(value, loc);
  if (!strcmp(type, "Boolean"))
    e->kind = EX_BOOLEAN;
  return e;
}

static Expr *integer_expr(long value, SrcLoc loc)
{
  return number_expr((double)value, loc);
}

static struct Ctx *current_ctx;   /* the instantiation under way, for fold_path */
static bool eval_size(struct Ctx *ctx, const Expr *e, long *value, int depth);

/* b[i].h with i known: "b[2].h"; false (after a message) while i is not */
static bool fold_path(Expr *c, const Expr *e, const Instance *scope)
{
  char *text = xstrdup("");
  for (int p = 0; p < e->path.count; p++) {
    const Expr *part = e->path.items[p];
    text = xsprintf("%s%s", text, part->string);
    for (int i = 0; i < part->subscripts.count; i++) {
      Expr *sub = rewrite(part->subscripts.items[i], scope);
      long value;
      if (!eval_size(current_ctx, sub, &value, 0)) {
        diag_error(sub->loc, "a subscript before '.' must be known at compile time: a literal or the index "
                   "of a for-equation over a range of such numbers");
        return false;
      }
      text = xsprintf("%s%s%ld", text, i ? "," : "[", value);
    }
    text = xsprintf("%s%s.", text, part->subscripts.count ? "]" : "");
  }
  c->string = xsprintf("%s%s", text, e->string);
  c->path = (PtrList){ 0 };
  return true;
}

/* A function of a package called from a component (Lib.f(x), or f(x) inside
   Lib): the call names it by its full name, and a copy of it under that name
   joins the flat class, where functions.c finds it. */
static char *function_name(const char *name, const Instance *scope)
{
  ClassDef *f = scope ? lookup_class(name, scope->cls) : NULL;
  if (f && f->parent && !strcmp(f->restriction, "record"))
    return lookup_class_path(f);   /* a record constructor, for records.c */
  if (!f || !f->parent || strcmp(f->restriction, "function") != 0 || f->base_type)
    return (char *)name;
  char *full = lookup_class_path(f);
  if (!map_get(&current_ctx->functions, full)) {
    ClassDef *copy = xmalloc(sizeof *copy);
    *copy = *f;
    copy->name = full;
    map_put(&current_ctx->functions, full, copy);
    list_push(&current_ctx->flat->classes, copy);
  }
  return full;
}

static PtrList rewrite_list(const PtrList *list, const Instance *scope)
{
  PtrList out = { 0 };
  for (int i = 0; i < list->count; i++)
    list_push(&out, list->items[i] ? rewrite(list->items[i], scope) : NULL);
  return out;
}

/* A class defined as enumeration(a, b, c): its literals are the
   modifications of the short definition. */
static bool is_enumeration(const ClassDef *cls)
{
  return cls && cls->base_type && !strcmp(cls->base_type, "enumeration");
}

/* The enumeration a type stands for through short definitions (connector
   LogicInput = input Logic), NULL if none */
static ClassDef *enumeration_behind(ClassDef *type)
{
  for (int depth = 0; type && !is_enumeration(type) && type->base_type && depth < 64; depth++)
    type = lookup_class(type->base_type, type->parent);
  return is_enumeration(type) ? type : NULL;
}

/* for e in Mode: the range of Mode's numbers, 1:3 */
static Expr *enumeration_range(const Expr *range, const Instance *scope)
{
  bool plain = range && range->kind == EX_NAME && !range->path.count && !range->subscripts.count;
  ClassDef *cls = plain && scope && scope->cls && !map_get(&scope->elements, range->string)
                  ? lookup_class(range->string, scope->cls) : NULL;
  if (!is_enumeration(cls))
    return rewrite(range, scope);
  Expr *r = expr_new(EX_RANGE, range->loc);
  r->a = integer_expr(1, range->loc);
  r->c = integer_expr(cls->base_modifications.count, range->loc);
  return r;
}

static PtrList rewrite_iterators(const PtrList *iterators, const Instance *scope)
{
  PtrList out = { 0 };
  for (int i = 0; i < iterators->count; i++) {
    Iterator *it = xmalloc(sizeof *it);
    *it = *(Iterator *)iterators->items[i];
    it->range = enumeration_range(it->range, scope);
    list_push(&out, it);
  }
  return out;
}

/* Mode.flying, Mode a class of enumeration(rolling, flying, resting): the
   literal's number, 2 (enumerations are Integers numbered from 1, as the
   spec's Integer() numbers them); false when e names no enumeration. */
static bool enumeration_literal(const Expr *e, const Instance *scope, long *value)
{
  const char *dot = e->kind == EX_NAME ? strrchr(e->string, '.') : NULL;
  if (!dot || e->path.count || e->subscripts.count || !scope || !scope->cls)
    return false;
  char *type = xsprintf("%.*s", (int)(dot - e->string), e->string);
  char *first = xsprintf("%.*s", (int)strcspn(type, "."), type);
  ClassDef *cls = map_get(&scope->elements, first) ? NULL : lookup_class(type, scope->cls);
  if (!is_enumeration(cls))
    return false;   /* b1.h: an element of a component */
  for (int i = 0; i < cls->base_modifications.count; i++)
    if (!strcmp(((Modification *)cls->base_modifications.items[i])->name, dot + 1)) {
      *value = i + 1;
      return true;
    }
  diag_error(e->loc, "'%s' is not a literal of enumeration '%s'", dot + 1, type);
  diag_note(cls->loc, "'%s' is defined here", type);
  *value = 1;
  return true;
}

/* Mode.flying, or m declared of type Mode: what Integer() takes */
static bool is_enumeration_value(const Expr *e, const Instance *scope)
{
  if (e->kind != EX_NAME || e->path.count || e->subscripts.count || !scope || !scope->cls)
    return false;
  const char *dot = strrchr(e->string, '.');
  if (dot && !map_get(&scope->elements, xsprintf("%.*s", (int)strcspn(e->string, "."), e->string)))
    return is_enumeration(lookup_class(xsprintf("%.*s", (int)(dot - e->string), e->string), scope->cls));
  const Component *c = dot ? NULL : map_get(&scope->elements, e->string);
  return c && enumeration_behind(lookup_class(c->type_name, scope->cls));
}

static void read_instance_constant(Expr *c, const Instance *scope);

static Expr *rewrite(const Expr *e, const Instance *scope)
{
  if (!e)
    return NULL;
  long index;
  if (unrolled_index(e, &index) || enumeration_literal(e, scope, &index))
    return integer_expr(index, e->loc);
  if (e->kind == EX_CALL && !strcmp(e->string, "Integer") && e->args.count == 1 && !e->named_args.count &&
      is_enumeration_value(e->args.items[0], scope))
    return rewrite(e->args.items[0], scope);   /* Integer(Mode.flying): the number it already is */
  Expr *c = xmalloc(sizeof *c);
  *c = *e;
  if (e->path.count && !fold_path(c, e, scope))
    c->path = (PtrList){ 0 };
  if (e->kind == EX_NAME)
    c->string = rename_in(c->string, scope);
  else if (e->kind == EX_CALL && e->string[0] != '=')
    c->string = function_name(e->string, scope);
  if (scope && *scope->prefix)
    c->printed_name = true;   /* event logs name b1.h < 0, not the source's h < 0 */
  c->a = rewrite(e->a, scope);
  c->b = rewrite(e->b, scope);
  c->c = rewrite(e->c, scope);
  c->args = rewrite_list(&e->args, scope);
  c->subscripts = rewrite_list(&e->subscripts, scope);
  c->named_args = (PtrList){ 0 };
  for (int i = 0; i < e->named_args.count; i++) {
    Modification *m = xmalloc(sizeof *m);
    *m = *(Modification *)e->named_args.items[i];
    m->value = rewrite(m->value, scope);
    list_push(&c->named_args, m);
  }
  c->iterators = rewrite_iterators(&e->iterators, scope);
  read_instance_constant(c, scope);
  return c;
}

static void record_connection(Ctx *ctx, const Equation *q, const Instance *scope);

static PtrList rewrite_equations(Ctx *ctx, const PtrList *equations, Instance *scope, bool connect_ok);

static int when_depth;   /* rewriting the body of a when-equation */

/* b.x = ... in a when-clause, b a model or block component: a when-clause
   assigns no variable of such a component (spec 4.4.4) */
static void check_when_target(const Equation *q, const Instance *scope)
{
  const Expr *lhs = q->lhs;
  if (!when_depth || q->kind != EQ_SIMPLE || !lhs || lhs->kind != EX_NAME || !scope || !scope->cls)
    return;
  const char *first = lhs->path.count ? ((Expr *)lhs->path.items[0])->string : lhs->string;
  size_t n = strcspn(first, ".[");
  if (!lhs->path.count && !first[n])
    return;
  const Component *c = map_get(&scope->elements, xsprintf("%.*s", (int)n, first));
  ClassDef *type = c && !is_builtin_type(c->type_name) ? lookup_class(c->type_name, scope->cls) : NULL;
  if (type && (!strcmp(type->restriction, "model") || !strcmp(type->restriction, "block")))
    diag_error(lhs->loc, "a when-clause cannot assign '%s', a variable of the %s component '%s' (spec 4.4.4)",
               expr_to_string(lhs), type->restriction, c->name);
}

static Equation *rewrite_equation(Ctx *ctx, const Equation *q, Instance *scope, bool connect_ok)
{
  check_when_target(q, scope);
  if (is_connect(q)) {
    if (connect_ok)
      record_connection(ctx, q, scope);
    else if (when_depth)
      diag_error(q->loc, "connect() is not allowed inside a when-equation (spec 8.3.5)");
    else
      diag_error(q->loc, "connect() inside if-equations is not supported");
    return NULL;
  }
  Equation *c = xmalloc(sizeof *c);
  *c = *q;
  c->lhs = rewrite(q->lhs, scope);
  c->rhs = rewrite(q->rhs, scope);
  c->branches = (PtrList){ 0 };
  for (int i = 0; i < q->branches.count; i++) {
    const Branch *b = q->branches.items[i];
    Branch *nb = xmalloc(sizeof *nb);
    *nb = *b;
    nb->condition = rewrite(b->condition, scope);
    when_depth += q->kind == EQ_WHEN;
    nb->equations = rewrite_equations(ctx, &b->equations, scope, false);
    when_depth -= q->kind == EQ_WHEN;
    list_push(&c->branches, nb);
  }
  c->iterators = rewrite_iterators(&q->iterators, scope);
  return c;
}

static bool expr_has_path(const Expr *e)
{
  if (!e)
    return false;
  if (e->path.count || expr_has_path(e->a) || expr_has_path(e->b) || expr_has_path(e->c))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (expr_has_path(e->args.items[i]))
      return true;
  for (int i = 0; i < e->subscripts.count; i++)
    if (expr_has_path(e->subscripts.items[i]))
      return true;
  return false;
}

/* a for-equation with connect() or b[i].h inside is unrolled here; others
   are left to the arrays stage */
static bool needs_unrolling(const PtrList *equations)
{
  for (int i = 0; i < equations->count; i++) {
    const Equation *q = equations->items[i];
    if (is_connect(q) || expr_has_path(q->lhs) || expr_has_path(q->rhs))
      return true;
    for (int b = 0; b < q->branches.count; b++) {
      const Branch *br = q->branches.items[b];
      if (expr_has_path(br->condition) || needs_unrolling(&br->equations))
        return true;
    }
  }
  return false;
}

/* first:step:last of a for-range known at compile time */
static bool range_bounds(Ctx *ctx, const Iterator *it, const Instance *scope, long bounds[3])
{
  Expr *range = rewrite(it->range, scope);
  bool known = range && range->kind == EX_RANGE && eval_size(ctx, range->a, &bounds[0], 0) &&
               eval_size(ctx, range->c, &bounds[2], 0);
  bounds[1] = 1;
  if (known && range->b)
    known = eval_size(ctx, range->b, &bounds[1], 0) && bounds[1] != 0;
  if (!known)
    diag_error(it->range ? it->range->loc : it->loc, "a for-equation with connect() or b[i].h inside needs a "
               "range first:last or first:step:last of Integers known at compile time");
  return known;
}

static void rewrite_into(Ctx *ctx, const Equation *q, Instance *scope, bool connect_ok, PtrList *out);

static void unroll_for(Ctx *ctx, const Equation *q, int k, Instance *scope, bool connect_ok, PtrList *out)
{
  const PtrList *body = &((Branch *)q->branches.items[0])->equations;
  if (k == q->iterators.count) {
    for (int i = 0; i < body->count; i++)
      rewrite_into(ctx, body->items[i], scope, connect_ok, out);
    return;
  }
  const Iterator *it = q->iterators.items[k];
  long b[3];
  if (n_unrolled == (int)(sizeof unrolled / sizeof *unrolled)) {
    diag_error(q->loc, "for-equations nested too deeply");
    return;
  }
  if (!range_bounds(ctx, it, scope, b))
    return;
  for (long v = b[0]; b[1] > 0 ? v <= b[2] : v >= b[2]; v += b[1]) {
    unrolled[n_unrolled++] = (Unrolled){ it->name, v };
    unroll_for(ctx, q, k + 1, scope, connect_ok, out);
    n_unrolled--;
  }
}

static void rewrite_into(Ctx *ctx, const Equation *q, Instance *scope, bool connect_ok, PtrList *out)
{
  if (q->kind == EQ_FOR && q->branches.count == 1 &&
      needs_unrolling(&((Branch *)q->branches.items[0])->equations)) {
    unroll_for(ctx, q, 0, scope, connect_ok, out);
    return;
  }
  Equation *c = rewrite_equation(ctx, q, scope, connect_ok);
  if (c)
    list_push(out, c);
}

static PtrList rewrite_equations(Ctx *ctx, const PtrList *equations, Instance *scope, bool connect_ok)
{
  PtrList out = { 0 };
  for (int i = 0; i < equations->count; i++)
    rewrite_into(ctx, equations->items[i], scope, connect_ok, &out);
  return out;
}

static void append_equations(Ctx *ctx, ClassDef *cls, Instance *inst)
{
  PtrList eqs = rewrite_equations(ctx, &cls->equations, inst, true);
  for (int i = 0; i < eqs.count; i++)
    list_push(&ctx->flat->equations, eqs.items[i]);
  PtrList initial = rewrite_equations(ctx, &cls->initial_equations, inst, false);
  for (int i = 0; i < initial.count; i++)
    list_push(&ctx->flat->initial_equations, initial.items[i]);
  for (int i = 0; i < cls->algorithms.count; i++) {
    PtrList *statements = xcalloc(1, sizeof *statements);
    *statements = rewrite_equations(ctx, cls->algorithms.items[i], inst, false);
    list_push(&ctx->flat->algorithms, statements);
  }
}

/* ---- classes and their bases ---- */

/* The class a type name stands for, NULL for a built-in type; reports a
   class that is not found, with the places searched. */
static bool find_type_class(const char *name, SrcLoc loc, ClassDef *scope, ClassDef **found)
{
  *found = NULL;
  if (is_builtin_type(name))
    return true;
  *found = lookup_class(name, scope);
  if (!*found && !strcmp(name, "enumeration")) {
    diag_error(loc, "enumeration types are not supported yet");
    return false;
  }
  if (!*found) {
    diag_error(loc, "class '%s' not found (looked in %s)", name, lookup_places(scope));
    return false;
  }
  return true;
}

/* The bases of cls: its extends clauses, or the base of a short definition
   (model B = A(k = 2)) */
typedef struct Base {
  const char *name;
  SrcLoc loc;
  PtrList *modifications;
  bool short_form;
} Base;

static int class_bases(ClassDef *cls, Base *bases, int max)
{
  int n = 0;
  if (cls->base_type && n < max)
    bases[n++] = (Base){ cls->base_type, cls->base_loc, &cls->base_modifications, true };
  for (int i = 0; i < cls->extends.count && n < max; i++) {
    Extends *x = cls->extends.items[i];
    bases[n++] = (Base){ x->name, x->loc, &x->modifications, false };
  }
  return n;
}

/* MAX_NESTING: components in components, each level a few kilobytes of
   the stack of instantiation and later walks */
enum { MAX_BASES = 64, MAX_DEPTH = 64, MAX_NESTING = 200 };

static ClassDef *base_class(const Base *b, ClassDef *cls)
{
  ClassDef *base;
  if (!find_type_class(b->name, b->loc, b->short_form ? cls->parent : cls, &base))
    return NULL;
  if (!base) {
    diag_error(b->loc, "'%s' cannot extend the built-in type '%s': only a type can", cls->name, b->name);
    return NULL;
  }
  return base;
}

/* Deeper than MAX_DEPTH, instantiate_elements reports the chain; the walk
   stops there, before it could exhaust the stack. */
static void collect_names_from(Map *names, ClassDef *cls, PtrList *seen, int depth)
{
  if (list_contains(seen, cls) || depth > MAX_DEPTH)
    return;
  list_push(seen, cls);
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    map_put(names, c->name, c);
  }
  Base bases[MAX_BASES];
  int n = class_bases(cls, bases, MAX_BASES);
  for (int i = 0; i < n; i++) {
    ClassDef *base = lookup_class(bases[i].name, bases[i].short_form ? cls->parent : cls);
    if (base)
      collect_names_from(names, base, seen, depth + 1);
  }
}

void collect_element_names(Map *names, ClassDef *cls)
{
  PtrList seen = { 0 };
  collect_names_from(names, cls, &seen, 0);
  free(seen.items);
}

/* ---- modifications ---- */

static Mod *new_mod(Modification *m, const char *path, Instance *scope, int index, bool declared)
{
  Mod *md = xmalloc(sizeof *md);
  *md = (Mod){ m, path, scope, index, declared };
  return md;
}

/* Two values for one element in one list (a(k = 1, k = 2)) are an error
   (spec 7.2.4); a list is checked once, however often it is applied. */
static void check_modified_twice(const PtrList *modifications)
{
  static PtrList checked;
  if (!modifications->count || list_contains(&checked, modifications->items[0]))
    return;
  list_push(&checked, modifications->items[0]);
  for (int i = 0; i < modifications->count; i++) {
    const Modification *m = modifications->items[i];
    check_modified_twice(&m->nested);
    for (int j = 0; j < i && m->value; j++) {
      const Modification *other = modifications->items[j];
      if (other->value && !strcmp(m->name, other->name)) {
        diag_error(m->loc, "'%s' is modified twice in one modification", m->name);
        diag_note(other->loc, "its first modification is here");
        break;
      }
    }
  }
}

static void wrap_modifications(PtrList *out, const PtrList *modifications, Instance *scope, bool declared)
{
  check_modified_twice(modifications);
  for (int i = 0; i < modifications->count; i++) {
    Modification *m = modifications->items[i];
    list_push(out, new_mod(m, m->name, scope, -1, declared));
  }
}

/* The modifications among mods that reach element `name`, in the same
   order (outermost first), their paths made relative to it. */
static PtrList mods_for(const PtrList *mods, const char *name)
{
  PtrList out = { 0 };
  size_t n = strlen(name);
  for (int i = 0; i < mods->count; i++) {
    Mod *md = mods->items[i];
    int pick = md->m->each ? -1 : md->index;
    if (!strcmp(md->path, name)) {
      list_push(&out, new_mod(md->m, "", md->scope, pick, false));
      for (int k = 0; k < md->m->nested.count; k++) {
        Modification *nested = md->m->nested.items[k];
        list_push(&out, new_mod(nested, nested->name, md->scope, nested->each ? -1 : pick, false));
      }
    } else if (!strncmp(md->path, name, n) && md->path[n] == '.') {
      list_push(&out, new_mod(md->m, md->path + n + 1, md->scope, pick, false));
    }
  }
  return out;
}

/* "" entries: the element's own value */
static bool path_covers(const char *outer, const char *inner)
{
  size_t n = strlen(inner);
  return !n || !strcmp(outer, inner) || (!strncmp(outer, inner, n) && outer[n] == '.');
}

/* A final modification (or a final declaration) may not be modified again
   from outside: spec 7.2.6. */
static void check_final(const PtrList *mods, const Component *c)
{
  static PtrList reported;   /* a modification reaches several levels: one message */
  for (int j = 0; j < mods->count; j++) {
    Mod *fin = mods->items[j];
    bool final = fin->m->final || (fin->declared && (c->prefixes & PREFIX_FINAL) && !*fin->path);
    if (!final)
      continue;
    for (int i = 0; i < j; i++) {
      Mod *md = mods->items[i];
      if (path_covers(md->path, fin->path)) {
        if (list_contains(&reported, md->m))
          return;
        list_push(&reported, md->m);
        diag_error(md->m->loc, "'%s%s%s' is final and cannot be modified", c->name, *fin->path ? "." : "",
                   fin->path);
        diag_note(fin->m->loc, "it was made final here");
        return;
      }
    }
  }
}

/* Whether key (an element, a modification) is seen here for the first
   time: a check made for each instance reports once. */
static bool first_time(const void *key)
{
  static PtrList seen;
  if (list_contains(&seen, key))
    return false;
  list_push(&seen, (void *)key);
  return true;
}

/* One message per modification, not one per component of the array. */
static bool first_report(const Expr *value)
{
  return first_time(value);
}

/* A bound of a range in a modification, known here */
static bool range_bound(const Expr *e, const Instance *scope, long *value)
{
  return eval_size(current_ctx, rewrite(e, scope), value, 0);
}

/* Element `index` (from 0) of {body for i in a:b} or {body for i in a:s:b}:
   the body with i = a + index s; NULL (after a message) when the range is
   not known here or has no such element */
static Expr *comprehension_element(const Mod *md, const Expr *value)
{
  const Iterator *it = value->iterators.items[0];
  const Expr *r = it->range;
  long first, step = 1, last;
  if (value->iterators.count != 1 || !r || r->kind != EX_RANGE || !range_bound(r->a, md->scope, &first) ||
      (r->b && !range_bound(r->b, md->scope, &step)) || !range_bound(r->c, md->scope, &last) || step == 0 ||
      n_unrolled == (int)(sizeof unrolled / sizeof *unrolled)) {
    if (first_report(value))
      diag_error(value->loc, "a modification of an array of components by {expr for i in range} needs one "
                 "iterator over a range of Integers known at compile time");
    return NULL;
  }
  long i = first + md->index * step;
  if (step > 0 ? i > last : i < last) {
    if (first_report(value))
      diag_error(value->loc, "this array has %ld values for more components",
                 (step > 0 ? last - first : first - last) / (step > 0 ? step : -step) + 1);
    return NULL;
  }
  unrolled[n_unrolled++] = (Unrolled){ it->name, i };
  Expr *element = rewrite(value->args.items[0], md->scope);
  n_unrolled--;
  return element;
}

/* the value of a modification, for element `index` of an array of components */
static Expr *mod_value(const Mod *md)
{
  Expr *value = md->m->value;
  if (!value || md->index < 0)
    return rewrite(value, md->scope);
  if (value->kind == EX_ARRAY && value->iterators.count)
    return comprehension_element(md, value);
  if (value->kind == EX_NAME && !value->subscripts.count && !value->path.count) {
    Expr *element = xmalloc(sizeof *element);   /* an array parameter L: L[index + 1] */
    *element = *value;
    element->subscripts = (PtrList){ 0 };
    list_push(&element->subscripts, integer_expr(md->index + 1, value->loc));
    return rewrite(element, md->scope);
  }
  if (value->kind != EX_ARRAY) {
    if (first_report(value))
      diag_error(value->loc, "a modification of an array of components needs 'each', an array {...} "
                 "with one value per component, or the name of an array");
    return NULL;
  }
  if (md->index >= value->args.count) {
    if (first_report(value))
      diag_error(value->loc, "this array has %d values for more components", value->args.count);
    return NULL;
  }
  return rewrite(value->args.items[md->index], md->scope);
}

/* ---- components ---- */

static void instantiate_elements(Ctx *ctx, Instance *inst, ClassDef *cls, const PtrList *mods, int depth);
static bool has_class(ClassDef *cls, const char *name, int depth);
static ClassDef *inherited_class(ClassDef *cls, const char *name, int depth);

static const char *attributes[] = { "start", "fixed", "unit", "min", "max", "nominal", "quantity",
                                    "displayUnit", "stateSelect", "unbounded", NULL };

static bool is_attribute(const char *name)
{
  for (int i = 0; attributes[i]; i++)
    if (!strcmp(attributes[i], name))
      return true;
  return false;
}

/* The literals of an enumeration: names, each once */
static bool check_literals(const ClassDef *t)
{
  for (int i = 0; i < t->base_modifications.count; i++) {
    const Modification *m = t->base_modifications.items[i];
    if (m->value || m->nested.count) {
      diag_error(m->loc, "a literal of an enumeration is a name alone");
      return false;
    }
    for (int j = 0; j < i; j++) {
      const Modification *other = t->base_modifications.items[j];
      if (!strcmp(other->name, m->name)) {
        diag_error(m->loc, "literal '%s' appears twice in enumeration '%s'", m->name, t->name);
        diag_note(other->loc, "its first appearance is here");
        return false;
      }
    }
  }
  return true;
}

/* Real/Integer/Boolean behind a chain of short type definitions; their
   modifications are added to mods at the lowest priority */
static const char *primitive_of(ClassDef *type, PtrList *mods)
{
  PtrList chain = { 0 };
  for (int depth = 0; type; depth++) {
    ClassDef *t = type;
    if (!t->base_type || depth > MAX_DEPTH || t->extends.count || t->components.count)
      return NULL;
    if (is_enumeration(t))
      return check_literals(t) ? "Integer" : NULL;
    wrap_modifications(&chain, &t->base_modifications, NULL, false);
    if (!find_type_class(t->base_type, t->base_loc, t->parent, &type))
      return NULL;
    if (!type) {
      for (int i = 0; i < chain.count; i++)
        list_push(mods, chain.items[i]);
      return t->base_type;
    }
  }
  return NULL;
}

static void add_connector_var(Instance *inst, const Component *c, const char *full)
{
  if (!inst->connector)
    return;
  ConnectorVar *v = xcalloc(1, sizeof *v);
  v->name = c->name;
  v->full = (char *)full;
  v->flow = (c->prefixes & PREFIX_FLOW) != 0;
  v->prefixes = c->prefixes;
  list_push(&inst->connector->vars, v);
}

static void make_primitive(Ctx *ctx, Instance *inst, const Component *c, const char *type, PtrList *mods)
{
  Component *v = xcalloc(1, sizeof *v);
  v->name = xsprintf("%s%s", inst->prefix, c->name);
  v->loc = c->loc;
  v->prefixes = c->prefixes | inst->inherited_prefixes;
  v->type_name = (char *)type;
  v->type_loc = c->type_loc;
  v->description = c->description;
  v->dims = rewrite_list(&c->dims, inst);
  check_final(mods, c);
  /* flatten.c applies attributes in order, the last winning: innermost first */
  for (int i = mods->count - 1; i >= 0; i--) {
    Mod *md = mods->items[i];
    if (!*md->path) {
      if (md->m->value && !v->binding)
        v->binding = mod_value(md);
      continue;
    }
    if (!is_attribute(md->path)) {
      diag_error(md->m->loc, "'%s' is not an attribute of %s '%s'", md->path, type, v->name);
      continue;
    }
    Modification *m = xmalloc(sizeof *m);
    *m = *md->m;
    m->name = (char *)md->path;
    m->value = mod_value(md);
    list_push(&v->modifications, m);
  }
  /* the binding with the highest priority: the outermost */
  for (int i = 0; i < mods->count; i++) {
    Mod *md = mods->items[i];
    if (!*md->path && md->m->value) {
      v->binding = mod_value(md);
      break;
    }
  }
  for (int i = 0; i < n_command_line; i++)   /* -p NAME=VALUE, as arrays.c applies it */
    if (!strcmp(command_line[i].name, v->name) && (v->prefixes & PREFIX_PARAMETER))
      v->binding = override_value(command_line[i].value, type, v->loc);
  list_push(&ctx->flat->components, v);
  map_put(&ctx->components, v->name, v);
  add_connector_var(inst, c, v->name);
}

/* an Integer dimension of an array of components, through parameter bindings */
static bool eval_size(Ctx *ctx, const Expr *e, long *value, int depth)
{
  long a, b;
  if (!e || depth > MAX_DEPTH)
    return false;
  switch (e->kind) {
  case EX_NUMBER:
    *value = (long)e->number;
    return e->integer_literal;
  case EX_NAME: {
    Component *c = e->subscripts.count ? NULL : map_get(&ctx->components, e->string);
    if (!c || !(c->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)))
      return false;
    char *key = xsprintf("%p", (void *)c);
    KnownSize *known = map_get(&ctx->sizes, key);
    if (known && known->binding == c->binding) {
      *value = known->value;
      return true;
    }
    if (!eval_size(ctx, c->binding, value, depth + 1))
      return false;   /* not kept: a failure may be the depth's */
    known = xmalloc(sizeof *known);
    *known = (KnownSize){ c->binding, *value };
    map_put(&ctx->sizes, key, known);
    return true;
  }
  case EX_UNARY:
    if (e->op != OP_NEG || !eval_size(ctx, e->a, &a, depth + 1))
      return false;
    *value = -a;
    return true;
  case EX_BINARY:
    if (!eval_size(ctx, e->a, &a, depth + 1) || !eval_size(ctx, e->b, &b, depth + 1))
      return false;
    if (e->op == OP_ADD) *value = a + b;
    else if (e->op == OP_SUB) *value = a - b;
    else if (e->op == OP_MUL) *value = a * b;
    else return false;
    return true;
  default:
    return false;
  }
}

/* Pos p = Pos(1, 2): the value of a whole record, which records.c splits
   into its fields' bindings; the outermost one wins. */
static bool record_value(const Instance *child, ClassDef *type, const PtrList *mods, const Mod *md)
{
  if (strcmp(type->restriction, "record") != 0)
    return false;
  for (int i = 0; i < mods->count && mods->items[i] != md; i++) {
    const Mod *outer = mods->items[i];
    if (!*outer->path && outer->m->value)
      return true;
  }
  Expr *value = mod_value(md);
  if (value)
    records_note_binding(xsprintf("%.*s", (int)strlen(child->prefix) - 1, child->prefix), type, value);
  return true;
}

/* a(redeclare class B = C) with B protected in a's class: only an extends
   clause may redeclare it (spec 4.1) */
static void check_class_redeclared_from_outside(const Modification *m, const ClassDef *k, const ClassDef *type)
{
  if (!k->is_protected)
    return;
  diag_error(m->loc, "class '%s' is protected in '%s': it cannot be redeclared from outside (spec 4.1)", k->name,
             type->name);
  diag_note(k->loc, "'%s' is declared protected here", k->name);
}

static void instantiate_one(Ctx *ctx, Instance *inst, const Component *c, ClassDef *type, const char *name,
                            PtrList *mods)
{
  int levels = 0;
  for (Instance *up = inst; up; up = up->parent, levels++)
    if (up->cls == type) {
      diag_error(c->loc, "'%s' contains itself: component '%s' is of class '%s'", up->cls->name, c->name, type->name);
      return;
    }
  if (levels > MAX_NESTING) {
    diag_error(c->loc, "component '%s' would be nested more than %d levels deep in components", c->name,
               MAX_NESTING);
    return;
  }
  Instance *child = xcalloc(1, sizeof *child);
  child->parent = inst;
  child->prefix = xsprintf("%s%s.", inst->prefix, name);
  child->cls = type;
  child->inherited_prefixes = inst->inherited_prefixes | (c->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT | PREFIX_DISCRETE));
  collect_element_names(&child->elements, type);
  if (!strcmp(type->restriction, "connector")) {
    Connector *k = xcalloc(1, sizeof *k);
    k->name = xsprintf("%s%s", inst->prefix, name);
    k->cls = type;
    child->connector = k;
    map_put(&ctx->connectors, k->name, k);
    list_push(&ctx->connector_list, k);
  }
  if (!strcmp(type->restriction, "record"))
    records_note_instance(xsprintf("%s%s", inst->prefix, name), type);
  for (int i = 0; i < mods->count; i++) {
    Mod *md = mods->items[i];
    if (!*md->path) {
      if (md->m->value && !record_value(child, type, mods, md))
        diag_error(md->m->value->loc, "a value for the whole component '%s' (of class '%s') is not supported yet",
                   c->name, type->name);
      continue;
    }
    char *first = xsprintf("%.*s", (int)strcspn(md->path, "."), md->path);
    Component *element = map_get(&child->elements, first);
    if (!element && md->m->redeclare_class && !strchr(md->path, '.') && has_class(type, first, 0)) {
      check_class_redeclared_from_outside(md->m, inherited_class(type, first, 0), type);
      continue;
    }
    if (!element)
      diag_error(md->m->loc, "'%s' is not an element of '%s'", first, type->name);
    else if (element->prefixes & PREFIX_PROTECTED)
      diag_error(md->m->loc, "'%s' is protected in '%s': it cannot be modified from outside", first, type->name);
  }
  check_final(mods, c);
  instantiate_elements(ctx, child, type, mods, 0);
  if (!list_contains(&ctx->component_classes, type))
    list_push(&ctx->component_classes, type);
}

static bool check_component_class(const Component *c, ClassDef *type)
{
  const char *r = type->restriction;
  if (!strcmp(r, "function") || !strcmp(r, "package")) {
    diag_error(c->type_loc, "a component cannot be of %s '%s'", r, type->name);
    return false;
  }
  if (type->partial) {
    diag_error(c->type_loc, "'%s' is partial: a component cannot be of that class", type->name);
    diag_note(type->loc, "'%s' is declared partial here", type->name);
    return false;
  }
  return true;
}

static void instantiate_array(Ctx *ctx, Instance *inst, const Component *c, ClassDef *type, PtrList *mods)
{
  if (c->dims.count != 1) {
    diag_error(c->loc, "arrays of components have one dimension for now");
    return;
  }
  long n;
  Expr *size = rewrite(c->dims.items[0], inst);
  if (!eval_size(ctx, size, &n, 0) || n < 0 || n > 1000000) {
    diag_error(size->loc, "the size of an array of components must be an Integer literal or a parameter "
               "declared before it with such a value");
    return;
  }
  for (long i = 1; i <= n; i++) {
    PtrList picked = { 0 };
    for (int k = 0; k < mods->count; k++) {
      Mod *md = mods->items[k];
      int pick = md->m->each ? -1 : (int)(i - 1);
      list_push(&picked, new_mod(md->m, md->path, md->scope, md->index >= 0 ? md->index : pick, md->declared));
    }
    instantiate_one(ctx, inst, c, type, xsprintf("%s[%ld]", c->name, i), &picked);
  }
}

static bool unsupported_prefixes(const Component *c)
{
  if (c->prefixes & PREFIX_STREAM) {
    diag_error(c->loc, "stream connectors are not supported: '%s' is declared 'stream'", c->name);
    return true;
  }
  return false;
}

/* A variable of an enumeration type (also through type M = Mode): its
   literals, which --list-vars shows beside the numbers in the results */
static void note_enumeration(Ctx *ctx, ClassDef *type)
{
  type = enumeration_behind(type);
  if (!type || !ctx->flat->components.count)
    return;
  /* measured first, then written once: growing the text literal by literal
     would copy it once per literal (quadratic in their number) */
  size_t length = strlen(type->name) + 2;
  for (int i = 0; i < type->base_modifications.count; i++)
    length += strlen(((Modification *)type->base_modifications.items[i])->name) + 2;
  char *text = xmalloc(length + 1), *end = text;
  end += sprintf(end, "%s(", type->name);
  for (int i = 0; i < type->base_modifications.count; i++)
    end += sprintf(end, "%s%s", i ? ", " : "", ((Modification *)type->base_modifications.items[i])->name);
  strcpy(end, ")");
  Component *v = ctx->flat->components.items[ctx->flat->components.count - 1];
  v->enumeration = text;
}

/* ---- replaceable and redeclare (spec 7.3), inner and outer (spec 5.4) ---- */

static Map replaced_classes;   /* "<instance>/<class>" -> the class redeclared for it in that instance */
static Map redeclared_in;      /* "<class>" of a redeclaration -> the instance it was written in */
static Map outer_targets;      /* "<instance>/name" -> the full name of the inner that outer `name` is */

/* the inner element that outer `name` of scope stands for, NULL if none */
static const char *outer_name(const Instance *scope, const char *name)
{
  return outer_targets.count ? map_get(&outer_targets, xsprintf("%p/%s", (const void *)scope, name)) : NULL;
}

/* The class a type stands for in inst: a replaceable class redeclared for
   inst or for an instance it is part of is the new class. */
static ClassDef *replaced_class(const Instance *inst, ClassDef *type)
{
  for (const Instance *up = inst; up && type && replaced_classes.count; up = up->parent) {
    ClassDef *r = map_get(&replaced_classes, xsprintf("%p/%p", (const void *)up, (void *)type));
    if (r)
      return r;
  }
  return type;
}

static ClassDef *own_class(const ClassDef *cls, const char *name)
{
  for (int i = 0; i < cls->classes.count; i++)
    if (!strcmp(((ClassDef *)cls->classes.items[i])->name, name))
      return cls->classes.items[i];
  return NULL;
}

/* The local class `name` of cls or of one of its bases, NULL if none */
static ClassDef *inherited_class(ClassDef *cls, const char *name, int depth)
{
  if (!cls || depth > MAX_DEPTH)
    return NULL;
  ClassDef *k = own_class(cls, name);
  Base bases[MAX_BASES];
  int n = k ? 0 : class_bases(cls, bases, MAX_BASES);
  for (int i = 0; i < n && !k; i++)
    k = inherited_class(lookup_class(bases[i].name, bases[i].short_form ? cls->parent : cls), name, depth + 1);
  return k;
}

static bool has_class(ClassDef *cls, const char *name, int depth)
{
  return inherited_class(cls, name, depth) != NULL;
}

/* A final element (spec 7.2.6) or a constant one (spec 7.3.3) keeps its
   declaration: false, after a message at the redeclaration, for one */
static bool may_be_redeclared(const char *what, const char *name, int prefixes, SrcLoc declared, SrcLoc at)
{
  bool final = prefixes & PREFIX_FINAL;
  const char *why = final ? "final" : (prefixes & PREFIX_CONSTANT) ? "constant" : NULL;
  if (!why)
    return true;
  diag_error(at, "%s'%s' is declared %s: it cannot be redeclared (spec %s)", what, name, why,
             final ? "7.2.6" : "7.3.3");
  diag_note(declared, "'%s' is declared %s here", name, why);
  return false;
}

/* redeclare model Name = Other, among the modifications of an instance of
   cls, for a replaceable class of cls: checked and recorded for inst */
static void register_class_redeclaration(Instance *inst, ClassDef *cls, const Mod *md)
{
  ClassDef *k = md->m->redeclare_class, *original = own_class(cls, md->path);
  char *key = xsprintf("%p/%p", (void *)inst, (void *)original);
  if (!original || original == k || map_get(&replaced_classes, key))
    return;   /* not here, the element's own redeclaration, or an outer one came first */
  if (!(original->prefixes & PREFIX_REPLACEABLE)) {
    diag_error(md->m->loc, "class '%s' is not replaceable: it cannot be redeclared", original->name);
    diag_note(original->loc, "'%s' is declared here without 'replaceable'", original->name);
    return;
  }
  if (!may_be_redeclared("class ", original->name, original->prefixes, original->loc, md->m->loc))
    return;
  if (!k->parent && md->scope)
    k->parent = md->scope->cls;   /* its base is looked up where the redeclaration was written */
  ClassDef *base;
  if (k->base_type && !find_type_class(k->base_type, k->base_loc, k->parent, &base))
    return;
  ClassDef *constraint = original;   /* what it must stay a subtype of (spec 7.3.2) */
  if (original->constraint && !find_type_class(original->constraint, original->constraint_loc, cls, &constraint))
    return;
  const char *constraint_name = original->constraint ? original->constraint : original->name;
  if (constraint && !redeclare_is_subtype(k, k->base_type ? k->base_type : k->name, constraint, constraint_name,
                                          md->m->loc, xsprintf("the constraint of class '%s'", original->name)))
    return;
  map_put(&replaced_classes, key, k);
  if (md->scope)
    map_put(&redeclared_in, xsprintf("%p", (void *)k), md->scope);
}

/* The package an instance has for the replaceable class cls: the
   redeclaration that reaches it, and if that is itself a short definition
   naming a replaceable class where it was written (redeclare package Medium
   = Medium), what that class is there, and so on. */
static ClassDef *class_in_instance(ClassDef *cls, const Instance *inst)
{
  for (int depth = 0; cls && depth < MAX_DEPTH; depth++) {
    ClassDef *r = replaced_class(inst, cls);
    if (r == cls)
      return cls;
    const Instance *written = map_get(&redeclared_in, xsprintf("%p", (void *)r));
    inst = written ? written : inst;
    ClassDef *base = r->base_type && !is_builtin_type(r->base_type) && !r->base_modifications.count
                     ? lookup_class(r->base_type, r->parent) : NULL;
    if (!base || !(base->prefixes & PREFIX_REPLACEABLE))
      return r;
    cls = base;
  }
  return cls;
}

/* Medium.c, Medium a replaceable package of the instance's class: the
   constant of the package this instance has (constants.c resolved the
   other package constants before instantiation) */
static void read_instance_constant(Expr *c, const Instance *scope)
{
  const char *dot = c->kind == EX_NAME && !c->path.count ? strchr(c->string, '.') : NULL;
  if (!dot || !scope || !scope->cls)
    return;
  char *first = xsprintf("%.*s", (int)(dot - c->string), c->string);
  if (map_get(&scope->elements, first) || outer_name(scope, first))
    return;
  ClassDef *k = lookup_class(first, scope->cls);
  if (k && (k->prefixes & PREFIX_REPLACEABLE))
    constants_read(c, class_in_instance(k, scope), dot + 1);
}

/* The redeclaration among the modifications reaching an element: the outermost */
static const Mod *component_redeclaration(const PtrList *own)
{
  for (int i = 0; i < own->count; i++) {
    const Mod *md = own->items[i];
    if (!*md->path && md->m->redeclare_component)
      return md;
  }
  return NULL;
}

/* Of two redeclarations reaching one element, the outer one replaces the
   inner one, which must itself be replaceable (spec 7.3.3): false, after
   a message, when one is not */
static bool redeclarations_replaceable(const PtrList *own)
{
  const Mod *outer = NULL;
  for (int i = 0; i < own->count; i++) {
    const Mod *md = own->items[i];
    if (*md->path || !md->m->redeclare_component || (outer && outer->m == md->m))
      continue;
    if (outer && !(md->m->redeclare_component->prefixes & PREFIX_REPLACEABLE)) {
      if (first_time(outer->m)) {
        diag_error(outer->m->loc, "'%s' cannot be redeclared again: the redeclaration it replaces is not "
                   "replaceable (spec 7.3.3)", md->m->name);
        diag_note(md->m->loc, "'%s' is redeclared here without 'replaceable'", md->m->name);
      }
      return false;
    }
    outer = md;
  }
  return true;
}

/* replaceable A a constrainedby B: the declared type is itself a subtype
   of the constraint (spec 7.3.2); checked once per declaration */
/* type Real23 = Real[2, 3]: the dimensions a class gives its components */
static int class_dims(ClassDef *t)
{
  int n = 0;
  for (int depth = 0; t && depth < MAX_DEPTH; depth++) {
    n += t->base_dims.count;
    t = t->base_type && !is_builtin_type(t->base_type) ? lookup_class(t->base_type, t->parent) : NULL;
  }
  return n;
}

/* A constraining type has as many dimensions as the type it constrains,
   those of a component or short class declaration itself aside (spec 7.3.2). */
static bool same_dims_as_constraint(ClassDef *type, const char *type_name, ClassDef *constraint,
                                    const char *constraint_name, SrcLoc loc)
{
  int a = class_dims(type), b = class_dims(constraint);
  if (a == b)
    return true;
  diag_error(loc, "the constraint '%s' has %d dimension%s, but '%s' has %d: they must be as many (spec 7.3.2)",
             constraint_name, b, b == 1 ? "" : "s", type_name, a);
  return false;
}

static bool declared_within_constraint(const Component *c, ClassDef *cls)
{
  if (!c->constraint || !first_time(&c->constraint_loc))
    return true;
  ClassDef *type, *constraint;
  if (!find_type_class(c->type_name, c->type_loc, cls, &type) ||
      !find_type_class(c->constraint, c->constraint_loc, cls, &constraint))
    return false;
  if (!same_dims_as_constraint(type, c->type_name, constraint, c->constraint, c->constraint_loc))
    return false;
  return !type || !constraint ||
         redeclare_is_subtype(type, c->type_name, constraint, c->constraint, c->type_loc,
                              xsprintf("the constraint declared with '%s', spec 7.3.2", c->name));
}

/* replaceable model M = A constrainedby B (or a long definition of M):
   M itself is a subtype of B (spec 7.3.2); checked once per class */
static void class_within_constraint(ClassDef *k, ClassDef *cls)
{
  ClassDef *constraint;
  if (!k->constraint || !first_time(&k->constraint_loc) || (k->base_type && is_builtin_type(k->base_type)) ||
      !find_type_class(k->constraint, k->constraint_loc, cls, &constraint) || !constraint)
    return;
  ClassDef *base = k->base_type ? lookup_class(k->base_type, k->parent) : NULL;
  if (base && !same_dims_as_constraint(base, k->base_type, constraint, k->constraint, k->constraint_loc))
    return;
  redeclare_is_subtype(k, k->base_type ? k->base_type : k->name, constraint, k->constraint, k->loc,
                       xsprintf("the constraint declared with class '%s', spec 7.3.2", k->name));
}

/* c as redeclared by md, checked: c is replaceable, the new type a subtype
   of c's constraint.  *scope: where the new type name is looked up. */
static Component *redeclared(Instance *inst, ClassDef *cls, const Component *c, const Mod *md, ClassDef **scope)
{
  const Component *r = md->m->redeclare_component;
  if (!(c->prefixes & PREFIX_REPLACEABLE)) {
    diag_error(md->m->loc, "'%s' is not replaceable: it cannot be redeclared", c->name);
    diag_note(c->loc, "'%s' is declared here without 'replaceable'", c->name);
    return NULL;
  }
  if (!may_be_redeclared("", c->name, c->prefixes, c->loc, md->m->loc))
    return NULL;
  *scope = md->scope ? md->scope->cls : cls;
  const char *constraint_name = c->constraint ? c->constraint : c->type_name;
  ClassDef *type, *constraint;
  if (!find_type_class(r->type_name, r->type_loc, *scope, &type) ||
      !find_type_class(constraint_name, c->constraint ? c->constraint_loc : c->type_loc, cls, &constraint))
    return NULL;
  if (!redeclare_is_subtype(replaced_class(inst, type), r->type_name, replaced_class(inst, constraint),
                            constraint_name, r->type_loc, xsprintf("the constraint of '%s'", c->name)))
    return NULL;
  Component *n = xmalloc(sizeof *n);
  *n = *r;
  n->prefixes = (r->prefixes & ~PREFIX_REDECLARE) | (c->prefixes & PREFIX_PROTECTED);
  static const int groups[] = { PREFIX_PARAMETER | PREFIX_CONSTANT | PREFIX_DISCRETE, PREFIX_INPUT | PREFIX_OUTPUT,
                                PREFIX_FLOW };
  for (int g = 0; g < 3; g++)   /* a prefix the redeclaration leaves out is the replaced declaration's */
    if (!(r->prefixes & groups[g]))
      n->prefixes |= c->prefixes & groups[g];
  if (!r->constraint) {   /* the constraint's modifications stay (spec 7.3.2) */
    n->constraint = c->constraint;
    n->constraint_loc = c->constraint_loc;
    n->constraint_modifications = c->constraint_modifications;
  }
  return n;
}

/* The redeclare elements of cls (redeclare Type name; redeclare model M =
   N;) as modifications of its bases */
static void own_redeclarations(Instance *inst, ClassDef *cls, PtrList *out)
{
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (!(c->prefixes & PREFIX_REDECLARE))
      continue;
    Modification *m = xcalloc(1, sizeof *m);
    *m = (Modification){ .name = c->name, .loc = c->loc, .redeclare_component = c };
    list_push(out, new_mod(m, c->name, inst, -1, false));
  }
  for (int i = 0; i < cls->classes.count; i++) {
    ClassDef *k = cls->classes.items[i];
    if (!(k->prefixes & PREFIX_REDECLARE))
      continue;
    Modification *m = xcalloc(1, sizeof *m);
    *m = (Modification){ .name = k->name, .loc = k->loc, .redeclare_class = k };
    list_push(out, new_mod(m, k->name, inst, -1, false));
  }
}

/* A redeclare element keeps the replaced element's visibility (spec 7.3.3) */
static void check_same_visibility(const char *what, const char *name, SrcLoc loc, bool protected_now,
                                  SrcLoc replaced_loc, bool protected_before)
{
  if (protected_now == protected_before)
    return;
  diag_error(loc, "%s'%s' is redeclared %s but declared %s: a redeclaration keeps the visibility (spec 7.3.3)",
             what, name, protected_now ? "protected" : "public", protected_before ? "protected" : "public");
  diag_note(replaced_loc, "'%s' is declared %s here", name, protected_before ? "protected" : "public");
}

/* A redeclare element of cls replaces an inherited element of that name */
static void check_redeclared_inherited(Ctx *ctx, Instance *inst, ClassDef *cls)
{
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (!(c->prefixes & PREFIX_REDECLARE))
      continue;
    const Component *replaced = map_get(&ctx->origins, xsprintf("%s%s", inst->prefix, c->name));
    if (!replaced)
      diag_error(c->loc, "'%s' is declared 'redeclare' but '%s' inherits no element of that name", c->name,
                 cls->name);
    else if (first_time(c))
      check_same_visibility("", c->name, c->loc, c->prefixes & PREFIX_PROTECTED, replaced->loc,
                            replaced->prefixes & PREFIX_PROTECTED);
  }
  for (int i = 0; i < cls->classes.count; i++) {
    ClassDef *k = cls->classes.items[i];
    if (!(k->prefixes & PREFIX_REDECLARE))
      continue;
    ClassDef *inherited = NULL;
    Base bases[MAX_BASES];
    int n = class_bases(cls, bases, MAX_BASES);
    for (int b = 0; b < n && !inherited; b++)
      inherited = inherited_class(lookup_class(bases[b].name, cls), k->name, 0);
    if (!inherited)
      diag_error(k->loc, "class '%s' is declared 'redeclare' but '%s' inherits no class of that name", k->name,
                 cls->name);
    else if (first_time(k))
      check_same_visibility("class ", k->name, k->loc, k->is_protected, inherited->loc, inherited->is_protected);
  }
}

static char *dims_text(const PtrList *dims)
{
  char *text = xstrdup("");
  for (int i = 0; i < dims->count; i++)
    text = xsprintf("%s%s%s", text, i ? ", " : "", expr_to_string(dims->items[i]));
  return dims->count ? xsprintf("[%s]", text) : "no dimensions";
}

static void take_base_prefixes(Component *c, ClassDef *type);

/* outer Real p[6] and inner Real p[10]: an outer element has the
   dimensions of its inner one (spec 5.4), in number and, where both are
   written as numbers, in size; those of their types (type T = Real[3])
   count too. */
static bool outer_dims_match(Component *outer, Component *inner, ClassDef *outer_type, ClassDef *inner_type)
{
  take_base_prefixes(outer, outer_type);
  take_base_prefixes(inner, inner_type);
  bool same = outer->dims.count == inner->dims.count;
  for (int i = 0; same && i < outer->dims.count; i++) {
    const Expr *a = outer->dims.items[i], *b = inner->dims.items[i];
    same = a->kind != EX_NUMBER || b->kind != EX_NUMBER || a->number == b->number;
  }
  if (same)
    return true;
  diag_error(outer->loc, "outer '%s' has %s but its inner element has %s: they must be the same (spec 5.4)",
             outer->name, dims_text(&outer->dims), dims_text(&inner->dims));
  diag_note(inner->loc, "the inner declaration is here");
  return false;
}

/* The names of an outer element's parts used in its class (T0.a): each an
   element of the outer declaration's class, whatever the inner one has
   (spec 5.4) */
typedef struct OuterUse {
  const Component *outer;
  const ClassDef *type;
  Map elements;
} OuterUse;

static void check_outer_part(Expr *e, void *data)
{
  OuterUse *use = data;
  size_t n = strlen(use->outer->name);
  if (e->kind != EX_NAME || e->path.count || strncmp(e->string, use->outer->name, n) != 0 || e->string[n] != '.')
    return;
  const char *part = e->string + n + 1;
  char *first = xsprintf("%.*s", (int)strcspn(part, ".["), part);
  if (map_get(&use->elements, first) || !first_report(e))
    return;
  diag_error(e->loc, "'%s' is not an element of '%s', the class of outer '%s' (spec 5.4)", first, use->type->name,
             use->outer->name);
  diag_note(use->outer->type_loc, "the outer declaration is here");
}

static void walk_class_expressions(ClassDef *cls, ExprVisitor visit, void *data, bool in_connect);

static void check_outer_parts(ClassDef *cls, const Component *outer, ClassDef *type)
{
  if (!type || !strcmp(type->restriction, "type"))
    return;
  OuterUse use = { outer, type, { 0 } };
  collect_element_names(&use.elements, type);
  walk_class_expressions(cls, check_outer_part, &use, true);
}

/* outer c in inst is the inner element of that name in the nearest
   enclosing instance (spec 5.4); recorded before any name of inst is
   rewritten.  An 'inner outer' element is both: inst's own names refer to
   the inner one above, its components' outer ones to its own instance,
   which takes the modifications. */
static void bind_outer(Instance *inst, ClassDef *cls, Component *c, const PtrList *mods)
{
  PtrList own = mods_for(mods, c->name);
  if (!(c->prefixes & PREFIX_INNER) && (own.count || c->modifications.count || c->binding)) {
    diag_error(c->loc, "outer '%s' cannot be modified: its values come from the inner declaration", c->name);
    return;
  }
  Instance *up = inst->parent;
  Component *d = NULL;
  for (; up; up = up->parent)
    if ((d = map_get(&up->elements, c->name)) && (d->prefixes & PREFIX_INNER))
      break;
  if (!up) {
    diag_error(c->loc, "outer '%s' has no inner '%s' in an enclosing instance: declare 'inner %s %s' in %s",
               c->name, c->name, c->type_name, c->name,
               *inst->prefix ? xsprintf("a class that contains '%.*s'", (int)strlen(inst->prefix) - 1, inst->prefix)
                             : "a model that contains this one");
    return;
  }
  ClassDef *outer_type, *inner_type;
  if (!find_type_class(c->type_name, c->type_loc, cls, &outer_type) ||
      !find_type_class(d->type_name, d->type_loc, up->cls, &inner_type))
    return;
  if (!redeclare_is_subtype(inner_type, d->type_name, outer_type, c->type_name, d->type_loc,
                            xsprintf("the type of outer '%s'", c->name))) {
    diag_note(c->type_loc, "the outer declaration is here");
    return;
  }
  if (!outer_dims_match(c, d, outer_type, inner_type))
    return;
  if (!(c->prefixes & PREFIX_INNER))
    check_outer_parts(cls, c, outer_type);
  map_put(&outer_targets, xsprintf("%p/%s", (void *)inst, c->name), xsprintf("%s%s", up->prefix, c->name));
}

/* A modification list as text, to compare two declarations */
static char *modifications_text(const PtrList *modifications)
{
  char *text = xstrdup("(");
  for (int i = 0; i < modifications->count; i++) {
    const Modification *m = modifications->items[i];
    text = xsprintf("%s%s%s%s%s%s=%s,", text, m->each ? "each " : "", m->final ? "final " : "", m->name,
                    m->nested.count ? modifications_text(&m->nested) : "", m->redeclare_component || m->redeclare_class
                    ? "redeclared" : "", m->value ? expr_to_string(m->value) : "");
  }
  return xsprintf("%s)", text);
}

/* Two declarations of one element that say the same: type, prefixes,
   dimensions, modifications and binding written alike */
static bool identical_declarations(const Component *a, const Component *b)
{
  if (strcmp(a->type_name, b->type_name) != 0 || a->prefixes != b->prefixes || a->dims.count != b->dims.count ||
      !a->binding != !b->binding || (a->binding && strcmp(expr_to_string(a->binding), expr_to_string(b->binding))))
    return false;
  for (int i = 0; i < a->dims.count; i++)
    if (strcmp(expr_to_string(a->dims.items[i]), expr_to_string(b->dims.items[i])) != 0)
      return false;
  return !strcmp(modifications_text(&a->modifications), modifications_text(&b->modifications));
}

/* extends Base(name = ...): each name an element of Base, or a class of it
   for a redeclaration (a short class's modifications are its attributes) */
static void check_base_modifications(ClassDef *base, const PtrList *modifications)
{
  Map elements = { 0 };
  if (modifications->count)
    collect_element_names(&elements, base);
  for (int i = 0; i < modifications->count && !base->base_type; i++) {
    const Modification *m = modifications->items[i];
    char *first = xsprintf("%.*s", (int)strcspn(m->name, "."), m->name);
    if (!map_get(&elements, first) && !(m->redeclare_class && has_class(base, first, 0)))
      diag_error(m->loc, "'%s' is not an element of '%s'", first, base->name);
  }
}

/* visit every expression of the equations (connect() ones too when
   in_connect), with their ranges and branches */
static void walk_equation_list(const PtrList *equations, ExprVisitor visit, void *data, bool in_connect, int depth)
{
  for (int i = 0; i < equations->count && depth < MAX_DEPTH; i++) {
    const Equation *q = equations->items[i];
    if (is_connect(q) && !in_connect)
      continue;
    expr_walk(q->lhs, visit, data, false);
    expr_walk(q->rhs, visit, data, false);
    for (int k = 0; k < q->iterators.count; k++)
      expr_walk(((Iterator *)q->iterators.items[k])->range, visit, data, false);
    for (int k = 0; k < q->branches.count; k++) {
      const Branch *br = q->branches.items[k];
      expr_walk(br->condition, visit, data, false);
      walk_equation_list(&br->equations, visit, data, in_connect, depth + 1);
    }
  }
}

static void walk_modification_values(const PtrList *modifications, ExprVisitor visit, void *data, int depth)
{
  for (int i = 0; i < modifications->count && depth < MAX_DEPTH; i++) {
    const Modification *m = modifications->items[i];
    expr_walk(m->value, visit, data, false);
    walk_modification_values(&m->nested, visit, data, depth + 1);
  }
}

/* the expressions written in cls itself: bindings, modifications,
   dimensions, equations and algorithms */
static void walk_class_expressions(ClassDef *cls, ExprVisitor visit, void *data, bool in_connect)
{
  for (int i = 0; i < cls->components.count; i++) {
    const Component *c = cls->components.items[i];
    expr_walk(c->binding, visit, data, false);
    walk_modification_values(&c->modifications, visit, data, 0);
    for (int k = 0; k < c->dims.count; k++)
      expr_walk(c->dims.items[k], visit, data, false);
  }
  walk_equation_list(&cls->equations, visit, data, in_connect, 0);
  walk_equation_list(&cls->initial_equations, visit, data, in_connect, 0);
  for (int i = 0; i < cls->algorithms.count; i++)
    walk_equation_list(cls->algorithms.items[i], visit, data, in_connect, 0);
}

/* ---- conditional components (spec 4.4.5) ---- */

/* The disabled component that name ("sys.damper.a.f") lies in, or NULL */
static const Disabled *disabled_owner(const Ctx *ctx, const char *name)
{
  for (int i = 0; i < ctx->disabled.count; i++) {
    const Disabled *d = ctx->disabled.items[i];
    size_t n = strlen(d->name);
    if (!strncmp(name, d->name, n) && (!name[n] || name[n] == '.' || name[n] == '['))
      return d;
  }
  return NULL;
}

static bool condition_value(Ctx *ctx, Expr *e, const char *owner, bool *value, int depth);
static void instantiate_component(Ctx *ctx, Instance *inst, ClassDef *cls, Component *c, const PtrList *mods);

/* Where the condition being evaluated was written, for early_parameter */
static struct ConditionScope {
  Instance *inst;
  ClassDef *cls;
  const PtrList *mods;
} condition_scope;

/* Ball b if useBall with useBall declared after b in the same instance: the
   parameter is built now (its own turn then finds it built), as the spec
   leaves the order of declarations free. */
static Component *early_parameter(Ctx *ctx, const char *full)
{
  Instance *inst = condition_scope.inst;
  size_t n = inst ? strlen(inst->prefix) : 0;
  if (!inst || strncmp(full, inst->prefix, n) != 0 || strpbrk(full + n, ".[") || map_get(&ctx->origins, full))
    return NULL;
  Component *c = map_get(&inst->elements, full + n);
  if (!c || c->condition || !is_builtin_type(c->type_name) || c->dims.count ||
      !(c->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)) || (c->prefixes & (PREFIX_OUTER | PREFIX_REDECLARE)))
    return NULL;
  instantiate_component(ctx, inst, condition_scope.cls, c, condition_scope.mods);
  return map_get(&ctx->components, full);
}

static void mark_structural_name(Expr *e, void *data)
{
  Component *p = e->kind == EX_NAME ? map_get(&((Ctx *)data)->components, e->string) : NULL;
  if (p)
    p->structural = true;
}

/* use[2] in a condition: an element of a Boolean parameter array given as {...} */
static bool condition_element(Ctx *ctx, const Expr *e, Component *p, const char *owner, bool *value, int depth)
{
  long i;
  const Expr *array = p->binding;
  if (e->subscripts.count != 1 || !array || array->kind != EX_ARRAY || array->iterators.count ||
      !eval_size(ctx, e->subscripts.items[0], &i, 0) || i < 1 || i > array->args.count ||
      !(p->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)) || strcmp(p->type_name, "Boolean") != 0) {
    diag_error(e->loc, "the condition of '%s' must be a Boolean parameter expression known at compile time", owner);
    return false;
  }
  p->structural = true;
  expr_walk(e->subscripts.items[0], mark_structural_name, ctx, false);
  return condition_value(ctx, array->args.items[i - 1], owner, value, depth + 1);
}

/* A name in a condition: a Boolean parameter or constant whose value is
   known when the component is reached, like the size of an array of
   components.  It becomes structural: --set cannot change it afterwards. */
static bool condition_name(Ctx *ctx, const Expr *e, const char *owner, bool *value, int depth)
{
  Component *p = map_get(&ctx->components, e->string);
  if (!p && !e->subscripts.count)
    p = early_parameter(ctx, e->string);
  if (p && e->subscripts.count)
    return condition_element(ctx, e, p, owner, value, depth);
  if (!p) {
    diag_error(e->loc, "the condition of '%s' must be known at compile time: '%s' is not a parameter here or in "
               "a component declared before it", owner, e->string);
    return false;
  }
  if (!(p->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT))) {
    diag_error(e->loc, "the condition of '%s' must be a parameter expression: '%s' is not a parameter or constant",
               owner, e->string);
    return false;
  }
  if (strcmp(p->type_name, "Boolean") != 0) {
    diag_error(e->loc, "the condition of '%s' must be Boolean: '%s' is %s", owner, e->string, p->type_name);
    return false;
  }
  if (!p->binding) {
    diag_error(e->loc, "the condition of '%s' must be known at compile time: '%s' has no value", owner, e->string);
    return false;
  }
  p->structural = true;
  return condition_value(ctx, p->binding, owner, value, depth + 1);
}

static void build_early_name(Expr *e, void *data)
{
  if (e->kind == EX_NAME && !e->subscripts.count && !map_get(&((Ctx *)data)->components, e->string))
    early_parameter(data, e->string);
}

/* n > 2 in a condition, of Integer parameters known now (structural too) */
static bool condition_relation(Ctx *ctx, Expr *e, bool *value)
{
  long x, y;
  expr_walk(e, build_early_name, ctx, false);
  if (e->op < OP_LT || e->op > OP_NE || !eval_size(ctx, e->a, &x, 0) || !eval_size(ctx, e->b, &y, 0))
    return false;
  expr_walk(e, mark_structural_name, ctx, false);
  switch (e->op) {
  case OP_LT: *value = x < y; break;
  case OP_LE: *value = x <= y; break;
  case OP_GT: *value = x > y; break;
  case OP_GE: *value = x >= y; break;
  case OP_EQ: *value = x == y; break;
  default: *value = x != y; break;
  }
  return true;
}

static bool condition_value(Ctx *ctx, Expr *e, const char *owner, bool *value, int depth)
{
  bool a, b;
  if (depth > MAX_DEPTH) {
    diag_error(e->loc, "the condition of '%s' depends on itself", owner);
    return false;
  }
  if (e->kind == EX_BOOLEAN) {
    *value = e->number != 0;
    return true;
  }
  if (e->kind == EX_NAME)
    return condition_name(ctx, e, owner, value, depth);
  if (e->kind == EX_UNARY && e->op == OP_NOT) {
    if (!condition_value(ctx, e->a, owner, &a, depth + 1))
      return false;
    *value = !a;
    return true;
  }
  if (e->kind == EX_BINARY && (e->op == OP_AND || e->op == OP_OR)) {
    if (!condition_value(ctx, e->a, owner, &a, depth + 1) || !condition_value(ctx, e->b, owner, &b, depth + 1))
      return false;
    *value = e->op == OP_AND ? a && b : a || b;
    return true;
  }
  if (e->kind == EX_BINARY && condition_relation(ctx, e, value))
    return true;
  if (e->kind == EX_NUMBER)
    diag_error(e->loc, "the condition of '%s' must be Boolean, not a number", owner);
  else
    diag_error(e->loc, "the condition of '%s' must be a Boolean parameter expression known at compile time", owner);
  return false;
}

/* Ball b if useBall: when false, b is recorded as disabled and nothing of
   it is built; its connections are dropped as they are recorded. */
static bool condition_holds(Ctx *ctx, Instance *inst, ClassDef *cls, const Component *c, const PtrList *mods)
{
  if (!c->condition)
    return true;
  char *full = xsprintf("%s%s", inst->prefix, c->name);
  bool value;
  struct ConditionScope outer = condition_scope;
  condition_scope = (struct ConditionScope){ inst, cls, mods };
  bool known = condition_value(ctx, rewrite(c->condition, inst), full, &value, 0);
  condition_scope = outer;
  if (!known)
    return false;
  if (!value) {
    Disabled *d = xcalloc(1, sizeof *d);
    d->name = full;
    d->condition_loc = c->condition->loc;
    list_push(&ctx->disabled, d);
  }
  return value;
}

static void reject_disabled_name(Expr *e, void *data)
{
  const Disabled *d = e->kind == EX_NAME ? disabled_owner(data, e->string) : NULL;
  if (!d)
    return;
  if (!strcmp(e->string, d->name))
    diag_error(e->loc, "'%s' is a conditional component whose condition is false: only connect() may name it",
               d->name);
  else
    diag_error(e->loc, "'%s' belongs to '%s', a conditional component whose condition is false: only connect() "
               "may name it", e->string, d->name);
  diag_note(d->condition_loc, "the condition of '%s' is here", d->name);
}

static void check_disabled_in(Ctx *ctx, const PtrList *equations)
{
  walk_equation_list(equations, reject_disabled_name, ctx, true, 0);   /* no connect() is left here */
}

/* A disabled component may be named only in connect() (spec 4.4.5). */
static void check_disabled_references(Ctx *ctx)
{
  if (!ctx->disabled.count)
    return;
  for (int i = 0; i < ctx->flat->components.count; i++) {
    const Component *c = ctx->flat->components.items[i];
    expr_walk(c->binding, reject_disabled_name, ctx, false);
    for (int k = 0; k < c->modifications.count; k++)
      expr_walk(((Modification *)c->modifications.items[k])->value, reject_disabled_name, ctx, false);
  }
  check_disabled_in(ctx, &ctx->flat->equations);
  check_disabled_in(ctx, &ctx->flat->initial_equations);
  for (int i = 0; i < ctx->flat->algorithms.count; i++)
    check_disabled_in(ctx, ctx->flat->algorithms.items[i]);
}

/* A name of inst's class that is, or lies in, a conditional component
   (useX ? x : 0, or o.extra.v with extra conditional in o's class) */
typedef struct ConditionalUse {
  Ctx *ctx;
  Instance *inst;
} ConditionalUse;

static void reject_conditional_name(Expr *e, void *data)
{
  ConditionalUse *use = data;
  if (e->kind != EX_NAME)
    return;
  const char *name = e->path.count ? ((Expr *)e->path.items[0])->string : e->string;
  const Component *c = NULL;
  size_t n = strcspn(name, ".[");   /* the first part without its subscripts, then longer parts as written */
  for (;;) {
    c = map_get(&use->ctx->origins, xsprintf("%s%.*s", use->inst->prefix, (int)n, name));
    if ((c && c->condition) || !name[n] || e->path.count)
      break;
    n += 1 + strcspn(name + n + 1, ".");
  }
  char *part = xsprintf("%.*s", (int)n, name);
  if (!c || !c->condition || disabled_owner(use->ctx, xsprintf("%s%s", use->inst->prefix, part)) || !first_report(e))
    return;   /* a disabled one: check_disabled_references reports it */
  diag_error(e->loc, "'%s' is a conditional component: it may only be modified or named in connect() (spec 4.4.5)",
             part);
  diag_note(c->condition->loc, "the condition of '%s' is here", c->name);
}

/* Real x if useX: x may be modified and named in connect() only (spec
   4.4.5), also while its condition holds */
static void check_conditional_uses(Ctx *ctx, Instance *inst, ClassDef *cls)
{
  ConditionalUse use = { ctx, inst };
  walk_class_expressions(cls, reject_conditional_name, &use, false);
}

/* connector RealInput = input Real: the prefix and the dimensions that
   short definitions give the components of their class (spec 4.5.1), along
   the chain of them, outermost first; each component takes them once. */
static void take_base_prefixes(Component *c, ClassDef *type)
{
  static Map taken;
  char *key = xsprintf("%p", (void *)c);
  if (map_get(&taken, key))
    return;
  map_put(&taken, key, c);
  for (int depth = 0; type && type->base_type && depth < MAX_DEPTH; depth++) {
    int directed = PREFIX_INPUT | PREFIX_OUTPUT;
    if ((c->prefixes & directed) && (type->base_prefixes & directed) && (c->prefixes & directed) != type->base_prefixes)
      diag_error(c->loc, "'%s' is declared %s, but its type '%s' makes it an %s", c->name,
                 c->prefixes & PREFIX_INPUT ? "input" : "output", type->name,
                 type->base_prefixes & PREFIX_INPUT ? "input" : "output");
    else
      c->prefixes |= type->base_prefixes;
    for (int i = 0; i < type->base_dims.count; i++)
      list_push(&c->dims, type->base_dims.items[i]);
    type = is_builtin_type(type->base_type) ? NULL : lookup_class(type->base_type, type->parent);
  }
}

/* connector RealOutput = output Real: a component of it is a connector of
   one variable, itself (a component inside a connector stays a variable of
   that connector) */
static void add_primitive_connector(Ctx *ctx, Instance *inst, const Component *c, const ClassDef *type)
{
  if (!type || strcmp(type->restriction, "connector") != 0 || inst->connector)
    return;
  Connector *k = xcalloc(1, sizeof *k);
  k->name = xsprintf("%s%s", inst->prefix, c->name);
  k->cls = (ClassDef *)type;
  ConnectorVar *v = xcalloc(1, sizeof *v);
  *v = (ConnectorVar){ "", k->name, (c->prefixes & PREFIX_FLOW) != 0, c->prefixes | inst->inherited_prefixes };
  list_push(&k->vars, v);
  map_put(&ctx->connectors, k->name, k);
  list_push(&ctx->connector_list, k);
}

/* A replaced declaration without constrainedby is its own constraining
   clause: its binding and modifications apply to the new declaration,
   after (below) those of the redeclaration, and a final one of them may
   not be modified there (spec 7.3.2) */
static void keep_replaced_modifications(PtrList *own, const Component *replaced, Instance *inst)
{
  if (replaced->binding) {
    Modification *binding = xcalloc(1, sizeof *binding);
    *binding = (Modification){ .name = replaced->name, .loc = replaced->loc, .value = replaced->binding };
    list_push(own, new_mod(binding, "", inst, -1, false));
  }
  wrap_modifications(own, &replaced->modifications, inst, false);
}

static void instantiate_component(Ctx *ctx, Instance *inst, ClassDef *cls, Component *c, const PtrList *mods)
{
  char *full = xsprintf("%s%s", inst->prefix, c->name);
  Component *first = map_get(&ctx->origins, full);
  if (first == c || (first && identical_declarations(first, c)))
    return;   /* the same declaration inherited twice, or two identical ones (spec 7.1.4) */
  if (first) {
    diag_error(c->loc, "'%s' is declared twice in '%s'", c->name, inst->cls->name);
    diag_note(first->loc, "the other declaration of '%s' is here", c->name);
    return;
  }
  map_put(&ctx->origins, full, c);
  if (unsupported_prefixes(c) || !declared_within_constraint(c, cls) || !condition_holds(ctx, inst, cls, c, mods))
    return;
  PtrList own = mods_for(mods, c->name);
  const Mod *redeclaration = component_redeclaration(&own);
  Instance *declared_in = inst;
  ClassDef *type_scope = cls;
  const Component *replaced = c;
  if (redeclaration) {
    if (!redeclarations_replaceable(&own) || !(c = redeclared(inst, cls, c, redeclaration, &type_scope)))
      return;
    declared_in = redeclaration->scope;
  }
  int first_own = own.count;
  Modification *binding = xcalloc(1, sizeof *binding);
  *binding = (Modification){ .name = c->name, .loc = c->loc, .value = c->binding };
  list_push(&own, new_mod(binding, "", declared_in, -1, true));
  wrap_modifications(&own, &c->modifications, declared_in, true);
  for (int i = first_own; redeclaration && i < own.count; i++) {   /* written outside an array of components */
    Mod *md = own.items[i];
    md->index = md->m->each ? -1 : redeclaration->index;
  }
  if (redeclaration && !replaced->constraint)
    keep_replaced_modifications(&own, replaced, inst);
  wrap_modifications(&own, &c->constraint_modifications, inst, false);
  ClassDef *type;
  if (!find_type_class(c->type_name, c->type_loc, type_scope, &type))
    return;
  type = replaced_class(inst, type);
  take_base_prefixes(c, type);
  const char *primitive = type ? primitive_of(type, &own) : c->type_name;
  if (!primitive && type && !strcmp(type->restriction, "type")) {
    if (!diag_error_count())
      diag_error(c->type_loc, "type '%s' is not based on Real, Integer or Boolean", c->type_name);
  } else if (primitive) {
    make_primitive(ctx, inst, c, primitive, &own);
    add_primitive_connector(ctx, inst, c, type);
    note_enumeration(ctx, type);
  } else if (type && check_component_class(c, type)) {
    if (c->dims.count)
      instantiate_array(ctx, inst, c, type, &own);
    else
      instantiate_one(ctx, inst, c, type, c->name, &own);
  }
}

static void instantiate_elements(Ctx *ctx, Instance *inst, ClassDef *cls, const PtrList *mods, int depth)
{
  if (list_contains(&ctx->extending, cls)) {
    diag_error(cls->loc, "'%s' extends itself", cls->name);
    return;
  }
  if (depth > MAX_DEPTH) {
    diag_error(cls->loc, "'%s' is reached through more than %d levels of extends", cls->name, MAX_DEPTH);
    return;
  }
  list_push(&ctx->extending, cls);
  for (int i = 0; i < mods->count; i++)
    if (((Mod *)mods->items[i])->m->redeclare_class)
      register_class_redeclaration(inst, cls, mods->items[i]);
  for (int i = 0; i < cls->classes.count; i++)
    class_within_constraint(cls->classes.items[i], cls);
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (c->prefixes & PREFIX_OUTER)
      bind_outer(inst, cls, c, mods);
  }
  PtrList redeclarations = { 0 };
  own_redeclarations(inst, cls, &redeclarations);
  Base bases[MAX_BASES];
  int n = class_bases(cls, bases, MAX_BASES);
  for (int i = 0; i < n; i++) {
    ClassDef *base = base_class(&bases[i], cls);
    if (!base)
      continue;
    check_base_modifications(base, bases[i].modifications);
    PtrList merged = { 0 };
    for (int k = 0; k < mods->count; k++)
      list_push(&merged, mods->items[k]);
    for (int k = 0; k < redeclarations.count; k++)
      list_push(&merged, redeclarations.items[k]);
    wrap_modifications(&merged, bases[i].modifications, bases[i].short_form ? NULL : inst, false);
    instantiate_elements(ctx, inst, base, &merged, depth + 1);
  }
  check_redeclared_inherited(ctx, inst, cls);
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if ((c->prefixes & (PREFIX_INNER | PREFIX_OUTER)) != PREFIX_OUTER && !(c->prefixes & PREFIX_REDECLARE))
      instantiate_component(ctx, inst, cls, c, mods);   /* an inner outer one is instantiated for the inner part */
  }
  check_conditional_uses(ctx, inst, cls);
  append_equations(ctx, cls, inst);
  ctx->extending.count--;
}

/* ---- connections (chapter 9) ---- */

/* p[2] written as a connect argument: the subscripts must be literal */
static char *connect_argument(const Expr *e, const Instance *scope, bool *outside)
{
  if (e->kind != EX_NAME) {
    diag_error(e->loc, "connect() takes two connectors, such as connect(a.p, b.p)");
    return NULL;
  }
  Expr *named = rewrite(e, scope);
  char *name = named->string;
  for (int i = 0; i < named->subscripts.count; i++) {
    const Expr *s = named->subscripts.items[i];
    long value;
    if (!eval_size(current_ctx, s, &value, 0)) {
      diag_error(s->loc, "a subscript in connect() must be known at compile time");
      return NULL;
    }
    name = xsprintf("%s%s%ld", name, i ? "," : "[", value);
  }
  if (e->subscripts.count)
    name = xsprintf("%s]", name);
  *outside = !e->path.count && strchr(e->string, '.') == NULL;
  return name;
}

static void record_connection(Ctx *ctx, const Equation *q, const Instance *scope)
{
  const Expr *call = q->lhs;
  if (call->args.count != 2 || call->named_args.count) {
    diag_error(call->loc, "connect() takes two connectors, such as connect(a.p, b.p)");
    return;
  }
  Connection *k = xcalloc(1, sizeof *k);
  k->loc = q->loc;
  k->a_loc = ((Expr *)call->args.items[0])->loc;
  k->b_loc = ((Expr *)call->args.items[1])->loc;
  k->a = connect_argument(call->args.items[0], scope, &k->a_outside);
  k->b = connect_argument(call->args.items[1], scope, &k->b_outside);
  if (k->a && k->b && (disabled_owner(ctx, k->a) || disabled_owner(ctx, k->b)))
    return;   /* a connection to a disabled component is removed (spec 4.4.5) */
  if (k->a && k->b)
    list_push(&ctx->connections, k);
}

/* One element of a connection set: a variable of a connector, seen from
   outside or from inside (spec 9.2); flows of outside elements count
   negatively. */
typedef struct SetElement {
  char *var;
  bool outside, flow;
  int parent;
  SrcLoc loc;
} SetElement;

typedef struct Sets {
  PtrList elements;   /* SetElement */
  Map index;          /* "var#o" / "var#i" -> element number + 1 */
} Sets;

static int set_element(Sets *sets, const char *var, bool outside, bool flow, SrcLoc loc)
{
  char *key = xsprintf("%s#%c", var, outside ? 'o' : 'i');
  long found = (long)(size_t)map_get(&sets->index, key);
  if (found)
    return (int)found - 1;
  SetElement *e = xcalloc(1, sizeof *e);
  *e = (SetElement){ (char *)var, outside, flow, sets->elements.count, loc };
  list_push(&sets->elements, e);
  map_put(&sets->index, key, (void *)(size_t)sets->elements.count);
  return sets->elements.count - 1;
}

static int set_root(Sets *sets, int i)
{
  while (((SetElement *)sets->elements.items[i])->parent != i) {
    SetElement *e = sets->elements.items[i];
    e->parent = ((SetElement *)sets->elements.items[e->parent])->parent;
    i = e->parent;
  }
  return i;
}

static ConnectorVar *connector_var(const Connector *k, const char *name)
{
  for (int i = 0; i < k->vars.count; i++)
    if (!strcmp(((ConnectorVar *)k->vars.items[i])->name, name))
      return k->vars.items[i];
  return NULL;
}

static bool compatible(const Connector *a, const Connector *b, const Connection *k)
{
  bool same = a->vars.count == b->vars.count;
  ConnectorVar *va = NULL, *vb = NULL;
  for (int i = 0; same && i < a->vars.count; i++) {
    va = a->vars.items[i], vb = connector_var(b, va->name);
    same = vb && va->flow == vb->flow;
  }
  if (!same && vb)
    diag_error(k->loc, "cannot connect '%s' to '%s': one is a flow variable, the other is not (spec 9.3)",
               va->full, vb->full);
  else if (!same) {
    diag_error(k->loc, "cannot connect '%s' (a %s) to '%s' (a %s): their variables differ", a->name, a->cls->name,
               b->name, b->cls->name);
    diag_note(a->cls->loc, "'%s' is declared here", a->cls->name);
    diag_note(b->cls->loc, "'%s' is declared here", b->cls->name);
  }
  return same;
}

/* An output seen from inside, or an input seen from outside, gives the
   signal its value: two of them in one connect() are two sources (spec 9.3). */
static bool is_signal_source(const ConnectorVar *v, bool outside)
{
  return (v->prefixes & (outside ? PREFIX_INPUT : PREFIX_OUTPUT)) != 0;
}

static bool one_source(const Connector *a, const Connector *b, const Connection *k)
{
  for (int i = 0; i < a->vars.count; i++) {
    ConnectorVar *va = a->vars.items[i], *vb = connector_var(b, va->name);
    if (is_signal_source(va, k->a_outside) && is_signal_source(vb, k->b_outside)) {
      diag_error(k->loc, "connect() joins two sources of one signal: '%s' and '%s' are both %s (spec 9.3)",
                 va->full, vb->full, k->a_outside ? "inputs seen from outside" : "outputs seen from inside");
      return false;
    }
  }
  return true;
}

/* Connected variables are alike (spec 9.3): of one variability, of one
   type, an input or output only with an input or output, and two
   connected constants of one value. */
static const char *variability(int prefixes)
{
  return (prefixes & PREFIX_CONSTANT) ? "constant" : (prefixes & PREFIX_PARAMETER) ? "parameter" : "variable";
}

static const char *causality(int prefixes)
{
  return (prefixes & PREFIX_INPUT) ? "an input" : (prefixes & PREFIX_OUTPUT) ? "an output" : "neither input nor output";
}

static bool alike(const Ctx *ctx, const ConnectorVar *va, const ConnectorVar *vb, const Connection *k)
{
  const Component *a = map_get(&ctx->components, va->full), *b = map_get(&ctx->components, vb->full);
  const int directed = PREFIX_INPUT | PREFIX_OUTPUT;
  if (!a || !b)
    return true;
  if (strcmp(variability(a->prefixes), variability(b->prefixes)) != 0)
    diag_error(k->loc, "cannot connect '%s', a %s, to '%s', a %s: connected variables have one variability "
               "(spec 9.3)", a->name, variability(a->prefixes), b->name, variability(b->prefixes));
  else if (strcmp(a->type_name, b->type_name) != 0)
    diag_error(k->loc, "cannot connect '%s' of type %s to '%s' of type %s: connected variables are of one type "
               "(spec 9.3)", a->name, a->type_name, b->name, b->type_name);
  else if (((a->prefixes | b->prefixes) & directed) && (!(a->prefixes & directed) || !(b->prefixes & directed)))
    diag_error(k->loc, "cannot connect '%s', %s, to '%s', %s: an input or output connects only to an input or "
               "output (spec 9.3)", a->name, causality(a->prefixes), b->name, causality(b->prefixes));
  else if ((a->prefixes & PREFIX_CONSTANT) && a->binding && b->binding && a->binding->kind == EX_NUMBER &&
           b->binding->kind == EX_NUMBER && a->binding->number != b->binding->number)
    diag_error(k->loc, "cannot connect the constants '%s' = %g and '%s' = %g: connected constants are equal "
               "(spec 9.3)", a->name, a->binding->number, b->name, b->binding->number);
  else
    return true;
  return false;
}

static bool alike_connectors(const Ctx *ctx, const Connector *a, const Connector *b, const Connection *k)
{
  if (!compatible(a, b, k) || !one_source(a, b, k))
    return false;
  for (int i = 0; i < a->vars.count; i++)
    if (!alike(ctx, a->vars.items[i], connector_var(b, ((ConnectorVar *)a->vars.items[i])->name), k))
      return false;
  return true;
}

/* Each connect() checked before the balance of the classes is counted: a
   mismatched connect() unbalances them, and its own message says why.
   Arrays of connectors are of one class: their first elements tell. */
static void check_connections(const Ctx *ctx)
{
  for (int i = 0; i < ctx->connections.count; i++) {
    const Connection *k = ctx->connections.items[i];
    Connector *a = map_get(&ctx->connectors, k->a), *b = map_get(&ctx->connectors, k->b);
    if (!a && !b) {
      a = map_get(&ctx->connectors, xsprintf("%s[1]", k->a));
      b = map_get(&ctx->connectors, xsprintf("%s[1]", k->b));
    }
    if (a && b)
      alike_connectors(ctx, a, b, k);
    else if (!a && !map_get(&ctx->connectors, xsprintf("%s[1]", k->a)))
      diag_error(k->a_loc, "'%s' is not a connector", k->a);
    else if (!b && !map_get(&ctx->connectors, xsprintf("%s[1]", k->b)))
      diag_error(k->b_loc, "'%s' is not a connector", k->b);
  }
}

static void connect_pair(Sets *sets, const Connector *a, const Connector *b, const Connection *k)
{
  if (!compatible(a, b, k) || !one_source(a, b, k))
    return;
  for (int i = 0; i < a->vars.count; i++) {
    ConnectorVar *va = a->vars.items[i], *vb = connector_var(b, va->name);
    int x = set_root(sets, set_element(sets, va->full, k->a_outside, va->flow, k->loc));
    int y = set_root(sets, set_element(sets, vb->full, k->b_outside, vb->flow, k->loc));
    if (x != y)
      ((SetElement *)sets->elements.items[y])->parent = x;
  }
}

static Connector *named_connector(Ctx *ctx, const char *name, SrcLoc loc)
{
  Connector *k = map_get(&ctx->connectors, name);
  if (!k && !map_get(&ctx->connectors, xsprintf("%s[1]", name))) {
    diag_error(loc, "'%s' is not a connector", name);
  }
  return k;
}

/* connect(a, b) of two connectors, or of two arrays of them element by element */
static void connect(Ctx *ctx, Sets *sets, const Connection *k)
{
  Connector *a = named_connector(ctx, k->a, k->a_loc), *b = named_connector(ctx, k->b, k->b_loc);
  if (a && b) {
    connect_pair(sets, a, b, k);
    return;
  }
  if (a || b || diag_error_count())
    return;
  for (int i = 1;; i++) {
    a = map_get(&ctx->connectors, xsprintf("%s[%d]", k->a, i));
    b = map_get(&ctx->connectors, xsprintf("%s[%d]", k->b, i));
    if (!a || !b) {
      if (a || b)
        diag_error(k->loc, "cannot connect '%s' and '%s': the arrays differ in size", k->a, k->b);
      return;
    }
    connect_pair(sets, a, b, k);
  }
}

static Expr *name_expr(const char *name, SrcLoc loc)
{
  Expr *e = expr_new(EX_NAME, loc);
  e->string = (char *)name;
  return e;
}

static void add_equation(Ctx *ctx, Expr *lhs, Expr *rhs, SrcLoc loc)
{
  Equation *q = xcalloc(1, sizeof *q);
  q->kind = EQ_SIMPLE;
  q->loc = loc;
  q->lhs = lhs;
  q->rhs = rhs;
  list_push(&ctx->flat->equations, q);
}

/* potentials equal, flows summing to zero */
static void set_equations(Ctx *ctx, const PtrList *members)
{
  SetElement *first = members->items[0];
  if (first->flow) {
    Expr *sum = NULL;
    for (int i = 0; i < members->count; i++) {
      SetElement *e = members->items[i];
      Expr *term = name_expr(e->var, e->loc);
      sum = !sum ? (e->outside ? expr_unary(OP_NEG, term, e->loc) : term)
                 : expr_binary(e->outside ? OP_SUB : OP_ADD, sum, term, e->loc);
    }
    add_equation(ctx, sum, expr_new(EX_NUMBER, first->loc), first->loc);
    return;
  }
  for (int i = 1; i < members->count; i++) {
    SetElement *e = members->items[i];
    bool repeated = false;
    for (int k = 0; k < i && !repeated; k++)
      repeated = !strcmp(((SetElement *)members->items[k])->var, e->var);
    if (!repeated)
      add_equation(ctx, name_expr(first->var, e->loc), name_expr(e->var, e->loc), e->loc);
  }
}

static void count_connector_vars(const Connector *k, int *flows, int *potentials)
{
  for (int i = 0; i < k->vars.count; i++) {
    ConnectorVar *v = k->vars.items[i];
    if (v->flow)
      (*flows)++;
    else if (!(v->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT | PREFIX_INPUT | PREFIX_OUTPUT)))
      (*potentials)++;
  }
}

/* A connector has as many flow variables as potential ones (spec 9.3.1),
   unless it has no flow at all, counting those of the connectors nested in
   it (p.q[2].v); reported once per connector class. */
static void check_connector_balance(const Ctx *ctx, const Connector *k)
{
  static PtrList checked;
  if (list_contains(&checked, k->cls))
    return;
  list_push(&checked, k->cls);
  int flows = 0, potentials = 0;
  size_t length = strlen(k->name);
  for (int i = 0; i < ctx->connector_list.count; i++) {
    const Connector *nested = ctx->connector_list.items[i];
    if (nested == k || (!strncmp(nested->name, k->name, length) && nested->name[length] == '.'))
      count_connector_vars(nested, &flows, &potentials);
  }
  if (flows && flows != potentials)
    diag_error(k->cls->loc, "connector '%s' is unbalanced: %d potential and %d flow variables (they must be as "
               "many)", k->cls->name, potentials, flows);
}

static void connection_equations(Ctx *ctx)
{
  for (int i = 0; i < ctx->connector_list.count; i++)
    check_connector_balance(ctx, ctx->connector_list.items[i]);
  Sets sets = { 0 };
  for (int i = 0; i < ctx->connections.count; i++)
    connect(ctx, &sets, ctx->connections.items[i]);
  int n = sets.elements.count;
  PtrList *members = xcalloc((size_t)n + 1, sizeof *members);
  for (int i = 0; i < n; i++)
    list_push(&members[set_root(&sets, i)], sets.elements.items[i]);
  for (int i = 0; i < n; i++)
    if (members[i].count > 1)
      set_equations(ctx, &members[i]);
  /* a flow of a connector that no one connects from outside is zero */
  for (int i = 0; i < ctx->connector_list.count; i++) {
    Connector *k = ctx->connector_list.items[i];
    for (int v = 0; v < k->vars.count; v++) {
      ConnectorVar *var = k->vars.items[v];
      Component *c = map_get(&ctx->components, var->full);
      if (var->flow && !map_get(&sets.index, xsprintf("%s#i", var->full)))
        add_equation(ctx, name_expr(var->full, c->loc), expr_new(EX_NUMBER, c->loc), c->loc);
    }
  }
}

/* ---- the class to simulate ---- */

static bool is_model_class(const ClassDef *c)
{
  return !strcmp(c->restriction, "model") || !strcmp(c->restriction, "class") || !strcmp(c->restriction, "block");
}

static void note_used(Map *used, ClassDef *cls)
{
  for (int i = 0; i < cls->components.count; i++)
    map_put(used, ((Component *)cls->components.items[i])->type_name, cls);
  for (int i = 0; i < cls->extends.count; i++)
    map_put(used, ((Extends *)cls->extends.items[i])->name, cls);
  if (cls->base_type)
    map_put(used, cls->base_type, cls);
}

/* -m NAME, else the only model, else the one named like the file, else the
   only model that no other class of the file uses */
static ClassDef *target_class(Program *program, const char *wanted)
{
  if (wanted)
    return lookup_full_name(wanted);
  PtrList models = { 0 };
  Map used = { 0 };
  const char *file = strrchr(diag_file_name(), '/') ? strrchr(diag_file_name(), '/') + 1 : diag_file_name();
  for (int i = 0; i < program->classes.count; i++) {
    ClassDef *c = program->classes.items[i];
    note_used(&used, c);
    for (int k = 0; k < c->classes.count; k++)
      note_used(&used, c->classes.items[k]);
    if (!is_model_class(c))
      continue;
    list_push(&models, c);
    if (!strcmp(file, xsprintf("%s.mo", c->name)))
      return c;
  }
  if (models.count == 1)
    return models.items[0];
  ClassDef *unused = NULL;
  for (int i = 0; i < models.count; i++) {
    ClassDef *c = models.items[i];
    if (!map_get(&used, c->name)) {
      if (unused)
        return NULL;
      unused = c;
    }
  }
  return unused;
}

/* an enumeration among classes or in the packages among them (P.Mode.fast) */
static bool declares_enumeration(const PtrList *classes, int depth)
{
  for (int i = 0; depth < MAX_DEPTH && i < classes->count; i++) {
    const ClassDef *c = classes->items[i];
    if (is_enumeration(c) || (!strcmp(c->restriction, "package") && declares_enumeration(&c->classes, depth + 1)))
      return true;
  }
  return false;
}

static bool declares_record(const PtrList *classes)
{
  for (int i = 0; i < classes->count; i++)
    if (!strcmp(((ClassDef *)classes->items[i])->restriction, "record"))
      return true;
  return false;
}

static bool uses_parts(const Program *program, ClassDef *cls)
{
  if (declares_record(&cls->classes) || declares_record(&program->classes))
    return true;   /* records as values are split into fields after instantiation */
  if (cls->parent || cls->extends.count || cls->base_type || cls->partial)
    return true;
  if (declares_enumeration(&cls->classes, 0) || declares_enumeration(&program->classes, 0))
    return true;   /* literals (Mode.flying) are numbered here */
  for (int i = 0; i < cls->classes.count; i++)
    if (((ClassDef *)cls->classes.items[i])->prefixes & PREFIX_REPLACEABLE)
      return true;   /* Medium.c is read here */
  for (int i = 0; i < program->classes.count; i++)
    if (!strcmp(((ClassDef *)program->classes.items[i])->restriction, "package"))
      return true;   /* its functions are called by their full names (P.f), found here */
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    ClassDef *type = is_builtin_type(c->type_name) ? NULL : lookup_class(c->type_name, cls);
    bool short_extras = type && (type->base_prefixes || type->base_dims.count);   /* type T = input Real[2] */
    if ((type && strcmp(type->restriction, "type") != 0) || short_extras || (c->prefixes & ~(PREFIX_PARAMETER |
        PREFIX_CONSTANT | PREFIX_DISCRETE | PREFIX_INPUT | PREFIX_OUTPUT | PREFIX_PROTECTED)))
      return true;
  }
  for (int i = 0; i < cls->equations.count; i++)
    if (is_connect(cls->equations.items[i]))
      return true;
  for (int i = 0; i < cls->components.count; i++)
    if (((Component *)cls->components.items[i])->condition)
      return true;
  return false;
}

/* A flat model is left as it is, but its modifiers must be attributes too
   (Real x(invalid = 2) is an error, spec 4.9), given once (7.2.4), and not
   attributes its type made final (type T = Real(final unit = "m"), 7.2.6). */
static void check_flat_attributes(ClassDef *target)
{
  for (int i = 0; i < target->components.count; i++) {
    Component *c = target->components.items[i];
    bool builtin = is_builtin_type(c->type_name);
    ClassDef *type = builtin ? NULL : lookup_class(c->type_name, target);
    PtrList chain = { 0 };   /* the component's modifications, then its types' (final unit = "m") */
    wrap_modifications(&chain, &c->modifications, NULL, false);
    const char *primitive = builtin ? c->type_name : type ? primitive_of(type, &chain) : NULL;
    check_final(&chain, c);
    for (int m = 0; primitive && m < c->modifications.count; m++) {
      Modification *mod = c->modifications.items[m];
      if (!is_attribute(mod->name))
        diag_error(mod->loc, "'%s' is not an attribute of %s '%s'", mod->name, primitive, c->name);
      else if (mod->nested.count)
        diag_error(mod->loc, "the attribute '%s' of '%s' takes a value, not modifications", mod->name, c->name);
    }
  }
}

/* What stays beside the flat class: the functions and types of the file,
   which later stages look up by name. */
static void replace_classes(Program *program, ClassDef *target, ClassDef *flat)
{
  PtrList kept = { 0 };
  for (int i = 0; i < program->classes.count; i++) {
    ClassDef *c = program->classes.items[i];
    if (c != target && (!strcmp(c->restriction, "function") || !strcmp(c->restriction, "type")))
      list_push(&kept, c);
  }
  for (int i = 0; i < target->classes.count; i++) {
    ClassDef *c = target->classes.items[i];
    if (!strcmp(c->restriction, "function") || !strcmp(c->restriction, "type"))
      list_push(&flat->classes, c);
  }
  list_push(&kept, flat);
  program->classes = kept;
}

const char *instantiate_program(Program *program, const char *model_name, const ParamOverride *overrides,
                                int n_overrides)
{
  command_line = overrides;
  n_command_line = n_overrides;
  lookup_set_program(program);
  lookup_link_parents(program);
  ClassDef *target = target_class(program, model_name);
  if (!target && model_name && (strchr(model_name, '.') || !program->classes.count)) {
    if (!strcmp(model_name, diag_file_name()))
      diag_error((SrcLoc){ 0 }, "class not found (library directories searched: %s)", library_places());
    else
      diag_error((SrcLoc){ 0 }, "class '%s' not found in this file (library directories searched: %s)",
                 model_name, library_places());
    return NULL;
  }
  if (target && !strcmp(target->restriction, "package"))
    return NULL;   /* no model: flatten.c says so */
  if (target && !uses_parts(program, target))
    check_flat_attributes(target);
  if (!target || !uses_parts(program, target))
    return NULL;
  if (target->partial) {
    diag_error(target->loc, "'%s' is partial and cannot be simulated", target->name);
    return NULL;
  }
  Ctx ctx = { 0 };
  current_ctx = &ctx;
  ctx.flat = xcalloc(1, sizeof *ctx.flat);
  ctx.flat->name = lookup_class_path(target);
  ctx.flat->restriction = "model";
  ctx.flat->loc = target->loc;
  ctx.flat->description = target->description;
  ctx.flat->annotation = target->annotation;
  Instance *top = xcalloc(1, sizeof *top);
  top->prefix = "";
  top->cls = target;
  collect_element_names(&top->elements, target);
  PtrList none = { 0 };
  instantiate_elements(&ctx, top, target, &none, 0);
  check_disabled_references(&ctx);
  int before_connections = diag_error_count();
  if (!before_connections)
    check_connections(&ctx);   /* a component with an error may be missing */
  for (int i = 0; i < ctx.component_classes.count && diag_error_count() == before_connections; i++)
    if (is_model_class(ctx.component_classes.items[i]))
      balance_check(ctx.component_classes.items[i]);
  if (diag_error_count())
    return NULL;
  connection_equations(&ctx);
  if (diag_error_count())
    return NULL;
  replace_classes(program, target, ctx.flat);
  return ctx.flat->name;
}
