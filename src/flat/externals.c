/*
 * externals.c - functions whose body is an external clause (spec 12.9):
 * the language is checked, and the C call is made explicit.  Without a
 * call, the default mapping (12.9.2) passes every input in order and
 * returns the one output; an explicit call `y = f(u, size(a, 1), a)` may
 * name outputs as arguments, which C gets by pointer.  Arrays reach here
 * as EX_ARRAY of their scalars (arrays.c), size() as a number.
 */
#include <string.h>

#include "flat/flat.h"

Modification *externals_annotation(const Function *fn, const char *name)
{
  External *x = fn->cls->external;
  for (int i = 0; x && i < x->annotation.count; i++) {
    Modification *m = x->annotation.items[i];
    if (!strcmp(m->name, name))
      return m;
  }
  return NULL;
}

static bool check_language(const External *x)
{
  if (!x->language || !strcmp(x->language, "C") || !strcmp(x->language, "builtin"))
    return true;
  if (!strcmp(x->language, "FORTRAN 77"))
    diag_error(x->language_loc, "external \"FORTRAN 77\" functions are not supported (only \"C\" and \"builtin\")");
  else
    diag_error(x->language_loc, "unknown language \"%s\" of an external function (spec 12.9: \"C\", \"builtin\" "
               "or \"FORTRAN 77\")", x->language);
  return false;
}

/* whether v is declared of an ExternalObject type */
static bool is_object(const Function *fn, const Var *v)
{
  Component *c = v && v->function_slot > 0 && v->function_slot <= fn->cls->components.count
                 ? fn->cls->components.items[v->function_slot - 1] : NULL;
  return c && is_external_object_type(c->type_name);
}

/* T.constructor[sizes]: T.destructor, which frees what it makes */
static void find_destructor(Function *fn)
{
  const char *at = strstr(fn->name, ".constructor");
  if (!at || !fn->result_object)
    return;
  fn->destructor = function_find(xsprintf("%.*s.destructor", (int)(at - fn->name), fn->name));
  if (!fn->destructor || fn->destructor->inputs.count != 1)
    diag_error(fn->cls->loc, "the ExternalObject of '%s' needs a function destructor with one input, the object",
               fn->name);
}

static BaseType base_of(ValueType t)
{
  return t == T_INTEGER ? TYPE_INTEGER : t == T_BOOLEAN ? TYPE_BOOLEAN : t == T_STRING ? TYPE_STRING : TYPE_REAL;
}

/* One argument: resolved, typed, and marked when it is (all) outputs. */
static ExternalArg *argument(Function *fn, Scope *scope, Expr *e)
{
  ExternalArg *a = xcalloc(1, sizeof *a);
  a->value = e;
  if (e->kind == EX_STRING)
    return a;
  bool array = e->kind == EX_ARRAY;
  int n = array ? e->args.count : 1, outputs = 0;
  for (int i = 0; i < n; i++) {
    Expr *item = array ? e->args.items[i] : e;
    ValueType t = resolve_expr(scope, item);
    if (t == T_STRING && (array || item->kind != EX_NAME))
      diag_error(item->loc, "a String argument of an external function is a literal or a String input");
    if (t == T_ERROR || (t == T_STRING && (array || item->kind != EX_NAME)))
      return a;
    a->type = base_of(t);
    outputs += item->kind == EX_NAME && item->var && list_contains(&fn->outputs, item->var);
  }
  a->object = !array && e->kind == EX_NAME && is_object(fn, e->var);
  if (outputs && outputs != n)
    diag_error(e->loc, "an argument of the external call is either an output or no output at all");
  a->is_output = outputs > 0;
  return a;
}

/* spec 12.9.2: inputs in order, the one output returned */
static void default_call(Function *fn)
{
  if (fn->outputs.count > 1) {
    diag_error(fn->cls->external->loc, "function '%s' has %d outputs: its external clause needs an explicit call "
               "(spec 12.9.2)", fn->name, fn->outputs.count);
    return;
  }
  for (int i = 0; i < fn->inputs.count; i++) {
    ExternalArg *a = xcalloc(1, sizeof *a);
    Var *v = fn->inputs.items[i];
    a->value = expr_new(EX_NAME, v->loc);
    a->value->string = v->name;
    a->value->var = v;
    a->type = v->type;
    a->object = is_object(fn, v);
    list_push(&fn->external_args, a);
  }
  fn->external_result = fn->outputs.count ? fn->outputs.items[0] : NULL;
  fn->result_object = is_object(fn, fn->external_result);
}

static void explicit_result(Function *fn, Scope *scope, Expr *output)
{
  if (resolve_expr(scope, output) == T_ERROR)
    return;
  if (output->kind != EX_NAME || !output->var || !list_contains(&fn->outputs, output->var))
    diag_error(output->loc, "the result of an external call must be a scalar output of '%s'", fn->name);
  else
    fn->external_result = output->var;
  fn->result_object = is_object(fn, fn->external_result);
}

/* whether the output argument e is v or an array holding v */
static bool passes(const Expr *e, const Var *v)
{
  if (e->kind != EX_ARRAY)
    return e->var == v;
  for (int i = 0; i < e->args.count; i++)
    if (((Expr *)e->args.items[i])->var == v)
      return true;
  return false;
}

void externals_check(Function *fn)
{
  External *x = fn->cls->external;
  if (fn->statements.count)
    diag_error(((Equation *)fn->statements.items[0])->loc, "function '%s' has an external clause and an algorithm",
               fn->name);
  if (!check_language(x))
    return;
  if (!x->call) {
    default_call(fn);
    find_destructor(fn);
    return;
  }
  Scope scope = { fn->locals, false, false };
  if (x->call->named_args.count)
    diag_error(((Modification *)x->call->named_args.items[0])->loc, "the arguments of an external call are "
               "positional");
  if (x->output)
    explicit_result(fn, &scope, x->output);
  for (int i = 0; i < x->call->args.count; i++)
    list_push(&fn->external_args, argument(fn, &scope, x->call->args.items[i]));
  find_destructor(fn);
  for (int i = 0; i < fn->outputs.count; i++) {
    Var *v = fn->outputs.items[i];
    bool passed = v == fn->external_result;
    for (int k = 0; k < fn->external_args.count && !passed; k++) {
      ExternalArg *a = fn->external_args.items[k];
      passed = a->is_output && passes(a->value, v);
    }
    if (!passed)
      diag_error(v->loc, "output '%s' of function '%s' is not set by its external call", v->name, fn->name);
  }
}
