/*
 * ida_rank.c - IDA's linear solver for a mode whose branches drop unknowns
 * from equations (two stuck friction elements on one rigid body, see
 * newton_rank.c): a SUNLinearSolver around IDA's own, in a model with
 * modes.  Where the wrapped dense LU or KLU finds the iteration matrix
 * singular, a matrix whose numeric rank equals the structural rank of its
 * nonzeros, or whose unknowns left free the mode dropped from entries of
 * the model's pattern (see newton_rank.c), is solved by its row echelon
 * form, the free unknowns' corrections 0; any other stays singular for IDA
 * (a smaller step).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sundials/sundials_linearsolver.h>
#include <sunmatrix/sunmatrix_dense.h>
#include <sunmatrix/sunmatrix_sparse.h>
#include <nvector/nvector_serial.h>
#include "hysc_runtime.h"

#define RANK_PIVOT 1e-14

typedef struct {
  SUNLinearSolver inner;
  int n, rank;          /* rank == n: the factors are in J, or the inner
                           solver's when own is 0 */
  int own;              /* J holds this setup's factors */
  double *J, *row_scale, *b;
  int *perm, *pcol;
  const jac_assembly *pattern; /* the model's, or NULL */
  unsigned char *dropped;      /* its entries 0 in this matrix */
} rank_solver;

#define RANK(S) ((rank_solver *)(S)->content)

static SUNLinearSolver_Type rank_type(SUNLinearSolver S)
{
  (void)S;
  return SUNLINEARSOLVER_DIRECT;
}

static SUNLinearSolver_ID rank_id(SUNLinearSolver S)
{
  (void)S;
  return SUNLINEARSOLVER_CUSTOM;
}

static int rank_initialize(SUNLinearSolver S)
{
  return SUNLinSolInitialize(RANK(S)->inner);
}

/* A into J, row-major and row-scaled. */
static void gather(rank_solver *R, SUNMatrix A)
{
  int n = R->n;
  memset(R->J, 0, (size_t)n * (size_t)n * sizeof *R->J);
  if (SUNMatGetID(A) == SUNMATRIX_DENSE) {
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++)
        R->J[i * n + j] = SM_ELEMENT_D(A, i, j);
  } else {
    sunindextype *ptr = SM_INDEXPTRS_S(A), *idx = SM_INDEXVALS_S(A);
    for (int j = 0; j < n; j++)
      for (sunindextype k = ptr[j]; k < ptr[j + 1]; k++)
        R->J[idx[k] * n + j] = SM_DATA_S(A)[k];
  }
  newton_scale_rows(R->J, n, R->row_scale);
}

/* Own factors of the gathered matrix: of a mode's structurally redundant
   rows; else SUNLS_LUFACT_FAIL. */
static int own_factors(rank_solver *R)
{
  int n = R->n, structural = newton_structural_rank(R->J, NULL, n, 0);
  if (R->pattern) {
    memset(R->dropped, 0, (size_t)n * (size_t)n);
    for (int j = 0; j < n; j++)
      for (int k = R->pattern->colptr[j]; k < R->pattern->colptr[j + 1]; k++)
        R->dropped[R->pattern->rows[k] * n + j] = R->J[R->pattern->rows[k] * n + j] == 0;
  }
  int rank = newton_echelon_factor(R->J, n, R->perm, R->pcol, RANK_PIVOT);
  if (rank == n ||
      (rank != structural && !(R->pattern && newton_free_columns_dropped(R->dropped, n, rank, R->pcol))))
    return SUNLS_LUFACT_FAIL;
  R->own = 1;
  R->rank = rank;
  return SUNLS_SUCCESS;
}

/* The wrapped solver's factors, and where it finds A singular, own ones
   (of A as it was: the dense LU overwrites it). */
static int rank_setup(SUNLinearSolver S, SUNMatrix A)
{
  rank_solver *R = RANK(S);
  int dense = SUNMatGetID(A) == SUNMATRIX_DENSE, fits = R->n <= JAC_DENSE_FALLBACK_MAX;
  R->own = 0;
  R->rank = R->n;
  if (dense && fits)
    gather(R, A);
  int flag = SUNLinSolSetup(R->inner, A);
  if (flag <= 0 || !fits)
    return flag;
  if (!dense)
    gather(R, A);
  return own_factors(R) == SUNLS_SUCCESS ? SUNLS_SUCCESS : flag;
}

static int rank_solve(SUNLinearSolver S, SUNMatrix A, N_Vector x, N_Vector b, sunrealtype tol)
{
  rank_solver *R = RANK(S);
  if (!R->own)
    return SUNLinSolSolve(R->inner, A, x, b, tol);
  const double *bb = N_VGetArrayPointer(b);
  for (int i = 0; i < R->n; i++)
    R->b[i] = bb[i] * R->row_scale[i];
  newton_echelon_solve(R->J, R->n, R->rank, R->perm, R->pcol, R->b, N_VGetArrayPointer(x));
  return SUNLS_SUCCESS;
}

static sunindextype rank_lastflag(SUNLinearSolver S)
{
  return SUNLinSolLastFlag(RANK(S)->inner);
}

static void free_arrays(rank_solver *R)
{
  free(R->J);
  free(R->row_scale);
  free(R->b);
  free(R->perm);
  free(R->pcol);
  free(R->dropped);
  free(R);
}

static int rank_free(SUNLinearSolver S)
{
  if (!S)
    return SUNLS_SUCCESS;
  if (S->content) {
    SUNLinSolFree(RANK(S)->inner);
    free_arrays(RANK(S));
  }
  S->content = NULL;
  SUNLinSolFreeEmpty(S);
  return SUNLS_SUCCESS;
}

/* inner wrapped (and freed with the wrapper) for a model with modes, else
   inner itself; NULL, inner freed, when out of memory.  pattern: the
   iteration matrix's entries in the model (NULL: not known). */
SUNLinearSolver ida_rank_solver(SUNLinearSolver inner, int n, int modes, const jac_assembly *pattern,
                                SUNContext sun)
{
  if (!modes)
    return inner;
  SUNLinearSolver S = inner ? SUNLinSolNewEmpty(sun) : NULL;
  rank_solver *R = S ? calloc(1, sizeof *R) : NULL;
  size_t m = n > 0 ? (size_t)n : 1;
  int fits = n <= JAC_DENSE_FALLBACK_MAX;
  if (R && fits) {
    R->J = malloc(m * m * sizeof *R->J);
    R->row_scale = malloc(m * sizeof *R->row_scale);
    R->b = malloc(m * sizeof *R->b);
    R->perm = malloc(m * sizeof *R->perm);
    R->pcol = malloc(m * sizeof *R->pcol);
    R->dropped = pattern && pattern->n_cols == n ? malloc(m * m) : NULL;
  }
  if (!R || (fits && !(R->J && R->row_scale && R->b && R->perm && R->pcol &&
                       (R->dropped || !pattern || pattern->n_cols != n)))) {
    if (R)
      free_arrays(R);
    SUNLinSolFree(inner);
    if (S)
      SUNLinSolFreeEmpty(S);
    return NULL;
  }
  R->inner = inner;
  R->n = R->rank = n;
  R->pattern = R->dropped ? pattern : NULL;
  S->content = R;
  S->ops->gettype = rank_type;
  S->ops->getid = rank_id;
  S->ops->initialize = rank_initialize;
  S->ops->setup = rank_setup;
  S->ops->solve = rank_solve;
  S->ops->lastflag = rank_lastflag;
  S->ops->free = rank_free;
  return S;
}
