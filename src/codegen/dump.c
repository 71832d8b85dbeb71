/*
 * dump.c - the flat model as readable text for --dump-flat: every variable
 * with its classification, the equations in the order the residual uses
 * them, the when-clauses, the relations that generate events.
 */
#include <math.h>
#include <string.h>

#include "codegen/codegen.h"

static const char *kind_name(VarKind k)
{
  static const char *names[] = { "state", "algebraic", "discrete", "parameter", "constant", "computed" };
  return names[k];
}

static void dump_equations(const PtrList *equations, FILE *out, const char *indent)
{
  for (int i = 0; i < equations->count; i++) {
    Equation *eq = equations->items[i];
    switch (eq->kind) {
    case EQ_SIMPLE:
      fprintf(out, "%s%s = %s;  // %s%s%s\n", indent, expr_to_string(eq->lhs), expr_to_string(eq->rhs),
              diag_line_place(eq->loc.first_line), eq->note ? ", " : "", eq->note ? eq->note : "");
      if (eq->index1)
        fprintf(out, "%s  // index-1 form: %s = 0\n", indent, expr_to_string(eq->index1));
      break;
    case EQ_FOR:   /* expanded by arrays.c */
      break;
    case EQ_WHILE: {
      Branch *body = eq->branches.items[0];
      fprintf(out, "%swhile %s loop  // %s\n", indent, expr_to_string(body->condition),
              diag_line_place(eq->loc.first_line));
      dump_equations(&body->equations, out, xsprintf("%s  ", indent));
      fprintf(out, "%send while;\n", indent);
      break;
    }
    case EQ_CALL:
      fprintf(out, "%s%s;  // %s\n", indent, eq->lhs ? expr_to_string(eq->lhs) : "?",
              diag_line_place(eq->loc.first_line));
      break;
    case EQ_WHEN:
      for (int b = 0; b < eq->branches.count; b++) {
        Branch *br = eq->branches.items[b];
        fprintf(out, "%s%s %s then  // %s\n", indent, b ? "elsewhen" : "when", expr_to_string(br->condition),
                diag_line_place(br->loc.first_line));
        dump_equations(&br->equations, out, "    ");
      }
      fprintf(out, "%send when;\n", indent);
      break;
    case EQ_BREAK:
      fprintf(out, "%sbreak;  // %s\n", indent, diag_line_place(eq->loc.first_line));
      break;
    case EQ_RETURN:
      break;   /* in functions only, which are not dumped */
    case EQ_ASSIGN:
      fprintf(out, "%s%s := %s;  // %s\n", indent, expr_to_string(eq->lhs), expr_to_string(eq->rhs),
              diag_line_place(eq->loc.first_line));
      break;
    case EQ_IF:
      for (int b = 0; b < eq->branches.count; b++) {
        Branch *br = eq->branches.items[b];
        if (br->condition)
          fprintf(out, "%s%s %s then\n", indent, b ? "elseif" : "if", expr_to_string(br->condition));
        else
          fprintf(out, "%selse\n", indent);
        dump_equations(&br->equations, out, xsprintf("%s  ", indent));
      }
      fprintf(out, "%send if;\n", indent);
      break;
    }
  }
}

void flat_model_dump(const FlatModel *model, FILE *out)
{
  fprintf(out, "model %s  // %s\n", model->name, model->file);
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    fprintf(out, "  %-9s %s %s", v->structural ? "structural" : kind_name(v->kind), v->type == TYPE_REAL ? "Real" : v->type == TYPE_INTEGER ? "Integer" : v->type == TYPE_STRING ? "String" : "Boolean", v->name);
    if (v->binding)
      fprintf(out, " = %s", expr_to_string(v->binding));
    if (v->start && v->kind != VAR_PARAMETER && v->kind != VAR_CONSTANT)
      fprintf(out, " (start = %s%s)", expr_to_string(v->start), v->fixed ? ", fixed" : "");
    if (v->kind == VAR_STATE && v->partner >= 0)
      fprintf(out, "  // second order: der(%s) = %s", v->name, ((Var *)model->states.items[v->partner])->name);
    fprintf(out, ";\n");
  }
  fprintf(out, "initial equation\n");
  dump_equations(&model->initial_equations, out, "  ");
  dump_equations(&model->initial_discrete, out, "  ");
  for (int i = 0; i < model->start_equations.count; i++) {
    Var *v = model->start_equations.items[i];
    fprintf(out, "  %s = %s;  // start value, not fixed\n", v->name, v->start ? expr_to_string(v->start) : "0.0");
  }
  if (model->constraint_rows.count) {
    fprintf(out, "  // and for consistent start values, from index reduction:\n");
    dump_equations(&model->constraint_rows, out, "  ");
  }
  for (int i = 0; i < model->initial_algorithms.count; i++) {
    Algorithm *a = model->initial_algorithms.items[i];
    fprintf(out, "initial algorithm  // %s\n", diag_line_place(a->loc.first_line));
    dump_equations(&a->statements, out, "  ");
  }
  fprintf(out, "equation\n");
  dump_equations(&model->equations, out, "  ");
  dump_equations(&model->discrete_equations, out, "  ");
  for (int i = 0; i < model->whens.count; i++) {
    WhenClause *w = model->whens.items[i];
    PtrList one = { (void **)&w->equation, 1, 1 };
    dump_equations(&one, out, "  ");
  }
  dump_equations(&model->asserts, out, "  ");
  for (int i = 0; i < model->algorithms.count + model->discrete_algorithms.count; i++) {
    Algorithm *a = i < model->algorithms.count ? model->algorithms.items[i]
                                               : model->discrete_algorithms.items[i - model->algorithms.count];
    fprintf(out, "algorithm  // %s, %s outputs\n", diag_line_place(a->loc.first_line),
            i < model->algorithms.count ? "continuous" : "discrete");
    dump_equations(&a->statements, out, "  ");
  }
  fprintf(out, "end %s;\n", model->name);
  for (int i = 0; i < model->relations.count; i++) {
    Relation *r = model->relations.items[i];
    fprintf(out, "// relation %d: %s  (%s)", i, r->text, diag_line_place(r->expr->loc.first_line));
    if (!isnan(r->hysteresis))
      fprintf(out, ", hysteresis %g", r->hysteresis);
    fputc('\n', out);
  }
  contact_dump(out);
  sliding_dump(out);
  if (model->n_constraints)
    fprintf(out, "// index reduction: %d position constraint%s became the stabilised index-2 form "
            "(position and velocity level, multipliers __mu); consistent values use the acceleration level\n",
            model->n_constraints, model->n_constraints == 1 ? "" : "s");
  if (model->state_selection)
    fprintf(out, "// index reduction (Pantelides, dummy derivatives): %s\n", model->state_selection);
  blt_dump(model, out);
  assignments_dump(model, out);
  fprintf(out, "// %d states, %d algebraic, %d discrete, %d parameters, %d relations, %d when-branches\n",
          model->states.count, model->algebraics.count, model->discretes.count, model->parameters.count,
          model->relations.count, model->n_when_branches);
}
