/*
 * clock_model.c - a hand-written model in the form the compiler emits, for
 * testing time events, initial() and terminal() (ABI 2):
 *
 *   parameter Real period = 0.1;
 *   Real x(start = 0, fixed = true);
 *   discrete Integer ticks(start = 0), late(start = 0);
 *   discrete Real xs(start = -1), t_init(start = -1);
 *   discrete Boolean finished(start = false);
 * equation
 *   der(x) = 1;                                              // line 7
 *   when initial() then t_init = time; end when;              // line 8
 *   when sample(0, period) then                               // line 9
 *     ticks = pre(ticks) + 1; xs = x;
 *   end when;
 *   when sample(0.05, 3*period) then late = pre(late) + 1; end when;   // line 12
 *   when terminal() then finished = true; end when;           // line 13
 *
 * x = time exactly, so xs is the time of the last tick; ticks counts the
 * instants 0, 0.1, ..., stop (the one at the start fires in the
 * initialization event), late the instants 0.05 + 0.3 k.
 */
#include <math.h>
#include <stddef.h>
#include "hysc_model.h"

static const hysc_var vars[] = {
  {"period", "Sample period", "s", HYSC_PARAMETER, HYSC_REAL, 0, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"x", "", "", HYSC_STATE, HYSC_REAL, 0, 1, 1, -HUGE_VAL, HUGE_VAL},
  {"ticks", "", "", HYSC_DISCRETE, HYSC_INTEGER, 0, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"late", "", "", HYSC_DISCRETE, HYSC_INTEGER, 1, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"xs", "", "", HYSC_DISCRETE, HYSC_REAL, 2, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"t_init", "", "", HYSC_DISCRETE, HYSC_REAL, 3, 0, 1, -HUGE_VAL, HUGE_VAL},
  {"finished", "", "", HYSC_DISCRETE, HYSC_BOOLEAN, 4, 0, 1, -HUGE_VAL, HUGE_VAL},
};
static const hysc_source equations[] = { {"der(x) = 1", 7} };
static const hysc_source whens[] = {
  {"initial()", 8}, {"sample(0, period)", 9}, {"sample(0.05, 3*period)", 12}, {"terminal()", 13},
};
static const hysc_source samples[] = { {"sample(0, period)", 9}, {"sample(0.05, 3*period)", 12} };
static const hysc_source initial_equations[] = { {"x = 0 (start, fixed)", 3} };
static const int partner[] = { -1 };

static void bind_parameters(hysc_data *D) { if (!D->p_set[0]) D->p[0] = 0.1; }
static void start_values(hysc_data *D)
{
  D->y[0] = 0;
  D->d[0] = 0; D->d[1] = 0; D->d[2] = -1; D->d[3] = -1; D->d[4] = 0;
}
static void residual(const hysc_data *D, double *res) { res[0] = D->yp[0] - 1; }
static void initial_residual(const hysc_data *D, double *res) { res[0] = D->y[0] - D->start[0]; }
static void initial_discrete(hysc_data *D) { (void)D; }
static void zero_crossings(const hysc_data *D, double *z) { (void)D; (void)z; }
static void conditions(hysc_data *D)
{
  D->cond[0] = (unsigned char)D->initial;
  D->cond[1] = D->sample[0];
  D->cond[2] = D->sample[1];
  D->cond[3] = (unsigned char)D->terminal;
}
static void when_equations(hysc_data *D)
{
  if (hysc_edge(D, 0)) { hysc_fired(D, 0); D->d[3] = D->t; }
  if (hysc_edge(D, 1)) { hysc_fired(D, 1); D->d[0] = D->pre_d[0] + 1; D->d[2] = D->y[0]; }
  if (hysc_edge(D, 2)) { hysc_fired(D, 2); D->d[1] = D->pre_d[1] + 1; }
  if (hysc_edge(D, 3)) { hysc_fired(D, 3); D->d[4] = 1; }
}
static void sample_times(const hysc_data *D, double *start, double *interval)
{
  start[0] = 0;    interval[0] = D->p[0];
  start[1] = 0.05; interval[1] = 3 * D->p[0];
}

const hysc_model hysc_model_instance = {
  .name = "Clock", .file = "Clock.mo", .n_states = 1, .n_algebraic = 0, .n_discrete = 5,
  .n_parameters = 1, .n_relations = 0, .n_conditions = 4, .n_whens = 4, .n_vars = 7,
  .vars = vars, .equations = equations, .whens = whens, .second_order_partner = partner,
  .start_time = 0.0, .stop_time = 1.0, .tolerance = NAN, .interval = NAN,
  .bind_parameters = bind_parameters, .start_values = start_values, .residual = residual,
  .initial_residual = initial_residual, .initial_discrete = initial_discrete,
  .zero_crossings = zero_crossings, .conditions = conditions,
  .when_equations = when_equations, .n_samples = 2, .n_frozen = 0, .n_asserts = 0,
  .n_terminations = 0, .initial_equations = initial_equations, .samples = samples,
  .sample_times = sample_times,
};
