/*
 * operators.c - operator records (Modelica 3.6 chapter 14): an operation on
 * a record of an operator record class becomes a call of the record's
 * operator function that its argument types choose (a + b: '+'(a, b), -a:
 * '-'(a), String(a), a == b), a call of the record's name a call of its
 * 'constructor' when one takes the arguments, and a number where a record
 * is wanted a record made by the 'constructor' (14.4: a + 1 with only
 * '+'(R, R)).  records.c then sees calls of functions with record inputs
 * and outputs only.
 */
#include <string.h>

#include "classes/classes.h"

#define MAX_CHAIN 16

/* An argument as overloading sees it: a record class or a built-in type */
typedef struct Arg {
  Expr *e;
  const char *name;         /* a named argument's name, else NULL */
  ClassDef *record;
  bool vector;              /* a vector of records of that class */
  const char *type;         /* Real, Integer, Boolean, String, when no record */
} Arg;

static const char *const binary_names[] = {
  [OP_ADD] = "'+'", [OP_SUB] = "'-'", [OP_MUL] = "'*'", [OP_DIV] = "'/'", [OP_POW] = "'^'",
  [OP_LT] = "'<'", [OP_LE] = "'<='", [OP_GT] = "'>'", [OP_GE] = "'>='", [OP_EQ] = "'=='",
  [OP_NE] = "'<>'", [OP_AND] = "'and'", [OP_OR] = "'or'",
};

/* a class name for messages: 'f', and a quoted name '+' as it is */
static const char *quoted(const char *name)
{
  return name[0] == '\'' ? name : xsprintf("'%s'", name);
}

static bool is_builtin(const char *name)
{
  return !strcmp(name, "Real") || !strcmp(name, "Integer") || !strcmp(name, "Boolean") || !strcmp(name, "String");
}

/* The class a short definition (record R2 = R(x = 2)) stands for */
static ClassDef *unaliased(ClassDef *cls)
{
  for (int depth = 0; cls && cls->base_type && !is_builtin(cls->base_type) && depth < MAX_CHAIN; depth++) {
    ClassDef *base = lookup_class(cls->base_type, cls->parent ? cls->parent : cls);
    if (!base || base == cls)
      break;
    cls = base;
  }
  return cls;
}

static bool is_operator_record(const ClassDef *cls)
{
  return cls && cls->is_operator && cls->restriction && !strcmp(cls->restriction, "record");
}

/* The type name t as a built-in type (a short type of one followed); NULL
   when it is none */
static const char *builtin_of(const char *t, ClassDef *scope)
{
  for (int depth = 0; t && depth < MAX_CHAIN; depth++) {
    if (is_builtin(t))
      return t;
    ClassDef *c = lookup_class(t, scope);
    if (!c || !c->base_type)
      return NULL;
    scope = c->parent;
    t = c->base_type;
  }
  return NULL;
}

/* The built-in type of a value that is no record, as far as it shows;
   what does not show is taken for Real */
static const char *value_type(const Expr *e, const OperandScope *s)
{
  switch (e->kind) {
  case EX_NUMBER: return e->integer_literal ? "Integer" : "Real";
  case EX_BOOLEAN: return "Boolean";
  case EX_STRING: return "String";
  case EX_NAME: {
    const char *t = s->type(e->string, s->data);
    t = t ? builtin_of(t, s->cls) : NULL;
    return t ? t : "Real";
  }
  case EX_UNARY: return e->op == OP_NOT ? "Boolean" : value_type(e->a, s);
  case EX_IF: return value_type(e->b, s);
  case EX_CALL:
    return !strcmp(e->string, "String") ? "String" : !strcmp(e->string, "integer") || !strcmp(e->string, "size") ||
           !strcmp(e->string, "Integer") ? "Integer" : "Real";
  case EX_BINARY:
    if (operator_is_relation(e->op) || e->op == OP_AND || e->op == OP_OR)
      return "Boolean";
    if (e->op == OP_DIV || e->op == OP_POW)
      return "Real";
    const char *a = value_type(e->a, s), *b = value_type(e->b, s);
    return !strcmp(a, b) ? a : "Real";
  default: return "Real";
  }
}

static Arg arg_of(Expr *e, const char *name, const OperandScope *s)
{
  Arg a = { e, name, s->record(e, s->data), false, NULL };
  if (!a.record && (a.record = s->array(e, s->data)))
    a.vector = true;
  if (!a.record)
    a.type = value_type(e, s);
  return a;
}

/* an operand of an operator record, alone or as a vector */
static bool is_operand(const Expr *e, const OperandScope *s)
{
  return is_operator_record(unaliased(s->record(e, s->data))) || is_operator_record(unaliased(s->array(e, s->data)));
}

/* The functions of operator `name` of record cls: the operator function
   itself, or the functions an operator class holds */
static void operator_functions(ClassDef *cls, const char *name, PtrList *out)
{
  ClassDef *op = NULL;
  for (cls = unaliased(cls); cls && !op;) {
    op = lookup_inherited_class(cls, name, 0);
    ClassDef *base = op ? NULL : unaliased(cls);
    cls = base != cls ? base : NULL;
  }
  if (!op)
    return;
  if (!strcmp(op->restriction, "function")) {
    if (!list_contains(out, op))
      list_push(out, op);
    return;
  }
  for (int i = 0; i < op->classes.count; i++) {
    ClassDef *f = op->classes.items[i];
    if (f->restriction && !strcmp(f->restriction, "function") && !list_contains(out, f))
      list_push(out, f);
  }
}

ClassDef *operators_find(ClassDef *record, const char *name)
{
  PtrList found = { 0 };
  operator_functions(record, name, &found);
  return found.count ? found.items[0] : NULL;
}

/* How well argument a fits input c of f: 0 not, 1 an Integer for a Real,
   2 exactly */
static int fits(const Arg *a, ClassDef *f, const Component *c)
{
  if (c->dims.count != (a->vector ? 1 : 0))
    return 0;   /* a vector for a vector input (scalarProduct(c1[:], c2[:])), else scalars */
  if (a->record) {
    ClassDef *want = lookup_class(c->type_name, f);
    return want && unaliased(want) == unaliased(a->record) ? 2 : 0;
  }
  const char *t = builtin_of(c->type_name, f);
  if (!t)
    return 0;
  if (!strcmp(t, a->type))
    return 2;
  return !strcmp(t, "Real") && !strcmp(a->type, "Integer") ? 1 : 0;
}

/* How well f takes args (positional, then named): 0 not at all, else the
   worst fit of an argument */
static int match(ClassDef *f, const Arg *args, int n)
{
  PtrList inputs = { 0 };
  for (int i = 0; i < f->components.count; i++)
    if (((Component *)f->components.items[i])->prefixes & PREFIX_INPUT)
      list_push(&inputs, f->components.items[i]);
  int score = 2;
  bool *given = xcalloc((size_t)inputs.count + 1, sizeof *given);
  for (int i = 0; i < n && score; i++) {
    int k = args[i].name ? -1 : i;
    for (int j = 0; args[i].name && j < inputs.count; j++)
      if (!strcmp(((Component *)inputs.items[j])->name, args[i].name))
        k = j;
    if (k < 0 || k >= inputs.count || given[k]) {
      score = 0;
      break;
    }
    given[k] = true;
    int fit = fits(&args[i], f, inputs.items[k]);
    score = fit < score ? fit : score;
  }
  for (int j = 0; score && j < inputs.count; j++)
    if (!given[j] && !((Component *)inputs.items[j])->binding)
      score = 0;
  return score;
}

/* The function of `candidates` that fits args best; NULL when none does.
   When several fit equally well, an error at loc, and the first of them,
   so that no further message follows from this one. */
static ClassDef *choose(const PtrList *candidates, const Arg *args, int n, const char *what, SrcLoc loc)
{
  ClassDef *best = NULL, *tie = NULL;
  int best_score = 0;
  for (int i = 0; i < candidates->count; i++) {
    int score = match(candidates->items[i], args, n);
    if (score > best_score) {
      best = candidates->items[i];
      best_score = score;
      tie = NULL;
    } else if (score && score == best_score) {
      tie = candidates->items[i];
    }
  }
  if (tie) {
    diag_error(loc, "%s is ambiguous: both %s and %s take these arguments (spec 14.4)", what, quoted(best->name),
               quoted(tie->name));
    diag_note(best->loc, "%s is declared here", quoted(best->name));
    diag_note(tie->loc, "%s is declared here", quoted(tie->name));
  }
  return best;
}

static void make_call(Expr *e, ClassDef *f, const Arg *args, int n, const OperandScope *s)
{
  Expr call = { 0 };
  call.kind = EX_CALL;
  call.loc = e->loc;
  call.string = s->function(f, s->data);
  for (int i = 0; i < n; i++)
    list_push(&call.args, args[i].e);
  *e = call;
  expr_note_depth(e);
}

/* R(value) of an operator record R with a 'constructor' that takes value
   alone; NULL otherwise */
static Expr *constructed(ClassDef *record, const Arg *arg, const OperandScope *s)
{
  PtrList constructors = { 0 };
  operator_functions(record, "'constructor'", &constructors);
  ClassDef *f = choose(&constructors, arg, 1, xsprintf("the constructor of '%s'", record->name), arg->e->loc);
  if (!f)
    return NULL;
  Expr *e = expr_new(EX_CALL, arg->e->loc);
  make_call(e, f, arg, 1, s);
  return e;
}

/* a op b with no function taking both as they are: a function whose other
   input is a record that the record's 'constructor' makes of a number
   (14.4); false when none or several do */
static bool call_with_constructed(Expr *e, const PtrList *candidates, Arg *args, const OperandScope *s)
{
  ClassDef *found = NULL;
  Expr *made = NULL;
  int position = 0, count = 0;
  for (int i = 0; i < candidates->count; i++) {
    ClassDef *f = candidates->items[i];
    for (int k = 0; k < 2; k++) {
      if (args[k].record)
        continue;
      Component *input = NULL;
      for (int j = 0, seen = 0; j < f->components.count && !input; j++)
        if (((Component *)f->components.items[j])->prefixes & PREFIX_INPUT && seen++ == k)
          input = f->components.items[j];
      ClassDef *record = input ? lookup_class(input->type_name, f) : NULL;
      if (!is_operator_record(unaliased(record)))
        continue;
      Arg trial[2] = { args[0], args[1] };
      trial[k] = (Arg){ args[k].e, NULL, record, false, NULL };
      if (!match(f, trial, 2))
        continue;
      Expr *value = constructed(record, &args[k], s);
      if (value) {
        found = f, made = value, position = k;
        count++;
      }
    }
  }
  if (count != 1)
    return false;
  args[position].e = made;
  make_call(e, found, args, 2, s);
  return true;
}

static const char *arg_text(const Arg *a)
{
  return a->record ? a->record->name : a->type;
}

/* a op b, op a: the call of the operator function of an operand's class */
static void rewrite_operation(Expr *e, const char *name, Arg *args, int n, const OperandScope *s)
{
  PtrList candidates = { 0 };
  for (int i = 0; i < n; i++)
    if (is_operator_record(unaliased(args[i].record)))
      operator_functions(args[i].record, name, &candidates);
  ClassDef *f = choose(&candidates, args, n, xsprintf("operator %s", name), e->loc);
  if (f) {
    make_call(e, f, args, n, s);
    return;
  }
  if (n == 2 && call_with_constructed(e, &candidates, args, s))
    return;
  int r = args[0].record ? 0 : 1;
  const ClassDef *record = args[r].record;
  if (n == 1)
    diag_error(e->loc, "the operator record '%s' has no operator function %s that takes (%s)", record->name,
               name, arg_text(&args[0]));
  else
    diag_error(e->loc, "the operator record '%s' has no operator function %s that takes (%s, %s)", record->name,
               name, arg_text(&args[0]), arg_text(&args[1]));
  *e = *args[r].e;   /* a record still, so that no further message follows from this one */
}

/* A 'constructor' gives one record of its class, a 'String' one String
   (spec 14.3); false after an error at loc */
static bool check_output(ClassDef *f, ClassDef *record, bool string, SrcLoc loc)
{
  const Component *output = NULL;
  int n = 0;
  for (int i = 0; i < f->components.count; i++)
    if (((Component *)f->components.items[i])->prefixes & PREFIX_OUTPUT && !n++)
      output = f->components.items[i];
  ClassDef *type = output && !string ? lookup_class(output->type_name, f) : NULL;
  const char *builtin = output && string ? builtin_of(output->type_name, f) : NULL;
  if (n == 1 && !output->dims.count && (string ? builtin && !strcmp(builtin, "String") :
                                        unaliased(type) == unaliased(record)))
    return true;
  const char *what = string ? "'String' function" : "constructor", *want = string ? "String" : record->name;
  if (n != 1)
    diag_error(loc, "%s, the %s of the operator record '%s', has %d outputs: it must have one, of type %s "
               "(spec 14.3)", quoted(f->name), what, record->name, n, want);
  else
    diag_error(loc, "the output of %s, the %s of the operator record '%s', is of type %s%s: it must be of "
               "type %s (spec 14.3)", quoted(f->name), what, record->name, output->type_name,
               output->dims.count ? " array" : "", want);
  diag_note(f->loc, "%s is declared here", quoted(f->name));
  return false;
}

static Arg *call_args(const Expr *e, const OperandScope *s, int *n)
{
  *n = e->args.count + e->named_args.count;
  Arg *args = xcalloc((size_t)*n + 1, sizeof *args);
  for (int i = 0; i < e->args.count; i++)
    args[i] = arg_of(e->args.items[i], NULL, s);
  for (int i = 0; i < e->named_args.count; i++) {
    Modification *m = e->named_args.items[i];
    args[e->args.count + i] = arg_of(m->value, m->name, s);
  }
  return args;
}

/* R(...) of an operator record R: its 'constructor' that takes the
   arguments, else the record constructor (records.c); String(r, ...): the
   record's 'String' */
static void rewrite_call(Expr *e, const OperandScope *s)
{
  bool string = !strcmp(e->string, "String") && e->args.count;
  ClassDef *record = s->record(string ? e->args.items[0] : e, s->data);
  if (!is_operator_record(unaliased(record)) || (!string && lookup_class(e->string, s->cls) != record))
    return;
  PtrList candidates = { 0 };
  operator_functions(record, string ? "'String'" : "'constructor'", &candidates);
  if (!string && !candidates.count)
    return;
  int n;
  Arg *args = call_args(e, s, &n);
  ClassDef *f = choose(&candidates, args, n, string ? xsprintf("String() of the operator record '%s'", record->name)
                       : xsprintf("the constructor '%s(...)'", record->name), e->loc);
  if (f && check_output(f, record, string, e->loc))
    e->string = s->function(f, s->data);
  else if (!f && string)
    diag_error(e->loc, "the operator record '%s' has no operator function 'String' that takes these arguments",
               record->name);
}

/* element k of x, an array of records named or written {a, b}; NULL
   when x is no such array */
static Expr *element(Expr *x, const Expr *k)
{
  if (x->kind == EX_NAME && !x->subscripts.count && !x->path.count) {
    Expr *n = xmalloc(sizeof *n);
    *n = *x;
    n->subscripts = (PtrList){ 0 };
    list_push(&n->subscripts, (Expr *)k);
    return n;
  }
  if (x->kind == EX_ARRAY && !x->iterators.count && k->number >= 1 && k->number <= x->args.count)
    return x->args.items[(int)k->number - 1];
  return NULL;
}

/* (d + e)[k], an element of an array of components bound to d + e, of
   arrays d and e of operator records: d[k] + e[k], the operation applied to
   each element (spec 14.4, 10.6) */
static void subscript_operands(Expr *e, const OperandScope *s)
{
  const Expr *k = e->subscripts.count == 1 ? e->subscripts.items[0] : NULL;
  if (!k || k->kind != EX_NUMBER || !k->integer_literal || (e->op != OP_ADD && e->op != OP_SUB))
    return;
  Expr *a = element(e->a, k), *b = element(e->b, k);
  if (a && b && (is_operator_record(unaliased(s->record(a, s->data))) ||
                 is_operator_record(unaliased(s->record(b, s->data))))) {
    e->a = a;
    e->b = b;
    e->subscripts = (PtrList){ 0 };
  }
}

/* e, whose operands are done (expr_walk's order): a call of an operator
   function if it is an operation on operator records */
void operators_visit(Expr *e, void *data)
{
  const OperandScope *s = data;
  if (e->kind == EX_CALL && e->string) {
    for (int i = 0; i < e->named_args.count; i++)   /* which expr_walk does not enter */
      expr_walk(((Modification *)e->named_args.items[i])->value, operators_visit, data, false);
    rewrite_call(e, s);
    return;
  }
  if (e->kind == EX_BINARY)
    subscript_operands(e, s);
  bool binary = e->kind == EX_BINARY && e->op <= OP_OR && binary_names[e->op] && !e->subscripts.count;
  bool negation = e->kind == EX_UNARY && (e->op == OP_NEG || e->op == OP_NOT);
  if (!binary && !negation)
    return;
  if (!is_operand(e->a, s) && !(binary && is_operand(e->b, s)))
    return;
  Arg args[2] = { arg_of(e->a, NULL, s), binary ? arg_of(e->b, NULL, s) : (Arg){ 0 } };
  rewrite_operation(e, binary ? binary_names[e->op] : e->op == OP_NEG ? "'-'" : "'not'", args, binary ? 2 : 1, s);
}
