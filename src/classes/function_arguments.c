/*
 * function_arguments.c - functions passed to functions (spec 12.4.2).  A
 * call f(function g(k = v), x) of a function f with an input of a function
 * type (input PartialG h;) becomes a call of a copy of f made for g: the
 * functional input is gone, each call h(...) in the body calls g, and each
 * argument the partial application binds (k = v) becomes an input of the
 * copy ("h_k") that the call site fills with v, evaluated where the call
 * is written.  The flat stages then see plain functions.  Also here: a
 * function's copy holding what it inherits (function extends Partial).
 */
#include <string.h>

#include "classes/classes.h"
#include "classes/instantiate.h"

/* the functional input being replaced while a body is copied */
typedef struct Replacing {
  const char *formal;        /* h */
  const Expr *actual;        /* EX_FUNCTION: g and its bound arguments */
  ClassDef *type;            /* h's function type, NULL if unknown */
} Replacing;

static const Replacing *replacing;

static Expr *copy_expr(const Expr *e);

static PtrList copy_exprs(const PtrList *list)
{
  PtrList out = { 0 };
  for (int i = 0; i < list->count; i++)
    list_push(&out, list->items[i] ? copy_expr(list->items[i]) : NULL);
  return out;
}

static PtrList copy_named(const PtrList *list)
{
  PtrList out = { 0 };
  for (int i = 0; i < list->count; i++) {
    Modification *m = xmalloc(sizeof *m);
    *m = *(Modification *)list->items[i];
    m->value = copy_expr(m->value);
    list_push(&out, m);
  }
  return out;
}

/* a bound argument that is itself a function without arguments of its own
   (function quadratureOnce(integrand = g)): written into the copy's calls
   as it is, as a function is no value to pass */
static bool bound_function(const Modification *bound)
{
  return bound->value && bound->value->kind == EX_FUNCTION && !bound->value->named_args.count;
}

/* h(a, b) with h's type declaring inputs x, y: h(x = a, y = b), as the
   function g behind h may declare its inputs in another order (spec 12.4.2.1) */
static void name_arguments(Expr *c)
{
  if (!replacing->type || !replacing->actual->named_args.count)
    return;
  ClassDef *type = function_with_bases(replacing->type);
  PtrList kept = { 0 };
  for (int i = 0, input = 0; i < c->args.count; i++) {
    const Component *x = NULL;
    while (input < type->components.count && !x) {
      const Component *k = type->components.items[input++];
      x = k->prefixes & PREFIX_INPUT ? k : NULL;
    }
    if (!x) {
      list_push(&kept, c->args.items[i]);
      continue;
    }
    Modification *m = xcalloc(1, sizeof *m);
    *m = (Modification){ .name = x->name, .loc = c->loc, .value = c->args.items[i] };
    list_push(&c->named_args, m);
  }
  c->args = kept;
}

/* h(x) becomes g(x, k = h_k) for each k the partial application binds;
   h passed on (quadrature(a, b, h)) or partly applied itself
   (function h(y = 1)) becomes g the same way */
static void call_actual(Expr *c)
{
  if (c->kind == EX_NAME)
    c->kind = EX_FUNCTION;
  if (c->kind == EX_CALL)
    name_arguments(c);
  c->string = replacing->actual->string;
  for (int i = 0; i < replacing->actual->named_args.count; i++) {
    const Modification *bound = replacing->actual->named_args.items[i];
    Modification *m = xcalloc(1, sizeof *m);
    m->name = bound->name;
    m->loc = c->loc;
    if (bound_function(bound)) {
      m->value = expr_copy(bound->value);
    } else {
      m->value = expr_new(EX_NAME, c->loc);
      m->value->string = xsprintf("%s_%s", replacing->formal, bound->name);
    }
    list_push(&c->named_args, m);
  }
}

/* a deep copy: the flat stages annotate expressions in place, and the body
   of the copy must not share nodes with the body of the original */
static Expr *copy_expr(const Expr *e)
{
  if (!e)
    return NULL;
  Expr *c = expr_copy_node(e, copy_expr);
  c->subscripts = copy_exprs(&e->subscripts);
  c->path = copy_exprs(&e->path);
  c->named_args = copy_named(&e->named_args);
  c->iterators = (PtrList){ 0 };
  for (int i = 0; i < e->iterators.count; i++) {
    Iterator *it = xmalloc(sizeof *it);
    *it = *(Iterator *)e->iterators.items[i];
    it->range = copy_expr(it->range);
    list_push(&c->iterators, it);
  }
  bool names_formal = (e->kind == EX_CALL || e->kind == EX_FUNCTION ||
                       (e->kind == EX_NAME && !e->subscripts.count && !e->path.count)) &&
                      e->string && !strcmp(e->string, replacing->formal);
  if (names_formal)
    call_actual(c);
  return c;
}

static PtrList copy_statements(const PtrList *statements)
{
  PtrList out = { 0 };
  for (int i = 0; i < statements->count; i++) {
    const Equation *q = statements->items[i];
    Equation *c = xmalloc(sizeof *c);
    *c = *q;
    c->lhs = copy_expr(q->lhs);
    c->rhs = copy_expr(q->rhs);
    c->branches = (PtrList){ 0 };
    for (int k = 0; k < q->branches.count; k++) {
      const Branch *b = q->branches.items[k];
      Branch *nb = xmalloc(sizeof *nb);
      *nb = *b;
      nb->condition = copy_expr(b->condition);
      nb->equations = copy_statements(&b->equations);
      list_push(&c->branches, nb);
    }
    Expr holder = { .iterators = q->iterators };
    c->iterators = copy_expr(&holder)->iterators;
    list_push(&out, c);
  }
  return out;
}

/* extends f(x = 10): the inherited components from first on get the new
   values as their bindings (defaults of inputs); other modifications are
   not supported */
static void modify_inherited_components(ClassDef *copy, int first, const Base *base)
{
  const PtrList *mods = base->modifications;
  for (int i = 0; i < mods->count; i++) {
    const Modification *m = mods->items[i];
    int k = first;
    while (k < copy->components.count && strcmp(((Component *)copy->components.items[k])->name, m->name))
      k++;
    if (k == copy->components.count && !m->redeclare_class) {
      diag_error(m->loc, "'%s' is not a component of '%s'", m->name, base->name);
      return;
    }
    if (k == copy->components.count || !m->value || m->nested.count || m->redeclare_component ||
        m->redeclare_class) {
      diag_error(base->loc, "modifications of the base class of a function are not supported yet, except values "
                 "of its components");
      return;
    }
    Component *c = xmalloc(sizeof *c);
    *c = *(Component *)copy->components.items[k];
    c->binding = m->value;
    copy->components.items[k] = c;
  }
}

/* A function that extends others (function extends f, extends
   Icons.Function): into copy, the bases' imports, components and algorithms
   first, then its own (spec 7.1, 12.2) */
void function_inherit_parts(ClassDef *copy, ClassDef *f, int depth)
{
  Base bases[MAX_BASES];
  int n = depth > MAX_DEPTH ? 0 : class_bases(f, bases, MAX_BASES);
  for (int i = 0; i < n; i++) {
    ClassDef *base = lookup_class(bases[i].name, f);
    if (!base || base == f)
      continue;
    int first = copy->components.count;
    function_inherit_parts(copy, base, depth + 1);
    modify_inherited_components(copy, first, &bases[i]);
  }
  for (int i = 0; i < f->imports.count; i++)
    list_push(&copy->imports, f->imports.items[i]);
  for (int i = 0; i < f->components.count; i++)   /* one declaration reached twice is one element (spec 7.3) */
    if (list_index(&copy->components, f->components.items[i]) < 0)
      list_push(&copy->components, f->components.items[i]);
  for (int i = 0; i < f->algorithms.count; i++)
    list_push(&copy->algorithms, f->algorithms.items[i]);
}

/* f as a function of its own: a copy holding what it inherits, when it
   extends other classes */
ClassDef *function_with_bases(ClassDef *f)
{
  if (!f->extends.count)
    return f;
  ClassDef *copy = xmalloc(sizeof *copy);
  *copy = *f;
  copy->extends = copy->imports = copy->components = copy->algorithms = (PtrList){ 0 };
  function_inherit_parts(copy, f, 0);
  return copy;
}

bool function_input_is_function(const ClassDef *f, const Component *c)
{
  static const char *builtin[] = { "Real", "Integer", "Boolean", "String" };
  for (size_t i = 0; i < sizeof builtin / sizeof *builtin; i++)
    if (!strcmp(c->type_name, builtin[i]))
      return false;
  if (!(c->prefixes & PREFIX_INPUT))
    return false;
  ClassDef *type = lookup_class(c->type_name, (ClassDef *)f);
  return type && !strcmp(type->restriction, "function");
}

/* The copy's inputs for a bound argument k of the partial application:
   g's input k, renamed h_k */
static void add_bound_inputs(ClassDef *copy, const Component *formal, const Expr *actual, PtrList *args)
{
  ClassDef *g = lookup_class(actual->string, copy->parent);
  g = g ? function_with_bases(g) : NULL;
  for (int i = 0; i < actual->named_args.count; i++) {
    const Modification *bound = actual->named_args.items[i];
    const Component *k = NULL;
    for (int j = 0; g && j < g->components.count && !k; j++)
      if (!strcmp(((Component *)g->components.items[j])->name, bound->name))
        k = g->components.items[j];
    if (!k || !(k->prefixes & PREFIX_INPUT)) {
      diag_error(bound->loc, "'%s' is no input of function '%s'", bound->name, actual->string);
      continue;
    }
    if (bound_function(bound))
      continue;
    Component *input = xmalloc(sizeof *input);
    *input = *k;
    input->name = xsprintf("%s_%s", formal->name, bound->name);
    input->binding = NULL;
    list_push(&copy->components, input);
    Modification *m = xcalloc(1, sizeof *m);
    *m = (Modification){ .name = input->name, .loc = bound->loc, .value = bound->value };
    list_push(args, m);
  }
}

/* the argument the call gives input number `input` (by position among the
   inputs, or by name); NULL when none */
static Expr *argument_for(const Expr *call, const Component *c, int input)
{
  if (input < call->args.count)
    return call->args.items[input];
  for (int i = 0; i < call->named_args.count; i++) {
    Modification *m = call->named_args.items[i];
    if (!strcmp(m->name, c->name))
      return m->value;
  }
  return NULL;
}

/* call, of template f (a function with functional inputs, its arguments
   rewritten already): now a call of a copy of f made for its actual
   functions, every argument named; the copy joins classes (the flat class's) */
ClassDef *function_arguments_apply(Expr *call, const ClassDef *f, PtrList *classes)
{
  static int copies;
  ClassDef *copy = xmalloc(sizeof *copy);
  *copy = *f;
  copy->name = xsprintf("%s_%d", f->name, ++copies);
  copy->components = (PtrList){ 0 };
  PtrList args = { 0 };
  PtrList bodies = { 0 };
  for (int i = 0; i < f->algorithms.count; i++)
    list_push(&bodies, f->algorithms.items[i]);
  for (int i = 0, input = 0; i < f->components.count; i++) {
    Component *c = f->components.items[i];
    Expr *actual = c->prefixes & PREFIX_INPUT ? argument_for(call, c, input++) : NULL;
    if (!function_input_is_function(f, c)) {
      list_push(&copy->components, c);
      if (actual) {
        Modification *m = xcalloc(1, sizeof *m);
        *m = (Modification){ .name = c->name, .loc = actual->loc, .value = actual };
        list_push(&args, m);
      }
    } else if (!actual || actual->kind != EX_FUNCTION) {
      diag_error(actual ? actual->loc : call->loc, "the call of '%s' gives its input '%s' no function: write "
                 "'function g(...)' (spec 12.4.2)", f->name, c->name);
    } else {
      add_bound_inputs(copy, c, actual, &args);
      ClassDef *type = lookup_class(c->type_name, (ClassDef *)f);
      Replacing r = { c->name, actual, type };
      replacing = &r;
      for (int k = 0; k < bodies.count; k++) {
        PtrList *body = xmalloc(sizeof *body);
        *body = copy_statements(bodies.items[k]);
        bodies.items[k] = body;
      }
      replacing = NULL;
    }
  }
  copy->algorithms = bodies;
  for (int i = 0; i < call->named_args.count; i++) {   /* one naming no input: resolve.c reports it */
    Modification *m = call->named_args.items[i];
    bool known = false;
    for (int k = 0; k < f->components.count && !known; k++)
      known = !strcmp(((Component *)f->components.items[k])->name, m->name);
    if (!known)
      list_push(&args, m);
  }
  call->string = copy->name;
  call->args = (PtrList){ 0 };
  call->named_args = args;
  list_push(classes, copy);
  return copy;
}
