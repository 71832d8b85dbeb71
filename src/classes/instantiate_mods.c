/*
 * instantiate_mods.c - modifications on their way down (outermost first,
 * each, final, spec 7.2), replaceable classes and redeclarations (7.3),
 * inner and outer elements (5.4): what instantiate.c applies to an element
 * before it builds it.  It builds no component itself.
 */
#include <stdlib.h>
#include <string.h>

#include "classes/classes.h"
#include "classes/instantiate.h"

/* ---- modifications ---- */

Mod *new_mod(Modification *m, const char *path, Instance *scope, int index, bool declared)
{
  Mod *md = xmalloc(sizeof *md);
  *md = (Mod){ m, path, scope, index, declared, current_ctx ? current_ctx->written_in : NULL };
  return md;
}

/* a modification within from, or from applied elsewhere: written where from is */
Mod *mod_like(const Mod *from, Modification *m, const char *path, int index, bool declared)
{
  Mod *md = new_mod(m, path, from->scope, index, declared);
  md->written_in = from->written_in;
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

void wrap_modifications(PtrList *out, const PtrList *modifications, Instance *scope, bool declared)
{
  check_modified_twice(modifications);
  for (int i = 0; i < modifications->count; i++) {
    Modification *m = modifications->items[i];
    list_push(out, new_mod(m, m->name, scope, -1, declared));
  }
}

/* The modifications among mods that reach element `name`, in the same
   order (outermost first), their paths made relative to it. */
PtrList mods_for(const PtrList *mods, const char *name)
{
  PtrList out = { 0 };
  size_t n = strlen(name);
  for (int i = 0; i < mods->count; i++) {
    Mod *md = mods->items[i];
    int pick = md->m->each ? -1 : md->index;
    if (!strcmp(md->path, name)) {
      list_push(&out, mod_like(md, md->m, "", pick, false));
      for (int k = 0; k < md->m->nested.count; k++) {
        Modification *nested = md->m->nested.items[k];
        list_push(&out, mod_like(md, nested, nested->name, nested->each ? -1 : pick, false));
      }
    } else if (!strncmp(md->path, name, n) && md->path[n] == '.') {
      list_push(&out, mod_like(md, md->m, md->path + n + 1, pick, false));
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

/* Two modifications that are one text (lines numbered across files) */
static bool same_text(const Modification *a, const Modification *b)
{
  return a == b || (a->loc.first_line == b->loc.first_line && a->loc.first_column == b->loc.first_column &&
                    a->loc.last_line == b->loc.last_line && a->loc.last_column == b->loc.last_column);
}

/* A final modification (or a final declaration) may not be modified again
   from outside: spec 7.2.6. */
void check_final(const PtrList *mods, const Component *c)
{
  static PtrList reported;   /* a modification reaches several levels: one message */
  for (int j = 0; j < mods->count; j++) {
    Mod *fin = mods->items[j];
    bool final = fin->m->final || (fin->declared && (c->prefixes & PREFIX_FINAL) && !*fin->path);
    if (!final)
      continue;
    for (int i = 0; i < j; i++) {
      Mod *md = mods->items[i];
      if (same_text(md->m, fin->m))
        continue;   /* redeclare final T x(...): the redeclaration and the declaration it makes */
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
bool first_report(const Expr *value)
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

static Expr *mod_value_written(const Mod *md);

/* the value of a modification, for element `index` of an array of
   components; its names are looked up where it is written */
Expr *mod_value(const Mod *md)
{
  ClassDef *written_in = current_ctx ? current_ctx->written_in : NULL;
  if (current_ctx && md->written_in)
    current_ctx->written_in = md->written_in;
  Expr *value = mod_value_written(md);
  if (current_ctx)
    current_ctx->written_in = written_in;
  return value;
}

static Expr *mod_value_written(const Mod *md)
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
  if (value->kind != EX_ARRAY && !value->subscripts.count &&
      (value->kind == EX_CALL || value->kind == EX_BINARY || value->kind == EX_UNARY || value->kind == EX_IF)) {
    Expr *element = xmalloc(sizeof *element);   /* fill(1, 3), 2*ones(3): (value)[index + 1] */
    *element = *rewrite(value, md->scope);
    element->subscripts = (PtrList){ 0 };
    list_push(&element->subscripts, integer_expr(md->index + 1, value->loc));
    return element;
  }
  if (value->kind != EX_ARRAY) {
    if (first_report(value))
      diag_error(value->loc, "a modification of an array of components needs 'each', an array {...} "
                 "with one value per component, or an array expression such as the name of an array or fill()");
    return NULL;
  }
  if (md->index >= value->args.count) {
    if (first_report(value))
      diag_error(value->loc, "this array has %d values for more components", value->args.count);
    return NULL;
  }
  return rewrite(value->args.items[md->index], md->scope);
}

/* ---- replaceable and redeclare (spec 7.3), inner and outer (spec 5.4) ---- */

/* through look-up first, which reads a class of a package directory from
   its file and checks a library's class when it is first reached */
static ClassDef *own_class(ClassDef *cls, const char *name)
{
  ClassDef *k = lookup_member(cls, name);
  for (int i = 0; !k && i < cls->classes.count; i++)
    if (!strcmp(((ClassDef *)cls->classes.items[i])->name, name))
      k = cls->classes.items[i];
  return k;
}

/* The local class `name` of cls or of one of its bases, NULL if none */
ClassDef *inherited_class(ClassDef *cls, const char *name, int depth)
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

bool has_class(ClassDef *cls, const char *name, int depth)
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
void register_class_redeclaration(Instance *inst, ClassDef *cls, const Mod *md)
{
  ClassDef *k = md->m->redeclare_class, *original = own_class(cls, md->path);
  char *key = xsprintf("%p/%p", (void *)inst, (void *)original);
  ClassDef *outer = original ? map_get(&replaced_classes, key) : NULL, *inner_constraint;
  if (outer && k->constraint && md->scope && first_time(k) &&
      find_type_class(k->constraint, k->constraint_loc, md->scope->cls, &inner_constraint) && inner_constraint)
    redeclare_is_subtype(outer, outer->base_type ? outer->base_type : outer->name, inner_constraint, k->constraint,
                         outer->loc, xsprintf("the constraint of the redeclaration of class '%s' it replaces",
                                              k->name));
  if (!original || original == k || outer)
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

/* The redeclaration among the modifications reaching an element: the outermost */
const Mod *component_redeclaration(const PtrList *own)
{
  for (int i = 0; i < own->count; i++) {
    const Mod *md = own->items[i];
    if (!*md->path && md->m->redeclare_component)
      return md;
  }
  return NULL;
}

/* The outermost redeclaration of an element within the constraint that an
   inner redeclaration of it declares (replaceable C b constrainedby C):
   false after a message when not (spec 7.3.2) */
static bool within_inner_constraint(const Mod *outer, const Mod *inner)
{
  const Component *o = outer->m->redeclare_component, *i = inner->m->redeclare_component;
  ClassDef *type, *constraint;
  if (!i->constraint || !outer->scope || !inner->scope || !first_time(i))
    return true;
  if (!find_type_class(o->type_name, o->type_loc, outer->scope->cls, &type) ||
      !find_type_class(i->constraint, i->constraint_loc, inner->scope->cls, &constraint))
    return false;
  return !type || !constraint ||
         redeclare_is_subtype(type, o->type_name, constraint, i->constraint, o->type_loc,
                              xsprintf("the constraint of the redeclaration of '%s' it replaces", i->name));
}

/* Of two redeclarations reaching one element, the outer one replaces the
   inner one, which must itself be replaceable (spec 7.3.3): false, after
   a message, when one is not */
bool redeclarations_replaceable(const PtrList *own)
{
  const Mod *outer = NULL, *outermost = NULL;
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
    if (outer && !within_inner_constraint(outermost, md))
      return false;
    if (!outer)
      outermost = md;
    outer = md;
  }
  return true;
}

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

bool declared_within_constraint(const Component *c, ClassDef *cls)
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
void class_within_constraint(ClassDef *k, ClassDef *cls)
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
Component *redeclared(Instance *inst, ClassDef *cls, const Component *c, const Mod *md, ClassDef **scope)
{
  const Component *r = md->m->redeclare_component;
  if (!(c->prefixes & PREFIX_REPLACEABLE)) {
    diag_error(md->m->loc, "'%s' is not replaceable: it cannot be redeclared", c->name);
    diag_note(c->loc, "'%s' is declared here without 'replaceable'", c->name);
    return NULL;
  }
  if (!may_be_redeclared("", c->name, c->prefixes, c->loc, md->m->loc))
    return NULL;
  *scope = md->scope ? md->scope->cls : md->written_in ? md->written_in : cls;
  const char *constraint_name = c->constraint ? c->constraint : c->type_name;
  ClassDef *type, *constraint;
  if (!find_type_class(r->type_name, r->type_loc, *scope, &type) ||
      !find_type_class(constraint_name, c->constraint ? c->constraint_loc : c->type_loc, cls, &constraint))
    return NULL;
  if (!redeclare_is_subtype(replaced_class(inst, type), r->type_name, replaced_class(inst, constraint),
                            constraint_name, r->type_loc, xsprintf("the constraint of '%s'", c->name)))
    return NULL;
  ClassDef *own_constraint;   /* a constrainedby of its own narrows the replaced one's (spec 7.3.2) */
  if (r->constraint && (!find_type_class(r->constraint, r->constraint_loc, *scope, &own_constraint) ||
                        !redeclare_is_subtype(own_constraint, r->constraint, replaced_class(inst, constraint),
                                              constraint_name, r->constraint_loc,
                                              xsprintf("the constraint of '%s'", c->name))))
    return NULL;
  Component *n = xmalloc(sizeof *n);
  *n = *r;
  n->prefixes = (r->prefixes & ~PREFIX_REDECLARE) | (c->prefixes & PREFIX_PROTECTED);
  static const int groups[] = { PREFIX_PARAMETER | PREFIX_CONSTANT | PREFIX_DISCRETE, PREFIX_INPUT | PREFIX_OUTPUT,
                                PREFIX_FLOW };
  for (int g = 0; g < 3; g++)   /* a prefix the redeclaration leaves out is the replaced declaration's */
    if (!(r->prefixes & groups[g]))
      n->prefixes |= c->prefixes & groups[g];
  if (!r->dims.count)   /* x[3] redeclared as x: the dimensions stay (spec 7.3.2) */
    n->dims = c->dims;
  if (!r->constraint) {   /* the constraint's modifications stay (spec 7.3.2) */
    n->constraint = c->constraint;
    n->constraint_loc = c->constraint_loc;
    n->constraint_modifications = c->constraint_modifications;
  }
  return n;
}

/* n, the outermost redeclaration (outer) of an element, without a
   constrainedby of its own: the constraint and its modifications are those
   of the redeclaration it replaces, when that has one (spec 7.3.2) */
void keep_inner_constraint(Component *n, const PtrList *own, const Mod *outer)
{
  for (int i = 0; i < own->count && !outer->m->redeclare_component->constraint; i++) {
    const Mod *md = own->items[i];
    const Component *inner = md->m->redeclare_component;
    if (*md->path || !inner || md->m == outer->m)
      continue;
    if (inner->constraint) {
      n->constraint = inner->constraint;
      n->constraint_loc = inner->constraint_loc;
      n->constraint_modifications = inner->constraint_modifications;
    }
    return;
  }
}

/* The redeclare elements of cls (redeclare Type name; redeclare model M =
   N;) as modifications of its bases */
void own_redeclarations(Instance *inst, ClassDef *cls, PtrList *out)
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
    if (!(k->prefixes & PREFIX_REDECLARE) || k->redeclare_implied)
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
void check_redeclared_inherited(Ctx *ctx, Instance *inst, ClassDef *cls)
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
    else if (k->redeclare_implied && !(inherited->prefixes & PREFIX_REPLACEABLE) && first_time(k))
      diag_error(k->loc, "class '%s' is not replaceable: 'extends %s' cannot replace it (spec 7.3.1)", k->name,
                 k->name);
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

static void check_outer_parts(ClassDef *cls, const Component *outer, ClassDef *type)
{
  if (!type || !strcmp(type->restriction, "type"))
    return;
  OuterUse use = { outer, type, { 0 } };
  collect_element_names(&use.elements, type);
  walk_class_expressions(cls, check_outer_part, &use, true);
}

/* inner components added for outer ones that have none: Component, and
   the class whose outer declaration names their type */
static PtrList added_inners, added_scopes;

/* outer c in inst (of class cls) with no inner above: an inner of its type
   added to the simulated model, with a warning (spec 5.4); NULL (and no
   inner) when inst is that model or it has another element of the name */
static Instance *add_missing_inner(Instance *inst, ClassDef *cls, const Component *c, Component **d)
{
  Instance *top = inst;
  while (top->parent)
    top = top->parent;
  if (top == inst || map_get(&top->elements, c->name) || c->dims.count)
    return NULL;
  Component *inner = xmalloc(sizeof *inner);
  *inner = *c;
  inner->prefixes = (c->prefixes & ~PREFIX_OUTER) | PREFIX_INNER;
  diag_warning(c->loc, "outer '%s' has no inner '%s' in an enclosing instance: an inner '%s %s' is added to "
               "the model (spec 5.4)", c->name, c->name, c->type_name, c->name);
  map_put(&top->elements, c->name, inner);
  list_push(&added_inners, inner);
  list_push(&added_scopes, cls);
  *d = inner;
  return top;
}

/* the inners added so far, with the classes to look their types up in */
int missing_inners(Component ***inners, ClassDef ***scopes)
{
  *inners = (Component **)added_inners.items;
  *scopes = (ClassDef **)added_scopes.items;
  return added_inners.count;
}

/* outer c in inst is the inner element of that name in the nearest
   enclosing instance (spec 5.4); recorded before any name of inst is
   rewritten.  An 'inner outer' element is both: inst's own names refer to
   the inner one above, its components' outer ones to its own instance,
   which takes the modifications. */
void bind_outer(Instance *inst, ClassDef *cls, Component *c, const PtrList *mods)
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
  if (!up && !(up = add_missing_inner(inst, cls, c, &d))) {
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
  map_put(&outer_components, xsprintf("%s%s", inst->prefix, c->name), xsprintf("%s%s", up->prefix, c->name));
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
bool identical_declarations(const Component *a, const Component *b)
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
void check_base_modifications(ClassDef *base, const PtrList *modifications)
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
void walk_equation_list(const PtrList *equations, ExprVisitor visit, void *data, bool in_connect, int depth)
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
void walk_class_expressions(ClassDef *cls, ExprVisitor visit, void *data, bool in_connect)
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
  for (int i = 0; i < cls->initial_algorithms.count; i++)
    walk_equation_list(cls->initial_algorithms.items[i], visit, data, in_connect, 0);
}
