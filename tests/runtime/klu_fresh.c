/*
 * klu_fresh.c - IDA's KLU solver (runtime/klu_fresh.c) on an ill
 * conditioned matrix A = [1 1; 1 1 + 1e-11] (condition about 4e11, past the
 * 2.7e10 at which SUNDIALS' setup throws a refactorization away): the
 * second setup refactors, estimates the condition (condest above 2.7e10)
 * and factors afresh; the third factors afresh at once, with no estimate
 * (the condest field, set to -1 before, stays -1).  Each solve of A x = b,
 * x = (1, 2), leaves residuals within 1e-15 (backward stable LU; x itself
 * is only good to about 1e-5 there).  Then A = [2 1; 1 3]: the next setup
 * still factors afresh (no estimate), finds its factors well conditioned
 * (rcond above 0.1), and the one after refactors; x within 4e-15.  Prints one line per check and exits 1 on a failure.
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
  SUNContext_Free(&sun);
  return failures != 0;
}
