/*
 * loading.c - what a class of a library goes through when look-up first
 * reaches it, before anyone reads it: the checks the file's classes got
 * (restrictions.c, then legality.c when those found nothing) and the
 * substitution of constants (now, or when that stage runs), so that a
 * class is treated alike whether a file or a library holds it.  A package
 * is treated alone: its classes are treated as they are reached in turn,
 * so that what a model does not use is neither read nor checked.  Look-up
 * is below these stages: the driver hands it this treatment
 * (lookup_on_use) instead of look-up calling up.
 */
#include <string.h>

#include "classes/classes.h"

void loading_treat(ClassDef *cls)
{
  bool nested = !cls->restriction || strcmp(cls->restriction, "package") != 0;
  int errors = diag_error_count();
  restrictions_check_class(cls, nested);
  if (diag_error_count() == errors)
    legality_check_class(cls, nested);
  constants_substitute_loaded(cls, nested);
}
