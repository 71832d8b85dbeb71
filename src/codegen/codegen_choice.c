/*
 * codegen_choice.c - writes what index reduction made of each continuous
 * unknown (reduction_flags[]) and choice_matrices(), the coefficients of
 * the parts whose choice of dummy derivatives depends on the values
 * (pantelides.c): the runtime watches how far each such choice is from
 * singular and leaves its dummies out of IDA's error test while it is far
 * (runtime/choice_watch.c).
 */
#include <stdlib.h>

#include "codegen/codegen.h"
#include "codegen/emit.h"

/* After index reduction, reduction_flags[n_continuous]; then, with
   watched parts, their sizes (choice_sizes[]) and choice_matrices(D, a),
   the blocks' coefficients one after the other. */
void codegen_choice(const FlatModel *model, Units *u, FILE *out)
{
  if (!model->state_selection)
    return;
  const PtrList *lists[] = { &model->states, &model->algebraics };
  fputs("static const unsigned char reduction_flags[] = {", out);
  int k = 0;
  for (int l = 0; l < 2; l++)
    for (int i = 0; i < lists[l]->count; i++) {
      const Var *v = lists[l]->items[i];
      int flags = (v->dummy_derivative ? 1 : 0) | (codegen_choice_watched(model, v) > 0 ? 2 : 0);
      fprintf(out, "%s%s%d", k ? "," : "", k % 40 == 39 ? "\n  " : " ", flags);
      k++;
    }
  fputs(k ? " };\n\n" : " 0 };\n\n", out);
  int n = model->choice_blocks.count;
  if (!n)
    return;
  int *sizes = xmalloc(sizeof *sizes * 2 * (size_t)n);
  for (int b = 0; b < n; b++) {
    const ChoiceBlock *block = model->choice_blocks.items[b];
    sizes[2 * b] = block->n_rows;
    sizes[2 * b + 1] = block->n_columns;
  }
  codegen_int_array(out, "int", "choice_sizes", sizes, 2 * n);
  free(sizes);
  FILE *body = units_function_begin(u, "choice_matrices", "const hysc_data *D, double *a", "D, a");
  int entries = 0;
  for (int b = 0; b < n; b++) {
    const ChoiceBlock *block = model->choice_blocks.items[b];
    entries += block->n_rows * block->n_columns;
  }
  fprintf(body, "  for (int k = 0; k < %d; k++)\n    a[k] = 0;\n", entries);
  k = 0;
  for (int b = 0; b < n; b++) {
    const ChoiceBlock *block = model->choice_blocks.items[b];
    for (int e = 0; e < block->n_rows * block->n_columns; e++, k++) {
      const Expr *x = block->a[e];
      if (x->kind == EX_NUMBER && x->number == 0)
        continue;
      fprintf(body, "  a[%d] = ", k);
      codegen_expr(body, x);
      fputs(";\n", body);
      units_cut_point(u);
    }
  }
  units_function_end(u);
}

void codegen_choice_members(const FlatModel *model, FILE *out)
{
  fprintf(out, ",\n  .state_choice_varies = %d, .reduction_flags = reduction_flags", model->state_choice_varies);
  if (model->choice_blocks.count)
    fprintf(out, ",\n  .n_choice_blocks = %d, .choice_sizes = choice_sizes, .choice_matrices = choice_matrices",
            model->choice_blocks.count);
}
