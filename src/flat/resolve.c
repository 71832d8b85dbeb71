/*
 * resolve.c - names, calls and types of expressions: binds every name to its
 * variable (or to time), checks each call against the built-in functions and
 * operators with their argument counts, and infers types so that a Real
 * condition or a Boolean sum is reported; a call of a function class has its
 * arguments matched to the inputs here (function_table.c lists the
 * functions).  It also answers questions about an expression that later
 * stages ask: does it vary continuously, is it constant (its value at compile
 * time is base/eval.c's).  It classifies nothing (symbolic/flatten.c).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"

static bool is_numeric(ValueType t) { return t == T_REAL || t == T_INTEGER || t == T_ERROR; }

static void type_error(const Expr *e, ValueType t, const char *must_be, const char *what, va_list ap)
{
  char *text = xvsprintf(what, ap);
  diag_error(e->loc, "%s must be %s, but '%s' is %s", text, must_be, expr_to_string(e), value_type_name(t));
}

void expect_boolean(const Expr *e, ValueType t, const char *what, ...)
{
  if (t == T_BOOLEAN || t == T_ERROR)
    return;
  va_list ap;
  va_start(ap, what);
  type_error(e, t, "Boolean", what, ap);
  va_end(ap);
}

void expect_numeric(const Expr *e, ValueType t, const char *what, ...)
{
  if (is_numeric(t))
    return;
  va_list ap;
  va_start(ap, what);
  type_error(e, t, "a number", what, ap);
  va_end(ap);
}

/* ---- the built-in functions and operators ---- */

typedef enum {
  B_MATH,      /* Real function of Real arguments */
  B_STEPPING,  /* floor, ceil, integer, div, mod, rem: generate events */
  B_DER, B_PRE, B_NO_EVENT, B_SMOOTH, B_EDGE, B_CHANGE,
  B_INITIAL, B_TERMINAL, B_SAMPLE,
  B_DELAY,     /* delay(expr, d[, dmax]): event-free, from a history */
  B_STATEMENT, /* reinit, assert, terminate: equations of their own */
} BuiltinKind;

typedef struct Builtin {
  const char *name;
  BuiltinKind kind;
  int min_arguments, max_arguments;
} Builtin;

static const Builtin builtins[] = {
  {"sin", B_MATH, 1, 1}, {"cos", B_MATH, 1, 1}, {"tan", B_MATH, 1, 1}, {"asin", B_MATH, 1, 1},
  {"acos", B_MATH, 1, 1}, {"atan", B_MATH, 1, 1}, {"sinh", B_MATH, 1, 1}, {"cosh", B_MATH, 1, 1},
  {"tanh", B_MATH, 1, 1}, {"exp", B_MATH, 1, 1}, {"log", B_MATH, 1, 1}, {"log10", B_MATH, 1, 1},
  {"sqrt", B_MATH, 1, 1}, {"abs", B_MATH, 1, 1}, {"sign", B_MATH, 1, 1}, {"atan2", B_MATH, 2, 2},
  {"min", B_MATH, 2, 2}, {"max", B_MATH, 2, 2},
  {"floor", B_STEPPING, 1, 1}, {"ceil", B_STEPPING, 1, 1}, {"integer", B_STEPPING, 1, 1},
  {"div", B_STEPPING, 2, 2}, {"mod", B_STEPPING, 2, 2}, {"rem", B_STEPPING, 2, 2},
  {"der", B_DER, 1, 1}, {"pre", B_PRE, 1, 1}, {"noEvent", B_NO_EVENT, 1, 1},
  {"smooth", B_SMOOTH, 2, 2}, {"edge", B_EDGE, 1, 1}, {"change", B_CHANGE, 1, 1},
  {"initial", B_INITIAL, 0, 0}, {"terminal", B_TERMINAL, 0, 0}, {"sample", B_SAMPLE, 2, 2},
  {"delay", B_DELAY, 2, 3},
  {"reinit", B_STATEMENT, 2, 2}, {"assert", B_STATEMENT, 2, 3}, {"terminate", B_STATEMENT, 1, 1},
  {NULL, 0, 0, 0},
};

static const Builtin *find_builtin(const char *name)
{
  for (int i = 0; builtins[i].name; i++)
    if (!strcmp(builtins[i].name, name))
      return &builtins[i];
  return NULL;
}

bool is_stepping_function(const char *name)
{
  const Builtin *b = find_builtin(name);
  return b && b->kind == B_STEPPING;
}

static const char *plural(int n) { return n == 1 ? "" : "s"; }

static bool check_argument_count(const Builtin *b, Expr *e)
{
  if (e->named_args.count > 0) {
    Modification *m = e->named_args.items[0];
    diag_error(m->loc, "'%s' takes no named argument '%s'", b->name, m->name);
    return false;
  }
  int n = e->args.count;
  if (n >= b->min_arguments && n <= b->max_arguments)
    return true;
  if (b->min_arguments == b->max_arguments)
    diag_error(e->loc, "'%s' takes %d argument%s, but %d %s given", b->name, b->min_arguments,
               plural(b->min_arguments), n, n == 1 ? "was" : "were");
  else
    diag_error(e->loc, "'%s' takes %d to %d arguments, but %d %s given", b->name, b->min_arguments,
               b->max_arguments, n, n == 1 ? "was" : "were");
  return false;
}

/* der(x), pre(x), edge(b), change(v): the argument must name a variable (for der, one that changes). */
static Var *variable_argument(Scope *scope, Expr *e)
{
  Expr *arg = e->args.items[0];
  if (arg->kind != EX_NAME) {
    diag_error(arg->loc, "%s() applies to a variable, not to the expression '%s'", e->string, expr_to_string(arg));
    return NULL;
  }
  if (resolve_expr(scope, arg) == T_ERROR)
    return NULL;
  if (!arg->var) {
    diag_error(arg->loc, "%s() applies to a variable, not to 'time'", e->string);
    return NULL;
  }
  Var *v = arg->var;
  /* a parameter is a value that never changes: pre(p) = p, edge(p) and
     change(p) are false, der(p) is 0 (resolve_der_call) */
  return v;
}

/* der(2 * h), der(x * y): the call becomes the derivative written with
   der() of the variables, which then become states as usual. */
static ValueType der_of_expression(Scope *scope, Expr *e)
{
  Expr *arg = e->args.items[0];
  ValueType t = resolve_expr(scope, arg);
  if (t == T_ERROR)
    return T_ERROR;
  expect_numeric(arg, t, "the argument of der");
  if (scope->in_when) {
    diag_error(e->loc, "der() cannot be used inside a when-clause");
    return T_ERROR;
  }
  Expr *d = differentiate_der(arg);
  if (!d) {
    diag_error(arg->loc, "der() of '%s' cannot be written with the derivatives of its variables", expr_to_string(arg));
    return T_ERROR;
  }
  SrcLoc loc = e->loc;
  *e = *d;
  e->loc = loc;
  return resolve_expr(scope, e);
}

/* A call of neither a builtin nor a function class: some well-known
   builtins are named as not supported yet, anything else is unknown. */
static ValueType report_unknown_function(Expr *e)
{
  static const char *not_yet[] = { "cardinality", "spatialDistribution", NULL };
  for (int i = 0; not_yet[i]; i++)
    if (!strcmp(not_yet[i], e->string)) {
      diag_error(e->loc, "'%s' is not supported yet", e->string);
      return T_ERROR;
    }
  diag_error(e->loc, "unknown function '%s'", e->string);
  return T_ERROR;
}

/* der(x) of a continuous Real variable, outside when-clauses; der of an
   expression is expanded elsewhere. */
static ValueType resolve_der_call(Scope *scope, Expr *e)
{
  if (((Expr *)e->args.items[0])->kind != EX_NAME)
    return der_of_expression(scope, e);
  Var *v = variable_argument(scope, e);
  if (!v)
    return T_ERROR;
  if ((v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT) && v->type == TYPE_REAL) {
    *e = *expr_new(EX_NUMBER, e->loc);   /* der(p) of a Real parameter or constant: 0 (spec 3.7.4) */
    return T_REAL;
  }
  if (v->type != TYPE_REAL || v->kind == VAR_DISCRETE) {
    diag_error(((Expr *)e->args.items[0])->loc, "der(%s): '%s' is %s, only continuous Real variables have a derivative",
               v->name, v->name, v->kind == VAR_DISCRETE && v->type == TYPE_REAL ? "discrete"
               : value_type_name(var_value_type(v)));
    return T_ERROR;
  }
  if (scope->in_when) {
    diag_error(e->loc, "der() cannot be used inside a when-clause");
    return T_ERROR;
  }
  return T_REAL;
}

/* edge(b) of a discrete Boolean, change(v) of any discrete variable. */
static ValueType resolve_edge_or_change(Scope *scope, Expr *e, const Builtin *b)
{
  Var *v = variable_argument(scope, e);
  if (!v)
    return T_ERROR;
  if (v->kind != VAR_DISCRETE && v->kind != VAR_PARAMETER && v->kind != VAR_CONSTANT) {
    diag_error(((Expr *)e->args.items[0])->loc, "%s(%s): '%s' must be a discrete variable%s", e->string, v->name,
               v->name, b->kind == B_EDGE ? " of type Boolean" : "");
    return T_ERROR;
  }
  if (b->kind == B_EDGE && v->type != TYPE_BOOLEAN) {
    diag_error(((Expr *)e->args.items[0])->loc, "edge(%s): '%s' is %s, not Boolean", v->name, v->name,
               value_type_name(var_value_type(v)));
    return T_ERROR;
  }
  return T_BOOLEAN;
}

static bool time_invariant(const Expr *e, bool free_parameters);

/* sample(start, interval): only in a condition, with a parameter start and
   a positive parameter interval (parameters with fixed = false too: the
   runtime places the samples after initialization). */
static ValueType resolve_sample_call(Scope *scope, Expr *e)
{
  if (!scope->in_condition) {
    diag_error(e->loc, "sample(...) is only allowed in a when-condition or in the equation of a discrete "
               "variable ('b = sample(0, 0.1);')");
    return T_ERROR;
  }
  for (int i = 0; i < 2; i++) {
    Expr *arg = e->args.items[i];
    ValueType t = resolve_expr(scope, arg);
    expect_numeric(arg, t, i ? "the interval of sample" : "the start of sample");
    if (t != T_ERROR && !time_invariant(arg, true))   /* fixed = false ones: samples start after initialization */
      diag_error(arg->loc, "the %s of sample must be a parameter expression", i ? "interval" : "start");
  }
  double interval;
  if (eval_constant(e->args.items[1], &interval) && !(interval > 0))
    diag_error(((Expr *)e->args.items[1])->loc, "the interval of sample must be positive, but it is %g", interval);
  return T_BOOLEAN;
}

/* delay(expr, delayTime[, delayMax]): the times are positive parameter
   expressions, and the delay time at most delayMax (spec 3.7.4). */
static ValueType resolve_delay_call(Scope *scope, Expr *e)
{
  ValueType t = resolve_expr(scope, e->args.items[0]);
  expect_numeric(e->args.items[0], t, "the delayed expression");
  for (int i = 1; i < e->args.count; i++) {
    Expr *arg = e->args.items[i];
    ValueType ti = resolve_expr(scope, arg);
    double value;
    expect_numeric(arg, ti, i == 1 ? "the delay time" : "the maximum delay time");
    if (ti != T_ERROR && !expr_is_time_invariant(arg))
      diag_error(arg->loc, "the %s of delay must be a parameter expression (variable delays are not supported)",
                 i == 1 ? "delay time" : "maximum delay time");
    else if (ti != T_ERROR && eval_constant(arg, &value) && !(value > 0))
      diag_error(arg->loc, "the %s of delay must be positive, but it is %g", i == 1 ? "delay time" : "maximum delay time",
                 value);
  }
  double delay_time, delay_max;
  if (e->args.count == 3 && eval_constant(e->args.items[1], &delay_time) &&
      eval_constant(e->args.items[2], &delay_max) && delay_time > delay_max)
    diag_error(((Expr *)e->args.items[1])->loc, "the delay time of delay (%g) exceeds its maximum delay time (%g)",
               delay_time, delay_max);
  return t == T_ERROR ? T_ERROR : T_REAL;
}

/* max(a, b) of Booleans is a or b, min(a, b) is a and b (false < true,
   spec 10.3.4): e becomes that operator. */
static bool boolean_min_max(Expr *e, const ValueType types[2])
{
  if ((strcmp(e->string, "min") && strcmp(e->string, "max")) || e->args.count != 2 || types[0] != T_BOOLEAN ||
      types[1] != T_BOOLEAN)
    return false;
  Expr *a = e->args.items[0], *b = e->args.items[1];
  e->kind = EX_BINARY;
  e->op = e->string[1] == 'a' ? OP_OR : OP_AND;
  e->a = a;
  e->b = b;
  e->args = (PtrList){ 0 };
  e->string = NULL;
  return true;
}

/* Mathematical and event-stepping functions: numeric arguments, and the
   type of the result from the function and its arguments. */
static ValueType resolve_math_call(Scope *scope, Expr *e, const Builtin *b)
{
  const char *name = e->string;
  ValueType result = b->kind == B_STEPPING && strcmp(name, "floor") && strcmp(name, "ceil") ? T_INTEGER : T_REAL;
  bool all_integer = true;
  ValueType types[2] = { T_ERROR, T_ERROR };
  for (int i = 0; i < e->args.count; i++)
    types[i < 2 ? i : 1] = resolve_expr(scope, e->args.items[i]);
  if (boolean_min_max(e, types))
    return T_BOOLEAN;
  for (int i = 0; i < e->args.count; i++) {
    Expr *a = e->args.items[i];
    ValueType t = types[i < 2 ? i : 1];
    all_integer &= t == T_INTEGER;
    expect_numeric(a, t, "the argument of '%s'", name);
    if (t == T_ERROR)
      result = T_ERROR;
    else if (t == T_REAL && (!strcmp(name, "div") || !strcmp(name, "mod") || !strcmp(name, "rem")))
      result = T_REAL;
  }
  /* abs, min and max of Integers are Integers, and sign always is */
  bool keeps_integer = !strcmp(name, "abs") || !strcmp(name, "min") || !strcmp(name, "max");
  if (result != T_ERROR && b->kind == B_MATH && (!strcmp(name, "sign") || (keeps_integer && all_integer)))
    result = T_INTEGER;
  if (b->kind == B_STEPPING && e->args.count == 2 && result != T_ERROR) {
    double divisor;
    if (eval_constant(e->args.items[1], &divisor) && divisor == 0)
      diag_error(((Expr *)e->args.items[1])->loc, "'%s' by zero", name);
  }
  return result;
}

static bool is_function_scope(const Scope *scope);

/* The model's parameter __homotopy, made at its first use: 0 but while the
   runtime follows the initial problem from the simplified expressions
   (__homotopy = 1) to the actual ones (initialization.c). */
static Expr *homotopy_parameter(FlatModel *model, SrcLoc loc)
{
  Var *h = find_var(model, "__homotopy");
  if (!h) {
    h = xcalloc(1, sizeof *h);
    h->name = "__homotopy";
    h->description = "1 - lambda of homotopy(): 0 but while the initial problem is followed from the simplified expressions";
    h->unit = "";
    h->loc = loc;
    h->type = TYPE_REAL;
    h->kind = VAR_PARAMETER;
    h->binding = expr_new(EX_NUMBER, loc);
    h->binding->number = 0;
    h->partner = -1;
    h->index = model->parameters.count;
    h->internal = true;
    list_push(&model->vars, h);
    list_push(&model->parameters, h);
  }
  Expr *name = expr_new(EX_NAME, loc);
  name->string = h->name;
  return name;
}

/* homotopy(actual, simplified) (spec 3.7.4.4): actual + (simplified -
   actual) * __homotopy, which the runtime's initial problem moves from
   the simplified expression to the actual one; in a function, actual. */
static ValueType resolve_homotopy(Scope *scope, Expr *e)
{
  Expr *simplified = e->args.count > 1 ? e->args.items[1] : NULL;
  Expr *actual = e->args.count ? e->args.items[0] : NULL;
  int given = e->args.count;
  for (int i = 0; i < e->named_args.count; i++) {
    Modification *m = e->named_args.items[i];
    if (strcmp(m->name, "actual") && strcmp(m->name, "simplified")) {
      diag_error(m->loc, "'homotopy' has no argument '%s'", m->name);
      return T_ERROR;
    }
    given++;
    if (!strcmp(m->name, "actual"))
      actual = m->value;
    else
      simplified = m->value;
  }
  if (!actual || !simplified || given != 2) {
    diag_error(e->loc, "'homotopy' takes 2 arguments, actual and simplified");
    return T_ERROR;
  }
  SrcLoc loc = e->loc;
  if (is_function_scope(scope)) {
    *e = *actual;
  } else {
    Expr *away = expr_binary(OP_SUB, expr_copy(simplified), expr_copy(actual), loc);
    *e = *expr_binary(OP_ADD, expr_copy(actual), expr_binary(OP_MUL, away, homotopy_parameter(scope->model, loc), loc), loc);
  }
  e->loc = loc;
  return resolve_expr(scope, e);
}

/* semiLinear(x, k1, k2) (spec 3.7.2.6) is smooth(0, if x >= 0 then k1*x
   else k2*x): the relation generates its events as any other. */
static ValueType resolve_semilinear(Scope *scope, Expr *e)
{
  if (e->args.count != 3 || e->named_args.count) {
    diag_error(e->loc, "'semiLinear' takes 3 arguments: x, positiveSlope, negativeSlope");
    return T_ERROR;
  }
  Expr *x = e->args.items[0], *zero = expr_new(EX_NUMBER, e->loc);
  Expr *chosen = expr_new(EX_IF, e->loc);
  chosen->a = expr_binary(OP_GE, expr_copy(x), zero, e->loc);
  chosen->b = expr_binary(OP_MUL, e->args.items[1], expr_copy(x), e->loc);
  chosen->c = expr_binary(OP_MUL, e->args.items[2], x, e->loc);
  chosen->semilinear = true;
  expr_note_depth(chosen);
  *e = *chosen;
  return resolve_expr(scope, e);
}

/* ---- String(x) ---- */

/* a format of String() (spec 3.7.1.2): flags, width, precision and one
   conversion, as C's printf without its '%'; of a Real e, f, g (E, G), of
   an Integer d */
static bool string_format_valid(const char *f, ValueType t)
{
  f += strspn(f, "-+ #0");
  size_t width = strspn(f, "0123456789"), precision = 0;
  f += width;
  if (*f == '.' && f[1] >= '0' && f[1] <= '9') {
    precision = strspn(++f, "0123456789");
    f += precision;
  }
  if (width > 2 || precision > 2)   /* at most 99 characters or digits */
    return false;
  return f[0] && !f[1] && strchr(t == T_REAL ? "efgEG" : t == T_INTEGER ? "d" : "", f[0]);
}

static bool string_option_valid(const Modification *m, ValueType t)
{
  double value;
  if (!strcmp(m->name, "leftJustified"))
    return m->value && m->value->kind == EX_BOOLEAN;
  if (!strcmp(m->name, "format"))
    return m->value && m->value->kind == EX_STRING && strlen(m->value->string) < 20 &&
           string_format_valid(m->value->string, t);
  return m->value && literal_number(m->value, &value) && value == (int)value && value >= 0 && value < 100;
}

static bool string_options(Expr *call, ValueType t)
{
  static const char *names[] = { "significantDigits", "minimumLength", "leftJustified", "format", NULL };
  static const char *wanted[] = { "an Integer literal from 0 to 99", "an Integer literal from 0 to 99",
                                  "true or false", "a literal such as \"8.3f\" (of a Real e, f, g; of an Integer d)" };
  for (int i = 0; i < call->named_args.count; i++) {
    Modification *m = call->named_args.items[i];
    int k = 0;
    while (names[k] && strcmp(names[k], m->name))
      k++;
    if (!names[k]) {
      diag_error(m->loc, "String() has no argument '%s' (significantDigits, minimumLength, leftJustified, format)",
                 m->name);
      return false;
    }
    if (!string_option_valid(m, t)) {
      diag_error(m->value ? m->value->loc : m->loc, "'%s' of String() must be %s", m->name, wanted[k]);
      return false;
    }
  }
  return true;
}

/* String(x[, significantDigits = n, minimumLength = n, leftJustified = b]
   or String(x, format = "8.3f")): x resolved, its type kept in the call's
   slot for codegen.c */
static ValueType resolve_string_call(Scope *scope, Expr *call)
{
  if (call->args.count != 1) {
    diag_error(call->loc, "String() takes one value, and its options by name");
    return T_ERROR;
  }
  ValueType t = resolve_expr(scope, call->args.items[0]);
  if (t == T_ERROR)
    return T_ERROR;
  if (t == T_STRING) {
    diag_error(call->loc, "String() of a String: write the string itself");
    return T_ERROR;
  }
  call->slot = t == T_BOOLEAN ? STRING_BOOLEAN : t == T_INTEGER ? STRING_INTEGER : STRING_REAL;
  return string_options(call, t) ? T_STRING : T_ERROR;
}

static ValueType resolve_call(Scope *scope, Expr *e)
{
  if (e->string[0] == '.' && !strchr(e->string + 1, '.'))
    e->string++;   /* .sin(x) left in a function's body: the built-in (spec 5.3.3) */
  const char *name = e->string;
  const Builtin *b = find_builtin(name);
  Function *fn = function_find(name);
  if (fn)
    return functions_resolve_call(scope, e, fn);
  if (!strcmp(name, "String"))
    return resolve_string_call(scope, e);
  if (!strcmp(name, "homotopy"))
    return resolve_homotopy(scope, e);
  if (!strcmp(name, "semiLinear"))
    return resolve_semilinear(scope, e);
  if (!b)
    return report_unknown_function(e);
  if (!check_argument_count(b, e))
    return T_ERROR;
  switch (b->kind) {
  case B_STATEMENT:
    diag_error(e->loc, "%s(...) is an equation of its own%s", name,
               !strcmp(name, "assert") ? "" : ", allowed only inside a when-clause");
    return T_ERROR;
  case B_DER:
    return resolve_der_call(scope, e);
  case B_PRE: {
    Var *v = variable_argument(scope, e);
    return v ? var_value_type(v) : T_ERROR;
  }
  case B_EDGE:
  case B_CHANGE:
    return resolve_edge_or_change(scope, e, b);
  case B_INITIAL:
  case B_TERMINAL:
    return T_BOOLEAN;
  case B_SAMPLE:
    return resolve_sample_call(scope, e);
  case B_DELAY:
    return resolve_delay_call(scope, e);
  case B_NO_EVENT:
    return resolve_expr(scope, e->args.items[0]);
  case B_SMOOTH: {
    Expr *order = e->args.items[0];
    if (order->kind != EX_NUMBER || order->number != floor(order->number) || order->number < 0)
      diag_error(order->loc, "the first argument of smooth must be a non-negative integer");
    return resolve_expr(scope, e->args.items[1]);
  }
  case B_MATH:
  case B_STEPPING:
    return resolve_math_call(scope, e, b);
  }
  return T_ERROR;
}

/* function g(...) left over: instantiation replaces those given to an
   input of a function type (spec 12.4.2) */
static ValueType misplaced_function(const Expr *e)
{
  diag_error(e->loc, "'function %s(...)' is an argument only for an input of a function type, of a function in "
             "a package (spec 12.4.2)", e->string);
  return T_ERROR;
}

static bool is_function_scope(const Scope *scope)
{
  for (int i = 0; i < functions_all()->count; i++)
    if (((Function *)functions_all()->items[i])->locals == scope->model)
      return true;
  return false;
}

/* A String of a model that may change between events: it reads time, der()
   or a continuous variable outside a condition (String(x) of a state). */
static bool varies_continuously(const Expr *e)
{
  if (!e || (e->kind == EX_BINARY && operator_is_relation(e->op)) || expr_is_call(e, "pre"))
    return false;
  if (expr_is_call(e, "der") || (e->kind == EX_NAME && e->builtin == BUILTIN_TIME))
    return true;
  if (e->kind == EX_NAME && e->var)
    return e->var->kind == VAR_STATE || e->var->kind == VAR_ALGEBRAIC || e->var->kind == VAR_COMPUTED;
  if ((e->kind != EX_IF && varies_continuously(e->a)) || varies_continuously(e->b) || varies_continuously(e->c))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (varies_continuously(e->args.items[i]))
      return true;
  return false;
}

/* s == "a" of a model's Strings: its value changes at events only, as a
   Boolean's does (spec 3.8.3); a function compares any */
static void check_model_comparison(const Scope *scope, const Expr *e)
{
  const Expr *side = varies_continuously(e->a) ? e->a : varies_continuously(e->b) ? e->b : NULL;
  if (side && !is_function_scope(scope))
    diag_error(side->loc, "this String may change between events, so its comparison '%s' cannot be a Boolean "
               "of the model: compare Strings that change at events only (String variables, String() of "
               "discrete values), or in a function", operator_text(e->op));
}

/* a op b: logical, relation, arithmetic, or the joining of two Strings */
static ValueType resolve_binary(Scope *scope, Expr *e)
{
  ValueType a = resolve_expr(scope, e->a), b = resolve_expr(scope, e->b);
  bool logical = e->op == OP_AND || e->op == OP_OR;
  if (a == T_ERROR || b == T_ERROR)
    return logical || operator_is_relation(e->op) ? T_BOOLEAN : T_ERROR;
  if (logical) {
    expect_boolean(e->a, a, "the operand of '%s'", operator_text(e->op));
    expect_boolean(e->b, b, "the operand of '%s'", operator_text(e->op));
    return T_BOOLEAN;
  }
  if (operator_is_relation(e->op)) {
    bool texts = a == T_STRING && b == T_STRING && (e->op == OP_EQ || e->op == OP_NE);
    if (texts)
      check_model_comparison(scope, e);
    if (!texts && ((a == T_BOOLEAN) != (b == T_BOOLEAN) || (a == T_BOOLEAN && e->op != OP_EQ && e->op != OP_NE) ||
                   a == T_STRING || b == T_STRING))
      diag_error(e->loc, "cannot compare %s with %s using '%s'", value_type_name(a), value_type_name(b),
                 operator_text(e->op));
    return T_BOOLEAN;
  }
  if (e->op == OP_ADD && a == T_STRING && b == T_STRING)
    return T_STRING;   /* "x = " + String(x): a message, or a String input's value */
  expect_numeric(e->a, a, "the left operand of '%s'", operator_text(e->op));
  expect_numeric(e->b, b, "the right operand of '%s'", operator_text(e->op));
  return a == T_INTEGER && b == T_INTEGER && e->op != OP_DIV && e->op != OP_POW ? T_INTEGER : T_REAL;
}

ValueType resolve_expr(Scope *scope, Expr *e)
{
  switch (e->kind) {
  case EX_NUMBER:
    return e->integer_literal ? T_INTEGER : T_REAL;
  case EX_BOOLEAN:
    return T_BOOLEAN;
  case EX_STRING:
    return T_STRING;
  case EX_NAME:
    e->var = find_var(scope->model, e->string);
    if (e->var)
      return var_value_type(e->var);
    if (!strcmp(e->string, "time")) {
      e->builtin = BUILTIN_TIME;
      return T_REAL;
    }
    if (!strcmp(e->string, "AssertionLevel.warning") || !strcmp(e->string, "AssertionLevel.error")) {
      e->builtin = strstr(e->string, "warning") ? BUILTIN_ASSERTION_WARNING : BUILTIN_ASSERTION_ERROR;
      return T_INTEGER;
    }
    diag_error(e->loc, "undefined name '%s'", e->string);
    return T_ERROR;
  case EX_CALL:
    return resolve_call(scope, e);
  case EX_FUNCTION:
    return misplaced_function(e);
  case EX_ARRAY:
  case EX_RANGE: case EX_COLON: case EX_END: case EX_MATRIX:   /* gone after arrays.c */
    diag_error(e->loc, "an array {...} is only allowed as a when-condition");
    return T_ERROR;
  case EX_TUPLE:
    diag_error(e->loc, "a list of outputs '(a, b)' is only allowed on the left of ':=' or '='");
    return T_ERROR;
  case EX_UNARY: {
    ValueType t = resolve_expr(scope, e->a);
    if (e->op == OP_NOT) {
      expect_boolean(e->a, t, "the operand of 'not'");
      return T_BOOLEAN;
    }
    expect_numeric(e->a, t, "the operand of unary '%s'", operator_text(e->op));
    return t;
  }
  case EX_BINARY:
    return resolve_binary(scope, e);
  case EX_IF: {
    expect_boolean(e->a, resolve_expr(scope, e->a), "the condition of an if-expression");
    ValueType b = resolve_expr(scope, e->b), c = resolve_expr(scope, e->c);
    if (b == T_ERROR || c == T_ERROR)
      return T_ERROR;
    if ((b == T_BOOLEAN) != (c == T_BOOLEAN)) {
      diag_error(e->loc, "the branches of this if-expression have different types, %s and %s",
                 value_type_name(b), value_type_name(c));
      return T_ERROR;
    }
    return b == T_INTEGER && c == T_INTEGER ? T_INTEGER : b == T_INTEGER ? c : b;
  }
  }
  return T_ERROR;
}

/* ---- questions about resolved expressions ---- */

/* true when e changes between events: it reads time, a state, an algebraic
   variable or a derivative (pre() of anything is constant between events) */
bool expr_varies_continuously(const Expr *e)
{
  if (!e)
    return false;
  if (expr_is_call(e, "pre"))
    return false;
  if (expr_is_call(e, "der"))
    return true;
  if (e->kind == EX_NAME)
    return e->builtin == BUILTIN_TIME || (e->var && (e->var->kind == VAR_STATE || e->var->kind == VAR_ALGEBRAIC));
  if (expr_varies_continuously(e->a) || expr_varies_continuously(e->b) || expr_varies_continuously(e->c))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (expr_varies_continuously(e->args.items[i]))
      return true;
  return false;
}

/* true when e uses only literals, parameters and constants */
/* free_parameters: a parameter with fixed = false counts as one too */
static bool time_invariant(const Expr *e, bool free_parameters)
{
  if (!e)
    return true;
  if (e->kind == EX_NAME)
    return e->var ? e->var->kind == VAR_PARAMETER || e->var->kind == VAR_CONSTANT ||
                    (free_parameters && e->var->free_parameter)
                  : e->builtin != BUILTIN_TIME;
  if (e->kind == EX_CALL) {
    const Builtin *b = find_builtin(e->string);
    if (!b || b->kind == B_PRE || b->kind == B_DER || b->kind == B_EDGE || b->kind == B_CHANGE ||
        b->kind == B_INITIAL || b->kind == B_TERMINAL || b->kind == B_SAMPLE)
      return false;
  }
  if (!time_invariant(e->a, free_parameters) || !time_invariant(e->b, free_parameters) ||
      !time_invariant(e->c, free_parameters))
    return false;
  for (int i = 0; i < e->args.count; i++)
    if (!time_invariant(e->args.items[i], free_parameters))
      return false;
  return true;
}

bool expr_is_time_invariant(const Expr *e) { return time_invariant(e, false); }

/* ---- calls of functions (the recursion of resolve_expr through arguments) ---- */

static bool check_argument_type(Function *fn, Var *input, Expr *arg, ValueType t)
{
  ValueType want = var_value_type(input);
  if (t == T_ERROR || t == want || (want == T_REAL && t == T_INTEGER))
    return true;
  diag_error(arg->loc, "input '%s' of '%s' is %s, but the argument is %s", input->name, fn->name,
             value_type_name(want), value_type_name(t));
  return false;
}

/* The position of input i among the function's variables, which is where
   given[] holds its argument (outputs may be declared before inputs). */
static int input_slot(const Function *fn, int i)
{
  return ((Var *)fn->inputs.items[i])->function_slot - 1;
}

/* Which input each argument gives, at its input's slot; false after a diagnostic. */
static bool match_arguments(Expr *call, Function *fn, Expr **given)
{
  int n = fn->inputs.count;
  bool ok = true;
  if (call->args.count > n) {
    diag_error(call->loc, "'%s' takes %d input%s, but %d arguments were given", fn->name, n, n == 1 ? "" : "s",
               call->args.count);
    return false;
  }
  for (int i = 0; i < call->args.count; i++)
    given[input_slot(fn, i)] = call->args.items[i];
  for (int k = 0; k < call->named_args.count; k++) {
    Modification *m = call->named_args.items[k];
    int i = 0;
    while (i < n && strcmp(((Var *)fn->inputs.items[i])->name, m->name))
      i++;
    if (i == n) {
      Var *other = find_var(fn->locals, m->name);
      diag_error(m->loc, "'%s' has no input named '%s'%s", fn->name, m->name,
                 other ? (list_contains(&fn->outputs, other) ? " (it is an output)" : " (it is protected)") : "");
      ok = false;
    } else if (given[input_slot(fn, i)]) {
      diag_error(m->loc, "input '%s' of '%s' is given twice", m->name, fn->name);
      ok = false;
    } else {
      given[input_slot(fn, i)] = m->value;
    }
  }
  return ok;
}

/* Arguments matched and resolved, defaults in place; false after a diagnostic. */
bool resolve_call_arguments(Scope *scope, Expr *call, Function *fn)
{
  int n = fn->inputs.count;
  Expr **given = xcalloc((size_t)fn->locals->vars.count + 1, sizeof *given);
  if (!match_arguments(call, fn, given))
    return false;
  bool ok = true;
  for (int i = 0; i < n; i++) {
    Var *input = fn->inputs.items[i];
    Expr *arg = given[input_slot(fn, i)];
    if (arg) {
      ok &= check_argument_type(fn, input, arg, resolve_expr(scope, arg));
    } else if (!fn->defaults.items[i]) {
      diag_error(call->loc, "the call of '%s' gives no value for input '%s', which has no default", fn->name,
                 input->name);
      ok = false;
    }
  }
  if (!ok)
    return false;
  /* defaults may read the inputs before them */
  for (int i = 0; i < n; i++)
    if (!given[input_slot(fn, i)])
      given[input_slot(fn, i)] = expr_substitute(fn->defaults.items[i], fn, given);
  PtrList args = { 0 };
  for (int i = 0; i < n; i++)
    list_push(&args, given[input_slot(fn, i)]);
  if (fn->string_result) {
    diag_error(call->loc, "'%s' is an external function with a String output passed by pointer: not supported yet",
               fn->name);
    return false;
  }
  call->args = args;
  call->named_args = (PtrList){ 0 };
  call->function = fn;
  expr_note_depth(call);
  return true;
}


/* A call whose value, if any, is not asked for: a call statement (spec 11.2.6,
   8.3.x) as much as the first step of a call in an expression. */
bool functions_resolve_call_statement(Scope *scope, Expr *call, Function *fn)
{
  if (fn->cls->partial) {
    diag_error(call->loc, "'%s' is a partial function: it cannot be called", fn->name);
    return false;
  }
  if (!resolve_call_arguments(scope, call, fn))
    return false;
  if (call->slot < 0 && !is_function_scope(scope)) {   /* where an assert inside reports */
    call->slot = functions_add_call_site(call);
  }
  return true;
}

ValueType functions_resolve_call(Scope *scope, Expr *call, Function *fn)
{
  if (!functions_resolve_call_statement(scope, call, fn))
    return T_ERROR;
  if (call->output >= fn->outputs.count) {
    if (fn->outputs.count == 0)
      diag_error(call->loc, "'%s' has no output, so this call has no value", fn->name);
    else
      diag_error(call->loc, "'%s' has %d output%s, fewer than the %d asked for here", fn->name,
                 fn->outputs.count, fn->outputs.count == 1 ? "" : "s", call->output + 1);
    return T_ERROR;
  }
  return var_value_type(fn->outputs.items[call->output]);
}

Expr *var_reference(Var *v, SrcLoc loc)
{
  Expr *e = expr_new(EX_NAME, loc);
  e->string = v->name;
  e->var = v;
  return e;
}
