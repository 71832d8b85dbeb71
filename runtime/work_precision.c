/*
 * work_precision.c - --work-precision: each backend over a ladder of
 * tolerances and step sizes, its error against a tight IDA run and its cost,
 * as a table and a plot.
 *
 * Every run goes through run_simulation() like any other; this file reads the
 * records and prints.  Called from main.c only.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

/* The tight run every rung is measured against. */
#define REFERENCE_RTOL 1e-12
#define REFERENCE_ATOL 1e-12

typedef struct {
  const char *backend; /* "IDA", "Newmark" */
  char setting[64];
  int status;
  hysc_stats stats;
  double event_error, end_error, error;
  long unmatched;
} rung;

/* errors of run R against the reference run Q */
static void measure(const hysc_model *m, const hysc_record *R, const hysc_record *Q, rung *g)
{
  long n_pairs = 0;
  event_pair *pairs = compare_pair_events(m, R, Q, &n_pairs);
  g->event_error = 0;
  g->unmatched = 0;
  for (long i = 0; pairs && i < n_pairs; i++) {
    if (isnan(pairs[i].t[0]) || isnan(pairs[i].t[1]))
      g->unmatched++;
    else
      g->event_error = fmax(g->event_error, fabs(pairs[i].t[0] - pairs[i].t[1]));
  }
  free(pairs);
  g->end_error = 0;
  if (R->n_rows > 0 && Q->n_rows > 0)
    for (int c = 1; c < R->n_columns; c++) {
      double a = R->values[(R->n_rows - 1) * R->n_columns + c];
      double b = Q->values[(Q->n_rows - 1) * Q->n_columns + c];
      g->end_error = fmax(g->end_error, fabs(a - b) / fmax(1.0, fabs(b)));
    }
  g->error = g->unmatched ? HUGE_VAL : fmax(g->event_error, g->end_error);
}

/* The rungs of --work-precision: IDA by rtol, Newmark by rtol, Newmark by step. */
enum { N_IDA = 8, N_NEWMARK = 6, N_STEPS = 5, N_RUNGS = N_IDA + N_NEWMARK + N_STEPS };

/* The work-precision diagram of the rungs (IDA, Newmark with step control,
   Newmark with fixed steps, in that order), when gnuplot is there. */
static int work_precision_plot(const hysc_model *m, const hysc_options *opt, const rung *g)
{
  if (!plot_have_gnuplot()) {
    fprintf(stderr, "%s: note: no work-precision plot: gnuplot was not found on PATH "
            "(Debian: apt-get install gnuplot-nox)\n", m->name);
    return HYSC_OK;
  }
  double error[N_RUNGS], cost[N_RUNGS];
  for (int i = 0; i < N_RUNGS; i++) {
    error[i] = g[i].status == HYSC_EXIT_FAILURE ? HUGE_VAL : g[i].error;
    cost[i] = (double)g[i].stats.residual_evals;
  }
  plot_series series[3] = {
    {"IDA (rtol = atol)", N_IDA, error, cost},
    {"Newmark, step control (rtol = atol)", N_NEWMARK, error + N_IDA, cost + N_IDA},
    {"Newmark, fixed step", N_STEPS, error + N_IDA + N_NEWMARK, cost + N_IDA + N_NEWMARK},
  };
  char *default_plot = NULL;
  const char *plot_path = opt->work_precision_plot;
  if (!plot_path && !(plot_path = default_plot = text_printf("%s_work_precision.svg", m->name))) {
    fprintf(stderr, "%s: error: out of memory\n", m->name);
    return HYSC_FAIL;
  }
  int status = HYSC_OK;
  if (plot_work_precision(m, plot_path, series, 3) != HYSC_OK)
    status = HYSC_FAIL;
  else
    printf("\nPlot: %s\n", text_clean(plot_path));
  free(default_plot);
  return status;
}

/* The longest fixed step of the ladder: a step longer than the output
   interval is cut to it, and two rungs would be the same run. */
static double fixed_step(const hysc_options *o, double span)
{
  return fmin(o->interval, span / 100);
}

int work_precision_main(const hysc_model *m, hysc_options *opt)
{
  static const double ida_rtol[] = {1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10};
  static const double newmark_rtol[] = {1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8};
  static const double newmark_steps[] = {1, 3, 10, 30, 100}; /* see fixed_step */
  rung g[N_RUNGS];
  hysc_record Q;
  hysc_stats qstats;
  double span = opt->stop_time - opt->start_time;
  int status = HYSC_EXIT_OK;

  hysc_options o = *opt;
  o.solver = HYSC_SOLVER_IDA;
  o.rtol = REFERENCE_RTOL;
  o.atol = REFERENCE_ATOL;
  o.print_stats = 0;
  o.log_events = 0;
  record_init(&Q, m);
  int qs = run_simulation(m, &o, NULL, &Q, &qstats, "reference", NULL);
  if (qs == HYSC_EXIT_FAILURE) {
    fprintf(stderr, "%s: error: --work-precision: the reference run (IDA, rtol %g, atol %g) "
            "failed\n", m->name, REFERENCE_RTOL, REFERENCE_ATOL);
    record_free(&Q);
    return HYSC_EXIT_FAILURE;
  }
  printf("Work-precision of %s (%s), t = %g .. %g\n", m->name, text_clean(m->file), opt->start_time,
         opt->stop_time);
  printf("Reference: IDA with rtol %g, atol %g (%ld steps, %ld events, %.3f s).\n",
         REFERENCE_RTOL, REFERENCE_ATOL, qstats.steps, Q.n_firings, qstats.wall_seconds);
  printf("event error = largest |t - t_ref| over the when-clause firings (paired by branch\n"
         "and order); end error = largest |y - y_ref| / max(1, |y_ref|) over the variables\n"
         "in the last row; error = the larger of the two (inf when an event is unmatched).\n"
         "IDA: atol = rtol.  Newmark: step control with atol = rtol, then fixed steps.\n\n");
  printf("  %-8s  %-16s  %-8s  %-10s  %-10s  %-10s  %-10s  %-10s  %-10s  %s\n", "backend",
         "setting", "steps", "residuals", "Jacobians", "wall [s]", "event err", "end err",
         "error", "unmatched");

  for (int i = 0; i < N_RUNGS; i++) {
    hysc_record R;
    o = *opt;
    o.print_stats = 0;
    o.log_events = 0;
    memset(&g[i], 0, sizeof g[i]);
    if (i < N_IDA) {
      o.solver = HYSC_SOLVER_IDA;
      o.rtol = o.atol = ida_rtol[i];
      g[i].backend = "IDA";
      snprintf(g[i].setting, sizeof g[i].setting, "rtol=%g", o.rtol);
    } else if (i < N_IDA + N_NEWMARK) {
      o.solver = HYSC_SOLVER_NEWMARK;
      o.fixed_step = 0;
      o.rtol = o.atol = newmark_rtol[i - N_IDA];
      o.step = fmin(o.interval, 1e-3 * fmax(span, 1e-300)); /* as opt_resolve does */
      g[i].backend = "Newmark";
      snprintf(g[i].setting, sizeof g[i].setting, "rtol=%g", o.rtol);
    } else {
      o.solver = HYSC_SOLVER_NEWMARK;
      o.fixed_step = 1;
      o.step = fixed_step(&o, span) / newmark_steps[i - N_IDA - N_NEWMARK];
      g[i].backend = "Newmark";
      snprintf(g[i].setting, sizeof g[i].setting, "step=%.3g", o.step);
    }
    record_init(&R, m);
    g[i].status = run_simulation(m, &o, NULL, &R, &g[i].stats, g[i].backend, NULL);
    measure(m, &R, &Q, &g[i]);
    record_free(&R);
    printf("  %-8s  %-16s  %-8ld  %-10ld  %-10ld  %-10.4f  %-10.3e  %-10.3e  %-10.3e  %ld%s\n",
           g[i].backend, g[i].setting, g[i].stats.steps, g[i].stats.residual_evals,
           g[i].stats.jacobian_evals, g[i].stats.wall_seconds, g[i].event_error,
           g[i].end_error, g[i].error, g[i].unmatched,
           g[i].status == HYSC_EXIT_FAILURE ? "  (run failed)"
           : g[i].status == HYSC_EXIT_ZENO ? "  (stopped early)" : "");
    fflush(stdout);
  }
  record_free(&Q);

  if (work_precision_plot(m, opt, g) != HYSC_OK)
    status = HYSC_EXIT_FAILURE;
  return status;
}
