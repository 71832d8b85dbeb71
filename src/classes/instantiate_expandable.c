/*
 * instantiate_expandable.c - expandable connectors (spec 9.1.3), before
 * the connection sets are built: connect(bus.x, s.y) adds x to bus with
 * the type of s.y; connected buses form augmentation sets, each member
 * holding the union of the elements that a connect() names in any of
 * them; connect(bus1, bus2) becomes one connect() per element; declared
 * elements that no connect() makes present are removed.  Afterwards each
 * element is a connector of its own and the buses are ordinary.
 */
#include <stdlib.h>
#include <string.h>

#include "classes/classes.h"
#include "classes/instantiate.h"

typedef struct Bus {
  Connector *k;
  int parent;                  /* union-find over the augmentation sets */
  bool removed;                /* a sub-bus that nothing makes present */
} Bus;

/* An element present in an augmentation set: named by some connect() */
typedef struct Element {
  int root;
  char *head;                  /* "x" of bus.x, bus.x[2], bus.x.y */
  char *model;                 /* full name of what it is made like: a declared member, or the other side */
  Component *whole;            /* the other side of a connect() of the whole element, with its dims */
  long max_index;              /* the largest i of bus.x[i] */
  Map indices;                 /* the i of each bus.x[i] */
  int directed, providers;     /* causal variables connected to it, and those giving it a value */
  SrcLoc loc;
} Element;

typedef struct Augment {
  Ctx *ctx;
  PtrList buses;               /* Bus */
  Map index;                   /* bus name -> number + 1 */
  PtrList elements;            /* Element, of this round */
  Map element_index;           /* "root#head" -> Element */
  Map made;                    /* "a|b|head": connect()s made from connect(a, b) */
} Augment;

static Bus *bus_named(const Augment *a, const char *name)
{
  long i = (long)(size_t)map_get(&a->index, name);
  Bus *b = i ? a->buses.items[i - 1] : NULL;
  return b && !b->removed ? b : NULL;
}

static int bus_root(Augment *a, int i)
{
  while (((Bus *)a->buses.items[i])->parent != i)
    i = ((Bus *)a->buses.items[i])->parent;
  return i;
}

static int bus_number(const Augment *a, const Bus *b)
{
  return list_index(&a->buses, b);
}

/* the buses made since the last round (sub-buses added to a bus) */
static void find_buses(Augment *a)
{
  for (int i = 0; i < a->ctx->connector_list.count; i++) {
    Connector *k = a->ctx->connector_list.items[i];
    if (!k->cls->expandable || map_get(&a->index, k->name))
      continue;
    Bus *b = xcalloc(1, sizeof *b);
    *b = (Bus){ k, a->buses.count, false };
    list_push(&a->buses, b);
    map_put(&a->index, k->name, (void *)(size_t)a->buses.count);
  }
}

/* whether full names a variable or a connector of the instance */
static bool exists(const Ctx *ctx, const char *full)
{
  return map_get(&ctx->components, full) || map_get(&ctx->connectors, full);
}

/* name without the subscripts of its last part: "s.u" of "s.u[2]" */
static char *unsubscripted(const char *name)
{
  const char *bracket = strrchr(name, '[');
  return bracket && !strchr(bracket, '.') ? xsprintf("%.*s", (int)(bracket - name), name) : (char *)name;
}

static Element *element_of(Augment *a, int root, const char *head, SrcLoc loc)
{
  char *key = xsprintf("%d#%s", root, head);
  Element *el = map_get(&a->element_index, key);
  if (el)
    return el;
  el = xcalloc(1, sizeof *el);
  *el = (Element){ .root = root, .head = (char *)head, .loc = loc };
  map_put(&a->element_index, key, el);
  list_push(&a->elements, el);
  return el;
}

/* The other side of connect(bus.x, other): a causal variable reads bus.x
   when it is an input seen from inside; any other gives it its value
   (an output seen from outside may have one of its own) */
static void note_causality(const Augment *a, Element *el, const char *other, bool outside)
{
  const Component *c = map_get(&a->ctx->components, unsubscripted(other));
  if (!c || !(c->prefixes & (PREFIX_INPUT | PREFIX_OUTPUT)))
    return;
  el->directed++;
  el->providers += outside || (c->prefixes & PREFIX_OUTPUT);
}

/* Each bus that side lies in makes its element there present; the bus
   the side names an element of directly takes its model from the other
   side.  Returns that bus's element, or NULL. */
static Element *note_side(Augment *a, const char *side, const char *other, bool other_outside, SrcLoc loc)
{
  Element *direct = NULL;
  for (const char *dot = strchr(side, '.'); dot; dot = strchr(dot + 1, '.')) {
    Bus *b = bus_named(a, xsprintf("%.*s", (int)(dot - side), side));
    if (!b)
      continue;
    size_t n = strcspn(dot + 1, ".[");
    Element *el = element_of(a, bus_root(a, bus_number(a, b)), xsprintf("%.*s", (int)n, dot + 1), loc);
    const char *rest = dot + 1 + n;
    bool subscripted = *rest == '[';
    if (subscripted) {   /* bus.x[2], or bus.sub[2].y through an array of sub-buses */
      long i = strtol(rest + 1, NULL, 10);
      el->max_index = i > el->max_index ? i : el->max_index;
      map_put(&el->indices, xsprintf("%ld", i), el);
      rest = strchr(rest, ']') ? strchr(rest, ']') + 1 : "";
    }
    if (*rest == '.')
      continue;
    direct = el;
    bool other_is_bus_element = false;
    for (const char *d = strchr(other, '.'); d; d = strchr(d + 1, '.'))
      other_is_bus_element |= bus_named(a, xsprintf("%.*s", (int)(d - other), other)) != NULL;
    if (!other_is_bus_element)
      note_causality(a, el, other, other_outside);
    if (!el->model && exists(a->ctx, unsubscripted(other)))
      el->model = unsubscripted(other);
    if (!subscripted && !other_is_bus_element && !el->whole && map_get(&a->ctx->components, other))
      el->whole = map_get(&a->ctx->components, other);
  }
  return direct;
}

/* connect(bus, other): both buses, joined; a bus and a connector that is
   not one is an error */
static void join_buses(Augment *a, const Connection *k)
{
  Bus *x = bus_named(a, k->a), *y = bus_named(a, k->b);
  const char *plain = x && !y ? k->b : y && !x ? k->a : NULL;
  if (plain && map_get(&a->ctx->connectors, plain)) {
    diag_error(k->loc, "cannot connect the expandable connector '%s' to '%s', which is not expandable (spec 9.1.3)",
               x ? k->a : k->b, plain);
    return;
  }
  if (x && y) {
    int rx = bus_root(a, bus_number(a, x)), ry = bus_root(a, bus_number(a, y));
    if (rx != ry)
      ((Bus *)a->buses.items[ry])->parent = rx;
  }
}

/* the sets and their elements, from the connect()s as they stand */
static void gather(Augment *a, bool first)
{
  for (int i = 0; i < a->buses.count; i++)
    ((Bus *)a->buses.items[i])->parent = i;
  for (int i = 0; i < a->ctx->connections.count; i++)
    join_buses(a, a->ctx->connections.items[i]);
  a->elements = (PtrList){ 0 };
  a->element_index = (Map){ 0 };
  for (int i = 0; i < a->ctx->connections.count; i++) {
    const Connection *k = a->ctx->connections.items[i];
    bool undeclared_a = !exists(a->ctx, unsubscripted(k->a)), undeclared_b = !exists(a->ctx, unsubscripted(k->b));
    Element *x = note_side(a, k->a, k->b, k->b_outside, k->a_loc);
    Element *y = note_side(a, k->b, k->a, k->a_outside, k->b_loc);
    if (first && x && y && undeclared_a && undeclared_b)
      diag_error(k->loc, "connect() of '%s' and '%s', neither declared: one side of a connect() to an element of "
                 "an expandable connector must be declared (spec 9.1.3)", k->a, k->b);
  }
}

/* what an element missing from a member is made like: the element of
   another member, else the other side of a connect() naming it */
static const char *member_model(Augment *a, const Element *el)
{
  for (int i = 0; i < a->buses.count; i++) {
    const Bus *b = a->buses.items[i];
    char *full = xsprintf("%s.%s", b->k->name, el->head);
    if (!b->removed && bus_root(a, i) == el->root && exists(a->ctx, full))
      return full;
  }
  return el->model;
}

/* a variable of a bus, of the type of model; connected variables
   become alike in prefixes by the connection itself */
static void add_variable(Augment *a, Bus *b, const Element *el, const Component *model)
{
  Component *v = xcalloc(1, sizeof *v);
  v->name = xsprintf("%s.%s", b->k->name, el->head);
  v->loc = el->loc;
  v->type_name = model->type_name;
  v->type_loc = model->type_loc;
  v->prefixes = model->prefixes & PREFIX_DISCRETE;
  v->dims = model->dims;
  v->enumeration = model->enumeration;
  list_push(&a->ctx->flat->components, v);
  map_put(&a->ctx->components, v->name, v);
  ConnectorVar *var = xcalloc(1, sizeof *var);
  *var = (ConnectorVar){ .name = el->head, .full = v->name, .prefixes = v->prefixes };
  list_push(&b->k->vars, var);
}

/* a connector element, or the elements 1..n of an array of them that
   connect() names one by one (bus.sub[i] of sub-buses) */
static bool add_connectors(Augment *a, const Bus *b, const Element *el, ClassDef *cls)
{
  bool changed = false;
  for (long i = el->max_index ? 1 : 0; i <= el->max_index; i++) {
    char *name = i ? xsprintf("%s[%ld]", el->head, i) : el->head;
    if (!exists(a->ctx, xsprintf("%s.%s", b->k->name, name))) {
      a->ctx->add_element(a->ctx, b->k->name, name, cls, el->loc);
      changed = true;
    }
  }
  return changed;
}

static bool add_missing(Augment *a)
{
  bool changed = false;
  for (int e = 0; e < a->elements.count; e++) {
    const Element *el = a->elements.items[e];
    const char *model = member_model(a, el);
    Connector *k = model ? map_get(&a->ctx->connectors, model) : NULL;
    const Component *c = model ? map_get(&a->ctx->components, model) : NULL;
    bool variable = c && (!k || (k->vars.count == 1 && !strcmp(((ConnectorVar *)k->vars.items[0])->full, model)));
    for (int i = 0; (variable || k) && i < a->buses.count; i++) {
      Bus *b = a->buses.items[i];
      if (b->removed || bus_root(a, i) != el->root)
        continue;
      if (variable && !exists(a->ctx, xsprintf("%s.%s", b->k->name, el->head)))
        add_variable(a, b, el, c), changed = true;
      else if (!variable)
        changed |= add_connectors(a, b, el, k->cls);
    }
  }
  return changed;
}

/* connect(bus1, bus2): connect(bus1.x, bus2.x) for each element x of
   their set (on the same sides), each once */
static bool expand_bus_connections(Augment *a)
{
  bool changed = false;
  int n = a->ctx->connections.count;
  for (int i = 0; i < n; i++) {
    Connection *k = a->ctx->connections.items[i];
    Bus *x = bus_named(a, k->a);
    if (!x || !bus_named(a, k->b))
      continue;
    int root = bus_root(a, bus_number(a, x));
    for (int e = 0; e < a->elements.count; e++) {
      const Element *el = a->elements.items[e];
      char *key = xsprintf("%s|%s|%s", k->a, k->b, el->head);
      if (el->root != root || map_get(&a->made, key))
        continue;
      map_put(&a->made, key, k);
      Connection *c = xmalloc(sizeof *c);
      *c = *k;
      c->a = xsprintf("%s.%s", k->a, el->head);
      c->b = xsprintf("%s.%s", k->b, el->head);
      list_push(&a->ctx->connections, c);
      changed = true;
    }
  }
  return changed;
}

/* name is prefix or lies in it */
static bool under(const char *name, const char *prefix)
{
  size_t n = strlen(prefix);
  return !strncmp(name, prefix, n) && (!name[n] || name[n] == '.' || name[n] == '[');
}

static bool under_any(const char *name, const PtrList *prefixes)
{
  for (int i = 0; i < prefixes->count; i++)
    if (under(name, prefixes->items[i]))
      return true;
  return false;
}

/* the declared elements of each bus that no connect() makes present */
static PtrList absent_elements(Augment *a)
{
  PtrList gone = { 0 };
  for (int i = 0; i < a->buses.count; i++) {
    Bus *b = a->buses.items[i];
    Map declared = { 0 };
    collect_element_names(&declared, b->k->cls);
    for (int d = 0; d < declared.size; d++) {
      const Component *c = declared.values[d];
      if (c && !(c->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)) &&
          !map_get(&a->element_index, xsprintf("%d#%s", bus_root(a, i), c->name)))
        list_push(&gone, xsprintf("%s.%s", b->k->name, c->name));
    }
  }
  return gone;
}

/* Absent elements removed: their variables, their connectors, and the
   sub-buses they are */
static void remove_absent(Augment *a)
{
  PtrList gone = absent_elements(a);
  if (!gone.count)
    return;
  Ctx *ctx = a->ctx;
  PtrList kept = { 0 };
  for (int i = 0; i < ctx->flat->components.count; i++) {
    Component *c = ctx->flat->components.items[i];
    if (!under_any(c->name, &gone))
      list_push(&kept, c);
    else
      map_put(&ctx->components, c->name, NULL);
  }
  ctx->flat->components = kept;
  kept = (PtrList){ 0 };
  for (int i = 0; i < ctx->connector_list.count; i++) {
    Connector *k = ctx->connector_list.items[i];
    if (!under_any(k->name, &gone))
      list_push(&kept, k);
    else
      map_put(&ctx->connectors, k->name, NULL);
  }
  ctx->connector_list = kept;
  for (int i = 0; i < a->buses.count; i++) {
    Bus *b = a->buses.items[i];
    b->removed |= under_any(b->k->name, &gone);
    PtrList vars = { 0 };
    for (int v = 0; v < b->k->vars.count; v++)
      if (!under_any(((ConnectorVar *)b->k->vars.items[v])->full, &gone))
        list_push(&vars, b->k->vars.items[v]);
    b->k->vars = vars;
  }
}

static bool has_colon(const PtrList *dims)
{
  for (int i = 0; i < dims->count; i++)
    if (((Expr *)dims->items[i])->kind == EX_COLON)
      return true;
  return false;
}

/* An array element takes its size from the array connected to it whole,
   else from the largest subscript a connect() gives it (x[:] declared, or
   bus.x[2] added) */
static void size_elements(Augment *a)
{
  for (int e = 0; e < a->elements.count; e++) {
    const Element *el = a->elements.items[e];
    for (int i = 0; i < a->buses.count; i++) {
      const Bus *b = a->buses.items[i];
      Component *c = b->removed || bus_root(a, i) != el->root ? NULL
                     : map_get(&a->ctx->components, xsprintf("%s.%s", b->k->name, el->head));
      if (!c || (c->dims.count && !has_colon(&c->dims)))
        continue;
      if (el->whole && el->whole->dims.count)
        c->dims = el->whole->dims;
      else if (el->max_index) {
        c->dims = (PtrList){ 0 };
        list_push(&c->dims, integer_expr(el->max_index, el->loc));
      }
    }
  }
}

/* bus.x[2] alone makes x an array of 2 whose element 1 nothing
   connects: it is 0 (false), the default value spec 9.1.3 allows */
static void default_elements(Augment *a)
{
  for (int e = 0; e < a->elements.count; e++) {
    const Element *el = a->elements.items[e];
    const Bus *root = a->buses.items[el->root];
    const Component *c = map_get(&a->ctx->components, xsprintf("%s.%s", root->k->name, el->head));
    for (long i = 1; c && !el->whole && i <= el->max_index; i++) {
      if (map_get(&el->indices, xsprintf("%ld", i)))
        continue;
      Expr *lhs = expr_new(EX_NAME, el->loc), *rhs = expr_new(strcmp(c->type_name, "Boolean") ? EX_NUMBER
                                                                : EX_BOOLEAN, el->loc);
      lhs->string = c->name;
      list_push(&lhs->subscripts, integer_expr(i, el->loc));
      Equation *q = xcalloc(1, sizeof *q);
      *q = (Equation){ .kind = EQ_SIMPLE, .loc = el->loc, .lhs = lhs, .rhs = rhs };
      list_push(&a->ctx->flat->equations, q);
    }
  }
}

/* each variable of a bus a connector of its own, which may connect to
   an input, an output or neither */
static void element_connectors(Augment *a)
{
  for (int i = 0; i < a->buses.count; i++) {
    const Bus *b = a->buses.items[i];
    for (int v = 0; !b->removed && v < b->k->vars.count; v++) {
      const ConnectorVar *var = b->k->vars.items[v];
      if (map_get(&a->ctx->connectors, var->full))
        continue;
      Connector *k = xcalloc(1, sizeof *k);
      *k = (Connector){ var->full, b->k->cls, { 0 }, b->k->protected_, b->k->flow, { 0 } };
      ConnectorVar *own = xmalloc(sizeof *own);
      *own = *var;
      own->name = "";
      own->in_bus = true;
      list_push(&k->vars, own);
      map_put(&a->ctx->connectors, k->name, k);
      list_push(&a->ctx->connector_list, k);
    }
  }
}

/* connect(bus1, bus2) has become the connect()s of the elements */
static void drop_bus_connections(Augment *a)
{
  PtrList kept = { 0 };
  for (int i = 0; i < a->ctx->connections.count; i++) {
    const Connection *k = a->ctx->connections.items[i];
    if (!bus_named(a, k->a) || !bus_named(a, k->b))
      list_push(&kept, (void *)k);
  }
  a->ctx->connections = kept;
}

/* a signal that some member reads must have a source in the set */
static void check_sources(const Augment *a)
{
  for (int e = 0; e < a->elements.count; e++) {
    const Element *el = a->elements.items[e];
    const Bus *root = a->buses.items[el->root];
    if (el->directed && !el->providers)
      diag_error(el->loc, "'%s.%s' is an input wherever it is connected: no connect() to the expandable connector "
                 "'%s' or those connected to it gives it a value (spec 9.1.3)", root->k->name, el->head,
                 root->k->name);
  }
}

/* bus.sub.x reaches into bus.sub, which must be there: declared, or
   gained from a connect() of a connector to bus.sub */
static void check_reached(const Augment *a, const char *side, SrcLoc loc)
{
  for (const char *dot = strchr(side, '.'); dot; dot = strchr(dot + 1, '.')) {
    const Bus *b = bus_named(a, xsprintf("%.*s", (int)(dot - side), side));
    size_t n = strcspn(dot + 1, ".[");
    char *element = xsprintf("%.*s", (int)(dot + 1 + n - side), side);
    if (b && dot[1 + n] == '.' && !exists(a->ctx, element)) {
      diag_error(loc, "'%s' reaches into '%s', which the expandable connector '%s' neither declares nor gains "
                 "from a connect() (spec 9.1.3)", side, element, b->k->name);
      return;
    }
  }
}

/* An expression may read only the elements of a bus that are present */
static void check_read(Expr *e, void *data)
{
  const Augment *a = data;
  if (e->kind != EX_NAME || !e->string || e->path.count || map_get(&a->ctx->components, e->string))
    return;
  for (const char *dot = strchr(e->string, '.'); dot; dot = strchr(dot + 1, '.')) {
    const Bus *b = bus_named(a, xsprintf("%.*s", (int)(dot - e->string), e->string));
    if (b) {
      diag_error(e->loc, "'%s' is not present in the expandable connector '%s': no connect() names its element "
                 "'%.*s' (spec 9.1.3)", e->string, b->k->name, (int)strcspn(dot + 1, ".["), dot + 1);
      return;
    }
  }
}

void expandable_connectors(Ctx *ctx)
{
  Augment a = { .ctx = ctx };
  find_buses(&a);
  if (!a.buses.count)
    return;
  for (int round = 0;; round++) {
    gather(&a, round == 0);
    if (diag_error_count() || round > MAX_NESTING)
      return;
    bool changed = add_missing(&a);
    changed |= expand_bus_connections(&a);
    if (!changed)
      break;
    find_buses(&a);
  }
  check_sources(&a);
  remove_absent(&a);
  size_elements(&a);
  default_elements(&a);
  element_connectors(&a);
  drop_bus_connections(&a);
  for (int i = 0; i < ctx->connections.count; i++) {
    const Connection *k = ctx->connections.items[i];
    check_reached(&a, k->a, k->a_loc);
    check_reached(&a, k->b, k->b_loc);
  }
  class_walk(ctx->flat, check_read, &a);
}
