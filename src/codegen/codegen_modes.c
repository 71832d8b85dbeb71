/*
 * codegen_modes.c - writes constraint_modes(), which tells the runtime which
 * reduced constraints hold at the current discrete values (none while a
 * contact or sliding mode is switched off, or in the else branch of
 * `if rolling then y = f else lambda = 0`).  In a mode where none holds the
 * model is index 1, and when its only algebraic variables are the
 * multipliers (0 there) IDA integrates it like a model without constraints,
 * without re-solving them at every root function and output time.
 */
#include "codegen/codegen.h"

/* constraint_modes(D, c): c[k] = 1 where constraint k holds, else 0. */
void codegen_constraint_modes(const FlatModel *model, Units *units)
{
  FILE *body = units_function_begin(units, "constraint_modes", "const hysc_data *D, double *c", "D, c");
  for (int i = 0; i < model->constraint_modes.count; i++) {
    fprintf(body, "  c[%d] = ", i);
    codegen_expr(body, model->constraint_modes.items[i]);
    fputs(";\n", body);
    units_cut_point(units);
  }
  units_function_end(units);
}

void codegen_modes_members(const FlatModel *model, FILE *out)
{
  if (model->n_constraints)
    fputs("  .constraint_modes = constraint_modes,\n", out);
}
