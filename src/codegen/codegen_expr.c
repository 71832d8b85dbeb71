/*
 * codegen_expr.c - expressions as C for every emitter of the model's code:
 * variables, numbers, calls of built-in and user functions (with the
 * temporaries that calls of one row share), and the texts of the model
 * (names, messages, its lines) that reach the C only through here, escaped.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/codegen.h"
#include "codegen/emit.h"

/* Where the C goes (emit_units.c): large functions may be cut into chunks. */
Units *units;

/* While emitting a continuous algorithm, its outputs (algebraic variables)
   are C locals a<k>: local_of[0][index in y] is k + 1, 0 for the others.  So
   are a discrete algorithm's (local_of[1], index in d) where it is replayed
   for its relations, and both kinds of an initial algorithm's outputs
   (states too). */
static int *local_of[2];
static int local_of_size[2];

void set_algorithm_outputs(const PtrList *outputs)
{
  for (int s = 0; s < 2; s++) {
    free(local_of[s]);
    local_of[s] = NULL;
    local_of_size[s] = 0;
  }
  for (int k = 0; outputs && k < outputs->count; k++) {
    const Var *v = outputs->items[k];
    int s = v->kind == VAR_DISCRETE;
    if (v->index >= local_of_size[s])
      local_of_size[s] = v->index + 1;
  }
  for (int s = 0; s < 2; s++)
    local_of[s] = xcalloc((size_t)local_of_size[s] + 1, sizeof *local_of[s]);
  for (int k = 0; outputs && k < outputs->count; k++) {
    const Var *v = outputs->items[k];
    local_of[v->kind == VAR_DISCRETE][v->index] = k + 1;
  }
}

static int algorithm_local(const Var *v)
{
  int s = v->kind == VAR_DISCRETE;
  if (v->kind != VAR_DISCRETE && v->kind != VAR_ALGEBRAIC && v->kind != VAR_STATE)
    return -1;
  if (local_of[s] && v->index < local_of_size[s])
    return local_of[s][v->index] - 1;
  return -1;
}

/*
 * Every model-derived text (names, descriptions, messages, the model's own
 * lines) reaches the C file through one of the next two functions, never
 * through a format string.  A string literal keeps printable ASCII only:
 * quotes, backslashes, control characters and bytes beyond ASCII become
 * escapes, and so does every '?' so that no trigraph (such as ??/ for a
 * backslash under -std=c11) can form.
 */
void emit_c_string(FILE *out, const char *s)
{
  fputc('"', out);
  const unsigned char *run = (const unsigned char *)s;   /* characters written as they are */
  for (const unsigned char *p = run; *p; p++) {
    bool plain = *p >= 32 && *p < 127 && *p != '"' && *p != '\\' && *p != '?';
    if (plain)
      continue;
    fwrite(run, 1, (size_t)(p - run), out);
    run = p + 1;
    if (*p == '"' || *p == '\\' || *p == '?')
      fprintf(out, "\\%c", *p);
    else if (*p == '\n')
      fputs("\\n", out);
    else
      fprintf(out, "\\%03o", *p);
  }
  fputs((const char *)run, out);
  fputc('"', out);
}

/* Text inside a comment: one line (control characters become blanks), with
   no comment delimiter, no trigraph and no trailing backslash, so that the
   comment cannot end early, open another or swallow the next line. */
/* Comments are for reading: past this many characters (an expression over
   n elements, each a call of n arguments) they end in "...". */
enum { COMMENT_MAX = 240 };

void emit_comment_text(FILE *out, const char *s)
{
  int previous = ' ';
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (p - (const unsigned char *)s == COMMENT_MAX) {
      fputs(previous == '/' ? " ..." : "...", out);
      return;
    }
    int c = *p < 32 || *p == 127 ? ' ' : *p;
    if ((previous == '*' && c == '/') || (previous == '/' && c == '*') || (previous == '?' && c == '?'))
      fputc(' ', out);
    fputc(c, out);
    previous = c;
  }
  if (previous == '\\')
    fputc(' ', out);
}

/* The writers below are what code generation spends its time in on large
   models (a number per Jacobian entry, an index per variable read): they
   write what fprintf's "%d" and "%.17g" would, without a format. */
/* value in decimal at text, which has room for 21 characters; returns the
   length written (and a '\0' after it) */
int format_int(char *text, long value)
{
  char digits[24], *p = digits + sizeof digits;
  unsigned long magnitude = value < 0 ? 0UL - (unsigned long)value : (unsigned long)value;
  do
    *--p = (char)('0' + magnitude % 10);
  while ((magnitude /= 10) > 0);
  if (value < 0)
    *--p = '-';
  int n = (int)(digits + sizeof digits - p);
  memcpy(text, p, (size_t)n);
  text[n] = '\0';
  return n;
}

void emit_int(FILE *out, long value)
{
  char text[24];
  fwrite(text, 1, (size_t)format_int(text, value), out);
}

void codegen_int(FILE *out, long value)
{
  emit_int(out, value);
}

/* prefix, value, "]": D->y[12] */
void emit_indexed(FILE *out, const char *prefix, long value)
{
  fputs(prefix, out);
  emit_int(out, value);
  fputc(']', out);
}

/* "%.17g" of a finite value: whole numbers below 10^15 directly, the others
   through a small cache, since models repeat their constants */
static void emit_double(FILE *out, double value)
{
  static struct { double value; char text[32]; bool used; } cache[256];
  if (value == floor(value) && fabs(value) < 1e15) {
    if (value == 0 && signbit(value))
      fputs("-0", out);
    else
      emit_int(out, (long)value);
    return;
  }
  unsigned long long bits;
  memcpy(&bits, &value, sizeof bits);
  size_t slot = (size_t)((bits * 0x9e3779b97f4a7c15ull) >> 56);   /* simple values have zero low bits */
  if (!cache[slot].used || memcmp(&cache[slot].value, &value, sizeof value)) {
    snprintf(cache[slot].text, sizeof cache[slot].text, "%.17g", value);
    cache[slot].value = value;
    cache[slot].used = true;
  }
  fputs(cache[slot].text, out);
}

/* The array a variable of the model is an element of (at v->index), NULL
   for a local of the algorithm being written. */
static const char *model_array(const Var *v)
{
  if (algorithm_local(v) >= 0)
    return NULL;
  switch (v->kind) {
  case VAR_STATE:
  case VAR_ALGEBRAIC: return "D->y[";
  case VAR_DISCRETE: return "D->d[";
  case VAR_PARAMETER:
  case VAR_CONSTANT: return "D->p[";
  case VAR_COMPUTED: return v->function_slot < 0 ? "dw[" : "D->w[";
  }
  return NULL;
}

bool read_through_copies;

const Expr *emit_copied_value(const Var *v)
{
  if (!read_through_copies || v->kind != VAR_COMPUTED || v->function_slot || v->type == TYPE_STRING)
    return NULL;
  const Expr *a = v->assignment, *name = a && a->kind == EX_UNARY && a->op == OP_NEG ? a->a : a;
  if (!name || name->kind != EX_NAME || name->builtin == BUILTIN_TIME || !name->var ||
      name->var->function_slot || name->var->type == TYPE_STRING || !model_array(name->var))
    return NULL;
  return a;
}

/* A function's variables are the elements of its local array v (their
   slots), so that runs of alike statements on arrays roll into loops. */
void emit_var(FILE *out, const Var *v)
{
  if (v->function_slot > 0) {
    emit_indexed(out, "v[", v->function_slot);
    return;
  }
  const char *array = model_array(v);
  if (array)
    emit_indexed(out, array, v->index);
  else
    fprintf(out, "a%d", algorithm_local(v));
}

/* How many of the call's arguments from i on lie one after another in one
   array (a function's locals, or the model's variables of one kind), with
   the address of the first in *place; 0 when argument i is no element. */
static int argument_run(const Expr *call, int i, char **place)
{
  const Expr *first = call->args.items[i];
  if (first->kind != EX_NAME || !first->var || first->var->type == TYPE_STRING || first->builtin == BUILTIN_TIME ||
      emit_copied_value(first->var))
    return 0;
  bool local = first->var->function_slot > 0;
  const char *array = local ? "v[" : model_array(first->var);
  int start = local ? first->var->function_slot : first->var->index, n = 1;
  if (!array)
    return 0;
  for (; i + n < call->args.count; n++) {
    const Expr *a = call->args.items[i + n];
    if (a->kind != EX_NAME || !a->var || a->var->type == TYPE_STRING || a->builtin == BUILTIN_TIME ||
        emit_copied_value(a->var) ||
        (a->var->function_slot > 0) != local ||
        (local ? a->var->function_slot : a->var->index) != start + n || (!local && model_array(a->var) != array))
      break;
  }
  *place = xsprintf("&%s%d]", array, start);
  return n;
}

/* The inputs of a call of a function of the model, which reads them from
   one array: the caller's own when they all lie in one; else an array
   literal, its long runs of elements of one array copied into it
   (hysc_run_args) rather than written element by element. */
enum { MIN_RUN = 8, MAX_RUNS = 16 };

/* Whether a function takes its inputs as C parameters, not as one array:
   a few scalars, which a call passes in registers. */
bool scalar_inputs(const Function *fn)
{
  return fn->inputs.count <= SCALAR_INPUTS;
}

void emit_call_inputs(FILE *out, const Expr *call)
{
  if (scalar_inputs(call->function)) {
    for (int i = 0; i < call->args.count; i++) {
      fputs(", ", out);
      emit_argument(out, call->args.items[i]);
    }
    return;
  }
  int n = call->args.count, at[MAX_RUNS], length[MAX_RUNS], runs = 0;
  char *place[MAX_RUNS + 1];
  bool *in_run = xcalloc((size_t)n + 1, sizeof *in_run);
  for (int i = 0; i < n;) {
    int k = argument_run(call, i, &place[runs]);
    if (k == n) {
      fprintf(out, ", %s", place[runs]);
      free(place[runs]);
      free(in_run);
      return;
    }
    if (k >= MIN_RUN && runs < MAX_RUNS) {
      at[runs] = i;
      length[runs++] = k;
      memset(in_run + i, 1, (size_t)k);
    } else if (k) {
      free(place[runs]);
    }
    i += k ? k : 1;
  }
  fputs(n ? ", " : ", NULL", out);
  for (int r = 0; r < runs; r++)
    fputs("hysc_run_args(", out);
  if (n)
    fprintf(out, "(double[%d]){", n);
  int written = 0;
  for (int i = 0; i < n; i++) {
    if (in_run[i])
      continue;
    fprintf(out, runs ? "%s[%d] = " : "%s", written++ ? ", " : "", i);
    emit_argument(out, call->args.items[i]);
  }
  fputs(!n ? "" : written ? "}" : "0}", out);
  for (int r = 0; r < runs; r++) {
    fprintf(out, ", %d, %s, %d)", at[r], place[r], length[r]);
    free(place[r]);
  }
  free(in_run);
}

static const char *c_function(const char *name)
{
  static const char *map[][2] = {
    {"abs", "fabs"}, {"min", "fmin"}, {"max", "fmax"}, {"sign", "hysc_sign"}, {NULL, NULL},
  };
  for (int i = 0; map[i][0]; i++)
    if (!strcmp(map[i][0], name))
      return map[i][1];
  return name;
}

/* pre() inside a when-condition: the iteration evaluates conditions one pass
   behind the when-bodies, so their pre() is one pass behind too */
const char *pre_d_array = "D->pre_d";

/* While emitting a function's body: calls pass its site on. */
const Function *emitting_function;

/* Calls of one function with the same arguments in one row (the elements
   of an array result, as in sum(f(x))): one call before the row fills a
   temporary cse<k>[] with every output, and each call reads its element. */
typedef struct SharedCall {
  const Expr *call;
  int uses;
  int number;              /* of its temporary, -1 while not declared */
} SharedCall;

static Map shared_calls;   /* call_key -> SharedCall, for the row being written */
static int n_shared_calls;

/* Whether a function of the model returns several outputs, so that its
   calls may share a temporary (set by codegen_model) */
bool may_share_calls;

bool any_shareable_function(void)
{
  const PtrList *functions = functions_all();
  for (int i = 0; i < functions->count; i++) {
    const Function *fn = functions->items[i];
    if (fn->outputs.count > 1 && !fn->inline_requested)
      return true;
  }
  return false;
}

static bool shareable(const Expr *e)
{
  return e->kind == EX_CALL && e->function && e->function->outputs.count > 1 && !e->function->inline_requested;
}

/* Calls share a temporary when they name the same argument nodes, as the
   elements of one array result do (arrays.c): the key is a hash of those,
   checked by same_arguments. */
static char *call_key(const Expr *call)
{
  unsigned long long h = 1469598103934665603ull;
  for (int i = 0; i < call->args.count; i++) {
    h ^= (unsigned long long)(uintptr_t)call->args.items[i];
    h *= 1099511628211ull;
  }
  return xsprintf("%d:%d:%llx", call->function->number, call->args.count, h);
}

static bool same_arguments(const Expr *a, const Expr *b)
{
  if (a->function != b->function || a->args.count != b->args.count)
    return false;
  for (int i = 0; i < a->args.count; i++)
    if (a->args.items[i] != b->args.items[i])
      return false;
  return true;
}

/* Whether b is another element of the results of call a (the same argument
   nodes), so that one temporary may hold both. */
bool is_same_shared_call(const Expr *a, const Expr *b)
{
  return shareable(a) && shareable(b) && same_arguments(a, b);
}

static void count_shared_call(Expr *e, void *data)
{
  if (!shareable(e))
    return;
  char *key = call_key(e);
  SharedCall *shared = map_get(&shared_calls, key);
  if (shared && !same_arguments(shared->call, e))
    return;   /* a hash collision: this call is written in full */
  if (!shared) {
    shared = xcalloc(1, sizeof *shared);
    shared->call = e;
    shared->number = -1;
    map_put(&shared_calls, key, shared);
    list_push(data, shared);
  }
  shared->uses++;
}

/* Before a row reading row_value: a block with the temporaries of its
   repeated calls; false when it has none (and no block). */
bool emit_row_shared_calls(FILE *out, Expr *row_value)
{
  bool block = false;
  PtrList found = { 0 };
  shared_calls = (Map){ 0 };
  if (!may_share_calls)
    return false;   /* no row of a large model is walked for nothing */
  expr_walk(row_value, count_shared_call, &found, false);
  for (int i = 0; i < found.count; i++) {
    SharedCall *shared = found.items[i];
    const Expr *call = shared->call;
    if (shared->uses < 2)
      continue;
    shared->number = n_shared_calls++;
    if (!block)
      fputs("  {\n", out);
    block = true;
    fprintf(out, "  double cse%d[%d];\n  (void)hysc_fn%d(D, %s, 0, cse%d", shared->number,
            call->function->outputs.count, call->function->number,
            emitting_function ? "site" : xsprintf("%d", call->slot < 0 ? 0 : call->slot), shared->number);
    emit_call_inputs(out, call);
    fputs(");\n", out);
  }
  return block;
}

void end_row_shared_calls(FILE *out, bool block)
{
  if (block)
    fputs("  }\n", out);
  shared_calls = (Map){ 0 };
}

/* The number k of the temporary cse<k>[] holding e's value in the row being
   written, -1 when no shared call made one. */
static int shared_call_number(const Expr *e)
{
  if (!shared_calls.count || !shareable(e))
    return -1;
  SharedCall *shared = map_get(&shared_calls, call_key(e));
  if (!shared || shared->number < 0 || !same_arguments(shared->call, e))
    return -1;
  return shared->number;
}

/* The temporary holding e's value, when a shared call made one. */
static bool emit_shared_element(FILE *out, const Expr *e)
{
  int number = shared_call_number(e);
  if (number < 0)
    return false;
  fprintf(out, "cse%d[%d]", number, e->output);
  return true;
}

/* f(x) of a user function: its C function, or its closed form in place
   when it asks for Inline = true and has one. */
/* The Strings that calls pass, known at compile time: a function's String
   input is the number of its text for hysc_string() (emitted last). */
static PtrList passed_strings;

static bool is_string_call(const Expr *e)
{
  return e->kind == EX_CALL && !e->function && !strcmp(e->string, "String");
}

static int count_pieces(const Expr *e)
{
  return e->kind == EX_BINARY ? count_pieces(e->a) + count_pieces(e->b) : 1;
}

static void emit_piece(FILE *out, const Expr *e)
{
  if (e->kind == EX_BINARY) {
    emit_piece(out, e->a);
    emit_piece(out, e->b);
    return;
  }
  if (!is_string_call(e)) {   /* a literal, a String variable, pre() of one, a function's result */
    fputs(" { HYSC_PIECE_TEXT, ", out);
    if (e->kind == EX_STRING) {
      emit_c_string(out, e->string);
    } else {
      fputs("hysc_string(", out);
      emit_argument(out, e);
      fputc(')', out);
    }
    fputs(", 0, 0, 0, 0, 0 },", out);
    return;
  }
  static const char *kinds[] = { "REAL", "INTEGER", "BOOLEAN" };
  const char *format = strings_format(e);
  fprintf(out, " { HYSC_PIECE_%s, ", format ? "FORMAT" : kinds[strings_type(e)]);
  if (format)
    emit_c_string(out, format);
  else
    fputs("NULL", out);
  fputs(", ", out);
  emit_expr(out, e->args.items[0]);
  fprintf(out, ", %d, %d, %d, %d },", strings_option(e, "significantDigits", 6), strings_option(e, "minimumLength", 0),
          strings_option(e, "leftJustified", 1), strings_type(e) == STRING_INTEGER);
}

/* n, (const hysc_piece[]){ ... }: the pieces of a String built at run time */
static void emit_text_pieces(FILE *out, const Expr *e)
{
  fprintf(out, "%d, (const hysc_piece[]){", count_pieces(e));
  emit_piece(out, e);
  fputs(" }", out);
}

void emit_message_pieces(FILE *out, const Expr *e)
{
  fputs("    at = hysc_text_pieces(buf, size, at, ", out);
  emit_text_pieces(out, e);
  fputs(");\n", out);
}

/* s == "a" (in a function) and "x = " + String(x): false when e is neither */
static bool emit_text_operation(FILE *out, const Expr *e)
{
  if (strings_is_comparison(e)) {
    fputs(e->op == OP_NE ? "!" : "", out);
    fputs("hysc_text_equal(hysc_string(", out);
    emit_argument(out, e->a);
    fputs("), hysc_string(", out);
    emit_argument(out, e->b);
    fputs("))", out);
    return true;
  }
  if (!strings_is_text(e))
    return false;
  emit_argument(out, e);
  return true;
}

void emit_argument(FILE *out, const Expr *e)
{
  if (e->kind == EX_IF && strings_is_text(e)) {   /* if c then "a" else s */
    fputc('(', out);
    emit_expr(out, e->a);
    fputs(" ? ", out);
    emit_argument(out, e->b);
    fputs(" : ", out);
    emit_argument(out, e->c);
    fputc(')', out);
    return;
  }
  if ((e->kind == EX_BINARY || is_string_call(e)) && strings_is_text(e)) {   /* built of pieces */
    fputs("hysc_text_join(", out);
    emit_text_pieces(out, e);
    fputc(')', out);
    return;
  }
  if (e->kind != EX_STRING) {
    emit_expr(out, e);
    return;
  }
  int k = 0;
  if (!passed_strings.count)   /* text 0 is "", the value of a String variable not yet assigned */
    list_push(&passed_strings, "");
  while (k < passed_strings.count && strcmp(passed_strings.items[k], e->string))
    k++;
  if (k == passed_strings.count)
    list_push(&passed_strings, e->string);
  fprintf(out, "%d.0", k);
}

void emit_passed_strings(FILE *out, const char *strings_linkage)
{
  fprintf(out, "%sconst char *hysc_string(double k)\n{\n  static const char *const texts[] = {", strings_linkage);
  for (int k = 0; k < passed_strings.count; k++) {
    fputs(k ? ",\n    " : "\n    ", out);
    emit_c_string(out, passed_strings.items[k]);
  }
  fputs(passed_strings.count ? "\n  };\n" : " \"\" };\n", out);
  fputs("  return k < 0 ? hysc_text_of(k) : texts[(int)k];\n}\n\n", out);
  passed_strings = (PtrList){ 0 };
}

void emit_function_call(FILE *out, const Expr *e)
{
  Function *fn = e->function;
  if (emit_shared_element(out, e))
    return;
  Expr *inlined = fn->inline_requested && !fn->inlining ? function_inline(e) : NULL;
  if (inlined) {   /* a recursive call inside is a C call */
    fn->inlining = true;
    fputc('(', out);
    emit_expr(out, inlined);
    fputc(')', out);
    fn->inlining = false;
    return;
  }
  if (emitting_function)   /* a call inside a function runs for its caller's site */
    fprintf(out, "hysc_fn%d(D, site, %d, NULL", e->function->number, e->output);
  else
    fprintf(out, "hysc_fn%d(D, %d, %d, NULL", e->function->number, e->slot < 0 ? 0 : e->slot, e->output);
  emit_call_inputs(out, e);
  fputc(')', out);
}

static void emit_call(FILE *out, const Expr *e)
{
  const Expr *arg = e->args.count ? e->args.items[0] : NULL;
  const char *name = e->string;
  if (e->function) {
    emit_function_call(out, e);
  } else if (!strcmp(name, "String")) {
    emit_argument(out, e);
  } else if (!strcmp(name, "der")) {
    emit_indexed(out, "D->yp[", arg->var->index);
  } else if (arg && arg->var && (arg->var->kind == VAR_PARAMETER || arg->var->kind == VAR_CONSTANT) &&
             (!strcmp(name, "pre") || !strcmp(name, "edge") || !strcmp(name, "change"))) {
    if (!strcmp(name, "pre"))
      emit_var(out, arg->var);  /* a parameter never changes */
    else
      fputs("0", out);
  } else if (!strcmp(name, "pre")) {
    if (arg->var->kind == VAR_DISCRETE)
      fprintf(out, "%s[%d]", pre_d_array, arg->var->index);
    else
      emit_indexed(out, "D->pre_y[", arg->var->index);
  } else if (!strcmp(name, "edge")) {
    fprintf(out, "(D->d[%d] && !%s[%d])", arg->var->index, pre_d_array, arg->var->index);
  } else if (!strcmp(name, "change")) {
    fprintf(out, "(D->d[%d] != %s[%d])", arg->var->index, pre_d_array, arg->var->index);
  } else if (!strcmp(name, "initial")) {
    fputs("D->initial", out);
  } else if (!strcmp(name, "terminal")) {
    fputs("D->terminal", out);
  } else if (!strcmp(name, "delay")) {
    /* from the history; where none is kept (initial equations) the value at
       the start time, which is the expression itself there */
    fputs(e->slot >= 0 ? "hysc_delayed(D, " : "(", out);
    if (e->slot >= 0)
      fprintf(out, "%d, ", e->slot);
    emit_expr(out, arg);
    fputc(')', out);
  } else if (!strcmp(name, "sample")) {
    fprintf(out, "D->sample[%d]", e->slot);
  } else if (!strcmp(name, "noEvent") || !strcmp(name, "smooth")) {
    fputc('(', out);
    emit_expr(out, e->args.items[e->args.count - 1]);
    fputc(')', out);
  } else if (e->slot >= 0 && (!strcmp(name, "mod") || !strcmp(name, "rem"))) {
    /* x - frozen(x / y) * y */
    fputc('(', out);
    emit_expr(out, arg);
    fprintf(out, " - D->frozen[%d] * ", e->slot);
    emit_expr(out, e->args.items[1]);
    fputc(')', out);
  } else if (e->slot >= 0) {
    fprintf(out, "D->frozen[%d]", e->slot);  /* floor, ceil, integer, div */
  } else if (!strcmp(name, "integer")) {
    fputs("floor(", out);
    emit_expr(out, arg);
    fputc(')', out);
  } else if (!strcmp(name, "div") || !strcmp(name, "mod") || !strcmp(name, "rem")) {
    fprintf(out, "hysc_%s(", name);
    emit_expr(out, arg);
    fputs(", ", out);
    emit_expr(out, e->args.items[1]);
    fputc(')', out);
  } else {
    fprintf(out, "%s(", c_function(e->string));
    for (int i = 0; i < e->args.count; i++) {
      if (i)
        fputs(", ", out);
      emit_expr(out, e->args.items[i]);
    }
    fputc(')', out);
  }
}

static void emit_number(FILE *out, double x)
{
  if (!isfinite(x)) {   /* stages before refuse these: never write inf or nan as C */
    fputs(isnan(x) ? "NAN" : x > 0 ? "HUGE_VAL" : "(-HUGE_VAL)", out);
    return;
  }
  emit_double(out, x);
  if (x == floor(x) && fabs(x) < 1e15)
    fputs(".0", out);
}

/* ---- the locals of repeated subexpressions (codegen_cse.c) ---- */

static bool writing_locals;

static char *text_of(const Expr *e)
{
  char *text;
  size_t size;
  FILE *f = units_buffer(&text, &size);
  emit_expr(f, e);
  fclose(f);
  return text;
}

/* In place of e, its group's local, once e's text is found the same. */
static bool emit_local(FILE *out, const Expr *e)
{
  int *verdict;
  CseGroup *g = writing_locals ? cse_group_of(e, &verdict) : NULL;
  if (!g)
    return false;
  if (!*verdict) {
    g->number = -1 - g->number;   /* e itself written out while compared */
    char *text = text_of(e);
    g->number = -1 - g->number;
    *verdict = strcmp(text, g->text) ? -1 : 1;
    free(text);
  }
  if (*verdict < 0)
    return false;
  fprintf(out, "sub%d", g->number);
  return true;
}

bool cse_begin(FILE *out, const Expr **values, int n)
{
  cse_count(values, n, shared_call_number);
  writing_locals = true;
  bool block = false;
  int n_locals = 0;   /* per block: alike statements stay alike (codegen_loops.c) */
  for (int i = 0; i < cse_n_groups(); i++) {
    CseGroup *g = cse_group_at(i);
    if (g->count < 2)
      continue;
    g->text = text_of(g->first);
    g->number = n_locals++;
    fprintf(out, "%s  double sub%d = %s;\n", block ? "" : "  {\n", g->number, g->text);
    block = true;
  }
  return block;
}

void cse_end(FILE *out, bool block)
{
  cse_forget();
  writing_locals = false;
  if (block)
    fputs("  }\n", out);
}

void emit_expr(FILE *out, const Expr *e)
{
  if (emit_local(out, e))
    return;
  switch (e->kind) {
  case EX_NUMBER:
    emit_number(out, e->number);
    break;
  case EX_BOOLEAN:
    fputs(e->number ? "1.0" : "0.0", out);
    break;
  case EX_STRING:
    emit_c_string(out, e->string);
    break;
  case EX_NAME:
    if (e->builtin == BUILTIN_TIME)
      fputs("D->t", out);
    else if (e->var && emit_copied_value(e->var))
      emit_expr(out, emit_copied_value(e->var));
    else
      emit_var(out, e->var);
    break;
  case EX_CALL:
    emit_call(out, e);
    break;
  case EX_ARRAY:
  case EX_RANGE: case EX_COLON: case EX_END: case EX_MATRIX: case EX_FUNCTION:   /* gone after arrays.c */
  case EX_TUPLE:
    fputs("0.0 /* array */", out);
    break;
  case EX_UNARY:
    fputs(e->op == OP_NOT ? "(!" : e->op == OP_NEG ? "(-" : "(+", out);
    emit_expr(out, e->a);
    fputc(')', out);
    break;
  case EX_BINARY:
    if (emit_text_operation(out, e))
      break;
    if (e->relation >= 0) {
      emit_indexed(out, "D->r[", e->relation);
      break;
    }
    if (e->op == OP_POW && e->b->kind == EX_NUMBER && e->b->number == 2) {
      fputs("hysc_sq(", out);  /* x^2 is common: a product, not a call of pow, */
      emit_expr(out, e->a);    /* with x written once so that nested squares stay linear */
      fputc(')', out);
      break;
    }
    if (e->op == OP_POW) {
      fputs("pow(", out);
      emit_expr(out, e->a);
      fputs(", ", out);
      emit_expr(out, e->b);
      fputc(')', out);
      break;
    }
    static const char *c_operator[] = {
      [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/",
      [OP_LT] = "<", [OP_LE] = "<=", [OP_GT] = ">", [OP_GE] = ">=", [OP_EQ] = "==",
      [OP_NE] = "!=", [OP_AND] = "&&", [OP_OR] = "||",
    };
    fputc('(', out);
    emit_expr(out, e->a);
    fputc(' ', out);
    fputs(c_operator[e->op], out);
    fputc(' ', out);
    emit_expr(out, e->b);
    fputc(')', out);
    break;
  case EX_IF:
    fputc('(', out);
    emit_expr(out, e->a);
    fputs(" ? ", out);
    emit_expr(out, e->b);
    fputs(" : ", out);
    emit_expr(out, e->c);
    fputc(')', out);
    break;
  }
}

void codegen_expr(FILE *out, const Expr *e)
{
  emit_expr(out, e);
}

void emit_line_comment(FILE *out, const Equation *eq)
{
  fputs("  /* ", out);
  emit_comment_text(out, diag_source_text(eq->loc));
  fputs("  (line ", out);
  emit_int(out, eq->loc.first_line);
  fputs(") */\n", out);
}

void emit_double_or_huge(FILE *out, const Expr *e, const char *otherwise)
{
  double value;
  if (e && e->kind == EX_NUMBER)
    value = e->number;
  else if (e && e->kind == EX_UNARY && e->op == OP_NEG && e->a->kind == EX_NUMBER)
    value = -e->a->number;
  else {
    fputs(otherwise, out);
    return;
  }
  emit_double(out, value);
}
