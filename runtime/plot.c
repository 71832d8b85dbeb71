/*
 * plot.c - plots with gnuplot: trajectories (--plot) and the work-precision
 * diagram.  gnuplot is found on PATH and run with posix_spawnp, its script
 * written to a pipe: no shell, so no file name is ever interpreted.
 *
 * Only this file knows gnuplot's language; it decides nothing about what
 * a run computes.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "hysc_runtime.h"

extern char **environ;

/* At most this many event markers per run (a Zeno run has thousands). */
#define MAX_EVENT_MARKERS 200

int plot_have_gnuplot(void)
{
  const char *path = getenv("PATH");
  if (!path || !*path)
    return 0;
  char *copy = strdup(path);
  int found = 0;
  if (!copy)
    return 0;
  for (char *save = NULL, *dir = strtok_r(copy, ":", &save); dir && !found;
       dir = strtok_r(NULL, ":", &save)) {
    size_t len = strlen(dir) + sizeof "/gnuplot";
    char *file = malloc(len);
    if (!file)
      break;
    snprintf(file, len, "%s/gnuplot", *dir ? dir : ".");
    found = access(file, X_OK) == 0;
    free(file);
  }
  free(copy);
  return found;
}

int plot_no_gnuplot(const hysc_model *m, const char *what)
{
  fprintf(stderr, "%s: error: %s needs gnuplot, which was not found on PATH; install it "
          "(Debian: apt-get install gnuplot-nox)\n", m->name, what);
  return HYSC_EXIT_USAGE;
}

static int ends_with(const char *s, const char *suffix)
{
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* "svg" or "png" from the file name, else NULL */
static const char *terminal_for(const char *path)
{
  if (ends_with(path, ".svg"))
    return "svg";
  if (ends_with(path, ".png"))
    return "png";
  return NULL;
}

/* Column (1-based, time is 1) of the output variable called name[0..len), or 0. */
static int column_of(const hysc_model *m, const char *name, size_t len)
{
  int c = 1;
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (!output_is_column(v))
      continue;
    c++;
    if (strlen(v->name) == len && strncmp(v->name, name, len) == 0)
      return c;
  }
  return 0;
}

int plot_check_options(const hysc_model *m, const hysc_options *opt)
{
  if (opt->plot && !terminal_for(opt->plot)) {
    fprintf(stderr, "%s: error: --plot=%s: the file name must end in .svg or .png "
            "(try --help)\n", m->name, opt->plot);
    return HYSC_EXIT_USAGE;
  }
  if (opt->work_precision_plot && !terminal_for(opt->work_precision_plot)) {
    fprintf(stderr, "%s: error: --work-precision-plot=%s: the file name must end in .svg "
            "or .png (try --help)\n", m->name, opt->work_precision_plot);
    return HYSC_EXIT_USAGE;
  }
  for (const char *p = opt->plot_vars; p && *p;) {
    size_t len = strcspn(p, ",");
    const char *name = p;
    p += len + (p[len] == ',');
    if (len == 0)
      continue;
    if (!column_of(m, name, len)) {
      fprintf(stderr, "%s: error: --plot-vars: '%.*s' is not a state, algebraic or "
              "discrete variable of the model (try --list-vars)\n", m->name, (int)len, name);
      return HYSC_EXIT_USAGE;
    }
  }
  /* before simulating: a run that cannot end in its plot is not started */
  if ((opt->plot || opt->work_precision_plot) && !plot_have_gnuplot())
    return plot_no_gnuplot(m, opt->plot ? "--plot" : "--work-precision-plot");
  return 0;
}

/* ------------------------------------------------------------ scripts */

typedef struct {
  char *text;
  size_t len, cap;
  int failed;
} buffer;

static void add(buffer *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void add(buffer *b, const char *fmt, ...)
{
  va_list ap;
  for (;;) {
    size_t room = b->cap - b->len;
    va_start(ap, fmt);
    int n = b->text ? vsnprintf(b->text + b->len, room, fmt, ap) : -1;
    va_end(ap);
    if (n >= 0 && (size_t)n < room) {
      b->len += (size_t)n;
      return;
    }
    size_t cap = b->cap ? 2 * b->cap : 4096;
    while (n >= 0 && cap - b->len <= (size_t)n)
      cap *= 2;
    char *t = realloc(b->text, cap);
    if (!t) {
      b->failed = 1;
      return;
    }
    b->text = t;
    b->cap = cap;
  }
}

/* A string for gnuplot's single quotes (which only double their quote). */
static void add_quoted(buffer *b, const char *s)
{
  add(b, "'");
  for (; *s; s++)
    add(b, *s == '\'' ? "''" : "%c", *s);
  add(b, "'");
}

int plot_run_gnuplot(const hysc_model *m, const char *script, size_t length)
{
  int fds[2];
  if (pipe(fds) != 0) {
    fprintf(stderr, "%s: error: cannot run gnuplot: %s\n", m->name, strerror(errno));
    return HYSC_FAIL;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO);
  posix_spawn_file_actions_addclose(&actions, fds[0]);
  posix_spawn_file_actions_addclose(&actions, fds[1]);
  char *argv[] = {"gnuplot", NULL};
  pid_t pid;
  int rc = posix_spawnp(&pid, "gnuplot", &actions, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  close(fds[0]);
  if (rc != 0) {
    close(fds[1]);
    if (rc == ENOENT)
      plot_no_gnuplot(m, "plotting");
    else
      fprintf(stderr, "%s: error: cannot run gnuplot: %s\n", m->name, strerror(rc));
    return HYSC_FAIL;
  }
  /* gnuplot stopping early must not kill us with SIGPIPE */
  void (*old)(int) = signal(SIGPIPE, SIG_IGN);
  size_t off = 0;
  int write_failed = 0;
  while (off < length) {
    ssize_t n = write(fds[1], script + off, length - off);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      write_failed = 1;
      break;
    }
    off += (size_t)n;
  }
  close(fds[1]);
  signal(SIGPIPE, old);
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) {
      fprintf(stderr, "%s: error: waiting for gnuplot: %s\n", m->name, strerror(errno));
      return HYSC_FAIL;
    }
  if (write_failed || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    fprintf(stderr, "%s: error: gnuplot failed (its messages are above)\n", m->name);
    return HYSC_FAIL;
  }
  return HYSC_OK;
}

/* the header of every script: terminal from the file name, title */
static void add_preamble(buffer *b, const char *path, const char *title)
{
  const char *term = terminal_for(path);
  if (term && strcmp(term, "png") == 0)
    add(b, "set terminal pngcairo size 1000,600\n");
  else
    add(b, "set terminal svg size 1000,600 dynamic\n");
  add(b, "set output ");
  add_quoted(b, path);
  add(b, "\nset title ");
  add_quoted(b, title);
  add(b, " noenhanced\nset key outside right top noenhanced\nset grid\n");
}


/* Ends the script and hands it to gnuplot; frees the buffer. */
static int finish_plot(const hysc_model *m, buffer *b)
{
  add(b, "\n");
  if (b->failed) {
    free(b->text);
    fprintf(stderr, "%s: error: out of memory writing the plot\n", m->name);
    return HYSC_FAIL;
  }
  int rc = plot_run_gnuplot(m, b->text, b->len);
  free(b->text);
  return rc;
}

int plot_trajectories(const hysc_model *m, const hysc_options *opt, const char *path,
                      const hysc_record *const *records, const char *const *labels,
                      int n_records)
{
  buffer b = {0};
  int columns[256], n_plot = 0;
  const char *name_text[256];
  size_t name_len[256];

  /* the plotted columns: --plot-vars, else the states */
  if (opt->plot_vars) {
    for (const char *p = opt->plot_vars; *p && n_plot < 256;) {
      size_t len = strcspn(p, ",");
      if (len > 0) {
        columns[n_plot] = column_of(m, p, len);
        name_text[n_plot] = p;
        name_len[n_plot++] = len;
      }
      p += len + (p[len] == ',');
    }
  } else {
    for (int i = 0; i < m->n_vars && n_plot < 256; i++)
      if (m->vars[i].kind == HYSC_STATE) {
        columns[n_plot] = column_of(m, m->vars[i].name, strlen(m->vars[i].name));
        name_text[n_plot] = m->vars[i].name;
        name_len[n_plot++] = strlen(m->vars[i].name);
      }
  }
  if (n_plot == 0) {
    fprintf(stderr, "%s: error: --plot: the model has no states; name variables with "
            "--plot-vars\n", m->name);
    return HYSC_FAIL;
  }

  char title[512];
  int used = snprintf(title, sizeof title, "%s: ", m->name);
  for (int i = 0; i < n_plot && used < (int)sizeof title - 64; i++)
    used += snprintf(title + used, sizeof title - (size_t)used, "%s%.*s", i ? ", " : "",
                     (int)name_len[i], name_text[i]);
  snprintf(title + used, sizeof title - (size_t)used, " (%s%s%s)", labels[0],
           n_records > 1 ? " and " : "", n_records > 1 ? labels[1] : "");
  add_preamble(&b, path, title);
  add(&b, "set xlabel 'time [s]'\n");

  /* one data block per run; events as dashed vertical lines in the run's colour */
  static const char *const colours[] = {"#0060ad", "#dd181f"};
  for (int r = 0; r < n_records; r++) {
    const hysc_record *R = records[r];
    add(&b, "$run%d << EOD\n", r);
    for (long i = 0; i < R->n_rows; i++) {
      const double *row = R->values + i * R->n_columns;
      for (int c = 0; c < R->n_columns; c++)
        add(&b, "%s%.10g", c ? " " : "", row[c]);
      add(&b, "\n");
    }
    add(&b, "EOD\n");
    double last = -HUGE_VAL;
    int markers = 0;
    for (long i = 0; i < R->n_firings && markers < MAX_EVENT_MARKERS; i++) {
      if (R->firings[i].t == last)
        continue;
      last = R->firings[i].t;
      markers++;
      add(&b, "set arrow from %.17g, graph 0 to %.17g, graph 1 nohead dt 2 lc rgb '%s'\n",
          last, last, colours[r % 2]);
    }
  }
  add(&b, "plot ");
  for (int r = 0; r < n_records; r++)
    for (int k = 0; k < n_plot; k++) {
      char label[300];
      snprintf(label, sizeof label, "%.*s (%s)", (int)name_len[k], name_text[k], labels[r]);
      add(&b, "%s$run%d using 1:%d with lines dt %d lw 1.5 title ", r || k ? ", " : "", r,
          columns[k], r == 0 ? 1 : 3);
      add_quoted(&b, label);
    }
  return finish_plot(m, &b);
}

int plot_work_precision(const hysc_model *m, const char *path, const plot_series *series,
                        int n_series)
{
  buffer b = {0};
  char title[300];
  snprintf(title, sizeof title, "%s: work-precision (error against the reference run)", m->name);
  add_preamble(&b, path, title);
  add(&b, "set logscale xy\nset format x '10^{%%L}'\nset format y '10^{%%L}'\n"
          "set xlabel 'error (max of event-time and end-state error)'\n"
          "set ylabel 'residual evaluations'\n");
  int plotted = 0;
  for (int s = 0; s < n_series; s++) {
    add(&b, "$series%d << EOD\n", s);
    for (int i = 0; i < series[s].n; i++)
      if (series[s].error[i] > 0 && isfinite(series[s].error[i]))
        add(&b, "%.6g %.6g\n", series[s].error[i], series[s].cost[i]);
    add(&b, "EOD\n");
  }
  add(&b, "plot ");
  for (int s = 0; s < n_series; s++) {
    add(&b, "%s$series%d using 1:2 with linespoints lw 1.5 pt 7 title ", plotted++ ? ", " : "", s);
    add_quoted(&b, series[s].label);
  }
  return finish_plot(m, &b);
}
