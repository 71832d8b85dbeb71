/*
 * arrays.c - arrays before flattening.  Evaluates every dimension, subscript
 * and for-range at compile time (they are structural: the parameters they
 * read are marked so and cannot be --set), applies `hysc -p` overrides, and
 * rewrites each model class into scalars: one component per array element
 * (named h[1], A[2,3], as OpenModelica names them), one equation per element
 * of an array equation and per iteration of a for-equation, array
 * constructors, ranges, slices, matrix products and the array built-ins
 * turned into scalar expressions.  Later stages see what they saw before
 * arrays existed; nothing here knows about states, events or code.
 * Evaluation at compile time, expansion of expressions and equations and
 * the specialization of function templates call one another, so they are
 * one file; what they compute from parts already expanded is below them:
 * the operators and built-ins on values (arrays_builtins.c), values and
 * shapes (arrays_values.c) and templates (arrays_templates.c).  The stage's
 * entry, which chooses the classes to expand, is above (arrays_classes.c).
 */
#include <math.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>

#include "flat/flat.h"
#include "flat/arrays.h"

/* The value of one element of a parameter's binding: evaluated once, so
   that n1 = n0 + n0 - n0 chained costs a line each, not three times the
   line before. */
typedef struct Known {
  double value;
  const char *culprit;     /* when not known: what it depends on ("": reported already) */
  char state;              /* 0 not yet, 1 evaluating, 2 known, 3 not known */
} Known;

static Val expand(Ctx *ctx, Expr *e);
static Val expand_tuple(Ctx *ctx, const Expr *e);
static bool ensure_dims(Ctx *ctx, Symbol *s);
static bool ensure_binding(Ctx *ctx, Symbol *s);

/* ---- compile-time evaluation of expanded scalars ---- */

/* The symbol and flat element index that an expanded name such as "h[2,1]" stands for. */
static Symbol *element_of(Ctx *ctx, const char *name, int *index)
{
  /* the subscripts at the end: f[1].n is scalar n of component f[1] */
  size_t length = strlen(name);
  const char *bracket = length && name[length - 1] == ']' ? strrchr(name, '[') : NULL;
  Symbol *s = lookup_n(ctx, name, bracket ? (size_t)(bracket - name) : length);
  *index = 0;
  if (!s || !bracket || !ensure_dims(ctx, s))
    return s;
  const char *p = bracket + 1;
  for (int k = 0; k < s->ndims; k++) {
    *index = *index * s->dims[k] + (int)strtol(p, (char **)&p, 10) - 1;
    p++;
  }
  return s;
}

static bool eval_call(Ctx *ctx, const Expr *e, double *out, const char **culprit);

static bool eval(Ctx *ctx, const Expr *e, double *out, const char **culprit);

/* A parameter or constant deeper than this in a chain of bindings read
   through one another is an error before the evaluation's recursion
   exhausts the stack. */
enum { MAX_CHAIN = 1000 };

/* The value of a name through the binding of its parameter or constant,
   evaluated once per element (Known); a binding that reads itself, or a
   chain deeper than MAX_CHAIN, is a located error. */
static bool eval_name(Ctx *ctx, const Expr *e, double *out, const char **culprit)
{
  int index;
  Symbol *s = element_of(ctx, e->string, &index);
  if (!s || !(s->component->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT))) {
    *culprit = e->string;
    return false;
  }
  if (!ensure_binding(ctx, s) || s->binding.count <= 0) {
    *culprit = s->binding_state == 3 ? "" : e->string;   /* "": reported already */
    return false;
  }
  int i = s->binding.ndims ? index : 0;
  if (i < 0 || i >= s->binding.count)
    return false;
  if (!s->known)
    s->known = xcalloc((size_t)s->binding.count, sizeof *s->known);
  Known *k = &s->known[i];
  if (k->state == 0 && ctx->chain >= MAX_CHAIN) {
    diag_error(e->loc, "the value of '%s' is reached through more than %d parameters, each defined by the next",
               e->string, MAX_CHAIN);
    *culprit = "";
    return false;
  }
  if (k->state == 1) {
    diag_error(s->component->loc, "the value of '%s' depends on itself", s->component->name);
    k->culprit = "";
    k->state = 3;
  }
  if (k->state == 0) {
    k->state = 1;
    ctx->chain++;
    bool known = eval(ctx, s->binding.items[i], &k->value, &k->culprit);
    ctx->chain--;
    if (k->state == 1)
      k->state = known ? 2 : 3;
  }
  if (k->state == 3) {
    *culprit = k->culprit;
    return false;
  }
  *out = k->value;
  if (s->component->prefixes & PREFIX_PARAMETER)
    s->component->structural = true;
  return true;
}

/* The value of a scalar expression that arrays.c produced, through the
   bindings of parameters and constants; false when it is not known at
   compile time (*culprit: the variable it depends on, if any). */
static bool eval(Ctx *ctx, const Expr *e, double *out, const char **culprit)
{
  double a, b;
  switch (e->kind) {
  case EX_NUMBER: case EX_BOOLEAN:
    *out = e->number;
    return true;
  case EX_NAME:
    return eval_name(ctx, e, out, culprit);
  case EX_UNARY:
    if (!eval(ctx, e->a, &a, culprit))
      return false;
    *out = e->op == OP_NEG ? -a : e->op == OP_NOT ? !a : a;
    return true;
  case EX_BINARY:
    return eval(ctx, e->a, &a, culprit) && eval(ctx, e->b, &b, culprit) && apply_operator(e->op, a, b, out);
  case EX_IF:
    if (!eval(ctx, e->a, &a, culprit))
      return false;
    return eval(ctx, a ? e->b : e->c, out, culprit);
  case EX_CALL:
    return eval_call(ctx, e, out, culprit);
  default:
    return false;
  }
}

/* *culprit: a variable an argument depends on (integer(delay(x, d)) changes
   with x), else left alone */
typedef struct Argument {
  Ctx *ctx;
  const char **culprit;
} Argument;

static bool eval_argument(void *data, const Expr *arg, double *x)
{
  Argument *a = data;
  return eval(a->ctx, arg, x, a->culprit);
}

static bool eval_call(Ctx *ctx, const Expr *e, double *out, const char **culprit)
{
  ClassDef *t = function_class(e->string);
  if (t && foldable_function(t))   /* run on the arguments' values (arrays_fold.c) */
    return fold_scalar_call(t, e, eval_argument, &(Argument){ ctx, culprit }, out);
  double x[2] = { 0, 0 };
  int n = e->args.count;
  for (int i = 0; i < n; i++)
    if (!eval(ctx, e->args.items[i], &x[i < 2 ? i : 1], culprit))
      return false;
  if (n < 1 || n > 2 || e->named_args.count)
    return false;
  return apply_function(e->string, n, x, out);
}

/* what names the value in messages; "%s" in it stands for of_name (a
   subscript is evaluated by the million: its name is built only for an
   error). */
static bool eval_named_integer(Ctx *ctx, Expr *source, const Val *v, const char *what, const char *of_name,
                               long *out)
{
  if (v->count < 0)
    return false;
  double x = 0;
  const char *culprit = NULL;
  bool known = v->ndims == 0 && eval(ctx, v->items[0], &x, &culprit);
  if (known && x == floor(x) && fabs(x) <= MAX_ELEMENTS) {
    *out = (long)x;
    return true;
  }
  if (of_name)
    what = xsprintf(what, of_name);
  report_not_integer(source, v, what, known, culprit, x);
  return false;
}

static bool eval_integer(Ctx *ctx, Expr *source, const Val *v, const char *what, long *out)
{
  return eval_named_integer(ctx, source, v, what, NULL, out);
}

static bool eval_integer_expr(Ctx *ctx, Expr *e, const char *what, long *out)
{
  Val v = expand(ctx, e);
  return eval_integer(ctx, e, &v, what, out);
}

/* ---- declarations ---- */

static bool ensure_binding(Ctx *ctx, Symbol *s)
{
  if (s->binding_state == 2)
    return true;
  if (s->binding_state == 1) {
    diag_error(s->component->loc, "the value of '%s' depends on itself", s->component->name);
    s->binding_state = 3;
  }
  if (s->binding_state == 3 || !s->component->binding)
    return false;
  s->binding_state = 1;
  s->binding = expand(ctx, s->component->binding);
  if (s->binding_state == 3)
    return false;
  s->binding_state = s->binding.count < 0 ? 3 : 2;
  return s->binding_state == 2;
}

/* The size of dimension k of s (false after a diagnostic). */
/* The enumeration that d names as a type in a function (Integer h[Mode],
   for m in Mode), NULL if none: instantiation numbers those of models. */
static ClassDef *named_enumeration(Ctx *ctx, const Expr *d)
{
  return ctx->in_function && d && d->kind == EX_NAME && !d->path.count && !d->subscripts.count &&
         !lookup(ctx, d->string) ? enumeration_behind(lookup_class(d->string, ctx->cls)) : NULL;
}

/* Whether d names the type Boolean in a function (Real y[Boolean], for b
   in Boolean): instantiation rewrites those of models. */
static bool named_boolean(Ctx *ctx, const Expr *d)
{
  return ctx->in_function && d && d->kind == EX_NAME && !d->path.count && !d->subscripts.count &&
         !lookup(ctx, d->string) && (!strcmp(d->string, "Boolean") || boolean_behind(lookup_class(d->string, ctx->cls)));
}

/* for m in Mode: the range 1:n of its literals' numbers; for b in Boolean:
   false:true; other ranges as written */
static Expr *loop_range(Ctx *ctx, Expr *range)
{
  ClassDef *named = named_enumeration(ctx, range);
  bool boolean = named_boolean(ctx, range);
  if (!named && !boolean)
    return range;
  Expr *r = expr_new(EX_RANGE, range->loc);
  r->a = number_node(boolean ? 0 : 1, range->loc);
  r->c = number_node(boolean ? 1 : named->base_modifications.count, range->loc);
  if (boolean)
    r->a->kind = r->c->kind = EX_BOOLEAN;
  expr_note_depth(r);
  return r;
}

/* Integer seen[Mode] in a function: one per literal; y[Boolean]: two */
static bool type_dimension_size(Ctx *ctx, const Expr *d, long *n)
{
  ClassDef *named = named_enumeration(ctx, d);
  if (named || named_boolean(ctx, d))
    *n = named ? named->base_modifications.count : 2;
  return named || named_boolean(ctx, d);
}

/* Integer x[:](start = f(a)) with no binding: the size of its start value */
static bool size_from_start(Ctx *ctx, const Component *c, int k, long *n)
{
  const Modification *start = NULL;
  for (int i = 0; i < c->modifications.count; i++)
    if (!strcmp(((Modification *)c->modifications.items[i])->name, "start"))
      start = c->modifications.items[i];
  Expr *d = c->dims.items[k];
  if (!start || !start->value) {
    diag_error(d->loc, "the size ':' of '%s' comes from its binding, but it has none", c->name);
    return false;
  }
  Val v = expand(ctx, start->value);
  if (v.count >= 0 && v.ndims <= k)
    diag_error(d->loc, "the start value of '%s' has %d dimensions: dimension %d cannot come from it", c->name,
               v.ndims, k + 1);
  *n = v.count >= 0 && v.ndims > k ? v.dims[k] : -1;
  return *n >= 0;
}

static bool dimension_size(Ctx *ctx, Symbol *s, int k, long *n)
{
  Component *c = s->component;
  Expr *d = c->dims.items[k];
  if (type_dimension_size(ctx, d, n))
    return true;
  if (d->kind != EX_COLON) {
    if (!eval_integer_expr(ctx, d, xsprintf("the size of '%s'", c->name), n))
      return false;
    if (*n < 0)
      diag_error(d->loc, "the size of '%s' is %ld; sizes are 0 or more", c->name, *n);
    return *n >= 0;
  }
  if (!c->binding)
    return size_from_start(ctx, c, k, n);
  if (!ensure_binding(ctx, s))
    return false;
  if (s->binding.ndims <= k) {
    diag_error(d->loc, "the binding of '%s' has %d dimensions: dimension %d cannot come from it", c->name,
               s->binding.ndims, k + 1);
    return false;
  }
  *n = s->binding.dims[k];
  return true;
}

static bool ensure_dims(Ctx *ctx, Symbol *s)
{
  if (s->dims_state >= 2)
    return s->dims_state == 2;
  Component *c = s->component;
  if (s->dims_state == 1)
    diag_error(c->loc, "the size of '%s' depends on itself", c->name);
  else if (c->dims.count > MAX_DIMS)
    diag_error(c->loc, "'%s' has %d dimensions; hysc takes at most %d", c->name, c->dims.count, MAX_DIMS);
  if (s->dims_state == 1 || c->dims.count > MAX_DIMS) {
    s->dims_state = 3;
    return false;
  }
  s->dims_state = 1;
  s->ndims = c->dims.count;
  long total = 1;
  for (int k = 0; k < s->ndims; k++) {
    long n;
    bool ok = dimension_size(ctx, s, k, &n);
    if (ok && (total *= n) > MAX_ELEMENTS) {
      diag_error(((Expr *)c->dims.items[k])->loc, "'%s' would have more than %d elements", c->name, MAX_ELEMENTS);
      ok = false;
    }
    if (!ok) {
      s->dims_state = 3;
      return false;
    }
    s->dims[k] = (int)n;
  }
  s->dims_state = 2;
  return true;
}

/* ---- names and subscripts ---- */

/* the symbol of an element name, never NULL: a dummy for names that are not components (time) */
static Symbol *lookup_element_symbol(Ctx *ctx, const char *name)
{
  static Component none;
  static Symbol nothing = { .component = &none };
  int index;
  Symbol *s = element_of(ctx, name, &index);
  return s ? s : &nothing;
}

/* y[b] of y[Boolean] in a function: false is 1, true 2, so a copy of e
   with each such b read as if b then 2 else 1 (a number is the index
   already: select_element's choices) */
static Expr *boolean_subscripts(Ctx *ctx, Expr *e, const Symbol *s)
{
  Expr *copy = e;
  for (int k = 0; k < e->subscripts.count && k < s->component->dims.count; k++) {
    Expr *sub = e->subscripts.items[k];
    if (sub->kind == EX_COLON || sub->kind == EX_NUMBER || !named_boolean(ctx, s->component->dims.items[k]))
      continue;
    if (copy == e) {
      copy = xmalloc(sizeof *copy);
      *copy = *e;
      copy->subscripts = (PtrList){ 0 };
      for (int i = 0; i < e->subscripts.count; i++)
        list_push(&copy->subscripts, e->subscripts.items[i]);
    }
    Expr *pick = expr_new(EX_IF, sub->loc);
    pick->a = sub;
    pick->b = number_node(2, sub->loc);
    pick->c = number_node(1, sub->loc);
    expr_note_depth(pick);
    copy->subscripts.items[k] = pick;
  }
  return copy;
}

static bool subscript_indices(Ctx *ctx, Symbol *s, int k, Expr *sub, Indices *out)
{
  int size = s->dims[k];
  double at;
  if (sub && iterator_value(ctx, sub, &at) && at == floor(at) && at >= 1 && at <= size) {
    *out = (Indices){ .count = 1, .values = xmalloc(sizeof(int)) };   /* x[i] in a loop: no node made */
    out->values[0] = (int)at;
    return true;
  }
  if (!sub || sub->kind == EX_COLON) {
    out->keeps_dim = true;
    out->count = size;
    out->values = xmalloc(sizeof(int) * (size_t)(size ? size : 1));
    for (int i = 0; i < size; i++)
      out->values[i] = i + 1;
    return true;
  }
  ctx->end_size[ctx->n_end++] = size;
  Val v = expand(ctx, sub);
  ctx->n_end--;
  if (v.count < 0)
    return false;
  if (v.ndims > 1) {
    diag_error(sub->loc, "a subscript is a scalar or a vector, not an array of %s", shape_text(&v));
    return false;
  }
  double known;
  const char *culprit = NULL;
  if (v.ndims == 0 && !eval(ctx, v.items[0], &known, &culprit) && culprit && *culprit &&
      !(lookup_element_symbol(ctx, culprit)->component->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT))) {
    if (ctx->varying_ok && size > 0) {
      out->varying = v.items[0];
      return true;
    }
    report_varying_subscript(ctx, sub, s->component->name, culprit);
    return false;
  }
  out->keeps_dim = v.ndims == 1;
  out->count = v.count;
  out->values = xmalloc(sizeof(int) * (size_t)(v.count ? v.count : 1));
  for (int i = 0; i < v.count; i++) {
    Expr *item = v.items[i];
    Val one = { .ndims = 0, .count = 1, .items = &item };
    long index;
    if (!eval_named_integer(ctx, sub, &one, "the subscript of '%s'", s->component->name, &index))
      return false;
    if (index < 1 || index > size) {
      report_out_of_range(sub, s, k, index);
      return false;
    }
    out->values[i] = (int)index;
  }
  return true;
}

static Val expand_name(Ctx *ctx, Expr *e);

/* x[k] with k changing during the run: a choice among x[1] ... x[n] by the
   value of k, and an assert (with the equation) that k stays in 1..n, so
   that a wrong k stops the run at the model's line and nothing is read out
   of bounds. */
static Val select_element(Ctx *ctx, Expr *e, Symbol *s, int dim, Expr *k)
{
  int size = s->dims[dim];
  Val *choices = xmalloc(sizeof *choices * (size_t)size);
  for (int j = 0; j < size; j++) {
    Expr fixed = *e;
    fixed.subscripts = (PtrList){ 0 };
    for (int d = 0; d < e->subscripts.count; d++)
      list_push(&fixed.subscripts, d == dim ? number_node(j + 1, k->loc) : e->subscripts.items[d]);
    if ((choices[j] = expand_name(ctx, &fixed)).count < 0)
      return BAD;
  }
  Val v = val_new(choices[0].ndims, choices[0].dims);
  for (int i = 0; i < v.count; i++)
    v.items[i] = choose(k, choices, 0, size - 1, i, e->loc);
  assert_in_range(ctx, k, ((Expr *)e->subscripts.items[dim])->loc, s->component->name, dim, size);
  return v;
}

static Val expand_name(Ctx *ctx, Expr *e)
{
  double at;
  if (iterator_text(ctx, e)) {
    Expr *value = expr_new(EX_STRING, e->loc);
    value->string = (char *)iterator_text(ctx, e);
    return val_scalar(value);
  }
  if (iterator_value(ctx, e, &at)) {
    Expr *value = number_node(at, e->loc);
    if (iterator_boolean(ctx, e))
      value->kind = EX_BOOLEAN;
    return val_scalar(value);
  }
  Symbol *s = lookup(ctx, e->string);
  if (!s) {
    if (e->subscripts.count) {
      diag_error(e->loc, "unknown array '%s'", e->string);
      return BAD;
    }
    return val_scalar(clone_node(e));   /* time, or unknown: flatten.c reports it */
  }
  if (!ensure_dims(ctx, s))
    return BAD;
  if (!subscripts_fit(e, e->string, s->ndims))
    return BAD;
  if (s->ndims == 0)
    return val_scalar(clone_node(e));
  e = boolean_subscripts(ctx, e, s);
  Indices indices[MAX_DIMS] = { { 0 } };
  int dims[MAX_DIMS], ndims = 0;
  for (int k = 0; k < s->ndims; k++) {
    if (!subscript_indices(ctx, s, k, k < e->subscripts.count ? e->subscripts.items[k] : NULL, &indices[k]))
      return BAD;
    if (indices[k].keeps_dim)
      dims[ndims++] = indices[k].count;
  }
  for (int k = 0; k < s->ndims; k++)
    if (indices[k].varying)
      return select_element(ctx, e, s, k, indices[k].varying);
  return named_elements(e, s, indices, ndims, dims);
}

/* f(x)[i], (a + b)[i, :]: the subscripts of an expression that is not a name. */
static Val subscript_value(Ctx *ctx, Expr *e, Val v)
{
  /* a table of a package, its value put in place of its name: named as written */
  const char *text = e->kind == EX_CALL ? NULL : diag_source_text(e->loc);
  Component named = { .name = e->kind == EX_CALL ? xsprintf("%s(...)", e->string)
                              : text && *text && isalpha((unsigned char)*text) && strchr(text, '[')
                              ? xsprintf("%.*s", (int)strcspn(text, "["), text) : "(...)" };
  Symbol s = { .component = &named, .ndims = v.ndims };
  memcpy(s.dims, v.dims, sizeof v.dims);
  if (!subscripts_fit(e, named.name, v.ndims))
    return BAD;
  Indices indices[MAX_DIMS] = { { 0 } };
  for (int k = 0; k < v.ndims; k++)
    if (!subscript_indices(ctx, &s, k, k < e->subscripts.count ? e->subscripts.items[k] : NULL, &indices[k]))
      return BAD;
  return pick_elements(ctx, &v, indices, named.name, &e->subscripts);
}

/* ---- ranges and constructors ---- */

static bool eval_number_expr(Ctx *ctx, Expr *e, const char *what, double *out)
{
  Val v = expand(ctx, e);
  if (v.count < 0)
    return false;
  const char *culprit = NULL;
  if (v.ndims != 0 || !eval(ctx, v.items[0], out, &culprit)) {
    if (culprit)
      diag_error(e->loc, "%s must be known at compile time, but it depends on '%s'", what, culprit);
    else
      diag_error(e->loc, "%s must be a scalar known at compile time", what);
    return false;
  }
  return true;
}

/* a:b:c as its first value, step and count; false after an error */
/* for i loop with uses a[i] and b[i]: 1:size(a, 1), and size(b, 1) in the
   range's args must be the same (spec 8.3.2.1) */
static bool deduced_sizes_agree(Ctx *ctx, Expr *e, double last)
{
  for (int i = 0; i < e->args.count; i++) {
    Expr *size = e->args.items[i];
    double other;
    if (!eval_number_expr(ctx, size, "the size of an array subscripted by a loop variable", &other))
      return false;
    if (other != last) {
      diag_error(size->loc, "the range of a for-loop written without 'in' comes from the arrays it subscripts, "
                 "but they differ: size %g of '%s', size %g of '%s'", last,
                 ((Expr *)e->c->args.items[0])->string, other, ((Expr *)size->args.items[0])->string);
      return false;
    }
  }
  return true;
}

static bool range_values(Ctx *ctx, Expr *e, double *first, double *step, int *count)
{
  double last;
  *step = 1;
  if (!eval_number_expr(ctx, e->a, "the start of a range", first) ||
      (e->b && !eval_number_expr(ctx, e->b, "the step of a range", step)) ||
      !eval_number_expr(ctx, e->c, "the end of a range", &last) || !deduced_sizes_agree(ctx, e, last))
    return false;
  return range_count(e, *first, *step, last, count);
}

static Val expand_range(Ctx *ctx, Expr *e)
{
  double first, step;
  int count;
  if (!range_values(ctx, e, &first, &step, &count))
    return BAD;
  Val v = val_new(1, &count);
  for (int i = 0; i < count; i++)
    v.items[i] = number_node(first + i * step, e->loc);
  return v;
}

/* Runs body once per combination of the iterators' values (first iterator
   outermost); each run's value is one part.  false after an error. */
typedef Val (*IterBody)(Ctx *ctx, void *data);

static bool iterate(Ctx *ctx, PtrList *iterators, int from, IterBody body, void *data, PtrList *parts)
{
  if (from == iterators->count) {
    if (++ctx->iterations > MAX_ITERATIONS) {
      diag_error(((Iterator *)iterators->items[0])->loc, "the loops of this model run more than %d iterations in "
                 "all; hysc expands each one", MAX_ITERATIONS);
      return false;
    }
    Val v = body(ctx, data);
    if (v.count < 0)
      return false;
    Val *keep = xmalloc(sizeof *keep);
    *keep = v;
    list_push(parts, keep);
    return true;
  }
  Iterator *it = iterators->items[from];
  it->range = loop_range(ctx, it->range);
  /* a:b:c is read as numbers, without a node per value (an inner loop's
     range is read again for each value of the outer loops) */
  double first = 0, step = 0;
  bool numbers = it->range->kind == EX_RANGE && !it->range->subscripts.count;
  Val range = numbers ? (Val){ .ndims = 1 } : expand(ctx, it->range);
  if (numbers && !range_values(ctx, it->range, &first, &step, &range.count))
    return false;
  if (range.count < 0)
    return false;
  if (range.ndims != 1) {
    diag_error(it->range->loc, "'%s' must range over a vector, not %s", it->name, shape_text(&range));
    return false;
  }
  if (ctx->n_iter == MAX_ITERATORS) {
    diag_error(it->loc, "for-loops nest more than %d deep", MAX_ITERATORS);
    return false;
  }
  for (int i = 0; i < range.count; i++) {
    double value = first + i * step;
    const char *culprit = NULL;
    const char *text = range.items && range.items[i]->kind == EX_STRING ? range.items[i]->string : NULL;
    if (range.items && !text && !eval(ctx, range.items[i], &value, &culprit)) {
      diag_error(it->range->loc, "the range of '%s' must be known at compile time%s%s%s", it->name,
                 culprit ? ", but it depends on '" : "", culprit ? culprit : "", culprit ? "'" : "");
      return false;
    }
    ctx->iter_name[ctx->n_iter] = it->name;
    ctx->iter_boolean[ctx->n_iter] = numbers ? it->range->a->kind == EX_BOOLEAN : range.items[i]->kind == EX_BOOLEAN;
    ctx->iter_text[ctx->n_iter] = text;   /* for s in {"a", "b"} (spec 8.3.2.1) */
    ctx->iter_value[ctx->n_iter++] = value;
    bool ok = iterate(ctx, iterators, from + 1, body, data, parts);
    ctx->n_iter--;
    if (!ok)
      return false;
  }
  return true;
}

static Val expand_body(Ctx *ctx, void *data) { return expand(ctx, data); }

static Val expand_array(Ctx *ctx, Expr *e)
{
  PtrList parts = { 0 };
  if (e->iterators.count) {
    /* {e for i in u, j in v} is {{e for i in u} for j in v}: the last
       iterator gives the first dimension */
    PtrList outermost_first = { 0 };
    for (int i = e->iterators.count - 1; i >= 0; i--)
      list_push(&outermost_first, e->iterators.items[i]);
    if (!iterate(ctx, &outermost_first, 0, expand_body, e->args.items[0], &parts))
      return BAD;
    if (e->iterators.count > 1) {   /* one dimension per iterator */
      Val flat = stack_parts(&parts, e->loc, "an array comprehension");
      if (flat.count < 0)
        return BAD;
      if (e->iterators.count + flat.ndims - 1 > MAX_DIMS) {
        diag_error(e->loc, "arrays have at most %d dimensions", MAX_DIMS);
        return BAD;
      }
      Val v = flat;
      v.ndims = 0;
      for (int i = 0; i < outermost_first.count; i++) {
        Val range = expand(ctx, ((Iterator *)outermost_first.items[i])->range);
        v.dims[v.ndims++] = range.count;
      }
      for (int k = 1; k < flat.ndims; k++)
        v.dims[v.ndims++] = flat.dims[k];
      return v;
    }
    return stack_parts(&parts, e->loc, "an array comprehension");
  }
  for (int i = 0; i < e->args.count; i++) {
    Val v = expand(ctx, e->args.items[i]);
    if (v.count < 0)
      return BAD;
    Val *keep = xmalloc(sizeof *keep);
    *keep = v;
    list_push(&parts, keep);
  }
  return stack_parts(&parts, e->loc, "an array constructor");
}

static Val expand_matrix(Ctx *ctx, Expr *e)
{
  Val *rows = xmalloc(sizeof *rows * (size_t)e->args.count);
  for (int r = 0; r < e->args.count; r++) {
    Expr *row = e->args.items[r];
    Val *cells = xmalloc(sizeof *cells * (size_t)(row->args.count ? row->args.count : 1));
    for (int c = 0; c < row->args.count; c++) {
      cells[c] = expand(ctx, row->args.items[c]);
      if (cells[c].count < 0)
        return BAD;
      cells[c] = as_matrix(cells[c]);
    }
    rows[r] = concatenate(cells, row->args.count, 1, row->loc);
    if (rows[r].count < 0)
      return BAD;
  }
  return concatenate(rows, e->args.count, 0, e->loc);
}

/* ---- operators ---- */

/* In a function, a and b with a known false (a or b with a known true)
   is a without b, so that size(v, 1) > 0 and max(v) holds for an empty v. */
static Val expand_binary(Ctx *ctx, Expr *e)
{
  Val a = expand(ctx, e->a);
  double left;
  const char *culprit = NULL;
  if (ctx->in_function && (e->op == OP_AND || e->op == OP_OR) && a.count == 1 && !a.ndims &&
      eval(ctx, a.items[0], &left, &culprit) && (left != 0) == (e->op == OP_OR)) {
    Expr *value = expr_new(EX_BOOLEAN, e->loc);
    value->number = e->op == OP_OR;
    return val_scalar(value);
  }
  Val b = expand(ctx, e->b);
  if (a.count < 0 || b.count < 0)
    return BAD;
  if ((e->op == OP_EQ || e->op == OP_NE) && a.count == 1 && b.count == 1 && !a.ndims && !b.ndims &&
      a.items[0]->kind == EX_STRING && b.items[0]->kind == EX_STRING) {   /* s == "a" of a String iterator */
    Expr *value = expr_new(EX_BOOLEAN, e->loc);
    value->number = !strcmp(a.items[0]->string, b.items[0]->string) == (e->op == OP_EQ);
    return val_scalar(value);
  }
  /* A^n of a matrix: n as the number it is known to be (a parameter) */
  if (e->op == OP_POW && a.ndims == 2 && b.count == 1 && !b.ndims && eval(ctx, b.items[0], &left, &culprit))
    b = val_scalar(number_node(left, e->b->loc));
  return operator_value(e, a, b);
}

/* In a function, a condition known at compile time (on sizes, constants):
   1 true, 0 false; -1 otherwise.  Only the branch taken is expanded, so
   that recursion on smaller arrays ends. */
static int known_condition(Ctx *ctx, const Val *c, bool outside_functions)
{
  double value;
  const char *culprit = NULL;
  if ((!ctx->in_function && !outside_functions) || c->count != 1 || c->ndims ||
      !eval(ctx, c->items[0], &value, &culprit))
    return -1;
  return value != 0;
}

/* Outside functions a parameter condition stays in the model (the
   parameter can be set for a run), unless the branches differ in size
   (if size(offset, 1) == 1 then ones(n) * offset[1] else offset): then only
   a condition known at compile time makes sense of it, and its parameters
   become structural. */
static Val expand_if(Ctx *ctx, Expr *e)
{
  Val c = expand(ctx, e->a);
  int known = c.count < 0 ? -1 : known_condition(ctx, &c, false);
  if (known >= 0)
    return expand(ctx, known ? e->b : e->c);
  if (c.count < 0)
    return BAD;
  /* a subscript of one branch need be in range only where it is taken
     (if k > 0 then e[k] else 0) */
  Expr *taken = c.count == 1 ? c.items[0] : NULL;
  list_push(&ctx->guards, taken);
  Val a = expand(ctx, e->b);
  ctx->guards.items[ctx->guards.count - 1] = taken ? expr_unary(OP_NOT, deep_copy(taken), taken->loc) : NULL;
  Val b = expand(ctx, e->c);
  ctx->guards.count--;
  if (a.count < 0 || b.count < 0)
    return BAD;
  if (!same_shape(&a, &b) && (known = known_condition(ctx, &c, true)) >= 0)
    return known ? a : b;
  return if_value(e, c, a, b);
}

/* ---- calls ---- */

/* the named arguments of call e, expanded, onto the new call x */
static bool copy_named_args(Ctx *ctx, const Expr *e, Expr *x)
{
  for (int i = 0; i < e->named_args.count; i++) {
    Modification *m = xmalloc(sizeof *m);
    *m = *(Modification *)e->named_args.items[i];
    if (m->value) {
      Val value = expand(ctx, m->value);
      if (value.count < 0)
        return false;
      m->value = as_expr(&value, m->loc);
    }
    list_push(&x->named_args, m);
  }
  return true;
}

/* f(x) of a scalar function (built-in or the model's, spec 12.4.6) with
   array arguments, positional or named: the array of f(x[i]). */
static Val vectorise(Ctx *ctx, Expr *e)
{
  int n = e->args.count, n_named = e->named_args.count;
  Val *args = xmalloc(sizeof *args * (size_t)(n + n_named + 1));
  for (int i = 0; i < n; i++)
    args[i] = expand(ctx, e->args.items[i]);
  for (int i = 0; i < n_named; i++) {
    Modification *m = e->named_args.items[i];
    args[n + i] = m->value ? expand(ctx, m->value) : val_scalar(NULL);
  }
  return vectorised_call(e, args);
}

/* a call hysc does not expand: array arguments as {} expressions */
static Val pass_call(Ctx *ctx, Expr *e)
{
  Expr *x = clone_node(e);
  for (int i = 0; i < e->args.count; i++) {
    Val a = expand(ctx, e->args.items[i]);
    if (a.count < 0)
      return BAD;
    list_push(&x->args, as_expr(&a, ((Expr *)e->args.items[i])->loc));
  }
  if (!copy_named_args(ctx, e, x))
    return BAD;
  expr_note_depth(x);
  return val_scalar(x);
}

static bool dims_from_args(Ctx *ctx, Expr *e, int from, int *dims, int *ndims)
{
  *ndims = 0;
  for (int i = from; i < e->args.count; i++) {
    long n;
    if (*ndims == MAX_DIMS || !eval_integer_expr(ctx, e->args.items[i], xsprintf("a size given to '%s'", e->string), &n))
      return false;
    if (n < 0 || n > MAX_ELEMENTS) {
      diag_error(((Expr *)e->args.items[i])->loc, "a size given to '%s' must be from 0 to %d, here %ld", e->string,
                 MAX_ELEMENTS, n);
      return false;
    }
    dims[(*ndims)++] = (int)n;
  }
  return true;
}

static Val expand_reduction(Ctx *ctx, Expr *e, Operator op, const char *call, double empty)
{
  Val a;
  if (e->iterators.count) {
    PtrList parts = { 0 };
    if (!iterate(ctx, &e->iterators, 0, expand_body, e->args.items[0], &parts))
      return BAD;
    a = stack_parts(&parts, e->loc, "a reduction");
  } else {
    a = expand(ctx, e->args.items[0]);
  }
  if (a.count < 0)
    return BAD;
  return reduction_value(e, a, op, call, empty);
}

static Val vector_arg(Ctx *ctx, Expr *e, int i, int size)
{
  Val v = expand(ctx, e->args.items[i]);
  if (v.count >= 0 && (v.ndims != 1 || (size && v.count != size))) {
    if (size)
      diag_error(((Expr *)e->args.items[i])->loc, "'%s' takes vectors of size %d, here %s", e->string, size,
                 shape_text(&v));
    else
      diag_error(((Expr *)e->args.items[i])->loc, "'%s' takes a vector, here %s", e->string, shape_text(&v));
    return BAD;
  }
  return v;
}

static Val expand_size(Ctx *ctx, Expr *e)
{
  if (!arg_count(e, 1, 2))
    return BAD;
  Val a = expand(ctx, e->args.items[0]);
  if (a.count < 0)
    return BAD;
  if (!strcmp(e->string, "ndims"))
    return val_scalar(number_node(a.ndims, e->loc));
  if (e->args.count == 1) {
    Val v = val_new(1, &a.ndims);
    for (int k = 0; k < a.ndims; k++)
      v.items[k] = number_node(a.dims[k], e->loc);
    return v;
  }
  long k;
  if (!eval_integer_expr(ctx, e->args.items[1], "the dimension asked of 'size'", &k))
    return BAD;
  if (k < 1 || k > a.ndims) {
    diag_error(((Expr *)e->args.items[1])->loc, "'size' asks for dimension %ld of %s", k, shape_text(&a));
    return BAD;
  }
  return val_scalar(number_node(a.dims[k - 1], e->loc));
}

static Val expand_linspace(Ctx *ctx, Expr *e)
{
  if (!arg_count(e, 3, 3))
    return BAD;
  Val x1 = expand(ctx, e->args.items[0]), x2 = expand(ctx, e->args.items[1]);
  long n;
  if (x1.count < 0 || x2.count < 0 || !eval_integer_expr(ctx, e->args.items[2], "the count of 'linspace'", &n))
    return BAD;
  return linspace_value(e, x1, x2, n);
}

static Val expand_constructors(Ctx *ctx, Expr *e)
{
  const char *f = e->string;
  int dims[MAX_DIMS], ndims;
  if (!strcmp(f, "fill")) {
    if (!arg_count(e, 1, -1))
      return BAD;
    Val value = expand(ctx, e->args.items[0]);
    if (value.count < 0 || !dims_from_args(ctx, e, 1, dims, &ndims))
      return BAD;
    return filled(value, dims, ndims);
  }
  if (!strcmp(f, "zeros") || !strcmp(f, "ones")) {
    if (!arg_count(e, 1, -1) || !dims_from_args(ctx, e, 0, dims, &ndims))
      return BAD;
    return filled(val_scalar(number_node(f[0] == 'o', e->loc)), dims, ndims);
  }
  if (!strcmp(f, "identity")) {
    if (!arg_count(e, 1, 1) || !dims_from_args(ctx, e, 0, dims, &ndims))
      return BAD;
    return identity_value(dims[0], e->loc);
  }
  if (!strcmp(f, "linspace"))
    return expand_linspace(ctx, e);
  if (!strcmp(f, "array")) {
    Expr constructor = *e;
    constructor.kind = EX_ARRAY;
    return expand(ctx, &constructor);
  }
  Val x = vector_arg(ctx, e, 0, 0);
  if (!strcmp(f, "diagonal")) {
    if (!arg_count(e, 1, 1) || x.count < 0)
      return BAD;
    return diagonal_value(x, e->loc);
  }
  return BAD;
}

static Val expand_vector_products(Ctx *ctx, Expr *e)
{
  const char *f = e->string;
  bool skew = !strcmp(f, "skew"), cross = !strcmp(f, "cross");
  if (!arg_count(e, skew ? 1 : 2, skew ? 1 : 2))
    return BAD;
  Val x = vector_arg(ctx, e, 0, skew || cross ? 3 : 0);
  Val y = skew ? x : vector_arg(ctx, e, 1, cross ? 3 : 0);
  if (x.count < 0 || y.count < 0)
    return BAD;
  return vector_product(e, x, y);
}

static Val expand_reshapes(Ctx *ctx, Expr *e)
{
  const char *f = e->string;
  if (!strcmp(f, "cat")) {
    long k;
    if (!arg_count(e, 2, -1) || !eval_integer_expr(ctx, e->args.items[0], "the dimension of 'cat'", &k))
      return BAD;
    Val *parts = xmalloc(sizeof *parts * (size_t)e->args.count);
    for (int i = 1; i < e->args.count; i++)
      if ((parts[i - 1] = expand(ctx, e->args.items[i])).count < 0)
        return BAD;
    if (k < 1 || k > MAX_DIMS) {
      diag_error(((Expr *)e->args.items[0])->loc, "'cat' along dimension %ld", k);
      return BAD;
    }
    return concatenate(parts, e->args.count - 1, (int)k - 1, e->loc);
  }
  if (!arg_count(e, 1, 1))
    return BAD;
  Val a = expand(ctx, e->args.items[0]);
  if (a.count < 0)
    return BAD;
  return reshape_value(e, a);
}

/* ---- functions with array inputs and outputs ---- */

/* A function with array components is a template: each call fixes the
   sizes of its array inputs from the arguments, and each distinct set of
   sizes becomes a function class of its own ("f[3]", "g[2,2;3]") that this
   stage expands like a model, into scalar inputs x[1] ... and outputs y[1]
   ...  Its call gives one scalar call per element of the result, which
   later stages see as a function with several outputs. */
enum { MAX_SPECIALIZATIONS = 500, MAX_SPECIALIZED_INPUTS = 200000 };

/* Declared sizes of array inputs (x[3], x[size(A, 2)]) against the
   arguments', evaluated with every input sized by its argument. */
static bool check_declared_sizes(ClassDef *sized, const PtrList *inputs, const Val *args, Expr **given)
{
  Ctx ctx = { .cls = sized, .in_function = true };
  build_symbols(&ctx);
  for (int i = 0; i < inputs->count; i++) {
    Component *input = inputs->items[i];
    for (int k = 0; given[i] && k < input->dims.count; k++) {
      Expr *d = input->dims.items[k];
      long n;
      if (d->kind == EX_COLON)
        continue;
      if (!type_dimension_size(&ctx, d, &n) &&
          !eval_integer_expr(&ctx, d, xsprintf("the size of input '%s'", input->name), &n))
        return false;
      if (n != args[i].dims[k]) {
        diag_error(given[i]->loc, "input '%s' has size %ld in dimension %d, but the argument is %s", input->name, n,
                   k + 1, shape_text(&args[i]));
        return false;
      }
    }
  }
  return true;
}

static Specialization *specialize(ClassDef *t, const PtrList *inputs, const Val *args, Expr **given, const char *name,
                                  SrcLoc loc);

/* annotation(derivative = df) of a template: df is a template too,
   specialized for the sizes of f's inputs and then of their derivatives
   (one per Real input), and the specialization of f names it (or, after a
   diagnostic, no derivative). */
static void specialize_derivative(Specialization *s, ClassDef *t, const Val *args)
{
  for (int i = 0; i < t->annotation.count; i++) {
    Modification *m = t->annotation.items[i];
    ClassDef *df = strcmp(m->name, "derivative") || !m->value || m->value->kind != EX_NAME ? NULL
                   : array_function(m->value->string);
    if (!df)
      continue;
    PtrList df_inputs = { 0 };
    Expr **at = xcalloc((size_t)df->components.count + 1, sizeof *at);
    Expr none = { .kind = EX_CALL, .string = df->name };   /* no arguments: the inputs in order */
    Val *sizes = xcalloc((size_t)df->components.count + 1, sizeof *sizes);
    Specialization *d = NULL;
    if (match_template_arguments(&none, df, &df_inputs, at) &&
        derivative_sizes(s, t, args, df, &df_inputs, m, sizes)) {
      for (int j = 0; j < df_inputs.count; j++)
        at[j] = m->value;   /* where a size mismatch is reported */
      d = specialize(df, &df_inputs, sizes, at, specialization_name(df, &df_inputs, sizes), m->loc);
    }
    name_derivative(s->cls, t, i, d ? d->cls : NULL);
  }
}

/* The template with the input sizes of one call, expanded into scalars. */
static Specialization *specialize(ClassDef *t, const PtrList *inputs, const Val *args, Expr **given, const char *name,
                                  SrcLoc loc)
{
  for (int i = 0; i < specializations.count; i++) {
    Specialization *s = specializations.items[i];
    if (!strcmp(s->cls->name, name))
      return s;
  }
  for (int i = 0; i < inputs->count; i++)
    specialized_inputs += args[i].count;
  if (specializations.count == MAX_SPECIALIZATIONS || specialized_inputs > MAX_SPECIALIZED_INPUTS) {
    diag_error(loc, "calls of functions with array inputs need more than %d sizes or %d scalar inputs in all "
               "(hysc makes a function per size)", MAX_SPECIALIZATIONS, MAX_SPECIALIZED_INPUTS);
    specialized_inputs = MAX_SPECIALIZED_INPUTS + 1;   /* reported once per call site, no further growth */
    return NULL;
  }
  Specialization *s = xcalloc(1, sizeof *s);
  s->cls = sized_template(t, inputs, args, name);
  s->inputs = *inputs;
  if (!check_declared_sizes(s->cls, inputs, args, given))
    return NULL;
  list_push(&specializations, s);
  list_push(&program_of->classes, s->cls);
  int errors = diag_error_count();
  expand_class(s->cls, s);   /* its outputs known first: the derivative may call it (resolve2_der) */
  specialize_derivative(s, t, args);
  if (diag_error_count() != errors)
    s->n_outputs = -1;   /* reported: its calls have no value */
  return s->n_outputs < 0 ? NULL : s;
}

/* The arguments of a call worked out when the model is translated
   (arrays_fold.c): each element a number, through parameters' bindings */
static bool numbers_of(Ctx *ctx, Val *args, int n)
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < args[i].count; k++) {
      double x;
      const char *culprit = NULL;
      if (!eval(ctx, args[i].items[k], &x, &culprit))
        return false;
      args[i].items[k] = number_node(x, args[i].items[k]->loc);
    }
  return true;
}

/* f(x) with arguments of more dimensions than their inputs (spec 12.4.6):
   the array of f over the first extra dimension, each part a call of its
   own (vectorised again while dimensions remain). */
static Val vectorise_template(Ctx *ctx, Expr *e, ClassDef *t, const PtrList *inputs, Expr **given, const Val *args)
{
  int size;
  if (!leading_size(t, inputs, given, args, &size))
    return BAD;
  Val *parts = xcalloc((size_t)size + 1, sizeof *parts);
  for (int j = 0; j < size; j++)
    if ((parts[j] = expand(ctx, slice_call(e, inputs, given, args, j))).count < 0)
      return BAD;
  return stack(parts, size, e->loc, xsprintf("the element-wise call of '%s'", t->name));
}

/* f(x) of a template: output k (0 for a plain call) as an array of scalar
   calls.  *made: the specialization, for tuples.  A call statement
   (statement) is one call, whatever its outputs. */
static Val expand_array_function_call(Ctx *ctx, Expr *e, ClassDef *t, Specialization **made, bool statement)
{
  PtrList inputs = { 0 };
  Expr **given = xcalloc((size_t)t->components.count + e->args.count + 1, sizeof *given);
  if (!match_template_arguments(e, t, &inputs, given))
    return BAD;
  Val *args = xcalloc((size_t)inputs.count + 1, sizeof *args);
  bool elementwise = false;
  for (int i = 0; i < inputs.count; i++) {
    Component *input = inputs.items[i];
    DefaultAtCall at_call = { t, &inputs, given, { 0 }, 0, !input->dims.count };
    if (!given[i] && input->binding && !(given[i] = default_at_call(&at_call, input->binding)) && !at_call.quiet)
      return BAD;
    if (!given[i]) {
      if (input->dims.count) {
        diag_error(e->loc, "the call of '%s' gives no value for array input '%s'", t->name, input->name);
        return BAD;
      }
      args[i].count = 0;   /* the default, in the function */
      args[i].ndims = -1;
      continue;
    }
    if ((args[i] = expand(ctx, given[i])).count < 0)
      return BAD;
    long size;
    if (is_size_input(t, input) && args[i].ndims == 0) {   /* output Real y[n]: n known here */
      if (!eval_integer(ctx, given[i], &args[i], xsprintf("input '%s' of '%s' (a size of its variables)", input->name,
                        t->name), &size))
        return BAD;
      args[i] = val_new(0, NULL);
      args[i].items[0] = number_node((double)size, given[i]->loc);
      args[i].items[0]->integer_literal = true;
    }
    elementwise |= args[i].ndims > input->dims.count;
    if (args[i].ndims < input->dims.count && !check_array_argument(input, given[i], &args[i]))
      return BAD;
  }
  if (elementwise && made) {
    refuse_elementwise_tuple(e->loc, t->name);
    return BAD;
  }
  if (elementwise)
    return vectorise_template(ctx, e, t, &inputs, given, args);
  if (flexible_output(t) && !made && !statement)
    return numbers_of(ctx, args, inputs.count) ? fold_flexible_call(e, t, &inputs, given, args)
                                               : fold_flexible_call(e, t, &inputs, NULL, NULL);
  Specialization *s = specialize(t, &inputs, args, given, specialization_name(t, &inputs, args), e->loc);
  if (s && statement) {
    Val one = val_new(0, NULL);
    one.items[0] = element_call(e, s, args, 0, 0);
    return one;
  }
  if (!s || !s->n_outputs) {
    if (s)
      diag_error(e->loc, "'%s' has no output, so this call has no value", t->name);
    return BAD;
  }
  if (made)
    *made = s;
  return output_value(e, s, args);
}

static Val expand_call(Ctx *ctx, Expr *e)
{
  const char *f = e->string;
  ClassDef *template = array_function(f);
  if (template)
    return expand_array_function_call(ctx, e, template, NULL, false);
  if (!in_list(f, array_functions)) {
    if (in_list(f, vectorised_functions) || (function_class(f) && !function_class(f)->base_type))
      return vectorise(ctx, e);
    return pass_call(ctx, e);
  }
  bool min_max = !strcmp(f, "min") || !strcmp(f, "max");
  if (!strcmp(f, "sum") || !strcmp(f, "product") || (min_max && (e->args.count == 1 || e->iterators.count))) {
    if (!arg_count(e, 1, 1))
      return BAD;
    if (f[0] == 's')
      return expand_reduction(ctx, e, OP_ADD, NULL, 0);
    if (f[0] == 'p')
      return expand_reduction(ctx, e, OP_MUL, NULL, 1);
    return expand_reduction(ctx, e, OP_ADD, f, 0);
  }
  if (min_max) {
    if (!arg_count(e, 2, 2))
      return BAD;
    return vectorise(ctx, e);
  }
  if (e->iterators.count) {
    diag_error(e->loc, "'%s' takes no iterators", f);
    return BAD;
  }
  if (!strcmp(f, "size") || !strcmp(f, "ndims"))
    return expand_size(ctx, e);
  if (!strcmp(f, "cross") || !strcmp(f, "skew") || !strcmp(f, "outerProduct"))
    return expand_vector_products(ctx, e);
  if (!strcmp(f, "cat") || !strcmp(f, "transpose") || !strcmp(f, "vector") || !strcmp(f, "scalar") ||
      !strcmp(f, "matrix") || !strcmp(f, "symmetric"))
    return expand_reshapes(ctx, e);
  return expand_constructors(ctx, e);
}

static Val expand_node(Ctx *ctx, Expr *e);

static Val expand(Ctx *ctx, Expr *e)
{
  Val v = expand_node(ctx, e);
  if (e->kind == EX_NAME || !e->subscripts.count || v.count < 0)
    return v;
  return subscript_value(ctx, e, v);
}

static Val expand_node(Ctx *ctx, Expr *e)
{
  switch (e->kind) {
  case EX_NUMBER: case EX_BOOLEAN: case EX_STRING:
    return val_scalar(clone_node(e));
  case EX_NAME:
    return expand_name(ctx, e);
  case EX_CALL:
    return expand_call(ctx, e);
  case EX_UNARY: {
    Val a = expand(ctx, e->a);
    return a.count < 0 ? BAD : map_unary(e, a);
  }
  case EX_BINARY:
    return expand_binary(ctx, e);
  case EX_IF:
    return expand_if(ctx, e);
  case EX_ARRAY:
    return expand_array(ctx, e);
  case EX_TUPLE:
    return expand_tuple(ctx, e);
  case EX_MATRIX:
    return expand_matrix(ctx, e);
  case EX_RANGE:
    return expand_range(ctx, e);
  case EX_END:
    if (!ctx->n_end) {
      diag_error(e->loc, "'end' stands for a size only inside a subscript");
      return BAD;
    }
    return val_scalar(number_node(ctx->end_size[ctx->n_end - 1], e->loc));
  case EX_COLON:
    diag_error(e->loc, "':' stands alone only as a subscript");
    return BAD;
  case EX_FUNCTION:   /* reported by resolve.c */
    return val_scalar(clone_node(e));
  }
  return BAD;
}

/* (p, q) = f(x): the outputs of a call, which functions.c splits; each
   scalar target (NULL skips one) expanded, an array one left for
   expand_simple to refuse with the call */
static Val expand_tuple(Ctx *ctx, const Expr *e)
{
  Expr *c = clone_node(e);
  for (int i = 0; i < e->args.count; i++) {
    Expr *target = e->args.items[i];
    Val v = target ? expand(ctx, target) : (Val){ 0 };
    if (v.count < 0)
      return BAD;
    list_push(&c->args, target && v.count == 1 && !v.ndims ? v.items[0] : target);
  }
  expr_note_depth(c);
  return val_scalar(c);
}

/* ---- equations and statements ---- */

static void expand_equations(Ctx *ctx, PtrList *in, PtrList *out);

static bool expand_tuple_of_array_function(Ctx *ctx, Equation *q, PtrList *out);


/* Whether scalar subscript sub (of dimension k of s) changes during the run:
   it reads a variable that is neither a parameter nor a constant. */
static bool varying_subscript(Ctx *ctx, Symbol *s, int k, Expr *sub)
{
  double at;
  if (sub->kind == EX_COLON || iterator_value(ctx, sub, &at))
    return false;
  ctx->end_size[ctx->n_end++] = s->dims[k];
  int errors = diag_error_count();
  Val v = expand(ctx, sub);
  ctx->n_end--;
  const char *culprit = NULL;
  if (v.count < 0 || diag_error_count() != errors || v.ndims != 0 || eval(ctx, v.items[0], &at, &culprit) ||
      !culprit || !*culprit)
    return false;
  Symbol *on = lookup_element_symbol(ctx, culprit);
  return on->component && !(on->component->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT));
}

/* x[k] := value in an algorithm, k changing during the run: one branch per
   element, if k == 1 then x[1] := value elseif k == 2 ..., after an assert
   that k is in range; false when no subscript of the left side changes. */
static bool expand_varying_assignment(Ctx *ctx, Equation *q, PtrList *out)
{
  Expr *lhs = q->lhs;
  if (q->kind != EQ_ASSIGN || !ctx->in_algorithm || ctx->in_function || lhs->kind != EX_NAME || lhs->path.count)
    return false;
  int index;
  Symbol *s = element_of(ctx, lhs->string, &index);
  for (int k = 0; s && k < lhs->subscripts.count && k < s->ndims; k++) {
    Expr *sub = lhs->subscripts.items[k];
    if (!varying_subscript(ctx, s, k, sub))
      continue;
    Equation *choice = equation_like(q, NULL, NULL);
    choice->kind = EQ_IF;
    for (int j = 1; j <= s->dims[k]; j++) {
      Branch *b = xcalloc(1, sizeof *b);
      b->loc = q->loc;
      b->condition = binary_node(OP_EQ, sub, number_node(j, sub->loc), sub->loc);   /* expanded, not changed */
      Expr *element = xmalloc(sizeof *element);
      *element = *lhs;
      element->subscripts = (PtrList){ 0 };
      for (int i = 0; i < lhs->subscripts.count; i++)
        list_push(&element->subscripts, i == k ? number_node(j, sub->loc) : lhs->subscripts.items[i]);
      list_push(&b->equations, equation_like(q, element, q->rhs));
      list_push(&choice->branches, b);
    }
    PtrList one = { 0 };
    list_push(&one, choice);
    expand_equations(ctx, &one, out);
    Val v = expand(ctx, sub);
    assert_in_range(ctx, v.items[0], sub->loc, s->component->name, k, s->dims[k]);
    return true;
  }
  return false;
}

static void expand_simple(Ctx *ctx, Equation *q, PtrList *out)
{
  if (q->lhs->kind == EX_TUPLE && expand_tuple_of_array_function(ctx, q, out))
    return;
  if (expand_varying_assignment(ctx, q, out))
    return;
  bool varying_ok = ctx->varying_ok;
  ctx->varying_ok = false;   /* what an equation defines is known at compile time */
  Val l = expand(ctx, q->lhs);
  ctx->varying_ok = varying_ok;
  Val r = expand(ctx, q->rhs);
  if (l.count < 0 || r.count < 0)
    return;
  if (q->lhs->kind == EX_TUPLE && r.ndims) {   /* f(x) of a scalar function, element-wise */
    refuse_elementwise_tuple(q->rhs->loc, q->rhs->kind == EX_CALL ? q->rhs->string : "?");
    return;
  }
  if (!same_shape(&l, &r)) {
    diag_error(q->loc, "the two sides have different sizes: the left is %s, the right %s", shape_text(&l),
               shape_text(&r));
    return;
  }
  if (q->kind == EQ_ASSIGN)
    check_assignment_order(ctx, q, &l, &r);
  if (!within_equation_bound(ctx, q->loc, l.count))
    return;
  for (int i = 0; i < l.count; i++)
    list_push(out, equation_like(q, l.items[i], r.items[i]));
}

/* reinit(x, e) of an array: one reinit per element */
static void expand_call_equation(Ctx *ctx, Equation *q, PtrList *out)
{
  Expr *call = q->lhs;
  if (call && expr_is_call(call, "reinit") && call->args.count == 2) {
    Val x = expand(ctx, call->args.items[0]), v = expand(ctx, call->args.items[1]);
    if (x.count < 0 || v.count < 0)
      return;
    if (x.ndims && !same_shape(&x, &v)) {
      diag_error(call->loc, "reinit of %s with %s: the sizes must be equal", shape_text(&x), shape_text(&v));
      return;
    }
    for (int i = 0; i < x.count; i++) {
      Expr *args[2] = { x.items[i], v.items[i] };
      list_push(out, equation_like(q, call_node(call, args, 2).items[0], NULL));
    }
    return;
  }
  if (!call) {
    list_push(out, q);
    return;
  }
  ClassDef *template = array_function(call->string);
  Val v = template ? expand_array_function_call(ctx, call, template, NULL, true) : expand(ctx, call);
  if (v.count < 0)
    return;
  for (int i = 0; i < v.count; i++)
    list_push(out, equation_like(q, v.items[i], NULL));
}

/* Does e read only constants and parameters already fixed at compile time
   (structural: a size depends on them), so that --set cannot change it? */
static bool fixed_at_compile_time(Ctx *ctx, const Expr *e)
{
  if (!e)
    return true;
  if (e->kind == EX_NAME) {
    int index;
    Symbol *s = element_of(ctx, e->string, &index);
    return s && ((s->component->prefixes & PREFIX_CONSTANT) ||
                 ((s->component->prefixes & PREFIX_PARAMETER) && s->component->structural));
  }
  if (e->kind == EX_CALL && e->function)
    return false;
  if (!fixed_at_compile_time(ctx, e->a) || !fixed_at_compile_time(ctx, e->b) || !fixed_at_compile_time(ctx, e->c))
    return false;
  for (int i = 0; i < e->args.count; i++)
    if (!fixed_at_compile_time(ctx, e->args.items[i]))
      return false;
  return true;
}

/* An if-equation's branch whose condition reads only what is fixed at
   compile time is chosen then: the others, never taken, may not even make
   sense (k1[i] of a k1 sized 0 for this filter type). */
static int known_branch(Ctx *ctx, const Val *c)
{
  int known = known_condition(ctx, c, false);
  if (known < 0 && c->count == 1 && !c->ndims && fixed_at_compile_time(ctx, c->items[0]))
    known = known_condition(ctx, c, true);
  return known;
}

static void expand_branches(Ctx *ctx, Equation *q, PtrList *out)
{
  Equation *e = equation_like(q, NULL, NULL);
  for (int b = 0; b < q->branches.count; b++) {
    Branch *from = q->branches.items[b], *to = xmalloc(sizeof *to);
    *to = *from;
    to->equations = (PtrList){ 0 };
    if (from->condition) {
      Val c = expand(ctx, from->condition);
      if (c.count < 0)
        return;
      int known = q->kind == EQ_IF ? known_branch(ctx, &c) : -1;
      if (known == 0)
        continue;
      if (known == 1) {   /* taken: the branches after it never run */
        to->condition = NULL;
        expand_equations(ctx, &from->equations, &to->equations);
        list_push(&e->branches, to);
        break;
      }
      if (c.ndims > 1 || (c.ndims == 1 && q->kind != EQ_WHEN)) {
        diag_error(from->condition->loc, "this condition must be a scalar%s, not an array of %s",
                   q->kind == EQ_WHEN ? " or a vector" : "", shape_text(&c));
        return;
      }
      to->condition = c.ndims ? as_expr(&c, from->condition->loc) : c.items[0];
      name_condition(to->condition);
    }
    expand_equations(ctx, &from->equations, &to->equations);
    list_push(&e->branches, to);
  }
  Branch *first = e->branches.count ? e->branches.items[0] : NULL;
  if (first && !first->condition)   /* only an else is left: its statements */
    for (int i = 0; i < first->equations.count; i++)
      list_push(out, first->equations.items[i]);
  else if (first)
    list_push(out, e);
}

typedef struct ForBody { Equation *loop; PtrList *out; } ForBody;

static Val expand_for_body(Ctx *ctx, void *data)
{
  ForBody *body = data;
  Branch *b = body->loop->branches.items[0];
  expand_equations(ctx, &b->equations, body->out);
  return val_new(0, NULL);
}

/* (a, b) = g(x) or := with g a template: one target per scalar output of
   its specialization (NULL for those not taken), each target the size of
   its output.  false when g is not a template. */
static bool expand_tuple_of_array_function(Ctx *ctx, Equation *q, PtrList *out)
{
  Expr *call = q->rhs;
  ClassDef *t = call && call->kind == EX_CALL ? array_function(call->string) : NULL;
  if (!t)
    return false;
  Specialization *s = NULL;
  Val first = expand_array_function_call(ctx, call, t, &s, false);
  if (first.count < 0)
    return true;
  if (q->lhs->args.count > s->n_outputs) {
    diag_error(q->lhs->loc, "'%s' has %d output%s, but %d are assigned here", t->name, s->n_outputs,
               s->n_outputs == 1 ? "" : "s", q->lhs->args.count);
    return true;
  }
  int total = s->output_first[s->n_outputs - 1] + s->output_shapes[s->n_outputs - 1].count;
  Expr *targets = clone_node(q->lhs);
  for (int i = 0; i < total; i++)
    list_push(&targets->args, NULL);
  for (int k = 0; k < q->lhs->args.count; k++) {
    Expr *target = q->lhs->args.items[k];
    if (!target)
      continue;
    Val v = expand(ctx, target);
    if (v.count < 0)
      return true;
    if (!same_shape(&v, &s->output_shapes[k])) {
      diag_error(target->loc, "output %d of '%s' is %s, but '%s' is %s", k + 1, t->name,
                 s->output_shapes[k].ndims ? shape_text(&s->output_shapes[k]) : "a scalar", expr_to_string(target),
                 v.ndims ? shape_text(&v) : "a scalar");
      return true;
    }
    for (int i = 0; i < v.count; i++)
      targets->args.items[s->output_first[k] + i] = v.items[i];
  }
  Expr *value = first.items ? first.items[0] : NULL;
  if (!value)
    return true;
  value->output = 0;
  expr_note_depth(targets);
  list_push(out, equation_like(q, targets, value));
  return true;
}

/* ---- loops in function bodies ---- */

/* Whether every iterator's range is known at compile time (nothing reported). */
static bool ranges_known(Ctx *ctx, const PtrList *iterators)
{
  for (int k = 0; k < iterators->count; k++) {
    Iterator *it = iterators->items[k];
    if (!it->range)
      return false;
    bool reads_earlier = false;   /* known when the earlier ones are: iterate() evaluates it */
    for (int j = 0; j < k; j++)
      reads_earlier |= expr_reads_name(it->range, ((Iterator *)iterators->items[j])->name);
    if (reads_earlier)
      continue;
    Expr *r = it->range;
    Expr *parts[3] = { r, NULL, NULL };
    if (r->kind == EX_RANGE) {   /* expanding a range evaluates it */
      parts[0] = r->a;
      parts[1] = r->b;
      parts[2] = r->c;
    }
    for (int p = 0; p < 3; p++) {
      Val v = parts[p] ? expand(ctx, parts[p]) : val_new(0, NULL);
      if (v.count < 0)
        return false;
      for (int i = 0; parts[p] && i < v.count; i++) {
        double value;
        const char *culprit = NULL;
        if (!eval(ctx, v.items[i], &value, &culprit))
          return false;
      }
    }
  }
  return true;
}

/* A for-loop kept as a loop: its ranges expanded, a list for any range that
   is not a:b or a:step:b. */
static void keep_for_loop(Ctx *ctx, Equation *q, PtrList *out)
{
  Equation *loop = equation_like(q, NULL, NULL);
  loop->iterators = (PtrList){ 0 };
  for (int k = 0; k < q->iterators.count; k++) {
    Iterator *it = xmalloc(sizeof *it);
    *it = *(Iterator *)q->iterators.items[k];
    Expr *r = it->range = loop_range(ctx, it->range);
    if (r && r->kind == EX_RANGE) {
      Val a = expand(ctx, r->a), b = r->b ? expand(ctx, r->b) : val_scalar(NULL), c = expand(ctx, r->c);
      if (a.count != 1 || b.count != 1 || c.count != 1 || a.ndims || b.ndims || c.ndims) {
        if (a.count >= 0 && b.count >= 0 && c.count >= 0)
          diag_error(r->loc, "the bounds of a range must be scalars");
        return;
      }
      it->range = clone_node(r);
      it->range->a = a.items[0];
      it->range->b = b.items[0];
      it->range->c = c.items[0];
      expr_note_depth(it->range);
    } else if (r) {
      Val v = expand(ctx, r);
      if (v.count < 0)
        return;
      if (v.ndims != 1) {
        diag_error(r->loc, "'%s' must range over a vector, not %s", it->name, shape_text(&v));
        return;
      }
      it->range = as_expr(&v, r->loc);
    }
    list_push(&loop->iterators, it);
  }
  Branch *from = q->branches.items[0], *to = xmalloc(sizeof *to);
  *to = *from;
  to->equations = (PtrList){ 0 };
  expand_equations(ctx, &from->equations, &to->equations);
  list_push(&loop->branches, to);
  list_push(out, loop);
}

/* A for-loop in a function: a C loop, unless its body subscripts arrays
   with its variables and its ranges are known, which unrolls it.  In a
   model's algorithm it is always unrolled.  A break in an unrolled loop
   leaves "while true loop <iterations> break; end while". */
static void expand_statement_for(Ctx *ctx, Equation *q, PtrList *out)
{
  Branch *b = q->branches.items[0];
  PtrList names = { 0 };
  for (int k = 0; k < q->iterators.count; k++) {
    Iterator *it = q->iterators.items[k];
    it->range = loop_range(ctx, it->range);
    list_push(&names, it->name);
  }
  loop_names(&b->equations, &names);
  if (ctx->in_function && (!subscripts_with(&b->equations, &names) || !ranges_known(ctx, &q->iterators))) {
    keep_for_loop(ctx, q, out);
    return;
  }
  PtrList unrolled = { 0 }, ignored = { 0 };
  ForBody body = { q, &unrolled };
  if (!iterate(ctx, &q->iterators, 0, expand_for_body, &body, &ignored))
    return;
  if (!has_break(&b->equations)) {
    for (int i = 0; i < unrolled.count; i++)
      list_push(out, unrolled.items[i]);
    return;
  }
  list_push(out, loop_until_break(q, &unrolled));
}

/* while c loop ... end while, break, return: kept, their parts expanded */
static void expand_loop_statement(Ctx *ctx, Equation *q, PtrList *out)
{
  if (q->kind == EQ_WHILE)
    expand_branches(ctx, q, out);
  else
    list_push(out, q);
}

static void expand_equations(Ctx *ctx, PtrList *in, PtrList *out)
{
  for (int i = 0; i < in->count && ctx->equations <= MAX_MODEL_EQUATIONS; i++) {
    Equation *q = in->items[i];
    int at = out->count;
    switch (q->kind) {
    case EQ_SIMPLE: case EQ_ASSIGN:
      expand_simple(ctx, q, out);
      break;
    case EQ_CALL:
      expand_call_equation(ctx, q, out);
      break;
    case EQ_WHEN: case EQ_IF:
      expand_branches(ctx, q, out);
      break;
    case EQ_FOR: {
      if (ctx->in_function || ctx->in_algorithm) {
        expand_statement_for(ctx, q, out);
        break;
      }
      ForBody body = { q, out };
      PtrList ignored = { 0 };
      iterate(ctx, &q->iterators, 0, expand_for_body, &body, &ignored);
      break;
    }
    case EQ_WHILE: case EQ_BREAK: case EQ_RETURN:   /* misplaced ones: flatten.c reports them */
      expand_loop_statement(ctx, q, out);
      break;
    }
    /* the asserts on subscripts: before a statement, which may assign what
       its subscripts read (k := t[k]) */
    int made = out->count - at, n = ctx->pending.count;
    for (int k = 0; k < n; k++)
      list_push(out, ctx->pending.items[k]);
    if ((ctx->in_function || ctx->in_algorithm) && made && n) {
      void **statements = xmalloc(sizeof *statements * (size_t)made);
      memcpy(statements, out->items + at, sizeof *statements * (size_t)made);
      memmove(out->items + at, out->items + at + made, sizeof *statements * (size_t)n);
      memcpy(out->items + at + n, statements, sizeof *statements * (size_t)made);
    }
    ctx->pending.count = 0;
  }
}

/* ---- components ---- */

/* The value of a binding or modifier for each element: an array of the
   component's size, or a scalar given to every element. */
static Val per_element(Ctx *ctx, Symbol *s, Expr *value, const char *what, bool broadcast)
{
  Val v = s->binding_state == 2 && value == s->component->binding ? s->binding : expand(ctx, value);
  if (v.count < 0)
    return BAD;
  Val shape = { .ndims = s->ndims };
  memcpy(shape.dims, s->dims, sizeof s->dims);
  if (same_shape(&v, &shape) || (broadcast && v.ndims == 0))
    return v;
  diag_error(value->loc, "%s of '%s' is %s, but '%s' is %s", what, s->component->name, shape_text(&v),
             s->component->name, shape_text(&shape));
  return BAD;
}

static void scalarize_component(Ctx *ctx, Symbol *s, PtrList *out)
{
  Component *c = s->component;
  if (!ensure_dims(ctx, s))
    return;
  Val binding = { 0 };
  if (c->binding && (binding = per_element(ctx, s, c->binding, "the binding", false)).count < 0)
    return;
  int n_mods = c->modifications.count;
  Val *mods = xcalloc((size_t)n_mods + 1, sizeof *mods);
  for (int m = 0; m < n_mods; m++) {
    Modification *mod = c->modifications.items[m];
    if (mod->value && (mods[m] = per_element(ctx, s, mod->value, xsprintf("'%s'", mod->name), true)).count < 0)
      return;
  }
  component_elements(s, &binding, mods, out);
}

/* ---- a class ---- */

/* The arguments of a function's external call in scalars (externals.c):
   an array as EX_ARRAY of its elements, row-major; size() as a number.
   The clause is copied: a specialization shares its template's. */
static void expand_external(Ctx *ctx, ClassDef *cls)
{
  External *x = xmalloc(sizeof *x);
  *x = *cls->external;
  cls->external = x;
  if (!x->call)
    return;
  Expr *call = xmalloc(sizeof *call);
  *call = *x->call;
  call->args = (PtrList){ 0 };
  for (int i = 0; i < x->call->args.count; i++) {
    Expr *arg = x->call->args.items[i];
    Val v = arg->kind == EX_STRING ? (Val){ .count = -1 } : expand(ctx, arg);
    if (v.count < 0 || (v.ndims == 0 && v.count == 1)) {
      list_push(&call->args, v.count < 0 ? arg : v.items[0]);
      continue;
    }
    Expr *array = expr_new(EX_ARRAY, arg->loc);
    for (int k = 0; k < v.count; k++)
      list_push(&array->args, v.items[k]);
    list_push(&call->args, array);
  }
  x->call = call;
}

/* A model class, or a function class (spec: a template's sizes, else a
   function of scalars whose body uses arrays). */
void expand_class(ClassDef *cls, Specialization *spec)
{
  Ctx ctx = { .cls = cls, .in_function = is_function_class(cls) };
  build_symbols(&ctx);
  PtrList components = { 0 }, equations = { 0 }, initial = { 0 }, algorithms = { 0 };
  for (int i = 0; i < ctx.n_symbols && ctx.scalars <= MAX_MODEL_SCALARS; i++)   /* all sizes, before any element */
    if (ensure_dims(&ctx, &ctx.symbols[i]))
      count_model_scalars(&ctx, &ctx.symbols[i]);
  if (ctx.scalars > MAX_MODEL_SCALARS)
    return;
  for (int i = 0; i < ctx.n_symbols; i++)
    scalarize_component(&ctx, &ctx.symbols[i], &components);
  if (spec)
    record_outputs(&ctx, spec);
  if (cls->external)
    expand_external(&ctx, cls);
  ctx.varying_ok = true;
  expand_equations(&ctx, &cls->equations, &equations);
  ctx.varying_ok = false;
  expand_equations(&ctx, &cls->initial_equations, &initial);
  ctx.varying_ok = true;   /* x[k] with k changing: a choice among the elements */
  ctx.in_algorithm = true;
  for (int i = 0; i < cls->algorithms.count; i++) {
    PtrList *statements = xcalloc(1, sizeof *statements);
    expand_equations(&ctx, cls->algorithms.items[i], statements);
    list_push(&algorithms, statements);
  }
  PtrList initial_algorithms = { 0 };
  for (int i = 0; i < cls->initial_algorithms.count; i++) {
    PtrList *statements = xcalloc(1, sizeof *statements);
    expand_equations(&ctx, cls->initial_algorithms.items[i], statements);
    list_push(&initial_algorithms, statements);
  }
  /* parameters found structural while expanding the equations */
  for (int i = 0, next = 0; i < ctx.n_symbols; i++)
    for (int k = 0; k < ctx.symbols[i].n_elements; k++, next++)
      ((Component *)components.items[next])->structural |= ctx.symbols[i].component->structural;
  cls->components = components;
  cls->equations = equations;
  cls->initial_equations = initial;
  cls->algorithms = algorithms;
  cls->initial_algorithms = initial_algorithms;
}
