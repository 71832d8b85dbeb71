/*
 * assignments.c - takes the explicit blocks out of the solver's unknowns.
 * blt.c sorts the continuous equations into blocks in evaluation order; a
 * block of one equation that is affine in its algebraic variable, with a
 * coefficient of parameters and constants, nonzero at their defaults
 * (f = k*(x2 - x1), a.f + b.f = 0, m*a = F), is solved for it here.  A
 * coefficient that reads a parameter --set can change is divided by at run
 * time, and the runtime stops where it is 0 (codegen.c zero_divisor).  The variable becomes VAR_COMPUTED: its
 * value is an assignment over the unknowns that remain and the computed
 * variables before it, written once into the generated hysc_compute(), which
 * every generated function that reads variables runs first.  Its equation
 * leaves the residual, so the solver's system (and its Jacobian, which
 * codegen_jacobian.c takes through the assignments by the chain rule) is
 * smaller by one row and one unknown for each.
 *
 * An equation that reads a derivative stays (the computed values are then
 * functions of y alone, which roots and output rows rely on), and so does
 * one that calls a user function (the residual shares one call among the
 * rows of an array result, and its asserts are checked through it; not a
 * function with annotation(Inline = true) whose output is a smooth closed
 * form, which the row reads as that expression) or reads
 * noEvent() (where IDA stalls on a jump, the runtime names that row),
 * unless nothing the solver needs reads its variable (a sensor's output, an
 * angle only recorded, a threshold only relations or discrete equations
 * compare with): then no Newton iteration or error test goes through it,
 * and it is computed whatever its row calls, but for functions that can
 * stop the run or have several outputs (choose_output_only).  Relations
 * and discrete equations read the computed value (their generated
 * functions run the assignments first), so the pin of discrete equations
 * below does not hold for such a row.
 * An algebraic loop (a block of several equations) of at most MAX_TORN
 * equations is torn: the equations that can go one after the other become
 * assignments, and when none can, the unknown read by the most of those
 * left stays in the solver with its own equation as a residual, the rest
 * computed from it.
 *
 * A variable stays an unknown when the runtime needs it there: read by
 * pre()/edge()/change() (left limits live in pre_y), read in a when-clause
 * or a discrete equation (solved with the event iteration; not one that
 * parameters alone set, which no iteration changes), a multiplier or
 * constrained variable of index reduction, a contact's multiplier or a
 * sliding mode's alpha (the runtime reaches those by their index in y).  An assignment is at most
 * MAX_WEIGHT nodes with the assignments it reads written out, which bounds
 * the derivatives taken through them (a chain of assignments each reading
 * the one before twice would otherwise double at every step), and nests at
 * most MAX_DEPTH others, which bounds the recursion of what walks through
 * them.  (The depth of 32 once allowed left a motor's heat flows, voltages
 * and currents past its chain of transformations, 14 of them, to Newton
 * and IDA's error test.)
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "symbolic/symbolic.h"

enum { MAX_DEPTH = 256, MAX_WEIGHT = 20000, MAX_TORN = 300 };

static bool enabled = true;

void assignments_set_enabled(bool on)
{
  enabled = on;
}

/* ---- variables that must stay unknowns ---- */

static void pin_var(Expr *e, void *data)
{
  (void)data;
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC && !e->var->set_by_parameters)
    e->var->pinned = true;
}

/* pre(v), edge(v), change(v): v's left limit is read from pre_y */
static void pin_pre_arguments(Expr *e, void *data)
{
  if (e->kind == EX_CALL && (!strcmp(e->string, "pre") || !strcmp(e->string, "edge") ||
                              !strcmp(e->string, "change")))
    for (int i = 0; i < e->args.count; i++)
      expr_walk(e->args.items[i], pin_var, data, false);
}

static void walk_list(const PtrList *equations, ExprVisitor visit)
{
  for (int i = 0; i < equations->count; i++)
    equation_walk(equations->items[i], visit, NULL);
}

static void walk_algorithms(const PtrList *algorithms, ExprVisitor visit)
{
  for (int i = 0; i < algorithms->count; i++)
    walk_list(&((Algorithm *)algorithms->items[i])->statements, visit);
}

/* pinned on every algebraic variable that must stay an unknown; with
   discrete false, not on those only discrete equations read */
static void pin_vars(const FlatModel *model, bool discrete)
{
  for (int i = 0; i < model->algebraics.count; i++) {
    Var *v = model->algebraics.items[i];
    v->pinned = v->multiplier || v->constrained;
  }
  walk_list(&model->equations, pin_pre_arguments);
  walk_list(&model->initial_equations, pin_pre_arguments);
  walk_algorithms(&model->algorithms, pin_pre_arguments);
  if (discrete)
    walk_list(&model->discrete_equations, pin_var);
  walk_algorithms(&model->discrete_algorithms, pin_var);
  for (int i = 0; i < model->whens.count; i++)
    equation_walk(((WhenClause *)model->whens.items[i])->equation, pin_var, NULL);
  contact_pin(model);
  sliding_pin(model);
}

/* ---- solving one equation for its variable ---- */

static bool mentions(const Expr *e, const Var *u);

/* Does u occur in e only under + - * / and unary minus, so that an affine
   e stays affine after u is replaced (no relation, condition or call)? */
static bool only_arithmetic(const Expr *e, const Var *u, bool arithmetic)
{
  if (!e)
    return true;
  if (e->kind == EX_NAME)
    return e->var != u || arithmetic;
  if (e->kind == EX_IF && arithmetic)   /* isolate() takes u from each branch */
    return !mentions(e->a, u) && only_arithmetic(e->b, u, true) && only_arithmetic(e->c, u, true);
  bool here = (e->kind == EX_BINARY && (e->op == OP_ADD || e->op == OP_SUB || e->op == OP_MUL || e->op == OP_DIV)) ||
              (e->kind == EX_UNARY && (e->op == OP_NEG || e->op == OP_PLUS));
  if (!only_arithmetic(e->a, u, arithmetic && here) || !only_arithmetic(e->b, u, arithmetic && here) ||
      !only_arithmetic(e->c, u, arithmetic && here))
    return false;
  for (int i = 0; i < e->args.count; i++)
    if (!only_arithmetic(e->args.items[i], u, false))
      return false;
  return true;
}

static bool names(const Expr *node, const void *u)
{
  return node->kind == EX_NAME && node->var == u;
}

static bool mentions(const Expr *e, const Var *u)
{
  return expr_any(e, names, u);
}

/* time or a variable that changes during the integration (not one set by
   parameters alone, flat/events.c: T_heatPort = T where a heat port is off) */
static bool varying(const Expr *node, const void *data)
{
  (void)data;
  if (node->kind != EX_NAME)
    return false;
  if (!node->var)
    return node->builtin == BUILTIN_TIME;
  return node->var->kind != VAR_PARAMETER && node->var->kind != VAR_CONSTANT && !node->var->set_by_parameters;
}

/* What keeps a function to be written in place from being read as its
   closed form: a relation or an if-expression (a function's relations
   make no events), der(), noEvent(), or a call of a function that is not
   written in place itself. */
static bool opaque_node(const Expr *node, const void *data)
{
  const int *depth = data;
  if (node->kind == EX_IF || (node->kind == EX_BINARY && operator_is_relation(node->op)) ||
      expr_is_call(node, "der") || expr_is_call(node, "noEvent"))
    return true;
  if (node->kind != EX_CALL || !node->function)
    return false;
  const Function *f = node->function;
  int deeper = *depth + 1;
  return deeper > 8 || !f->inline_requested || f->outputs.count != 1 || f->closed_forms.count != 1 ||
         function_may_stop(f, true) || expr_any(f->closed_forms.items[0], opaque_node, &deeper);
}

/* A call of a function with annotation(Inline = true) whose one output
   has a smooth closed form (Modelica.Math.sin: y := .sin(u)): the row
   reads it as that expression, so it does not keep its row. */
static bool written_in_place(const Expr *call)
{
  int depth = 0;
  return !opaque_node(call, &depth);
}

/* der(), noEvent() or a call of a user function on time or variables: an
   equation that keeps its row.  A call on parameters and constants alone
   (2*Modelica.Math.asin(1) for pi) is a constant of the run, which an
   assignment may read: keeping such a row would leave its variable to the
   solver's iterates, which need not satisfy the equation (sin(x)/x guarded
   by a test on time then meets x = 0). */
static bool row_keeper(const Expr *node, const void *data)
{
  (void)data;
  if (node->kind == EX_CALL && node->function)
    return !written_in_place(node) && expr_any(node, varying, NULL);
  return expr_is_call(node, "der") || expr_is_call(node, "noEvent");
}

/* set while an output-only variable is solved: its row may read
   noEvent() and user functions, as nothing in the solver reads through it */
static bool output_only;

/* A call of a function that can stop the run (an assert, an external one
   that may call ModelicaError, or a call of such a function): in the
   residual, the solver finds where it starts failing; computed after each
   step, it would fail only there. */
static bool fallible_call(const Expr *node, const void *data)
{
  (void)data;
  return node->kind == EX_CALL && node->function && function_may_stop(node->function, true);
}

/* der(), a call that can stop the run, or a call with several outputs
   (the elements of an array result, which the residual's rows take from
   one call: computed one by one, each would call it again) */
static bool output_row_keeper(const Expr *node, const void *data)
{
  (void)data;
  return expr_is_call(node, "der") || fallible_call(node, NULL) ||
         (node->kind == EX_CALL && node->function && node->function->outputs.count > 1);
}

static bool keeps_its_row(const Expr *e)
{
  if (output_only)
    return expr_any(e, output_row_keeper, NULL);
  return expr_any(e, row_keeper, NULL);
}

static const Var *zeroed;

/* A copy of e with zeroed read as 0 */
static Expr *without_zeroed(const Expr *e)
{
  if (!e)
    return NULL;
  if (e->kind == EX_NAME && e->var == zeroed) {
    Expr *zero = expr_new(EX_NUMBER, e->loc);
    zero->number = 0;
    return zero;
  }
  return expr_copy_node(e, without_zeroed);
}

/* a - b, or -b when a is 0 */
static Expr *minus(Expr *a, Expr *b)
{
  if (a->kind == EX_NUMBER && a->number == 0)
    return expr_unary(OP_NEG, b, b->loc);
  return expr_binary(OP_SUB, a, b, b->loc);
}

/* u's value from side = other when u occurs once in side, under + - and
   unary minus only (a.f + b.f = 0 gives a.f := 0 - b.f), or so in each
   branch of an if-expression whose condition does not read it (an
   if-equation's residual 'if c then u - e1 else u - e2 = 0' gives
   u := if c then e1 else e2), else NULL */
static Expr *isolate(const Expr *side, const Var *u, Expr *other)
{
  if (side->kind == EX_NAME && side->var == u)
    return other;
  if (side->kind == EX_IF) {
    Expr *then = isolate(side->b, u, other), *otherwise = isolate(side->c, u, expr_copy(other));
    if (!then || !otherwise || mentions(side->a, u))
      return NULL;
    Expr *e = expr_new(EX_IF, side->loc);
    e->a = side->a;
    e->b = then;
    e->c = otherwise;
    expr_note_depth(e);
    return e;
  }
  if (side->kind == EX_UNARY && side->op == OP_NEG)
    return isolate(side->a, u, expr_unary(OP_NEG, other, side->loc));
  if (side->kind != EX_BINARY || (side->op != OP_ADD && side->op != OP_SUB))
    return NULL;
  bool in_a = mentions(side->a, u), in_b = mentions(side->b, u);
  if (in_a == in_b)
    return NULL;
  if (in_a)   /* a + b = o: a = o - b;  a - b = o: a = o + b */
    return isolate(side->a, u, side->op == OP_ADD ? minus(other, side->b) : expr_binary(OP_ADD, other, side->b, side->loc));
  if (side->op == OP_ADD)   /* a + b = o: b = o - a */
    return isolate(side->b, u, minus(other, side->a));
  return isolate(side->b, u, minus(side->a, other));   /* a - b = o: b = a - o */
}

/* A parameter that --set and sweeps may change (structural parameters
   and constants are fixed at compile time) */
static bool settable(const Expr *node, const void *data)
{
  (void)data;
  return node->kind == EX_NAME && node->var && node->var->kind == VAR_PARAMETER && !node->var->structural;
}

/* u's value from eq, or NULL when eq is not affine in u with a coefficient
   of parameters and constants: u isolated on its side (u = rhs, a.f + b.f =
   0), or else u = -R(0)/c for the residual R = lhs - rhs = c*u + R(0).  c is
   written as a number when it reads no parameter that can be set at run
   time; else the division reads it there (*divisor, which must not be 0
   with the run's values; its value with the defaults decides that u is
   computed at all). */
static Expr *solve_for(const Equation *eq, const Var *u, Expr **divisor)
{
  *divisor = NULL;
  if (eq->kind != EQ_SIMPLE || eq->index1 || !eq->lhs || !eq->rhs)
    return NULL;
  if (!only_arithmetic(eq->lhs, u, true) || !only_arithmetic(eq->rhs, u, true) ||
      keeps_its_row(eq->lhs) || keeps_its_row(eq->rhs))
    return NULL;
  bool in_lhs = mentions(eq->lhs, u), in_rhs = mentions(eq->rhs, u);
  Expr *isolated = in_lhs && !in_rhs ? isolate(eq->lhs, u, eq->rhs) : !in_lhs && in_rhs ? isolate(eq->rhs, u, eq->lhs) : NULL;
  if (isolated)
    return isolated;
  Expr *residual = expr_binary(OP_SUB, eq->lhs, eq->rhs, eq->loc);
  Expr *coefficient = differentiate_unknown(residual, u, false);
  differentiate_forget_shared();
  double c;
  if (!coefficient || !eval_constant(coefficient, &c) || c == 0 || !isfinite(c))
    return NULL;
  zeroed = u;
  Expr *rest = without_zeroed(residual);
  if (expr_any(coefficient, settable, NULL)) {
    *divisor = coefficient;
    return expr_binary(OP_DIV, expr_unary(OP_NEG, rest, eq->loc), coefficient, eq->loc);
  }
  Expr *scale = expr_new(EX_NUMBER, eq->loc);
  scale->number = -1 / c;
  return expr_binary(OP_MUL, scale, rest, eq->loc);
}

/* The largest depth of the computed variables e reads */
static int reads_depth(const Expr *e)
{
  if (!e)
    return 0;
  int depth = e->kind == EX_NAME && e->var && e->var->kind == VAR_COMPUTED ? e->var->depth : 0;
  int sub[] = { reads_depth(e->a), reads_depth(e->b), reads_depth(e->c) };
  for (int i = 0; i < 3; i++)
    depth = sub[i] > depth ? sub[i] : depth;
  for (int i = 0; i < e->args.count; i++) {
    int d = reads_depth(e->args.items[i]);
    depth = d > depth ? d : depth;
  }
  return depth;
}

/* The nodes of e with every computed variable it reads written out: what a
   derivative through it walks and writes */
static double weight_of(const Expr *e)
{
  if (!e)
    return 0;
  double w = e->kind == EX_NAME && e->var && e->var->kind == VAR_COMPUTED ? e->var->weight : 1;
  w += weight_of(e->a) + weight_of(e->b) + weight_of(e->c);
  for (int i = 0; i < e->args.count; i++)
    w += weight_of(e->args.items[i]);
  return w;
}

/* ---- the model with its assignments ---- */

enum { UNDECIDED, COMPUTED, TORN };

typedef struct {
  FlatModel *model;
  const Blt *B;
  int ns;
  bool *leaves;      /* [rows] the equation became an assignment */
  int *block_of;     /* [unknowns] its block */
  char *status;      /* [unknowns] UNDECIDED, COMPUTED or TORN */
  int torn_blocks, torn_left;   /* loops torn, and the unknowns they keep */
} Making;

static Var *algebraic(const Making *M, int u)
{
  return u >= M->ns ? M->model->algebraics.items[u - M->ns] : NULL;
}

/* Row's equation solved for its unknown u, an algebraic variable that may
   be computed (its depth and weight noted), or NULL */
static Expr *row_assignment(const Making *M, int row, int u)
{
  Var *v = algebraic(M, u);
  if (!v || row >= M->model->equations.count || v->pinned || v->type != TYPE_REAL)
    return NULL;
  Expr *divisor;
  Expr *value = solve_for(M->model->equations.items[row], v, &divisor);
  if (!value)
    return NULL;
  int depth = reads_depth(value);
  double weight = weight_of(value);
  if (depth >= MAX_DEPTH || weight > MAX_WEIGHT)
    return NULL;
  v->depth = depth + 1;
  v->weight = weight;
  v->divisor = divisor;
  return value;
}

/* v := value (from row_assignment), evaluated after those before it; its
   index stays its unknown's until every choice is made */
static void make_computed(Making *M, int row, int u, Expr *value)
{
  Var *v = algebraic(M, u);
  v->assignment = value;
  v->solved = M->model->equations.items[row];
  v->kind = VAR_COMPUTED;
  list_push(&M->model->computed, v);
  M->status[u] = COMPUTED;
  M->leaves[row] = true;
}

/* ---- tearing an algebraic loop ---- */

typedef struct {
  const Making *M;
  int block, self;
  int open;          /* unknowns of the block read, neither torn nor computed */
  int *reads;        /* NULL, or counts of reads per unknown */
} Reading;

static int unknown_read(const Expr *e)
{
  if (e->kind == EX_NAME && e->var && e->var->kind == VAR_ALGEBRAIC && e->var->function_slot == 0)
    return e->var->index;   /* an algebraic variable's unknown is its index in y */
  if (expr_is_call(e, "der") && e->args.count == 1) {
    const Expr *x = e->args.items[0];
    if (x->kind == EX_NAME && x->var && x->var->kind == VAR_STATE)
      return x->var->index;
  }
  return -1;
}

static void note_unknown(Expr *e, void *data)
{
  Reading *r = data;
  int u = unknown_read(e);
  if (u < 0 || u == r->self || r->M->block_of[u] != r->block || r->M->status[u] != UNDECIDED)
    return;
  r->open++;
  if (r->reads)
    r->reads[u]++;
}

/* The open unknowns of the block that row reads besides self */
static int open_reads(const Making *M, int block, int row, int self, int *reads)
{
  Reading r = { M, block, self, 0, reads };
  if (row < M->model->equations.count)
    equation_walk(M->model->equations.items[row], note_unknown, &r);
  else
    r.open = 1;   /* an algorithm's output: never an assignment */
  return r.open;
}

/* Tears block b: each equation whose other unknowns are known becomes an
   assignment of its own; when none is, the unknown that the most open
   equations read stays in the solver (torn), with its equation as a
   residual, and the rest follow from it. */
static void tear_block(Making *M, int b, int *reads)
{
  const Blt *B = M->B;
  int first = B->block_start[b], end = B->block_start[b + 1], decided = 0;
  for (int k = first; k < end; k++) {
    int u = B->unknown_of[B->order[k]];
    if (!algebraic(M, u) || algebraic(M, u)->pinned || algebraic(M, u)->type != TYPE_REAL) {
      M->status[u] = TORN;
      decided++;
    }
  }
  while (decided < end - first) {
    bool progress = false;
    for (int k = first; k < end; k++) {
      int row = B->order[k], u = B->unknown_of[row];
      Expr *value;
      if (M->status[u] == UNDECIDED && open_reads(M, b, row, u, NULL) == 0 && (value = row_assignment(M, row, u))) {
        make_computed(M, row, u, value);
        decided++;
        progress = true;
      }
    }
    if (progress)
      continue;
    int tear = -1;
    for (int k = first; k < end; k++) {
      int row = B->order[k];
      open_reads(M, b, row, -1, reads);
    }
    for (int k = first; k < end; k++) {
      int u = B->unknown_of[B->order[k]];
      if (M->status[u] == UNDECIDED && (tear < 0 || reads[u] > reads[tear]))
        tear = u;
    }
    for (int k = first; k < end; k++)
      reads[B->unknown_of[B->order[k]]] = 0;
    M->status[tear] = TORN;
    decided++;
  }
  int left = 0;
  for (int k = first; k < end; k++)
    left += M->status[B->unknown_of[B->order[k]]] == TORN;
  if (left < end - first) {
    M->torn_blocks++;
    M->torn_left += left;
  }
}

/* ---- variables nothing in the solver reads ---- */

/* The unknowns (by index) that the solver's rows, the events, the
   initial problem or a needed assignment read */
typedef struct {
  bool *needed;
  int n;
} Needs;

static void note_need(Expr *e, void *data)
{
  Needs *N = data;
  if (e->kind == EX_NAME && e->var && e->var->function_slot == 0 &&
      (e->var->kind == VAR_ALGEBRAIC || e->var->kind == VAR_COMPUTED) && e->var->index >= 0 && e->var->index < N->n)
    N->needed[e->var->index] = true;
}

static void need_exprs(const PtrList *exprs, Needs *N)
{
  for (int i = 0; i < exprs->count; i++)
    expr_walk(exprs->items[i], note_need, N, false);
}

static void need_equations(const PtrList *equations, Needs *N)
{
  for (int i = 0; i < equations->count; i++)
    equation_walk(equations->items[i], note_need, N);
}

static void need_algorithms(const PtrList *algorithms, Needs *N)
{
  for (int i = 0; i < algorithms->count; i++)
    need_equations(&((Algorithm *)algorithms->items[i])->statements, N);
}

/* What reads variables outside the continuous rows: relations, asserts,
   samples, delays, frozen calls, algorithms, the initial problem, index
   reduction's rows and watched choices */
static void need_outside_rows(const FlatModel *model, Needs *N)
{
  for (int i = 0; i < model->frozen.count; i++)
    expr_walk(((Frozen *)model->frozen.items[i])->argument, note_need, N, false);
  for (int i = 0; i < model->choice_blocks.count; i++) {
    const ChoiceBlock *c = model->choice_blocks.items[i];
    for (int k = 0; k < c->n_rows * c->n_columns; k++)
      expr_walk(c->a[k], note_need, N, false);
  }
  need_equations(&model->asserts, N);
  need_exprs(&model->samples, N);
  need_exprs(&model->delays, N);
  need_exprs(&model->terminations, N);
  need_exprs(&model->projection_rows, N);
  need_exprs(&model->constraint_modes, N);
  need_equations(&model->initial_equations, N);
  need_equations(&model->constraint_rows, N);
  need_algorithms(&model->algorithms, N);
  need_algorithms(&model->initial_algorithms, N);
  need_algorithms(&model->discrete_algorithms, N);
  for (int i = 0; i < model->whens.count; i++)
    equation_walk(((WhenClause *)model->whens.items[i])->equation, note_need, N);
}

/* A block of one row whose unknown nothing needed reads (a sensor's
   output, an angle only recorded) is computed even where its row reads
   noEvent() or a user function: nothing the solver iterates on depends on
   it, so it need not be an unknown of Newton or of the error test. */
static bool output_only_row(Making *M, int b, const Needs *N)
{
  const Blt *B = M->B;
  int row = B->order[B->block_start[b]], u = B->unknown_of[row];
  if (B->block_start[b + 1] - B->block_start[b] != 1 || M->status[u] != UNDECIDED || N->needed[u])
    return false;
  output_only = true;
  Expr *value = row_assignment(M, row, u);
  output_only = false;
  if (value)
    make_computed(M, row, u, value);
  return value != NULL;
}

/* Blocks from the last: a row that stays in the solver, or that computes
   a needed variable, makes what it reads needed; the others are output
   only.  Depths are then taken again in block order, as an assignment
   made before may read one made here. */
static void choose_output_only(Making *M)
{
  const Blt *B = M->B;
  Needs N = { xcalloc((size_t)B->n_rows + 1, sizeof(bool)), B->n_rows };
  need_outside_rows(M->model, &N);
  int made = 0;
  for (int b = B->n_blocks - 1; b >= 0; b--) {
    if (output_only_row(M, b, &N)) {
      made++;
      continue;
    }
    bool single = B->block_start[b + 1] - B->block_start[b] == 1;
    for (int k = B->block_start[b]; k < B->block_start[b + 1]; k++) {
      int row = B->order[k], u = B->unknown_of[row];
      bool wanted = !single || M->status[u] != COMPUTED || N.needed[u];
      if (wanted && row < M->model->equations.count)
        equation_walk(M->model->equations.items[row], note_need, &N);
    }
  }
  for (int b = 0; made && b < B->n_blocks; b++) {
    Var *v = algebraic(M, B->unknown_of[B->order[B->block_start[b]]]);
    if (B->block_start[b + 1] - B->block_start[b] == 1 && v && v->kind == VAR_COMPUTED)
      v->depth = reads_depth(v->assignment) + 1;
  }
  free(N.needed);
}

/* ---- the whole model ---- */

static bool model_allows(const FlatModel *model)
{
  (void)model;
  return enabled;
}

/* The computed variables level by level (those that read no other
   first, then those that read only the first level, ...), in declaration
   order within a level: the assignments of an array of components then
   come as runs of alike statements, which the code generator rolls into
   loops (codegen_loops.c). */
static void order_by_level(FlatModel *model)
{
  int levels = 0;
  for (int i = 0; i < model->computed.count; i++) {
    int d = ((Var *)model->computed.items[i])->depth;
    levels = d > levels ? d : levels;
  }
  PtrList *level = xcalloc((size_t)levels + 1, sizeof *level);
  for (int i = 0; i < model->vars.count; i++) {
    Var *v = model->vars.items[i];
    if (v->kind == VAR_COMPUTED && v->assignment && v->depth >= 1 && v->depth <= levels)
      list_push(&level[v->depth], v);
  }
  PtrList ordered = { 0 };
  for (int d = 1; d <= levels; d++)
    for (int i = 0; i < level[d].count; i++)
      list_push(&ordered, level[d].items[i]);
  if (ordered.count == model->computed.count)   /* else a variable is listed twice: keep block order */
    model->computed = ordered;
  free(level);
}

/* The computed variables numbered in order, the equations and unknowns
   that remain numbered afresh */
static void renumber(Making *M)
{
  FlatModel *model = M->model;
  order_by_level(model);
  for (int i = 0; i < model->computed.count; i++)
    ((Var *)model->computed.items[i])->index = i;
  PtrList equations = { 0 }, algebraics = { 0 };
  for (int i = 0; i < model->equations.count; i++)
    if (!M->leaves[i])
      list_push(&equations, model->equations.items[i]);
  for (int i = 0; i < model->algebraics.count; i++) {
    Var *v = model->algebraics.items[i];
    if (v->kind == VAR_ALGEBRAIC) {
      v->index = model->states.count + algebraics.count;
      list_push(&algebraics, v);
    }
  }
  model->equations = equations;
  model->algebraics = algebraics;
}

static void choose(Making *M)
{
  const Blt *B = M->B;
  int n = B->n_rows;
  int *reads = xcalloc((size_t)n + 1, sizeof *reads);
  for (int b = 0; b < B->n_blocks; b++)
    for (int k = B->block_start[b]; k < B->block_start[b + 1]; k++)
      M->block_of[B->unknown_of[B->order[k]]] = b;
  for (int b = 0; b < B->n_blocks; b++) {
    int size = B->block_start[b + 1] - B->block_start[b];
    if (size == 1) {
      int row = B->order[B->block_start[b]], u = B->unknown_of[row];
      Expr *value = B->explicit_[b] ? row_assignment(M, row, u) : NULL;
      if (value)
        make_computed(M, row, u, value);
    } else if (size <= MAX_TORN) {
      tear_block(M, b, reads);
    }
  }
  free(reads);
}

/* assignments_make, and how many loops it tore (NULL: not wanted) */
static void make_counting(FlatModel *model, int *torn_blocks, int *torn_left)
{
  model->computed = (PtrList){ 0 };
  if (!model_allows(model))
    return;
  Blt *B = blt_sort(model);
  if (!B)
    return;
  pin_vars(model, true);
  int n = B->n_rows;
  Making M = { model, B, model->states.count, xcalloc((size_t)model->equations.count + 1, sizeof(bool)),
               xcalloc((size_t)n + 1, sizeof(int)), xcalloc((size_t)n + 1, 1), 0, 0 };
  choose(&M);
  pin_vars(model, false);
  choose_output_only(&M);
  renumber(&M);
  if (torn_blocks) {
    *torn_blocks = M.torn_blocks;
    *torn_left = M.torn_left;
  }
  free(M.leaves);
  free(M.block_of);
  free(M.status);
}

void assignments_make(FlatModel *model)
{
  make_counting(model, NULL, NULL);
}

void assignments_dump(const FlatModel *model, FILE *out)
{
  if (!model_allows(model)) {
    fputs("// assignments: none, every row stays in the solver (--no-assignments)\n", out);
    return;
  }
  /* the copy shares the variables' index: brought up to date here first, or
     the copy would replace (and free) the block the model still points to */
  find_var(model, "");
  FlatModel copy = *model;
  int torn_blocks = 0, torn_left = 0;
  make_counting(&copy, &torn_blocks, &torn_left);
  for (int i = 0; i < copy.computed.count; i++) {
    Var *v = copy.computed.items[i];
    fprintf(out, "// assignment %d: %s := %s\n", i + 1, v->name, expr_to_string(v->assignment));
  }
  fprintf(out, "// assignments: %d variables computed in order, %d unknowns left to the solver\n",
          copy.computed.count, copy.states.count + copy.algebraics.count);
  if (torn_blocks)
    fprintf(out, "// tearing: %d algebraic loop%s keep%s %d unknown%s in the solver, the rest computed from them\n",
            torn_blocks, torn_blocks == 1 ? "" : "s", torn_blocks == 1 ? "s" : "", torn_left, torn_left == 1 ? "" : "s");
  /* the model as it was, for what is dumped next */
  for (int i = 0; i < copy.computed.count; i++)
    ((Var *)copy.computed.items[i])->kind = VAR_ALGEBRAIC;
  for (int i = 0; i < model->algebraics.count; i++)
    ((Var *)model->algebraics.items[i])->index = model->states.count + i;
}
