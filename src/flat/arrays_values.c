/*
 * arrays_values.c - the pieces the arrays stage builds its values from:
 * an expression as a row-major list of scalars with its shape (Val), new
 * and copied nodes, the symbol table of a class, element names (h[2]), and
 * the arithmetic of shapes (stacking, concatenation, products, reductions)
 * that the built-ins are written with.  It expands nothing itself (arrays.c).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"
#include "flat/arrays.h"

const Val BAD = { .count = -1 };

Val val_new(int ndims, const int *dims)
{
  Val v = { .ndims = ndims, .count = 1 };
  for (int k = 0; k < ndims; k++) {
    v.dims[k] = dims[k];
    v.count *= dims[k];
  }
  v.items = xcalloc((size_t)(v.count ? v.count : 1), sizeof *v.items);
  return v;
}

Val val_scalar(Expr *e)
{
  Val v = val_new(0, NULL);
  v.items[0] = e;
  return v;
}

bool same_shape(const Val *a, const Val *b)
{
  if (a->ndims != b->ndims)
    return false;
  for (int k = 0; k < a->ndims; k++)
    if (a->dims[k] != b->dims[k])
      return false;
  return true;
}

char *shape_text(const Val *v)
{
  if (v->ndims == 0)
    return xstrdup("a scalar");
  char *s = xstrdup("size [");
  for (int k = 0; k < v->ndims; k++)
    s = xsprintf("%s%s%d", s, k ? ", " : "", v->dims[k]);
  return xsprintf("%s]", s);
}

Expr *clone_node(const Expr *e)
{
  Expr *c = expr_new(e->kind, e->loc);
  c->number = e->number;
  c->integer_literal = e->integer_literal;
  c->string = e->string;
  c->op = e->op;
  c->output = e->output;   /* which output of a function the call stands for */
  c->printed_name = e->printed_name;   /* an instance's relation keeps its name in event logs */
  return c;
}

/* A copy of e; the calls of a function of arrays ("f[3]") keep their
   argument nodes, which the elements of one result share (element_call). */
Expr *deep_copy(const Expr *e)
{
  if (!e)
    return NULL;
  Expr *c = clone_node(e);
  c->a = deep_copy(e->a);
  c->b = deep_copy(e->b);
  c->c = deep_copy(e->c);
  bool shared = e->kind == EX_CALL && strchr(e->string, '[');
  for (int i = 0; i < e->args.count; i++)
    list_push(&c->args, shared ? e->args.items[i] : deep_copy(e->args.items[i]));
  for (int i = 0; i < e->named_args.count; i++) {
    Modification *m = xmalloc(sizeof *m);
    *m = *(Modification *)e->named_args.items[i];
    m->value = deep_copy(m->value);
    list_push(&c->named_args, m);
  }
  c->depth = e->depth;
  return c;
}

/* A number this stage computed (an index, a size, a parameter's value): an
   Integer when it is a whole number, as indices, sizes and Integer
   parameters are; a whole Real is still accepted wherever a Real is. */
Expr *number_node(double value, SrcLoc loc)
{
  Expr *e = expr_new(EX_NUMBER, loc);
  e->number = value;
  e->integer_literal = value == floor(value) && fabs(value) <= 2147483647.0;
  return e;
}

Expr *binary_node(Operator op, Expr *a, Expr *b, SrcLoc loc) { return expr_binary(op, a, b, loc); }

/* the i-th item, copied when it is used a second time (items are shared
   by broadcasting a scalar) */
Expr *item(const Val *v, int i) { return deep_copy(v->items[v->ndims == 0 ? 0 : i]); }

/* The value of element i of a component from its binding or modifier v,
   made for it: the items of an array are each the element's own (as in
   element-wise operations), a scalar given to every element is copied
   after the first, unless it is a literal (each start = 0, each fixed =
   true), which no later stage writes into: the elements share it. */
Expr *element_value(const Val *v, int i)
{
  if (v->ndims || i == 0)
    return v->items[v->ndims ? i : 0];
  Expr *e = v->items[0];
  bool literal = (e->kind == EX_NUMBER || e->kind == EX_BOOLEAN) && !e->subscripts.count;
  return literal ? e : item(v, i);
}

/* back to an expression: nested {} for arrays (arguments of calls hysc
   does not expand) */
static Expr *val_to_expr(const Val *v, int dim, int *next, SrcLoc loc)
{
  if (dim == v->ndims)
    return v->items[(*next)++];
  Expr *e = expr_new(EX_ARRAY, loc);
  for (int i = 0; i < v->dims[dim]; i++)
    list_push(&e->args, val_to_expr(v, dim + 1, next, loc));
  expr_note_depth(e);
  return e;
}

Expr *as_expr(const Val *v, SrcLoc loc)
{
  int next = 0;
  return val_to_expr(v, 0, &next, loc);
}

static unsigned hash_name(const char *s, size_t n)
{
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

Symbol *lookup_n(Ctx *ctx, const char *name, size_t n)
{
  for (unsigned h = hash_name(name, n) % (unsigned)ctx->table_size;; h = (h + 1) % (unsigned)ctx->table_size) {
    int k = ctx->table[h];
    if (!k)
      return NULL;
    const char *s = ctx->symbols[k - 1].component->name;
    if (strlen(s) == n && !strncmp(s, name, n))
      return &ctx->symbols[k - 1];
  }
}

Symbol *lookup(Ctx *ctx, const char *name) { return lookup_n(ctx, name, strlen(name)); }

void build_symbols(Ctx *ctx)
{
  ClassDef *cls = ctx->cls;
  ctx->n_symbols = cls->components.count;
  ctx->symbols = xcalloc((size_t)ctx->n_symbols + 1, sizeof *ctx->symbols);
  ctx->table_size = 2 * ctx->n_symbols + 7;
  ctx->table = xcalloc((size_t)ctx->table_size, sizeof *ctx->table);
  for (int i = 0; i < ctx->n_symbols; i++) {
    Component *c = cls->components.items[i];
    ctx->symbols[i].component = c;
    if (lookup(ctx, c->name))
      continue;   /* declared twice: flatten.c reports it */
    unsigned h = hash_name(c->name, strlen(c->name)) % (unsigned)ctx->table_size;
    while (ctx->table[h])
      h = (h + 1) % (unsigned)ctx->table_size;
    ctx->table[h] = i + 1;
  }
}

char *element_name(const char *base, const int *index, int n)
{
  size_t length = strlen(base) + 2 + 12 * (size_t)n;
  char *s = xmalloc(length), *p = s + sprintf(s, "%s[", base);
  for (int k = 0; k < n; k++)
    p += sprintf(p, k ? ",%d" : "%d", index[k]);
  strcpy(p, "]");
  return s;
}

/* The name of element index of s ("h[2]", "A[1,3]"), made once for every
   equation that reads it and the component itself. */
char *symbol_element_name(Symbol *s, const int *index)
{
  int position = 0, count = 1;
  for (int k = 0; k < s->ndims; k++) {
    position = position * s->dims[k] + index[k] - 1;
    count *= s->dims[k];
  }
  if (!s->element_names)
    s->element_names = xcalloc((size_t)count + 1, sizeof *s->element_names);
  if (!s->element_names[position])
    s->element_names[position] = element_name(s->component->name, index, s->ndims);
  return s->element_names[position];
}

/* if k <= mid then (lo..mid) else (mid+1..hi): a choice among the elements
   that stays log(n) deep */
Expr *choose(Expr *k, Val *choices, int lo, int hi, int i, SrcLoc loc)
{
  if (lo == hi)
    return choices[lo].items[choices[lo].ndims ? i : 0];
  int mid = (lo + hi) / 2;
  Expr *e = expr_new(EX_IF, loc);
  e->a = binary_node(OP_LE, deep_copy(k), number_node(mid + 1, loc), loc);
  e->b = choose(k, choices, lo, mid, i, loc);
  e->c = choose(k, choices, mid + 1, hi, i, loc);
  expr_note_depth(e);
  return e;
}

/* assert(1 <= k and k <= size), with the equation being expanded; inside
   branches of if-expressions, only where they are taken */
void assert_in_range(Ctx *ctx, Expr *k, SrcLoc subscript, const char *name, int dim, int size)
{
  Expr *call = expr_new(EX_CALL, k->loc), *message = expr_new(EX_STRING, k->loc);
  call->string = "assert";
  message->string = xsprintf("subscript %s of '%s' out of range: dimension %d has size %d",
                             diag_source_text(subscript), name, dim + 1, size);
  Expr *holds = binary_node(OP_AND, binary_node(OP_GE, deep_copy(k), number_node(1, k->loc), k->loc),
                            binary_node(OP_LE, deep_copy(k), number_node(size, k->loc), k->loc), k->loc);
  for (int g = ctx->guards.count - 1; g >= 0; g--) {   /* not guard or holds */
    const Expr *guard = ctx->guards.items[g];
    if (guard)
      holds = binary_node(OP_OR, expr_unary(OP_NOT, deep_copy(guard), k->loc), holds, k->loc);
  }
  char *condition = expr_to_string(holds);
  for (int i = 0; i < ctx->pending.count; i++) {   /* one per subscript: t[k, j] chooses among n rows of t[k, :] */
    const Expr *other = ((Equation *)ctx->pending.items[i])->lhs;
    if (other->args.count == 2 && !strcmp(((Expr *)other->args.items[1])->string, message->string) &&
        !strcmp(expr_to_string(other->args.items[0]), condition))
      return;
  }
  list_push(&call->args, holds);
  list_push(&call->args, message);
  expr_note_depth(call);
  Equation *check = xcalloc(1, sizeof *check);
  check->kind = EQ_CALL;
  check->loc = k->loc;
  check->lhs = call;
  list_push(&ctx->pending, check);
}

/* The elements of v at the indices of every dimension; a dimension whose
   subscript changes during the run is a choice among its elements. */
Val pick_elements(Ctx *ctx, const Val *v, Indices *indices, const char *name, const PtrList *subscripts)
{
  for (int k = 0; k < v->ndims; k++) {
    Expr *varying = indices[k].varying;
    if (!varying)
      continue;
    int size = v->dims[k];
    Val *choices = xmalloc(sizeof *choices * (size_t)size);
    indices[k] = (Indices){ .count = 1, .values = xmalloc(sizeof(int)) };
    for (int j = 0; j < size; j++) {
      indices[k].values[0] = j + 1;
      if ((choices[j] = pick_elements(ctx, v, indices, name, subscripts)).count < 0)
        return BAD;
    }
    indices[k] = (Indices){ .varying = varying };
    Val chosen = val_new(choices[0].ndims, choices[0].dims);
    for (int i = 0; i < chosen.count; i++)
      chosen.items[i] = choose(varying, choices, 0, size - 1, i, varying->loc);
    assert_in_range(ctx, varying, ((Expr *)subscripts->items[k])->loc, name, k, size);
    return chosen;
  }
  int dims[MAX_DIMS], ndims = 0, position[MAX_DIMS] = { 0 };
  for (int k = 0; k < v->ndims; k++)
    if (indices[k].keeps_dim)
      dims[ndims++] = indices[k].count;
  Val out = val_new(ndims, dims);
  for (int i = 0; i < out.count; i++) {
    int at = 0;
    for (int k = 0; k < v->ndims; k++)
      at = at * v->dims[k] + indices[k].values[position[k]] - 1;
    out.items[i] = item(v, at);
    for (int k = v->ndims - 1; k >= 0; k--) {   /* odometer, last subscript fastest */
      if (++position[k] < indices[k].count)
        break;
      position[k] = 0;
    }
  }
  return out;
}

/* {a, b, ...}: the elements along a new first dimension */
Val stack(const Val *parts, int n, SrcLoc loc, const char *what)
{
  for (int i = 1; i < n; i++)
    if (!same_shape(&parts[0], &parts[i])) {
      diag_error(loc, "the elements of %s must have equal sizes: element 1 is %s, element %d is %s", what,
                 shape_text(&parts[0]), i + 1, shape_text(&parts[i]));
      return BAD;
    }
  int dims[MAX_DIMS];
  int inner = n ? parts[0].ndims : 0;
  if (inner + 1 > MAX_DIMS) {
    diag_error(loc, "arrays have at most %d dimensions", MAX_DIMS);
    return BAD;
  }
  dims[0] = n;
  for (int k = 0; k < inner; k++)
    dims[k + 1] = parts[0].dims[k];
  Val v = val_new(inner + 1, dims);
  int per = n ? parts[0].count : 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < per; j++)
      v.items[i * per + j] = parts[i].items[parts[i].ndims ? j : 0];
  return v;
}

static Val parts_to_val(PtrList *parts)
{
  Val *flat = xmalloc(sizeof *flat * (size_t)(parts->count ? parts->count : 1));
  for (int i = 0; i < parts->count; i++)
    flat[i] = *(Val *)parts->items[i];
  Val v = { .count = parts->count };
  v.items = (Expr **)flat;   /* a vector of Vals: see stack_parts */
  return v;
}

Val stack_parts(PtrList *parts, SrcLoc loc, const char *what)
{
  Val holder = parts_to_val(parts);
  return stack((Val *)holder.items, holder.count, loc, what);
}

/* a as a matrix: a scalar is 1x1, a vector a column */
Val as_matrix(Val a)
{
  if (a.ndims == 2 || a.ndims > 2)
    return a;
  Val m = a;
  m.ndims = 2;
  m.dims[0] = a.ndims == 0 ? 1 : a.dims[0];
  m.dims[1] = 1;
  return m;
}

/* concatenation along dimension k (from 0) */
Val concatenate(Val *parts, int n, int k, SrcLoc loc)
{
  int dims[MAX_DIMS];
  for (int i = 0; i < n; i++)
    if (parts[i].ndims != parts[0].ndims || k >= parts[i].ndims) {
      diag_error(loc, "cannot concatenate %s and %s along dimension %d", shape_text(&parts[0]), shape_text(&parts[i]),
                 k + 1);
      return BAD;
    }
  int ndims = parts[0].ndims, total = 0;
  for (int i = 0; i < n; i++) {
    for (int d = 0; d < ndims; d++)
      if (d != k && parts[i].dims[d] != parts[0].dims[d]) {
        diag_error(loc, "cannot concatenate %s and %s along dimension %d: the other sizes differ",
                   shape_text(&parts[0]), shape_text(&parts[i]), k + 1);
        return BAD;
      }
    total += parts[i].dims[k];
  }
  for (int d = 0; d < ndims; d++)
    dims[d] = parts[0].dims[d];
  dims[k] = total;
  Val v = val_new(ndims, dims);
  int outer = 1, inner = 1;
  for (int d = 0; d < k; d++)
    outer *= dims[d];
  for (int d = k + 1; d < ndims; d++)
    inner *= dims[d];
  int next = 0;
  for (int o = 0; o < outer; o++)
    for (int i = 0; i < n; i++) {
      int chunk = parts[i].dims[k] * inner;
      for (int j = 0; j < chunk; j++)
        v.items[next++] = parts[i].items[o * chunk + j];
    }
  return v;
}

Val map_unary(Expr *e, Val a)
{
  Val v = val_new(a.ndims, a.dims);
  for (int i = 0; i < v.count; i++)
    v.items[i] = expr_unary(e->op, a.items[i], e->loc);
  return v;
}

/* element-wise: equal shapes, or one side a scalar */
Val map_binary(Expr *e, Operator op, Val a, Val b)
{
  if (a.ndims && b.ndims && !same_shape(&a, &b)) {
    diag_error(e->loc, "the operands of '%s' must have equal sizes: the left is %s, the right %s",
               operator_text(e->op), shape_text(&a), shape_text(&b));
    return BAD;
  }
  Val v = val_new(a.ndims ? a.ndims : b.ndims, a.ndims ? a.dims : b.dims);
  for (int i = 0; i < v.count; i++)
    v.items[i] = binary_node(op, i && !a.ndims ? item(&a, i) : a.items[a.ndims ? i : 0],
                             i && !b.ndims ? item(&b, i) : b.items[b.ndims ? i : 0], e->loc);
  for (int i = 0; i < v.count; i++)   /* a relation of an instance keeps its name in event logs */
    ((Expr *)v.items[i])->printed_name = e->printed_name;
  return v;
}

/* a balanced tree of op over items (sums of thousands of terms stay shallow) */
Expr *fold(Operator op, Expr **items, int n, SrcLoc loc, const char *call)
{
  if (n == 1)
    return items[0];
  Expr *left = fold(op, items, n / 2, loc, call), *right = fold(op, items + n / 2, n - n / 2, loc, call);
  if (!call)
    return binary_node(op, left, right, loc);
  Expr *e = expr_new(EX_CALL, loc);
  e->string = (char *)call;
  list_push(&e->args, left);
  list_push(&e->args, right);
  expr_note_depth(e);
  return e;
}

Val product(Expr *e, Val a, Val b)
{
  if (a.ndims == 0 || b.ndims == 0)
    return map_binary(e, OP_MUL, a, b);
  int inner_a = a.dims[a.ndims - 1];
  if (a.ndims > 2 || b.ndims > 2 || inner_a != b.dims[0]) {
    diag_error(e->loc, "cannot multiply %s by %s: the inner sizes must agree", shape_text(&a), shape_text(&b));
    return BAD;
  }
  int rows = a.ndims == 2 ? a.dims[0] : 1, cols = b.ndims == 2 ? b.dims[1] : 1;
  int dims[2] = { 0, 0 }, ndims = 0;
  if (a.ndims == 2)
    dims[ndims++] = rows;
  if (b.ndims == 2)
    dims[ndims++] = cols;
  Val v = val_new(ndims, dims);
  Expr **terms = xmalloc(sizeof *terms * (size_t)(inner_a ? inner_a : 1));
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      for (int k = 0; k < inner_a; k++)
        terms[k] = binary_node(OP_MUL, item(&a, r * inner_a + k), item(&b, k * cols + c), e->loc);
      v.items[r * cols + c] = inner_a ? fold(OP_ADD, terms, inner_a, e->loc, NULL) : number_node(0, e->loc);
    }
  return v;
}

bool in_list(const char *name, const char *const *list)
{
  for (int i = 0; list[i]; i++)
    if (!strcmp(name, list[i]))
      return true;
  return false;
}

bool arg_count(Expr *e, int low, int high)
{
  int n = e->args.count;
  if (n >= low && (high < 0 || n <= high) && !e->named_args.count)
    return true;
  if (low == high)
    diag_error(e->loc, "'%s' takes %d argument%s, here %d", e->string, low, low == 1 ? "" : "s", n);
  else if (high < 0)
    diag_error(e->loc, "'%s' takes %d or more arguments, here %d", e->string, low, n);
  else
    diag_error(e->loc, "'%s' takes %d to %d arguments, here %d", e->string, low, high, n);
  return false;
}

Val call_node(Expr *e, Expr **args, int n)
{
  Expr *x = clone_node(e);
  for (int i = 0; i < n; i++)
    list_push(&x->args, args[i]);
  expr_note_depth(x);
  return val_scalar(x);
}

/* The shape shared by the array values among n (NULL: all scalars); false
   after a diagnostic on unequal shapes. */
bool common_shape(Expr *e, const Val *values, int n, const Val **shape)
{
  for (int i = 0; i < n; i++) {
    if (values[i].count < 0)
      return false;
    if (!values[i].ndims)
      continue;
    if (*shape && !same_shape(*shape, &values[i])) {
      diag_error(e->loc, "the array arguments of '%s' must have equal sizes: %s and %s", e->string,
                 shape_text(*shape), shape_text(&values[i]));
      return false;
    }
    *shape = &values[i];
  }
  return true;
}

/* Element j of an argument: its own element, or the scalar (a copy past the first use). */
Expr *element_or_scalar(const Val *a, int j) { return a->ndims ? a->items[j] : j ? item(a, 0) : a->items[0]; }

Val filled(Val value, const int *dims, int ndims)
{
  int all[MAX_DIMS];
  if (ndims + value.ndims > MAX_DIMS)
    return BAD;
  for (int k = 0; k < ndims; k++)
    all[k] = dims[k];
  for (int k = 0; k < value.ndims; k++)
    all[ndims + k] = value.dims[k];
  Val v = val_new(ndims + value.ndims, all);
  for (int i = 0; i < v.count; i++)
    v.items[i] = deep_copy(value.items[i % value.count]);
  return v;
}

Expr *minus(Expr *a, Expr *b, SrcLoc loc) { return binary_node(OP_SUB, a, b, loc); }

Expr *times(Expr *a, Expr *b, SrcLoc loc) { return binary_node(OP_MUL, deep_copy(a), deep_copy(b), loc); }

Equation *equation_like(const Equation *q, Expr *lhs, Expr *rhs)
{
  Equation *e = xmalloc(sizeof *e);
  *e = *q;
  e->lhs = lhs;
  e->rhs = rhs;
  e->branches = (PtrList){ 0 };
  return e;
}

static void mark_printed_name(Expr *e, void *data)
{
  (void)data;
  e->printed_name = true;
}

static void find_element_call(Expr *e, void *data)
{
  *(bool *)data |= e->kind == EX_CALL && strchr(e->string, '[') != NULL;   /* "f[3]": a specialization */
}

/* Event logs name a condition by its printed form (h[2] < 0 where the
   source has h[i] < 0), unless it calls a function of arrays: printed, each
   element's call lists every argument. */
void name_condition(Expr *condition)
{
  bool element_call = false;
  expr_walk(condition, find_element_call, &element_call, false);
  if (!element_call)
    expr_walk(condition, mark_printed_name, NULL, false);
}

static bool reads_name(Expr *e, const char *name, bool in_subscript)
{
  if (!e)
    return false;
  if (e->kind == EX_NAME && in_subscript && !strcmp(e->string, name))
    return true;
  for (int i = 0; i < e->subscripts.count; i++)
    if (reads_name(e->subscripts.items[i], name, true))
      return true;
  if (reads_name(e->a, name, in_subscript) || reads_name(e->b, name, in_subscript) ||
      reads_name(e->c, name, in_subscript))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (reads_name(e->args.items[i], name, in_subscript))
      return true;
  for (int i = 0; i < e->named_args.count; i++)
    if (reads_name(((Modification *)e->named_args.items[i])->value, name, in_subscript))
      return true;
  return false;
}

/* The names of the loop variables of for-loops in statements, nested ones too. */
void loop_names(const PtrList *statements, PtrList *names)
{
  for (int i = 0; i < statements->count; i++) {
    Equation *q = statements->items[i];
    for (int k = 0; q->kind == EQ_FOR && k < q->iterators.count; k++)
      list_push(names, ((Iterator *)q->iterators.items[k])->name);
    for (int b = 0; b < q->branches.count; b++)
      loop_names(&((Branch *)q->branches.items[b])->equations, names);
  }
}

/* Whether statements subscript an array with one of names. */
bool subscripts_with(const PtrList *statements, const PtrList *names)
{
  for (int i = 0; i < statements->count; i++) {
    Equation *q = statements->items[i];
    for (int k = 0; k < names->count; k++) {
      if (reads_name(q->lhs, names->items[k], false) || reads_name(q->rhs, names->items[k], false))
        return true;
      for (int b = 0; b < q->branches.count; b++)
        if (reads_name(((Branch *)q->branches.items[b])->condition, names->items[k], false))
          return true;
    }
    for (int b = 0; b < q->branches.count; b++)
      if (subscripts_with(&((Branch *)q->branches.items[b])->equations, names))
        return true;
  }
  return false;
}

bool has_break(const PtrList *statements)
{
  for (int i = 0; i < statements->count; i++) {
    Equation *q = statements->items[i];
    if (q->kind == EQ_BREAK)
      return true;
    for (int b = 0; b < q->branches.count; b++)
      if (has_break(&((Branch *)q->branches.items[b])->equations))
        return true;
  }
  return false;
}

/* The scalar components of component s, its dimensions known: one per
   element, named h[2], each with its element of the binding and of every
   modifier (binding and mods: per element, or a scalar for all). */
void component_elements(Symbol *s, const Val *binding, const Val *mods, PtrList *out)
{
  Component *c = s->component;
  int n_mods = c->modifications.count;
  int count = 1, index[MAX_DIMS];
  for (int k = 0; k < s->ndims; k++)
    count *= s->dims[k];
  for (int i = 0; i < count; i++) {
    Component *e = xmalloc(sizeof *e);
    *e = *c;
    e->dims = (PtrList){ 0 };
    if (s->ndims) {
      for (int k = s->ndims - 1, rest = i; k >= 0; k--) {
        index[k] = rest % s->dims[k] + 1;
        rest /= s->dims[k];
      }
      e->name = symbol_element_name(s, index);
    }
    e->binding = c->binding ? element_value(binding, i) : NULL;
    e->modifications = (PtrList){ 0 };
    for (int m = 0; m < n_mods; m++) {
      Modification *mod = xmalloc(sizeof *mod);
      *mod = *(Modification *)c->modifications.items[m];
      if (mod->value)
        mod->value = element_value(&mods[m], i);
      list_push(&e->modifications, mod);
    }
    list_push(out, e);
    s->n_elements++;
  }
}

/* The statements of an unrolled loop with a break in its body, so that the
   break still leaves it: "while true loop <statements> break; end while". */
Equation *loop_until_break(const Equation *q, PtrList *unrolled)
{
  Equation *loop = equation_like(q, NULL, NULL), *stop = xcalloc(1, sizeof *stop);
  loop->kind = EQ_WHILE;
  loop->iterators = (PtrList){ 0 };
  stop->kind = EQ_BREAK;
  stop->loc = q->loc;
  list_push(unrolled, stop);
  Branch *always = xcalloc(1, sizeof *always);
  always->condition = expr_new(EX_BOOLEAN, q->loc);
  always->condition->number = 1;
  always->loc = q->loc;
  always->equations = *unrolled;
  list_push(&loop->branches, always);
  return loop;
}

/* The elements of s that the indices of its subscripts pick, by name
   (h[2]), row-major in a value of ndims dimensions. */
Val named_elements(const Expr *e, Symbol *s, const Indices *indices, int ndims, const int *dims)
{
  Val v = val_new(ndims, dims);
  int position[MAX_DIMS] = { 0 }, index[MAX_DIMS];
  for (int i = 0; i < v.count; i++) {
    for (int k = 0; k < s->ndims; k++)
      index[k] = indices[k].values[position[k]];
    Expr *x = expr_new(EX_NAME, e->loc);
    x->string = symbol_element_name(s, index);
    v.items[i] = x;
    for (int k = s->ndims - 1; k >= 0; k--) {   /* odometer, last subscript fastest */
      if (++position[k] < indices[k].count)
        break;
      position[k] = 0;
    }
  }
  return v;
}

/* Whether e has at most ndims subscripts, the dimensions of what it names
   (name, for the message otherwise). */
bool subscripts_fit(const Expr *e, const char *name, int ndims)
{
  if (e->subscripts.count <= ndims)
    return true;
  if (!ndims)
    diag_error(e->loc, "'%s' is a scalar: it takes no subscripts", name);
  else
    diag_error(e->loc, "'%s' has %d dimension%s but %d subscripts", name, ndims, ndims == 1 ? "" : "s",
               e->subscripts.count);
  return false;
}

/* A subscript sub of name that changes during the run (it depends on
   culprit) where hysc needs it known at compile time. */
void report_varying_subscript(const Ctx *ctx, const Expr *sub, const char *name, const char *culprit)
{
  if (ctx->in_function)
    diag_error(sub->loc, "the subscript of '%s' changes during the run (it depends on '%s'): a function may "
               "read such an element but not assign it (a loop over a range known at compile time is "
               "unrolled instead)", name, culprit);
  else
    diag_error(sub->loc, "the subscript of '%s' changes during the run (it depends on '%s'): hysc takes such "
               "subscripts in the expressions of equations and algorithms and on the side an assignment of an "
               "algorithm defines, not in declarations or on the side an equation defines", name, culprit);
}

/* Subscript sub of dimension k of s is index, out of its range; a subscript
   written otherwise than as the number (Mode.c, an enumeration's literal)
   is named with its number. */
void report_out_of_range(const Expr *sub, const Symbol *s, int k, long index)
{
  int size = s->dims[k];
  const char *text = diag_source_text(sub->loc);
  char *number = xsprintf("%ld", index);
  char *subscript = text && *text && strcmp(text, number) ? xsprintf("'%s' (%ld)", text, index) : number;
  if (s->ndims == 1)
    diag_error(sub->loc, "subscript %s is out of range: '%s' has %d elements", subscript, s->component->name, size);
  else
    diag_error(sub->loc, "subscript %s is out of range: dimension %d of '%s' has size %d", subscript, k + 1,
               s->component->name, size);
}

/* ---- for-loop iterators and the model's bounds ---- */

/* the innermost for-loop iterator that e names, -1 when none */
static int iterator_slot(const Ctx *ctx, const Expr *e)
{
  if (e->kind != EX_NAME || e->subscripts.count)
    return -1;
  for (int i = ctx->n_iter - 1; i >= 0; i--)
    if (!strcmp(ctx->iter_name[i], e->string))
      return i;
  return -1;
}

/* the value of the innermost for-loop iterator that e names */
bool iterator_value(const Ctx *ctx, const Expr *e, double *value)
{
  int i = iterator_slot(ctx, e);
  if (i >= 0)
    *value = ctx->iter_value[i];
  return i >= 0;
}

/* whether e names an iterator over Boolean values (for b in false:true) */
bool iterator_boolean(const Ctx *ctx, const Expr *e)
{
  int i = iterator_slot(ctx, e);
  return i >= 0 && ctx->iter_boolean[i];
}

const char *iterator_text(const Ctx *ctx, const Expr *e)
{
  int i = iterator_slot(ctx, e);
  return i >= 0 ? ctx->iter_text[i] : NULL;
}


/* count more scalar equations of the model: beyond its bound one located
   error naming the size (in functions, statements are not counted) */
bool within_equation_bound(Ctx *ctx, SrcLoc loc, int count)
{
  if (ctx->in_function)
    return true;
  if (ctx->equations > MAX_MODEL_EQUATIONS)   /* refused already */
    return false;
  if ((ctx->equations += count) <= MAX_MODEL_EQUATIONS)
    return true;
  diag_error(loc, "with this equation the model has %ld scalar equations: hysc handles at most %d per model",
             ctx->equations, MAX_MODEL_EQUATIONS);
  return false;
}


/* The elements of s, counted before any is made: beyond the model's bound
   a located error naming the sizes (the memory a model takes is bounded
   before it is taken; hysc(1), SECURITY). */
void count_model_scalars(Ctx *ctx, Symbol *s)
{
  long count = 1;
  for (int k = 0; k < s->ndims; k++)
    count *= s->dims[k];
  if ((ctx->scalars += count) > MAX_MODEL_SCALARS)
    diag_error(s->component->loc, "'%s' has %ld element%s, which bring the model to %ld scalar variables: "
               "hysc handles at most %d per model", s->component->name, count, count == 1 ? "" : "s",
               ctx->scalars, MAX_MODEL_SCALARS);
}

/* ---- assignments element by element ---- */

/* The symbol and flat element index of an expanded name such as "h[2,1]";
   its sizes are known, as it was expanded (index 0 otherwise). */
static Symbol *known_element(Ctx *ctx, const char *name, int *index)
{
  const char *bracket = strchr(name, '[');
  Symbol *s = lookup_n(ctx, name, bracket ? (size_t)(bracket - name) : strlen(name));
  *index = 0;
  if (!s || !bracket || s->dims_state != 2)
    return s;
  const char *p = bracket + 1;
  for (int k = 0; k < s->ndims; k++) {
    *index = *index * s->dims[k] + (int)strtol(p, (char **)&p, 10) - 1;
    p++;
  }
  return s;
}

/* The name of an element of symbol s marked in done, that e reads; NULL if none. */
static const char *reads_marked(Ctx *ctx, const Expr *e, const Symbol *s, const bool *done)
{
  if (!e)
    return NULL;
  int index;
  if (e->kind == EX_NAME && known_element(ctx, e->string, &index) == s && done[index])
    return e->string;
  const char *found = NULL;
  const Expr *children[] = { e->a, e->b, e->c };
  for (int i = 0; i < 3 && !found; i++)
    found = reads_marked(ctx, children[i], s, done);
  for (int i = 0; i < e->args.count && !found; i++)
    found = reads_marked(ctx, e->args.items[i], s, done);
  for (int i = 0; i < e->named_args.count && !found; i++)
    found = reads_marked(ctx, ((Modification *)e->named_args.items[i])->value, s, done);
  return found;
}

/* y := A*y element by element would read elements already assigned: an
   error rather than a wrong value.  l and r are the expanded sides. */
void check_assignment_order(Ctx *ctx, const Equation *q, const Val *l, const Val *r)
{
  int index;
  Symbol *s = l->count > 1 && l->items[0]->kind == EX_NAME ? known_element(ctx, l->items[0]->string, &index) : NULL;
  if (!s || !s->ndims)
    return;
  int size = 1;
  for (int k = 0; k < s->ndims; k++)
    size *= s->dims[k];
  bool *done = xcalloc((size_t)size, sizeof *done);
  for (int i = 0; i < l->count; i++) {
    const char *read = reads_marked(ctx, r->items[r->ndims ? i : 0], s, done);
    if (read) {
      diag_error(q->rhs->loc, "'%s' is assigned element by element, and element %d of the right side reads '%s', "
                 "assigned before it: assign through another variable", s->component->name, i + 1, read);
      return;
    }
    if (known_element(ctx, l->items[i]->string, &index) == s)
      done[index] = true;
  }
}
