/*
 * klu_fresh.c - IDA's KLU solver (runtime/klu_fresh.c) on an ill
 * conditioned matrix A = [1 1; 1 1 + 1e-11] (condition about 4e11, past the
 * 2.7e10 at which SUNDIALS' setup throws a refactorization away): the
 * second setup refactors, estimates the condition (condest above 2.7e10)
 * and factors afresh; the third factors afresh at once, with no estimate
 * (the condest field, set to -1 before, stays -1).  Each solve of A x = b,
 * x = (1, 2), leaves residuals within 1e-15 (backward stable LU; x itself
 * is only good to about 1e-5 there).  A singular A = [1 1; 1 1] next is a
 * recoverable failure (a positive flag), as a refactorization's is, so that
 * IDA tries a smaller step.  Then A = [2 1; 1 3]: the next setup
 * still factors afresh (no estimate), finds its factors well conditioned
 * (rcond above 0.1), and the one after refactors; x within 4e-15.
 *
 * Then the solver keeps a diagonal pivot only down to 1/10 of the largest
 * entry of its column.  An iteration matrix of IDA: row P, xd - der(y) =
 * bP, gives [xd, y] = [1, -cj]; row E, der(y) = 730 xd + bE, gives [-730, cj]
 * (cj = 1.06e10, bP = -1.262e-3 the predictor's miss of a fast derivative,
 * bE = 9.5e-16).  Scaled by their largest entries the rows hold 1/cj and
 * 730/cj in column xd, and KLU's default threshold (a diagonal entry down
 * to 1e-3 of the column's largest is kept) kept P's: its multiplier 730
 * left E's residual at 4e-17 after the solve (730 times E's own rounding)
 * and xd 3e-14 off.  Newton's next correction takes such a residual for a
 * miss of E: through a row of gain 3e8 (a stiff mode's acceleration) it is
 * 1e-8 and more, at an absolute tolerance of 1e-8, and Newton fails.
 * Pivoting on E leaves 2.4e-19 and 1.2e-16: E's residual within 2e-18,
 * xd = -(bP + bE)/729 and y = (xd - bP)/cj within 1e-15 relative.
 *
 * Prints one line per check and exits 1 on a failure.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_klu.h>
#include <sunmatrix/sunmatrix_sparse.h>
#include "hysc_runtime.h"

SUNLinearSolver klu_fresh_solver(SUNLinearSolver inner, SUNContext sun);

static int failures;

static void check(const char *what, int ok, double value)
{
  printf("%s %s (%.3g)\n", ok ? "ok" : "FAILED", what, value);
  failures += !ok;
}

/* A column-major into the CSC matrix (full 2 x 2 pattern) */
static void fill(SUNMatrix A, double a11, double a21, double a12, double a22)
{
  sunindextype *ptr = SM_INDEXPTRS_S(A), *idx = SM_INDEXVALS_S(A);
  double *v = SM_DATA_S(A);
  ptr[0] = 0, ptr[1] = 2, ptr[2] = 4;
  idx[0] = 0, idx[1] = 1, idx[2] = 0, idx[3] = 1;
  v[0] = a11, v[1] = a21, v[2] = a12, v[3] = a22;
}

/* the largest residual of A x = A (1, 2) after a solve, and x's error */
static double solve(SUNLinearSolver S, SUNMatrix A, N_Vector x, N_Vector b, double *error)
{
  double *v = SM_DATA_S(A), *xx = N_VGetArrayPointer(x), *bb = N_VGetArrayPointer(b);
  double r[2];
  bb[0] = v[0] * 1 + v[2] * 2;
  bb[1] = v[1] * 1 + v[3] * 2;
  r[0] = bb[0], r[1] = bb[1];
  if (SUNLinSolSolve(S, A, x, b, 0) != SUNLS_SUCCESS)
    return INFINITY;
  *error = fmax(fabs(xx[0] - 1), fabs(xx[1] - 2));
  return fmax(fabs(v[0] * xx[0] + v[2] * xx[1] - r[0]), fabs(v[1] * xx[0] + v[3] * xx[1] - r[1]));
}

/* the threshold pivot above: the checks of E's residual and the solution */
static void threshold_pivot(SUNContext sun)
{
  const double cj = 1.06e10, l = 730, bP = -1.262e-3, bE = 9.5e-16;
  N_Vector x = N_VNew_Serial(2, sun), b = N_VNew_Serial(2, sun);
  SUNMatrix A = SUNSparseMatrix(2, 2, 4, CSC_MAT, sun);
  fill(A, 1, -l, -cj, cj);
  double *xx = N_VGetArrayPointer(x), *bb = N_VGetArrayPointer(b);
  bb[0] = bP, bb[1] = bE;
  SUNLinearSolver S = klu_fresh_solver(SUNLinSol_KLU(x, A, sun), sun);
  int failed = !S || SUNLinSolInitialize(S) || SUNLinSolSetup(S, A) || SUNLinSolSolve(S, A, x, b, 0);
  double rE = failed ? INFINITY : fabs(-l * xx[0] + cj * xx[1] - bE);
  check("no threshold pivot: row E's residual within 2e-18", rE <= 2e-18, rE);
  double xd = -(bP + bE) / (l - 1), y = (xd - bP) / cj;
  double error = failed ? INFINITY : fmax(fabs(xx[0] - xd) / fabs(xd), fabs(xx[1] - y) / fabs(y));
  check("no threshold pivot: xd and y within 1e-15 relative", error <= 1e-15, error);
  SUNLinSolFree(S);
  SUNMatDestroy(A);
  N_VDestroy(x);
  N_VDestroy(b);
}

int main(void)
{
  SUNContext sun;
  if (SUNContext_Create(NULL, &sun))
    return 1;
  N_Vector x = N_VNew_Serial(2, sun), b = N_VNew_Serial(2, sun);
  SUNMatrix A = SUNSparseMatrix(2, 2, 4, CSC_MAT, sun);
  fill(A, 1, 1, 1, 1 + 1e-11);
  SUNLinearSolver inner = SUNLinSol_KLU(x, A, sun), S = klu_fresh_solver(inner, sun);
  SUNLinearSolverContent_KLU K = inner->content;
  double error, residual;
  if (SUNLinSolInitialize(S) || SUNLinSolSetup(S, A))
    return 1;
  residual = solve(S, A, x, b, &error);
  check("first setup: residual within 1e-15", residual <= 1e-15, residual);
  int flag = SUNLinSolSetup(S, A);
  check("second setup: condition estimated above 2.7e10", !flag && K->common.condest > 2.7e10, K->common.condest);
  K->common.condest = -1;
  flag = SUNLinSolSetup(S, A);
  check("third setup: factored afresh with no estimate", !flag && K->common.condest == -1, K->common.condest);
  residual = solve(S, A, x, b, &error);
  check("third setup: residual within 1e-15", residual <= 1e-15, residual);
  fill(A, 1, 1, 1, 1);
  flag = SUNLinSolSetup(S, A);
  check("singular after that: a recoverable failure", flag > 0, flag);
  fill(A, 2, 1, 1, 3);
  flag = SUNLinSolSetup(S, A);
  check("well conditioned: afresh once more, no estimate", !flag && K->common.condest == -1, K->common.condest);
  check("well conditioned: rcond above 0.1", K->common.rcond > 0.1, K->common.rcond);
  flag = SUNLinSolSetup(S, A);
  residual = solve(S, A, x, b, &error);
  check("then refactored: x within 4e-15", !flag && error <= 4e-15 && residual <= 4e-15, error);
  SUNLinSolFree(S);
  SUNMatDestroy(A);
  N_VDestroy(x);
  N_VDestroy(b);
  threshold_pivot(sun);
  SUNContext_Free(&sun);
  return failures != 0;
}
