/*
 * codegen_error_modes.c - writes error_test_rows[], which tells the runtime
 * which residual rows are affine in the unknowns and their derivatives with
 * coefficients that only an event changes (parameters, discrete values,
 * if-expressions whose conditions are frozen between events).  From the
 * Jacobian of those rows after each event, the runtime finds the unknowns
 * that the current mode makes derivatives of states (error_modes.c): the
 * current of a switch that in one position charges a capacitor, C*der(v),
 * and in the other is a genuine algebraic variable, v/R.
 */
#include <stdlib.h>

#include "codegen/codegen.h"

/* How an expression depends on the unknowns between two events. */
enum { DEP_CONSTANT, DEP_AFFINE, DEP_OTHER };
#define MODED_BIT 16

typedef struct {
  unsigned char *computed; /* by w index: its class + 1, plus MODED_BIT where it
                              met a frozen if-expression; 0: not yet known */
  int n_computed;
  bool moded;              /* an if-expression with a frozen condition was met */
} AffineWalk;

/* Whether e keeps its value between events: parameters, discrete values,
   pre(), relations that generate events (frozen between them) and what is
   made of them. */
static bool frozen_between_events(const Expr *e)
{
  if (!e)
    return true;
  switch (e->kind) {
  case EX_NUMBER: case EX_BOOLEAN: case EX_STRING:
    return true;
  case EX_NAME:
    return e->var && !e->builtin && (e->var->kind == VAR_PARAMETER || e->var->kind == VAR_CONSTANT ||
                                     e->var->kind == VAR_DISCRETE);
  case EX_UNARY:
    return frozen_between_events(e->a);
  case EX_BINARY:
    if (operator_is_relation(e->op) && e->relation >= 0)
      return true;
    return frozen_between_events(e->a) && frozen_between_events(e->b);
  case EX_IF:
    return frozen_between_events(e->a) && frozen_between_events(e->b) && frozen_between_events(e->c);
  case EX_CALL:
    if (expr_is_call(e, "pre"))
      return true;
    if (e->function || expr_is_call(e, "der") || expr_is_call(e, "delay"))
      return false;
    for (int i = 0; i < e->args.count; i++)
      if (!frozen_between_events(e->args.items[i]))
        return false;
    return e->args.count > 0;
  default:
    return false;
  }
}

static int affine_class(const FlatModel *model, const Expr *e, AffineWalk *W);

static int name_class(const FlatModel *model, const Expr *e, AffineWalk *W)
{
  const Var *v = e->var;
  if (!v || e->builtin)
    return DEP_OTHER;
  switch (v->kind) {
  case VAR_PARAMETER: case VAR_CONSTANT: case VAR_DISCRETE:
    return DEP_CONSTANT;
  case VAR_STATE: case VAR_ALGEBRAIC:
    return DEP_AFFINE;
  case VAR_COMPUTED:
    if (!v->assignment || v->index < 0 || v->index >= W->n_computed)
      return DEP_OTHER;
    if (!W->computed[v->index]) {
      bool moded = W->moded;
      W->moded = false;
      int c = affine_class(model, v->assignment, W);
      W->computed[v->index] = (unsigned char)(1 + c + (W->moded ? MODED_BIT : 0));
      W->moded |= moded;
    }
    W->moded |= (W->computed[v->index] & MODED_BIT) != 0;
    return (W->computed[v->index] & ~MODED_BIT) - 1;
  default:
    return DEP_OTHER;
  }
}

/* The class of a product or quotient of classes a and b. */
static int product_class(Operator op, int a, int b)
{
  if (op == OP_DIV)
    return b == DEP_CONSTANT ? a : DEP_OTHER;
  if (a == DEP_CONSTANT || b == DEP_CONSTANT)
    return a > b ? a : b;
  return DEP_OTHER;
}

/* DEP_AFFINE where e is affine in the unknowns and derivatives of states
   with coefficients frozen between events (an if-expression with a frozen
   condition counts as the branch it takes), DEP_CONSTANT where it is frozen
   itself, DEP_OTHER else: as the compiler's own rule (derivative_unknowns),
   a term that time changes (a source) makes no derivative of the unknown
   it sets.  A computed variable stands for its assignment. */
static int affine_class(const FlatModel *model, const Expr *e, AffineWalk *W)
{
  int a, b;
  switch (e->kind) {
  case EX_NUMBER: case EX_BOOLEAN:
    return DEP_CONSTANT;
  case EX_NAME:
    return name_class(model, e, W);
  case EX_UNARY:
    return e->op == OP_NEG || e->op == OP_PLUS ? affine_class(model, e->a, W) : DEP_OTHER;
  case EX_IF:
    if (!frozen_between_events(e->a))
      return frozen_between_events(e) ? DEP_CONSTANT : DEP_OTHER;
    W->moded = true;
    a = affine_class(model, e->b, W);
    b = affine_class(model, e->c, W);
    return a > b ? a : b;
  case EX_CALL:
    if (expr_is_call(e, "der") && e->args.count == 1) {
      const Expr *x = e->args.items[0];
      return x->kind == EX_NAME && x->var && x->var->kind == VAR_STATE ? DEP_AFFINE : DEP_OTHER;
    }
    return frozen_between_events(e) ? DEP_CONSTANT : DEP_OTHER;
  case EX_BINARY:
    break;
  default:
    return DEP_OTHER;
  }
  a = affine_class(model, e->a, W);
  b = affine_class(model, e->b, W);
  if (e->op == OP_ADD || e->op == OP_SUB)
    return a > b ? a : b;
  if (e->op == OP_MUL || e->op == OP_DIV)
    return product_class(e->op, a, b);
  return DEP_OTHER;
}

/* whether the last model's table was written (codegen_error_modes_members) */
static bool written;

/* error_test_rows[r]: 1 where residual row r is affine (affine_class), 3
   where it is so through a frozen if-expression, 0 else.  Written only when
   some row is of the second kind: elsewhere the compiler's own list
   (derivative_unknowns) is all there is to find. */
void codegen_error_modes_table(FILE *out, const FlatModel *model)
{
  int n = model->equations.count, n_w = 0;
  for (int i = 0; i < model->computed.count; i++) {
    int k = ((const Var *)model->computed.items[i])->index;
    n_w = k + 1 > n_w ? k + 1 : n_w;
  }
  AffineWalk W = { xcalloc((size_t)n_w + 1, 1), n_w, false };
  int *flags = xcalloc((size_t)n + model->algorithms.count + 1, sizeof *flags);
  bool any = false;
  for (int i = 0; i < n; i++) {
    const Equation *eq = model->equations.items[i];
    if (eq->kind != EQ_SIMPLE || !eq->lhs || !eq->rhs)
      continue;
    W.moded = false;
    int a = affine_class(model, eq->lhs, &W), b = affine_class(model, eq->rhs, &W);
    if ((a == DEP_AFFINE || b == DEP_AFFINE) && a != DEP_OTHER && b != DEP_OTHER) {
      flags[i] = W.moded ? 3 : 1;
      any |= W.moded;
    }
  }
  written = any;
  if (written)
    codegen_int_array(out, "unsigned char", "error_test_rows", flags, n + model->algorithms.count);
  free(flags);
  free(W.computed);
}

void codegen_error_modes_members(FILE *out)
{
  if (written)
    fputs("  .error_test_rows = error_test_rows,\n", out);
}
