/*
 * flatten.c - from the parsed class to a flat model: picks the model,
 * resolves declared types, declares and classifies every variable (state,
 * algebraic, discrete, parameter, constant), orders the parameters, reads
 * the annotations, and runs the later passes in order: equations.c sorts the
 * equations, events.c numbers what generates events, index.c reduces
 * constraints.  It reports every error it finds and returns NULL if there
 * was one; it does no structural analysis (graph.c).
 */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "symbolic/symbolic.h"

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

static int by_name_then_line(const void *a, const void *b)
{
  const ClassDef *x = *(ClassDef *const *)a, *y = *(ClassDef *const *)b;
  int c = strcmp(x->name, y->name);
  if (c)
    return c;
  return x->loc.first_line != y->loc.first_line ? x->loc.first_line - y->loc.first_line
                                                : x->loc.first_column - y->loc.first_column;
}

/* Two classes of one name in one scope: the later one is an error. */
static void check_unique_classes(const PtrList *classes)
{
  if (classes->count < 2)
    return;
  ClassDef **sorted = xmalloc(sizeof *sorted * (size_t)classes->count);
  memcpy(sorted, classes->items, sizeof *sorted * (size_t)classes->count);
  qsort(sorted, (size_t)classes->count, sizeof *sorted, by_name_then_line);
  for (int i = 1; i < classes->count; i++)
    if (!strcmp(sorted[i]->name, sorted[i - 1]->name))
      diag_error(sorted[i]->loc, "'%s' is defined twice: first at line %d", sorted[i]->name,
                 sorted[i - 1]->loc.first_line);
  free(sorted);
}

static ClassDef *select_model(Program *program, const char *wanted)
{
  check_unique_classes(&program->classes);
  for (int i = 0; i < program->classes.count; i++)
    check_unique_classes(&((ClassDef *)program->classes.items[i])->classes);
  if (diag_error_count())
    return NULL;
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
    for (int i = 0; i < models.count && i < 10; i++)   /* a few: a file may hold thousands */
      names = xsprintf("%s%s'%s'", names, i ? ", " : "", ((ClassDef *)models.items[i])->name);
    if (models.count > 10)
      names = xsprintf("%s and %d more", names, models.count - 10);
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
  for (int i = 0; i < models.count && i < 10; i++) {
    ClassDef *c = models.items[i];
    diag_note(c->loc, "model '%s' is here", c->name);
  }
  if (models.count > 10)
    diag_note(nowhere, "and %d more models", models.count - 10);
  return NULL;
}

/* The classes of a scope sorted by name, for look-ups by bsearch: a model
   with many types must not scan them all for every declaration.  (Names are
   unique in a scope: check_unique_classes.) */
typedef struct ClassIndex { const PtrList *classes; int count; ClassDef **sorted; } ClassIndex;

static int by_name(const void *key, const void *item)
{
  return strcmp(key, (*(ClassDef *const *)item)->name);
}

static ClassDef *find_in(ClassIndex *index, const PtrList *classes, const char *name)
{
  if (index->classes != classes || index->count != classes->count) {
    index->classes = classes;
    index->count = classes->count;
    index->sorted = xmalloc(sizeof *index->sorted * (size_t)(classes->count + 1));
    if (classes->count > 0) {
      memcpy(index->sorted, classes->items, sizeof *index->sorted * (size_t)classes->count);
      qsort(index->sorted, (size_t)classes->count, sizeof *index->sorted, by_name_then_line);
    }
  }
  if (classes->count == 0)
    return NULL;
  ClassDef **found = bsearch(name, index->sorted, (size_t)classes->count, sizeof *index->sorted, by_name);
  return found ? *found : NULL;
}

static ClassDef *find_type(Flattener *f, const char *name)
{
  static ClassIndex local, global;
  ClassDef *c = find_in(&local, &f->cls->classes, name);
  return c ? c : find_in(&global, &f->program->classes, name);
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
  if (!strcmp(name, "String")) { *base = TYPE_STRING; return true; }   /* discrete: it changes at events */
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

static bool literal_boolean(const Expr *e, bool *value)
{
  if (e->kind != EX_BOOLEAN)
    return false;
  *value = e->number != 0;
  return true;
}

/* fixed = f0 of a Boolean parameter: known once every variable is
   declared (fixed_parameters); Var, Expr in turn */
static PtrList pending_fixed;

/* a Boolean parameter expression: literals, parameters and constants
   through their bindings, not, and, or */
static bool parameter_boolean(const FlatModel *model, const Expr *e, bool *value, int depth)
{
  bool a, b;
  if (!e || depth > 64)
    return false;
  if (literal_boolean(e, value))
    return true;
  if (e->kind == EX_NAME && !e->subscripts.count) {
    Var *p = find_var(model, e->string);
    if (!p || (p->kind != VAR_PARAMETER && p->kind != VAR_CONSTANT) || p->type != TYPE_BOOLEAN ||
        !parameter_boolean(model, p->binding, value, depth + 1))
      return false;
    p->structural = true;   /* the initialization problem depends on it */
    return true;
  }
  if (e->kind == EX_UNARY && e->op == OP_NOT && parameter_boolean(model, e->a, &a, depth + 1)) {
    *value = !a;
    return true;
  }
  if (e->kind != EX_BINARY || (e->op != OP_AND && e->op != OP_OR) || !parameter_boolean(model, e->a, &a, depth + 1) ||
      !parameter_boolean(model, e->b, &b, depth + 1))
    return false;
  *value = e->op == OP_AND ? a && b : a || b;
  return true;
}

static void fixed_parameters(const FlatModel *model)
{
  for (int i = 0; i + 1 < pending_fixed.count; i += 2) {
    Var *v = pending_fixed.items[i];
    const Expr *e = pending_fixed.items[i + 1];
    bool fixed;
    if (parameter_boolean(model, e, &fixed, 0))
      v->fixed = fixed;
    else
      diag_error(e->loc, "'fixed' must be true or false, or a Boolean parameter expression");
  }
  pending_fixed.count = 0;
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
    if (literal_boolean(m->value, &fixed)) {
      v->fixed = fixed;
    } else {
      list_push(&pending_fixed, v);
      list_push(&pending_fixed, m->value);
    }
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
  } else if (!strcmp(m->name, "stateSelect")) {
    v->state_select = m->value;
  }
  /* other modifiers (quantity, displayUnit, stateSelect, ...) are accepted and ignored */
}

/* Does a modification of the list say fixed = false (the last one wins)? */
static bool says_not_fixed(const PtrList *mods)
{
  bool not_fixed = false;
  for (int m = 0; m < mods->count; m++) {
    const Modification *mod = mods->items[m];
    if (mod->value && !strcmp(mod->name, "fixed") && mod->value->kind == EX_BOOLEAN)
      not_fixed = mod->value->number == 0;
  }
  return not_fixed;
}

/* A parameter with fixed = false (spec 8.6) is computed at initialization:
   a Real one is a variable with der(p) = 0, so constant during the run,
   whose initial value the initial equations (or an initial algorithm)
   determine, its start value the guess (--set on it gives only that guess,
   and the runtime says so); a Boolean or Integer one a discrete variable
   that only an initial equation 'p = ...' or an initial algorithm sets.
   Its binding, if any, is one of its initial equations. */
static PtrList free_parameters;   /* Var: those so computed */

static void free_parameter(Flattener *f, Var *v)
{
  if (v->structural) {
    diag_error(v->loc, "parameter '%s' has fixed = false, so it is known only at initialization, but it fixes "
               "a size or a choice at compile time", v->name);
    return;
  }
  v->kind = v->type == TYPE_REAL ? VAR_ALGEBRAIC : VAR_DISCRETE;
  v->free_parameter = true;
  v->assignments = v->kind == VAR_DISCRETE;   /* set at initialization, never after */
  list_push(&free_parameters, v);
  Expr *name = expr_new(EX_NAME, v->loc);
  name->string = v->name;
  if (v->binding) {
    Equation *bound = xcalloc(1, sizeof *bound);
    bound->kind = EQ_SIMPLE;
    bound->loc = v->binding->loc;
    bound->lhs = name;
    bound->rhs = v->binding;
    list_push(&f->cls->initial_equations, bound);
    v->binding = NULL;
  }
  if (v->kind == VAR_DISCRETE)
    return;
  Equation *constant = xcalloc(1, sizeof *constant);
  constant->kind = EQ_SIMPLE;
  constant->loc = v->loc;
  constant->lhs = expr_new(EX_CALL, v->loc);
  constant->lhs->string = xstrdup("der");
  list_push(&constant->lhs->args, expr_copy(name));
  constant->rhs = expr_new(EX_NUMBER, v->loc);
  list_push(&f->cls->equations, constant);
}

static bool names_free_parameter(const Expr *e, const void *data)
{
  const FlatModel *model = data;
  return e->kind == EX_NAME && list_contains(&free_parameters, find_var(model, e->string));
}

/* A parameter whose value reads one computed at initialization is
   computed there too (spec 8.6), from its binding. */
static void free_dependent_parameters(Flattener *f)
{
  for (bool changed = free_parameters.count > 0; changed;) {
    changed = false;
    for (int i = 0; i < f->model->vars.count; i++) {
      Var *v = f->model->vars.items[i];
      if (v->kind == VAR_PARAMETER && v->binding && expr_any(v->binding, names_free_parameter, f->model)) {
        free_parameter(f, v);
        changed = true;
      }
    }
  }
}

/* hysc --fmu: a top-level input without a value is given from outside, a
   parameter the importer may set at any time (its start value until then);
   a top-level output is the FMU's output.  So are the inputs and outputs
   of the model's public connectors (bus.a).  Without --fmu, neither. */
static bool fmu_causality_on;

void flatten_fmu_causality(bool on)
{
  fmu_causality_on = on;
}

static void fmu_causality(Var *v, const Component *c)
{
  if (!fmu_causality_on || (strchr(c->name, '.') && !c->interface))
    return;
  v->output = (c->prefixes & PREFIX_OUTPUT) != 0;
  if ((c->prefixes & PREFIX_INPUT) && !c->binding && v->kind != VAR_CONSTANT && v->kind != VAR_PARAMETER) {
    v->kind = VAR_PARAMETER;
    v->input = true;
    v->binding = v->start;
  }
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
    v->enumeration = c->enumeration;
    v->unit = "";
    v->partner = -1;
    PtrList mods = { 0 };
    if (!resolve_type(f, c->type_name, c->type_loc, &v->type, &mods, 0))
      v->type = TYPE_REAL; /* reported; declared anyway so later uses do not cascade */
    for (int m = 0; m < c->modifications.count; m++)
      list_push(&mods, c->modifications.items[m]);
    for (int m = 0; m < mods.count; m++)
      apply_modification(v, mods.items[m]);
    v->binding = c->binding;
    v->structural = c->structural;
    v->evaluate = c->evaluate && (c->prefixes & PREFIX_PARAMETER);
    if (c->prefixes & PREFIX_CONSTANT)
      v->kind = VAR_CONSTANT;
    else if ((c->prefixes & PREFIX_PARAMETER) && says_not_fixed(&mods))
      free_parameter(f, v);
    else if (c->prefixes & PREFIX_PARAMETER)
      v->kind = VAR_PARAMETER;
    else if (v->type != TYPE_REAL || (c->prefixes & PREFIX_DISCRETE))
      v->kind = VAR_DISCRETE;
    else
      v->kind = VAR_ALGEBRAIC; /* until der() or a when-clause says otherwise */
    free(mods.items);
    fmu_causality(v, c);
    if (v->kind == VAR_CONSTANT && !v->binding)
      diag_error(c->loc, "constant '%s' has no value: write '%s = ...'", c->name, c->name);
    /* a binding is an equation outside any when-clause (spec 4.4.4) */
    if (v->kind == VAR_DISCRETE && v->type == TYPE_REAL && v->binding)
      diag_error(v->binding->loc, "discrete Real '%s' has a binding equation, but it may be assigned only in a "
                 "when-clause: declare it 'parameter' or give it its value in a when-clause", c->name);
    list_push(&model->vars, v);
  }
}

/* ---- parameters ---- */

static ValueType resolve(Flattener *f, Expr *e) { return resolve_expr(&f->scope, e); }


static void collect_names(Expr *e, void *data)
{
  if (e->kind == EX_NAME && e->var)
    list_push(data, e->var);
}

/* A parameter's binding may use parameters and constants only; order them so
   each is computed after what it uses.  Cycles are errors. */
/* A parameter's or constant's value: of its type, and reading parameters
   and constants only. */
static void find_time(Expr *e, void *data)
{
  const Expr **found = data;
  if (!*found && e->kind == EX_NAME && e->builtin == BUILTIN_TIME)
    *found = e;
}

static void check_parameter_value(Flattener *f, Var *v)
{
  Expr *value = v->binding ? v->binding : v->start;
  if (value) {
    ValueType t = resolve(f, value);
    if (t != T_ERROR && (t == T_BOOLEAN) != (v->type == TYPE_BOOLEAN))
      diag_error(value->loc, "'%s' is %s but its value is %s", v->name, value_type_name(var_value_type(v)),
                 value_type_name(t));
    else if (t == T_REAL && v->type == TYPE_INTEGER)
      diag_error(value->loc, "'%s' is Integer but its value is Real ('/' and '^' always give Reals; div(a, b) "
                 "divides Integers)", v->name);
    PtrList used = { 0 };
    expr_walk(value, collect_names, &used, false);
    for (int k = 0; k < used.count; k++) {
      Var *u = used.items[k];
      if (u->kind != VAR_PARAMETER && u->kind != VAR_CONSTANT)
        diag_error(value->loc, "the value of %s '%s' uses '%s', which is not a parameter or constant",
                   v->kind == VAR_PARAMETER ? "parameter" : "constant", v->name, u->name);
      else if (v->kind == VAR_CONSTANT && u->kind == VAR_PARAMETER)
        diag_error(value->loc, "the value of constant '%s' uses parameter '%s': a constant's value may use "
                   "constants only (spec 3.8.1)", v->name, u->name);
    }
    free(used.items);
    const Expr *time_read = NULL;
    expr_walk(value, find_time, &time_read, false);
    if (time_read)
      diag_error(time_read->loc, "the value of %s '%s' reads time, which changes: it is no parameter expression "
                 "(spec 3.8)", v->kind == VAR_PARAMETER ? "parameter" : "constant", v->name);
  } else if (v->kind == VAR_PARAMETER && !v->input) {
    diag_warning(v->loc, "parameter '%s' has no value; it is 0 unless set with --set %s=...", v->name, v->name);
  }
}

static void order_parameters(Flattener *f)
{
  FlatModel *model = f->model;
  PtrList pending = { 0 };
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (v->kind != VAR_PARAMETER && v->kind != VAR_CONSTANT)
      continue;
    check_parameter_value(f, v);
    list_push(&pending, v);
  }
  if (diag_error_count())
    return;
  /* Kahn's order: a parameter is placed once every input is; the queue starts
     with the parameters that use none, in declaration order.  (The index of
     a pending parameter is its place in pending until it is placed.) */
  int n = pending.count;
  int *waiting = xcalloc((size_t)n, sizeof *waiting);
  PtrList *users = xcalloc((size_t)n, sizeof *users);
  for (int i = 0; i < n; i++)
    ((Var *)pending.items[i])->index = i;
  for (int i = 0; i < n; i++) {
    Var *v = pending.items[i];
    PtrList used = { 0 };
    expr_walk(v->binding ? v->binding : v->start, collect_names, &used, false);
    for (int k = 0; k < used.count; k++) {
      waiting[i]++;
      list_push(&users[((Var *)used.items[k])->index], v);
    }
    free(used.items);
  }
  Var **queue = xmalloc(sizeof *queue * (size_t)n);
  int head = 0, tail = 0;
  for (int i = 0; i < n; i++)
    if (waiting[i] == 0)
      queue[tail++] = pending.items[i];
  bool *placed = xcalloc((size_t)n, sizeof *placed);
  while (head < tail) {
    Var *v = queue[head++];
    PtrList *its_users = &users[v->index];
    placed[v->index] = true;
    for (int k = 0; k < its_users->count; k++) {
      Var *user = its_users->items[k];
      if (--waiting[user->index] == 0)
        queue[tail++] = user;
    }
    free(its_users->items);
    v->index = model->parameters.count;
    list_push(&model->parameters, v);
  }
  PtrList cyclic = { 0 };
  for (int i = 0; i < n; i++)
    if (!placed[i])
      list_push(&cyclic, pending.items[i]);
  free(pending.items);
  pending = cyclic;
  free(waiting);
  free(users);
  free(queue);
  free(placed);
  for (int i = 0; i < pending.count; i++) {
    Var *v = pending.items[i];
    diag_error(v->loc, "the value of '%s' depends on itself", v->name);
  }
  free(pending.items);
}

/* ---- experiment annotation, per-when hysteresis ---- */

static void add_invariant(Flattener *f, Expr *name)
{
  Var *v = name->kind == EX_STRING ? find_var(f->model, name->string) : NULL;
  if (name->kind != EX_STRING)
    diag_error(name->loc, "an invariant is named by a string: invariant = \"E\"");
  else if (!v)
    diag_error(name->loc, "the invariant '%s' is not a variable of this model", name->string);
  else if (v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT)
    diag_error(name->loc, "the invariant '%s' is a %s: it cannot drift", v->name,
               v->kind == VAR_PARAMETER ? "parameter" : "constant");
  else
    list_push(&f->model->invariants, v);
}

/* annotation(__hysc(invariant = "E")) or invariant = {"E", "F"} */
static void read_vendor_annotation(Flattener *f, Modification *m)
{
  for (int k = 0; k < m->nested.count; k++) {
    Modification *s = m->nested.items[k];
    if (strcmp(s->name, "invariant") != 0 || !s->value)
      continue;
    if (s->value->kind == EX_ARRAY)
      for (int i = 0; i < s->value->args.count; i++)
        add_invariant(f, s->value->args.items[i]);
    else
      add_invariant(f, s->value);
  }
}

static void read_experiment(Flattener *f)
{
  FlatModel *model = f->model;
  SrcLoc stop_loc = { 0 };
  model->start_time = model->stop_time = model->tolerance = model->interval = NAN;
  for (int i = 0; i < f->cls->annotation.count; i++) {
    Modification *m = f->cls->annotation.items[i];
    if (!strcmp(m->name, "__hysc"))
      read_vendor_annotation(f, m);
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
      else if (!strcmp(s->name, "StopTime")) model->stop_time = value, stop_loc = s->loc;
      else if (!strcmp(s->name, "Tolerance")) model->tolerance = value;
      else if (!strcmp(s->name, "Interval")) model->interval = value;
      if (!strcmp(s->name, "Interval") && !(value > 0))
        diag_error(s->loc, "experiment %s must be positive, not %g", s->name, value);
      /* the bounds of --rtol: no step meets a tolerance below the rounding */
      if (!strcmp(s->name, "Tolerance") && !(value >= DBL_EPSILON && value < 1))
        diag_error(s->loc, "experiment Tolerance must be in [%.3g, 1) as --rtol, not %g",
                   DBL_EPSILON, value);
    }
  }
  double start = isnan(model->start_time) ? 0 : model->start_time;
  if (model->stop_time < start)
    diag_error(stop_loc, "experiment StopTime %g is before StartTime %g", model->stop_time, start);
}

/* ---- the whole pass ---- */

void flatten_number_variables(FlatModel *model)
{
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (v->kind == VAR_COMPUTED)   /* a part's own assignments are chosen afresh (assignments.c) */
      v->kind = VAR_ALGEBRAIC;
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
    if (expr_is_call(eq->lhs, "der")) { der = eq->lhs; other = eq->rhs; }
    else if (expr_is_call(eq->rhs, "der")) { der = eq->rhs; other = eq->lhs; }
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
      diag_error(v->loc, "discrete variable '%s' has no equation: assign it in a when-clause "
                 "('when c then %s = ...; end when;')", v->name, v->name);
    else if (v->assignments > 1)
      diag_error(v->loc, "discrete variable '%s' is defined by %d equations; it needs exactly one",
                 v->name, v->assignments);
  }
}

/* Real z(start = true): an attribute is of its variable's type (spec 4.8);
   an Integer one may be written for a Real. */
static void check_attribute_type(const Var *v, const char *name, const Expr *value, ValueType t)
{
  ValueType own = var_value_type(v);
  if (t != own && !(t == T_INTEGER && own == T_REAL))
    diag_error(value->loc, "the %s of '%s' is %s, but '%s' is %s (spec 4.8)", name, v->name, value_type_name(t),
               v->name, value_type_name(own));
}

static void check_attributes(Flattener *f)
{
  FlatModel *model = f->model;
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    Expr *attributes[] = { v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT ? NULL : v->start,
                           v->nominal, v->min, v->max };
    static const char *const names[] = { "start", "nominal", "min", "max" };
    for (int k = 0; k < 4; k++) {
      if (!attributes[k] || resolve(f, attributes[k]) == T_ERROR)
        continue;
      check_attribute_type(v, names[k], attributes[k], resolve(f, attributes[k]));
      PtrList used = { 0 };
      expr_walk(attributes[k], collect_names, &used, false);
      for (int u = 0; u < used.count; u++) {
        Var *x = used.items[u];
        if (x->kind != VAR_PARAMETER && x->kind != VAR_CONSTANT)
          diag_error(attributes[k]->loc, "an attribute of '%s' uses '%s', which is not a parameter or constant",
                     v->name, x->name);
      }
      free(used.items);
    }
  }
}

/* The value of v's stateSelect: a literal as written (StateSelect.never, a
   flat model's) or the number an instantiated model's literal or parameter
   evaluates to; 3 (default) when there is none. */
static int state_priority(Flattener *f, const Var *v)
{
  static const char *const literals[] = { "never", "avoid", "default", "prefer", "always" };
  Expr *e = v->state_select;
  if (!e)
    return 3;
  if (e->kind == EX_NAME && !e->path.count && !strncmp(e->string, "StateSelect.", 12))
    for (int k = 0; k < 5; k++)
      if (!strcmp(e->string + 12, literals[k]))
        return k + 1;
  double value;
  if (resolve(f, e) != T_ERROR && eval_constant(e, &value) && value >= 1 && value <= 5)
    return (int)value;
  diag_error(e->loc, "the stateSelect of '%s' must be known at compile time: a literal of StateSelect or a "
             "parameter of that type (spec 4.9.7)", v->name);
  return 3;
}

static void read_state_select(Flattener *f)
{
  for (int i = 0; i < f->model->vars.count; i++) {
    Var *v = f->model->vars.items[i];
    v->state_priority = state_priority(f, v);
  }
}

/* Does e read v outside der()?  A state read only inside der() is
   determined by no equation but its integration. */
static bool reads_outside_der(const Expr *e, const Var *v)
{
  if (!e || expr_is_call(e, "der"))
    return false;
  if (e->kind == EX_NAME && e->var == v)
    return true;
  if (reads_outside_der(e->a, v) || reads_outside_der(e->b, v) || reads_outside_der(e->c, v))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (reads_outside_der(e->args.items[i], v))
      return true;
  return false;
}

static bool determined_only_by_der(const FlatModel *model, const Var *v)
{
  for (int i = 0; i < model->equations.count; i++) {
    const Equation *eq = model->equations.items[i];
    if (reads_outside_der(eq->lhs, v) || reads_outside_der(eq->rhs, v))
      return false;
  }
  for (int i = 0; i < model->algorithms.count; i++)
    if (list_contains(&((Algorithm *)model->algorithms.items[i])->outputs, v))
      return false;
  return true;
}

/* What e is over time, besides v: CONTINUOUS when it reads time, der() or
   another continuous unknown outside a condition; else EVENTS when it reads
   a condition, a relation, pre() or a discrete variable (its value changes
   only at events, so it jumps); else CONSTANT. */
enum { CONSTANT, EVENTS, CONTINUOUS };
static int time_behaviour(const Expr *e, const Var *v)
{
  if (!e)
    return CONSTANT;
  if ((e->kind == EX_BINARY && operator_is_relation(e->op)) || expr_is_call(e, "pre") ||
      expr_is_call(e, "initial") || expr_is_call(e, "sample") || expr_is_call(e, "edge") ||
      expr_is_call(e, "change"))
    return EVENTS;
  if (expr_is_call(e, "der") || (e->kind == EX_NAME && e->builtin == BUILTIN_TIME))
    return CONTINUOUS;
  if (e->kind == EX_NAME && e->var && e->var != v)
    return e->var->kind == VAR_DISCRETE ? EVENTS
         : e->var->kind == VAR_PARAMETER || e->var->kind == VAR_CONSTANT ? CONSTANT : CONTINUOUS;
  int most = e->kind == EX_IF ? EVENTS : CONSTANT;
  const Expr *parts[] = { e->kind == EX_IF ? NULL : e->a, e->b, e->c };
  for (int k = 0; k < 3; k++) {
    int b = time_behaviour(parts[k], v);
    most = b > most ? b : most;
  }
  for (int i = 0; i < e->args.count; i++) {
    int b = time_behaviour(e->args.items[i], v);
    most = b > most ? b : most;
  }
  return most;
}

/* An equation of v whose other side changes only at events makes v
   piecewise constant: it jumps, which a state cannot do (v = 5 could still
   be a state of derivative zero). */
static bool jumps(const FlatModel *model, const Var *v)
{
  if (v->kind == VAR_DISCRETE)
    return true;
  for (int i = 0; i < model->equations.count; i++) {
    const Equation *eq = model->equations.items[i];
    if ((reads_outside_der(eq->lhs, v) || reads_outside_der(eq->rhs, v)) &&
        (time_behaviour(eq->lhs, v) > time_behaviour(eq->rhs, v) ? time_behaviour(eq->lhs, v)
                                                                 : time_behaviour(eq->rhs, v)) == EVENTS)
      return true;
  }
  return false;
}

/* stateSelect = StateSelect.never on a variable that is a state after index
   reduction, or .always on one that is none (spec 4.9.7): hysc keeps the
   variables of der() as the states unless index reduction makes their
   derivatives dummies (it chooses no others by differentiating equations
   otherwise), so where another tool might meet the wish it is a warning.
   It is an error where no tool can: a never variable that no equation
   determines but its der(), an always variable that jumps. */
static void check_state_select(Flattener *f)
{
  FlatModel *model = f->model;
  int *root = alias_classes(model);   /* always is met where an alias (v = w, v = -w) is a state */
  bool *has_state = xcalloc((size_t)model->vars.count + 1, sizeof(bool));
  for (int i = 0; i < model->vars.count; i++)
    has_state[root[i]] |= ((Var *)model->vars.items[i])->kind == VAR_STATE;
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (v->state_priority == 1 && v->kind == VAR_STATE && determined_only_by_der(model, v))
      diag_error(v->state_select->loc, "'%s' has stateSelect = StateSelect.never but must be a state: it "
                 "appears in no equation outside der() (spec 4.9.7)", v->name);
    else if (v->state_priority == 1 && v->kind == VAR_STATE)
      diag_warning(v->state_select->loc, "'%s' has stateSelect = StateSelect.never but appears in der(): it "
                   "stays a state, hysc chooses no other (spec 4.9.7)", v->name);
    else if (v->state_priority == 5 && v->kind != VAR_STATE && v->kind != VAR_PARAMETER &&
             v->kind != VAR_CONSTANT && jumps(model, v))
      diag_error(v->state_select->loc, "'%s' has stateSelect = StateSelect.always but cannot be a state: its "
                 "value changes only at events, by jumps (spec 4.9.7)", v->name);
    else if (v->state_priority == 5 && v->kind != VAR_STATE && v->kind != VAR_PARAMETER &&
             v->kind != VAR_CONSTANT && !has_state[root[i]])
      diag_warning(v->state_select->loc, "'%s' has stateSelect = StateSelect.always but cannot be a state: it "
                   "appears in no der() (spec 4.9.7)", v->name);
  }
  free(root);
  free(has_state);
}

/* The initial problem completed by structure (spec 8.6): fixed starts of
   variables that are no states are initial equations unless the rest
   determines them; then the free states whose start values the problem
   still needs start there. */
static void settle_initial(Flattener *f)
{
  PtrList late = { 0 }, candidates = { 0 };
  if (diag_error_count())
    return;
  equations_fixed_algebraics(f, &late);
  equations_free_states(f, &candidates);
  graph_settle_initial(f->model, &late, &candidates);
  equations_drop_fixed_algebraics(f, &late);
  equations_start_free_states(f, &candidates);
  free(late.items);
  free(candidates.items);
}

static Expr *call_of(const char *name, Expr *arg, SrcLoc loc)
{
  Expr *e = expr_new(EX_CALL, loc);
  e->string = xstrdup(name);
  if (arg)
    list_push(&e->args, arg);
  expr_note_depth(e);
  return e;
}

/* assert(not initial() or noEvent(abs(l - r) <= 1e-6*(1 + abs(l) + abs(r))), ...)
   of the initial equation l = r: it holds on the initial values */
static Equation *initial_check(const Equation *eq)
{
  SrcLoc loc = eq->loc;
  Expr *one = expr_new(EX_NUMBER, loc), *tolerance = expr_new(EX_NUMBER, loc);
  one->number = 1;
  tolerance->number = 1e-6;
  Expr *scale = expr_binary(OP_ADD, expr_binary(OP_ADD, one, call_of("abs", expr_copy(eq->lhs), loc), loc),
                            call_of("abs", expr_copy(eq->rhs), loc), loc);
  Expr *error = call_of("abs", expr_binary(OP_SUB, expr_copy(eq->lhs), expr_copy(eq->rhs), loc), loc);
  Expr *holds = call_of("noEvent", expr_binary(OP_LE, error, expr_binary(OP_MUL, tolerance, scale, loc), loc), loc);
  Equation *check = xcalloc(1, sizeof *check);
  check->kind = EQ_CALL;
  check->loc = loc;
  check->lhs = call_of("assert", expr_binary(OP_OR, expr_unary(OP_NOT, call_of("initial", NULL, loc), loc), holds,
                                             loc), loc);
  Expr *message = expr_new(EX_STRING, loc);
  message->string = xsprintf("the initial equation '%s = %s' is redundant (the others determine what it uses) "
                             "and does not hold on the initial values", expr_to_string(eq->lhs),
                             expr_to_string(eq->rhs));
  list_push(&check->lhs->args, message);
  return check;
}

/* Initial equations that the others make redundant (two lines in series,
   the currents at both ends of their junction given) leave the initial
   problem: each is checked on its solution instead, an assert at
   initialization. */
static void drop_redundant_initial(Flattener *f)
{
  PtrList left = { 0 }, checks = { 0 };
  if (diag_error_count() || !graph_redundant_initial(f->model, &left))
    return;
  for (int i = 0; i < left.count; i++) {
    Equation *eq = left.items[i];
    PtrList *rows = &f->model->initial_equations;
    int at = list_index(rows, eq);
    memmove(rows->items + at, rows->items + at + 1, sizeof(void *) * (size_t)(rows->count - at - 1));
    rows->count--;
    diag_warning(eq->loc, "this initial equation is redundant: the other equations determine what it uses, so "
                 "it is checked on the initial values instead of solved");
    list_push(&checks, initial_check(eq));
  }
  equations_add(f, &checks);
  free(left.items);
  free(checks.items);
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
  Flattener f = { model, program, cls, { model, false, false }, { 0 } };

  functions_collect(program, cls);
  if (diag_error_count())
    return NULL;
  functions_expand_tuples(&cls->equations);
  functions_expand_tuples(&cls->initial_equations);
  for (int i = 0; i < cls->algorithms.count; i++)
    functions_expand_tuples(cls->algorithms.items[i]);
  for (int i = 0; i < cls->initial_algorithms.count; i++)
    functions_expand_tuples(cls->initial_algorithms.items[i]);
  contact_prepare(cls);
  sliding_prepare(cls);

  declare_variables(&f);
  fixed_parameters(f.model);
  free_dependent_parameters(&f);
  equations_add_bindings(&f);
  equations_mark_when_assigned(&f, &cls->equations);
  for (int i = 0; i < cls->algorithms.count; i++)
    equations_mark_when_assigned(&f, cls->algorithms.items[i]);
  equations_add(&f, &cls->equations);
  for (int i = 0; i < cls->algorithms.count; i++)
    equations_add_algorithm(&f, cls->algorithms.items[i]);
  equations_orient_aliases(&f);

  zeros_semilinear(model);
  zeros_fold(model);
  equations_find_states(&f);
  if (diag_error_count())
    return NULL;
  flatten_number_variables(model);
  check_attributes(&f);
  read_state_select(&f);
  order_parameters(&f);
  check_discrete_assignments(model);
  read_experiment(&f);
  if (diag_error_count())
    return NULL;
  rates_rewrite(model);
  events_number(model);
  events_order_discrete(model);
  if (!diag_error_count())
    when_order(model, true);
  find_second_order_pairs(model);
  if (diag_error_count() || !index_reduce(model))
    return NULL;
  if (model->state_selection) {   /* pantelides.c chose the states anew */
    model->states.count = model->algebraics.count = model->discretes.count = 0;
    flatten_number_variables(model);
    find_second_order_pairs(model);
  }
  check_state_select(&f);
  equations_add_initial_algorithms(&f);
  int missing = equations_add_initial(&f);
  if (model->state_selection)
    pantelides_initial_equations(model);
  if (missing < 0 && model->n_constraints)
    missing += index_relax_fixed(model, -missing);
  if (missing < 0 && model->state_selection)
    missing += pantelides_relax_fixed(model, -missing);
  settle_initial(&f);
  drop_redundant_initial(&f);
  return diag_error_count() ? NULL : model;
}
