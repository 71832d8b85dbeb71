/*
 * balance.c - the local balance of the model and block classes used for
 * components (spec 4.7), for instantiate.c: a class must have as many
 * equations as unknowns by itself, counted the spec's way, so that an
 * unbalanced class is reported by its name and not only as a surplus or a
 * shortage in the whole flat model.
 *
 * Unknowns: its Real, Integer and Boolean variables (not parameters,
 * constants or outer ones), all variables of its connector components, and
 * for a model or block component the flows and inputs of that component's
 * public connectors and its public inputs (a conditional component when
 * its condition holds by the declared values of the class's Boolean
 * parameters).  Equations: its equations (an if-equation counts the branch
 * whose parameter condition holds by those values, connect() inside too,
 * else its first; a when-equation its first branch; reinit, assert,
 * terminate count nothing), the bindings of its variables and those that
 * modifications of its connector components give, those the connections of
 * its connect() make (a connection set of m connectors: m - 1 per potential,
 * one per flow; a flow of a component's connector that it leaves
 * unconnected: one), the flows and inputs of its own public connectors and
 * its public inputs without binding (given from outside), and the values its
 * modifications give to its components' inputs.  A class with arrays,
 * for-equations, algorithms, nested connectors or conditions the declared
 * values do not decide is not counted.
 */
#include <string.h>

#include "classes/classes.h"

typedef struct Count {
  int variables, connector_variables, component_io;               /* the unknowns */
  int equations, bindings, connections, from_outside, modified;  /* the equations */
  bool countable;
  const Map *elements;        /* of the class counted: the parameters its conditions read */
  ClassDef *cls;              /* the class counted */
  PtrList connects;           /* Equation: its connect(), also those of the if-branches that hold */
} Count;

enum { BALANCE_MAX_DEPTH = 64 };

static bool is_builtin_name(const char *name)
{
  return !strcmp(name, "Real") || !strcmp(name, "Integer") || !strcmp(name, "Boolean");
}

static bool is_fixed(const Component *c)
{
  return (c->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)) != 0;
}

/* A type class, or a short class of a built-in type, an enumeration or a
   type class (connector LogicOutput = output Logic): one value */
static bool is_primitive_class(const ClassDef *type)
{
  for (int depth = 0; type && depth < BALANCE_MAX_DEPTH; depth++) {
    if (!strcmp(type->restriction, "type"))
      return true;
    if (!type->base_type)
      return false;
    if (is_builtin_name(type->base_type) || !strcmp(type->base_type, "enumeration"))
      return true;
    type = lookup_class(type->base_type, type->parent);
  }
  return false;
}

/* A condition of a conditional component or of an if-equation, through the
   declared values of the class's Boolean parameters: 1 true, 0 false, -1
   not known here (the class is then not counted). */
static int decided(const Expr *e, const Map *elements, int depth)
{
  if (!e || depth > BALANCE_MAX_DEPTH)
    return -1;
  if (e->kind == EX_BOOLEAN)
    return e->number != 0;
  if (e->kind == EX_UNARY && e->op == OP_NOT) {
    int a = decided(e->a, elements, depth + 1);
    return a < 0 ? -1 : !a;
  }
  if (e->kind == EX_BINARY && (e->op == OP_AND || e->op == OP_OR)) {
    int a = decided(e->a, elements, depth + 1), b = decided(e->b, elements, depth + 1);
    if (e->op == OP_AND)
      return !a || !b ? 0 : a < 0 || b < 0 ? -1 : 1;
    return a == 1 || b == 1 ? 1 : a < 0 || b < 0 ? -1 : 0;
  }
  const Component *p = e->kind == EX_NAME && !e->subscripts.count && !e->path.count ? map_get(elements, e->string)
                                                                                   : NULL;
  if (!p || !is_fixed(p) || p->dims.count || strcmp(p->type_name, "Boolean") != 0)
    return -1;
  return decided(p->binding, elements, depth + 1);
}

/* The class of a component's type, NULL for a primitive (built-in or a
   type class); *ok false when it is not found or of a kind not counted. */
static ClassDef *component_class(const Component *c, ClassDef *scope, bool *ok)
{
  if (is_builtin_name(c->type_name))
    return NULL;
  ClassDef *type = lookup_class(c->type_name, scope);
  if (!type || !strcmp(c->type_name, "String") || !strcmp(type->restriction, "record")) {
    *ok = false;
    return NULL;
  }
  return is_primitive_class(type) ? NULL : type;
}

/* A connector's variables: potentials, flows, streams, inputs (not parameters) */
typedef struct Vars {
  int potentials, flows, streams, inputs;   /* inputs: without a binding */
  int bound, free;                          /* variables with a binding; potentials without */
} Vars;

static Vars connector_vars(ClassDef *connector, bool *ok)
{
  Vars v = { 0 };
  Map elements = { 0 };
  if (connector->expandable)
    *ok = false;   /* its elements are known from the connections only (spec 9.1.3) */
  collect_element_names(&elements, connector);
  for (int i = 0; i < elements.size; i++) {
    const Component *c = elements.values[i];
    if (!c || is_fixed(c))
      continue;
    if (c->dims.count || component_class(c, connector, ok))
      *ok = false;   /* arrays and connectors inside connectors are not counted */
    else if (c->prefixes & PREFIX_FLOW)
      v.flows++;
    else if (c->prefixes & PREFIX_STREAM)
      v.streams++;
    else   /* connector ComplexInput = input Complex: its fields are inputs */
      v.potentials++, v.inputs += ((c->prefixes | connector->base_prefixes) & PREFIX_INPUT) && !c->binding,
      v.free += !c->binding;
    v.bound += c->binding != NULL;
  }
  return v;
}

/* the variables of connector component c that its user gives: its flows
   and inputs; input C c makes each potential of C without a binding one */
static int connector_given(const Component *c, const Vars *v)
{
  return v->flows + ((c->prefixes & PREFIX_INPUT) ? v->free : v->inputs);
}

/* For a model or block component: the flows and inputs of its public
   connectors and its public inputs, which its user must give */
static int given_from_outside(ClassDef *cls, bool *ok)
{
  int n = 0;
  Map elements = { 0 };
  collect_element_names(&elements, cls);
  for (int i = 0; i < elements.size; i++) {
    const Component *c = elements.values[i];
    if (!c || is_fixed(c) || (c->prefixes & (PREFIX_PROTECTED | PREFIX_OUTER)))
      continue;
    ClassDef *type = component_class(c, cls, ok);
    if (type && !strcmp(type->restriction, "connector")) {
      Vars v = connector_vars(type, ok);
      n += connector_given(c, &v);
    } else if (!type && (c->prefixes & PREFIX_INPUT)) {
      n++;
    }
  }
  return n;
}

/* The values that c's modifications give to variables of its class: to
   inputs of a model or block (Gain g(u = x)), to any variable of a
   connector (heatPort(T = T_heatPort)); to another variable of a model or
   block they are not counted here */
static int modified_variables(const Component *c, ClassDef *type, bool connector, bool *ok)
{
  int n = 0;
  Map elements = { 0 };
  collect_element_names(&elements, type);
  for (int i = 0; i < c->modifications.count; i++) {
    const Modification *m = c->modifications.items[i];
    const Component *target = m->value ? map_get(&elements, m->name) : NULL;
    if (!target || is_fixed(target) || (connector && target->binding))
      continue;   /* one replacing a connector variable's binding: counted with the class */
    if (connector || (target->prefixes & PREFIX_INPUT))
      n++;
    else
      *ok = false;
  }
  return n;
}

/* One component of the class: its unknowns and the equations it brings */
static void count_component(Count *n, const Component *c, ClassDef *cls)
{
  if (is_fixed(c) || (c->prefixes & PREFIX_OUTER))
    return;
  int present = c->condition ? decided(c->condition, n->elements, 0) : 1;
  if (present < 0)
    n->countable = false;
  if (present <= 0)
    return;   /* a conditional component whose condition is false is not there */
  if (c->dims.count) {
    n->countable = false;
    return;
  }
  ClassDef *type = component_class(c, cls, &n->countable);
  bool public = !(c->prefixes & PREFIX_PROTECTED);
  if (!type) {
    n->variables++;
    if (c->binding)
      n->bindings++;
    else if (public && (c->prefixes & PREFIX_INPUT))
      n->from_outside++;
  } else if (!strcmp(type->restriction, "connector")) {
    Vars v = connector_vars(type, &n->countable);
    n->connector_variables += v.potentials + v.flows + v.streams;
    if (public)
      n->from_outside += connector_given(c, &v);
    n->bindings += v.bound + modified_variables(c, type, true, &n->countable);
  } else {
    n->component_io += given_from_outside(type, &n->countable);
    n->modified += modified_variables(c, type, false, &n->countable);
  }
}

static int count_equations(Count *n, const PtrList *equations, bool connects);

/* An if-equation: the branch whose parameter condition holds, connect()
   and all; else (a condition that changes during the run) the first, as all
   its branches have as many equations then (spec 8.3.3) */
static int count_if(Count *n, const Equation *q)
{
  for (int i = 0; i < q->branches.count; i++) {
    const Branch *b = q->branches.items[i];
    int holds = b->condition ? decided(b->condition, n->elements, 0) : 1;
    if (holds == 1)
      return count_equations(n, &b->equations, true);
    if (holds < 0)
      break;
    if (i == q->branches.count - 1)
      return 0;   /* every condition false, no else */
  }
  int first = -1;
  for (int i = 0; i < q->branches.count; i++) {
    Count branch = { .countable = true, .elements = n->elements };
    int k = count_equations(&branch, &((Branch *)q->branches.items[i])->equations, true);
    if (first >= 0 && k != first)
      n->countable = false;
    if (branch.connects.count || !branch.countable)
      n->countable = false;
    first = first < 0 ? k : first;
  }
  return first < 0 ? 0 : first;
}

/* y = Vec(...) of a whole record y (a connector VOut = output Vec): one
   equation per field of Vec; any other equation: one */
static int equation_width(Count *n, const Equation *q)
{
  for (int side = 0; side < 2; side++) {
    const Expr *e = side ? q->rhs : q->lhs;
    const Component *c = e && e->kind == EX_NAME && !e->subscripts.count && !e->path.count &&
                         !strchr(e->string, '.') ? map_get(n->elements, e->string) : NULL;
    ClassDef *type = c && !is_builtin_name(c->type_name) ? lookup_class(c->type_name, n->cls) : NULL;
    for (int depth = 0; type && type->base_type && strcmp(type->restriction, "record") != 0 &&
                        depth < BALANCE_MAX_DEPTH; depth++)
      type = is_builtin_name(type->base_type) ? NULL : lookup_class(type->base_type, type->parent);
    if (type && !strcmp(type->restriction, "record")) {
      Vars v = connector_vars(type, &n->countable);
      return v.potentials + v.flows;
    }
  }
  return 1;
}

static int count_equation(Count *n, const Equation *q, bool connects)
{
  switch (q->kind) {
  case EQ_SIMPLE:
    return q->lhs && q->lhs->kind == EX_TUPLE ? q->lhs->args.count : equation_width(n, q);
  case EQ_CALL:
    if (connects && expr_is_call(q->lhs, "connect"))
      list_push(&n->connects, (void *)q);
    return 0;   /* connect() is counted with the connection sets; reinit, assert, terminate: none */
  case EQ_IF:
    return count_if(n, q);
  case EQ_WHEN:
    return q->branches.count ? count_equations(n, &((Branch *)q->branches.items[0])->equations, false) : 0;
  default:
    n->countable = false;
    return 0;
  }
}

static int count_equations(Count *n, const PtrList *equations, bool connects)
{
  int k = 0;
  for (int i = 0; i < equations->count; i++)
    k += count_equation(n, equations->items[i], connects);
  return k;
}

/* ---- connection sets of the class's own connect() ---- */

typedef struct Sets {
  Map index;          /* connector name -> number + 1 */
  PtrList names;      /* char * */
  PtrList classes;    /* ClassDef *: the connector class */
  int parent[256];
} Sets;

/* "b.p" or "a" as a connector of cls: its number in the sets */
static int set_member(Sets *sets, const Expr *e, ClassDef *cls, const Map *elements, bool *ok)
{
  if (e->kind != EX_NAME || e->subscripts.count || e->path.count || sets->names.count == 256) {
    *ok = false;
    return -1;
  }
  long known = (long)(size_t)map_get(&sets->index, e->string);
  if (known)
    return (int)known - 1;
  const char *dot = strchr(e->string, '.');
  const Component *c = map_get(elements, dot ? xsprintf("%.*s", (int)(dot - e->string), e->string) : e->string);
  ClassDef *type = c ? component_class(c, cls, ok) : NULL;
  if (type && dot && !strchr(dot + 1, '.')) {   /* b.p: connector p of component b */
    Map inner = { 0 };
    collect_element_names(&inner, type);
    c = map_get(&inner, dot + 1);
    type = c ? component_class(c, type, ok) : NULL;
  } else if (dot) {
    type = NULL;
  }
  if (!type || strcmp(type->restriction, "connector") != 0 || c->dims.count) {
    *ok = false;
    return -1;
  }
  int k = sets->names.count;
  list_push(&sets->names, e->string);
  list_push(&sets->classes, type);
  sets->parent[k] = k;
  map_put(&sets->index, e->string, (void *)(size_t)(k + 1));
  return k;
}

static int set_root(Sets *sets, int k)
{
  while (sets->parent[k] != k)
    k = sets->parent[k] = sets->parent[sets->parent[k]];
  return k;
}

/* a side of connect() in a conditional component whose condition is false */
static bool removed(const Expr *e, const Map *elements)
{
  if (e->kind != EX_NAME)
    return false;
  const char *name = e->path.count ? ((Expr *)e->path.items[0])->string : e->string;
  const Component *c = map_get(elements, xsprintf("%.*s", (int)strcspn(name, ".["), name));
  return c && c->condition && decided(c->condition, elements, 0) == 0;
}

/* the connect() of the class and of its if-branches that hold */
static void connect_sets(Sets *sets, const PtrList *equations, ClassDef *cls, const Map *elements, bool *ok)
{
  for (int i = 0; i < equations->count; i++) {
    const Equation *q = equations->items[i];
    if (q->kind != EQ_CALL || !q->lhs || !expr_is_call(q->lhs, "connect"))
      continue;
    if (q->lhs->args.count != 2) {
      *ok = false;
      return;
    }
    if (removed(q->lhs->args.items[0], elements) || removed(q->lhs->args.items[1], elements))
      continue;   /* it names a conditional component that is not there */
    int a = set_member(sets, q->lhs->args.items[0], cls, elements, ok);
    int b = set_member(sets, q->lhs->args.items[1], cls, elements, ok);
    if (a >= 0 && b >= 0)
      sets->parent[set_root(sets, a)] = set_root(sets, b);
  }
}

/* m - 1 equations per potential and one per flow for each set of m, and
   per stream variable one for each of the class's own connectors in it */
static int set_equations(Sets *sets, bool *ok)
{
  int n = 0, size[256] = { 0 }, outside[256] = { 0 };
  for (int k = 0; k < sets->names.count; k++) {
    size[set_root(sets, k)]++;
    outside[set_root(sets, k)] += !strchr(sets->names.items[k], '.');
  }
  for (int k = 0; k < sets->names.count; k++)
    if (size[k]) {
      Vars v = connector_vars(sets->classes.items[k], ok);
      n += (size[k] - 1) * v.potentials + v.flows + outside[k] * v.streams;
    }
  return n;
}

/* the flows of the components' connectors that the class leaves unconnected: zero */
static int unconnected_flows(const Sets *sets, ClassDef *cls, const Map *elements, bool *ok)
{
  int n = 0;
  for (int i = 0; i < elements->size; i++) {
    const Component *c = elements->values[i];
    ClassDef *type = c && !is_fixed(c) && !(c->prefixes & PREFIX_OUTER) ? component_class(c, cls, ok) : NULL;
    if (!type || !strcmp(type->restriction, "connector") || (c->condition && decided(c->condition, elements, 0) == 0))
      continue;
    Map inner = { 0 };
    collect_element_names(&inner, type);
    for (int k = 0; k < inner.size; k++) {
      const Component *p = inner.values[k];
      ClassDef *port = p && !(p->prefixes & PREFIX_PROTECTED) ? component_class(p, type, ok) : NULL;
      if (port && !strcmp(port->restriction, "connector") &&
          !map_get(&sets->index, xsprintf("%s.%s", c->name, p->name)))
        n += connector_vars(port, ok).flows;
    }
  }
  return n;
}

/* cls and its bases, each once: its own equations */
static void class_equations(Count *n, ClassDef *cls, PtrList *seen, int depth)
{
  if (!cls || list_contains(seen, cls) || depth > BALANCE_MAX_DEPTH)
    return;
  list_push(seen, cls);
  if (cls->algorithms.count)
    n->countable = false;
  n->equations += count_equations(n, &cls->equations, true);
  for (int i = 0; i < cls->extends.count; i++)
    class_equations(n, lookup_class(((Extends *)cls->extends.items[i])->name, cls), seen, depth + 1);
  if (cls->base_type)
    class_equations(n, lookup_class(cls->base_type, cls->parent), seen, depth + 1);
}

static void report(const ClassDef *cls, const Count *n)
{
  int unknowns = n->variables + n->connector_variables + n->component_io;
  int equations = n->equations + n->bindings + n->connections + n->from_outside + n->modified;
  diag_error(cls->loc, "%s '%s' is not balanced: %d equation%s for %d unknown%s, counted locally (spec 4.7)",
             cls->restriction, lookup_class_path(cls), equations, equations == 1 ? "" : "s", unknowns,
             unknowns == 1 ? "" : "s");
  diag_note(cls->loc, "unknowns: %d variables, %d in its connectors, %d flows and inputs of its components; "
            "equations: %d written, %d bindings, %d from connections, %d flows and inputs given from outside, "
            "%d inputs of components given by modifications", n->variables, n->connector_variables,
            n->component_io, n->equations, n->bindings, n->connections, n->from_outside, n->modified);
}

bool balance_check(ClassDef *cls)
{
  Map elements = { 0 };
  collect_element_names(&elements, cls);
  Count n = { .countable = true, .elements = &elements, .cls = cls };
  for (int i = 0; i < elements.size; i++)
    if (elements.values[i])
      count_component(&n, elements.values[i], cls);
  PtrList seen = { 0 };
  class_equations(&n, cls, &seen, 0);
  Sets *sets = xcalloc(1, sizeof *sets);
  connect_sets(sets, &n.connects, cls, &elements, &n.countable);
  n.connections = set_equations(sets, &n.countable) + unconnected_flows(sets, cls, &elements, &n.countable);
  if (!n.countable || n.equations + n.bindings + n.connections + n.from_outside + n.modified ==
                      n.variables + n.connector_variables + n.component_io)
    return true;
  report(cls, &n);
  return false;
}
