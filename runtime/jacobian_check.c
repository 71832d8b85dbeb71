/*
 * jacobian_check.c - --check-jacobian: the model's analytic Jacobians
 * (residual, its index-1 form, the initial residual) against central
 * differences of the same residual functions at the current values, at
 * eight step sizes from 1e-3 (times the value, or the variable's declared
 * nominal where larger, else 1) down by factors of 4; per
 * entry, the Richardson extrapolation of the two neighbouring steps that
 * agree best.  At a kink (min, max, abs at a tie) the analytic derivative is
 * one side's: forward and backward differences count as well.
 *
 * An entry a of the analytic matrix and d of the differences differ by
 * |a - d| / max(|a|, |d|, 1e-3 * the largest analytic entry of the row,
 * 1e-8): relative, except that entries far below the rest of their row, or
 * below 1e-8, are measured against that (differences carry rounding noise
 * of the row's terms).  An analytic entry that is NaN or Inf (d sqrt(x)/dx
 * at 0) is not compared: the runtime takes it by differences.  Called by
 * the driver only.
 */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

#define DIFFERENCE_STEPS 8

typedef void (*residual_fn)(const hysc_data *D, double *res);
typedef void (*jacobian_fn)(const hysc_data *D, double *dfdy, double *dfdyp);

typedef struct {
  hysc_sim *S;
  const hysc_sparsity *pattern;
  residual_fn residual;
  int n_rows;
  double *dfdy, *dfdyp;      /* analytic, [nnz] */
  double *row_max;           /* [n_rows] */
  double *plus, *minus;      /* [DIFFERENCE_STEPS * n_rows] */
  double step_plus[DIFFERENCE_STEPS], step_minus[DIFFERENCE_STEPS];
  double *center, *column;   /* [n_rows] */
  double worst;
  int worst_row, worst_column, worst_derivative;
} jac_check_state;

/* The residual at x0 + h_k and x0 - h_k for DIFFERENCE_STEPS step sizes
   h_k, each a quarter of the one before, into plus/minus[k * n_rows + i],
   and at x0 into C->center. */
static void difference_column(jac_check_state *C, double *x, double nominal)
{
  hysc_data *D = &C->S->data;
  double x0 = *x, h = 1e-3 * fmax(fabs(x0), nominal);
  C->residual(D, C->center);
  for (int k = 0; k < DIFFERENCE_STEPS; k++, h /= 4) {
    size_t at = (size_t)k * (size_t)C->n_rows;
    *x = x0 + h;
    C->step_plus[k] = *x - x0;
    C->residual(D, C->plus + at);
    *x = x0 - h;
    C->step_minus[k] = x0 - *x;
    C->residual(D, C->minus + at);
    *x = x0;
  }
}

/* The difference quotient of row i at step k: central (side 0), forward
   (side 1) or backward (side -1). */
static double quotient(const jac_check_state *C, int i, int k, int side)
{
  size_t at = (size_t)k * (size_t)C->n_rows + (size_t)i;
  if (side > 0)
    return (C->plus[at] - C->center[i]) / C->step_plus[k];
  if (side < 0)
    return (C->center[i] - C->minus[at]) / C->step_minus[k];
  return (C->plus[at] - C->minus[at]) / (C->step_plus[k] + C->step_minus[k]);
}

/* The best difference of row i on one side: of the Richardson
   extrapolations of two neighbouring steps, the one whose two steps agree
   best (steep rows need small steps, rounding forbids the smallest ones). */
static double best_difference(const jac_check_state *C, int i, int side)
{
  double best = NAN, spread = HUGE_VAL;
  double order = side ? 4 : 16;   /* error O(h) one-sided, O(h^2) central */
  for (int k = 0; k + 1 < DIFFERENCE_STEPS; k++) {
    double coarse = quotient(C, i, k, side), fine = quotient(C, i, k + 1, side);
    if (fabs(fine - coarse) < spread) {
      spread = fabs(fine - coarse);
      best = (order * fine - coarse) / (order - 1);
    }
  }
  return best;
}

/* a against the differences of row i: central, or at a kink (min, max, abs
   at a tie) the one-sided derivative the analytic branch is */
static double difference_of(const jac_check_state *C, int i, double a)
{
  double rel = HUGE_VAL;
  for (int side = 0; side <= 2; side++) {
    double d = best_difference(C, i, side == 2 ? -1 : side);
    double scale = fmax(fmax(fabs(a), fabs(d)), fmax(1e-3 * C->row_max[i], 1e-8));
    if (isfinite(a) && isfinite(d))
      rel = fmin(rel, fabs(a - d) / scale);
  }
  return rel;
}

/* The declared nominal of y[j], else 1: the scale of the steps (a time
   constant of 1e-5 s is not moved by 1e-3) */
static double nominal_of(const hysc_model *m, int j)
{
  for (int v = 0; v < m->n_vars; v++) {
    const hysc_var *var = &m->vars[v];
    if ((var->kind == HYSC_STATE || var->kind == HYSC_ALGEBRAIC) && var->index == j &&
        isfinite(var->nominal) && var->nominal > 0)
      return var->nominal;
  }
  return 1.0;
}

static void compare_column(jac_check_state *C, int j, int derivative)
{
  const hysc_sparsity *P = C->pattern;
  const double *part = derivative ? C->dfdyp : C->dfdy;
  memset(C->column, 0, (size_t)C->n_rows * sizeof *C->column);
  for (int k = P->colptr[j]; k < P->colptr[j + 1]; k++)
    C->column[P->rows[k]] = part[k];
  difference_column(C, derivative ? &C->S->data.yp[j] : &C->S->data.y[j],
                    derivative ? 1.0 : nominal_of(C->S->model, j));
  for (int i = 0; i < C->n_rows; i++) {
    /* no derivative there (sqrt at 0): the runtime takes it by differences */
    if (!isfinite(C->column[i]))
      continue;
    double rel = difference_of(C, i, C->column[i]);
    if (!(rel <= C->worst)) {
      C->worst = rel;
      C->worst_row = i;
      C->worst_column = j;
      C->worst_derivative = derivative;
    }
  }
}

static void row_maxima(jac_check_state *C)
{
  const hysc_sparsity *P = C->pattern;
  memset(C->row_max, 0, (size_t)C->n_rows * sizeof *C->row_max);
  for (int k = 0; k < P->nnz; k++) {
    double *m = &C->row_max[P->rows[k]];
    if (isfinite(C->dfdy[k]))
      *m = fmax(*m, fabs(C->dfdy[k]));
    if (isfinite(C->dfdyp[k]))
      *m = fmax(*m, fabs(C->dfdyp[k]));
  }
}

/* One residual function's check; prints its line, returns its difference. */
static double check_one(hysc_sim *S, const char *what, const hysc_sparsity *P,
                        residual_fn residual, jacobian_fn jacobian, int set)
{
  int n = P->n_rows > 0 ? P->n_rows : 1;
  jac_check_state C;
  memset(&C, 0, sizeof C);
  C.S = S;
  C.pattern = P;
  C.residual = residual;
  C.n_rows = P->n_rows;
  C.worst_row = C.worst_column = -1;
  C.dfdy = calloc((size_t)P->nnz + 1, sizeof(double));
  C.dfdyp = calloc((size_t)P->nnz + 1, sizeof(double));
  C.row_max = calloc((size_t)n, sizeof(double));
  C.plus = calloc((size_t)n * DIFFERENCE_STEPS, sizeof(double));
  C.minus = calloc((size_t)n * DIFFERENCE_STEPS, sizeof(double));
  C.center = calloc((size_t)n, sizeof(double));
  C.column = calloc((size_t)n, sizeof(double));
  if (C.dfdy && C.dfdyp && C.row_max && C.plus && C.minus && C.center && C.column) {
    jacobian(&S->data, C.dfdy, C.dfdyp);
    jac_differences(S->model, &S->data, set, C.dfdy, C.dfdyp);
    row_maxima(&C);
    for (int j = 0; j < S->n_continuous; j++) {
      compare_column(&C, j, 0);
      if (j < S->n_states)
        compare_column(&C, j, 1);
    }
    fprintf(stderr, "%s: jacobian check at t=%.17g, %s: largest relative difference %.3g",
            S->model->name, S->data.t, what, C.worst);
    if (C.worst_row >= 0)
      fprintf(stderr, " (row %d, d/d%s%s%s)", C.worst_row, C.worst_derivative ? "der(" : "",
              text_clean(S->continuous_name[C.worst_column]), C.worst_derivative ? ")" : "");
    fputc('\n', stderr);
  } else {
    sim_error(S, "out of memory");
    C.worst = HUGE_VAL;
  }
  free(C.dfdy);
  free(C.dfdyp);
  free(C.row_max);
  free(C.plus);
  free(C.minus);
  free(C.center);
  free(C.column);
  return C.worst;
}

/* Every analytic Jacobian of the model at the current values: HYSC_FAIL
   when one differs by more than JAC_CHECK_TOLERANCE. */
int jac_check(hysc_sim *S)
{
  const hysc_model *m = S->model;
  if (!m->jacobian || !m->jacobian_pattern) {
    fprintf(stderr, "%s: jacobian check: the model has no analytic Jacobian "
            "(finite differences)\n", m->name);
    return HYSC_OK;
  }
  double worst = check_one(S, "residual", m->jacobian_pattern, m->residual, m->jacobian, JAC_SET_RESIDUAL);
  if (m->consistent_jacobian && m->consistent_residual)
    worst = fmax(worst, check_one(S, "index-1 residual", m->jacobian_pattern,
                                  m->consistent_residual, m->consistent_jacobian, JAC_SET_CONSISTENT));
  if (m->initial_jacobian && m->initial_jacobian_pattern && S->n_states > 0)
    worst = fmax(worst, check_one(S, "initial residual", m->initial_jacobian_pattern,
                                  m->initial_residual, m->initial_jacobian, JAC_SET_INITIAL));
  if (!(worst <= JAC_CHECK_TOLERANCE)) {
    sim_error(S, "the analytic Jacobian differs from finite differences by %.3g "
              "(more than %g)", worst, JAC_CHECK_TOLERANCE);
    return HYSC_FAIL;
  }
  return HYSC_OK;
}
