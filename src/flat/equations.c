/*
 * equations.c - sorts a model's equations for flatten.c: continuous
 * equations (one residual row each), discrete equations, when-clauses with
 * their bodies (discrete assignments, reinit, terminate), if-equations
 * (a branch chosen at compile time, or merged rows for conditions that change
 * in time), assert, algorithm sections, and initial equations.  It resolves
 * and type-checks what it sorts and reports every misplaced equation.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"

/* ---- small helpers ---- */

static ValueType resolve(Flattener *f, Expr *e) { return resolve_expr(&f->scope, e); }

static bool is_discrete_target(const Expr *lhs)
{
  return lhs->kind == EX_NAME && lhs->var && lhs->var->kind == VAR_DISCRETE;
}

/* x, a Real variable that is not discrete: d = x (a connection of a
   discrete Real to a continuous one) defines x, as d has its when-clause */
static bool continuous_name(const Expr *e)
{
  return e->kind == EX_NAME && !e->subscripts.count && e->var &&
         (e->var->kind == VAR_ALGEBRAIC || e->var->kind == VAR_COMPUTED);
}

/* d or pre(d) of a discrete variable d: what a discrete initial equation gives */
static bool is_discrete_reference(const Expr *e)
{
  return is_discrete_target(e) || (expr_is_call(e, "pre") && e->args.count == 1 && is_discrete_target(e->args.items[0]));
}

static bool names_a_variable(const Expr *node, const void *data)
{
  (void)data;
  return node->kind == EX_NAME && node->var && node->var->kind != VAR_PARAMETER && node->var->kind != VAR_CONSTANT;
}

/* An Integer side is coerced to Real like an operand (0 = x - y is a Real
   equation); only an Integer variable cannot take a Real value. */
static void check_same_type(Equation *eq, ValueType lhs, ValueType rhs)
{
  if (lhs == T_ERROR || rhs == T_ERROR)
    return;
  if ((lhs == T_BOOLEAN) != (rhs == T_BOOLEAN) || (lhs == T_STRING) != (rhs == T_STRING))
    diag_error(eq->loc, "the two sides of this equation have different types, %s and %s", value_type_name(lhs),
               value_type_name(rhs));
  else if (lhs == T_INTEGER && rhs == T_REAL && expr_any(eq->lhs, names_a_variable, NULL))
    diag_error(eq->rhs->loc, "a Real value cannot be assigned to the Integer '%s' (integer() and div() give Integers)",
               expr_to_string(eq->lhs));
}

/* ---- which variables are states, which Reals are discrete ---- */

/* The names in der(name) of e into names */
static void note_der_names(const Expr *e, Map *names)
{
  if (!e)
    return;
  if (expr_is_call(e, "der") && e->args.count == 1) {
    const Expr *arg = e->args.items[0];
    if (arg->kind == EX_NAME)
      map_put(names, arg->string, (void *)arg->string);
  }
  note_der_names(e->a, names);
  note_der_names(e->b, names);
  note_der_names(e->c, names);
  for (int i = 0; i < e->args.count; i++)
    note_der_names(e->args.items[i], names);
}

static void note_differentiated(const PtrList *equations, Map *names)
{
  for (int i = 0; i < equations->count; i++) {
    const Equation *eq = equations->items[i];
    if (eq->kind == EQ_SIMPLE || eq->kind == EQ_ASSIGN) {
      note_der_names(eq->lhs, names);
      note_der_names(eq->rhs, names);
    }
    if (eq->kind == EQ_IF)
      for (int b = 0; b < eq->branches.count; b++)
        note_differentiated(&((Branch *)eq->branches.items[b])->equations, names);
  }
}

/* Does der(name) appear in these equations (if-equation branches included)?
   The names are gathered once per list (as long as it is not changed), not
   walked for every name asked about: a model's when-clauses ask about each
   variable they assign. */
static bool is_differentiated(const PtrList *equations, const char *name)
{
  static struct {
    const PtrList *list;
    void **items;
    int count;
    Map names;
  } known;
  if (known.list != equations || known.items != equations->items || known.count != equations->count) {
    free(known.names.keys);
    free(known.names.values);
    known.names = (Map){ 0 };
    note_differentiated(equations, &known.names);
    known.list = equations;
    known.items = equations->items;
    known.count = equations->count;
  }
  return map_get(&known.names, name) != NULL;
}

/* Names assigned in when-clause bodies (and in if-statements inside them). */
static void collect_when_targets(const PtrList *body, PtrList *names)
{
  for (int k = 0; k < body->count; k++) {
    const Equation *inner = body->items[k];
    if ((inner->kind == EQ_SIMPLE || inner->kind == EQ_ASSIGN) && inner->lhs->kind == EX_NAME)
      list_push(names, inner->lhs->string);
    else if (inner->kind == EQ_IF)
      for (int b = 0; b < inner->branches.count; b++)
        collect_when_targets(&((Branch *)inner->branches.items[b])->equations, names);
  }
}

/* Real variables assigned in a when-clause are discrete (Modelica 3, 8.3.5),
   unless they also appear in der(): then the when-equation is the error. */
void equations_mark_when_assigned(Flattener *f, const PtrList *section)
{
  for (int i = 0; i < section->count; i++) {
    const Equation *eq = section->items[i];
    if (eq->kind != EQ_WHEN)
      continue;
    PtrList names = { 0 };
    for (int b = 0; b < eq->branches.count; b++)
      collect_when_targets(&((Branch *)eq->branches.items[b])->equations, &names);
    for (int k = 0; k < names.count; k++) {
      Var *v = find_var(f->model, names.items[k]);
      if (v && v->kind == VAR_ALGEBRAIC && !is_differentiated(&f->cls->equations, v->name))
        v->kind = VAR_DISCRETE;
    }
    free(names.items);
  }
}

/* Outputs of an algorithm without when-statements that are discrete by their
   type (Boolean, Integer) make the section discrete; Real outputs stay continuous. */
static void mark_state(Expr *e, void *data)
{
  if (expr_is_call(e, "der") && e->args.count == 1) {
    Expr *arg = e->args.items[0];
    if (arg->var && arg->var->kind == VAR_ALGEBRAIC)
      arg->var->kind = VAR_STATE;
  }
}

/* ---- when-clauses and their bodies ---- */

static const char *kind_of(const Var *v, const Flattener *f)
{
  if (is_differentiated(&f->cls->equations, v->name))
    return "a state";
  switch (v->kind) {
  case VAR_PARAMETER: return "a parameter";
  case VAR_CONSTANT: return "a constant";
  case VAR_DISCRETE: return v->type == TYPE_BOOLEAN ? "a Boolean variable" : v->type == TYPE_INTEGER
                            ? "an Integer variable" : "a discrete variable";
  default: return "an algebraic variable (it never appears in der())";
  }
}

static void add_terminate(Flattener *f, Expr *call)
{
  Expr *message = call->args.count == 1 ? call->args.items[0] : NULL;
  if (call->args.count != 1 || call->named_args.count) {
    diag_error(call->loc, "'terminate' takes 1 argument, the message");
    return;
  }
  if (!strings_resolve_message(&f->scope, message)) {
    diag_error(message->loc, "the message of terminate must be a string");
    return;
  }
  call->slot = f->model->terminations.count;
  list_push(&f->model->terminations, call);
}

/* An assert of the model; in_when: checked only when its when-clause fires */
static void add_assert(Flattener *f, Equation *eq, bool in_when)
{
  Expr *call = eq->lhs;
  if (call->args.count < 2 || call->args.count > 3) {
    diag_error(call->loc, "'assert' takes 2 or 3 arguments: condition, message, level");
    return;
  }
  expect_boolean(call->args.items[0], resolve(f, call->args.items[0]), "the condition of assert");
  Expr *message = call->args.items[1];
  if (!strings_resolve_message(&f->scope, message))
    diag_error(message->loc, "the message of assert must be a string");
  Expr *level = call->args.count == 3 ? call->args.items[2] : NULL;
  for (int i = 0; i < call->named_args.count; i++) {
    Modification *m = call->named_args.items[i];
    if (strcmp(m->name, "level") != 0 || level) {
      diag_error(m->loc, "'assert' has no argument '%s'", m->name);
      return;
    }
    level = m->value;
  }
  if (level) {
    resolve(f, level);
    if (level->kind != EX_NAME || (level->builtin != BUILTIN_ASSERTION_WARNING && level->builtin != BUILTIN_ASSERTION_ERROR))
      diag_error(level->loc, "the level of assert must be AssertionLevel.error or AssertionLevel.warning");
    call->slot = level->builtin == BUILTIN_ASSERTION_WARNING ? ASSERT_WARNING : 0;
  } else {
    call->slot = 0;
  }
  if (in_when)
    call->slot |= ASSERT_IN_WHEN;
  list_push(&f->model->asserts, eq);
}

/* while and break belong in algorithm sections, return in functions */
static void refuse_loop_statement(const Equation *eq, const char *where)
{
  if (eq->kind == EQ_RETURN)
    diag_error(eq->loc, "'return' belongs in a function");
  else
    diag_error(eq->loc, "'%s' %s", eq->kind == EQ_WHILE ? "while" : "break", where);
}

/* 'd = expr;' (or 'd := expr;') in a when-clause: the target must be a
   discrete variable; it joins the variables the clause assigns. */
static void resolve_when_assignment(Flattener *f, Equation *eq, PtrList *assigned, bool statements)
{
  ValueType lt = resolve(f, eq->lhs), rt = resolve(f, eq->rhs);
  if (!is_discrete_target(eq->lhs)) {
    if (eq->lhs->kind == EX_NAME && eq->lhs->var)
      diag_error(eq->lhs->loc, "'%s' is %s: %s in a when-clause must assign a discrete variable "
                 "('d %s expr;') or call reinit(x, expr) for a state", eq->lhs->var->name,
                 kind_of(eq->lhs->var, f), statements ? "a statement" : "an equation", statements ? ":=" : "=");
    else if (lt != T_ERROR)
      diag_error(eq->lhs->loc, "an equation in a when-clause must assign a discrete variable ('d = expr;') "
                 "or call reinit(x, expr)");
    return;
  }
  check_same_type(eq, lt, rt);
  if (!list_contains(assigned, eq->lhs->var))
    list_push(assigned, eq->lhs->var);
}

/* reinit(x, expr): two arguments, a variable that is not discrete, a
   numeric new value. */
static void resolve_reinit(Flattener *f, Expr *call)
{
  if (call->args.count != 2 || call->named_args.count) {
    diag_error(call->loc, "'reinit' takes 2 arguments, but %d %s given", call->args.count,
               call->args.count == 1 ? "was" : "were");
    return;
  }
  Expr *target = call->args.items[0];
  if (target->kind != EX_NAME) {
    diag_error(target->loc, "reinit: the first argument must be a state variable, not '%s'", expr_to_string(target));
    return;
  }
  if (resolve(f, target) == T_ERROR)
    return;
  Var *v = target->var;
  if (!v) {
    diag_error(target->loc, "reinit: 'time' cannot be reinitialized");
    return;
  }
  if (v->kind == VAR_DISCRETE || v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT) {
    diag_error(target->loc, "reinit(%s, ...): '%s' is %s; only states can be reinitialized", v->name, v->name,
               kind_of(v, f));
    return;
  }
  expect_numeric(call->args.items[1], resolve(f, call->args.items[1]), "the new value in reinit");
  /* whether it is a state is known once every der() has been seen: check_reinits */
}

/* A call in a when-clause: terminate, assert or reinit; any other call is
   not an equation. */
static void resolve_when_call(Flattener *f, Equation *eq)
{
  Expr *call = eq->lhs;
  if (!strcmp(call->string, "terminate")) {
    add_terminate(f, call);
    return;
  }
  if (!strcmp(call->string, "assert")) {
    add_assert(f, eq, true);
    return;
  }
  Function *fn = function_find(call->string);
  if (fn) {   /* its outputs, if any, are discarded */
    functions_resolve_call_statement(&f->scope, call, fn);
    return;
  }
  if (strcmp(call->string, "reinit") != 0) {
    resolve(f, call);
    if (diag_error_count() == 0)
      diag_error(call->loc, "'%s(...)' is not an equation: inside a when-clause write 'd = expr;', "
                 "reinit(x, expr) or terminate(\"message\")", call->string);
    return;
  }
  resolve_reinit(f, call);
}

/* while-loops around the statement being resolved */
static int loops_around;

/* Whether a when body assigns a variable: asserts, terminate(), reinit and
   other calls are no equations to count (an if of calls only needs no else). */
static bool assigns_any(const PtrList *body)
{
  for (int k = 0; k < body->count; k++) {
    const Equation *eq = body->items[k];
    if (eq->kind == EQ_SIMPLE || eq->kind == EQ_ASSIGN)
      return true;
    for (int b = 0; eq->kind == EQ_IF && b < eq->branches.count; b++)
      if (assigns_any(&((Branch *)eq->branches.items[b])->equations))
        return true;
  }
  return false;
}

/* An if-equation in a when-clause whose condition changes in time has as
   many equations in every branch, a missing else counting as none (spec
   8.3.4); an if-statement may leave variables as they are. */
static void check_when_if_else(const Equation *eq)
{
  const Branch *last = eq->branches.items[eq->branches.count - 1];
  bool fixed = true, equations = false;
  for (int b = 0; b < eq->branches.count; b++) {
    const Branch *br = eq->branches.items[b];
    fixed = fixed && (!br->condition || expr_is_time_invariant(br->condition));
    equations = equations || assigns_any(&br->equations);
  }
  if (!fixed && last->condition && equations)
    diag_error(eq->loc, "an if-equation in a when-clause whose condition changes in time needs an else-branch "
               "with as many equations as its other branches: a missing else counts as none (spec 8.3.4)");
}

/* A when body: equations (or statements, in an algorithm) that assign discrete
   variables, reinit states, terminate.  assigned collects what it assigns. */
static void resolve_when_body(Flattener *f, Equation *when, PtrList *body, PtrList *assigned, bool statements)
{
  for (int k = 0; k < body->count; k++) {
    Equation *eq = body->items[k];
    switch (eq->kind) {
    case EQ_FOR:   /* expanded by arrays.c */
      break;
    case EQ_WHEN:
      diag_error(eq->loc, "a when-%s cannot contain another when-%s", statements ? "statement" : "clause",
                 statements ? "statement" : "clause");
      diag_note(when->loc, "the enclosing when-%s starts here", statements ? "statement" : "clause");
      break;
    case EQ_IF:
      /* at the event one branch runs; a variable a branch does not assign keeps its value */
      for (int b = 0; b < eq->branches.count; b++) {
        Branch *br = eq->branches.items[b];
        if (br->condition)
          expect_boolean(br->condition, resolve(f, br->condition),
                         statements ? "the condition of an if-statement" : "the condition of an if-equation");
        resolve_when_body(f, when, &br->equations, assigned, statements);
      }
      if (!statements)
        check_when_if_else(eq);
      break;
    case EQ_SIMPLE:
    case EQ_ASSIGN:
      resolve_when_assignment(f, eq, assigned, statements);
      break;
    case EQ_CALL:
      if (eq->lhs)
        resolve_when_call(f, eq);
      break;
    case EQ_WHILE:
      if (!statements)
        break;   /* the grammar has no while among equations */
      expect_boolean(((Branch *)eq->branches.items[0])->condition,
                     resolve(f, ((Branch *)eq->branches.items[0])->condition), "the condition of a while-loop");
      loops_around++;
      resolve_when_body(f, when, &((Branch *)eq->branches.items[0])->equations, assigned, statements);
      loops_around--;
      break;
    case EQ_BREAK:
    case EQ_RETURN:
      if (eq->kind == EQ_RETURN || !statements)
        refuse_loop_statement(eq, "belongs in a loop of an algorithm");
      else if (!loops_around)
        diag_error(eq->loc, "'break' outside a loop");
      break;
    }
  }
}

static void check_reinits_in(Flattener *f, PtrList *body)
{
  for (int k = 0; k < body->count; k++) {
    Equation *eq = body->items[k];
    if (eq->kind == EQ_IF)
      for (int b = 0; b < eq->branches.count; b++)
        check_reinits_in(f, &((Branch *)eq->branches.items[b])->equations);
    if (eq->kind != EQ_CALL || !eq->lhs || strcmp(eq->lhs->string, "reinit") || eq->lhs->args.count != 2)
      continue;
    Expr *target = eq->lhs->args.items[0];
    Var *v = target->var;
    if (v && v->kind == VAR_ALGEBRAIC)  /* the other kinds were reported with the when body */
      diag_error(target->loc, "reinit(%s, ...): '%s' is %s; only states can be reinitialized", v->name, v->name,
                 kind_of(v, f));
  }
}

/* The variables a when body's equations assign, into set. */
static void collect_assigned(const PtrList *body, PtrList *set)
{
  for (int k = 0; k < body->count; k++) {
    const Equation *eq = body->items[k];
    if (eq->kind == EQ_IF)
      for (int b = 0; b < eq->branches.count; b++)
        collect_assigned(&((Branch *)eq->branches.items[b])->equations, set);
    else if ((eq->kind == EQ_SIMPLE || eq->kind == EQ_ASSIGN) && eq->lhs && eq->lhs->var &&
             !list_contains(set, eq->lhs->var))
      list_push(set, eq->lhs->var);
  }
}

/* The first variable of one that other does not have (NULL: none). */
static Var *first_missing(const PtrList *one, const PtrList *other)
{
  for (int k = 0; k < one->count; k++)
    if (!list_contains(other, one->items[k]))
      return one->items[k];
  return NULL;
}

/* Whether an if-equation has an else and a condition that changes in time.
   (A missing else is check_when_if_else's.) */
static bool if_switches_with_else(const Equation *eq)
{
  const Branch *last = eq->branches.items[eq->branches.count - 1];
  if (last->condition)
    return false;
  for (int b = 0; b < eq->branches.count - 1; b++)
    if (!expr_is_time_invariant(((Branch *)eq->branches.items[b])->condition))
      return true;
  return false; /* parameter conditions: one branch is chosen before the run */
}

/* An if-equation in a when-clause whose condition changes in time assigns
   the same variables in every branch: which branch runs is known only at the
   event, and a discrete variable is defined by its equation in every branch.
   An if-statement may leave variables as they are. */
static void check_when_if_sets(const PtrList *body)
{
  for (int k = 0; k < body->count; k++) {
    const Equation *eq = body->items[k];
    if (eq->kind != EQ_IF)
      continue;
    int n = eq->branches.count;
    PtrList *sets = xcalloc((size_t)n, sizeof *sets);
    for (int b = 0; b < n; b++) {
      collect_assigned(&((Branch *)eq->branches.items[b])->equations, &sets[b]);
      check_when_if_sets(&((Branch *)eq->branches.items[b])->equations);
    }
    for (int b = 1; b < n && if_switches_with_else(eq); b++) {
      Var *v = first_missing(&sets[0], &sets[b]);
      const Branch *other = eq->branches.items[v ? b : 0];
      if (!v && !(v = first_missing(&sets[b], &sets[0])))
        continue;
      diag_error(eq->loc, "the branches of an if-equation in a when-clause whose condition changes in time must "
                 "assign the same variables: '%s' is not assigned in every branch", v->name);
      diag_note(other->loc, "this branch does not assign '%s'", v->name);
      break;
    }
    for (int b = 0; b < n; b++)
      free(sets[b].items);
    free(sets);
  }
}

static void add_when(Flattener *f, Equation *eq, bool statements, PtrList *assigned)
{
  f->scope.in_when = true;
  for (int b = 0; b < eq->branches.count; b++) {
    Branch *br = eq->branches.items[b];
    Expr *cond = br->condition;
    f->scope.in_when = false;   /* the condition itself is evaluated like any expression */
    f->scope.in_condition = true;
    if (cond->kind == EX_ARRAY) {
      if (cond->args.count == 0)
        diag_error(cond->loc, "an empty condition {} never becomes true");
      for (int i = 0; i < cond->args.count; i++)
        expect_boolean(cond->args.items[i], resolve(f, cond->args.items[i]), "each element of a when-condition");
    } else {
      expect_boolean(cond, resolve(f, cond), "a when-condition");
    }
    f->scope.in_condition = false;
    f->scope.in_when = true;
    resolve_when_body(f, eq, &br->equations, assigned, statements);
    if (!statements)
      check_when_if_sets(&br->equations);
  }
  f->scope.in_when = false;
  WhenClause *w = xcalloc(1, sizeof *w);
  w->equation = eq;
  w->statements = statements;
  list_push(&f->model->whens, w);
}

static void count_assignments(PtrList *assigned)
{
  for (int i = 0; i < assigned->count; i++)
    ((Var *)assigned->items[i])->assignments++;
  free(assigned->items);
  *assigned = (PtrList){ 0 };
}

/* ---- if-equations ---- */


static void mark_structural(Expr *e, void *data)
{
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_PARAMETER)
    e->var->structural = true;
}

static Expr *difference(Equation *eq)
{
  return expr_binary(OP_SUB, eq->lhs, eq->rhs, eq->loc);
}

/*
 * An if-equation whose conditions are parameter expressions keeps one branch,
 * chosen now.  With conditions that change in time every branch must have as
 * many equations; row i is then "if c1 then lhs1_i - rhs1_i elseif ... else ...".
 */
/* Do the branches of this if-equation hold asserts only? */
static bool only_asserts(const Equation *eq)
{
  for (int b = 0; b < eq->branches.count; b++) {
    const Branch *br = eq->branches.items[b];
    for (int k = 0; k < br->equations.count; k++) {
      const Equation *inner = br->equations.items[k];
      if (inner->kind != EQ_CALL || !inner->lhs || strcmp(inner->lhs->string, "assert") != 0)
        return false;
    }
  }
  return true;
}

/* if c1 then assert(a, ...); elseif c2 then assert(b, ...); end if: asserts of
   "not c1 or a" and "c1 or not c2 or b" (a missing else asserts nothing). */
static void add_guarded_asserts(Flattener *f, Equation *eq)
{
  Expr *none_before = NULL; /* no earlier branch's condition holds */
  for (int b = 0; b < eq->branches.count; b++) {
    Branch *br = eq->branches.items[b];
    Expr *guard = br->condition;
    if (none_before)
      guard = guard ? expr_binary(OP_AND, none_before, guard, br->loc) : none_before;
    for (int k = 0; k < br->equations.count; k++) {
      Equation *inner = br->equations.items[k];
      Expr *call = inner->lhs;
      if (guard && call->args.count >= 1)
        call->args.items[0] = expr_binary(OP_OR, expr_unary(OP_NOT, guard, br->loc), call->args.items[0],
                                          call->loc);
      add_assert(f, inner, false);
    }
    if (br->condition) {
      Expr *not_this = expr_unary(OP_NOT, br->condition, br->loc);
      none_before = none_before ? expr_binary(OP_AND, none_before, not_this, br->loc) : not_this;
    }
  }
}

/* v = e (v discrete) in the branch of an if-equation, or NULL */
static Equation *assignment_of(Flattener *f, Branch *br, const char *name)
{
  for (int k = 0; k < br->equations.count; k++) {
    Equation *inner = br->equations.items[k];
    if (inner->kind == EQ_SIMPLE && inner->lhs->kind == EX_NAME && !strcmp(inner->lhs->string, name)) {
      resolve(f, inner->lhs);
      if (is_discrete_target(inner->lhs))
        return inner;
    }
  }
  return NULL;
}

/* The discrete variables an if-equation with event-generating conditions
   assigns (`if x > 0.5 then on = true; else on = false; end if;`) become
   discrete equations `on = if x > 0.5 then true else false;`; every branch
   must assign each of them.  What is left in the branches is continuous.
   false after an error. */
static bool split_discrete_equations(Flattener *f, Equation *eq)
{
  Branch *first = eq->branches.items[0];
  PtrList merged = { 0 };
  for (int k = 0; k < first->equations.count; k++) {
    Equation *head = first->equations.items[k];
    if (head->kind != EQ_SIMPLE || head->lhs->kind != EX_NAME || !assignment_of(f, first, head->lhs->string))
      continue;
    Expr *rhs = NULL;
    for (int b = eq->branches.count - 1; b >= 0; b--) {
      Branch *br = eq->branches.items[b];
      Equation *own = assignment_of(f, br, head->lhs->string);
      if (!own) {
        diag_error(br->loc, "this branch does not assign '%s', which the first branch (line %d) assigns: every "
                   "branch of an if-equation whose condition changes in time must assign it", head->lhs->string,
                   first->loc.first_line);
        return false;
      }
      if (br->condition) {
        Expr *chosen = expr_new(EX_IF, own->loc);
        chosen->a = br->condition;
        chosen->b = own->rhs;
        chosen->c = rhs;
        rhs = chosen;
      } else {
        rhs = own->rhs;
      }
      int at = list_index(&br->equations, own); /* removed in order: the rest pair up by position */
      memmove(&br->equations.items[at], &br->equations.items[at + 1],
              (size_t)(br->equations.count - at - 1) * sizeof br->equations.items[0]);
      br->equations.count--;
    }
    Equation *discrete = xcalloc(1, sizeof *discrete);
    discrete->kind = EQ_SIMPLE;
    discrete->loc = head->loc;
    discrete->lhs = head->lhs;
    discrete->rhs = rhs;
    list_push(&merged, discrete);
    k--; /* the first branch lost this equation */
  }
  equations_add(f, &merged);
  free(merged.items);
  return true;
}

/* Resolves the conditions of an if-equation; true when none changes in
   time, so the branch can be chosen at compile time. */
static bool if_conditions_are_fixed(Flattener *f, Equation *eq)
{
  bool all_fixed = true;
  for (int b = 0; b < eq->branches.count; b++) {
    Branch *br = eq->branches.items[b];
    if (!br->condition)
      continue;
    expect_boolean(br->condition, resolve(f, br->condition), "the condition of an if-equation");
    if (!expr_is_time_invariant(br->condition))
      all_fixed = false;
  }
  return all_fixed;
}

/* The values of parameters are resolved with the parameters (flatten.c
   order_parameters), after the equations: those a condition reads, and those
   they read, are resolved here first, each once, so that a condition 'b'
   with b = a can be decided. */
typedef struct ValuesRead {
  Flattener *f;
  Map done;   /* names of the parameters resolved */
} ValuesRead;

static void resolve_value_read(Expr *e, void *data)
{
  ValuesRead *r = data;
  Var *v = e->kind == EX_NAME ? e->var : NULL;
  if (!v || (v->kind != VAR_PARAMETER && v->kind != VAR_CONSTANT) || map_get(&r->done, v->name))
    return;
  map_put(&r->done, v->name, v);
  Expr *value = v->binding ? v->binding : v->start;
  if (value && resolve(r->f, value) != T_ERROR)
    expr_walk(value, resolve_value_read, r, false);
}

/* Conditions fixed in time: the first branch whose condition holds (or
   the else-branch); NULL when none is taken (no else) or after an error. */
static Branch *branch_taken(Flattener *f, Equation *eq)
{
  for (int b = 0; b < eq->branches.count; b++) {
    Branch *br = eq->branches.items[b];
    double value = 1;
    if (br->condition) {
      ValuesRead read = { f, { 0 } };
      expr_walk(br->condition, resolve_value_read, &read, false);
      if (!eval_constant(br->condition, &value)) {
        diag_error(br->condition->loc, "the condition '%s' uses parameters without a value: it cannot be decided "
                   "at compile time", expr_to_string(br->condition));
        return NULL;
      }
      expr_walk(br->condition, mark_structural, NULL, false);
    }
    if (value)
      return br;
  }
  return NULL;
}

static bool is_der_call(const Expr *e, const void *data)
{
  (void)data;
  return expr_is_call(e, "der");
}

/* 'if use_d then der(y) else 0' with a parameter condition known now keeps
   its branch (the parameters become structural): kept whole, the der() of
   the branch not taken would make y a state and raise the index of the
   model for nothing.  Other if-expressions stay choices made at run time. */
static Expr *fold_fixed_der_choices(Flattener *f, Expr *e)
{
  if (!e)
    return e;
  e->a = fold_fixed_der_choices(f, e->a);
  e->b = fold_fixed_der_choices(f, e->b);
  e->c = fold_fixed_der_choices(f, e->c);
  for (int i = 0; i < e->args.count; i++)
    e->args.items[i] = fold_fixed_der_choices(f, e->args.items[i]);
  if (e->kind != EX_IF || !expr_is_time_invariant(e->a) ||
      !(expr_any(e->b, is_der_call, NULL) || expr_any(e->c, is_der_call, NULL)))
    return e;
  ValuesRead read = { f, { 0 } };
  expr_walk(e->a, resolve_value_read, &read, false);
  double value;
  if (!eval_constant(e->a, &value))
    return e;
  expr_walk(e->a, mark_structural, NULL, false);
  return value ? e->b : e->c;
}

/* Conditions changing in time: every branch must have as many equations
   'expr = expr' as the first, none assigning a discrete variable. */
static bool branches_match(Flattener *f, Equation *eq)
{
  Branch *first = eq->branches.items[0];
  for (int b = 0; b < eq->branches.count; b++) {
    Branch *br = eq->branches.items[b];
    if (br->equations.count != first->equations.count) {
      diag_error(br->loc, "this branch has %d equation%s but the first branch (line %d) has %d: every branch of an "
                 "if-equation whose condition changes in time needs the same number", br->equations.count,
                 br->equations.count == 1 ? "" : "s", first->loc.first_line, first->equations.count);
      return false;
    }
    for (int i = 0; i < br->equations.count; i++) {
      Equation *inner = br->equations.items[i];
      if (inner->kind != EQ_SIMPLE) {
        diag_error(inner->loc, "only equations 'expr = expr' are supported in an if-equation whose condition "
                   "changes in time");
        return false;
      }
      ValueType lt = resolve(f, inner->lhs), rt = resolve(f, inner->rhs);
      check_same_type(inner, lt, rt);
      if (is_discrete_target(inner->lhs) || lt == T_BOOLEAN) {
        diag_error(inner->loc, "'%s' is assigned here but not in the first branch: a discrete variable of an "
                   "if-equation whose condition changes in time is assigned in every branch", expr_to_string(inner->lhs));
        return false;
      }
    }
  }
  return true;
}

/* The i-th equations of all branches become one residual row
   'if c1 then r1 elseif c2 then r2 ... else rn = 0', added to rows. */
static void add_merged_rows(Equation *eq, PtrList *rows)
{
  Branch *first = eq->branches.items[0];
  for (int i = 0; i < first->equations.count; i++) {
    Equation *last_eq = ((Branch *)eq->branches.items[eq->branches.count - 1])->equations.items[i];
    Expr *row = difference(last_eq);
    for (int b = eq->branches.count - 2; b >= 0; b--) {
      Branch *br = eq->branches.items[b];
      Expr *chosen = expr_new(EX_IF, eq->loc);
      chosen->a = br->condition;
      chosen->b = difference(br->equations.items[i]);
      chosen->c = row;
      expr_note_depth(chosen);
      row = chosen;
    }
    Equation *merged = xcalloc(1, sizeof *merged);
    merged->kind = EQ_SIMPLE;
    merged->loc = ((Equation *)first->equations.items[i])->loc;
    merged->lhs = row;
    merged->rhs = expr_new(EX_NUMBER, eq->loc);
    list_push(rows, merged);
  }
}

/* The first when-equation in the branches of an if-equation, or NULL. */
static const Equation *when_inside(const Equation *eq)
{
  for (int b = 0; b < eq->branches.count; b++) {
    const PtrList *body = &((Branch *)eq->branches.items[b])->equations;
    for (int k = 0; k < body->count; k++) {
      const Equation *inner = body->items[k];
      const Equation *found = inner->kind == EQ_WHEN ? inner : inner->kind == EQ_IF ? when_inside(inner) : NULL;
      if (found)
        return found;
    }
  }
  return NULL;
}

static bool merge_if_rows(Flattener *f, Equation *eq, PtrList *rows);

/* The if-equations nested in the branches of one whose condition changes
   in time: one with fixed conditions becomes the branch it takes, one with
   changing conditions its merged rows, so that the branches pair up row by
   row (spec 8.3.4).  false after an error. */
static bool merge_nested_ifs(Flattener *f, Equation *eq)
{
  for (int b = 0; b < eq->branches.count; b++) {
    PtrList *body = &((Branch *)eq->branches.items[b])->equations, flat = { 0 };
    for (int k = 0; k < body->count; k++) {
      Equation *inner = body->items[k];
      if (inner->kind != EQ_IF)
        list_push(&flat, inner);
      else if (!merge_if_rows(f, inner, &flat))
        return false;
    }
    *body = flat;
  }
  return true;
}

/* An equation 'd = ...' of a discrete d in the branches, or NULL. */
static const Equation *assigns_discrete(Flattener *f, const Equation *eq)
{
  for (int b = 0; b < eq->branches.count; b++) {
    const PtrList *body = &((Branch *)eq->branches.items[b])->equations;
    for (int k = 0; k < body->count; k++) {
      const Equation *inner = body->items[k];
      if (inner->kind == EQ_SIMPLE && inner->lhs->kind == EX_NAME && resolve(f, inner->lhs) != T_ERROR &&
          is_discrete_target(inner->lhs))
        return inner;
    }
  }
  return NULL;
}

static bool has_else(const Equation *eq)
{
  if (!((Branch *)eq->branches.items[eq->branches.count - 1])->condition)
    return true;
  diag_error(eq->loc, "an if-equation whose condition changes in time needs an else-branch");
  return false;
}

/* An if-equation as rows 'r = 0' added to rows (its nested ones too), or
   the equations of the branch it takes when its conditions are fixed. */
static bool merge_if_rows(Flattener *f, Equation *eq, PtrList *rows)
{
  bool all_fixed = if_conditions_are_fixed(f, eq);
  if (diag_error_count())
    return false;
  if (all_fixed) {
    Branch *br = branch_taken(f, eq);
    for (int k = 0; br && k < br->equations.count; k++) {
      Equation *inner = br->equations.items[k];
      if (inner->kind != EQ_IF)
        list_push(rows, inner);
      else if (!merge_if_rows(f, inner, rows))
        return false;
    }
    return !diag_error_count();
  }
  const Equation *discrete = assigns_discrete(f, eq);
  if (discrete) {
    diag_error(discrete->loc, "'%s' is discrete: it cannot be assigned in a nested or initial if-equation whose "
               "condition changes in time (among the model's equations, assign it in every branch of the outermost "
               "if-equation)",
               expr_to_string(discrete->lhs));
    return false;
  }
  if (!has_else(eq) || !merge_nested_ifs(f, eq) || !branches_match(f, eq))
    return false;
  add_merged_rows(eq, rows);
  return true;
}

static void add_if_equation(Flattener *f, Equation *eq)
{
  bool all_fixed = if_conditions_are_fixed(f, eq);
  if (diag_error_count())
    return;
  if (all_fixed) {
    Branch *taken = branch_taken(f, eq);
    if (taken)
      equations_add(f, &taken->equations);
    return;
  }
  const Equation *when = when_inside(eq);
  if (when) {
    diag_error(when->loc, "a when-equation is not allowed inside an if-equation whose condition changes in time "
               "(spec 8.3.5): put the condition into the when-condition ('when c and ...') instead");
    diag_note(eq->loc, "the if-equation starts here");
    return;
  }
  if (only_asserts(eq)) {
    add_guarded_asserts(f, eq);
    return;
  }
  if (!has_else(eq) || !split_discrete_equations(f, eq) || !merge_nested_ifs(f, eq))
    return;
  if (branches_match(f, eq))
    add_merged_rows(eq, &f->model->equations);
}

/* f(x) of a pure function as an equation (spec 8.3.7), its outputs if any
   discarded: called as by an algorithm of that one statement, which
   assigns nothing */

static void add_call_equation(Flattener *f, Equation *eq)
{
  PtrList *section = xcalloc(1, sizeof *section);
  list_push(section, eq);
  equations_add_algorithm(f, section);
}

/* ---- equation sections ---- */

void equations_add(Flattener *f, PtrList *equations)
{
  FlatModel *model = f->model;
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    switch (eq->kind) {
    case EQ_FOR:   /* expanded by arrays.c */
      break;
    case EQ_SIMPLE: {
      ValueType lt = resolve(f, eq->lhs);
      /* a discrete variable's equation changes only at events, like a
         when-condition: b = sample(0, 0.1) is true at the sample instants */
      bool discrete = is_discrete_target(eq->lhs), was = f->scope.in_condition;
      f->scope.in_condition |= discrete;
      ValueType rt = resolve(f, eq->rhs);
      f->scope.in_condition = was;
      check_same_type(eq, lt, rt);
      if (discrete && lt == T_REAL && continuous_name(eq->rhs)) {   /* connect(d.p, c.p), d discrete */
        Expr *swap = eq->lhs;
        eq->lhs = eq->rhs;
        eq->rhs = swap;
        discrete = false;
      }
      if (discrete) {
        if (is_discrete_target(eq->rhs) && lt == rt)
          list_push(&f->aliases, eq);   /* counted once oriented */
        else
          eq->lhs->var->assignments++;
        list_push(&model->discrete_equations, eq);
      } else if (eq->lhs->kind == EX_NAME && eq->lhs->var && eq->lhs->var->kind == VAR_DISCRETE) {
        ;
      } else {
        if (lt == T_BOOLEAN || rt == T_BOOLEAN)
          diag_error(eq->loc, "a Boolean equation must assign a discrete variable: 'b = condition;'");
        eq->lhs = fold_fixed_der_choices(f, eq->lhs);
        eq->rhs = fold_fixed_der_choices(f, eq->rhs);
        list_push(&model->equations, eq);
      }
      break;
    }
    case EQ_WHEN: {
      PtrList assigned = { 0 };
      add_when(f, eq, false, &assigned);
      count_assignments(&assigned);
      break;
    }
    case EQ_IF:
      add_if_equation(f, eq);
      break;
    case EQ_ASSIGN:
      diag_error(eq->loc, "':=' belongs in an algorithm section; an equation uses '='");
      break;
    case EQ_WHILE:
    case EQ_BREAK:
    case EQ_RETURN:
      refuse_loop_statement(eq, "belongs in an algorithm section, not among equations");
      break;
    case EQ_CALL:
      if (!eq->lhs)
        break;
      if (!strcmp(eq->lhs->string, "reinit"))
        diag_error(eq->lhs->loc, "reinit(...) is only allowed inside a when-clause");
      else if (!strcmp(eq->lhs->string, "terminate"))
        diag_error(eq->lhs->loc, "terminate(...) is only allowed inside a when-clause");
      else if (!strcmp(eq->lhs->string, "assert"))
        add_assert(f, eq, false);
      else if (function_find(eq->lhs->string) && !function_find(eq->lhs->string)->cls->impure)
        add_call_equation(f, eq);   /* Streams.error(...) */
      else if (function_find(eq->lhs->string))   /* no instant to run at outside one */
        diag_error(eq->lhs->loc, "a call of the impure function '%s' as an equation belongs in a when-clause",
                   eq->lhs->string);
      else {
        resolve(f, eq->lhs);
        if (diag_error_count() == 0)
          diag_error(eq->lhs->loc, "'%s(...)' is not an equation", eq->lhs->string);
      }
      break;
    }
  }
}

/* d1 = d2 of two discrete variables (connect(clock.y, counter.u) of
   Boolean, Integer or enumeration connectors): the equation defines the
   side that nothing else defines, whichever it is; chains are followed
   from their defined end, each equation looked at again only when one of
   its variables becomes defined.  What stays undecided defines its left
   side, and check_discrete_assignments reports what is then missing or
   defined twice. */
static bool orient_alias(Equation *eq)
{
  Var *a = eq->lhs->var, *b = eq->rhs->var;
  if ((a->assignments > 0) == (b->assignments > 0))
    return false;
  if (a->assignments > 0) {
    Expr *swap = eq->lhs;
    eq->lhs = eq->rhs;
    eq->rhs = swap;
  }
  eq->lhs->var->assignments++;
  return true;
}

void equations_orient_aliases(Flattener *f)
{
  Map uses = { 0 }, done = { 0 };   /* "%p" of a Var -> PtrList of its aliases; of an Equation -> itself */
  PtrList queue = { 0 };
  for (int i = 0; i < f->aliases.count; i++) {
    Equation *eq = f->aliases.items[i];
    for (int side = 0; side < 2; side++) {
      char *key = xsprintf("%p", (void *)(side ? eq->rhs : eq->lhs)->var);
      PtrList *list = map_get(&uses, key);
      if (!list)
        map_put(&uses, key, list = xcalloc(1, sizeof *list));
      list_push(list, eq);
    }
    list_push(&queue, eq);
  }
  for (int head = 0; head < queue.count; head++) {
    Equation *eq = queue.items[head];
    if (map_get(&done, xsprintf("%p", (void *)eq)) || !orient_alias(eq))
      continue;
    map_put(&done, xsprintf("%p", (void *)eq), eq);
    PtrList *next = map_get(&uses, xsprintf("%p", (void *)eq->lhs->var));
    for (int k = 0; k < next->count; k++)
      list_push(&queue, next->items[k]);
  }
  for (int i = 0; i < f->aliases.count; i++)
    if (!map_get(&done, xsprintf("%p", f->aliases.items[i])))
      ((Equation *)f->aliases.items[i])->lhs->var->assignments++;
}

void equations_add_bindings(Flattener *f)
{
  for (int i = 0; i < f->model->vars.count; i++) {
    Var *v = f->model->vars.items[i];
    if (!v->binding || v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT)
      continue;
    Equation *eq = xcalloc(1, sizeof *eq);
    eq->kind = EQ_SIMPLE;
    eq->loc = v->loc;
    eq->lhs = expr_new(EX_NAME, v->loc);
    eq->lhs->string = v->name;
    eq->rhs = v->binding;
    list_push(&f->cls->equations, eq);
  }
}

/* ---- algorithm sections ---- */

/* A statement among these (if-statements included) that assigns a variable
   e reads, or NULL. */
static const Equation *assigns_read(const PtrList *statements, int from, const Expr *e)
{
  for (int i = from; i < statements->count; i++) {
    const Equation *s = statements->items[i];
    if (s->kind == EQ_ASSIGN && s->lhs->kind == EX_NAME && expr_reads_name(e, s->lhs->string))
      return s;
    for (int b = 0; s->kind == EQ_IF && b < s->branches.count; b++) {
      const Equation *inner = assigns_read(&((Branch *)s->branches.items[b])->equations, 0, e);
      if (inner)
        return inner;
    }
  }
  return NULL;
}

/* The if-statements around the statement being resolved: the condition
   under which its branch runs (NULL outside if-statements), and the
   top-level statement holding them, for the asserts inside. */
static Expr *branch_guard;
static const PtrList *guard_statements;
static int guard_index;
static int guarded_asserts;   /* asserts found inside if-statements so far */

/* An assert of the algorithm being resolved, or an if-statement with one
   inside, as found: whether it is checked where it stands (an algorithm of
   discrete variables) or with the values at the end is known only once the
   algorithm's outputs are. */
typedef struct AlgorithmAssert {
  PtrList *statements;
  int i;
  bool top, in_loop, is_if;
  Expr *guard;                      /* branch_guard at the assert */
  const PtrList *guard_statements;  /* the top-level statement holding it */
  int guard_index;
} AlgorithmAssert;

static PtrList algorithm_asserts;

static void note_algorithm_assert(PtrList *statements, int i, bool top, bool is_if)
{
  AlgorithmAssert *a = xmalloc(sizeof *a);
  *a = (AlgorithmAssert){ statements, i, top, loops_around > 0, is_if,
                          branch_guard ? expr_copy(branch_guard) : NULL, guard_statements, guard_index };
  list_push(&algorithm_asserts, a);
}

static void add_algorithm_assert(Flattener *f, PtrList *statements, int i, bool top)
{
  (void)f;
  note_algorithm_assert(statements, i, top, false);
  if (!top)
    guarded_asserts++;
}

/* assert(c, m) in an if-statement's branch selected by g: the model's
   assert(not g or c, m), checked with the values at the end of the
   algorithm, so c may not be assigned after the assert (nor g in or after
   its if-statements: check_guard_kept). */
static void add_guarded_assert(Flattener *f, const AlgorithmAssert *a)
{
  Equation *s = a->statements->items[a->i];
  const Expr *condition = s->lhs->args.count ? s->lhs->args.items[0] : NULL;
  if (condition)   /* the statement stays, as top-level asserts do: code generation skips it */
    s->lhs->args.items[0] = expr_binary(OP_OR, expr_unary(OP_NOT, expr_copy(a->guard), condition->loc),
                                        (Expr *)condition, condition->loc);
  add_assert(f, s, false);
  const Equation *later = condition ? assigns_read(a->statements, a->i + 1, condition) : NULL;
  if (!later && condition)
    later = assigns_read(a->guard_statements, a->guard_index + 1, condition);
  if (later) {
    diag_error(later->loc, "'%s' is assigned after an assert that reads it: hysc checks an assert of an algorithm "
               "with the values at its end", later->lhs->string);
    diag_note(s->loc, "the assert");
  }
}

/* The conditions of the if-statement a, with an assert inside, read
   nothing assigned in it or after it (nor after the top-level statement
   holding it): its assert is checked with the values at the end. */
static void check_guard_kept(const AlgorithmAssert *a)
{
  const Equation *s = a->statements->items[a->i];
  for (int b = 0; b < s->branches.count; b++) {
    const Expr *c = ((Branch *)s->branches.items[b])->condition;
    const Equation *changed = c ? assigns_read(a->statements, a->i, c) : NULL;
    if (c && !changed && !a->top)
      changed = assigns_read(a->guard_statements, a->guard_index + 1, c);
    if (changed) {
      diag_error(changed->loc, "'%s' is assigned in or after an if-statement whose condition reads it, with an "
                 "assert inside: hysc checks that assert with the values at the end of the algorithm",
                 changed->lhs->string);
      diag_note(s->loc, "the if-statement");
      return;
    }
  }
}

static Expr *as_of(const PtrList *statements, int at, const Expr *e, int depth);

/* The value the variable that name names has just before statement at: the
   right side of its last assignment before, read as of there; NULL when
   none is known (it keeps its value from before the algorithm, or an
   if-statement, a loop or a call with outputs may assign it in between). */
static Expr *value_before(const PtrList *statements, int at, const Expr *name, int depth)
{
  for (int j = at - 1; j >= 0 && depth < 64; j--) {
    const Equation *s = statements->items[j];
    bool simple = s->kind == EQ_ASSIGN && s->lhs->kind == EX_NAME;
    if (simple && !strcmp(s->lhs->string, name->string))
      return as_of(statements, j, s->rhs, depth + 1);
    PtrList one = { (void **)&statements->items[j], 1, 1 };
    if ((!simple && s->kind != EQ_CALL && s->kind != EQ_IF) || assigns_read(&one, 0, name))
      return NULL;
  }
  return NULL;
}

/* e as of statement at: what it reads that a statement from at on assigns
   replaced by its value there (x := 3; assert(x == 3, ...); x := 4 reads
   3); NULL when one such value is not known */
static Expr *as_of(const PtrList *statements, int at, const Expr *e, int depth)
{
  if (e->kind == EX_NAME && assigns_read(statements, at, e))
    return value_before(statements, at, e, depth);
  Expr *c = xmalloc(sizeof *c);
  *c = *e;
  if (expr_is_call(e, "pre") || expr_is_call(e, "der"))
    return c;   /* the value before the event, the derivative: no statement changes them */
  Expr **parts[] = { &c->a, &c->b, &c->c };
  for (int k = 0; k < 3; k++)
    if (*parts[k] && !(*parts[k] = as_of(statements, at, *parts[k], depth)))
      return NULL;
  c->args = (PtrList){ 0 };
  for (int i = 0; i < e->args.count; i++) {
    Expr *arg = as_of(statements, at, e->args.items[i], depth);
    if (!arg)
      return NULL;
    list_push(&c->args, arg);
  }
  return c;
}

/* assert(c, m) of a straight algorithm reading what a later statement
   assigns: c and m as of the assert, when that is known */
static bool assert_as_of(const AlgorithmAssert *a)
{
  Equation *s = a->statements->items[a->i];
  Expr *call = as_of(a->statements, a->i, s->lhs, 0);
  if (call)
    s->lhs = call;
  return call != NULL;
}

/* An assert of an algorithm of continuous variables: checked, like the
   model's other asserts, with the values at the end of the algorithm, so a
   later statement must not change what it reads, unless the assert reads
   what it did as of its place (assert_as_of). */
static void check_continuous_assert(Flattener *f, const AlgorithmAssert *a)
{
  Equation *s = a->statements->items[a->i];
  if (a->is_if) {
    check_guard_kept(a);
    return;
  }
  if (!a->top && (!a->guard || a->in_loop)) {
    diag_error(s->loc, "assert(...) inside a loop of an algorithm is not supported yet; put it at the "
               "top of the algorithm with the condition in it");
    return;
  }
  if (!a->top) {
    add_guarded_assert(f, a);
    return;
  }
  const Equation *later = s->lhs->args.count ? assigns_read(a->statements, a->i + 1, s->lhs) : NULL;
  if (later && assert_as_of(a))
    later = NULL;
  s = a->statements->items[a->i];
  add_assert(f, s, false);
  if (later && s->lhs->args.count && assigns_read(a->statements, a->i + 1, s->lhs->args.items[0])) {
    diag_error(later->loc, "'%s' is assigned after an assert that reads it, whose value there no assignment "
               "before gives (one in an if-statement, or none): hysc checks such an assert with the values at "
               "the end of the algorithm", later->lhs->string);
    diag_note(s->loc, "the assert");
  }
}

/* The asserts of an algorithm of discrete variables, run at events once per
   pass, are checked where they stand; those of an algorithm of continuous
   variables with the values at its end. */
static void check_algorithm_asserts(Flattener *f, bool discrete)
{
  for (int k = 0; k < algorithm_asserts.count; k++) {
    AlgorithmAssert *a = algorithm_asserts.items[k];
    if (!discrete)
      check_continuous_assert(f, a);
    else if (!a->is_if)
      add_assert(f, a->statements->items[a->i], true);
  }
  algorithm_asserts.count = 0;
}

static void resolve_statements(Flattener *f, PtrList *statements, PtrList *outputs, bool top);

/* resolving an initial algorithm: states may be assigned, asserts are
   checked where they stand (once, after the initial problem is solved) and
   functions without outputs may be called */
static bool in_initial_algorithm;

/* while c loop ... end while in a model's algorithm (spec 11.2.5): runs in
   the generated algorithm code.  Relations in it never generate events
   (events.c numbers none there): a loop's condition changes with every
   pass, within one evaluation, which a frozen relation could not follow. */
static void resolve_while(Flattener *f, Equation *s, PtrList *outputs)
{
  Branch *body = s->branches.items[0];
  expect_boolean(body->condition, resolve(f, body->condition), "the condition of a while-loop");
  loops_around++;
  resolve_statements(f, &body->equations, outputs, false);
  loops_around--;
}

/* A call statement outside when-statements runs at every evaluation of its
   algorithm, as often as the solver needs it: only a pure function's, whose
   side effects are none (spec 12.3: an impure function's belongs in a
   when-clause). */
static void resolve_algorithm_call(Flattener *f, Expr *call, Function *fn)
{
  if (fn->cls->impure)
    diag_error(call->loc, "'%s' is an impure function: call it in a when-statement, not where the algorithm "
               "runs at every evaluation", fn->name);
  else
    functions_resolve_call_statement(&f->scope, call, fn);
}

/* The branches of an if-statement, each under the conditions selecting it
   (branch_guard): its own, none of the earlier ones', the outer ones'. */
static void resolve_if_statement(Flattener *f, PtrList *statements, int i, PtrList *outputs, bool top)
{
  Equation *s = statements->items[i];
  Expr *outer = branch_guard, *none_before = NULL;
  int asserts_before = guarded_asserts;
  if (top) {
    guard_statements = statements;
    guard_index = i;
  }
  for (int b = 0; b < s->branches.count; b++) {
    Branch *br = s->branches.items[b];
    Expr *c = br->condition;
    if (c)
      expect_boolean(c, resolve(f, c), "the condition of an if-statement");
    Expr *guard = c ? expr_copy(c) : NULL;
    if (none_before)
      guard = guard ? expr_binary(OP_AND, expr_copy(none_before), guard, s->loc) : expr_copy(none_before);
    if (outer)
      guard = guard ? expr_binary(OP_AND, expr_copy(outer), guard, s->loc) : expr_copy(outer);
    branch_guard = guard;
    resolve_statements(f, &br->equations, outputs, false);
    if (c)
      none_before = none_before ? expr_binary(OP_AND, none_before, expr_unary(OP_NOT, expr_copy(c), c->loc), s->loc)
                                : expr_unary(OP_NOT, expr_copy(c), c->loc);
  }
  branch_guard = outer;
  if (guarded_asserts > asserts_before)
    note_algorithm_assert(statements, i, top, true);
}

static void resolve_statements(Flattener *f, PtrList *statements, PtrList *outputs, bool top)
{
  for (int i = 0; i < statements->count; i++) {
    Equation *s = statements->items[i];
    switch (s->kind) {
    case EQ_ASSIGN: {
      ValueType lt = resolve(f, s->lhs), rt = resolve(f, s->rhs);
      check_same_type(s, lt, rt);
      Var *v = s->lhs->var;
      if (v && v->kind == VAR_PARAMETER && in_initial_algorithm)
        diag_error(s->lhs->loc, "'%s' is a parameter with fixed = true (the default): declare it with fixed = false "
                   "to compute it in an initial algorithm", v->name);
      else if (v && (v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT ||
                (!in_initial_algorithm && is_differentiated(&f->cls->equations, v->name))))
        diag_error(s->lhs->loc, "'%s' is %s and cannot be assigned in an algorithm", v->name, kind_of(v, f));
      else if (v && !list_contains(outputs, v))
        list_push(outputs, v);
      break;
    }
    case EQ_IF:
      resolve_if_statement(f, statements, i, outputs, top);
      break;
    case EQ_WHEN:
      if (in_initial_algorithm)
        diag_error(s->loc, "a when-statement is not allowed in an initial algorithm (spec 11.2.7)");
      else
        diag_error(s->loc, "a when-statement must stand at the top of its algorithm section, "
                   "in a section of when-statements only");
      break;
    case EQ_CALL:
      if (in_initial_algorithm && s->lhs && !strcmp(s->lhs->string, "assert"))
        add_assert(f, s, true);
      else if (in_initial_algorithm && s->lhs && function_find(s->lhs->string))
        functions_resolve_call_statement(&f->scope, s->lhs, function_find(s->lhs->string));   /* for its asserts (isValid(table)) */
      else if (s->lhs && !strcmp(s->lhs->string, "assert"))
        add_algorithm_assert(f, statements, i, top);
      else if (s->lhs && function_find(s->lhs->string))
        resolve_algorithm_call(f, s->lhs, function_find(s->lhs->string));
      else if (s->lhs)
        diag_error(s->loc, "'%s(...)' is only allowed in a when-statement", s->lhs->string);
      break;
    case EQ_WHILE:
      resolve_while(f, s, outputs);
      break;
    case EQ_BREAK:
      if (!loops_around)
        diag_error(s->loc, "'break' outside a loop");
      break;
    case EQ_RETURN:
      refuse_loop_statement(s, "");
      break;
    default:
      break;
    }
  }
}

/*
 * An algorithm section: its when-statements act at events like when-clauses;
 * the other statements form one block computing their outputs, continuous
 * (one residual row per output) or discrete (run at events).  A variable
 * belongs to one of the two parts.
 */
void equations_add_algorithm(Flattener *f, PtrList *section)
{
  PtrList rest = { 0 }, assigned = { 0 };
  for (int i = 0; i < section->count; i++) {
    Equation *s = section->items[i];
    if (s->kind == EQ_WHEN)
      add_when(f, s, true, &assigned);
    else
      list_push(&rest, s);
  }
  count_assignments(&assigned);
  if (rest.count == 0)
    return;
  PtrList *statements = xcalloc(1, sizeof *statements);
  *statements = rest;
  Algorithm *a = xcalloc(1, sizeof *a);
  a->statements = *statements;
  a->loc = statements->count ? ((Equation *)statements->items[0])->loc : f->cls->loc;
  algorithm_asserts.count = 0;
  resolve_statements(f, statements, &a->outputs, true);
  int discrete = 0;
  for (int i = 0; i < a->outputs.count; i++) {
    Var *v = a->outputs.items[i];
    discrete += v->kind == VAR_DISCRETE;
    v->assignments++;
  }
  if (discrete && discrete != a->outputs.count) {
    diag_error(a->loc, "an algorithm section must assign only discrete or only continuous variables (yet)");
    return;
  }
  check_algorithm_asserts(f, discrete);
  list_push(discrete ? &f->model->discrete_algorithms : &f->model->algorithms, a);
}

/* ---- initial equations ---- */

void equations_add_initial_algorithms(Flattener *f)
{
  in_initial_algorithm = true;
  for (int i = 0; i < f->cls->initial_algorithms.count; i++) {
    PtrList *section = f->cls->initial_algorithms.items[i];
    if (!section->count)
      continue;
    Algorithm *a = xcalloc(1, sizeof *a);
    a->statements = *section;
    a->loc = ((Equation *)section->items[0])->loc;
    resolve_statements(f, &a->statements, &a->outputs, true);
    for (int k = 0; k < a->outputs.count; k++) {
      Var *v = a->outputs.items[k];
      if (v->kind == VAR_STATE && v->fixed) {
        diag_error(a->loc, "the initial problem is over-determined: '%s' has fixed = true and is assigned by "
                   "this initial algorithm", v->name);
        diag_note(v->loc, "'%s' is declared here", v->name);
      }
      v->in_initial_equation = true;
    }
    list_push(&f->model->initial_algorithms, a);
  }
  in_initial_algorithm = false;
}

/* rows of the initial problem the initial algorithms add: their continuous outputs */
static int initial_algorithm_rows(const FlatModel *model)
{
  int rows = 0;
  for (int i = 0; i < model->initial_algorithms.count; i++) {
    const Algorithm *a = model->initial_algorithms.items[i];
    for (int k = 0; k < a->outputs.count; k++)
      rows += ((Var *)a->outputs.items[k])->kind != VAR_DISCRETE;
  }
  return rows;
}

static void mark_initial_vars(Expr *e, void *data)
{
  if (e->kind == EX_NAME && e->var)
    e->var->in_initial_equation = true;
}

/* Is condition e true at initialization: initial() itself, an element of a
   vector condition or an operand of 'or' that is (spec 8.6)?  Not inside a
   call or under 'not'. */
bool equations_holds_initially(const Expr *e)
{
  if (expr_is_call(e, "initial"))
    return true;
  if (e->kind == EX_BINARY && e->op == OP_OR)
    return equations_holds_initially(e->a) || equations_holds_initially(e->b);
  for (int i = 0; e->kind == EX_ARRAY && i < e->args.count; i++)
    if (equations_holds_initially(e->args.items[i]))
      return true;
  return false;
}

/* An unknown of the initial problem: a variable, pre() or der() of one, a
   parameter without a value (fixed = false) */
static bool initially_unknown(const Expr *e, const void *data)
{
  (void)data;
  if (expr_is_call(e, "pre") || expr_is_call(e, "der"))
    return true;
  if (e->kind != EX_NAME || !e->var)
    return false;
  return e->var->kind != VAR_CONSTANT && !(e->var->kind == VAR_PARAMETER && e->var->binding);
}

/* given[v]: an equation that determines discrete v during initialization */
static void note_given(const Equation **given, const PtrList *body)
{
  for (int k = 0; k < body->count; k++) {
    const Equation *eq = body->items[k];
    if ((eq->kind == EQ_SIMPLE || eq->kind == EQ_ASSIGN) && is_discrete_target(eq->lhs) &&
        !given[eq->lhs->var->index])
      given[eq->lhs->var->index] = eq;
    for (int b = 0; eq->kind == EQ_IF && b < eq->branches.count; b++)
      note_given(given, &((Branch *)eq->branches.items[b])->equations);
  }
}

/* A discrete output of an initial algorithm that something else gives at
   initialization over-determines it. */
static void check_initial_algorithm_outputs(const FlatModel *model, const Equation **given)
{
  for (int i = 0; i < model->initial_algorithms.count; i++) {
    const Algorithm *a = model->initial_algorithms.items[i];
    for (int k = 0; k < a->outputs.count; k++) {
      const Var *v = a->outputs.items[k];
      if (v->kind != VAR_DISCRETE || !given[v->index])
        continue;
      diag_error(a->loc, "the initial problem is over-determined: '%s' is assigned by this initial algorithm and "
                 "given by '%s', which holds at initialization too", v->name, diag_source_text(given[v->index]->loc));
      diag_note(given[v->index]->loc, "'%s' is determined here at initialization", v->name);
    }
  }
}

/* At initialization a discrete equation holds, and so does a when-branch
   whose condition is true then (initial()): an initial equation for a
   variable one of them gives over-determines it, as for continuous ones. */
static void check_initial_discrete(FlatModel *model)
{
  const Equation **given = xcalloc((size_t)model->discretes.count + 1, sizeof *given);
  note_given(given, &model->discrete_equations);
  for (int i = 0; i < model->whens.count; i++) {
    const Equation *when = ((WhenClause *)model->whens.items[i])->equation;
    for (int b = 0; b < when->branches.count; b++) {
      const Branch *br = when->branches.items[b];
      if (equations_holds_initially(br->condition))
        note_given(given, &br->equations);
    }
  }
  initial_pre_solve(model, given);
  for (int i = 0; i < model->initial_discrete.count; i++) {
    const Equation *eq = model->initial_discrete.items[i];
    const Var *v = eq->lhs->var;
    if (expr_is_call(eq->lhs, "pre"))
      continue;   /* solved by initial_pre_solve */
    const Equation *other = given[v->index];
    if (!other || expr_any(eq->rhs, initially_unknown, NULL))
      continue;   /* y = p with p fixed = false determines p */
    bool in_when = list_index(&model->discrete_equations, other) < 0;
    diag_error(eq->loc, "the initial problem is over-determined: '%s' is given by this initial equation and by "
               "'%s'%s", v->name, diag_source_text(other->loc),
               in_when ? ", in a when-clause that fires at initialization (initial())" : ", which holds at initialization too");
    diag_note(other->loc, "'%s' is determined here at initialization", v->name);
  }
  check_initial_algorithm_outputs(model, given);
  free(given);
}

static void add_initial_equations(Flattener *f, PtrList *equations);

/* An if-equation among initial equations (spec 8.6): with parameter
   conditions the branch taken; with conditions on the initial values (a
   relation of unknowns, evaluated as it stands in the initial problem)
   one row per equation of its branches, as in the model's equations. */
static void add_initial_if(Flattener *f, Equation *eq)
{
  PtrList rows = { 0 };
  if (!merge_if_rows(f, eq, &rows))
    return;
  add_initial_equations(f, &rows);
}

static void add_initial_equations(Flattener *f, PtrList *equations)
{
  FlatModel *model = f->model;
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    if (eq->kind == EQ_IF) {
      add_initial_if(f, eq);
      continue;
    }
    if (eq->kind != EQ_SIMPLE) {
      diag_error(eq->loc, "only equations 'expr = expr' and if-equations are allowed in an initial equation "
                 "section");
      continue;
    }
    ValueType lt = resolve(f, eq->lhs), rt = resolve(f, eq->rhs);
    check_same_type(eq, lt, rt);
    if (!is_discrete_reference(eq->lhs) && is_discrete_reference(eq->rhs)) {
      Expr *swap = eq->lhs;   /* value = d */
      eq->lhs = eq->rhs;
      eq->rhs = swap;
    }
    if (is_discrete_reference(eq->lhs)) {
      list_push(&model->initial_discrete, eq);
    } else if (lt == T_BOOLEAN) {
      diag_error(eq->loc, "a Boolean initial equation must give a discrete variable or its pre() value: "
                 "'b = value;' or 'pre(b) = value;'");
    } else {
      expr_walk(eq->lhs, mark_initial_vars, NULL, false);
      expr_walk(eq->rhs, mark_initial_vars, NULL, false);
      list_push(&model->initial_equations, eq);
    }
  }
}

/* The initial equations sorted; returns how many states the initial
   problem leaves without a value (negative: fixed on too many), for
   flatten.c to settle with index reduction's constraints and
   equations_start_free_states. */
int equations_add_initial(Flattener *f)
{
  FlatModel *model = f->model;
  add_initial_equations(f, &f->cls->initial_equations);
  check_initial_discrete(model);
  if (diag_error_count())
    return 0;
  /* states with neither fixed=true nor an initial equation start at their
     start value; the structure of the rest is checked in graph.c */
  int fixed = 0;
  for (int i = 0; i < model->states.count; i++)
    fixed += ((Var *)model->states.items[i])->fixed;
  /* each reduced constraint fixes a position and a velocity */
  return model->states.count - 2 * (model->n_constraints - model->n_contact_constraints) - fixed -
         model->initial_equations.count - initial_algorithm_rows(model);
}

/* The states with neither fixed=true nor an initial equation, in order:
   the candidates for a start value where the initial problem needs one. */
void equations_free_states(Flattener *f, PtrList *free_states)
{
  FlatModel *model = f->model;
  for (int i = 0; i < model->states.count; i++) {
    Var *v = model->states.items[i];
    if (!v->fixed && !v->in_initial_equation)
      list_push(free_states, v);
  }
}

/* The chosen free states start at their start values, with a warning
   (spec 8.6: start values of fixed = false are guesses; the tool chooses). */
void equations_start_free_states(Flattener *f, const PtrList *chosen)
{
  FlatModel *model = f->model;
  for (int i = 0; i < chosen->count; i++) {
    Var *v = chosen->items[i];
    char *start = v->start ? expr_to_string(v->start) : "0";
    diag_warning(v->loc, "state '%s' has no initial value: it starts at its start value %s "
                 "(write '%s(start = ..., fixed = true)' or an initial equation)", v->name, start, v->name);
    list_push(&model->start_equations, v);
  }
}

/* A continuous Real that is no state with fixed = true: its start value
   is an initial equation v = start (spec 8.6), listed in `late` too. */
void equations_fixed_algebraics(Flattener *f, PtrList *late)
{
  FlatModel *model = f->model;
  for (int i = 0; i < model->algebraics.count; i++) {
    Var *v = model->algebraics.items[i];
    if (!v->fixed || v->type != TYPE_REAL || v->internal)
      continue;
    Equation *eq = xcalloc(1, sizeof *eq);
    eq->kind = EQ_SIMPLE;
    eq->loc = v->loc;
    eq->lhs = var_reference(v, v->loc);
    eq->rhs = v->start ? v->start : expr_new(EX_NUMBER, v->loc);
    eq->note = xsprintf("fixed start of %s", v->name);
    list_push(&model->initial_equations, eq);
    list_push(late, eq);
  }
}

/* The fixed starts of `late` that the rest of the initial problem already
   determines are guesses, with a warning. */
void equations_drop_fixed_algebraics(Flattener *f, const PtrList *late)
{
  PtrList *rows = &f->model->initial_equations;
  for (int i = 0; i < late->count; i++) {
    Equation *eq = late->items[i];
    int at = list_index(rows, eq);
    if (at < 0)
      continue;
    memmove(rows->items + at, rows->items + at + 1, sizeof(void *) * (size_t)(rows->count - at - 1));
    rows->count--;
    diag_warning(eq->loc, "the start value of '%s' is fixed, but the other initial conditions determine it: "
                 "it is used as a guess", eq->lhs->var->name);
  }
}

/* Every continuous Real that appears in der() becomes a state; then a reinit
   of anything else is reported. */
void equations_find_states(Flattener *f)
{
  FlatModel *model = f->model;
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    expr_walk(eq->lhs, mark_state, NULL, false);
    expr_walk(eq->rhs, mark_state, NULL, false);
  }
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    for (int b = 0; b < w->equation->branches.count; b++)
      check_reinits_in(f, &((Branch *)w->equation->branches.items[b])->equations);
  }
}

