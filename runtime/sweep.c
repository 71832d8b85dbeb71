/*
 * sweep.c - parameter studies, on top of everything next to --compare: the
 * cases of --sweep/--vary (sweep_spec.c) run as separate processes of this
 * very executable (posix_spawn of /proc/self/exe, no shell), --jobs at a
 * time, each with --sweep-case=N added to the study's own command line and
 * its standard error in DIR/case-NNNN.log.  A case computes its own values
 * from the specification, writes DIR/case-NNNN.csv (or .mat) and its row
 * (summary.c); summary.csv is then rebuilt from the rows.  A case that
 * fails, hits Zeno behaviour or is killed never stops the others.  A rerun
 * skips the cases that have a row with a status other than failed; Slurm
 * array tasks (slurm.c) run ranges of cases the same way (--sweep-cases).
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "hysc_runtime.h"

extern char **environ;

int sweep_requested(const hysc_options *o)
{
  return o->n_sweeps || o->n_varies || o->samples || o->seed >= 0 ||
         o->sweep_dir || o->summary_events >= 0 || o->plot_summary || o->slurm ||
         o->slurm_chunk || o->collect || o->submit || o->sweep_case || o->sweep_cases;
}

static int sweep_usage(const hysc_model *m, const char *what, const char *why)
{
  fprintf(stderr, "%s: error: %s %s (try --help)\n", m->name, what, why);
  return HYSC_EXIT_USAGE;
}

/* The first option given that belongs to a study, for messages. */
static const char *first_study_option(const hysc_options *o)
{
  return o->seed >= 0 ? "--seed" : o->sweep_dir ? "--sweep-dir"
         : o->summary_events >= 0 ? "--summary-events" : o->plot_summary ? "--plot-summary"
         : o->slurm ? "--slurm" : o->slurm_chunk ? "--slurm-chunk" : o->collect ? "--collect"
         : o->submit ? "--submit" : o->sweep_case ? "--sweep-case" : "--sweep-cases";
}

/* Options that make no sense in a study, or without one. */
static int check_options(const hysc_model *m, const hysc_options *o)
{
  if (!o->n_sweeps && !o->n_varies && !o->samples)
    return sweep_usage(m, first_study_option(o), "needs a study: --sweep NAME=... or "
                       "--samples N with --vary NAME=...");
  if (o->output)
    return sweep_usage(m, "-o/--output", "does not apply to a sweep: every case writes "
                       "DIR/case-NNNN.csv (--sweep-dir=DIR)");
  if (o->plot || o->plot_vars || o->compare || o->work_precision || o->plot_xy ||
      o->animate || o->report)
    return sweep_usage(m, o->compare ? "--compare" : o->work_precision ? "--work-precision"
                       : o->report ? "--report" : o->animate ? "--animate" : "--plot",
                       "does not apply to a sweep (its plot is --plot-summary)");
  if ((o->submit || o->slurm_chunk) && !o->slurm)
    return sweep_usage(m, o->submit ? "--submit" : "--slurm-chunk", "needs --slurm=SCRIPT");
  if (o->collect && (o->slurm || o->sweep_cases || o->sweep_case))
    return sweep_usage(m, "--collect", "only rebuilds the summary; give it alone");
  return 0;
}

/* The case's values as settings after the command line's own --set ones;
   texts[n_axes] receives their malloc'd text. */
static int set_case_values(const sweep_plan *P, hysc_options *o, int n_user_settings,
                           long case_number, double *values, char **texts,
                           const hysc_model *m)
{
  sweep_case_values(P, case_number, values);
  o->n_settings = n_user_settings;
  for (int i = 0; i < P->n_axes; i++) {
    free(texts[i]);
    if (!(texts[i] = text_printf("%s=%.17g", P->axes[i].var->name, values[i])))
      return sweep_usage(m, "a case:", "out of memory");
    o->settings[o->n_settings++].text = texts[i];
  }
  return opt_resolve(o, m);
}

static void free_texts(char **texts, int n)
{
  for (int i = 0; texts && i < n; i++)
    free(texts[i]);
  free(texts);
}

/* The message of the last "error:" line of a regular file open for reading
   on fd (a case's standard error is its log, opened so). */
static char *last_error(int fd)
{
  struct stat st;
  char buf[8192];
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
    return NULL;
  off_t from = st.st_size > (off_t)sizeof buf - 1 ? st.st_size - (off_t)sizeof buf + 1 : 0;
  ssize_t n = pread(fd, buf, sizeof buf - 1, from);
  if (n <= 0)
    return NULL;
  buf[n] = '\0';
  char *found = NULL;
  for (char *p = buf; (p = strstr(p, "error: ")) != NULL; p++)
    found = p + 7;
  if (!found)
    return NULL;
  found[strcspn(found, "\n")] = '\0';
  return text_printf("%s", found);
}

/* ok, zeno, chattering, assert: ..., failed: ... from a case's exit status. */
static char *case_status(int rc, const hysc_stats *st, int error_fd)
{
  if (rc == HYSC_EXIT_OK || rc == HYSC_EXIT_ZENO)
    return text_printf("%s", st->accumulation == 2 ? "chattering"
                             : st->accumulation == 1 || rc == HYSC_EXIT_ZENO ? "zeno" : "ok");
  char *message = last_error(error_fd);
  char *status = message && strstr(message, "assertion failed")
                   ? text_printf("assert: %s", message)
                   : text_printf("failed: %s", message ? message : "the simulation failed");
  free(message);
  return status;
}

/* --sweep-case=N: one case in this process; the exit status of its run. */
static int run_case(const sweep_summary *W, hysc_options *o, long case_number)
{
  const hysc_model *m = W->model;
  double *values = calloc((size_t)W->plan->n_axes + 1, sizeof *values);
  char **texts = calloc((size_t)W->plan->n_axes + 1, sizeof *texts);
  if (!values || !texts) {
    free(values);
    free(texts);
    return sweep_usage(m, "a case:", "out of memory");
  }
  int rc = set_case_values(W->plan, o, o->n_settings, case_number, values, texts, m);
  char *path = rc ? NULL : summary_case_path(W, case_number,
                                             o->format == HYSC_FORMAT_MAT ? "mat" : "csv");
  if (!rc && path) {
    hysc_record record;
    hysc_stats stats = {0};
    o->progress = 0;
    record_init(&record, m);
    rc = run_simulation(m, o, path, &record, &stats, NULL, NULL);
    char *status = case_status(rc, &stats, STDERR_FILENO);
    sweep_case_result r = {case_number, values, status ? status : "failed: out of memory",
                           &stats, &record};
    if (summary_write_case(W, &r) != HYSC_OK)
      rc = HYSC_EXIT_FAILURE;
    free(status);
    record_free(&record);
  }
  free(path);
  free(values);
  free_texts(texts, W->plan->n_axes);
  return rc;
}

/* ------------------------------------------------------------ running cases */

typedef struct {
  const sweep_summary *W;
  const char *exe;     /* this executable */
  char **argv;         /* exe, the study's options, --sweep-case=N, --no-progress */
  int case_slot;
  int jobs;
  pid_t *pid;          /* [jobs] 0: free */
  long *case_of;       /* [jobs] */
} case_runner;

static volatile sig_atomic_t stop_signal;

static void note_stop(int sig)
{
  stop_signal = sig;
}

/* This executable's path: /proc/self/exe, else argv[0] (found on PATH). */
static char *self_path(const char *argv0)
{
  char buf[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n > 0) {
    buf[n] = '\0';
    return text_printf("%s", buf);
  }
  return text_printf("%s", argv0);
}

static char **sweep_case_arguments(const hysc_options *o, int argc, char **argv, const char *exe,
                            int extra)
{
  char **args = calloc((size_t)argc + (size_t)extra + 2, sizeof *args);
  int n = 0;
  if (!args)
    return NULL;
  args[n++] = (char *)exe;
  for (int i = 1; i < argc; i++)
    if (!o->run_control[i])
      args[n++] = argv[i];
  return args;
}

/* Starts case c in a free slot; HYSC_OK, or HYSC_FAIL (its row says why). */
static int spawn_case(case_runner *R, int slot, long c)
{
  char *row = summary_case_path(R->W, c, "row"), *log = summary_case_path(R->W, c, "log");
  char *flag = text_printf("--sweep-case=%ld", c);
  int rc = ENOMEM;
  if (row && log && flag) {
    unlink(row); /* a failed case's old row: a case without one ended early */
    unlink(log); /* the log is made anew, never opened through what was planted there */
    R->argv[R->case_slot] = flag;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&fa, STDERR_FILENO, log,
                                     O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW, 0666);
    rc = strchr(R->exe, '/') ? posix_spawn(&R->pid[slot], R->exe, &fa, NULL, R->argv, environ)
                             : posix_spawnp(&R->pid[slot], R->exe, &fa, NULL, R->argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    R->case_of[slot] = c;
  }
  if (rc != 0) {
    fprintf(stderr, "%s: error: cannot start case %ld (%s): %s\n", R->W->model->name, c,
            text_clean(R->exe), strerror(rc));
    R->pid[slot] = 0;
  }
  free(row);
  free(log);
  free(flag);
  return rc == 0 ? HYSC_OK : HYSC_FAIL;
}

/* The temporary files a killed case left in the study's directory: its
   result's (case-NNNN.csv.tmp-XXXXXX) and its row's (case-NNNN.row.tmp-XXXXXX). */
static void remove_leftovers(const sweep_summary *W, long c)
{
  char *prefix = text_printf("case-%04ld.", c);
  DIR *d = prefix ? opendir(W->dir) : NULL;
  for (struct dirent *e = d ? readdir(d) : NULL; e; e = readdir(d)) {
    const char *tmp = strstr(e->d_name, ".tmp-");
    if (strncmp(e->d_name, prefix, strlen(prefix)) == 0 && tmp && strlen(tmp) == strlen(".tmp-XXXXXX")) {
      char *path = text_printf("%s/%s", W->dir, e->d_name);
      if (path)
        unlink(path);
      free(path);
    }
  }
  if (d)
    closedir(d);
  free(prefix);
}

/* After case c's process ended: a case that left no row (killed, crashed)
   gets one that says so. */
static void case_ended(case_runner *R, long c, int status)
{
  char *row = summary_case_path(R->W, c, "row"), *log = summary_case_path(R->W, c, "log");
  if (WIFSIGNALED(status) || (row && access(row, F_OK) != 0))
    remove_leftovers(R->W, c);
  if (row && access(row, F_OK) != 0 && !stop_signal) {
    int fd = log ? open(log, O_RDONLY) : -1;
    char *message = last_error(fd);
    char *text = WIFSIGNALED(status)
                   ? text_printf("failed: killed by signal %d%s%s", WTERMSIG(status),
                                 message ? " after: " : "", message ? message : "")
                   : text_printf("failed: %s", message ? message : "ended without a result");
    double *values = calloc((size_t)R->W->plan->n_axes + 1, sizeof *values);
    if (values && text) {
      sweep_case_values(R->W->plan, c, values);
      sweep_case_result r = {c, values, text, NULL, NULL};
      summary_write_case(R->W, &r);
    }
    free(values);
    free(text);
    free(message);
    if (fd >= 0)
      close(fd);
  }
  free(row);
  free(log);
}

/* Waits for one case to end; 0 when none was running. */
static int wait_one(case_runner *R, int *running)
{
  int status;
  pid_t pid = waitpid(-1, &status, 0);
  if (pid < 0)
    return errno == EINTR ? 1 : 0;
  for (int s = 0; s < R->jobs; s++)
    if (R->pid[s] == pid) {
      R->pid[s] = 0;
      --*running;
      case_ended(R, R->case_of[s], status);
    }
  return 1;
}

/* Runs the pending cases, jobs at a time; on SIGINT, SIGTERM or SIGHUP the
   running ones are stopped (they leave no row, so a rerun redoes them). */
static int run_pending(case_runner *R, const long *pending, long n_pending)
{
  struct sigaction old[JOBS_STOP_SIGNALS];
  stop_signal = 0;
  jobs_handle_stops(1, note_stop, old); /* an inherited SIG_IGN stays */
  long next = 0;
  int running = 0;
  while ((next < n_pending && !stop_signal) || running > 0) {
    for (int s = 0; s < R->jobs && next < n_pending && !stop_signal; s++)
      if (R->pid[s] == 0 && spawn_case(R, s, pending[next++]) == HYSC_OK)
        running++;
    if (stop_signal)
      for (int s = 0; s < R->jobs; s++)
        if (R->pid[s] > 0)
          kill(R->pid[s], SIGTERM);
    if (!wait_one(R, &running))
      break;
  }
  jobs_handle_stops(0, note_stop, old);
  return stop_signal ? 128 + stop_signal : HYSC_EXIT_OK;
}

static int default_jobs(void)
{
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n >= 1 && n <= 4096 ? (int)n : 1;
}

/* Cases first..last that are not done yet, run as separate processes. */
static int run_cases(const sweep_summary *W, const hysc_options *o, int argc, char **argv,
                     long first, long last)
{
  const hysc_model *m = W->model;
  case_runner R = {W, NULL, NULL, 0, o->jobs ? o->jobs : default_jobs(), NULL, NULL};
  long *pending = calloc((size_t)(last - first + 1), sizeof *pending), n_pending = 0;
  char *exe = self_path(argv[0]);
  R.exe = exe;
  R.argv = exe ? sweep_case_arguments(o, argc, argv, exe, 2) : NULL;
  R.pid = calloc((size_t)R.jobs, sizeof *R.pid);
  R.case_of = calloc((size_t)R.jobs, sizeof *R.case_of);
  int rc = HYSC_EXIT_FAILURE;
  if (pending && R.argv && R.pid && R.case_of) {
    for (long c = first; c <= last; c++)
      if (!summary_case_done(W, c))
        pending[n_pending++] = c;
    for (R.case_slot = 0; R.argv[R.case_slot]; R.case_slot++)
      ;
    R.argv[R.case_slot + 1] = "--no-progress";
    fprintf(stderr, "%s: sweep: cases %ld to %ld in %s: %ld done before, running %ld with "
            "%d job%s\n", m->name, first, last, text_clean(W->dir), last - first + 1 - n_pending,
            n_pending, R.jobs, R.jobs == 1 ? "" : "s");
    rc = run_pending(&R, pending, n_pending);
    if (rc > 128)
      fprintf(stderr, "%s: sweep interrupted; the same command finishes the missing cases\n",
              m->name);
  } else {
    fprintf(stderr, "%s: error: out of memory\n", m->name);
  }
  free(pending);
  free(R.argv);
  free(R.pid);
  free(R.case_of);
  free(exe);
  return rc;
}

/* ------------------------------------------------------------ the study */

/* Every case's values resolve as --set values would (names, types). */
static int check_all_cases(const sweep_summary *W, hysc_options *o)
{
  int n_user = o->n_settings, rc = 0;
  double *values = calloc((size_t)W->plan->n_axes + 1, sizeof *values);
  char **texts = calloc((size_t)W->plan->n_axes + 1, sizeof *texts);
  if (!values || !texts)
    rc = sweep_usage(W->model, "the study:", "out of memory");
  for (long c = 1; c <= W->plan->n_cases && rc == 0; c++)
    rc = set_case_values(W->plan, o, n_user, c, values, texts, W->model);
  o->n_settings = n_user;
  free(values);
  free_texts(texts, W->plan->n_axes);
  return rc;
}

/* --sweep-cases=FIRST-LAST, within the study */
static int case_range(const sweep_summary *W, const char *text, long *first, long *last)
{
  char tail;
  *first = 1;
  *last = W->plan->n_cases;
  if (text && (sscanf(text, "%ld-%ld%c", first, last, &tail) != 2 || *first < 1 ||
               *last < *first))
    return sweep_usage(W->model, "--sweep-cases", "needs FIRST-LAST, whole numbers with "
                       "1 <= FIRST <= LAST");
  if (*last > W->plan->n_cases)
    *last = W->plan->n_cases;
  return *first > *last ? sweep_usage(W->model, "--sweep-cases", "is past the last case") : 0;
}

/* summary.csv from the rows, the plot; the study's exit status */
static int finish_study(const sweep_summary *W, const hysc_options *o)
{
  long missing, failed;
  if (summary_collect(W, &missing, &failed) != HYSC_OK)
    return HYSC_EXIT_FAILURE;
  fprintf(stderr, "%s: sweep: %s/summary.csv: %ld cases, %ld failed, %ld without a result%s\n",
          W->model->name, text_clean(W->dir), W->plan->n_cases, failed, missing,
          missing ? " (run the same command again to finish them)" : "");
  int rc = missing || failed ? HYSC_EXIT_FAILURE : HYSC_EXIT_OK;
  if (o->plot_summary && summary_plot(W, o->plot_summary, o->plot_summary_columns) != HYSC_OK)
    rc = HYSC_EXIT_FAILURE;
  return rc;
}

/* The study's directory, made if missing, in which files can be created: a
   directory such as /proc/self exists but takes no file, which each case's
   log would otherwise find out, blamed on starting the executable. */
static int sweep_directory(const sweep_summary *W)
{
  struct stat st;
  if ((mkdir(W->dir, 0777) != 0 && errno != EEXIST) || stat(W->dir, &st) != 0 ||
      !S_ISDIR(st.st_mode)) {
    fprintf(stderr, "%s: error: cannot create the sweep directory %s: %s\n", W->model->name,
            text_clean(W->dir), strerror(errno == EEXIST || errno == 0 ? ENOTDIR : errno));
    return HYSC_FAIL;
  }
  char *probe = text_printf("%s/.probe-XXXXXX", W->dir);
  int fd = probe ? mkstemp(probe) : -1, err = probe ? errno : ENOMEM;
  if (fd >= 0) {
    close(fd);
    unlink(probe);
  } else {
    fprintf(stderr, "%s: error: the sweep directory %s takes no files (cannot create one "
            "in it: %s)\n", W->model->name, text_clean(W->dir),
            strerror(err));
  }
  free(probe);
  return fd >= 0 ? HYSC_OK : HYSC_FAIL;
}

/* What the command line asks of the study, once it is known to be sound. */
static int run_study(const sweep_summary *W, hysc_options *o, int argc, char **argv)
{
  const hysc_model *m = W->model;
  long first, last;
  int rc;
  if (o->sweep_case)
    return o->sweep_case > W->plan->n_cases
             ? sweep_usage(m, "--sweep-case", "is past the last case")
             : run_case(W, o, o->sweep_case);
  if ((rc = case_range(W, o->sweep_cases, &first, &last)) != 0)
    return rc;
  if (sweep_directory(W) != HYSC_OK)
    return HYSC_EXIT_FAILURE;
  if (o->slurm) {
    char *exe = self_path(argv[0]);
    char **args = exe ? sweep_case_arguments(o, argc, argv, exe, 0) : NULL;
    rc = args ? slurm_main(W, o, args) : HYSC_EXIT_FAILURE;
    free(args);
    free(exe);
    return rc;
  }
  if (o->collect)
    return finish_study(W, o);
  if ((rc = run_cases(W, o, argc, argv, first, last)) != 0)
    return rc;
  return o->sweep_cases ? HYSC_EXIT_OK : finish_study(W, o);
}

int sweep_main(const hysc_model *m, hysc_options *o, int argc, char **argv)
{
  sweep_plan plan;
  int rc = check_options(m, o);
  if (rc)
    return rc;
  if ((rc = sweep_plan_build(&plan, m, o)) != 0) {
    sweep_plan_free(&plan); /* what was built before the mistake */
    return rc;
  }
  char *dir = o->sweep_dir ? NULL : text_printf("%s_sweep", m->name);
  sweep_summary W = {m, &plan, o->sweep_dir ? o->sweep_dir : dir,
                     o->summary_events >= 0 ? o->summary_events : 3, o->emit_internal};
  if (!W.dir)
    rc = sweep_usage(m, "the study:", "out of memory");
  else if (!o->sweep_case && (rc = check_all_cases(&W, o)) == 0 && o->plot_summary)
    rc = summary_check_columns(&W, o->plot_summary_columns);
  if (rc == 0 && (rc = plot_check_options(m, o)) == 0)
    rc = run_study(&W, o, argc, argv);
  sweep_plan_free(&plan);
  free(dir);
  return rc;
}
