/*
 * relay_model.c - a hand-written model in the form the compiler emits, for
 * testing chattering and per-relation hysteresis (ABI 2):
 *
 *   Real x(start = 1, fixed = true);
 * equation
 *   der(x) = if x > 0 then -1 else 1;   // line 4
 *
 * x reaches 0 at t = 1 and then has nowhere to go: without hysteresis the
 * relation switches back and forth at every step (chattering).  Built with
 * -DRELAY_HYSTERESIS=0.01 the relation carries
 * annotation(__hysc(hysteresis = 0.01)), which --hysteresis does not
 * override: x > 0 becomes false at x = -0.01 (t = 1.01) and true again at
 * x = 0 (t = 1.02), a limit cycle of period 0.02.
 */
#include <math.h>
#include <stddef.h>
#include "hysc_model.h"

#ifndef RELAY_HYSTERESIS
#define RELAY_HYSTERESIS NAN
#endif

static const hysc_var vars[] = {
  {"x", "", "", HYSC_STATE, HYSC_REAL, 0, 1, 1, -HUGE_VAL, HUGE_VAL},
};
static const hysc_source equations[] = { {"der(x) = if x > 0 then -1 else 1", 4} };
static const hysc_source relations[] = { {"x > 0", 4} };
static const hysc_source initial_equations[] = { {"x = 1 (start, fixed)", 1} };
static const double relation_hysteresis[] = { RELAY_HYSTERESIS };
static const int partner[] = { -1 };

static void bind_parameters(hysc_data *D) { (void)D; }
static void start_values(hysc_data *D) { D->y[0] = 1; }
static void residual(const hysc_data *D, double *res) { res[0] = D->yp[0] - (D->r[0] ? -1 : 1); }
static void initial_residual(const hysc_data *D, double *res) { res[0] = D->y[0] - D->start[0]; }
static void initial_discrete(hysc_data *D) { (void)D; }
static void zero_crossings(const hysc_data *D, double *z) { z[0] = D->y[0]; }
static void conditions(hysc_data *D) { (void)D; }
static void when_equations(hysc_data *D) { (void)D; }

const hysc_model hysc_model_instance = {
  .name = "Relay", .file = "Relay.mo", .n_states = 1, .n_algebraic = 0, .n_discrete = 0,
  .n_parameters = 0, .n_relations = 1, .n_conditions = 0, .n_whens = 0, .n_vars = 1,
  .vars = vars, .equations = equations, .relations = relations,
  .second_order_partner = partner, .start_time = 0.0, .stop_time = 2.0, .tolerance = NAN,
  .interval = NAN, .bind_parameters = bind_parameters, .start_values = start_values,
  .residual = residual, .initial_residual = initial_residual,
  .initial_discrete = initial_discrete, .zero_crossings = zero_crossings,
  .conditions = conditions, .when_equations = when_equations, .n_samples = 0,
  .n_frozen = 0, .n_asserts = 0, .n_terminations = 0,
  .initial_equations = initial_equations, .relation_hysteresis = relation_hysteresis,
};
