/*
 * crossings.c - where root functions switch inside a step, for both
 * backends: the slopes of the switch functions at a step's ends, the
 * interior maximum of each one's cubic Hermite model over the step (a
 * relation or a floor/ceil bound can switch and switch back inside one step
 * with both ends unswitched: a short bounce, a brief excursion past an
 * integer), and the Illinois method on a backend's interpolant.
 */
#include <float.h>
#include <math.h>
#include "hysc_runtime.h"

/* central-difference step (a fraction of the step) for the slopes */
#define SLOPE_STEP 1e-5
#define ILLINOIS_MAX_ITER 200

/* out[k] = scale * d(phi_k)/dt at (t, y), from the root functions a
   little ahead of and behind it along the tangent ydot (dt = SLOPE_STEP h);
   a scale of 1 leaves the quotient's rounding as it is */
static int switch_rates(hysc_sim *S, double t, const double *y, const double *ydot, double h,
                        double scale, double *y_work, double *z_plus, double *z_minus,
                        double *out)
{
  if (S->model->roots_affine_in_time) {
    /* straight lines in time: no interior maximum to look for */
    for (int k = 0; k < S->n_roots; k++)
      out[k] = 0;
    return HYSC_OK;
  }
  hysc_data W = S->data;
  double dt = SLOPE_STEP * h;
  W.yp = (double *)ydot;
  W.y = y_work;
  for (int sign = 1; sign >= -1; sign -= 2) {
    for (int i = 0; i < S->n_continuous; i++)
      y_work[i] = y[i] + sign * dt * ydot[i];
    W.t = t + sign * dt;
    if (sim_zero_crossings(S, &W, sign > 0 ? z_plus : z_minus) != HYSC_OK)
      return HYSC_FAIL;
  }
  for (int k = 0; k < S->n_roots; k++)
    out[k] = (sim_switch_function(S, k, z_plus[k]) - sim_switch_function(S, k, z_minus[k])) *
             scale / (2 * dt);
  return HYSC_OK;
}

int crossing_slopes(hysc_sim *S, double t, const double *y, const double *ydot, double h,
                    double *y_work, double *z_plus, double *z_minus, double *slope)
{
  return switch_rates(S, t, y, ydot, h, h, y_work, z_plus, z_minus, slope);
}

int crossing_rates(hysc_sim *S, double t, const double *y, const double *ydot, double h,
                   double *y_work, double *z_plus, double *z_minus, double *rate)
{
  return switch_rates(S, t, y, ydot, h, 1, y_work, z_plus, z_minus, rate);
}

/* The interior maximum s in (0, 1) of the cubic Hermite p with p(0) = f0,
   p(1) = f1, p'(0) = m0, p'(1) = m1; returns 0 when p has none. */
static int hermite_maximum(double f0, double f1, double m0, double m1, double *s, double *p)
{
  /* p(s) = f0 + m0 s + c2 s^2 + c3 s^3 */
  double c2 = 3 * (f1 - f0) - 2 * m0 - m1, c3 = 2 * (f0 - f1) + m0 + m1;
  double a = 3 * c3, b = 2 * c2, c = m0, root;
  if (fabs(a) <= 1e-12 * (fabs(b) + fabs(c))) {
    if (!(b < 0))
      return 0; /* a parabola opening upwards, or a line: no maximum */
    root = -c / b;
  } else {
    double disc = b * b - 4 * a * c;
    if (disc <= 0)
      return 0; /* monotone */
    /* the maximum is where p'' = 2a s + b < 0 */
    double q = -0.5 * (b + copysign(sqrt(disc), b));
    double r1 = q / a, r2 = q != 0 ? c / q : r1;
    root = 2 * a * r1 + b < 0 ? r1 : r2;
  }
  if (!(root > 0 && root < 1))
    return 0;
  *s = root;
  *p = f0 + root * (m0 + root * (c2 + root * c3));
  return 1;
}

/* fmax without the call into libm (it is not inlined): the larger, the
   other where one is NaN; this runs for every relation at every step */
static inline double larger(double a, double b)
{
  return a > b || isnan(b) ? a : b;
}

int crossing_candidates(const hysc_sim *S, const double *z0, const double *z1,
                        const double *slope0, const double *slope1, double *fraction)
{
  int count = 0;
  if (S->model->roots_affine_in_time)
    return 0; /* a straight line has no interior maximum */
  for (int k = 0; k < S->n_roots; k++) {
    double f0 = sim_switch_function(S, k, z0[k]);
    double f1 = sim_switch_function(S, k, z1[k]);
    double s, peak, top = larger(f0, f1);
    /* On [0, 1] the cubic lies below top + 4/27 (max(m0, 0) + max(-m1, 0))
       (its Hermite basis functions of the slopes are s (1-s)^2 and
       -s^2 (1-s)): most spans are far from any switch, and this bound, with
       room for rounding, says so without solving for the maximum. */
    double rise = 4.0 / 27 * (larger(slope0[k], 0) + larger(-slope1[k], 0));
    double room = 1e-9 * (fabs(f0) + fabs(f1) + fabs(slope0[k]) + fabs(slope1[k]));
    if (top + rise + room < larger(top, 0.5 * top))
      continue;
    /* a maximum whose rise above the ends is at least half its gap to a
       switch: the cubic is only a model of the root function */
    if (hermite_maximum(f0, f1, slope0[k], slope1[k], &s, &peak) && peak > top &&
        peak > -(peak - top))
      fraction[count++] = s;
  }
  return count;
}

void crossing_sort(double *x, int n)
{
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && x[j] < x[j - 1]; j--) {
      double tmp = x[j];
      x[j] = x[j - 1];
      x[j - 1] = tmp;
    }
}

double crossing_illinois(hysc_sim *S, crossing_fn at, void *ctx, int k, double a, double fa,
                         double b, double fb, double tol, double *z, int *failed)
{
  int side = 0;
  for (int iter = 0; iter < ILLINOIS_MAX_ITER && b - a > tol; iter++) {
    double c = b - fb * (b - a) / (fb - fa);
    if (!(c > a && c < b))
      c = 0.5 * (a + b);
    S->stats.root_iters++;
    if (at(ctx, c, z) != HYSC_OK) {
      *failed = 1;
      return b;
    }
    double fc = sim_switch_function(S, k, z[k]);
    if (fc > 0) {
      b = c;
      fb = fc;
      if (side == 1)
        fa *= 0.5; /* a kept twice: pull the secant towards it */
      side = 1;
    } else {
      a = c;
      fa = fc;
      if (side == -1)
        fb *= 0.5;
      side = -1;
    }
  }
  return b;
}
