/*
 * codegen_kind.c - a kind of independent parts (partition.c) written as a
 * model of its own, in a translation unit of its own: the model of its
 * first part, renumbered, through codegen_model.  It sits above both, so
 * that neither calls the other.
 */
#include "codegen/codegen.h"

void codegen_kind(int number, FILE *out, bool loops)
{
  Expr *saved;
  FlatModel *sub = partition_kind_begin(number, out, &saved);
  Units *units = units_single(out);
  units_set_loops(units, loops);
  codegen_model(sub, units, true);
  units_finish(units);
  partition_kind_end(number, out, sub, saved);
}
