/*
 * main.c - the command line of a model executable, on top of everything:
 * options, then --help/--list-vars, a parameter study (--sweep, --vary),
 * --compare, --work-precision or one simulation.  Nothing in the runtime calls back up into this file.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

/* One simulation into path, and the pictures asked for; exit status */
static int single_run(const hysc_model *m, const hysc_options *opt, const char *path)
{
  if (!opt->plot && !opt->animate && !opt->report)
    return run_simulation(m, opt, path, NULL, NULL, NULL, NULL);
  hysc_record record;
  hysc_stats stats;
  memset(&stats, 0, sizeof stats);
  record_init(&record, m);
  int rc = run_simulation(m, opt, path, &record, &stats, NULL, NULL);
  report_run run = {&record, opt->solver == HYSC_SOLVER_IDA ? "IDA" : "Newmark", &stats};
  report_runs runs = {&run, 1, NULL, 0};
  if (rc != HYSC_EXIT_FAILURE && report_pictures(m, opt, &runs) != HYSC_OK)
    rc = HYSC_EXIT_FAILURE;
  record_free(&record);
  return rc;
}

/* --events-file: the log of one run (a study's cases would share it) */
static FILE *open_events_file(const hysc_model *m, const char *path)
{
  FILE *fp = fopen(path, "w");
  if (!fp)
    fprintf(stderr, "%s: error: cannot create events file '%s': %s\n", m->name, text_clean(path),
            strerror(errno));
  return fp;
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
  if (sweep_requested(&opt) && opt.events_file) {
    rc = opt_usage_error(m, "--events-file is for one run, not a study (--sweep, --vary)");
    opt_free(&opt);
    return rc;
  }
  if (sweep_requested(&opt)) { /* a parameter study: its cases are processes of their own */
    rc = sweep_main(m, &opt, argc, argv);
    opt_free(&opt);
    return rc;
  }
  if ((rc = opt_resolve(&opt, m)) != 0 || (rc = plot_check_options(m, &opt)) != 0) {
    opt_free(&opt);
    return rc;
  }

  if (opt.events_file && !(opt.event_log = open_events_file(m, opt.events_file))) {
    opt_free(&opt);
    return HYSC_EXIT_FAILURE;
  }
  if (opt.work_precision)
    rc = work_precision_main(m, &opt);
  else if (opt.compare)
    rc = compare_main(m, &opt);
  else {
    char *default_output = NULL;
    const char *path = opt.output;
    if (!path && !(path = default_output = sim_default_output(m, &opt)))
      rc = HYSC_EXIT_FAILURE;
    else
      rc = single_run(m, &opt, path);
    free(default_output);
  }
  if (opt.event_log && fclose(opt.event_log) != 0) {
    fprintf(stderr, "%s: error: cannot write events file '%s': %s\n", m->name, text_clean(opt.events_file),
            strerror(errno));
    rc = HYSC_EXIT_FAILURE;
  }
  opt_free(&opt);
  return rc;
}

int main(int argc, char **argv)
{
  /* every message starts with the model's name, and a quoted name may hold
     control characters: the messages show it clean */
  hysc_model clean_copy = hysc_model_instance;
  char *name = strdup(text_clean(clean_copy.name));
  clean_copy.name = name ? name : "model";
  const hysc_model *m = &clean_copy;
  int rc = run_command_line(m, argc, argv);
  /* --help, --list-vars, --version and the tables of --compare and
     --work-precision go to standard output: losing them is a failure */
  if ((rc == HYSC_EXIT_OK || rc == HYSC_EXIT_ZENO) && (fflush(stdout) != 0 || ferror(stdout))) {
    fprintf(stderr, "%s: error: cannot write to standard output: %s\n", m->name,
            strerror(errno));
    rc = HYSC_EXIT_FAILURE;
  }
  free(name);
  return rc;
}
