/*
 * consistency_blocks.c - the consistent-restart system split into its
 * independent blocks, so that a restart costs what the event touched.
 *
 * The unknowns of the consistency solve (state derivatives, algebraic
 * variables) fall apart into blocks that share no equation: the connected
 * components of the analytic Jacobian's pattern.  n independent balls are n
 * blocks of four unknowns.  When every block is small, the Newton iteration
 * runs block by block with a small dense LU instead of one sparse LU of the
 * whole system, and inside an event only the blocks whose equations' values
 * moved since the event's left limit (a reinit state, a discrete value or a
 * relation they read) are solved: the others are as consistent as they were.
 * Anything this path cannot do (a failed block, a non-finite value) falls
 * back to the full Newton of consistency.c, which then reports.
 *
 * Used by consistency.c only; calls the model and jacobian.c, nothing else.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

/* Blocks up to this many unknowns are solved dense; a model with a larger
   block keeps the one sparse Newton (a chain of springs coupled through
   their accelerations, an algebraic loop). */
#define BLOCK_DENSE_MAX 16
#define BLOCK_MAX_ITER 8
#define SINGULAR_PIVOT 1e-14

struct consistency_blocks {
  int n, n_blocks;
  int *block_of;        /* [n] the block of each row (= of each unknown) */
  int *ptr;             /* [n_blocks + 1] into members */
  int *members;         /* unknowns of each block, ascending; the same
                           indices are the block's rows (square blocks) */
  unsigned char *dirty; /* [n_blocks] */
  int *dirty_list, n_dirty;
  double *baseline;     /* [n] residual at the left limit of the event */
  int have_baseline;
  /* each block's factors, kept while its Jacobian entries stay the same
     (a linear model's never change within a mode) */
  int *lu_ptr;          /* [n_blocks + 1] into lu */
  double *lu;           /* row-scaled LU factors, m x m per block */
  int *pivot;           /* [n] m per block, at ptr[b] */
  double *row_scale;    /* [n] at ptr[b] */
  int *position;        /* [nnz] entry k's place r * m + c in its block */
  double *factored;     /* [nnz] the values the factors were made of */
  unsigned char *valid; /* [n_blocks] the factors are current */
};

static int find(int *parent, int i)
{
  while (parent[i] != i)
    i = parent[i] = parent[parent[i]];
  return i;
}

/* Rows joined through the unknowns (columns) they share. */
static int *row_components(const jac_assembly *A, int n)
{
  int *parent = malloc((size_t)n * sizeof *parent);
  if (!parent)
    return NULL;
  for (int i = 0; i < n; i++)
    parent[i] = i;
  for (int j = 0; j < n; j++)
    for (int k = A->colptr[j] + 1; k < A->colptr[j + 1]; k++) {
      int a = find(parent, A->rows[A->colptr[j]]), b = find(parent, A->rows[k]);
      if (a != b)
        parent[a < b ? b : a] = a < b ? a : b;
    }
  for (int i = 0; i < n; i++)
    parent[i] = find(parent, i);
  return parent;
}

/* Blocks numbered in order of their first row; members grouped by block.
   0 when the split is unusable: an unknown in no equation, a block that is
   not square (column j must lie in the block of row j), or too large. */
static int number_blocks(consistency_blocks *B, const jac_assembly *A, const int *root)
{
  int n = B->n;
  int *count = calloc((size_t)n + 1, sizeof *count);
  if (!count)
    return 0;
  for (int i = 0; i < n; i++)
    B->block_of[i] = root[i] == i ? B->n_blocks++ : B->block_of[root[i]];
  for (int j = 0; j < n; j++) {
    if (A->colptr[j] == A->colptr[j + 1] ||
        B->block_of[A->rows[A->colptr[j]]] != B->block_of[j] || ++count[B->block_of[j]] > BLOCK_DENSE_MAX) {
      free(count);
      return 0;
    }
  }
  B->ptr[0] = 0;
  for (int b = 0; b < B->n_blocks; b++)
    B->ptr[b + 1] = B->ptr[b] + count[b];
  memcpy(count, B->ptr, (size_t)B->n_blocks * sizeof *count);
  for (int j = 0; j < n; j++)
    B->members[count[B->block_of[j]]++] = j;
  free(count);
  return 1;
}

/* The places of each block's factors and of each Jacobian entry in them. */
static int block_storage(consistency_blocks *B, const jac_assembly *A)
{
  B->lu_ptr = malloc(((size_t)B->n_blocks + 1) * sizeof *B->lu_ptr);
  if (!B->lu_ptr)
    return 0;
  B->lu_ptr[0] = 0;
  for (int b = 0; b < B->n_blocks; b++) {
    int m = B->ptr[b + 1] - B->ptr[b];
    B->lu_ptr[b + 1] = B->lu_ptr[b] + m * m;
  }
  size_t nnz = (size_t)A->nnz + 1;
  B->lu = malloc(((size_t)B->lu_ptr[B->n_blocks] + 1) * sizeof *B->lu);
  B->pivot = malloc((size_t)B->n * sizeof *B->pivot);
  B->row_scale = malloc((size_t)B->n * sizeof *B->row_scale);
  B->position = malloc(nnz * sizeof *B->position);
  B->factored = malloc(nnz * sizeof *B->factored);
  B->valid = calloc((size_t)B->n_blocks, 1);
  if (!B->lu || !B->pivot || !B->row_scale || !B->position || !B->factored || !B->valid)
    return 0;
  for (int b = 0; b < B->n_blocks; b++) {
    int first = B->ptr[b], m = B->ptr[b + 1] - first;
    for (int c = 0; c < m; c++)
      for (int k = A->colptr[B->members[first + c]]; k < A->colptr[B->members[first + c] + 1]; k++) {
        int r = 0;
        while (B->members[first + r] != A->rows[k])
          r++;
        B->position[k] = r * m + c;
      }
  }
  return 1;
}

void consistency_blocks_free(consistency_blocks *B)
{
  if (!B)
    return;
  free(B->block_of);
  free(B->ptr);
  free(B->members);
  free(B->dirty);
  free(B->dirty_list);
  free(B->baseline);
  free(B->lu_ptr);
  free(B->lu);
  free(B->pivot);
  free(B->row_scale);
  free(B->position);
  free(B->factored);
  free(B->valid);
  free(B);
}

/* The blocks of the consistency system on its analytic pattern, or NULL
   (*failed on out of memory) when the model does not split into small ones. */
consistency_blocks *consistency_blocks_new(const jac_assembly *A, int n, int *failed)
{
  *failed = 0;
  if (n <= 0 || A->n_rows != n || A->n_cols != n)
    return NULL;
  consistency_blocks *B = calloc(1, sizeof *B);
  int *root = row_components(A, n);
  if (B) {
    B->n = n;
    B->block_of = malloc((size_t)n * sizeof *B->block_of);
    B->ptr = malloc(((size_t)n + 1) * sizeof *B->ptr);
    B->members = malloc((size_t)n * sizeof *B->members);
    B->dirty = calloc((size_t)n, 1);
    B->dirty_list = malloc((size_t)n * sizeof *B->dirty_list);
    B->baseline = malloc((size_t)n * sizeof *B->baseline);
  }
  if (!B || !root || !B->block_of || !B->ptr || !B->members || !B->dirty || !B->dirty_list ||
      !B->baseline) {
    *failed = 1;
  } else if (number_blocks(B, A, root)) {
    free(root);
    if (block_storage(B, A))
      return B;
    *failed = 1;
    consistency_blocks_free(B);
    return NULL;
  }
  free(root);
  consistency_blocks_free(B);
  return NULL;
}

/* The residual at the event's left limit: the rows that keep this value are
   untouched by the event (f: the residual there). */
void consistency_blocks_baseline(consistency_blocks *B, const double *f)
{
  if (!B)
    return;
  memcpy(B->baseline, f, (size_t)B->n * sizeof *f);
  B->have_baseline = 1;
}

void consistency_blocks_end_event(consistency_blocks *B)
{
  if (B)
    B->have_baseline = 0;
}

void consistency_blocks_forget(consistency_blocks *B)
{
  if (B)
    memset(B->valid, 0, (size_t)B->n_blocks);
}

int consistency_blocks_in_event(const consistency_blocks *B)
{
  return B && B->have_baseline;
}

/* The blocks to solve: inside an event those with a row whose value moved
   since the left limit, else every block with a nonzero row. */
static void mark_dirty(consistency_blocks *B, const double *f)
{
  B->n_dirty = 0;
  for (int i = 0; i < B->n; i++) {
    int b = B->block_of[i];
    int moved = B->have_baseline ? f[i] != B->baseline[i] : f[i] != 0;
    if (moved && !B->dirty[b]) {
      B->dirty[b] = 1;
      B->dirty_list[B->n_dirty++] = b;
    }
  }
}

static void clear_dirty(consistency_blocks *B)
{
  for (int k = 0; k < B->n_dirty; k++)
    B->dirty[B->dirty_list[k]] = 0;
  B->n_dirty = 0;
}

/* LU with partial pivoting of the row-scaled m x m J in place (also
   init_blocks.c); 0 when a pivot is below SINGULAR_PIVOT. */
int dense_lu_factor(double *J, int m, int *pivot)
{
  for (int k = 0; k < m; k++) {
    int p = k;
    for (int i = k + 1; i < m; i++)
      if (fabs(J[i * m + k]) > fabs(J[p * m + k]))
        p = i;
    if (fabs(J[p * m + k]) < SINGULAR_PIVOT)
      return 0;
    pivot[k] = p;
    for (int c = 0; p != k && c < m; c++) {
      double t = J[k * m + c];
      J[k * m + c] = J[p * m + c];
      J[p * m + c] = t;
    }
    for (int i = k + 1; i < m; i++) {
      double l = J[i * m + k] /= J[k * m + k];
      for (int c = k + 1; l != 0 && c < m; c++)
        J[i * m + c] -= l * J[k * m + c];
    }
  }
  return 1;
}

/* x = J^{-1} x with the factors of dense_lu_factor. */
void dense_lu_solve(const double *J, int m, const int *pivot, double *x)
{
  for (int k = 0; k < m; k++) {
    double t = x[k];
    x[k] = x[pivot[k]];
    x[pivot[k]] = t;
  }
  for (int i = 1; i < m; i++)
    for (int c = 0; c < i; c++)
      x[i] -= J[i * m + c] * x[c];
  for (int i = m - 1; i >= 0; i--) {
    for (int c = i + 1; c < m; c++)
      x[i] -= J[i * m + c] * x[c];
    x[i] /= J[i * m + i];
  }
}

/* Block b's factors for the Jacobian values on pattern A: reused when its
   entries did not change, else the rows scaled and LU with partial
   pivoting; 0 when singular. */
static int factor_block(consistency_blocks *B, const jac_assembly *A, const double *values, int b)
{
  int first = B->ptr[b], m = B->ptr[b + 1] - first;
  int same = B->valid[b];
  for (int c = 0; c < m && same; c++)
    for (int k = A->colptr[B->members[first + c]]; k < A->colptr[B->members[first + c] + 1]; k++)
      same &= values[k] == B->factored[k];
  if (same)
    return 1;
  double *J = B->lu + B->lu_ptr[b], *row_scale = B->row_scale + first;
  int *pivot = B->pivot + first;
  B->valid[b] = 0;
  memset(J, 0, (size_t)(m * m) * sizeof *J);
  for (int c = 0; c < m; c++)
    for (int k = A->colptr[B->members[first + c]]; k < A->colptr[B->members[first + c] + 1]; k++)
      J[B->position[k]] = B->factored[k] = values[k];
  for (int r = 0; r < m; r++) {
    double big = 0;
    for (int c = 0; c < m; c++)
      big = fmax(big, fabs(J[r * m + c]));
    if (!(big > 0) || !isfinite(big))
      return 0;
    row_scale[r] = 1 / big;
    for (int c = 0; c < m; c++)
      J[r * m + c] *= row_scale[r];
  }
  if (!dense_lu_factor(J, m, pivot))
    return 0;
  B->valid[b] = 1;
  return 1;
}

/* du of block b = -J_b^{-1} f_b with the factors of factor_block. */
static void solve_block(const consistency_blocks *B, int b, const double *f, double *du)
{
  int first = B->ptr[b], m = B->ptr[b + 1] - first;
  const double *J = B->lu + B->lu_ptr[b], *row_scale = B->row_scale + first;
  const int *pivot = B->pivot + first;
  double x[BLOCK_DENSE_MAX];
  for (int r = 0; r < m; r++)
    x[r] = -f[B->members[first + r]] * row_scale[r];
  dense_lu_solve(J, m, pivot, x);
  for (int r = 0; r < m; r++)
    du[B->members[first + r]] = x[r];
}

/* One Newton step on the dirty blocks: u moved, *norm the scaled step;
   stale: with the factors as they are.  0 when a block is singular or the
   step not finite. */
static int block_step(consistency_blocks *B, newton_solver *N, double *u,
                      const newton_settings *set, int stale, double *norm)
{
  *norm = 0;
  for (int k = 0; k < B->n_dirty; k++) {
    int b = B->dirty_list[k];
    if (!stale && !factor_block(B, &N->pattern, N->values, b))
      return 0;
    solve_block(B, b, N->f, N->du);
    for (int i = B->ptr[b]; i < B->ptr[b + 1]; i++) {
      int j = B->members[i];
      double w = fabs(N->du[j]) / ((set->atol + set->rtol * fabs(u[j])) * fmax(set->scale, 1));
      if (!isfinite(w))
        return 0;
      *norm = fmax(*norm, w);
      u[j] += N->du[j];
    }
  }
  return 1;
}

static int dirty_rows_finite(const consistency_blocks *B, const double *f)
{
  for (int k = 0; k < B->n_dirty; k++)
    for (int i = B->ptr[B->dirty_list[k]]; i < B->ptr[B->dirty_list[k] + 1]; i++)
      if (!isfinite(f[B->members[i]]))
        return 0;
  return 1;
}

/* Newton on the blocks that need it, u in place (the consistency unknowns,
   f = fn(u) filled at the end).  1 when solved; 0 when the caller must run
   the full Newton (u is then left where it was). */
int consistency_blocks_solve(consistency_blocks *B, newton_solver *N, newton_fn fn,
                             void *ctx, double *u, const newton_settings *set,
                             hysc_stats *stats)
{
  if (!B || !N->jac_fn)
    return 0;
  double *u0 = N->u_trial;
  memcpy(u0, u, (size_t)B->n * sizeof *u);
  stats->residual_evals++;
  if (fn(ctx, u, N->f) != 0)
    return 0;
  mark_dirty(B, N->f);
  int solved = B->n_dirty == 0;
  /* as newton.c: the factors of the previous solve for a first step */
  int stale = set->reuse_jacobian;
  for (int k = 0; k < B->n_dirty; k++)
    stale &= B->valid[B->dirty_list[k]];
  double previous = HUGE_VAL;
  for (int iter = 0; iter < BLOCK_MAX_ITER && !solved; iter++) {
    double norm;
    stats->newton_iters++;
    if (!stale && (stats->jacobian_evals++, N->jac_fn(ctx, u, &N->pattern, N->values) != 0))
      break;
    if (!block_step(B, N, u, set, stale, &norm))
      break;
    if (norm <= 1) {
      solved = 1;
      break;
    }
    /* stale factors are kept while they contract */
    stale = stale && norm <= 0.5 * previous;
    previous = norm;
    stats->residual_evals++;
    if (fn(ctx, u, N->f) != 0 || !dirty_rows_finite(B, N->f))
      break;
  }
  clear_dirty(B);
  if (!solved)
    memcpy(u, u0, (size_t)B->n * sizeof *u);
  stats->residual_evals++;
  fn(ctx, u, N->f); /* the values solved for, into the model's data */
  return solved;
}
