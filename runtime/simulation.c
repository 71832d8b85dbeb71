/*
 * simulation.c - the part of a simulation that both backends share: main(),
 * allocation of hysc_data, initialization, event handling (relations with
 * hysteresis, event iteration, reinit, consistent restart values), the output
 * grid and statistics; also hysc_fired/hysc_reinit for generated code.
 *
 * The semantics of events live here and only here, so that IDA and Newmark
 * give the same answers.  Nothing here may call SUNDIALS or know how a
 * backend advances time.
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
#define MAX_EVENT_ITERATIONS 100
/* Events that do not let time advance, in a row, before we call it
   chattering rather than let the run hang. */
#define MAX_EVENTS_SAME_TIME 50

void sim_error(const hysc_sim *S, const char *fmt, ...)
{
  va_list ap;
  fprintf(stderr, "%s: error: ", S->model->name);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
}

/* ------------------------------------------------ calls from generated code */

void hysc_fired(hysc_data *D, int when_index)
{
  if (D->fired_count < (int)(sizeof D->fired / sizeof D->fired[0]))
    D->fired[D->fired_count] = when_index;
  D->fired_count++;
}

void hysc_assert_failed(hysc_data *D, int assert_index)
{
  if (!D->assert_failed)
    D->assert_failed = assert_index + 1;
}

void hysc_terminate(hysc_data *D, int termination_index)
{
  /* the first terminate() of an event wins; its message is the one shown */
  if (!D->terminate)
    D->terminate = termination_index + 1;
}

void hysc_reinit(hysc_data *D, int continuous_index, double value)
{
  if (D->reinit_set[continuous_index]) {
    /* remember which variable, for the message; +1 keeps 0 = no error */
    D->error = continuous_index + 1;
    return;
  }
  D->reinit_set[continuous_index] = 1;
  D->reinit_value[continuous_index] = value;
}

/* ------------------------------------------------------------ relations */

/* The value of relation k evaluated without a crossing: <= and >= hold at
   z == 0 (so that time >= 0 is true at t = 0). */
static int relation_now(const hysc_sim *S, int k, double z)
{
  const unsigned char *nonstrict = S->model->relation_nonstrict;
  return z > 0 || (nonstrict && nonstrict[k] && z == 0);
}

int sim_relation_value(const hysc_sim *S, int k, int old, double z)
{
  /* false -> true when z crosses 0 upward; true -> false only below -eps */
  return old ? !(z < -sim_hysteresis(S, k)) : relation_now(S, k, z);
}

double sim_root_function(const hysc_sim *S, int k, double z)
{
  if (k >= S->model->n_relations)
    return z; /* a frozen-function bound: valid while z > 0, no hysteresis */
  return z + (S->data.r[k] ? sim_hysteresis(S, k) : 0.0);
}

double sim_switch_function(const hysc_sim *S, int k, double z)
{
  if (k >= S->model->n_relations)
    return -z;
  return S->data.r[k] ? -(z + sim_hysteresis(S, k)) : z;
}

int sim_zero_crossings(hysc_sim *S, const hysc_data *W, double *z)
{
  const hysc_model *m = S->model;
  if (S->n_roots == 0)
    return HYSC_OK;
  m->zero_crossings(W, z);
  for (int k = 0; k < S->n_roots; k++)
    if (!isfinite(z[k])) {
      if (k < m->n_relations)
        sim_error(S, "at t=%.17g, relation '%s' (%s:%d) cannot be evaluated (NaN or Inf)",
                  W->t, m->relations[k].text, m->file, m->relations[k].line);
      else
        sim_error(S, "at t=%.17g, the argument of floor/ceil/integer/div/mod/rem number %d "
                  "of the model cannot be evaluated (NaN or Inf)", W->t,
                  (k - m->n_relations) / 2 + 1);
      return HYSC_FAIL;
    }
  return HYSC_OK;
}

/* ------------------------------------------------------------ messages */

void sim_newton_message(const hysc_sim *S, const char *what, const newton_report *rep,
                        const char *const *row_names, const int *row_lines,
                        const char *const *column_names)
{
  const hysc_model *m = S->model;
  text_buffer place = {0};

  if (rep->row >= 0) {
    /* initialization rows name themselves ("initial equation '...'") */
    if (row_lines && row_lines[rep->row] > 0 &&
        strncmp(row_names[rep->row], "initial equation '", 18) == 0)
      text_add(&place, "%s (%s:%d)", row_names[rep->row], m->file, row_lines[rep->row]);
    else if (row_lines && row_lines[rep->row] > 0)
      text_add(&place, "equation '%s' (%s:%d)", row_names[rep->row], m->file,
               row_lines[rep->row]);
    else
      text_add(&place, "%s", row_names[rep->row]);
  }
  const char *where = text_or(&place, "");
  /* The compiler has checked the equations' structure, so a singular or
     non-finite system here comes from the values: name those the user set. */
  text_buffer set = {0};
  for (int i = 0; i < S->opt.n_settings; i++)
    text_add(&set, "%s%s", i ? ", " : "Newton's method failed at the values given with --set (",
             S->opt.settings[i].text);
  text_add(&set, "%s", set.len ? "): " : "");
  const char *given = text_or(&set, "");
  switch (rep->status) {
  case NEWTON_NONFINITE:
    sim_error(S, "at t=%.17g, %s: %sthe residual of %s is NaN or Inf%s%s%s", S->data.t, what,
              given, where, rep->column >= 0 ? " (while varying " : "",
              rep->column >= 0 ? column_names[rep->column] : "",
              rep->column >= 0 ? ")" : "");
    break;
  case NEWTON_SINGULAR:
    if (rep->row >= 0)
      sim_error(S, "at t=%.17g, %s: %ssingular system: %s does not depend on any unknown",
                S->data.t, what, given, where);
    else
      sim_error(S, "at t=%.17g, %s: %ssingular system: '%s' is not determined by the "
                "equations%s", S->data.t, what, given, column_names[rep->column],
                given[0] ? "" : " (check for missing or redundant equations)");
    break;
  case NEWTON_NO_CONVERGENCE:
    sim_error(S, "at t=%.17g, %s: %sNewton iteration did not converge; the largest "
              "residual (%g) is in %s; try other start values%s",
              S->data.t, what, given, rep->residual, where,
              S->opt.solver == HYSC_SOLVER_NEWMARK && strncmp(what, "init", 4) != 0
                ? " or a smaller --step" : "");
    break;
  case NEWTON_OK:
    break;
  }
  free(place.text);
  free(set.text);
}

/* ------------------------------------------------------------ allocation */

static void *xcalloc(size_t n, size_t size)
{
  return calloc(n ? n : 1, size);
}

static int when_loop_alloc(hysc_sim *S)
{
  int n = S->model->n_when_loops;
  if (n == 0)
    return HYSC_OK;
  S->when_loop_u = xcalloc((size_t)(S->n_continuous + n), sizeof(double));
  S->when_loop_res = xcalloc((size_t)n, sizeof(double));
  S->when_loop_active = xcalloc((size_t)n, sizeof(int));
  if (!S->when_loop_u || !S->when_loop_res || !S->when_loop_active)
    return HYSC_FAIL;
  return newton_alloc(&S->when_loop, S->n_continuous + n);
}

static int sim_alloc(hysc_sim *S, const hysc_model *m)
{
  hysc_data *D = &S->data;
  int nc = m->n_states + m->n_algebraic;

  S->model = m;
  S->n_states = m->n_states;
  S->n_algebraic = m->n_algebraic;
  S->n_continuous = nc;
  S->n_roots = m->n_relations + 2 * m->n_frozen;
  D->y = xcalloc((size_t)nc, sizeof(double));
  D->yp = xcalloc((size_t)nc, sizeof(double));
  D->pre_y = xcalloc((size_t)nc, sizeof(double));
  D->start = xcalloc((size_t)nc, sizeof(double));
  D->reinit_value = xcalloc((size_t)nc, sizeof(double));
  D->reinit_set = xcalloc((size_t)nc, 1);
  D->d = xcalloc((size_t)m->n_discrete, sizeof(double));
  D->pre_d = xcalloc((size_t)m->n_discrete, sizeof(double));
  D->cond_pre_d = xcalloc((size_t)m->n_discrete, sizeof(double));
  D->p = xcalloc((size_t)m->n_parameters, sizeof(double));
  D->p_set = xcalloc((size_t)m->n_parameters, 1);
  D->r = xcalloc((size_t)m->n_relations, 1);
  D->cond = xcalloc((size_t)m->n_conditions, 1);
  D->pre_cond = xcalloc((size_t)m->n_conditions, 1);
  D->sample = xcalloc((size_t)m->n_samples, 1);
  D->frozen = xcalloc((size_t)m->n_frozen, sizeof(double));
  S->z = xcalloc((size_t)S->n_roots, sizeof(double));
  S->relation_scale = xcalloc((size_t)m->n_relations, sizeof(double));
  S->relation_before = xcalloc((size_t)m->n_relations, 1);
  S->frozen_before = xcalloc((size_t)m->n_frozen, sizeof(double));
  S->sample_start = xcalloc((size_t)m->n_samples, sizeof(double));
  S->sample_interval = xcalloc((size_t)m->n_samples, sizeof(double));
  S->sample_k = xcalloc((size_t)m->n_samples, sizeof(long));
  S->assert_warned = xcalloc((size_t)m->n_asserts, 1);
  S->zeno = xcalloc((size_t)(m->n_whens + 2 * m->n_relations), sizeof(zeno_track));
  S->cap_event_fired = 16;
  S->event_fired = xcalloc((size_t)S->cap_event_fired, sizeof(int));
  S->continuous_name = xcalloc((size_t)nc * 2, sizeof(char *));
  S->consistency_u = xcalloc((size_t)nc, sizeof(double));
  if (!D->y || !D->yp || !D->pre_y || !D->start || !D->reinit_value || !D->reinit_set ||
      !D->d || !D->pre_d || !D->cond_pre_d || !D->p || !D->p_set || !D->r || !D->cond || !D->pre_cond ||
      !S->z || !S->relation_before || !S->event_fired || !S->continuous_name ||
      !D->sample || !D->frozen || !S->frozen_before || !S->sample_start ||
      !S->sample_interval || !S->sample_k || !S->assert_warned || !S->zeno ||
      !S->consistency_u || !S->relation_scale || newton_alloc(&S->consistency, nc) != HYSC_OK ||
      when_loop_alloc(S) != HYSC_OK || delay_alloc(S) != HYSC_OK) {
    sim_error(S, "out of memory");
    return HYSC_FAIL;
  }
  /* names of y[i] and, at nc + i, of der(y[i]), for messages */
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (v->kind == HYSC_STATE || v->kind == HYSC_ALGEBRAIC)
      S->continuous_name[v->index] = v->name;
  }
  for (int i = 0; i < nc; i++) {
    if (!S->continuous_name[i])
      S->continuous_name[i] = "?";
    const char *name = S->continuous_name[i];
    size_t len = strlen(name) + 8;
    char *der = malloc(len);
    if (!der) {
      sim_error(S, "out of memory");
      return HYSC_FAIL;
    }
    snprintf(der, len, "der(%s)", name);
    S->continuous_name[nc + i] = der;
  }
  S->last_event_time = NAN;
  return HYSC_OK;
}

static void sim_free(hysc_sim *S)
{
  hysc_data *D = &S->data;
  if (S->continuous_name)
    for (int i = 0; i < S->n_continuous; i++)
      free((char *)S->continuous_name[S->n_continuous + i]);
  free(S->continuous_name);
  free(D->y);
  free(D->yp);
  free(D->pre_y);
  free(D->start);
  free(D->reinit_value);
  free(D->reinit_set);
  free(D->d);
  free(D->pre_d);
  free(D->cond_pre_d);
  free(D->p);
  free(D->p_set);
  free(D->r);
  free(D->cond);
  free(D->pre_cond);
  free(D->sample);
  free(D->frozen);
  free(S->z);
  free(S->relation_scale);
  free(S->relation_before);
  free(S->frozen_before);
  free(S->sample_start);
  free(S->sample_interval);
  free(S->sample_k);
  free(S->assert_warned);
  free(S->zeno);
  free(S->event_fired);
  free(S->consistency_u);
  free(S->when_loop_u);
  free(S->when_loop_res);
  free(S->when_loop_active);
  newton_free(&S->when_loop);
  delay_free(S);
  newton_free(&S->consistency);
}

/* ------------------------------------------------------------ Newton setups */

static newton_settings tight_newton(const hysc_sim *S, int reuse)
{
  /* Much tighter than the integration tolerances: these solves define the
     restart values and the Newmark steps, whose errors would otherwise add
     up over thousands of steps. */
  newton_settings set;
  set.rtol = fmin(1e-9, S->opt.rtol * 1e-3);
  set.atol = fmin(1e-9, S->opt.atol * 1e-3);
  set.max_iter = 50;
  set.scale = 1;
  set.reuse_jacobian = reuse;
  return set;
}

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

static int initial_solve(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int ns = S->n_states, na = S->n_algebraic, nc = S->n_continuous;
  int n = 2 * ns + na;
  init_problem P = {S, NULL, NULL, NULL};
  newton_solver N;
  double *u = xcalloc((size_t)n, sizeof(double));
  const char **row_names = xcalloc((size_t)n, sizeof(char *));
  int *row_lines = xcalloc((size_t)n, sizeof(int));
  const char **col_names = xcalloc((size_t)n, sizeof(char *));
  char **initial_rows = xcalloc((size_t)ns, sizeof(char *));
  int status = HYSC_FAIL;

  P.y = xcalloc((size_t)nc, sizeof(double));
  P.yp = xcalloc((size_t)nc, sizeof(double));
  if (!u || !row_names || !row_lines || !col_names || !initial_rows || !P.y || !P.yp ||
      newton_alloc(&N, n) != HYSC_OK) {
    sim_error(S, "out of memory");
    goto done;
  }
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
      goto done_newton;
    }
    row_names[nc + i] = initial_rows[i];
  }
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

  /* Relations start from the start values; the solve is repeated until the
     relations agree with the solution they produced. */
  for (int j = 0; j < m->n_frozen; j++)
    m->update_frozen(D, j, 0);
  if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
    goto done_newton;
  for (int k = 0; k < m->n_relations; k++)
    D->r[k] = (unsigned char)relation_now(S, k, S->z[k]);

  for (int pass = 0;; pass++) {
    newton_settings set = tight_newton(S, 0);
    newton_report rep;
    if (newton_solve(&N, init_residual, &P, u, &set, &S->stats, &rep) != NEWTON_OK) {
      sim_newton_message(S, "initialization failed", &rep, row_names, row_lines, col_names);
      goto done_newton;
    }
    init_unpack(&P, u);
    memcpy(D->y, P.y, (size_t)nc * sizeof(double));
    memcpy(D->yp, P.yp, (size_t)nc * sizeof(double));
    if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
      goto done_newton;
    int changed = 0;
    for (int k = 0; k < m->n_relations; k++) {
      unsigned char r = (unsigned char)relation_now(S, k, S->z[k]);
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
    if (!changed)
      break;
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
    if (parameters && v->kind == HYSC_PARAMETER) {
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
static void sim_start_values(hysc_sim *S)
{
  hysc_data *D = &S->data;
  const hysc_model *m = S->model;
  D->t = S->opt.start_time;
  apply_settings(S, 1);
  m->bind_parameters(D);
  m->start_values(D);
  memcpy(D->start, D->y, (size_t)S->n_continuous * sizeof(double));
  apply_settings(S, 0);
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
              "give %s = %.17g\n", S->model->name, s->text, s->var->name, y);
  }
}

static int initial_event(hysc_sim *S);
static void take_discrete_as_pre(hysc_sim *S);
static int terminal_event(hysc_sim *S);
static int init_samples(hysc_sim *S);

/* HYSC_STOP when terminate() ran in the initialization event. */
static int sim_initialize(hysc_sim *S)
{
  hysc_data *D = &S->data;
  const hysc_model *m = S->model;

  sim_start_values(S);
  if (init_samples(S) != HYSC_OK || delay_start(S) != HYSC_OK)
    return HYSC_FAIL;
  m->initial_discrete(D);
  if (initial_solve(S) != HYSC_OK)
    return HYSC_FAIL;
  sim_hysteresis_rescale(S, NULL);
  m->initial_discrete(D);
  warn_ignored_settings(S);
  take_discrete_as_pre(S);
  memcpy(D->pre_y, D->y, (size_t)S->n_continuous * sizeof(double));
  /* only initial() (and samples due at the start) fire here: every other
     condition starts as its own pre */
  int rc = initial_event(S);
  if (rc != HYSC_FAIL && delay_record(S) != HYSC_OK)
    return HYSC_FAIL;
  return rc;
}

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

/* u = [yp states, y algebraic] from the current values */
static void consistency_unknowns(const hysc_sim *S, double *u)
{
  memcpy(u, S->data.yp, (size_t)S->n_states * sizeof(double));
  memcpy(u + S->n_states, S->data.y + S->n_states, (size_t)S->n_algebraic * sizeof(double));
}

int sim_consistent(hysc_sim *S, const char *when)
{
  hysc_data *D = &S->data;
  int ns = S->n_states, nc = S->n_continuous;
  double *u = S->consistency_u;
  newton_settings set = tight_newton(S, 0);
  newton_report rep;

  consistency_unknowns(S, u);
  if (newton_solve(&S->consistency, consistency_residual, S, u, &set, &S->stats, &rep) !=
      NEWTON_OK) {
    const char **rows = xcalloc((size_t)nc, sizeof(char *));
    int *lines = xcalloc((size_t)nc, sizeof(int));
    const char **cols = xcalloc((size_t)nc, sizeof(char *));
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

/* The when-equations in loops whose branch fired in this pass; 0 when none. */
static int mark_when_loops(hysc_sim *S)
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
static int when_loop_solve(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int nc = S->n_continuous;
  double *u = S->when_loop_u;
  newton_settings set = tight_newton(S, 0);
  newton_report rep;

  consistency_unknowns(S, u);
  for (int i = 0; i < S->n_when_loop_active; i++)
    u[nc + i] = D->d[m->when_loop_discrete[S->when_loop_active[i]]];
  S->when_loop.n = nc + S->n_when_loop_active;
  if (newton_solve(&S->when_loop, when_loop_residual, S, u, &set, &S->stats, &rep) != NEWTON_OK) {
    if (rep.row >= 0 && rep.row < nc)
      sim_error(S, "at t=%.17g, the when-equations that fired and equation '%s' (%s:%d) have "
                "no common solution (Newton failed)", D->t, m->equations[rep.row].text, m->file,
                m->equations[rep.row].line);
    else
      sim_error(S, "at t=%.17g, the when-equations that fired and the continuous equations "
                "have no common solution (Newton failed)", D->t);
    return HYSC_FAIL;
  }
  when_loop_residual(S, u, S->when_loop.f);
  return HYSC_OK;
}

/* ------------------------------------------------------------ output grid */

static double grid_time(const hysc_sim *S, long k)
{
  /* computed from k, not accumulated, so that grid times do not drift */
  double t = S->opt.start_time + (double)k * S->opt.interval;
  return t > S->opt.stop_time ? S->opt.stop_time : t;
}

/* At the stop time: does a relation or a frozen function switch exactly
   here (time >= stop, integer(10 time))?  A root function that reaches
   zero only at the end of the last step is not a crossing to the solvers. */
static int switches_at_stop(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return -1;
  for (int k = 0; k < m->n_relations; k++)
    if (sim_relation_value(S, k, D->r[k], S->z[k]) != D->r[k])
      return 1;
  int changes = 0;
  for (int j = 0; j < m->n_frozen && !changes; j++) {
    double before = D->frozen[j];
    m->update_frozen(D, j, 0); /* the value the function has here */
    changes = D->frozen[j] != before;
    D->frozen[j] = before;
  }
  return changes;
}

/* Write the row for the current grid time (the caller is exactly there)
   and move to the next grid time; past the stop time it becomes +inf.
   The last row is an event's when something switches exactly there, so that
   both backends end with the values after it. */
int sim_output_grid_row(hysc_sim *S)
{
  if (S->data.t >= S->opt.stop_time && S->data.t > S->opt.start_time) {
    int switches = switches_at_stop(S);
    if (switches)
      return switches < 0 ? HYSC_FAIL : sim_event(S, NULL);
  }
  if (output_row(&S->output, S->model, &S->data) != HYSC_OK)
    return HYSC_FAIL;
  S->steps_at_row = S->stats.steps;
  S->row_time = S->data.t;
  sim_grid_skip_to(S, S->data.t);
  return HYSC_OK;
}

/* Move the next grid time beyond t (rows at or before t are covered). */
void sim_grid_skip_to(hysc_sim *S, double t)
{
  while (S->grid_time_next <= t) {
    if (S->grid_time_next >= S->opt.stop_time) {
      S->grid_time_next = HUGE_VAL;
      return;
    }
    S->grid_index++;
    S->grid_time_next = grid_time(S, S->grid_index);
    /* a grid time within rounding of the stop time is the stop time */
    if (S->opt.stop_time - S->grid_time_next <= 1e-9 * S->opt.interval)
      S->grid_time_next = S->opt.stop_time;
  }
}

/* ------------------------------------------------------------ time events */

static double sample_instant(const hysc_sim *S, int j, long k)
{
  /* from k, not accumulated, so that instants do not drift */
  return S->sample_start[j] + (double)k * S->sample_interval[j];
}

/* Two times are the same instant when they differ by a few ulps. */
static int same_instant(double a, double b)
{
  return fabs(a - b) <= 8 * DBL_EPSILON * fmax(1.0, fmax(fabs(a), fabs(b)));
}

/* Start and interval of every sample (parameters are bound), and its first
   instant at or after the start time. */
static int init_samples(hysc_sim *S)
{
  const hysc_model *m = S->model;
  double t0 = S->data.t;
  if (m->n_samples == 0)
    return HYSC_OK;
  if (!m->sample_times) {
    sim_error(S, "the model has %d sample() operators but no sample_times function "
              "(compiler and runtime do not match)", m->n_samples);
    return HYSC_FAIL;
  }
  m->sample_times(&S->data, S->sample_start, S->sample_interval);
  for (int j = 0; j < m->n_samples; j++) {
    double start = S->sample_start[j], interval = S->sample_interval[j];
    if (!isfinite(start) || !isfinite(interval) || !(interval > 0)) {
      sim_error(S, "at t=%.17g, %s (%s:%d): sample start %g and interval %g: the interval "
                "must be positive and both finite", t0,
                m->samples ? m->samples[j].text : "sample()", m->file,
                m->samples ? m->samples[j].line : 0, start, interval);
      return HYSC_FAIL;
    }
    long k = 0;
    if (start < t0) {
      double kk = ceil((t0 - start) / interval);
      if (kk > 1e15) {
        sim_error(S, "at t=%.17g, %s (%s:%d): the start time is %g intervals after the "
                  "sample's start; instants cannot be counted exactly", t0,
                  m->samples ? m->samples[j].text : "sample()", m->file,
                  m->samples ? m->samples[j].line : 0, kk);
        return HYSC_FAIL;
      }
      k = (long)kk;
      while (k > 0 && (sample_instant(S, j, k - 1) >= t0 ||
                       same_instant(sample_instant(S, j, k - 1), t0)))
        k--;
      while (sample_instant(S, j, k) < t0 && !same_instant(sample_instant(S, j, k), t0))
        k++;
    }
    S->sample_k[j] = k;
  }
  return HYSC_OK;
}

double sim_next_time_event(const hysc_sim *S)
{
  double next = HUGE_VAL;
  for (int j = 0; j < S->model->n_samples; j++) {
    double t = sample_instant(S, j, S->sample_k[j]);
    if (t < next)
      next = t;
  }
  return next;
}

/* Marks the samples due now (an instant missed by rounding fires late rather
   than never) and moves each to its next instant; returns how many. */
static int mark_due_samples(hysc_sim *S)
{
  hysc_data *D = &S->data;
  int n = 0;
  for (int j = 0; j < S->model->n_samples; j++) {
    double t = sample_instant(S, j, S->sample_k[j]);
    if (t > D->t && !same_instant(t, D->t))
      continue;
    D->sample[j] = 1;
    n++;
    while (sample_instant(S, j, S->sample_k[j]) <= D->t ||
           same_instant(sample_instant(S, j, S->sample_k[j]), D->t))
      S->sample_k[j]++;
  }
  return n;
}

/* ------------------------------------------------------------ events */

static int record_fired(hysc_sim *S)
{
  hysc_data *D = &S->data;
  int n = D->fired_count;
  if (n > (int)(sizeof D->fired / sizeof D->fired[0]))
    n = (int)(sizeof D->fired / sizeof D->fired[0]);
  for (int i = 0; i < n; i++) {
    if (S->n_event_fired == S->cap_event_fired) {
      int cap = 2 * S->cap_event_fired;
      int *p = realloc(S->event_fired, (size_t)cap * sizeof *p);
      if (!p) {
        sim_error(S, "out of memory");
        return HYSC_FAIL;
      }
      S->event_fired = p;
      S->cap_event_fired = cap;
    }
    S->event_fired[S->n_event_fired++] = D->fired[i];
  }
  return HYSC_OK;
}

/* Relations re-evaluated with hysteresis after values changed inside the
   event; the ones that triggered keep their forced flip.  Frozen values whose
   argument left its interval (a reinit moved it) are recomputed. */
static int reevaluate_relations(hysc_sim *S, const unsigned char *triggered, int *changed)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return HYSC_FAIL;
  for (int k = 0; k < m->n_relations; k++) {
    if (triggered && triggered[k])
      continue;
    unsigned char r = (unsigned char)sim_relation_value(S, k, D->r[k], S->z[k]);
    if (r != D->r[k]) {
      D->r[k] = r;
      *changed = 1;
    }
  }
  int frozen_changed = 0;
  for (int j = 0; j < m->n_frozen; j++) {
    int nr = m->n_relations;
    if (S->z[nr + 2 * j] < 0 || S->z[nr + 2 * j + 1] < 0) {
      double before = D->frozen[j];
      m->update_frozen(D, j, 0);
      frozen_changed |= D->frozen[j] != before;
    }
  }
  if (frozen_changed) {
    *changed = 1;
    return sim_consistent(S, "restart after event");
  }
  return HYSC_OK;
}

/* The event iteration did not reach a fixed point: name what kept changing. */
static void report_unsettled(hysc_sim *S, int d_changed, int cond_changed)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  text_buffer list = {0};
  int n_listed = 0;
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (v->kind == HYSC_DISCRETE && D->d[v->index] != D->pre_d[v->index])
      text_add(&list, "%s'%s' (%g -> %g)", n_listed++ ? ", " : "", v->name,
               D->pre_d[v->index], D->d[v->index]);
  }
  const char *names = text_or(&list, "");
  sim_error(S, "at t=%.17g, event iteration did not settle after %d passes: %s%s%s keep%s changing; "
            "a discrete equation such as 'b = not pre(b)' has no fixed point",
            D->t, MAX_EVENT_ITERATIONS, d_changed ? names : "", d_changed && cond_changed ? " and " : "",
            cond_changed ? "when-conditions" : "", d_changed && !cond_changed && n_listed < 2 ? "s" : "");
  free(list.text);
}

/* pre(v) = v for every discrete v, as when-bodies and when-conditions see it */
static void take_discrete_as_pre(hysc_sim *S)
{
  hysc_data *D = &S->data;
  size_t size = (size_t)S->model->n_discrete * sizeof(double);
  memcpy(D->pre_d, D->d, size);
  memcpy(D->cond_pre_d, D->d, size);
}

/* The event iteration to a fixed point of pre(): when-clauses, reinit,
   discrete equations; relations re-evaluated whenever values change.
   *acted: a when-clause fired or a value changed. */
static int event_iteration(hysc_sim *S, const unsigned char *triggered, int *acted)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int nc = S->n_continuous;

  memcpy(D->pre_y, D->y, (size_t)nc * sizeof(double));
  take_discrete_as_pre(S);
  *acted = 0;
  int conditions_lag = 0; /* cond_pre_d differs from pre_d in this pass */
  for (int iter = 0;; iter++) {
    m->conditions(D);
    memset(D->reinit_set, 0, (size_t)nc);
    D->fired_count = 0;
    D->error = 0;
    m->when_equations(D);
    if (record_fired(S) != HYSC_OK)
      return HYSC_FAIL;
    if (D->error) {
      int i = D->error - 1;
      sim_error(S, "at t=%.17g, '%s' is reinitialized twice in the same event",
                D->t, i < nc ? S->continuous_name[i] : "?");
      return HYSC_FAIL;
    }
    int values_changed = 0;
    for (int i = 0; i < nc; i++)
      if (D->reinit_set[i]) {
        if (i >= S->n_states) {
          sim_error(S, "at t=%.17g, reinit of '%s', which is not a state",
                    D->t, S->continuous_name[i]);
          return HYSC_FAIL;
        }
        D->y[i] = D->reinit_value[i];
        values_changed = 1;
      }
    int looped = mark_when_loops(S) > 0;
    if (looped && when_loop_solve(S) != HYSC_OK)
      return HYSC_FAIL;
    int d_changed = memcmp(D->d, D->pre_d, (size_t)m->n_discrete * sizeof(double)) != 0;
    int cond_changed = memcmp(D->cond, D->pre_cond, (size_t)m->n_conditions) != 0;
    int relations_changed = 0;
    if (values_changed || d_changed || D->fired_count > 0)
      *acted = 1;
    if (values_changed || d_changed) {
      if (!looped && sim_consistent(S, "restart after event") != HYSC_OK)
        return HYSC_FAIL;
      if (reevaluate_relations(S, triggered, &relations_changed) != HYSC_OK)
        return HYSC_FAIL;
    }
    /* a fixed point once the conditions were evaluated with pre() = the
       current values: no change in this pass nor in the one before */
    if (!d_changed && !cond_changed && !relations_changed && !conditions_lag)
      break;
    conditions_lag = d_changed;
    if (iter == MAX_EVENT_ITERATIONS - 1) {
      report_unsettled(S, d_changed, cond_changed);
      return HYSC_FAIL;
    }
    /* the next pass's conditions see this pass's values: their pre() is
       this pass's pre() */
    memcpy(D->cond_pre_d, D->pre_d, (size_t)m->n_discrete * sizeof(double));
    memcpy(D->pre_d, D->d, (size_t)m->n_discrete * sizeof(double));
    memcpy(D->pre_cond, D->cond, (size_t)m->n_conditions);
  }
  memcpy(D->pre_cond, D->cond, (size_t)m->n_conditions);
  take_discrete_as_pre(S);
  return HYSC_OK;
}

/* The pulse of sample() falls, and initial() at the end of initialization:
   conditions recomputed and taken as their own pre, so nothing fires. */
static void settle_conditions(hysc_sim *S)
{
  hysc_data *D = &S->data;
  memset(D->sample, 0, (size_t)S->model->n_samples);
  S->model->conditions(D);
  memcpy(D->pre_cond, D->cond, (size_t)S->model->n_conditions);
}

/* The when-branches fired in the event just handled, into the record of
   the run (for --compare and --work-precision). */
static int record_firings(hysc_sim *S)
{
  hysc_record *R = S->output.record;
  if (!R)
    return HYSC_OK;
  for (int i = 0; i < S->n_event_fired; i++) {
    int w = S->event_fired[i];
    if (w >= 0 && w < S->model->n_whens && record_firing(R, S->data.t, w) != HYSC_OK) {
      sim_error(S, "at t=%.17g, out of memory keeping the events", S->data.t);
      return HYSC_FAIL;
    }
  }
  return HYSC_OK;
}

/* --events: what kind of event this was and what happened in it.  A line
   for a when-clause never contains the word "relation" (scripts tell them
   apart by it). */
static void log_event(hysc_sim *S, const char *kind)
{
  const hysc_model *m = S->model;
  const hysc_data *D = &S->data;
  if (kind)
    fprintf(stderr, "event t=%.17g %s\n", D->t, kind);
  for (int j = 0; j < m->n_samples; j++)
    if (D->sample[j])
      fprintf(stderr, "event t=%.17g time event %s (%s:%d)\n", D->t,
              m->samples ? m->samples[j].text : "sample()", m->file,
              m->samples ? m->samples[j].line : 0);
  for (int i = 0; i < S->n_event_fired; i++) {
    int w = S->event_fired[i];
    if (w >= 0 && w < m->n_whens)
      fprintf(stderr, "event t=%.17g %s (%s:%d)\n", D->t, m->whens[w].text, m->file,
              m->whens[w].line);
  }
  for (int k = 0; k < m->n_relations; k++)
    if (D->r[k] != S->relation_before[k])
      fprintf(stderr, "event t=%.17g relation %s became %s (%s:%d)\n", D->t,
              m->relations[k].text, D->r[k] ? "true" : "false", m->file,
              m->relations[k].line);
  for (int j = 0; j < m->n_frozen; j++)
    if (D->frozen[j] != S->frozen_before[j])
      fprintf(stderr, "event t=%.17g floor/ceil/integer value %d changed from %.17g to %.17g\n",
              D->t, j + 1, S->frozen_before[j], D->frozen[j]);
}

/* ------------------------------------------------------------ progress */

/* The progress line: shown only on a terminal, and only once a run has
   taken PROGRESS_AFTER seconds; the clock is read every PROGRESS_EVERY
   calls, so that the step loop pays one increment and a test. */
#define PROGRESS_AFTER 1.0
#define PROGRESS_REFRESH 0.25
#define PROGRESS_EVERY 32

static void progress(hysc_sim *S)
{
  if (!S->progress_enabled || ++S->progress_calls % PROGRESS_EVERY != 0)
    return;
  double now = sim_wall_clock();
  if (now - S->progress_begin < PROGRESS_AFTER || now - S->progress_last < PROGRESS_REFRESH)
    return;
  S->progress_last = now;
  S->progress_shown = 1;
  double span = S->opt.stop_time - S->opt.start_time;
  double done = span > 0 ? 100 * (S->data.t - S->opt.start_time) / span : 100;
  fprintf(stderr, "\r%s%s%s%s: t = %-12.6g of %g (%3.0f%%), %.0f s ", S->model->name,
          S->progress_label ? " [" : "", S->progress_label ? S->progress_label : "",
          S->progress_label ? "]" : "", S->data.t, S->opt.stop_time, done,
          now - S->progress_begin);
  fflush(stderr);
}

static void progress_end(hysc_sim *S)
{
  if (S->progress_shown)
    fputs("\r\033[K", stderr); /* erase the line */
  S->progress_shown = 0;
}

/* A backend that keeps stepping without reaching the next output row (IDA
   has its own limit, mxstep, of the same size): the step size has collapsed,
   and the run would take practically forever.  Counted in steps, not time. */
#define MAX_STEPS_BETWEEN_ROWS 100000

static int steps_progress(hysc_sim *S)
{
  long steps = S->stats.steps - S->steps_at_row;
  if (steps <= MAX_STEPS_BETWEEN_ROWS)
    return HYSC_OK;
  sim_error(S, "at t=%.17g, %ld steps since the last output row (t=%.17g) without reaching the next: "
            "the step size collapsed; the solution changes abruptly where no event marks it (a relation "
            "inside noEvent() switching back and forth?) or is too stiff for the step control",
            S->data.t, steps, S->row_time);
  return HYSC_FAIL;
}

/* Called after every step a backend accepts: assertions, progress, the
   history of delay(). */
int sim_check_asserts(hysc_sim *S)
{
  const hysc_model *m = S->model;
  progress(S);
  if (steps_progress(S) != HYSC_OK || delay_record(S) != HYSC_OK)
    return HYSC_FAIL;
  if (m->n_asserts == 0 || !m->check_asserts)
    return HYSC_OK;
  int i = m->check_asserts(&S->data) - 1;
  if (i < 0 && S->data.assert_failed) {
    i = S->data.assert_failed - 1; /* in a when-clause that fired */
    S->data.assert_failed = 0;
  }
  if (i < 0 || i >= m->n_asserts)
    return HYSC_OK;
  const hysc_source *a = m->asserts ? &m->asserts[i] : NULL;
  const char *text = a && a->text ? a->text : "(no message)";
  int line = a ? a->line : 0;
  if (!m->assert_levels || m->assert_levels[i] == 0) {
    sim_error(S, "at t=%.17g, assertion failed: %s (%s:%d)", S->data.t, text, m->file, line);
    return HYSC_FAIL;
  }
  if (!S->assert_warned[i]) {
    S->assert_warned[i] = 1;
    fprintf(stderr, "%s: warning: at t=%.17g: %s (%s:%d)\n", m->name, S->data.t, text,
            m->file, line);
  }
  return HYSC_OK;
}

/* After every event: assertions, terminate(), accumulating events. */
static int after_event(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  if (sim_check_asserts(S) != HYSC_OK)
    return HYSC_FAIL;
  if (D->terminate) {
    int i = D->terminate - 1;
    const hysc_source *src = m->terminations && i < m->n_terminations ? &m->terminations[i] : NULL;
    fprintf(stderr, "%s: terminated at t=%.17g: %s (%s:%d)\n", m->name, D->t,
            src && src->text ? src->text : "terminate()", m->file, src ? src->line : 0);
    S->stop_exit_status = HYSC_EXIT_OK;
    return HYSC_STOP;
  }
  return sim_zeno_check(S);
}


/* A row at an event (left or right limit), marked as such for the recorder. */
static int event_row(hysc_sim *S)
{
  if (delay_record(S) != HYSC_OK)
    return HYSC_FAIL;
  S->output.row_is_event = 1;
  int rc = output_row(&S->output, S->model, &S->data);
  S->output.row_is_event = 0;
  S->steps_at_row = S->stats.steps;
  S->row_time = S->data.t;
  return rc;
}

int sim_event(hysc_sim *S, const unsigned char *triggered)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int nr = m->n_relations;

  S->stats.events++;
  if (D->t == S->last_event_time ||
      fabs(D->t - S->last_event_time) <= 1e-14 * fmax(1.0, fabs(D->t))) {
    if (++S->events_same_time >= MAX_EVENTS_SAME_TIME) {
      sim_error(S, "at t=%.17g, %d events without time advancing: relations keep "
                "switching (chattering); try a larger --hysteresis",
                D->t, MAX_EVENTS_SAME_TIME);
      return HYSC_FAIL;
    }
  } else {
    S->events_same_time = 0;
  }
  S->last_event_time = D->t;

  /* (0) an interpolated state a hair off a reduced constraint goes back onto it */
  if (sim_project(S) != HYSC_OK)
    return HYSC_FAIL;

  /* (1) left limit */
  if (event_row(S) != HYSC_OK)
    return HYSC_FAIL;

  /* (2) relations: forced flip for the ones whose root stopped the solver
     (z may be a hair on the old side at t*), hysteresis for the rest;
     frozen values move past the bound that fired, the rest are recomputed;
     samples due now become true */
  memcpy(S->relation_before, D->r, (size_t)nr);
  memcpy(S->frozen_before, D->frozen, (size_t)m->n_frozen * sizeof(double));
  if (sim_zero_crossings(S, D, S->z) != HYSC_OK)
    return HYSC_FAIL;
  for (int k = 0; k < nr; k++)
    D->r[k] = triggered && triggered[k] ? !D->r[k]
                                        : (unsigned char)sim_relation_value(S, k, D->r[k], S->z[k]);
  int frozen_changed = 0;
  for (int j = 0; j < m->n_frozen; j++) {
    int crossed = 0;
    if (triggered && triggered[nr + 2 * j])
      crossed = -1;
    else if (triggered && triggered[nr + 2 * j + 1])
      crossed = 1;
    m->update_frozen(D, j, crossed);
    frozen_changed |= D->frozen[j] != S->frozen_before[j];
  }
  int n_due = mark_due_samples(S);
  if (frozen_changed && sim_consistent(S, "event") != HYSC_OK)
    return HYSC_FAIL;

  /* (3) event iteration to a fixed point of pre() */
  int acted;
  S->n_event_fired = 0;
  if (event_iteration(S, triggered, &acted) != HYSC_OK)
    return HYSC_FAIL;

  /* (4) consistent derivatives and algebraic variables for the restart, on the
     constraints of the mode the event switched to */
  if (sim_project(S) != HYSC_OK)
    return HYSC_FAIL;
  if (sim_consistent(S, "restart after event") != HYSC_OK)
    return HYSC_FAIL;

  sim_hysteresis_rescale(S, S->relation_before);

  /* (5) right limit, (6) log, then the pulse of sample() falls */
  if (event_row(S) != HYSC_OK || record_firings(S) != HYSC_OK)
    return HYSC_FAIL;
  if (S->opt.log_events)
    log_event(S, NULL);
  if (n_due > 0)
    settle_conditions(S);
  /* the event rows stand for a grid row at the same time */
  sim_grid_skip_to(S, D->t);
  return after_event(S);
}

/* initial(): one event iteration at the start with D->initial = 1 (and the
   samples due at the start time), after the conditions have been taken as
   their own pre, so that only initial() and those samples can fire; then
   one with initial() false, where conditions such as not initial() fire. */
static int initial_event(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int acted;

  D->initial = 0;
  m->conditions(D);
  memcpy(D->pre_cond, D->cond, (size_t)m->n_conditions);
  memcpy(S->relation_before, D->r, (size_t)m->n_relations);
  memcpy(S->frozen_before, D->frozen, (size_t)m->n_frozen * sizeof(double));
  D->initial = 1;
  mark_due_samples(S);
  S->n_event_fired = 0;
  int rc = event_iteration(S, NULL, &acted);
  D->initial = 0;
  if (rc != HYSC_OK)
    return HYSC_FAIL;
  /* right after initialization initial() is false (samples due at the start
     stay true: same instant): a condition such as `not initial()` rises
     against its value during initialization and fires */
  int acted_after;
  if (event_iteration(S, NULL, &acted_after) != HYSC_OK)
    return HYSC_FAIL;
  acted |= acted_after;
  if (acted) {
    S->stats.events++;
    if (sim_consistent(S, "initialization event") != HYSC_OK || record_firings(S) != HYSC_OK)
      return HYSC_FAIL;
    if (S->opt.log_events)
      log_event(S, "initial");
  }
  settle_conditions(S);
  take_discrete_as_pre(S);
  memcpy(D->pre_y, D->y, (size_t)S->n_continuous * sizeof(double));
  return after_event(S);
}

/* terminal(): one event iteration at the end of the run with D->terminal = 1;
   a right-limit row when it changed anything (the left limit is the last
   row already written). */
static int terminal_event(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_data *D = &S->data;
  int acted;

  memcpy(S->relation_before, D->r, (size_t)m->n_relations);
  memcpy(S->frozen_before, D->frozen, (size_t)m->n_frozen * sizeof(double));
  D->terminal = 1;
  S->n_event_fired = 0;
  int rc = event_iteration(S, NULL, &acted);
  D->terminal = 0;
  if (rc != HYSC_OK)
    return HYSC_FAIL;
  if (acted) {
    S->stats.events++;
    if (sim_consistent(S, "terminal event") != HYSC_OK || record_firings(S) != HYSC_OK)
      return HYSC_FAIL;
    if (event_row(S) != HYSC_OK)
      return HYSC_FAIL;
    if (S->opt.log_events)
      log_event(S, "terminal");
  }
  return sim_check_asserts(S);
}

/* ------------------------------------------------------------ main */

double sim_wall_clock(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void print_stats(const hysc_sim *S)
{
  const hysc_stats *st = &S->stats;
  fprintf(stderr, "%s statistics (%s):\n", S->model->name,
          S->opt.solver == HYSC_SOLVER_IDA ? "IDA" : "Newmark");
  fprintf(stderr, "  steps                  %ld\n", st->steps);
  fprintf(stderr, "  rejected steps         %ld\n", st->rejected_steps);
  fprintf(stderr, "  residual evaluations   %ld\n", st->residual_evals);
  fprintf(stderr, "  Jacobian evaluations   %ld\n", st->jacobian_evals);
  fprintf(stderr, "  Newton iterations      %ld\n", st->newton_iters);
  fprintf(stderr, "  events                 %ld\n", st->events);
  fprintf(stderr, "  root-finding iterations %ld\n", st->root_iters);
  fprintf(stderr, "  wall time              %.6f s\n", st->wall_seconds);
}

int sim_simulate(const hysc_model *m, const hysc_options *opt, const char *path,
                 hysc_record *record, hysc_stats *stats, const char *label,
                 double *end_time)
{
  hysc_sim *S = calloc(1, sizeof *S);
  double t_begin = sim_wall_clock();
  int rc;

  if (!S) {
    fprintf(stderr, "%s: error: out of memory\n", m->name);
    return HYSC_EXIT_FAILURE;
  }
  S->opt = *opt;
  if (sim_alloc(S, m) != HYSC_OK) {
    sim_free(S);
    free(S);
    return HYSC_EXIT_FAILURE;
  }
  if (output_open(&S->output, m, path, opt->format, record) != HYSC_OK) {
    sim_free(S);
    free(S);
    return HYSC_EXIT_FAILURE;
  }
  S->output.max_rows = opt->max_rows < 9e18 ? (long)opt->max_rows : 0;
  S->progress_label = label;
  S->progress_enabled = opt->progress && isatty(STDERR_FILENO);
  S->progress_begin = S->progress_last = t_begin;

  S->grid_index = 0;
  S->grid_time_next = S->opt.start_time;
  rc = sim_initialize(S);
  if (rc != HYSC_FAIL && sim_output_grid_row(S) != HYSC_OK)
    rc = HYSC_FAIL;
  if (rc == HYSC_OK && S->opt.stop_time > S->opt.start_time) {
    if (S->opt.solver == HYSC_SOLVER_IDA && S->n_continuous > 0)
      rc = ida_run(S);
    else /* IDA cannot integrate zero equations; the Newmark loop can */
      rc = newmark_run(S);
  }
  progress_end(S);
  /* terminal() at the stop time, or where terminate() ended the run (not
     after a stop at accumulating events: that end is not the model's) */
  if ((rc == HYSC_OK || (rc == HYSC_STOP && S->stop_exit_status == HYSC_EXIT_OK)) &&
      terminal_event(S) != HYSC_OK)
    rc = HYSC_FAIL;
  int status = rc == HYSC_OK ? HYSC_EXIT_OK
               : rc == HYSC_STOP ? S->stop_exit_status : HYSC_EXIT_FAILURE;
  if (rc != HYSC_FAIL) {
    if (output_close(&S->output, m, &S->data) != HYSC_OK)
      status = HYSC_EXIT_FAILURE;
  } else {
    output_abort(&S->output);
  }

  S->stats.wall_seconds = sim_wall_clock() - t_begin;
  if (S->opt.print_stats)
    print_stats(S);
  if (stats)
    *stats = S->stats;
  if (end_time)
    *end_time = S->data.t;
  sim_free(S);
  free(S);
  return status;
}

char *sim_default_output(const hysc_model *m, const hysc_options *opt)
{
  char *path = text_printf("%s_res.%s", m->name, opt->format == HYSC_FORMAT_MAT ? "mat" : "csv");
  if (!path)
    fprintf(stderr, "%s: error: out of memory\n", m->name);
  return path;
}

static int run_command_line(const hysc_model *m, int argc, char **argv)
{
  hysc_options opt;
  int rc;

  if ((rc = opt_parse(&opt, m, argc, argv)) != 0) {
    opt_free(&opt);
    return rc;
  }
  if (opt.version) {
    printf("hysc runtime %s\n", HYSC_VERSION);
    opt_free(&opt);
    return HYSC_EXIT_OK;
  }
  if (opt.help || opt.list_vars) {
    hysc_sim *S = calloc(1, sizeof *S);
    rc = HYSC_EXIT_FAILURE;
    if (S) {
      S->opt = opt;
      if (sim_alloc(S, m) == HYSC_OK) {
        if (opt.help) {
          m->bind_parameters(&S->data); /* p_set all 0: the defaults */
          opt_print_help(m, &S->data, stdout);
          rc = HYSC_EXIT_OK;
        } else if ((rc = opt_resolve(&S->opt, m)) == 0) {
          sim_start_values(S);
          opt_print_vars(m, &S->data, stdout);
        }
      }
      sim_free(S);
      free(S);
    }
    opt_free(&opt);
    return rc;
  }
  if ((rc = opt_resolve(&opt, m)) != 0 || (rc = plot_check_options(m, &opt)) != 0) {
    opt_free(&opt);
    return rc;
  }

  if (opt.work_precision)
    rc = work_precision_main(m, &opt);
  else if (opt.compare)
    rc = compare_main(m, &opt);
  else {
    char *default_output = NULL;
    const char *path = opt.output;
    if (!path && !(path = default_output = sim_default_output(m, &opt))) {
      opt_free(&opt);
      return HYSC_EXIT_FAILURE;
    }
    hysc_record record, *rec = NULL;
    if (opt.plot) {
      record_init(&record, m);
      rec = &record;
    }
    rc = sim_simulate(m, &opt, path, rec, NULL, NULL, NULL);
    if (rec) {
      const char *label = opt.solver == HYSC_SOLVER_IDA ? "IDA" : "Newmark";
      const hysc_record *records[1] = {rec};
      if (rc != HYSC_EXIT_FAILURE &&
          plot_trajectories(m, &opt, opt.plot, records, &label, 1) != HYSC_OK)
        rc = HYSC_EXIT_FAILURE;
      record_free(rec);
    }
    free(default_output);
  }
  opt_free(&opt);
  return rc;
}

int main(int argc, char **argv)
{
  const hysc_model *m = &hysc_model_instance;
  int rc = run_command_line(m, argc, argv);
  /* --help, --list-vars, --version and the tables of --compare and
     --work-precision go to standard output: losing them is a failure */
  if ((rc == HYSC_EXIT_OK || rc == HYSC_EXIT_ZENO) && (fflush(stdout) != 0 || ferror(stdout))) {
    fprintf(stderr, "%s: error: cannot write to standard output: %s\n", m->name,
            strerror(errno));
    rc = HYSC_EXIT_FAILURE;
  }
  return rc;
}
