/*
 * arrays_classes.c - which classes need the arrays stage (those that use
 * array syntax, or call a function that does), the built-ins that make an
 * expression an array, records of function outputs, and the overrides of
 * hysc -p applied to a model's parameters.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"
#include "flat/arrays.h"

const char *const array_functions[] = {
  "size", "ndims", "fill", "zeros", "ones", "linspace", "identity", "diagonal", "transpose", "cat", "vector",
  "scalar", "cross", "skew", "outerProduct", "sum", "product", "min", "max", "array", NULL,
};

static bool expr_uses_arrays(const Expr *e)
{
  if (!e)
    return false;
  if (e->kind == EX_RANGE || e->kind == EX_MATRIX || e->kind == EX_END || e->kind == EX_COLON ||
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
      if (expr_uses_arrays(br->condition) || equations_use_arrays(&br->equations))
        return true;
    }
  }
  return false;
}

bool class_uses_arrays(const ClassDef *cls)
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
  return false;
}

/* The shapes of a specialization's outputs, before they become scalars. */
void record_outputs(Ctx *ctx, Specialization *spec)
{
  spec->output_shapes = xcalloc((size_t)ctx->n_symbols + 1, sizeof *spec->output_shapes);
  spec->output_first = xcalloc((size_t)ctx->n_symbols + 1, sizeof *spec->output_first);
  for (int i = 0, first = 0; i < ctx->n_symbols; i++) {
    Symbol *s = &ctx->symbols[i];
    if (!(s->component->prefixes & PREFIX_OUTPUT))
      continue;
    Val *shape = &spec->output_shapes[spec->n_outputs];
    shape->ndims = s->ndims;
    memcpy(shape->dims, s->dims, sizeof s->dims);
    shape->count = s->n_elements;
    spec->output_first[spec->n_outputs++] = first;
    first += s->n_elements;
  }
}

bool is_model(const ClassDef *c)
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

void apply_overrides(Program *program, const ParamOverride *overrides, int n)
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

bool is_specialization(const ClassDef *c)
{
  for (int i = 0; i < specializations.count; i++)
    if (((Specialization *)specializations.items[i])->cls == c)
      return true;
  return false;
}
