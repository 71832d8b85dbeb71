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

#include "classes/classes.h"
#include "classes/instantiate.h"

/* ---- classes and their bases ---- */

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

/* ---- components ---- */

static void instantiate_elements(Ctx *ctx, Instance *inst, ClassDef *cls, const PtrList *mods, int depth);

static const char *attributes[] = { "start", "fixed", "unit", "min", "max", "nominal", "quantity",
                                    "displayUnit", "stateSelect", "unbounded", NULL };

static bool is_attribute(const char *name)
{
  for (int i = 0; attributes[i]; i++)
    if (!strcmp(attributes[i], name))
      return true;
  return false;
}

/* The literals of an enumeration: names, each once.  Each enumeration is
   checked once (not once per variable of its type), its literals through an
   index: an enumeration of n literals costs time in proportion to n. */
static bool check_literals(const ClassDef *t)
{
  static PtrList checked;   /* ClassDef: enumerations found right */
  if (list_contains(&checked, t))
    return true;
  Map seen = { 0 };
  bool ok = true;
  for (int i = 0; ok && i < t->base_modifications.count; i++) {
    Modification *m = t->base_modifications.items[i];
    const Modification *other = map_get(&seen, m->name);
    if (m->value || m->nested.count) {
      diag_error(m->loc, "a literal of an enumeration is a name alone");
      ok = false;
    } else if (other) {
      diag_error(m->loc, "literal '%s' appears twice in enumeration '%s'", m->name, t->name);
      diag_note(other->loc, "its first appearance is here");
      ok = false;
    }
    map_put(&seen, m->name, m);
  }
  free(seen.keys);
  free(seen.values);
  if (ok)
    list_push(&checked, (void *)t);
  return ok;
}

/* Real/Integer/Boolean/String behind a chain of short type definitions;
   their modifications are added to mods at the lowest priority */
static const char *primitive_of(ClassDef *type, PtrList *mods)
{
  PtrList chain = { 0 };
  for (int depth = 0; type; depth++) {
    ClassDef *t = type;
    const Extends *x = lone_extends(t);
    if ((!t->base_type && !x) || depth > MAX_DEPTH || (!x && t->extends.count) || t->components.count)
      return NULL;
    if (is_enumeration(t))
      return check_literals(t) ? "Integer" : NULL;
    wrap_modifications(&chain, x ? &x->modifications : &t->base_modifications, NULL, false);
    const char *base = x ? x->name : t->base_type;
    if (!find_type_class(base, x ? x->loc : t->base_loc, t->parent, &type))
      return NULL;
    if (!type) {
      for (int i = 0; i < chain.count; i++)
        list_push(mods, chain.items[i]);
      return base;
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
  v->prefixes = c->prefixes | (inst->inherited_prefixes & (PREFIX_FLOW | PREFIX_STREAM));   /* of a flow record */
  v->flow = (v->prefixes & PREFIX_FLOW) != 0;
  size_t n = strlen(inst->connector->name);
  if (!strncmp(full, inst->connector->name, n) && full[n] == '.')
    v->name = (char *)full + n + 1;   /* R.T of a record R in the connector */
  v->overdetermined = inst->overdetermined;
  v->overdetermined_class = inst->overdetermined_class;
  list_push(&inst->connector->vars, v);
}

/* One more instance or variable of the model: false beyond the bound, with
   one located error naming the size.  Instances copy their class's
   equations, so these are bounded as well: nested arrays of components
   multiply, and the model's memory would grow with their product. */
static bool within_model_bound(Ctx *ctx, const Component *c, const char *prefix, const char *name)
{
  long equations = ctx->flat->equations.count + ctx->flat->initial_equations.count;
  if (ctx->made > MAX_MODEL_SCALARS)   /* refused already */
    return false;
  if (++ctx->made <= MAX_MODEL_SCALARS && equations <= MAX_MODEL_EQUATIONS)
    return true;
  if (ctx->made > MAX_MODEL_SCALARS)
    diag_error(c->loc, "with '%s%s' the model has more than %d component instances and variables: hysc "
               "handles at most %d per model", prefix, name, MAX_MODEL_SCALARS, MAX_MODEL_SCALARS);
  else
    diag_error(c->loc, "with '%s%s' the model has %ld equations: hysc handles at most %d per model", prefix,
               name, equations, MAX_MODEL_EQUATIONS);
  ctx->made = MAX_MODEL_SCALARS + 1;
  return false;
}

/* inst is a public connector of the model itself, or a connector or record
   nested in one, every level up to the model */
static bool in_interface(const Instance *inst)
{
  const Instance *up = inst;
  for (; up->parent && up->connector; up = up->parent)
    if (!up->parent->parent && up->connector->protected_)
      return false;
  return up != inst && !up->parent;
}

static void make_primitive(Ctx *ctx, Instance *inst, const Component *c, const char *type, PtrList *mods)
{
  if (!within_model_bound(ctx, c, inst->prefix, c->name))
    return;
  Component *v = xcalloc(1, sizeof *v);
  v->name = xsprintf("%s%s", inst->prefix, c->name);
  v->loc = c->loc;
  v->prefixes = c->prefixes | inst->inherited_prefixes;
  v->type_name = (char *)type;
  v->type_loc = c->type_loc;
  v->description = c->description;
  v->interface = in_interface(inst);
  v->dims = rewrite_dims(&c->dims, inst);
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
    if (!strcmp(md->path, "stateSelect"))
      check_state_select_value(md->m->value, md->scope);
    Modification *m = xmalloc(sizeof *m);
    *m = *md->m;
    m->name = (char *)md->path;
    m->value = mod_value(md);
    list_push(&v->modifications, m);
  }
  /* the binding with the highest priority: the outermost; a final one
     cannot change, so its value is known where the binding's is */
  v->evaluate = c->evaluate || (c->prefixes & PREFIX_FINAL);
  for (int i = 0; i < mods->count; i++) {
    Mod *md = mods->items[i];
    if (!*md->path && md->m->value) {
      v->binding = mod_value(md);
      v->evaluate |= md->m->final;
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

/* child, an instance of a connector class: a connector of its own, nested
   in the connector inst is part of (connected with it) */
static void note_connector(Ctx *ctx, Instance *inst, Instance *child, const Component *c, const char *name)
{
  Connector *k = xcalloc(1, sizeof *k);
  k->name = xsprintf("%s%s", inst->prefix, name);
  k->cls = child->cls;
  k->protected_ = (c->prefixes & PREFIX_PROTECTED) != 0;
  k->flow = (child->inherited_prefixes & PREFIX_FLOW) != 0;
  if (inst->connector)
    list_push(&inst->connector->nested, k);
  child->connector = k;
  map_put(&ctx->connectors, k->name, k);
  list_push(&ctx->connector_list, k);
}

static void instantiate_one(Ctx *ctx, Instance *inst, const Component *c, ClassDef *type, const char *name,
                            PtrList *mods)
{
  if (!within_model_bound(ctx, c, inst->prefix, name))
    return;
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
  child->inherited_prefixes = inst->inherited_prefixes | (c->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT | PREFIX_DISCRETE |
                                                                         PREFIX_FLOW));   /* flow R r: r.x a flow */
  if (inst->connector)   /* stream R r in a connector: each field is one */
    child->inherited_prefixes |= c->prefixes & PREFIX_STREAM;
  collect_element_names(&child->elements, type);
  map_put(&ctx->instances, xsprintf("%s%s", inst->prefix, name), child);
  if (!strcmp(type->restriction, "connector"))
    note_connector(ctx, inst, child, c, name);
  ClassDef *behind = type->base_type && !strcmp(type->restriction, "connector") && !is_builtin_type(type->base_type)
                     ? lookup_class(type->base_type, type->parent) : NULL;
  if (!strcmp(type->restriction, "record"))
    records_note_instance(xsprintf("%s%s", inst->prefix, name), type);
  else if (behind && !strcmp(behind->restriction, "record"))   /* connector ComplexInput = input Complex */
    records_note_instance(xsprintf("%s%s", inst->prefix, name), behind);
  if (!strcmp(type->restriction, "record") && inst->connector) {
    child->connector = inst->connector;   /* its variables are the connector's */
    /* input Pair pr in a connector: its fields are inputs (spec 4.4.2.2) */
    child->inherited_prefixes |= c->prefixes & (PREFIX_INPUT | PREFIX_OUTPUT);
    child->overdetermined = inst->overdetermined;
    child->overdetermined_class = inst->overdetermined_class;
    if (!child->overdetermined && equality_constraint(type)) {
      child->overdetermined = xsprintf("%s%s", inst->prefix, name);
      child->overdetermined_class = type;
    }
  }
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
    else if (type->expandable && !(element->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)))
      diag_error(md->m->loc, "'%s' of the expandable connector '%s' is only potentially present: it cannot be "
                 "modified (spec 9.1.3)", first, type->name);
  }
  check_final(mods, c);
  instantiate_elements(ctx, child, type, mods, 0);
  if (!list_contains(&ctx->component_classes, type))
    list_push(&ctx->component_classes, type);
}

/* an element that an expandable connector gains from a connect() */
static void add_bus_element(Ctx *ctx, const char *bus, const char *name, ClassDef *type, SrcLoc loc)
{
  Instance *inst = map_get(&ctx->instances, bus);
  if (!inst)
    return;
  Component *c = xcalloc(1, sizeof *c);
  *c = (Component){ .name = (char *)name, .loc = loc, .type_name = type->name, .type_loc = loc };
  map_put(&ctx->origins, xsprintf("%s.%s", bus, name), c);
  PtrList none = { 0 };
  instantiate_one(ctx, inst, c, type, name, &none);
}

static bool check_component_class(const Component *c, ClassDef *type)
{
  const char *r = type->restriction;
  if (!strcmp(r, "function") || !strcmp(r, "package")) {
    diag_error(c->type_loc, "a component cannot be of %s '%s'", r, type->name);
    return false;
  }
  static const char *const sum[] = { "'0'", "'+'", "'-'" };   /* a connection set's sum of flows (spec 9.2) */
  for (int i = 0; type->is_operator && (c->prefixes & PREFIX_FLOW) && i < 3; i++)
    if (!operators_find(type, sum[i])) {
      diag_error(c->type_loc, "flow '%s' is of the operator record '%s', which has no operator %s: the flows of "
                 "a connection set are summed with '0', '+' and '-' (spec 9.2)", c->name, type->name, sum[i]);
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
  PtrList dims = rewrite_dims(&c->dims, inst);   /* b[Mode]: one per literal */
  Expr *size = dims.items[0];
  if (!eval_size(ctx, size, &n, 0) || n < 0 || n > 1000000) {
    diag_error(size->loc, "the size of an array of components must be an Integer literal or a parameter "
               "declared before it with such a value");
    return;
  }
  for (long i = 1; i <= n && ctx->made <= MAX_MODEL_SCALARS; i++) {
    PtrList picked = { 0 };
    for (int k = 0; k < mods->count; k++) {
      Mod *md = mods->items[k];
      int pick = md->m->each ? -1 : (int)(i - 1);
      list_push(&picked, mod_like(md, md->m, md->path, md->index >= 0 ? md->index : pick, md->declared));
    }
    instantiate_one(ctx, inst, c, type, xsprintf("%s[%ld]", c->name, i), &picked);
  }
}

/* stream declares a variable of a connector, or of a record in one (spec 15.1) */
static bool misplaced_stream(const Instance *inst, const Component *c)
{
  if (!(c->prefixes & PREFIX_STREAM) || inst->connector || !strcmp(inst->cls->restriction, "record"))
    return false;   /* a record's field: the rule of records reports it */
  diag_error(c->loc, "'%s' is declared stream outside a connector: only a connector's variables may be (spec 15.1)",
             c->name);
  return true;
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
  /* its start, unless modified, is its first literal (spec 4.9.5: min), first
     in the list so that any start modifier wins */
  Modification *start = xcalloc(1, sizeof *start);
  start->name = "start";
  start->loc = v->loc;
  start->value = integer_expr(1, v->loc);
  list_push(&v->modifications, start);
  memmove(v->modifications.items + 1, v->modifications.items,
          sizeof *v->modifications.items * (size_t)(v->modifications.count - 1));
  v->modifications.items[0] = start;
}

/* ---- conditional components (spec 4.4.5) ---- */

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
/* The classes being instantiated, innermost last: a condition inside an
   inner element may read a parameter of an enclosing instance declared
   after it (inner World world(animateWorld = animation)). */
static PtrList building;   /* struct ConditionScope */

/* The element of an instance that full names after its prefix: the whole
   rest (a parameter), or its first part (a component holding the parameter,
   as a record of data declared after the component it configures) */
static char *element_head(const char *full, size_t n)
{
  if (strlen(full) <= n)
    return NULL;
  size_t len = strcspn(full + n, ".[");
  if (full[n + len] == '[')
    return NULL;
  return xsprintf("%.*s", (int)len, full + n);
}

/* where full, a name of (a part of) an instance's own element, is declared */
static struct ConditionScope declaring_scope(const char *full)
{
  struct ConditionScope none = { 0 };
  if (condition_scope.inst) {
    size_t n = strlen(condition_scope.inst->prefix);
    if (!strncmp(full, condition_scope.inst->prefix, n) && element_head(full, n))
      return condition_scope;
  }
  for (int i = building.count - 1; i >= 0; i--) {
    const struct ConditionScope *b = building.items[i];
    size_t n = strlen(b->inst->prefix);
    char *head = strncmp(full, b->inst->prefix, n) ? NULL : element_head(full, n);
    Component *c = head ? map_get(&b->inst->elements, head) : NULL;
    if (c && list_contains(&b->cls->components, c))
      return *b;
  }
  return none;
}

/* A parameter, or a component holding one, that may be built out of turn */
static bool early_element(const Component *c, const ClassDef *scope, bool whole)
{
  if (!c || c->condition || c->dims.count || (c->prefixes & (PREFIX_OUTER | PREFIX_REDECLARE)))
    return false;
  if (!whole)
    return !is_builtin_type(c->type_name);
  ClassDef *type = is_builtin_type(c->type_name) ? NULL : lookup_class(c->type_name, (ClassDef *)scope);
  return (is_builtin_type(c->type_name) || (type && enumeration_behind(type))) &&
         (c->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT));
}

static Component *early_parameter(Ctx *ctx, const char *full)
{
  struct ConditionScope scope = declaring_scope(full);
  Instance *inst = scope.inst;
  size_t n = inst ? strlen(inst->prefix) : 0;
  char *head = inst ? element_head(full, n) : NULL;
  if (!head || map_get(&ctx->origins, xsprintf("%s%s", inst->prefix, head)))
    return NULL;
  Component *c = map_get(&inst->elements, head);
  if (!early_element(c, scope.cls, !strcmp(head, full + n)))
    return NULL;
  ClassDef *written_in = ctx->written_in;
  ctx->written_in = scope.cls;
  instantiate_component(ctx, inst, scope.cls, c, scope.mods);
  ctx->written_in = written_in;
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
    diag_error(e->loc, "the condition of '%s' must be known at compile time: '%s' is not a parameter here or of "
               "an unconditional component here", owner, e->string);
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

/* d > 0 of Real parameters in a condition: numbers, parameters through
   their bindings, + - * / */
static bool condition_real(Ctx *ctx, const Expr *e, double *value, int depth)
{
  double a, b;
  if (depth > MAX_DEPTH)
    return false;
  if (e->kind == EX_NUMBER) {
    *value = e->number;
    return true;
  }
  if (e->kind == EX_NAME) {
    Component *p = e->subscripts.count ? NULL : map_get(&ctx->components, e->string);
    return p && (p->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)) && p->binding &&
           condition_real(ctx, p->binding, value, depth + 1);
  }
  if (e->kind == EX_UNARY && e->op == OP_NEG && condition_real(ctx, e->a, &a, depth + 1)) {
    *value = -a;
    return true;
  }
  if (e->kind != EX_BINARY || !condition_real(ctx, e->a, &a, depth + 1) || !condition_real(ctx, e->b, &b, depth + 1))
    return false;
  switch (e->op) {
  case OP_ADD: *value = a + b; return true;
  case OP_SUB: *value = a - b; return true;
  case OP_MUL: *value = a * b; return true;
  case OP_DIV: *value = a / b; return b != 0;
  default: return false;
  }
}

/* n > 2 in a condition, of Integer or Real parameters known now (structural too) */
static bool condition_relation(Ctx *ctx, Expr *e, bool *value)
{
  double x, y;
  long i, j;
  expr_walk(e, build_early_name, ctx, false);
  if (e->op < OP_LT || e->op > OP_NE)
    return false;
  if (eval_size(ctx, e->a, &i, 0) && eval_size(ctx, e->b, &j, 0))
    x = (double)i, y = (double)j;
  else if (!condition_real(ctx, e->a, &x, 0) || !condition_real(ctx, e->b, &y, 0))
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

/* A String parameter expression in a condition: literals, and String
   parameters and constants through their values (else their start values),
   joined with +; NULL when it is none.  Those parameters become structural. */
static const char *condition_text(Ctx *ctx, const Expr *e, int depth)
{
  if (depth > MAX_DEPTH)
    return NULL;
  if (e->kind == EX_STRING)
    return e->string;
  if (e->kind == EX_BINARY && e->op == OP_ADD) {
    const char *a = condition_text(ctx, e->a, depth + 1), *b = a ? condition_text(ctx, e->b, depth + 1) : NULL;
    return b ? xsprintf("%s%s", a, b) : NULL;
  }
  if (e->kind != EX_NAME || e->subscripts.count)
    return NULL;
  Component *p = map_get(&ctx->components, e->string);
  if (!p)
    p = early_parameter(ctx, e->string);
  if (!p || !(p->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)) || strcmp(p->type_name, "String") != 0)
    return NULL;
  const Expr *text = p->binding;
  for (int i = 0; !text && i < p->modifications.count; i++) {
    const Modification *m = p->modifications.items[i];
    if (!strcmp(m->name, "start"))
      text = m->value;
  }
  p->structural = true;
  return text ? condition_text(ctx, text, depth + 1) : NULL;
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
  if (e->kind == EX_BINARY && (e->op == OP_EQ || e->op == OP_NE)) {   /* s == "D" of String parameters */
    const char *left = condition_text(ctx, e->a, depth + 1);
    const char *right = left ? condition_text(ctx, e->b, depth + 1) : NULL;
    if (right) {
      *value = (strcmp(left, right) == 0) == (e->op == OP_EQ);
      return true;
    }
  }
  if (e->kind == EX_BINARY && condition_relation(ctx, e, value))
    return true;
  /* fill(b, n)[k]: the element of an array of components' modifier
     useHeatPort = fill(useHeatPort, N) that one component gets, b */
  if (e->kind == EX_CALL && !strcmp(e->string, "fill") && e->args.count >= 2 &&
      e->subscripts.count == e->args.count - 1)
    return condition_value(ctx, e->args.items[0], owner, value, depth + 1);
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
  for (int i = 0; i < ctx->flat->initial_algorithms.count; i++)
    check_disabled_in(ctx, ctx->flat->initial_algorithms.items[i]);
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
  k->protected_ = (c->prefixes & PREFIX_PROTECTED) != 0;
  ConnectorVar *v = xcalloc(1, sizeof *v);
  *v = (ConnectorVar){ "", k->name, (c->prefixes & PREFIX_FLOW) != 0, c->prefixes | inst->inherited_prefixes, NULL, NULL,
                       false };
  list_push(&k->vars, v);
  map_put(&ctx->connectors, k->name, k);
  list_push(&ctx->connector_list, k);
}

/* A variable of a connector whose type declares an equalityConstraint
   (type Orientation = Real[3, 3] with one) is overdetermined as such a
   record is (spec 9.4.1) */
static void overdetermined_type(Instance *inst, const Component *c, ClassDef *type)
{
  if (!inst->connector || inst->overdetermined || !type || !equality_constraint(type) ||
      !inst->connector->vars.count)
    return;
  ConnectorVar *v = inst->connector->vars.items[inst->connector->vars.count - 1];
  if (strcmp(v->full, xsprintf("%s%s", inst->prefix, c->name)) != 0)
    return;   /* not made (beyond the model's bound) */
  v->overdetermined = v->full;
  v->overdetermined_class = type;
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
  if (misplaced_stream(inst, c) || !declared_within_constraint(c, cls) || !condition_holds(ctx, inst, cls, c, mods))
    return;
  PtrList own = mods_for(mods, c->name);
  const Mod *redeclaration = component_redeclaration(&own);
  Instance *declared_in = inst;
  ClassDef *type_scope = cls;
  const Component *replaced = c;
  if (redeclaration) {
    if (!redeclarations_replaceable(&own) || !(c = redeclared(inst, cls, c, redeclaration, &type_scope)))
      return;
    keep_inner_constraint((Component *)c, &own, redeclaration);
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
  ClassDef *type = instance_package_class(c->type_name, type_scope, inst);
  if (!type && !find_type_class(c->type_name, c->type_loc, type_scope, &type))
    return;
  type = replaced_class(inst, type);
  ClassDef *enumeration = enumeration_behind(type);
  if (enumeration && enumeration->open_enumeration) {
    diag_error(c->type_loc, "'%s' is an enumeration left open (enumeration(:)): not supported yet", c->type_name);
    return;
  }
  take_base_prefixes(c, type);
  const char *primitive = type ? primitive_of(type, &own) : c->type_name;
  if (!primitive && type && !strcmp(type->restriction, "type")) {
    if (!diag_error_count())
      diag_error(c->type_loc, "type '%s' is not based on Real, Integer or Boolean", c->type_name);
  } else if (primitive) {
    make_primitive(ctx, inst, c, primitive, &own);
    overdetermined_type(inst, c, type);
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
  ClassDef *written_in = ctx->written_in;
  ctx->written_in = cls;   /* names in declarations and modifiers of a base class, as in its equations */
  struct ConditionScope here = { inst, cls, mods };
  list_push(&building, &here);
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
    int first = merged.count;
    wrap_modifications(&merged, bases[i].modifications, bases[i].short_form ? NULL : inst, false);
    for (int k = first; bases[i].short_form && k < merged.count; k++)   /* R2 = R(redeclare Voltage x): */
      if (((Mod *)merged.items[k])->m->redeclare_component)                 /* Voltage seen from R2 */
        ((Mod *)merged.items[k])->written_in = cls;
    instantiate_elements(ctx, inst, base, &merged, depth + 1);
  }
  check_redeclared_inherited(ctx, inst, cls);
  ctx->written_in = cls;
  /* inner elements first: a condition of a component declared before
     (Sphere s if world.enableAnimation) may read the inner's parameters */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < cls->components.count; i++) {
      Component *c = cls->components.items[i];
      if ((c->prefixes & (PREFIX_INNER | PREFIX_OUTER)) != PREFIX_OUTER && !(c->prefixes & PREFIX_REDECLARE) &&
          ((c->prefixes & PREFIX_INNER) != 0) == (pass == 0))
        instantiate_component(ctx, inst, cls, c, mods);   /* an inner outer one is instantiated for the inner part */
    }
  ctx->written_in = written_in;
  check_conditional_uses(ctx, inst, cls);
  append_equations(ctx, cls, inst);
  building.count--;
  ctx->extending.count--;
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

/* P.f(x): a function of a package, found by look-up and copied under its
   full name by instantiation */
static void note_package_call(Expr *e, void *found)
{
  if (e->kind == EX_CALL && e->string && strchr(e->string, '.'))
    *(bool *)found = true;
}

/* A function among classes that instantiation must complete: one that
   extends another or has a component of a type class (type In = input
   Real[3]), whose parts are copied into it here and by records.c, or one
   with a functional input (spec 12.4.2), copied for each call's function
   argument. */
static bool declares_function_to_instantiate(const PtrList *classes)
{
  for (int i = 0; i < classes->count; i++) {
    ClassDef *k = classes->items[i];
    if (strcmp(k->restriction, "function") != 0)
      continue;
    if (k->extends.count)
      return true;
    for (int c = 0; c < k->components.count; c++) {
      if (function_input_is_function(k, k->components.items[c]))
        return true;
      const char *name = ((Component *)k->components.items[c])->type_name;
      ClassDef *type = is_builtin_type(name) ? NULL : lookup_class(name, k);
      for (int depth = 0; type && type->base_type && depth < MAX_DEPTH; depth++) {
        if (type->base_prefixes || type->base_dims.count)
          return true;
        type = is_builtin_type(type->base_type) ? NULL : lookup_class(type->base_type, type->parent);
      }
    }
  }
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
  if (declares_function_to_instantiate(&cls->classes) || declares_function_to_instantiate(&program->classes))
    return true;   /* what a function inherits, or each call's function argument, is copied here */
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
    short_extras = short_extras || enumeration_behind(type);   /* a predefined StateSelect: numbered here */
    for (int k = 0; k < c->dims.count; k++) {   /* b[Boolean], t[Mode]: sized and subscripted here */
      const Expr *d = c->dims.items[k];
      short_extras |= d && d->kind == EX_NAME && !d->path.count && (!strcmp(d->string, "Boolean") ||
                                                                     lookup_class(d->string, cls));
    }
    if ((type && strcmp(type->restriction, "type") != 0) || short_extras || (c->prefixes & ~(PREFIX_PARAMETER |
        PREFIX_CONSTANT | PREFIX_DISCRETE | PREFIX_INPUT | PREFIX_OUTPUT | PREFIX_PROTECTED)))
      return true;
  }
  for (int i = 0; i < cls->equations.count; i++)
    if (is_connect(cls->equations.items[i]))
      return true;
  bool package_call = false;
  class_walk(cls, note_package_call, &package_call);
  if (package_call)
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
      else if (!strcmp(mod->name, "stateSelect"))
        check_state_select_value(mod->value, NULL);   /* StateSelect.never stays a name here */
    }
  }
}

static bool class_named(const PtrList *classes, const char *name)
{
  for (int i = 0; i < classes->count; i++)
    if (!strcmp(((ClassDef *)classes->items[i])->name, name))
      return true;
  return false;
}

/* What stays beside the flat class: the functions and types of the file,
   which later stages look up by name. */
static void replace_classes(Program *program, ClassDef *target, ClassDef *flat)
{
  PtrList kept = { 0 };
  for (int i = 0; i < program->classes.count; i++) {
    ClassDef *c = program->classes.items[i];
    bool copied = c->extends.count && class_named(&flat->classes, c->name);   /* with what it inherits */
    if (c != target && !copied && (!strcmp(c->restriction, "function") || !strcmp(c->restriction, "type")))
      list_push(&kept, c);
  }
  for (int i = 0; i < target->classes.count; i++) {
    ClassDef *c = target->classes.items[i];
    bool inherits = c->extends.count;   /* its copy, with what it inherits, came with its calls */
    /* a function called from the model came as its copy T.f (instantiate_names.c), which shares
       its statements: the two would each resolve them to their own variables */
    bool copied = !strcmp(c->restriction, "function") && class_named(&flat->classes, lookup_class_path(c));
    if ((!strcmp(c->restriction, "function") && !inherits && !copied) || !strcmp(c->restriction, "type"))
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
  static Ctx ctx;   /* kept: records.c copies the operator functions it calls into the flat class */
  ctx = (Ctx){ 0 };
  current_ctx = &ctx;
  ctx.add_element = add_bus_element;
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
  Component **inners;
  ClassDef **scopes;
  for (int i = 0; i < missing_inners(&inners, &scopes); i++)   /* spec 5.4: added for outers (and theirs) */
    instantiate_component(&ctx, top, scopes[i], inners[i], &none);
  check_disabled_references(&ctx);
  if (!diag_error_count())
    expandable_connectors(&ctx);
  int before_connections = diag_error_count();
  if (!before_connections)
    check_connections(&ctx);   /* a component with an error may be missing */
  if (diag_error_count() == before_connections)
    connection_graph(&ctx);
  if (diag_error_count() == before_connections)
    replace_cardinality(&ctx);
  component_array_fields(&ctx);
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
