/*
 * vector_kernels_check.c - runtime/nvector_kernels.c against SUNDIALS' own
 * serial vector operations: the same inputs (random values with zeros,
 * signed zeros and ones among them; every special pair of coefficients;
 * the output aliasing an input) must give the same doubles, bit for bit.
 * Prints the number of comparisons; exit status 1 on the first mismatch.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <nvector/nvector_serial.h>

void nvector_fast_kernels(N_Vector v);

#define N 37
static SUNContext sun;
static long compared;

static double value(void)
{
  static const double special[] = {0.0, -0.0, 1.0, -1.0, 1e-300, 3.5e12};
  int r = rand() % 10;
  return r < 6 ? special[r] : (rand() / (double)RAND_MAX - 0.5) * 1e3;
}

/* two vectors with the same values, the second with the fast operations */
static void pair(N_Vector *plain, N_Vector *fast, int positive)
{
  *plain = N_VNew_Serial(N, sun);
  *fast = N_VNew_Serial(N, sun);
  nvector_fast_kernels(*fast);
  for (int i = 0; i < N; i++) {
    double v = value();
    NV_Ith_S((*plain), i) = NV_Ith_S((*fast), i) = positive ? 0.5 + (v < 0 ? -v : v) : v;
  }
}

static void same(const char *what, N_Vector a, N_Vector b)
{
  compared++;
  if (memcmp(NV_DATA_S(a), NV_DATA_S(b), N * sizeof(double)) != 0) {
    printf("MISMATCH in %s\n", what);
    exit(1);
  }
}

static void same_number(const char *what, double a, double b)
{
  compared++;
  if (memcmp(&a, &b, sizeof a) != 0) {
    printf("MISMATCH in %s: %.17g and %.17g\n", what, a, b);
    exit(1);
  }
}

static void linear_sums(double a, double b)
{
  N_Vector x, X, y, Y, z, Z;
  pair(&x, &X, 0), pair(&y, &Y, 0), pair(&z, &Z, 0);
  N_VLinearSum(a, x, b, y, z), N_VLinearSum(a, X, b, Y, Z), same("linear sum", z, Z);
  N_VLinearSum(a, x, b, y, y), N_VLinearSum(a, X, b, Y, Y), same("linear sum into y", y, Y);
  N_VLinearSum(a, x, b, y, x), N_VLinearSum(a, X, b, Y, X), same("linear sum into x", x, X);
  N_VScale(a, x, z), N_VScale(a, X, Z), same("scale", z, Z);
  N_VScale(b, y, y), N_VScale(b, Y, Y), same("scale in place", y, Y);
  N_VAddConst(x, a, z), N_VAddConst(X, a, Z), same("add constant", z, Z);
  N_VConst(b, z), N_VConst(b, Z), same("constant", z, Z);
  N_Vector v[] = {x, y, z, X, Y, Z};
  for (int i = 0; i < 6; i++)
    N_VDestroy(v[i]);
}

static void combinations(void)
{
  double c[] = {value(), value(), value(), value()};
  N_Vector x[3], X[3], z, Z;
  for (int i = 0; i < 3; i++)
    pair(&x[i], &X[i], 0);
  pair(&z, &Z, 0);
  N_VLinearCombination(3, c, x, z), N_VLinearCombination(3, c, X, Z), same("linear combination", z, Z);
  N_Vector xz[] = {x[0], z, x[1]}, XZ[] = {X[0], Z, X[1]};
  N_VLinearCombination(3, c, xz, z), N_VLinearCombination(3, c, XZ, Z);
  same("linear combination into a term", z, Z);
  N_VAbs(x[0], z), N_VAbs(X[0], Z), same("abs", z, Z);
  N_VInv(x[1], z), N_VInv(X[1], Z), same("inverse", z, Z);
  N_Vector w, W, id, ID;
  pair(&w, &W, 1), pair(&id, &ID, 0);
  same_number("wrms norm", N_VWrmsNorm(x[2], w), N_VWrmsNorm(X[2], W));
  same_number("masked wrms norm", N_VWrmsNormMask(x[2], w, id), N_VWrmsNormMask(X[2], W, ID));
  N_Vector v[] = {x[0], x[1], x[2], X[0], X[1], X[2], z, Z, w, W, id, ID};
  for (int i = 0; i < 12; i++)
    N_VDestroy(v[i]);
}

int main(void)
{
  static const double coefficient[] = {1, -1, 0, -0.0, 2, -2, 0.3, -0.3, 1e-7};
  int n = sizeof coefficient / sizeof coefficient[0];
  if (SUNContext_Create(NULL, &sun) != 0)
    return 1;
  srand(7);
  for (int round = 0; round < 200; round++) {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        linear_sums(coefficient[i], coefficient[j]);
    linear_sums(value(), value());
    combinations();
  }
  printf("%ld comparisons, all equal to the bit\n", compared);
  SUNContext_Free(&sun);
  return 0;
}
