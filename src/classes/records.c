/*
 * records.c - records as values (Modelica 3.6 sections 12.6 and 10.6.x):
 * after instantiation, before arrays, every record value becomes its scalar
 * fields.  Instantiation has already given a component of record type its
 * field variables (p.x, p.y) and told us which names are records; here a
 * record equation (p = q, p = Pos(1, 2), p = f(x)) becomes one equation per
 * field, a binding of a whole record one binding per field, a constructor
 * Pos(x = 1, y = 2) its field values (positional, named, defaults from the
 * record's declaration), and a function's record inputs and outputs its
 * fields as inputs and outputs of their own (input Pos p: p.x, p.y), so
 * that calls pass the fields and functions.c sees scalars only.
 */
#include <stdlib.h>
#include <string.h>

#include "classes/classes.h"

/* A field of a record class: what a constructor takes, in order. */
typedef struct Field {
  Component *decl;
  ClassDef *owner;          /* the record class that declares it */
  ClassDef *record;         /* the field is itself a record: its class */
  const char *primitive;    /* else Real, Integer, Boolean or String */
  Expr *default_value;      /* its binding or the extends modifier; may be NULL */
} Field;

/* A scalar (or array) at the end of a path of fields: "a.x" */
typedef struct Leaf {
  char *path;
  const Field *field;
} Leaf;

typedef struct RecordInfo {
  ClassDef *cls;
  PtrList fields;           /* Field, constants left out */
  PtrList leaves;           /* Leaf */
} RecordInfo;

/* The names that hold records where an expression is rewritten: the
   model's instances (from instantiate.c) or a function's components. */
typedef struct RecScope {
  Map names;                /* name -> ClassDef */
  ClassDef *cls;            /* lookups from here (a function); NULL: the model */
  Map arrays;               /* a function's arrays of records (input R c[:]): name -> ClassDef */
} RecScope;

/* A function's inputs and outputs as declared, before records are split. */
typedef struct Signature {
  ClassDef *cls;
  PtrList inputs, outputs;  /* Component */
  PtrList input_records, output_records;   /* ClassDef or NULL, per entry */
} Signature;

static RecScope model_scope;
static PtrList noted_bindings;   /* Binding */
static Map signatures;           /* function name -> Signature */
static Map infos;                /* "%p" of a record class -> RecordInfo */

typedef struct Binding {
  char *name;
  ClassDef *cls;
  Expr *value;
} Binding;

static bool is_builtin(const char *name)
{
  return !strcmp(name, "Real") || !strcmp(name, "Integer") || !strcmp(name, "Boolean") ||
         !strcmp(name, "String");
}

static bool is_record_class(const ClassDef *c)
{
  return c && c->restriction && !strcmp(c->restriction, "record");
}

void records_note_instance(const char *name, ClassDef *cls)
{
  map_put(&model_scope.names, name, cls);
}

void records_note_binding(const char *name, ClassDef *cls, Expr *value)
{
  Binding *b = xmalloc(sizeof *b);
  *b = (Binding){ (char *)name, cls, value };
  list_push(&noted_bindings, b);
}

/* ---- record classes: fields and leaves ---- */

/* Real, Integer, Boolean or String behind short type definitions; enumerations are
   Integers.  NULL for anything else. */
static const char *primitive_type(const char *name, ClassDef *scope)
{
  for (int depth = 0; depth < 64; depth++) {
    if (is_builtin(name))
      return name;
    ClassDef *t = lookup_class(name, scope);
    if (!t || !t->base_type)
      return NULL;
    if (!strcmp(t->base_type, "enumeration"))
      return "Integer";
    name = t->base_type;
    scope = t->parent;
  }
  return NULL;
}

static RecordInfo *record_info(ClassDef *cls);

static Expr *modifier_value(const PtrList *modifiers, const char *name)
{
  for (int i = 0; i < modifiers->count; i++) {
    const Modification *m = modifiers->items[i];
    if (!strcmp(m->name, name) && m->value)
      return m->value;
  }
  return NULL;
}

static void add_field(RecordInfo *info, ClassDef *owner, Component *c, const PtrList *modifiers)
{
  if (c->prefixes & (PREFIX_CONSTANT | PREFIX_PROTECTED))
    return;   /* not set by a constructor (spec 12.6.1) */
  for (int i = 0; i < info->fields.count; i++)
    if (!strcmp(((Field *)info->fields.items[i])->decl->name, c->name))
      return;   /* inherited twice */
  Field *f = xcalloc(1, sizeof *f);
  f->decl = c;
  f->owner = owner;
  ClassDef *type = is_builtin(c->type_name) ? NULL : lookup_class(c->type_name, owner);
  f->record = is_record_class(type) ? type : NULL;
  f->primitive = f->record ? NULL : primitive_type(c->type_name, owner);
  f->default_value = modifier_value(modifiers, c->name);
  if (!f->default_value)
    f->default_value = c->binding;
  if (!f->record && !f->primitive)
    diag_error(c->type_loc, "a field of a record is a Real, Integer, Boolean, enumeration or record here");
  list_push(&info->fields, f);
}

static PtrList joined_mods(const PtrList *outer, const PtrList *more)
{
  PtrList mods = { 0 };
  for (int i = 0; i < outer->count; i++)
    list_push(&mods, outer->items[i]);
  for (int i = 0; i < more->count; i++)
    list_push(&mods, more->items[i]);
  return mods;
}

/* bases first (extends, or the base of record B = A), then its own fields;
   outer modifiers (extends A(x = 1)) come first and win */
static void collect_fields(RecordInfo *info, ClassDef *cls, const PtrList *outer, int depth)
{
  if (depth > 64)
    return;
  if (cls->base_type) {
    ClassDef *base = lookup_class(cls->base_type, cls->parent);
    PtrList mods = joined_mods(outer, &cls->base_modifications);
    if (is_record_class(base))
      collect_fields(info, base, &mods, depth + 1);
  }
  for (int i = 0; i < cls->extends.count; i++) {
    Extends *x = cls->extends.items[i];
    ClassDef *base = lookup_class(x->name, cls);
    PtrList mods = joined_mods(outer, &x->modifications);
    if (base)
      collect_fields(info, base, &mods, depth + 1);
  }
  for (int i = 0; i < cls->components.count; i++)
    add_field(info, cls, cls->components.items[i], outer);
}

/* Records in records, as deep as components in components may be
   (instantiate.c): deeper is an error before the walks of fields, one
   level each, could exhaust the stack. */
enum { MAX_RECORD_NESTING = 200 };

static void collect_leaves(PtrList *leaves, RecordInfo *info, const char *prefix, int depth)
{
  for (int i = 0; i < info->fields.count; i++) {
    Field *f = info->fields.items[i];
    char *path = xsprintf("%s%s", prefix, f->decl->name);
    if (f->record && depth < MAX_RECORD_NESTING) {
      collect_leaves(leaves, record_info(f->record), xsprintf("%s.", path), depth + 1);
      continue;
    }
    Leaf *leaf = xmalloc(sizeof *leaf);
    *leaf = (Leaf){ path, f };
    list_push(leaves, leaf);
  }
}

static RecordInfo *record_info(ClassDef *cls)
{
  static int nesting;   /* record_info calls inside one another, through fields */
  char *key = xsprintf("%p", (void *)cls);
  RecordInfo *info = map_get(&infos, key);
  if (info)
    return info;
  info = xcalloc(1, sizeof *info);
  info->cls = cls;
  map_put(&infos, key, info);
  if (nesting >= MAX_RECORD_NESTING) {
    diag_error(cls->loc, "record '%s' is nested in records more than %d levels deep", cls->name, MAX_RECORD_NESTING);
    return info;
  }
  nesting++;
  PtrList none = { 0 };
  collect_fields(info, cls, &none, 0);
  collect_leaves(&info->leaves, info, "", 0);
  nesting--;
  return info;
}

static Field *field_named(RecordInfo *info, const char *name, int *index)
{
  for (int i = 0; i < info->fields.count; i++) {
    Field *f = info->fields.items[i];
    if (!strcmp(f->decl->name, name)) {
      if (index)
        *index = i;
      return f;
    }
  }
  return NULL;
}

/* Two records are compatible when they have the same fields (spec 6.4:
   type equivalence of records is by their components, not their names). */
static bool same_fields(ClassDef *a, ClassDef *b)
{
  if (a == b)
    return true;
  RecordInfo *x = record_info(a), *y = record_info(b);
  if (x->leaves.count != y->leaves.count)
    return false;
  for (int i = 0; i < x->leaves.count; i++) {
    Leaf *la = x->leaves.items[i], *lb = y->leaves.items[i];
    if (strcmp(la->path, lb->path) || (la->field->primitive && lb->field->primitive &&
                                      strcmp(la->field->primitive, lb->field->primitive)))
      return false;
  }
  return true;
}

/* Is `name` an element of the record (a field, or a constant or protected
   element that constructors leave out)? */
static bool record_has_element(ClassDef *cls, const char *name, int depth)
{
  if (!cls || depth > 64)
    return false;
  for (int i = 0; i < cls->components.count; i++)
    if (!strcmp(((Component *)cls->components.items[i])->name, name))
      return true;
  if (cls->base_type && record_has_element(lookup_class(cls->base_type, cls->parent), name, depth + 1))
    return true;
  for (int i = 0; i < cls->extends.count; i++)
    if (record_has_element(lookup_class(((Extends *)cls->extends.items[i])->name, cls), name, depth + 1))
      return true;
  return false;
}

/* ---- record values in expressions ---- */

static bool first_report(const void *what)
{
  static Map reported;
  char *key = xsprintf("%p", what);
  if (map_get(&reported, key))
    return false;
  map_put(&reported, key, key);
  return true;
}

/* p, or ps[2] with a literal subscript: the name of a record instance */
static char *name_key(const Expr *e)
{
  if (e->kind != EX_NAME || e->path.count)
    return NULL;
  char *key = e->string;
  for (int i = 0; i < e->subscripts.count; i++) {
    const Expr *s = e->subscripts.items[i];
    if (s->kind != EX_NUMBER || !s->integer_literal)
      return NULL;
    key = xsprintf("%s%s%ld", key, i ? "," : "[", (long)s->number);
  }
  return e->subscripts.count ? xsprintf("%s]", key) : key;
}

static Map made_constructors;   /* "%p" of a call made here -> its record class */
static Map split_calls;         /* "%p" of a call of one field of a record output */

/* Pos(...) of a record class Pos: the class; NULL for other calls */
static ClassDef *constructor_class(const Expr *call, const RecScope *s)
{
  ClassDef *made = map_get(&made_constructors, xsprintf("%p", (const void *)call));
  if (made || map_get(&signatures, call->string))
    return made;
  static Map cache;
  char *key = xsprintf("%p/%s", (void *)s->cls, call->string);
  ClassDef *c = map_get(&cache, key);
  if (!c) {
    c = lookup_class(call->string, s->cls);
    map_put(&cache, key, c ? c : (void *)&cache);
  }
  return c != (void *)&cache && is_record_class(c) ? c : NULL;
}

/* pre(p): a record whose fields are pre() of p's */
static bool is_pre_of_record(const Expr *e)
{
  return e->kind == EX_CALL && !strcmp(e->string, "pre") && e->args.count == 1 && !e->named_args.count &&
         ((Expr *)e->args.items[0])->kind == EX_NAME;
}

static ClassDef *record_of(const Expr *e, const RecScope *s)
{
  if (!e)
    return NULL;
  if (e->kind == EX_NAME && e->subscripts.count == 1 && !e->path.count && map_get(&s->arrays, e->string))
    return map_get(&s->arrays, e->string);   /* c[i] of a function's array of records */
  if (e->kind == EX_NAME) {
    char *key = name_key(e);
    return key ? map_get(&s->names, key) : NULL;
  }
  if (e->kind == EX_IF)
    return record_of(e->b, s);
  if (e->kind != EX_CALL || map_get(&split_calls, xsprintf("%p", (const void *)e)))
    return NULL;
  if (is_pre_of_record(e))
    return record_of(e->args.items[0], s);
  ClassDef *c = constructor_class(e, s);
  if (c)
    return c;
  Signature *sig = map_get(&signatures, e->string);
  return sig && e->output < sig->outputs.count ? sig->output_records.items[e->output] : NULL;
}

static Expr *expand_expr(const Expr *e, const RecScope *s);
static Expr *project(const Expr *e, const char *path, const RecScope *s);
static bool check_record_value(const Expr *e, ClassDef *want, const RecScope *s);

/* The value a constructor call gives field `name`: its argument, or the
   field's default with the other fields' values in place. */
static Expr *constructor_value(const Expr *call, RecordInfo *info, const char *name, const RecScope *s,
                               int depth);

static Expr *integer_literal(long value, SrcLoc loc)
{
  Expr *n = expr_new(EX_NUMBER, loc);
  n->number = (double)value;
  n->integer_literal = true;
  return n;
}

/* Mode.on in a field's default, Mode an enumeration seen from the record:
   its number, as instantiate.c numbers literals */
static bool enumeration_literal(const char *name, ClassDef *scope, long *value)
{
  const char *dot = strrchr(name, '.');
  ClassDef *type = dot ? lookup_class(xsprintf("%.*s", (int)(dot - name), name), scope) : NULL;
  if (!type || !type->base_type || strcmp(type->base_type, "enumeration") != 0)
    return false;
  for (int i = 0; i < type->base_modifications.count; i++)
    if (!strcmp(((Modification *)type->base_modifications.items[i])->name, dot + 1)) {
      *value = i + 1;
      return true;
    }
  return false;
}

static Expr *substitute_fields(const Expr *e, const Expr *call, RecordInfo *info, const RecScope *s, int depth)
{
  if (!e || depth > 32)
    return (Expr *)e;
  if (e->kind == EX_NAME && !e->path.count) {
    size_t n = strcspn(e->string, ".[");
    char *first = xsprintf("%.*s", (int)n, e->string);
    Field *f = field_named(info, first, NULL);
    long literal;
    if (!f && enumeration_literal(e->string, info->cls, &literal))
      return integer_literal(literal, e->loc);
    if (f && !e->subscripts.count) {
      Expr *value = constructor_value(call, info, first, s, depth + 1);
      if (value && e->string[n] == '.')
        return project(value, e->string + n + 1, s);
      if (value)
        return value;
    }
    return (Expr *)e;
  }
  Expr *c = xmalloc(sizeof *c);
  *c = *e;
  c->a = substitute_fields(e->a, call, info, s, depth);
  c->b = substitute_fields(e->b, call, info, s, depth);
  c->c = substitute_fields(e->c, call, info, s, depth);
  c->args = (PtrList){ 0 };
  for (int i = 0; i < e->args.count; i++)
    list_push(&c->args, substitute_fields(e->args.items[i], call, info, s, depth));
  ClassDef *record = e->kind == EX_CALL ? lookup_class(e->string, info->cls) : NULL;
  if (is_record_class(record))   /* One(1) in a default, One seen from the record, which may be nested */
    map_put(&made_constructors, xsprintf("%p", (void *)c), record);
  expr_note_depth(c);
  return c;
}

/* A record field with no default: the record's own defaults (Pos()) */
static Expr *empty_constructor(ClassDef *record, SrcLoc loc)
{
  Expr *call = expr_new(EX_CALL, loc);
  call->string = lookup_class_path(record);
  map_put(&made_constructors, xsprintf("%p", (void *)call), record);
  return call;
}

static Expr *constructor_value(const Expr *call, RecordInfo *info, const char *name, const RecScope *s,
                               int depth)
{
  int index = 0;
  Field *f = field_named(info, name, &index);
  if (!f)
    return NULL;
  if (index < call->args.count)
    return call->args.items[index];
  for (int i = 0; i < call->named_args.count; i++) {
    Modification *m = call->named_args.items[i];
    if (!strcmp(m->name, name))
      return m->value;
  }
  if (depth > 32) {
    if (first_report(call))
      diag_error(call->loc, "the defaults of the fields of '%s' refer to one another in a circle", info->cls->name);
    return NULL;
  }
  if (f->default_value)
    return substitute_fields(f->default_value, call, info, s, depth);
  if (!f->record)
    return NULL;
  Expr *inner = empty_constructor(f->record, call->loc);   /* Pos b(x = 5): Pos(x = 5) */
  for (int i = 0; i < f->decl->modifications.count; i++)
    list_push(&inner->named_args, f->decl->modifications.items[i]);
  return inner;
}

/* Each field of a constructor call given at most once, by position or by
   name, or by its default; record fields given records of their fields. */
static bool check_constructor(const Expr *call, ClassDef *cls, const RecScope *s)
{
  RecordInfo *info = record_info(cls);
  bool ok = true;
  if (call->args.count > info->fields.count) {
    diag_error(call->loc, "'%s' has %d field%s, but %d arguments were given", cls->name, info->fields.count,
               info->fields.count == 1 ? "" : "s", call->args.count);
    return false;
  }
  for (int i = 0; i < call->named_args.count; i++) {
    Modification *m = call->named_args.items[i];
    int index = 0;
    bool twice = false;
    for (int k = 0; k < i; k++)
      twice |= !strcmp(((Modification *)call->named_args.items[k])->name, m->name);
    if (!field_named(info, m->name, &index)) {
      diag_error(m->loc, "'%s' has no field '%s'%s", cls->name, m->name,
                 record_has_element(cls, m->name, 0) ? " that a constructor sets (it is constant or protected)" : "");
      ok = false;
    } else if (twice || index < call->args.count) {
      diag_error(m->loc, "field '%s' of '%s' is given twice", m->name, cls->name);
      ok = false;
    }
  }
  for (int i = 0; ok && i < info->fields.count; i++) {
    Field *f = info->fields.items[i];
    Expr *value = constructor_value(call, info, f->decl->name, s, 0);
    if (!value) {
      diag_error(call->loc, "'%s(...)' gives no value for field '%s', which has no default", cls->name, f->decl->name);
      diag_note(f->decl->loc, "'%s' is declared here", f->decl->name);
      ok = false;
    } else if (f->record && f->decl->dims.count) {
      diag_error(value->loc, "field '%s' of '%s' is an array of records: a constructor cannot set it yet",
                 f->decl->name, cls->name);
      ok = false;
    } else if (f->record) {
      ok = check_record_value(value, f->record, s);
    } else if (record_of(value, s)) {
      diag_error(value->loc, "field '%s' of '%s' is a %s, not a record", f->decl->name, cls->name, f->primitive);
      ok = false;
    }
  }
  return ok;
}

/* e is a record value with the fields of `want`; false after a diagnostic */
static bool check_record_value(const Expr *e, ClassDef *want, const RecScope *s)
{
  ClassDef *got = record_of(e, s);
  if (!got) {
    if (first_report(e))
      diag_error(e->loc, "a record '%s' is expected here, but this is not a record", want->name);
    return false;
  }
  if (!same_fields(got, want)) {
    if (first_report(e)) {
      diag_error(e->loc, "a record '%s' is expected here, but this is a '%s': their fields differ", want->name,
                 got->name);
      diag_note(want->loc, "'%s' is declared here", want->name);
      diag_note(got->loc, "'%s' is declared here", got->name);
    }
    return false;
  }
  if (e->kind == EX_IF)
    return check_record_value(e->b, want, s) && check_record_value(e->c, want, s);
  if (e->kind == EX_CALL && constructor_class(e, s))
    return !first_report(e) || check_constructor(e, got, s);
  return true;
}

static int leaf_index(ClassDef *cls, const char *path)
{
  RecordInfo *info = record_info(cls);
  for (int i = 0; i < info->leaves.count; i++)
    if (!strcmp(((Leaf *)info->leaves.items[i])->path, path))
      return i;
  return 0;
}

static Expr *expand_call(const Expr *call, const RecScope *s);

/* f(x) with a record output: the call of the field's own output, which
   counts the leaves of the outputs before it */
static Expr *output_field(const Expr *call, const char *path, const RecScope *s)
{
  Signature *sig = map_get(&signatures, call->string);
  int offset = 0;
  for (int k = 0; k < call->output; k++) {
    ClassDef *r = sig->output_records.items[k];
    offset += r ? record_info(r)->leaves.count : 1;
  }
  Expr *c = expand_call(call, s);
  if (c == call) {
    c = xmalloc(sizeof *c);
    *c = *call;
  }
  c->output = offset + leaf_index(sig->output_records.items[call->output], path);
  map_put(&split_calls, xsprintf("%p", (void *)c), c);
  return c;
}

/* The field at `path` (a leaf "a.x", or a record "a") of record value e,
   which check_record_value has accepted. */
static Expr *project(const Expr *e, const char *path, const RecScope *s)
{
  if (e->kind == EX_NAME && !e->path.count && map_get(&s->arrays, e->string)) {
    Expr *n = xmalloc(sizeof *n);   /* c[i] of input R c[:]: c.x[i], c whole: c.x */
    *n = *e;
    n->string = xsprintf("%s.%s", e->string, path);
    return n;
  }
  if (e->kind == EX_NAME) {
    Expr *n = expr_new(EX_NAME, e->loc);
    n->string = xsprintf("%s.%s", name_key(e), path);
    n->printed_name = e->printed_name;
    return n;
  }
  if (e->kind == EX_IF) {
    Expr *c = xmalloc(sizeof *c);
    *c = *e;
    c->a = expand_expr(e->a, s);
    c->b = project(e->b, path, s);
    c->c = project(e->c, path, s);
    expr_note_depth(c);
    return c;
  }
  if (is_pre_of_record(e)) {
    Expr *c = xmalloc(sizeof *c);
    *c = *e;
    c->args = (PtrList){ 0 };
    list_push(&c->args, project(e->args.items[0], path, s));
    expr_note_depth(c);
    return c;
  }
  ClassDef *cls = constructor_class(e, s);
  if (!cls)
    return output_field(e, path, s);
  size_t n = strcspn(path, ".");
  char *first = xsprintf("%.*s", (int)n, path);
  Expr *value = constructor_value(e, record_info(cls), first, s, 0);
  if (!value)
    return expr_new(EX_NUMBER, e->loc);   /* reported by check_constructor */
  return path[n] ? project(value, path + n + 1, s) : expand_expr(value, s);
}

/* p.z with p a record that has no z */
static void check_field_name(const Expr *e, const RecScope *s)
{
  const char *name = e->string;
  for (const char *dot = strchr(name, '.'); dot; dot = strchr(dot + 1, '.')) {
    ClassDef *cls = map_get(&s->names, xsprintf("%.*s", (int)(dot - name), name));
    if (!cls)
      continue;
    char *field = xsprintf("%.*s", (int)strcspn(dot + 1, ".["), dot + 1);
    if (!record_has_element(cls, field, 0)) {
      diag_error(e->loc, "'%.*s' is a record '%s', which has no field '%s'", (int)(dot - name), name, cls->name,
                 field);
      diag_note(cls->loc, "'%s' is declared here", cls->name);
      return;
    }
  }
}

static void report_record_as_number(const Expr *e, ClassDef *cls)
{
  if (!first_report(e))
    return;
  if (e->kind == EX_CALL && !map_get(&signatures, e->string))
    diag_error(e->loc, "the record constructor '%s(...)' stands where a number is expected", cls->name);
  else if (e->kind == EX_CALL)
    diag_error(e->loc, "'%s' returns a record '%s' here, where a number is expected (a record is equated or "
               "passed whole, or its fields are used)", e->string, cls->name);
  else
    diag_error(e->loc, "'%s' is a record '%s', where a number is expected (a record is equated or passed whole, "
               "or its fields are used: %s.%s)", name_key(e), cls->name, name_key(e),
               ((Leaf *)record_info(cls)->leaves.items[0])->path);
}

/* c of a function's input R c[:]: a whole array of records */
static bool whole_array(const Expr *e, const RecScope *s)
{
  return e->kind == EX_NAME && !e->subscripts.count && !e->path.count && map_get(&s->arrays, e->string);
}

/* Field `path` of each element of a, an argument for an input that is an
   array of records (d of the model's R d[2]: {d[1].x, d[2].x}; {p, q}:
   {p.x, q.x}; c of the function's own array: c.x); NULL after an error */
static Expr *array_field(const Expr *a, ClassDef *want, const char *path, const RecScope *s)
{
  if (whole_array(a, s))
    return project(a, path, s);
  Expr *list = expr_new(EX_ARRAY, a->loc);
  if (a->kind == EX_ARRAY && !a->iterators.count) {
    for (int k = 0; k < a->args.count; k++)
      list_push(&list->args, check_record_value(a->args.items[k], want, s) ? project(a->args.items[k], path, s)
                                                                            : a->args.items[k]);
  } else if (a->kind == EX_NAME && !a->subscripts.count && !a->path.count) {
    for (int k = 1; map_get(&s->names, xsprintf("%s[%d]", a->string, k)); k++) {
      Expr *n = expr_new(EX_NAME, a->loc);
      n->string = xsprintf("%s[%d].%s", a->string, k, path);
      list_push(&list->args, n);
    }
  }
  if (!list->args.count) {
    if (first_report(a))
      diag_error(a->loc, "an array of records '%s' is expected here", want->name);
    return NULL;
  }
  expr_note_depth(list);
  return list;
}

/* The arguments of a call of a function with record inputs: each record
   argument becomes the values of its fields, positional or named. */
static void expand_arguments(Expr *c, const Expr *call, const Signature *sig, const RecScope *s)
{
  c->args = (PtrList){ 0 };
  for (int i = 0; i < call->args.count; i++) {
    Expr *a = call->args.items[i];
    ClassDef *want = i < sig->inputs.count ? sig->input_records.items[i] : NULL;
    if (want && ((Component *)sig->inputs.items[i])->dims.count) {
      RecordInfo *array = record_info(want);
      for (int k = 0; k < array->leaves.count; k++) {
        Expr *field = array_field(a, want, ((Leaf *)array->leaves.items[k])->path, s);
        list_push(&c->args, field ? field : a);
      }
      continue;
    }
    RecordInfo *info = want && check_record_value(a, want, s) ? record_info(want) : NULL;
    for (int k = 0; info && k < info->leaves.count; k++)
      list_push(&c->args, project(a, ((Leaf *)info->leaves.items[k])->path, s));
    if (!info)
      list_push(&c->args, expand_expr(a, s));
  }
  c->named_args = (PtrList){ 0 };
  for (int i = 0; i < call->named_args.count; i++) {
    Modification *m = call->named_args.items[i];
    ClassDef *want = NULL;
    for (int k = 0; k < sig->inputs.count; k++)
      if (!strcmp(((Component *)sig->inputs.items[k])->name, m->name))
        want = sig->input_records.items[k];
    RecordInfo *info = want && check_record_value(m->value, want, s) ? record_info(want) : NULL;
    for (int k = 0; info && k < info->leaves.count; k++) {
      Modification *field = xmalloc(sizeof *field);
      *field = *m;
      field->name = xsprintf("%s.%s", m->name, ((Leaf *)info->leaves.items[k])->path);
      field->value = project(m->value, ((Leaf *)info->leaves.items[k])->path, s);
      list_push(&c->named_args, field);
    }
    if (!info) {
      Modification *same = xmalloc(sizeof *same);
      *same = *m;
      same->value = expand_expr(m->value, s);
      list_push(&c->named_args, same);
    }
  }
}

static bool has_record_inputs(const Signature *sig)
{
  for (int i = 0; sig && i < sig->input_records.count; i++)
    if (sig->input_records.items[i])
      return true;
  return false;
}

static PtrList expand_list(const PtrList *list, const RecScope *s, bool *changed)
{
  PtrList out = { 0 };
  for (int i = 0; i < list->count; i++) {
    Expr *e = list->items[i] ? expand_expr(list->items[i], s) : NULL;
    *changed |= e != list->items[i];
    list_push(&out, e);
  }
  return out;
}

/* a call with its arguments expanded: the call itself when nothing changed */
static Expr *expand_call(const Expr *call, const RecScope *s)
{
  Signature *sig = map_get(&signatures, call->string);
  Expr *c = xmalloc(sizeof *c);
  *c = *call;
  if (has_record_inputs(sig)) {
    expand_arguments(c, call, sig, s);
    expr_note_depth(c);
    return c;
  }
  bool changed = false;
  c->args = expand_list(&call->args, s, &changed);
  c->named_args = (PtrList){ 0 };
  for (int i = 0; i < call->named_args.count; i++) {
    Modification *m = call->named_args.items[i], *same = xmalloc(sizeof *same);
    *same = *m;
    same->value = expand_expr(m->value, s);
    changed |= same->value != m->value;
    list_push(&c->named_args, same);
  }
  if (!changed)
    return (Expr *)call;
  expr_note_depth(c);
  return c;
}

/* Integer(p.mode) of a record field of an enumeration type: the number
   it already is (as instantiate.c does for the model's own variables) */
static bool enumeration_field(const Expr *e, const RecScope *s)
{
  if (e->kind != EX_NAME || e->subscripts.count || e->path.count)
    return false;
  for (const char *dot = strchr(e->string, '.'); dot; dot = strchr(dot + 1, '.')) {
    ClassDef *cls = map_get(&s->names, xsprintf("%.*s", (int)(dot - e->string), e->string));
    RecordInfo *info = cls ? record_info(cls) : NULL;
    for (int i = 0; info && i < info->leaves.count; i++) {
      Leaf *leaf = info->leaves.items[i];
      if (!strcmp(leaf->path, dot + 1)) {
        ClassDef *type = lookup_class(leaf->field->decl->type_name, leaf->field->owner);
        return type && type->base_type && !strcmp(type->base_type, "enumeration");
      }
    }
  }
  return false;
}

static char *operator_function(ClassDef *f, const void *data);

/* '0'(i.re) of a connection set's flows (instantiate_connect.c): the field
   re of a call of the '0' of the operator record i (spec 9.2, 14.3) */
static Expr *record_zero_field(const Expr *e, const RecScope *s)
{
  const char *var = ((Expr *)e->args.items[0])->string;
  for (size_t n = strlen(var); n > 0; n--) {
    ClassDef *cls = var[n] == '.' ? map_get(&s->names, xsprintf("%.*s", (int)n, var)) : NULL;
    ClassDef *zero = cls ? operators_find(cls, "'0'") : NULL;
    if (zero) {
      Expr *call = expr_new(EX_CALL, e->loc);
      call->string = operator_function(zero, s);
      return output_field(call, var + n + 1, s);
    }
  }
  return expr_new(EX_NUMBER, e->loc);
}

/* An expression where a number (or a Boolean) is expected: records may
   appear only inside calls that take them. */
static Expr *expand_expr(const Expr *e, const RecScope *s)
{
  if (!e)
    return NULL;
  if (e->kind == EX_CALL && !strcmp(e->string, "'0'") && e->args.count == 1)
    return record_zero_field(e, s);
  ClassDef *cls = record_of(e, s);
  if (cls) {
    report_record_as_number(e, cls);
    return (Expr *)e;
  }
  if (e->kind == EX_NAME) {
    check_field_name(e, s);
    return (Expr *)e;
  }
  if (e->kind == EX_CALL && !strcmp(e->string, "Integer") && e->args.count == 1 &&
      enumeration_field(e->args.items[0], s))
    return e->args.items[0];
  if (e->kind == EX_CALL && !strcmp(e->string, "size") && e->args.count && whole_array(e->args.items[0], s)) {
    Expr *c = xmalloc(sizeof *c);   /* size(c, 1) of input R c[:]: that of its first field */
    *c = *e;
    c->args = (PtrList){ 0 };
    ClassDef *array = map_get(&s->arrays, ((Expr *)e->args.items[0])->string);
    list_push(&c->args, project(e->args.items[0], ((Leaf *)record_info(array)->leaves.items[0])->path, s));
    for (int i = 1; i < e->args.count; i++)
      list_push(&c->args, expand_expr(e->args.items[i], s));
    return c;
  }
  if (e->kind == EX_CALL)
    return map_get(&split_calls, xsprintf("%p", (const void *)e)) ? (Expr *)e : expand_call(e, s);
  Expr *c = xmalloc(sizeof *c);
  *c = *e;
  c->a = expand_expr(e->a, s);
  c->b = expand_expr(e->b, s);
  c->c = expand_expr(e->c, s);
  bool changed = c->a != e->a || c->b != e->b || c->c != e->c;
  c->args = expand_list(&e->args, s, &changed);
  if (!changed) {
    free(c->args.items);
    return (Expr *)e;
  }
  expr_note_depth(c);
  return c;
}

/* ---- equations and statements ---- */

static PtrList expand_equations(const PtrList *equations, const RecScope *s);

static Equation *equation_like(const Equation *q, Expr *lhs, Expr *rhs)
{
  Equation *c = xmalloc(sizeof *c);
  *c = *q;
  c->lhs = lhs;
  c->rhs = rhs;
  return c;
}

/* a := b of records as one assignment per field: a later field's value
   must not read a field assigned before it (p := Pos(p.y, p.x)) */
static bool reads_assigned(const PtrList *fields, const Equation *q)
{
  for (int i = 0; i < fields->count; i++)
    for (int k = i + 1; k < fields->count; k++) {
      const Equation *a = fields->items[i], *b = fields->items[k];
      if (expr_reads_name(b->rhs, a->lhs->string)) {
        diag_error(q->loc, "this record assignment reads '%s' after assigning it: not supported yet (assign "
                   "through another record)", a->lhs->string);
        return true;
      }
    }
  return false;
}

/* p = q, p = Pos(1, 2), p := r: one equation (statement) per field; p = f(x)
   with a record output: (p.x, p.y) = f(x), one call for all fields */
static void record_equation(const Equation *q, ClassDef *lhs, ClassDef *rhs, const RecScope *s, PtrList *out)
{
  ClassDef *cls = lhs ? lhs : rhs;
  const Expr *record = lhs ? q->lhs : q->rhs, *other = lhs ? q->rhs : q->lhs;
  if (!lhs || !rhs) {
    diag_error(other->loc, "'%s' is a record '%s', but the other side of this %s is not",
               diag_source_text(record->loc), cls->name, q->kind == EQ_ASSIGN ? "assignment" : "equation");
    return;
  }
  if (!check_record_value(q->lhs, cls, s) || !check_record_value(q->rhs, cls, s))
    return;
  RecordInfo *info = record_info(cls);
  if (q->rhs->kind == EX_CALL && !constructor_class(q->rhs, s) && !is_pre_of_record(q->rhs) &&
      q->lhs->kind == EX_NAME) {
    Expr *targets = expr_new(EX_TUPLE, q->lhs->loc);
    for (int k = 0; k < info->leaves.count; k++)
      list_push(&targets->args, project(q->lhs, ((Leaf *)info->leaves.items[k])->path, s));
    list_push(out, equation_like(q, targets, expand_call(q->rhs, s)));
    return;
  }
  PtrList fields = { 0 };
  for (int k = 0; k < info->leaves.count; k++) {
    const char *path = ((Leaf *)info->leaves.items[k])->path;
    list_push(&fields, equation_like(q, project(q->lhs, path, s), project(q->rhs, path, s)));
  }
  if (q->kind == EQ_ASSIGN && reads_assigned(&fields, q))
    return;
  for (int k = 0; k < fields.count; k++)
    list_push(out, fields.items[k]);
}

/* (p, e) = f(x) with record outputs: each record target its fields */
static void tuple_equation(const Equation *q, const RecScope *s, PtrList *out)
{
  Signature *sig = q->rhs && q->rhs->kind == EX_CALL ? map_get(&signatures, q->rhs->string) : NULL;
  Expr *targets = expr_new(EX_TUPLE, q->lhs->loc);
  for (int k = 0; k < q->lhs->args.count; k++) {
    Expr *target = q->lhs->args.items[k];
    ClassDef *cls = sig && k < sig->output_records.count ? sig->output_records.items[k] : NULL;
    RecordInfo *info = cls ? record_info(cls) : NULL;
    if (target && cls && !check_record_value(target, cls, s))
      return;
    for (int i = 0; info && i < info->leaves.count; i++)
      list_push(&targets->args, target ? project(target, ((Leaf *)info->leaves.items[i])->path, s) : NULL);
    if (!info)
      list_push(&targets->args, target ? expand_expr(target, s) : NULL);
  }
  list_push(out, equation_like(q, targets, sig ? expand_call(q->rhs, s) : expand_expr(q->rhs, s)));
}

/* ---- for-equations over arrays of records ---- */

static void expand_equation(const Equation *q, const RecScope *s, PtrList *out);

static Map flat_components;   /* the model's components by name, for ranges */

/* an Integer range bound: a literal, or a parameter or constant whose binding is one */
static bool integer_value(const Expr *e, long *value, int depth)
{
  long a, b;
  if (!e || depth > 64)
    return false;
  if (e->kind == EX_NUMBER && e->integer_literal) {
    *value = (long)e->number;
    return true;
  }
  if (e->kind == EX_NAME && !e->subscripts.count) {
    const Component *c = map_get(&flat_components, e->string);
    return c && (c->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)) && integer_value(c->binding, value, depth + 1);
  }
  if (e->kind != EX_BINARY || !integer_value(e->a, &a, depth + 1) || !integer_value(e->b, &b, depth + 1))
    return false;
  if (e->op == OP_ADD || e->op == OP_SUB || e->op == OP_MUL) {
    *value = e->op == OP_ADD ? a + b : e->op == OP_SUB ? a - b : a * b;
    return true;
  }
  return false;
}

/* ps[i] with ps an array of records (ps[1] is one) */
typedef struct ArrayScan {
  const RecScope *scope;
  bool found;
} ArrayScan;

static void note_record_array(Expr *e, void *data)
{
  ArrayScan *scan = data;
  if (e->kind == EX_NAME && e->subscripts.count == 1 && map_get(&scan->scope->names, xsprintf("%s[1]", e->string)))
    scan->found = true;
}

static bool reads_record_array(const Expr *e, const RecScope *s)
{
  ArrayScan scan = { s, false };
  if (e)
    expr_walk((Expr *)e, note_record_array, &scan, false);
  return scan.found;
}

static bool body_reads_record_array(const PtrList *equations, const RecScope *s)
{
  for (int i = 0; i < equations->count; i++) {
    const Equation *q = equations->items[i];
    if (reads_record_array(q->lhs, s) || reads_record_array(q->rhs, s))
      return true;
    for (int b = 0; b < q->branches.count; b++)
      if (body_reads_record_array(&((Branch *)q->branches.items[b])->equations, s))
        return true;
  }
  return false;
}

/* e with the for-index `name` replaced by its value */
static Expr *with_index(const Expr *e, const char *name, long value)
{
  if (!e)
    return NULL;
  if (e->kind == EX_NAME && !e->subscripts.count && !e->path.count && !strcmp(e->string, name))
    return integer_literal(value, e->loc);
  Expr *c = xmalloc(sizeof *c);
  *c = *e;
  c->a = with_index(e->a, name, value);
  c->b = with_index(e->b, name, value);
  c->c = with_index(e->c, name, value);
  c->args = (PtrList){ 0 };
  for (int i = 0; i < e->args.count; i++)
    list_push(&c->args, with_index(e->args.items[i], name, value));
  c->subscripts = (PtrList){ 0 };
  for (int i = 0; i < e->subscripts.count; i++)
    list_push(&c->subscripts, with_index(e->subscripts.items[i], name, value));
  c->named_args = (PtrList){ 0 };
  for (int i = 0; i < e->named_args.count; i++) {
    Modification *m = xmalloc(sizeof *m);
    *m = *(Modification *)e->named_args.items[i];
    m->value = with_index(m->value, name, value);
    list_push(&c->named_args, m);
  }
  return c;
}

static Equation *equation_with_index(const Equation *q, const char *name, long value)
{
  Equation *c = xmalloc(sizeof *c);
  *c = *q;
  c->lhs = with_index(q->lhs, name, value);
  c->rhs = with_index(q->rhs, name, value);
  c->branches = (PtrList){ 0 };
  for (int i = 0; i < q->branches.count; i++) {
    Branch *b = xmalloc(sizeof *b);
    *b = *(Branch *)q->branches.items[i];
    b->condition = with_index(b->condition, name, value);
    b->equations = (PtrList){ 0 };
    const PtrList *body = &((Branch *)q->branches.items[i])->equations;
    for (int k = 0; k < body->count; k++)
      list_push(&b->equations, equation_with_index(body->items[k], name, value));
    list_push(&c->branches, b);
  }
  return c;
}

/* for i in a:b loop ps[i] = Pos(i, 0); end for: one copy of the body per
   index, so that each ps[k] is a record value; false when q is no such loop */
static bool unroll_record_loop(const Equation *q, const RecScope *s, PtrList *out)
{
  if (q->kind != EQ_FOR || q->iterators.count != 1 || q->branches.count != 1 ||
      !body_reads_record_array(&((Branch *)q->branches.items[0])->equations, s))
    return false;
  const Iterator *it = q->iterators.items[0];
  const Expr *r = it->range;
  long first, last, step = 1;
  if (!r || r->kind != EX_RANGE || !integer_value(r->a, &first, 0) || !integer_value(r->c, &last, 0) ||
      (r->b && (!integer_value(r->b, &step, 0) || step == 0))) {
    diag_error(r ? r->loc : it->loc, "a for-equation over an array of records needs a range of Integers known at "
               "compile time (literals, parameters with such values)");
    return true;
  }
  const PtrList *body = &((Branch *)q->branches.items[0])->equations;
  for (long v = first; step > 0 ? v <= last : v >= last; v += step)
    for (int k = 0; k < body->count; k++)
      expand_equation(equation_with_index(body->items[k], it->name, v), s, out);
  return true;
}

static void expand_equation(const Equation *q, const RecScope *s, PtrList *out)
{
  if (unroll_record_loop(q, s, out))
    return;
  bool simple = q->kind == EQ_SIMPLE || q->kind == EQ_ASSIGN;
  if (simple && q->lhs && q->lhs->kind == EX_TUPLE) {
    tuple_equation(q, s, out);
    return;
  }
  ClassDef *lhs = simple ? record_of(q->lhs, s) : NULL, *rhs = simple ? record_of(q->rhs, s) : NULL;
  if (lhs || rhs) {
    record_equation(q, lhs, rhs, s, out);
    return;
  }
  Equation *c = equation_like(q, expand_expr(q->lhs, s), expand_expr(q->rhs, s));
  c->iterators = (PtrList){ 0 };
  for (int i = 0; i < q->iterators.count; i++) {   /* for i in 1:size(c, 1) of an array of records c */
    Iterator *it = xmalloc(sizeof *it);
    *it = *(Iterator *)q->iterators.items[i];
    it->range = expand_expr(it->range, s);
    list_push(&c->iterators, it);
  }
  c->branches = (PtrList){ 0 };
  for (int i = 0; i < q->branches.count; i++) {
    Branch *b = xmalloc(sizeof *b);
    *b = *(Branch *)q->branches.items[i];
    b->condition = expand_expr(b->condition, s);
    b->equations = expand_equations(&b->equations, s);
    list_push(&c->branches, b);
  }
  list_push(out, c);
}

static PtrList expand_equations(const PtrList *equations, const RecScope *s)
{
  PtrList out = { 0 };
  for (int i = 0; i < equations->count; i++)
    expand_equation(equations->items[i], s, &out);
  return out;
}

static void expand_sections(PtrList *sections, const RecScope *s)
{
  PtrList out = { 0 };
  for (int i = 0; i < sections->count; i++) {
    PtrList *statements = xmalloc(sizeof *statements);
    *statements = expand_equations(sections->items[i], s);
    list_push(&out, statements);
  }
  *sections = out;
}

/* ---- functions: record inputs, outputs and variables split into fields ---- */

static ClassDef *component_record(const Component *c, ClassDef *scope)
{
  if (is_builtin(c->type_name) || !strcmp(c->type_name, "String"))
    return NULL;
  ClassDef *t = lookup_class(c->type_name, scope);
  return is_record_class(t) ? t : NULL;
}

static bool is_function(const ClassDef *c)
{
  return c->restriction && !strcmp(c->restriction, "function") && !c->base_type;
}

static void note_signature(ClassDef *fn)
{
  if (map_get(&signatures, fn->name))
    return;
  Signature *sig = xcalloc(1, sizeof *sig);
  sig->cls = fn;
  for (int i = 0; i < fn->components.count; i++) {
    Component *c = fn->components.items[i];
    if (c->prefixes & PREFIX_INPUT) {
      list_push(&sig->inputs, c);
      list_push(&sig->input_records, component_record(c, fn));
    } else if (c->prefixes & PREFIX_OUTPUT) {
      list_push(&sig->outputs, c);
      list_push(&sig->output_records, component_record(c, fn));
    }
  }
  map_put(&signatures, fn->name, sig);
}

static void note_names(Map *names, const char *name, ClassDef *cls, int depth)
{
  map_put(names, name, cls);
  RecordInfo *info = record_info(cls);
  for (int i = 0; depth < 64 && i < info->fields.count; i++) {
    Field *f = info->fields.items[i];
    if (f->record)
      note_names(names, xsprintf("%s.%s", name, f->decl->name), f->record, depth + 1);
  }
}

/* the value a modification of c gives the leaf at path: output Complex
   y(re = a) gives y.re the value a, output R y(p(x = a)) y.p.x */
static Expr *modified_leaf(const PtrList *modifications, const char *path, int depth)
{
  for (int i = 0; depth < 64 && i < modifications->count; i++) {
    const Modification *m = modifications->items[i];
    size_t n = strlen(m->name);
    if (!strcmp(m->name, path) && m->value)
      return m->value;
    Expr *inner = !strncmp(m->name, path, n) && path[n] == '.' ? modified_leaf(&m->nested, path + n + 1, depth + 1)
                  : NULL;
    if (inner)
      return inner;
  }
  return NULL;
}

/* input Pos p = Pos(1, 2): input Real p.x = 1, input Real p.y = 2 */
static void split_component(Component *c, ClassDef *cls, const RecScope *s, PtrList *out)
{
  RecordInfo *info = record_info(cls);
  bool value = c->binding && !c->dims.count && check_record_value(c->binding, cls, s);
  for (int k = 0; k < info->leaves.count; k++) {
    Leaf *leaf = info->leaves.items[k];
    Component *v = xcalloc(1, sizeof *v);
    v->name = xsprintf("%s.%s", c->name, leaf->path);
    v->loc = c->loc;
    v->prefixes = c->prefixes;
    v->type_name = (char *)(leaf->field->primitive ? leaf->field->primitive : "Real");
    v->type_loc = c->type_loc;
    v->dims = (PtrList){ 0 };   /* input R c[n]: c.x[n], and the field's own dimensions after */
    for (int d = 0; d < c->dims.count; d++)
      list_push(&v->dims, expand_expr(c->dims.items[d], s));
    for (int d = 0; d < leaf->field->decl->dims.count; d++)
      list_push(&v->dims, leaf->field->decl->dims.items[d]);
    v->binding = value ? project(c->binding, leaf->path, s) : expand_expr(modified_leaf(&c->modifications,
                                                                                         leaf->path, 0), s);
    list_push(out, v);
  }
}

static void rewrite_operators(ClassDef *cls, const RecScope *s);

static void split_function(ClassDef *fn)
{
  RecScope s = { { 0 }, fn, { 0 } };
  for (int i = 0; i < fn->components.count; i++) {
    Component *c = fn->components.items[i];
    ClassDef *cls = component_record(c, fn);
    if (cls && c->dims.count)
      map_put(&s.arrays, c->name, cls);
    else if (cls)
      note_names(&s.names, c->name, cls, 0);
  }
  rewrite_operators(fn, &s);
  PtrList components = { 0 };
  for (int i = 0; i < fn->components.count; i++) {
    Component *c = fn->components.items[i];
    ClassDef *cls = component_record(c, fn);
    if (cls) {
      split_component(c, cls, &s, &components);
      continue;
    }
    Component *same = xmalloc(sizeof *same);
    *same = *c;
    same->binding = expand_expr(c->binding, &s);
    list_push(&components, same);
  }
  fn->components = components;
  expand_sections(&fn->algorithms, &s);
}

/* ---- operator records: their operations as calls (operators.c) ---- */

static ClassDef *flat_class;
static PtrList functions_found;   /* ClassDef: the functions of the flat class, noted */
static int classes_noted;         /* of flat_class->classes */

static void note_functions(const PtrList *classes, PtrList *found, int from);

static ClassDef *operand_record(const Expr *e, const void *data)
{
  return record_of(e, data);
}

/* e a vector of records: a function's input R c[:], the model's R d[2], {p, q} */
static ClassDef *operand_array(const Expr *e, const void *data)
{
  const RecScope *s = data;
  if (whole_array(e, s))
    return map_get(&s->arrays, e->string);
  if (e->kind == EX_NAME && !e->subscripts.count && !e->path.count)
    return map_get(&s->names, xsprintf("%s[1]", e->string));
  return e->kind == EX_ARRAY && !e->iterators.count && e->args.count ? record_of(e->args.items[0], s) : NULL;
}

/* the declared type of variable `name` (its part before '[' or '.') */
static const char *variable_type(const char *name, const void *data)
{
  const RecScope *s = data;
  const Component *c = s->cls ? NULL : map_get(&flat_components, name);
  char *first = xsprintf("%.*s", (int)strcspn(name, "[."), name);
  for (int i = 0; s->cls && !c && i < s->cls->components.count; i++)
    if (!strcmp(((Component *)s->cls->components.items[i])->name, first))
      c = s->cls->components.items[i];
  return c ? c->type_name : NULL;
}

/* f copied into the flat class under its full name, its signature noted
   with those of the functions it calls */
static char *operator_function(ClassDef *f, const void *data)
{
  (void)data;
  char *name = class_function_name(f->parent, f->name);
  note_functions(&flat_class->classes, &functions_found, classes_noted);
  classes_noted = flat_class->classes.count;
  return name;
}

static void rewrite_operators(ClassDef *cls, const RecScope *s)
{
  OperandScope scope = { operand_record, operand_array, variable_type, operator_function, s, s->cls };
  class_walk(cls, operators_visit, &scope);
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    for (int k = 0; k < c->modifications.count; k++)
      expr_walk(((Modification *)c->modifications.items[k])->value, operators_visit, &scope, false);
  }
  for (int i = 0; !s->cls && i < noted_bindings.count; i++)
    expr_walk(((Binding *)noted_bindings.items[i])->value, operators_visit, &scope, false);
}

/* ---- the model ---- */

static void note_functions(const PtrList *classes, PtrList *found, int from)
{
  for (int i = from; i < classes->count; i++) {
    ClassDef *c = classes->items[i];
    if (is_function(c) && !list_contains(found, c)) {
      list_push(found, c);
      function_type_dimensions(c);
      note_signature(c);
    }
  }
}

static bool uses_records(const PtrList *functions)
{
  if (model_scope.names.count || noted_bindings.count)
    return true;
  for (int i = 0; i < functions->count; i++) {
    Signature *sig = map_get(&signatures, ((ClassDef *)functions->items[i])->name);
    for (int k = 0; k < sig->cls->components.count; k++)
      if (component_record(sig->cls->components.items[k], sig->cls))
        return true;
  }
  return false;
}

/* Is the field at path given by the value itself, not by a default of its
   record class?  The instance's own binding of a defaulted field is already
   in place, its names resolved in the record's scope by instantiate.c. */
static bool leaf_given(const Expr *e, const char *path, const RecScope *s)
{
  ClassDef *cls = e->kind == EX_CALL ? constructor_class(e, s) : NULL;
  if (!cls)
    return true;
  RecordInfo *info = record_info(cls);
  size_t n = strcspn(path, ".");
  char *first = xsprintf("%.*s", (int)n, path);
  int index = 0;
  if (!field_named(info, first, &index))
    return true;
  const Expr *value = index < e->args.count ? e->args.items[index] : NULL;
  for (int i = 0; !value && i < e->named_args.count; i++)
    if (!strcmp(((Modification *)e->named_args.items[i])->name, first))
      value = ((Modification *)e->named_args.items[i])->value;
  return value != NULL;   /* Outer(Test(z = 5)): all of t from Test(z = 5), its defaults included */
}

/* Pos p = Pos(1, 2): each field's binding, over the record's own defaults.
   A record's binding is noted before those of its record fields (One a =
   One(1) declared in Test), which it overrides: innermost first. */
static void split_bindings(void)
{
  for (int i = noted_bindings.count - 1; i >= 0; i--) {
    Binding *b = noted_bindings.items[i];
    if (!check_record_value(b->value, b->cls, &model_scope))
      continue;
    RecordInfo *info = record_info(b->cls);
    for (int k = 0; k < info->leaves.count; k++) {
      const char *path = ((Leaf *)info->leaves.items[k])->path;
      Component *field = map_get(&flat_components, xsprintf("%s.%s", b->name, path));
      if (field && (leaf_given(b->value, path, &model_scope) || !field->binding))
        field->binding = project(b->value, path, &model_scope);
    }
  }
}

static void expand_components(ClassDef *flat)
{
  for (int i = 0; i < flat->components.count; i++) {
    Component *c = flat->components.items[i];
    c->binding = expand_expr(c->binding, &model_scope);
    for (int k = 0; k < c->modifications.count; k++) {
      Modification *m = c->modifications.items[k];
      m->value = expand_expr(m->value, &model_scope);
    }
  }
}

void records_expand(Program *program, const char *flat_name)
{
  ClassDef *flat = NULL;
  for (int i = 0; i < program->classes.count; i++)
    if (!strcmp(((ClassDef *)program->classes.items[i])->name, flat_name))
      flat = program->classes.items[i];
  if (!flat)
    return;
  PtrList *functions = &functions_found;
  note_functions(&flat->classes, functions, 0);
  note_functions(&program->classes, functions, 0);
  if (!uses_records(functions))
    return;
  for (int i = 0; i < flat->components.count; i++)
    map_put(&flat_components, ((Component *)flat->components.items[i])->name, flat->components.items[i]);
  flat_class = flat;
  classes_noted = flat->classes.count;
  rewrite_operators(flat, &model_scope);
  split_bindings();
  expand_components(flat);
  flat->equations = expand_equations(&flat->equations, &model_scope);
  flat->initial_equations = expand_equations(&flat->initial_equations, &model_scope);
  expand_sections(&flat->algorithms, &model_scope);
  expand_sections(&flat->initial_algorithms, &model_scope);
  for (int i = 0; i < functions->count; i++)   /* the operator functions a body calls join the list */
    split_function(functions->items[i]);
}
