/*
 * projection.c - puts the states back onto the model's reduced position
 * constraints and their velocity level by the smallest change (Gauss-Newton,
 * minimum-norm steps).  At an event the solver hands over an interpolated
 * state that may be a hair off the constraint; restarting from there would
 * make IDA's first steps fail and let a relation such as y < f see noise.
 * Only states move; the consistent re-solve afterwards fixes the rest.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hysc_runtime.h"

/* Solves A z = c in place (A k x k, row-major) by Gaussian elimination with
   partial pivoting; a zero pivot (a constraint absent in this mode) gives z = 0. */
static void solve_small(double *A, double *c, int k)
{
  for (int p = 0; p < k; p++) {
    int best = p;
    for (int i = p + 1; i < k; i++)
      if (fabs(A[i * k + p]) > fabs(A[best * k + p]))
        best = i;
    if (best != p) {
      for (int j = 0; j < k; j++) {
        double t = A[p * k + j];
        A[p * k + j] = A[best * k + j];
        A[best * k + j] = t;
      }
      double t = c[p];
      c[p] = c[best];
      c[best] = t;
    }
    if (A[p * k + p] == 0) {
      A[p * k + p] = 1;
      c[p] = 0;
    }
    for (int i = p + 1; i < k; i++) {
      double f = A[i * k + p] / A[p * k + p];
      for (int j = p; j < k; j++)
        A[i * k + j] -= f * A[p * k + j];
      c[i] -= f * c[p];
    }
  }
  for (int i = k - 1; i >= 0; i--) {
    for (int j = i + 1; j < k; j++)
      c[i] -= A[i * k + j] * c[j];
    c[i] /= A[i * k + i];
  }
}

/* Whether the constraints already hold (the common case: no constraint is
   active, or the states are on it): then nothing of size states x
   constraints is built.  1 they hold, 0 not, -1 out of memory. */
static int constraints_hold(hysc_sim *S)
{
  const hysc_model *m = S->model;
  int k = m->n_projections;
  double *c = malloc((size_t)k * sizeof *c);
  if (!c)
    return -1;
  m->constraint_values(&S->data, c);
  double norm = 0, scale = 1;
  for (int i = 0; i < k; i++)
    norm = fmax(norm, fabs(c[i]));
  for (int j = 0; j < S->n_states; j++)
    scale = fmax(scale, fabs(S->data.y[j]));
  free(c);
  return norm <= 1e-14 * scale;
}

int sim_project(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int k = m->n_projections, n = S->n_states;
  if (!m->constraint_values || k == 0)
    return HYSC_OK;
  int hold = constraints_hold(S);
  if (hold != 0) {
    if (hold < 0)
      sim_error(S, "out of memory");
    return hold < 0 ? HYSC_FAIL : HYSC_OK;
  }
  double *c = calloc((size_t)k, sizeof *c), *c2 = calloc((size_t)k, sizeof *c2);
  double *J = calloc((size_t)(k * n), sizeof *J), *A = calloc((size_t)(k * k), sizeof *A);
  int rc = HYSC_OK;
  if (!c || !c2 || !J || !A) {
    sim_error(S, "out of memory");
    rc = HYSC_FAIL;
    goto done;
  }
  for (int iter = 0; iter < 20; iter++) {
    m->constraint_values(D, c);
    double norm = 0, scale = 1;
    for (int i = 0; i < k; i++)
      norm = fmax(norm, fabs(c[i]));
    for (int j = 0; j < n; j++)
      scale = fmax(scale, fabs(D->y[j]));
    if (!isfinite(norm)) {
      sim_error(S, "at t=%.17g, a constraint is not finite at the event", D->t);
      rc = HYSC_FAIL;
      goto done;
    }
    if (norm <= 1e-14 * scale)
      break;
    for (int j = 0; j < n; j++) {
      double yj = D->y[j], delta = sqrt(2.2e-16) * fmax(fabs(yj), 1.0);
      D->y[j] = yj + delta;
      m->constraint_values(D, c2);
      D->y[j] = yj;
      for (int i = 0; i < k; i++)
        J[i * n + j] = (c2[i] - c[i]) / delta;
    }
    for (int i = 0; i < k; i++)
      for (int l = 0; l < k; l++) {
        double s = 0;
        for (int j = 0; j < n; j++)
          s += J[i * n + j] * J[l * n + j];
        A[i * k + l] = s;
      }
    solve_small(A, c, k);
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int i = 0; i < k; i++)
        s += J[i * n + j] * c[i];
      D->y[j] -= s;
    }
  }
done:
  free(c);
  free(c2);
  free(J);
  free(A);
  return rc;
}

int sim_index1_mode(const hysc_sim *S)
{
  const hysc_model *m = S->model;
  int k = m->n_projections / 2, in_force = 0;
  if (m->n_multipliers == 0 || m->n_multipliers != S->n_algebraic || !m->constraint_modes || k == 0)
    return 0;
  double *c = malloc((size_t)k * sizeof *c);
  if (!c)
    return 0;  /* the safe side: treated as index 2 */
  m->constraint_modes(&S->data, c);
  for (int i = 0; i < k && !in_force; i++)
    in_force = c[i] != 0;
  free(c);
  return !in_force;
}
