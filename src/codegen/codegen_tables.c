/*
 * codegen_tables.c - the tables of the generated model: variables with
 * their attributes, the source lines of equations, relations, when-clauses,
 * asserts and messages, the index tables, and the arrays that a constructor
 * fills at start-up instead of initializers.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/codegen.h"
#include "codegen/emit.h"

/* ---- tables ---- */

/* The library files read after the model's, whose lines the tables'
   line numbers run on into (hysc_model.source_files) */
void emit_source_files(FILE *out)
{
  if (diag_source_count() < 2)
    return;
  fputs("static const char *const source_files[] = {", out);
  for (int i = 1; i < diag_source_count(); i++) {
    emit_c_string(out, diag_source_file(i));
    fputs(i + 1 < diag_source_count() ? ", " : "};\n", out);
  }
  fputs("static const int source_bases[] = {", out);
  for (int i = 1; i < diag_source_count(); i++)
    fprintf(out, "%d%s", diag_source_base(i), i + 1 < diag_source_count() ? ", " : "};\n");
}

/* Text as C: a string literal, or hysc_text("h[%d]", 12) when it holds
   numbers, so that the statements filling a table with the names of an
   array's elements differ only in numbers and roll into one loop
   (codegen_loops.c).  A number with a leading zero or of more than nine
   digits stays in the literal. */
static void emit_text(FILE *out, const char *s)
{
  size_t length = strlen(s);
  char *format = xmalloc(2 * length + 1), *f = format;
  long *numbers = xmalloc(sizeof *numbers * (length / 2 + 1));   /* one per digit and separator at most */
  int n_numbers = 0;
  for (const char *p = s; *p;) {
    size_t digits = 0;
    while (p[digits] >= '0' && p[digits] <= '9')
      digits++;
    if (digits && digits <= 9 && (*p != '0' || digits == 1)) {
      long value = 0;
      for (size_t k = 0; k < digits; k++)
        value = 10 * value + (p[k] - '0');
      numbers[n_numbers++] = value;
      *f++ = '%';
      *f++ = 'd';
      p += digits;
    } else if (digits) {
      memcpy(f, p, digits);
      f += digits;
      p += digits;
    } else {
      if (*p == '%')
        *f++ = '%';
      *f++ = *p++;
    }
  }
  *f = '\0';
  if (n_numbers) {
    fputs("hysc_text(", out);
    emit_c_string(out, format);
    for (int i = 0; i < n_numbers; i++) {
      fputs(", ", out);
      emit_int(out, numbers[i]);
    }
    fputc(')', out);
  } else {
    emit_c_string(out, s);
  }
  free(format);
  free(numbers);
}

/* The tables of sources are filled at start-up by statements that runs of
   array elements roll into loops; the table of variables is static data
   (emit_variables).  Each is declared in the prelude (the chunks of its fill function may be in any
   unit) and defined in the main unit once its size is known. */
static const char *source_tables[] = { "hysc_equations", "hysc_initial_equations", "hysc_relations",
                                       "hysc_whens", "hysc_computed_equations" };

void declare_tables(FILE *prelude)
{
  fputs("extern const hysc_var hysc_vars[];\n", prelude);
  for (size_t i = 0; i < sizeof source_tables / sizeof *source_tables; i++)
    fprintf(prelude, "extern hysc_source %s[];\n", source_tables[i]);
  fputs("static const char *hysc_text(const char *format, ...) __attribute__((unused));\n"
        "static const char *hysc_text(const char *format, ...)\n{\n"
        "  va_list args;\n  va_start(args, format);\n  int n = vsnprintf(NULL, 0, format, args);\n"
        "  va_end(args);\n  char *text = malloc((size_t)n + 1);\n  if (!text)\n    abort();\n"
        "  va_start(args, format);\n  vsnprintf(text, (size_t)n + 1, format, args);\n  va_end(args);\n"
        "  return text;\n}\n\n", prelude);
}

PtrList fills;   /* the functions hysc_fill_tables calls */

/* hysc_fill_tables runs before main. */
void emit_fill_tables(FILE *out)
{
  fputs("__attribute__((constructor)) static void hysc_fill_tables(void)\n{\n", out);
  for (int i = 0; i < fills.count; i++)
    fprintf(out, "  %s();\n", (char *)fills.items[i]);
  fputs("}\n\n", out);
}

void codegen_filled_array(FILE *out, const char *type, const char *name, int count, char **values)
{
  char *text = NULL;
  size_t size = 0, *cuts = xmalloc(sizeof *cuts * ((size_t)count + 1));
  FILE *body = units_buffer(&text, &size);
  for (int i = 0; i < count; i++) {
    fputs("  ", body);
    fputs(name, body);
    emit_indexed(body, "[", i);
    fputs(" = ", body);
    fputs(values[i], body);
    fputs(";\n", body);
    cuts[i] = (size_t)ftell(body);
  }
  if (fclose(body) != 0)
    diag_fatal("cannot buffer the generated C: %s", strerror(errno));
  fprintf(out, "static %s %s[%d];\n\nstatic void fill_%s(void)\n{\n", type, name, count ? count : 1, name);
  if (units_loops(units) && count) {
    size_t rolled_size, *rolled_cuts;
    int n_rolled_cuts;
    char *rolled = loops_reroll(text, size, cuts, count - 1, &rolled_size, &rolled_cuts, &n_rolled_cuts);
    fwrite(rolled, 1, rolled_size, out);
    free(rolled);
    free(rolled_cuts);
  } else {
    fwrite(text, 1, size, out);
  }
  fputs("}\n\n", out);
  list_push(&fills, xsprintf("fill_%s", name));
  free(text);
  free(cuts);
}

void codegen_int_array(FILE *out, const char *type, const char *name, const int *values, int count)
{
  char **texts = xmalloc(sizeof *texts * ((size_t)count + 1));
  char *digits = xmalloc(12 * ((size_t)count + 1)), *next = digits;   /* "-2147483648" and its '\0' */
  for (int i = 0; i < count; i++) {
    texts[i] = next;
    next += format_int(next, values[i]) + 1;
  }
  codegen_filled_array(out, type, name, count, texts);
  free(digits);
  free(texts);
}

/* A table of sources: hysc_source name[rows + 1], the last {0}, filled at
   start-up when its name starts with hysc_; else static and constant
   (asserts, samples: few).  Returns the stream for the rows. */
static const char *source_table;
static int source_row;

static bool source_table_filled(void)
{
  return !strncmp(source_table, "hysc_", 5);
}

static FILE *emit_sources_begin(FILE *out, const char *name)
{
  source_table = name;
  source_row = 0;
  if (source_table_filled())
    return units_function_begin(units, xsprintf("fill_%s", name), "void", "");
  fprintf(out, "static const hysc_source %s[] = {\n", name);
  return out;
}

static void emit_source(FILE *out, SrcLoc loc, const char *text)
{
  if (!source_table_filled()) {
    fputs("  {", out);
    emit_c_string(out, text ? text : diag_source_text(loc));
    fputs(", ", out);
    emit_int(out, loc.first_line);
    fputs("},\n", out);
    return;
  }
  fputs("  ", out);
  fputs(source_table, out);
  emit_indexed(out, "[", source_row++);
  fputs(" = (hysc_source){", out);
  emit_text(out, text ? text : diag_source_text(loc));
  fputs(", ", out);
  emit_int(out, loc.first_line);
  fputs("};\n", out);
  units_cut_point(units);
}

/* out: the main unit */
static void emit_sources_end(FILE *out)
{
  if (!source_table_filled()) {
    fputs("  {0},\n};\n\n", out);
    return;
  }
  units_function_end(units);
  fprintf(out, "hysc_source %s[%d];\n\n", source_table, source_row + 1);
  list_push(&fills, xsprintf("fill_%s", source_table));
}

void emit_compute_call(FILE *out, const FlatModel *model)
{
  if (model->computed.count)
    fputs(COMPUTE_FIRST, out);
}

bool emit_has_causality(const FlatModel *model)
{
  for (int i = 0; i < model->vars.count; i++)
    if (((const Var *)model->vars.items[i])->input || ((const Var *)model->vars.items[i])->output)
      return true;
  return false;
}

static void emit_variables(FILE *out, const FlatModel *model)
{
  static const char *kinds[] = { "HYSC_STATE", "HYSC_ALGEBRAIC", "HYSC_DISCRETE", "HYSC_PARAMETER", "HYSC_CONSTANT",
                                 "HYSC_COMPUTED" };
  static const char *types[] = { "HYSC_REAL", "HYSC_INTEGER", "HYSC_BOOLEAN", "HYSC_STRING" };
  if (emit_has_causality(model)) {   /* only with --fmu: hysc_model.causality */
    fputs("static const unsigned char hysc_causality[] = {", out);
    for (int i = 0; i < model->vars.count; i++) {
      const Var *v = model->vars.items[i];
      fprintf(out, "%s%d", i ? ", " : "", v->input ? 1 : v->output ? 2 : 0);
    }
    fputs("};\n\n", out);
  }
  /* static data, not statements filling it: the C compiler reads an
     initializer of thousands of rows far faster than it compiles code */
  fprintf(out, "const hysc_var hysc_vars[%d] = {\n", model->vars.count ? model->vars.count : 1);
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    fputs("  {", out);
    emit_c_string(out, v->name);
    fputs(", ", out);
    emit_c_string(out, v->description);
    fputs(", ", out);
    emit_c_string(out, v->unit);
    /* a structural parameter chose if-branches at compile time: not settable */
    fprintf(out, ", %s, %s, %d, %d, ", kinds[v->structural ? VAR_CONSTANT : v->kind], types[v->type], v->index,
            v->fixed ? 1 : 0);
    emit_double_or_huge(out, v->nominal, "1.0");
    fputs(", ", out);
    emit_double_or_huge(out, v->min, "-HUGE_VAL");
    fputs(", ", out);
    emit_double_or_huge(out, v->max, "HUGE_VAL");
    fputs(", ", out);
    if (v->enumeration)
      emit_c_string(out, v->enumeration);
    else
      fputs("NULL", out);
    fputs(v->internal ? ", 1},\n" : ", 0},\n", out);
  }
  fputs(model->vars.count ? "};\n\n" : "  {0}\n};\n\n", out);
}

static void largest_nominal(Expr *e, void *data)
{
  double *largest = data, nominal;
  if (e->kind == EX_NAME && e->var && e->var->nominal && eval_constant(e->var->nominal, &nominal) &&
      isfinite(nominal) && (isnan(*largest) || fabs(nominal) > *largest))
    *largest = fabs(nominal);
}

/* The largest declared nominal of the variables in a relation's operands,
   NAN when none declares one: the scale of its relative hysteresis. */
static double relation_nominal(const Relation *r)
{
  double largest = NAN;
  expr_walk(r->expr, largest_nominal, &largest, false);
  return largest;
}

/* What a relation's operands read: time; a continuous variable (not a
   parameter, nor a discrete variable). */
typedef struct {
  bool time, continuous;
} relation_reads;

static void note_reads(Expr *e, void *data)
{
  relation_reads *reads = data;
  if (e->kind != EX_NAME)
    return;
  if (!e->var)
    reads->time |= e->builtin == BUILTIN_TIME;
  else
    reads->continuous |= e->var->kind != VAR_PARAMETER && e->var->kind != VAR_CONSTANT &&
                         e->var->kind != VAR_DISCRETE;
}

/* The relation's own floor of epsilon, NAN for the global one.  A relation
   of time against parameters and discrete variables (time < startTime,
   time < T_start + rising) switches where time passes the bound, with only
   the relative band (1e-12 of the operands): time does not come back, and
   a floor of 1e-10 s would move a switch of a nanosecond circuit by a
   tenth of its rise time.  One left on its bound by an event that set its
   variable to time (time >= pulseStart) stays on the side it switched to
   while time moves on.  Against a continuous variable the floor stays. */
static double relation_epsilon(const Relation *r)
{
  relation_reads reads = {false, false};
  if (!isnan(r->hysteresis))
    return r->hysteresis;
  expr_walk(r->expr, note_reads, &reads, false);
  return reads.time && !reads.continuous ? 0.0 : NAN;
}

/* The coefficient *s of time in e, when e is affine in time with a literal
   coefficient and reads otherwise only parameters (also those with fixed =
   false), constants, numbers and discrete Real or Integer variables: its
   time of switching is then known once initialization is over, and again
   after each event (a pulse's start, set to time at each period, plus its
   width). */
static bool time_coefficient(const Expr *e, double *s)
{
  double a, b, c;
  *s = 0;
  switch (e->kind) {
  case EX_NUMBER:
    return true;
  case EX_NAME:
    if (e->builtin == BUILTIN_TIME)
      return *s = 1, true;
    return e->var && e->subscripts.count == 0 &&
           (e->var->kind == VAR_PARAMETER || e->var->kind == VAR_CONSTANT || e->var->free_parameter ||
            (e->var->kind == VAR_DISCRETE && (e->var->type == TYPE_REAL || e->var->type == TYPE_INTEGER)));
  case EX_UNARY:
    if ((e->op != OP_NEG && e->op != OP_PLUS) || !time_coefficient(e->a, &a))
      return false;
    return *s = e->op == OP_NEG ? -a : a, true;
  case EX_BINARY:
    if (!time_coefficient(e->a, &a) || !time_coefficient(e->b, &b))
      return false;
    if (e->op == OP_ADD || e->op == OP_SUB)
      return *s = e->op == OP_ADD ? a + b : a - b, true;
    if (e->op == OP_MUL && a == 0 && b == 0)
      return true;
    if (e->op == OP_MUL && a == 0 && literal_number(e->a, &c))
      return *s = c * b, true;
    if (e->op == OP_MUL && b == 0 && literal_number(e->b, &c))
      return *s = a * c, true;
    if (e->op == OP_DIV && b == 0 && a == 0)
      return true;
    if (e->op == OP_DIV && b == 0 && literal_number(e->b, &c) && c != 0)
      return *s = a / c, true;
    return false;
  default:
    return false;
  }
}

double relation_time_slope(const Relation *r)
{
  const Expr *e = r->expr;
  double a, b;
  if (r->algorithm || e->kind != EX_BINARY || !time_coefficient(e->a, &a) || !time_coefficient(e->b, &b))
    return 0;
  double slope = e->op == OP_LT || e->op == OP_LE ? b - a : a - b;
  return isfinite(slope) ? slope : 0;
}

/* Asserts in functions: one entry per call site of the model and assert, the
   call's line with the assert's message and its own line. */
int function_assert_base;

int n_function_asserts(void)
{
  int sites = functions_call_sites()->count;
  return functions_asserts()->count * (sites ? sites : 1);
}

static int function_assert_level(int k)
{
  Equation *eq = functions_asserts()->items[k];
  Expr *level = eq->lhs->args.count == 3 ? eq->lhs->args.items[2] : NULL;
  return level && level->builtin == BUILTIN_ASSERTION_WARNING;
}

/* " (assert of function 'f' at line 13)", after the message of assert k */
static char *function_assert_place(int k)
{
  Equation *eq = functions_asserts()->items[k];
  return xsprintf(" (assert of function '%s' at %s)", function_of_assert(k)->name,
                  diag_line_place(eq->loc.first_line));
}

static const char *message_text(const Expr *message);

static void emit_function_assert_sources(FILE *out)
{
  const PtrList *asserts = functions_asserts(), *sites = functions_call_sites();
  for (int i = 0; i < n_function_asserts(); i++) {
    Equation *eq = asserts->items[i % asserts->count];
    const Expr *site = sites->count ? sites->items[i / asserts->count] : NULL;
    char *text = xsprintf("%s%s", message_text(eq->lhs->args.items[1]), function_assert_place(i % asserts->count));
    emit_source(out, site ? site->loc : eq->loc, text);
  }
}

/* Where each residual row comes from: the equations, then one row per
   output of each algorithm. */
static void emit_equation_sources(FILE *out, const FlatModel *model)
{
  FILE *rows = emit_sources_begin(out, "hysc_equations");
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    emit_source(rows, eq->loc, eq->note && !strncmp(eq->note, "velocity", 8)
                                  ? xsprintf("d/dt(%s)", diag_source_text(eq->loc)) : NULL);
  }
  for (int i = 0; i < model->algorithms.count; i++) {
    Algorithm *a = model->algorithms.items[i];
    for (int k = 0; k < a->outputs.count; k++)
      emit_source(rows, a->loc, xsprintf("algorithm computing %s", ((Var *)a->outputs.items[k])->name));
  }
  emit_sources_end(out);
  if (!model->computed.count)
    return;
  rows = emit_sources_begin(out, "hysc_computed_equations");   /* assignments.c */
  for (int i = 0; i < model->computed.count; i++)
    emit_source(rows, ((Var *)model->computed.items[i])->solved->loc, NULL);
  emit_sources_end(out);
}

/* Where each row of the initial system comes from: initial equations,
   fixed states, start values, initial algorithms and constraint rows, in
   that order. */
static void emit_initial_equation_sources(FILE *out, const FlatModel *model)
{
  FILE *rows = emit_sources_begin(out, "hysc_initial_equations");
  for (int i = 0; i < model->initial_equations.count; i++)
    emit_source(rows, ((Equation *)model->initial_equations.items[i])->loc, NULL);
  for (int i = 0; i < model->states.count; i++) {
    Var *v = model->states.items[i];
    if (v->fixed)
      emit_source(rows, v->loc, xsprintf("%s = start value (fixed = true)", v->name));
  }
  for (int i = 0; i < model->start_equations.count; i++) {
    Var *v = model->start_equations.items[i];
    emit_source(rows, v->loc, xsprintf("%s = start value", v->name));
  }
  for (int i = 0; i < model->initial_algorithms.count; i++) {
    const Algorithm *a = model->initial_algorithms.items[i];
    for (int k = 0; k < a->outputs.count; k++) {
      const Var *v = a->outputs.items[k];
      if (v->kind != VAR_DISCRETE)
        emit_source(rows, a->loc, xsprintf("%s := ... (initial algorithm)", v->name));
    }
  }
  for (int i = 0; i < model->constraint_rows.count; i++) {
    Equation *eq = model->constraint_rows.items[i];
    emit_source(rows, eq->loc, xsprintf("%s: %s", eq->note, diag_source_text(eq->loc)));
  }
  emit_sources_end(out);
}

/* The relations: their sources, hysteresis, nominal values and whether
   each is non-strict (<=, >=). */
static void emit_relation_tables(FILE *out, const FlatModel *model)
{
  FILE *rows = emit_sources_begin(out, "hysc_relations");
  for (int i = 0; i < model->relations.count; i++)
    emit_source(rows, ((Relation *)model->relations.items[i])->expr->loc,
                expr_printed_name(((Relation *)model->relations.items[i])->expr));
  emit_sources_end(out);
  int n = model->relations.count;
  char **hysteresis = xmalloc(sizeof *hysteresis * ((size_t)n + 1)), **nominal = xmalloc(sizeof *nominal * ((size_t)n + 1));
  int *nonstrict = xmalloc(sizeof *nonstrict * ((size_t)n + 1));
  for (int i = 0; i < n; i++) {
    Relation *r = model->relations.items[i];
    double h = relation_epsilon(r), scale = relation_nominal(r);
    hysteresis[i] = isnan(h) ? xstrdup("NAN") : xsprintf("%.17g", h);
    nominal[i] = isnan(scale) ? xstrdup("NAN") : xsprintf("%.17g", scale);
    nonstrict[i] = r->expr->op == OP_LE || r->expr->op == OP_GE;
  }
  codegen_filled_array(out, "double", "relation_hysteresis", n, hysteresis);
  codegen_filled_array(out, "double", "relation_nominal", n, nominal);
  codegen_int_array(out, "unsigned char", "relation_nonstrict", nonstrict, n);
  bool timed = false;
  for (int i = 0; i < n; i++) {
    double slope = relation_time_slope(model->relations.items[i]);
    timed |= slope != 0;
    free(hysteresis[i]);
    hysteresis[i] = xsprintf("%.17g", slope);
  }
  if (timed)
    codegen_filled_array(out, "double", "relation_time_slope", n, hysteresis);
  for (int i = 0; i < n; i++) {
    free(hysteresis[i]);
    free(nominal[i]);
  }
  free(hysteresis);
  free(nominal);
  free(nonstrict);
}

/* The conditions of every branch of every when-clause. */
static void emit_when_sources(FILE *out, const FlatModel *model)
{
  FILE *rows = emit_sources_begin(out, "hysc_whens");
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    for (int b = 0; b < w->equation->branches.count; b++) {
      Expr *condition = ((Branch *)w->equation->branches.items[b])->condition;
      emit_source(rows, condition->loc, expr_printed_name(condition));
    }
  }
  emit_sources_end(out);
}

bool has_messages;   /* the model has a `message` function */

/* A message's text in the tables: the literal, or the expression of one
   built at run time (by `message`, below) */
static const char *message_text(const Expr *message)
{
  return strings_is_dynamic(message) ? expr_to_string(message) : message->string;
}

static void emit_message_case(FILE *out, const char *kind, int index, const Expr *message)
{
  fprintf(out, "  if (kind == %s && index == %d) {\n", kind, index);
  emit_message_pieces(out, message);
  fputs("    return 1;\n  }\n", out);
}

bool any_function_message(void)
{
  const PtrList *asserts = functions_asserts();
  for (int k = 0; k < asserts->count; k++)
    if (strings_is_dynamic(((Equation *)asserts->items[k])->lhs->args.items[1]))
      return true;
  return false;
}

/* An assert of a function with values in its message, at any call site:
   the message its failure built, then its place. */
static void emit_function_message_cases(FILE *out)
{
  const PtrList *asserts = functions_asserts();
  for (int k = 0; k < asserts->count; k++) {
    if (!strings_is_dynamic(((Equation *)asserts->items[k])->lhs->args.items[1]))
      continue;
    fprintf(out, "  if (kind == HYSC_MESSAGE_ASSERT && index >= %d && (index - %d) %% %d == %d) {\n",
            function_assert_base, function_assert_base, asserts->count, k);
    fputs("    at = hysc_text_append(buf, size, at, hysc_function_message);\n"
          "    at = hysc_text_append(buf, size, at, ", out);
    emit_c_string(out, function_assert_place(k));
    fputs(");\n    return 1;\n  }\n", out);
  }
}

/* Messages with values: built by the model at the time they are shown. */
bool emit_messages(FILE *out, const FlatModel *model)
{
  bool any = any_function_message();
  for (int i = 0; i < model->asserts.count; i++)
    any |= strings_is_dynamic(((Equation *)model->asserts.items[i])->lhs->args.items[1]);
  for (int i = 0; i < model->terminations.count; i++)
    any |= strings_is_dynamic(((Expr *)model->terminations.items[i])->args.items[0]);
  if (!any)
    return false;
  fputs("static int message(const hysc_data *D, int kind, int index, char *buf, size_t size)\n{\n"
        "  size_t at = 0;\n  (void)D;\n", out);
  emit_compute_call(out, model);
  for (int i = 0; i < model->asserts.count; i++) {
    Expr *message = ((Equation *)model->asserts.items[i])->lhs->args.items[1];
    if (strings_is_dynamic(message))
      emit_message_case(out, "HYSC_MESSAGE_ASSERT", i, message);
  }
  for (int i = 0; i < model->terminations.count; i++) {
    Expr *message = ((Expr *)model->terminations.items[i])->args.items[0];
    if (strings_is_dynamic(message))
      emit_message_case(out, "HYSC_MESSAGE_TERMINATE", i, message);
  }
  emit_function_message_cases(out);
  fputs("  (void)at;\n  return 0;\n}\n\n", out);
  return true;
}

/* The asserts of the model, then those inside functions: their messages
   and levels. */
static void emit_assert_tables(FILE *out, const FlatModel *model)
{
  emit_sources_begin(out, "asserts");
  for (int i = 0; i < model->asserts.count; i++) {
    Equation *eq = model->asserts.items[i];
    emit_source(out, eq->loc, message_text(eq->lhs->args.items[1]));
  }
  emit_function_assert_sources(out);
  emit_sources_end(out);
  fputs("static const int assert_levels[] = {", out);
  for (int i = 0; i < model->asserts.count; i++)
    fprintf(out, "%s %d", i ? "," : "", ((Equation *)model->asserts.items[i])->lhs->slot & ASSERT_WARNING);
  for (int i = 0; i < n_function_asserts(); i++)
    fprintf(out, "%s %d", i + model->asserts.count ? "," : "", function_assert_level(i % functions_asserts()->count));
  fputs(model->asserts.count + n_function_asserts() ? " };\n\n" : " 0 };\n\n", out);
}

/* terminate() calls with their messages, and sample() calls. */
static void emit_termination_and_sample_sources(FILE *out, const FlatModel *model)
{
  emit_sources_begin(out, "terminations");
  for (int i = 0; i < model->terminations.count; i++) {
    Expr *call = model->terminations.items[i];
    emit_source(out, call->loc, message_text(call->args.items[0]));
  }
  emit_sources_end(out);

  emit_sources_begin(out, "samples");
  for (int i = 0; i < model->samples.count; i++)
    emit_source(out, ((Expr *)model->samples.items[i])->loc, NULL);
  emit_sources_end(out);
}

int codegen_choice_watched(const FlatModel *model, const Var *v)
{
  if (v->choice == CHOICE_NONE)
    return 0;
  return v->choice == CHOICE_WATCHED && model->choice_blocks.count ? 1 : -1;
}

/* What derivative_affine() has met in an equation so far. */
typedef struct {
  const unsigned char *derived;  /* by algebraic: marked (mark_derivative_affine) */
  const Var *free;               /* the one other algebraic unknown */
  int n_free, n_derivatives;     /* others met; derivatives and marked ones met */
} DerivativeTerms;

/* Whether e is affine, with coefficients of numbers, parameters and
   constants, in derivatives of states that are not positions whose
   derivative is a state (a speed that is the state w of der(phi) = w under
   another name, whose zero crossing a relation finds, stays in the test),
   unknowns
   already marked and at most one other algebraic unknown (T->free); a
   computed variable stands for its assignment.  Returns 0 where e is not,
   1 where it is affine, 2 where it is a constant. */
static int derivative_affine(const FlatModel *model, const Expr *e, DerivativeTerms *T)
{
  int ns = model->states.count;
  if (e->kind == EX_NUMBER)
    return 2;
  if (expr_is_call(e, "der") && e->args.count == 1) {
    const Var *x = ((const Expr *)e->args.items[0])->var;
    T->n_derivatives++;
    return x && x->kind == VAR_STATE && x->index < ns && x->partner < 0;
  }
  if (e->kind == EX_NAME) {
    const Var *v = e->var;
    if (!v || e->builtin)
      return 0;
    if (v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT)
      return 2;
    if (v->kind == VAR_COMPUTED)
      return v->assignment ? derivative_affine(model, v->assignment, T) : 0;
    int k = v->index - ns;
    if (v->kind != VAR_ALGEBRAIC || k < 0 || k >= model->algebraics.count || model->algebraics.items[k] != v)
      return 0;
    if (T->derived[k])
      return ++T->n_derivatives > 0;
    T->free = v;
    return ++T->n_free == 1;
  }
  if (e->kind == EX_UNARY && (e->op == OP_NEG || e->op == OP_PLUS))
    return derivative_affine(model, e->a, T);
  if (e->kind != EX_BINARY || (e->op != OP_ADD && e->op != OP_SUB && e->op != OP_MUL && e->op != OP_DIV))
    return 0;
  int a = derivative_affine(model, e->a, T);
  int b = a ? derivative_affine(model, e->b, T) : 0;
  if (!a || !b || T->n_free > 1)
    return 0;
  if (e->op == OP_ADD || e->op == OP_SUB || (a == 2 && b == 2))
    return a == 2 && b == 2 ? 2 : 1;
  return (e->op == OP_MUL && (a == 2 || b == 2)) || (e->op == OP_DIV && b == 2);
}

/* Marks in derived the algebraic unknowns that model equations make affine
   functions of derivatives of states (i = C*der(v) of a capacitor, and
   through aliases and signs the currents equal to it, -i): the equation
   holds at each of IDA's steps, so such an unknown is a combination of
   IDA's y' under another name, its error estimate one order worse than
   the states'.  An equation with an if-expression or another unknown (a
   current v/R of a resistor) marks nothing. */
static void mark_derivative_affine(const FlatModel *model, unsigned char *derived)
{
  for (int pass = 0, changed = 1; changed && pass < 8; pass++) {
    changed = 0;
    for (int i = 0; i < model->equations.count; i++) {
      const Equation *eq = model->equations.items[i];
      DerivativeTerms T = { derived, NULL, 0, 0 };
      if (eq->kind != EQ_SIMPLE || !eq->lhs || !eq->rhs || !derivative_affine(model, eq->lhs, &T) ||
          !derivative_affine(model, eq->rhs, &T) || T.n_free != 1 || T.n_derivatives == 0)
        continue;
      derived[T.free->index - model->states.count] = 1;
      changed = 1;
    }
  }
}

/* The algebraic unknowns that are derivatives (into indices, sized
   vars.count + 1; returns their count): the dummy derivatives of index
   reduction, and the unknowns that model equations make affine functions
   of derivatives of states (mark_derivative_affine), such as a = der(v) of
   a joint whose position index reduction left algebraic or a capacitor's
   current.  IDA's error test leaves out its own y'; in it, a stiff one (a
   filter's acceleration, the current of a capacitor switched through a
   small resistance) holds IDA at order 1 or to tiny steps.  So does a
   body's acceleration a = der(v) of a state v that is itself a velocity
   (der(r) = v): its estimate is v's Newton residue over h, which no
   shorter step reduces (an elastic gear's a_rel behind a stiff damper held
   IDA at a constant 2e-10 s, order 1, for thousands of steps).  A dummy
   whose choice depends on the values is listed only where its block is
   watched (reduction_flags then tell the runtime to put it back into the
   test near singular). */
int derivative_unknowns(const FlatModel *model, int *indices)
{
  int n = 0, n_alg = model->algebraics.count;
  unsigned char *listed = xcalloc((size_t)n_alg + 1, 1);
  for (int i = 0; i < n_alg; i++) {
    Var *v = model->algebraics.items[i];
    if (v->dummy_derivative && v->kind == VAR_ALGEBRAIC && codegen_choice_watched(model, v) >= 0 &&
        !listed[i]++)
      indices[n++] = v->index;
  }
  unsigned char *derived = xcalloc((size_t)n_alg + 1, 1);
  mark_derivative_affine(model, derived);
  for (int k = 0; k < n_alg; k++)
    if (derived[k] && !listed[k]++)
      indices[n++] = ((const Var *)model->algebraics.items[k])->index;
  free(listed);
  free(derived);
  return n;
}

/* Indices the solvers need: invariant variables, the algebraics that are
   multipliers, those that are dummy derivatives, and the partner of each
   second-order state. */
static void emit_index_tables(FILE *out, const FlatModel *model)
{
  fputs("static const int invariants[] = {", out);
  for (int i = 0; i < model->invariants.count; i++)
    for (int k = 0; k < model->vars.count; k++)
      if (model->vars.items[k] == model->invariants.items[i])
        fprintf(out, "%s %d", i ? "," : "", k);
  fputs(model->invariants.count ? " };\n\n" : " 0 };\n\n", out);

  int *indices = xmalloc(sizeof *indices * ((size_t)model->vars.count + 1)), n_multipliers = 0;
  for (int i = 0; i < model->algebraics.count; i++) {
    Var *v = model->algebraics.items[i];
    if (v->multiplier)
      indices[n_multipliers++] = v->index;
  }
  codegen_int_array(out, "int", "multipliers", indices, n_multipliers);
  int n_dummies = derivative_unknowns(model, indices);
  codegen_int_array(out, "int", "dummy_derivatives", indices, n_dummies);
  indices[0] = -1;   /* no state: no partner */
  for (int i = 0; i < model->states.count; i++)
    indices[i] = ((Var *)model->states.items[i])->partner;
  codegen_int_array(out, "int", "second_order_partner", indices, model->states.count ? model->states.count : 1);
  free(indices);
}

/* The array and index of a variable's value as output_alias encodes them
   (1 + 4 * index + array, array 0 y, 1 d, 2 w, 3 p); 0: none. */
static int alias_code(const Var *v)
{
  static const int arrays[] = { [VAR_STATE] = 0, [VAR_ALGEBRAIC] = 0, [VAR_DISCRETE] = 1,
                                [VAR_PARAMETER] = 3, [VAR_CONSTANT] = 3, [VAR_COMPUTED] = 2 };
  return v->type == TYPE_STRING || v->index < 0 ? 0 : 1 + 4 * v->index + arrays[v->kind];
}

/* output_alias[n_vars]: a computed variable whose assignment is v or -v
   gives +/- v's code, so that a MAT file stores the column once. */
static void emit_output_aliases(FILE *out, const FlatModel *model)
{
  if (!model->computed.count)
    return;
  int *codes = xcalloc((size_t)model->vars.count + 1, sizeof *codes);
  for (int i = 0; i < model->vars.count; i++) {
    const Var *v = model->vars.items[i];
    const Expr *e = v->kind == VAR_COMPUTED ? v->assignment : NULL;
    int sign = 1;
    if (e && e->kind == EX_UNARY && (e->op == OP_NEG || e->op == OP_PLUS)) {
      sign = e->op == OP_NEG ? -1 : 1;
      e = e->a;
    }
    if (e && e->kind == EX_NAME && e->var && v->type == TYPE_REAL && e->var->type == TYPE_REAL)
      codes[i] = sign * alias_code(e->var);
  }
  codegen_int_array(out, "int", "output_alias", codes, model->vars.count ? model->vars.count : 1);
  free(codes);
}

void emit_tables(FILE *out, const FlatModel *model)
{
  emit_variables(out, model);
  emit_output_aliases(out, model);
  emit_equation_sources(out, model);
  emit_initial_equation_sources(out, model);
  emit_relation_tables(out, model);
  emit_when_sources(out, model);
  emit_assert_tables(out, model);
  emit_termination_and_sample_sources(out, model);
  emit_index_tables(out, model);
}
