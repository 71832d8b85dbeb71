/*
 * instantiate_stream.c - stream connectors (chapter 15): the one flow
 * variable each stream variable goes with, the equations of the stream
 * variables of outside connectors, and inStream/actualStream replaced by
 * the mixing of the other members of the connection set.
 */
#include <string.h>

#include "classes/classes.h"
#include "classes/instantiate.h"

/* The smallest flow positiveMax weighs a member with, so that the mixing
   stays defined when every flow of a set is zero (spec 15.2) */
#define STREAM_EPS 1e-10

enum { MAX_STREAM_LEVELS = 200 };

typedef struct Streams {
  Ctx *ctx;
  const Map *sets;    /* "var#i" / "var#o" -> PtrList of StreamMember: the member's connection set */
  Map flows;          /* full name of a stream variable -> full name of its connector's flow */
} Streams;

/* A stream connector has exactly one scalar flow variable, which its
   stream variables go with (spec 15.1); reported once per connector class */
static void connector_flow(Streams *s, const Connector *k, PtrList *checked)
{
  const ConnectorVar *flow = NULL, *stream = NULL;
  int flows = 0;
  for (int i = 0; i < k->vars.count; i++) {
    const ConnectorVar *v = k->vars.items[i];
    const Component *c = map_get(&s->ctx->components, v->full);
    flows += v->flow ? (c && c->dims.count ? 2 : 1) : 0;
    flow = v->flow ? v : flow;
    stream = !stream && (v->prefixes & PREFIX_STREAM) ? v : stream;
    if ((v->prefixes & PREFIX_STREAM) && c && c->type_name && strcmp(c->type_name, "Real") != 0)
      diag_error(c->loc, "stream variable '%s' is of type %s: stream variables are Real", v->full,
                 c->type_name);
  }
  if (!stream)
    return;
  if (flows != 1 && !list_contains(checked, k->cls)) {
    list_push(checked, k->cls);
    const Component *c = map_get(&s->ctx->components, stream->full);
    diag_error(c ? c->loc : k->cls->loc, "stream connector '%s' must have exactly one scalar flow variable, which "
               "its stream variables go with (spec 15.1); it has %s", k->cls->name,
               flows ? "more, or an array" : "none");
  }
  for (int i = 0; i < k->vars.count && flows == 1; i++) {
    const ConnectorVar *v = k->vars.items[i];
    if (v->prefixes & PREFIX_STREAM)
      map_put(&s->flows, v->full, flow->full);
  }
}

static Expr *variable(const char *name, const Expr *like, SrcLoc loc)
{
  Expr *e = expr_new(EX_NAME, loc);
  e->string = (char *)name;
  if (like)
    e->subscripts = like->subscripts;   /* inStream(c.X[2]): the same element of every member */
  return e;
}

static Expr *call2(const char *f, Expr *a, Expr *b, SrcLoc loc)
{
  Expr *e = expr_new(EX_CALL, loc);
  e->string = (char *)f;
  list_push(&e->args, a);
  list_push(&e->args, b);
  return e;
}

static Expr *in_stream(const Streams *s, const char *var, const Expr *like, SrcLoc loc, int level);

/* positiveMax of the flow out of the set into the member: of an inside
   member's connector -flow, of an outside one flow */
static Expr *weight(const Streams *s, const StreamMember *m, SrcLoc loc)
{
  Expr *flow = variable(map_get(&s->flows, m->var), NULL, loc);
  Expr *eps = expr_new(EX_NUMBER, loc);
  eps->number = STREAM_EPS;
  return call2("max", m->outside ? flow : expr_unary(OP_NEG, flow, loc), eps, loc);
}

/* the mixing of the members of the set other than `self` (spec 15.2): the
   one other member's value, or their values weighed by their outflows */
static Expr *mixing(const Streams *s, const PtrList *set, const StreamMember *self, const Expr *like, SrcLoc loc,
                    int level)
{
  Expr *sum = NULL, *weights = NULL, *only = NULL;
  int others = 0;
  for (int i = 0; i < set->count; i++) {
    const StreamMember *m = set->items[i];
    if (m == self)
      continue;
    Expr *value = m->outside ? in_stream(s, m->var, like, loc, level + 1) : variable(m->var, like, loc);
    if (!value)
      return NULL;
    others++;
    only = value;
    Expr *term = expr_binary(OP_MUL, weight(s, m, loc), value, loc), *w = weight(s, m, loc);
    sum = sum ? expr_binary(OP_ADD, sum, term, loc) : term;
    weights = weights ? expr_binary(OP_ADD, weights, w, loc) : w;
  }
  if (others <= 1)
    return only ? only : variable(self->var, like, loc);
  return expr_binary(OP_DIV, sum, weights, loc);
}

/* inStream(var) of the stream variable var of a connector, seen from
   inside it: the mixing of the set one level up (where the connector is
   an inside one), var itself when nothing connects it there */
static Expr *in_stream(const Streams *s, const char *var, const Expr *like, SrcLoc loc, int level)
{
  if (level > MAX_STREAM_LEVELS) {
    diag_error(loc, "inStream(%s) goes through more than %d levels of connections", var, MAX_STREAM_LEVELS);
    return NULL;
  }
  const PtrList *set = map_get(s->sets, xsprintf("%s#i", var));
  if (!set)
    return variable(var, like, loc);
  for (int i = 0; i < set->count; i++) {
    const StreamMember *m = set->items[i];
    if (!m->outside && !strcmp(m->var, var))
      return mixing(s, set, m, like, loc, level);
  }
  return variable(var, like, loc);
}

/* The argument of inStream/actualStream: a stream variable, or one
   element of an array of them */
static const char *stream_argument(const Streams *s, const Expr *e)
{
  const Expr *arg = e->args.count == 1 && !e->named_args.count ? e->args.items[0] : NULL;
  const char *flow = arg && arg->kind == EX_NAME && !arg->path.count ? map_get(&s->flows, arg->string) : NULL;
  if (!flow)
    diag_error(arg ? arg->loc : e->loc, "the argument of %s must be a stream variable of a connector (chapter 15)",
               e->string);
  return flow;
}

static void replace_stream_operator(Expr *e, void *data)
{
  const Streams *s = data;
  bool in = expr_is_call(e, "inStream"), actual = expr_is_call(e, "actualStream");
  if (!in && !actual)
    return;
  const char *flow = stream_argument(s, e);
  if (!flow)
    return;
  const Expr *arg = e->args.items[0];
  Expr *value = in_stream(s, arg->string, arg, e->loc, 0);
  if (!value)
    return;
  if (actual) {   /* spec 15.3: the value of the stream in the direction it flows */
    Expr *choice = expr_new(EX_IF, e->loc), *zero = expr_new(EX_NUMBER, e->loc);
    choice->a = expr_binary(OP_GT, variable(flow, NULL, e->loc), zero, e->loc);
    choice->b = value;
    choice->c = variable(arg->string, arg, e->loc);
    value = choice;
  }
  *e = *value;
}

/* For every outside member of a set, one equation: its stream variable is
   the mixing of the others (spec 15.2) */
static void outside_equations(Streams *s, const PtrList *sets)
{
  for (int i = 0; i < sets->count; i++) {
    const PtrList *set = sets->items[i];
    for (int k = 0; k < set->count; k++) {
      const StreamMember *m = set->items[k];
      Expr *value = m->outside ? mixing(s, set, m, NULL, m->loc, 0) : NULL;
      if (!value)
        continue;
      Equation *q = xcalloc(1, sizeof *q);
      *q = (Equation){ .kind = EQ_SIMPLE, .loc = m->loc, .lhs = variable(m->var, NULL, m->loc), .rhs = value };
      list_push(&s->ctx->flat->equations, q);
    }
  }
}

void stream_equations(Ctx *ctx, const Map *member_sets, const PtrList *sets)
{
  Streams s = { ctx, member_sets, { 0 } };
  PtrList checked = { 0 };
  for (int i = 0; i < ctx->connector_list.count; i++)
    connector_flow(&s, ctx->connector_list.items[i], &checked);
  if (diag_error_count())
    return;
  class_walk(ctx->flat, replace_stream_operator, &s);
  if (!diag_error_count())
    outside_equations(&s, sets);
}
