/*
 * redeclare.c - whether one class may stand where another is wanted, for
 * instantiate.c: a redeclared component or class against its constraining
 * type (spec 7.3.2) and an inner component against its outer declaration
 * (spec 5.4).  The check is the spec's plug compatibility on the public
 * components: names, kinds (flow, causality, variability) and built-in
 * types; the types of component-valued elements are not compared deeper.
 */
#include <string.h>

#include "hysc.h"

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

/* one public component of the constraint against the type's element of that name */
static bool element_matches(const Component *want, const Component *have, const char *type_name,
                            const char *constraint_name, SrcLoc loc, const char *role)
{
  if (!have || (have->prefixes & PREFIX_PROTECTED)) {
    diag_error(loc, "'%s' is not a subtype of '%s' (%s): it has no public component '%s'", type_name,
               constraint_name, role, want->name);
    diag_note(want->loc, "'%s' is declared here", want->name);
    return false;
  }
  bool same_kind = (want->prefixes & KIND_PREFIXES) == (have->prefixes & KIND_PREFIXES);
  bool same_type = !is_builtin(want->type_name) || !strcmp(want->type_name, have->type_name);
  if (!same_kind || !same_type) {
    diag_error(loc, "'%s' is not a subtype of '%s' (%s): its '%s' is a %s%s, not a %s%s", type_name,
               constraint_name, role, want->name, kind_text(have->prefixes & KIND_PREFIXES), have->type_name,
               kind_text(want->prefixes & KIND_PREFIXES), want->type_name);
    diag_note(have->loc, "'%s' of '%s' is declared here", have->name, type_name);
    return false;
  }
  return true;
}

/* The constraint's elements in source order: its own, then its bases' */
static bool elements_match(ClassDef *constraint, const Map *have, const char *type_name,
                           const char *constraint_name, SrcLoc loc, const char *role)
{
  Map want = { 0 };
  collect_element_names(&want, constraint);
  for (int i = 0; i < want.size; i++) {
    const Component *c = want.values[i];
    if (c && !(c->prefixes & PREFIX_PROTECTED) &&
        !element_matches(c, map_get(have, c->name), type_name, constraint_name, loc, role))
      return false;
  }
  return true;
}

bool redeclare_is_subtype(ClassDef *type, const char *type_name, ClassDef *constraint,
                          const char *constraint_name, SrcLoc loc, const char *role)
{
  if (type == constraint && (type || !strcmp(type_name, constraint_name)))
    return true;
  if (!type || !constraint) {   /* a built-in type on one side: the same built-in type */
    diag_error(loc, "'%s' is not a subtype of '%s' (%s)", type_name, constraint_name, role);
    return false;
  }
  Map have = { 0 };
  collect_element_names(&have, type);
  return elements_match(constraint, &have, type_name, constraint_name, loc, role);
}
