/*
 * thermostat_model.c - a hand-written model in the form the compiler emits,
 * for testing algebraic variables, a discrete Boolean, two when-clauses and
 * relation hysteresis (references.md, "Hysteresis thermostat"):
 *
 *   parameter Real C = 1, h = 2, Qcap = 25, Tamb = 285, Tbar = 295;
 *   Real T(start = 300, fixed = true); Real Q; discrete Boolean heating(start = false);
 * equation
 *   C*der(T) = Q - h*(T - Tamb);
 *   Q = if heating then Qcap else 0;
 *   when T < Tbar - 1 then heating = true; end when;
 *   when T > Tbar + 1 then heating = false; end when;
 */
#include <math.h>
#include <stddef.h>
#include "hysc_model.h"

static const hysc_var vars[] = {
  {"C", "Heat capacity", "J/K", HYSC_PARAMETER, HYSC_REAL, 0, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"h", "Heat transfer coefficient", "W/K", HYSC_PARAMETER, HYSC_REAL, 1, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"Qcap", "Heater power", "W", HYSC_PARAMETER, HYSC_REAL, 2, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"Tamb", "Ambient temperature", "K", HYSC_PARAMETER, HYSC_REAL, 3, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"Tbar", "Set point", "K", HYSC_PARAMETER, HYSC_REAL, 4, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"T", "Temperature", "K", HYSC_STATE, HYSC_REAL, 0, 1, 1, -HUGE_VAL, HUGE_VAL},
  {"Q", "Heat flow", "W", HYSC_ALGEBRAIC, HYSC_REAL, 1, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"heating", "", "", HYSC_DISCRETE, HYSC_BOOLEAN, 0, 0, 1, -HUGE_VAL, HUGE_VAL},
};
static const hysc_source equations[] = {
  {"C*der(T) = Q - h*(T - Tamb)", 10}, {"Q = if heating then Qcap else 0", 11},
};
static const hysc_source relations[] = { {"T < Tbar - 1", 12}, {"T > Tbar + 1", 13} };
static const hysc_source whens[] = { {"T < Tbar - 1", 12}, {"T > Tbar + 1", 13} };
static const int partner[] = { -1 };

static void bind_parameters(hysc_data *D)
{
  if (!D->p_set[0]) D->p[0] = 1;
  if (!D->p_set[1]) D->p[1] = 2;
  if (!D->p_set[2]) D->p[2] = 25;
  if (!D->p_set[3]) D->p[3] = 285;
  if (!D->p_set[4]) D->p[4] = 295;
}

static void start_values(hysc_data *D)
{
  D->y[0] = 300;
  D->y[1] = 0;
  D->d[0] = 0;
}

static void residual(const hysc_data *D, double *res)
{
  res[0] = D->p[0] * D->yp[0] - (D->y[1] - D->p[1] * (D->y[0] - D->p[3]));
  res[1] = D->y[1] - (D->d[0] != 0 ? D->p[2] : 0);
}

static void initial_residual(const hysc_data *D, double *res)
{
  res[0] = D->y[0] - D->start[0];
}

static void initial_discrete(hysc_data *D) { (void)D; }

static void zero_crossings(const hysc_data *D, double *z)
{
  z[0] = (D->p[4] - 1) - D->y[0];
  z[1] = D->y[0] - (D->p[4] + 1);
}

static void conditions(hysc_data *D)
{
  D->cond[0] = D->r[0];
  D->cond[1] = D->r[1];
}

static void when_equations(hysc_data *D)
{
  if (hysc_edge(D, 0)) {
    hysc_fired(D, 0);
    D->d[0] = 1;
  }
  if (hysc_edge(D, 1)) {
    hysc_fired(D, 1);
    D->d[0] = 0;
  }
}

const hysc_model hysc_model_instance = {
  .name = "Thermostat", .file = "Thermostat.mo", .n_states = 1, .n_algebraic = 1,
  .n_discrete = 1, .n_parameters = 5, .n_relations = 2, .n_conditions = 2, .n_whens = 2,
  .n_vars = 8, .vars = vars, .equations = equations, .relations = relations,
  .whens = whens, .second_order_partner = partner, .start_time = 0.0, .stop_time = 2.0,
  .tolerance = NAN, .interval = NAN, .bind_parameters = bind_parameters,
  .start_values = start_values, .residual = residual, .initial_residual = initial_residual,
  .initial_discrete = initial_discrete, .zero_crossings = zero_crossings,
  .conditions = conditions, .when_equations = when_equations, .n_samples = 0,
  .n_frozen = 0, .n_asserts = 0, .n_terminations = 0,
};
