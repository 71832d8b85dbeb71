/*
 * codegen.c - writes the flat model as C against runtime/hysc_model.h: the
 * variable table, parameter bindings, start values, the residual, the
 * initial residual, zero crossings, when-conditions and when-equations.
 * One C statement per model equation, with the model's line in a comment,
 * so that the generated file can be read next to the model.  Nothing here
 * decides semantics: that was settled by flatten.c and graph.c.
 */
#include <math.h>
#include <string.h>

#include "hysc.h"

static void emit_expr(FILE *out, const Expr *e);

static void emit_c_string(FILE *out, const char *s)
{
  fputc('"', out);
  for (const char *p = s; *p; p++) {
    if (*p == '"' || *p == '\\')
      fprintf(out, "\\%c", *p);
    else if (*p == '\n')
      fputs("\\n", out);
    else if ((unsigned char)*p < 32)
      fprintf(out, "\\%03o", (unsigned char)*p);
    else
      fputc(*p, out);
  }
  fputc('"', out);
}

/* A comment must not end early: the model text could contain the closing mark. */
static void emit_comment_text(FILE *out, const char *s)
{
  for (const char *p = s; *p; p++) {
    if (p[0] == '*' && p[1] == '/')
      fputs("* /", out), p++;
    else if (*p != '\n')
      fputc(*p, out);
  }
}

static void emit_var(FILE *out, const Var *v)
{
  switch (v->kind) {
  case VAR_STATE:
  case VAR_ALGEBRAIC: fprintf(out, "D->y[%d]", v->index); break;
  case VAR_DISCRETE: fprintf(out, "D->d[%d]", v->index); break;
  case VAR_PARAMETER:
  case VAR_CONSTANT: fprintf(out, "D->p[%d]", v->index); break;
  }
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

static void emit_call(FILE *out, const Expr *e)
{
  const Expr *arg = e->args.count ? e->args.items[0] : NULL;
  if (!strcmp(e->string, "der")) {
    fprintf(out, "D->yp[%d]", arg->var->index);
  } else if (!strcmp(e->string, "pre")) {
    fprintf(out, arg->var->kind == VAR_DISCRETE ? "D->pre_d[%d]" : "D->pre_y[%d]", arg->var->index);
  } else if (!strcmp(e->string, "noEvent")) {
    fputc('(', out);
    emit_expr(out, arg);
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

static void emit_expr(FILE *out, const Expr *e)
{
  switch (e->kind) {
  case EX_NUMBER:
    fprintf(out, "%.17g", e->number);
    if (e->number == floor(e->number) && fabs(e->number) < 1e15)
      fputs(".0", out);
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
    else
      emit_var(out, e->var);
    break;
  case EX_CALL:
    emit_call(out, e);
    break;
  case EX_ARRAY:
    fputs("0.0 /* array */", out);
    break;
  case EX_UNARY:
    fputs(e->op == OP_NOT ? "(!" : e->op == OP_NEG ? "(-" : "(+", out);
    emit_expr(out, e->a);
    fputc(')', out);
    break;
  case EX_BINARY:
    if (e->relation >= 0) {
      fprintf(out, "D->r[%d]", e->relation);
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
    fprintf(out, " %s ", c_operator[e->op]);
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

static void emit_line_comment(FILE *out, const Equation *eq)
{
  fputs("  /* ", out);
  emit_comment_text(out, diag_source_text(eq->loc));
  fprintf(out, "  (line %d) */\n", eq->loc.first_line);
}

static void emit_double_or_huge(FILE *out, const Expr *e, const char *otherwise)
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
  fprintf(out, "%.17g", value);
}

static void emit_tables(FILE *out, const FlatModel *model)
{
  static const char *kinds[] = { "HYSC_STATE", "HYSC_ALGEBRAIC", "HYSC_DISCRETE", "HYSC_PARAMETER", "HYSC_CONSTANT" };
  static const char *types[] = { "HYSC_REAL", "HYSC_INTEGER", "HYSC_BOOLEAN" };
  fprintf(out, "static const hysc_var vars[] = {\n");
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    fputs("  {", out);
    emit_c_string(out, v->name);
    fputs(", ", out);
    emit_c_string(out, v->description);
    fputs(", ", out);
    emit_c_string(out, v->unit);
    fprintf(out, ", %s, %s, %d, %d, ", kinds[v->kind], types[v->type], v->index, v->fixed);
    emit_double_or_huge(out, v->nominal, "1.0");
    fputs(", ", out);
    emit_double_or_huge(out, v->min, "-HUGE_VAL");
    fputs(", ", out);
    emit_double_or_huge(out, v->max, "HUGE_VAL");
    fputs("},\n", out);
  }
  if (model->vars.count == 0)
    fputs("  {0},\n", out);
  fputs("};\n\nstatic const hysc_source equations[] = {\n", out);
  for (int i = 0; i < model->equations.count; i++) {
    Equation *eq = model->equations.items[i];
    fputs("  {", out);
    emit_c_string(out, diag_source_text(eq->loc));
    fprintf(out, ", %d},\n", eq->loc.first_line);
  }
  fputs("  {0},\n};\n\nstatic const hysc_source relations[] = {\n", out);
  for (int i = 0; i < model->relations.count; i++) {
    Relation *r = model->relations.items[i];
    fputs("  {", out);
    emit_c_string(out, diag_source_text(r->expr->loc));
    fprintf(out, ", %d},\n", r->expr->loc.first_line);
  }
  fputs("  {0},\n};\n\nstatic const hysc_source whens[] = {\n", out);
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    for (int b = 0; b < w->equation->branches.count; b++) {
      Branch *br = w->equation->branches.items[b];
      fputs("  {", out);
      emit_c_string(out, diag_source_text(br->condition->loc));
      fprintf(out, ", %d},\n", br->loc.first_line);
    }
  }
  fputs("  {0},\n};\n\nstatic const int second_order_partner[] = {", out);
  for (int i = 0; i < model->states.count; i++)
    fprintf(out, "%s%d", i ? ", " : " ", ((Var *)model->states.items[i])->partner);
  fputs(model->states.count ? " };\n\n" : " -1 };\n\n", out);
}

static void emit_parameters(FILE *out, const FlatModel *model)
{
  fputs("static void bind_parameters(hysc_data *D)\n{\n", out);
  for (int i = 0; i < model->parameters.count; i++) {
    Var *v = model->parameters.items[i];
    Expr *value = v->binding ? v->binding : v->start;
    if (v->kind == VAR_PARAMETER)
      fprintf(out, "  if (!D->p_set[%d]) D->p[%d] = ", v->index, v->index);
    else
      fprintf(out, "  D->p[%d] = ", v->index);
    if (value)
      emit_expr(out, value);
    else
      fputs("0.0", out);
    fputs(";  /* ", out);
    emit_comment_text(out, v->name);
    fputs(" */\n", out);
  }
  fputs("}\n\nstatic void start_values(hysc_data *D)\n{\n", out);
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (v->kind == VAR_PARAMETER || v->kind == VAR_CONSTANT)
      continue;
    fputs("  ", out);
    emit_var(out, v);
    fputs(" = ", out);
    if (v->start)
      emit_expr(out, v->start);
    else
      fputs("0.0", out);
    fputs(";  /* ", out);
    emit_comment_text(out, v->name);
    fputs(" */\n", out);
  }
  fputs("}\n\n", out);
}

static void emit_residual_rows(FILE *out, const PtrList *equations, int first_row)
{
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    fprintf(out, "  res[%d] = (", first_row + i);
    emit_expr(out, eq->lhs);
    fputs(") - (", out);
    emit_expr(out, eq->rhs);
    fputs(");", out);
    emit_line_comment(out, eq);
  }
}

static void emit_start_row(FILE *out, int row, const Var *v, const char *why)
{
  /* D->start holds the start values after --set */
  fprintf(out, "  res[%d] = D->y[%d] - D->start[%d];  /* %s = start (%s) */\n", row, v->index, v->index, v->name, why);
}

static void emit_residuals(FILE *out, const FlatModel *model)
{
  fputs("static void residual(const hysc_data *D, double *res)\n{\n", out);
  emit_residual_rows(out, &model->equations, 0);
  fputs("}\n\nstatic void initial_residual(const hysc_data *D, double *res)\n{\n", out);
  emit_residual_rows(out, &model->initial_equations, 0);
  int row = model->initial_equations.count;
  for (int i = 0; i < model->states.count; i++) {
    Var *v = model->states.items[i];
    if (v->fixed)
      emit_start_row(out, row++, v, "fixed");
  }
  for (int i = 0; i < model->start_equations.count; i++)
    emit_start_row(out, row++, model->start_equations.items[i], "not fixed, no initial equation");
  fputs("}\n\n", out);
}

static void emit_assignment(FILE *out, const Equation *eq, const char *indent)
{
  fputs(indent, out);
  emit_var(out, eq->lhs->var);
  fputs(" = ", out);
  emit_expr(out, eq->rhs);
  fputs(";", out);
  emit_line_comment(out, eq);
}

static void emit_discrete(FILE *out, const FlatModel *model)
{
  fputs("static void initial_discrete(hysc_data *D)\n{\n", out);
  for (int i = 0; i < model->initial_discrete.count; i++)
    emit_assignment(out, model->initial_discrete.items[i], "  ");
  for (int i = 0; i < model->discrete_equations.count; i++)
    emit_assignment(out, model->discrete_equations.items[i], "  ");
  fputs("}\n\nstatic void zero_crossings(const hysc_data *D, double *z)\n{\n", out);
  for (int i = 0; i < model->relations.count; i++) {
    Relation *r = model->relations.items[i];
    const Expr *e = r->expr;
    /* relation k is true when z[k] > 0 */
    bool less = e->op == OP_LT || e->op == OP_LE;
    fprintf(out, "  z[%d] = (", i);
    emit_expr(out, less ? e->b : e->a);
    fputs(") - (", out);
    emit_expr(out, less ? e->a : e->b);
    fputs(");  /* ", out);
    emit_comment_text(out, r->text);
    fprintf(out, "  (line %d) */\n", e->loc.first_line);
  }
  fputs("}\n\nstatic void conditions(hysc_data *D)\n{\n", out);
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    int k = w->first_condition;
    for (int b = 0; b < w->equation->branches.count; b++) {
      Branch *br = w->equation->branches.items[b];
      int n = br->condition->kind == EX_ARRAY ? br->condition->args.count : 1;
      for (int j = 0; j < n; j++) {
        const Expr *c = br->condition->kind == EX_ARRAY ? br->condition->args.items[j] : br->condition;
        fprintf(out, "  D->cond[%d] = ", k++);
        emit_expr(out, c);
        fputs(" != 0;  /* ", out);
        emit_comment_text(out, expr_to_string(c));
        fprintf(out, "  (line %d) */\n", c->loc.first_line);
      }
    }
  }
  fputs("}\n\nstatic void when_equations(hysc_data *D)\n{\n", out);
  int branch_index = 0;
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    int k = w->first_condition;
    for (int b = 0; b < w->equation->branches.count; b++) {
      Branch *br = w->equation->branches.items[b];
      int n = br->condition->kind == EX_ARRAY ? br->condition->args.count : 1;
      fprintf(out, "  %sif (", b ? "else " : "");
      for (int j = 0; j < n; j++)
        fprintf(out, "%shysc_edge(D, %d)", j ? " || " : "", k++);
      fprintf(out, ") {  /* %s ", b ? "elsewhen" : "when");
      emit_comment_text(out, expr_to_string(br->condition));
      fprintf(out, "  (line %d) */\n    hysc_fired(D, %d);\n", br->loc.first_line, branch_index++);
      for (int q = 0; q < br->equations.count; q++) {
        Equation *eq = br->equations.items[q];
        if (eq->kind == EQ_SIMPLE) {
          emit_assignment(out, eq, "    ");
        } else if (eq->kind == EQ_CALL) {
          Expr *target = eq->lhs->args.items[0];
          fprintf(out, "    hysc_reinit(D, %d, ", target->var->index);
          emit_expr(out, eq->lhs->args.items[1]);
          fputs(");", out);
          emit_line_comment(out, eq);
        }
      }
      fputs("  }\n", out);
    }
  }
  for (int i = 0; i < model->discrete_equations.count; i++)
    emit_assignment(out, model->discrete_equations.items[i], "  ");
  fputs("}\n\n", out);
}

static void emit_number_or_nan(FILE *out, double value)
{
  if (isnan(value))
    fputs("NAN", out);
  else
    fprintf(out, "%.17g", value);
}

void codegen_model(const FlatModel *model, FILE *out)
{
  fputs("/* Generated by hysc from ", out);
  emit_comment_text(out, model->file);
  fputs(": model ", out);
  emit_comment_text(out, model->name);
  fputs(".\n   Build product: edit the model, not this file. */\n", out);
  fputs("#include <math.h>\n#include \"hysc_model.h\"\n\n", out);
  fputs("static inline double hysc_sign(double x) { return (x > 0) - (x < 0); }\n\n", out);
  emit_tables(out, model);
  emit_parameters(out, model);
  emit_residuals(out, model);
  emit_discrete(out, model);
  fputs("const hysc_model hysc_model_instance = {\n  ", out);
  emit_c_string(out, model->name);
  fputs(", ", out);
  emit_c_string(out, model->file);
  fprintf(out, ",\n  %d, %d, %d, %d, %d, %d, %d,\n  %d, vars, equations, relations, whens, second_order_partner,\n  ",
          model->states.count, model->algebraics.count, model->discretes.count, model->parameters.count,
          model->relations.count, model->n_conditions, model->n_when_branches, model->vars.count);
  emit_number_or_nan(out, model->start_time);
  fputs(", ", out);
  emit_number_or_nan(out, model->stop_time);
  fputs(", ", out);
  emit_number_or_nan(out, model->tolerance);
  fputs(", ", out);
  emit_number_or_nan(out, model->interval);
  fputs(",\n  bind_parameters, start_values, residual, initial_residual, initial_discrete,\n"
        "  zero_crossings, conditions, when_equations,\n};\n", out);
}
