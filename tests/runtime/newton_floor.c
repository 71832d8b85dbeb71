/*
 * newton_floor.c - the runtime's Newton solver at the rounding floor of a
 * row: a current balance i + c der(v) = 0.3 + d beside i = 0.3, where the
 * small capacitive term c der(v) (c = 1e-6, d = 2e-17) is lost in the
 * rounding of 0.3: der(v) = d / c = 2e-11 cannot be represented through
 * that row, and each Newton step moves it by rounding / c, far above an
 * absolute tolerance of 1e-15.  The solve must still succeed, with every
 * residual at rounding level (within 1e-16) and i = 0.3 exactly; a balance
 * whose term is not lost (d = 1e-9) converges to der(v) = 1e-3 within
 * 2e-12 (the tolerance, 1e-9 of it, and the rounding of 0.3 over c).
 * Prints one line per check and exits 1 on a failure.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include "hysc_runtime.h"

static double offset;

/* u[0] = der(v), u[1] = i */
static int balance(void *ctx, const double *u, double *f)
{
  (void)ctx;
  f[0] = (u[1] + 1e-6 * u[0]) - 0.3 - offset;
  f[1] = u[1] - 0.3;
  return 0;
}

static int solve(double d, double *u)
{
  newton_solver N = { 0 };
  newton_settings set = { .rtol = 1e-9, .atol = 1e-15, .scale = 1, .max_iter = 50 };
  hysc_stats stats = { 0 };
  newton_report rep;
  offset = d;
  u[0] = u[1] = 0;
  if (newton_alloc(&N, 2) != HYSC_OK)
    return -1;
  newton_status st = newton_solve(&N, balance, NULL, u, &set, &stats, &rep);
  newton_free(&N);
  return st;
}

int main(void)
{
  int failed = 0;
  double u[2], f[2];
  int st = solve(2e-17, u);
  balance(NULL, u, f);
  int ok = st == NEWTON_OK && u[1] == 0.3 && fabs(f[0]) <= 1e-16 && fabs(f[1]) <= 1e-16;
  printf("%s: floor: status %d, der(v) %g, i - 0.3 = %g, residuals %g %g\n", ok ? "PASS" : "FAIL",
         st, u[0], u[1] - 0.3, f[0], f[1]);
  failed += !ok;
  st = solve(1e-9, u);
  ok = st == NEWTON_OK && fabs(u[0] - 1e-3) <= 1e-9 * 1e-3 + 1e-12;
  printf("%s: resolved: status %d, der(v) %.12g (expected 1e-3)\n", ok ? "PASS" : "FAIL", st, u[0]);
  failed += !ok;
  return failed != 0;
}
