/*
 * arrays_classes.c - the arrays stage (arrays_expand): the overrides of
 * hysc -p applied to a model's parameters, then each class that needs the
 * stage (it uses array syntax, or calls a function that does) expanded by
 * arrays.c: the functions of scalars of each model, the model, and those of
 * the file.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"
#include "flat/arrays.h"

static bool expr_uses_arrays(const Expr *e)
{
  if (!e)
    return false;
  if (e->kind == EX_RANGE || e->kind == EX_MATRIX || e->kind == EX_END || e->kind == EX_COLON || e->kind == EX_ARRAY ||
      e->subscripts.count || e->iterators.count || (e->kind == EX_BINARY && e->op >= OP_EW_ADD) ||
      (e->kind == EX_CALL && in_list(e->string, array_functions) &&
       !((!strcmp(e->string, "min") || !strcmp(e->string, "max")) && e->args.count == 2)) ||
      (e->kind == EX_CALL && array_function(e->string)))
    return true;
  if (expr_uses_arrays(e->a) || expr_uses_arrays(e->b) || expr_uses_arrays(e->c))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (expr_uses_arrays(e->args.items[i]))
      return true;
  for (int i = 0; i < e->named_args.count; i++)
    if (expr_uses_arrays(((Modification *)e->named_args.items[i])->value))
      return true;
  return false;
}

static bool equations_use_arrays(const PtrList *equations)
{
  for (int i = 0; i < equations->count; i++) {
    const Equation *q = equations->items[i];
    if (q->kind == EQ_FOR || q->kind == EQ_WHILE || expr_uses_arrays(q->lhs) || expr_uses_arrays(q->rhs))
      return true;
    for (int b = 0; b < q->branches.count; b++) {
      const Branch *br = q->branches.items[b];
      const Expr *c = br->condition;   /* when {a, b}: a condition, no array for this stage */
      bool listed = c && c->kind == EX_ARRAY && !c->iterators.count;
      for (int k = 0; listed && k < c->args.count; k++)
        if (expr_uses_arrays(c->args.items[k]))
          return true;
      if ((!listed && expr_uses_arrays(c)) || equations_use_arrays(&br->equations))
        return true;
    }
  }
  return false;
}

static bool class_uses_arrays(const ClassDef *cls)
{
  for (int i = 0; i < cls->components.count; i++) {
    const Component *c = cls->components.items[i];
    if (c->dims.count || expr_uses_arrays(c->binding))
      return true;
    for (int m = 0; m < c->modifications.count; m++)
      if (expr_uses_arrays(((Modification *)c->modifications.items[m])->value))
        return true;
  }
  if (equations_use_arrays(&cls->equations) || equations_use_arrays(&cls->initial_equations) ||
      cls->initial_algorithms.count)   /* reported by the expansion */
    return true;
  for (int i = 0; i < cls->algorithms.count; i++)
    if (equations_use_arrays(cls->algorithms.items[i]))
      return true;
  for (int i = 0; i < cls->initial_algorithms.count; i++)
    if (equations_use_arrays(cls->initial_algorithms.items[i]))
      return true;
  return false;
}

static bool is_model(const ClassDef *c)
{
  return !c->base_type && c->restriction && strcmp(c->restriction, "type") != 0 &&
         strcmp(c->restriction, "function") != 0 && strcmp(c->restriction, "package") != 0 &&
         strcmp(c->restriction, "record") != 0 && strcmp(c->restriction, "connector") != 0;
}

/* A value of c's type: true and false only for a Boolean, whole numbers for
   an Integer, 0 and 1 standing for false and true as --set takes them. */
static bool override_fits(const Component *c, const ParamOverride *o)
{
  const char *type = c->type_name ? c->type_name : "";
  bool is_boolean = !strcmp(type, "Boolean");
  if (o->boolean && !is_boolean)
    diag_error(c->loc, "-p %s=%s: '%s' is %s, not Boolean", o->name, o->value ? "true" : "false",
               c->name, type);
  else if (!strcmp(type, "Integer") && o->value != floor(o->value))
    diag_error(c->loc, "-p %s=%g: '%s' is an Integer, %g is not", o->name, o->value, c->name, o->value);
  else if (is_boolean && !o->boolean && o->value != 0 && o->value != 1)
    diag_error(c->loc, "-p %s=%g: '%s' is Boolean; use true, false, 1 or 0", o->name, o->value, c->name);
  else
    return true;
  return false;
}

static void apply_overrides(Program *program, const ParamOverride *overrides, int n)
{
  SrcLoc nowhere = { 0 };
  for (int k = 0; k < n; k++) {
    bool found = false;
    for (int i = 0; i < program->classes.count; i++) {
      ClassDef *cls = program->classes.items[i];
      for (int j = 0; is_model(cls) && j < cls->components.count; j++) {
        Component *c = cls->components.items[j];
        if (strcmp(c->name, overrides[k].name) != 0)
          continue;
        found = true;
        if (!(c->prefixes & PREFIX_PARAMETER) || c->dims.count) {
          diag_error(c->loc, "-p %s: '%s' is not a scalar parameter", overrides[k].name, c->name);
          continue;
        }
        if (!override_fits(c, &overrides[k]))
          continue;
        c->binding = number_node(overrides[k].value, c->loc);
        if (c->type_name && !strcmp(c->type_name, "Boolean"))
          c->binding->kind = EX_BOOLEAN;   /* -p use=true gives 1 */
      }
    }
    if (!found)
      diag_error(nowhere, "-p %s: the model has no parameter '%s'", overrides[k].name, overrides[k].name);
  }
}

static bool is_specialization(const ClassDef *c)
{
  for (int i = 0; i < specializations.count; i++)
    if (((Specialization *)specializations.items[i])->cls == c)
      return true;
  return false;
}

/* ---- the stage ---- */

/* Functions of scalars whose bodies use arrays or loops, in the file and in cls. */
static void expand_scalar_functions(PtrList *classes)
{
  int n = classes->count;   /* specializations appended meanwhile are expanded already */
  for (int i = 0; i < n; i++) {
    ClassDef *c = classes->items[i];
    if (is_function_class(c) && !c->base_type && !class_is_array_function(c) && class_uses_arrays(c) &&
        !is_specialization(c))
      expand_class(c, NULL);
  }
}

void arrays_expand(Program *program, const ParamOverride *overrides, int n_overrides)
{
  apply_overrides(program, overrides, n_overrides);
  program_of = program;
  specializations = (PtrList){ 0 };
  specialized_inputs = 0;
  int n = program->classes.count;
  for (int i = 0; i < n; i++) {
    ClassDef *cls = program->classes.items[i];
    model_of = is_model(cls) ? cls : NULL;
    if (model_of) {
      expand_scalar_functions(&cls->classes);
      if (class_uses_arrays(cls))
        expand_class(cls, NULL);
    }
  }
  model_of = NULL;
  expand_scalar_functions(&program->classes);
}
