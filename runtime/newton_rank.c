/*
 * newton_rank.c - the Newton system of a mode whose branches drop unknowns
 * from equations: two stuck friction elements on one rigid body each hold
 * the body still (a_rel = 0 twice over one acceleration), and only the sum
 * of their torques is determined.  The equations of that mode are
 * structurally singular (fewer unknowns match than there are rows), their
 * values consistent; Modelica tools solve them for one of the solutions.
 *
 * Here: a row echelon form of the row-scaled Jacobian with partial pivoting
 * that skips a column without a pivot (the step is 0 there; newton.c then
 * moves along that unknown's null vector to the solution nearest 0, IDA's
 * corrections keep it) and leaves the rows without a pivot, which must
 * come out at 0 (consistent).  Accepted only when the numeric rank equals the
 * structural rank of the entries above rounding level of their (scaled)
 * row: x + y = v beside 2 x + 2 y = 2 v is structurally regular, singular
 * only by its values, and stays an error.  Or when each unknown left
 * without a pivot is one the mode dropped from an equation of the model's
 * pattern: index reduction writes the bodies' accelerations as sums of the
 * stuck elements' torques (the brake, the clutch and the free wheel on one
 * shaft, each a = 0 in its row of the mode), a system regular by its
 * structure and singular by the values of the inertias that cancel.  (A branch not taken leaves exact
 * zeros, but products of a tiny normal force and a table's slope leave
 * 1e-40 beside entries of 1: no structure, rounding.)
 */
#include <math.h>
#include <stdlib.h>
#include "hysc_runtime.h"

/* An augmenting path from row i in the bipartite graph of J's entries
   above tiny and those also marks. */
static int augment(const double *J, const unsigned char *also, int n, double tiny, int i,
                   int *row_of_col, char *seen)
{
  for (int j = 0; j < n; j++) {
    if ((!(fabs(J[i * n + j]) > tiny) && !(also && also[i * n + j])) || seen[j])
      continue;
    seen[j] = 1;
    if (row_of_col[j] < 0 || augment(J, also, n, tiny, row_of_col[j], row_of_col, seen)) {
      row_of_col[j] = i;
      return 1;
    }
  }
  return 0;
}

int newton_structural_rank(const double *J, const unsigned char *also, int n, double tiny)
{
  int *row_of_col = malloc((size_t)(n > 0 ? n : 1) * sizeof *row_of_col);
  char *seen = malloc((size_t)(n > 0 ? n : 1));
  int rank = 0;
  if (!row_of_col || !seen) {
    free(row_of_col);
    free(seen);
    return n; /* out of memory: taken as regular, so the singular report stays */
  }
  for (int j = 0; j < n; j++)
    row_of_col[j] = -1;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      seen[j] = 0;
    rank += augment(J, also, n, tiny, i, row_of_col, seen);
  }
  free(row_of_col);
  free(seen);
  return rank;
}

int newton_free_columns_dropped(const unsigned char *dropped, int n, int rank, const int *pcol)
{
  int q = 0, all = 1;
  for (int j = 0; j < n && all; j++) {
    if (q < rank && pcol[q] == j) {
      q++;
      continue;
    }
    all = 0;
    for (int i = 0; i < n && !all; i++)
      all = dropped[i * n + j];
  }
  return all;
}

void newton_scale_rows(double *J, int n, double *row_scale)
{
  for (int i = 0; i < n; i++) {
    double big = 0;
    for (int j = 0; j < n; j++)
      big = fmax(big, fabs(J[i * n + j]));
    row_scale[i] = big > 0 && isfinite(big) ? 1.0 / big : 1.0;
    for (int j = 0; j < n; j++)
      J[i * n + j] *= row_scale[i];
  }
}

/* The size of the terms entry (i, k) was summed from: its value and
   |l_iq u_qk| of every pivot q placed before (pcol: the pivots' columns). */
/* One step of Gaussian elimination in place: rows r and p swapped, then
   column k cleared below row r with the pivot J[r][k], the multipliers
   kept where the zeros would be (newton.c's LU, newton_echelon_factor). */
void newton_eliminate(double *J, int n, int r, int k, int p)
{
  if (p != r)
    for (int j = 0; j < n; j++) {
      double t = J[r * n + j];
      J[r * n + j] = J[p * n + j];
      J[p * n + j] = t;
    }
  for (int i = r + 1; i < n; i++) {
    double l = J[i * n + k] /= J[r * n + k];
    if (l != 0)
      for (int j = k + 1; j < n; j++)
        J[i * n + j] -= l * J[r * n + j];
  }
}

static double terms_size(const double *J, int n, int i, int k, int r, const int *pcol)
{
  double size = fabs(J[i * n + k]);
  for (int q = 0; q < r; q++)
    size += fabs(J[i * n + pcol[q]] * J[q * n + k]);
  return size;
}

int newton_echelon_factor(double *J, int n, int *perm, int *pcol, double singular_pivot)
{
  int r = 0;
  for (int k = 0; k < n && r < n; k++) {
    int p = r;
    for (int i = r + 1; i < n; i++)
      if (fabs(J[i * n + k]) > fabs(J[p * n + k]))
        p = i;
    if (J[p * n + k] == 0 || !(fabs(J[p * n + k]) >= singular_pivot * terms_size(J, n, p, k, r, pcol)))
      continue; /* no pivot: the unknown of column k is free */
    perm[r] = p;
    newton_eliminate(J, n, r, k, p);
    pcol[r++] = k;
  }
  return r;
}

double newton_echelon_solve(const double *J, int n, int r, const int *perm, const int *pcol,
                            double *b, double *x)
{
  for (int q = 0; q < r; q++) {
    double t = b[q];
    b[q] = b[perm[q]];
    b[perm[q]] = t;
  }
  for (int q = 0; q < r; q++)
    for (int i = q + 1; i < n; i++)
      b[i] -= J[i * n + pcol[q]] * b[q];
  double dependent = 0;
  for (int i = r; i < n; i++)
    dependent = fmax(dependent, fabs(b[i]));
  for (int j = 0; j < n; j++)
    x[j] = 0;
  for (int q = r - 1; q >= 0; q--) {
    double s = b[q];
    for (int j = pcol[q] + 1; j < n; j++)
      s -= J[q * n + j] * x[j];
    x[pcol[q]] = s / J[q * n + pcol[q]];
  }
  return dependent;
}
