/*
 * nan_model.c - a hand-written model whose residual becomes NaN at t > 1,
 * for testing the failure path (message naming time and equation, exit 1,
 * no result file left behind):
 *
 *   Real x(start = 0, fixed = true);
 * equation
 *   der(x) = sqrt(1 - time);
 */
#include <math.h>
#include <stddef.h>
#include "hysc_model.h"

static const hysc_var vars[] = {
  {"x", "", "", HYSC_STATE, HYSC_REAL, 0, 1, 1, -HUGE_VAL, HUGE_VAL},
};
static const hysc_source equations[] = { {"der(x) = sqrt(1 - time)", 4} };
static const int partner[] = { -1 };

static void bind_parameters(hysc_data *D) { (void)D; }
static void start_values(hysc_data *D) { D->y[0] = 0; }
static void residual(const hysc_data *D, double *res) { res[0] = D->yp[0] - sqrt(1 - D->t); }
static void initial_residual(const hysc_data *D, double *res) { res[0] = D->y[0] - D->start[0]; }
static void initial_discrete(hysc_data *D) { (void)D; }
static void zero_crossings(const hysc_data *D, double *z) { (void)D; (void)z; }
static void conditions(hysc_data *D) { (void)D; }
static void when_equations(hysc_data *D) { (void)D; }

const hysc_model hysc_model_instance = {
  .name = "NanModel", .file = "NanModel.mo", .n_states = 1, .n_algebraic = 0,
  .n_discrete = 0, .n_parameters = 0, .n_relations = 0, .n_conditions = 0, .n_whens = 0,
  .n_vars = 1, .vars = vars, .equations = equations, .second_order_partner = partner,
  .start_time = 0.0, .stop_time = 2.0, .tolerance = NAN, .interval = NAN,
  .bind_parameters = bind_parameters, .start_values = start_values, .residual = residual,
  .initial_residual = initial_residual, .initial_discrete = initial_discrete,
  .zero_crossings = zero_crossings, .conditions = conditions,
  .when_equations = when_equations, .n_samples = 0, .n_frozen = 0, .n_asserts = 0,
  .n_terminations = 0,
};
