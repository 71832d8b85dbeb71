/*
 * arrays_templates.c - functions with array components as templates: which
 * classes are such functions, arguments matched to their inputs and checked
 * against the declared sizes, the specializations made so far (one per set
 * of sizes): the template's copy with sized inputs, its name, its
 * derivative, the shapes of its outputs, and its scalar calls, element-wise
 * ones included.  Specializing (expanding the function class for the sizes)
 * is arrays.c's.
 */
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"
#include "flat/arrays.h"

/* the program and the model class being expanded (arrays_expand) */
Program *program_of;
ClassDef *model_of;
PtrList specializations;   /* Specialization */
long specialized_inputs;   /* scalar inputs of all of them, against a bound (arrays.c) */

bool is_function_class(const ClassDef *c) { return c->restriction && !strcmp(c->restriction, "function"); }

bool class_is_array_function(const ClassDef *c)
{
  if (!is_function_class(c) || c->base_type)
    return false;
  for (int i = 0; i < c->components.count; i++)
    if (((Component *)c->components.items[i])->dims.count)
      return true;
  return false;
}

/* The function class a call names, the model's own first; NULL for other calls. */
ClassDef *function_class(const char *name)
{
  const PtrList *scopes[2] = { model_of ? &model_of->classes : NULL, program_of ? &program_of->classes : NULL };
  for (int k = 0; k < 2; k++)
    for (int i = 0; scopes[k] && i < scopes[k]->count; i++) {
      ClassDef *c = scopes[k]->items[i];
      if (!strcmp(c->name, name) && is_function_class(c))
        return c;
    }
  return NULL;
}

/* The template a call names; NULL for other calls. */
ClassDef *array_function(const char *name)
{
  ClassDef *c = function_class(name);
  return c && class_is_array_function(c) ? c : NULL;
}

/* Which argument each input of the template gets (NULL: its default). */
bool match_template_arguments(Expr *e, ClassDef *t, PtrList *inputs, Expr **given)
{
  for (int i = 0; i < t->components.count; i++)
    if (((Component *)t->components.items[i])->prefixes & PREFIX_INPUT)
      list_push(inputs, t->components.items[i]);
  if (e->args.count > inputs->count) {
    diag_error(e->loc, "'%s' takes %d input%s, but %d arguments were given", t->name, inputs->count,
               inputs->count == 1 ? "" : "s", e->args.count);
    return false;
  }
  for (int i = 0; i < e->args.count; i++)
    given[i] = e->args.items[i];
  for (int k = 0; k < e->named_args.count; k++) {
    Modification *m = e->named_args.items[k];
    int i = 0;
    while (i < inputs->count && strcmp(((Component *)inputs->items[i])->name, m->name))
      i++;
    if (i == inputs->count || given[i]) {
      diag_error(m->loc, i == inputs->count ? "'%s' has no input named '%s'" : "'%s': input '%s' is given twice",
                 t->name, m->name);
      return false;
    }
    given[i] = m->value;
  }
  return true;
}

/* The argument's dimensions against the input's. */
bool check_array_argument(Component *input, Expr *arg, const Val *a)
{
  if (a->ndims == input->dims.count)
    return true;
  diag_error(arg->loc, "input '%s' has %d dimension%s, but the argument is %s", input->name, input->dims.count,
             input->dims.count == 1 ? "" : "s", a->ndims ? shape_text(a) : "a scalar");
  return false;
}

static bool is_real_input(const Component *c)
{
  return strcmp(c->type_name, "Integer") != 0 && strcmp(c->type_name, "Boolean") != 0;
}

/* A Real input of f that annotation m (derivative(noDerivative = u) = df)
   does not name noDerivative or zeroDerivative. */
static bool derivable_input(const Modification *m, const Component *input)
{
  if (!is_real_input(input))
    return false;
  for (int k = 0; k < m->nested.count; k++) {
    const Modification *n = m->nested.items[k];
    size_t length = n->value && n->value->kind == EX_NAME ? strlen(n->value->string) : 0;
    if ((!strcmp(n->name, "noDerivative") || !strcmp(n->name, "zeroDerivative")) && length &&
        !strncmp(n->value->string, input->name, length) && (!input->name[length] || input->name[length] == '.'))
      return false;   /* u, or u.x of a record input u */
  }
  return true;
}

/* Whether df takes a derivative of input j: a derivable one, and with
   derivative(order = k) one of the last 1/k of them (f is then itself a
   derivative, its derivable inputs u and their k-1 derivatives, spec 12.7.1). */
static bool derived_input(const Modification *m, const PtrList *inputs, int j)
{
  int order = 1, all = 0, after = 0;
  for (int k = 0; k < m->nested.count; k++) {
    const Modification *n = m->nested.items[k];
    if (!strcmp(n->name, "order") && n->value && n->value->kind == EX_NUMBER && n->value->number >= 1)
      order = (int)n->value->number;
  }
  for (int k = 0; k < inputs->count; k++) {
    all += derivable_input(m, inputs->items[k]);
    after += k > j && derivable_input(m, inputs->items[k]);
  }
  return derivable_input(m, inputs->items[j]) && after < all / order;
}

/* The sizes df of f's inputs takes (m: f's annotation naming df): f's,
   then those of the inputs it derives again; false after a diagnostic. */
bool derivative_sizes(Specialization *s, ClassDef *t, const Val *args, ClassDef *df, const PtrList *df_inputs,
                      const Modification *m, Val *sizes)
{
  Expr *where = m->value;
  int n = 0, reals = 0;
  for (int j = 0; j < s->inputs.count; j++)
    reals += derived_input(m, &s->inputs, j);
  if (df_inputs->count != s->inputs.count + reals) {
    diag_error(where->loc, "the derivative '%s' of '%s' must take the inputs of '%s' and then one derivative per "
               "Real input: %d inputs in all, not %d", df->name, t->name, t->name, s->inputs.count + reals,
               df_inputs->count);
    return false;
  }
  for (int j = 0; j < s->inputs.count; j++)
    sizes[n++] = args[j].ndims < 0 ? val_new(0, NULL) : args[j];
  for (int j = 0; j < s->inputs.count; j++)
    if (derived_input(m, &s->inputs, j))
      sizes[n++] = args[j].ndims < 0 ? val_new(0, NULL) : args[j];
  return true;
}

/* The call of output k of s, its element i, with the arguments of one call
   (ndims -1: not given, the default in the function).  Arguments go by
   position up to the first such default, by name after it; the elements of
   one call share their argument nodes, so that a result of n elements costs
   n^2 pointers, not n^2 copies, and the code generator knows them for one
   call (codegen.c, shared calls). */
Expr *element_call(Expr *e, Specialization *s, const Val *args, int k, int i)
{
  Expr *x = clone_node(e);
  x->string = s->cls->name;
  x->output = s->output_first[k] + i;
  bool by_position = true;
  for (int j = 0; j < s->inputs.count; j++) {
    Component *input = s->inputs.items[j];
    by_position &= args[j].ndims >= 0;
    for (int m = 0; m < args[j].count; m++) {
      Expr *value = args[j].items[m];
      if (by_position) {
        list_push(&x->args, value);
        continue;
      }
      Modification *named = xcalloc(1, sizeof *named);
      int index[MAX_DIMS];
      for (int d = args[j].ndims - 1, rest = m; d >= 0; d--) {
        index[d] = rest % args[j].dims[d] + 1;
        rest /= args[j].dims[d];
      }
      named->name = args[j].ndims ? element_name(input->name, index, args[j].ndims) : input->name;
      named->loc = e->loc;
      named->value = value;
      list_push(&x->named_args, named);
    }
  }
  expr_note_depth(x);
  return x;
}

static bool is_bound(const DefaultAtCall *d, const char *name)
{
  for (int i = 0; i < d->bound.count; i++)
    if (!strcmp(d->bound.items[i], name))
      return true;
  return false;
}

static Expr *input_at_call(DefaultAtCall *d, const Expr *e)
{
  int i = 0;
  while (i < d->inputs->count && strcmp(((Component *)d->inputs->items[i])->name, e->string))
    i++;
  if (i == d->inputs->count) {
    if (!d->quiet)
      diag_error(e->loc, "the default of an array input of '%s' reads '%s': hysc takes only the function's other "
                 "inputs there", d->function->name, e->string);
    return NULL;
  }
  Component *input = d->inputs->items[i];
  if (d->given[i])
    return d->given[i];
  if (!input->binding || d->depth >= 8) {
    if (!d->quiet)
      diag_error(e->loc, "the default of an array input of '%s' reads '%s', which has no value here", d->function->name,
               e->string);
    return NULL;
  }
  d->depth++;
  Expr *value = default_at_call(d, input->binding);
  d->depth--;
  return value;
}

/* The list with each expression written at the call (':' and end kept). */
static bool list_at_call(DefaultAtCall *d, PtrList *list)
{
  PtrList copy = { 0 };
  for (int i = 0; i < list->count; i++) {
    Expr *x = list->items[i];
    if (x && x->kind != EX_COLON && x->kind != EX_END && !(x = default_at_call(d, x)))
      return false;
    list_push(&copy, x);
  }
  *list = copy;
  return true;
}

Expr *default_at_call(DefaultAtCall *d, const Expr *e)
{
  Expr *c = xmalloc(sizeof *c);
  *c = *e;
  if (e->kind == EX_NAME && !e->path.count && !is_bound(d, e->string)) {
    Expr *value = input_at_call(d, e);
    if (!value || !e->subscripts.count)
      return value;
    c = expr_unary(OP_PLUS, value, e->loc);   /* (value)[subscripts] */
    c->subscripts = e->subscripts;
    return list_at_call(d, &c->subscripts) ? c : NULL;
  }
  int bound = d->bound.count;
  PtrList iterators = { 0 };
  for (int i = 0; i < e->iterators.count; i++) {
    Iterator *it = xmalloc(sizeof *it);
    *it = *(Iterator *)e->iterators.items[i];
    if (it->range && !(it->range = default_at_call(d, it->range)))
      return NULL;
    list_push(&iterators, it);
    list_push(&d->bound, it->name);
  }
  c->iterators = iterators;
  Expr **children[] = { &c->a, &c->b, &c->c };
  bool ok = list_at_call(d, &c->args) && list_at_call(d, &c->subscripts);
  for (int k = 0; ok && k < 3; k++)
    ok = !*children[k] || (*children[k] = default_at_call(d, *children[k]));
  c->named_args = (PtrList){ 0 };
  for (int i = 0; ok && i < e->named_args.count; i++) {
    Modification *m = xmalloc(sizeof *m);
    *m = *(Modification *)e->named_args.items[i];
    ok = !m->value || (m->value = default_at_call(d, m->value));
    list_push(&c->named_args, m);
  }
  d->bound.count = bound;
  return ok ? c : NULL;
}

/* (a, b) = f(x) with x of more dimensions than f's input (spec 12.4.6
   vectorises functions of one output only). */
void refuse_elementwise_tuple(SrcLoc loc, const char *function)
{
  diag_error(loc, "an element-wise call of '%s' (arguments of more dimensions than its inputs) has one output: it "
             "cannot give several", function);
}

/* Element j of v along its first dimension. */
Val slice_first(const Val *v, int j)
{
  Val part = val_new(v->ndims - 1, v->dims + 1);
  memcpy(part.items, v->items + (size_t)j * (size_t)part.count, sizeof *part.items * (size_t)part.count);
  return part;
}

/* "f[3]", "g[2,2;3]": a template's name with the sizes of its array inputs. */
/* An Integer input that sizes a component of template t (output Real y[n]):
   each call's value of it is part of the specialization. */
/* Whether name sizes a component of t, directly or through the bindings
   of protected scalars (Integer b = integer(ceil(n/2)); Real up[b]). */
static bool sizes(const ClassDef *t, const char *name, int depth)
{
  for (int i = 0; i < t->components.count && depth <= t->components.count; i++) {
    const Component *c = t->components.items[i];
    for (int d = 0; d < c->dims.count; d++)
      if (expr_reads_name(c->dims.items[d], name))
        return true;
    if (!c->dims.count && c->binding && !(c->prefixes & (PREFIX_INPUT | PREFIX_OUTPUT)) &&
        expr_reads_name(c->binding, name) && sizes(t, c->name, depth + 1))
      return true;
  }
  return false;
}

bool is_size_input(const ClassDef *t, const Component *input)
{
  if (input->dims.count || strcmp(input->type_name, "Integer") != 0 || !(input->prefixes & PREFIX_INPUT))
    return false;
  return sizes(t, input->name, 0);
}

char *specialization_name(const ClassDef *t, const PtrList *inputs, const Val *args)
{
  char *name = xsprintf("%s[", t->name);
  bool first = true;
  for (int i = 0; i < inputs->count; i++) {
    Component *input = inputs->items[i];
    if (is_size_input(t, input) && args[i].ndims == 0 && args[i].count == 1) {
      name = xsprintf("%s%s%s=%g", name, first ? "" : ";", input->name, args[i].items[0]->number);
      first = false;
    }
    if (!input->dims.count)
      continue;
    name = xsprintf("%s%s", name, first ? "" : ";");
    first = false;
    for (int k = 0; k < args[i].ndims; k++)
      name = xsprintf("%s%s%d", name, k ? "," : "", args[i].dims[k]);
  }
  return xsprintf("%s]", name);
}

static Component *own_component(const ClassDef *cls, const char *name)
{
  for (int i = 0; i < cls->components.count; i++)
    if (!strcmp(((Component *)cls->components.items[i])->name, name))
      return cls->components.items[i];
  return NULL;
}

/* Whether e is known in the specialization: literals, its constants (size
   inputs among them), size(), and Integer arithmetic on them. */
static bool known_in(const ClassDef *cls, const Expr *e)
{
  if (!e)
    return true;
  if (e->kind == EX_NUMBER)
    return true;
  if (e->kind == EX_NAME) {
    const Component *c = own_component(cls, e->string);
    return !e->subscripts.count && c && (c->prefixes & PREFIX_CONSTANT) && c->binding;
  }
  if (e->kind == EX_CALL && !strcmp(e->string, "size"))
    return true;
  static const char *integer_calls[] = { "div", "mod", "rem", "min", "max", "abs", "ceil", "floor", "integer",
                                         NULL };
  bool call = false;
  for (int i = 0; e->kind == EX_CALL && integer_calls[i]; i++)
    call |= !strcmp(e->string, integer_calls[i]);
  if ((e->kind != EX_CALL || !call || e->named_args.count) && e->kind != EX_BINARY && e->kind != EX_UNARY)
    return false;
  for (int i = 0; i < e->args.count; i++)
    if (!known_in(cls, e->args.items[i]))
      return false;
  return known_in(cls, e->a) && known_in(cls, e->b);
}

static bool assigns(const Equation *q, const char *name)
{
  if (q->lhs && q->kind == EQ_ASSIGN && expr_reads_name(q->lhs, name))
    return true;
  for (int b = 0; b < q->branches.count; b++) {
    const Branch *br = q->branches.items[b];
    for (int k = 0; k < br->equations.count; k++)
      if (assigns(br->equations.items[k], name))
        return true;
  }
  return false;
}

/* Real a = ceil(n/4), Integer b = integer(a/2) of a colour map of n
   colours: a protected scalar whose binding is known in the
   specialization and that no statement assigns is a constant of it, so
   that the sizes and ranges written with it ({... for i in 1:b}, 0:1/a:1)
   are known (in declaration order, each seeing those before it). */
static void fold_bound_constants(ClassDef *cls)
{
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    bool bound = !c->dims.count && c->binding && !c->modifications.count &&
                 (!strcmp(c->type_name, "Integer") || !strcmp(c->type_name, "Real")) &&
                 !(c->prefixes & (PREFIX_INPUT | PREFIX_OUTPUT | PREFIX_CONSTANT)) && known_in(cls, c->binding);
    for (int a = 0; bound && a < cls->algorithms.count; a++) {
      const PtrList *body = cls->algorithms.items[a];
      for (int k = 0; bound && k < body->count; k++)
        bound = !assigns(body->items[k], c->name);
    }
    if (!bound)
      continue;
    Component *fixed = xmalloc(sizeof *fixed);
    *fixed = *c;
    fixed->prefixes |= PREFIX_CONSTANT;
    cls->components.items[i] = fixed;
  }
}

/* n := 2*div(m, 2) at the top of a function's algorithm, the only
   assignment of the protected Integer n, with m known in the
   specialization: n becomes a constant of it, so that a loop to n is
   unrolled like one to m (spec 12.4: a function's body runs as written;
   this only moves a value known before the run). */
static void fold_local_constants(ClassDef *cls)
{
  if (cls->algorithms.count != 1)
    return;
  const PtrList *body = cls->algorithms.items[0];
  PtrList kept = { 0 };
  for (int i = 0; i < body->count; i++) {
    Equation *q = body->items[i];
    Component *c = q->kind == EQ_ASSIGN && q->lhs->kind == EX_NAME && !q->lhs->subscripts.count
                 ? own_component(cls, q->lhs->string) : NULL;
    bool once = c && !c->dims.count && !c->binding && !strcmp(c->type_name, "Integer") &&
                !(c->prefixes & (PREFIX_INPUT | PREFIX_OUTPUT | PREFIX_CONSTANT)) && known_in(cls, q->rhs);
    for (int k = 0; once && k < body->count; k++)
      once = k == i || !assigns(body->items[k], c->name);
    if (!once) {
      list_push(&kept, q);
      continue;
    }
    Component *fixed = xmalloc(sizeof *fixed);
    *fixed = *c;
    fixed->prefixes |= PREFIX_CONSTANT;
    fixed->binding = q->rhs;
    cls->components.items[list_index(&cls->components, c)] = fixed;
  }
  PtrList *sections = xcalloc(1, sizeof *sections);
  PtrList *copy = xmalloc(sizeof *copy);
  *copy = kept;
  list_push(sections, copy);
  cls->algorithms = *sections;
}

/* A copy of template t named name, its array inputs sized by their
   arguments (args, in the order of inputs). */
ClassDef *sized_template(const ClassDef *t, const PtrList *inputs, const Val *args, const char *name)
{
  ClassDef *cls = xmalloc(sizeof *cls);
  *cls = *t;
  cls->name = xstrdup(name);
  cls->components = (PtrList){ 0 };
  for (int i = 0; i < t->components.count; i++) {
    Component *c = t->components.items[i];
    int k = list_index(inputs, c);
    if (k >= 0 && c->dims.count) {   /* sizes from the argument */
      Component *sized = xmalloc(sizeof *sized);
      *sized = *c;
      sized->dims = (PtrList){ 0 };
      sized->binding = NULL;   /* its default, when used, is the call's argument (default_at_call) */
      for (int d = 0; d < args[k].ndims; d++) {
        Expr *declared = d < c->dims.count ? c->dims.items[d] : NULL;
        bool type = declared && declared->kind == EX_NAME && !declared->path.count && !declared->subscripts.count &&
                    (!strcmp(declared->string, "Boolean") || lookup_class(declared->string, (ClassDef *)t));
        /* t[Boolean], t[Mode]: the type stays, its values are the subscripts (sizes checked already) */
        list_push(&sized->dims, type ? declared : number_node(args[k].dims[d], ((Expr *)c->dims.items[d])->loc));
      }
      c = sized;
    } else if (k >= 0 && is_size_input(t, c) && args[k].ndims == 0 && args[k].count == 1) {
      Component *fixed = xmalloc(sizeof *fixed);   /* a constant of the specialization, for the sizes */
      *fixed = *c;
      fixed->prefixes |= PREFIX_CONSTANT;
      fixed->binding = args[k].items[0];
      c = fixed;
    }
    list_push(&cls->components, c);
  }
  fold_bound_constants(cls);
  fold_local_constants(cls);
  return cls;
}

/* The annotations of cls, a specialization of t: its derivative
   (annotation i of t) names df, the derivative's specialization, or is
   left out when df is NULL (after a diagnostic). */
void name_derivative(ClassDef *cls, const ClassDef *t, int i, const ClassDef *df)
{
  Modification *m = t->annotation.items[i], *named = xmalloc(sizeof *named);
  *named = *m;
  named->value = clone_node(m->value);
  named->value->string = df ? df->name : "";
  cls->annotation = (PtrList){ 0 };
  for (int k = 0; k < t->annotation.count; k++)
    if (k != i || df)
      list_push(&cls->annotation, k == i ? named : t->annotation.items[k]);
}

/* The leading size of the arguments of more dimensions than their inputs,
   in an element-wise call of template t (false after a diagnostic). */
bool leading_size(const ClassDef *t, const PtrList *inputs, Expr **given, const Val *args, int *size)
{
  *size = -1;
  for (int i = 0; i < inputs->count; i++) {
    Component *input = inputs->items[i];
    if (!given[i] || args[i].ndims <= input->dims.count)
      continue;
    if (*size >= 0 && args[i].dims[0] != *size) {
      diag_error(given[i]->loc, "the arguments of the element-wise call of '%s' must have equal leading sizes: "
                 "%d and %d", t->name, *size, args[i].dims[0]);
      return false;
    }
    *size = args[i].dims[0];
  }
  return true;
}

/* Part j of the element-wise call e: every argument given by name, those
   of more dimensions than their inputs sliced at j. */
Expr *slice_call(const Expr *e, const PtrList *inputs, Expr **given, const Val *args, int j)
{
  Expr *call = clone_node(e);
  for (int i = 0; i < inputs->count; i++) {
    if (!given[i])
      continue;
    Component *input = inputs->items[i];
    Modification *m = xcalloc(1, sizeof *m);
    m->name = input->name;
    m->loc = given[i]->loc;
    Val part = args[i].ndims > input->dims.count ? slice_first(&args[i], j) : args[i];
    m->value = as_expr(&part, given[i]->loc);
    list_push(&call->named_args, m);
  }
  return call;
}

/* Output e->output of the call e of specialization s, as an array of
   scalar calls. */
Val output_value(Expr *e, Specialization *s, const Val *args)
{
  int k = e->output;
  Val v = val_new(s->output_shapes[k].ndims, s->output_shapes[k].dims);
  for (int i = 0; i < v.count; i++)
    v.items[i] = element_call(e, s, args, k, i);
  if (v.count == 0) {   /* an empty result still needs the call, for tuples: (c, d) = f(4) with c sized 0 */
    v.items = xcalloc(1, sizeof *v.items);
    v.items[0] = element_call(e, s, args, k, 0);
  }
  return v;
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
