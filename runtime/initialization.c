/*
 * initialization.c - consistent initial values: start values and settings
 * from the command line, the initial equations solved together with the
 * model equations, the relations settled, then the initial event.
 *
 * Called by the driver (simulation.c; main.c for the start values of
 * --list-vars); uses the event machinery (events.c, timeline.c) and never
 * a backend.
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

#define MAX_INIT_RELATION_PASSES 10

/* Initialization: u = [y states, yp states, y algebraic],
   F = [residual (ns+na rows); initial_residual (ns rows)]. */
typedef struct {
  hysc_sim *S;
  double *y, *yp, *scratch;
} init_problem;

static void init_unpack(const init_problem *P, const double *u)
{
  int ns = P->S->n_states, na = P->S->n_algebraic;
  memcpy(P->y, u, (size_t)ns * sizeof(double));
  memcpy(P->yp, u + ns, (size_t)ns * sizeof(double));
  memcpy(P->y + ns, u + 2 * ns, (size_t)na * sizeof(double));
}

static int init_residual(void *ctx, const double *u, double *f)
{
  init_problem *P = ctx;
  hysc_sim *S = P->S;
  hysc_data W = S->data;
  init_unpack(P, u);
  W.y = P->y;
  W.yp = P->yp;
  S->model->residual(&W, f);
  if (S->n_states > 0)
    S->model->initial_residual(&W, f + S->n_continuous);
  return 0;
}

/* The analytic Jacobian of init_residual at u (jacobian.c). */
static int init_jacobian(void *ctx, const double *u, jac_assembly *A, double *values)
{
  init_problem *P = ctx;
  hysc_data W = P->S->data;
  static const double one[] = {1};
  init_unpack(P, u);
  W.y = P->y;
  W.yp = P->yp;
  if (jac_evaluate_model(A, P->S->model, &W, 0, 1) != HYSC_OK)
    return 1;
  jac_combine(A, one, values);
  return 0;
}

static int use_init_jacobian(hysc_sim *S, newton_solver *N)
{
  N->modes = sim_has_modes(S->model);
  if (!jac_available(S->model, &S->opt))
    return HYSC_OK;
  if (jac_build_initial(&N->pattern, S->model, S->n_states, S->n_continuous) != HYSC_OK)
    return HYSC_FAIL;
  return newton_use_jacobian(N, init_jacobian);
}

/* Row names for Newton's messages: the model equations, then the initial
   equations (the compiler's text) or their row numbers. */
static int name_initial_rows(hysc_sim *S, const char **row_names, int *row_lines,
                             char **initial_rows)
{
  const hysc_model *m = S->model;
  int ns = S->n_states, nc = S->n_continuous;
  for (int i = 0; i < nc; i++) {
    row_names[i] = m->equations[i].text;
    row_lines[i] = m->equations[i].line;
  }
  for (int i = 0; i < ns; i++) {
    const hysc_source *src = m->initial_equations ? &m->initial_equations[i] : NULL;
    if (src && src->text) {
      /* "initial equation 'h = h0'" or "start value 'v = 0'": the compiler's text */
      size_t len = strlen(src->text) + 32;
      initial_rows[i] = malloc(len);
      if (initial_rows[i])
        snprintf(initial_rows[i], len, "initial equation '%s'", src->text);
      row_lines[nc + i] = src->line;
    } else {
      size_t len = 96;
      initial_rows[i] = malloc(len);
      if (initial_rows[i])
        snprintf(initial_rows[i], len, "initial equation or start value, row %d of %d", i + 1, ns);
    }
    if (!initial_rows[i]) {
      sim_error(S, "out of memory");
      return HYSC_FAIL;
    }
    row_names[nc + i] = initial_rows[i];
  }
  return HYSC_OK;
}

/* u = [y states, yp states, y algebraic] and their names */
static void pack_initial_unknowns(const hysc_sim *S, double *u, const char **col_names)
{
  const hysc_data *D = &S->data;
  int ns = S->n_states, na = S->n_algebraic, nc = S->n_continuous;
  for (int i = 0; i < ns; i++) {
    u[i] = D->y[i];
    u[ns + i] = D->yp[i];
    col_names[i] = S->continuous_name[i];
    col_names[ns + i] = S->continuous_name[nc + i];
  }
  for (int i = 0; i < na; i++) {
    u[2 * ns + i] = D->y[ns + i];
    col_names[2 * ns + i] = S->continuous_name[ns + i];
  }
}

/* The relations and frozen functions at the start values, and the discrete
   values the residual reads (a friction element's locked) from them: the
   discrete equations ran with the relations as they were (all false), and
   run again when one changes (only then: they may call external code). */
static int start_relations(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int any = 0;
  for (int j = 0; j < m->n_frozen; j++)
    m->update_frozen(D, j, 0);
  if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return HYSC_FAIL;
  for (int k = 0; k < m->n_relations; k++) {
    unsigned char r = (unsigned char)sim_relation_now(S, k, S->z[k]);
    any |= r != D->r[k];
    D->r[k] = r;
  }
  if (any)
    m->initial_discrete(D);
  return HYSC_OK;
}

/* The relations and frozen functions at the solution: 1 when one changed.
   A true relation turns false only past its hysteresis, as between events:
   the discrete equations run again on a change, and an operand the solve
   leaves at its threshold (an ideal diode's s = 0 at rest) would flip its
   relation on the sign of rounding at every solve. */
static int relations_changed(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
    int changed = 0;
    for (int k = 0; k < m->n_relations; k++) {
      unsigned char r = (unsigned char)sim_relation_value(S, k, D->r[k], S->z[k]);
      if (r != D->r[k]) {
        D->r[k] = r;
        changed = 1;
      }
    }
    for (int j = 0; j < m->n_frozen; j++) {
      double before = D->frozen[j];
      m->update_frozen(D, j, 0);
      if (D->frozen[j] != before)
        changed = 1;
    }
  return changed;
}

/* [2n]: the min, then the max of the initial problem's unknowns (u = [y
   states, yp states, y algebraic]; the derivatives unbounded), for the
   Newton to keep its iterates inside them; NULL when out of memory. */
static double *initial_bounds(const hysc_sim *S)
{
  const hysc_model *m = S->model;
  int ns = S->n_states, n = 2 * ns + S->n_algebraic;
  double *b = sim_calloc((size_t)(2 * n + 1), sizeof(double));
  for (int i = 0; b && i < n; i++) {
    b[i] = -HUGE_VAL;
    b[n + i] = HUGE_VAL;
  }
  for (int v = 0; b && v < m->n_vars; v++) {
    const hysc_var *var = &m->vars[v];
    int k = var->index < ns ? var->index : var->index + ns;
    if ((var->kind == HYSC_STATE || var->kind == HYSC_ALGEBRAIC) && k >= 0 && k < n) {
      b[k] = var->min;
      b[n + k] = var->max;
    }
  }
  return b;
}

/* With homotopy() in the model (its parameter __homotopy, 1 - lambda), the
   initial problem is solved first with the simplified expressions
   (__homotopy = 1), then followed to the actual ones in steps of lambda
   (doubled after a success, halved after a failure), each Newton from the
   solution before: where the actual problem has several solutions (a
   multivibrator's amplifier: at a limit or balanced between), the one the
   simplified problem leads to.  u ends there, or as it was if the path
   fails; __homotopy ends 0. */
/* A Newton from w at the current __homotopy, repeated while the relations
   and frozen functions change at its solution (as the passes of
   initial_solve); HYSC_OK when it converged with them settled. */
static int homotopy_point(hysc_sim *S, newton_solver *N, init_problem *P, double *w,
                          const newton_settings *set)
{
  hysc_data *D = &S->data;
  newton_report rep;
  for (int pass = 0; pass < MAX_INIT_RELATION_PASSES; pass++) {
    if (newton_solve_across(N, init_residual, P, w, set, &S->stats, &rep) != NEWTON_OK)
      return HYSC_FAIL;
    init_unpack(P, w);
    memcpy(D->y, P->y, (size_t)S->n_continuous * sizeof(double));
    memcpy(D->yp, P->yp, (size_t)S->n_continuous * sizeof(double));
    if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
      return HYSC_FAIL;
    if (!relations_changed(S))
      return HYSC_OK;
  }
  return HYSC_FAIL;
}

static void homotopy_path(hysc_sim *S, newton_solver *N, init_problem *P, double *u,
                          const double *bounds)
{
  const hysc_model *m = S->model;
  int h = -1, n = N->n;
  newton_settings path = sim_tight_newton(S, 0), *set = &path;
  path.lower = bounds, path.upper = bounds + n;
  for (int v = 0; v < m->n_vars; v++)
    if (m->vars[v].kind == HYSC_PARAMETER && !strcmp(m->vars[v].name, "__homotopy"))
      h = m->vars[v].index;
  double *w = h >= 0 ? sim_calloc((size_t)n + 1, sizeof(double)) : NULL;
  if (!w)
    return;
  double mu = 1, step = 0.25;
  memcpy(w, u, (size_t)n * sizeof *u);
  S->data.p[h] = 1;
  if (homotopy_point(S, N, P, w, set) == HYSC_OK) {
    double *v = sim_calloc((size_t)n + 1, sizeof(double));
    while (v && mu > 0 && step > 1e-4) {
      double next = fmax(0.0, mu - step);
      memcpy(v, w, (size_t)n * sizeof *u);
      S->data.p[h] = next;
      if (homotopy_point(S, N, P, v, set) == HYSC_OK) {
        memcpy(w, v, (size_t)n * sizeof *u);
        mu = next;
        step = fmin(2 * step, 0.5);
      } else {
        step /= 2;
      }
    }
    free(v);
  }
  if (mu == 0)
    memcpy(u, w, (size_t)n * sizeof *u);
  S->data.p[h] = 0;
  free(w);
}

/* After the Newton from the start values failed: again from the blocks
   of the initial problem solved in order (init_blocks.c), the start values
   taken afresh; 1 when that converged.  A flat or non-finite row at the
   start values (a rotation matrix of zeros not yet computed from its
   quaternion) is no longer met. */
static int from_block_guess(hysc_sim *S, newton_solver *N, init_problem *P, double *u,
                            const newton_settings *set)
{
  const char **names = sim_calloc((size_t)N->n + 1, sizeof(char *));
  newton_report rep;
  int ok = 0;
  if (names) {
    pack_initial_unknowns(S, u, names);
    ok = newton_block_guess(N, init_residual, P, u, S->n_states, &S->stats) >= 0 &&
         newton_solve(N, init_residual, P, u, set, &S->stats, &rep) == NEWTON_OK;
  }
  free(names);
  return ok;
}

static int initial_solve(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int ns = S->n_states, na = S->n_algebraic, nc = S->n_continuous;
  int n = 2 * ns + na;
  init_problem P = {S, NULL, NULL, NULL};
  newton_solver N;
  double *u = sim_calloc((size_t)n, sizeof(double)), *bounds = initial_bounds(S);
  const char **row_names = sim_calloc((size_t)n, sizeof(char *));
  int *row_lines = sim_calloc((size_t)n, sizeof(int));
  const char **col_names = sim_calloc((size_t)n, sizeof(char *));
  char **initial_rows = sim_calloc((size_t)ns, sizeof(char *));
  int status = HYSC_FAIL;
  P.y = sim_calloc((size_t)nc, sizeof(double));
  P.yp = sim_calloc((size_t)nc, sizeof(double));
  if (!u || !bounds || !row_names || !row_lines || !col_names || !initial_rows || !P.y || !P.yp ||
      newton_alloc(&N, n) != HYSC_OK) {
    sim_error(S, "out of memory");
    goto done;
  }
  if (use_init_jacobian(S, &N) != HYSC_OK) {
    sim_error(S, "out of memory");
    goto done_newton;
  }
  if (name_initial_rows(S, row_names, row_lines, initial_rows) != HYSC_OK)
    goto done_newton;
  pack_initial_unknowns(S, u, col_names);
  /* Relations start from the start values; the solve is repeated until the
     relations agree with the solution they produced. */
  if (start_relations(S) != HYSC_OK)
    goto done_newton;

  homotopy_path(S, &N, &P, u, bounds);
  for (int pass = 0;; pass++) {
    newton_settings set = sim_tight_newton(S, 0);
    newton_report rep;
    set.lower = bounds, set.upper = bounds + n;
    if (newton_solve_across(&N, init_residual, &P, u, &set, &S->stats, &rep) != NEWTON_OK &&
        (pass > 0 || !from_block_guess(S, &N, &P, u, &set))) {
      sim_newton_message(S, "initialization failed", &rep, row_names, row_lines, col_names);
      goto done_newton;
    }
    init_unpack(&P, u);
    memcpy(D->y, P.y, (size_t)nc * sizeof(double));
    memcpy(D->yp, P.yp, (size_t)nc * sizeof(double));
    if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
      goto done_newton;
    int changed = relations_changed(S);
    if (!changed)
      break;
    m->initial_discrete(D);
    if (pass + 1 == MAX_INIT_RELATION_PASSES) {
      sim_error(S, "at t=%.17g, initialization failed: relations or floor/ceil/integer "
                "values keep changing after %d solves (the initial state sits on a "
                "switching surface?)",
                D->t, MAX_INIT_RELATION_PASSES);
      goto done_newton;
    }
  }
  status = HYSC_OK;

done_newton:
  newton_free(&N);
done:
  for (int i = 0; initial_rows && i < ns; i++)
    free(initial_rows[i]);
  free(initial_rows);
  free(u);
  free(bounds);
  free(row_names);
  free(row_lines);
  free(col_names);
  free(P.y);
  free(P.yp);
  return status;
}

static int apply_settings(hysc_sim *S, int parameters)
{
  hysc_data *D = &S->data;
  for (int i = 0; i < S->opt.n_settings; i++) {
    const hysc_setting *s = &S->opt.settings[i];
    const hysc_var *v = s->var;
    if (parameters && (v->kind == HYSC_PARAMETER || v->kind == HYSC_CONSTANT)) {   /* constants: parts (partition.c) */
      D->p[v->index] = s->value;
      D->p_set[v->index] = 1;
    } else if (!parameters && v->kind == HYSC_STATE) {
      D->y[v->index] = s->value;
      D->start[v->index] = s->value;
    } else if (!parameters && v->kind == HYSC_DISCRETE) {
      D->d[v->index] = s->value;
    }
  }
  return HYSC_OK;
}

/* Parameters, start values and --set, without solving anything. */
void sim_start_values(hysc_sim *S)
{
  hysc_data *D = &S->data;
  const hysc_model *m = S->model;
  D->t = S->opt.start_time;
  apply_settings(S, 1);
  m->bind_parameters(D);
  m->start_values(D);
  memcpy(D->start, D->y, (size_t)S->n_continuous * sizeof(double));
  apply_settings(S, 0);
  if (m->compute_constants)   /* the parameters' own computed variables */
    m->compute_constants(D);
}

/* A --set on a state whose value the initial equations determine has no
   effect; say so rather than let the user believe it did. */
static void warn_ignored_settings(const hysc_sim *S)
{
  for (int i = 0; i < S->opt.n_settings; i++) {
    const hysc_setting *s = &S->opt.settings[i];
    if (s->var->kind != HYSC_STATE)
      continue;
    double y = S->data.y[s->var->index];
    if (fabs(y - s->value) > 1e-9 * (1 + fabs(s->value)))
      fprintf(stderr, "%s: warning: --set %s had no effect: the initial equations "
              "give %s = %.17g\n", S->model->name, text_clean(s->text), text_clean(s->var->name), y);
  }
}


/* HYSC_STOP when terminate() ran in the initialization event. */
int sim_initialize(hysc_sim *S)
{
  hysc_data *D = &S->data;
  const hysc_model *m = S->model;

  sim_init_time_relations(S, 0);
  sim_start_values(S);
  if (sim_divisor_zero(S))
    return HYSC_FAIL;
  if (delay_start(S) != HYSC_OK)
    return HYSC_FAIL;
  /* during initialization pre(v) is v's start unless an initial equation
     says otherwise, and initial() is true (spec 8.6): a discrete
     algorithm's change(v) does not fire, nor a branch for after the start
     read pre(v) */
  sim_take_discrete_as_pre(S);
  D->initial = 1;
  m->initial_discrete(D);
  D->assert_failed = 0;   /* an initial algorithm's asserts count on the solution only */
  int rc = initial_solve(S);
  if (rc == HYSC_OK)   /* samples after the solve: a start may read a parameter with fixed = false */
    rc = sim_init_samples(S);
  if (rc == HYSC_OK) {
    sim_hysteresis_rescale(S, NULL);
    m->initial_discrete(D);
  }
  D->initial = 0;
  if (rc != HYSC_OK)
    return HYSC_FAIL;
  warn_ignored_settings(S);
  memcpy(D->pre_y, D->y, (size_t)S->n_continuous * sizeof(double));
  /* only initial() (and samples due at the start) fire here: every other
     condition starts as its own pre; pre() is still the initial problem's */
  rc = sim_initial_event(S);
  /* relations are evaluated exactly during initialization (time > t0 is
     false at t = t0); after it, those of time against parameters switch
     at time events */
  sim_init_time_relations(S, 1);
  if (rc != HYSC_FAIL && delay_record(S) != HYSC_OK)
    return HYSC_FAIL;
  return rc;
}
