/*
 * strings.c - String parameters and constants, concatenation with + and
 * String(x) (spec 3.7.1 and 12.8), for the messages of assert and
 * terminate.  Before arrays and flattening, a String parameter or constant
 * is taken out of the model: its value, known at compile time, replaces its
 * name in messages, and messages of constant pieces are folded into one
 * literal.  A message that still holds String(x) of a value is built at run
 * time (codegen.c writes it; the runtime formats the numbers).  The same
 * Strings, built at run time, may be passed to a function's String input
 * or be the value of a String variable (discrete, kept in the model); a
 * String anywhere else is an error.
 */
#include <stdlib.h>
#include <string.h>

#include "flat/flat.h"

static Map constants;   /* name of a String parameter or constant -> its folded EX_STRING */
static Map variables;   /* name of a String variable (discrete: it changes at events) -> its Component */
static Map booleans;    /* name of a scalar Boolean parameter or constant -> its binding */
static Map iterators;   /* name of a for-loop's iterator over Strings -> its range, while in its body */

/* The longest String value or message, in characters: s1 = s0 + s0
   repeated doubles the text at every line, so 1 KB of model could ask for
   gigabytes of C without a bound. */
enum { STRING_MAX = 100000 };

/* the characters of the literal pieces of a folded message */
static size_t text_length(const Expr *e)
{
  if (e->kind == EX_STRING)
    return strlen(e->string);
  if (e->kind == EX_BINARY)
    return text_length(e->a) + text_length(e->b);
  return 0;
}

/* the value of a String refused as too long, so that the Strings built
   from it are refused without a message each */
static Expr refused = { .kind = EX_STRING, .string = "" };

static bool too_long(SrcLoc loc, size_t n)
{
  if (n <= STRING_MAX)
    return false;
  diag_error(loc, "this string would be %zu characters long, more than the limit of %d", n, STRING_MAX);
  return true;
}

static bool is_string_call(const Expr *e)
{
  return e->kind == EX_CALL && !strcmp(e->string, "String");
}

static Expr *fold(const Expr *e, bool report);
static Expr *fold_choice(const Expr *e, bool report);

/* loadResource("modelica://P/Resources/x") of Modelica.Utilities.Files or
   of a package ExternalReferences (ModelicaServices'): the file's absolute
   path, known at compile time (spec 13.5); another name stays as written */
static bool is_load_resource(const Expr *e)
{
  const char *name = e->string;
  size_t n = strlen(name), tail = strlen("ExternalReferences.loadResource");
  return e->kind == EX_CALL && e->args.count == 1 && !e->named_args.count &&
         (!strcmp(name, "Modelica.Utilities.Files.loadResource") ||
          (n >= tail && !strcmp(name + n - tail, "ExternalReferences.loadResource") &&
           (n == tail || name[n - tail - 1] == '.')));
}

static Expr *fold_load_resource(const Expr *e)
{
  Expr *uri = fold(e->args.items[0], false);
  if (!uri || uri->kind != EX_STRING || uri == &refused)
    return (Expr *)e;
  if (!strstr(uri->string, "://"))
    return uri;
  char *path = library_resolve_uri(uri->string, uri->loc);
  Expr *s = expr_new(EX_STRING, e->loc);
  s->string = path ? path : "";
  return s;
}

/* "a" + "b" of two literals: one literal */
static Expr *fold_concatenation(const Expr *e, bool report)
{
  Expr *a = fold(e->a, report), *b = fold(e->b, report);
  if (!a || !b)
    return NULL;
  if (a == &refused || b == &refused)
    return &refused;
  if (a->kind == EX_STRING && b->kind == EX_STRING) {
    if (too_long(e->loc, strlen(a->string) + strlen(b->string)))
      return &refused;
    Expr *s = expr_new(EX_STRING, e->loc);
    s->string = xsprintf("%s%s", a->string, b->string);
    return s;
  }
  Expr *c = expr_binary(OP_ADD, a, b, e->loc);
  return c;
}

/* Modelica.Utilities.Strings.NAME with args positional arguments */
static bool is_strings_function(const Expr *e, const char *name, int args)
{
  const char *prefix = "Modelica.Utilities.Strings.";
  size_t k = strlen(prefix);
  return e->kind == EX_CALL && e->args.count == args && !e->named_args.count && !strncmp(e->string, prefix, k) &&
         !strcmp(e->string + k, name);
}

static Expr *string_value(const Expr *e);

/* An Integer known at compile time for an index of substring: literals,
   length(s) of a known String, + - * of such; 1 when found, else 0. */
static int known_integer(const Expr *e, long *value, int depth)
{
  long a, b;
  if (depth > 64)
    return 0;
  if (e->kind == EX_NUMBER && e->integer_literal) {
    *value = (long)e->number;
    return 1;
  }
  if (is_strings_function(e, "length", 1)) {
    Expr *s = string_value(e->args.items[0]);
    *value = s ? (long)strlen(s->string) : 0;
    return s != NULL;
  }
  if (e->kind == EX_UNARY && e->op == OP_NEG && known_integer(e->a, &a, depth + 1)) {
    *value = -a;
    return 1;
  }
  if (e->kind != EX_BINARY || (e->op != OP_ADD && e->op != OP_SUB && e->op != OP_MUL) ||
      !known_integer(e->a, &a, depth + 1) || !known_integer(e->b, &b, depth + 1) || labs(a) > 1000000 ||
      labs(b) > 1000000)
    return 0;
  *value = e->op == OP_ADD ? a + b : e->op == OP_SUB ? a - b : a * b;
  return 1;
}

/* substring(s, i, j) of Modelica.Utilities.Strings with known arguments:
   the characters i..j, with the library's rules for indices out of range */
static Expr *fold_substring(const Expr *e)
{
  Expr *s = string_value(e->args.items[0]);
  long i, j;
  if (!s || !known_integer(e->args.items[1], &i, 0) || !known_integer(e->args.items[2], &j, 0))
    return (Expr *)e;
  long n = (long)strlen(s->string);
  if (i < 1)
    i = 1;
  if (j < 0)
    j = i;
  if (j > n)
    j = n;
  Expr *r = expr_new(EX_STRING, e->loc);
  r->string = xsprintf("%.*s", (int)(i > n || j < i ? 0 : j - i + 1), i > n ? "" : s->string + i - 1);
  return r;
}

static Expr *fold_choice(const Expr *e, bool report)
{
  Expr *b = fold(e->b, report), *c = b ? fold(e->c, report) : NULL;
  if (!b || !c)
    return NULL;
  if (b == &refused || c == &refused)
    return &refused;
  Expr *pick = expr_new(EX_IF, e->loc);
  pick->a = e->a;
  pick->b = b;
  pick->c = c;
  return pick;
}

/* names[k] of an array of String parameters or constants (its value an
   EX_ARRAY of literals) with k known at compile time: that literal; else
   NULL, which refuse_strings reports */
static Expr *element_of(Expr *array, const Expr *subscript)
{
  long k;
  if (array->kind != EX_ARRAY || !known_integer(subscript, &k, 0) || k < 1 || k > array->args.count)
    return NULL;
  return array->args.items[k - 1];
}

/* A message with String parameters in place and constant pieces joined;
   NULL (after a diagnostic when asked) when e is no String expression. */
static int known_boolean(const Expr *e, int depth);

static Expr *fold(const Expr *e, bool report)
{
  if (e->kind == EX_CALL && is_load_resource(e))
    return fold_load_resource(e);
  if (is_strings_function(e, "substring", 3))
    return fold_substring(e);
  if (e->kind == EX_STRING || e->kind == EX_CALL)   /* String(x), or a call whose type resolve.c checks */
    return (Expr *)e;
  int condition = e->kind == EX_IF ? known_boolean(e->a, 0) : -1;
  if (condition >= 0)   /* if tableOnFile then fileName else "NoName" */
    return fold(condition ? e->b : e->c, report);
  if (e->kind == EX_IF)   /* if m == 1 then "rolling" else ...: chosen at run time */
    return fold_choice(e, report);
  Expr *constant = e->kind == EX_NAME ? map_get(&constants, e->string) : NULL;
  if (constant && constant->kind != EX_ARRAY && !e->subscripts.count)
    return constant;
  if (constant && constant->kind == EX_ARRAY)   /* names[k], else refuse_strings says why not */
    return e->subscripts.count == 1 && !e->path.count ? element_of(constant, e->subscripts.items[0]) : NULL;
  if (e->kind == EX_NAME && map_get(&variables, e->string))
    return (Expr *)e;   /* its value at run time (str[2] of an array too) */
  if (e->kind == EX_NAME && !e->subscripts.count && map_get(&iterators, e->string))
    return (Expr *)e;   /* each String of the range, where arrays.c unrolls the loop */
  if (e->kind == EX_BINARY && e->op == OP_ADD)
    return fold_concatenation(e, report);
  if (report)
    diag_error(e->loc, "a message is built of string literals, String parameters and constants, and String(x), "
               "joined with +");
  return NULL;
}

/* ---- Boolean conditions on Strings, known at compile time ---- */

/* e folded to one literal, else NULL */
static Expr *string_value(const Expr *e)
{
  bool text = e->kind == EX_STRING || e->kind == EX_NAME || e->kind == EX_BINARY || e->kind == EX_IF ||
              is_strings_function(e, "substring", 3);
  Expr *s = text ? fold(e, false) : NULL;
  return s && s->kind == EX_STRING && s != &refused ? s : NULL;
}

/* 1 or 0 when e is known at compile time: literals, Boolean parameters with
   such bindings, not/and/or (and false, or true, decide alone), = and <>
   of Strings; -1 otherwise. */
static int known_boolean(const Expr *e, int depth)
{
  if (!e || depth > 64)
    return -1;
  if (e->kind == EX_BOOLEAN)
    return e->number != 0;
  if (e->kind == EX_NAME && !e->subscripts.count)
    return known_boolean(map_get(&booleans, e->string), depth + 1);
  if (e->kind == EX_UNARY && e->op == OP_NOT) {
    int a = known_boolean(e->a, depth + 1);
    return a < 0 ? -1 : !a;
  }
  if (e->kind == EX_IF) {
    int c = known_boolean(e->a, depth + 1);
    return c < 0 ? -1 : known_boolean(c ? e->b : e->c, depth + 1);
  }
  if (e->kind == EX_BINARY && (e->op == OP_AND || e->op == OP_OR)) {
    int decisive = e->op == OP_OR, a = known_boolean(e->a, depth + 1);
    if (a == decisive)
      return a;
    int b = known_boolean(e->b, depth + 1);
    return b == decisive ? b : a < 0 || b < 0 ? -1 : b;
  }
  Expr *a = e->kind == EX_BINARY && (e->op == OP_EQ || e->op == OP_NE) ? string_value(e->a) : NULL;
  Expr *b = a ? string_value(e->b) : NULL;
  return b ? (strcmp(a->string, b->string) == 0) == (e->op == OP_EQ) : -1;
}

static bool reads_string(const Expr *e, const void *data)
{
  return e->kind == EX_STRING || (e->kind == EX_NAME && map_get(&constants, e->string) &&
                                  !map_get(&variables, e->string));
}

/* What reads Strings, decided at compile time where it can be: an
   if-expression by its condition, a comparison or a condition of Strings
   by its value; what reads no String stays (a parameter may be set at run
   time). */
static Expr *settle(Expr *e)
{
  if (!e)
    return NULL;
  if (expr_any(e, reads_string, NULL)) {
    int known = e->kind == EX_IF ? known_boolean(e->a, 0) : -1;
    if (known >= 0)
      return settle(known ? e->b : e->c);
    bool logical = e->kind == EX_BINARY && (e->op == OP_AND || e->op == OP_OR || e->op == OP_EQ || e->op == OP_NE);
    known = logical || (e->kind == EX_UNARY && e->op == OP_NOT) ? known_boolean(e, 0) : -1;
    if (known >= 0) {
      Expr *value = expr_new(EX_BOOLEAN, e->loc);
      value->number = known;
      return value;
    }
  }
  e->a = settle(e->a);
  e->b = settle(e->b);
  e->c = settle(e->c);
  for (int i = 0; i < e->args.count; i++)
    e->args.items[i] = settle(e->args.items[i]);
  for (int i = 0; i < e->named_args.count; i++)
    ((Modification *)e->named_args.items[i])->value = settle(((Modification *)e->named_args.items[i])->value);
  return e;
}

static bool is_string_component(const Component *c)
{
  return !strcmp(c->type_name, "String");
}

/* parameter String names[2] = {"a", "b"}: one dimension, its value an
   array of Strings known at compile time, kept as an EX_ARRAY of their
   literals (names[k] reads one); as note_constant */
static int note_constant_array(const Component *c, bool last)
{
  const Expr *value = c->binding, *dim = c->dims.items[0];
  bool known = c->dims.count == 1 && value && value->kind == EX_ARRAY && !value->iterators.count;
  Expr *array = expr_new(EX_ARRAY, value ? value->loc : c->loc);
  for (int k = 0; known && k < value->args.count; k++) {
    Expr *s = string_value(value->args.items[k]);
    known = s != NULL;
    list_push(&array->args, s);
  }
  long n;
  if (!known && !last)
    return -1;
  if (!known)
    diag_error(value ? value->loc : c->loc, "the String array '%s' needs a value known at compile time: one "
               "dimension, {s1, s2, ...} of string literals and String parameters", c->name);
  else if (dim && dim->kind != EX_COLON && known_integer(dim, &n, 0) && n != array->args.count)
    diag_error(value->loc, "the String array '%s' is declared with %ld elements, but its value has %d", c->name, n,
               array->args.count);
  else
    map_put(&constants, c->name, array);
  return 1;
}

/* parameter String label = "ball" + "1": its value, or a diagnostic when
   last (before, a value not known yet waits: -1); a String variable is
   kept (0), a parameter or constant taken out (1) */
static int note_constant(const Component *c, bool last)
{
  if (!(c->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT))) {
    map_put(&variables, c->name, (void *)c);
    return 0;
  }
  if (c->dims.count)
    return note_constant_array(c, last);
  Expr *value = c->binding ? fold(c->binding, false) : NULL;
  if (value == &refused || (value && too_long(value->loc, text_length(value)))) {
    map_put(&constants, c->name, &refused);
    return 1;
  }
  if ((!value || value->kind != EX_STRING) && !last)
    return -1;
  if (!value || value->kind != EX_STRING) {
    diag_error(c->binding ? c->binding->loc : c->loc, "String parameter '%s' needs a value known at compile "
               "time: string literals and other String parameters joined with +, substring and length of "
               "Modelica.Utilities.Strings", c->name);
    return 1;
  }
  map_put(&constants, c->name, value);
  return 1;
}

static void refuse_strings(Expr *e);

/* the pieces of a String passed to a call: the arguments of String(x) and
   of calls in it are treated in turn */
static void refuse_in_pieces(Expr *e)
{
  if (e->kind == EX_BINARY) {
    refuse_in_pieces(e->a);
    refuse_in_pieces(e->b);
  } else if (e->kind == EX_IF) {
    refuse_strings(e->a);
    refuse_in_pieces(e->b);
    refuse_in_pieces(e->c);
  } else if (is_string_call(e)) {
    for (int i = 0; i < e->args.count; i++)
      refuse_strings(e->args.items[i]);
  } else if (e->kind == EX_CALL) {
    refuse_strings(e);
  }
}

/* a piece that makes a folded side of = or <> a String, not a number */
static bool is_text_piece(const Expr *s)
{
  return s->kind == EX_STRING || s->kind == EX_BINARY || s->kind == EX_IF || is_string_call(s) ||
         (s->kind == EX_NAME && map_get(&variables, s->string)) ||
         (expr_is_call(s, "pre") && s->args.count == 1 && is_text_piece(s->args.items[0]));
}

/* s == "a" or s <> t of Strings, one side at least a String variable,
   String() or a joining (known ones are settled before): both sides folded
   like a String variable's value, compared at run time (spec 3.5) */
static bool string_comparison(Expr *e)
{
  if (e->kind != EX_BINARY || (e->op != OP_EQ && e->op != OP_NE))
    return false;
  Expr *a = fold(e->a, false), *b = a ? fold(e->b, false) : NULL;
  if (!a || !b || a == &refused || b == &refused || (!is_text_piece(a) && !is_text_piece(b)))
    return false;
  e->a = a;
  e->b = b;
  refuse_in_pieces(a);
  refuse_in_pieces(b);
  return true;
}

/* A String anywhere outside a message, a comparison or an argument of a
   call is an error; an argument is folded to one literal, which
   functions.c checks against the input it gives. */
static void refuse_strings(Expr *e)
{
  if (!e || string_comparison(e))
    return;
  bool passed[e->kind == EX_CALL ? e->args.count + 1 : 1];   /* a String argument, checked by functions.c */
  for (int i = 0; e->kind == EX_CALL && !is_string_call(e) && i < e->args.count; i++) {
    Expr *arg = e->args.items[i], *s = fold(arg, false);
    passed[i] = s && s != &refused;
    if (passed[i] && s->kind == EX_STRING && too_long(arg->loc, strlen(s->string)))
      continue;
    if (passed[i] && s->kind == EX_STRING && s != arg) {
      Expr *copy = expr_new(EX_STRING, arg->loc);   /* its messages point at the call */
      copy->string = s->string;
      s = copy;
    }
    if (passed[i])   /* one literal, or a String built at run time */
      e->args.items[i] = s;
  }
  for (int i = 0; e->kind == EX_CALL && i < e->named_args.count; i++) {
    Modification *m = e->named_args.items[i];
    Expr *s = m->value && (m->value->kind == EX_BINARY || m->value->kind == EX_NAME) ? fold(m->value, false) : NULL;
    if (s && s->kind == EX_STRING && s != &refused)
      m->value = s;
  }
  Expr *array = e->kind == EX_NAME ? map_get(&constants, e->string) : NULL;
  if (array && array->kind == EX_ARRAY && !(e->subscripts.count == 1 && element_of(array, e->subscripts.items[0]))) {
    diag_error(e->loc, e->subscripts.count == 1 ? "'%s' is an array of String parameters or constants: an "
               "element of it needs a literal subscript from 1 to %d (a loop index or a parameter is not "
               "supported yet)" : "'%s' is an array of String parameters or constants: only its elements, with "
               "a literal subscript from 1 to %d, are Strings", e->string, array->args.count);
    return;
  }
  if ((e->kind == EX_NAME && (map_get(&constants, e->string) || map_get(&variables, e->string))) ||
      is_string_call(e)) {
    diag_error(e->loc, "'%s' is a String: a String is the value of a String variable, an argument of a "
               "function's String input or a message of assert and terminate",
               e->kind == EX_NAME ? e->string : "String(...)");
    return;
  }
  refuse_strings(e->a);
  refuse_strings(e->b);
  refuse_strings(e->c);
  for (int i = 0; i < e->args.count; i++)
    if (e->kind == EX_CALL && !is_string_call(e) && passed[i])
      refuse_in_pieces(e->args.items[i]);
    else
      refuse_strings(e->args.items[i]);
  for (int i = 0; i < e->named_args.count; i++)
    refuse_strings(((Modification *)e->named_args.items[i])->value);
}

static void prepare_equations(PtrList *equations);

/* assert(c, message) and terminate(message): the message folded */
static void prepare_call(Expr *call)
{
  int at = !strcmp(call->string, "assert") ? 1 : !strcmp(call->string, "terminate") ? 0 : -1;
  if (at < 0) {   /* f(x) of a function: its String inputs may take Strings */
    refuse_strings(call);
    return;
  }
  for (int i = 0; i < call->args.count; i++) {
    Expr *arg = call->args.items[i];
    Expr *message = i == at ? fold(arg, false) : NULL;
    if (message && (message == &refused || too_long(message->loc, text_length(message))))
      continue;
    if (message) {
      call->args.items[i] = message;
      refuse_in_pieces(message);
    } else
      refuse_strings(arg);
  }
  for (int i = 0; i < call->named_args.count; i++)
    refuse_strings(((Modification *)call->named_args.items[i])->value);
}

/* s = value of a String variable: the value folded, its pieces treated */
static bool string_value_of(Expr **value)
{
  Expr *s = *value ? fold(*value, false) : NULL;
  if (!s || s == &refused)
    return false;
  *value = s;
  refuse_in_pieces(s);
  return true;
}

static bool assigns_string(const Equation *q)
{
  return (q->kind == EQ_SIMPLE || q->kind == EQ_ASSIGN) && q->lhs && q->lhs->kind == EX_NAME &&
         map_get(&variables, q->lhs->string);
}

/* for s in {"a", "b"}: s stands for each String in the loop's body */
static int note_string_iterators(const Equation *q)
{
  int noted = 0;
  for (int i = 0; q->kind == EQ_FOR && i < q->iterators.count; i++) {
    Iterator *it = q->iterators.items[i];
    bool texts = it->range && it->range->kind == EX_ARRAY && it->range->args.count && !it->range->iterators.count;
    for (int k = 0; texts && k < it->range->args.count; k++) {
      Expr *s = fold(it->range->args.items[k], false);
      texts = s && s->kind == EX_STRING && s != &refused;
      if (texts)
        it->range->args.items[k] = s;
    }
    if (texts) {
      map_put(&iterators, it->name, it->range);
      noted++;
    }
  }
  return noted;
}

static void prepare_equations(PtrList *equations)
{
  for (int i = 0; i < equations->count; i++) {
    Equation *q = equations->items[i];
    q->lhs = settle(q->lhs);
    q->rhs = settle(q->rhs);
    if (assigns_string(q) && string_value_of(&q->rhs)) {
      ;
    } else if (q->kind == EQ_CALL && q->lhs && q->lhs->kind == EX_CALL) {
      prepare_call(q->lhs);
    } else {
      refuse_strings(q->lhs);
      refuse_strings(q->rhs);
    }
    bool texts = note_string_iterators(q) > 0;
    for (int b = 0; b < q->branches.count; b++) {
      Branch *br = q->branches.items[b];
      br->condition = settle(br->condition);
      refuse_strings(br->condition);
      prepare_equations(&br->equations);
    }
    for (int k = 0; texts && k < q->iterators.count; k++)
      map_put(&iterators, ((Iterator *)q->iterators.items[k])->name, NULL);
  }
}

static Map taken;   /* name of a String parameter or constant taken out of the class -> itself */

/* The String parameters and constants of cls, each after the ones its
   value reads (a record's C1 may read a later component's VectorGroup):
   passes until none is settled, the last one reporting what is left. */
static void note_constants(ClassDef *cls)
{
  taken = (Map){ 0 };
  for (int last = 0; last < 2; last++)
    for (bool progress = true; progress;) {
      progress = false;
      for (int i = 0; i < cls->components.count; i++) {
        Component *c = cls->components.items[i];
        if (!is_string_component(c) || map_get(&taken, c->name) || map_get(&variables, c->name))
          continue;
        int noted = note_constant(c, last);
        if (noted > 0)
          map_put(&taken, c->name, c);
        progress |= noted > 0 && !last;
      }
    }
}

static void prepare_class(ClassDef *cls)
{
  constants = (Map){ 0 };
  booleans = (Map){ 0 };
  variables = (Map){ 0 };
  iterators = (Map){ 0 };
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (!strcmp(c->type_name, "Boolean") && !c->dims.count && c->binding &&
        (c->prefixes & (PREFIX_PARAMETER | PREFIX_CONSTANT)))
      map_put(&booleans, c->name, c->binding);
  }
  PtrList kept = { 0 };
  note_constants(cls);
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    if (!is_string_component(c) || !map_get(&taken, c->name))
      list_push(&kept, c);
  }
  if (kept.count == cls->components.count) {
    free(kept.items);
    kept = cls->components;
  }
  cls->components = kept;
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    c->binding = settle(c->binding);
    if (!(is_string_component(c) && string_value_of(&c->binding)))
      refuse_strings(c->binding);
    for (int k = 0; k < c->modifications.count; k++) {
      Modification *m = c->modifications.items[k];
      m->value = settle(m->value);
      refuse_strings(m->value);
    }
  }
  prepare_equations(&cls->equations);
  prepare_equations(&cls->initial_equations);
  for (int i = 0; i < cls->algorithms.count; i++)
    prepare_equations(cls->algorithms.items[i]);
  for (int i = 0; i < cls->initial_algorithms.count; i++)
    prepare_equations(cls->initial_algorithms.items[i]);
}

void strings_prepare(Program *program)
{
  for (int i = 0; i < program->classes.count; i++) {
    ClassDef *c = program->classes.items[i];
    if (!strcmp(c->restriction, "model") || !strcmp(c->restriction, "block") || !strcmp(c->restriction, "class"))
      prepare_class(c);
  }
}

/* ---- messages built at run time ---- */

bool strings_resolve_message(Scope *scope, Expr *message)
{
  if (message->kind == EX_STRING)
    return true;
  if (is_string_call(message)) {
    resolve_expr(scope, message);   /* a message still, right or wrong */
    return true;
  }
  if (message->kind == EX_NAME || message->kind == EX_CALL)   /* a String variable or a function's result */
    return resolve_expr(scope, message) == T_STRING;
  if (message->kind == EX_BINARY && message->op == OP_ADD)
    return strings_resolve_message(scope, message->a) && strings_resolve_message(scope, message->b);
  if (message->kind == EX_IF)
    return resolve_expr(scope, message->a) == T_BOOLEAN && strings_resolve_message(scope, message->b) &&
           strings_resolve_message(scope, message->c);
  return false;
}

bool strings_is_text(const Expr *e)
{
  if (e->kind == EX_BINARY)
    return e->op == OP_ADD && strings_is_text(e->a) && strings_is_text(e->b);
  if (e->kind == EX_IF)
    return strings_is_text(e->b) && strings_is_text(e->c);
  if (e->kind == EX_CALL && !strcmp(e->string, "pre") && e->args.count == 1)   /* pre(s) of a String variable */
    return strings_is_text(e->args.items[0]);
  if (e->kind == EX_CALL && e->function)   /* a function's String output */
    return e->output < e->function->outputs.count &&
           ((Var *)e->function->outputs.items[e->output])->type == TYPE_STRING;
  return e->kind == EX_STRING || is_string_call(e) || (e->kind == EX_NAME && e->var && e->var->type == TYPE_STRING);
}

bool strings_is_comparison(const Expr *e)
{
  return e->kind == EX_BINARY && (e->op == OP_EQ || e->op == OP_NE) && strings_is_text(e->a) &&
         strings_is_text(e->b);
}

bool strings_is_dynamic(const Expr *message)
{
  return message && message->kind != EX_STRING;
}

int strings_option(const Expr *call, const char *name, int otherwise)
{
  for (int i = 0; i < call->named_args.count; i++) {
    Modification *m = call->named_args.items[i];
    double value;
    if (!strcmp(m->name, name))
      return literal_number(m->value, &value) ? (int)value : (int)m->value->number;
  }
  return otherwise;
}

const char *strings_format(const Expr *call)
{
  for (int i = 0; i < call->named_args.count; i++) {
    Modification *m = call->named_args.items[i];
    if (!strcmp(m->name, "format"))
      return m->value->string;
  }
  return NULL;
}

int strings_type(const Expr *call)
{
  return call->slot;
}
