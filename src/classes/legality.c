/*
 * legality.c - rules of the language on the parsed file, after
 * restrictions.c, that no later stage would notice broken: instantiation
 * merges base classes and erases enumerations to Integers, so a model that
 * breaks these would be simulated as if it meant something.  Enumeration
 * values compared with, computed with or bound to numbers or to other
 * enumerations (4.9.5, 6.4); inner and outer inside records and
 * connectors, variables in packages, models in records and connectors,
 * components of types (4.6); a replaceable base class
 * (7.1.4); a nested class declared again, not identically, beside one
 * inherited (7.1); names of a base class that only the class extending it
 * declares (7.1); elements inherited through 'protected extends' read or
 * modified from outside (7.1.2); a class reached inside a class that is no
 * package without being encapsulated (5.3.2); imports from classes that
 * are no packages, and of protected elements (13.2.1); a component named
 * like its type (4.2).
 */
#include <string.h>

#include "classes/classes.h"

enum { MAX_NESTING = 50 };

static bool is(const ClassDef *c, const char *restriction)
{
  return c && c->restriction && !strcmp(c->restriction, restriction);
}

static bool is_builtin_type(const char *name)
{
  return !strcmp(name, "Real") || !strcmp(name, "Integer") || !strcmp(name, "Boolean") ||
         !strcmp(name, "String");
}

/* The elements of a class, own and inherited, computed once per class
   ("%p" -> Map of name -> Component), so every look-up is constant time. */
static Map element_maps;

static Component *element(ClassDef *cls, const char *name, size_t n)
{
  if (!cls)
    return NULL;
  char *key = xsprintf("%p", (void *)cls);
  Map *names = map_get(&element_maps, key);
  if (!names) {
    names = xcalloc(1, sizeof *names);
    collect_element_names(names, cls);
    map_put(&element_maps, key, names);
  }
  return map_get(names, xsprintf("%.*s", (int)n, name));
}

static ClassDef *type_of(const Component *c, ClassDef *scope)
{
  return c && !is_builtin_type(c->type_name) ? lookup_class(c->type_name, scope) : NULL;
}

/* ---- enumerations (4.9.5, 6.4) ---- */

/* The enumeration behind a class, also through type M = Mode; NULL when
   it is none. */
static ClassDef *enumeration_of(ClassDef *cls)
{
  for (int depth = 0; cls && cls->base_type && depth < MAX_NESTING; depth++) {
    if (!strcmp(cls->base_type, "enumeration"))
      return cls;
    cls = is_builtin_type(cls->base_type) ? NULL : lookup_class(cls->base_type, cls->parent);
  }
  return NULL;
}

/* Two enumerations are one type when their literals are the same names
   in the same order (6.4). */
static bool same_enumeration(const ClassDef *a, const ClassDef *b)
{
  if (a == b)
    return true;
  if (a->base_modifications.count != b->base_modifications.count)
    return false;
  for (int i = 0; i < a->base_modifications.count; i++)
    if (strcmp(((Modification *)a->base_modifications.items[i])->name,
               ((Modification *)b->base_modifications.items[i])->name) != 0)
      return false;
  return true;
}

/* What an operand is, as far as it matters here: a number written as
   such, a value of an enumeration (a literal E.a or a component of an
   enumeration type), or something else. */
typedef struct Operand {
  bool number;
  ClassDef *enumeration;
} Operand;

static Operand operand(const Expr *e, ClassDef *scope)
{
  Operand o = { false, NULL };
  if (e->kind == EX_UNARY && (e->op == OP_NEG || e->op == OP_PLUS) && e->a)
    return operand(e->a, scope).number ? (Operand){ true, NULL } : o;
  if (e->kind == EX_NUMBER) {
    o.number = true;
    return o;
  }
  if (e->kind != EX_NAME || !e->string || e->path.count || e->subscripts.count)
    return o;
  size_t first = strcspn(e->string, ".[");
  Component *c = element(scope, e->string, first);
  const char *dot = strrchr(e->string, '.');
  if (!c && dot)
    o.enumeration = enumeration_of(lookup_class(xsprintf("%.*s", (int)(dot - e->string), e->string), scope));
  else if (c && !e->string[first])
    o.enumeration = enumeration_of(type_of(c, scope));
  return o;
}

static bool is_arithmetic(Operator op)
{
  return op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_DIV || op == OP_POW || op == OP_NEG;
}

/* E.a < 1, E.a == F.a, E.a + 1 */
static void check_enumeration_operation(Expr *e, void *data)
{
  if ((e->kind != EX_BINARY && e->kind != EX_UNARY) || !e->a)
    return;
  Operand a = operand(e->a, data), b = e->b ? operand(e->b, data) : (Operand){ false, NULL };
  ClassDef *type = a.enumeration ? a.enumeration : b.enumeration;
  if (!type)
    return;
  if (is_arithmetic(e->op))
    diag_error(e->loc, "arithmetic on a value of the enumeration '%s': enumerations are no numbers, Integer() "
               "gives a literal's number (spec 4.9.5)", type->name);
  else if (!operator_is_relation(e->op))
    return;
  else if (a.number || b.number)
    diag_error(e->loc, "a value of the enumeration '%s' is compared with a number: enumerations are no numbers, "
               "Integer() gives a literal's number (spec 4.9.5)", type->name);
  else if (a.enumeration && b.enumeration && !same_enumeration(a.enumeration, b.enumeration))
    diag_error(e->loc, "values of the different enumerations '%s' and '%s' are compared (spec 6.4)",
               a.enumeration->name, b.enumeration->name);
}

/* name, of the enumeration type type_name, given value (written in scope) */
static void check_enumeration_value(const char *name, const char *type_name, ClassDef *type, const Expr *value,
                                    ClassDef *scope)
{
  Operand o = operand(value, scope);
  if (o.number)
    diag_error(value->loc, "'%s' is of the enumeration type '%s' but its value is a number: write a literal "
               "such as %s.%s (spec 4.9.5)", name, type_name, type_name,
               ((Modification *)type->base_modifications.items[0])->name);
  else if (o.enumeration && !same_enumeration(type, o.enumeration))
    diag_error(value->loc, "'%s' is of the enumeration type '%s' but its value is of the enumeration '%s', "
               "which has other literals (spec 6.4)", name, type_name, o.enumeration->name);
}

/* Integer a = E.b, Real t[E] = {E.b, ...}: a number is no enumeration
   value (spec 4.9.5), Integer() gives its number */
static void check_number_value(const Component *c, const Expr *value, ClassDef *scope)
{
  for (int i = 0; value->kind == EX_ARRAY && !value->iterators.count && i < value->args.count; i++)
    check_number_value(c, value->args.items[i], scope);
  ClassDef *type = value->kind == EX_ARRAY ? NULL : operand(value, scope).enumeration;
  if (type)
    diag_error(value->loc, "'%s' is %s %s but its value is of the enumeration '%s': Integer() gives a literal's "
               "number (spec 4.9.5)", c->name, c->type_name[0] == 'I' ? "an" : "a", c->type_name, type->name);
}

static void check_enumeration_binding(ClassDef *cls, const Component *c)
{
  ClassDef *type = c->binding ? enumeration_of(type_of(c, cls)) : NULL;
  if (type && type->base_modifications.count)
    check_enumeration_value(c->name, c->type_name, type, c->binding, cls);
  else if (c->binding && (!strcmp(c->type_name, "Integer") || !strcmp(c->type_name, "Real")))
    check_number_value(c, c->binding, cls);
}

/* ---- records and connectors (4.6) ---- */

static void check_inner_outer(const ClassDef *cls)
{
  if (!is(cls, "record") && !is(cls, "connector"))
    return;
  for (int i = 0; i < cls->components.count; i++) {
    const Component *c = cls->components.items[i];
    if (c->prefixes & (PREFIX_INNER | PREFIX_OUTER))
      diag_error(c->loc, "'%s' is declared %s, but an element of the %s '%s' cannot be inner or outer (spec 4.6)",
                 c->name, (c->prefixes & PREFIX_INNER) ? "inner" : "outer", cls->restriction, cls->name);
  }
}

/* What the components of a record, connector or long type may be (4.6):
   a record's are of records and types, a connector's have no equations
   (no models or blocks), a type has none. */
static void check_component_kinds(ClassDef *cls)
{
  for (int i = 0; i < cls->components.count; i++) {
    const Component *c = cls->components.items[i];
    ClassDef *type = type_of(c, cls);
    const char *kind = type && type->restriction ? type->restriction : "type";
    if (is(cls, "type"))
      diag_error(c->loc, "the type '%s' declares the component '%s': a type is a predefined type, an enumeration "
                 "or a class extending one (spec 4.6)", cls->name, c->name);
    else if (is(cls, "record") && strcmp(kind, "record") && strcmp(kind, "type"))
      diag_error(c->loc, "'%s' is of the %s '%s', but the components of the record '%s' are records and types "
                 "(spec 4.6)", c->name, kind, c->type_name, cls->name);
    else if (is(cls, "connector") && (!strcmp(kind, "model") || !strcmp(kind, "block")))
      diag_error(c->loc, "'%s' is of the %s '%s', but the connector '%s' and its components have no equations "
                 "(spec 4.6)", c->name, kind, c->type_name, cls->name);
  }
}

/* A package holds classes and constants only (4.6) */
static void check_package_contents(const ClassDef *cls)
{
  for (int i = 0; is(cls, "package") && i < cls->components.count; i++) {
    const Component *c = cls->components.items[i];
    if (!(c->prefixes & PREFIX_CONSTANT))
      diag_error(c->loc, "'%s' is not a constant, but the package '%s' can hold only classes and constants "
                 "(spec 4.6)", c->name, cls->name);
  }
}

/* ---- base classes (7.1) ---- */

static bool same_text(const Expr *a, const Expr *b)
{
  return (!a && !b) || (a && b && !strcmp(expr_to_string(a), expr_to_string(b)));
}

/* Whether two declarations of one nested class agree where it matters for
   them to be one element: kind, short definition, components, equations
   and how many other parts. */
static bool same_definition(const ClassDef *a, const ClassDef *b)
{
  if (strcmp(a->restriction ? a->restriction : "", b->restriction ? b->restriction : "") ||
      strcmp(a->base_type ? a->base_type : "", b->base_type ? b->base_type : "") ||
      a->components.count != b->components.count || a->equations.count != b->equations.count ||
      a->classes.count != b->classes.count || a->extends.count != b->extends.count ||
      a->algorithms.count != b->algorithms.count || a->base_modifications.count != b->base_modifications.count)
    return false;
  for (int i = 0; i < a->components.count; i++) {
    const Component *x = a->components.items[i], *y = b->components.items[i];
    if (x->prefixes != y->prefixes || strcmp(x->type_name, y->type_name) || strcmp(x->name, y->name) ||
        !same_text(x->binding, y->binding))
      return false;
  }
  for (int i = 0; i < a->equations.count; i++) {
    const Equation *x = a->equations.items[i], *y = b->equations.items[i];
    if (x->kind != y->kind || !same_text(x->lhs, y->lhs) || !same_text(x->rhs, y->rhs))
      return false;
  }
  return true;
}

/* The nested classes cls inherits, by name (the first found wins), each
   base visited once: a cycle of extends, reported by instantiation, ends
   here, and a lattice of bases costs its size. */
static void collect_inherited_classes(Map *names, ClassDef *cls, Map *visited, int depth)
{
  for (int i = 0; depth < MAX_NESTING && i < cls->extends.count; i++) {
    ClassDef *base = lookup_class(((Extends *)cls->extends.items[i])->name, cls);
    char *key = xsprintf("%p", (void *)base);
    if (!base || map_get(visited, key))
      continue;
    map_put(visited, key, base);
    for (int k = 0; k < base->classes.count; k++) {
      ClassDef *nested = base->classes.items[k];
      if (nested->name && !map_get(names, nested->name))
        map_put(names, nested->name, nested);
    }
    collect_inherited_classes(names, base, visited, depth + 1);
  }
}

static void check_duplicate_classes(ClassDef *cls)
{
  if (!cls->extends.count || !cls->classes.count)
    return;
  Map inherited = { 0 }, visited = { 0 };
  map_put(&visited, xsprintf("%p", (void *)cls), cls);
  collect_inherited_classes(&inherited, cls, &visited, 0);
  for (int i = 0; inherited.count && i < cls->classes.count; i++) {
    ClassDef *own = cls->classes.items[i];
    ClassDef *other = own->name ? map_get(&inherited, own->name) : NULL;
    if (!other || other == own || ((own->prefixes | other->prefixes) & PREFIX_REDECLARE) ||
        same_definition(own, other))
      continue;
    diag_error(own->loc, "class '%s' is declared here and inherited from '%s' with another definition: "
               "elements of one name must be identical (spec 7.1)", own->name, other->parent->name);
    diag_note(other->loc, "the inherited '%s' is here", own->name);
  }
}

static void check_replaceable_base(ClassDef *cls)
{
  for (int i = 0; i < cls->extends.count; i++) {
    const Extends *x = cls->extends.items[i];
    ClassDef *base = lookup_class(x->name, cls);
    bool extended = cls->class_extends && i == 0;   /* model extends M: the inherited M, replaceable (7.3.1) */
    if (base && base != cls && !extended && (base->prefixes & PREFIX_REPLACEABLE))
      diag_error(x->loc, "'%s' is replaceable: a base class cannot be, since a redeclaration would change what "
                 "is inherited (spec 7.1.4)", x->name);
  }
}

/* An operator record nested (at any depth) in cls, NULL if none */
static const ClassDef *enclosed_operator_record(const ClassDef *cls, int depth)
{
  for (int i = 0; depth < MAX_NESTING && i < cls->classes.count; i++) {
    const ClassDef *k = cls->classes.items[i];
    const ClassDef *found = k->is_operator && is(k, "record") ? k : enclosed_operator_record(k, depth + 1);
    if (found)
      return found;
  }
  return NULL;
}

/* extends P, P enclosing an operator record or being one: not allowed, as
   extending would copy the operator record (spec 4.6) */
static void check_operator_record_enclosure(ClassDef *cls)
{
  for (int i = 0; i < cls->extends.count; i++) {
    const Extends *x = cls->extends.items[i];
    const ClassDef *base = lookup_class(x->name, cls);
    const ClassDef *record = base && base != cls ? enclosed_operator_record(base, 0) : NULL;
    if (base && base != cls && base->is_operator && is(base, "record"))
      diag_error(x->loc, "'%s' is an operator record: only a short class definition may extend it "
                 "(operator record R2 = %s(...), spec 4.6)", x->name, x->name);
    else if (record)
      diag_error(x->loc, "'%s' encloses the operator record '%s': no class may extend it (spec 4.6)", x->name,
                 record->name);
  }
}

/* Names in a base class are looked up in the base class, never in the
   class that extends it (7.1): y in Base, declared only in Derived. */
typedef struct BaseScope {
  ClassDef *base, *derived;
} BaseScope;

static bool imports_name(const ClassDef *cls, const char *name, size_t n)
{
  for (int i = 0; i < cls->imports.count; i++) {
    const Import *m = cls->imports.items[i];
    if (!m->alias || (strlen(m->alias) == n && !strncmp(m->alias, name, n)))
      return true;   /* import A.B.* may bring any name */
  }
  return false;
}

static bool visible_from(ClassDef *cls, const char *name, size_t n)
{
  for (ClassDef *up = cls; up; up = up->encapsulated ? NULL : up->parent)
    if (element(up, name, n) || imports_name(up, name, n))
      return true;
  return lookup_class(xsprintf("%.*s", (int)n, name), cls) != NULL;
}

static void check_base_name(Expr *e, void *data)
{
  const BaseScope *s = data;
  if (e->kind != EX_NAME || !e->string || e->path.count || e->iterators.count)
    return;
  size_t n = strcspn(e->string, ".[");
  if (!strncmp(e->string, "time", n) && n == 4)
    return;
  static Map reported;   /* a base class extended twice: its names once */
  char *key = xsprintf("%p", (void *)e);
  Component *c = element(s->derived, e->string, n);
  if (!c || map_get(&reported, key) || visible_from(s->base, e->string, n))
    return;
  map_put(&reported, key, e);
  diag_error(e->loc, "'%.*s' is not declared in '%s', where it is used: '%s' declares it, but names in a base "
             "class are looked up in the base class (spec 7.1)", (int)n, e->string, s->base->name,
             s->derived->name);
}

static void check_base_scopes(ClassDef *cls)
{
  for (int i = 0; i < cls->extends.count; i++) {
    BaseScope s = { lookup_class(((Extends *)cls->extends.items[i])->name, cls), cls };
    if (s.base && s.base != cls)
      class_walk(s.base, check_base_name, &s);
  }
}

/* ---- protected extends (7.1.2) ---- */

/* Whether name reaches cls through a 'protected extends' */
static bool protected_by_extends(ClassDef *cls, const char *name, size_t n, int depth)
{
  for (int i = 0; cls && depth < MAX_NESTING && i < cls->extends.count; i++) {
    const Extends *x = cls->extends.items[i];
    ClassDef *base = lookup_class(x->name, cls);
    if (base && base != cls && element(base, name, n))
      return x->is_protected || protected_by_extends(base, name, n, depth + 1);
  }
  return false;
}

static void check_protected_access(Expr *e, void *data)
{
  ClassDef *cls = data;
  if (e->kind != EX_NAME || !e->string || e->path.count)
    return;
  size_t n = strcspn(e->string, ".[");
  const char *field = strchr(e->string, '.');
  Component *c = field ? element(cls, e->string, n) : NULL;
  ClassDef *type = type_of(c, cls);
  if (!type)
    return;
  field++;
  size_t k = strcspn(field, ".[");
  if (protected_by_extends(type, field, k, 0))
    diag_error(e->loc, "'%.*s' is inherited by '%s' through a protected extends, so it is protected: it cannot be "
               "read from outside (spec 7.1.2)", (int)k, field, c->type_name);
}

/* B b(x = 3): x protected through a protected extends in B (7.1.2), or of
   an enumeration type and given a number or another enumeration (4.9.5) */
static void check_modifications(ClassDef *cls, const Component *c)
{
  ClassDef *type = type_of(c, cls);
  for (int i = 0; type && i < c->modifications.count; i++) {
    const Modification *m = c->modifications.items[i];
    size_t n = strcspn(m->name, ".");
    Component *field = m->value && !m->name[n] ? element(type, m->name, n) : NULL;
    ClassDef *enumeration = enumeration_of(type_of(field, type));
    if (protected_by_extends(type, m->name, n, 0))
      diag_error(m->loc, "'%.*s' is inherited by '%s' through a protected extends, so it is protected: it cannot "
                 "be modified from outside (spec 7.1.2)", (int)n, m->name, c->type_name);
    else if (enumeration && enumeration->base_modifications.count)
      check_enumeration_value(m->name, field->type_name, enumeration, m->value, cls);
  }
}

/* ---- composite names (5.3.2) ---- */

/* A class that could be a package: only classes and constants */
static bool package_like(const ClassDef *cls)
{
  if (is(cls, "package"))
    return true;
  for (int i = 0; i < cls->components.count; i++)
    if (!(((Component *)cls->components.items[i])->prefixes & PREFIX_CONSTANT))
      return false;
  return !cls->equations.count && !cls->algorithms.count && !cls->initial_equations.count &&
         !cls->initial_algorithms.count;
}

/* A.B with A no package: only an encapsulated B can be reached; .A.B
   the same, A looked up at the top level */
static void check_composite_name(ClassDef *cls, const char *name, SrcLoc loc)
{
  bool global = name[0] == '.';
  name += global;
  const char *dot = strchr(name, '.');
  char *first = dot ? xsprintf("%.*s", (int)(dot - name), name) : NULL;
  ClassDef *outer = !first ? NULL : global ? lookup_full_name(first) : lookup_class(first, cls);
  for (int depth = 0; outer && dot && depth < MAX_NESTING; depth++) {
    const char *part = dot + 1;
    dot = strchr(part, '.');
    size_t n = dot ? (size_t)(dot - part) : strlen(part);
    ClassDef *inner = lookup_class(xsprintf("%.*s", (int)n, part), outer);
    if (!inner || inner->parent != outer)
      return;
    if (!package_like(outer) && !inner->encapsulated) {
      diag_error(loc, "'%.*s' is looked up inside '%s', which is not a package (it has variables or equations): "
                 "only its encapsulated classes can be reached that way (spec 5.3.2)", (int)n, part, outer->name);
      return;
    }
    outer = inner;
  }
}

/* x x: the type name is looked up among the class's elements and finds the
   component itself, which is no class (spec 4.2, 5.3.1) */
static void check_type_named_like(const Component *c)
{
  size_t n = strcspn(c->type_name, ".");
  if (strlen(c->name) == n && !strncmp(c->name, c->type_name, n))
    diag_error(c->type_loc, "the component '%s' has the name of its type '%s': the type's name would find the "
               "component itself (spec 4.2)", c->name, c->type_name);
}

/* ---- imports (13.2.1) ---- */

/* import A.B.*, import A.B.c, import X = A.B.c: A.B must be a package (of
   which only public elements can be imported) */
static void check_import(const Import *m)
{
  const char *dot = strrchr(m->name, '.');
  const char *from = m->alias ? (dot ? xsprintf("%.*s", (int)(dot - m->name), m->name) : NULL) : m->name;
  ClassDef *package = from ? lookup_full_name(from) : NULL;
  if (!package)
    return;
  if (!is(package, "package")) {
    diag_error(m->loc, "'%s' is a %s, not a package: an import takes the elements of packages only "
               "(spec 13.2.1)", from, package->restriction ? package->restriction : "class");
    return;
  }
  if (!m->alias)
    return;
  const char *name = dot + 1;
  const Component *c = element(package, name, strlen(name));
  bool protected_class = false;
  for (int i = 0; !c && i < package->classes.count; i++) {
    const ClassDef *cls = package->classes.items[i];
    protected_class |= cls->name && !strcmp(cls->name, name) && cls->is_protected;
  }
  if ((c && (c->prefixes & PREFIX_PROTECTED)) || protected_class)
    diag_error(m->loc, "'%s' is protected in '%s': only public elements can be imported (spec 13.2.1)", name,
               from);
}

/* ---- the pass ---- */

/* cls, and when nested the classes declared in it */
static void check_class(ClassDef *cls, int depth, bool nested)
{
  if (depth > MAX_NESTING)
    return;
  for (int i = 0; nested && i < cls->classes.count; i++)
    check_class(cls->classes.items[i], depth + 1, true);
  check_inner_outer(cls);
  check_package_contents(cls);
  check_component_kinds(cls);
  check_replaceable_base(cls);
  check_operator_record_enclosure(cls);
  check_duplicate_classes(cls);
  check_base_scopes(cls);
  class_walk(cls, check_enumeration_operation, cls);
  class_walk(cls, check_protected_access, cls);
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    check_enumeration_binding(cls, c);
    check_modifications(cls, c);
    check_composite_name(cls, c->type_name, c->type_loc);
    check_type_named_like(c);
  }
  for (int i = 0; i < cls->extends.count; i++)
    check_composite_name(cls, ((Extends *)cls->extends.items[i])->name, ((Extends *)cls->extends.items[i])->loc);
  for (int i = 0; i < cls->imports.count; i++)
    check_import(cls->imports.items[i]);
}

void legality_check_class(ClassDef *cls, bool nested)
{
  check_class(cls, 0, nested);
}

void legality_check(Program *program)
{
  for (int i = 0; i < program->classes.count; i++)
    if (!lookup_from_library(program->classes.items[i]))
      check_class(program->classes.items[i], 0, true);
}
