/*
 * stages.c - the front end's stages from a parsed program to its flat
 * model, in the order hysc runs them (shared by src/main.c and the fuzz
 * harness, tests/fuzz/fuzz_frontend.c).
 */
#include <string.h>

#include "symbolic/symbolic.h"

/* The predefined enumeration StateSelect (spec 4.9.7), a class of the
   program like a declared one so that every route and look-up finds it;
   a class of the file named StateSelect comes first and hides it. */
static void add_builtin_classes(Program *program)
{
  for (int i = 0; i < program->classes.count; i++) {
    const ClassDef *c = program->classes.items[i];
    if (c->name && !strcmp(c->name, "StateSelect"))
      return;
  }
  static char text[] = "type StateSelect = enumeration(never, avoid, default, prefer, always);\n";
  Program *builtin = parse_library_text("<built-in>", text);
  for (int i = 0; i < builtin->classes.count; i++)
    list_push(&program->classes, builtin->classes.items[i]);
}

FlatModel *compile_program(Program *program, const char *model_name, const ParamOverride *params,
                           int n_params)
{
  add_builtin_classes(program);
  if (!diag_error_count())
    restrictions_check(program);
  if (!diag_error_count())
    legality_check(program);
  if (!diag_error_count())
    constants_substitute(program);
  if (!diag_error_count()) {
    const char *flat_name = instantiate_program(program, model_name, params, n_params);
    if (diag_error_count())
      return NULL;
    if (flat_name) {
      model_name = flat_name;
      records_expand(program, flat_name);
      if (diag_error_count())
        return NULL;
    }
    strings_prepare(program);
    if (diag_error_count())
      return NULL;
    arrays_expand(program, params, n_params);
  }
  return flatten_model(program, model_name);
}
