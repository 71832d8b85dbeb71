/*
 * instantiate_names.c - the names of an instance's equations rewritten to
 * the dotted names of what they refer to (b1.h, b[2].v): what a name reaches
 * through outer elements, redeclared classes and constants of replaceable
 * packages, enumeration literals, sizes evaluated at compile time, and the
 * arguments of connect() recorded as they are met.  Part of instantiation
 * (instantiate.c); it builds no component.
 */
#include <stdlib.h>
#include <string.h>

#include "classes/classes.h"
#include "classes/instantiate.h"

/* The value eval_size found for a parameter, kept so that n1 = n0 + n0 - n0
   chained costs a line each; with the binding it was found for. */
typedef struct KnownSize {
  const Expr *binding;
  long value;
} KnownSize;

bool is_builtin_type(const char *name)
{
  return !strcmp(name, "Real") || !strcmp(name, "Integer") || !strcmp(name, "Boolean") ||
         !strcmp(name, "String");
}

bool is_connect(const Equation *q)
{
  return q->kind == EQ_CALL && q->lhs && expr_is_call(q->lhs, "connect");
}

/* ---- copying expressions with names rewritten to the instance's ---- */

static const char *outer_name(const Instance *scope, const char *name);

/* the iterators of the comprehensions and reductions being rewritten
   ({rm(i) for i in 1:n}): inside, their names are theirs, not those of
   the instance's elements (a component named i) */
static const char *shadowed[64];
static int n_shadowed;

static bool is_shadowed(const char *name)
{
  for (int i = n_shadowed - 1; i >= 0; i--)
    if (!strcmp(shadowed[i], name))
      return true;
  return false;
}

static char *rename_in(const char *name, const Instance *scope)
{
  if (!scope || !*scope->prefix)
    return (char *)name;
  size_t n = strcspn(name, ".[");
  if (!name[n] && is_shadowed(name))
    return (char *)name;
  char *first = xsprintf("%.*s", (int)n, name);
  const char *inner = outer_name(scope, first);
  if (inner)
    return xsprintf("%s%s", inner, name + n);
  bool element = map_get(&scope->elements, first) != NULL;
  free(first);
  return element ? xsprintf("%s%s", scope->prefix, name) : (char *)name;
}

Unrolled unrolled[64];
int n_unrolled;

static bool unrolled_index(const Expr *e, long *value)
{
  if (e->kind != EX_NAME || e->subscripts.count || e->path.count || is_shadowed(e->string))
    return false;
  for (int i = n_unrolled - 1; i >= 0; i--)
    if (!strcmp(unrolled[i].name, e->string)) {
      *value = unrolled[i].value;
      return true;
    }
  return false;
}

const ParamOverride *command_line;   /* hysc -p */
int n_command_line;

static Expr *number_expr(double value, SrcLoc loc)
{
  Expr *n = expr_new(EX_NUMBER, loc);
  n->number = value;
  n->integer_literal = value == (long)value;
  return n;
}

/* hysc -p NAME=VALUE for a parameter of this type (true is 1) */
Expr *override_value(double value, const char *type, SrcLoc loc)
{
  Expr *e = number_expr(value, loc);
  if (!strcmp(type, "Boolean"))
    e->kind = EX_BOOLEAN;
  return e;
}

Expr *integer_expr(long value, SrcLoc loc)
{
  return number_expr((double)value, loc);
}

struct Ctx *current_ctx;   /* the instantiation under way, for fold_path */

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

/* e with subscript i of its path's part p replaced by the number k */
static Expr *with_path_index(const Expr *e, int p, int i, long k)
{
  Expr *part = xmalloc(sizeof *part), *copy = xmalloc(sizeof *copy);
  *part = *(const Expr *)e->path.items[p];
  part->subscripts = (PtrList){ 0 };
  for (int j = 0; j < ((const Expr *)e->path.items[p])->subscripts.count; j++) {
    Expr *sub = ((const Expr *)e->path.items[p])->subscripts.items[j];
    list_push(&part->subscripts, j == i ? integer_expr(k, sub->loc) : sub);
  }
  *copy = *e;
  copy->path = (PtrList){ 0 };
  for (int j = 0; j < e->path.count; j++)
    list_push(&copy->path, j == p ? part : e->path.items[j]);
  return copy;
}

/* pin[1:3].i, a range of numbers known now before a '.': the array
   {pin[1].i, pin[2].i, pin[3].i} of the names rewritten; NULL when no
   part of the path has such a subscript (fold_path says what is wrong) */
static Expr *path_range(const Expr *e, const Instance *scope)
{
  for (int p = 0; p < e->path.count; p++) {
    const Expr *part = e->path.items[p];
    for (int i = 0; i < part->subscripts.count; i++) {
      const Expr *sub = part->subscripts.items[i];
      long first, last, step = 1;
      if (sub->kind != EX_RANGE || !eval_size(current_ctx, rewrite(sub->a, scope), &first, 0) ||
          !eval_size(current_ctx, rewrite(sub->c, scope), &last, 0) ||
          (sub->b && !eval_size(current_ctx, rewrite(sub->b, scope), &step, 0)) || step == 0 ||
          (last - first) / step >= MAX_MODEL_SCALARS)
        continue;
      Expr *array = expr_new(EX_ARRAY, e->loc);
      for (long k = first; step > 0 ? k <= last : k >= last; k += step)
        list_push(&array->args, rewrite(with_path_index(e, p, i, k), scope));
      expr_note_depth(array);
      return array;
    }
  }
  return NULL;
}

static ClassDef *class_in_instance(ClassDef *cls, const Instance *inst);

/* "X.Y" below k: each part a class of the one before, own or inherited */
static ClassDef *classes_below(ClassDef *k, const char *path)
{
  for (const char *rest = path, *dot; k && rest; rest = dot ? dot + 1 : NULL) {
    dot = strchr(rest, '.');
    k = lookup_inherited_class(k, dot ? xsprintf("%.*s", (int)(dot - rest), rest) : rest, 0);
  }
  return k;
}

/* Medium.X.Y, Medium a replaceable class found from scope: X.Y of the
   package the instance inst has, found through short definitions and
   inherited; NULL for other names */
ClassDef *instance_package_class(const char *name, ClassDef *scope, const Instance *inst)
{
  const char *dot = strchr(name, '.');
  if (!dot || name[0] == '.' || !inst)
    return NULL;
  ClassDef *k = lookup_class(xsprintf("%.*s", (int)(dot - name), name), scope);
  if (!k || !(k->prefixes & PREFIX_REPLACEABLE))
    return NULL;
  k = class_in_instance(k, inst);
  for (int depth = 0; k && k->base_type && !k->base_modifications.count && depth < MAX_DEPTH; depth++)
    k = is_builtin_type(k->base_type) ? NULL : lookup_class(k->base_type, k->parent);
  return classes_below(k, dot + 1);
}

/* Medium.f(x), Medium a replaceable package of the instance's class: f of
   the package this instance has (redeclare function extends f) */
static ClassDef *function_of_package(const char *name, const Instance *scope)
{
  const char *dot = strchr(name, '.');
  if (!dot || strchr(dot + 1, '.') || !scope)
    return NULL;
  return instance_package_class(name, scope->cls, scope);
}

/* functions with an input of a function type (spec 12.4.2), by full name:
   each call gets a copy of its own (function_arguments.c) */
static Map function_templates;

static bool has_function_input(const ClassDef *f)
{
  for (int i = 0; i < f->components.count; i++)
    if (function_input_is_function(f, f->components.items[i]))
      return true;
  return false;
}

/* A function of a package called from a component (Lib.f(x), or f(x) inside
   Lib): the call names it by its full name, and a copy of it under that name
   joins the flat class, where functions.c finds it. */
static char *function_name(const char *name, const Instance *scope);

/* T(...) of an ExternalObject T calls T.constructor; T.destructor comes
   along, for the code generator to free the object with. */
static char *constructor_name(ClassDef *t, const Instance *scope)
{
  Instance inside = *scope;
  inside.cls = t;
  function_name("destructor", &inside);
  return function_name("constructor", &inside);
}

/* a call inside a copied function: named by its full name as well, from
   where the function is written (g calls f, both of package P).  Its own
   short name stays: in Modelica.Math.sin, sin(u) is written .sin(u) and
   means the built-in. */
static void apply_template(Expr *c);

static void qualify_call(Expr *e, void *data)
{
  const Instance *inside = data;
  for (int i = 0; e->kind == EX_CALL && i < e->named_args.count; i++)   /* Orientation(w = resolve2(R, v)) */
    expr_walk(((Modification *)e->named_args.items[i])->value, qualify_call, data, false);
  if (e->kind == EX_CALL && e->string && e->string[0] != '=' &&
      (strchr(e->string, '.') || strcmp(e->string, inside->cls->name) != 0)) {
    e->string = function_name(e->string, data);
    apply_template(e);
  }
}

/* c, a call of a function with a functional input: a call of a copy made
   for its function arguments, whose own calls are named and copied the
   same way (quadrature2 passing its input on to quadrature) */
static void apply_template(Expr *c)
{
  static int depth;
  const ClassDef *template = map_get(&function_templates, c->string);
  if (!template)
    return;
  if (depth > MAX_DEPTH) {
    diag_error(c->loc, "the functions passed on to '%s' nest too deeply", c->string);
    return;
  }
  ClassDef *copy = function_arguments_apply(c, template, &current_ctx->flat->classes);
  Instance inside = { .prefix = "", .cls = (ClassDef *)template };
  depth++;
  class_walk(copy, qualify_call, &inside);
  depth--;
}

/* output T3 T with type T3 = Real[3, 3]: the function's own copy of the
   component has the dimensions of its type after its own (spec 10.1), and
   its input or output prefix (spec 4.5.1) */
void function_type_dimensions(ClassDef *f)
{
  const PtrList *components = &f->components;
  PtrList out = { 0 };
  for (int i = 0; i < components->count; i++) {
    Component *c = components->items[i], *copy = c;
    ClassDef *type = is_builtin_type(c->type_name) ? NULL : lookup_class(c->type_name, f);
    for (int depth = 0; type && depth < MAX_DEPTH; depth++) {
      int directed = type->base_prefixes & (PREFIX_INPUT | PREFIX_OUTPUT);   /* type In = input Real */
      if ((type->base_dims.count || directed) && copy == c) {
        copy = xmalloc(sizeof *copy);
        *copy = *c;
        copy->dims = (PtrList){ 0 };
        for (int k = 0; k < c->dims.count; k++)
          list_push(&copy->dims, c->dims.items[k]);
      }
      copy->prefixes |= directed;
      for (int k = 0; k < type->base_dims.count; k++)
        list_push(&copy->dims, type->base_dims.items[k]);
      const Extends *x = type->base_type ? NULL : lone_extends(type);
      const char *base = x ? x->name : type->base_type;
      type = !base || is_builtin_type(base) ? NULL : lookup_class(base, type->parent);
    }
    list_push(&out, copy);
  }
  f->components = out;
}

static char *function_name(const char *name, const Instance *scope)
{
  ClassDef *f = function_of_package(name, scope);
  if (!f && scope)
    f = lookup_class(name, scope->cls);
  for (ClassDef *c = scope ? scope->cls : NULL; !f && c && c->base_type && !is_builtin_type(c->base_type);)
    if ((c = lookup_class(c->base_type, c->parent)))   /* model PM = Body(...): Body's imports */
      f = lookup_class(name, c);
  if (!f && current_ctx && current_ctx->written_in)   /* Functions.f in the equations of a base class */
    f = lookup_class(name, current_ctx->written_in);
  if (f && f->external_object)
    return constructor_name(f, scope);
  if (!f && name[0] == '.' && (!strchr(name + 1, '.') || !strncmp(name, ".Connections.", 13)))
    return (char *)name + 1;   /* .sin(x), .Connections.root(r): built-in, named from the top level */
  if (f && f->parent && !strcmp(f->restriction, "record"))
    return lookup_class_path(f);   /* a record constructor, for records.c */
  if (f && f->parent && !strcmp(f->restriction, "function") && f->base_type && !f->base_modifications.count &&
      !is_builtin_type(f->base_type)) {
    Instance written = { .prefix = "", .cls = f->parent };   /* function colorMap = jet: jet */
    return function_name(f->base_type, &written);
  }
  if (!f || strcmp(f->restriction, "function") != 0 || f->base_type ||
      (!f->parent && !has_function_input(f) && !f->extends.count))
    return (char *)name;   /* one at the top level of a file keeps its name; a template is copied all the same */
  char *full = lookup_class_path(f);
  if (!map_get(&current_ctx->functions, full) && !map_get(&function_templates, full)) {
    ClassDef *copy = xmalloc(sizeof *copy);
    *copy = *f;
    copy->name = full;
    if (f->extends.count) {
      copy->extends = copy->imports = copy->components = copy->algorithms = (PtrList){ 0 };
      function_inherit_parts(copy, f, 0);
    }
    if (has_function_input(copy)) {
      map_put(&function_templates, full, copy);
      return full;
    }
    map_put(&current_ctx->functions, full, copy);
    list_push(&current_ctx->flat->classes, copy);
    Instance inside = *scope;
    inside.cls = f;
    class_walk(copy, qualify_call, &inside);
    for (int i = 0; i < copy->annotation.count; i++) {   /* derivative = df, a sibling */
      Modification *m = copy->annotation.items[i];
      if (!strcmp(m->name, "derivative") && m->value && m->value->kind == EX_NAME)
        m->value->string = function_name(m->value->string, &inside);
    }
  }
  return full;
}

/* f of class cls called by an equation hysc writes itself (a record's
   equalityConstraint): named and copied as a call written in cls is */
char *class_function_name(ClassDef *cls, const char *name)
{
  Instance inside = { .prefix = "", .cls = cls };
  return function_name(name, &inside);
}

PtrList rewrite_list(const PtrList *list, const Instance *scope)
{
  PtrList out = { 0 };
  for (int i = 0; i < list->count; i++)
    list_push(&out, list->items[i] ? rewrite(list->items[i], scope) : NULL);
  return out;
}

/* A class defined as enumeration(a, b, c): its literals are the
   modifications of the short definition. */
bool is_enumeration(const ClassDef *cls)
{
  return cls && cls->base_type && !strcmp(cls->base_type, "enumeration");
}

/* Whether type stands for the scalar Boolean through short definitions
   (type Flag = Boolean) */
bool boolean_behind(ClassDef *type)
{
  for (int depth = 0; type && type->base_type && !type->base_dims.count && depth < 64; depth++) {
    if (!strcmp(type->base_type, "Boolean"))
      return true;
    type = lookup_class(type->base_type, type->parent);
  }
  return false;
}

/* The enumeration a type stands for through short definitions (connector
   LogicInput = input Logic), NULL if none */
ClassDef *enumeration_behind(ClassDef *type)
{
  for (int depth = 0; type && !is_enumeration(type) && type->base_type && depth < 64; depth++)
    type = lookup_class(type->base_type, type->parent);
  return is_enumeration(type) ? type : NULL;
}

/* A class named in code written in a base of the instance's class: looked
   up from the instance's class, else from the base, whose imports the
   derived class does not inherit (import L = P.Logic; M[L.'X']) */
static ClassDef *lookup_written(const char *name, const Instance *scope)
{
  ClassDef *cls = lookup_class(name, scope->cls);
  if (!cls && current_ctx && current_ctx->written_in && current_ctx->written_in != scope->cls)
    cls = lookup_class(name, current_ctx->written_in);
  return cls;
}

/* The enumeration that e names as a type (Mode, or L after import L =
   P.Logic), NULL when e names none */
static ClassDef *named_enumeration(const Expr *e, const Instance *scope)
{
  bool plain = e && e->kind == EX_NAME && !e->path.count && !e->subscripts.count;
  ClassDef *cls = plain && scope && scope->cls && !map_get(&scope->elements, e->string)
                  ? lookup_written(e->string, scope) : NULL;
  return cls ? enumeration_behind(cls) : NULL;
}

/* Whether e names the type Boolean, itself or through short definitions
   (type B = Boolean), as a dimension or a range (spec 10.1) */
static bool names_boolean(const Expr *e, const Instance *scope)
{
  if (!e || e->kind != EX_NAME || e->path.count || e->subscripts.count || !scope || !scope->cls ||
      map_get(&scope->elements, e->string))
    return false;
  return !strcmp(e->string, "Boolean") || boolean_behind(lookup_written(e->string, scope));
}

/* false:true, the range of a Boolean dimension */
static Expr *boolean_range(SrcLoc loc)
{
  Expr *r = expr_new(EX_RANGE, loc);
  r->a = override_value(0, "Boolean", loc);
  r->c = override_value(1, "Boolean", loc);
  return r;
}

/* Dimension k (from 0) of the component that e names in scope, NULL when
   e names none of scope's own or it has fewer */
static const Expr *component_dimension(const Expr *e, int k, const Instance *scope)
{
  const Component *c = e && e->kind == EX_NAME && !e->path.count && scope ? map_get(&scope->elements, e->string)
                       : NULL;
  return c && k >= 0 && k < c->dims.count ? c->dims.items[k] : NULL;
}

/* for i loop over b[i], b declared b[Boolean]: the range deduced as
   1:size(b, 1) is false:true */
static bool deduced_boolean(const Expr *range, const Instance *scope)
{
  const Expr *size = range && range->kind == EX_RANGE && !range->b ? range->c : NULL;
  if (!size || size->kind != EX_CALL || strcmp(size->string, "size") || size->args.count != 2 ||
      ((Expr *)size->args.items[1])->kind != EX_NUMBER)
    return false;
  int k = (int)((Expr *)size->args.items[1])->number - 1;
  return names_boolean(component_dimension(size->args.items[0], k, scope), scope);
}

/* b[1] of b[Boolean], t[2] of t[Mode]: a dimension named by a type takes
   the type's values as subscripts, not numbers (spec 10.1); once per place */
static bool number_for_type(const Expr *sub, const Expr *d, const Expr *e, const Instance *scope)
{
  static Map reported;
  bool boolean = names_boolean(d, scope);
  ClassDef *named = boolean ? NULL : named_enumeration(d, scope);
  if (sub->kind != EX_NUMBER || (!boolean && !named))
    return false;
  char *key = xsprintf("%p", (const void *)sub);
  if (!map_get(&reported, key)) {
    map_put(&reported, key, key);
    diag_error(sub->loc, "dimension '%s' of '%s' takes values of %s as subscripts (%s), not the number %s "
               "(spec 10.1)", d->string, e->string, boolean ? "Boolean" : xsprintf("the enumeration '%s'", named->name),
               boolean ? "false, true" : xsprintf("%s.%s, ...", d->string,
                                                  ((Modification *)named->base_modifications.items[0])->name),
               expr_to_string(sub));
  }
  return true;
}

/* b[s] of b declared b[Boolean]: Boolean subscripts are numbered false 1,
   true 2, so each such s is read as if s then 2 else 1 */
static void boolean_subscripts(Expr *c, const Expr *e, const Instance *scope)
{
  for (int k = 0; k < c->subscripts.count; k++) {
    Expr *s = c->subscripts.items[k];
    const Expr *d = component_dimension(e, k, scope);
    if (!s || s->kind == EX_COLON || !d || number_for_type(e->subscripts.items[k], d, e, scope) ||
        !names_boolean(d, scope))
      continue;
    Expr *pick = expr_new(EX_IF, s->loc);
    pick->a = s;
    pick->b = integer_expr(2, s->loc);
    pick->c = integer_expr(1, s->loc);
    c->subscripts.items[k] = pick;
  }
}

/* for e in Mode: the range of Mode's numbers, 1:3; for b in Boolean:
   false:true */
static Expr *enumeration_range(const Expr *range, const Instance *scope)
{
  if (names_boolean(range, scope) || deduced_boolean(range, scope))
    return boolean_range(range->loc);
  ClassDef *cls = named_enumeration(range, scope);
  if (!cls)
    return rewrite(range, scope);
  Expr *r = expr_new(EX_RANGE, range->loc);
  r->a = integer_expr(1, range->loc);
  r->c = integer_expr(cls->base_modifications.count, range->loc);
  return r;
}

/* Real t[Mode, 2]: a dimension named by an enumeration has a size, its
   number of literals (spec 10.1), and is subscripted by its values */
PtrList rewrite_dims(const PtrList *dims, const Instance *scope)
{
  PtrList out = { 0 };
  for (int i = 0; i < dims->count; i++) {
    const Expr *d = dims->items[i];
    ClassDef *cls = named_enumeration(d, scope);
    list_push(&out, cls ? integer_expr(cls->base_modifications.count, d->loc)
                    : names_boolean(d, scope) ? integer_expr(2, d->loc) : d ? rewrite(d, scope) : NULL);
  }
  return out;
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
  ClassDef *cls = map_get(&scope->elements, first) ? NULL : lookup_written(type, scope);
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

/* the iterators of the for-loops being rewritten that range over an
   enumeration (for m in Mode, or for m loop over t[m] of t[Mode]) */
static const char *enumeration_iterators[64];
static int n_enumeration_iterators;

/* pushes q's iterators over enumerations; gives how many to pop */
static int push_enumeration_iterators(const Equation *q, const Instance *scope)
{
  int pushed = 0;
  for (int i = 0; i < q->iterators.count && n_enumeration_iterators < 64; i++) {
    const Iterator *it = q->iterators.items[i];
    const Expr *r = it->range, *size = r && r->kind == EX_RANGE && !r->b ? r->c : NULL;
    bool deduced = size && size->kind == EX_CALL && !strcmp(size->string, "size") && size->args.count == 2 &&
                   ((Expr *)size->args.items[1])->kind == EX_NUMBER;
    const Expr *d = deduced ? component_dimension(size->args.items[0],
                                                  (int)((Expr *)size->args.items[1])->number - 1, scope) : r;
    if (named_enumeration(d, scope)) {
      enumeration_iterators[n_enumeration_iterators++] = it->name;
      pushed++;
    }
  }
  return pushed;
}

/* The enumeration of Mode.flying, of m or m[i] declared of type Mode, of
   pre(m); NULL for anything else */
static ClassDef *value_enumeration(const Expr *e, const Instance *scope)
{
  if (e->kind == EX_CALL && !strcmp(e->string, "pre") && e->args.count == 1 && !e->named_args.count)
    return value_enumeration(e->args.items[0], scope);
  if (e->kind != EX_NAME || e->path.count || !scope || !scope->cls)
    return NULL;
  const char *dot = strrchr(e->string, '.');
  if (dot && !e->subscripts.count && !map_get(&scope->elements, xsprintf("%.*s", (int)strcspn(e->string, "."), e->string))) {
    ClassDef *cls = lookup_written(xsprintf("%.*s", (int)(dot - e->string), e->string), scope);
    return is_enumeration(cls) ? cls : NULL;
  }
  const Component *c = dot ? NULL : map_get(&scope->elements, e->string);
  return c ? enumeration_behind(lookup_written(c->type_name, scope)) : NULL;
}

/* ... or an iterator over Mode: what Integer() takes */
static bool is_enumeration_value(const Expr *e, const Instance *scope)
{
  for (int i = n_enumeration_iterators - 1; e->kind == EX_NAME && !e->subscripts.count && i >= 0; i--)
    if (!strcmp(enumeration_iterators[i], e->string))
      return true;
  return value_enumeration(e, scope) != NULL;
}

/* String(m, minimumLength = n, leftJustified = b) of a value of
   enumeration type (spec 4.9.5.2): its literal's name padded with blanks;
   a value known only at run time picks the name by its number, if m == 1
   then "rolling" elseif ...  NULL when an option is no literal (resolve.c
   reports it) or the value is no literal of type. */
Expr *enumeration_string(const ClassDef *type, Expr *value, const Expr *call)
{
  long width = 0;
  bool left = true;
  for (int i = 0; i < call->named_args.count; i++) {
    const Modification *m = call->named_args.items[i];
    double number;
    if (!strcmp(m->name, "minimumLength") && m->value && literal_number(m->value, &number) && number >= 0 &&
        number < 100)
      width = (long)number;
    else if (!strcmp(m->name, "leftJustified") && m->value && m->value->kind == EX_BOOLEAN)
      left = m->value->number != 0;
    else
      return NULL;
  }
  Expr *text = NULL;
  for (int i = type->base_modifications.count; i >= 1; i--) {
    if (value->kind == EX_NUMBER && value->number != i)
      continue;
    Expr *name = expr_new(EX_STRING, call->loc);
    name->string = xsprintf(left ? "%-*s" : "%*s", (int)width, ((Modification *)type->base_modifications.items[i - 1])->name);
    if (text && value->kind != EX_NUMBER) {
      Expr *pick = expr_new(EX_IF, call->loc);
      pick->a = expr_binary(OP_EQ, value, integer_expr(i, call->loc), call->loc);
      pick->b = name;
      pick->c = text;
      name = pick;
    }
    text = name;
  }
  return text;
}

/* String() of an enumeration value in the model: its text, else NULL */
static Expr *enumeration_text(const Expr *call, const Instance *scope)
{
  ClassDef *type = call->args.count == 1 ? value_enumeration(call->args.items[0], scope) : NULL;
  return type && type->base_modifications.count ? enumeration_string(type, rewrite(call->args.items[0], scope), call)
                                                : NULL;
}

/* The name of the enumeration a value written in scope has, "" when not an
   enumeration value, NULL when not known here (a name of another scope). */
static const char *enumeration_name(const Expr *e, const Instance *scope)
{
  if (e->kind != EX_NAME)
    return "";
  if (e->path.count || e->subscripts.count || !scope || !scope->cls)
    return NULL;
  const char *dot = strrchr(e->string, '.');
  if (dot && !map_get(&scope->elements, xsprintf("%.*s", (int)strcspn(e->string, "."), e->string))) {
    ClassDef *cls = lookup_class(xsprintf("%.*s", (int)(dot - e->string), e->string), scope->cls);
    return is_enumeration(cls) ? cls->name : NULL;
  }
  const Component *c = dot ? NULL : map_get(&scope->elements, e->string);
  if (!c)
    return NULL;
  ClassDef *type = is_builtin_type(c->type_name) ? NULL : enumeration_behind(lookup_class(c->type_name, scope->cls));
  return type ? type->name : "";
}

/* stateSelect = 3, or a value of another type: the attribute takes a value
   of the enumeration StateSelect (spec 4.9.7); both branches of an if. */
void check_state_select_value(const Expr *e, const Instance *scope)
{
  if (!e)
    return;
  if (e->kind == EX_IF) {
    check_state_select_value(e->b, scope);
    check_state_select_value(e->c, scope);
    return;
  }
  static Map reported;   /* once per place, not once per instance */
  const char *name = enumeration_name(e, scope);
  char *key = xsprintf("%p", (const void *)e);
  if (!name || !strcmp(name, "StateSelect") || map_get(&reported, key))
    return;
  map_put(&reported, key, key);
  diag_error(e->loc, "stateSelect takes a value of the enumeration StateSelect (never, avoid, default, prefer, "
             "always), not %s (spec 4.9.7)", *name ? xsprintf("a value of '%s'", name) : "this expression");
}

static void read_instance_constant(Expr *c, const Instance *scope);

static bool connect_if_condition(Ctx *ctx, const Expr *e, bool *value, int depth);

static bool is_unrolled_index(const Expr *e, const void *data)
{
  (void)data;
  long value;
  return unrolled_index(e, &value);
}

/* getInstanceName() (spec 3.7.4): the simulated model's name, then the
   path of the instance the call is written in, as a String literal.  The
   model's own name, without its package (Model.a.b, not Lib.Model.a.b), as
   the reference results of the MSL's noise examples were made with: the
   seeds drawn from that text decide their values. */
static Expr *instance_name(const Expr *e, const Instance *scope)
{
  Expr *s = expr_new(EX_STRING, e->loc);
  const char *prefix = scope && scope->prefix ? scope->prefix : "";
  const char *model = current_ctx->flat->name, *dot = strrchr(model, '.');
  size_t n = strlen(prefix);
  s->string = xsprintf("%s%s%.*s", dot ? dot + 1 : model, n ? "." : "", n ? (int)n - 1 : 0, prefix);
  return s;
}

/* world.gravityAcceleration(r): a function declared in the class of a
   component (outer ones too), or below it through classes (a.B.C.f, spec
   5.3.2); of a short definition f = g(u = p), g is
   called with the component's p for u unless the call gives u.  False when
   the name is not of that form. */
static bool component_function(Expr *c, const Expr *e, const Instance *scope)
{
  const char *dot = strchr(e->string, '.');
  if (!scope || !current_ctx)
    return false;
  const Instance *inst = scope;
  ClassDef *f = NULL;
  if (!dot) {   /* f(x) of a short definition f = g(u = p) in the class itself */
    f = scope->cls ? lookup_class(e->string, scope->cls) : NULL;
    if (!f || !f->base_type || !f->base_modifications.count)
      return false;
  } else {
    char *first = xsprintf("%.*s", (int)(dot - e->string), e->string);
    const Component *component = map_get(&scope->elements, first);
    if ((!component && !outer_name(scope, first)) || (component && (component->condition || component->dims.count)))
      return false;   /* not through an array or a conditional component (spec 5.3.2) */
    inst = map_get(&current_ctx->instances, rename_in(first, scope));
    f = inst ? classes_below(inst->cls, dot + 1) : NULL;
  }
  f = f ? replaced_class(inst, f) : NULL;
  if (f && dot && (f->is_operator || (f->parent && f->parent->is_operator))) {   /* or.'+'.add */
    diag_error(e->loc, "'%s' is an operator function: it is not found through a component (spec 5.3.2)", e->string);
    return true;
  }
  if (!f || strcmp(f->restriction, "function") != 0 || (dot && f->is_protected))
    return false;
  if (!f->base_type) {
    c->string = function_name(dot + 1, inst);
    return true;
  }
  Instance inside = { .prefix = "", .cls = f };
  c->string = function_name(f->base_type, &inside);
  for (int i = 0; i < f->base_modifications.count; i++) {
    const Modification *m = f->base_modifications.items[i];
    bool given = false;
    for (int k = 0; k < c->named_args.count; k++)
      given |= !strcmp(((Modification *)c->named_args.items[k])->name, m->name);
    if (given || !m->value)
      continue;
    Modification *bound = xmalloc(sizeof *bound);
    *bound = *m;
    bound->value = rewrite(m->value, inst);
    list_push(&c->named_args, bound);
  }
  return true;
}

/* An argument of a call of a function with a functional input that names a
   function (quadrature(0, 1, Parabola)): the function itself, as if written
   'function Parabola()' (spec 12.4.2.1) */
static const Expr *function_argument(const Expr *a, const Instance *scope)
{
  if (!a || a->kind != EX_NAME || a->subscripts.count || a->path.count || !scope || !scope->cls)
    return a;
  ClassDef *f = lookup_class(a->string, scope->cls);
  if (!f || strcmp(f->restriction, "function") != 0)
    return a;
  Expr *g = xmalloc(sizeof *g);
  *g = *a;
  g->kind = EX_FUNCTION;
  return g;
}

/* e, a call: a copy whose arguments naming functions are functions, when
   the function it calls has a functional input */
static const Expr *function_arguments_named(const Expr *e, const Instance *scope)
{
  if (e->kind != EX_CALL || e->string[0] == '=' || !scope || !scope->cls)
    return e;
  ClassDef *f = lookup_class(e->string, scope->cls);
  if (!f || strcmp(f->restriction, "function") != 0 || !has_function_input(f))
    return e;
  Expr *c = xmalloc(sizeof *c);
  *c = *e;
  c->args = (PtrList){ 0 };
  for (int i = 0; i < e->args.count; i++)
    list_push(&c->args, (Expr *)function_argument(e->args.items[i], scope));
  c->named_args = (PtrList){ 0 };
  for (int i = 0; i < e->named_args.count; i++) {
    Modification *m = xmalloc(sizeof *m);
    *m = *(Modification *)e->named_args.items[i];
    m->value = (Expr *)function_argument(m->value, scope);
    list_push(&c->named_args, m);
  }
  return c;
}

Expr *rewrite(const Expr *e, const Instance *scope)
{
  if (!e)
    return NULL;
  /* if i == 1 then x else b[i-1].h in a for-equation unrolled here: only the
     branch taken, as b[0].h names nothing */
  bool holds;
  if (e->kind == EX_IF && n_unrolled && expr_any(e->a, is_unrolled_index, NULL) &&
      connect_if_condition(current_ctx, rewrite(e->a, scope), &holds, 0))
    return rewrite(holds ? e->b : e->c, scope);
  long index;
  if (unrolled_index(e, &index) || enumeration_literal(e, scope, &index))
    return integer_expr(index, e->loc);
  if (e->kind == EX_CALL && !strcmp(e->string, "getInstanceName") && !e->args.count && !e->named_args.count)
    return instance_name(e, scope);
  if (e->kind == EX_CALL && !strcmp(e->string, "Integer") && e->args.count == 1 && !e->named_args.count &&
      is_enumeration_value(e->args.items[0], scope))
    return rewrite(e->args.items[0], scope);   /* Integer(Mode.flying): the number it already is */
  e = function_arguments_named(e, scope);
  Expr *text = e->kind == EX_CALL && !strcmp(e->string, "String") ? enumeration_text(e, scope) : NULL;
  if (text)
    return text;
  Expr *range = e->kind == EX_NAME && e->path.count ? path_range(e, scope) : NULL;
  if (range)
    return range;
  Expr *c = xmalloc(sizeof *c);
  *c = *e;
  if (e->path.count && !fold_path(c, e, scope))
    c->path = (PtrList){ 0 };
  if (e->kind == EX_NAME)
    c->string = rename_in(c->string, scope);
  else if ((e->kind == EX_CALL || e->kind == EX_FUNCTION) && e->string[0] != '=')
    c->string = function_name(e->string, scope);
  if (scope && *scope->prefix)
    c->printed_name = true;   /* event logs name b1.h < 0, not the source's h < 0 */
  int outside = n_shadowed;
  for (int i = 0; i < e->iterators.count && n_shadowed < (int)(sizeof shadowed / sizeof *shadowed); i++)
    shadowed[n_shadowed++] = ((Iterator *)e->iterators.items[i])->name;
  c->a = rewrite(e->a, scope);
  c->b = rewrite(e->b, scope);
  c->c = rewrite(e->c, scope);
  c->args = rewrite_list(&e->args, scope);
  c->subscripts = rewrite_list(&e->subscripts, scope);
  if (e->kind == EX_NAME)
    boolean_subscripts(c, e, scope);
  c->named_args = (PtrList){ 0 };
  for (int i = 0; i < e->named_args.count; i++) {
    Modification *m = xmalloc(sizeof *m);
    *m = *(Modification *)e->named_args.items[i];
    m->value = rewrite(m->value, scope);
    list_push(&c->named_args, m);
  }
  n_shadowed = outside;
  c->iterators = rewrite_iterators(&e->iterators, scope);
  if (c->kind == EX_CALL && e->string[0] != '=')
    component_function(c, e, scope);
  read_instance_constant(c, scope);
  if (c->kind == EX_CALL)
    apply_template(c);
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
      diag_error(q->loc, "connect() belongs in an equation section (also inside its for- and if-equations), not here");
    return NULL;
  }
  Equation *c = xmalloc(sizeof *c);
  *c = *q;
  c->lhs = rewrite(q->lhs, scope);
  c->rhs = rewrite(q->rhs, scope);
  c->branches = (PtrList){ 0 };
  int pushed = push_enumeration_iterators(q, scope);
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
  n_enumeration_iterators -= pushed;
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
  Expr *range = enumeration_range(it->range, scope);   /* for i in Mode: 1:3 */
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

/* Connections.root, potentialRoot or branch: they shape the connection
   graph as connect() does */
static bool is_graph_call(const Equation *q)
{
  if (q->kind != EQ_CALL || !q->lhs || q->lhs->kind != EX_CALL)
    return false;
  const char *name = q->lhs->string + (q->lhs->string[0] == '.');   /* .Connections.root: the same */
  return !strcmp(name, "Connections.root") || !strcmp(name, "Connections.potentialRoot") ||
         !strcmp(name, "Connections.branch");
}

static bool holds_connect(const PtrList *equations, int depth, bool graph)
{
  for (int i = 0; i < equations->count && depth < MAX_DEPTH; i++) {
    const Equation *q = equations->items[i];
    if (is_connect(q) || (graph && is_graph_call(q)))
      return true;
    for (int b = 0; q->kind != EQ_WHEN && b < q->branches.count; b++)
      if (holds_connect(&((Branch *)q->branches.items[b])->equations, depth + 1, graph))
        return true;
  }
  return false;
}

static bool connect_if_condition(Ctx *ctx, const Expr *e, bool *value, int depth);

/* use_reset, or n > 1 of Integers: a Boolean parameter or constant through
   its binding (it becomes structural), or a relation that eval_size knows */
static bool connect_if_operand(Ctx *ctx, const Expr *e, bool *value, int depth)
{
  long x, y;
  Component *p = e->kind == EX_NAME && !e->subscripts.count ? map_get(&ctx->components, e->string) : NULL;
  if (p && (p->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)) && !strcmp(p->type_name, "Boolean") &&
      p->binding && connect_if_condition(ctx, p->binding, value, depth + 1)) {
    p->structural = true;
    return true;
  }
  if (e->kind != EX_BINARY || e->op < OP_LT || e->op > OP_NE || !eval_size(ctx, e->a, &x, 0) ||
      !eval_size(ctx, e->b, &y, 0))
    return false;
  *value = e->op == OP_LT ? x < y : e->op == OP_LE ? x <= y : e->op == OP_GT ? x > y : e->op == OP_GE ? x >= y
         : e->op == OP_EQ ? x == y : x != y;
  return true;
}

/* The condition of an if-equation that holds connect(): a parameter
   expression known now (spec 8.3.3): the connection sets are fixed before
   the run */
static bool connect_if_condition(Ctx *ctx, const Expr *e, bool *value, int depth)
{
  bool a, b;
  if (!e || depth > MAX_DEPTH)
    return false;
  if (e->kind == EX_BOOLEAN) {
    *value = e->number != 0;
    return true;
  }
  if (e->kind == EX_UNARY && e->op == OP_NOT && connect_if_condition(ctx, e->a, &a, depth + 1)) {
    *value = !a;
    return true;
  }
  if (e->kind == EX_BINARY && (e->op == OP_AND || e->op == OP_OR)) {
    if (!connect_if_condition(ctx, e->a, &a, depth + 1) || !connect_if_condition(ctx, e->b, &b, depth + 1))
      return false;
    *value = e->op == OP_AND ? a && b : a || b;
    return true;
  }
  return connect_if_operand(ctx, e, value, depth);
}

/* if use_reset then connect(reset, r); else r = false; end if: the branch
   whose parameter condition holds is kept, its equations as if written
   without the if, the others dropped (spec 8.3.3) */
static void unfold_if(Ctx *ctx, const Equation *q, Instance *scope, bool connect_ok, PtrList *out)
{
  for (int i = 0; i < q->branches.count; i++) {
    const Branch *b = q->branches.items[i];
    bool holds = true;
    if (b->condition && !connect_if_condition(ctx, rewrite(b->condition, scope), &holds, 0)) {
      diag_error(b->condition->loc, "connect() inside an if-equation needs a condition of parameters and "
                 "constants known at compile time (spec 8.3.3)");
      return;
    }
    if (holds) {
      for (int k = 0; k < b->equations.count; k++)
        rewrite_into(ctx, b->equations.items[k], scope, connect_ok, out);
      return;
    }
  }
}

/* if fixed then Connections.root(a.R); else Connections.potentialRoot(a.R);
   end if: unfolded as for connect() when its conditions are known now */
static bool conditions_known(Ctx *ctx, const Equation *q, Instance *scope)
{
  bool holds;
  for (int i = 0; i < q->branches.count; i++) {
    const Branch *b = q->branches.items[i];
    if (b->condition && !connect_if_condition(ctx, rewrite(b->condition, scope), &holds, 0))
      return false;
  }
  return true;
}

static void rewrite_into(Ctx *ctx, const Equation *q, Instance *scope, bool connect_ok, PtrList *out)
{
  PtrList alone = { .count = 1, .items = (void **)&q };
  if (q->kind == EQ_IF && connect_ok && (holds_connect(&alone, 0, false) ||
      (holds_connect(&alone, 0, true) && conditions_known(ctx, q, scope)))) {
    unfold_if(ctx, q, scope, connect_ok, out);
    return;
  }
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

void append_equations(Ctx *ctx, ClassDef *cls, Instance *inst)
{
  ClassDef *written_in = ctx->written_in;
  ctx->written_in = cls;
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
  for (int i = 0; i < cls->initial_algorithms.count; i++) {
    PtrList *statements = xcalloc(1, sizeof *statements);
    *statements = rewrite_equations(ctx, cls->initial_algorithms.items[i], inst, false);
    list_push(&ctx->flat->initial_algorithms, statements);
  }
  ctx->written_in = written_in;
}

/* ---- types and sizes ---- */

/* The class a type name stands for, NULL for a built-in type; reports a
   class that is not found, with the places searched. */
bool find_type_class(const char *name, SrcLoc loc, ClassDef *scope, ClassDef **found)
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

static bool first_dimension(Ctx *ctx, const Expr *e, long *value, int depth);

/* size(x, k) of a variable declared before: its k-th dimension as declared,
   or for ':' what the binding has (lines[:, 2, 2] = {[0, 0; 1, 1], ...}) */
static bool eval_size_call(Ctx *ctx, const Expr *e, long *value, int depth)
{
  long k;
  const Expr *x = e->args.count == 2 ? e->args.items[0] : NULL;
  if (!x || x->kind != EX_NAME || x->subscripts.count || x->path.count ||
      !eval_size(ctx, e->args.items[1], &k, depth + 1))
    return false;
  Component *c = map_get(&ctx->components, x->string);
  if (!c || k < 1 || k > c->dims.count)
    return false;
  const Expr *d = c->dims.items[k - 1];
  if (d->kind != EX_COLON)
    return eval_size(ctx, d, value, depth + 1);
  return k == 1 && first_dimension(ctx, c->binding, value, depth + 1);
}

/* the first dimension of an array expression: of an array constructor, a
   matrix, a variable, zeros/ones/fill, or an operation with a scalar
   (a number or a variable declared without dimensions) */
static bool first_dimension(Ctx *ctx, const Expr *e, long *value, int depth)
{
  if (!e || depth > MAX_DEPTH)
    return false;
  switch (e->kind) {
  case EX_ARRAY:
    *value = e->args.count;
    return !e->iterators.count;
  case EX_MATRIX:
    *value = e->args.count;
    return true;
  case EX_NAME: {
    Component *c = e->subscripts.count || e->path.count ? NULL : map_get(&ctx->components, e->string);
    Expr one = { .kind = EX_NUMBER, .number = 1, .integer_literal = true };
    Expr call = { .kind = EX_CALL, .string = "size" };
    list_push(&call.args, (Expr *)e);
    list_push(&call.args, &one);
    bool found = c && c->dims.count && eval_size_call(ctx, &call, value, depth + 1);
    free(call.args.items);
    return found;
  }
  case EX_CALL:
    if ((expr_is_call(e, "zeros") || expr_is_call(e, "ones")) && e->args.count)
      return eval_size(ctx, e->args.items[0], value, depth + 1);
    return expr_is_call(e, "fill") && e->args.count > 1 && eval_size(ctx, e->args.items[1], value, depth + 1);
  case EX_UNARY:
    return first_dimension(ctx, e->a, value, depth + 1);
  case EX_BINARY: {
    const Expr *scalar = e->a, *array = e->b;
    if (e->b->kind == EX_NUMBER || (e->b->kind == EX_NAME && !first_dimension(ctx, e->b, value, depth + 1)))
      scalar = e->b, array = e->a;
    bool plain = scalar->kind == EX_NUMBER || scalar->kind == EX_NAME;
    return plain && !first_dimension(ctx, scalar, value, depth + 1) && first_dimension(ctx, array, value, depth + 1);
  }
  default:
    return false;
  }
}

/* an Integer dimension of an array of components, through parameter bindings */
bool eval_size(Ctx *ctx, const Expr *e, long *value, int depth)
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
  case EX_CALL:
    return expr_is_call(e, "size") && eval_size_call(ctx, e, value, depth);
  default:
    return false;
  }
}

/* ---- what a name reaches: outer elements, redeclared classes ---- */

Map replaced_classes;   /* "<instance>/<class>" -> the class redeclared for it in that instance */
Map redeclared_in;      /* "<class>" of a redeclaration -> the instance it was written in */
Map outer_components;
Map outer_targets;      /* "<instance>/name" -> the full name of the inner that outer `name` is */

/* the inner element that outer `name` of scope stands for, NULL if none */
static const char *outer_name(const Instance *scope, const char *name)
{
  return outer_targets.count ? map_get(&outer_targets, xsprintf("%p/%s", (const void *)scope, name)) : NULL;
}

/* The class a type stands for in inst: a replaceable class redeclared for
   inst or for an instance it is part of is the new class. */
ClassDef *replaced_class(const Instance *inst, ClassDef *type)
{
  for (const Instance *up = inst; up && type && replaced_classes.count; up = up->parent) {
    ClassDef *r = map_get(&replaced_classes, xsprintf("%p/%p", (const void *)up, (void *)type));
    if (r)
      return r;
  }
  return type;
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

/* ---- conditional components, connectors, connect() ---- */

/* The disabled component that name ("sys.damper.a.f") lies in, or NULL */
const Disabled *disabled_owner(const Ctx *ctx, const char *name)
{
  for (int i = 0; i < ctx->disabled.count; i++) {
    const Disabled *d = ctx->disabled.items[i];
    size_t n = strlen(d->name);
    if (!strncmp(name, d->name, n) && (!name[n] || name[n] == '.' || name[n] == '['))
      return d;
  }
  return NULL;
}

/* type T extends Real; end T;  (MSL's Icons.TypeReal): a type, or a
   connector (spec 7.1.3), whose one element is an extends clause is its
   base as a short class is */
const Extends *lone_extends(const ClassDef *t)
{
  if (t->base_type || t->extends.count != 1 || t->components.count ||
      (strcmp(t->restriction, "type") && strcmp(t->restriction, "connector")) ||
      t->equations.count || t->algorithms.count)
    return NULL;
  return t->extends.items[0];
}

/* connector RealInput = input Real: the prefix and the dimensions that
   short definitions give the components of their class (spec 4.5.1), along
   the chain of them, outermost first; each component takes them once.  A
   component of an ExternalObject is a parameter. */
void take_base_prefixes(Component *c, ClassDef *type)
{
  static Map taken;
  char *key = xsprintf("%p", (void *)c);
  if (map_get(&taken, key))
    return;
  map_put(&taken, key, c);
  for (int depth = 0; type && (type->base_type || lone_extends(type)) && depth < MAX_DEPTH; depth++) {
    int directed = PREFIX_INPUT | PREFIX_OUTPUT;
    if (type->external_object && !(c->prefixes & PREFIX_CONSTANT))
      c->prefixes |= PREFIX_PARAMETER;   /* constructed once, with the parameters (spec 12.9.7) */
    if ((c->prefixes & directed) && (type->base_prefixes & directed) && (c->prefixes & directed) != type->base_prefixes)
      diag_error(c->loc, "'%s' is declared %s, but its type '%s' makes it an %s", c->name,
                 c->prefixes & PREFIX_INPUT ? "input" : "output", type->name,
                 type->base_prefixes & PREFIX_INPUT ? "input" : "output");
    else
      c->prefixes |= type->base_prefixes;
    for (int i = 0; i < type->base_dims.count; i++)
      list_push(&c->dims, type->base_dims.items[i]);
    const char *base = type->base_type ? type->base_type : lone_extends(type)->name;
    type = is_builtin_type(base) ? NULL : lookup_class(base, type->parent);
  }
}

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

/* plug.pin[2] or bus.x with plug, bus a connector of the class itself: an
   outside connector, as plug is (spec 9.1.2) */
static bool in_own_connector(const Ctx *ctx, const char *name, const Instance *scope)
{
  size_t n = strlen(scope->prefix);
  if (strncmp(name, scope->prefix, n) != 0 || !strchr(name + n, '.'))
    return false;
  return map_get(&ctx->connectors, xsprintf("%.*s", (int)(n + strcspn(name + n, ".")), name)) != NULL;
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
  k->a_outside |= k->a && in_own_connector(ctx, k->a, scope);
  k->b_outside |= k->b && in_own_connector(ctx, k->b, scope);
  if (k->a && k->b && (disabled_owner(ctx, k->a) || disabled_owner(ctx, k->b)))
    return;   /* a connection to a disabled component is removed (spec 4.4.5) */
  if (k->a && k->b)
    list_push(&ctx->connections, k);
}

/* ---- a field of an array of components as an array (spec 10.6.4) ---- */

/* s.p.set with s.p an array of n components: {s.p[1].set, ..., s.p[n].set}
   (the empty array when n is 0), known only once every component is made */
/* s.inside.root.x with root an outer element of s.inside: the inner's x,
   s.root.x (the outer has no variables of its own); s.inside.T0, T0 an
   outer variable: the inner s.T0 */
static void outer_reference(Ctx *ctx, Expr *e)
{
  if (e->kind != EX_NAME || !outer_components.count || map_get(&ctx->components, e->string))
    return;
  const char *whole = map_get(&outer_components, e->string);
  if (whole) {
    e->string = xstrdup(whole);
    return;
  }
  for (const char *dot = strrchr(e->string, '.'); dot; ) {
    char *head = xsprintf("%.*s", (int)(dot - e->string), e->string);
    const char *inner = map_get(&outer_components, head);
    if (inner) {
      e->string = xsprintf("%s%s", inner, dot);
      return;
    }
    const char *before = NULL;
    for (const char *p = e->string; p < dot; p++)
      if (*p == '.')
        before = p;
    dot = before;
  }
}

static void component_array_field(Expr *e, void *data)
{
  Ctx *ctx = data;
  outer_reference(ctx, e);
  if (e->kind != EX_NAME || e->path.count || map_get(&ctx->components, e->string) ||
      map_get(&ctx->origins, e->string))
    return;
  for (const char *dot = strchr(e->string, '.'); dot; dot = strchr(dot + 1, '.')) {
    char *base = xsprintf("%.*s", (int)(dot - e->string), e->string);
    const Component *c = map_get(&ctx->origins, base);
    if (!c || c->dims.count != 1 || map_get(&ctx->components, base))
      continue;
    Expr *items = expr_new(EX_ARRAY, e->loc);
    for (long i = 1; map_get(&ctx->components, xsprintf("%s[%ld]%s", base, i, dot)); i++) {
      Expr *item = expr_new(EX_NAME, e->loc);
      item->string = xsprintf("%s[%ld]%s", base, i, dot);
      list_push(&items->args, item);
    }
    items->subscripts = e->subscripts;
    *e = *items;
    return;
  }
}

void component_array_fields(Ctx *ctx)
{
  class_walk(ctx->flat, component_array_field, ctx);
}
