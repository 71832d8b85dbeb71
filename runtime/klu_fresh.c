/*
 * klu_fresh.c - IDA's sparse linear solver: SUNDIALS' KLU, whose setup
 * refactors with the last pivots, estimates the condition of the result
 * (klu_rcond, then klu_condest) and, where that is large, throws it away and
 * factors afresh with new pivots.  In a badly scaled circuit (inductances
 * of 1e-4 beside capacitances of 1e-9) every setup ends that way, the
 * refactorization and the estimate spent for nothing.  After a setup that
 * factored afresh, or found the cheap estimate of its fresh factors small,
 * the next one factors afresh at once: the factors the estimate would
 * have led to, and where it would have kept the refactored ones, factors
 * at least as accurate.  Once fresh factors estimate well, the next setup
 * refactors again.  A singular first factorization (the first setup after
 * every restart) is recoverable, as a singular refactorization is.  A
 * restart keeps the symbolic analysis of the (fixed) pattern.  A diagonal
 * pivot is kept down to 1/10 of the largest entry of its column, not KLU's
 * 1e-3.
 */
#include <math.h>
#include <stdlib.h>
#include <sundials/sundials_math.h>
#include <sunlinsol/sunlinsol_klu.h>
#include <sunmatrix/sunmatrix_sparse.h>
#include "hysc_runtime.h"

typedef struct {
  SUNLinearSolver inner;
  int fresh; /* the next setup factors afresh */
} klu_fresh;

#define FRESH(S) ((klu_fresh *)(S)->content)

static SUNLinearSolver_Type fresh_type(SUNLinearSolver S)
{
  return SUNLinSolGetType(FRESH(S)->inner);
}

static SUNLinearSolver_ID fresh_id(SUNLinearSolver S)
{
  return SUNLinSolGetID(FRESH(S)->inner);
}

/* IDA initializes its linear solver at every restart, and SUNDIALS' KLU
   then analyzes the pattern again at its next setup (an event of
   ActuatorWithNoise's 3 500 each paid it).  The pattern is the model's,
   fixed at compile time: once analyzed, a restart keeps the analysis and
   only factors afresh (new pivots for the new mode). */
static int fresh_initialize(SUNLinearSolver S)
{
  klu_fresh *F = FRESH(S);
  SUNLinearSolverContent_KLU K = (SUNLinearSolverContent_KLU)F->inner->content;
  if (K->symbolic && !K->first_factorize) {
    F->fresh = 1;
    return K->last_flag = SUNLS_SUCCESS;
  }
  F->fresh = 0;
  return SUNLinSolInitialize(F->inner);
}

/* New pivots for A (the symbolic analysis kept); then whether the next
   setup does the same, from the cheap estimate SUNDIALS tries first. */
static int factor_afresh(klu_fresh *F, SUNMatrix A)
{
  SUNLinearSolverContent_KLU K = (SUNLinearSolverContent_KLU)F->inner->content;
  sun_klu_free_numeric(&K->numeric, &K->common);
  K->numeric = sun_klu_factor(SM_INDEXPTRS_S(A), SM_INDEXVALS_S(A),
                              SM_DATA_S(A), K->symbolic, &K->common);
  if (!K->numeric) {
    /* nothing to refactor at the next setup; singular, recoverable as a
       refactorization's failure is (IDA tries a smaller step) */
    F->fresh = 1;
    return K->last_flag = K->common.status == KLU_SINGULAR ? SUNLS_PACKAGE_FAIL_REC : SUNLS_PACKAGE_FAIL_UNREC;
  }
  F->fresh = sun_klu_rcond(K->symbolic, K->numeric, &K->common) &&
             K->common.rcond < SUNRpowerR(SUN_UNIT_ROUNDOFF, 2.0 / 3.0);
  return K->last_flag = SUNLS_SUCCESS;
}

static int fresh_setup(SUNLinearSolver S, SUNMatrix A)
{
  klu_fresh *F = FRESH(S);
  SUNLinearSolverContent_KLU K = (SUNLinearSolverContent_KLU)F->inner->content;
  if (F->fresh && !K->first_factorize && K->symbolic && SUNMatGetID(A) == SUNMATRIX_SPARSE)
    return factor_afresh(F, A);
  int first = K->first_factorize;
  int flag = SUNLinSolSetup(F->inner, A);
  /* SUNDIALS calls a singular first factorization (the first setup after
     every restart) unrecoverable, a singular refactorization not: both are
     the matrix, for a smaller step or a mode's rank (ida_rank.c) to answer */
  if (flag == SUNLS_PACKAGE_FAIL_UNREC && first && K->symbolic && K->common.status == KLU_SINGULAR)
    flag = K->last_flag = SUNLS_PACKAGE_FAIL_REC;
  /* a refactorization thrown away: both estimates of this setup large */
  double small = SUNRpowerR(SUN_UNIT_ROUNDOFF, 2.0 / 3.0);
  F->fresh = flag == SUNLS_SUCCESS && !first && K->common.rcond < small && K->common.condest > 1 / small;
  return flag;
}

static int fresh_solve(SUNLinearSolver S, SUNMatrix A, N_Vector x, N_Vector b, sunrealtype tol)
{
  return SUNLinSolSolve(FRESH(S)->inner, A, x, b, tol);
}

static sunindextype fresh_lastflag(SUNLinearSolver S)
{
  return SUNLinSolLastFlag(FRESH(S)->inner);
}

static int fresh_free(SUNLinearSolver S)
{
  if (!S)
    return SUNLS_SUCCESS;
  if (S->content) {
    SUNLinSolFree(FRESH(S)->inner);
    free(S->content);
  }
  S->content = NULL;
  SUNLinSolFreeEmpty(S);
  return SUNLS_SUCCESS;
}

/* inner (SUNLinSol_KLU) wrapped, and freed with the wrapper; NULL, inner
   freed, when out of memory. */
SUNLinearSolver klu_fresh_solver(SUNLinearSolver inner, SUNContext sun)
{
  SUNLinearSolver S = inner ? SUNLinSolNewEmpty(sun) : NULL;
  klu_fresh *F = S ? calloc(1, sizeof *F) : NULL;
  if (!F) {
    SUNLinSolFree(inner);
    if (S)
      SUNLinSolFreeEmpty(S);
    return NULL;
  }
  F->inner = inner;
  /* A diagonal pivot only down to 1/10 of the column's largest entry, as
     UMFPACK takes it: a multiplier of at most 10 costs a digit at most.
     KLU's default keeps one down to 1e-3 of it; in dF/dy + cj dF/dy',
     where entries of 1 stand beside entries of cj, such a pivot (1/cj
     against a gear ratio's 730/cj) leaves the row it eliminates from its
     multiplier times its rounding off, and where the pivot row's
     right-hand side is large (the predictor's miss of a fast derivative)
     a stiff mode turns that into a Newton correction of an acceleration
     above its tolerance: Newton fails at every step above a size, and IDA
     creeps at steps of 1e-11 (tests/runtime/klu_fresh.c).  Pivoting on the
     largest entry always (1) cost a multibody model of point masses twice
     the steps, its diagonal the better pivots there. */
  ((SUNLinearSolverContent_KLU)inner->content)->common.tol = 0.1;
  S->content = F;
  S->ops->gettype = fresh_type;
  S->ops->getid = fresh_id;
  S->ops->initialize = fresh_initialize;
  S->ops->setup = fresh_setup;
  S->ops->solve = fresh_solve;
  S->ops->lastflag = fresh_lastflag;
  S->ops->free = fresh_free;
  return S;
}
