/*
 * tank_model.c - a hand-written model in the form the compiler emits, for
 * testing frozen floor() values, assert (warning and error), terminate() and
 * the naming of initial equations in initialization failures (ABI 2):
 *
 *   parameter Real x0 = 1.21;
 *   parameter Boolean stopAtEmpty = true;
 *   Real x(start = 0.5);
 *   Real level;
 * equation
 *   der(x) = -1;                                                    // line 7
 *   level = floor(4*x) / 4;                                         // line 8
 *   assert(x > 0.5, "level below half", AssertionLevel.warning);   // line 9
 *   assert(x > -0.25, "tank ran dry");                              // line 10
 *   when x < 0 and stopAtEmpty then terminate("tank empty"); end when;  // line 11
 * initial equation
 *   x*x = x0;                                                       // line 13
 *
 * x = 1.1 - t: floor(4x) steps down at t = 0.1, 0.35, 0.6, 0.85, 1.1, 1.35;
 * the warning comes once at t = 0.6, terminate() at t = 1.1; with
 * stopAtEmpty = false the error assertion fails at t = 1.35 (an event, since
 * floor(4x) steps there).  --set x0=-1 has no real solution.
 */
#include <math.h>
#include <stddef.h>
#include "hysc_model.h"

static const hysc_var vars[] = {
  {"x0", "", "", HYSC_PARAMETER, HYSC_REAL, 0, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"stopAtEmpty", "", "", HYSC_PARAMETER, HYSC_BOOLEAN, 1, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"x", "Level", "m", HYSC_STATE, HYSC_REAL, 0, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"level", "Level in quarters", "m", HYSC_ALGEBRAIC, HYSC_REAL, 1, 0, 1, -HUGE_VAL, HUGE_VAL},
};
static const hysc_source equations[] = { {"der(x) = -1", 7}, {"level = floor(4*x) / 4", 8} };
static const hysc_source relations[] = { {"x < 0", 11} };
static const hysc_source whens[] = { {"x < 0 and stopAtEmpty", 11} };
static const hysc_source initial_equations[] = { {"x*x = x0", 13} };
static const hysc_source asserts[] = { {"level below half", 9}, {"tank ran dry", 10} };
static const int assert_levels[] = { 1, 0 };
static const hysc_source terminations[] = { {"tank empty", 11} };
static const int partner[] = { -1 };

static void bind_parameters(hysc_data *D)
{
  if (!D->p_set[0]) D->p[0] = 1.21;
  if (!D->p_set[1]) D->p[1] = 1;
}
static void start_values(hysc_data *D) { D->y[0] = 0.5; D->y[1] = 0; }
static void residual(const hysc_data *D, double *res)
{
  res[0] = D->yp[0] - (-1);
  res[1] = D->y[1] - D->frozen[0] / 4;
}
static void initial_residual(const hysc_data *D, double *res) { res[0] = D->y[0] * D->y[0] - D->p[0]; }
static void initial_discrete(hysc_data *D) { (void)D; }
static void zero_crossings(const hysc_data *D, double *z)
{
  double e = 4 * D->y[0];
  z[0] = 0 - D->y[0];                              /* x < 0 */
  z[1] = e - hysc_frozen_lower(0, D->frozen[0]);   /* floor(4*x) lower bound */
  z[2] = hysc_frozen_upper(0, D->frozen[0]) - e;   /* upper bound */
}
static void conditions(hysc_data *D) { D->cond[0] = D->r[0] && D->p[1] != 0; }
static void when_equations(hysc_data *D)
{
  if (hysc_edge(D, 0)) { hysc_fired(D, 0); hysc_terminate(D, 0); }
}
static void update_frozen(hysc_data *D, int j, int crossed)
{
  double old = D->frozen[j], v = floor(4 * D->y[0]);
  if (crossed < 0 && v >= old) v = old - 1;
  if (crossed > 0 && v <= old) v = old + 1;
  D->frozen[j] = v;
}
static int check_asserts(const hysc_data *D)
{
  /* error-level assertions first, so that a lasting warning never hides one */
  if (!(D->y[0] > -0.25)) return 2;
  if (!(D->y[0] > 0.5)) return 1;
  return 0;
}

const hysc_model hysc_model_instance = {
  .name = "Tank", .file = "Tank.mo", .n_states = 1, .n_algebraic = 1, .n_discrete = 0,
  .n_parameters = 2, .n_relations = 1, .n_conditions = 1, .n_whens = 1, .n_vars = 4,
  .vars = vars, .equations = equations, .relations = relations, .whens = whens,
  .second_order_partner = partner, .start_time = 0.0, .stop_time = 2.0, .tolerance = NAN,
  .interval = NAN, .bind_parameters = bind_parameters, .start_values = start_values,
  .residual = residual, .initial_residual = initial_residual,
  .initial_discrete = initial_discrete, .zero_crossings = zero_crossings,
  .conditions = conditions, .when_equations = when_equations, .n_samples = 0,
  .n_frozen = 1, .n_asserts = 2, .n_terminations = 1,
  .initial_equations = initial_equations, .asserts = asserts,
  .assert_levels = assert_levels, .terminations = terminations,
  .update_frozen = update_frozen, .check_asserts = check_asserts,
};
