/*
 * chain_ida_klu.c N [STOP [OUT.csv]] - the benchmark chain of bench/scale.sh
 * written by hand: N masses m between two walls, springs k between
 * neighbours and to the walls, dampers d on each mass, the first mass
 * bouncing (restitution e) off a stop at xStop.  y = [x, v];
 *   F_i     = x_i' - v_i
 *   F_(N+i) = m v_i' - k (x_(i-1) - 2 x_i + x_(i+1)) + d v_i   (x_0 = x_(N+1) = 0)
 * solved by IDA with the KLU sparse solver on the analytic Jacobian
 * dF/dy + cj dF/dy' (6 N - 2 nonzeros), the same tolerances (rtol 1e-6,
 * atol 1e-8) and output grid ((STOP - 0)/500) as a hysc executable, the
 * contact as a root of x_1 - xStop with v_1 := -e v_1 and a restart, and
 * rows written as CSV like a hysc result (time, x[1..N], v[1..N]).
 * Prints "steps S jacobians J" on standard error.  The model's parameters
 * are those of the chain in bench/scale.sh: keep them in step.
 */
#include <stdio.h>
#include <stdlib.h>
#include <ida/ida.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_klu.h>
#include <sunmatrix/sunmatrix_sparse.h>

static const double m = 1, k = 100, d = 0.1, e = 0.8, x_stop = -0.05;
static long n;

static int residual(double t, N_Vector yy, N_Vector yp, N_Vector rr, void *data)
{
  const double *y = N_VGetArrayPointer(yy), *dy = N_VGetArrayPointer(yp);
  double *r = N_VGetArrayPointer(rr);
  for (long i = 0; i < n; i++) {
    double left = i > 0 ? y[i - 1] : 0, right = i < n - 1 ? y[i + 1] : 0;
    r[i] = dy[i] - y[n + i];
    r[n + i] = m * dy[n + i] - k * (left - 2 * y[i] + right) + d * y[n + i];
  }
  return 0;
}

/* Column i (x_i): cj in row i, -k 2k -k in rows N+i-1 .. N+i+1; column
   N+i (v_i): -1 in row i, m cj + d in row N+i. */
static int jacobian(double t, double cj, N_Vector yy, N_Vector yp, N_Vector rr, SUNMatrix J, void *data,
                    N_Vector t1, N_Vector t2, N_Vector t3)
{
  sunindextype *start = SUNSparseMatrix_IndexPointers(J), *row = SUNSparseMatrix_IndexValues(J);
  double *value = SUNSparseMatrix_Data(J);
  sunindextype nz = 0;
  for (long i = 0; i < n; i++) {
    start[i] = nz;
    row[nz] = i, value[nz++] = cj;
    if (i > 0)
      row[nz] = n + i - 1, value[nz++] = -k;
    row[nz] = n + i, value[nz++] = 2 * k;
    if (i < n - 1)
      row[nz] = n + i + 1, value[nz++] = -k;
  }
  for (long i = 0; i < n; i++) {
    start[n + i] = nz;
    row[nz] = i, value[nz++] = -1;
    row[nz] = n + i, value[nz++] = m * cj + d;
  }
  start[2 * n] = nz;
  return 0;
}

static int contact(double t, N_Vector yy, N_Vector yp, double *g, void *data)
{
  g[0] = N_VGetArrayPointer(yy)[0] - x_stop;
  return 0;
}

static void write_row(FILE *out, double t, const double *y)
{
  fprintf(out, "%.17g", t);
  for (long i = 0; i < 2 * n; i++)
    fprintf(out, ",%.17g", y[i]);
  fputc('\n', out);
}

/* Start: every mass at rest at 0 but the first, moving towards the stop. */
static void start_values(double *y, double *dy)
{
  for (long i = 0; i < 2 * n; i++)
    y[i] = dy[i] = 0;
  y[n] = -1;              /* v_1 */
  dy[0] = y[n];           /* x_1' = v_1 */
  dy[n] = -d / m * y[n];  /* m v_1' = -d v_1 */
}

int main(int argc, char **argv)
{
  n = argc > 1 ? atol(argv[1]) : 1000;
  double stop = argc > 2 ? atof(argv[2]) : 1, interval = stop / 500;
  FILE *out = argc > 3 ? fopen(argv[3], "w") : stdout;
  if (n < 2 || !out) {
    fprintf(stderr, "usage: chain_ida_klu N [STOP [OUT.csv]]\n");
    return 2;
  }
  SUNContext sun;
  SUNContext_Create(NULL, &sun);
  N_Vector yy = N_VNew_Serial(2 * n, sun), yp = N_VNew_Serial(2 * n, sun);
  double *y = N_VGetArrayPointer(yy), *dy = N_VGetArrayPointer(yp);
  start_values(y, dy);
  void *mem = IDACreate(sun);
  IDAInit(mem, residual, 0, yy, yp);
  IDASStolerances(mem, 1e-6, 1e-8);
  SUNMatrix A = SUNSparseMatrix(2 * n, 2 * n, 6 * n - 2, CSC_MAT, sun);
  SUNLinearSolver LS = SUNLinSol_KLU(yy, A, sun);
  IDASetLinearSolver(mem, LS, A);
  IDASetJacFn(mem, jacobian);
  IDARootInit(mem, 1, contact);
  IDASetMaxNumSteps(mem, 100000);
  fputs("\"time\"", out);
  for (long i = 1; i <= n; i++)
    fprintf(out, ",\"x[%ld]\"", i);
  for (long i = 1; i <= n; i++)
    fprintf(out, ",\"v[%ld]\"", i);
  fputc('\n', out);
  write_row(out, 0, y);
  long steps = 0, jacobians = 0, banked_steps = 0, banked_jacobians = 0;
  double t = 0;
  for (int k_row = 1; k_row <= 500;) {
    double tout = k_row * interval;
    int flag = IDASolve(mem, tout, &t, yy, yp, IDA_NORMAL);
    if (flag == IDA_ROOT_RETURN) {   /* left limit, reinit, right limit, restart */
      write_row(out, t, y);
      y[n] = -e * y[n];
      dy[0] = y[n];
      dy[n] = -d / m * y[n] + k / m * (-2 * y[0] + y[1]);
      write_row(out, t, y);
      IDAGetNumSteps(mem, &steps), IDAGetNumJacEvals(mem, &jacobians);
      banked_steps += steps, banked_jacobians += jacobians;
      IDAReInit(mem, t, yy, yp);
      continue;
    }
    if (flag < 0) {
      fprintf(stderr, "chain_ida_klu: IDASolve failed (%d) at t=%g\n", flag, t);
      return 1;
    }
    write_row(out, t, y);
    k_row++;
  }
  IDAGetNumSteps(mem, &steps), IDAGetNumJacEvals(mem, &jacobians);
  fprintf(stderr, "steps %ld jacobians %ld\n", banked_steps + steps, banked_jacobians + jacobians);
  fclose(out);
  IDAFree(&mem);
  SUNLinSolFree(LS);
  SUNMatDestroy(A);
  N_VDestroy(yy), N_VDestroy(yp);
  SUNContext_Free(&sun);
  return 0;
}
