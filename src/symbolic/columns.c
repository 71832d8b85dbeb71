/*
 * columns.c - the independent columns of a small dense matrix, taken in a
 * given order (a linear matroid: greedy in order of preference gives the
 * best basis).  Index reduction uses it to check its structural choice of
 * dummy derivatives against the numbers of the Jacobian at the start.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "symbolic/symbolic.h"

/* A column is independent when what is left of it after the columns already
   taken are projected out is more than this share of its own size. */
static const double RELATIVE_TOLERANCE = 1e-9;

/* Modified Gram-Schmidt, twice (one pass loses orthogonality when columns
   are nearly parallel). */
static void project_out(double *v, const double *basis, int m, int k)
{
  for (int pass = 0; pass < 2; pass++)
    for (int j = 0; j < k; j++) {
      const double *q = basis + (size_t)j * (size_t)m;
      double dot = 0;
      for (int i = 0; i < m; i++)
        dot += q[i] * v[i];
      for (int i = 0; i < m; i++)
        v[i] -= dot * q[i];
    }
}

static double norm(const double *v, int m)
{
  double s = 0;
  for (int i = 0; i < m; i++)
    s += v[i] * v[i];
  return sqrt(s);
}

int independent_columns(const double *a, int m, int n, const int *order, int *taken)
{
  double *basis = xmalloc(sizeof(double) * (size_t)m * (size_t)(m + 1));
  int k = 0;
  for (int c = 0; c < n && k < m; c++) {
    int col = order ? order[c] : c;
    double *v = basis + (size_t)k * (size_t)m;
    memcpy(v, a + (size_t)col * (size_t)m, sizeof(double) * (size_t)m);
    double size = norm(v, m);
    if (size == 0 || !isfinite(size))
      continue;
    project_out(v, basis, m, k);
    double left = norm(v, m);
    if (left <= RELATIVE_TOLERANCE * size)
      continue;
    for (int i = 0; i < m; i++)
      v[i] /= left;
    taken[k++] = col;
  }
  free(basis);
  return k;
}
