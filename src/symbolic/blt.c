/*
 * blt.c - sorts the continuous equations into blocks (block lower
 * triangular form): with the matching of graph.c (each row determines one
 * unknown), row e depends on row e' when e uses the unknown e' determines.
 * The strongly connected components of that dependency graph, found by
 * Tarjan's algorithm without recursion (a chain of 30 000 equations would be
 * 30 000 frames deep), come out dependencies first: the order in which the
 * blocks could be solved one after the other.  A block of one row that is
 * linear in its unknown, with a coefficient of numbers and parameters that
 * is nonzero at their defaults (a = expr, m*der(v) = F, der(x) = v), is
 * explicit; everything else
 * (algebraic loops, reduced constraints, if-equations, algorithms) is an
 * implicit block.  --dump-flat lists the blocks and --dump-graph draws the
 * implicit ones as clusters.  The solver still gets every row: this is the
 * analysis that assignments evaluated before the residual would build on.
 */
#include <math.h>
#include <stdlib.h>

#include "symbolic/symbolic.h"

typedef struct Tarjan {
  const PtrList *incidence;
  const int *equation_of;    /* unknown -> row */
  int *index, *low;          /* per row; index -1: not visited */
  bool *on_stack;
  int *stack, depth;         /* rows of components not yet complete */
  int *frame_row, *frame_edge, frames;  /* the explicit call stack */
  int counter;
  Blt *blt;
  int placed;
} Tarjan;

/* The next row that row's edge `edge` leads to, or -1 (its own unknown). */
static int successor(const Tarjan *T, int row, int edge)
{
  int u = graph_edge_unknown(&T->incidence[row], edge);
  int next = T->equation_of[u];
  return next == row ? -1 : next;
}

static void visit(Tarjan *T, int row)
{
  T->index[row] = T->low[row] = T->counter++;
  T->stack[T->depth++] = row;
  T->on_stack[row] = true;
  T->frame_row[T->frames] = row;
  T->frame_edge[T->frames++] = 0;
}

/* Row's component is complete: pop it into the next block. */
static void close_component(Tarjan *T, int row)
{
  Blt *B = T->blt;
  B->block_start[B->n_blocks++] = T->placed;
  int member;
  do {
    member = T->stack[--T->depth];
    T->on_stack[member] = false;
    B->order[T->placed++] = member;
  } while (member != row);
}

static void strong_components(Tarjan *T, int root)
{
  visit(T, root);
  while (T->frames > 0) {
    int row = T->frame_row[T->frames - 1];
    int *edge = &T->frame_edge[T->frames - 1];
    if (*edge < T->incidence[row].count) {
      int next = successor(T, row, (*edge)++);
      if (next < 0)
        continue;
      if (T->index[next] < 0)
        visit(T, next);
      else if (T->on_stack[next] && T->index[next] < T->low[row])
        T->low[row] = T->index[next];
      continue;
    }
    T->frames--;
    if (T->low[row] == T->index[row])
      close_component(T, row);
    if (T->frames > 0) {
      int parent = T->frame_row[T->frames - 1];
      if (T->low[row] < T->low[parent])
        T->low[parent] = T->low[row];
    }
  }
}

static Var *unknown_var(const FlatModel *model, int u)
{
  int ns = model->states.count;
  return u < ns ? model->states.items[u] : model->algebraics.items[u - ns];
}

/* Is row (matched to unknown u) linear in u with a coefficient of numbers
   and parameters, nonzero at their defaults? */
static bool solvable(const FlatModel *model, int row, int u)
{
  if (row >= model->equations.count)
    return false;  /* an algorithm's output */
  Equation *eq = model->equations.items[row];
  if (eq->kind != EQ_SIMPLE || eq->index1 || !eq->lhs || !eq->rhs)
    return false;
  Expr *residual = expr_binary(OP_SUB, eq->lhs, eq->rhs, eq->loc);
  Expr *coefficient = differentiate_unknown(residual, unknown_var(model, u), u < model->states.count);
  double value;
  return coefficient && eval_constant(coefficient, &value) && value != 0 && isfinite(value);
}

Blt *blt_sort(const FlatModel *model)
{
  int n;
  PtrList *incidence;
  int *unknown_of;
  if (!graph_matching(model, &n, &incidence, &unknown_of))
    return NULL;
  Blt *B = xcalloc(1, sizeof *B);
  differentiate_forget_shared();
  B->n_rows = n;
  B->order = xcalloc((size_t)n + 1, sizeof *B->order);
  B->block_start = xcalloc((size_t)n + 2, sizeof *B->block_start);
  B->unknown_of = unknown_of;
  int *equation_of = xcalloc((size_t)n + 1, sizeof *equation_of);
  for (int e = 0; e < n; e++)
    equation_of[unknown_of[e]] = e;
  Tarjan T = { incidence, equation_of, xcalloc((size_t)n + 1, sizeof(int)), xcalloc((size_t)n + 1, sizeof(int)),
               xcalloc((size_t)n + 1, sizeof(bool)), xcalloc((size_t)n + 1, sizeof(int)), 0,
               xcalloc((size_t)n + 1, sizeof(int)), xcalloc((size_t)n + 1, sizeof(int)), 0, 0, B, 0 };
  for (int e = 0; e < n; e++)
    T.index[e] = -1;
  for (int e = 0; e < n; e++)
    if (T.index[e] < 0)
      strong_components(&T, e);
  B->block_start[B->n_blocks] = n;
  B->explicit_ = xcalloc((size_t)B->n_blocks + 1, sizeof *B->explicit_);
  for (int b = 0; b < B->n_blocks; b++) {
    int row = B->order[B->block_start[b]];
    B->explicit_[b] = B->block_start[b + 1] - B->block_start[b] == 1 && solvable(model, row, unknown_of[row]);
  }
  free(equation_of);
  free(T.index);
  free(T.low);
  free(T.on_stack);
  free(T.stack);
  free(T.frame_row);
  free(T.frame_edge);
  return B;
}

static int row_line(const FlatModel *model, int row)
{
  if (row < model->equations.count)
    return ((Equation *)model->equations.items[row])->loc.first_line;
  row -= model->equations.count;
  for (int i = 0; i < model->algorithms.count; i++) {
    Algorithm *a = model->algorithms.items[i];
    if (row < a->outputs.count)
      return a->loc.first_line;
    row -= a->outputs.count;
  }
  return 0;
}

void blt_dump(const FlatModel *model, FILE *out)
{
  Blt *B = blt_sort(model);
  if (!B) {
    fputs("// blocks: none, the equations cannot be matched to the unknowns one to one\n", out);
    return;
  }
  int n_explicit = 0, largest = 0;
  for (int b = 0; b < B->n_blocks; b++) {
    int size = B->block_start[b + 1] - B->block_start[b];
    n_explicit += B->explicit_[b];
    largest = size > largest ? size : largest;
  }
  fprintf(out, "// blocks in evaluation order: %d, %d explicit (one equation solvable for its unknown), "
          "%d implicit, the largest of %d equations\n", B->n_blocks, n_explicit, B->n_blocks - n_explicit, largest);
  for (int b = 0; b < B->n_blocks; b++) {
    fprintf(out, "// block %d, %s:", b + 1, B->explicit_[b] ? "explicit" : "implicit");
    for (int k = B->block_start[b]; k < B->block_start[b + 1]; k++) {
      int row = B->order[k];
      fprintf(out, "%s %s (line %d)", k > B->block_start[b] ? "," : "", graph_unknown_name(model, B->unknown_of[row]),
              row_line(model, row));
    }
    fputc('\n', out);
  }
}
