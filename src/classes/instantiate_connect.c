/*
 * instantiate_connect.c - connect() into connection sets (chapter 9):
 * union-find over the inside and outside connector elements, then the
 * equations of each set (potentials equal, flows summing to zero,
 * unconnected flows zero), and the checks of what may be connected.
 */
#include <stdlib.h>
#include <string.h>

#include "classes/classes.h"
#include "classes/instantiate.h"

/* ---- connections (chapter 9) ---- */

/* One element of a connection set: a variable of a connector, seen from
   outside or from inside (spec 9.2); flows of outside elements count
   negatively. */
typedef struct SetElement {
  char *var;
  bool outside, flow, stream;
  int parent;
  SrcLoc loc;
} SetElement;

typedef struct Sets {
  PtrList elements;   /* SetElement */
  Map index;          /* "var#o" / "var#i" -> element number + 1 */
} Sets;

static int set_element(Sets *sets, const char *var, bool outside, bool flow, SrcLoc loc)
{
  char *key = xsprintf("%s#%c", var, outside ? 'o' : 'i');
  long found = (long)(size_t)map_get(&sets->index, key);
  if (found)
    return (int)found - 1;
  SetElement *e = xcalloc(1, sizeof *e);
  *e = (SetElement){ (char *)var, outside, flow, false, sets->elements.count, loc };
  list_push(&sets->elements, e);
  map_put(&sets->index, key, (void *)(size_t)sets->elements.count);
  return sets->elements.count - 1;
}

static int set_root(Sets *sets, int i)
{
  while (((SetElement *)sets->elements.items[i])->parent != i) {
    SetElement *e = sets->elements.items[i];
    e->parent = ((SetElement *)sets->elements.items[e->parent])->parent;
    i = e->parent;
  }
  return i;
}

static ConnectorVar *connector_var(const Connector *k, const char *name)
{
  for (int i = 0; i < k->vars.count; i++)
    if (!strcmp(((ConnectorVar *)k->vars.items[i])->name, name))
      return k->vars.items[i];
  return NULL;
}

static bool compatible(const Connector *a, const Connector *b, const Connection *k)
{
  bool same = a->vars.count == b->vars.count;
  ConnectorVar *va = NULL, *vb = NULL;
  for (int i = 0; same && i < a->vars.count; i++) {
    va = a->vars.items[i], vb = connector_var(b, va->name);
    same = vb && va->flow == vb->flow;
  }
  if (!same && vb)
    diag_error(k->loc, "cannot connect '%s' to '%s': one is a flow variable, the other is not (spec 9.3)",
               va->full, vb->full);
  else if (!same) {
    diag_error(k->loc, "cannot connect '%s' (a %s) to '%s' (a %s): their variables differ", a->name, a->cls->name,
               b->name, b->cls->name);
    diag_note(a->cls->loc, "'%s' is declared here", a->cls->name);
    diag_note(b->cls->loc, "'%s' is declared here", b->cls->name);
  }
  return same;
}

/* An output seen from inside, or a public input seen from outside, gives
   the signal its value: two of them in one connect() are two sources (spec
   9.3).  A protected input of the class (connect(k, k_internal)) receives. */
static bool is_signal_source(const Connector *k, const ConnectorVar *v, bool outside)
{
  if (v->in_bus)
    return false;   /* a bus passes signals on: their sources are what is connected to it */
  return outside ? (v->prefixes & PREFIX_INPUT) && !k->protected_ : (v->prefixes & PREFIX_OUTPUT) != 0;
}

static bool one_source(const Connector *a, const Connector *b, const Connection *k)
{
  for (int i = 0; i < a->vars.count; i++) {
    ConnectorVar *va = a->vars.items[i], *vb = connector_var(b, va->name);
    if (is_signal_source(a, va, k->a_outside) && is_signal_source(b, vb, k->b_outside)) {
      diag_error(k->loc, "connect() joins two sources of one signal: '%s' and '%s' are both %s (spec 9.3)",
                 va->full, vb->full, k->a_outside ? "inputs seen from outside" : "outputs seen from inside");
      return false;
    }
  }
  return true;
}

/* Connected variables are alike (spec 9.3): of one variability, of one
   type, an input or output only with an input or output, and two
   connected constants of one value. */
static const char *variability(int prefixes)
{
  return (prefixes & PREFIX_CONSTANT) ? "constant" : (prefixes & PREFIX_PARAMETER) ? "parameter" : "variable";
}

static const char *causality(int prefixes)
{
  return (prefixes & PREFIX_INPUT) ? "an input" : (prefixes & PREFIX_OUTPUT) ? "an output" : "neither input nor output";
}

/* "s.u[2]", an element of an array variable: where its subscripts begin */
static const char *element_bracket(const char *name)
{
  const char *bracket = strrchr(name, '[');
  size_t n = strlen(name);
  return bracket && name[n - 1] == ']' && !strchr(bracket, '.') ? bracket : NULL;
}

/* the variable of a connector: s.u for the element s.u[2] */
static const Component *connected_variable(const Ctx *ctx, const char *full)
{
  const char *bracket = element_bracket(full);
  return map_get(&ctx->components, bracket ? xsprintf("%.*s", (int)(bracket - full), full) : full);
}

static bool alike(const Ctx *ctx, const ConnectorVar *va, const ConnectorVar *vb, const Connection *k)
{
  const Component *a = connected_variable(ctx, va->full), *b = connected_variable(ctx, vb->full);
  const int directed = PREFIX_INPUT | PREFIX_OUTPUT;
  if (!a || !b)
    return true;
  if (strcmp(variability(a->prefixes), variability(b->prefixes)) != 0)
    diag_error(k->loc, "cannot connect '%s', a %s, to '%s', a %s: connected variables have one variability "
               "(spec 9.3)", a->name, variability(a->prefixes), b->name, variability(b->prefixes));
  else if (strcmp(a->type_name, b->type_name) != 0)
    diag_error(k->loc, "cannot connect '%s' of type %s to '%s' of type %s: connected variables are of one type "
               "(spec 9.3)", a->name, a->type_name, b->name, b->type_name);
  else if (((a->prefixes | b->prefixes) & directed) && (!(a->prefixes & directed) || !(b->prefixes & directed)) &&
           !va->in_bus && !vb->in_bus)
    diag_error(k->loc, "cannot connect '%s', %s, to '%s', %s: an input or output connects only to an input or "
               "output (spec 9.3)", a->name, causality(a->prefixes), b->name, causality(b->prefixes));
  else if ((a->prefixes & PREFIX_CONSTANT) && a->binding && b->binding && a->binding->kind == EX_NUMBER &&
           b->binding->kind == EX_NUMBER && a->binding->number != b->binding->number)
    diag_error(k->loc, "cannot connect the constants '%s' = %g and '%s' = %g: connected constants are equal "
               "(spec 9.3)", a->name, a->binding->number, b->name, b->binding->number);
  else
    return true;
  return false;
}

static bool alike_connectors(const Ctx *ctx, const Connector *a, const Connector *b, const Connection *k)
{
  if (!compatible(a, b, k) || !one_source(a, b, k))
    return false;
  for (int i = 0; i < a->vars.count; i++)
    if (!alike(ctx, a->vars.items[i], connector_var(b, ((ConnectorVar *)a->vars.items[i])->name), k))
      return false;
  return true;
}

/* s.u[2] of an array of primitive connectors (RealInput u[3]): a connector
   of its own, one element of the array variable, made when a connect()
   first names it; NULL (after a message) when the element is out of range. */
static Connector *element_connector(Ctx *ctx, const char *name, SrcLoc loc)
{
  const char *bracket = element_bracket(name);
  if (!bracket)
    return NULL;
  char *base = xsprintf("%.*s", (int)(bracket - name), name);
  Connector *whole = map_get(&ctx->connectors, base);
  Component *c = map_get(&ctx->components, base);
  if (!whole || !c || whole->vars.count != 1 || strcmp(((ConnectorVar *)whole->vars.items[0])->full, base) != 0)
    return NULL;
  const char *p = bracket + 1;
  for (int k = 0; *p && *p != ']'; k++) {
    long index = strtol(p, (char **)&p, 10), size;
    if (k < c->dims.count && !eval_size(ctx, c->dims.items[k], &size, 0))
      size = index > 1 ? index : 1;   /* a size known only after this stage: arrays.c checks the subscript */
    if (k >= c->dims.count || index < 1 || index > size) {
      if (k >= c->dims.count)
        diag_error(loc, "'%s' has %d subscript%s, but '%s' has %d dimension%s", name, k + 1, k ? "s" : "", base,
                   c->dims.count, c->dims.count == 1 ? "" : "s");
      else
        diag_error(loc, "'%s' is out of range: dimension %d of '%s' is 1..%ld", name, k + 1, base, size);
      diag_note(c->loc, "'%s' is declared here", base);
      return NULL;
    }
    p += *p == ',';
  }
  Connector *k = xcalloc(1, sizeof *k);
  *k = (Connector){ (char *)name, whole->cls, { 0 }, whole->protected_, whole->flow, { 0 } };
  ConnectorVar *v = xmalloc(sizeof *v);
  *v = *(ConnectorVar *)whole->vars.items[0];
  v->full = (char *)name;
  list_push(&k->vars, v);
  map_put(&ctx->connectors, name, k);
  return k;
}

/* the connector a connect() names: a component, or an element of an array */
static Connector *find_connector(const Ctx *ctx, const char *name, SrcLoc loc)
{
  Connector *k = map_get(&ctx->connectors, name);
  return k ? k : element_connector((Ctx *)ctx, name, loc);
}

/* Element i (from 1) of an array connect() names: a[i] of an array of
   connectors, u[i] of the array variable of a primitive connector (RealInput
   u[3]), c[i].y of an array of components c with a connector y (connect(c.y,
   u) joins c[i].y and u[i]); NULL past the end. */
static Connector *array_element(Ctx *ctx, const char *name, long i, SrcLoc loc)
{
  Connector *k = map_get(&ctx->connectors, xsprintf("%s[%ld]", name, i));
  if (k)
    return k;
  const Connector *whole = map_get(&ctx->connectors, name);
  const Component *c = whole ? map_get(&ctx->components, name) : NULL;
  if (whole) {
    long n;
    bool vector = whole->vars.count == 1 && c && c->dims.count == 1 && eval_size(ctx, c->dims.items[0], &n, 0);
    return vector && i <= n ? element_connector(ctx, xsprintf("%s[%ld]", name, i), loc) : NULL;
  }
  for (const char *dot = strchr(name, '.'); dot; dot = strchr(dot + 1, '.'))
    if ((k = map_get(&ctx->connectors, xsprintf("%.*s[%ld]%s", (int)(dot - name), name, i, dot))))
      return k;
  return NULL;
}

/* Each connect() checked before the balance of the classes is counted: a
   mismatched connect() unbalances them, and its own message says why.
   Arrays of connectors are of one class: their first elements tell. */
void check_connections(const Ctx *ctx)
{
  for (int i = 0; i < ctx->connections.count; i++) {
    const Connection *k = ctx->connections.items[i];
    int before = diag_error_count();
    Connector *a = find_connector(ctx, k->a, k->a_loc), *b = find_connector(ctx, k->b, k->b_loc);
    if (diag_error_count() > before)
      continue;
    if (!a && !b) {
      a = map_get(&ctx->connectors, xsprintf("%s[1]", k->a));
      b = map_get(&ctx->connectors, xsprintf("%s[1]", k->b));
    }
    if (a && b)
      alike_connectors(ctx, a, b, k);
    else if (!a && !array_element((Ctx *)ctx, k->a, 1, k->a_loc))
      diag_error(k->a_loc, "'%s' is not a connector", k->a);
    else if (!b && !array_element((Ctx *)ctx, k->b, 1, k->b_loc))
      diag_error(k->b_loc, "'%s' is not a connector", k->b);
  }
}

static void add_equation(Ctx *ctx, Expr *lhs, Expr *rhs, SrcLoc loc);

static Expr *record_name(const char *name, SrcLoc loc)
{
  Expr *e = expr_new(EX_NAME, loc);
  e->string = (char *)name;
  return e;
}

/* connect(a, b) cut out of the spanning tree: R.equalityConstraint(a.R,
   b.R) = zeros(n) instead of a.R = b.R (spec 9.4.1) */
/* the size of the residue vector of record's equalityConstraint, -1 if
   not known at compile time */
static long residue_size(const Ctx *ctx, const ClassDef *record)
{
  ClassDef *f = equality_constraint(record);
  long n = -1;
  for (int i = 0; f && i < f->components.count; i++) {
    Component *c = f->components.items[i];
    if ((c->prefixes & PREFIX_OUTPUT) && (c->dims.count != 1 || !eval_size((Ctx *)ctx, c->dims.items[0], &n, 0)))
      n = -1;
  }
  return n;
}

static void residue_equation(Ctx *ctx, ClassDef *record, const ConnectorVar *va, const ConnectorVar *vb, SrcLoc loc)
{
  ClassDef *f = equality_constraint(record);
  long n = residue_size(ctx, record);
  if (n < 0) {
    diag_error(f->loc, "the output of '%s.equalityConstraint' must be a vector of a size known at compile time",
               record->name);
    return;
  }
  Expr *call = expr_new(EX_CALL, loc), *zeros = expr_new(EX_ARRAY, loc);
  call->string = class_function_name(record, "equalityConstraint");
  list_push(&call->args, record_name(va->overdetermined, loc));
  list_push(&call->args, record_name(vb->overdetermined, loc));
  for (long i = 0; i < n; i++)
    list_push(&zeros->args, expr_new(EX_NUMBER, loc));
  add_equation(ctx, call, zeros, loc);
}

/* connect of two parameters or constants: no equation, as their values
   are given already, but an assertion that they agree (spec 9.3); false
   for other variables and for arrays, which join their sets */
static bool assert_equal(Ctx *ctx, const ConnectorVar *va, const ConnectorVar *vb, SrcLoc loc)
{
  const Component *ca = map_get(&ctx->components, va->full), *cb = map_get(&ctx->components, vb->full);
  enum { FIXED = PREFIX_PARAMETER | PREFIX_CONSTANT };
  if (!ca || !cb || !((ca->prefixes | cb->prefixes) & FIXED) || ca->dims.count || cb->dims.count ||
      element_bracket(va->full) || element_bracket(vb->full))
    return false;
  Expr *same = expr_new(EX_BINARY, loc), *message = expr_new(EX_STRING, loc);
  same->op = OP_EQ;
  same->a = record_name(va->full, loc);
  same->b = record_name(vb->full, loc);
  message->string = xsprintf("connected '%s' and '%s' differ", va->full, vb->full);
  Equation *q = xcalloc(1, sizeof *q);
  q->kind = EQ_CALL;
  q->loc = loc;
  q->lhs = expr_new(EX_CALL, loc);
  q->lhs->string = "assert";
  list_push(&q->lhs->args, same);
  list_push(&q->lhs->args, message);
  list_push(&ctx->flat->equations, q);
  return true;
}

static void connect_pair(Ctx *ctx, Sets *sets, const Connector *a, const Connector *b, const Connection *k)
{
  if (!compatible(a, b, k) || !one_source(a, b, k))
    return;
  const char *residue_of = NULL;
  for (int i = 0; i < a->vars.count; i++) {
    ConnectorVar *va = a->vars.items[i], *vb = connector_var(b, va->name);
    ClassDef *cut = va->overdetermined && vb->overdetermined
                    ? map_get(&ctx->broken, broken_key(k, va->overdetermined, vb->overdetermined)) : NULL;
    if (cut && (!residue_of || strcmp(residue_of, va->overdetermined) != 0))
      residue_equation(ctx, cut, va, vb, k->loc);
    if (cut) {
      residue_of = va->overdetermined;
      continue;
    }
    if (assert_equal(ctx, va, vb, k->loc))
      continue;
    int ea = set_element(sets, va->full, k->a_outside, va->flow, k->loc);
    int eb = set_element(sets, vb->full, k->b_outside, vb->flow, k->loc);
    ((SetElement *)sets->elements.items[ea])->stream = (va->prefixes & PREFIX_STREAM) != 0;
    ((SetElement *)sets->elements.items[eb])->stream = (vb->prefixes & PREFIX_STREAM) != 0;
    int x = set_root(sets, ea), y = set_root(sets, eb);
    if (x != y)
      ((SetElement *)sets->elements.items[y])->parent = x;
  }
  for (int i = 0; i < a->nested.count; i++) {   /* connect(a, b) connects a.n with b.n (spec 9.1) */
    const Connector *na = a->nested.items[i];
    const Connector *nb = map_get(&ctx->connectors, xsprintf("%s%s", b->name, na->name + strlen(a->name)));
    if (nb)
      connect_pair(ctx, sets, na, nb, k);
  }
}

static Connector *named_connector(Ctx *ctx, const char *name, SrcLoc loc)
{
  int before = diag_error_count();
  Connector *k = find_connector(ctx, name, loc);
  if (!k && diag_error_count() == before && !map_get(&ctx->connectors, xsprintf("%s[1]", name))) {
    diag_error(loc, "'%s' is not a connector", name);
  }
  return k;
}

/* connect(a, b) of two connectors, or of two arrays of them element by element */
static void connect(Ctx *ctx, Sets *sets, const Connection *k)
{
  Connector *a = find_connector(ctx, k->a, k->a_loc), *b = find_connector(ctx, k->b, k->b_loc);
  if (a && b) {
    connect_pair(ctx, sets, a, b, k);
    return;
  }
  if (diag_error_count())
    return;
  if (!array_element(ctx, k->a, 1, k->a_loc) && !array_element(ctx, k->b, 1, k->b_loc)) {
    named_connector(ctx, k->a, k->a_loc);
    named_connector(ctx, k->b, k->b_loc);
    return;
  }
  for (int i = 1;; i++) {
    a = array_element(ctx, k->a, i, k->a_loc);
    b = array_element(ctx, k->b, i, k->b_loc);
    if (!a || !b) {
      if (a || b)
        diag_error(k->loc, "cannot connect '%s' and '%s': the arrays differ in size", k->a, k->b);
      return;
    }
    connect_pair(ctx, sets, a, b, k);
  }
}

/* "s.u[2,1]", an element of an array of primitive connectors, becomes the
   name s.u with its subscripts */
static Expr *name_expr(const char *name, SrcLoc loc)
{
  Expr *e = expr_new(EX_NAME, loc);
  e->string = (char *)name;
  const char *bracket = element_bracket(name);
  if (!bracket)
    return e;
  e->string = xsprintf("%.*s", (int)(bracket - name), name);
  for (const char *p = bracket + 1; *p && *p != ']'; p += *p == ',')
    list_push(&e->subscripts, integer_expr(strtol(p, (char **)&p, 10), loc));
  return e;
}

static void add_equation(Ctx *ctx, Expr *lhs, Expr *rhs, SrcLoc loc)
{
  Equation *q = xcalloc(1, sizeof *q);
  q->kind = EQ_SIMPLE;
  q->loc = loc;
  q->lhs = lhs;
  q->rhs = rhs;
  list_push(&ctx->flat->equations, q);
}

/* The zero of a field of an operator record (i.re of flow Cplx i) is that
   field of the record's '0' (spec 9.2, 14.3): '0'(i.re), a call that
   records.c makes the call of the operator function; NULL when var is no
   field of a record with a '0'. */
static Expr *record_zero(const Ctx *ctx, const char *var, SrcLoc loc)
{
  for (size_t n = strlen(var); n > 0; n--) {
    if (var[n] != '.')
      continue;
    const Instance *owner = map_get(&ctx->instances, xsprintf("%.*s", (int)n, var));
    if (owner && !strcmp(owner->cls->restriction, "record") && operators_find(owner->cls, "'0'")) {
      Expr *zero = expr_new(EX_CALL, loc);
      zero->string = "'0'";
      list_push(&zero->args, name_expr(var, loc));
      return zero;
    }
  }
  return NULL;
}

/* zero of the shape of the connector variable var: 0, or zeros(3) for
   f[3] (an element s.u[2] of an array variable is a scalar) */
static Expr *zero_like(const Ctx *ctx, const char *var, SrcLoc loc)
{
  const Component *c = element_bracket(var) ? NULL : map_get(&ctx->components, var);
  Expr *field = !c || !c->dims.count ? record_zero(ctx, var, loc) : NULL;
  if (field)
    return field;
  if (!c || !c->dims.count)
    return expr_new(EX_NUMBER, loc);
  Expr *zeros = expr_new(EX_CALL, loc);
  zeros->string = "zeros";
  for (int i = 0; i < c->dims.count; i++)
    list_push(&zeros->args, c->dims.items[i]);
  return zeros;
}

/* potentials equal, flows summing to zero */
static void set_equations(Ctx *ctx, const PtrList *members)
{
  SetElement *first = members->items[0];
  const Component *variable = connected_variable(ctx, first->var);
  if (variable && (variable->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)))
    return;   /* no equation of connected parameters and constants (spec 9.2) */
  if (first->flow) {
    Expr *sum = NULL;
    for (int i = 0; i < members->count; i++) {
      SetElement *e = members->items[i];
      Expr *term = name_expr(e->var, e->loc);
      sum = !sum ? (e->outside ? expr_unary(OP_NEG, term, e->loc) : term)
                 : expr_binary(e->outside ? OP_SUB : OP_ADD, sum, term, e->loc);
    }
    add_equation(ctx, sum, zero_like(ctx, first->var, first->loc), first->loc);
    return;
  }
  for (int i = 1; i < members->count; i++) {
    SetElement *e = members->items[i];
    bool repeated = false;
    for (int k = 0; k < i && !repeated; k++)
      repeated = !strcmp(((SetElement *)members->items[k])->var, e->var);
    if (!repeated)
      add_equation(ctx, name_expr(first->var, e->loc), name_expr(e->var, e->loc), e->loc);
  }
}

/* a connection set of stream variables: no equations of its own, its
   members for inStream and the equations of the outside ones (chapter 15) */
static void stream_set(const PtrList *elements, Map *member_sets, PtrList *sets)
{
  PtrList *set = xcalloc(1, sizeof *set);
  for (int i = 0; i < elements->count; i++) {
    const SetElement *e = elements->items[i];
    StreamMember *m = xcalloc(1, sizeof *m);
    *m = (StreamMember){ e->var, e->outside, e->loc };
    list_push(set, m);
    map_put(member_sets, xsprintf("%s#%c", e->var, e->outside ? 'o' : 'i'), set);
  }
  list_push(sets, set);
}

/* The scalars of a connector variable: the product of its dimensions, -1
   when one is not known at compile time */
static long scalars(const Ctx *ctx, const ConnectorVar *v)
{
  const Component *c = map_get(&ctx->components, v->full);
  long n = 1, size;
  for (int i = 0; c && i < c->dims.count && n >= 0; i++)
    n = eval_size((Ctx *)ctx, c->dims.items[i], &size, 0) ? n * size : -1;
  return n;
}

/* Counted in scalars; an overdetermined record or type counts as many as
   its equalityConstraint has residues, its independent variables (spec
   9.3.1).  false when a size is not known. */
static bool count_connector_vars(const Ctx *ctx, const Connector *k, long *flows, long *potentials)
{
  for (int i = 0; i < k->vars.count; i++) {
    ConnectorVar *v = k->vars.items[i];
    const ConnectorVar *before = i ? k->vars.items[i - 1] : NULL;
    if (v->overdetermined && before && before->overdetermined && !strcmp(v->overdetermined, before->overdetermined))
      continue;
    long n = v->overdetermined ? residue_size(ctx, v->overdetermined_class) : scalars(ctx, v);
    if (n < 0)
      return false;
    if (v->flow)
      *flows += n;
    else if (!(v->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT | PREFIX_INPUT | PREFIX_OUTPUT | PREFIX_STREAM)))
      *potentials += n;
  }
  return true;
}

/* A connector has as many flow variables as potential ones (spec 9.3.1),
   unless it has no flow at all, counting those of the connectors nested in
   it (p.q[2].v); reported once per connector class. */
static void check_connector_balance(const Ctx *ctx, const Connector *k)
{
  static PtrList checked;
  if (k->flow || k->cls->expandable || list_contains(&checked, k->cls))
    return;   /* flow C c: C's balance is that of its own declarations */
  list_push(&checked, k->cls);
  long flows = 0, potentials = 0;
  bool known = true;
  size_t length = strlen(k->name);
  for (int i = 0; i < ctx->connector_list.count && known; i++) {
    const Connector *nested = ctx->connector_list.items[i];
    if (nested == k || (!strncmp(nested->name, k->name, length) && nested->name[length] == '.'))
      known = count_connector_vars(ctx, nested, &flows, &potentials);
  }
  if (known && flows && flows != potentials)
    diag_error(k->cls->loc, "connector '%s' is unbalanced: %ld potential and %ld flow variables (they must be as "
               "many)", k->cls->name, potentials, flows);
}

/* a connector that is an element of an expandable connector */
static bool on_bus(const Ctx *ctx, const char *name)
{
  for (const char *dot = strchr(name, '.'); dot; dot = strchr(dot + 1, '.')) {
    const Connector *k = map_get(&ctx->connectors, xsprintf("%.*s", (int)(dot - name), name));
    if (k && k->cls->expandable)
      return true;
  }
  return false;
}

void connection_equations(Ctx *ctx)
{
  for (int i = 0; i < ctx->connector_list.count; i++)
    check_connector_balance(ctx, ctx->connector_list.items[i]);
  Sets sets = { 0 };
  for (int i = 0; i < ctx->connections.count; i++)
    connect(ctx, &sets, ctx->connections.items[i]);
  int n = sets.elements.count;
  PtrList *members = xcalloc((size_t)n + 1, sizeof *members);
  for (int i = 0; i < n; i++)
    list_push(&members[set_root(&sets, i)], sets.elements.items[i]);
  Map stream_members = { 0 };
  PtrList stream_sets = { 0 };
  for (int i = 0; i < n; i++)
    if (members[i].count > 1 && ((SetElement *)members[i].items[0])->stream)
      stream_set(&members[i], &stream_members, &stream_sets);
    else if (members[i].count > 1)
      set_equations(ctx, &members[i]);
  stream_equations(ctx, &stream_members, &stream_sets);
  /* a flow of a connector that no one connects from outside is zero; one
     on a bus also when nothing inside its class connects it (spec 9.2) */
  for (int i = 0; i < ctx->connector_list.count; i++) {
    Connector *k = ctx->connector_list.items[i];
    for (int v = 0; v < k->vars.count; v++) {
      ConnectorVar *var = k->vars.items[v];
      Component *c = map_get(&ctx->components, var->full);
      if (var->flow && (!map_get(&sets.index, xsprintf("%s#i", var->full)) ||
                        (!map_get(&sets.index, xsprintf("%s#o", var->full)) && on_bus(ctx, k->name))))
        add_equation(ctx, name_expr(var->full, c->loc), zero_like(ctx, var->full, c->loc), c->loc);
    }
  }
}

/* ---- cardinality() (spec 3.7.2.3) ---- */

/* How many connect() name the connector, or the whole array it is an
   element of (connect(a, s.p) joins each element of s.p once). */
static long connections_of(const Ctx *ctx, const char *name, const char *array)
{
  long n = 0;
  for (int i = 0; i < ctx->connections.count; i++) {
    const Connection *k = ctx->connections.items[i];
    n += !strcmp(k->a, name) || (array && !strcmp(k->a, array));
    n += !strcmp(k->b, name) || (array && !strcmp(k->b, array));
  }
  return n;
}

/* The size of a one-dimensional array of connectors: of structured ones
   each element is a connector; one of primitive ones (RealInput u[3]) is
   a single connector whose declaration has the size.  -1 if neither. */
static long connector_array_size(const Ctx *ctx, const char *name)
{
  long n = 0;
  while (map_get(&ctx->connectors, xsprintf("%s[%ld]", name, n + 1)))
    n++;
  if (n)
    return n;
  Component *c = map_get(&ctx->components, name);
  if (map_get(&ctx->connectors, name) && c && c->dims.count == 1 && eval_size((Ctx *)ctx, c->dims.items[0], &n, 0))
    return n;
  return map_get(&ctx->origins, name) && !map_get(&ctx->connectors, name) ? 0 : -1;
}

/* cardinality(c) is a number once the connections are known;
   cardinality(p[i]) of an array with i not yet known (a for-equation's
   index) becomes {n1, ..., nk}[i], the counts of the elements, which the
   expansion of the loop subscripts. */
static void replace_cardinality_call(Expr *e, void *data)
{
  const Ctx *ctx = data;
  if (!expr_is_call(e, "cardinality") || e->args.count != 1 || e->named_args.count)
    return;
  Expr *arg = e->args.items[0];
  if (arg->kind != EX_NAME || arg->path.count || arg->subscripts.count > 1)
    return;
  long size = arg->subscripts.count ? connector_array_size(ctx, arg->string) : 0;
  if (!arg->subscripts.count) {
    if (!map_get(&ctx->connectors, arg->string))
      return;
    long n = connections_of(ctx, arg->string, NULL);
    *e = *integer_expr(n, e->loc);
    return;
  }
  if (size < 0)
    return;
  Expr *counts = expr_new(EX_ARRAY, e->loc);
  for (long i = 1; i <= size; i++)
    list_push(&counts->args, integer_expr(connections_of(ctx, xsprintf("%s[%ld]", arg->string, i), arg->string),
                                          e->loc));
  counts->subscripts = arg->subscripts;
  *e = *counts;
}

void replace_cardinality(Ctx *ctx)
{
  class_walk(ctx->flat, replace_cardinality_call, ctx);
}
