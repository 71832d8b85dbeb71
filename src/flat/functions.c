/*
 * functions.c - function classes (spec chapter 12): their inputs, outputs
 * and protected variables, their algorithm, and calls of them.  A call is
 * matched in resolve.c (positional and named arguments, defaults) and from
 * then on lists every input in order, so that later stages see a plain call.  Each
 * function is checked once, in a scope of its own variables: nothing of the
 * model is visible inside, and relations inside never generate events
 * (spec 8.5) because events.c numbers only the model's own expressions.
 * A body that is a chain of assignments and if-statements also gets a
 * closed form per output, an expression over the inputs: index reduction
 * differentiates it and Inline = true writes it in place of the call.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"
#include "classes/instantiate.h"

static PtrList asserts;     /* Equation: assert(...) in function bodies */
static PtrList assert_owners; /* Function, per assert */
static Program *program_of;
static ClassDef *model_of;

const PtrList *functions_asserts(void) { return &asserts; }
Function *function_of_assert(int k) { return assert_owners.items[k]; }

/* ---- calls that can stop the run ---- */

typedef struct {
  bool externals;
  int depth;
} StopSearch;

static bool body_may_stop(const PtrList *statements, const Function *f, StopSearch s);

static bool stopping_call(const Expr *node, const void *data)
{
  StopSearch s = *(const StopSearch *)data;
  s.depth++;
  return node->kind == EX_CALL && node->function && body_may_stop(&node->function->statements, node->function, s);
}

/* f (NULL: a branch of a body) is external, or its statements hold an
   assert or call a function that may stop; a chain of calls deeper than 16
   is taken to */
static bool body_may_stop(const PtrList *statements, const Function *f, StopSearch s)
{
  if (s.depth > 16 || (f && s.externals && (f->external_args.count || f->external_result)))
    return true;
  for (int k = 0; f && k < asserts.count; k++)
    if (assert_owners.items[k] == f)
      return true;
  for (int i = 0; i < statements->count; i++) {
    const Equation *st = statements->items[i];
    if (expr_any(st->lhs, stopping_call, &s) || expr_any(st->rhs, stopping_call, &s))
      return true;
    for (int b = 0; b < st->branches.count; b++) {
      const Branch *br = st->branches.items[b];
      StopSearch inner = { s.externals, s.depth + 1 };
      if (expr_any(br->condition, stopping_call, &s) || body_may_stop(&br->equations, NULL, inner))
        return true;
    }
  }
  return false;
}

bool function_may_stop(const Function *f, bool externals)
{
  return body_may_stop(&f->statements, f, (StopSearch){ externals, 0 });
}

static bool asserting_call(const Expr *node, const void *data)
{
  (void)data;
  return node->kind == EX_CALL && node->function && function_may_stop(node->function, false);
}

bool expr_calls_assert(const Expr *e)
{
  return expr_any(e, asserting_call, NULL);
}

/* ---- declarations ---- */

static ClassDef *find_class(const char *name)
{
  for (int i = 0; model_of && i < model_of->classes.count; i++)
    if (!strcmp(((ClassDef *)model_of->classes.items[i])->name, name))
      return model_of->classes.items[i];
  for (int i = 0; i < program_of->classes.count; i++)
    if (!strcmp(((ClassDef *)program_of->classes.items[i])->name, name))
      return program_of->classes.items[i];
  return NULL;
}

/* Real, Integer, Boolean, or a short type derived from them; false
   otherwise.  A name the file's classes do not hold is looked up where it
   is written (SI.Angle in a function of a library, type Angle = Real). */
static bool base_type_of(const char *name, ClassDef *scope, BaseType *type)
{
  for (int depth = 0; depth < 100; depth++) {
    if (!strcmp(name, "Real")) { *type = TYPE_REAL; return true; }
    if (!strcmp(name, "Integer")) { *type = TYPE_INTEGER; return true; }
    if (!strcmp(name, "Boolean")) { *type = TYPE_BOOLEAN; return true; }
    if (!strcmp(name, "String")) { *type = TYPE_STRING; return true; }
    if (is_external_object_type(name)) { *type = TYPE_REAL; return true; }   /* a handle (externals.c) */
    ClassDef *c = find_class(name);
    if (!c)
      c = lookup_class(name, scope);
    if (is_enumeration(c)) { *type = TYPE_INTEGER; return true; }   /* its literal's number, from 1 */
    const Extends *x = c ? lone_extends(c) : NULL;
    if (!c || (!c->base_type && !x))
      return false;
    name = x ? x->name : c->base_type;
    scope = c->parent;
  }
  return false;
}

static const char *unit_in(const PtrList *modifications)
{
  for (int i = modifications->count - 1; i >= 0; i--) {
    const Modification *m = modifications->items[i];
    if (!strcmp(m->name, "unit") && m->value && m->value->kind == EX_STRING)
      return m->value->string;
  }
  return NULL;
}

/* The unit attribute of an input or output, for unit_check.c: its own, else
   its type's, through short definitions; "" when none. */
static const char *declared_unit(const Component *c)
{
  const char *unit = unit_in(&c->modifications);
  const char *name = c->type_name;
  for (int depth = 0; !unit && depth < 100; depth++) {
    ClassDef *type = find_class(name);
    if (!type || !type->base_type)
      break;
    unit = unit_in(&type->base_modifications);
    name = type->base_type;
  }
  return unit ? unit : "";
}

static Var *declare(Function *fn, Component *c)
{
  Var *v = xcalloc(1, sizeof *v);
  v->name = c->name;
  v->loc = c->loc;
  v->kind = VAR_ALGEBRAIC;
  v->partner = -1;
  v->unit = (char *)declared_unit(c);
  v->function_slot = fn->locals->vars.count + 1;
  ClassDef *type = find_class(c->type_name);
  if (type && !strcmp(type->restriction, "function")) {
    diag_error(c->type_loc, "a function as an input ('%s %s', spec 12.4.2) is supported in the functions of "
               "packages, not yet in one at the top level of a file", c->type_name, c->name);
    v->type = TYPE_REAL;
  } else if (!base_type_of(c->type_name, fn->cls, &v->type)) {
    diag_error(c->type_loc, "the type '%s' is not supported in a function (Real, Integer, Boolean and short "
               "types of them are)", c->type_name);
    v->type = TYPE_REAL;
  }
  if (find_var(fn->locals, c->name))
    diag_error(c->loc, "'%s' is declared twice in function '%s'", c->name, fn->name);
  list_push(&fn->locals->vars, v);
  if (c->prefixes & PREFIX_INPUT) {
    list_push(&fn->inputs, v);
    list_push(&fn->defaults, c->binding);
  } else {
    list_push(c->prefixes & PREFIX_OUTPUT ? &fn->outputs : &fn->protected_vars, v);
  }
  return v;
}

/* The enumeration of component name of function cls, NULL if none. */
static ClassDef *enumeration_of(ClassDef *cls, const char *name)
{
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (!strcmp(c->name, name))
      return enumeration_behind(lookup_class(c->type_name, cls));
  }
  return NULL;
}

/* In a function's body, as in a model's (instantiate_names.c): Mode.fast
   is the number of the literal (from 1), Integer(m) of an enumeration m
   the number m already is. */
static void number_enumeration_literals(Expr *e, void *data)
{
  ClassDef *cls = data;
  if (e->kind == EX_CALL && !strcmp(e->string, "Integer") && e->args.count == 1 && !e->named_args.count) {
    Expr *arg = e->args.items[0];
    if ((arg->kind == EX_NUMBER && arg->integer_literal) || (arg->kind == EX_NAME && !arg->path.count && enumeration_of(cls, arg->string)))
      *e = *arg;
    return;
  }
  const char *dot = e->kind == EX_NAME && !e->path.count && !e->subscripts.count ? strrchr(e->string, '.') : NULL;
  if (!dot || enumeration_of(cls, xsprintf("%.*s", (int)strcspn(e->string, "."), e->string)))
    return;
  ClassDef *type = lookup_class(xsprintf("%.*s", (int)(dot - e->string), e->string), cls);
  for (int i = 0; is_enumeration(type) && i < type->base_modifications.count; i++)
    if (!strcmp(((Modification *)type->base_modifications.items[i])->name, dot + 1)) {
      *e = *integer_expr(i + 1, e->loc);
      return;
    }
}

/* String(m) of an enumeration m or literal Mode.fast in a function's
   body, before the literal is a number: the literal's name (spec 4.9.5.2) */
static void name_enumeration_values(Expr *e, void *data)
{
  ClassDef *cls = data, *type = NULL;
  Expr *arg = expr_is_call(e, "String") && e->args.count == 1 ? e->args.items[0] : NULL;
  if (!arg || arg->kind != EX_NAME || arg->path.count || arg->subscripts.count)
    return;
  const char *dot = strrchr(arg->string, '.');
  Expr *value = arg;
  if (!dot || enumeration_of(cls, xsprintf("%.*s", (int)strcspn(arg->string, "."), arg->string)))
    type = dot ? NULL : enumeration_of(cls, arg->string);
  else
    type = enumeration_behind(lookup_class(xsprintf("%.*s", (int)(dot - arg->string), arg->string), cls));
  for (int i = 0; type && dot && i < type->base_modifications.count; i++)
    if (!strcmp(((Modification *)type->base_modifications.items[i])->name, dot + 1))
      value = integer_expr(i + 1, arg->loc);
  bool literal_found = value != arg;   /* a variable's value stays its name */
  Expr *text = type && literal_found == (dot != NULL) ? enumeration_string(type, value, e) : NULL;
  if (text)
    *e = *text;
}

static void read_annotation(Function *fn)
{
  for (int i = 0; i < fn->cls->annotation.count; i++) {
    Modification *m = fn->cls->annotation.items[i];
    if (!strcmp(m->name, "Inline") && m->value && m->value->kind == EX_BOOLEAN)
      fn->inline_requested = m->value->number != 0;
    else if (!strcmp(m->name, "derivative")) {
      if (!m->value || m->value->kind != EX_NAME)
        diag_error(m->loc, "annotation derivative = NAME expects the name of a function");
      else
        fn->derivative_annotation = m;
    }
  }
}

static void add_function(ClassDef *c);

typedef struct {
  const char *name, *full;
  bool called;
} InnerCall;

static void rename_inner_call(Expr *e, void *data)
{
  InnerCall *in = data;
  if (e->kind == EX_CALL && e->string && !strcmp(e->string, in->name)) {
    e->string = (char *)in->full;
    in->called = true;
  }
}

/* The functions declared inside function c: functions of their own, named
   c.f.  A library's function arrives with its calls of them so named (its
   copy, instantiate_names.c, whose classes join the flat class); a model's
   own function still calls f, which is renamed here, and f registered. */
static void add_inner_functions(ClassDef *c)
{
  for (int i = 0; i < c->classes.count; i++) {
    ClassDef *inner = c->classes.items[i];
    if (!inner->restriction || strcmp(inner->restriction, "function") != 0) {
      diag_error(inner->loc, "a class inside function '%s' is not supported, except a function", c->name);
      return;
    }
    InnerCall in = { inner->name, xsprintf("%s.%s", c->name, inner->name), false };
    class_walk(c, rename_inner_call, &in);
    if (in.called && !function_find(in.full)) {
      ClassDef *copy = xmalloc(sizeof *copy);
      *copy = *inner;
      copy->name = (char *)in.full;
      add_function(copy);
    }
  }
}

static void add_function(ClassDef *c)
{
  Function *fn = xcalloc(1, sizeof *fn);
  fn->name = c->name;
  fn->cls = c;
  fn->number = functions_all()->count;
  fn->locals = xcalloc(1, sizeof *fn->locals);
  fn->locals->name = c->name;
  functions_register(fn);
  if (c->equations.count || c->initial_equations.count)
    diag_error(((Equation *)(c->equations.count ? c->equations : c->initial_equations).items[0])->loc,
               "a function has no equations, only an algorithm section");
  if (c->initial_algorithms.count)
    diag_error(c->loc, "function '%s' cannot have an initial algorithm section", c->name);
  add_inner_functions(c);
  class_walk(c, name_enumeration_values, c);
  class_walk(c, number_enumeration_literals, c);
  PtrList ordered = { 0 };  /* inputs in declaration order come first in calls */
  for (int i = 0; i < c->components.count; i++)
    list_push(&ordered, declare(fn, c->components.items[i]));
  for (int i = 0; i < c->algorithms.count; i++) {
    PtrList *section = c->algorithms.items[i];
    for (int k = 0; k < section->count; k++)
      list_push(&fn->statements, section->items[k]);
  }
  read_annotation(fn);
}

/* a function with a functional input is a template each call copies
   (function_arguments.c), no function of its own */
static bool is_function_template(const ClassDef *c)
{
  for (int i = 0; i < c->components.count; i++)
    if (function_input_is_function(c, c->components.items[i]))
      return true;
  return false;
}

static void collect_from(const PtrList *classes)
{
  for (int i = 0; i < classes->count; i++) {
    ClassDef *c = classes->items[i];
    if (c->restriction && !strcmp(c->restriction, "function") && !c->base_type && !class_is_array_function(c) &&
        !is_function_template(c))
      add_function(function_with_bases(c));
  }
}

/* ---- calls ---- */

/* One target of (a, b) = f(x): target = f(x) with output k. */
static void push_output(const Equation *eq, int k, PtrList *into)
{
  Equation *one = xmalloc(sizeof *one);
  *one = *eq;
  one->lhs = eq->lhs->args.items[k];
  one->rhs = xmalloc(sizeof *one->rhs);
  *one->rhs = *eq->rhs;
  one->rhs->output = k;
  list_push(into, one);
}

static bool is_argument(const Expr *call, const Expr *target)
{
  return target && target->kind == EX_NAME && expr_reads_name(call, target->string);
}

/* (a, b) = f(x): a = f(x) with output 0, b = f(x) with output 1.  As
   statements the calls run one after the other, so a target that is also
   an argument ((a, last) := f(last)) is assigned last, after every other
   call has read its old value; two such targets would need temporaries. */
static void expand_tuple(Equation *eq, PtrList *into)
{
  Expr *call = eq->rhs;
  if (call->kind != EX_CALL) {
    diag_error(eq->rhs->loc, "a list of outputs '(a, b)' needs a function call on the right");
    return;
  }
  int argument = -1;
  for (int k = 0; eq->kind == EQ_ASSIGN && k < eq->lhs->args.count; k++) {
    Expr *target = eq->lhs->args.items[k];
    if (!is_argument(call, target))
      continue;
    if (argument >= 0) {
      diag_error(target->loc, "'%s' and '%s' are both assigned and arguments here: not supported yet in a "
                 "model's algorithm (use another variable for one result)",
                 ((Expr *)eq->lhs->args.items[argument])->string, target->string);
      return;
    }
    argument = k;
  }
  for (int k = 0; k < eq->lhs->args.count; k++)
    if (eq->lhs->args.items[k] && k != argument)
      push_output(eq, k, into);
  if (argument >= 0)
    push_output(eq, argument, into);
}

void functions_expand_tuples(PtrList *equations)
{
  PtrList expanded = { 0 };
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    for (int b = 0; b < eq->branches.count; b++)
      functions_expand_tuples(&((Branch *)eq->branches.items[b])->equations);
    if ((eq->kind == EQ_SIMPLE || eq->kind == EQ_ASSIGN) && eq->lhs && eq->lhs->kind == EX_TUPLE)
      expand_tuple(eq, &expanded);
    else
      list_push(&expanded, eq);
  }
  *equations = expanded;
}

/* ---- bodies ---- */

typedef struct Body {
  Function *fn;
  Scope scope;
  int loops;          /* while- and for-loops around the statement */
  PtrList assigned;   /* Var */
  PtrList loop_vars;  /* Var: variables of the for-loops around the statement */
} Body;

/* What only a model has: events, time, states. */
static void refuse_model_only(Expr *e, void *data)
{
  Function *fn = data;
  static const char *model_only[] = { "der", "pre", "edge", "change", "initial", "terminal", "sample", "delay",
                                      "reinit", "terminate", NULL };
  if (e->kind == EX_NAME && !strcmp(e->string, "time") && !find_var(fn->locals, "time"))
    diag_error(e->loc, "'time' is not visible inside function '%s': pass it as an input", fn->name);
  if (e->kind == EX_CALL && !e->function)
    for (int i = 0; model_only[i]; i++)
      if (!strcmp(e->string, model_only[i]))
        diag_error(e->loc, "%s() is not allowed inside function '%s'", e->string, fn->name);
}

static ValueType resolve_in(Body *body, Expr *e)
{
  ValueType t = resolve_expr(&body->scope, e);
  expr_walk(e, refuse_model_only, body->fn, false);
  return t;
}

static void check_assignable(Body *body, Expr *target, ValueType value, const Expr *rhs)
{
  Function *fn = body->fn;
  if (target->kind != EX_NAME) {
    diag_error(target->loc, "only a variable of the function can be assigned here");
    return;
  }
  ValueType t = resolve_in(body, target);
  Var *v = target->var;
  if (!v)
    return;
  if (list_contains(&fn->inputs, v)) {
    diag_error(target->loc, "'%s' is an input of '%s' and cannot be assigned", v->name, fn->name);
    return;
  }
  if (list_contains(&body->loop_vars, v)) {
    diag_error(target->loc, "'%s' is the variable of a for-loop and cannot be assigned", v->name);
    return;
  }
  if (!list_contains(&body->assigned, v))
    list_push(&body->assigned, v);
  if (value == T_ERROR || t == value || (t == T_REAL && value == T_INTEGER))
    return;
  diag_error(rhs->loc, "cannot assign %s value to '%s', which is %s", value == T_INTEGER ? "an Integer" :
             xsprintf("a %s", value_type_name(value)), v->name, value_type_name(t));
}

static void resolve_body(Body *body, PtrList *statements);

/* The type of the loop variable over a:b, a:step:b or {e1, e2, ...}:
   Integer when every part is; T_ERROR after a diagnostic. */
static ValueType resolve_loop_range(Body *body, Iterator *it)
{
  Expr *r = it->range;
  if (!r || (r->kind != EX_RANGE && r->kind != EX_ARRAY) || r->iterators.count) {
    diag_error(r ? r->loc : it->loc, "a for-loop in a function ranges over a:b, a:step:b or {e1, e2, ...}");
    return T_ERROR;
  }
  PtrList parts = { 0 };
  if (r->kind == EX_RANGE) {
    list_push(&parts, r->a);
    if (r->b)
      list_push(&parts, r->b);
    list_push(&parts, r->c);
  } else {
    parts = r->args;
  }
  ValueType type = T_INTEGER;
  for (int i = 0; i < parts.count; i++) {
    ValueType t = resolve_in(body, parts.items[i]);
    expect_numeric(parts.items[i], t, "the range of '%s'", it->name);
    if (t != T_INTEGER)
      type = t == T_ERROR ? T_ERROR : type == T_ERROR ? T_ERROR : T_REAL;
  }
  return parts.count ? type : T_ERROR;
}

/* for i in r1, j in r2 loop ... end for: one C loop per iterator, each with
   a variable of its own, visible only inside (spec 11.2.2). */
static void resolve_for(Body *body, Equation *s, int from)
{
  Function *fn = body->fn;
  if (from == s->iterators.count) {
    body->loops++;
    resolve_body(body, &((Branch *)s->branches.items[0])->equations);
    body->loops--;
    return;
  }
  Iterator *it = s->iterators.items[from];
  ValueType type = resolve_loop_range(body, it);
  if (type == T_ERROR)
    return;
  if (find_var(fn->locals, it->name)) {
    diag_error(it->loc, "the loop variable '%s' would hide the variable '%s' of function '%s'", it->name, it->name,
               fn->name);
    return;
  }
  Var *v = xcalloc(1, sizeof *v);
  v->name = it->name;
  v->loc = it->loc;
  v->kind = VAR_ALGEBRAIC;
  v->partner = -1;
  v->type = type == T_INTEGER ? TYPE_INTEGER : TYPE_REAL;
  v->function_slot = fn->locals->vars.count + 1;
  list_push(&fn->locals->vars, v);
  list_push(&fn->initial_values, NULL);
  list_push(&body->loop_vars, v);
  it->var = v;
  resolve_for(body, s, from + 1);
  body->loop_vars.count--;
  v->name = xsprintf("%s (loop, line %d)", it->name, it->loc.first_line);  /* out of sight after the loop */
}

static void resolve_assignment(Body *body, Equation *s)
{
  if (s->lhs->kind != EX_TUPLE) {
    check_assignable(body, s->lhs, resolve_in(body, s->rhs), s->rhs);
    return;
  }
  if (s->rhs->kind != EX_CALL || !function_find(s->rhs->string)) {
    diag_error(s->rhs->loc, "a list of outputs '(a, b)' needs a call of a function on the right");
    return;
  }
  ValueType first = resolve_in(body, s->rhs);
  Function *callee = s->rhs->function;
  if (first == T_ERROR || !callee)
    return;
  if (s->lhs->args.count > callee->outputs.count) {
    diag_error(s->lhs->loc, "'%s' has %d output%s, but %d are assigned here", callee->name, callee->outputs.count,
               callee->outputs.count == 1 ? "" : "s", s->lhs->args.count);
    return;
  }
  for (int k = 0; k < s->lhs->args.count; k++)
    if (s->lhs->args.items[k])
      check_assignable(body, s->lhs->args.items[k], var_value_type(callee->outputs.items[k]), s->rhs);
}

static void resolve_call_statement(Body *body, Equation *s)
{
  Expr *call = s->lhs;
  if (!strcmp(call->string, "assert")) {
    if (call->args.count < 2 || call->args.count > 3) {
      diag_error(call->loc, "'assert' takes 2 or 3 arguments");
      return;
    }
    expect_boolean(call->args.items[0], resolve_in(body, call->args.items[0]), "the condition of assert");
    Expr *message = call->args.items[1];
    if (!strings_resolve_message(&body->scope, message))
      diag_error(message->loc, "the message of an assert in a function is built of string literals and "
                 "String(x), joined with +");
    else
      expr_walk(message, refuse_model_only, body->fn, false);
    if (call->args.count == 3 && resolve_in(body, call->args.items[2]) != T_INTEGER)
      diag_error(((Expr *)call->args.items[2])->loc, "the level of assert must be AssertionLevel.error or .warning");
    call->slot = asserts.count;
    list_push(&asserts, s);
    list_push(&assert_owners, body->fn);
    return;
  }
  Function *callee = function_find(call->string);
  if (!callee) {
    diag_error(call->loc, "'%s(...)' is not a statement of a function", call->string);
    return;
  }
  if (resolve_call_arguments(&body->scope, call, callee))   /* no value asked for */
    expr_walk(call, refuse_model_only, body->fn, false);
}

static void resolve_statement(Body *body, Equation *s)
{
  switch (s->kind) {
  case EQ_ASSIGN:
    resolve_assignment(body, s);
    break;
  case EQ_IF:
  case EQ_WHILE:
    body->loops += s->kind == EQ_WHILE;
    for (int b = 0; b < s->branches.count; b++) {
      Branch *br = s->branches.items[b];
      if (br->condition)
        expect_boolean(br->condition, resolve_in(body, br->condition),
                       s->kind == EQ_WHILE ? "the condition of a while-loop" : "the condition of an if-statement");
      resolve_body(body, &br->equations);
    }
    body->loops -= s->kind == EQ_WHILE;
    break;
  case EQ_BREAK:
    if (!body->loops)
      diag_error(s->loc, "'break' outside a loop");
    break;
  case EQ_RETURN:
    body->fn->has_return = true;
    break;
  case EQ_CALL:
    if (s->lhs)
      resolve_call_statement(body, s);
    break;
  case EQ_WHEN:
    diag_error(s->loc, "a when-statement is not allowed inside function '%s'", body->fn->name);
    break;
  case EQ_FOR:
    resolve_for(body, s, 0);
    break;
  case EQ_SIMPLE:
    diag_error(s->loc, "a function's algorithm assigns with ':=', not '='");
    break;
  }
}

static void resolve_body(Body *body, PtrList *statements)
{
  for (int i = 0; i < statements->count; i++)
    resolve_statement(body, statements->items[i]);
}

/* Bindings: defaults of inputs, initial values of outputs and protected variables. */
static void resolve_declarations(Body *body)
{
  Function *fn = body->fn;
  for (int i = 0; i < fn->cls->components.count; i++) {
    Component *c = fn->cls->components.items[i];
    Var *v = find_var(fn->locals, c->name);
    if (!c->binding || !v)
      continue;
    ValueType t = resolve_in(body, c->binding);
    if (t != T_ERROR && t != var_value_type(v) && !(v->type == TYPE_REAL && t == T_INTEGER))
      diag_error(c->binding->loc, "'%s' is %s, but its binding is %s", v->name, value_type_name(var_value_type(v)),
                 value_type_name(t));
    if (!list_contains(&fn->inputs, v))
      list_push(&body->assigned, v);
  }
  for (int i = 0; i < fn->locals->vars.count; i++) {
    Var *v = fn->locals->vars.items[i];
    Component *c = fn->cls->components.items[i];
    list_push(&fn->initial_values, list_contains(&fn->inputs, v) ? NULL : c->binding);
  }
}

/* A String variable of a function is the number of a text (codegen_expr.c):
   it is assigned, joined, compared for equality, passed on to a call or
   shown in a message, and nothing more. */
static void refuse_string_operand(const Expr *e)
{
  if (e && e->kind == EX_NAME && e->var && e->var->type == TYPE_STRING)
    diag_error(e->loc, "String '%s' can only be assigned, joined with +, compared with == or <>, passed to a "
               "function or shown in the message of an assert", e->string);
}

/* the operands of e (a whole statement's side is typed by resolve_body) */
static void refuse_string_values(Expr *e, void *data)
{
  if (strings_is_text(e) || strings_is_comparison(e))   /* "x = " + s, passed on or shown; s == "a" */
    return;
  refuse_string_operand(e->a);
  refuse_string_operand(e->b);
  refuse_string_operand(e->c);
  bool message = e->kind == EX_CALL && !strcmp(e->string, "assert");
  for (int i = 0; !(e->kind == EX_CALL && e->function) && i < e->args.count; i++)
    if (!(message && i == 1))
      refuse_string_operand(e->args.items[i]);
}

/* A String output of an external function other than the C function's
   result is not supported yet: such a function (of a library, most often
   never called) is left unchecked, and a call of it refused (resolve.c).
   Other functions hold Strings in their variables as texts built at run
   time (codegen_expr.c). */
static bool has_string_result(const Function *fn)
{
  External *x = fn->cls->external;
  if (!x)
    return false;
  const char *result = x->output && x->output->kind == EX_NAME ? x->output->string
                       : !x->call && fn->outputs.count == 1 ? ((Var *)fn->outputs.items[0])->name : NULL;
  for (int i = 0; i < fn->locals->vars.count; i++) {
    Var *v = fn->locals->vars.items[i];
    if (v->type == TYPE_STRING && !list_contains(&fn->inputs, v) && !(result && !strcmp(v->name, result)))
      return true;
  }
  return false;
}

static void check_strings(Function *fn)
{
  for (int i = 0; i < fn->statements.count; i++)
    equation_walk(fn->statements.items[i], refuse_string_values, fn);
}

static void check_function(Function *fn)
{
  Body body = { fn, { fn->locals, false, false }, 0, { 0 }, { 0 } };
  if ((fn->string_result = has_string_result(fn)))
    return;
  resolve_declarations(&body);
  resolve_body(&body, &fn->statements);
  check_strings(fn);
  if (fn->cls->external)
    externals_check(fn);
  for (int i = 0; i < fn->outputs.count && !fn->cls->equations.count && !fn->cls->external && !fn->cls->partial;
       i++) {  /* else reported already; a partial function is a type of functional inputs, whose outputs are free */
    Var *v = fn->outputs.items[i];
    if (!list_contains(&body.assigned, v))
      diag_error(v->loc, "output '%s' of function '%s' is never assigned", v->name, fn->name);
  }
  if (fn->derivative_annotation) {
    Expr *name = fn->derivative_annotation->value;
    fn->derivative = function_find(name->string);
    int reals = 0;
    for (int i = 0; i < fn->inputs.count; i++)
      reals += function_input_derived(fn, i);
    if (!fn->derivative)
      diag_error(name->loc, "the derivative '%s' of '%s' is not a function of this file", name->string, fn->name);
    else if (fn->derivative->inputs.count != fn->inputs.count + reals || fn->derivative->outputs.count < 1)
      diag_error(name->loc, "the derivative '%s' of '%s' must take its %d inputs and then one derivative per Real "
                 "input not named noDerivative (%d inputs in all), and have an output", name->string, fn->name, fn->inputs.count,
                 fn->inputs.count + reals);
  }
}

/* ---- closed forms ---- */

/* A closed form shares the values of earlier statements, so written out it
   can be exponentially larger than the body (y := y * y, forty times).  Past
   this many nodes the function keeps only its C function. */
enum { CLOSED_FORM_MAX_NODES = 20000 };

/* The nodes of e written out as a tree, at most CLOSED_FORM_MAX_NODES + 1.
   The values of a body share their subtrees, and each statement's value is
   counted: each node's count is kept (by address, for the function being
   run; counted_reset), so that a body of many statements costs its nodes
   once, not each statement the whole tree again. */
static struct {
  const Expr **keys;
  int *counts;
  size_t size, used;   /* size a power of two, used < size / 2 */
} counted;

static void counted_reset(void)
{
  free(counted.keys);
  free(counted.counts);
  counted.size = 1024;
  counted.used = 0;
  counted.keys = xcalloc(counted.size, sizeof *counted.keys);
  counted.counts = xcalloc(counted.size, sizeof *counted.counts);
}

static size_t counted_slot(const Expr *e)
{
  size_t i = ((uintptr_t)e >> 4) * 2654435761u & (counted.size - 1);
  while (counted.keys[i] && counted.keys[i] != e)
    i = (i + 1) & (counted.size - 1);
  return i;
}

static void counted_put(const Expr *e, int n)
{
  if (2 * (counted.used + 1) > counted.size) {
    const Expr **keys = counted.keys;
    int *counts = counted.counts;
    size_t size = counted.size;
    counted.size *= 2;
    counted.used = 0;
    counted.keys = xcalloc(counted.size, sizeof *counted.keys);
    counted.counts = xcalloc(counted.size, sizeof *counted.counts);
    for (size_t i = 0; i < size; i++)
      if (keys[i])
        counted_put(keys[i], counts[i]);
    free(keys);
    free(counts);
  }
  size_t i = counted_slot(e);
  counted.used += !counted.keys[i];
  counted.keys[i] = e;
  counted.counts[i] = n;
}

static int count_nodes(const Expr *e)
{
  if (!e)
    return 0;
  size_t slot = counted_slot(e);
  if (counted.keys[slot])
    return counted.counts[slot];
  int n = 1;
  const Expr *children[] = { e->a, e->b, e->c };
  for (int i = 0; i < 3 && n <= CLOSED_FORM_MAX_NODES; i++)
    n += count_nodes(children[i]);
  for (int i = 0; i < e->args.count && n <= CLOSED_FORM_MAX_NODES; i++)
    n += count_nodes(e->args.items[i]);
  n = n > CLOSED_FORM_MAX_NODES ? CLOSED_FORM_MAX_NODES + 1 : n;
  counted_put(e, n);
  return n;
}

static bool small_enough(const Expr *e)
{
  return count_nodes(e) <= CLOSED_FORM_MAX_NODES;
}

/* The value of every variable after the statements, as expressions over the
   inputs; false when a statement is more than an assignment or an if. */
static bool run_symbolically(Function *fn, const PtrList *statements, Expr **env)
{
  int n = fn->locals->vars.count;
  for (int i = 0; i < statements->count; i++) {
    Equation *s = statements->items[i];
    if (s->kind == EQ_ASSIGN && s->lhs->kind == EX_NAME && s->lhs->var) {
      env[s->lhs->var->function_slot - 1] = expr_substitute(s->rhs, fn, env);
      if (!small_enough(env[s->lhs->var->function_slot - 1]))
        return false;
    } else if (s->kind == EQ_IF) {
      Expr **after = xcalloc((size_t)n * (size_t)s->branches.count, sizeof *after);
      bool has_else = false;
      for (int b = 0; b < s->branches.count; b++) {
        Branch *br = s->branches.items[b];
        memcpy(after + b * n, env, sizeof *env * (size_t)n);
        has_else |= !br->condition;
        if (!run_symbolically(fn, &br->equations, after + b * n))
          return false;
      }
      for (int k = 0; k < n; k++) {  /* innermost else first, conditions outward */
        Expr *value = has_else ? after[(s->branches.count - 1) * n + k] : env[k];
        for (int b = s->branches.count - 1 - has_else; b >= 0; b--) {
          Branch *br = s->branches.items[b];
          if (after[b * n + k] == value)
            continue;
          Expr *choice = expr_new(EX_IF, br->loc);
          choice->a = expr_substitute(br->condition, fn, env);
          choice->b = after[b * n + k];
          choice->c = value;
          if (!choice->b || !choice->c)
            return false;   /* assigned in one branch only, never before */
          expr_note_depth(choice);
          if (!small_enough(choice))
            return false;
          value = choice;
        }
        after[k] = value;
      }
      memcpy(env, after, sizeof *env * (size_t)n);
    } else if (!(s->kind == EQ_CALL && s->lhs && !strcmp(s->lhs->string, "assert"))) {
      return false;
    }
  }
  return true;
}

static void find_closed_forms(Function *fn)
{
  int n = fn->locals->vars.count;
  if (fn->cls->external || fn->initial_values.count < n)   /* its body is C; or not resolved, after an error */
    return;
  Expr **env = xcalloc((size_t)n + 1, sizeof *env);
  counted_reset();
  for (int i = 0; i < n; i++) {
    Expr *initial = fn->initial_values.items[i];
    if (initial)
      env[i] = expr_substitute(initial, fn, env);
  }
  if (!run_symbolically(fn, &fn->statements, env))
    return;
  for (int k = 0; k < fn->outputs.count; k++) {
    Var *v = fn->outputs.items[k];
    if (!env[v->function_slot - 1])
      return;
  }
  for (int k = 0; k < fn->outputs.count; k++)
    list_push(&fn->closed_forms, env[((Var *)fn->outputs.items[k])->function_slot - 1]);
}

/* ---- the whole file ---- */

void functions_collect(Program *program, ClassDef *model)
{
  program_of = program;
  model_of = model;
  functions_forget();
  asserts = assert_owners = (PtrList){ 0 };
  collect_from(&model->classes);
  collect_from(&program->classes);
  for (int i = 0; i < functions_all()->count; i++)
    check_function(functions_all()->items[i]);
  if (diag_error_count())
    return;
  for (int i = 0; i < functions_all()->count; i++)
    find_closed_forms(functions_all()->items[i]);
}
