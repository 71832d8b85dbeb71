/*
 * constants.c - constants read from other classes (Modelica 3.6 sections 4.5,
 * 5.3): before instantiation, every name that reads a constant declared
 * outside the class reading it - P.c, P.Q.c, Q.c after import Q = P, c
 * after import P.c or import P.*, c of an enclosing package, in models and
 * in functions alike - is replaced by the constant's value.  That value is
 * itself resolved in the class that declares the constant, once, and folded
 * to a number when it is one; a value that reads anything but constants is
 * an error where the value is written.  Later stages then never meet these
 * names: a package has no instance, so there is nothing else they could name.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "classes/classes.h"

enum { MAX_CHAIN = 200, MAX_VALUE_NODES = 100000 };

/* Where names are being replaced: the class whose scope they are written
   in, the iterators around them, and, inside a constant's value, which
   constant (there every name must come out a constant). */
typedef struct Site {
  ClassDef *cls;
  Map elements;             /* the class's own and inherited elements */
  bool elements_known;
  PtrList iterators;        /* char *: the names of the enclosing for-loops and comprehensions */
  const Component *constant;
  const char *constant_name;
  int chain;                /* constants being resolved, outermost first */
} Site;

static bool active;
static Map visited;         /* "%p" of each class already walked */
static PtrList waiting;     /* classes of libraries reached before the stage ran: pairs of the
                               ClassDef * and, when its nested classes go with it, it again */

static void substitute(Expr *e, Site *site);

/* ---- finding the constant a name reads ---- */

static bool is_builtin(const char *name)
{
  return !strcmp(name, "Real") || !strcmp(name, "Integer") || !strcmp(name, "Boolean") || !strcmp(name, "String");
}

/* A component found by name: where it is declared, and its value with the
   scope that value is written in (a modification of an extends clause or
   of a short definition replaces the declared one). */
typedef struct Found {
  Component *c;
  ClassDef *owner;
  Expr *binding;
  ClassDef *scope;
  ClassDef *through;   /* P.Q.c: the class P.Q it is read in; NULL for c alone */
} Found;

/* the modification `name = value` among modifications, written in scope */
static void modified(const PtrList *modifications, const char *name, ClassDef *scope, Found *f)
{
  for (int i = 0; i < modifications->count; i++) {
    const Modification *m = modifications->items[i];
    if (m->value && !m->nested.count && !strcmp(m->name, name)) {
      f->binding = m->value;
      f->scope = scope;
    }
  }
}

/* the component `name` of cls, of its short definition's base or of its bases */
static bool member(ClassDef *cls, const char *name, Found *f, int depth)
{
  if (!cls || depth > MAX_CHAIN)
    return false;
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (!strcmp(c->name, name)) {
      *f = (Found){ c, cls, c->binding, cls, NULL };
      return true;
    }
  }
  if (cls->base_type && !is_builtin(cls->base_type) &&
      member(lookup_class(cls->base_type, cls->parent), name, f, depth + 1)) {
    modified(&cls->base_modifications, name, cls->parent, f);
    return true;
  }
  for (int i = 0; i < cls->extends.count; i++) {
    const Extends *x = cls->extends.items[i];
    if (member(lookup_class(x->name, cls), name, f, depth + 1)) {
      modified(&x->modifications, name, cls, f);
      return true;
    }
  }
  return false;
}

/* "P.Q.c": the component c of the class P.Q */
static bool member_of_path(const char *path, Found *f)
{
  const char *dot = strrchr(path, '.');
  if (!dot)
    return false;
  ClassDef *cls = lookup_full_name(xsprintf("%.*s", (int)(dot - path), path));
  return cls && member(cls, dot + 1, f, 0);
}

/* c among the imports of scope: import P.c, import k = P.c, import P.*,
   which brings P's public elements only, and c from one such import only
   (spec 13.2.1) */
static bool imported(const ClassDef *scope, const char *name, Found *f)
{
  for (int i = 0; i < scope->imports.count; i++) {
    const Import *m = scope->imports.items[i];
    if (m->alias && !strcmp(m->alias, name))
      return member_of_path(m->name, f);
  }
  const Import *by = NULL, *hidden = NULL;
  for (int i = 0; i < scope->imports.count; i++) {
    const Import *m = scope->imports.items[i];
    ClassDef *package = m->alias ? NULL : lookup_full_name(m->name);
    Found here;
    if (!package || !member(package, name, &here, 0))
      continue;
    if (here.c->prefixes & PREFIX_PROTECTED)
      hidden = m;
    else if (by && here.c != f->c)
      lookup_report_ambiguous(by, m, name, strlen(name));
    else if (!by) {
      *f = here;
      by = m;
    }
  }
  static Map reported;   /* read in several places: said once */
  char *key = hidden ? xsprintf("%p/%s", (const void *)hidden, name) : NULL;
  if (!by && hidden && !map_get(&reported, key)) {
    map_put(&reported, key, key);
    diag_error(hidden->loc, "'%s' is protected in '%s': 'import %s.*' brings its public elements only "
               "(spec 13.2.1)", name, hidden->name, hidden->name);
  }
  return by != NULL;
}

/* c written in scope: an element of scope or of an enclosing class, or
   imported into one, from the innermost out (spec 5.3.1), then of the
   package of the file's 'within' and the classes around it */
static bool enclosing(ClassDef *scope, const char *name, Found *f)
{
  ClassDef *within = lookup_within(scope);
  for (ClassDef *s = scope; s; s = s->parent ? s->parent : within) {
    if (member(s, name, f, 0) || imported(s, name, f))
      return true;
    if (s->encapsulated)
      return false;
    if (s == within)
      within = NULL;
  }
  return false;
}

/* the component a name written in scope reads, when it is not an element
   of an instance: c, or A.B.c with A.B a class (spec 5.3.2) */
static bool find_component(const char *name, ClassDef *scope, Found *f)
{
  const char *dot = strrchr(name, '.');
  if (!dot)
    return enclosing(scope, name, f);
  ClassDef *cls = lookup_class(xsprintf("%.*s", (int)(dot - name), name), scope);
  if (!cls || !member(cls, dot + 1, f, 0))
    return false;
  f->through = cls;
  ClassDef *first = lookup_class(xsprintf("%.*s", (int)strcspn(name, "."), name), scope);
  for (const ClassDef *k = cls; k; k = k == first ? NULL : k->parent)
    if (k->prefixes & PREFIX_REPLACEABLE)
      return false;   /* Medium.c: which Medium depends on the instance; not here */
  return true;
}

static bool inside(const ClassDef *scope, const ClassDef *cls)
{
  for (; scope; scope = scope->parent)
    if (scope == cls)
      return true;
  return false;
}

/* P.Q.c read from outside P: P.Q is no partial class, and neither Q nor c
   is protected (spec 5.3.2, 4.1) */
static bool reachable(const Expr *e, const Site *site, const Found *f)
{
  if (!f->through)
    return true;
  if (f->through->partial) {
    diag_error(e->loc, "'%s' is partial: '%s' cannot be looked up inside it (spec 5.3.2)",
               lookup_class_path(f->through), e->string);
    return false;
  }
  ClassDef *first = lookup_class(xsprintf("%.*s", (int)strcspn(e->string, "."), e->string), site->cls);
  for (const ClassDef *k = f->through; k && k != first; k = k->parent)
    if (k->is_protected && !inside(site->cls, k->parent)) {
      diag_error(e->loc, "'%s' is protected in '%s': '%s' cannot be read from outside (spec 4.1)", k->name,
                 k->parent ? k->parent->name : "?", e->string);
      return false;
    }
  if ((f->c->prefixes & PREFIX_PROTECTED) && !inside(site->cls, f->owner)) {
    diag_error(e->loc, "'%s' is protected in '%s': it cannot be read from outside (spec 4.1)", f->c->name,
               f->owner->name);
    return false;
  }
  return true;
}

/* ---- values ---- */

static PtrList copy_list(const PtrList *list, int *nodes);

static Expr *copy_counted(const Expr *e, int *nodes)
{
  if (!e)
    return NULL;
  ++*nodes;
  Expr *c = xmalloc(sizeof *c);
  *c = *e;
  c->a = copy_counted(e->a, nodes);
  c->b = copy_counted(e->b, nodes);
  c->c = copy_counted(e->c, nodes);
  c->args = copy_list(&e->args, nodes);
  c->subscripts = copy_list(&e->subscripts, nodes);
  c->named_args = (PtrList){ 0 };
  for (int i = 0; i < e->named_args.count; i++) {
    Modification *m = xmalloc(sizeof *m);
    *m = *(Modification *)e->named_args.items[i];
    m->value = copy_counted(m->value, nodes);
    list_push(&c->named_args, m);
  }
  c->iterators = (PtrList){ 0 };
  for (int i = 0; i < e->iterators.count; i++) {
    Iterator *it = xmalloc(sizeof *it);
    *it = *(Iterator *)e->iterators.items[i];
    it->range = copy_counted(it->range, nodes);
    list_push(&c->iterators, it);
  }
  return c;
}

static PtrList copy_list(const PtrList *list, int *nodes)
{
  PtrList out = { 0 };
  for (int i = 0; i < list->count; i++)
    list_push(&out, copy_counted(list->items[i], nodes));
  return out;
}

/* Real, Integer or Boolean behind the constant's type */
static const char *primitive_type(const Component *c, ClassDef *owner)
{
  const char *type = c->type_name;
  ClassDef *scope = owner;
  for (int depth = 0; depth < MAX_CHAIN && !is_builtin(type); depth++) {
    ClassDef *t = lookup_class(type, scope);
    if (!t || !t->base_type)
      return NULL;
    if (!strcmp(t->base_type, "enumeration"))
      return "Integer";
    type = t->base_type;
    scope = t->parent;
  }
  return type;
}

/* A scalar value that is a number at compile time becomes that number, of
   the constant's type: chains of constants stay one node. */
static void fold(Expr *value, const Component *c, ClassDef *owner)
{
  const char *type = primitive_type(c, owner);
  double x;
  if (c->dims.count || value->kind == EX_ARRAY || value->kind == EX_MATRIX || value->kind == EX_STRING ||
      !type || !strcmp(type, "String") || !eval_constant(value, &x) || !isfinite(x))
    return;
  SrcLoc loc = value->loc;
  memset(value, 0, sizeof *value);
  value->kind = !strcmp(type, "Boolean") ? EX_BOOLEAN : EX_NUMBER;
  value->loc = loc;
  value->number = x;
  value->integer_literal = !strcmp(type, "Integer");
  expr_note_depth(value);
}

typedef struct Resolved {
  Expr *value;              /* NULL: an error was reported */
  bool busy;                /* being resolved: a constant defined through itself */
} Resolved;

static Map resolved;        /* "%p" of the Component -> Resolved */

static Expr *constant_value(const Found *f, int chain)
{
  const Component *c = f->c;
  char *key = xsprintf("%p/%p", (const void *)c, (const void *)f->binding);
  char *name = xsprintf("%s.%s", lookup_class_path(f->owner), c->name);
  Resolved *r = map_get(&resolved, key);
  if (r && r->busy) {
    diag_error(c->loc, "the value of the constant '%s' depends on itself", name);
    return NULL;
  }
  if (r)
    return r->value;
  r = xcalloc(1, sizeof *r);
  r->busy = true;
  map_put(&resolved, key, r);
  if (!f->binding)
    diag_error(c->loc, "the constant '%s' has no value", name);
  else if (chain >= MAX_CHAIN)
    diag_error(c->loc, "the value of the constant '%s' is a chain of more than %d constants", name, MAX_CHAIN);
  else {
    int nodes = 0, errors = diag_error_count();
    Expr *value = copy_counted(f->binding, &nodes);
    Site site = { .cls = f->scope, .constant = c, .constant_name = name, .chain = chain + 1 };
    substitute(value, &site);
    if (diag_error_count() == errors)
      fold(value, c, f->owner);
    r->value = diag_error_count() == errors ? value : NULL;
    nodes = 0;
    if (r->value && (copy_counted(r->value, &nodes), nodes > MAX_VALUE_NODES)) {
      diag_error(c->loc, "the value of the constant '%s' has more than %d terms", name, MAX_VALUE_NODES);
      r->value = NULL;
    }
  }
  r->busy = false;
  return r->value;
}

/* ---- names ---- */

static bool is_iterator(const Site *site, const char *name, size_t n)
{
  for (int i = site->iterators.count - 1; i >= 0; i--) {
    const char *it = site->iterators.items[i];
    if (strlen(it) == n && !strncmp(it, name, n))
      return true;
  }
  return false;
}

static bool is_element(Site *site, const char *name, size_t n)
{
  if (site->constant)
    return false;
  if (!site->elements_known) {
    collect_element_names(&site->elements, site->cls);
    site->elements_known = true;
  }
  return site->elements.count && map_get(&site->elements, xsprintf("%.*s", (int)n, name));
}

/* Mode.b in a constant's value: named by its full path (P.Mode.b), which
   the reading class can look up */
static bool enumeration_literal(Expr *e, const Site *site)
{
  const char *dot = strrchr(e->string, '.');
  ClassDef *cls = dot ? lookup_class(xsprintf("%.*s", (int)(dot - e->string), e->string), site->cls) : NULL;
  if (!cls || !cls->base_type || strcmp(cls->base_type, "enumeration") != 0)
    return false;
  e->string = xsprintf("%s%s", lookup_class_path(cls), dot);
  return true;
}

/* inside a constant's value, a name that is no constant */
static void report_not_constant(const Expr *e, const Site *site, const Component *found)
{
  if (!strcmp(e->string, "time"))
    diag_error(e->loc, "the value of the constant '%s' reads 'time': it must be known at compile time",
               site->constant_name);
  else if (found)
    diag_error(e->loc, "the value of the constant '%s' reads '%s', which is not a constant", site->constant_name,
               e->string);
  else
    diag_error(e->loc, "undefined name '%s' in the value of the constant '%s'", e->string, site->constant_name);
}

static void replace_by_value(Expr *e, const Expr *value);

static void report_no_constant(const Expr *e)
{
  diag_error(e->loc, "'%s' is not a constant: through a class name only constants can be read (spec 5.3.2)",
             e->string);
}

static void substitute_name(Expr *e, Site *site)
{
  size_t n = strcspn(e->string, ".[");
  if (e->path.count || is_iterator(site, e->string, n) || is_element(site, e->string, n))
    return;
  Found f = { 0 };
  Component *c = find_component(e->string, site->cls, &f) ? f.c : NULL;
  if (!c || !(c->prefixes & PREFIX_CONSTANT)) {
    if (site->constant && !enumeration_literal(e, site))
      report_not_constant(e, site, c);
    else if (c && strchr(e->string, '.'))
      report_no_constant(e);
    return;   /* a variable of an enclosing class: restrictions.c has said so */
  }
  if (reachable(e, site, &f))
    replace_by_value(e, constant_value(&f, site->chain));
}

/* e becomes the value: P.v[2] the element of it, as (value)[2] */
static void replace_by_value(Expr *e, const Expr *value)
{
  if (!value)
    return;
  int nodes = 0;
  Expr *copy = copy_counted(value, &nodes);
  if (e->subscripts.count) {   /* P.v[2]: (value)[2], which arrays.c picks from */
    copy = expr_unary(OP_PLUS, copy, e->loc);
    copy->subscripts = e->subscripts;
  }
  copy->loc = e->loc;
  *e = *copy;
}

/* ---- walking a class ---- */

static void substitute_list(const PtrList *list, Site *site)
{
  for (int i = 0; i < list->count; i++)
    substitute(list->items[i], site);
}

static void push_iterators(const PtrList *iterators, Site *site)
{
  for (int i = 0; i < iterators->count; i++) {
    Iterator *it = iterators->items[i];
    substitute(it->range, site);
    list_push(&site->iterators, it->name);
  }
}

/* .sin(x) (spec 5.3.3) is sin(x) where that name finds the same from the
   class: a built-in function or a top-level one no class around hides
   (inside a package with its own sin the dot stays, for instantiation) */
static void top_level_call(Expr *e, const Site *site)
{
  const char *name = e->string + 1;
  if (!strchr(name, '.') && site->cls && lookup_class(name, site->cls) == lookup_full_name(name))
    e->string = xstrdup(name);
}

static void substitute(Expr *e, Site *site)
{
  if (!e)
    return;
  if (e->kind == EX_CALL && e->string && e->string[0] == '.')
    top_level_call(e, site);
  int outer_iterators = site->iterators.count;
  push_iterators(&e->iterators, site);
  substitute(e->a, site);
  substitute(e->b, site);
  substitute(e->c, site);
  substitute_list(&e->args, site);
  substitute_list(&e->subscripts, site);
  for (int i = 0; i < e->named_args.count; i++)
    substitute(((Modification *)e->named_args.items[i])->value, site);
  site->iterators.count = outer_iterators;
  if (e->kind == EX_NAME && e->string)
    substitute_name(e, site);
  expr_note_depth(e);
}

static void substitute_modifications(const PtrList *modifications, Site *site, int depth)
{
  for (int i = 0; depth < MAX_CHAIN && i < modifications->count; i++) {
    Modification *m = modifications->items[i];
    substitute(m->value, site);
    substitute_modifications(&m->nested, site, depth + 1);
  }
}

static void substitute_equations(const PtrList *equations, Site *site, int depth)
{
  for (int i = 0; depth < MAX_CHAIN && i < equations->count; i++) {
    Equation *q = equations->items[i];
    int outer_iterators = site->iterators.count;
    substitute(q->lhs, site);
    substitute(q->rhs, site);
    push_iterators(&q->iterators, site);
    for (int k = 0; k < q->branches.count; k++) {
      Branch *b = q->branches.items[k];
      substitute(b->condition, site);
      substitute_equations(&b->equations, site, depth + 1);
    }
    site->iterators.count = outer_iterators;
  }
}

/* The constants of a package have no instance: their values are resolved
   where they are read, and here only when the class comes from the model's
   file (eager), so that an unused constant of a library costs nothing.
   Nested classes are walked when nested (a package of a library: each of
   its classes when it is reached). */
static void substitute_class(ClassDef *cls, bool eager, bool nested, int depth)
{
  char *key = xsprintf("%p", (void *)cls);
  if (depth > MAX_CHAIN || map_get(&visited, key))
    return;
  map_put(&visited, key, cls);
  Site site = { .cls = cls };
  bool package = !strcmp(cls->restriction, "package");
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (package && (c->prefixes & PREFIX_CONSTANT)) {
      if (eager && c->binding)
        constant_value(&(Found){ c, cls, c->binding, cls, NULL }, 0);
      continue;
    }
    substitute(c->binding, &site);
    substitute(c->condition, &site);
    substitute_list(&c->dims, &site);
    substitute_modifications(&c->modifications, &site, 0);
    substitute_modifications(&c->constraint_modifications, &site, 0);
  }
  for (int i = 0; i < cls->extends.count; i++)
    substitute_modifications(&((Extends *)cls->extends.items[i])->modifications, &site, 0);
  substitute_modifications(&cls->base_modifications, &site, 0);
  substitute_list(&cls->base_dims, &site);
  substitute_equations(&cls->equations, &site, 0);
  substitute_equations(&cls->initial_equations, &site, 0);
  for (int i = 0; i < cls->algorithms.count; i++)
    substitute_equations(cls->algorithms.items[i], &site, 0);
  for (int i = 0; i < cls->initial_algorithms.count; i++)
    substitute_equations(cls->initial_algorithms.items[i], &site, 0);
  for (int i = 0; nested && i < cls->classes.count; i++)
    substitute_class(cls->classes.items[i], eager, true, depth + 1);
}

bool constants_read(Expr *e, ClassDef *cls, const char *rest)
{
  const char *dot = strrchr(rest, '.');
  if (dot)
    cls = lookup_class(xsprintf("%.*s", (int)(dot - rest), rest), cls);
  Found f = { 0 };
  if (!cls || !member(cls, dot ? dot + 1 : rest, &f, 0))
    return false;
  if (!(f.c->prefixes & PREFIX_CONSTANT)) {
    report_no_constant(e);
    return true;
  }
  Site site = { .cls = cls };
  f.through = cls;
  if (reachable(e, &site, &f))
    replace_by_value(e, constant_value(&f, 0));
  return true;
}

void constants_substitute(Program *program)
{
  active = true;
  for (int i = 0; i < program->classes.count; i++)
    if (!lookup_from_library(program->classes.items[i]))
      substitute_class(program->classes.items[i], true, true, 0);
  for (int i = 0; i < waiting.count; i += 2)
    substitute_class(waiting.items[i], false, waiting.items[i + 1] != NULL, 0);
}

void constants_substitute_loaded(ClassDef *cls, bool nested)
{
  if (active)
    substitute_class(cls, false, nested, 0);
  else {
    list_push(&waiting, cls);
    list_push(&waiting, nested ? cls : NULL);
  }
}
