/*
 * consistency.c - consistent restart values after an event (the continuous
 * equations solved for the algebraic variables and derivatives with the
 * states held) and the algebraic loops through when-equations solved in the
 * event that fires them.
 *
 * Used by the event machinery and the backends; calls no backend, no driver.
 */
#define _POSIX_C_SOURCE 200809L
#include <float.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "hysc_runtime.h"

/* ------------------------------------------------------------ consistency */

/* States fixed, u = [yp states, y algebraic], F = residual. */
static int consistency_residual(void *ctx, const double *u, double *f)
{
  hysc_sim *S = ctx;
  hysc_data *D = &S->data;
  memcpy(D->yp, u, (size_t)S->n_states * sizeof(double));
  memcpy(D->y + S->n_states, u + S->n_states, (size_t)S->n_algebraic * sizeof(double));
  /* with reduced position constraints, their index-1 form fixes the
     velocities' derivatives and multipliers consistently */
  if (S->model->consistent_residual)
    S->model->consistent_residual(D, f);
  else
    S->model->residual(D, f);
  return 0;
}

/* The analytic Jacobian of consistency_residual at u (jacobian.c). */
static int consistency_jacobian(void *ctx, const double *u, jac_assembly *A, double *values)
{
  hysc_sim *S = ctx;
  hysc_data *D = &S->data;
  static const double one[] = {1};
  memcpy(D->yp, u, (size_t)S->n_states * sizeof(double));
  memcpy(D->y + S->n_states, u + S->n_states, (size_t)S->n_algebraic * sizeof(double));
  if (jac_evaluate_model(A, S->model, D, 1, 0) != HYSC_OK)
    return 1;
  jac_combine(A, one, values);
  return 0;
}

/* The consistency Newton on the model's analytic Jacobian, where it has one
   (and whether the model has modes, see newton_rank.c):
   sparse above JAC_SPARSE_MIN unknowns, never a dense n^2 matrix there. */
int sim_consistency_jacobian(hysc_sim *S)
{
  S->consistency.modes = sim_has_modes(S->model);
  if (!jac_available(S->model, &S->opt))
    return HYSC_OK;
  if (jac_build_consistency(&S->consistency.pattern, S->model, S->n_states,
                            S->n_continuous) != HYSC_OK ||
      newton_use_jacobian(&S->consistency, consistency_jacobian) != HYSC_OK)
    return HYSC_FAIL;
  int failed;
  S->consistency_blocks = consistency_blocks_new(&S->consistency.pattern, S->n_continuous, &failed);
  return failed ? HYSC_FAIL : HYSC_OK;
}

/* u = [yp states, y algebraic] from the current values */
static void consistency_unknowns(const hysc_sim *S, double *u)
{
  memcpy(u, S->data.yp, (size_t)S->n_states * sizeof(double));
  memcpy(u + S->n_states, S->data.y + S->n_states, (size_t)S->n_algebraic * sizeof(double));
}

/* After a failed consistent solve: the algebraic variables started afresh,
   from their start values, then from 0, as the initial problem began (the
   search along the Newton step, newton_solve_across, found nothing). */
static int other_branch(hysc_sim *S, double *u, const newton_settings *set)
{
  int ns = S->n_states;
  newton_report rep;
  for (int k = 0; k < 2; k++) {
    for (int i = 0; i < S->n_continuous; i++)   /* the states' derivatives from 0 */
      u[i] = i < ns || k == 1 ? 0.0 : S->data.start[i];
    if (newton_solve(&S->consistency, consistency_residual, S, u, set, &S->stats, &rep) ==
        NEWTON_OK)
      return HYSC_OK;
  }
  return HYSC_FAIL;
}

/* The consistent solve from the factors of the previous one, ended as
   reuse_end says; any_mode: whatever the mode of those factors (between
   events), else not those of a mode with redundant rows, whose echelon form
   is of that mode alone. */
static int consistent_solve(hysc_sim *S, const char *when, int any_mode, int reuse_end)
{
  hysc_data *D = &S->data;
  int ns = S->n_states, nc = S->n_continuous;
  double *u = S->consistency_u;
  newton_settings set = sim_tight_newton(S, any_mode || S->consistency.rank == S->consistency.n);
  set.reuse_end = reuse_end;
  newton_report rep;

  consistency_unknowns(S, u);
  /* between events (root functions, output rows of index-2 models: many
     solves in a row at nearby points, in one mode) a block starts from the
     factors of the solve before, as a Newmark step does */
  newton_settings block_set = set;
  block_set.reuse_jacobian = !consistency_blocks_in_event(S->consistency_blocks);
  if (consistency_blocks_solve(S->consistency_blocks, &S->consistency, consistency_residual, S,
                               u, &block_set, &S->stats))
    return HYSC_OK;
  int solved = newton_solve_across(&S->consistency, consistency_residual, S, u, &set, &S->stats, &rep) ==
               NEWTON_OK;
  if (!solved)
    S->consistency.have_lu = 0;   /* a failed solve's factors (a mode tried) are not reused */
  if (!solved && other_branch(S, u, &set) != HYSC_OK) {
    S->consistency.have_lu = 0;   /* nor those of the other branches tried */
    const char **rows = sim_calloc((size_t)nc, sizeof(char *));
    int *lines = sim_calloc((size_t)nc, sizeof(int));
    const char **cols = sim_calloc((size_t)nc, sizeof(char *));
    if (rows && lines && cols) {
      for (int i = 0; i < nc; i++) {
        rows[i] = S->model->equations[i].text;
        lines[i] = S->model->equations[i].line;
      }
      for (int i = 0; i < ns; i++)
        cols[i] = S->continuous_name[nc + i];
      for (int i = ns; i < nc; i++)
        cols[i] = S->continuous_name[i];
      sim_newton_message(S, when, &rep, rows, lines, cols);
    } else {
      sim_error(S, "at t=%.17g, %s: Newton failed (and out of memory)", D->t, when);
    }
    free(rows);
    free(lines);
    free(cols);
    return HYSC_FAIL;
  }
  consistency_residual(S, u, S->consistency.f);
  return HYSC_OK;
}

int sim_consistent(hysc_sim *S, const char *when)
{
  return consistent_solve(S, when, 0, REUSE_END_CONTRACTING);
}

int sim_consistent_probe(hysc_sim *S, const char *when)
{
  return consistent_solve(S, when, 0, REUSE_END_FAR_INSIDE);
}

int sim_consistent_between_events(hysc_sim *S, const char *when)
{
  return consistent_solve(S, when, 1, REUSE_END_CONTRACTING);
}

int sim_consistency_event_begin(hysc_sim *S)
{
  if (!S->consistency_blocks)
    return HYSC_OK;
  consistency_unknowns(S, S->consistency_u);
  S->stats.residual_evals++;
  if (consistency_residual(S, S->consistency_u, S->consistency.f) != 0)
    return HYSC_FAIL;
  consistency_blocks_baseline(S->consistency_blocks, S->consistency.f);
  return HYSC_OK;
}

void sim_consistency_event_end(hysc_sim *S)
{
  consistency_blocks_end_event(S->consistency_blocks);
}

/* The when-equations in loops whose branch fired in this pass; 0 when none. */
int sim_mark_when_loops(hysc_sim *S)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  int fired = D->fired_count < (int)(sizeof D->fired / sizeof D->fired[0])
                  ? D->fired_count : (int)(sizeof D->fired / sizeof D->fired[0]);
  S->n_when_loop_active = 0;
  for (int i = 0; i < m->n_when_loops; i++)
    for (int k = 0; k < fired; k++)
      if (D->fired[k] == m->when_loop_branch[i]) {
        S->when_loop_active[S->n_when_loop_active++] = i;
        break;
      }
  return S->n_when_loop_active;
}

/* u = [yp states, y algebraic, the active when-equations' discrete Reals] */
static int when_loop_residual(void *ctx, const double *u, double *f)
{
  hysc_sim *S = ctx;
  const hysc_model *m = S->model;
  int nc = S->n_continuous;
  for (int i = 0; i < S->n_when_loop_active; i++)
    S->data.d[m->when_loop_discrete[S->when_loop_active[i]]] = u[nc + i];
  consistency_residual(S, u, f);
  m->when_loop_residual(&S->data, S->when_loop_res);
  for (int i = 0; i < S->n_when_loop_active; i++)
    f[nc + i] = S->when_loop_res[S->when_loop_active[i]];
  return 0;
}

/* Consistent values when when-equations that fired close algebraic loops
   with the continuous equations: both solved together (states fixed). */
int sim_when_loop_solve(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int nc = S->n_continuous;
  double *u = S->when_loop_u;
  newton_settings set = sim_tight_newton(S, 0);
  newton_report rep;

  consistency_unknowns(S, u);
  for (int i = 0; i < S->n_when_loop_active; i++)
    u[nc + i] = D->d[m->when_loop_discrete[S->when_loop_active[i]]];
  S->when_loop.n = nc + S->n_when_loop_active;
  if (newton_solve(&S->when_loop, when_loop_residual, S, u, &set, &S->stats, &rep) != NEWTON_OK) {
    if (rep.row >= 0 && rep.row < nc)
      sim_error(S, "at t=%.17g, the when-equations that fired and equation '%s' (%s) have "
                "no common solution (Newton failed)", D->t, m->equations[rep.row].text,
                sim_place(m, m->equations[rep.row].line));
    else
      sim_error(S, "at t=%.17g, the when-equations that fired and the continuous equations "
                "have no common solution (Newton failed)", D->t);
    return HYSC_FAIL;
  }
  when_loop_residual(S, u, S->when_loop.f);
  return HYSC_OK;
}
