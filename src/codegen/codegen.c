/*
 * codegen.c - writes the flat model as C against runtime/hysc_model.h:
 * parameter bindings, start values, the model's functions, the residual,
 * the initial residual, zero crossings, when-conditions and when-equations,
 * and the whole file in order (codegen_model); expressions are written by
 * codegen_expr.c, the variable table and the other tables by
 * codegen_tables.c.  One C statement per model equation, with the model's
 * line in a comment, so that the generated file can be read next to the
 * model.  Nothing here decides semantics: that was settled by flatten.c and
 * graph.c.
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/codegen.h"
#include "codegen/emit.h"

static int same_call_rows(const PtrList *equations, int first, bool index1);
static void emit_shared_call(FILE *out, const PtrList *equations, int first, int n, int first_row, bool initial);

/* ---- parameters and start values ---- */

static bool writing_kind;   /* a kind of part: partition.c, codegen_model */

/* The value of a String variable: in a function the number of its text; a
   variable of the model keeps its text to the end of the run (interned, so
   that equal texts are equal numbers and pre() stays its own) */
static void emit_string_value(FILE *out, const Expr *value)
{
  if (!emitting_function)
    fputs("hysc_text_intern(hysc_string(", out);
  emit_argument(out, value);
  if (!emitting_function)
    fputs("))", out);
}

/* The rest of the line that sets v's slot: " = " VALUE (0.0 when there is
   none) ";", and v's name as a comment */
static void emit_value_of(FILE *out, const Expr *value, const Var *v)
{
  fputs(" = ", out);
  if (v->type == TYPE_STRING)   /* its text, kept */
    emit_string_value(out, value ? value : &(Expr){ .kind = EX_STRING, .string = "" });
  else if (value)
    emit_expr(out, value);
  else
    fputs("0.0", out);
  fputs(";  /* ", out);
  emit_comment_text(out, v->name);
  fputs(" */\n", out);
}

/* An algebraic variable without a start value but with an explicit
   equation 'a = expr' starts from that expression: a far better guess for
   the initial Newton solve than 0 (products such as lambda * fx are
   degenerate at 0); the computed variables it may read are still 0 then,
   so 1/sdd_max is no guess.  So does a state (a
   parameter with fixed = false among them) without a start value that an
   initial equation 'x = expr' gives, in the order written: filter
   coefficients computed from coefficients computed before them, which at 0
   would divide by zero.  A guess is taken only when finite.  The unknown a
   torn loop keeps gets one too: its equation reads the loop's other unknowns
   at their starts, which beats 0 for a length s = sqrt(dx^2 + dy^2) that a
   direction d/s divides by.  initial: the rows are initial equations. */
static bool takes_guess(const Var *v, bool initial)
{
  return v && (v->kind == VAR_ALGEBRAIC || (initial && v->kind == VAR_STATE && !v->fixed)) && !v->start;
}

/* Does a call in e reach C code (an external function, directly or through
   the bodies of the functions it calls; past 8 levels, assumed so)?  Such
   a call is left out of the start values: a C object may need other calls
   first (a time table its next event before its value). */
typedef struct {
  bool found;
  int depth;
} ExternalSearch;

static void find_external(Expr *e, void *data)
{
  ExternalSearch *s = data;
  if (s->found || e->kind != EX_CALL || !e->function)
    return;
  const Function *fn = e->function;
  if (fn->cls->external || s->depth >= 8) {
    s->found = true;
    return;
  }
  s->depth++;
  for (int i = 0; i < fn->statements.count && !s->found; i++)
    equation_walk(fn->statements.items[i], find_external, s);
  s->depth--;
}

static bool reaches_external(Expr *e)
{
  ExternalSearch s = { false, 0 };
  expr_walk(e, find_external, &s, false);
  return s.found;
}

static void emit_guesses(FILE *out, const PtrList *equations, bool initial)
{
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    Var *v = eq->kind == EQ_SIMPLE && eq->lhs->kind == EX_NAME ? eq->lhs->var : NULL;
    int shared = same_call_rows(equations, i, true);
    if (shared > 1) {
      if (!reaches_external(eq->rhs))
        emit_shared_call(out, equations, i, shared, -1, initial);
      i += shared - 1;
      continue;
    }
    if (!takes_guess(v, initial) || eq->index1 || reaches_external(eq->rhs))
      continue;
    bool block = emit_row_shared_calls(out, eq->rhs);
    fputs("  { double g = ", out);
    emit_expr(out, eq->rhs);
    fputs("; if (isfinite(g)) ", out);
    emit_var(out, v);
    fputs(" = g; }  /* guess */", out);
    emit_line_comment(out, eq);
    end_row_shared_calls(out, block);
    units_cut_point(units);
  }
}

static void emit_parameters(FILE *out, const FlatModel *model)
{
  out = units_function_begin(units, "bind_parameters", "hysc_data *D", "D");
  /* a kind's parameters are the whole model's, copied by the runtime: their
     bindings name parameters the kind does not have */
  for (int i = 0; i < (writing_kind ? 0 : model->parameters.count); i++) {
    Var *v = model->parameters.items[i];
    Expr *value = v->binding ? v->binding : v->start;
    if (v->kind == VAR_PARAMETER && !v->structural)
      emit_indexed(out, "  if (!D->p_set[", v->index);
    emit_indexed(out, v->kind == VAR_PARAMETER && !v->structural ? ") D->p[" : "  D->p[", v->index);
    emit_value_of(out, value, v);
    units_cut_point(units);
  }
  units_function_end(units);
  out = units_function_begin(units, "start_plain", "hysc_data *D", "D");
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT)
      continue;
    fputs("  ", out);
    emit_var(out, v);
    emit_value_of(out, v->start, v);
    units_cut_point(units);
  }
  units_function_end(units);
  emit_guesses(units_function_begin(units, "start_guesses", "hysc_data *D", "D"), &model->equations, false);
  units_function_end(units);
  emit_guesses(units_function_begin(units, "start_initial_guesses", "hysc_data *D", "D"), &model->initial_equations,
               true);
  units_function_end(units);
  fputs("static void start_values(hysc_data *D)\n{\n  hysc_once_generation++;\n  start_plain(D);\n  start_guesses(D);\n"
        "  start_initial_guesses(D);\n}\n\n", units_main(units));
}

/* ---- statements: when bodies and algorithms ---- */

static void emit_indent(FILE *out, int depth)
{
  for (int i = 0; i < depth; i++)
    fputs("  ", out);
}

/* the model being emitted: asserts inside when-clauses name their index */
static const FlatModel *current_model;

/* emitting the initial residual: the asserts of initial algorithms wait
   for initial_discrete, after the initial problem is solved */
static bool in_initial_residual;

static void emit_statements(FILE *out, const PtrList *statements, int depth);

/* Where the statements of a list end in its buffered text (the last one
   excepted): loops_reroll's cut points. */
typedef struct {
  size_t *at;
  int count;
} Cuts;

/* The statements buffered (units_buffer(&text, &size)), ending at cuts,
   to out with their runs rolled into loops; frees the text and cuts. */
static void write_rolled(FILE *out, FILE *buffer, char **buffered, const size_t *buffered_size, Cuts *cuts)
{
  if (fclose(buffer) != 0)
    diag_fatal("cannot buffer the generated C: %s", strerror(errno));
  char *text = *buffered;
  size_t size = *buffered_size;
  if (!units_loops(units))
    cuts->count = -1;
  size_t rolled_size, *rolled_cuts;
  int n_rolled_cuts;
  if (cuts->count >= 0) {
    char *rolled = loops_reroll(text, size, cuts->at, cuts->count, &rolled_size, &rolled_cuts, &n_rolled_cuts);
    fwrite(rolled, 1, rolled_size, out);
    free(rolled);
    free(rolled_cuts);
  } else {
    fwrite(text, 1, size, out);
  }
  free(cuts->at);
  free(text);
}

/* target_k = cse<n>[k], the outputs of a call made once into a temporary,
   one statement each: rolled into loops where the targets are elements. */
static void emit_targets_from_shared(FILE *out, const Equation *eq, Expr *calls, int depth)
{
  char *text = NULL;
  size_t size = 0;
  Cuts cuts = { xmalloc(sizeof *cuts.at * (size_t)eq->lhs->args.count), 0 };
  FILE *body = units_buffer(&text, &size);
  for (int k = 0; k < eq->lhs->args.count; k++) {
    Expr *target = eq->lhs->args.items[k];
    if (!target)
      continue;
    if (ftell(body) > 0)
      cuts.at[cuts.count++] = (size_t)ftell(body);
    emit_indent(body, depth);
    emit_var(body, target->var);
    fputs(" = ", body);
    emit_function_call(body, &calls[k]);
    fputs(";\n", body);
  }
  write_rolled(out, body, &text, &size, &cuts);
}

/* (a, b) := f(x) in a function: every output into a temporary first, so
   that the arguments are read before any target changes.  The targets are
   elements (one per element of an array output): f runs once, into a
   shared temporary the t<k> read, not once per element. */
static void emit_tuple_assignment(FILE *out, const Equation *eq, int depth)
{
  int n = eq->lhs->args.count;
  Expr *calls = xcalloc((size_t)n, sizeof *calls), all = { .kind = EX_ARRAY };
  for (int k = 0; k < n; k++) {
    calls[k] = *eq->rhs;   /* the same argument nodes: one call */
    calls[k].output = k;
    if (eq->lhs->args.items[k])
      list_push(&all.args, &calls[k]);
  }
  bool block = emit_row_shared_calls(out, &all);
  emit_indent(out, depth);
  fputs("{", out);
  emit_line_comment(out, eq);
  if (block) {   /* the outputs are in the temporary already */
    emit_targets_from_shared(out, eq, calls, depth + 1);
    n = 0;
  }
  for (int k = 0; k < n; k++) {
    if (!eq->lhs->args.items[k])
      continue;
    emit_indent(out, depth + 1);
    fprintf(out, "double t%d = ", k);
    emit_function_call(out, &calls[k]);
    fputs(";\n", out);
  }
  for (int k = 0; k < n; k++) {
    Expr *target = eq->lhs->args.items[k];
    if (!target)
      continue;
    emit_indent(out, depth + 1);
    emit_var(out, target->var);
    fprintf(out, " = t%d;\n", k);
  }
  emit_indent(out, depth);
  fputs("}\n", out);
  end_row_shared_calls(out, block);
  free(all.args.items);
  free(calls);
}

/* A for-loop of a function, one C loop per iterator: the range is evaluated
   once before the loop (spec 11.2.2), a:step:b has floor((b - a)/step) + 1
   values a + k*step, and the loop variable v<slot> takes them in turn. */
static void emit_for(FILE *out, const Equation *eq, int from, int depth)
{
  if (from == eq->iterators.count) {
    emit_statements(out, &((Branch *)eq->branches.items[0])->equations, depth);
    return;
  }
  Iterator *it = eq->iterators.items[from];
  int slot = it->var->function_slot;
  const Expr *r = it->range;
  emit_indent(out, depth);
  if (r->kind == EX_ARRAY) {
    fprintf(out, "{ const double r%d[] = { ", slot);
    for (int i = 0; i < r->args.count; i++) {
      fputs(i ? ", " : "", out);
      emit_expr(out, r->args.items[i]);
    }
    fprintf(out, " };\n");
    emit_indent(out, depth);
    fprintf(out, "for (int k%d = 0; k%d < %d; k%d++) {\n", slot, slot, r->args.count, slot);
    emit_indent(out, depth + 1);
    fprintf(out, "v[%d] = r%d[k%d];\n", slot, slot, slot);
  } else {
    fprintf(out, "{ const double f%d = ", slot);
    emit_expr(out, r->a);
    fprintf(out, ", s%d = ", slot);
    if (r->b)
      emit_expr(out, r->b);
    else
      fputs("1.0", out);
    fprintf(out, ", n%d = s%d == 0.0 ? 0.0 : floor((", slot, slot);
    emit_expr(out, r->c);
    fprintf(out, " - f%d) / s%d + 1e-10) + 1.0;\n", slot, slot);
    emit_indent(out, depth);
    fprintf(out, "for (double k%d = 0.0; k%d < n%d; k%d++) {\n", slot, slot, slot, slot);
    emit_indent(out, depth + 1);
    fprintf(out, "v[%d] = f%d + k%d * s%d;\n", slot, slot, slot, slot);
  }
  emit_for(out, eq, from + 1, depth + 1);
  emit_indent(out, depth);
  fputs("}}\n", out);
}

/* f(x); whose outputs, if any, are discarded */
static void emit_call_statement(FILE *out, const Equation *eq, int depth)
{
  emit_indent(out, depth);
  fputs("(void)", out);
  emit_function_call(out, eq->lhs);
  fputc(';', out);
  emit_line_comment(out, eq);
}

/* An assert in a function: the first failure since the last residual is
   reported at the next accepted point; a message with values is built now,
   with the values of the failing call, into hysc_function_message. */
static void emit_function_assert(FILE *out, const Equation *eq, int depth)
{
  Expr *message = eq->lhs->args.items[1];
  emit_indent(out, depth);
  fputs("if (!(", out);
  emit_expr(out, eq->lhs->args.items[0]);
  fputs(") && !hysc_function_assert) {\n", out);
  emit_indent(out, depth + 1);
  fprintf(out, "hysc_function_assert = %d + site * %d + %d;", function_assert_base + 1,
          functions_asserts()->count, eq->lhs->slot);
  emit_line_comment(out, eq);
  if (strings_is_dynamic(message)) {
    fputs("    { char *buf = hysc_function_message; size_t size = sizeof hysc_function_message, at = 0;\n", out);
    emit_message_pieces(out, message);
    fputs("    (void)at; }\n", out);
  }
  emit_indent(out, depth);
  fputs("}\n", out);
}

/* while, for, break, return: in function bodies; while and break in a
   model's algorithm too */
static bool emit_loop_statement(FILE *out, const Equation *eq, int depth)
{
  if (eq->kind == EQ_FOR && emitting_function) {   /* a model's for-loops are gone after arrays.c */
    emit_indent(out, depth);
    fputs("/* for */", out);
    emit_line_comment(out, eq);
    emit_for(out, eq, 0, depth);
  } else if (eq->kind == EQ_WHILE) {
    Branch *body = eq->branches.items[0];
    emit_indent(out, depth);
    fputs("while (", out);
    emit_expr(out, body->condition);
    fputs(") {", out);
    emit_line_comment(out, eq);
    emit_statements(out, &body->equations, depth + 1);
    emit_indent(out, depth);
    fputs("}\n", out);
  } else if (eq->kind == EQ_BREAK || eq->kind == EQ_RETURN) {
    emit_indent(out, depth);
    fputs(eq->kind == EQ_BREAK ? "break;" : "goto done;", out);
    emit_line_comment(out, eq);
  } else if (eq->kind == EQ_ASSIGN && eq->lhs->kind == EX_TUPLE) {
    emit_tuple_assignment(out, eq, depth);
  } else if (eq->kind == EQ_CALL && eq->lhs->function) {   /* a call statement: its outputs discarded */
    emit_call_statement(out, eq, depth);
  } else if (emitting_function && eq->kind == EQ_CALL && !strcmp(eq->lhs->string, "assert")) {
    emit_function_assert(out, eq, depth);
  } else {
    return false;
  }
  return true;
}

/* While an algorithm is replayed for its relations (emit_algorithm_relations),
   each statement first writes what its own expressions need at that point
   of the algorithm, by replay_target: "z", the root functions of its
   relations and frozen functions that read the algorithm's outputs;
   "size", those relations' hysteresis scales; "argument", those frozen
   functions' arguments (update_frozen). */
static const char *replay_target;

typedef struct { FILE *out; int depth; } Replay;

/* The frozen function whose call e is, if any. */
static const Frozen *frozen_of(const Expr *e)
{
  if (e->kind != EX_CALL || e->function || e->slot < 0 || e->slot >= current_model->frozen.count)
    return NULL;
  const Frozen *fr = current_model->frozen.items[e->slot];
  return fr->call == e ? fr : NULL;
}

static void emit_replayed_frozen(const Replay *rp, int j, const Frozen *fr)
{
  int n = current_model->relations.count;
  if (!strcmp(replay_target, "size"))
    return;
  emit_indent(rp->out, rp->depth);
  if (!strcmp(replay_target, "argument")) {
    fprintf(rp->out, "argument[%d] = ", j);
    emit_expr(rp->out, fr->argument);
    fputs(";\n", rp->out);
    return;
  }
  fprintf(rp->out, "z[%d] = (", n + 2 * j);
  emit_expr(rp->out, fr->argument);
  fprintf(rp->out, ") - hysc_frozen_lower(%d, D->frozen[%d]);\n", fr->kind, j);
  emit_indent(rp->out, rp->depth);
  fprintf(rp->out, "z[%d] = hysc_frozen_upper(%d, D->frozen[%d]) - (", n + 2 * j + 1, fr->kind, j);
  emit_expr(rp->out, fr->argument);
  fputs(");\n", rp->out);
}

static void emit_replayed_relation(Expr *e, void *data)
{
  const Replay *rp = data;
  const Frozen *fr = frozen_of(e);
  if (fr && fr->algorithm)
    emit_replayed_frozen(rp, e->slot, fr);
  if (e->kind != EX_BINARY || e->relation < 0 || !strcmp(replay_target, "argument") ||
      !((Relation *)current_model->relations.items[e->relation])->algorithm)
    return;
  bool less = e->op == OP_LT || e->op == OP_LE;
  emit_indent(rp->out, rp->depth);
  fprintf(rp->out, "%s[%d] = %s(", replay_target, e->relation, strcmp(replay_target, "z") ? "fmax(fabs" : "");
  emit_expr(rp->out, less ? e->b : e->a);
  fputs(strcmp(replay_target, "z") ? "), fabs(" : ") - (", rp->out);
  emit_expr(rp->out, less ? e->a : e->b);
  fputs(strcmp(replay_target, "z") ? "));  /* " : ");  /* ", rp->out);
  emit_comment_text(rp->out, ((Relation *)current_model->relations.items[e->relation])->text);
  fprintf(rp->out, "  (line %d) */\n", e->loc.first_line);
}

static void emit_statement_relations(FILE *out, Equation *eq, int depth)
{
  Replay rp = { out, depth };
  if (eq->kind == EQ_IF) {   /* the conditions: the same values at every branch */
    for (int b = 0; b < eq->branches.count; b++)
      expr_walk(((Branch *)eq->branches.items[b])->condition, emit_replayed_relation, &rp, true);
  } else if (eq->kind != EQ_WHILE) {   /* relations in while-loops generate no events */
    expr_walk(eq->lhs, emit_replayed_relation, &rp, true);
    expr_walk(eq->rhs, emit_replayed_relation, &rp, true);
  }
}

static void emit_assignment(FILE *out, const Equation *eq, int depth)
{
  emit_indent(out, depth);
  bool fixes_pre = expr_is_call(eq->lhs, "pre");   /* initial_discrete: a pre() value fixed (initial_pre.c) */
  const Var *target = fixes_pre ? ((Expr *)eq->lhs->args.items[0])->var : eq->lhs->var;
  if (fixes_pre)
    emit_expr(out, eq->lhs);
  else
    emit_var(out, eq->lhs->var);
  fputs(" = ", out);
  if (target->type == TYPE_STRING)   /* s := "text": its number */
    emit_string_value(out, eq->rhs);
  else
    emit_expr(out, eq->rhs);
  fputs(";", out);
  emit_line_comment(out, eq);
}

/* The assignment at q and those after it that take other elements of the
   results of its call: a := f(x) and (a, b) := f(x) become one statement
   per element (arrays.c, functions.c), whose calls name the same argument
   nodes.  The call runs once, into a temporary, before any of them assigns
   (the arguments are read before any target changes); called per element
   it ran n times, each passing every element of its array arguments, and
   wrote megabytes of C for an FFT of a few thousand points.  Returns how
   many statements were written. */
static int emit_call_assignments(FILE *out, const PtrList *statements, int q, int depth)
{
  Equation *eq = statements->items[q];
  Expr all = { .kind = EX_ARRAY };
  list_push(&all.args, eq->rhs);
  for (int i = q + 1; i < statements->count; i++) {
    Equation *next = statements->items[i];
    if ((next->kind != EQ_SIMPLE && next->kind != EQ_ASSIGN) || next->lhs->kind != EX_NAME ||
        !is_same_shared_call(eq->rhs, next->rhs))
      break;
    list_push(&all.args, next->rhs);
  }
  bool block = emit_row_shared_calls(out, &all);
  char *text = NULL;
  size_t size = 0;
  Cuts cuts = { xmalloc(sizeof *cuts.at * (size_t)all.args.count), 0 };
  FILE *body = all.args.count > 1 ? units_buffer(&text, &size) : out;   /* the elements of array results */
  for (int i = 0; i < all.args.count; i++) {
    if (i)
      cuts.at[cuts.count++] = (size_t)ftell(body);
    if (i && replay_target)
      emit_statement_relations(body, statements->items[q + i], depth);
    emit_assignment(body, statements->items[q + i], depth);
  }
  if (body != out)
    write_rolled(out, body, &text, &size, &cuts);
  else
    free(cuts.at);
  end_row_shared_calls(out, block);
  int n = all.args.count;
  free(all.args.items);
  return n;
}

/* An if with more branches than this is written as a list of alike
   statements, rolled into a loop where its branches are alike. */
enum { LONG_IF = 8 };

/* if (c1) {..} else if (c2) {..} else {..}.  A long one (such as x[i] := u
   with i known at run time, one branch per element) as
     { int hysc_taken = 0;
       if (!hysc_taken && (c1)) { hysc_taken = 1; .. }  ...
       if (!hysc_taken) { .. } }
   which evaluates the same conditions in the same order. */
static void emit_if(FILE *out, const Equation *eq, int depth)
{
  bool chain = eq->branches.count >= LONG_IF;
  char *text = NULL;
  size_t size = 0;
  Cuts cuts = { xmalloc(sizeof *cuts.at * (size_t)eq->branches.count), 0 };
  FILE *body = chain ? units_buffer(&text, &size) : out;
  for (int b = 0; b < eq->branches.count; b++) {
    Branch *br = eq->branches.items[b];
    if (chain && b)
      cuts.at[cuts.count++] = (size_t)ftell(body);
    emit_indent(body, depth);
    if (chain)
      fputs(br->condition ? "if (!hysc_taken && (" : "if (!hysc_taken", body);
    else if (br->condition)
      fputs(b ? "} else if (" : "if (", body);
    else
      fputs("} else {\n", body);
    if (br->condition)
      emit_expr(body, br->condition);
    fputs(chain ? (br->condition ? ")) {\n" : ") {\n") : br->condition ? ") {\n" : "", body);
    if (chain) {
      emit_indent(body, depth + 1);
      fputs("hysc_taken = 1;\n", body);
    }
    emit_statements(body, &br->equations, depth + 1);
    if (chain) {
      emit_indent(body, depth);
      fputs("}\n", body);
    }
  }
  emit_indent(out, depth);
  if (!chain) {
    fputs("}\n", out);
    free(cuts.at);
    return;
  }
  fputs("{\n", out);
  emit_indent(out, depth);
  fputs("int hysc_taken = 0;\n", out);
  write_rolled(out, body, &text, &size, &cuts);
  emit_indent(out, depth);
  fputs("}\n", out);
}

static void emit_statement_list(FILE *out, const PtrList *statements, int depth, Cuts *cuts)
{
  for (int q = 0; q < statements->count; q++) {
    if (cuts && q)
      cuts->at[cuts->count++] = (size_t)ftell(out);
    Equation *eq = statements->items[q];
    if (depth == 1 && !emitting_function && q)   /* top-level statements of an event function */
      units_cut_point(units);
    if (replay_target)
      emit_statement_relations(out, eq, depth);
    if (emit_loop_statement(out, eq, depth)) {
      ;
    } else if (eq->kind == EQ_SIMPLE || eq->kind == EQ_ASSIGN) {
      q += emit_call_assignments(out, statements, q, depth) - 1;
    } else if (eq->kind == EQ_IF) {
      emit_if(out, eq, depth);
    } else if (eq->kind == EQ_CALL && !strcmp(eq->lhs->string, "reinit")) {
      Expr *target = eq->lhs->args.items[0];
      emit_indent(out, depth);
      fputs("hysc_reinit(D, ", out);
      emit_int(out, target->var->index);
      fputs(", ", out);
      emit_expr(out, eq->lhs->args.items[1]);
      fputs(");", out);
      emit_line_comment(out, eq);
    } else if (eq->kind == EQ_CALL && in_initial_residual && (eq->lhs->function || !strcmp(eq->lhs->string, "assert"))) {
      ;   /* checks, for initial_discrete */
    } else if (eq->kind == EQ_CALL && eq->lhs->function) {   /* in an initial algorithm */
      emit_indent(out, depth);
      fputs("(void)", out);
      emit_function_call(out, eq->lhs);
      fputc(';', out);
      emit_line_comment(out, eq);
    } else if (eq->kind == EQ_CALL && (eq->lhs->slot & ASSERT_IN_WHEN) && !strcmp(eq->lhs->string, "assert")) {
      emit_indent(out, depth);
      fputs("if (!(", out);
      emit_expr(out, eq->lhs->args.items[0]);
      fprintf(out, "))\n");
      emit_indent(out, depth + 1);
      fprintf(out, "hysc_assert_failed(D, %d);", list_index(&current_model->asserts, eq));
      emit_line_comment(out, eq);
    } else if (eq->kind == EQ_CALL && !strcmp(eq->lhs->string, "terminate")) {
      emit_indent(out, depth);
      fprintf(out, "hysc_terminate(D, %d);", eq->lhs->slot);
      emit_line_comment(out, eq);
    }
  }
}

/* A function of at most this many scalars is written out: GCC keeps its
   variables in registers, and rolls nothing that would save it time. */
enum { SMALL_FUNCTION = 64 };

/* The statements of a function, a list at a time (the lists inside an if
   or a loop first): written out, runs of alike ones are rolled into C
   loops (codegen_loops.c), as a function's loops over arrays were before
   arrays.c wrote them element by element.  Unless --no-loops.  So are the
   lists inside the model's when-clauses and ifs (its top-level statements
   are rolled with the function they are in, emit_units.c). */
static void emit_statements(FILE *out, const PtrList *statements, int depth)
{
  bool small = emitting_function && emitting_function->locals->vars.count <= SMALL_FUNCTION;
  if ((!emitting_function && depth < 2) || small || statements->count < 2) {   /* the model's own: cut by units */
    emit_statement_list(out, statements, depth, NULL);
    return;
  }
  char *text = NULL;
  size_t size = 0;
  Cuts cuts = { xmalloc(sizeof *cuts.at * (size_t)statements->count), 0 };
  FILE *body = units_buffer(&text, &size);
  emit_statement_list(body, statements, depth, &cuts);
  write_rolled(out, body, &text, &size, &cuts);
}

/* ---- functions ---- */

/* One C function per function class: its inputs come as parameters i<k>,
   or in the array `in` when there are many (emit_call_inputs), its
   variables are the local array v (by slot), and `output` selects the
   value returned. */
static void emit_function_head(FILE *out, const Function *fn)
{
  fprintf(out, "%sdouble hysc_fn%d(const hysc_data *D, int site, int output, double *all", units_linkage(units),
          fn->number);
  for (int i = 0; scalar_inputs(fn) && i < fn->inputs.count; i++)
    fprintf(out, ", double i%d", i);
  fputs(scalar_inputs(fn) ? ")" : ", const double *in)", out);
}

/* Parameters i<k>: the array in the body reads. */
static void emit_scalar_inputs(FILE *out, const Function *fn)
{
  if (!scalar_inputs(fn))
    return;
  if (!fn->inputs.count) {
    fputs("  const double *in = NULL;\n", out);
    return;
  }
  fprintf(out, "  const double in[%d] = {", fn->inputs.count);
  for (int i = 0; i < fn->inputs.count; i++)
    fprintf(out, "%si%d", i ? ", " : "", i);
  fputs("};\n", out);
}

/* The initial problem evaluates its equations again and again (each
   iteration of the solver, initial_discrete before and after the solve),
   but an impure function they call is called once per initialization for
   the same arguments: sites[k] marks call site k of an initial equation or
   algorithm (outside while-loops, where each pass is a call of its own).
   A call from the model there (depth 1: not from inside a function) with
   the arguments of the site's last call in this initialization
   (hysc_once_generation, counted by start_values) gives that call's
   outputs again. */
typedef struct OnceSites {
  bool *sites;
  bool any;
} OnceSites;

static void note_impure_site(Expr *e, void *data)
{
  OnceSites *once = data;
  if (e->kind == EX_CALL && e->function && e->function->cls->impure && e->slot >= 0)
    once->sites[e->slot] = once->any = true;
}

static void note_impure_sites(const PtrList *statements, OnceSites *once)
{
  for (int i = 0; i < statements->count; i++)
    if (((Equation *)statements->items[i])->kind != EQ_WHILE)
      equation_walk(statements->items[i], note_impure_site, once);
}

static bool *emit_once_sites(FILE *out, const FlatModel *model)
{
  int n = functions_call_sites()->count;
  OnceSites once = { xcalloc((size_t)n + 1, sizeof *once.sites), false };
  note_impure_sites(&model->initial_equations, &once);
  note_impure_sites(&model->initial_discrete, &once);
  for (int i = 0; i < model->initial_algorithms.count; i++)
    note_impure_sites(&((Algorithm *)model->initial_algorithms.items[i])->statements, &once);
  fputs("static unsigned hysc_once_generation;   /* initializations begun */\n", out);
  if (!once.any) {
    free(once.sites);
    return NULL;
  }
  fprintf(out, "static const unsigned char hysc_once_sites[%d] = {", n);
  for (int k = 0; k < n; k++)
    fprintf(out, "%s%d", k ? ", " : "", once.sites[k]);
  fputs("};\n\n", out);
  return once.sites;
}

static bool called_once(const Function *fn, const bool *sites)
{
  int n = functions_call_sites()->count;
  for (int k = 0; sites && fn->cls->impure && !fn->string_result && k < n; k++)
    if (sites[k] && ((Expr *)functions_call_sites()->items[k])->function == fn)
      return true;
  return false;
}

/* the outputs of this site's call with the same arguments, if any */
static void emit_once_lookup(FILE *out, const Function *fn)
{
  int n = functions_call_sites()->count, ni = fn->inputs.count, no = fn->outputs.count;
  fprintf(out, "  static unsigned once_generation[%d];\n  static double once_in[%d][%d], once_out[%d][%d];\n"
          "  int once = hysc_call_depth == 1 && D->initial && site < %d && hysc_once_sites[site];\n"
          "  int same = once && once_generation[site] == hysc_once_generation;\n", n, n, ni ? ni : 1, n, no ? no : 1, n);
  fprintf(out, "  for (int i = 0; i < %d; i++)\n    same = same && once_in[site][i] == in[i];\n", ni);
  fputs("  if (same) {   /* an impure call of the initial problem, made already */\n    hysc_call_depth--;\n", out);
  if (no > 1)
    fprintf(out, "    for (int k = 0; all && k < %d; k++)\n      all[k] = once_out[site][k];\n", no);
  fputs(no ? "    return once_out[site][output];\n  }\n" : "    return 0.0;\n  }\n", out);
}

static void emit_once_store(FILE *out, const Function *fn, const char *output)
{
  fprintf(out, "  if (once) {\n    once_generation[site] = hysc_once_generation;\n"
          "    for (int i = 0; i < %d; i++)\n      once_in[site][i] = in[i];\n"
          "    for (int k = 0; k < %d; k++)\n      once_out[site][k] = %s;\n  }\n",
          fn->inputs.count, fn->outputs.count, output);
}

/* The slot of the first of vars when they are in consecutive slots, else 0. */
static int consecutive_slots(const PtrList *vars)
{
  for (int i = 1; i < vars->count; i++)
    if (((Var *)vars->items[i])->function_slot != ((Var *)vars->items[0])->function_slot + i)
      return 0;
  return vars->count ? ((Var *)vars->items[0])->function_slot : 0;
}

/* The C of variable number `index` of vars (the inputs, the outputs):
   v[first + index], or through the table `name` of their slots, written
   here when they are not consecutive. */
static char *emit_slot_table(FILE *out, const char *name, const PtrList *vars, const char *index)
{
  int first = consecutive_slots(vars);
  if (first || !vars->count)
    return xsprintf("v[%d + %s]", first, index);
  fprintf(out, "  static const int %s[] = {", name);
  for (int i = 0; i < vars->count; i++)
    fprintf(out, "%s%d", i % 16 ? ", " : i ? ",\n    " : "", ((Var *)vars->items[i])->function_slot);
  fputs("};\n", out);
  return xsprintf("v[%s[%s]]", name, index);
}

/* The locals: v[slot] (v[0] unused), the inputs copied in, the initial
   values of the others in declaration order (they may read each other);
   their names in a comment while they are few. */
static void emit_function_locals(FILE *out, const Function *fn, char **output)
{
  int n = fn->locals->vars.count;
  fprintf(out, "  double v[%d] = {0};\n", n + 1);
  for (int i = 0; n <= SMALL_FUNCTION && i < n; i++) {
    fprintf(out, "  /* v[%d]: ", ((Var *)fn->locals->vars.items[i])->function_slot);
    emit_comment_text(out, ((Var *)fn->locals->vars.items[i])->name);
    fputs(" */\n", out);
  }
  *output = emit_slot_table(out, "outs", &fn->outputs, "k");
  char *input = emit_slot_table(out, "ins", &fn->inputs, "i");
  fprintf(out, "  (void)in;\n  for (int i = 0; i < %d; i++)\n    %s = in[i];\n", fn->inputs.count, input);
  free(input);
  for (int i = 0; !fn->string_result && i < n; i++) {
    Expr *initial = fn->initial_values.items[i];
    if (!initial)
      continue;
    fprintf(out, "  v[%d] = ", i + 1);
    if (((Var *)fn->locals->vars.items[i])->type == TYPE_STRING)
      emit_argument(out, initial);
    else
      emit_expr(out, initial);
    fputs(";\n", out);
  }
}

static void emit_function(FILE *out, const Function *fn, const bool *once_sites)
{
  fputs("/* function ", out);
  emit_comment_text(out, fn->name);
  fprintf(out, " (line %d) */\n", fn->cls->loc.first_line);
  emit_function_head(out, fn);
  /* runaway recursion, or a stack nearly used up, gives NaN and stops the
     run naming the function (runtime: sim_check_calls), not a crash */
  fprintf(out, "\n{\n  char here;\n  (void)D, (void)site, (void)output;\n  if (!hysc_call_depth) {\n    hysc_call_base = (uintptr_t)&here;\n"
          "    hysc_call_budget = hysc_call_stack_budget();\n  }\n"
          "  if (hysc_call_depth >= HYSC_MAX_CALL_DEPTH || (intptr_t)(hysc_call_base - (uintptr_t)&here) > hysc_call_budget) {\n"
          "    if (!hysc_call_overflow)\n      hysc_call_overflow = %d;\n    return NAN;\n  }\n"
          "  hysc_call_depth++;\n", fn->number + 1);
  emit_scalar_inputs(out, fn);
  bool once = called_once(fn, once_sites);
  if (once)
    emit_once_lookup(out, fn);
  char *output;   /* output number k */
  emit_function_locals(out, fn, &output);
  emitting_function = fn;
  if (fn->string_result)
    fputs("  /* a String output: never called */\n", out);
  else if (fn->cls->external)
    codegen_external_call(out, fn);
  else
    emit_statements(out, &fn->statements, 1);
  emitting_function = NULL;
  if (fn->has_return)
    fputs("done:\n", out);
  fputs("  hysc_call_depth--;\n", out);
  if (once)
    emit_once_store(out, fn, output);
  if (fn->outputs.count > 1)   /* every output at once, for an array result */
    fprintf(out, "  for (int k = 0; all && k < %d; k++)\n    all[k] = %s;\n", fn->outputs.count, output);
  else
    fputs("  (void)all;\n", out);
  if (fn->outputs.count)
    fprintf(out, "  {\n    int k = output > 0 && output < %d ? output : 0;\n    return %s;\n  }\n}\n\n",
            fn->outputs.count, output);
  else
    fputs("  return 0.0;\n}\n\n", out);
  free(output);
}

/* What every unit needs to call the functions: prototypes and shared state. */
static void emit_function_declarations(FILE *out)
{
  const PtrList *all = functions_all();
  if (all->count) {
    fputs("/* calls of functions in progress, against runaway recursion: at most\n"
          "   HYSC_MAX_CALL_DEPTH, in at most hysc_call_budget bytes of stack below\n"
          "   the outermost one (at hysc_call_base); the first function that went\n"
          "   too deep (hysc_model.call_overflow) */\n", out);
    units_global(units, "int hysc_call_depth");
    units_global(units, "int hysc_call_overflow");
    units_global(units, "uintptr_t hysc_call_base");
    units_global(units, "long hysc_call_budget");
  }
  if (functions_asserts()->count) {
    fputs("/* index + 1 into asserts of the first assert of a function that failed */\n", out);
    units_global(units, "int hysc_function_assert");
    if (any_function_message())
      units_global(units, "char hysc_function_message[1024]");
  }
  codegen_external_declarations(out);
  for (int i = 0; i < all->count; i++) {
    emit_function_head(out, all->items[i]);
    fputs(";\n", out);
  }
  codegen_external_destructors(out);
  fputc('\n', out);
}

static void emit_functions(FILE *out, const bool *once_sites)
{
  const PtrList *all = functions_all();
  for (int i = 0; i < all->count; i++)
    emit_function(out, all->items[i], once_sites);
  if (!all->count)
    return;
  fputs("static const hysc_source functions[] = {\n", out);   /* for the runtime's messages */
  for (int i = 0; i < all->count; i++) {
    const Function *fn = all->items[i];
    const char *bracket = strchr(fn->name, '[');   /* "f[]": f specialized to its array sizes */
    fputs("  {", out);
    emit_c_string(out, bracket ? xsprintf("%.*s", (int)(bracket - fn->name), fn->name) : fn->name);
    fprintf(out, ", %d},\n", fn->cls->loc.first_line);
  }
  fputs("};\n\n", out);
}

/* ---- residuals ---- */

/* The call's arguments as C text, for finding rows that call a function
   with the same arguments (the elements of an array result). */
static char *call_arguments_text(const Expr *call)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = units_stream(open_memstream(&text, &size));
  if (!out)
    return NULL;
  for (int i = 0; i < call->args.count; i++) {
    emit_expr(out, call->args.items[i]);
    fputc(',', out);
  }
  fclose(out);
  return text;
}

/* A user function's call that is a row's whole right side, else NULL. */
static const Expr *row_call(const Equation *eq, bool index1)
{
  const Expr *call = eq->rhs;
  if ((index1 && eq->index1) || !call || call->kind != EX_CALL || !call->function ||
      call->function->outputs.count < 2 || call->function->inline_requested)
    return NULL;
  return call;
}

/* Rows from `first` on whose right sides call the same function with the
   same arguments (y = f(x) of an array result): one call fills all[]. */
static int same_call_rows(const PtrList *equations, int first, bool index1)
{
  const Expr *call = row_call(equations->items[first], index1);
  char *args = call ? call_arguments_text(call) : NULL;
  int n = 1;
  while (args && first + n < equations->count) {
    const Expr *next = row_call(equations->items[first + n], index1);
    char *next_args = next && next->function == call->function ? call_arguments_text(next) : NULL;
    bool same = next_args && !strcmp(args, next_args);
    free(next_args);
    if (!same)
      break;
    n++;
  }
  free(args);
  return n;
}

/* One call for the n rows from first: their residuals from first_row on, or
   (first_row < 0) the guesses they give, of initial equations or not. */
static void emit_shared_call(FILE *out, const PtrList *equations, int first, int n, int first_row, bool initial)
{
  const Expr *call = ((Equation *)equations->items[first])->rhs;
  fprintf(out, "  {\n    double all[%d];\n    (void)hysc_fn%d(D, %d, 0, all", call->function->outputs.count,
          call->function->number, call->slot < 0 ? 0 : call->slot);
  emit_call_inputs(out, call);
  fputs(");\n", out);
  for (int i = first; i < first + n; i++) {
    Equation *eq = equations->items[i];
    Var *v = eq->lhs->kind == EX_NAME ? eq->lhs->var : NULL;
    if (first_row >= 0) {
      fprintf(out, "    res[%d] = (", first_row + i);
      emit_expr(out, eq->lhs);
      fprintf(out, ") - all[%d];", eq->rhs->output);
    } else if (takes_guess(v, initial)) {
      fprintf(out, "    if (isfinite(all[%d])) ", eq->rhs->output);
      emit_var(out, v);
      fprintf(out, " = all[%d];  /* guess */", eq->rhs->output);
    } else {
      continue;
    }
    emit_line_comment(out, eq);
  }
  fputs("  }\n", out);
}

/* One row per equation: lhs - rhs, or the index-1 form of a reduced
   constraint when index1 is asked for and the row has one. */
static void emit_residual_rows(FILE *out, const PtrList *equations, int first_row, bool index1)
{
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    int shared = same_call_rows(equations, i, index1);
    if (shared > 1) {
      emit_shared_call(out, equations, i, shared, first_row, false);
      i += shared - 1;
      continue;
    }
    Expr difference = { .kind = EX_BINARY, .op = OP_SUB, .a = eq->lhs, .b = eq->rhs };
    Expr *value = index1 && eq->index1 ? eq->index1 : &difference;
    bool block = emit_row_shared_calls(out, value);
    emit_indexed(out, "  res[", first_row + i);
    fputs(" = ", out);
    if (value == eq->index1) {
      emit_expr(out, eq->index1);
    } else {
      fputc('(', out);
      emit_expr(out, eq->lhs);
      fputs(") - (", out);
      emit_expr(out, eq->rhs);
      fputc(')', out);
    }
    fputc(';', out);
    emit_line_comment(out, eq);
    end_row_shared_calls(out, block);
    units_cut_point(units);
  }
}

/* A continuous algorithm runs on locals a<k>, its outputs' start values
   first; a discrete one (replayed) from their values, pre() between events. */
static void emit_algorithm_locals(FILE *out, const Algorithm *a)
{
  for (int k = 0; k < a->outputs.count; k++) {
    Var *v = a->outputs.items[k];
    fprintf(out, "    double a%d = ", k);
    if (v->kind == VAR_DISCRETE)
      emit_var(out, v);
    else if (v->start)
      emit_expr(out, v->start);
    else
      fputs("0.0", out);
    fputs(";  /* ", out);
    emit_comment_text(out, v->name);
    fputs(" */\n", out);
  }
}

/* Each output's row is "y - local". */
static int emit_algorithm_rows(FILE *out, const Algorithm *a, int row)
{
  fprintf(out, "  {  /* algorithm (line %d) */\n", a->loc.first_line);
  emit_algorithm_locals(out, a);
  set_algorithm_outputs(&a->outputs);
  emit_statements(out, &a->statements, 2);
  set_algorithm_outputs(NULL);
  for (int k = 0; k < a->outputs.count; k++) {
    Var *v = a->outputs.items[k];
    fprintf(out, "    res[%d] = D->y[%d] - a%d;  /* ", row++, v->index, k);
    emit_comment_text(out, v->name);
    fputs(" */\n", out);
  }
  fputs("  }\n", out);
  return row;
}

/* An initial algorithm, on start values of its outputs: in the initial
   residual a row "y - local" per continuous output; in initial_discrete
   its discrete outputs set and its asserts checked. */
static int emit_initial_algorithm(FILE *out, const Algorithm *a, int row, bool residual)
{
  fprintf(out, "  {  /* initial algorithm (line %d) */\n", a->loc.first_line);
  emit_algorithm_locals(out, a);
  set_algorithm_outputs(&a->outputs);
  in_initial_residual = residual;
  bool checks = !residual && functions_asserts()->count;   /* the asserts of the functions it calls */
  if (checks)
    fputs("    hysc_function_assert = 0;\n", out);
  emit_statements(out, &a->statements, 2);
  if (checks)
    fputs("    if (hysc_function_assert)\n      hysc_assert_failed(D, hysc_function_assert - 1);\n", out);
  in_initial_residual = false;
  set_algorithm_outputs(NULL);
  for (int k = 0; k < a->outputs.count; k++) {
    Var *v = a->outputs.items[k];
    if (residual && v->kind != VAR_DISCRETE)
      fprintf(out, "    res[%d] = D->y[%d] - a%d;  /* ", row++, v->index, k);
    else if (!residual && v->kind == VAR_DISCRETE)
      fprintf(out, "    D->d[%d] = a%d;  /* ", v->index, k);
    else
      fprintf(out, "    (void)a%d;  /* not set here: ", k);   /* strict compilers */
    emit_comment_text(out, v->name);
    fputs(" */\n", out);
  }
  fputs("  }\n", out);
  return row;
}

static void emit_start_row(FILE *out, int row, const Var *v, const char *why)
{
  /* D->start holds the start values after --set */
  fprintf(out, "  res[%d] = D->y[%d] - D->start[%d];  /* ", row, v->index, v->index);
  emit_comment_text(out, v->name);
  fprintf(out, " = start (%s) */\n", why);
  units_cut_point(units);
}

/* The computed variables some functions read (codegen_reads.c): the root
   functions and the residual run several times a step, the asserts once,
   and where they read few of the model's computed variables (a relation of
   parameters through T_heatPort = T, the currents and voltages of a line
   beside its losses and heat flows), those alone are computed for them,
   by hysc_compute_<name>; the others compute all (hysc_compute). */
enum { READS_ROOTS, READS_RESIDUAL, READS_ASSERTS, READS_CHOICE, N_READS };
static const char *const reads_name[N_READS] = { "roots", "residual", "asserts", "choice" };
static bool *reads_set[N_READS];
static int reads_count[N_READS];
static char reads_fn[N_READS][32], reads_call[N_READS][48];
/* the computed variables of parameters alone: computed once (codegen_reads.c) */
static bool *constants_set;

static void relation_operands(const FlatModel *model, const Relation *r, Expr **high, Expr **low);

static void gather_reads(const FlatModel *model, int which, ComputedReads *reads)
{
  if (which == READS_ROOTS)
    for (int i = 0; i < model->relations.count; i++) {
      Expr *high, *low;
      relation_operands(model, model->relations.items[i], &high, &low);
      computed_reads_expr(reads, high);
      computed_reads_expr(reads, low);
    }
  if (which == READS_RESIDUAL)
    for (int i = 0; i < model->equations.count; i++)
      computed_reads_equation(reads, model->equations.items[i]);
  if (which == READS_ASSERTS)
    for (int i = 0; i < model->asserts.count; i++)
      computed_reads_expr(reads, ((Equation *)model->asserts.items[i])->lhs->args.items[0]);
  for (int b = 0; which == READS_CHOICE && b < model->choice_blocks.count; b++) {
    const ChoiceBlock *block = model->choice_blocks.items[b];
    for (int e = 0; e < block->n_rows * block->n_columns; e++)
      computed_reads_expr(reads, block->a[e]);
  }
}

/* Whether the residual (its rows, the assignments, the algorithms) calls
   a function whose asserts may fail: check_asserts then evaluates it at
   each accepted point.  A function called only at events, in discrete
   equations or bindings of parameters is checked where it runs. */
static bool residual_asserts;

static void note_asserting_call(Expr *e, void *data)
{
  if (e->kind == EX_CALL && e->function && function_may_stop(e->function, false))
    *(bool *)data = true;
}

static bool residual_calls_assert(const FlatModel *model)
{
  bool found = false;
  for (int i = 0; i < model->equations.count && !found; i++)
    equation_walk(model->equations.items[i], note_asserting_call, &found);
  for (int i = 0; i < model->computed.count && !found; i++)
    found = expr_calls_assert(((Var *)model->computed.items[i])->assignment);
  for (int i = 0; i < model->algorithms.count && !found; i++) {
    const PtrList *statements = &((Algorithm *)model->algorithms.items[i])->statements;
    for (int k = 0; k < statements->count && !found; k++)
      equation_walk(statements->items[k], note_asserting_call, &found);
  }
  return found;
}

static void find_reads(const FlatModel *model)
{
  residual_asserts = functions_asserts()->count && residual_calls_assert(model);
  read_through_copies = true;   /* as those functions are written */
  free(constants_set);
  constants_set = writing_kind ? NULL : computed_constants(model);
  for (int k = 0; k < N_READS; k++) {
    free(reads_set[k]);
    /* check_asserts computes all where the functions' asserts are checked
       (through the residual of all); choice_matrices exists with state
       selection only */
    bool all = (k == READS_ASSERTS && residual_asserts) || (k == READS_CHOICE && !model->state_selection);
    ComputedReads *reads = all ? NULL : computed_reads_begin(model, constants_set);
    gather_reads(model, k, reads);
    reads_set[k] = computed_reads_end(reads, model, &reads_count[k]);
    snprintf(reads_fn[k], sizeof reads_fn[k], "hysc_compute_%s", reads_name[k]);
    snprintf(reads_call[k], sizeof reads_call[k], "  %s(D);\n", reads_fn[k]);
  }
  read_through_copies = false;
}

/* The first statement of a function that reads the computed variables of
   set k: none, its own part of them, or all. */
static const char *reads_prologue(int k)
{
  if (!reads_count[k])
    return NULL;
  return reads_set[k] ? reads_call[k] : COMPUTE_FIRST;
}

/* hysc_compute(): the computed variables (assignments.c) in order, from the
   unknowns; the functions below that read variables run it first.  With
   only, those of them only (hysc_compute_roots). */
static void emit_assignments(const FlatModel *model, const char *name, const bool *only)
{
  if (!model->computed.count)
    return;
  FILE *out = units_function_begin(units, name, "const hysc_data *D", "D");
  units_skip_prologue(units);
  read_through_copies = true;
  for (int i = 0; i < model->computed.count; i++) {
    Var *v = model->computed.items[i];
    if (only && !only[v->index])
      continue;
    emit_indexed(out, "  D->w[", v->index);
    fputs(" = ", out);
    emit_expr(out, v->assignment);
    fputs(";  /* ", out);
    emit_comment_text(out, v->name);
    fputs(" */\n", out);
    units_cut_point(units);
  }
  read_through_copies = false;
  units_function_end(units);
}

static bool any_divisor(const FlatModel *model)
{
  for (int i = 0; i < model->computed.count; i++)
    if (((Var *)model->computed.items[i])->divisor)
      return true;
  return false;
}

/* zero_divisor(): the first computed variable whose assignment divides by
   a coefficient of parameters that is 0 (or not finite) with the run's
   values; the runtime checks it once the parameters are bound. */
static void emit_divisor_check(FILE *out, const FlatModel *model)
{
  if (!any_divisor(model))
    return;
  fputs("static int zero_divisor(const hysc_data *D)\n{\n  double c;\n", out);
  for (int i = 0; i < model->computed.count; i++) {
    Var *v = model->computed.items[i];
    if (!v->divisor)
      continue;
    fputs("  c = ", out);
    emit_expr(out, v->divisor);
    fputs(";  /* of ", out);
    emit_comment_text(out, v->name);
    fprintf(out, " */\n  if (c == 0 || !isfinite(c))\n    return %d;\n", v->index);
  }
  fputs("  return -1;\n}\n\n", out);
}

/* residual(), or consistent_residual() with reduced constraints in index-1 form */
static void emit_residual_function(FILE *out, const FlatModel *model, const char *name, bool index1)
{
  out = units_function_begin(units, name, "const hysc_data *D, double *res", "D, res");
  emit_residual_rows(out, &model->equations, 0, index1);
  int row = model->equations.count;
  for (int i = 0; i < model->algorithms.count; i++) {
    row = emit_algorithm_rows(out, model->algorithms.items[i], row);
    units_cut_point(units);
  }
  units_function_end(units);
}

static void emit_residuals(FILE *out, const FlatModel *model)
{
  units_set_prologue(units, reads_prologue(READS_RESIDUAL));
  read_through_copies = true;
  emit_residual_function(out, model, "residual", false);
  read_through_copies = false;
  units_set_prologue(units, model->computed.count ? COMPUTE_FIRST : NULL);
  if (model->n_constraints)
    emit_residual_function(out, model, "consistent_residual", true);
  if (model->n_constraints) {
    /* the constraints themselves, for projecting states back onto them */
    FILE *body = units_function_begin(units, "constraint_values", "const hysc_data *D, double *c", "D, c");
    for (int i = 0; i < model->projection_rows.count; i++) {
      emit_indexed(body, "  c[", i);
      fputs(" = ", body);
      emit_expr(body, model->projection_rows.items[i]);
      fprintf(body, ";  /* %s level */\n", i % 2 ? "velocity" : "position");
      units_cut_point(units);
    }
    units_function_end(units);
    codegen_constraint_modes(model, units);
  }
  out = units_function_begin(units, "initial_residual", "const hysc_data *D, double *res", "D, res");
  emit_residual_rows(out, &model->initial_equations, 0, false);
  int row = model->initial_equations.count;
  for (int i = 0; i < model->states.count; i++) {
    Var *v = model->states.items[i];
    if (v->fixed)
      emit_start_row(out, row++, v, "fixed");
  }
  for (int i = 0; i < model->start_equations.count; i++)
    emit_start_row(out, row++, model->start_equations.items[i], "not fixed, no initial equation");
  for (int i = 0; i < model->initial_algorithms.count; i++)
    row = emit_initial_algorithm(out, model->initial_algorithms.items[i], row, true);
  emit_residual_rows(out, &model->constraint_rows, row, false);
  units_cut_point(units);
  units_function_end(units);
}

/* ---- events ---- */

static void emit_discrete_equations(FILE *out, const FlatModel *model)
{
  emit_statements(out, &model->discrete_equations, 1);
  for (int i = 0; i < model->discrete_algorithms.count; i++) {
    Algorithm *a = model->discrete_algorithms.items[i];
    fprintf(out, "  /* algorithm (line %d) */\n", a->loc.first_line);
    emit_statements(out, &a->statements, 1);
  }
}

/* The operands of relation r: *high > *low when it is true. */
static void relation_operands(const FlatModel *model, const Relation *r, Expr **high, Expr **low)
{
  const Expr *e = r->expr;
  bool less = e->op == OP_LT || e->op == OP_LE;
  *high = less ? e->b : e->a;
  *low = less ? e->a : e->b;
  if (model->n_constraints) {
    /* in terms of the states where possible: IDA's interpolated algebraic
       variables are not error-controlled in an index-2 system */
    *high = definitions_expand((FlatModel *)model, *high);
    *low = definitions_expand((FlatModel *)model, *low);
  }
}

/* The continuous algorithms, then the discrete ones. */
static const Algorithm *algorithm_at(const FlatModel *model, int i)
{
  return i < model->algorithms.count ? model->algorithms.items[i]
                                     : model->discrete_algorithms.items[i - model->algorithms.count];
}

/* The relations and frozen functions that read outputs of algorithm a,
   into target (replay_target) at their statements: the algorithm runs
   again on its locals.  One in a branch not taken stays where it is: a
   relation on its side (z), frozen values inside their interval. */
static void emit_algorithm_relations(FILE *out, const FlatModel *model, const Algorithm *a, const char *target)
{
  bool any = false, z = !strcmp(target, "z"), size = !strcmp(target, "size");
  for (int k = 0; k < model->relations.count && (z || size); k++)
    if (((Relation *)model->relations.items[k])->algorithm == a) {
      if (size)
        fprintf(out, "  size[%d] = 0.0;\n", k);
      else
        fprintf(out, "  z[%d] = D->r[%d] ? 1.0 : -1.0;\n", k, k);
      any = true;
    }
  for (int j = 0; j < model->frozen.count && !size; j++)
    if (((Frozen *)model->frozen.items[j])->algorithm == a) {
      if (z)
        fprintf(out, "  z[%d] = z[%d] = 1.0;\n", model->relations.count + 2 * j, model->relations.count + 2 * j + 1);
      else
        fprintf(out, "  argument[%d] = D->frozen[%d];\n", j, j);
      any = true;
    }
  if (!any)
    return;
  fprintf(out, "  {  /* relations of the algorithm (line %d), at their statements */\n", a->loc.first_line);
  emit_algorithm_locals(out, a);
  for (int k = 0; k < a->outputs.count; k++)   /* some only set here */
    fprintf(out, "    (void)a%d;\n", k);
  set_algorithm_outputs(&a->outputs);
  replay_target = target;
  emit_statements(out, &a->statements, 2);
  replay_target = NULL;
  set_algorithm_outputs(NULL);
  fputs("  }\n", out);
  units_cut_point(units);
}

/* size[k] = the larger magnitude of relation k's operands, the scale of its
   hysteresis where no operand declares a nominal. */
static void emit_relation_sizes(FILE *out, const FlatModel *model)
{
  out = units_function_begin(units, "relation_sizes", "const hysc_data *D, double *size", "D, size");
  for (int i = 0; i < model->relations.count; i++) {
    Expr *high, *low;
    if (((Relation *)model->relations.items[i])->algorithm)
      continue;
    relation_operands(model, model->relations.items[i], &high, &low);
    Expr both = { .kind = EX_BINARY, .op = OP_SUB, .a = high, .b = low };
    bool block = emit_row_shared_calls(out, &both);
    fprintf(out, "  size[%d] = fmax(fabs(", i);
    emit_expr(out, high);
    fputs("), fabs(", out);
    emit_expr(out, low);
    fputs("));\n", out);
    end_row_shared_calls(out, block);
    units_cut_point(units);
  }
  for (int i = 0; i < model->algorithms.count + model->discrete_algorithms.count; i++)
    emit_algorithm_relations(out, model, algorithm_at(model, i), "size");
  units_function_end(units);
}

/* update_frozen(D, j, crossed): frozen value j recomputed from its argument. */
static void emit_update_frozen(FILE *out, const FlatModel *model)
{
  fprintf(out, "static void update_frozen(hysc_data *D, int j, int crossed)\n{\n  double v;\n"
          "  (void)D, (void)crossed, (void)v;\n%s", model->computed.count ? COMPUTE_FIRST : "");
  bool in_algorithm = false;
  for (int j = 0; j < model->frozen.count; j++)
    in_algorithm |= ((Frozen *)model->frozen.items[j])->algorithm != NULL;
  if (in_algorithm) {   /* the arguments that algorithms compute, at their statements */
    fprintf(out, "  double argument[%d];\n", model->frozen.count);
    for (int i = 0; i < model->algorithms.count + model->discrete_algorithms.count; i++)
      emit_algorithm_relations(out, model, algorithm_at(model, i), "argument");
  }
  fputs("  switch (j) {\n", out);
  static const char *functions[] = { "floor", "ceil", "hysc_trunc" };
  for (int j = 0; j < model->frozen.count; j++) {
    Frozen *fr = model->frozen.items[j];
    fprintf(out, "  case %d:  /* ", j);
    emit_comment_text(out, expr_to_string(fr->call));
    fprintf(out, " */\n    v = %s(", functions[fr->kind]);
    if (fr->algorithm)
      fprintf(out, "argument[%d]", j);
    else
      emit_expr(out, fr->argument);
    fprintf(out, ");\n    if (crossed && v == D->frozen[%d])\n      v += crossed;  /* a hair short of the boundary */\n"
            "    D->frozen[%d] = v;\n    break;\n", j, j);
  }
  fputs("  }\n}\n\n", out);
}

/* check_asserts(), error-level asserts first: a violated warning must not
   hide an error */
static void emit_check_asserts(FILE *out, const FlatModel *model)
{
  fputs("static int check_asserts(const hysc_data *D)\n{\n  (void)D;\n", out);
  if (residual_asserts) {   /* the functions' asserts, at exactly this point */
    fprintf(out, "  double scratch[%d];\n  hysc_function_assert = 0;\n",
            model->states.count + model->algebraics.count + 1);
    /* all computed variables: the residual computes its own part only */
    emit_compute_call(out, model);
    fputs("  residual(D, scratch);\n  if (hysc_function_assert)\n    return hysc_function_assert;\n", out);
  } else if (reads_prologue(READS_ASSERTS)) {
    fputs(reads_prologue(READS_ASSERTS), out);
  }
  read_through_copies = true;
  for (int pass = 0; pass < 2; pass++)
  for (int i = 0; i < model->asserts.count; i++) {
    Equation *eq = model->asserts.items[i];
    if ((eq->lhs->slot & ASSERT_WARNING) != pass || (eq->lhs->slot & ASSERT_IN_WHEN))
      continue;  /* an assert in a when-clause is checked where it fires */
    fputs("  if (!(", out);
    emit_expr(out, eq->lhs->args.items[0]);
    fprintf(out, "))\n    return %d;", i + 1);
    emit_line_comment(out, eq);
  }
  read_through_copies = false;
  fputs("  return 0;\n}\n\n", out);
}

static bool any_time_relation(const FlatModel *model)
{
  for (int i = 0; i < model->relations.count; i++)
    if (relation_time_slope(model->relations.items[i]) != 0)
      return true;
  return false;
}

/* relation_times: when each relation of time against parameters switches,
   T = -z(0) / slope of its root function z = high - low (time < t0: t0
   itself, time - t0 >= w: t0 + w, rounded as the model writes it). */
static void emit_relation_times(FILE *out, const FlatModel *model)
{
  if (!any_time_relation(model))
    return;
  fputs("static void relation_times(const hysc_data *D, double *T)\n{\n"
        "  hysc_data at_zero = *D;\n  at_zero.t = 0;\n  D = &at_zero;\n", out);
  for (int i = 0; i < model->relations.count; i++) {
    Relation *r = model->relations.items[i];
    double slope = relation_time_slope(r);
    Expr *high, *low;
    if (slope == 0)
      continue;
    relation_operands(model, r, &high, &low);
    fprintf(out, "  T[%d] = -((", i);
    emit_expr(out, high);
    fputs(") - (", out);
    emit_expr(out, low);
    fprintf(out, ")) / %.17g;  /* ", slope);
    emit_comment_text(out, r->text);
    fputs(" */\n", out);
  }
  fputs("}\n\n", out);
}

static void emit_zero_crossings(FILE *out, const FlatModel *model)
{
  emit_relation_sizes(out, model);
  units_set_prologue(units, reads_prologue(READS_ROOTS));
  read_through_copies = true;
  FILE *body = units_function_begin(units, "zero_crossings", "const hysc_data *D, double *z", "D, z");
  for (int i = 0; i < model->relations.count; i++) {
    Relation *r = model->relations.items[i];
    Expr *high, *low;
    if (r->algorithm)
      continue;   /* below, at its statement */
    /* relation k is true when z[k] > 0 */
    relation_operands(model, r, &high, &low);
    Expr difference = { .kind = EX_BINARY, .op = OP_SUB, .a = high, .b = low };
    bool block = emit_row_shared_calls(body, &difference);
    emit_indexed(body, "  z[", i);
    fputs(" = (", body);
    emit_expr(body, high);
    fputs(") - (", body);
    emit_expr(body, low);
    fputs(");  /* ", body);
    emit_comment_text(body, r->text);
    fprintf(body, "  (line %d) */\n", r->expr->loc.first_line);
    end_row_shared_calls(body, block);
    units_cut_point(units);
  }
  for (int i = 0; i < model->algorithms.count + model->discrete_algorithms.count; i++)
    emit_algorithm_relations(body, model, algorithm_at(model, i), "z");
  int n = model->relations.count;
  for (int j = 0; j < model->frozen.count; j++) {
    Frozen *fr = model->frozen.items[j];
    if (fr->algorithm)
      continue;   /* above, at its statement */
    fprintf(body, "  z[%d] = (", n + 2 * j);
    emit_expr(body, fr->argument);
    fprintf(body, ") - hysc_frozen_lower(%d, D->frozen[%d]);  /* ", fr->kind, j);
    emit_comment_text(body, expr_to_string(fr->call));
    fprintf(body, "  (line %d) */\n  z[%d] = hysc_frozen_upper(%d, D->frozen[%d]) - (", fr->call->loc.first_line,
            n + 2 * j + 1, fr->kind, j);
    emit_expr(body, fr->argument);
    fputs(");\n", body);
    units_cut_point(units);
  }
  read_through_copies = false;
  units_function_end(units);
  units_set_prologue(units, model->computed.count ? COMPUTE_FIRST : NULL);

  emit_update_frozen(out, model);

  fputs("static void sample_times(const hysc_data *D, double *start, double *interval)\n{\n  (void)D, (void)start, (void)interval;\n", out);
  for (int j = 0; j < model->samples.count; j++) {
    Expr *call = model->samples.items[j];
    fprintf(out, "  start[%d] = ", j);
    emit_expr(out, call->args.items[0]);
    fprintf(out, ";\n  interval[%d] = ", j);
    emit_expr(out, call->args.items[1]);
    fputs(";\n", out);
  }
  fputs("}\n\n", out);
  emit_relation_times(out, model);
  emit_check_asserts(out, model);
  has_messages = emit_messages(out, model);
}

static void emit_when_equations(const FlatModel *model);

static bool reads_pre_or_impure(const Expr *e, const void *data)
{
  (void)data;
  return expr_is_call(e, "pre") || expr_is_call(e, "edge") || expr_is_call(e, "change") ||
         (e->kind == EX_CALL && e->function && e->function->cls->impure);
}

/* The equations 'v = expr' of a when-clause whose first branch holds at
   initialization (when {time >= pre(next), initial()}) hold during the
   initial solve too, not only at the initial event after it: a time table
   reads its next event, from the guesses, before its value (the table's C
   code needs that order).  Not those reading pre(), edge() or change(), nor
   impure calls: they would count twice with the initial event. */
static void emit_initial_when_equations(FILE *out, const FlatModel *model)
{
  for (int i = 0; i < model->whens.count; i++) {
    const WhenClause *w = model->whens.items[i];
    const Branch *first = w->equation->branches.items[0];
    if (w->statements || !equations_holds_initially(first->condition))
      continue;
    for (int k = 0; k < first->equations.count; k++) {
      const Equation *eq = first->equations.items[k];
      const Var *v = eq->kind == EQ_SIMPLE && eq->lhs->kind == EX_NAME ? eq->lhs->var : NULL;
      if (!v || v->kind != VAR_DISCRETE || v->type == TYPE_STRING || expr_any(eq->rhs, reads_pre_or_impure, NULL))
        continue;
      fputs("  ", out);
      emit_var(out, v);
      fputs(" = ", out);
      emit_expr(out, eq->rhs);
      fputs(";", out);
      emit_line_comment(out, eq);
      units_cut_point(units);
    }
  }
}

static void emit_discrete(FILE *out, const FlatModel *model)
{
  FILE *body = units_function_begin(units, "initial_discrete", "hysc_data *D", "D");
  emit_statements(body, &model->initial_discrete, 1);
  units_cut_point(units);
  for (int i = 0; i < model->initial_algorithms.count; i++)
    emit_initial_algorithm(body, model->initial_algorithms.items[i], 0, false);
  emit_initial_when_equations(body, model);
  emit_discrete_equations(body, model);
  units_function_end(units);
  emit_zero_crossings(out, model);

  /* Discrete equations first: a condition such as change(k) or a Boolean set by
     b = x > 0 must see this pass's values. */
  body = units_function_begin(units, "conditions", "hysc_data *D", "D");
  emit_discrete_equations(body, model);
  units_cut_point(units);
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    int k = w->first_condition;
    for (int b = 0; b < w->equation->branches.count; b++) {
      Branch *br = w->equation->branches.items[b];
      int n = br->condition->kind == EX_ARRAY ? br->condition->args.count : 1;
      for (int j = 0; j < n; j++) {
        const Expr *c = br->condition->kind == EX_ARRAY ? br->condition->args.items[j] : br->condition;
        fprintf(body, "  D->cond[%d] = ", k++);
        pre_d_array = "D->cond_pre_d";
        emit_expr(body, c);
        pre_d_array = "D->pre_d";
        fputs(" != 0;  /* ", body);
        emit_comment_text(body, expr_to_string(c));
        fprintf(body, "  (line %d) */\n", c->loc.first_line);
        units_cut_point(units);
      }
    }
  }
  units_function_end(units);
  emit_when_equations(model);
}

/* The condition elements of branch b of w: the first one's number, and how many. */
static int branch_conditions(const WhenClause *w, int b, int *count)
{
  int k = w->first_condition;
  *count = 0;
  for (int j = 0; j <= b; j++) {
    const Expr *c = ((Branch *)w->equation->branches.items[j])->condition;
    *count = c->kind == EX_ARRAY ? c->args.count : 1;
    if (j < b)
      k += *count;
  }
  return k;
}

static const Expr *condition_element(const Expr *c, int j)
{
  return c->kind == EX_ARRAY ? c->args.items[j] : c;
}

/* hysc_edge(D, k) || ... for the elements of branch b's condition */
static void emit_branch_edges(FILE *out, const WhenClause *w, int b)
{
  int n = 0, k = branch_conditions(w, b, &n);
  for (int j = 0; j < n; j++)
    fprintf(out, "%shysc_edge(D, %d)", j ? " || " : "", k + j);
}

/* Branch b runs: its condition became true and no earlier one's did. */
static void emit_branch_guard(FILE *out, const WhenClause *w, int b)
{
  fputs("  if (", out);
  for (int j = 0; j < b; j++) {
    fputs("!(", out);
    emit_branch_edges(out, w, j);
    fputs(") && ", out);
  }
  fputs("(", out);
  emit_branch_edges(out, w, b);
  fputs(")) {\n", out);
}

/* A clause chooses its branch: its conditions evaluated again when they
   read what earlier steps of this pass set, pre() as the pass began. */
static void emit_when_select(FILE *out, const EventStep *s)
{
  const PtrList *branches = &s->when->equation->branches;
  for (int b = 0; s->recompute && b < branches->count; b++) {
    const Expr *c = ((Branch *)branches->items[b])->condition;
    int n = 0, k = branch_conditions(s->when, b, &n);
    for (int j = 0; j < n; j++) {
      fprintf(out, "  D->cond[%d] = ", k + j);
      emit_expr(out, condition_element(c, j));
      fputs(" != 0;\n", out);
    }
  }
  for (int b = 0; b < branches->count; b++) {
    Branch *br = branches->items[b];
    fprintf(out, "  %sif (", b ? "else " : "");
    emit_branch_edges(out, s->when, b);
    fprintf(out, ")  /* %s ", b ? "elsewhen" : "when");
    emit_comment_text(out, expr_to_string(br->condition));
    fprintf(out, "  (line %d) */\n    hysc_fired(D, %d);\n", br->loc.first_line, s->first_branch + b);
  }
}

/* One pass of the event iteration: the steps of when_order, each equation
   of a when-branch under its branch's guard (one guard for a run of steps
   of the same branch), a cut point after each guard or other step. */
static void emit_when_equations(const FlatModel *model)
{
  FILE *out = units_function_begin(units, "when_equations", "hysc_data *D", "D");
  PtrList steps = when_order(model, false);
  /* the first assert of a function called in this pass that failed (in a
     call statement, an equation of a when-clause, a discrete equation) is
     reported as an assert of the event */
  bool checks = functions_asserts()->count;
  if (checks)
    fputs("  hysc_function_assert = 0;\n", out);
  const EventStep *open = NULL;   /* the step whose branch's guard is open */
  for (int i = 0; i < steps.count; i++) {
    EventStep *s = steps.items[i];
    PtrList one = { (void **)&s->equation, 1, 1 };
    bool guarded = s->kind == STEP_EQUATION || s->kind == STEP_BODY;
    if (open && !(guarded && s->when == open->when && s->branch == open->branch)) {
      fputs("  }\n", out);
      units_cut_point(units);
      free((void *)open);
      open = NULL;
    }
    if (guarded && !open)
      emit_branch_guard(out, s->when, s->branch);
    if (s->kind == STEP_SELECT)
      emit_when_select(out, s);
    else if (guarded)
      emit_statements(out, s->kind == STEP_EQUATION ? &one
                      : &((Branch *)s->when->equation->branches.items[s->branch])->equations, 2);
    else if (s->kind == STEP_DISCRETE)
      emit_statements(out, &one, 1);
    else {
      fprintf(out, "  /* algorithm (line %d) */\n", s->algorithm->loc.first_line);
      emit_statements(out, &s->algorithm->statements, 1);
    }
    if (guarded && open)
      free(s);
    else if (guarded)
      open = s;
    else {
      units_cut_point(units);
      free(s);
    }
  }
  if (open)
    fputs("  }\n", out);
  if (checks)
    fputs("  if (hysc_function_assert)\n    hysc_assert_failed(D, hysc_function_assert - 1);\n", out);
  free((void *)open);
  free(steps.items);
  units_function_end(units);
}

/* Does e read a derivative, or (algebraic_too) an algebraic variable: what
   the continuous equations determine at an event, even with the states fixed? */
static bool reads_continuous(const Expr *e, bool algebraic_too)
{
  if (!e || expr_is_call(e, "pre"))
    return false;
  if (expr_is_call(e, "der") || (algebraic_too && e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC))
    return true;
  if (reads_continuous(e->a, algebraic_too) || reads_continuous(e->b, algebraic_too) ||
      reads_continuous(e->c, algebraic_too))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (reads_continuous(e->args.items[i], algebraic_too))
      return true;
  return false;
}

/* Does e read a discrete variable's present value (pre() is the past)? */
static bool reads_discrete(const Expr *e, const void *data)
{
  (void)data;
  return e->kind == EX_NAME && e->var && e->var->kind == VAR_DISCRETE;
}

static bool reads_discrete_now(const Expr *e)
{
  if (!e || expr_is_call(e, "pre"))
    return false;
  if (reads_discrete(e, NULL) || reads_discrete_now(e->a) || reads_discrete_now(e->b) || reads_discrete_now(e->c))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (reads_discrete_now(e->args.items[i]))
      return true;
  return false;
}

/* The continuous unknowns an event may move with the states held (graph.c's
   numbering): those whose matched equation reads a discrete variable, or
   another unknown so moved; an algorithm's rows count as moved.  NULL (all)
   without a perfect matching. */
static bool *moved_by_events(const FlatModel *model)
{
  int n_rows, *unknown_of;
  PtrList *incidence;
  if (!graph_matching(model, &n_rows, &incidence, &unknown_of))
    return NULL;
  bool *moved = xcalloc((size_t)(model->states.count + model->algebraics.count) + 1, sizeof *moved);
  for (bool changed = true; changed;) {
    changed = false;
    for (int r = 0; r < n_rows; r++) {
      int u = unknown_of[r];
      if (u < 0 || moved[u])
        continue;
      const Equation *eq = r < model->equations.count ? model->equations.items[r] : NULL;
      bool m = !eq || reads_discrete_now(eq->lhs) || reads_discrete_now(eq->rhs);
      for (int i = 0; !m && i < incidence[r].count; i++)
        m = moved[graph_edge_unknown(&incidence[r], i)];
      changed |= m;
      moved[u] = m;
    }
  }
  return moved;
}

/* Does e read a derivative or an algebraic variable an event may move? */
static bool reads_moved(const Expr *e, const FlatModel *model, const bool *moved)
{
  if (!e || expr_is_call(e, "pre"))
    return false;
  if (expr_is_call(e, "der")) {   /* der(x): unknown x of graph.c */
    const Expr *x = e->args.items[0];
    int u = x->kind == EX_NAME && x->var ? list_index(&model->states, x->var) : -1;
    return !moved || u < 0 || moved[u];
  }
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC) {
    int k = list_index(&model->algebraics, e->var);
    return !moved || k < 0 || moved[model->states.count + k];
  }
  if (reads_moved(e->a, model, moved) || reads_moved(e->b, model, moved) || reads_moved(e->c, model, moved))
    return true;
  for (int i = 0; i < e->args.count; i++)
    if (reads_moved(e->args.items[i], model, moved))
      return true;
  return false;
}

/* When-equations `v = rhs` (v a discrete Real, rhs reading algebraic
   variables an event may move) that the runtime solves together with the
   continuous equations in the event where their branch fires: x + y = 5
   with y = 7 - 2*x.  One that reads only what no event moves (t / T) is a
   plain when-equation: the joint Newton would difference its call (a
   table's next event, which is not even continuous). */
static int emit_when_loops(FILE *out, const FlatModel *model)
{
  PtrList rows = { 0 }, branches = { 0 };
  bool *moved = NULL, matched = false;
  int branch_index = 0;
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    for (int b = 0; b < w->equation->branches.count; b++, branch_index++) {
      Branch *br = w->equation->branches.items[b];
      for (int k = 0; k < br->equations.count; k++) {
        Equation *eq = br->equations.items[k];
        bool candidate = eq->kind == EQ_SIMPLE && eq->lhs->kind == EX_NAME && eq->lhs->var &&
                         eq->lhs->var->kind == VAR_DISCRETE && eq->lhs->var->type == TYPE_REAL &&
                         reads_continuous(eq->rhs, true);
        if (candidate && !matched) {
          moved = moved_by_events(model);
          matched = true;
        }
        if (candidate && reads_moved(eq->rhs, model, moved)) {
          list_push(&rows, eq);
          list_push(&branches, (void *)(intptr_t)branch_index);
        }
      }
    }
  }
  if (!rows.count)
    return 0;
  fputs("static const int when_loop_branch[] = {", out);
  for (int i = 0; i < rows.count; i++)
    fprintf(out, "%s%d", i ? ", " : " ", (int)(intptr_t)branches.items[i]);
  fputs(" };\nstatic const int when_loop_discrete[] = {", out);
  for (int i = 0; i < rows.count; i++)
    fprintf(out, "%s%d", i ? ", " : " ", ((Equation *)rows.items[i])->lhs->var->index);
  fputs(" };\n\nstatic void when_loop_residual(const hysc_data *D, double *res)\n{\n", out);
  emit_compute_call(out, model);
  for (int i = 0; i < rows.count; i++) {
    Equation *eq = rows.items[i];
    fprintf(out, "  res[%d] = ", i);
    emit_var(out, eq->lhs->var);
    fputs(" - (", out);
    emit_expr(out, eq->rhs);
    fputs(");", out);
    emit_line_comment(out, eq);
  }
  fputs("}\n\n", out);
  return rows.count;
}

/* Does a relation or a frozen function's argument read a derivative? */
static int roots_read_der(const FlatModel *model)
{
  for (int k = 0; k < model->relations.count; k++)
    if (reads_continuous(((Relation *)model->relations.items[k])->expr, false))
      return 1;
  for (int j = 0; j < model->frozen.count; j++)
    if (reads_continuous(((Frozen *)model->frozen.items[j])->argument, false))
      return 1;
  return 0;
}

/* Is e, between events, a + b*time with a and b fixed then (numbers,
   parameters, discrete variables, pre(), variables that parameters alone
   set)?  with_time: time may appear (else e must be fixed). */
static bool affine_in_time(const Expr *e, bool with_time)
{
  switch (e->kind) {
  case EX_NUMBER:
  case EX_BOOLEAN:
    return true;
  case EX_NAME:
    if (!e->var)
      return with_time && e->builtin == BUILTIN_TIME && e->subscripts.count == 0;
    return e->var->kind == VAR_PARAMETER || e->var->kind == VAR_CONSTANT || e->var->kind == VAR_DISCRETE ||
           e->var->set_by_parameters;
  case EX_CALL:
    return !strcmp(e->string, "pre") && e->args.count == 1 && affine_in_time(e->args.items[0], false);
  case EX_UNARY:
    return (e->op == OP_NEG || e->op == OP_PLUS) && affine_in_time(e->a, with_time);
  case EX_BINARY:
    if (e->op == OP_ADD || e->op == OP_SUB)
      return affine_in_time(e->a, with_time) && affine_in_time(e->b, with_time);
    if (e->op == OP_MUL)
      return (affine_in_time(e->a, false) && affine_in_time(e->b, with_time)) ||
             (affine_in_time(e->a, with_time) && affine_in_time(e->b, false));
    return e->op == OP_DIV && affine_in_time(e->a, with_time) && affine_in_time(e->b, false);
  default:
    return false;
  }
}

/* Is every root function a relation of affine functions of time between
   events (time >= pulseStart + width)?  Such a function switches at most
   once inside a step, where its ends differ in sign: the solvers need no
   slopes to look for a switch and a switch back between them. */
static int roots_affine(const FlatModel *model)
{
  if (model->frozen.count > 0)
    return 0;
  for (int k = 0; k < model->relations.count; k++) {
    const Relation *r = model->relations.items[k];
    if (r->algorithm || r->expr->kind != EX_BINARY || !affine_in_time(r->expr->a, true) ||
        !affine_in_time(r->expr->b, true))
      return 0;
  }
  return 1;
}

/* The algebraic unknowns that are derivatives (emit_tables lists them). */
static int count_dummy_derivatives(const FlatModel *model)
{
  int *indices = xmalloc(sizeof *indices * ((size_t)model->vars.count + 1));
  int n = derivative_unknowns(model, indices);
  free(indices);
  return n;
}

/* The other side of v's equation 'v = e' (or 'e = v') among the
   continuous ones; NULL when v has none. */
static const Expr *defining_side(const FlatModel *model, const Var *v)
{
  for (int i = 0; i < model->equations.count; i++) {
    const Equation *eq = model->equations.items[i];
    if (eq->kind != EQ_SIMPLE || !eq->lhs || !eq->rhs)
      continue;
    if (eq->lhs->kind == EX_NAME && eq->lhs->var == v)
      return eq->rhs;
    if (eq->rhs->kind == EX_NAME && eq->rhs->var == v)
      return eq->lhs;
  }
  return NULL;
}

/* Does e change only at events: it reads parameters, constants, discrete
   variables, relations (their values switch at events only) and unknowns
   defined from such (v = pre(x), followed up to depth deep), no time and
   no other continuous variable?  Between events the history of such a
   delay()'s expression is one held value, known past any step. */
static bool held_between_events(const FlatModel *model, const Expr *e, int depth)
{
  if (!e)
    return true;
  if (e->kind == EX_NAME) {
    const Var *v = e->builtin == BUILTIN_TIME ? NULL : e->var;
    if (!v || v->kind == VAR_STATE)
      return false;
    if (v->kind == VAR_ALGEBRAIC || v->kind == VAR_COMPUTED) {
      const Expr *def = v->kind == VAR_COMPUTED ? v->assignment : defining_side(model, v);
      return depth > 0 && def && held_between_events(model, def, depth - 1);
    }
    return true;
  }
  if (e->kind == EX_BINARY && e->relation >= 0)
    return true;
  if (!held_between_events(model, e->a, depth) || !held_between_events(model, e->b, depth) ||
      !held_between_events(model, e->c, depth))
    return false;
  for (int i = 0; i < e->args.count; i++)
    if (!held_between_events(model, e->args.items[i], depth))
      return false;
  return true;
}

/* delay_arguments: the delayed expressions now (recorded after every step);
   delay_times: their delay times (parameters); delay_held: which expressions
   change only at events (their delays do not cap the step, delay.c). */
static void emit_delays(FILE *out, const FlatModel *model)
{
  if (!model->delays.count)
    return;
  fputs("static const unsigned char delay_held[] = {", out);
  for (int j = 0; j < model->delays.count; j++)
    fprintf(out, "%s%d", j ? ", " : "", held_between_events(model, ((Expr *)model->delays.items[j])->args.items[0], 4));
  fputs("};\n\n", out);
  for (int pass = 0; pass < 2; pass++) {
    fprintf(out, "static void %s(const hysc_data *D, double *v)\n{\n  (void)D;\n%s",
            pass ? "delay_times" : "delay_arguments", model->computed.count ? COMPUTE_FIRST : "");
    for (int j = 0; j < model->delays.count; j++) {
      Expr *call = model->delays.items[j];
      fprintf(out, "  v[%d] = ", j);
      emit_expr(out, call->args.items[pass]);
      fputs(";\n", out);
    }
    fputs("}\n\n", out);
  }
}

static void emit_number_or_nan(FILE *out, double value)
{
  if (isnan(value))
    fputs("NAN", out);
  else
    fprintf(out, "%.17g", value);
}

/* The comment that names the model, the includes and the inline helpers. */
static void emit_file_head(FILE *out, const FlatModel *model)
{
  fputs("/* Generated by hysc from ", out);
  emit_comment_text(out, model->file);
  fputs(": model ", out);
  emit_comment_text(out, model->name);
  fputs(".\n   Build product: edit the model, not this file. */\n", out);
  fputs("#include <math.h>\n#include <stdarg.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
        "#include \"hysc_model.h\"\n\n", out);
  fputs("static inline double hysc_sq(double x) { return x * x; }\n"
        "static inline double hysc_sign(double x) { return (x > 0) - (x < 0); }\n"
        "static inline double hysc_div(double x, double y) { return hysc_trunc(x / y); }\n"
        "static inline double hysc_mod(double x, double y) { return x - floor(x / y) * y; }\n"
        "static inline double hysc_rem(double x, double y) { return x - hysc_trunc(x / y) * y; }\n\n", out);
}

/* The members of the root functions, the relations of time and the
   computed variables of parameters alone. */
static void emit_root_members(FILE *out, const FlatModel *model)
{
  fprintf(out, "  .roots_read_derivatives = %d, .roots_affine_in_time = %d,\n", roots_read_der(model), roots_affine(model));
  if (constants_set)
    fputs("  .compute_constants = hysc_compute_constants,\n", out);
  if (any_time_relation(model))
    fputs("  .relation_time_slope = relation_time_slope, .relation_times = relation_times,\n", out);
}

/* The hysc_model the runtime reads: counts, tables and functions by name. */
static void emit_model_instance(FILE *out, const FlatModel *model, bool has_jacobian, int n_when_loops)
{
  /* Designated initializers: a member added to hysc_model cannot shift the others. */
  fputs("const hysc_model hysc_model_instance = {\n  .name = ", out);
  emit_c_string(out, model->name);
  fputs(",\n  .file = ", out);
  emit_c_string(out, model->file);
  if (model->state_selection) {
    fputs(",\n  .state_choice = ", out);
    emit_c_string(out, model->state_selection);
    codegen_choice_members(model, out);
  }
  if (diag_source_count() > 1)
    fprintf(out, ",\n  .n_source_files = %d, .source_files = source_files, .source_bases = source_bases",
            diag_source_count() - 1);
  fprintf(out, ",\n  .n_states = %d, .n_algebraic = %d, .n_discrete = %d, .n_parameters = %d,\n"
          "  .n_relations = %d, .n_conditions = %d, .n_whens = %d, .n_vars = %d,\n",
          model->states.count, model->algebraics.count, model->discretes.count, model->parameters.count,
          model->relations.count, model->n_conditions, model->n_when_branches, model->vars.count);
  fputs("  .vars = hysc_vars, .equations = hysc_equations, .relations = hysc_relations, .whens = hysc_whens,\n"
        "  .second_order_partner = second_order_partner,\n  .start_time = ", out);
  emit_number_or_nan(out, model->start_time);
  fputs(", .stop_time = ", out);
  emit_number_or_nan(out, model->stop_time);
  fputs(", .tolerance = ", out);
  emit_number_or_nan(out, model->tolerance);
  fputs(", .interval = ", out);
  emit_number_or_nan(out, model->interval);
  fputs(",\n  .bind_parameters = bind_parameters, .start_values = start_values, .residual = residual,\n"
        "  .initial_residual = initial_residual, .initial_discrete = initial_discrete,\n"
        "  .zero_crossings = zero_crossings, .conditions = conditions, .when_equations = when_equations,\n", out);
  fprintf(out, "  .n_samples = %d, .n_frozen = %d, .n_asserts = %d, .n_terminations = %d,\n",
          model->samples.count, model->frozen.count, model->asserts.count + n_function_asserts(),
          model->terminations.count);
  fputs("  .initial_equations = hysc_initial_equations, .relation_hysteresis = relation_hysteresis,\n"
        "  .asserts = asserts, .assert_levels = assert_levels, .terminations = terminations,\n"
        "  .samples = samples, .sample_times = sample_times, .update_frozen = update_frozen,\n"
        "  .check_asserts = check_asserts, .relation_nonstrict = relation_nonstrict,\n", out);
  if (model->n_constraints)
    fputs("  .consistent_residual = consistent_residual,\n", out);
  fprintf(out, "  .n_invariants = %d, .invariants = invariants,\n", model->invariants.count);
  fprintf(out, "  .n_projections = %d,\n", model->projection_rows.count);
  if (model->n_constraints)
    fputs("  .constraint_values = constraint_values,\n", out);
  int n_multipliers = 0;
  for (int i = 0; i < model->algebraics.count; i++)
    n_multipliers += ((Var *)model->algebraics.items[i])->multiplier;
  fprintf(out, "  .n_multipliers = %d, .multipliers = multipliers,\n  .n_dummy_derivatives = %d, "
          ".dummy_derivatives = dummy_derivatives,\n", n_multipliers, count_dummy_derivatives(model));
  if (n_when_loops)
    fprintf(out, "  .n_when_loops = %d, .when_loop_branch = when_loop_branch,\n"
            "  .when_loop_discrete = when_loop_discrete, .when_loop_residual = when_loop_residual,\n",
            n_when_loops);
  emit_root_members(out, model);
  if (emit_has_causality(model))
    fputs("  .causality = hysc_causality,\n", out);
  codegen_modes_members(model, out);
  codegen_restart_members(out);
  if (model->delays.count)
    fprintf(out, "  .n_delays = %d, .delay_arguments = delay_arguments, .delay_times = delay_times,\n"
            "  .delay_held = delay_held,\n",
            model->delays.count);
  if (has_jacobian)
    codegen_jacobian_members(model, out);
  fprintf(out, "  .n_contacts = %d, .contacts = contacts, .n_slidings = %d, .slidings = slidings,\n",
          contact_count(model), sliding_count());
  if (has_messages)
    fputs("  .message = message,\n", out);
  if (model->computed.count)
    fprintf(out, "  .n_computed = %d, .compute = hysc_compute, .computed_equations = hysc_computed_equations,\n"
            "  .output_alias = output_alias,\n", model->computed.count);
  if (any_divisor(model))
    fputs("  .zero_divisor = zero_divisor,\n", out);
  if (functions_all()->count)
    fprintf(out, "  .n_functions = %d, .functions = functions, .call_overflow = &hysc_call_overflow,\n",
            functions_all()->count);
  if (!writing_kind)
    partition_members(out);
  fputs("  .relation_nominal = relation_nominal, .relation_sizes = relation_sizes,\n};\n", out);
}

/* hysc_string, which units other than the main one may call */
static const char *strings_linkage(void)
{
  return units_is_split(units) ? "" : "static inline ";
}

void codegen_model(const FlatModel *model, Units *model_units, bool kind)
{
  writing_kind = kind;
  units = model_units;
  assignments_make((FlatModel *)model);
  units_set_prologue(units, NULL);
  fills = (PtrList){ 0 };
  may_share_calls = any_shareable_function();
  FILE *out = units_prelude(units);
  current_model = model;
  function_assert_base = model->asserts.count;
  emit_file_head(out, model);
  emit_function_declarations(out);
  declare_tables(out);
  fprintf(out, "%sconst char *hysc_string(double k);   /* the Strings of calls and functions */\n\n",
          strings_linkage());
  units_prelude_end(units);
  out = units_main(units);
  if (model->computed.count)
    fputs("static void hysc_compute(const hysc_data *D);\n\n", out);
  find_reads(model);
  for (int k = 0; k < N_READS; k++)
    if (reads_set[k] && reads_count[k])
      fprintf(out, "static void %s(const hysc_data *D);\n\n", reads_fn[k]);
  bool *once_sites = emit_once_sites(out, model);
  emit_functions(out, once_sites);
  free(once_sites);
  emit_tables(out, model);
  emit_parameters(out, model);
  emit_assignments(model, "hysc_compute", NULL);
  if (constants_set)
    emit_assignments(model, "hysc_compute_constants", constants_set);
  for (int k = 0; k < N_READS; k++)
    if (reads_set[k] && reads_count[k])
      emit_assignments(model, reads_fn[k], reads_set[k]);
  emit_divisor_check(out, model);
  units_set_prologue(units, model->computed.count ? COMPUTE_FIRST : NULL);
  emit_residuals(out, model);
  units_set_prologue(units, reads_prologue(READS_CHOICE));
  read_through_copies = true;
  codegen_choice(model, units, out);
  read_through_copies = false;
  units_set_prologue(units, model->computed.count ? COMPUTE_FIRST : NULL);
  bool has_jacobian = codegen_jacobian(model, units);
  emit_discrete(out, model);
  int n_when_loops = emit_when_loops(out, model);
  emit_delays(out, model);
  codegen_restart_table(out, model);
  codegen_error_modes_table(out, model);
  contact_emit(model, out);
  sliding_emit(model, out);
  emit_source_files(out);
  if (!kind)
    partition_emit_tables(out);
  emit_fill_tables(out);
  emit_passed_strings(out, strings_linkage());
  emit_model_instance(out, model, has_jacobian, n_when_loops);
}
