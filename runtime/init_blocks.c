/*
 * init_blocks.c - a guess for the initial problem: its unknowns solved
 * block by block in the order of a block-triangular form of the analytic
 * Jacobian's pattern, each block by a small Newton with the others held.
 *
 * The Newton of the whole initial problem starts from the start values, and
 * a variable without one starts at 0.  A row can be flat there although the
 * solution is regular: a body's force resolved in a rotation matrix of
 * zeros (not yet computed from its quaternion) changes with no unknown, and
 * the Newton stops at a singular Jacobian.  Or a row is not finite there: a
 * gravity field mu/|r|^2 at r = 0, r being the alias of a position whose
 * start value is given.  In block order the matrix is computed from the
 * quaternion, the position from its alias, before the rows that need them.
 * A block flat at its own start values (the node of line forces in series,
 * two of them of length 0 there) is torn: some unknowns held, the others
 * computed from them row by row, then its Newton again.
 *
 * Used by initialization.c when the whole Newton fails, which then starts
 * again from the guess; calls only the residual and Jacobian it is given.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

#define GUESS_MAX_UNKNOWNS 20000 /* the depth of the recursive searches */
#define GUESS_BLOCK_MAX 300      /* a dense LU per block */
#define GUESS_MAX_ITER 30

typedef struct {
  int n;
  int *row_ptr, *row_cols; /* the pattern by rows */
  int *row_of, *col_of;    /* the matching: column -> row, row -> column */
  int *seen, stamp;
  int *index, *low, *stack, *on_stack, counter, top;
  int *order, n_order;     /* columns in solve order, blocks consecutive */
  int *block_start, n_blocks;
} guess_graph;

/* Kuhn's augmenting path from row r. */
static int augment(guess_graph *G, int r)
{
  for (int k = G->row_ptr[r]; k < G->row_ptr[r + 1]; k++) {
    int c = G->row_cols[k];
    if (G->seen[c] == G->stamp)
      continue;
    G->seen[c] = G->stamp;
    if (G->row_of[c] < 0 || augment(G, G->row_of[c])) {
      G->row_of[c] = r;
      G->col_of[r] = c;
      return 1;
    }
  }
  return 0;
}

/* Tarjan's search from column c: a column depends on the columns of its
   matched row, and each strong component is closed after those it depends
   on, so order lists the blocks as they can be solved. */
static void strong(guess_graph *G, int c)
{
  G->index[c] = G->low[c] = G->counter++;
  G->stack[G->top++] = c;
  G->on_stack[c] = 1;
  int r = G->row_of[c];
  for (int k = G->row_ptr[r]; k < G->row_ptr[r + 1]; k++) {
    int d = G->row_cols[k];
    if (G->index[d] < 0) {
      strong(G, d);
      G->low[c] = G->low[c] < G->low[d] ? G->low[c] : G->low[d];
    } else if (G->on_stack[d] && G->index[d] < G->low[c]) {
      G->low[c] = G->index[d];
    }
  }
  if (G->low[c] != G->index[c])
    return;
  G->block_start[G->n_blocks++] = G->n_order;
  int d;
  do {
    d = G->stack[--G->top];
    G->on_stack[d] = 0;
    G->order[G->n_order++] = d;
  } while (d != c);
}

/* The rows of the CSC pattern A, a perfect matching and the blocks; 0 when
   the pattern has no perfect matching. */
static int order_blocks(guess_graph *G, const jac_assembly *A, const unsigned char *keep)
{
  int n = G->n;
  for (int k = 0; k < A->nnz; k++)
    G->row_ptr[A->rows[k] + 1] += keep[k];
  for (int r = 0; r < n; r++)
    G->row_ptr[r + 1] += G->row_ptr[r];
  int *fill = G->stack; /* free until Tarjan's search */
  memcpy(fill, G->row_ptr, (size_t)n * sizeof *fill);
  for (int c = 0; c < n; c++)
    for (int k = A->colptr[c]; k < A->colptr[c + 1]; k++)
      if (keep[k])
        G->row_cols[fill[A->rows[k]]++] = c;
  for (int i = 0; i < n; i++) {
    G->row_of[i] = G->col_of[i] = G->index[i] = -1;
    G->seen[i] = 0;
  }
  for (int r = 0; r < n; r++) {
    G->stamp = r + 1;
    if (!augment(G, r))
      return 0;
  }
  for (int c = 0; c < n; c++)
    if (G->index[c] < 0)
      strong(G, c);
  G->block_start[G->n_blocks] = n;
  return 1;
}

/* x = -J^{-1} b for the m x m J (overwritten), rows scaled to 1 first;
   0 when J is singular. */
static int dense_solve(double *J, int m, const double *b, double *x, int *pivot)
{
  for (int i = 0; i < m; i++) {
    double big = 0;
    for (int j = 0; j < m; j++)
      big = fmax(big, fabs(J[i * m + j]));
    if (!(big > 0))
      return 0;
    for (int j = 0; j < m; j++)
      J[i * m + j] /= big;
    x[i] = -b[i] / big;
  }
  if (!dense_lu_factor(J, m, pivot))
    return 0;
  dense_lu_solve(J, m, pivot, x);
  return 1;
}

typedef struct {
  guess_graph *G;
  newton_solver *N;
  newton_fn fn;
  void *ctx;
  hysc_stats *stats;
  int *position;          /* [n] a column's place in the block, or -1 */
  double *J, *b, *x, *u0; /* block work, GUESS_BLOCK_MAX (squared for J) */
  double *before;         /* the block's values before its Newton */
  int *piv, *known, *done, *count; /* block work: the tearing (count: 2 blocks) */
  int n_prefer;           /* the first n_prefer unknowns are held first */
} guess_work;

/* The block's residuals at u into b; their largest size, or -1 when one
   is not finite. */
static double block_residual(guess_work *W, const int *cols, int m, const double *u, double *f)
{
  W->stats->residual_evals++;
  if (W->fn(W->ctx, u, f) != 0)
    return -1;
  double norm = 0;
  for (int i = 0; i < m; i++) {
    W->b[i] = f[W->G->row_of[cols[i]]];
    if (!isfinite(W->b[i]))
      return -1;
    norm = fmax(norm, fabs(W->b[i]));
  }
  return norm;
}

/* The block's Jacobian at u, dense: row i is the row matched to cols[i]. */
static int block_jacobian(guess_work *W, const int *cols, int m, const double *u)
{
  newton_solver *N = W->N;
  const jac_assembly *A = &N->pattern;
  if (N->jac_fn(W->ctx, u, &N->pattern, N->values) != 0)
    return 0;
  memset(W->J, 0, (size_t)m * (size_t)m * sizeof *W->J);
  for (int i = 0; i < m; i++)
    for (int k = A->colptr[cols[i]]; k < A->colptr[cols[i] + 1]; k++) {
      int at = W->position[W->G->col_of[A->rows[k]]];
      if (at >= 0) {
        if (!isfinite(N->values[k]))
          return 0;
        W->J[at * m + i] = N->values[k];
      }
    }
  return 1;
}

/* Newton on one block, the other unknowns held; 1 when it converged (u
   keeps the best point reached either way). */
static int solve_block(guess_work *W, const int *cols, int m, double *u)
{
  double *f = W->N->f, *ft = W->N->f_trial;
  double norm = block_residual(W, cols, m, u, f);
  for (int iter = 0; iter < GUESS_MAX_ITER && norm > 0; iter++) {
    if (!block_jacobian(W, cols, m, u) || !dense_solve(W->J, m, W->b, W->x, W->piv))
      return 0;
    double lambda = 1, trial = -1;
    int small = 1;
    for (int i = 0; i < m; i++) {
      W->u0[i] = u[cols[i]];
      small &= fabs(W->x[i]) <= 1e-12 * (1 + fabs(u[cols[i]]));
    }
    for (int tries = 0; tries < 12; tries++, lambda *= 0.5) {
      for (int i = 0; i < m; i++)
        u[cols[i]] = W->u0[i] + lambda * W->x[i];
      trial = block_residual(W, cols, m, u, ft);
      if (trial >= 0 && trial < norm)
        break;
    }
    if (trial < 0 || trial >= norm) {
      for (int i = 0; i < m; i++)
        u[cols[i]] = W->u0[i];
      return small;
    }
    norm = trial;
    if (small)
      return 1;
  }
  return norm == 0;
}

/* Row r solved for u[c] alone, the other unknowns held: Newton steps on
   a difference quotient; u[c] keeps the last value at which the row was
   finite. */
static void solve_row(guess_work *W, int r, int c, double *u)
{
  double *f = W->N->f, good = u[c];
  for (int iter = 0; iter < GUESS_MAX_ITER; iter++) {
    W->stats->residual_evals += 2;
    if (W->fn(W->ctx, u, f) != 0 || !isfinite(f[r])) {
      u[c] = good;
      return;
    }
    double x = good = u[c], f0 = f[r], h = 1e-7 * (1 + fabs(x));
    if (f0 == 0)
      return;
    u[c] = x + h;
    int bad = W->fn(W->ctx, u, f) != 0;
    double next = x - f0 * h / (f[r] - f0);
    u[c] = x;
    if (bad || !isfinite(next))
      return;
    u[c] = next;
    if (fabs(next - x) <= 1e-13 * (1 + fabs(x)))
      return;
  }
}

/* The block row r's unknowns not yet known: how many, and the last one's
   place in the block. */
static int unknown_in_row(const guess_work *W, int r, int *last)
{
  const guess_graph *G = W->G;
  int count = 0;
  for (int k = G->row_ptr[r]; k < G->row_ptr[r + 1]; k++) {
    int p = W->position[G->row_cols[k]];
    if (p >= 0 && !W->known[p]) {
      count++;
      *last = p;
    }
  }
  return count;
}

/* The unknown of the block to hold next: a state before other unknowns,
   then the one that leaves the most rows with one unknown (held, it lets
   them be solved), then one with a value (a start value given, or
   computed from one) before one at 0, then the one in most rows not yet
   solved. */
static int tear_column(const guess_work *W, const int *cols, int m, const double *u)
{
  const guess_graph *G = W->G;
  int *enables = W->count + m, last;
  for (int p = 0; p < m; p++)
    W->count[p] = enables[p] = 0;
  for (int i = 0; i < m; i++) {
    int r = G->row_of[cols[i]];
    int pair = !W->done[i] && unknown_in_row(W, r, &last) == 2;
    for (int k = G->row_ptr[r]; !W->done[i] && k < G->row_ptr[r + 1]; k++) {
      int p = W->position[G->row_cols[k]];
      if (p >= 0 && !W->known[p]) {
        W->count[p]++;
        enables[p] += pair;
      }
    }
  }
  int best = -1;
  long best_score = -1;
  for (int p = 0; p < m; p++) {
    long score = (((long)(cols[p] < W->n_prefer) * (m + 1) + enables[p]) * 2 +
                  (u[cols[p]] != 0)) * (m + 1) + W->count[p];
    if (!W->known[p] && score > best_score) {
      best = p;
      best_score = score;
    }
  }
  return best;
}

/* Values for a block whose Newton failed from the values it had (a line
   force of length 0 at the start, whose direction is then undetermined,
   or a rotation matrix of zeros beside the angle it is computed from): as
   a tearing of the block computes them.  Some unknowns are held (states,
   values given), and each row left with one unknown not yet known is
   solved for it, in turn; the rows left without one are the residuals the
   Newton of the block then brings to 0. */
static void tear_block(guess_work *W, const int *cols, int m, double *u)
{
  const guess_graph *G = W->G;
  for (int i = 0; i < m; i++)
    W->known[i] = W->done[i] = 0;
  for (int left = m; left > 0;) {
    int progress = 0;
    for (int i = 0; i < m; i++) {
      int r = G->row_of[cols[i]], last = -1, count;
      if (W->done[i] || (count = unknown_in_row(W, r, &last)) > 1)
        continue;
      W->done[i] = 1;
      if (count == 1) {
        solve_row(W, r, cols[last], u);
        W->known[last] = 1;
        left--;
        progress = 1;
      }
    }
    if (!progress && left > 0) {
      W->known[tear_column(W, cols, m, u)] = 1;
      left--;
    }
  }
}

/* The block's Newton, and after a failure again from its torn values. */
static int solve_or_tear(guess_work *W, const int *cols, int m, double *u)
{
  for (int i = 0; i < m; i++)
    W->before[i] = u[cols[i]];
  if (solve_block(W, cols, m, u))
    return 1;
  if (m < 2)
    return 0;
  for (int i = 0; i < m; i++)
    u[cols[i]] = W->before[i];
  tear_block(W, cols, m, u);
  return solve_block(W, cols, m, u);
}

/* Each block in turn; returns how many did not converge. */
static int solve_blocks(guess_work *W, double *u)
{
  guess_graph *G = W->G;
  int failed = 0;
  for (int b = 0; b < G->n_blocks; b++) {
    const int *cols = G->order + G->block_start[b];
    int m = G->block_start[b + 1] - G->block_start[b];
    if (m > GUESS_BLOCK_MAX) {
      failed++;
      continue;
    }
    for (int i = 0; i < m; i++)
      W->position[cols[i]] = i;
    failed += !solve_or_tear(W, cols, m, u);
    for (int i = 0; i < m; i++)
      W->position[cols[i]] = -1;
  }
  return failed;
}

/* The entries of the pattern that are not 0 at u or at a point next to it
   (1 in keep): the model's pattern is one for a state and its derivative,
   so that the rows of x = x0 also have an entry for der(x), always 0, and
   matched there it would make a singular block of unknowns that are not
   coupled.  An entry 0 at both points is taken for no entry. */
static void numeric_pattern(newton_solver *N, void *ctx, const double *u, unsigned char *keep)
{
  const jac_assembly *A = &N->pattern;
  double *w = N->u_trial;
  unsigned seed = 12345;
  for (int i = 0; i < N->n; i++) {
    seed = seed * 1103515245u + 12345u;
    double r = (double)((seed >> 8) & 0xffff) / 65536.0;
    w[i] = u[i] + (0.05 + 0.1 * r) * (1 + fabs(u[i]));
  }
  for (int k = 0; k < A->nnz; k++)
    keep[k] = 0;
  for (int pass = 0; pass < 2; pass++) {
    int failed = N->jac_fn(ctx, pass ? w : u, &N->pattern, N->values) != 0;
    for (int k = 0; k < A->nnz; k++)
      keep[k] |= failed || N->values[k] != 0;
  }
}

int newton_block_guess(newton_solver *N, newton_fn fn, void *ctx, double *u, int n_prefer,
                       hysc_stats *stats)
{
  int n = N->n, B = GUESS_BLOCK_MAX;
  if (!N->jac_fn || n == 0 || n > GUESS_MAX_UNKNOWNS || N->pattern.n_cols != n)
    return -1;
  guess_graph G = {n, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, NULL, 0, 0, NULL, 0, NULL, 0};
  int *ints = calloc((size_t)(11 * n + 2) + (size_t)N->pattern.nnz + 5 * (size_t)B, sizeof(int));
  double *reals = malloc((size_t)(B * B + 4 * B) * sizeof(double));
  unsigned char *keep = malloc((size_t)N->pattern.nnz + 1);
  int failed = -1;
  if (ints && reals && keep) {
    for (int i = 0; i < n; i++)   /* a value computed from other start values may be NaN */
      if (!isfinite(u[i]))
        u[i] = 0;
    numeric_pattern(N, ctx, u, keep);
    G.row_ptr = ints, G.row_cols = ints + n + 1, G.row_of = G.row_cols + N->pattern.nnz;
    G.col_of = G.row_of + n, G.seen = G.col_of + n, G.index = G.seen + n, G.low = G.index + n;
    G.stack = G.low + n, G.on_stack = G.stack + n, G.order = G.on_stack + n;
    G.block_start = G.order + n;
    guess_work W = {&G, N, fn, ctx, stats, G.block_start + n + 1, reals, reals + B * B,
                    reals + B * B + B, reals + B * B + 2 * B, reals + B * B + 3 * B,
                    NULL, NULL, NULL, NULL, n_prefer};
    W.piv = W.position + n, W.known = W.piv + B, W.done = W.known + B, W.count = W.done + B;
    for (int i = 0; i < n; i++)
      W.position[i] = -1;
    if (order_blocks(&G, &N->pattern, keep))
      failed = solve_blocks(&W, u);
  }
  free(ints);
  free(reals);
  free(keep);
  return failed;
}
