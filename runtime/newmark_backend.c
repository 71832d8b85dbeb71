/*
 * newmark_backend.c - advances a model with the Newmark-beta method, with a
 * step chosen from a local error estimate (or a fixed --step), shortened to
 * land exactly on output times, time events and the stop time.
 *
 * Unknowns of a step are u = [yp of every state, y of every algebraic] at
 * t_{n+1}, solved by Newton on the model's residual.  A state x whose model
 * equation is der(x) = v with v a state (second_order_partner) is advanced
 * with the second-order Newmark formula, using v's derivative as the
 * acceleration; every other state with the gamma rule (the trapezoid rule at
 * gamma = 1/2).  Index-3 constraints are solved directly; newton.c scales
 * their rows.
 *
 * Step control: the local error of each state is estimated as in
 * Zienkiewicz and Xie (1991) for positions of second-order pairs,
 * (beta - 1/6) h^2 (a1 - a0), and by Milne's device against a variable-step
 * Adams-Bashforth 2 predictor for the other states (trapezoid error = (y_trap
 * - y_AB2) / 6, plus (gamma - 1/2) h (f1 - f0) when gamma is not 1/2); the
 * first step after a start or an event, without a previous derivative, uses
 * the predictor-corrector difference h/2 (f1 - f0).  The estimates are
 * weighted like IDA's (rtol |y| + atol) and combined as an RMS norm.
 *
 * Events: after each step the root functions are checked on the step's cubic
 * Hermite interpolant at three interior points, at the end, and at the
 * interior maximum of each switch function's own cubic (from its values and
 * its slopes at both ends), so that a relation that switches and switches
 * back inside one step (a short bounce) is not missed; the earliest switch
 * is located on the interpolant with the Illinois method to ~1e-12 in time,
 * and the step is redone from t_n to that time.  This file must not decide
 * what happens at an event: that is sim_event()'s job.
 *
 * Longer than 600 lines on purpose: one backend per file keeps its state
 * (newmark) private; the driver reaches it only through hysc_newmark_backend
 * (at the end), and the shared parts (Newton, crossings) are their own files.
 */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

#define MAX_STEP_HALVINGS 10
#define SAFETY 0.9
#ifndef LOCAL_FRACTION
#define LOCAL_FRACTION 0.1
#endif
#define MAX_GROWTH 5.0
#define MAX_SHRINK 0.2
/* Interior points (fractions of the step) where the interpolant is checked,
   so that a relation switching there and back within one step is not always
   missed; the end of the step is checked too. */
static const double sample_points[] = {0.25, 0.5, 0.75, 1.0};
#define N_SAMPLES (sizeof sample_points / sizeof sample_points[0])
/* difference step (a fraction of the step) for the slopes of algebraic
   variables: wide enough to stay above the Newton tolerance */
#define ALGEBRAIC_SLOPE_STEP 1e-3

typedef struct {
  hysc_sim *S;
  newton_solver N;
  consistency_blocks *N_blocks; /* N's independent blocks, or NULL */
  double beta, gamma;
  double lu_h;          /* step size the stored Newton factors belong to */
  /* the current step from (t0, y0, yp0) over h */
  double t0, h;
  double *y0, *yp0;     /* [nc] values at t_n */
  double *y1, *yp1;     /* [nc] values at t_n + h */
  double *yw, *ypw;     /* [nc] values built from the unknowns */
  double *u;            /* [nc] unknowns */
  double *ys, *yps;     /* [nc] redone step to the event */
  double *yi, *ypi;     /* [nc] interpolated values */
  double *ydot;         /* [nc] tangent at a step's end (root-function slopes) */
  int roots_read_algebraic; /* see crossings_at */
  newton_solver A;      /* consistent algebraic variables inside a step */
  consistency_blocks *A_blocks;
  double *ua;           /* [nc] its unknowns */
  double *z_prev, *z_cur, *z_back; /* [n_roots] */
  double *slope0, *slope1; /* [n_roots] h * d(phi)/dt at the step's ends */
  double *fraction;     /* [N_SAMPLES + n_roots] where a step is checked */
  unsigned char *triggered, *interpolant_switched; /* [n_roots] */
  const char **row_names, **col_names;
  int *row_lines;
  int failed;           /* an evaluation inside root finding failed */
  /* step control */
  int adaptive;
  double *weight_atol;  /* [ns] atol scaled by the nominal value */
  double *yp_prev;      /* [nc] derivatives at the start of the previous step */
  double h_prev;
  int have_prev;        /* yp_prev belongs to the step just before this one */
  int worst_state;      /* largest weighted error of the last estimate */
  int nonfinite_row;    /* a residual row NaN/Inf at a Newton trial point of
                           a step since the last output row, or -1 */
  /* the last run returned at a co-simulation step's end (hysc_sim.pausing):
     the next goes on from there with the step it would have taken next */
  int paused;
  double h_paused;
} newmark;

/* y, yp at t0 + h from the unknowns u. */
static void build_values(const newmark *M, const double *u, double *y, double *yp)
{
  const hysc_sim *S = M->S;
  const int *partner = S->model->second_order_partner;
  int ns = S->n_states, nc = S->n_continuous;
  double h = M->h;

  for (int x = 0; x < ns; x++) {
    int v = partner ? partner[x] : -1;
    if (v >= 0)
      y[x] = M->y0[x] + h * M->y0[v] +
             h * h * ((0.5 - M->beta) * M->yp0[v] + M->beta * u[v]);
    else
      y[x] = M->y0[x] + h * ((1 - M->gamma) * M->yp0[x] + M->gamma * u[x]);
    yp[x] = u[x];
  }
  for (int i = ns; i < nc; i++) {
    y[i] = u[i];
    yp[i] = 0;
  }
}

static int step_residual(void *ctx, const double *u, double *f)
{
  newmark *M = ctx;
  hysc_data W = M->S->data;
  build_values(M, u, M->yw, M->ypw);
  W.t = M->t0 + M->h;
  W.y = M->yw;
  W.yp = M->ypw;
  M->S->model->residual(&W, f);
  return 0;
}

/* The analytic Jacobian of step_residual: the model's parts combined
   through the Newmark formulas of build_values (jac_build_newmark). */
static int step_jacobian(void *ctx, const double *u, jac_assembly *A, double *values)
{
  newmark *M = ctx;
  hysc_data W = M->S->data;
  double coefficient[] = {1, M->gamma * M->h, M->beta * M->h * M->h};
  build_values(M, u, M->yw, M->ypw);
  W.t = M->t0 + M->h;
  W.y = M->yw;
  W.yp = M->ypw;
  if (jac_evaluate_model(A, M->S->model, &W, 0, 0) != HYSC_OK)
    return 1;
  jac_combine(A, coefficient, values);
  return 0;
}

/* One Newmark step from (t0, y0, yp0) over h into (y, yp). */
static int take_step(newmark *M, double h, double *y, double *yp, newton_report *rep)
{
  hysc_sim *S = M->S;
  int ns = S->n_states, nc = S->n_continuous;
  newton_settings set;

  M->h = h;
  set.rtol = fmin(1e-9, S->opt.rtol * 1e-3);
  set.atol = fmin(1e-9, S->opt.atol * 1e-3);
  set.max_iter = 20;
  /* A correction du of a derivative or multiplier changes the new state by
     about gamma h du: converge on that, not on du itself, or the position
     constraints, whose rows scale like beta h^2, never converge at small h. */
  set.scale = 1.0 / (S->opt.gamma * h);
  /* factors from a step of nearly the same size still contract; newton.c
     refreshes them when they do not */
  set.reuse_jacobian = (M->N.have_lu || M->N_blocks) && fabs(M->lu_h - h) <= 1e-3 * h;
  set.lower = set.upper = NULL;
  set.reuse_end = REUSE_END_WITHIN;
  memcpy(M->u, M->yp0, (size_t)ns * sizeof(double));
  memcpy(M->u + ns, M->y0 + ns, (size_t)(nc - ns) * sizeof(double));
  newton_status status = NEWTON_OK;
  rep->status = NEWTON_OK;
  rep->row = rep->column = rep->nonfinite_row = -1;
  if (!consistency_blocks_solve(M->N_blocks, &M->N, step_residual, M, M->u, &set, &S->stats))
    status = newton_solve(&M->N, step_residual, M, M->u, &set, &S->stats, rep);
  if (rep->nonfinite_row >= 0)
    M->nonfinite_row = rep->nonfinite_row;
  if (status == NEWTON_NONFINITE && rep->row >= 0)
    M->nonfinite_row = rep->row;
  if (status != NEWTON_OK) {
    M->N.have_lu = 0;
    return HYSC_FAIL;
  }
  M->lu_h = h;
  build_values(M, M->u, y, yp);
  return HYSC_OK;
}

/* After the steps collapsed (sim_check_asserts failed): where Newton met
   NaN or Inf on the way, the boundary of a function's domain is the likely
   cause (der(x) = -sqrt(x) as x reaches 0), and the equation is named. */
static int domain_boundary(const newmark *M)
{
  const hysc_model *m = M->S->model;
  if (M->nonfinite_row >= 0 && M->nonfinite_row < M->S->n_continuous)
    sim_error(M->S, "at t=%.17g, equation '%s' (%s) or its derivative is NaN or Inf "
              "just ahead: the steps shrank towards the boundary of its domain", M->S->data.t,
              m->equations[M->nonfinite_row].text, sim_place(m, m->equations[M->nonfinite_row].line));
  return HYSC_FAIL;
}

/* A step that may be halved when Newton fails; *h is the step taken. */
static int robust_step(newmark *M, double *h)
{
  hysc_sim *S = M->S;
  newton_report rep;
  for (int tries = 0;; tries++) {
    if (take_step(M, *h, M->y1, M->yp1, &rep) == HYSC_OK)
      return HYSC_OK;
    S->stats.rejected_steps++;
    if (tries == MAX_STEP_HALVINGS || rep.status == NEWTON_SINGULAR) {
      S->data.t = M->t0 + *h;
      sim_newton_message(S, "Newmark step failed", &rep, M->row_names, M->row_lines,
                         M->col_names);
      return HYSC_FAIL;
    }
    *h *= 0.5;
  }
}

/* Values on the step's cubic Hermite interpolant at time tau (states), and
   on the straight line (algebraic variables). */
static void interpolate(const newmark *M, double tau, double *y, double *yp)
{
  int ns = M->S->n_states, nc = M->S->n_continuous;
  double h = M->h, s = (tau - M->t0) / h;
  double s2 = s * s, s3 = s2 * s;
  double h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s;
  double h01 = -2 * s3 + 3 * s2, h11 = s3 - s2;
  double d00 = (6 * s2 - 6 * s) / h, d10 = 3 * s2 - 4 * s + 1;
  double d01 = (-6 * s2 + 6 * s) / h, d11 = 3 * s2 - 2 * s;

  for (int i = 0; i < ns; i++) {
    y[i] = h00 * M->y0[i] + h10 * h * M->yp0[i] + h01 * M->y1[i] + h11 * h * M->yp1[i];
    yp[i] = d00 * M->y0[i] + d10 * M->yp0[i] + d01 * M->y1[i] + d11 * M->yp1[i];
  }
  for (int i = ns; i < nc; i++) {
    y[i] = (1 - s) * M->y0[i] + s * M->y1[i];
    yp[i] = 0;
  }
}

/* Consistent values at t: the states y[0..ns) fixed, their derivatives and
   the algebraic variables solved from the model's residual, starting from
   the values given.  Returns HYSC_FAIL (without a message) when Newton
   fails; the caller then keeps what it had. */
typedef struct {
  newmark *M;
  double t;
  double *y, *yp;
} algebraic_problem;

static int algebraic_residual(void *ctx, const double *u, double *f)
{
  algebraic_problem *P = ctx;
  hysc_sim *S = P->M->S;
  int ns = S->n_states, na = S->n_algebraic;
  hysc_data W = S->data;
  memcpy(P->yp, u, (size_t)ns * sizeof(double));
  memcpy(P->y + ns, u + ns, (size_t)na * sizeof(double));
  W.t = P->t;
  W.y = P->y;
  W.yp = P->yp;
  S->model->residual(&W, f);
  return 0;
}

static int algebraic_jacobian(void *ctx, const double *u, jac_assembly *A, double *values)
{
  algebraic_problem *P = ctx;
  hysc_sim *S = P->M->S;
  int ns = S->n_states, na = S->n_algebraic;
  hysc_data W = S->data;
  static const double one[] = {1};
  memcpy(P->yp, u, (size_t)ns * sizeof(double));
  memcpy(P->y + ns, u + ns, (size_t)na * sizeof(double));
  W.t = P->t;
  W.y = P->y;
  W.yp = P->yp;
  if (jac_evaluate_model(A, S->model, &W, 0, 0) != HYSC_OK)
    return 1;
  jac_combine(A, one, values);
  return 0;
}

static int solve_algebraic(newmark *M, double t, double *y, double *yp)
{
  hysc_sim *S = M->S;
  int ns = S->n_states, na = S->n_algebraic;
  algebraic_problem P = {M, t, y, yp};
  newton_settings set = {fmin(1e-9, S->opt.rtol * 1e-3), fmin(1e-9, S->opt.atol * 1e-3), 1, 20,
                         M->A.have_lu, NULL, NULL, REUSE_END_WITHIN};
  newton_report rep;
  memcpy(M->ua, yp, (size_t)ns * sizeof(double));
  memcpy(M->ua + ns, y + ns, (size_t)na * sizeof(double));
  if (consistency_blocks_solve(M->A_blocks, &M->A, algebraic_residual, &P, M->ua, &set, &S->stats))
    return HYSC_OK;
  if (newton_solve(&M->A, algebraic_residual, &P, M->ua, &set, &S->stats, &rep) != NEWTON_OK) {
    M->A.have_lu = 0;
    /* a system that is singular here stays so: stop trying */
    if (rep.status == NEWTON_SINGULAR)
      M->roots_read_algebraic = 0;
    return HYSC_FAIL;
  }
  algebraic_residual(&P, M->ua, M->A.f);
  return HYSC_OK;
}

/* z at tau on the interpolant (tau at the step end uses the step's values).
   When root functions read algebraic variables, these are solved at tau:
   their straight line between the step's ends does not see a bump inside. */
static int crossings_at(newmark *M, double tau, int at_end, double *z)
{
  hysc_sim *S = M->S;
  hysc_data W = S->data;
  W.t = tau;
  if (at_end) {
    W.y = M->y1;
    W.yp = M->yp1;
  } else {
    interpolate(M, tau, M->yi, M->ypi);
    if (M->roots_read_algebraic && tau != M->t0)
      solve_algebraic(M, tau, M->yi, M->ypi);
    W.y = M->yi;
    W.yp = M->ypi;
  }
  return sim_zero_crossings(S, &W, z);
}

/* Whether any root function reads an algebraic variable (each moved by a
   little in turn at the start values). */
static int roots_read_algebraic(newmark *M)
{
  hysc_sim *S = M->S;
  hysc_data W = S->data;
  int nc = S->n_continuous, nr = S->n_roots, found = 0;
  /* with reduced constraints the compiler writes relations in the states
     where it can, and the index-2 multipliers are not determined by the
     states alone */
  if (nr == 0 || S->n_algebraic == 0 || S->model->n_multipliers > 0)
    return 0;
  memcpy(M->yi, S->data.y, (size_t)nc * sizeof(double));
  W.y = M->yi;
  if (sim_zero_crossings(S, &W, M->z_prev) != HYSC_OK)
    return 1;
  for (int i = S->n_states; i < nc && !found; i++) {
    double keep = M->yi[i];
    M->yi[i] = keep + 1e-3 * fmax(fabs(keep), 1.0);
    if (sim_zero_crossings(S, &W, M->z_cur) != HYSC_OK)
      return 1;
    for (int k = 0; k < nr; k++)
      found |= M->z_cur[k] != M->z_prev[k];
    M->yi[i] = keep;
  }
  return found;
}

/* z on the step's interpolant at t, for the root search */
static int crossings_inside(void *ctx, double t, double *z)
{
  return crossings_at(ctx, t, 0, z);
}

static double illinois(newmark *M, int k, double a, double fa, double b, double fb)
{
  double tol = fmax(1e-12 * fmax(fabs(b), fabs(b - M->t0)), 4 * DBL_EPSILON * fabs(b));
  return crossing_illinois(M->S, crossings_inside, M, k, a, fa, b, fb, tol, M->z_cur, &M->failed);
}

/* h * d(phi)/dt at one end of the step (0: t_n, 1: t_n + h) along the
   interpolant's tangent: states with their derivatives, algebraic variables
   with their straight line's slope. */
static int end_slopes(newmark *M, int end, double *slope)
{
  hysc_sim *S = M->S;
  int ns = S->n_states, nc = S->n_continuous;
  const double *y = end ? M->y1 : M->y0, *yp = end ? M->yp1 : M->yp0;
  double t = end ? M->t0 + M->h : M->t0;
  memcpy(M->ydot, yp, (size_t)ns * sizeof(double));
  for (int i = ns; i < nc; i++)
    M->ydot[i] = (M->y1[i] - M->y0[i]) / M->h;
  if (M->roots_read_algebraic) {
    /* the algebraic variables' own slopes, from values solved a little
       before and after along the states' tangent */
    double dt = ALGEBRAIC_SLOPE_STEP * M->h;
    for (int sign = 1; sign >= -1; sign -= 2) {
      double *ya = sign > 0 ? M->ys : M->yi, *ypa = sign > 0 ? M->yps : M->ypi;
      for (int i = 0; i < nc; i++) {
        ya[i] = y[i] + sign * dt * M->ydot[i];
        ypa[i] = yp[i];
      }
      if (solve_algebraic(M, t + sign * dt, ya, ypa) != HYSC_OK)
        goto line;
    }
    for (int i = ns; i < nc; i++)
      M->ydot[i] = (M->ys[i] - M->yi[i]) / (2 * dt);
  }
line:
  return crossing_slopes(S, end ? M->t0 + M->h : M->t0, end ? M->y1 : M->y0, M->ydot, M->h,
                         M->yi, M->z_cur, M->z_back, slope);
}

/* The fractions of the step where the interpolant is checked, in order:
   fixed interior points, the end, and every interior maximum of a switch
   function's cubic that comes near switching; a relation can switch and
   switch back inside one step (a short bounce) with both ends unswitched. */
static int check_points(newmark *M, double *fraction, int *n)
{
  int count = 0;
  for (size_t j = 0; j < N_SAMPLES; j++)
    fraction[count++] = sample_points[j];
  if (end_slopes(M, 0, M->slope0) != HYSC_OK || end_slopes(M, 1, M->slope1) != HYSC_OK ||
      crossings_at(M, M->t0 + M->h, 1, M->z_cur) != HYSC_OK)
    return HYSC_FAIL;
  count += crossing_candidates(M->S, M->z_prev, M->z_cur, M->slope0, M->slope1, fraction + count);
  crossing_sort(fraction, count);
  *n = count;
  return HYSC_OK;
}

/* Looks for the earliest switch of a relation inside the step just taken.
   Returns 1 and *t_event when there is one, 0 when not, -1 on failure. */
static int locate_event(newmark *M, double *t_event)
{
  hysc_sim *S = M->S;
  int nr = S->n_roots, n_points;
  double t1 = M->t0 + M->h, ta = M->t0;

  if (S->n_watched_roots == 0)
    return 0;   /* none, or relations of time only: time events switch them */
  if (crossings_at(M, M->t0, 0, M->z_prev) != HYSC_OK ||
      check_points(M, M->fraction, &n_points) != HYSC_OK)
    return -1;
  for (int j = 0; j < n_points; j++) {
    int at_end = M->fraction[j] == 1.0;
    double tb = at_end ? t1 : M->t0 + M->fraction[j] * M->h;
    if (tb <= ta && !at_end)
      continue;
    if (crossings_at(M, tb, at_end, M->z_cur) != HYSC_OK)
      return -1;
    int any = 0;
    for (int k = 0; k < nr; k++)
      any |= sim_switch_function(S, k, M->z_cur[k]) > 0;
    if (any) {
      /* z_cur is overwritten by the root search: keep both bracket ends */
      double *fa = M->slope0, *fb = M->slope1;
      for (int k = 0; k < nr; k++) {
        fa[k] = sim_switch_function(S, k, M->z_prev[k]);
        fb[k] = sim_switch_function(S, k, M->z_cur[k]);
      }
      double earliest = tb;
      for (int k = 0; k < nr; k++)
        if (fb[k] > 0) {
          /* a start already on the switched side cannot happen after a
             consistent restart; treat it as a switch right at the start */
          double root = fa[k] > 0 ? ta : illinois(M, k, ta, fa[k], tb, fb[k]);
          if (root < earliest)
            earliest = root;
        }
      if (M->failed)
        return -1;
      *t_event = earliest;
      return 1;
    }
    memcpy(M->z_prev, M->z_cur, (size_t)nr * sizeof(double));
    ta = tb;
    if (at_end)
      break;
  }
  return 0;
}

/* Weighted RMS norm of the local error estimate of the step just taken
   (y0, yp0) -> (y1, yp1) over M->h; see the top of this file. */
static double error_norm(newmark *M)
{
  hysc_sim *S = M->S;
  const int *partner = S->model->second_order_partner;
  int ns = S->n_states;
  double h = M->h, sum = 0, worst = -1;
  double r = M->have_prev ? h / M->h_prev : 0;

  for (int x = 0; x < ns; x++) {
    int v = partner ? partner[x] : -1;
    double est;
    if (v >= 0) {
      est = (M->beta - 1.0 / 6.0) * h * h * (M->yp1[v] - M->yp0[v]);
    } else if (M->have_prev) {
      double ab2 = M->y0[x] + h * ((1 + 0.5 * r) * M->yp0[x] - 0.5 * r * M->yp_prev[x]);
      double trap = M->y0[x] + 0.5 * h * (M->yp0[x] + M->yp1[x]);
      est = fabs(trap - ab2) / 6 + fabs((M->gamma - 0.5) * h * (M->yp1[x] - M->yp0[x]));
    } else {
      est = 0.5 * h * (M->yp1[x] - M->yp0[x]);
    }
    double w = LOCAL_FRACTION * (S->opt.rtol * fmax(fabs(M->y0[x]), fabs(M->y1[x])) + M->weight_atol[x]);
    double e = est / w;
    sum += e * e;
    if (fabs(e) > worst) {
      worst = fabs(e);
      M->worst_state = x;
    }
  }
  return ns > 0 ? sqrt(sum / ns) : 0;
}

/* The step-size factor for an error norm err (an estimate of order p). */
static double step_factor(double err, int p)
{
  if (!(err > 0))
    return MAX_GROWTH;
  return fmin(MAX_GROWTH, fmax(MAX_SHRINK, SAFETY * pow(err, -1.0 / p)));
}

static void accept(newmark *M, double t1, const double *y, const double *yp)
{
  hysc_sim *S = M->S;
  size_t bytes = (size_t)S->n_continuous * sizeof(double);
  S->data.t = t1;
  memcpy(S->data.y, y, bytes);
  memcpy(S->data.yp, yp, bytes);
  memcpy(M->yp_prev, M->yp0, bytes);
  M->h_prev = t1 - M->t0;
  M->have_prev = M->h_prev > 0;
  memcpy(M->y0, y, bytes);
  memcpy(M->yp0, yp, bytes);
  M->t0 = t1;
  S->stats.steps++;
  sim_trace(S); /* out of memory: the record says so */
}

/* After an event: the next step starts from the values sim_event() left,
   without history (derivatives jump at events). */
static void restart(newmark *M)
{
  hysc_sim *S = M->S;
  size_t bytes = (size_t)S->n_continuous * sizeof(double);
  memcpy(M->y0, S->data.y, bytes);
  memcpy(M->yp0, S->data.yp, bytes);
  M->t0 = S->data.t;
  M->N.have_lu = 0;
  M->have_prev = 0;
}

/* The relations that switched at the current (exact) values. */
static int switched_now(newmark *M, int *any)
{
  hysc_sim *S = M->S;
  int nr = S->n_roots;
  *any = 0;
  if (sim_zero_crossings(S, &S->data, M->z_cur) != HYSC_OK)
    return HYSC_FAIL;
  for (int k = 0; k < nr; k++) {
    M->triggered[k] = sim_switch_function(S, k, M->z_cur[k]) > 0;
    *any |= M->triggered[k];
  }
  return HYSC_OK;
}

/* Arrived exactly at target: a time event (whose rows stand for a grid row
   at the same time), else an output row. */
static int arrive(newmark *M, int at_time_event)
{
  hysc_sim *S = M->S;
  if (!at_time_event)
    return sim_output_grid_row(S);
  int rc = sim_event(S, NULL);
  if (rc == HYSC_OK)
    restart(M);
  return rc;
}

/* Step control after a step of h: 1 accepted (*h_ctrl = the next step),
   0 rejected (*h_ctrl = the step to retry with), -1 the step became too small. */
static int control_step(newmark *M, double h, int lands, double *h_ctrl)
{
  hysc_sim *S = M->S;
  int p = M->have_prev ? 3 : 2;
  double err = error_norm(M);
  if (err > 1) {
    S->stats.rejected_steps++;
    *h_ctrl = h * step_factor(err, p);
    if (*h_ctrl <= 1e-13 * fmax(fabs(S->data.t), 1.0)) {
      sim_error(S, "at t=%.17g, Newmark step control: the step became too small "
                "(%g) for the local error of '%s'; try a larger --rtol/--atol or a "
                "fixed --step", S->data.t, *h_ctrl, S->continuous_name[M->worst_state]);
      return -1;
    }
    return 0;
  }
  double h_new = h * step_factor(err, p);
  /* a step shortened to land says nothing against the longer one */
  *h_ctrl = lands && h < *h_ctrl ? fmin(*h_ctrl, h * SAFETY * pow(fmax(err, 1e-300), -1.0 / p))
                                 : h_new;
  *h_ctrl = fmin(*h_ctrl, S->opt.interval);
  return 1;
}

/* A root function switches at t_event inside the step to t1: step there
   with the method itself and handle the event (or come closer first). */
static int event_in_step(newmark *M, double t_event, double t1)
{
  hysc_sim *S = M->S;
  hysc_data *D = &S->data;
  int any, rc;

  /* which relations switch there on the interpolant, kept in case the
     method's own values at the event are a hair short of switching */
  int nr = S->n_roots;
  if (crossings_at(M, t_event, t_event == t1, M->z_cur) != HYSC_OK)
    return HYSC_FAIL;
  for (int k = 0; k < nr; k++)
    M->interpolant_switched[k] = sim_switch_function(S, k, M->z_cur[k]) > 0;

  /* redo the step from t_n to the event time for the method's own values */
  double h_event = t_event - M->t0;
  if (h_event > 0) {
    newton_report rep;
    if (take_step(M, h_event, M->ys, M->yps, &rep) != HYSC_OK) {
      /* A very short step to the event can leave Newton ill-conditioned (a
         constraint's multiplier moves the positions by O(h)); the step's
         interpolant is as accurate there, and the event restart makes the
         values consistent again. */
      if (h_event < 1e-3 * (t1 - M->t0)) {
        interpolate(M, t_event, M->ys, M->yps);
      } else {
        D->t = t_event;
        sim_newton_message(S, "Newmark step to an event failed", &rep, M->row_names,
                           M->row_lines, M->col_names);
        return HYSC_FAIL;
      }
    }
    accept(M, t_event, M->ys, M->yps);
    if (sim_check_asserts(S) != HYSC_OK)
      return HYSC_FAIL;
  }
  if (switched_now(M, &any) != HYSC_OK)
    return HYSC_FAIL;
  if (!any) {
    /* The interpolant switches a little before the method's own solution
       does.  We are now closer, and the next step, starting here, finds
       the rest.  Only when that no longer moves time is the switch forced,
       as IDA does at a root. */
    if (h_event > 1e-12 * fmax(fabs(t_event), 1.0))
      return HYSC_OK;
    memcpy(M->triggered, M->interpolant_switched, (size_t)nr);
  }
  if ((rc = sim_event(S, M->triggered)) != HYSC_OK)
    return rc;
  restart(M);
  return HYSC_OK;
}

/* The start of a run: afresh, or where the last one paused (a
   co-simulation step); the step to try first. */
static double resume(newmark *M)
{
  double h = M->paused ? M->h_paused : M->S->opt.step;
  if (!M->paused)
    restart(M);
  M->paused = 0;
  return h;
}

static int run(newmark *M)
{
  hysc_sim *S = M->S;
  hysc_data *D = &S->data;
  double stop = sim_run_end(S);
  double h_ctrl = resume(M); /* the fixed step, or the controller's next step */
  int rc;
  while (D->t < stop) {
    int any;
    /* safety net: a relation already switched at the start of a step */
    if (switched_now(M, &any) != HYSC_OK)
      return HYSC_FAIL;
    if (any) {
      if ((rc = sim_event(S, M->triggered)) != HYSC_OK)
        return rc;
      restart(M);
      continue;
    }

    h_ctrl = fmin(h_ctrl, S->delay_step_cap); /* delay(): see delay.c */
    int at_time_event;
    double target = sim_next_stop(S, &at_time_event);
    double h, t1;
    int lands = 0;
    if (target - D->t <= 4 * DBL_EPSILON * fmax(fabs(target), 1.0)) {
      /* within rounding of an output time (after an event): same values */
      D->t = target;
      if ((rc = arrive(M, at_time_event)) != HYSC_OK)
        return rc;
      continue;
    }
    if (target - D->t <= h_ctrl * (1 + 1e-6)) {
      h = target - D->t;
      lands = 1;
    } else if (M->adaptive && target - D->t < 2 * h_ctrl) {
      h = 0.5 * (target - D->t); /* two even steps rather than a sliver */
    } else {
      h = h_ctrl;
    }
    double h_taken = h;
    if (robust_step(M, &h_taken) != HYSC_OK)
      return HYSC_FAIL;
    if (h_taken != h) {
      lands = 0;
      if (M->adaptive)
        h_ctrl = h_taken;
    }
    h = h_taken;

    if (M->adaptive) {
      int accepted = control_step(M, h, lands, &h_ctrl);
      if (accepted < 0)
        return HYSC_FAIL;
      if (!accepted)
        continue;
    }
    t1 = lands ? target : D->t + h;

    double t_event;
    int found = locate_event(M, &t_event);
    if (found < 0)
      return HYSC_FAIL;
    if (!found) {
      accept(M, t1, M->y1, M->yp1);
      if (sim_check_asserts(S) != HYSC_OK)
        return domain_boundary(M);
      if (lands)
        M->nonfinite_row = -1;
      if (lands && (rc = arrive(M, at_time_event)) != HYSC_OK)
        return rc;
      continue;
    }

    if ((rc = event_in_step(M, t_event, t1)) != HYSC_OK)
      return rc;
  }
  M->h_paused = h_ctrl;
  M->paused = S->pausing;
  return HYSC_OK;
}

/* The step's and the algebraic solve's independent blocks (1; 0 out of
   memory): n independent balls are n systems of four unknowns. */
static int newmark_blocks(newmark *P)
{
  int nc = P->S->n_continuous, failed_n, failed_a;
  P->N_blocks = consistency_blocks_new(&P->N.pattern, nc, &failed_n);
  P->A_blocks = consistency_blocks_new(&P->A.pattern, nc, &failed_a);
  return !failed_n && !failed_a;
}

static int newmark_init(hysc_sim *S, void **state)
{
  const hysc_model *m = S->model;
  int nc = S->n_continuous, ns = S->n_states, nr = S->n_roots;
  size_t n = (size_t)(nc > 0 ? nc : 1), r = (size_t)(nr > 0 ? nr : 1);
  newmark *P = *state = calloc(1, sizeof *P);
  if (!P) {
    sim_error(S, "out of memory");
    return HYSC_FAIL;
  }
  P->S = S;
  P->beta = S->opt.beta;
  P->gamma = S->opt.gamma;
  P->lu_h = NAN;
  P->nonfinite_row = -1;
  P->adaptive = !S->opt.fixed_step;
  double **arrays[] = {&P->y0, &P->yp0, &P->y1, &P->yp1, &P->yw, &P->ypw, &P->u,
                       &P->ys, &P->yps, &P->yi, &P->ypi, &P->ydot, &P->ua, &P->weight_atol, &P->yp_prev};
  int ok = newton_alloc(&P->N, nc) == HYSC_OK && newton_alloc(&P->A, nc) == HYSC_OK;
  P->N.modes = P->A.modes = ok && sim_has_modes(m);
  if (ok && jac_available(m, &S->opt))
    ok = jac_build_newmark(&P->N.pattern, m, ns, nc) == HYSC_OK &&
         newton_use_jacobian(&P->N, step_jacobian) == HYSC_OK &&
         jac_build_consistency(&P->A.pattern, m, ns, nc) == HYSC_OK &&
         newton_use_jacobian(&P->A, algebraic_jacobian) == HYSC_OK && newmark_blocks(P);
  for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++)
    ok &= (*arrays[i] = calloc(n, sizeof(double))) != NULL;
  P->z_prev = calloc(r, sizeof(double));
  P->z_cur = calloc(r, sizeof(double));
  P->z_back = calloc(r, sizeof(double));
  P->slope0 = calloc(r, sizeof(double));
  P->slope1 = calloc(r, sizeof(double));
  P->fraction = calloc(N_SAMPLES + r, sizeof(double));
  P->triggered = calloc(r, 1);
  P->interpolant_switched = calloc(r, 1);
  P->row_names = calloc(n, sizeof(char *));
  P->col_names = calloc(n, sizeof(char *));
  P->row_lines = calloc(n, sizeof(int));
  ok &= P->z_back && P->slope0 && P->slope1 && P->fraction;
  if (!ok || !P->z_prev || !P->z_cur || !P->triggered || !P->interpolant_switched || !P->row_names || !P->col_names ||
      !P->row_lines) {
    sim_error(S, "out of memory");
    return HYSC_FAIL;
  }
  for (int i = 0; i < nc; i++)
    P->weight_atol[i] = S->opt.atol;
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (v->kind == HYSC_STATE && isfinite(v->nominal) && v->nominal > 0)
      P->weight_atol[v->index] = S->opt.atol * v->nominal; /* as IDA's atol */
  }
  for (int i = 0; i < nc; i++) {
    P->row_names[i] = m->equations[i].text;
    P->row_lines[i] = m->equations[i].line;
    P->col_names[i] = i < ns ? S->continuous_name[nc + i] : S->continuous_name[i];
  }
  P->roots_read_algebraic = roots_read_algebraic(P);
  return HYSC_OK;
}

static int newmark_advance(void *state)
{
  return run(state);
}

/* Newmark counts into S->stats as it goes: nothing to add. */
static void newmark_statistics(void *state, hysc_stats *stats)
{
}

static void newmark_free(void *state)
{
  newmark *P = state;
  if (!P)
    return;
  double **arrays[] = {&P->y0, &P->yp0, &P->y1, &P->yp1, &P->yw, &P->ypw, &P->u,
                       &P->ys, &P->yps, &P->yi, &P->ypi, &P->ydot, &P->ua, &P->weight_atol, &P->yp_prev};
  for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++)
    free(*arrays[i]);
  free(P->z_prev);
  free(P->z_cur);
  free(P->z_back);
  free(P->slope0);
  free(P->slope1);
  free(P->fraction);
  free(P->triggered);
  free(P->interpolant_switched);
  free(P->row_names);
  free(P->col_names);
  free(P->row_lines);
  newton_free(&P->N);
  newton_free(&P->A);
  consistency_blocks_free(P->N_blocks);
  consistency_blocks_free(P->A_blocks);
  free(P);
}

const hysc_backend hysc_newmark_backend = {
  .name = "Newmark",
  .init = newmark_init,
  .advance = newmark_advance,
  .statistics = newmark_statistics,
  .free = newmark_free,
};
