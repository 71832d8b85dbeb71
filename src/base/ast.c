/*
 * ast.c - syntax tree constructors and the expression printer.  The printer
 * writes Modelica text with only the parentheses the precedence needs; its
 * output names relations in --events, equations in messages and the flat
 * model in --dump-flat.
 */
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

/* Every expression node of every stage is made here (the parsed text, its
   copies for instances and array elements, expanded definitions,
   derivatives), so counting them bounds the compiler's memory whatever the
   shape of the model: a product of two 150 x 150 matrices, an equation
   copied into 10^5 instances. */
static long nodes_made, node_limit = MAX_MODEL_NODES;

void expr_set_node_limit(long limit) { node_limit = limit; }

static void refuse_more_nodes(SrcLoc loc)
{
  diag_set_max_errors(0);   /* this message is the last one */
  diag_error(loc, "the model expands to more than %ld expression nodes here: hysc handles at most %ld "
             "(--max-nodes)", node_limit, node_limit);
  exit(1);
}

Expr *expr_new(ExprKind kind, SrcLoc loc)
{
  if (++nodes_made > node_limit)
    refuse_more_nodes(loc);
  Expr *e = xcalloc(1, sizeof *e);
  e->kind = kind;
  e->loc = loc;
  e->relation = -1;
  e->slot = -1;
  e->depth = 1;
  return e;
}

static int depth_of(const Expr *e) { return e ? (int)e->depth : 0; }

void expr_note_depth(Expr *e)
{
  int deepest = depth_of(e->a);
  if (depth_of(e->b) > deepest)
    deepest = depth_of(e->b);
  if (depth_of(e->c) > deepest)
    deepest = depth_of(e->c);
  for (int i = 0; i < e->args.count; i++)
    if (depth_of(e->args.items[i]) > deepest)
      deepest = depth_of(e->args.items[i]);
  for (int i = 0; i < e->named_args.count; i++) {
    const Modification *m = e->named_args.items[i];
    if (depth_of(m->value) > deepest)
      deepest = depth_of(m->value);
  }
  e->depth = deepest < EXPR_DEPTH_CAP ? (unsigned)deepest + 1 : EXPR_DEPTH_CAP;   /* past the limit only grows */
  if (e->depth == EXPR_MAX_DEPTH + 1)
    diag_error(e->loc, "this expression is nested more than %d levels deep (a sum of that many terms, say): "
               "split it with intermediate variables", EXPR_MAX_DEPTH);
}

Expr *expr_binary(Operator op, Expr *a, Expr *b, SrcLoc loc)
{
  Expr *e = expr_new(EX_BINARY, loc);
  e->op = op;
  e->a = a;
  e->b = b;
  expr_note_depth(e);
  return e;
}

Expr *expr_unary(Operator op, Expr *a, SrcLoc loc)
{
  Expr *e = expr_new(EX_UNARY, loc);
  e->op = op;
  e->a = a;
  expr_note_depth(e);
  return e;
}

const char *operator_text(Operator op)
{
  static const char *text[] = {
    [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/", [OP_POW] = "^",
    [OP_LT] = "<", [OP_LE] = "<=", [OP_GT] = ">", [OP_GE] = ">=", [OP_EQ] = "==",
    [OP_NE] = "<>", [OP_AND] = "and", [OP_OR] = "or", [OP_NOT] = "not",
    [OP_NEG] = "-", [OP_PLUS] = "+", [OP_EW_ADD] = ".+", [OP_EW_SUB] = ".-",
    [OP_EW_MUL] = ".*", [OP_EW_DIV] = "./", [OP_EW_POW] = ".^",
  };
  return text[op];
}

bool expr_is_call(const Expr *e, const char *name)
{
  return e && e->kind == EX_CALL && !strcmp(e->string, name);
}

bool operator_is_relation(Operator op)
{
  return op == OP_LT || op == OP_LE || op == OP_GT || op == OP_GE || op == OP_EQ || op == OP_NE;
}

/* Binding strength, as in the grammar: higher binds tighter. */
static int precedence(const Expr *e)
{
  if (e->kind == EX_IF)
    return 0;
  if (e->kind == EX_UNARY)
    return e->op == OP_NOT ? 3 : 5;
  if (e->kind != EX_BINARY)
    return 9;
  switch (e->op) {
  case OP_OR: return 1;
  case OP_AND: return 2;
  case OP_ADD: case OP_SUB: case OP_EW_ADD: case OP_EW_SUB: return 5;
  case OP_MUL: case OP_DIV: case OP_EW_MUL: case OP_EW_DIV: return 6;
  case OP_POW: case OP_EW_POW: return 7;
  default: return 4; /* relations */
  }
}

typedef struct { char *text; size_t length, capacity; } Buffer;

static void put(Buffer *b, const char *s)
{
  size_t n = strlen(s);
  if (b->length + n + 1 > b->capacity) {
    b->capacity = 2 * (b->length + n + 1);
    b->text = xrealloc(b->text, b->capacity);
  }
  memcpy(b->text + b->length, s, n + 1);
  b->length += n;
}

static void print(Buffer *b, const Expr *e);

static void print_operand(Buffer *b, const Expr *e, int min_precedence)
{
  bool parens = precedence(e) < min_precedence;
  if (parens)
    put(b, "(");
  print(b, e);
  if (parens)
    put(b, ")");
}

static void print_list(Buffer *b, const PtrList *list)
{
  for (int i = 0; i < list->count; i++) {
    if (i)
      put(b, ", ");
    print(b, list->items[i]);
  }
}

/* The forms arrays.c and functions.c remove before flattening: ranges,
   ':', 'end', matrices, array constructors, output tuples. */
static void print_array_form(Buffer *b, const Expr *e)
{
  switch (e->kind) {
  case EX_RANGE:
    print(b, e->a);
    if (e->b) {
      put(b, ":");
      print(b, e->b);
    }
    put(b, ":");
    print(b, e->c);
    break;
  case EX_COLON:
    put(b, ":");
    break;
  case EX_END:
    put(b, "end");
    break;
  case EX_MATRIX:
    put(b, "[");
    for (int i = 0; i < e->args.count; i++) {
      put(b, i ? "; " : "");
      print_list(b, &((Expr *)e->args.items[i])->args);
    }
    put(b, "]");
    break;
  case EX_ARRAY:
    put(b, "{");
    print_list(b, &e->args);
    for (int i = 0; i < e->iterators.count; i++) {
      Iterator *it = e->iterators.items[i];
      put(b, i ? ", " : " for ");
      put(b, it->name);
      put(b, " in ");
      print(b, it->range);
    }
    put(b, "}");
    break;
  case EX_TUPLE:
    put(b, "(");
    for (int i = 0; i < e->args.count; i++) {
      put(b, i ? ", " : "");
      if (e->args.items[i])
        print(b, e->args.items[i]);
    }
    put(b, ")");
    break;
  default:
    break;
  }
}

static void print(Buffer *b, const Expr *e)
{
  char number[64];
  switch (e->kind) {
  case EX_NUMBER:
    snprintf(number, sizeof number, "%.15g", e->number);
    put(b, number);
    break;
  case EX_BOOLEAN:
    put(b, e->number ? "true" : "false");
    break;
  case EX_STRING:
    put(b, "\"");
    put(b, e->string);
    put(b, "\"");
    break;
  case EX_NAME:
    put(b, e->string);
    if (e->subscripts.count) {
      put(b, "[");
      print_list(b, &e->subscripts);
      put(b, "]");
    }
    break;
  case EX_RANGE: case EX_COLON: case EX_END: case EX_MATRIX: case EX_ARRAY: case EX_TUPLE:
    print_array_form(b, e);
    break;
  case EX_CALL: case EX_FUNCTION:
    put(b, e->kind == EX_FUNCTION ? "function " : "");
    put(b, e->string);
    put(b, "(");
    print_list(b, &e->args);
    for (int i = 0; i < e->named_args.count; i++) {
      Modification *m = e->named_args.items[i];
      put(b, i || e->args.count ? ", " : "");
      put(b, m->name);
      put(b, " = ");
      print(b, m->value);
    }
    put(b, ")");
    break;
  case EX_UNARY:
    put(b, operator_text(e->op));
    if (e->op == OP_NOT)
      put(b, " ");
    print_operand(b, e->a, precedence(e) + 1);
    break;
  case EX_BINARY: {
    int p = precedence(e);
    /* left-associative: the right operand needs parentheses at equal strength */
    print_operand(b, e->a, e->op == OP_POW || p == 4 ? p + 1 : p);
    put(b, " ");
    put(b, operator_text(e->op));
    put(b, " ");
    print_operand(b, e->b, p + 1);
    break;
  }
  case EX_IF:
    put(b, "if ");
    print(b, e->a);
    put(b, " then ");
    print(b, e->b);
    put(b, " else ");
    print(b, e->c);
    break;
  }
}

char *expr_to_string(const Expr *e)
{
  Buffer b = { xstrdup(""), 0, 1 };
  print(&b, e);
  return b.text;
}

char *expr_printed_name(const Expr *e)
{
  return e->printed_name ? expr_to_string(e) : NULL;
}

/* A copy of e's node whose children are child() of e's: the shape of every
   walk that builds a new tree (child must accept NULL). */
Expr *expr_copy_node(const Expr *e, Expr *(*child)(const Expr *))
{
  Expr *c = xmalloc(sizeof *c);
  *c = *e;
  c->a = child(e->a);
  c->b = child(e->b);
  c->c = child(e->c);
  c->args = (PtrList){ 0 };
  for (int i = 0; i < e->args.count; i++)
    list_push(&c->args, child(e->args.items[i]));
  return c;
}

Expr *expr_copy(const Expr *e)
{
  return e ? expr_copy_node(e, expr_copy) : NULL;
}

static PtrList external_object_names;   /* char *: of classes extending ExternalObject */

void class_mark_external_object(ClassDef *c)
{
  PtrList kept = { 0 };
  for (int i = 0; i < c->extends.count; i++) {
    Extends *x = c->extends.items[i];
    if (strcmp(x->name, "ExternalObject") != 0)
      list_push(&kept, x);
  }
  if (kept.count == c->extends.count)
    return;
  c->extends = kept;
  c->external_object = true;
  c->base_type = "Real";
  c->restriction = "type";
  list_push(&external_object_names, c->name);
}

bool is_external_object_type(const char *type_name)
{
  const char *dot = strrchr(type_name, '.');
  for (int i = 0; i < external_object_names.count; i++)
    if (!strcmp(external_object_names.items[i], dot ? dot + 1 : type_name))
      return true;
  return false;
}
