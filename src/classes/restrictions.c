/*
 * restrictions.c - rules of the language checked on the parsed file before
 * instantiation, which later stages assume hold (a model that breaks them
 * would otherwise be simulated as if it meant something): which kinds of
 * class a class may extend (Modelica 3.6 section 7.1.3); what records,
 * connectors and functions may contain (4.6, 12.2); the directions of a
 * block's connectors; the type prefixes a component of a model or block may
 * not take, and prefixes given twice, on a component and inside its class
 * (4.4.2); partial classes instantiated through a short class (an element
 * modified twice is instantiate.c's, 7.2.4); protected elements read from outside (4.1);
 * variables of enclosing classes and names across an encapsulated class
 * (5.3.1); the names of the built-in types and of enumeration attributes,
 * which no element or literal may take.
 */
#include <string.h>

#include "classes/classes.h"

enum { MAX_NESTING = 50 };

static bool is(const ClassDef *c, const char *restriction)
{
  return c && c->restriction && !strcmp(c->restriction, restriction);
}

/* Components by class and name ("%p/name"), so that every look-up is
   constant time and the checks stay linear in the size of the file. */
static Map components_by_name;
static Map indexed_classes;

static Component *own_component(const ClassDef *cls, const char *name, size_t n)
{
  if (!cls)
    return NULL;
  char *key = xsprintf("%p", (const void *)cls);
  if (!map_get(&indexed_classes, key)) {
    map_put(&indexed_classes, key, (void *)cls);
    for (int i = cls->components.count - 1; i >= 0; i--) {   /* the first of two of one name wins */
      Component *c = cls->components.items[i];
      map_put(&components_by_name, xsprintf("%p/%s", (const void *)cls, c->name), c);
    }
  }
  return map_get(&components_by_name, xsprintf("%p/%.*s", (const void *)cls, (int)n, name));
}

/* The built-in types, whose names no element may take (section 4.8). */
static bool is_builtin_name(const char *name)
{
  return name && (!strcmp(name, "Real") || !strcmp(name, "Integer") || !strcmp(name, "Boolean") ||
                  !strcmp(name, "String"));
}

/* ---- base classes (section 7.1.3) ---- */

/* Whether a class of kind `derived` may extend one of kind `base`; a plain
   'class' may extend and be extended by anything. */
static bool base_kind_allowed(const char *derived, const char *base)
{
  static const char *const allowed[][4] = {
    { "package", "package" },
    { "function", "function" },
    { "type", "type" },
    { "record", "record" },
    { "connector", "connector", "record", "type" },
    { "block", "block", "record" },
    { "model", "model", "block", "record" },
  };
  if (!strcmp(derived, "class") || !strcmp(base, "class"))
    return true;
  for (size_t i = 0; i < sizeof allowed / sizeof allowed[0]; i++)
    if (!strcmp(allowed[i][0], derived)) {
      for (int k = 1; k < 4 && allowed[i][k]; k++)
        if (!strcmp(allowed[i][k], base))
          return true;
      return false;
    }
  return true;
}

static void check_bases(ClassDef *cls)
{
  for (int i = 0; i < cls->extends.count; i++) {
    Extends *x = cls->extends.items[i];
    ClassDef *base = lookup_class(x->name, cls);
    if (base && base != cls && base->restriction && cls->restriction &&
        !base_kind_allowed(cls->restriction, base->restriction))
      diag_error(x->loc, "a %s cannot extend the %s '%s'", cls->restriction, base->restriction, x->name);
    else if (base && (base->base_prefixes || base->base_dims.count) && (cls->components.count || cls->extends.count > 1))
      diag_error(x->loc, "'%s' extends '%s', %s, so it can have no other components or base classes (spec 4.5.2)",
                 cls->name, x->name, base->base_dims.count ? "an array class" : "a class with an input or output prefix");
  }
}

/* ---- contents of records and connectors (section 4.6) ---- */

static SrcLoc first_statement(const ClassDef *cls, bool *found)
{
  for (int i = 0; i < cls->algorithms.count; i++) {
    const PtrList *section = cls->algorithms.items[i];
    if (section->count) {
      *found = true;
      return ((Equation *)section->items[0])->loc;
    }
  }
  *found = false;
  return cls->loc;
}

static void check_no_behaviour(ClassDef *cls)
{
  bool found;
  SrcLoc statement = first_statement(cls, &found);
  if (cls->equations.count)
    diag_error(((Equation *)cls->equations.items[0])->loc, "%s '%s' cannot have equations", cls->restriction,
               cls->name);
  if (cls->initial_equations.count)
    diag_error(((Equation *)cls->initial_equations.items[0])->loc, "%s '%s' cannot have initial equations",
               cls->restriction, cls->name);
  if (found)
    diag_error(statement, "%s '%s' cannot have an algorithm section", cls->restriction, cls->name);
  if (cls->initial_algorithms.count)
    diag_error(cls->loc, "%s '%s' cannot have an initial algorithm section", cls->restriction, cls->name);
}

/* time in a record or connector, which have no time of their own (section 3.6.7) */
static void check_no_time(Expr *e, void *data)
{
  ClassDef *cls = data;
  if (e->kind == EX_NAME && e->string && !e->path.count && !strcmp(e->string, "time") &&
      !own_component(cls, "time", 4))
    diag_error(e->loc, "%s '%s' cannot read time: only models and blocks can", cls->restriction, cls->name);
}

static void check_record_or_connector(ClassDef *cls)
{
  check_no_behaviour(cls);
  for (int i = 0; i < cls->components.count; i++)
    expr_walk(((Component *)cls->components.items[i])->binding, check_no_time, cls, false);
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (c->prefixes & PREFIX_PROTECTED)
      diag_error(c->loc, "%s '%s' cannot have protected elements ('%s')", cls->restriction, cls->name, c->name);
    else if (is(cls, "record") && (c->prefixes & (PREFIX_INPUT | PREFIX_OUTPUT | PREFIX_FLOW | PREFIX_STREAM)))
      diag_error(c->loc, "field '%s' of record '%s' cannot be input, output, flow or stream",
                 c->name, cls->name);
  }
}

/* ---- prefixes of components (section 4.4.2) ---- */

/* Whether a component of class cls, or one of its bases or nested
   components, carries one of the prefixes. */
static bool declares_prefix(ClassDef *cls, int prefixes, int depth);

static bool declares_prefix_uncached(ClassDef *cls, int prefixes, int depth)
{
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if ((c->prefixes & prefixes) ||
        declares_prefix(is_builtin_name(c->type_name) ? NULL : lookup_class(c->type_name, cls), prefixes,
                        depth + 1))
      return true;
  }
  for (int i = 0; i < cls->extends.count; i++)
    if (declares_prefix(lookup_class(((Extends *)cls->extends.items[i])->name, cls), prefixes, depth + 1))
      return true;
  return false;
}

/* Answers by class and question ("%p/question": &answer_no or &answer_yes),
   so that each class is examined once however many components it types. */
static Map answers;
static char answer_no, answer_yes;

static bool remembered(ClassDef *cls, int question, bool (*ask)(ClassDef *, int, int), int depth)
{
  if (!cls || depth > MAX_NESTING)
    return false;
  char *key = xsprintf("%p/%d", (void *)cls, question);
  void *known = map_get(&answers, key);
  if (known)
    return known == &answer_yes;
  bool yes = ask(cls, question, depth);
  map_put(&answers, key, yes ? &answer_yes : &answer_no);
  return yes;
}

static bool declares_prefix(ClassDef *cls, int prefixes, int depth)
{
  return remembered(cls, prefixes, declares_prefix_uncached, depth);
}

/* A block's public connectors: every variable inside has a direction,
   from the component or from the connector. */
enum { QUESTION_UNDIRECTED = -1 };

static bool has_undirected(ClassDef *connector, int depth);

static bool has_undirected_uncached(ClassDef *connector, int question, int depth)
{
  for (int i = 0; i < connector->components.count; i++) {
    Component *c = connector->components.items[i];
    if (c->prefixes & (PREFIX_INPUT | PREFIX_OUTPUT | PREFIX_PARAMETER | PREFIX_CONSTANT))
      continue;
    ClassDef *type = is_builtin_name(c->type_name) ? NULL : lookup_class(c->type_name, connector);
    bool scalar = !type || is(type, "type") || type->base_type;
    if (scalar || has_undirected(type, depth + 1))
      return true;
  }
  for (int i = 0; i < connector->extends.count; i++)
    if (has_undirected(lookup_class(((Extends *)connector->extends.items[i])->name, connector), depth + 1))
      return true;
  return false;
}

static bool has_undirected(ClassDef *connector, int depth)
{
  return remembered(connector, QUESTION_UNDIRECTED, has_undirected_uncached, depth);
}

/* Whether cls is partial, itself or through the short definitions it is
   (model B = A with A partial); instantiation reports a partial class used
   directly. */
static bool is_partial(ClassDef *cls)
{
  for (int depth = 0; cls && depth < MAX_NESTING; depth++) {
    if (cls->partial)
      return true;
    cls = cls->base_type && !is_builtin_name(cls->base_type) ? lookup_class(cls->base_type, cls->parent) : NULL;
  }
  return false;
}

/* connector InputC = input C: the prefix goes to every element of C, none
   of which may have one of its own (spec 4.4.2.2) */
static void check_prefixed_short_class(ClassDef *cls)
{
  if (!cls->base_prefixes || is_builtin_name(cls->base_type))
    return;
  ClassDef *base = lookup_class(cls->base_type, cls->parent);
  if (base && declares_prefix(base, PREFIX_INPUT | PREFIX_OUTPUT, 0))
    diag_error(cls->base_loc, "'%s' makes the elements of '%s' %s, but '%s' already has input or output elements "
               "(spec 4.4.2.2)", cls->name, cls->base_type, cls->base_prefixes & PREFIX_INPUT ? "inputs" : "outputs",
               cls->base_type);
}

static void check_component(ClassDef *cls, Component *c)
{
  enum { TYPE_PREFIXES = PREFIX_FLOW | PREFIX_STREAM | PREFIX_DISCRETE | PREFIX_PARAMETER | PREFIX_CONSTANT |
                         PREFIX_INPUT | PREFIX_OUTPUT };
  ClassDef *type = is_builtin_name(c->type_name) ? NULL : lookup_class(c->type_name, cls);
  if (type && !type->partial && is_partial(type) && !(c->prefixes & PREFIX_REPLACEABLE) && !is(type, "function"))
    diag_error(c->loc, "'%s' is of the partial class '%s', which cannot be instantiated", c->name, c->type_name);
  else if (type && (is(type, "model") || is(type, "block") || is(type, "package")) && (c->prefixes & TYPE_PREFIXES))
    diag_error(c->loc, "'%s' is a component of the %s '%s', which takes no flow, stream, discrete, parameter, "
               "constant, input or output prefix", c->name, type->restriction, c->type_name);
  else if (is(type, "connector") && (c->prefixes & (PREFIX_CONSTANT | PREFIX_PARAMETER)))
    diag_error(c->loc, "'%s' is a connector: it cannot be declared constant or parameter", c->name);
  else if (type && (c->prefixes & (PREFIX_FLOW | PREFIX_STREAM)) &&
           declares_prefix(type, PREFIX_FLOW | PREFIX_STREAM, 0))
    diag_error(c->loc, "'%s' is declared flow or stream, but '%s' already has flow or stream elements", c->name,
               c->type_name);
  else if (type && (c->prefixes & (PREFIX_INPUT | PREFIX_OUTPUT)) && !is(type, "function") &&
           declares_prefix(type, PREFIX_INPUT | PREFIX_OUTPUT, 0))
    diag_error(c->loc, "'%s' is declared input or output, but '%s' already has input or output elements", c->name,
               c->type_name);
  else if (is(cls, "block") && is(type, "connector") && !type->expandable && !(c->prefixes & (PREFIX_PROTECTED |
           PREFIX_INPUT | PREFIX_OUTPUT)) && has_undirected(type, 0))   /* a bus's elements: spec 9.1.3 */
    diag_error(c->loc, "the connector '%s' of block '%s' has variables that are neither input nor output", c->name,
               cls->name);
}

/* ---- functions (section 12.2) ---- */

/* type InArgument = input Real: the input or output that the short
   definitions behind a component's type give it (spec 4.5.1) */
static int type_direction(const Component *c, ClassDef *cls)
{
  int direction = 0;
  ClassDef *type = is_builtin_name(c->type_name) ? NULL : lookup_class(c->type_name, cls);
  for (int depth = 0; type && type->base_type && depth < MAX_NESTING; depth++) {
    direction |= type->base_prefixes & (PREFIX_INPUT | PREFIX_OUTPUT);
    type = is_builtin_name(type->base_type) ? NULL : lookup_class(type->base_type, type->parent);
  }
  return direction;
}

static void check_function_class(ClassDef *cls)
{
  if (cls->algorithms.count > 1) {
    const PtrList *second = cls->algorithms.items[1];
    diag_error(second->count ? ((Equation *)second->items[0])->loc : cls->loc,
               "function '%s' has more than one algorithm section", cls->name);
  }
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (!(c->prefixes & (PREFIX_PROTECTED | PREFIX_INPUT | PREFIX_OUTPUT | PREFIX_CONSTANT | PREFIX_PARAMETER)) &&
        !type_direction(c, cls))
      diag_error(c->loc, "'%s' of function '%s' is public but neither input nor output (declare it protected)",
                 c->name, cls->name);
  }
}

/* ---- protected elements seen from outside (section 4.1) ---- */


/* The component `name` (n characters) of cls or of one of its bases: a
   protected one stays protected in the classes that inherit it */
static Component *inherited_component(ClassDef *cls, const char *name, size_t n, int depth)
{
  Component *c = own_component(cls, name, n);
  if (!cls || depth > MAX_NESTING)
    return c;
  if (!c && cls->base_type)
    c = inherited_component(lookup_class(cls->base_type, cls->parent), name, n, depth + 1);
  for (int i = 0; !c && i < cls->extends.count; i++)
    c = inherited_component(lookup_class(((Extends *)cls->extends.items[i])->name, cls), name, n, depth + 1);
  return c;
}

/* a.x, read in class data, with x protected in a's class */
static void check_access(Expr *e, void *data)
{
  ClassDef *cls = data;
  if (e->kind != EX_NAME || !e->string || e->path.count)
    return;
  const char *dot = strchr(e->string, '.');
  Component *c = own_component(cls, e->string, strcspn(e->string, ".["));
  if (!c || !dot || is_builtin_name(c->type_name))
    return;
  ClassDef *type = lookup_class(c->type_name, cls);
  Component *field = inherited_component(type, dot + 1, strcspn(dot + 1, ".["), 0);
  if (field && (field->prefixes & PREFIX_PROTECTED))
    diag_error(e->loc, "'%s' is protected in '%s': it cannot be read from outside", field->name, c->type_name);
}

/* ---- names of enclosing classes (section 5.3.1) ---- */

/* A class sees, of its enclosing classes, only constants (and classes):
   x in a nested model naming a variable of the model around it is an error,
   and nothing is seen across an encapsulated class. */
typedef struct Enclosing {
  ClassDef *cls;
  Map iterators;       /* for-loop and comprehension names, local */
} Enclosing;

static Component *element_of(ClassDef *cls, const char *name, size_t n, int depth)
{
  Component *c = own_component(cls, name, n);
  for (int i = 0; cls && !c && depth < MAX_NESTING && i < cls->extends.count; i++) {
    ClassDef *base = lookup_class(((Extends *)cls->extends.items[i])->name, cls);
    c = base == cls ? NULL : element_of(base, name, n, depth + 1);
  }
  return c;
}

static void note_iterators(const PtrList *iterators, Enclosing *in)
{
  for (int i = 0; i < iterators->count; i++)
    map_put(&in->iterators, ((Iterator *)iterators->items[i])->name, in);
}

static void collect_iterators(Expr *e, void *data)
{
  note_iterators(&e->iterators, data);
}

static void collect_equation_iterators(PtrList *equations, Enclosing *in, int depth)
{
  for (int i = 0; depth < MAX_NESTING && i < equations->count; i++) {
    Equation *eq = equations->items[i];
    note_iterators(&eq->iterators, in);
    for (int k = 0; k < eq->branches.count; k++)
      collect_equation_iterators(&((Branch *)eq->branches.items[k])->equations, in, depth + 1);
  }
}

static bool is_iterator(const Enclosing *in, const char *name, size_t n)
{
  return in->iterators.count && map_get(&in->iterators, xsprintf("%.*s", (int)n, name));
}

static void check_enclosing_name(Expr *e, void *data)
{
  Enclosing *in = data;
  if (e->kind != EX_NAME || !e->string || e->path.count)
    return;
  size_t n = strcspn(e->string, ".[");
  if (element_of(in->cls, e->string, n, 0) || is_iterator(in, e->string, n))
    return;
  bool sealed = in->cls->encapsulated;
  for (ClassDef *up = in->cls->parent; up; sealed |= up->encapsulated, up = up->parent) {
    Component *c = element_of(up, e->string, n, 0);
    if (!c)
      continue;
    if (sealed)
      diag_error(e->loc, "'%.*s' is outside the encapsulated class '%s'", (int)n, e->string, in->cls->name);
    else if (!(c->prefixes & PREFIX_CONSTANT))
      diag_error(e->loc, "'%.*s' is a variable of the enclosing class '%s': a nested class sees only its "
                 "constants", (int)n, e->string, up->name);
    return;
  }
}

static void check_enclosing_names(ClassDef *cls)
{
  if (!cls->parent)
    return;
  Enclosing in = { cls, { 0 } };
  class_walk(cls, collect_iterators, &in);
  collect_equation_iterators(&cls->equations, &in, 0);
  collect_equation_iterators(&cls->initial_equations, &in, 0);
  for (int i = 0; i < cls->algorithms.count; i++)
    collect_equation_iterators(cls->algorithms.items[i], &in, 0);
  for (int i = 0; i < cls->initial_algorithms.count; i++)
    collect_equation_iterators(cls->initial_algorithms.items[i], &in, 0);
  class_walk(cls, check_enclosing_name, &in);
}

/* bus.sub.x with bus, or bus.sub, of an expandable connector class, whose
   elements connect() may reach deeper (spec 9.1.3): an expandable connector
   is not supported yet, which instantiation reports where a model uses one */
static bool through_expandable(ClassDef *cls, const char *name)
{
  for (int depth = 0; cls && depth < 2; depth++) {
    Map elements = { 0 };
    collect_element_names(&elements, cls);
    size_t n = strcspn(name, ".[");
    const Component *c = map_get(&elements, xsprintf("%.*s", (int)n, name));
    cls = c && !is_builtin_name(c->type_name) ? lookup_class(c->type_name, cls) : NULL;
    if (cls && cls->expandable)
      return true;
    name = strchr(name, '.') ? strchr(name, '.') + 1 : "";
  }
  return false;
}

/* connect(a.b, c): each side a connector or a connector of a component,
   never deeper (section 9.1). */
static void check_connect_sides(ClassDef *cls, PtrList *equations, int depth)
{
  for (int i = 0; depth < MAX_NESTING && i < equations->count; i++) {
    Equation *eq = equations->items[i];
    for (int k = 0; k < eq->branches.count; k++)
      check_connect_sides(cls, &((Branch *)eq->branches.items[k])->equations, depth + 1);
    if (eq->kind != EQ_CALL || !eq->lhs || !expr_is_call(eq->lhs, "connect"))
      continue;
    for (int k = 0; k < eq->lhs->args.count; k++) {
      const Expr *side = eq->lhs->args.items[k];
      int parts = side->kind == EX_NAME && side->string ? side->path.count + 1 : 0;
      for (const char *p = parts ? side->string : ""; *p; p++)
        parts += *p == '.';
      if (parts > 2 && !through_expandable(cls, side->string))
        diag_error(side->loc, "connect() takes a connector or a connector of a component (c or a.c), not '%s'",
                   expr_to_string(side));
    }
  }
}

/* A.B.C as a type: no part after the first is a protected class (a
   protected element is never reached with a dot, section 4.1). */
static void check_type_path(ClassDef *cls, const Component *c)
{
  const char *dot = strchr(c->type_name, '.');
  ClassDef *outer = dot ? lookup_class(xsprintf("%.*s", (int)(dot - c->type_name), c->type_name), cls) : NULL;
  for (int depth = 0; outer && dot && depth < MAX_NESTING; depth++) {
    const char *part = dot + 1;
    dot = strchr(part, '.');
    size_t n = dot ? (size_t)(dot - part) : strlen(part);
    ClassDef *inner = lookup_class(xsprintf("%.*s", (int)n, part), outer);
    if (inner && inner->parent != outer)
      inner = NULL;   /* found around outer, not in it */
    if (inner && inner->is_protected) {
      diag_error(c->type_loc, "'%.*s' is protected in '%s': it cannot be used from outside", (int)n, part,
                 outer->name);
      return;
    }
    outer = inner;
  }
}

static void check_accesses(ClassDef *cls)
{
  check_connect_sides(cls, &cls->equations, 0);
  class_walk(cls, check_access, cls);
  check_enclosing_names(cls);
}

/* ---- names ---- */

/* An enumeration's literals are not the names of its attributes (section 4.9.5). */
static void check_literals(const ClassDef *cls)
{
  static const char *const attributes[] = { "quantity", "min", "max", "start", "fixed" };
  if (!cls->base_type || strcmp(cls->base_type, "enumeration") != 0)
    return;
  for (int i = 0; i < cls->base_modifications.count; i++) {
    const Modification *literal = cls->base_modifications.items[i];
    for (size_t k = 0; k < sizeof attributes / sizeof attributes[0]; k++)
      if (!strcmp(literal->name, attributes[k]))
        diag_error(literal->loc, "'%s' is an attribute of enumerations, not a name for a literal", literal->name);
  }
}

static void check_names_unique(ClassDef *cls)
{
  for (int i = 0; i < cls->classes.count; i++) {
    ClassDef *inner = cls->classes.items[i];
    if (inner->name && own_component(cls, inner->name, strlen(inner->name)))
      diag_error(inner->loc, "'%s' is declared both as a component and as a class in '%s'", inner->name,
                 cls->name);
  }
}

/* import A.P; import P = B.Q; one name from two imports */
static void check_imports_unique(const ClassDef *cls)
{
  for (int i = 0; i < cls->imports.count; i++) {
    const Import *m = cls->imports.items[i];
    for (int k = 0; m->alias && k < i; k++) {
      const Import *other = cls->imports.items[k];
      if (other->alias && !strcmp(other->alias, m->alias) && strcmp(other->name, m->name) != 0) {
        diag_error(m->loc, "'%s' is imported twice, as '%s' and as '%s'", m->alias, other->name, m->name);
        break;
      }
    }
  }
}

/* cls, and when nested the classes declared in it */
static void check_class(ClassDef *cls, int depth, bool nested)
{
  if (depth > MAX_NESTING)
    return;
  for (int i = 0; nested && i < cls->classes.count; i++)
    check_class(cls->classes.items[i], depth + 1, true);
  if (is_builtin_name(cls->name))
    diag_error(cls->loc, "'%s' is the name of a built-in type; a class cannot take it", cls->name);
  check_bases(cls);
  if (is(cls, "record") || is(cls, "connector"))
    check_record_or_connector(cls);
  if (is(cls, "function"))
    check_function_class(cls);
  check_names_unique(cls);
  check_imports_unique(cls);
  check_prefixed_short_class(cls);
  check_literals(cls);
  check_accesses(cls);
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (is_builtin_name(c->name))
      diag_error(c->loc, "'%s' is the name of a built-in type; a component cannot take it", c->name);
    check_component(cls, c);
    check_type_path(cls, c);
  }
}

void restrictions_check_class(ClassDef *cls, bool nested)
{
  check_class(cls, 0, nested);
}

void restrictions_check(Program *program)
{
  lookup_set_program(program);
  lookup_link_parents(program);
  for (int i = 0; i < program->classes.count; i++)
    if (!lookup_from_library(program->classes.items[i]))
      check_class(program->classes.items[i], 0, true);
}
