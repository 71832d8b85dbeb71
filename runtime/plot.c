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
#include <fcntl.h>
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

static int plot_check_path(const hysc_model *m, const char *flag, const char *path);

/* The message for a missing gnuplot; returns HYSC_EXIT_USAGE. */
static int plot_no_gnuplot(const hysc_model *m, const char *what)
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

/* The output variable called name[0..len) and its column (1-based, time is
   1); NULL and column 0 when there is none. */
static const hysc_var *output_var(const hysc_model *m, const char *name, size_t len, int *column)
{
  int c = 1;
  *column = 0;
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (!output_is_column(v))
      continue;
    c++;
    if (strlen(v->name) == len && strncmp(v->name, name, len) == 0) {
      *column = c;
      return v;
    }
  }
  return NULL;
}

static int column_of(const hysc_model *m, const char *name, size_t len)
{
  int c;
  output_var(m, name, len, &c);
  return c;
}

/* The length of the name s starts with: up to the first of stops outside
   brackets (a subscript such as a[1,2] holds a comma). */
static size_t name_length(const char *s, const char *stops)
{
  int depth = 0;
  size_t i = 0;
  for (; s[i]; i++) {
    if (s[i] == '[')
      depth++;
    else if (s[i] == ']' && depth > 0)
      depth--;
    else if (!depth && strchr(stops, s[i]))
      break;
  }
  return i;
}

static int pair_error(const hysc_model *m, const char *what, const char *s, size_t len)
{
  fprintf(stderr, "%s: error: --plot-xy: '%s' %s (try --list-vars)\n", m->name,
          text_clean_n(s, len), what);
  return -1;
}

int plot_xy_pairs(const hysc_model *m, const char *spec, plot_pair *pairs, int max)
{
  int n = 0;
  for (const char *p = spec; *p;) {
    size_t len = name_length(p, ";");
    if (len == 0) {
      p++;
      continue;
    }
    size_t x_len = name_length(p, ",;");
    if (x_len == 0 || x_len + 1 >= len || name_length(p + x_len + 1, ",;") != len - x_len - 1)
      return pair_error(m, "is not a pair X,Y of two variables", p, len);
    if (n == max) {
      fprintf(stderr, "%s: error: --plot-xy: at most %d pairs\n", m->name, max);
      return -1;
    }
    const char *names[2] = {p, p + x_len + 1};
    size_t lens[2] = {x_len, len - x_len - 1};
    for (int k = 0; k < 2; k++)
      if (!(pairs[n].var[k] = output_var(m, names[k], lens[k], &pairs[n].column[k])))
        return pair_error(m, "is not a state, algebraic or discrete variable of the model",
                          names[k], lens[k]);
    n++;
    p += len + (p[len] == ';');
  }
  if (n == 0)
    pair_error(m, "names no pair X,Y", spec, strlen(spec));
  return n ? n : -1;
}

/* --plot-xy's pairs, --animate's and --report's file names; exit status */
static int check_pictures(const hysc_model *m, const hysc_options *opt)
{
  plot_pair pairs[PLOT_MAX_PAIRS];
  if (opt->plot_xy && plot_xy_pairs(m, opt->plot_xy, pairs, PLOT_MAX_PAIRS) < 0)
    return HYSC_EXIT_USAGE;
  const char *flags[2] = {"--animate", "--report"}, *paths[2] = {opt->animate, opt->report};
  for (int i = 0; i < 2; i++)
    if (paths[i] && !ends_with(paths[i], ".html") && !ends_with(paths[i], ".htm")) {
      fprintf(stderr, "%s: error: %s=%s: the file name must end in .html (try --help)\n",
              m->name, flags[i], text_clean(paths[i]));
      return HYSC_EXIT_USAGE;
    }
  return 0;
}

int plot_check_options(const hysc_model *m, const hysc_options *opt)
{
  int rc;
  if ((rc = check_pictures(m, opt)) != 0)
    return rc;
  if ((opt->plot && (rc = plot_check_path(m, "--plot", opt->plot)) != 0) ||
      (opt->work_precision_plot &&
       (rc = plot_check_path(m, "--work-precision-plot", opt->work_precision_plot)) != 0))
    return rc;
  if (opt->plot && !terminal_for(opt->plot)) {
    fprintf(stderr, "%s: error: --plot=%s: the file name must end in .svg or .png "
            "(try --help)\n", m->name, text_clean(opt->plot));
    return HYSC_EXIT_USAGE;
  }
  if (opt->plot_summary && ((rc = plot_check_path(m, "--plot-summary", opt->plot_summary)) ||
                            !terminal_for(opt->plot_summary))) {
    if (!rc)
      fprintf(stderr, "%s: error: --plot-summary=%s: the file name must end in .svg or .png "
              "(try --help)\n", m->name, text_clean(opt->plot_summary));
    return HYSC_EXIT_USAGE;
  }
  if (opt->work_precision_plot && !terminal_for(opt->work_precision_plot)) {
    fprintf(stderr, "%s: error: --work-precision-plot=%s: the file name must end in .svg "
            "or .png (try --help)\n", m->name, text_clean(opt->work_precision_plot));
    return HYSC_EXIT_USAGE;
  }
  for (const char *p = opt->plot_vars; p && *p;) {
    size_t len = strcspn(p, ",");
    const char *name = p;
    p += len + (p[len] == ',');
    if (len == 0)
      continue;
    if (!column_of(m, name, len)) {
      fprintf(stderr, "%s: error: --plot-vars: '%s' is not a state, algebraic or "
              "discrete variable of the model (try --list-vars)\n", m->name, text_clean_n(name, len));
      return HYSC_EXIT_USAGE;
    }
  }
  /* before simulating: a run that cannot end in its plot is not started */
  if ((opt->plot || opt->work_precision_plot || opt->plot_summary) && !plot_have_gnuplot())
    return plot_no_gnuplot(m, opt->plot ? "--plot" : opt->plot_summary ? "--plot-summary"
                                                                       : "--work-precision-plot");
  return 0;
}

/* ------------------------------------------------------------ scripts */

/*
 * User text (names, labels, file names) must never become part of a gnuplot
 * command.  gnuplot reads its script line by line (a newline would start a
 * new command), substitutes `...` and @macros, and its scanner mis-reads runs
 * of doubled quotes; so user text goes only into double-quoted strings in
 * which everything but letters, digits and a few harmless punctuation
 * characters is written as an octal escape (\047 for ').  Control characters
 * in a label are shown as '?'; a file name with one is refused
 * (plot_check_path).
 */
static int is_control(unsigned char c)
{
  return c < 0x20 || c == 0x7f;
}

static void add_quoted_part(text_buffer *b, const char *s, size_t len)
{
  for (size_t i = 0; i < len && s[i]; i++) {
    unsigned char c = (unsigned char)s[i];
    if (is_control(c))
      c = '?';
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
        strchr(" _.,:()/+=-", c))
      text_add(b, "%c", (char)c);
    else
      text_add(b, "\\%03o", c);
  }
}

static void add_quoted(text_buffer *b, const char *s)
{
  text_add(b, "\"");
  add_quoted_part(b, s, strlen(s));
  text_add(b, "\"");
}

/* A plot file name gnuplot can be given (no control characters); exit status */
static int plot_check_path(const hysc_model *m, const char *flag, const char *path)
{
  for (const char *p = path; *p; p++)
    if (is_control((unsigned char)*p)) {
      fprintf(stderr, "%s: error: %s: the file name contains a control character "
              "(newline, tab, ...); choose another name\n", m->name, flag);
      return HYSC_EXIT_USAGE;
    }
  return 0;
}

/* Runs gnuplot on a script; HYSC_OK when it exited 0. */
static int plot_run_gnuplot(const hysc_model *m, const char *script, size_t length)
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
  /* gnuplot that cannot open the plot file draws on its standard output,
     which may be the result itself (-o -) */
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
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

/* The header of every script up to the title's text: terminal from the file
   name, output file.  A relative name gets "./" in front: gnuplot would run a
   name that starts with '|' as a shell command. */
static void add_preamble(text_buffer *b, const char *path)
{
  const char *term = terminal_for(path);
  if (term && strcmp(term, "png") == 0)
    text_add(b, "set terminal pngcairo size 1000,600\n");
  else
    text_add(b, "set terminal svg size 1000,600 dynamic\n");
  text_add(b, "set output \"%s", path[0] == '/' ? "" : "./");
  add_quoted_part(b, path, strlen(path));
  text_add(b, "\"\nset title \"");
}

/* after the title's text */
static void end_title(text_buffer *b)
{
  text_add(b, "\" noenhanced\nset key outside right top noenhanced\nset grid\n");
}

/* Ends the script and hands it to gnuplot; frees the buffer. */
static int finish_plot(const hysc_model *m, text_buffer *b)
{
  text_add(b, "\n");
  if (b->failed) {
    free(b->text);
    fprintf(stderr, "%s: error: out of memory writing the plot\n", m->name);
    return HYSC_FAIL;
  }
  int rc = plot_run_gnuplot(m, b->text, b->len);
  free(b->text);
  return rc;
}

/* The plotted columns (at most 256): --plot-vars, else the states; returns
   how many, with each one's name (not terminated) and its length. */
static int plotted_columns(const hysc_model *m, const hysc_options *opt, int *columns,
                           const char **name_text, size_t *name_len)
{
  int n_plot = 0;
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
  return n_plot;
}

/* Colours: the plotted series in turn; events in one colour of their own. */
static const char *const series_colours[] = {"#0060ad", "#dd181f", "#009e73", "#9400d3",
                                             "#e69f00", "#56b4e9", "#8b4513", "#000080"};
#define EVENT_COLOUR "#999999"

/* name [unit] as a label's text (quoted part) */
static void add_name_unit(text_buffer *b, const char *name, size_t len, const hysc_var *v)
{
  add_quoted_part(b, name, len);
  if (v && v->unit && v->unit[0]) {
    text_add(b, " [");
    add_quoted_part(b, v->unit, strlen(v->unit));
    text_add(b, "]");
  }
}

/* One data block per run, $run0, $run1, ..., and one of its event rows
   (left and right limits), $events0, ... */
static void add_runs(text_buffer *b, const hysc_record *const *records, int n_records)
{
  for (int r = 0; r < n_records; r++)
    for (int events = 0; events < 2; events++) {
      const hysc_record *R = records[r];
      text_add(b, "$%s%d << EOD\n", events ? "events" : "run", r);
      for (long i = 0; i < R->n_rows; i++) {
        if (events && !(R->event_row && R->event_row[i]))
          continue;
        const double *row = R->values + i * R->n_columns;
        for (int c = 0; c < R->n_columns; c++)
          text_add(b, "%s%.10g", c ? " " : "", row[c]);
        text_add(b, "\n");
      }
      text_add(b, "EOD\n");
    }
}

/* The events of each run as vertical lines in EVENT_COLOUR (dashes per run). */
static void add_event_lines(text_buffer *b, const hysc_record *const *records, int n_records)
{
  for (int r = 0; r < n_records; r++) {
    const hysc_record *R = records[r];
    double last = -HUGE_VAL;
    int markers = 0;
    for (long i = 0; i < R->n_firings && markers < MAX_EVENT_MARKERS; i++) {
      if (R->firings[i].t == last)
        continue;
      last = R->firings[i].t;
      markers++;
      text_add(b, "set arrow from %.17g, graph 0 to %.17g, graph 1 nohead dt %d lc rgb '%s'\n",
               last, last, r == 0 ? 2 : 3, EVENT_COLOUR);
    }
  }
}

/* The legend entries of the event lines */
static void add_event_keys(text_buffer *b, const hysc_record *const *records,
                           const char *const *labels, int n_records)
{
  for (int r = 0; r < n_records; r++)
    if (records[r]->n_firings > 0)
      text_add(b, ", NaN with lines dt %d lw 1.5 lc rgb '%s' title \"events (%s)\"",
               r == 0 ? 2 : 3, EVENT_COLOUR, labels[r]);
}

/* the title's text after the model's name: the backends' labels */
static void add_title_runs(text_buffer *b, const char *const *labels, int n_records)
{
  text_add(b, " (%s%s%s)", labels[0], n_records > 1 ? " and " : "", n_records > 1 ? labels[1] : "");
  end_title(b);
}

/* --plot-xy: Y against X for each pair, events as points of their own colour */
static int plot_xy(const hysc_model *m, const hysc_options *opt, const char *path,
                   const hysc_record *const *records, const char *const *labels, int n_records)
{
  plot_pair pairs[PLOT_MAX_PAIRS];
  int n = plot_xy_pairs(m, opt->plot_xy, pairs, PLOT_MAX_PAIRS);
  if (n < 0)
    return HYSC_FAIL;
  text_buffer b = {0};
  add_preamble(&b, path);
  add_quoted_part(&b, m->name, strlen(m->name));
  text_add(&b, ": x-y");
  add_title_runs(&b, labels, n_records);
  for (int k = 0; k < 2; k++) {
    text_add(&b, "set %slabel \"", k ? "y" : "x");
    for (int i = 0; i < n; i++) {
      const hysc_var *v = pairs[i].var[k];
      int again = 0; /* a variable named once */
      for (int j = 0; j < i; j++)
        again |= pairs[j].var[k] == v;
      if (!again) {
        text_add(&b, "%s", i ? ", " : "");
        add_name_unit(&b, v->name, strlen(v->name), v);
      }
    }
    text_add(&b, "\" noenhanced\n");
  }
  add_runs(&b, records, n_records);
  text_add(&b, "plot ");
  for (int r = 0; r < n_records; r++)
    for (int i = 0; i < n; i++) {
      text_add(&b, "%s$run%d using %d:%d with lines dt %d lw 1.5 lc rgb '%s' title \"", r || i ? ", " : "",
               r, pairs[i].column[0], pairs[i].column[1], r == 0 ? 1 : 3,
               series_colours[i % 8]);
      add_quoted_part(&b, pairs[i].var[1]->name, strlen(pairs[i].var[1]->name));
      text_add(&b, " over ");
      add_quoted_part(&b, pairs[i].var[0]->name, strlen(pairs[i].var[0]->name));
      text_add(&b, " (%s)\"", labels[r]);
    }
  for (int r = 0; r < n_records; r++)
    for (int i = 0; i < n && records[r]->n_firings > 0; i++)
      text_add(&b, ", $events%d using %d:%d with points pt %d ps 0.7 lc rgb '%s' %s%s%s", r,
               pairs[i].column[0], pairs[i].column[1], r == 0 ? 7 : 6, EVENT_COLOUR,
               i ? "notitle" : "title \"events (", i ? "" : labels[r], i ? "" : ")\"");
  return finish_plot(m, &b);
}

int plot_trajectories(const hysc_model *m, const hysc_options *opt, const char *path,
                      const hysc_record *const *records, const char *const *labels,
                      int n_records)
{
  text_buffer b = {0};
  int columns[256];
  const char *name_text[256];
  size_t name_len[256];

  if (plot_check_path(m, "--plot", path) != 0)
    return HYSC_FAIL;
  if (opt->plot_xy)
    return plot_xy(m, opt, path, records, labels, n_records);
  int n_plot = plotted_columns(m, opt, columns, name_text, name_len);
  if (n_plot == 0) {
    fprintf(stderr, "%s: error: --plot: the model has no states; name variables with "
            "--plot-vars\n", m->name);
    return HYSC_FAIL;
  }
  add_preamble(&b, path);
  add_quoted_part(&b, m->name, strlen(m->name));
  text_add(&b, ": ");
  for (int i = 0; i < n_plot; i++) {
    text_add(&b, "%s", i ? ", " : "");
    add_quoted_part(&b, name_text[i], name_len[i]);
  }
  add_title_runs(&b, labels, n_records);
  text_add(&b, "set xlabel 'time [s]'\nset ylabel \"");
  for (int i = 0; i < n_plot && i < 6; i++) {
    int c;
    text_add(&b, "%s", i ? ", " : "");
    add_name_unit(&b, name_text[i], name_len[i], output_var(m, name_text[i], name_len[i], &c));
  }
  text_add(&b, "%s\" noenhanced\n", n_plot > 6 ? ", ..." : "");
  add_runs(&b, records, n_records);
  add_event_lines(&b, records, n_records);
  text_add(&b, "plot ");
  for (int r = 0; r < n_records; r++)
    for (int k = 0; k < n_plot; k++) {
      int c;
      text_add(&b, "%s$run%d using 1:%d with lines dt %d lw 1.5 lc rgb '%s' title \"",
               r || k ? ", " : "", r, columns[k], r == 0 ? 1 : 3, series_colours[k % 8]);
      add_name_unit(&b, name_text[k], name_len[k], output_var(m, name_text[k], name_len[k], &c));
      text_add(&b, " (%s)\"", labels[r]);
    }
  add_event_keys(&b, records, labels, n_records);
  return finish_plot(m, &b);
}

int plot_work_precision(const hysc_model *m, const char *path, const plot_series *series,
                        int n_series)
{
  text_buffer b = {0};
  if (plot_check_path(m, "--work-precision-plot", path) != 0)
    return HYSC_FAIL;
  add_preamble(&b, path);
  add_quoted_part(&b, m->name, strlen(m->name));
  text_add(&b, ": work-precision (error against the reference run)");
  end_title(&b);
  text_add(&b, "set logscale xy\nset format x '10^{%%L}'\nset format y '10^{%%L}'\n"
          "set xlabel 'error (max of event-time and end-state error)'\n"
          "set ylabel 'residual evaluations'\n");
  int plotted = 0;
  for (int s = 0; s < n_series; s++) {
    text_add(&b, "$series%d << EOD\n", s);
    for (int i = 0; i < series[s].n; i++)
      if (series[s].error[i] > 0 && isfinite(series[s].error[i]))
        text_add(&b, "%.6g %.6g\n", series[s].error[i], series[s].cost[i]);
    text_add(&b, "EOD\n");
  }
  text_add(&b, "plot ");
  for (int s = 0; s < n_series; s++) {
    text_add(&b, "%s$series%d using 1:2 with linespoints lw 1.5 pt 7 title ", plotted++ ? ", " : "", s);
    add_quoted(&b, series[s].label);
  }
  return finish_plot(m, &b);
}

int plot_summary_points(const hysc_model *m, const char *path, const char *x_name,
                        const char *y_name, const double *x, const double *y, long n)
{
  text_buffer b = {0};
  if (plot_check_path(m, "--plot-summary", path) != 0)
    return HYSC_FAIL;
  add_preamble(&b, path);
  add_quoted_part(&b, m->name, strlen(m->name));
  text_add(&b, ": ");
  add_quoted_part(&b, y_name, strlen(y_name));
  text_add(&b, " against ");
  add_quoted_part(&b, x_name, strlen(x_name));
  end_title(&b);
  text_add(&b, "set xlabel ");
  add_quoted(&b, x_name);
  text_add(&b, " noenhanced\nset ylabel ");
  add_quoted(&b, y_name);
  text_add(&b, " noenhanced\n$cases << EOD\n");
  for (long i = 0; i < n; i++)
    text_add(&b, "%.17g %.17g\n", x[i], y[i]);
  text_add(&b, "EOD\nplot $cases using 1:2 with linespoints lw 1.5 pt 7 title ");
  add_quoted(&b, y_name);
  return finish_plot(m, &b);
}
