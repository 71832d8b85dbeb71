/*
 * stages.c - the front end's stages from a parsed program to its flat
 * model, in the order hysc runs them (shared by src/main.c and the fuzz
 * harness, tests/fuzz/fuzz_frontend.c).
 */
#include "symbolic/symbolic.h"

FlatModel *compile_program(Program *program, const char *model_name, const ParamOverride *params,
                           int n_params)
{
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
