/*
 * redeclare.c - whether one class may stand where another is wanted, for
 * instantiate.c: a redeclared component or class against its constraining
 * type (spec 7.3.2) and an inner component against its outer declaration
 * (spec 5.4).  The check is the spec's plug compatibility on the public
 * components: names, kinds (flow, causality, variability), built-in types,
 * and for components of model, block or connector classes the same check
 * on their classes; dimensions and modifications are not compared.
 */
#include <string.h>

#include "classes/classes.h"

enum { KIND_PREFIXES = PREFIX_FLOW | PREFIX_STREAM | PREFIX_INPUT | PREFIX_OUTPUT | PREFIX_PARAMETER |
                       PREFIX_CONSTANT };

static const char *kind_text(int prefixes)
{
  char *text = xstrdup("");
  static const struct { int prefix; const char *word; } words[] = {
    { PREFIX_PARAMETER, "parameter " }, { PREFIX_CONSTANT, "constant " }, { PREFIX_INPUT, "input " },
    { PREFIX_OUTPUT, "output " }, { PREFIX_FLOW, "flow " }, { PREFIX_STREAM, "stream " } };
  for (size_t i = 0; i < sizeof words / sizeof *words; i++)
    if (prefixes & words[i].prefix)
      text = xsprintf("%s%s", text, words[i].word);
  return *text ? text : "plain ";
}

static bool is_builtin(const char *name)
{
  return !strcmp(name, "Real") || !strcmp(name, "Integer") || !strcmp(name, "Boolean") || !strcmp(name, "String");
}

static bool is_subtype(ClassDef *type, const char *type_name, ClassDef *constraint, const char *constraint_name,
                       SrcLoc loc, const char *role, int depth);

/* The types of two elements of one name (their built-in types compared
   already): values (a built-in type, or a type class such as Length = Real)
   on both sides or neither, and then the class a subtype of the
   constraint's class */
static bool types_match(const Component *want, const Component *have, ClassDef *type, ClassDef *constraint,
                        const char *type_name, const char *constraint_name, SrcLoc loc, const char *role, int depth)
{
  ClassDef *want_type = is_builtin(want->type_name) ? NULL : lookup_class(want->type_name, constraint);
  ClassDef *have_type = is_builtin(have->type_name) ? NULL : lookup_class(have->type_name, type);
  if ((!is_builtin(want->type_name) && !want_type) || (!is_builtin(have->type_name) && !have_type))
    return true;   /* not found: reported where it is instantiated */
  bool want_value = !want_type || !strcmp(want_type->restriction, "type");
  bool have_value = !have_type || !strcmp(have_type->restriction, "type");
  if (want_value != have_value) {
    diag_error(loc, "'%s' is not a subtype of '%s' (%s): its '%s' is a %s, not a %s", type_name, constraint_name,
               role, want->name, have->type_name, want->type_name);
    diag_note(have->loc, "'%s' of '%s' is declared here", have->name, type_name);
    return false;
  }
  if (want_value || want_type == have_type || depth > 8)
    return true;
  return is_subtype(have_type, have->type_name, want_type, want->type_name, loc,
                    xsprintf("the type of '%s' in '%s'", want->name, constraint_name), depth + 1);
}

/* one public component of the constraint against the type's element of that name */
static bool element_matches(const Component *want, const Component *have, ClassDef *type, const char *type_name,
                            ClassDef *constraint, const char *constraint_name, SrcLoc loc, const char *role,
                            int depth)
{
  if (!have || (have->prefixes & PREFIX_PROTECTED)) {
    diag_error(loc, "'%s' is not a subtype of '%s' (%s): it has no public component '%s'", type_name,
               constraint_name, role, want->name);
    diag_note(want->loc, "'%s' is declared here", want->name);
    return false;
  }
  bool same_kind = (want->prefixes & KIND_PREFIXES) == (have->prefixes & KIND_PREFIXES);
  bool builtin_differs = is_builtin(want->type_name) && is_builtin(have->type_name) &&
                         strcmp(want->type_name, have->type_name) != 0;
  if (!same_kind || builtin_differs) {
    diag_error(loc, "'%s' is not a subtype of '%s' (%s): its '%s' is a %s%s, not a %s%s", type_name,
               constraint_name, role, want->name, kind_text(have->prefixes & KIND_PREFIXES), have->type_name,
               kind_text(want->prefixes & KIND_PREFIXES), want->type_name);
    diag_note(have->loc, "'%s' of '%s' is declared here", have->name, type_name);
    return false;
  }
  return types_match(want, have, type, constraint, type_name, constraint_name, loc, role, depth);
}

/* The constraint's public elements, each against the type's */
static bool elements_match(ClassDef *type, const char *type_name, ClassDef *constraint,
                           const char *constraint_name, SrcLoc loc, const char *role, int depth)
{
  Map want = { 0 }, have = { 0 };
  collect_element_names(&want, constraint);
  collect_element_names(&have, type);
  for (int i = 0; i < want.size; i++) {
    const Component *c = want.values[i];
    if (c && !(c->prefixes & PREFIX_PROTECTED) &&
        !element_matches(c, map_get(&have, c->name), type, type_name, constraint, constraint_name, loc, role, depth))
      return false;
  }
  return true;
}

/* the built-in type a short type definition stands for (type Voltage =
   Real(unit = "V"): Real); the name itself when it is one; else NULL */
static const char *builtin_behind(ClassDef *type, const char *name)
{
  for (int depth = 0; type && type->base_type && depth < 16; depth++) {
    name = type->base_type;
    type = is_builtin(name) ? NULL : lookup_class(name, type->parent);
  }
  return !type && name && is_builtin(name) ? name : NULL;
}

static bool is_subtype(ClassDef *type, const char *type_name, ClassDef *constraint, const char *constraint_name,
                       SrcLoc loc, const char *role, int depth)
{
  if (type == constraint && (type || !strcmp(type_name, constraint_name)))
    return true;
  const char *a = builtin_behind(type, type_name), *b = builtin_behind(constraint, constraint_name);
  if ((!type || !constraint) && a && b && !strcmp(a, b))
    return true;   /* Voltage for Real: a short type of the built-in type (spec 6.4) */
  if (!type || !constraint) {   /* a built-in type on one side: the same built-in type */
    diag_error(loc, "'%s' is not a subtype of '%s' (%s)", type_name, constraint_name, role);
    return false;
  }
  return elements_match(type, type_name, constraint, constraint_name, loc, role, depth);
}

bool redeclare_is_subtype(ClassDef *type, const char *type_name, ClassDef *constraint,
                          const char *constraint_name, SrcLoc loc, const char *role)
{
  return is_subtype(type, type_name, constraint, constraint_name, loc, role, 0);
}
