/*
 * lookup.c - class names to classes (Modelica 3.6 chapter 5), for
 * instantiate.c: the first part of a name is looked up in the enclosing
 * classes from the innermost out (their local classes, then their imports),
 * stopping at an encapsulated class, then among the file's classes; the rest
 * of the name goes down through local classes.  A package directory of a
 * library holds more classes than its package.mo declares: asked for one
 * of them, library.c reads its file then.  It reports nothing: the
 * caller, which knows what was wanted, says what was not found and where
 * it was looked for.
 */
#include <stdlib.h>
#include <string.h>

#include "classes/classes.h"

static Program *lookup_program;
static Map class_index;   /* "<scope address>/name" -> the local class */
static Map loaded;        /* "<address>" -> a top-level class a library brought */
static Map used;          /* "<address>" -> a class of a library already reached */
static void (*on_use)(ClassDef *cls);

/* A class of a library gets the checks and the treatment the file's
   classes got when a look-up first reaches it, before anyone reads it
   (loading.c); look-up is below the stages that do them, so the driver
   hands that in. */
void lookup_on_use(void (*treat)(ClassDef *cls))
{
  on_use = treat;
}

void lookup_set_program(Program *program)
{
  lookup_program = program;
}

static void link_parents(PtrList *classes, ClassDef *parent);

static void link_class(PtrList *classes, ClassDef *c, ClassDef *parent)
{
  c->parent = parent;
  char *key = xsprintf("%p/%s", (void *)classes, c->name ? c->name : "");
  if (!map_get(&class_index, key))   /* the first of two of one name */
    map_put(&class_index, key, c);
  link_parents(&c->classes, c);
}

static void link_parents(PtrList *classes, ClassDef *parent)
{
  for (int i = 0; i < classes->count; i++)
    link_class(classes, classes->items[i], parent);
}

void lookup_link_parents(Program *program)
{
  link_parents(&program->classes, NULL);
}

static ClassDef *local_class(const PtrList *classes, const char *name, size_t n)
{
  if (!classes->count)
    return NULL;
  char *key = xsprintf("%p/%.*s", (void *)classes, (int)n, name);
  ClassDef *c = map_get(&class_index, key);
  free(key);
  return c;
}

/* the local class name (n characters) of cls; of a package directory, the
   file that holds it is read now */
static ClassDef *member(ClassDef *cls, const char *name, size_t n)
{
  ClassDef *c = local_class(&cls->classes, name, n);
  if (!c && (c = library_load_member(cls, name, n)))
    link_class(&cls->classes, c, cls);
  return c;
}

static ClassDef *inherited_member(ClassDef *cls, const char *name, size_t n);

/* down a dotted path from a class: "B.C" inside cls, each part a local
   class of the one before or one it inherits (spec 5.3.2) */
static ClassDef *descend(ClassDef *cls, const char *rest)
{
  while (cls && *rest) {
    const char *dot = strchr(rest, '.');
    size_t n = dot ? (size_t)(dot - rest) : strlen(rest);
    ClassDef *next = member(cls, rest, n);
    cls = next ? next : inherited_member(cls, rest, n);
    rest = dot ? dot + 1 : rest + n;
  }
  return cls;
}

/* The predefined enumeration StateSelect (spec 4.9.7), found where the
   file and the libraries have no class of its name; not one of the
   program's classes, so a file that only uses it stays as it was. */
static ClassDef *predefined_class(const char *name, size_t n)
{
  static ClassDef *state_select;
  if (n != 11 || strncmp(name, "StateSelect", n) != 0)
    return NULL;
  if (!state_select) {
    static char text[] = "type StateSelect = enumeration(never, avoid, default, prefer, always);\n";
    Program *predefined = parse_library_text("<predefined>", text);
    state_select = predefined->classes.count ? predefined->classes.items[0] : NULL;
  }
  return state_select;
}

/* a class of the file, else of a library on disk (library.c), else a
   predefined one */
static ClassDef *top_class(const char *name, size_t n)
{
  ClassDef *c = local_class(&lookup_program->classes, name, n);
  if (c)
    return c;
  c = library_load(xsprintf("%.*s", (int)n, name));
  if (c) {
    list_push(&lookup_program->classes, c);
    link_class(&lookup_program->classes, c, NULL);
    map_put(&loaded, xsprintf("%p", (void *)c), c);
  }
  return c ? c : predefined_class(name, n);
}

bool lookup_from_library(const ClassDef *cls)
{
  return map_get(&loaded, xsprintf("%p", (const void *)cls)) != NULL;
}

static bool is_package(const ClassDef *cls)
{
  return cls->restriction && !strcmp(cls->restriction, "package");
}

/* A class of a library that a look-up reaches for the first time gets the
   checks the file's classes got, the packages around it first: the rules
   hold whichever route brought a class in, and only for what is used.  A
   package is treated alone (each of its classes when it is reached in
   turn), any other class with the classes nested in it. */
static ClassDef *reached(ClassDef *cls)
{
  const ClassDef *top = cls;
  while (top && top->parent)
    top = top->parent;
  char *key = cls && on_use ? xsprintf("%p", (void *)cls) : NULL;
  if (!key || map_get(&used, key) || !lookup_from_library(top))
    return cls;
  map_put(&used, key, cls);
  if (cls->parent) {
    reached(cls->parent);
    if (!is_package(cls->parent))
      return cls;   /* treated with the class around it */
  }
  on_use(cls);
  return cls;
}

ClassDef *lookup_full_name(const char *name)
{
  const char *dot = strchr(name, '.');
  size_t n = dot ? (size_t)(dot - name) : strlen(name);
  ClassDef *top = top_class(name, n);
  return reached(top && dot ? descend(top, dot + 1) : top);
}

ClassDef *lookup_member(ClassDef *cls, const char *name)
{
  return reached(member(cls, name, strlen(name)));
}

/* A name that two unqualified imports both provide is an error (spec
   5.3.4); it is reported here, once per pair, because only here is it seen. */
void lookup_report_ambiguous(const Import *first, const Import *second, const char *name, size_t n)
{
  static Map reported;
  char *key = xsprintf("%p/%p/%.*s", (const void *)first, (const void *)second, (int)n, name);
  if (map_get(&reported, key))
    return;
  map_put(&reported, key, key);
  diag_error(second->loc, "'%.*s' is found by two unqualified imports, '%s.*' and '%s.*'",
             (int)n, name, first->name, second->name);
  diag_note(first->loc, "the other import is here");
}

/* an import of scope that makes first (n characters) known: a qualified or
   renaming import before the unqualified ones (import A.B.*) */
static ClassDef *imported(const ClassDef *scope, const char *first, size_t n)
{
  for (int i = 0; i < scope->imports.count; i++) {
    const Import *m = scope->imports.items[i];
    if (m->alias && strlen(m->alias) == n && !strncmp(m->alias, first, n))
      return lookup_full_name(m->name);
  }
  ClassDef *found = NULL;
  const Import *by = NULL;
  for (int i = 0; i < scope->imports.count; i++) {
    const Import *m = scope->imports.items[i];
    ClassDef *package = m->alias ? NULL : lookup_full_name(m->name);
    ClassDef *c = package ? member(package, first, n) : NULL;
    if (c && found && c != found)
      lookup_report_ambiguous(by, m, first, n);
    else if (c && !found) {
      found = c;
      by = m;
    }
  }
  return found;
}

ClassDef *lookup_within(const ClassDef *scope)
{
  const ClassDef *top = scope;
  for (; top && top->parent; top = top->parent)
    if (top->encapsulated)
      return NULL;
  if (!top || top->encapsulated || lookup_from_library(top) || !lookup_program->within ||
      !*lookup_program->within)
    return NULL;
  ClassDef *package = lookup_full_name(lookup_program->within);
  return package != top ? package : NULL;
}

static ClassDef *inherited_class_of(ClassDef *s, const char *name, size_t n);

/* name (its first n characters) among the classes (own and inherited) and
   imports of scope and the classes around it, up to an encapsulated one */
static ClassDef *enclosing_class(const char *name, size_t n, ClassDef *scope)
{
  for (ClassDef *s = scope; s; s = s->parent) {
    ClassDef *found = member(s, name, n);
    if (!found)
      found = imported(s, name, n);
    if (!found)
      found = inherited_class_of(s, name, n);
    if (found || s->encapsulated)
      return found;
  }
  return NULL;
}

/* package P2 = P(redeclare model A = B), extends P(redeclare model A = B):
   the class that a modification of the base puts in place of A */
static ClassDef *redeclared_by(const PtrList *modifications, const char *name, ClassDef *written_in)
{
  for (int i = 0; i < modifications->count; i++) {
    const Modification *m = modifications->items[i];
    ClassDef *k = m->redeclare_class;
    if (k && k->name && !strcmp(k->name, name)) {
      if (!k->parent)
        k->parent = written_in;   /* its base is looked up where it was written */
      return k;
    }
  }
  return NULL;
}

ClassDef *lookup_inherited_class(ClassDef *cls, const char *name, int depth)
{
  if (!cls || depth > 64)
    return NULL;
  ClassDef *k = lookup_member(cls, name);   /* loaded and checked as any look-up's */
  if (!k && cls->base_type)   /* package StandardWater = WaterIF97_ph */
    k = redeclared_by(&cls->base_modifications, name, cls->parent);
  if (!k && cls->base_type)
    k = lookup_inherited_class(lookup_class(cls->base_type, cls->parent), name, depth + 1);
  for (int i = 0; !k && i < cls->extends.count; i++) {
    Extends *e = cls->extends.items[i];
    k = redeclared_by(&e->modifications, name, cls);
    if (!k)
      k = lookup_inherited_class(lookup_class(e->name, cls), name, depth + 1);
  }
  return k;
}

static ClassDef *inherited_member(ClassDef *cls, const char *name, size_t n)
{
  if (!cls->base_type && !cls->extends.count)
    return NULL;
  return lookup_inherited_class(cls, xsprintf("%.*s", (int)n, name), 0);
}

/* A class s inherits through its extends-clauses (C11 in C3 extends C1).
   The names of the base classes are themselves looked up without what s
   inherits (spec 7.1): s is marked while they are. */
static ClassDef *inherited_class_of(ClassDef *s, const char *name, size_t n)
{
  enum { MAX_BUSY = 64 };
  static ClassDef *busy[MAX_BUSY];
  static int n_busy;
  static Map known;   /* "<class>/name" -> the class found, or s itself for none */
  if (!s->extends.count || n_busy == MAX_BUSY)
    return NULL;
  for (int i = 0; i < n_busy; i++)
    if (busy[i] == s)
      return NULL;
  for (int i = 0; i < s->extends.count; i++) {   /* extends B with B inherited: not found (spec 7.1) */
    const char *base = ((Extends *)s->extends.items[i])->name;
    if (strlen(base) >= n && !strncmp(base, name, n) && (base[n] == '\0' || base[n] == '.'))
      return NULL;
  }
  char *key = xsprintf("%p/%.*s", (void *)s, (int)n, name);
  ClassDef *found = map_get(&known, key);
  if (found)
    return found != s ? found : NULL;
  bool outermost = n_busy == 0;   /* a result under busy classes may lack what they inherit */
  busy[n_busy++] = s;
  char *wanted = xsprintf("%.*s", (int)n, name);
  for (int i = 0; !found && i < s->extends.count; i++) {
    ClassDef *base = lookup_class(((Extends *)s->extends.items[i])->name, s);
    found = base && base != s ? lookup_inherited_class(base, wanted, 0) : NULL;
  }
  n_busy--;
  if (outermost)
    map_put(&known, key, found ? found : s);
  return found;
}

/* model extends M (spec 7.3.1): inside it, its own name M is the class M
   that the enclosing class inherits, which it extends; NULL, reported once,
   when there is none */
static ClassDef *class_extended(ClassDef *cls)
{
  static Map found;
  char *key = xsprintf("%p", (void *)cls);
  ClassDef *inherited = map_get(&found, key);
  if (inherited)
    return inherited != cls ? inherited : NULL;
  ClassDef *p = cls->parent;
  for (int i = 0; p && i < p->extends.count && !inherited; i++)
    inherited = lookup_inherited_class(lookup_class(((Extends *)p->extends.items[i])->name, p), cls->name, 0);
  if (!inherited && p)
    diag_error(cls->loc, "'extends %s' extends the class '%s' that '%s' inherits, but it inherits none", cls->name,
               cls->name, p->name);
  else if (!inherited)
    diag_error(cls->loc, "'extends %s' at the top level: only a class nested in one that inherits a class '%s' "
               "can extend it (spec 7.3.1)", cls->name, cls->name);
  map_put(&found, key, inherited ? inherited : cls);
  return inherited;
}

ClassDef *lookup_class(const char *name, ClassDef *scope)
{
  if (name[0] == '.')   /* .A.B: from the top level only (spec 5.3.3) */
    return lookup_full_name(name + 1);
  if (scope && scope->class_extends && !strcmp(name, scope->name))
    return class_extended(scope);
  const char *dot = strchr(name, '.');
  size_t n = dot ? (size_t)(dot - name) : strlen(name);
  ClassDef *found = enclosing_class(name, n, scope);
  ClassDef *within = found ? NULL : lookup_within(scope);
  if (within)   /* the file's classes are P's, before P's others */
    found = local_class(&lookup_program->classes, name, n);
  if (!found)
    found = enclosing_class(name, n, within);
  if (!found)
    found = top_class(name, n);
  return reached(found && dot ? descend(found, dot + 1) : found);
}

char *lookup_class_path(const ClassDef *cls)
{
  if (!cls->parent)
    return cls->name;
  return xsprintf("%s.%s", lookup_class_path(cls->parent), cls->name);
}

/* "in 'Pkg.Model', 'Pkg' and the file": the scopes lookup_class searched */
char *lookup_places(ClassDef *scope)
{
  char *places = xstrdup("");
  for (ClassDef *s = scope; s; s = s->parent) {
    places = xsprintf("%s'%s', ", places, lookup_class_path(s));
    if (s->encapsulated)
      return xsprintf("%sthe built-in types", places);
  }
  return xsprintf("%sthe top level of '%s', the built-in types; library directories: %s", places,
                  diag_file_name(), library_places());
}
