/*
 * loading.c - what a class that look-up loads from a library goes through
 * before anyone reads it: the checks the file's classes got (restrictions.c,
 * then legality.c when those found nothing) and, once that stage has run,
 * the substitution of constants, so that a class is treated alike whether a
 * file or a library holds it.  Look-up is below these stages: the driver
 * hands it this treatment (lookup_on_load) instead of look-up calling up.
 */
#include "classes/classes.h"

void loading_treat(ClassDef *cls)
{
  int errors = diag_error_count();
  restrictions_check_class(cls);
  if (diag_error_count() == errors)
    legality_check_class(cls);
  constants_substitute_loaded(cls);
}
