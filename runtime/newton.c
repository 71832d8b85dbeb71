/*
 * newton.c - a damped Newton solver: the Jacobian by finite differences
 * (dense), or analytic from the model (jacobian.c), then LU factorization
 * with partial pivoting, dense below JAC_SPARSE_MIN unknowns, KLU above
 * (symbolic analysis once per pattern, numeric factorization per Jacobian).
 *
 * Used for initialization, for consistent values after events and for every
 * Newmark step.  It knows nothing about models: callers map rows and columns
 * to equations and variables when they report a failure.  It never prints.
 *
 * Damped: a step that does not lower the (row-scaled) residual is cut back
 * along its direction, and factors are kept for the next step only after a
 * full or halved step; a step cut further asks for a new Jacobian.
 *
 * Rows are equilibrated (each scaled by its largest Jacobian entry) because
 * Newmark's position constraints depend on the unknowns only through
 * beta*h^2; without scaling those rows would look singular next to the
 * dynamic ones.
 */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

/* Pivots below this (on row-scaled matrices, entries <= 1), relative to
   the terms they were summed from, mean the unknown is not determined by the
   equations. */
#define SINGULAR_PIVOT 1e-14
/* How far toward a bound it would cross a step goes (bounded_step). */
#define BOUND_FRACTION 0.9
/* The step (in units of the tolerance) that ends the iterations of reused
   factors however they contract (newton_settings.reuse_end). */
#define STALE_CONVERGED 1e-3

int newton_alloc(newton_solver *N, int n)
{
  size_t m = n > 0 ? (size_t)n : 1;
  memset(N, 0, sizeof *N);
  N->n = N->capacity = n;
  N->row_scale = malloc(m * sizeof(double));
  N->pivot = malloc(m * sizeof(int));
  N->f = malloc(m * sizeof(double));
  N->f_trial = malloc(m * sizeof(double));
  N->u_trial = malloc(m * sizeof(double));
  N->du = malloc(m * sizeof(double));
  N->pcol = malloc(m * sizeof(int));
  N->rank = n;
  if (!N->row_scale || !N->pivot || !N->f || !N->f_trial || !N->u_trial || !N->du || !N->pcol) {
    newton_free(N);
    return HYSC_FAIL;
  }
  return HYSC_OK;
}

int newton_use_jacobian(newton_solver *N, newton_jac_fn fn)
{
  N->values = malloc(((size_t)N->pattern.nnz + 1) * sizeof *N->values);
  if (N->n >= JAC_SPARSE_MIN)
    N->lu = jac_lu_new();
  if (!N->values || (N->n >= JAC_SPARSE_MIN && !N->lu))
    return HYSC_FAIL;
  N->jac_fn = fn;
  return HYSC_OK;
}

void newton_free(newton_solver *N)
{
  free(N->jac);
  free(N->row_scale);
  free(N->pivot);
  free(N->f);
  free(N->f_trial);
  free(N->u_trial);
  free(N->du);
  free(N->pcol);
  free(N->values);
  jac_lu_free(N->lu);
  jac_free(&N->pattern);
  memset(N, 0, sizeof *N);
}

static int first_nonfinite(const double *f, int n)
{
  for (int i = 0; i < n; i++)
    if (!isfinite(f[i]))
      return i;
  return -1;
}

static int evaluate(newton_fn fn, void *ctx, const double *u, double *f, int n,
                    hysc_stats *stats)
{
  stats->residual_evals++;
  if (fn(ctx, u, f) != 0)
    return 0; /* reported as row 0: the callback could not evaluate */
  return first_nonfinite(f, n);
}

/* Scaled max-norm of the residual, the merit function of the line search. */
static double residual_norm(const newton_solver *N, const double *f)
{
  double norm = 0;
  for (int i = 0; i < N->n; i++) {
    double a = fabs(f[i]) * N->row_scale[i];
    if (a > norm)
      norm = a;
  }
  return norm;
}

/* The size of the terms entry (i, k) of the partly factored J was summed
   from: its value and |l_im u_mk| of every elimination before column k. */
static double terms_size(const double *J, int n, int i, int k)
{
  double size = fabs(J[i * n + k]);
  for (int m = 0; m < k; m++)
    size += fabs(J[i * n + m] * J[m * n + k]);
  return size;
}

/* LU with partial pivoting of the row-scaled Jacobian, in place.  A pivot is
   singular when it is at rounding level of the terms it was summed from, not
   when it is merely small: a chain x14 = 16384 x0, x28 = 16384 x14, ...
   has exact pivots of 2^-56, products and no cancellation, and one
   solution. */
static newton_status factor(newton_solver *N, newton_report *rep)
{
  int n = N->n;
  double *J = N->jac;
  for (int k = 0; k < n; k++) {
    int p = k;
    for (int i = k + 1; i < n; i++)
      if (fabs(J[i * n + k]) > fabs(J[p * n + k]))
        p = i;
    if (!(fabs(J[p * n + k]) >= SINGULAR_PIVOT * terms_size(J, n, p, k)) || J[p * n + k] == 0) {
      rep->status = NEWTON_SINGULAR;
      rep->row = -1;
      rep->column = k;
      return NEWTON_SINGULAR;
    }
    N->pivot[k] = p;
    newton_eliminate(J, n, k, k, p);
  }
  return NEWTON_OK;
}

/* The dense matrix, allocated at its first use: the sparse path never needs it. */
static int dense_matrix(newton_solver *N)
{
  size_t m = N->capacity > 0 ? (size_t)N->capacity : 1;
  if (!N->jac)
    N->jac = malloc(m * m * sizeof *N->jac);
  return N->jac != NULL;
}

/* Forward-difference Jacobian at u (f = F(u) already known) into jac. */
static newton_status fd_jacobian(newton_solver *N, newton_fn fn, void *ctx, double *u,
                                 hysc_stats *stats, newton_report *rep)
{
  int n = N->n;
  double *J = N->jac;
  double f_size = 1.0;
  for (int i = 0; i < n; i++)
    f_size = fmax(f_size, fabs(N->f[i]));
  for (int j = 0; j < n; j++) {
    double uj = u[j];
    /* a step lost in the rounding of large residuals (a derivative of size
       1e18 guessed as 0) is retried at the residuals' own scale */
    for (double scale = fmax(fabs(uj), 1.0);; scale = f_size) {
      double delta = sqrt(DBL_EPSILON) * scale;
      u[j] = uj + delta;
      delta = u[j] - uj; /* the step actually representable */
      int bad = evaluate(fn, ctx, u, N->f_trial, n, stats);
      if (bad >= 0) { /* maybe a domain boundary: try the other side */
        u[j] = uj - delta;
        delta = -(uj - u[j]);
        bad = evaluate(fn, ctx, u, N->f_trial, n, stats);
      }
      u[j] = uj;
      if (bad >= 0) {
        rep->status = NEWTON_NONFINITE;
        rep->in_derivative = 1;
        rep->row = bad;
        rep->column = j;
        return NEWTON_NONFINITE;
      }
      int zero = 1;
      for (int i = 0; i < n; i++) {
        J[i * n + j] = (N->f_trial[i] - N->f[i]) / delta;
        zero &= J[i * n + j] == 0;
      }
      if (!zero || scale >= f_size)
        break;
    }
  }
  return NEWTON_OK;
}

/* Row `row` has no nonzero derivative at these values (x^2 = -1 at x = 0):
   its residual there says whether it is merely flat or unsolvable. */
static newton_status singular_row(const newton_solver *N, newton_report *rep, int row)
{
  rep->status = NEWTON_SINGULAR;
  rep->row = row;
  rep->residual = fabs(N->f[row]);
  rep->column = -1;
  return NEWTON_SINGULAR;
}

/* Row scaling of the dense jac, then LU in place. */
static newton_status dense_factor(newton_solver *N, newton_report *rep)
{
  int n = N->n;
  double *J = N->jac;
  for (int i = 0; i < n; i++) {
    double big = 0;
    for (int j = 0; j < n; j++)
      big = fmax(big, fabs(J[i * n + j]));
    if (big == 0)
      return singular_row(N, rep, i);
    N->row_scale[i] = 1.0 / big;
    for (int j = 0; j < n; j++)
      J[i * n + j] *= N->row_scale[i];
  }
  return factor(N, rep);
}

/* The analytic values at u, row-scaled; NEWTON_OK or the failure. */
static newton_status analytic_values(newton_solver *N, void *ctx, const double *u,
                                     newton_report *rep)
{
  const jac_assembly *A = &N->pattern;
  if (N->jac_fn(ctx, u, &N->pattern, N->values) != 0) {
    rep->status = NEWTON_NONFINITE;
    rep->row = rep->column = -1;
    return NEWTON_NONFINITE;
  }
  for (int i = 0; i < N->n; i++)
    N->row_scale[i] = 0;
  for (int j = 0; j < A->n_cols; j++)
    for (int k = A->colptr[j]; k < A->colptr[j + 1]; k++) {
      if (!isfinite(N->values[k])) {
        rep->status = NEWTON_NONFINITE;
        rep->in_derivative = 1;
        rep->row = A->rows[k];
        rep->column = j;
        return NEWTON_NONFINITE;
      }
      N->row_scale[A->rows[k]] = fmax(N->row_scale[A->rows[k]], fabs(N->values[k]));
    }
  for (int i = 0; i < N->n; i++) {
    if (N->row_scale[i] == 0)
      return singular_row(N, rep, i);
    N->row_scale[i] = 1.0 / N->row_scale[i];
  }
  for (int k = 0; k < A->nnz; k++)
    N->values[k] *= N->row_scale[A->rows[k]];
  return NEWTON_OK;
}

/* The row-scaled analytic values factored: sparse, or scattered and dense. */
static newton_status analytic_factor(newton_solver *N, newton_report *rep)
{
  const jac_assembly *A = &N->pattern;
  int n = N->n, column;
  N->dense_now = 0;
  if (N->lu) {
    if (jac_lu_factor(N->lu, n, A->colptr, A->rows, N->values, &column) == HYSC_OK)
      return NEWTON_OK;
    /* junction conductances of 1e-15 beside resistors of 1: pivots far
       apart, each exact; the dense factorization tells them from zero */
    if (n > JAC_DENSE_FALLBACK_MAX || !dense_matrix(N)) {
      rep->status = NEWTON_SINGULAR;
      rep->row = -1;
      rep->column = column;
      return NEWTON_SINGULAR;
    }
    N->dense_now = 1;
  }
  memset(N->jac, 0, (size_t)n * (size_t)n * sizeof *N->jac);
  for (int j = 0; j < n; j++)
    for (int k = A->colptr[j]; k < A->colptr[j + 1]; k++)
      N->jac[A->rows[k] * n + j] = N->values[k];
  return factor(N, rep);
}

/* The dense row-scaled Jacobian at u into N->jac (a row without entries
   kept as it is), with N->f = F(u) for differences; 0 when it cannot. */
static int dense_at(newton_solver *N, newton_fn fn, void *ctx, double *u, hysc_stats *stats)
{
  int n = N->n;
  newton_report ignored;
  if (N->jac_fn) {
    const jac_assembly *A = &N->pattern;
    if (N->jac_fn(ctx, u, &N->pattern, N->values) != 0)
      return 0;
    memset(N->jac, 0, (size_t)n * (size_t)n * sizeof *N->jac);
    for (int j = 0; j < n; j++)
      for (int k = A->colptr[j]; k < A->colptr[j + 1]; k++)
        N->jac[A->rows[k] * n + j] = N->values[k];
  } else if (fd_jacobian(N, fn, ctx, u, stats, &ignored) != NEWTON_OK)
    return 0;
  newton_scale_rows(N->jac, n, N->row_scale);
  return 1;
}

/* The entries of the Jacobian at a point near u (each unknown moved by a
   thousandth of its size, by varied amounts) into mask: an entry that is 0
   at u only because an unknown is 0 there (w x + w y at the start w = 0)
   is one there, while one a branch of the mode drops stays 0.  0 when it
   cannot be evaluated. */
static int nearby_entries(newton_solver *N, newton_fn fn, void *ctx, const double *u,
                          hysc_stats *stats, unsigned char *mask, double *f_saved, double *near)
{
  int n = N->n;
  for (int i = 0; i < n; i++)
    near[i] = u[i] + 1e-3 * (1 + fabs(u[i])) * (0.5 + (double)((i * 7919) % 13) / 13);
  memcpy(f_saved, N->f, (size_t)n * sizeof *N->f);
  int ok = (N->jac_fn || evaluate(fn, ctx, near, N->f, n, stats) < 0) && dense_at(N, fn, ctx, near, stats);
  memcpy(N->f, f_saved, (size_t)n * sizeof *N->f);
  for (int k = 0; ok && k < n * n; k++)
    mask[k] = !(fabs(N->jac[k]) <= SINGULAR_PIVOT);
  return ok;
}

/* mask (the entries kept near u) becomes the entries of the pattern the
   mode dropped: in the pattern and not kept. */
static int pattern_dropped(const jac_assembly *A, unsigned char *mask, int n)
{
  for (int j = 0; j < n; j++)
    for (int k = A->colptr[j]; k < A->colptr[j + 1]; k++)
      mask[A->rows[k] * n + j] |= 2;
  for (int k = 0; k < n * n; k++)
    mask[k] = mask[k] == 2;
  return 1;
}

/* The plain LU found J singular: its row echelon form when the values at u
   lose no more rank than the structure of this mode does, the entries at u
   and near it, or when the unknowns it leaves free are ones the mode dropped
   from entries of the model's pattern (see newton_rank.c).  NEWTON_OK with N->rank < n, else the
   first report. */
static newton_status redundant_rows(newton_solver *N, newton_fn fn, void *ctx, double *u,
                                    hysc_stats *stats, newton_report *rep)
{
  int n = N->n;
  N->singular = *rep;
  if (!N->modes || n > JAC_DENSE_FALLBACK_MAX || !dense_matrix(N))
    return NEWTON_SINGULAR;
  unsigned char *mask = malloc((size_t)n * (size_t)n);
  double *scratch = malloc(2 * (size_t)n * sizeof *scratch);
  int ok = mask && scratch && nearby_entries(N, fn, ctx, u, stats, mask, scratch, scratch + n) &&
           dense_at(N, fn, ctx, u, stats);
  int structural = ok ? newton_structural_rank(N->jac, mask, n, SINGULAR_PIVOT) : n;
  /* with the model's pattern, a mode may also have dropped the unknowns
     left free from a structure the values alone make singular */
  int patterned = ok && N->jac_fn && N->pattern.n_cols == n;
  int rank = structural < n || patterned
                 ? newton_echelon_factor(N->jac, n, N->pivot, N->pcol, SINGULAR_PIVOT) : n;
  int dropped = patterned && rank < n && rank != structural &&
                pattern_dropped(&N->pattern, mask, n) && newton_free_columns_dropped(mask, n, rank, N->pcol);
  free(mask);
  free(scratch);
  if (rank == n || (rank != structural && !dropped)) {
    *rep = N->singular;
    return NEWTON_SINGULAR;
  }
  N->rank = rank;
  N->dense_now = 1;
  return NEWTON_OK;
}

/* The Jacobian at u (f = F(u) already known), factored.  Returns NEWTON_OK
   or the failure with rep filled. */
static newton_status jacobian(newton_solver *N, newton_fn fn, void *ctx, double *u,
                              hysc_stats *stats, newton_report *rep)
{
  stats->jacobian_evals++;
  N->have_lu = 0;
  N->rank = N->n;
  if (!N->lu && !dense_matrix(N)) {
    rep->status = NEWTON_SINGULAR; /* out of memory: reported as no solution */
    rep->row = rep->column = -1;
    return NEWTON_SINGULAR;
  }
  newton_status st = N->jac_fn ? analytic_values(N, ctx, u, rep)
                               : fd_jacobian(N, fn, ctx, u, stats, rep);
  if (st == NEWTON_OK)
    st = N->jac_fn ? analytic_factor(N, rep) : dense_factor(N, rep);
  if (st == NEWTON_SINGULAR)
    st = redundant_rows(N, fn, ctx, u, stats, rep);
  if (st != NEWTON_OK)
    return st;
  N->have_lu = 1;
  return NEWTON_OK;
}

/* Of the solutions a mode with redundant rows leaves (N->rank < n), the
   one nearest 0 along each free unknown's null vector (the free unknown
   1, the pivots' unknowns from the echelon form): u + du the shortest
   there.  Two stuck elements that hold one load share it so, as no stored
   pretension between them; keeping the free unknown where it was would
   carry the torque of an earlier mode over (a bearing that stopped while
   sliding keeps its sliding torque, which the gear beside it then
   balances). */
static void smallest_solution(newton_solver *N, const double *u)
{
  int n = N->n, q = 0;
  double *v = N->u_trial;
  for (int f = 0; f < n; f++) {
    if (q < N->rank && N->pcol[q] == f) {
      q++;
      continue;
    }
    for (int j = 0; j < n; j++)
      v[j] = j == f;
    for (int p = N->rank - 1; p >= 0; p--) {
      double s = 0;
      for (int j = N->pcol[p] + 1; j < n; j++)
        s -= N->jac[p * n + j] * v[j];
      v[N->pcol[p]] = s / N->jac[p * n + N->pcol[p]];
    }
    double vw = 0, vv = 0;
    for (int j = 0; j < n; j++) {
      vw += v[j] * (u[j] + N->du[j]);
      vv += v[j] * v[j];
    }
    for (int j = 0; vv > 0 && j < n; j++)
      N->du[j] -= vw / vv * v[j];
  }
}

/* du = -J^{-1} f with the stored factors (u: the current iterate). */
static void solve(newton_solver *N, const double *f, const double *u)
{
  int n = N->n;
  const double *J = N->jac;
  double *x = N->du;

  if (N->rank < n) {
    for (int i = 0; i < n; i++)
      N->u_trial[i] = -f[i] * N->row_scale[i];
    N->dependent = newton_echelon_solve(J, n, N->rank, N->pivot, N->pcol, N->u_trial, x);
    smallest_solution(N, u);
    return;
  }
  for (int i = 0; i < n; i++)
    x[i] = -f[i] * N->row_scale[i];
  if (N->lu && !N->dense_now) {
    jac_lu_solve(N->lu, n, x);
    return;
  }
  dense_lu_solve(J, n, N->pivot, x);
}

static double step_norm(const double *du, const double *u, int n,
                        const newton_settings *set)
{
  double norm = 0;
  for (int i = 0; i < n; i++) {
    double w = fabs(du[i]) / ((set->atol + set->rtol * fabs(u[i])) * (set->scale > 1 ? set->scale : 1));
    if (w > norm)
      norm = w;
  }
  return norm;
}

static void worst_row(const newton_solver *N, newton_report *rep)
{
  rep->row = 0;
  rep->residual = 0;
  for (int i = 0; i < N->n; i++) {
    double a = fabs(N->f[i]) * (N->have_lu ? N->row_scale[i] : 1.0);
    if (a >= rep->residual) {
      rep->residual = a;
      rep->row = i;
    }
  }
  if (N->n > 0)
    rep->residual = fabs(N->f[rep->row]);
}

/* The next step fraction after lambda was rejected: the residual along a
   Newton step falls like (1 - lambda) f_norm plus a curvature term c lambda^2,
   which the trial's residual measures; the model's minimum, kept within a
   tenth and a half of lambda.  A step hundreds of times too long (a nearly
   singular Jacobian) is so cut by 10 per try, not 2: halving alone runs out
   of tries before it is short enough.  The first cut halves all the same:
   a residual that jumps where the full step crosses a switch (noEvent(if
   x >= 1 ...)) makes the model ask for a tenth, and Newton would then creep
   towards the switch by a tenth of the way per iteration instead of half. */
static double next_fraction(double lambda, double f_norm, double trial)
{
  if (lambda == 1)
    return 0.5;
  double curvature = (trial - (1 - lambda) * f_norm) / (lambda * lambda);
  double best = curvature > 0 ? f_norm / (2 * curvature) : 0.5 * lambda;
  return fmin(0.5 * lambda, fmax(0.1 * lambda, best));
}

/* Backtracking along du from u until the residual decreases enough; the
   point is left in u_trial and f_trial.  1 when one was accepted (*lambda:
   its step fraction); *full_step_finite: the full step's residual is finite.
   norm: the full step in tolerances; a fraction of it below the tolerance
   is not tried (near a solution it would only pick rounding noise). */
/* The longest fraction (at most 1) of the step du that keeps every
   unknown inside its bounds, stopping at BOUND_FRACTION of the way to a
   bound it would cross: a time constant with min = small stays positive
   where the full step would send it through 0 (a Newton started from start
   values far from the solution).  An unknown already outside a bound (its
   start value) is not held to it. */
static double bounded_step(const newton_solver *N, const double *u, const newton_settings *b)
{
  double lambda = 1;
  for (int i = 0; b && i < N->n; i++) {
    double to = u[i] + N->du[i];
    if (b->lower && u[i] >= b->lower[i] && to < b->lower[i])
      lambda = fmin(lambda, BOUND_FRACTION * (u[i] - b->lower[i]) / -N->du[i]);
    if (b->upper && u[i] <= b->upper[i] && to > b->upper[i])
      lambda = fmin(lambda, BOUND_FRACTION * (b->upper[i] - u[i]) / N->du[i]);
  }
  return lambda;
}

static int line_search(newton_solver *N, newton_fn fn, void *ctx, const double *u,
                       double norm, hysc_stats *stats, double *lambda,
                       int *full_step_finite, newton_report *rep, const newton_settings *bounds)
{
  int n = N->n;
  double f_norm = residual_norm(N, N->f);
  *full_step_finite = 0;
  *lambda = bounded_step(N, u, bounds);
  for (int tries = 0; tries < 11 && *lambda * norm >= 1; tries++) {
    for (int i = 0; i < n; i++)
      N->u_trial[i] = u[i] + *lambda * N->du[i];
    int bad = evaluate(fn, ctx, N->u_trial, N->f_trial, n, stats);
    if (bad >= 0) {
      rep->nonfinite_row = bad;
      *lambda *= 0.5;
      continue;
    }
    if (tries == 0)
      *full_step_finite = 1;
    double trial = residual_norm(N, N->f_trial);
    if (trial <= (1 - 1e-4 * *lambda) * f_norm)
      return 1;
    *lambda = next_fraction(*lambda, f_norm, trial);
  }
  return 0;
}

/* The converged step; in a mode with redundant rows (N->rank < n) only
   when those rows were consistent: what the pivot rows left in them is
   within the tolerance of a step, else the plain LU's singular report. */
static newton_status full_step(const newton_solver *N, double *u, const newton_settings *set,
                               newton_report *rep)
{
  if (N->rank < N->n) {
    double size = 0;
    for (int i = 0; i < N->n; i++)
      size = fmax(size, fabs(u[i]));
    if (!(N->dependent <= (set->atol + set->rtol * size) * (set->scale > 1 ? set->scale : 1))) {
      *rep = N->singular;
      return NEWTON_SINGULAR;
    }
  }
  for (int i = 0; i < N->n; i++)
    u[i] += N->du[i];
  return NEWTON_OK;
}

/* Every row's residual, divided by its largest Jacobian entry (so in the
   units of the unknown it weighs most), within the absolute tolerance:
   what is left is the rounding of the rows' terms.  In a stiff circuit
   (R1 C1 = 1e-14 s) that rounding, passed through the small capacitances
   to the derivatives, lies far above their tolerance, and the Newton step,
   the rounding amplified by the conditioning, never gets below it however
   often it is taken.  (Not the relative tolerance of the largest unknown:
   rows of small unknowns would pass short of their solution.) */
static int residual_within_tolerance(const newton_solver *N, const newton_settings *set)
{
  return residual_norm(N, N->f) <= set->atol * (set->scale > 1 ? set->scale : 1);
}

static newton_status no_convergence(const newton_solver *N, newton_report *rep)
{
  rep->status = NEWTON_NO_CONVERGENCE;
  worst_row(N, rep);
  return NEWTON_NO_CONVERGENCE;
}

/* A step within the tolerance (norm <= 1) ends the iterations; with
   reused factors, as set->reuse_end says (previous: the step before, after
   a full step). */
static int converged(double norm, int fresh, double previous, const newton_settings *set)
{
  if (fresh || set->reuse_end == REUSE_END_WITHIN)
    return norm <= 1;
  return norm <= STALE_CONVERGED ||
         (set->reuse_end == REUSE_END_CONTRACTING && norm <= 1 && norm <= 0.5 * previous);
}

newton_status newton_solve(newton_solver *N, newton_fn fn, void *ctx, double *u,
                           const newton_settings *set, hysc_stats *stats,
                           newton_report *rep)
{
  int n = N->n;
  int fresh = 0;          /* the factors belong to the current iterate */
  double previous = HUGE_VAL;

  rep->status = NEWTON_OK;
  rep->row = rep->column = -1;
  rep->residual = 0;
  rep->iterations = 0;
  rep->nonfinite_row = -1;
  rep->in_derivative = 0;
  if (!set->reuse_jacobian)
    N->have_lu = 0;

  int bad = evaluate(fn, ctx, u, N->f, n, stats);
  if (bad >= 0) {
    rep->status = NEWTON_NONFINITE;
    rep->row = bad;
    return NEWTON_NONFINITE;
  }
  if (n == 0)
    return NEWTON_OK;

  for (int iter = 0; iter < set->max_iter; iter++) {
    if (!N->have_lu) {
      newton_status st = jacobian(N, fn, ctx, u, stats, rep);
      if (st != NEWTON_OK)
        return st;
      fresh = 1;
    }
    solve(N, N->f, u);
    stats->newton_iters++;
    rep->iterations++;

    double norm = step_norm(N->du, u, n, set);
    if (converged(norm, fresh, previous, set))
      return full_step(N, u, set, rep);
    /* A stale Jacobian that no longer contracts is replaced, not damped. */
    if (!fresh && norm > 0.5 * previous) {
      N->have_lu = 0;
      previous = HUGE_VAL;
      continue;
    }

    double lambda;
    int full_step_finite;
    int accepted = line_search(N, fn, ctx, u, norm, stats, &lambda, &full_step_finite, rep,
                               set->lower || set->upper ? set : NULL);
    if (!accepted) {
      /* Near a solution the residual stops decreasing at rounding level: a
         small full step, or u itself where each row is within the tolerance
         (the step is that rounding amplified), is as converged as we get. */
      if (fresh && ((full_step_finite && norm <= 1e3) || residual_within_tolerance(N, set)))
        return full_step_finite && norm <= 1e3 ? full_step(N, u, set, rep) : NEWTON_OK;
      if (!fresh) {
        N->have_lu = 0;
        previous = HUGE_VAL;
        continue;
      }
      return no_convergence(N, rep);
    }
    memcpy(u, N->u_trial, (size_t)n * sizeof *u);
    memcpy(N->f, N->f_trial, (size_t)n * sizeof *u);
    /* Factors whose step had to be cut more than once are not kept: they
       came from the Jacobian of a point far from here (a nearly singular one
       sends the step hundreds of times too far); reused, they keep pointing
       that way and every later step is cut to a percent or less: all the
       iterations spent and no convergence.  After one halving they are kept
       (a switch crossed by the full step changes no derivative), and the
       next step is not held to contract against this one. */
    if (lambda < 0.5)
      N->have_lu = 0;
    previous = lambda == 1 ? norm : HUGE_VAL;
    fresh = 0;
  }
  return no_convergence(N, rep);
}

/* newton_solve, and where it does not converge, starts further and further
   out along its last step, both ways (4, 16, ... 4^20 times it).  Where a
   branch of solutions of a piecewise equation ends (a limiter fed back on
   itself past its threshold) the Newton cycles about the kink its steps
   keep crossing, while the solution left lies far off in the direction of
   that step; with the kink behind it the Newton converges.  Returns the
   first failure's status and report when no start converged. */
newton_status newton_solve_across(newton_solver *N, newton_fn fn, void *ctx, double *u,
                                  const newton_settings *set, hysc_stats *stats,
                                  newton_report *rep)
{
  newton_status st = newton_solve(N, fn, ctx, u, set, stats, rep);
  if (st != NEWTON_NO_CONVERGENCE)
    return st;
  size_t bytes = (size_t)N->n * sizeof *u;
  double *base = malloc(bytes), *dir = malloc(bytes);
  newton_report trial;
  newton_status found = st;
  if (base && dir) {
    memcpy(base, u, bytes);
    memcpy(dir, N->du, bytes);
    for (double s = 4; s < 1.1e12 && found != NEWTON_OK; s *= 4)
      for (int sign = 1; sign >= -1 && found != NEWTON_OK; sign -= 2) {
        for (int i = 0; i < N->n; i++)
          u[i] = base[i] + sign * s * dir[i];
        found = newton_solve(N, fn, ctx, u, set, stats, &trial) == NEWTON_OK ? NEWTON_OK : st;
      }
    if (found != NEWTON_OK)
      memcpy(u, base, bytes);
  }
  free(base);
  free(dir);
  return found;
}
