/*
 * bouncing_ball_model.c - a hand-written model in the form the compiler emits,
 * for testing the runtime on its own.  It is models/BouncingBall.mo:
 *
 *   parameter Real e = 0.8; parameter Real h0 = 1.0;
 *   Real h; Real v(start = 0.0, fixed = true);
 * initial equation  h = h0;
 * equation  v = der(h);  der(v) = -9.81;
 *   when h < 0 then reinit(v, -e*pre(v)); end when;
 */
#include <math.h>
#include <stddef.h>
#include "hysc_model.h"

static const hysc_var vars[] = {
  {"e", "Coefficient of restitution", "", HYSC_PARAMETER, HYSC_REAL, 0, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"h0", "Initial height", "m", HYSC_PARAMETER, HYSC_REAL, 1, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"h", "Height", "m", HYSC_STATE, HYSC_REAL, 0, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"v", "Velocity", "m/s", HYSC_STATE, HYSC_REAL, 1, 1, 1, -HUGE_VAL, HUGE_VAL},
};
static const hysc_source equations[] = { {"v = der(h)", 14}, {"der(v) = -9.81", 15} };
static const hysc_source relations[] = { {"h < 0", 16} };
static const hysc_source whens[] = { {"h < 0", 16} };
static const int partner[] = { 1, -1 };

static void bind_parameters(hysc_data *D)
{
  if (!D->p_set[0]) D->p[0] = 0.8;  /* e */
  if (!D->p_set[1]) D->p[1] = 1.0;  /* h0 */
}

static void start_values(hysc_data *D)
{
  D->y[0] = 0;   /* h */
  D->y[1] = 0.0; /* v */
}

static void residual(const hysc_data *D, double *res)
{
  res[0] = D->y[1] - D->yp[0];  /* v = der(h) (line 14) */
  res[1] = D->yp[1] - (-9.81);  /* der(v) = -9.81 (line 15) */
}

static void initial_residual(const hysc_data *D, double *res)
{
  res[0] = D->y[0] - D->p[1];   /* h = h0 */
  res[1] = D->y[1] - D->start[1]; /* v = start (fixed) */
}

static void initial_discrete(hysc_data *D) { (void)D; }

static void zero_crossings(const hysc_data *D, double *z)
{
  z[0] = 0 - D->y[0];           /* h < 0 */
}

static void conditions(hysc_data *D)
{
  D->cond[0] = D->r[0];         /* h < 0 */
}

static void when_equations(hysc_data *D)
{
  if (hysc_edge(D, 0)) {        /* when h < 0 (line 16) */
    hysc_fired(D, 0);
    hysc_reinit(D, 1, -D->p[0] * D->pre_y[1]);
  }
}

const hysc_model hysc_model_instance = {
  .name = "BouncingBall", .file = "BouncingBall.mo", .n_states = 2, .n_algebraic = 0,
  .n_discrete = 0, .n_parameters = 2, .n_relations = 1, .n_conditions = 1, .n_whens = 1,
  .n_vars = 4, .vars = vars, .equations = equations, .relations = relations,
  .whens = whens, .second_order_partner = partner, .start_time = 0.0, .stop_time = 3.0,
  .tolerance = NAN, .interval = NAN, .bind_parameters = bind_parameters,
  .start_values = start_values, .residual = residual, .initial_residual = initial_residual,
  .initial_discrete = initial_discrete, .zero_crossings = zero_crossings,
  .conditions = conditions, .when_equations = when_equations, .n_samples = 0,
  .n_frozen = 0, .n_asserts = 0, .n_terminations = 0,
};
