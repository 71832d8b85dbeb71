/*
 * flatten.c - from the parsed class to a flat model: picks the model, resolves
 * declared types and names, checks calls and types, classifies every variable
 * (state, algebraic, discrete, parameter, constant), sorts equations into
 * continuous, discrete, when-clauses and initial equations, and numbers the
 * relations that generate events.  It reports every error it finds and
 * returns NULL if there was one; it does no structural analysis (graph.c).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hysc.h"

typedef enum { T_REAL, T_INTEGER, T_BOOLEAN, T_STRING, T_ERROR } ValueType;

static const char *type_name(ValueType t)
{
  static const char *names[] = { "Real", "Integer", "Boolean", "String", "?" };
  return names[t];
}

typedef struct Flattener {
  FlatModel *model;
  Program *program;
  ClassDef *cls;
  bool in_when;          /* resolving inside a when-clause body */
  bool in_initial;       /* resolving an initial equation */
} Flattener;

/* ---- model and type lookup ---- */

static const char *base_name(const char *path)
{
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

static bool is_model_class(const ClassDef *c)
{
  return !c->base_type && (!strcmp(c->restriction, "model") || !strcmp(c->restriction, "class") ||
                           !strcmp(c->restriction, "block"));
}

static ClassDef *select_model(Program *program, const char *wanted)
{
  PtrList models = { 0 };
  for (int i = 0; i < program->classes.count; i++)
    if (is_model_class(program->classes.items[i]))
      list_push(&models, program->classes.items[i]);
  SrcLoc nowhere = { 0 };
  if (models.count == 0) {
    diag_error(nowhere, "no model in this file");
    return NULL;
  }
  if (wanted) {
    for (int i = 0; i < models.count; i++)
      if (!strcmp(((ClassDef *)models.items[i])->name, wanted))
        return models.items[i];
    char *names = xstrdup("");
    for (int i = 0; i < models.count; i++)
      names = xsprintf("%s%s'%s'", names, i ? ", " : "", ((ClassDef *)models.items[i])->name);
    diag_error(nowhere, "no model named '%s' in this file (it has %s)", wanted, names);
    return NULL;
  }
  if (models.count == 1)
    return models.items[0];
  /* several: the one named like the file */
  const char *file = base_name(diag_file_name());
  for (int i = 0; i < models.count; i++) {
    const char *name = ((ClassDef *)models.items[i])->name;
    size_t n = strlen(name);
    if (!strncmp(file, name, n) && !strcmp(file + n, ".mo"))
      return models.items[i];
  }
  diag_error(nowhere, "this file has %d models and none is named like the file: choose one with -m NAME", models.count);
  for (int i = 0; i < models.count; i++) {
    ClassDef *c = models.items[i];
    diag_note(c->loc, "model '%s' is here", c->name);
  }
  return NULL;
}

static ClassDef *find_type(Flattener *f, const char *name)
{
  for (int i = 0; i < f->cls->classes.count; i++) {
    ClassDef *c = f->cls->classes.items[i];
    if (!strcmp(c->name, name))
      return c;
  }
  for (int i = 0; i < f->program->classes.count; i++) {
    ClassDef *c = f->program->classes.items[i];
    if (!strcmp(c->name, name))
      return c;
  }
  return NULL;
}

/*
 * The base type behind a declared type name; the modifications met on the
 * way are appended to mods, outermost (the declaration's own) last so that
 * they win.  false after a diagnostic.
 */
static bool resolve_type(Flattener *f, const char *name, SrcLoc loc, BaseType *base, PtrList *mods, int depth)
{
  if (!strcmp(name, "Real")) { *base = TYPE_REAL; return true; }
  if (!strcmp(name, "Integer")) { *base = TYPE_INTEGER; return true; }
  if (!strcmp(name, "Boolean")) { *base = TYPE_BOOLEAN; return true; }
  if (!strcmp(name, "String")) {
    diag_error(loc, "String variables are not supported");
    return false;
  }
  ClassDef *c = find_type(f, name);
  if (!c) {
    diag_error(loc, "unknown type '%s'", name);
    return false;
  }
  if (!c->base_type || strcmp(c->restriction, "type") != 0) {
    diag_error(loc, "'%s' is a %s, not a type: hysc compiles flat models with Real, Integer and Boolean variables",
               name, c->restriction);
    return false;
  }
  if (depth > 32) {
    diag_error(loc, "type '%s' is defined in terms of itself", name);
    return false;
  }
  PtrList inner = { 0 };
  if (!resolve_type(f, c->base_type, c->base_loc, base, &inner, depth + 1))
    return false;
  for (int i = 0; i < inner.count; i++)
    list_push(mods, inner.items[i]);
  for (int i = 0; i < c->base_modifications.count; i++)
    list_push(mods, c->base_modifications.items[i]);
  free(inner.items);
  return true;
}

/* ---- variables ---- */

static Var *find_var(const FlatModel *model, const char *name)
{
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (!strcmp(v->name, name))
      return v;
  }
  return NULL;
}

static bool literal_boolean(const Expr *e, bool *value)
{
  if (e->kind != EX_BOOLEAN)
    return false;
  *value = e->number != 0;
  return true;
}

/* The value of a literal number, possibly negated: experiment annotation values. */
static bool literal_number(const Expr *e, double *value)
{
  if (e->kind == EX_NUMBER) {
    *value = e->number;
    return true;
  }
  if (e->kind == EX_UNARY && (e->op == OP_NEG || e->op == OP_PLUS) && literal_number(e->a, value)) {
    if (e->op == OP_NEG)
      *value = -*value;
    return true;
  }
  return false;
}

static void apply_modification(Var *v, Modification *m)
{
  static const char *ignored[] = { "quantity", "displayUnit", "stateSelect", "unbounded", NULL };
  if (!m->value) {
    for (int i = 0; ignored[i]; i++)
      if (!strcmp(m->name, ignored[i]))
        return;
    return;
  }
  if (!strcmp(m->name, "start")) {
    v->start = m->value;
  } else if (!strcmp(m->name, "fixed")) {
    bool fixed;
    if (literal_boolean(m->value, &fixed))
      v->fixed = fixed;
    else
      diag_error(m->value->loc, "'fixed' must be true or false");
  } else if (!strcmp(m->name, "unit")) {
    if (m->value->kind == EX_STRING)
      v->unit = m->value->string;
    else
      diag_error(m->value->loc, "'unit' must be a string");
  } else if (!strcmp(m->name, "min")) {
    v->min = m->value;
  } else if (!strcmp(m->name, "max")) {
    v->max = m->value;
  } else if (!strcmp(m->name, "nominal")) {
    v->nominal = m->value;
  }
  /* other modifiers (quantity, displayUnit, stateSelect, ...) are accepted and ignored */
}

static void declare_variables(Flattener *f)
{
  FlatModel *model = f->model;
  for (int i = 0; i < f->cls->components.count; i++) {
    Component *c = f->cls->components.items[i];
    Var *previous = find_var(model, c->name);
    if (previous) {
      diag_error(c->loc, "'%s' is declared twice", c->name);
      diag_note(previous->loc, "the first declaration of '%s' is here", c->name);
      continue;
    }
    if (!strcmp(c->name, "time")) {
      diag_error(c->loc, "'time' is a built-in variable and cannot be declared");
      continue;
    }
    Var *v = xcalloc(1, sizeof *v);
    v->name = c->name;
    v->loc = c->loc;
    v->description = c->description ? c->description : "";
    v->unit = "";
    v->partner = -1;
    PtrList mods = { 0 };
    if (!resolve_type(f, c->type_name, c->type_loc, &v->type, &mods, 0))
      v->type = TYPE_REAL; /* reported; declared anyway so later uses do not cascade */
    for (int m = 0; m < c->modifications.count; m++)
      list_push(&mods, c->modifications.items[m]);
    for (int m = 0; m < mods.count; m++)
      apply_modification(v, mods.items[m]);
    free(mods.items);
    v->binding = c->binding;
    if (c->prefixes & PREFIX_CONSTANT)
      v->kind = VAR_CONSTANT;
    else if (c->prefixes & PREFIX_PARAMETER)
      v->kind = VAR_PARAMETER;
    else if (v->type != TYPE_REAL || (c->prefixes & PREFIX_DISCRETE))
      v->kind = VAR_DISCRETE;
    else
      v->kind = VAR_ALGEBRAIC; /* until der() or a when-clause says otherwise */
    if (v->kind == VAR_CONSTANT && !v->binding)
      diag_error(c->loc, "constant '%s' has no value: write '%s = ...'", c->name, c->name);
    list_push(&model->vars, v);
  }
}

/* ---- name resolution and type checking ---- */

typedef struct Builtin {
  const char *name;
  int arguments;   /* -1: checked by the caller */
} Builtin;

static const Builtin math_functions[] = {
  {"sin", 1}, {"cos", 1}, {"tan", 1}, {"asin", 1}, {"acos", 1}, {"atan", 1},
  {"sinh", 1}, {"cosh", 1}, {"tanh", 1}, {"exp", 1}, {"log", 1}, {"log10", 1},
  {"sqrt", 1}, {"abs", 1}, {"sign", 1}, {"floor", 1}, {"ceil", 1},
  {"atan2", 2}, {"min", 2}, {"max", 2}, {NULL, 0},
};

static const Builtin operators[] = {
  {"der", 1}, {"pre", 1}, {"noEvent", 1}, {"reinit", 2}, {NULL, 0},
};

static const char *not_yet[] = {
  "edge", "change", "initial", "terminal", "sample", "smooth", "assert", "terminate",
  "integer", "div", "mod", "rem", "delay", "cardinality", NULL,
};

static int find_builtin(const Builtin *table, const char *name)
{
  for (int i = 0; table[i].name; i++)
    if (!strcmp(table[i].name, name))
      return i;
  return -1;
}

static ValueType resolve(Flattener *f, Expr *e);

static ValueType var_type(const Var *v)
{
  return v->type == TYPE_REAL ? T_REAL : v->type == TYPE_INTEGER ? T_INTEGER : T_BOOLEAN;
}

static bool is_numeric(ValueType t) { return t == T_REAL || t == T_INTEGER || t == T_ERROR; }

static void expect_boolean(Expr *e, ValueType t, const char *what)
{
  if (t != T_BOOLEAN && t != T_ERROR)
    diag_error(e->loc, "%s must be Boolean, but '%s' is %s", what, expr_to_string(e), type_name(t));
}

static void expect_numeric(Expr *e, ValueType t, const char *what)
{
  if (!is_numeric(t))
    diag_error(e->loc, "%s must be a number, but '%s' is %s", what, expr_to_string(e), type_name(t));
}

static ValueType resolve_call(Flattener *f, Expr *e)
{
  const char *name = e->string;
  int math = find_builtin(math_functions, name);
  int op = find_builtin(operators, name);
  int expected = math >= 0 ? math_functions[math].arguments : op >= 0 ? operators[op].arguments : -1;
  if (math < 0 && op < 0) {
    for (int i = 0; not_yet[i]; i++)
      if (!strcmp(not_yet[i], name)) {
        diag_error(e->loc, "'%s' is not supported yet", name);
        return T_ERROR;
      }
    diag_error(e->loc, "unknown function '%s'", name);
    return T_ERROR;
  }
  if (e->named_args.count > 0) {
    Modification *m = e->named_args.items[0];
    diag_error(m->loc, "'%s' takes no named argument '%s'", name, m->name);
    return T_ERROR;
  }
  if (e->args.count != expected) {
    diag_error(e->loc, "'%s' takes %d argument%s, but %d %s given", name, expected,
               expected == 1 ? "" : "s", e->args.count, e->args.count == 1 ? "was" : "were");
    return T_ERROR;
  }
  if (!strcmp(name, "reinit")) {
    diag_error(e->loc, "reinit(...) is an equation of its own, allowed only inside a when-clause");
    return T_ERROR;
  }
  Expr *arg = e->args.items[0];
  if (!strcmp(name, "der") || !strcmp(name, "pre")) {
    if (arg->kind != EX_NAME) {
      diag_error(arg->loc, "%s() applies to a variable, not to the expression '%s'", name, expr_to_string(arg));
      return T_ERROR;
    }
    ValueType t = resolve(f, arg);
    if (!arg->var)
      return t == T_ERROR ? T_ERROR : (diag_error(arg->loc, "%s() applies to a variable, not to 'time'", name), T_ERROR);
    Var *v = arg->var;
    if (v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT) {
      diag_error(arg->loc, "%s(%s): '%s' is a %s, which does not change in time", name, v->name, v->name,
                 v->kind == VAR_PARAMETER ? "parameter" : "constant");
      return T_ERROR;
    }
    if (!strcmp(name, "der")) {
      if (v->type != TYPE_REAL || v->kind == VAR_DISCRETE) {
        diag_error(arg->loc, "der(%s): '%s' is %s, only continuous Real variables have a derivative", v->name,
                   v->name, v->kind == VAR_DISCRETE && v->type == TYPE_REAL ? "discrete" : type_name(var_type(v)));
        return T_ERROR;
      }
      if (f->in_when) {
        diag_error(e->loc, "der() cannot be used inside a when-clause");
        return T_ERROR;
      }
      return T_REAL;
    }
    return var_type(v);
  }
  if (!strcmp(name, "noEvent"))
    return resolve(f, arg);
  /* math functions */
  ValueType result = T_REAL;
  for (int i = 0; i < e->args.count; i++) {
    Expr *a = e->args.items[i];
    ValueType t = resolve(f, a);
    expect_numeric(a, t, xsprintf("the argument of '%s'", name));
    if (t == T_ERROR)
      result = T_ERROR;
  }
  return result;
}

static ValueType resolve(Flattener *f, Expr *e)
{
  switch (e->kind) {
  case EX_NUMBER: {
    return T_REAL;
  }
  case EX_BOOLEAN:
    return T_BOOLEAN;
  case EX_STRING:
    return T_STRING;
  case EX_NAME: {
    e->var = find_var(f->model, e->string);
    if (e->var)
      return var_type(e->var);
    if (!strcmp(e->string, "time")) {
      e->builtin = BUILTIN_TIME;
      return T_REAL;
    }
    diag_error(e->loc, "undefined name '%s'", e->string);
    return T_ERROR;
  }
  case EX_CALL:
    return resolve_call(f, e);
  case EX_ARRAY:
    diag_error(e->loc, "an array {...} is only allowed as a when-condition");
    return T_ERROR;
  case EX_UNARY: {
    ValueType t = resolve(f, e->a);
    if (e->op == OP_NOT) {
      expect_boolean(e->a, t, "the operand of 'not'");
      return T_BOOLEAN;
    }
    expect_numeric(e->a, t, xsprintf("the operand of unary '%s'", operator_text(e->op)));
    return t;
  }
  case EX_BINARY: {
    ValueType a = resolve(f, e->a), b = resolve(f, e->b);
    if (a == T_ERROR || b == T_ERROR)
      return e->op == OP_AND || e->op == OP_OR || operator_is_relation(e->op) ? T_BOOLEAN : T_ERROR;
    if (e->op == OP_AND || e->op == OP_OR) {
      expect_boolean(e->a, a, xsprintf("the operand of '%s'", operator_text(e->op)));
      expect_boolean(e->b, b, xsprintf("the operand of '%s'", operator_text(e->op)));
      return T_BOOLEAN;
    }
    if (operator_is_relation(e->op)) {
      if ((a == T_BOOLEAN) != (b == T_BOOLEAN) || ((a == T_BOOLEAN) && e->op != OP_EQ && e->op != OP_NE))
        diag_error(e->loc, "cannot compare %s with %s using '%s'", type_name(a), type_name(b), operator_text(e->op));
      return T_BOOLEAN;
    }
    expect_numeric(e->a, a, xsprintf("the left operand of '%s'", operator_text(e->op)));
    expect_numeric(e->b, b, xsprintf("the right operand of '%s'", operator_text(e->op)));
    return a == T_INTEGER && b == T_INTEGER && e->op != OP_DIV && e->op != OP_POW ? T_INTEGER : T_REAL;
  }
  case EX_IF: {
    expect_boolean(e->a, resolve(f, e->a), "the condition of an if-expression");
    ValueType b = resolve(f, e->b), c = resolve(f, e->c);
    if (b == T_ERROR || c == T_ERROR)
      return T_ERROR;
    if ((b == T_BOOLEAN) != (c == T_BOOLEAN)) {
      diag_error(e->loc, "the branches of this if-expression have different types, %s and %s", type_name(b), type_name(c));
      return T_ERROR;
    }
    return b == T_INTEGER && c == T_INTEGER ? T_INTEGER : b;
  }
  }
  return T_ERROR;
}

/* ---- walking expressions ---- */

typedef void (*ExprVisitor)(Flattener *f, Expr *e, void *data);

/* Calls visit on every node below e, children first; stops at noEvent when skip_no_event. */
static void walk(Flattener *f, Expr *e, ExprVisitor visit, void *data, bool skip_no_event)
{
  if (!e)
    return;
  if (skip_no_event && e->kind == EX_CALL && !strcmp(e->string, "noEvent"))
    return;
  walk(f, e->a, visit, data, skip_no_event);
  walk(f, e->b, visit, data, skip_no_event);
  walk(f, e->c, visit, data, skip_no_event);
  for (int i = 0; i < e->args.count; i++)
    walk(f, e->args.items[i], visit, data, skip_no_event);
  visit(f, e, data);
}

static void mark_state(Flattener *f, Expr *e, void *data)
{
  if (e->kind == EX_CALL && !strcmp(e->string, "der") && e->args.count == 1) {
    Expr *arg = e->args.items[0];
    if (arg->var && arg->var->kind == VAR_ALGEBRAIC)
      arg->var->kind = VAR_STATE;
  }
}

/* Does the expression change continuously in time (so a relation on it needs a zero crossing)? */
static void find_continuous(Flattener *f, Expr *e, void *data)
{
  bool *found = data;
  if (e->kind == EX_NAME && (e->builtin == BUILTIN_TIME ||
                             (e->var && (e->var->kind == VAR_STATE || e->var->kind == VAR_ALGEBRAIC))))
    *found = true;
  if (e->kind == EX_CALL && !strcmp(e->string, "der"))
    *found = true;
}

static bool is_pre_call(const Expr *e)
{
  return e->kind == EX_CALL && !strcmp(e->string, "pre");
}

static bool varies_continuously(Flattener *f, Expr *e)
{
  bool found = false;
  /* pre(x) is constant between events */
  if (is_pre_call(e))
    return false;
  if (e->kind == EX_BINARY || e->kind == EX_UNARY || e->kind == EX_IF || e->kind == EX_CALL) {
    Expr *parts[3] = { e->a, e->b, e->c };
    for (int i = 0; i < 3; i++)
      if (parts[i] && varies_continuously(f, parts[i]))
        return true;
    if (e->kind == EX_CALL)
      for (int i = 0; i < e->args.count; i++)
        if (varies_continuously(f, e->args.items[i]))
          return true;
    return false;
  }
  find_continuous(f, e, &found);
  return found;
}

static int find_relation(const FlatModel *model, const char *text)
{
  for (int i = 0; i < model->relations.count; i++)
    if (!strcmp(((Relation *)model->relations.items[i])->text, text))
      return i;
  return -1;
}

/* data: non-NULL to create new relations, NULL to only reuse existing ones */
static void number_relation(Flattener *f, Expr *e, void *create)
{
  if (e->kind != EX_BINARY || !(e->op == OP_LT || e->op == OP_LE || e->op == OP_GT || e->op == OP_GE))
    return;
  if (!varies_continuously(f, e))
    return;
  char *text = expr_to_string(e);
  e->relation = find_relation(f->model, text);
  if (e->relation >= 0 || !create)
    return;
  Relation *r = xcalloc(1, sizeof *r);
  r->expr = e;
  r->text = text;
  e->relation = f->model->relations.count;
  list_push(&f->model->relations, r);
}

/* ---- equations ---- */

static bool is_discrete_target(const Expr *lhs)
{
  return lhs->kind == EX_NAME && lhs->var && lhs->var->kind == VAR_DISCRETE;
}

static bool uses_der_of(const Expr *e, const char *name)
{
  if (!e)
    return false;
  if (e->kind == EX_CALL && !strcmp(e->string, "der") && e->args.count == 1) {
    const Expr *arg = e->args.items[0];
    if (arg->kind == EX_NAME && !strcmp(arg->string, name))
      return true;
  }
  if (uses_der_of(e->a, name) || uses_der_of(e->b, name) || uses_der_of(e->c, name))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (uses_der_of(e->args.items[i], name))
      return true;
  return false;
}

static bool is_differentiated(const PtrList *equations, const char *name)
{
  for (int i = 0; i < equations->count; i++) {
    const Equation *eq = equations->items[i];
    if (eq->kind == EQ_SIMPLE && (uses_der_of(eq->lhs, name) || uses_der_of(eq->rhs, name)))
      return true;
  }
  return false;
}

/* Real variables assigned in a when-clause are discrete (Modelica 3, 8.3.5),
   unless they also appear in der(): then the when-equation is the error. */
static void mark_when_assigned(Flattener *f, PtrList *equations)
{
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    if (eq->kind != EQ_WHEN)
      continue;
    for (int b = 0; b < eq->branches.count; b++) {
      Branch *br = eq->branches.items[b];
      for (int k = 0; k < br->equations.count; k++) {
        Equation *inner = br->equations.items[k];
        if (inner->kind == EQ_SIMPLE && inner->lhs->kind == EX_NAME) {
          Var *v = find_var(f->model, inner->lhs->string);
          if (v && v->kind == VAR_ALGEBRAIC && !is_differentiated(equations, v->name))
            v->kind = VAR_DISCRETE;
        }
      }
    }
  }
}

static void check_same_type(Equation *eq, ValueType lhs, ValueType rhs)
{
  if (lhs == T_ERROR || rhs == T_ERROR)
    return;
  if ((lhs == T_BOOLEAN) != (rhs == T_BOOLEAN) || lhs == T_STRING || rhs == T_STRING)
    diag_error(eq->loc, "the two sides of this equation have different types, %s and %s", type_name(lhs),
               type_name(rhs));
}

static bool is_differentiated(const PtrList *equations, const char *name);

static bool contains(const PtrList *list, const void *item)
{
  for (int i = 0; i < list->count; i++)
    if (list->items[i] == item)
      return true;
  return false;
}

/* assigned: the variables this when-clause (all its branches) assigns */
static void resolve_when_body(Flattener *f, Equation *when, Branch *branch, PtrList *assigned)
{
  for (int k = 0; k < branch->equations.count; k++) {
    Equation *eq = branch->equations.items[k];
    switch (eq->kind) {
    case EQ_WHEN:
      diag_error(eq->loc, "a when-clause cannot contain another when-clause");
      diag_note(when->loc, "the enclosing when-clause starts here");
      break;
    case EQ_IF:
      diag_error(eq->loc, "if-equations inside when-clauses are not supported yet");
      break;
    case EQ_SIMPLE: {
      ValueType lt = resolve(f, eq->lhs), rt = resolve(f, eq->rhs);
      if (!is_discrete_target(eq->lhs)) {
        if (eq->lhs->kind == EX_NAME && eq->lhs->var)
          diag_error(eq->lhs->loc, "'%s' is a %s: an equation in a when-clause must assign a discrete variable "
                     "('d = expr;') or call reinit(x, expr) for a state", eq->lhs->var->name,
                     is_differentiated(&f->cls->equations, eq->lhs->var->name) ? "state"
                     : eq->lhs->var->kind == VAR_PARAMETER ? "parameter"
                     : eq->lhs->var->kind == VAR_CONSTANT ? "constant" : "continuous variable");
        else if (lt != T_ERROR)
          diag_error(eq->lhs->loc, "an equation in a when-clause must assign a discrete variable ('d = expr;') "
                     "or call reinit(x, expr)");
        break;
      }
      check_same_type(eq, lt, rt);
      Var *v = eq->lhs->var;
      if (!contains(assigned, v)) {
        list_push(assigned, v);
        v->assignments++;
      }
      break;
    }
    case EQ_CALL: {
      Expr *call = eq->lhs;
      if (!call)
        break;
      if (strcmp(call->string, "reinit") != 0) {
        resolve(f, call);
        diag_error(call->loc, "'%s(...)' is not an equation: inside a when-clause write 'd = expr;' or reinit(x, expr)",
                   call->string);
        break;
      }
      if (call->args.count != 2 || call->named_args.count) {
        diag_error(call->loc, "'reinit' takes 2 arguments, but %d %s given", call->args.count,
                   call->args.count == 1 ? "was" : "were");
        break;
      }
      Expr *target = call->args.items[0];
      ValueType vt = resolve(f, call->args.items[1]);
      expect_numeric(call->args.items[1], vt, "the new value in reinit");
      if (target->kind != EX_NAME) {
        diag_error(target->loc, "reinit: the first argument must be a state variable, not '%s'", expr_to_string(target));
        break;
      }
      if (resolve(f, target) == T_ERROR)
        break;
      if (!target->var) {
        diag_error(target->loc, "reinit: 'time' cannot be reinitialized");
        break;
      }
      /* whether it is a state is known only after all der() are seen: checked in check_reinits */
      break;
    }
    }
  }
}

static void check_reinits(Flattener *f, Equation *when)
{
  for (int b = 0; b < when->branches.count; b++) {
    Branch *br = when->branches.items[b];
    for (int k = 0; k < br->equations.count; k++) {
      Equation *eq = br->equations.items[k];
      if (eq->kind != EQ_CALL || !eq->lhs || strcmp(eq->lhs->string, "reinit") || eq->lhs->args.count != 2)
        continue;
      Expr *target = eq->lhs->args.items[0];
      Var *v = target->var;
      if (!v || v->kind == VAR_STATE)
        continue;
      const char *what = v->kind == VAR_PARAMETER ? "a parameter" : v->kind == VAR_CONSTANT ? "a constant"
                         : v->kind == VAR_DISCRETE ? (v->type == TYPE_BOOLEAN ? "a Boolean variable"
                                                      : v->type == TYPE_INTEGER ? "an Integer variable"
                                                      : "a discrete variable")
                         : "an algebraic variable (it never appears in der())";
      diag_error(target->loc, "reinit(%s, ...): '%s' is %s; only states can be reinitialized", v->name, v->name, what);
    }
  }
}

static void add_when(Flattener *f, Equation *eq)
{
  FlatModel *model = f->model;
  PtrList assigned = { 0 };
  f->in_when = true;
  for (int b = 0; b < eq->branches.count; b++) {
    Branch *br = eq->branches.items[b];
    Expr *cond = br->condition;
    if (cond->kind == EX_ARRAY) {
      if (cond->args.count == 0)
        diag_error(cond->loc, "an empty condition {} never becomes true");
      for (int i = 0; i < cond->args.count; i++)
        expect_boolean(cond->args.items[i], resolve(f, cond->args.items[i]), "each element of a when-condition");
    } else {
      f->in_when = false; /* the condition itself is evaluated like any expression */
      expect_boolean(cond, resolve(f, cond), "a when-condition");
      f->in_when = true;
    }
    resolve_when_body(f, eq, br, &assigned);
  }
  f->in_when = false;
  free(assigned.items);
  WhenClause *w = xcalloc(1, sizeof *w);
  w->equation = eq;
  list_push(&model->whens, w);
}

static void add_equations(Flattener *f, PtrList *equations)
{
  FlatModel *model = f->model;
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    switch (eq->kind) {
    case EQ_SIMPLE: {
      ValueType lt = resolve(f, eq->lhs), rt = resolve(f, eq->rhs);
      check_same_type(eq, lt, rt);
      if (is_discrete_target(eq->lhs)) {
        eq->lhs->var->assignments++;
        list_push(&model->discrete_equations, eq);
      } else {
        if (lt == T_BOOLEAN || rt == T_BOOLEAN)
          diag_error(eq->loc, "a Boolean equation must assign a discrete variable: 'b = condition;'");
        list_push(&model->equations, eq);
      }
      break;
    }
    case EQ_WHEN:
      add_when(f, eq);
      break;
    case EQ_IF:
      diag_error(eq->loc, "if-equations are not supported yet; use an if-expression: 'x = if c then a else b;'");
      break;
    case EQ_CALL:
      if (!eq->lhs)
        break;
      if (!strcmp(eq->lhs->string, "reinit"))
        diag_error(eq->lhs->loc, "reinit(...) is only allowed inside a when-clause");
      else {
        resolve(f, eq->lhs);
        if (diag_error_count() == 0)
          diag_error(eq->lhs->loc, "'%s(...)' is not an equation", eq->lhs->string);
      }
      break;
    }
  }
}

static void add_bindings_as_equations(Flattener *f)
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

/* ---- parameters ---- */

static void collect_names(Flattener *f, Expr *e, void *data)
{
  if (e->kind == EX_NAME && e->var)
    list_push(data, e->var);
}

/* A parameter's binding may use parameters and constants only; order them so
   each is computed after what it uses.  Cycles are errors. */
static void order_parameters(Flattener *f)
{
  FlatModel *model = f->model;
  PtrList pending = { 0 };
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (v->kind != VAR_PARAMETER && v->kind != VAR_CONSTANT)
      continue;
    Expr *value = v->binding ? v->binding : v->start;
    if (value) {
      ValueType t = resolve(f, value);
      if (t != T_ERROR && (t == T_BOOLEAN) != (v->type == TYPE_BOOLEAN))
        diag_error(value->loc, "'%s' is %s but its value is %s", v->name, type_name(var_type(v)), type_name(t));
      PtrList used = { 0 };
      walk(f, value, collect_names, &used, false);
      for (int k = 0; k < used.count; k++) {
        Var *u = used.items[k];
        if (u->kind != VAR_PARAMETER && u->kind != VAR_CONSTANT)
          diag_error(value->loc, "the value of %s '%s' uses '%s', which is not a parameter or constant",
                     v->kind == VAR_PARAMETER ? "parameter" : "constant", v->name, u->name);
      }
      free(used.items);
    } else if (v->kind == VAR_PARAMETER) {
      diag_warning(v->loc, "parameter '%s' has no value; it is 0 unless set with --set %s=...", v->name, v->name);
    }
    list_push(&pending, v);
  }
  if (diag_error_count())
    return;
  /* repeatedly take the parameters whose inputs are all placed */
  bool *placed = xcalloc((size_t)model->vars.count, sizeof(bool));
  int progress = 1;
  while (pending.count > 0 && progress) {
    progress = 0;
    for (int i = 0; i < pending.count; i++) {
      Var *v = pending.items[i];
      Expr *value = v->binding ? v->binding : v->start;
      PtrList used = { 0 };
      walk(f, value, collect_names, &used, false);
      bool ready = true;
      for (int k = 0; k < used.count; k++) {
        Var *u = used.items[k];
        for (int j = 0; j < model->vars.count; j++)
          if (model->vars.items[j] == u && !placed[j])
            ready = false;
      }
      free(used.items);
      if (!ready)
        continue;
      for (int j = 0; j < model->vars.count; j++)
        if (model->vars.items[j] == v)
          placed[j] = true;
      v->index = model->parameters.count;
      list_push(&model->parameters, v);
      pending.items[i--] = pending.items[--pending.count];
      progress = 1;
    }
  }
  for (int i = 0; i < pending.count; i++) {
    Var *v = pending.items[i];
    diag_error(v->loc, "the value of '%s' depends on itself", v->name);
  }
  free(placed);
  free(pending.items);
}

/* ---- initial equations ---- */

static void mark_initial_vars(Flattener *f, Expr *e, void *data)
{
  if (e->kind == EX_NAME && e->var)
    e->var->in_initial_equation = true;
}

static void add_initial_equations(Flattener *f)
{
  FlatModel *model = f->model;
  f->in_initial = true;
  for (int i = 0; i < f->cls->initial_equations.count; i++) {
    Equation *eq = f->cls->initial_equations.items[i];
    if (eq->kind != EQ_SIMPLE) {
      diag_error(eq->loc, "only equations 'expr = expr' are allowed in an initial equation section");
      continue;
    }
    ValueType lt = resolve(f, eq->lhs), rt = resolve(f, eq->rhs);
    check_same_type(eq, lt, rt);
    if (is_discrete_target(eq->lhs)) {
      list_push(&model->initial_discrete, eq);
    } else {
      walk(f, eq->lhs, mark_initial_vars, NULL, false);
      walk(f, eq->rhs, mark_initial_vars, NULL, false);
      list_push(&model->initial_equations, eq);
    }
  }
  f->in_initial = false;
  if (diag_error_count())
    return;
  int fixed = 0;
  for (int i = 0; i < model->states.count; i++)
    fixed += ((Var *)model->states.items[i])->fixed;
  int missing = model->states.count - fixed - model->initial_equations.count;
  for (int i = 0; i < model->states.count && missing > 0; i++) {
    Var *v = model->states.items[i];
    if (v->fixed || v->in_initial_equation)
      continue;
    char *start = v->start ? expr_to_string(v->start) : "0.0";
    diag_warning(v->loc, "state '%s' has no initial value: it starts at its start value %s "
                 "(write '%s(start = ..., fixed = true)' or an initial equation)", v->name, start, v->name);
    list_push(&model->start_equations, v);
    missing--;
  }
  if (missing > 0) {
    SrcLoc at = model->source->loc;
    diag_error(at, "the initial problem is under-determined: %d state%s, but only %d initial equation%s "
               "and fixed start value%s", model->states.count, model->states.count == 1 ? "" : "s",
               model->states.count - missing, model->states.count - missing == 1 ? "" : "s",
               model->states.count - missing == 1 ? "" : "s");
  } else if (missing < 0) {
    SrcLoc at = model->initial_equations.count ? ((Equation *)model->initial_equations.items[0])->loc : model->source->loc;
    diag_error(at, "the initial problem is over-determined: %d state%s, but %d initial equations and fixed start values",
               model->states.count, model->states.count == 1 ? "" : "s", model->states.count - missing);
  }
}

/* ---- experiment annotation ---- */

static void read_experiment(Flattener *f)
{
  FlatModel *model = f->model;
  model->start_time = model->stop_time = model->tolerance = model->interval = NAN;
  for (int i = 0; i < f->cls->annotation.count; i++) {
    Modification *m = f->cls->annotation.items[i];
    if (strcmp(m->name, "experiment") != 0)
      continue;
    for (int k = 0; k < m->nested.count; k++) {
      Modification *s = m->nested.items[k];
      double value;
      if (!s->value || !literal_number(s->value, &value)) {
        diag_warning(s->loc, "experiment setting '%s' is not a number and is ignored", s->name);
        continue;
      }
      if (!strcmp(s->name, "StartTime")) model->start_time = value;
      else if (!strcmp(s->name, "StopTime")) model->stop_time = value;
      else if (!strcmp(s->name, "Tolerance")) model->tolerance = value;
      else if (!strcmp(s->name, "Interval")) model->interval = value;
    }
  }
}

/* ---- the whole pass ---- */

static void number_variables(FlatModel *model)
{
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (v->kind == VAR_STATE)
      list_push(&model->states, v);
  }
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (v->kind == VAR_ALGEBRAIC)
      list_push(&model->algebraics, v);
    else if (v->kind == VAR_DISCRETE)
      list_push(&model->discretes, v);
  }
  for (int i = 0; i < model->states.count; i++)
    ((Var *)model->states.items[i])->index = i;
  for (int i = 0; i < model->algebraics.count; i++)
    ((Var *)model->algebraics.items[i])->index = model->states.count + i;
  for (int i = 0; i < model->discretes.count; i++)
    ((Var *)model->discretes.items[i])->index = i;
}

static void find_second_order_pairs(FlatModel *model)
{
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    Expr *der = NULL, *other = NULL;
    if (eq->lhs->kind == EX_CALL && !strcmp(eq->lhs->string, "der")) { der = eq->lhs; other = eq->rhs; }
    else if (eq->rhs->kind == EX_CALL && !strcmp(eq->rhs->string, "der")) { der = eq->rhs; other = eq->lhs; }
    if (!der || other->kind != EX_NAME || !other->var || other->var->kind != VAR_STATE)
      continue;
    Var *x = ((Expr *)der->args.items[0])->var;
    if (x && x->kind == VAR_STATE && x->partner < 0 && x != other->var)
      x->partner = other->var->index;
  }
}

static void check_discrete_assignments(FlatModel *model)
{
  for (int i = 0; i < model->discretes.count; i++) {
    Var *v = model->discretes.items[i];
    if (v->assignments == 0)
      diag_error(v->loc, "discrete variable '%s' has no equation: assign it in a when-clause ('when c then %s = ...; end when;')",
                 v->name, v->name);
  }
  /* two definitions: a when-clause and an equation, or two when-clauses */
  for (int i = 0; i < model->discretes.count; i++) {
    Var *v = model->discretes.items[i];
    if (v->assignments > 1)
      diag_error(v->loc, "discrete variable '%s' is defined by %d equations; it needs exactly one", v->name, v->assignments);
  }
}

FlatModel *flatten_model(Program *program, const char *model_name)
{
  if (diag_error_count())
    return NULL;
  ClassDef *cls = select_model(program, model_name);
  if (!cls)
    return NULL;
  FlatModel *model = xcalloc(1, sizeof *model);
  model->name = cls->name;
  model->file = xstrdup(diag_file_name());
  model->source = cls;
  Flattener f = { model, program, cls, false, false };

  declare_variables(&f);
  add_bindings_as_equations(&f);
  mark_when_assigned(&f, &cls->equations);
  add_equations(&f, &cls->equations);
  if (diag_error_count())
    return NULL;

  /* states: every continuous Real that appears in der() */
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    walk(&f, eq->lhs, mark_state, NULL, false);
    walk(&f, eq->rhs, mark_state, NULL, false);
  }
  for (int i = 0; i < model->whens.count; i++)
    check_reinits(&f, ((WhenClause *)model->whens.items[i])->equation);
  number_variables(model);

  /* start values and attributes may use parameters */
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    Expr *attributes[] = { v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT ? NULL : v->start,
                           v->nominal, v->min, v->max };
    for (int k = 0; k < 4; k++) {
      if (!attributes[k])
        continue;
      ValueType t = resolve(&f, attributes[k]);
      if (t == T_ERROR)
        continue;
      PtrList used = { 0 };
      walk(&f, attributes[k], collect_names, &used, false);
      for (int u = 0; u < used.count; u++) {
        Var *x = used.items[u];
        if (x->kind != VAR_PARAMETER && x->kind != VAR_CONSTANT)
          diag_error(attributes[k]->loc, "an attribute of '%s' uses '%s', which is not a parameter or constant",
                     v->name, x->name);
      }
      free(used.items);
    }
  }
  order_parameters(&f);
  add_initial_equations(&f);
  check_discrete_assignments(model);
  read_experiment(&f);
  if (diag_error_count())
    return NULL;

  /* relations that need zero crossings: continuous equations and when-conditions first,
     then when-bodies and discrete equations reuse them where the text is the same */
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    walk(&f, eq->lhs, number_relation, model, true);
    walk(&f, eq->rhs, number_relation, model, true);
  }
  int conditions = 0, branches = 0;
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    w->first_condition = conditions;
    for (int b = 0; b < w->equation->branches.count; b++) {
      Branch *br = w->equation->branches.items[b];
      walk(&f, br->condition, number_relation, model, true);
      conditions += br->condition->kind == EX_ARRAY ? br->condition->args.count : 1;
      branches++;
    }
  }
  model->n_conditions = conditions;
  model->n_when_branches = branches;
  for (int i = 0; i < model->discrete_equations.count; i++) {
    Equation *eq = model->discrete_equations.items[i];
    walk(&f, eq->rhs, number_relation, model, true);
  }
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    for (int b = 0; b < w->equation->branches.count; b++) {
      Branch *br = w->equation->branches.items[b];
      for (int k = 0; k < br->equations.count; k++) {
        Equation *eq = br->equations.items[k];
        walk(&f, eq->lhs, number_relation, NULL, true);
        walk(&f, eq->rhs, number_relation, NULL, true);
      }
    }
  }
  find_second_order_pairs(model);
  return model;
}

/* ---- --dump-flat ---- */

static const char *kind_name(VarKind k)
{
  static const char *names[] = { "state", "algebraic", "discrete", "parameter", "constant" };
  return names[k];
}

static void dump_equations(const PtrList *equations, FILE *out, const char *indent)
{
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    switch (eq->kind) {
    case EQ_SIMPLE:
      fprintf(out, "%s%s = %s;  // line %d\n", indent, expr_to_string(eq->lhs), expr_to_string(eq->rhs),
              eq->loc.first_line);
      break;
    case EQ_CALL:
      fprintf(out, "%s%s;  // line %d\n", indent, eq->lhs ? expr_to_string(eq->lhs) : "?", eq->loc.first_line);
      break;
    case EQ_WHEN:
      for (int b = 0; b < eq->branches.count; b++) {
        Branch *br = eq->branches.items[b];
        fprintf(out, "%s%s %s then  // line %d\n", indent, b ? "elsewhen" : "when", expr_to_string(br->condition),
                br->loc.first_line);
        dump_equations(&br->equations, out, "    ");
      }
      fprintf(out, "%send when;\n", indent);
      break;
    case EQ_IF:
      break;
    }
  }
}

void flat_model_dump(const FlatModel *model, FILE *out)
{
  fprintf(out, "model %s  // %s\n", model->name, model->file);
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    fprintf(out, "  %-9s %s %s", kind_name(v->kind), v->type == TYPE_REAL ? "Real" : v->type == TYPE_INTEGER ? "Integer" : "Boolean", v->name);
    if (v->binding)
      fprintf(out, " = %s", expr_to_string(v->binding));
    if (v->start && v->kind != VAR_PARAMETER && v->kind != VAR_CONSTANT)
      fprintf(out, " (start = %s%s)", expr_to_string(v->start), v->fixed ? ", fixed" : "");
    if (v->kind == VAR_STATE && v->partner >= 0)
      fprintf(out, "  // second order: der(%s) = %s", v->name, ((Var *)model->states.items[v->partner])->name);
    fprintf(out, ";\n");
  }
  fprintf(out, "initial equation\n");
  dump_equations(&model->initial_equations, out, "  ");
  dump_equations(&model->initial_discrete, out, "  ");
  for (int i = 0; i < model->start_equations.count; i++) {
    Var *v = model->start_equations.items[i];
    fprintf(out, "  %s = %s;  // start value, not fixed\n", v->name, v->start ? expr_to_string(v->start) : "0.0");
  }
  fprintf(out, "equation\n");
  dump_equations(&model->equations, out, "  ");
  dump_equations(&model->discrete_equations, out, "  ");
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    PtrList one = { (void **)&w->equation, 1, 1 };
    dump_equations(&one, out, "  ");
  }
  fprintf(out, "end %s;\n", model->name);
  for (int i = 0; i < model->relations.count; i++) {
    Relation *r = model->relations.items[i];
    fprintf(out, "// relation %d: %s  (line %d)\n", i, r->text, r->expr->loc.first_line);
  }
  fprintf(out, "// %d states, %d algebraic, %d discrete, %d parameters, %d relations, %d when-branches\n",
          model->states.count, model->algebraics.count, model->discretes.count, model->parameters.count,
          model->relations.count, model->n_when_branches);
}
