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
  "NanModel", "NanModel.mo",
  1, 0, 0, 0, 0, 0, 0,
  1, vars, equations, NULL, NULL, partner,
  0.0, 2.0, NAN, NAN,
  bind_parameters, start_values, residual, initial_residual, initial_discrete,
  zero_crossings, conditions, when_equations,
  /* ABI 2: no samples, frozen values, asserts or terminate() */
  0, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
};
