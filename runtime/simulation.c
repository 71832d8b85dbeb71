/*
 * simulation.c - the driver: allocation of hysc_data and the shared state,
 * one run of a backend with given options into a given output
 * (sim_simulate), and its statistics.
 *
 * The driver calls the backends and the shared machinery (initialization,
 * events, output); nothing below calls the driver.  Nothing here may call
 * SUNDIALS or know how a backend advances time.
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

/* ------------------------------------------------------------ allocation */


static int when_loop_alloc(hysc_sim *S)
{
  int n = S->model->n_when_loops;
  if (n == 0)
    return HYSC_OK;
  S->when_loop_u = sim_calloc((size_t)(S->n_continuous + n), sizeof(double));
  S->when_loop_res = sim_calloc((size_t)n, sizeof(double));
  S->when_loop_active = sim_calloc((size_t)n, sizeof(int));
  if (!S->when_loop_u || !S->when_loop_res || !S->when_loop_active)
    return HYSC_FAIL;
  if (newton_alloc(&S->when_loop, S->n_continuous + n) != HYSC_OK)
    return HYSC_FAIL;
  S->when_loop.modes = sim_has_modes(S->model);
  return HYSC_OK;
}

int sim_alloc(hysc_sim *S, const hysc_model *m)
{
  hysc_data *D = &S->data;
  int nc = m->n_states + m->n_algebraic;

  S->model = m;
  if (m->call_overflow)
    *m->call_overflow = 0; /* of an earlier run in this process */
  S->n_states = m->n_states;
  S->n_algebraic = m->n_algebraic;
  S->n_continuous = nc;
  S->n_roots = m->n_relations + 2 * m->n_frozen;
  D->y = sim_calloc((size_t)nc, sizeof(double));
  D->yp = sim_calloc((size_t)nc, sizeof(double));
  D->pre_y = sim_calloc((size_t)nc, sizeof(double));
  D->start = sim_calloc((size_t)nc, sizeof(double));
  D->reinit_value = sim_calloc((size_t)nc, sizeof(double));
  D->reinit_set = sim_calloc((size_t)nc, 1);
  D->d = sim_calloc((size_t)m->n_discrete, sizeof(double));
  D->pre_d = sim_calloc((size_t)m->n_discrete, sizeof(double));
  D->cond_pre_d = sim_calloc((size_t)m->n_discrete, sizeof(double));
  D->p = sim_calloc((size_t)m->n_parameters, sizeof(double));
  D->p_set = sim_calloc((size_t)m->n_parameters, 1);
  D->r = sim_calloc((size_t)m->n_relations, 1);
  D->cond = sim_calloc((size_t)m->n_conditions, 1);
  D->pre_cond = sim_calloc((size_t)m->n_conditions, 1);
  D->sample = sim_calloc((size_t)m->n_samples, 1);
  D->frozen = sim_calloc((size_t)m->n_frozen, sizeof(double));
  D->w = sim_calloc((size_t)m->n_computed, sizeof(double));
  S->z = sim_calloc((size_t)S->n_roots, sizeof(double));
  S->relation_scale = sim_calloc((size_t)m->n_relations, sizeof(double));
  S->relation_before = sim_calloc((size_t)(m->n_relations + S->n_roots), 1);
  S->z_before = sim_calloc((size_t)m->n_relations, sizeof(double));
  S->frozen_before = sim_calloc((size_t)m->n_frozen, sizeof(double));
  S->sample_start = sim_calloc((size_t)m->n_samples, sizeof(double));
  S->sample_interval = sim_calloc((size_t)m->n_samples, sizeof(double));
  S->sample_k = sim_calloc((size_t)m->n_samples, sizeof(long));
  S->assert_warned = sim_calloc((size_t)m->n_asserts, 1);
  S->zeno = sim_calloc((size_t)(m->n_whens + 2 * m->n_relations), sizeof(zeno_track));
  S->relation_held = sim_calloc((size_t)m->n_relations, 1);
  S->contact_due = sim_calloc((size_t)m->n_contacts, sizeof(double));
  S->cap_event_fired = 16;
  S->event_fired = sim_calloc((size_t)S->cap_event_fired, sizeof(int));
  S->continuous_name = sim_calloc((size_t)nc * 2, sizeof(char *));
  S->consistency_u = sim_calloc((size_t)nc, sizeof(double));
  S->left_row = sim_calloc((size_t)(2 * nc + m->n_discrete + m->n_computed), sizeof(double));
  if (!D->y || !D->yp || !D->pre_y || !D->start || !D->reinit_value || !D->reinit_set || !D->d || !D->pre_d ||
      !D->cond_pre_d || !D->p || !D->p_set || !D->r || !D->cond || !D->pre_cond || !S->z || !S->relation_before ||
      !S->z_before || !S->event_fired || !S->continuous_name || !D->sample || !D->frozen || !D->w ||
      !S->frozen_before || !S->sample_start || !S->sample_interval || !S->sample_k || !S->assert_warned || !S->zeno ||
      !S->relation_held || !S->contact_due || !S->consistency_u || !S->left_row || !S->relation_scale ||
      newton_alloc(&S->consistency, nc) != HYSC_OK || sim_consistency_jacobian(S) != HYSC_OK ||
      when_loop_alloc(S) != HYSC_OK || delay_alloc(S) != HYSC_OK || sim_time_relations_alloc(S) != HYSC_OK) {
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
  S->last_event_time = S->false_root_time = NAN;
  contact_init(S);
  sliding_init(S);
  return HYSC_OK;
}

void sim_free(hysc_sim *S)
{
  external_objects_free();
  hysc_data *D = &S->data;
  if (S->continuous_name)
    for (int i = 0; i < S->n_continuous; i++)
      free((char *)S->continuous_name[S->n_continuous + i]);
  free(S->continuous_name);
  free(D->y);
  free(D->w);
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
  free(S->z_before);
  free(S->frozen_before);
  free(S->sample_start);
  free(S->sample_interval);
  free(S->sample_k);
  free(S->assert_warned);
  free(S->zeno);
  free(S->relation_held);
  free(S->relation_time);
  free(S->contact_due);
  free(S->event_fired);
  free(S->consistency_u);
  free(S->left_row);
  free(S->when_loop_u);
  free(S->when_loop_res);
  free(S->when_loop_active);
  newton_free(&S->when_loop);
  delay_free(S);
  newton_free(&S->consistency);
  consistency_blocks_free(S->consistency_blocks);
}

/* ------------------------------------------------------------ main */


void sim_print_stats(const hysc_model *m, const hysc_options *opt, const hysc_stats *st, const char *how)
{
  fprintf(stderr, "%s statistics (%s):\n", m->name, opt->solver == HYSC_SOLVER_IDA ? "IDA" : "Newmark");
  fprintf(stderr, "  steps                  %ld\n", st->steps);
  fprintf(stderr, "  rejected steps         %ld\n", st->rejected_steps);
  fprintf(stderr, "  residual evaluations   %ld\n", st->residual_evals);
  fprintf(stderr, "  Jacobian evaluations   %ld (%s)\n", st->jacobian_evals, how);
  fprintf(stderr, "  Newton iterations      %ld\n", st->newton_iters);
  fprintf(stderr, "  events                 %ld\n", st->events);
  fprintf(stderr, "  root-finding iterations %ld\n", st->root_iters);
  fprintf(stderr, "  wall time              %.6f s\n", st->wall_seconds);
  int parts = 0;
  for (int k = 0; k < m->n_partitions; k++)
    parts += m->partitions[k].n_parts;
  if (parts && strcmp(how, "part by part") != 0)
    fprintf(stderr, "  (the model has %d independent parts: without --no-partition they are\n"
            "  simulated one by one, each event restarting its own part only)\n", parts);
}

/* A failed run keeps the rows computed up to the failure (the left limit of
   an event it failed in too): complete rows, a valid file, and a message
   saying so; nothing when no row was written or the file itself failed. */
static void keep_rows_of_failed_run(hysc_sim *S)
{
  const hysc_model *m = S->model;
  hysc_output *O = &S->output;
  if (O->fp && !O->failed && !output_full(O))
    sim_event_flush(S);
  if (!O->fp || O->failed || O->file_rows == 0) {
    output_abort(O);
    return;
  }
  double last = O->file_last_t;
  const char *shown = O->shown_path;
  if (output_close(O, m, &S->data) == HYSC_OK)
    fprintf(stderr, "%s: results up to t=%.17g written to '%s'\n", m->name, last, text_clean(shown));
}

/* From the initial values to the stop time (or where the run stops) */
static int run_backend(hysc_sim *S)
{
  /* IDA cannot integrate zero equations; the Newmark loop can */
  const hysc_backend *backend = S->opt.solver == HYSC_SOLVER_IDA && S->n_continuous > 0
                                  ? &hysc_ida_backend : &hysc_newmark_backend;
  void *state = NULL;
  int rc = backend->init(S, &state) == HYSC_OK ? backend->advance(state) : HYSC_FAIL;
  if (state) {
    /* the backend's counters join stats only now: the guard on steps
       since the last row (events.c) must not count them as taken since */
    long steps = S->stats.steps;
    backend->statistics(state, &S->stats);
    S->steps_at_row += S->stats.steps - steps;
  }
  backend->free(state);
  return rc;
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
  if (output_open(&S->output, m, path, opt, record) != HYSC_OK) {
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
  if (rc != HYSC_FAIL && (sim_output_grid_row(S) != HYSC_OK || sim_trace(S) != HYSC_OK))
    rc = HYSC_FAIL;
  int jacobian_differs = rc == HYSC_OK && S->opt.check_jacobian && jac_check(S) != HYSC_OK;
  if (rc == HYSC_OK && S->opt.stop_time > S->opt.start_time)
    rc = run_backend(S);
  sim_progress_end(S);
  if (rc == HYSC_STOP && sim_end_row(S) != HYSC_OK)
    rc = HYSC_FAIL;
  /* terminal() at the stop time, or where terminate() ended the run (not
     after a stop at accumulating events: that end is not the model's) */
  if ((rc == HYSC_OK || (rc == HYSC_STOP && S->stop_exit_status == HYSC_EXIT_OK)) &&
      sim_terminal_event(S) != HYSC_OK)
    rc = HYSC_FAIL;
  /* the check's second look where the run ended, also by terminate() or at
     accumulating events; a difference at either look is the exit status */
  if (rc != HYSC_FAIL && S->opt.check_jacobian && (jac_check(S) != HYSC_OK || jacobian_differs))
    rc = HYSC_FAIL;
  int status = rc == HYSC_OK ? HYSC_EXIT_OK
               : rc == HYSC_STOP ? S->stop_exit_status : HYSC_EXIT_FAILURE;
  if (rc != HYSC_FAIL) {
    if (output_close(&S->output, m, &S->data) != HYSC_OK)
      status = HYSC_EXIT_FAILURE;
  } else {
    keep_rows_of_failed_run(S);
  }

  S->stats.wall_seconds = sim_wall_clock() - t_begin;
  if (S->opt.print_stats)
    sim_print_stats(m, &S->opt, &S->stats,
                    !jac_available(m, &S->opt) ? "finite differences, dense"
                    : S->n_continuous >= (S->opt.solver == HYSC_SOLVER_IDA ? IDA_SPARSE_MIN : JAC_SPARSE_MIN)
                        ? "analytic, sparse LU (KLU)" : "analytic, dense LU");
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
