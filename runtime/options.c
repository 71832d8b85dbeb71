/*
 * options.c - the command line of a model executable: parsing, experiment
 * defaults, --set resolution, --help and --list-vars.
 *
 * Every mistake on the command line is reported as one line
 * "<Model>: error: ..." and yields HYSC_EXIT_USAGE; nothing here may crash or
 * exit on its own, and nothing here touches the solvers or the output file.
 */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"
#include "nearest.h"

enum {
  OPT_SOLVER, OPT_START, OPT_STOP, OPT_INTERVAL, OPT_STEP, OPT_RTOL, OPT_ATOL,
  OPT_HYSTERESIS, OPT_BETA, OPT_GAMMA, OPT_SET, OPT_OUTPUT, OPT_EVENTS, OPT_EVENTS_FILE,
  OPT_STATS, OPT_LIST_VARS, OPT_HELP, OPT_VERSION, OPT_ZENO, OPT_FORMAT, OPT_COMPARE,
  OPT_REFERENCE, OPT_MAX_DIFF, OPT_WORK_PRECISION, OPT_WORK_PRECISION_PLOT, OPT_PLOT,
  OPT_PLOT_VARS, OPT_NO_PROGRESS, OPT_MAX_ROWS, OPT_JACOBIAN, OPT_CHECK_JACOBIAN,
  OPT_SWEEP, OPT_VARY, OPT_SAMPLES, OPT_SEED,
  OPT_JOBS, OPT_SWEEP_DIR, OPT_SUMMARY_EVENTS, OPT_PLOT_SUMMARY, OPT_SLURM, OPT_SLURM_CHUNK,
  OPT_COLLECT, OPT_SUBMIT, OPT_SWEEP_CASE, OPT_SWEEP_CASES, OPT_VARIABLE_FILTER,
  OPT_NO_EVENT_ROWS, OPT_EVENT_ROWS, OPT_NO_PARTITION, OPT_PLOT_XY, OPT_ANIMATE, OPT_REPORT,
  OPT_EMIT_INTERNAL, OPT_EMIT_DERIVATIVES
};

static const struct {
  const char *name;
  int id;
  int takes_value;
} option_table[] = {
  {"solver", OPT_SOLVER, 1},        {"start-time", OPT_START, 1},
  {"stop-time", OPT_STOP, 1},       {"interval", OPT_INTERVAL, 1},
  {"step", OPT_STEP, 1},            {"rtol", OPT_RTOL, 1},
  {"atol", OPT_ATOL, 1},            {"hysteresis", OPT_HYSTERESIS, 1},
  {"newmark-beta", OPT_BETA, 1},    {"newmark-gamma", OPT_GAMMA, 1},
  {"set", OPT_SET, 1},              {"output", OPT_OUTPUT, 1},
  {"events", OPT_EVENTS, 0},        {"stats", OPT_STATS, 0},
  {"events-file", OPT_EVENTS_FILE, 1},
  {"list-vars", OPT_LIST_VARS, 0},  {"help", OPT_HELP, 0},
  {"version", OPT_VERSION, 0},      {"zeno", OPT_ZENO, 1},
  {"format", OPT_FORMAT, 1},        {"compare", OPT_COMPARE, 0},
  {"reference", OPT_REFERENCE, 1},  {"max-diff", OPT_MAX_DIFF, 1},
  {"work-precision", OPT_WORK_PRECISION, 0},
  {"work-precision-plot", OPT_WORK_PRECISION_PLOT, 1},
  {"plot", OPT_PLOT, 1},            {"plot-vars", OPT_PLOT_VARS, 1},
  {"no-progress", OPT_NO_PROGRESS, 0}, {"max-rows", OPT_MAX_ROWS, 1},
  {"jacobian", OPT_JACOBIAN, 1},    {"check-jacobian", OPT_CHECK_JACOBIAN, 0},
  {"sweep", OPT_SWEEP, 1},          {"vary", OPT_VARY, 1},
  {"samples", OPT_SAMPLES, 1},      {"seed", OPT_SEED, 1},
  {"jobs", OPT_JOBS, 1},            {"sweep-dir", OPT_SWEEP_DIR, 1},
  {"summary-events", OPT_SUMMARY_EVENTS, 1}, {"plot-summary", OPT_PLOT_SUMMARY, 1},
  {"slurm", OPT_SLURM, 1},          {"slurm-chunk", OPT_SLURM_CHUNK, 1},
  {"collect", OPT_COLLECT, 0},      {"submit", OPT_SUBMIT, 0},
  {"sweep-case", OPT_SWEEP_CASE, 1}, {"sweep-cases", OPT_SWEEP_CASES, 1},
  {"variable-filter", OPT_VARIABLE_FILTER, 1}, {"no-event-rows", OPT_NO_EVENT_ROWS, 0},
  {"event-rows", OPT_EVENT_ROWS, 0},
  {"no-partition", OPT_NO_PARTITION, 0}, {"emit-internal", OPT_EMIT_INTERNAL, 0},
  {"emit-derivatives", OPT_EMIT_DERIVATIVES, 0},
  {"plot-xy", OPT_PLOT_XY, 1},      {"animate", OPT_ANIMATE, 1},
  {"report", OPT_REPORT, 1},
};

/* Newmark without --step: the first step, before step control takes over */
#define INITIAL_STEP_FRACTION 1e-3
#define DEFAULT_RTOL 1e-6
#define DEFAULT_ATOL 1e-8
#define DEFAULT_HYSTERESIS 1e-10
#define DEFAULT_BETA 0.25
#define DEFAULT_GAMMA 0.5
/* enough for any plot or table; a slip such as --interval=1e-9 would fill the disk */
#define DEFAULT_MAX_ROWS 1e7

/* usage_error: opt_usage_error (hysc_runtime.h) by its short name here */
#define usage_error opt_usage_error

int opt_usage_error(const hysc_model *m, const char *fmt, ...)
{
  va_list ap;
  fprintf(stderr, "%s: error: ", m->name);
  va_start(ap, fmt);
  text_vprint_clean(stderr, fmt, ap);   /* it quotes the command line */
  va_end(ap);
  fprintf(stderr, " (try --help)\n");
  return HYSC_EXIT_USAGE;
}

/* A whole-string finite decimal number; strtod alone would accept "1x",
   "inf" and C's hexadecimal "0x10", none of them a Modelica number. */
static int parse_number(const char *s, double *out)
{
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (end == s || *end != '\0' || errno == ERANGE || !isfinite(v) || strpbrk(s, "xX"))
    return -1;
  *out = v;
  return 0;
}

static int number_option(const hysc_model *m, const char *flag, const char *value,
                         double *out)
{
  if (parse_number(value, out) != 0)
    return usage_error(m, "invalid number '%s' for --%s", value, flag);
  return 0;
}

/* A file name: not empty. */
static int file_option(const hysc_model *m, const char *option, const char *value,
                       const char **path)
{
  if (value[0] == '\0')
    return usage_error(m, "empty file name for %s", option);
  *path = value;
  return 0;
}

/* A whole number in [low, high]. */
static int count_option(const hysc_model *m, const char *flag, const char *value, double low,
                        double high, long *out)
{
  double x;
  if (parse_number(value, &x) != 0 || x != floor(x) || x < low || x > high)
    return usage_error(m, "--%s needs a whole number from %.0f to %.0f, got '%s'", flag, low,
                       high, value);
  *out = (long)x;
  return 0;
}

/* --FLAG=FIRST|SECOND: *second is whether the value is SECOND */
static int either_option(const hysc_model *m, const char *flag, const char *value,
                         const char *first, const char *second, int *is_second)
{
  *is_second = strcmp(value, second) == 0;
  if (!*is_second && strcmp(value, first) != 0)
    return usage_error(m, "unknown --%s '%s' (use %s or %s)", flag, value, first, second);
  return 0;
}

/* --jacobian=analytic|fd */
static int jacobian_option(hysc_options *o, const hysc_model *m, const char *value)
{
  int fd, rc = either_option(m, "jacobian", value, "analytic", "fd", &fd);
  if (rc == 0)
    o->jacobian = fd ? HYSC_JACOBIAN_FD : HYSC_JACOBIAN_ANALYTIC;
  return rc;
}

/* ------------------------------------------- mistakes answered with a hint */

/* OpenModelica's -override names of the experiment, and hysc's options */
static const char *const override_options[][2] = {
  {"startTime", "--start-time"}, {"stopTime", "--stop-time"}, {"stepSize", "--interval"},
  {"tolerance", "--rtol"}, {"outputFormat", "--format"}, {"variableFilter", "--variable-filter"},
};

/* -override=a=1,stopTime=2 as hysc's options: --set a=1 --stop-time=2 */
static void override_as_options(text_buffer *b, const char *list)
{
  while (*list) {
    size_t len = strcspn(list, ","), name = strcspn(list, "=");
    const char *option = NULL;
    for (size_t k = 0; k < sizeof override_options / sizeof override_options[0]; k++)
      if (name < len && strlen(override_options[k][0]) == name &&
          strncmp(list, override_options[k][0], name) == 0)
        option = override_options[k][1];
    if (option)
      text_add(b, " %s%.*s", option, (int)(len - name), list + name);
    else
      text_add(b, " --set %.*s", (int)len, list);
    list += len + (list[len] == ',');
  }
}

/* The hysc option that does what OpenModelica's simulation flag NAME does
   (value: what followed '=', or NULL); NULL when NAME is none of them. */
static char *openmodelica_hint(const char *name, size_t len, const char *value)
{
  static const char *const hints[][2] = {
    {"overrideFile", "to set parameters use --set NAME=VALUE, once per parameter"},
    {"r", "to name the result file use -o FILE (or --output=FILE)"},
    {"s", "to choose the integration method use --solver=ida (variable-order BDF, as "
          "dassl and ida) or --solver=newmark"},
    {"noEventEmit", "to leave out the event rows use --no-event-rows"},
    {"emit_protected", "protected variables are always written; the variables hysc adds "
                       "(contact.*, sliding.*, __mu*) come with --emit-internal"},
    {"outputFormat", "to choose the result format use --format=csv|mat"},
    {"variableFilter", "to choose the result's variables use --variable-filter=REGEX"},
    {"noemit", "to write no result file use -o /dev/null"},
    {"help", "for the options use --help"},
  };
  text_buffer b = {0};
  if (len == 2 && strncmp(name, "lv", 2) == 0)
    text_add(&b, "%s", value && strstr(value, "LOG_STATS") ? "for statistics use --stats"
                       : value && strstr(value, "LOG_EVENTS") ? "to log the events use --events"
                       : "for statistics use --stats; to log the events, --events");
  else if (len == 8 && strncmp(name, "override", 8) == 0) {
    text_add(&b, "to set parameters use --set NAME=VALUE");
    if (value && *value) {
      text_add(&b, ": here");
      override_as_options(&b, value);
    }
  }
  for (size_t k = 0; k < sizeof hints / sizeof hints[0] && !b.text; k++)
    if (strlen(hints[k][0]) == len && strncmp(name, hints[k][0], len) == 0)
      text_add(&b, "%s", hints[k][1]);
  if (b.text && value && len == 1 && name[0] == 'r')
    text_add(&b, ": here -o %s", value);
  return b.failed ? (free(b.text), NULL) : b.text;
}

/* An option that is none of ours: OpenModelica's get the option that does
   the same, misspelt ones the nearest of ours. */
static int unknown_option(const hysc_model *m, const char *arg)
{
  const char *name = arg + strspn(arg, "-"), *eq = strchr(name, '=');
  size_t len = eq ? (size_t)(eq - name) : strlen(name);
  char *hint = openmodelica_hint(name, len, eq ? eq + 1 : NULL);
  if (hint) {
    int rc = usage_error(m, "unknown option '%.*s' (OpenModelica's); %s", (int)(name - arg + len),
                         arg, hint);
    free(hint);
    return rc;
  }
  nearest k = {0};
  for (size_t i = 0; i < sizeof option_table / sizeof option_table[0]; i++)
    nearest_consider(&k, name, len, option_table[i].name);
  if (arg[1] != '-')
    return usage_error(m, "unknown option '%s' (the short options are -h and -o FILE; "
                       "long ones start with --)%s%s%s", arg, k.best ? "; did you mean --" : "",
                       k.best ? k.best : "", k.best ? "?" : "");
  if (k.best)
    return usage_error(m, "unknown option '--%.*s'; did you mean --%s?", (int)len, name, k.best);
  return usage_error(m, "unknown option '--%.*s'", (int)len, name);
}

const char *opt_nearest_var(const hysc_model *m, const char *name, size_t len, int columns)
{
  nearest k = {0};
  for (int i = 0; i < m->n_vars; i++)
    if (!columns || (output_is_column(&m->vars[i]) && !m->vars[i].internal))
      nearest_consider(&k, name, len, m->vars[i].name);
  return k.best;
}

/* --format=csv|mat */
static int format_option(hysc_options *o, const hysc_model *m, const char *value)
{
  int mat, rc = either_option(m, "format", value, "csv", "mat", &mat);
  if (rc == 0)
    o->format = mat ? HYSC_FORMAT_MAT : HYSC_FORMAT_CSV;
  return rc;
}

/* --variable-filter=REGEX: a POSIX extended regex matched against whole
   names, compiled here so that a parameter study rejects it before its cases. */
static int filter_option(hysc_options *o, const hysc_model *m, const char *value)
{
  if (o->filter) {
    regfree(o->filter);
    free(o->filter);
    o->filter = NULL;
  }
  char why[256];
  if (filter_check(value, why, sizeof why) != 0)
    return usage_error(m, "--variable-filter '%s' is refused: %s", text_clean_n(value, 64), why);
  char *anchored = text_printf("^(%s)$", value);
  regex_t *re = malloc(sizeof *re);
  if (!anchored || !re) {
    free(anchored);
    free(re);
    return usage_error(m, "out of memory");
  }
  int err = regcomp(re, anchored, REG_EXTENDED | REG_NOSUB);
  free(anchored);
  if (err) {
    regerror(err, re, why, sizeof why);
    free(re);
    return usage_error(m, "invalid --variable-filter '%s': %s", text_clean_n(value, 64), why);
  }
  o->filter = re;
  o->variable_filter = value;
  return 0;
}

/* The options of parameter studies (sweep.c checks the specifications). */
static int apply_sweep_option(hysc_options *o, const hysc_model *m, int id, const char *value)
{
  long n = 0;
  int rc = 0;
  switch (id) {
  case OPT_SWEEP: o->sweeps[o->n_sweeps++] = value; break;
  case OPT_VARY: o->varies[o->n_varies++] = value; break;
  case OPT_SAMPLES: rc = count_option(m, "samples", value, 1, 1e7, &o->samples); break;
  case OPT_SEED:
    rc = count_option(m, "seed", value, 0, 9007199254740992.0, &n);
    o->seed = (double)n;
    break;
  case OPT_JOBS: rc = count_option(m, "jobs", value, 1, 4096, &n); o->jobs = (int)n; break;
  case OPT_SWEEP_DIR: rc = file_option(m, "--sweep-dir", value, &o->sweep_dir); break;
  case OPT_SUMMARY_EVENTS:
    rc = count_option(m, "summary-events", value, 0, 1000, &n);
    o->summary_events = (int)n;
    break;
  case OPT_PLOT_SUMMARY: rc = file_option(m, "--plot-summary", value, &o->plot_summary); break;
  case OPT_SLURM: rc = file_option(m, "--slurm", value, &o->slurm); break;
  case OPT_SLURM_CHUNK: rc = count_option(m, "slurm-chunk", value, 1, 1e7, &o->slurm_chunk); break;
  case OPT_COLLECT: o->collect = 1; break;
  case OPT_SUBMIT: o->submit = 1; break;
  case OPT_SWEEP_CASE: rc = count_option(m, "sweep-case", value, 1, 1e9, &o->sweep_case); break;
  case OPT_SWEEP_CASES: o->sweep_cases = value; break;
  }
  return rc;
}

/* --plot-xy, --animate, --report */
static int picture_option(hysc_options *o, const hysc_model *m, int id, const char *value)
{
  if (id == OPT_PLOT_XY)
    o->plot_xy = value;
  return id == OPT_ANIMATE ? file_option(m, "--animate", value, &o->animate)
         : id == OPT_REPORT ? file_option(m, "--report", value, &o->report) : 0;
}

/* Options that steer a sweep without changing what its cases compute. */
static int is_run_control(int id)
{
  return id == OPT_JOBS || id == OPT_PLOT_SUMMARY || id == OPT_SLURM || id == OPT_SLURM_CHUNK ||
         id == OPT_COLLECT || id == OPT_SUBMIT || id == OPT_SWEEP_CASE ||
         id == OPT_SWEEP_CASES || id == OPT_NO_PROGRESS;
}

/* One option with its value (NULL when it takes none) into o: 0, or the
   exit status of a usage error (reported). */
static int apply_option(hysc_options *o, const hysc_model *m, int id, const char *value)
{
  int rc = 0;
  switch (id) {
  case OPT_SOLVER:
    if (strcmp(value, "ida") == 0)
      o->solver = HYSC_SOLVER_IDA;
    else if (strcmp(value, "newmark") == 0)
      o->solver = HYSC_SOLVER_NEWMARK;
    else
      return usage_error(m, "unknown solver '%s' (use ida or newmark)", value);
    break;
  case OPT_START: rc = number_option(m, "start-time", value, &o->start_time); break;
  case OPT_STOP: rc = number_option(m, "stop-time", value, &o->stop_time); break;
  case OPT_INTERVAL: rc = number_option(m, "interval", value, &o->interval); break;
  case OPT_STEP:
    rc = number_option(m, "step", value, &o->step);
    o->fixed_step = 1;
    break;
  case OPT_ZENO:
    if (strcmp(value, "stop") == 0)
      o->zeno = HYSC_ZENO_STOP;
    else if (strcmp(value, "warn") == 0)
      o->zeno = HYSC_ZENO_WARN;
    else if (strcmp(value, "continue") == 0)
      o->zeno = HYSC_ZENO_CONTINUE;
    else
      return usage_error(m, "unknown --zeno policy '%s' (use stop, warn or continue)", value);
    break;
  case OPT_RTOL: rc = number_option(m, "rtol", value, &o->rtol); break;
  case OPT_ATOL: rc = number_option(m, "atol", value, &o->atol); break;
  case OPT_HYSTERESIS: rc = number_option(m, "hysteresis", value, &o->hysteresis); break;
  case OPT_BETA: rc = number_option(m, "newmark-beta", value, &o->beta); break;
  case OPT_GAMMA: rc = number_option(m, "newmark-gamma", value, &o->gamma); break;
  case OPT_SET:
    if (!strchr(value, '=') || value[0] == '=')
      return usage_error(m, "--set needs NAME=VALUE, got '%s'", value);
    o->settings[o->n_settings++].text = value;
    break;
  case OPT_OUTPUT: rc = file_option(m, "--output", value, &o->output); break;
  case OPT_EVENTS: o->log_events = 1; break;
  case OPT_EVENTS_FILE: o->log_events = 1; o->events_file = value; break;
  case OPT_STATS: o->print_stats = 1; break;
  case OPT_LIST_VARS: o->list_vars = 1; break;
  case OPT_HELP: o->help = 1; break;
  case OPT_VERSION: o->version = 1; break;
  case OPT_FORMAT: rc = format_option(o, m, value); break;
  case OPT_COMPARE: o->compare = 1; break;
  case OPT_REFERENCE: rc = file_option(m, "--reference", value, &o->reference); break;
  case OPT_MAX_DIFF:
    rc = number_option(m, "max-diff", value, &o->max_diff);
    if (rc == 0 && !(o->max_diff >= 0))
      return usage_error(m, "--max-diff must not be negative, got %s", value);
    break;
  case OPT_WORK_PRECISION: o->work_precision = 1; break;
  case OPT_WORK_PRECISION_PLOT: rc = file_option(m, "--work-precision-plot", value, &o->work_precision_plot); break;
  case OPT_PLOT: rc = file_option(m, "--plot", value, &o->plot); break;
  case OPT_PLOT_VARS: o->plot_vars = value; break;
  case OPT_PLOT_XY: case OPT_ANIMATE: case OPT_REPORT: rc = picture_option(o, m, id, value); break;
  case OPT_NO_PROGRESS: o->progress = 0; break;
  case OPT_MAX_ROWS:
    rc = number_option(m, "max-rows", value, &o->max_rows);
    if (rc == 0 && !(o->max_rows >= 1 && o->max_rows == floor(o->max_rows)))
      return usage_error(m, "--max-rows must be a whole number of at least 1, got %s", value);
    break;
  case OPT_JACOBIAN: rc = jacobian_option(o, m, value); break;
  case OPT_CHECK_JACOBIAN: o->check_jacobian = 1; break;
  case OPT_VARIABLE_FILTER: rc = filter_option(o, m, value); break;
  case OPT_NO_EVENT_ROWS: o->no_event_rows = 1; break;
  case OPT_EVENT_ROWS: o->event_rows = 1; break;
  case OPT_NO_PARTITION: o->no_partition = 1; break;
  case OPT_EMIT_INTERNAL: o->emit_internal = 1; break;
  case OPT_EMIT_DERIVATIVES: o->emit_derivatives = 1; break;
  default: rc = apply_sweep_option(o, m, id, value); break;
  }
  return rc;
}

/* --plot-summary=FILE Y:X: the argument after the file names the columns. */
static int plot_summary_columns(hysc_options *o, const hysc_model *m, int argc, char **argv,
                                int *i)
{
  const char *cols = *i + 1 < argc ? argv[*i + 1] : NULL;
  const char *colon = cols ? strchr(cols, ':') : NULL;
  if (!colon || colon == cols || colon[1] == '\0' || strncmp(cols, "--", 2) == 0)
    return usage_error(m, "--plot-summary=FILE needs the columns Y:X as its next argument "
                       "(e.g. --plot-summary=tz.svg zeno_time:e)");
  o->plot_summary_columns = cols;
  o->run_control[++*i] = 1;
  return 0;
}

int opt_parse(hysc_options *o, const hysc_model *m, int argc, char **argv)
{
  memset(o, 0, sizeof *o);
  o->solver = HYSC_SOLVER_IDA;
  o->zeno = HYSC_ZENO_CONTINUE;
  o->start_time = o->stop_time = o->interval = o->step = NAN;
  o->rtol = o->atol = o->hysteresis = o->beta = o->gamma = NAN;
  o->max_diff = NAN;
  o->max_rows = DEFAULT_MAX_ROWS;
  o->progress = 1;
  o->summary_events = -1;
  o->seed = -1;
  /* room for every --set and one setting per --sweep or --vary of a case */
  o->settings = calloc(2 * (size_t)argc + 1, sizeof *o->settings);
  o->sweeps = calloc((size_t)argc + 1, sizeof *o->sweeps);
  o->varies = calloc((size_t)argc + 1, sizeof *o->varies);
  o->run_control = calloc((size_t)argc + 1, 1);
  if (!o->settings || !o->sweeps || !o->varies || !o->run_control)
    return usage_error(m, "out of memory");

  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    const char *name, *value = NULL;
    int arg_index = i;
    size_t name_len;
    int id = -1, takes_value = 0;

    if (strcmp(arg, "-h") == 0) {
      o->help = 1;
      continue;
    }
    if (strcmp(arg, "-o") == 0) {
      /* no "-oFILE": a misspelt "-output=x.csv" would write "utput=x.csv" */
      if (i + 1 >= argc)
        return usage_error(m, "option '-o' needs a file name");
      o->output = argv[++i];
      if (o->output[0] == '\0')
        return usage_error(m, "empty file name for -o");
      continue;
    }
    if (arg[0] == '-' && arg[1] != '-' && arg[1] != '\0')
      return unknown_option(m, arg);
    if (strncmp(arg, "--", 2) != 0 || arg[2] == '\0')
      return usage_error(m, "unexpected argument '%s'", arg);

    name = arg + 2;
    const char *eq = strchr(name, '=');
    name_len = eq ? (size_t)(eq - name) : strlen(name);
    for (size_t k = 0; k < sizeof option_table / sizeof option_table[0]; k++) {
      if (strlen(option_table[k].name) == name_len &&
          strncmp(option_table[k].name, name, name_len) == 0) {
        id = option_table[k].id;
        takes_value = option_table[k].takes_value;
      }
    }
    if (id < 0)
      return unknown_option(m, arg);
    if (takes_value) {
      if (eq)
        value = eq + 1;
      else if (i + 1 < argc)
        value = argv[++i];
      else
        return usage_error(m, "option '--%.*s' needs a value", (int)name_len, name);
    } else if (eq) {
      return usage_error(m, "option '--%.*s' takes no value", (int)name_len, name);
    }

    int rc = apply_option(o, m, id, value);
    if (rc)
      return rc;
    for (int k = arg_index; k <= i && is_run_control(id); k++)
      o->run_control[k] = 1;
    if (id == OPT_PLOT_SUMMARY && (rc = plot_summary_columns(o, m, argc, argv, &i)) != 0)
      return rc;
  }
  return 0;
}

/* The experiment as the model states it, with the documented fallbacks. */
static void experiment_defaults(const hysc_model *m, double *start, double *stop,
                                double *interval, double *rtol)
{
  *start = isnan(m->start_time) ? 0.0 : m->start_time;
  *stop = isnan(m->stop_time) ? 1.0 : m->stop_time;
  *interval = isnan(m->interval) ? (*stop - *start) / 500 : m->interval;
  *rtol = isnan(m->tolerance) ? DEFAULT_RTOL : m->tolerance;
}

static const hysc_var *find_var(const hysc_model *m, const char *name, size_t len)
{
  for (int i = 0; i < m->n_vars; i++)
    if (strlen(m->vars[i].name) == len && strncmp(m->vars[i].name, name, len) == 0)
      return &m->vars[i];
  return NULL;
}

static int resolve_setting(hysc_setting *s, const hysc_model *m)
{
  const char *eq = strchr(s->text, '=');
  size_t len = (size_t)(eq - s->text);
  const char *value = eq + 1;
  const hysc_var *v = find_var(m, s->text, len);

  const char *near = v ? NULL : opt_nearest_var(m, s->text, len, 0);
  if (!v && near)
    return usage_error(m, "--set: the model has no variable '%.*s'; did you mean '%s'?", (int)len,
                       s->text, near);
  if (!v)
    return usage_error(m, "--set: the model has no variable '%.*s'", (int)len, s->text);
  switch (v->kind) {
  case HYSC_CONSTANT:
    return usage_error(m, "--set: '%s' is fixed at compile time (a constant, or a structural parameter: "
                       "hysc -p %s=VALUE changes it) and cannot be set", v->name, v->name);
  case HYSC_ALGEBRAIC:
  case HYSC_COMPUTED:
    return usage_error(m, "--set: '%s' is an algebraic variable; only parameters and "
                       "start values of states and discrete variables can be set",
                       v->name);
  default:
    break;
  }
  if (v->type == HYSC_STRING)
    return usage_error(m, "--set: '%s' is a String variable; its start value is the model's", v->name);
  if (v->type == HYSC_BOOLEAN) {
    if (strcmp(value, "true") == 0 || strcmp(value, "1") == 0)
      s->value = 1;
    else if (strcmp(value, "false") == 0 || strcmp(value, "0") == 0)
      s->value = 0;
    else
      return usage_error(m, "--set: '%s' is Boolean; use true, false, 1 or 0, not '%s'",
                         v->name, value);
  } else {
    if (parse_number(value, &s->value) != 0)
      return usage_error(m, "--set: invalid number '%s' for '%s'", value, v->name);
    if (v->type == HYSC_INTEGER && s->value != floor(s->value))
      return usage_error(m, "--set: '%s' is an Integer, '%s' is not", v->name, value);
  }
  s->var = v;
  return 0;
}

/* A filter that selects no column leaves only time: worth a warning, not
   an error (a model may be built with n = 0). */
static void warn_empty_filter(const hysc_options *o, const hysc_model *m)
{
  if (!o->filter)
    return;
  for (int i = 0; i < m->n_vars; i++)
    if (output_is_column(&m->vars[i]) && output_selects(o->filter, &m->vars[i]))
      return;
  /* a plain name (no pattern) that matches nothing is likely a slip */
  const char *f = o->variable_filter;
  const char *near = strpbrk(f, ".[]()*+?{}|^$\\") ? NULL : opt_nearest_var(m, f, strlen(f), 1);
  fprintf(stderr, "%s: warning: --variable-filter '%s' matches no state, algebraic or "
          "discrete variable; the result file holds time only%s%s%s\n", m->name,
          text_clean(f), near ? " (did you mean '" : "", near ? text_clean(near) : "",
          near ? "'?)" : "");
}

/* Newmark's first step, or the fixed --step: positive, and not so short
   that an output interval holds more steps than a run may take between two
   rows (such a run would be stopped as stuck, events.c) */
static int resolve_step(hysc_options *o, const hysc_model *m)
{
  double interval = o->interval;
  if (!o->fixed_step)
    o->step = fmin(interval, INITIAL_STEP_FRACTION * fmax(o->stop_time - o->start_time, 1e-300));
  else if (!(o->step > 0))
    return usage_error(m, "--step must be positive, got %g", o->step);
  else if ((o->solver == HYSC_SOLVER_NEWMARK || o->compare) &&
           interval / o->step > HYSC_MAX_STEPS_BETWEEN_ROWS)
    return usage_error(m, "--step=%g makes %.3g Newmark steps per output interval (%g), more than "
                       "%d; give a larger --step or a smaller --interval", o->step,
                       ceil(interval / o->step), interval, HYSC_MAX_STEPS_BETWEEN_ROWS);
  return 0;
}

/* --plot-xy, --animate and --report: what they need and exclude */
static int check_picture_options(const hysc_options *o, const hysc_model *m)
{
  if (o->work_precision && (o->plot_xy || o->animate || o->report))
    return usage_error(m, "--%s does not apply to --work-precision", o->plot_xy ? "plot-xy"
                       : o->animate ? "animate" : "report");
  if (o->plot_xy && !o->plot && !o->animate && !o->report)
    return usage_error(m, "--plot-xy needs --plot=FILE, --animate=FILE or --report=FILE");
  if (o->plot_xy && o->plot_vars)
    return usage_error(m, "--plot-xy and --plot-vars choose different plots; give one");
  if (o->animate && !o->plot_xy)
    return usage_error(m, "--animate needs --plot-xy: its pairs X,Y are the bodies");
  return 0;
}

int opt_resolve(hysc_options *o, const hysc_model *m)
{
  double start, stop, interval, rtol;
  int interval_from_model = !isnan(m->interval);

  experiment_defaults(m, &start, &stop, &interval, &rtol);
  if (!isnan(o->start_time))
    start = o->start_time;
  if (!isnan(o->stop_time))
    stop = o->stop_time;
  if (stop < start)
    return usage_error(m, "stop time %g is before start time %g", stop, start);
  if (!isnan(o->interval))
    interval = o->interval;
  else if (!interval_from_model)
    interval = (stop - start) / 500;
  if (!(interval > 0)) {
    if (!isnan(o->interval))
      return usage_error(m, "--interval must be positive, got %g", o->interval);
    interval = 1; /* start == stop: only the initial row is written */
  }
  o->start_time = start;
  o->stop_time = stop;
  o->interval = interval;
  /* the grid rows alone (events add two each); refused before any work */
  double grid_rows = floor((stop - start) / interval) + 1;
  if (grid_rows > o->max_rows)
    return usage_error(m, "the run would write %.0f output rows (t = %g .. %g every %g), "
                       "more than --max-rows=%.0f; give a larger --interval or raise "
                       "--max-rows", grid_rows, start, stop, interval, o->max_rows);

  int step_rc = resolve_step(o, m);
  if (step_rc)
    return step_rc;
  if (isnan(o->rtol))
    o->rtol = rtol;
  else if (!(o->rtol >= DBL_EPSILON && o->rtol < 1))   /* below the rounding no step meets it */
    return usage_error(m, "--rtol must be in [%.3g, 1), got %g", DBL_EPSILON, o->rtol);
  if (isnan(o->atol))
    o->atol = DEFAULT_ATOL;
  else if (!(o->atol > 0))
    return usage_error(m, "--atol must be positive, got %g", o->atol);
  if (isnan(o->hysteresis))
    o->hysteresis = DEFAULT_HYSTERESIS;
  else if (!(o->hysteresis >= 0))
    return usage_error(m, "--hysteresis must not be negative, got %g", o->hysteresis);
  if (isnan(o->beta))
    o->beta = DEFAULT_BETA;
  else if (!(o->beta >= 0 && o->beta <= 1))
    return usage_error(m, "--newmark-beta must be in [0, 1], got %g", o->beta);
  if (isnan(o->gamma))
    o->gamma = DEFAULT_GAMMA;
  else if (!(o->gamma > 0 && o->gamma <= 1))
    return usage_error(m, "--newmark-gamma must be in (0, 1], got %g", o->gamma);

  for (int i = 0; i < o->n_settings; i++) {
    int rc = resolve_setting(&o->settings[i], m);
    if (rc)
      return rc;
  }

  if ((o->reference || !isnan(o->max_diff)) && !o->compare)
    return usage_error(m, "--%s needs --compare", o->reference ? "reference" : "max-diff");
  if (o->compare && o->work_precision)
    return usage_error(m, "--compare and --work-precision are separate modes; give one");
  if (o->work_precision_plot && !o->work_precision)
    return usage_error(m, "--work-precision-plot needs --work-precision");
  if (o->work_precision && (o->plot || o->plot_vars))
    return usage_error(m, "--plot does not apply to --work-precision (its plot is "
                       "--work-precision-plot)");
  if (o->plot_vars && !o->plot)
    return usage_error(m, "--plot-vars needs --plot=FILE");
  if (check_picture_options(o, m) != 0)
    return HYSC_EXIT_USAGE;
  warn_empty_filter(o, m);
  if (o->compare && o->output && strcmp(o->output, "-") == 0)
    return usage_error(m, "with --compare the table goes to standard output; give -o a "
                       "file name (it gets -ida and -newmark before its extension)");
  return 0;
}

static const char *kind_name(hysc_kind k)
{
  switch (k) {
  case HYSC_STATE: return "state";
  case HYSC_ALGEBRAIC: return "algebraic";
  case HYSC_DISCRETE: return "discrete";
  case HYSC_PARAMETER: return "parameter";
  case HYSC_CONSTANT: return "constant";
  case HYSC_COMPUTED: return "computed";
  }
  return "?";
}

static const char *type_name(hysc_type t)
{
  switch (t) {
  case HYSC_REAL: return "Real";
  case HYSC_INTEGER: return "Integer";
  case HYSC_BOOLEAN: return "Boolean";
  case HYSC_STRING: return "String";
  }
  return "?";
}

/* Shortest %g form that reads back as the same double: 0.8, not
   0.80000000000000004. */
/* Literal k (from 1) of "Mode(rolling, flying)"; "" when there is none */
static void enumeration_literal(const char *enumeration, double k, char *buf, size_t size)
{
  const char *p = strchr(enumeration, '(');
  buf[0] = '\0';
  for (long i = 1; p && i < k; i++)
    p = strchr(p + 1, ',');
  if (!p || k < 1 || k != floor(k))
    return;
  p += strspn(p + 1, " ") + 1;
  snprintf(buf, size, "%.*s", (int)strcspn(p, ",)"), p);
}

static void format_value(char *buf, size_t size, const hysc_var *v, double x)
{
  if (v->type == HYSC_STRING) {
    snprintf(buf, size, "\"%s\"", hysc_text_of(x));
    return;
  }
  if (v->type == HYSC_BOOLEAN) {
    snprintf(buf, size, "%s", x != 0 ? "true" : "false");
    return;
  }
  if (v->enumeration) {
    char literal[64];
    enumeration_literal(v->enumeration, x, literal, sizeof literal);
    snprintf(buf, size, "%.0f (%s)", x, literal[0] ? literal : "?");
    return;
  }
  for (int digits = 6; digits <= 17; digits++) {
    snprintf(buf, size, "%.*g", digits, x);
    if (strtod(buf, NULL) == x)
      return;
  }
}

/* --help: the usage line and the options of one simulation. */
/* The independent parts of the model (runtime/partition.c), 0 when whole. */
static int parts_of(const hysc_model *m)
{
  int n = 0;
  for (int k = 0; k < m->n_partitions; k++)
    n += m->partitions[k].n_parts;
  return n;
}

static void help_simulation_options(const hysc_model *m, FILE *fp, double start, double stop,
                                    double interval, double rtol)
{
  fprintf(fp, "Usage: %s [OPTION]...\n", text_clean(m->name));
  fprintf(fp, "Simulate the model %s (%s) and write the results as CSV.\n\n",
          text_clean(m->name), text_clean(m->file));
  fprintf(fp, "Options (a value follows '=' or comes as the next argument):\n");
  fprintf(fp, "  --solver=ida|newmark  integration method (default: ida)\n");
  fprintf(fp, "  --start-time=T        start time (default: %g)\n", start);
  fprintf(fp, "  --stop-time=T         stop time (default: %g)\n", stop);
  fprintf(fp, "  --interval=DT         output interval (default: %g, or (stop-start)/500\n"
              "                        when the model gives none)\n", interval);
  fprintf(fp, "  --step=H              Newmark: a fixed step H, shortened to land on output\n"
              "                        times and time events (default: the step is chosen\n"
              "                        from a local error estimate and --rtol/--atol)\n");
  fprintf(fp, "  --rtol=R              relative tolerance of both backends (default: %g)\n", rtol);
  fprintf(fp, "  --atol=A              absolute tolerance (default: %g)\n", DEFAULT_ATOL);
  fprintf(fp, "  --hysteresis=EPS      absolute floor of the hysteresis of relations, in\n"
              "                        the units of the compared quantities: once 'h < 0'\n"
              "                        has become true it becomes false again only when\n"
              "                        h > max(EPS, %g * scale), scale being the operands'\n"
              "                        nominal, else their size when the relation last\n"
              "                        switched (default: %g; a relation's own\n"
              "                        annotation(__hysc(hysteresis=...)) is its floor)\n",
          HYSC_RELATIVE_HYSTERESIS, DEFAULT_HYSTERESIS);
  fprintf(fp, "  --newmark-beta=B      Newmark beta (default: %g)\n", DEFAULT_BETA);
  fprintf(fp, "  --newmark-gamma=G     Newmark gamma (default: %g)\n", DEFAULT_GAMMA);
  fprintf(fp, "  --set NAME=VALUE      set a parameter, or the start value of a state or\n"
              "                        discrete variable; repeatable; Booleans take\n"
              "                        true/false/1/0\n");
  fprintf(fp, "  -o, --output=FILE     result file, '-' for standard output\n"
              "                        (default: %s_res.csv, or .mat with --format=mat)\n",
          m->name);
  fprintf(fp, "  --format=csv|mat      result file format: CSV, or MATLAB v4 in the layout\n"
              "                        of OpenModelica and Dymola (default: mat when the\n"
              "                        file name ends in .mat, else csv)\n");
  fprintf(fp, "  --variable-filter=REGEX  write only the variables whose whole name\n"
              "                        matches the POSIX extended regular expression\n"
              "                        (e.g. 'h\\[[0-9]+\\]|v\\[1\\]'); time is always written,\n"
              "                        parameters stay in a MAT file's data_1; --compare,\n"
              "                        --plot and --list-vars still see every variable\n");
  fprintf(fp, "  --emit-internal       also write the variables hysc adds (contact.*,\n"
              "                        sliding.*, __mu*) to the result file, --compare's\n"
              "                        table and summary.csv, and a study's when-clauses\n"
              "                        of contact and sliding modes\n");
  fprintf(fp, "  --emit-derivatives    also write der(x) of each state x in the file, as\n"
              "                        OpenModelica does (the model is simulated whole)\n");
  char parts[64] = "this one is not";
  if (parts_of(m))
    snprintf(parts, sizeof parts, "this one has %d", parts_of(m));
  fprintf(fp, "  --no-event-rows       write the output grid only, not the left and right\n"
              "                        limit rows at each event (a model made of\n"
              "                        independent parts (%s) is simulated part by\n"
              "                        part either way, its event rows assembled from\n"
              "                        the parts' dense output)\n", parts);
  fprintf(fp, "  --event-rows          write the event rows however many: a model run part\n"
              "                        by part leaves them out by default where they\n"
              "                        would hold over 10 million numbers and outnumber\n"
              "                        the grid rows over 10 times (says so once)\n");
  fprintf(fp, "  --no-partition        simulate the model as a whole\n");
  fprintf(fp, "  --events              log every event on standard error, naming its kind:\n"
              "                        when-clause, relation, time event, initial, terminal\n");
  fprintf(fp, "  --events-file=FILE    the --events log into FILE (replaced) instead of\n"
              "                        standard error, for a program to read\n");
}

/* --help: the parameters with their default values. */
static void help_parameters(const hysc_model *m, const hysc_data *defaults, FILE *fp)
{
  int any = 0;
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (v->kind != HYSC_PARAMETER)
      continue;
    if (!any)
      fprintf(fp, "\nParameters (default values):\n");
    any = 1;
    char value[64];
    format_value(value, sizeof value, v, defaults->p[v->index]);
    /* names, units and descriptions are the model's text: shown clean */
    text_print_clean(fp, "  %s = %s", v->name, value);
    if (v->unit[0])
      text_print_clean(fp, " [%s]", v->unit);
    if (v->description[0])
      text_print_clean(fp, "  %s", v->description);
    fprintf(fp, "\n");
  }
}

/* --help: x-y plots, the animation and the result page (report.c). */
static void help_picture_options(FILE *fp)
{
  fprintf(fp, "  --plot-xy='X1,Y1;X2,Y2'  pairs of variables: --plot draws Y against X\n"
              "                        for each pair (not against time), --animate and\n"
              "                        --report show each pair as a body moving in the plane\n");
  fprintf(fp, "  --animate=FILE.html   an animation of the --plot-xy bodies that a browser\n"
              "                        plays (one file, no network)\n");
  fprintf(fp, "  --report=FILE.html    a result page (one file, no network): zoomable\n"
              "                        plots of the variables, the events, the statistics,\n"
              "                        with --compare the comparison of the backends, with\n"
              "                        --plot-xy the x-y plot and the animation\n");
}

/* --help: parameter studies (sweep.c). */
static void help_sweep_options(const hysc_model *m, FILE *fp)
{
  fprintf(fp, "  --sweep NAME=FROM:TO:COUNT  a parameter study: COUNT cases with NAME from\n"
              "                        FROM to TO evenly spaced (append :log for a geometric\n"
              "                        spacing), or NAME=V1,V2,... for a list; several\n"
              "                        --sweep options form a grid (the last varies fastest)\n");
  fprintf(fp, "  --samples=N           Monte Carlo: N cases (per grid point) with random\n"
              "                        values drawn by --vary\n");
  fprintf(fp, "  --vary NAME=uniform(A,B)  or NAME=normal(MU,SIGMA): NAME's distribution\n");
  fprintf(fp, "  --seed=S              seed of --vary's random values (default: 0); the\n"
              "                        same seed gives the same values\n");
  fprintf(fp, "  --jobs=N              run N cases at a time, each a process of its own;\n"
              "                        without a study, simulate the independent parts of\n"
              "                        the model in N processes (default: the number of\n"
              "                        processors)\n");
  fprintf(fp, "  --sweep-dir=DIR       where the cases' result files case-NNNN.csv, their\n"
              "                        logs and summary.csv go (default: %s_sweep); a\n"
              "                        rerun skips the cases that finished\n", m->name);
  fprintf(fp, "  --summary-events=K    summary.csv lists the first K times of each\n"
              "                        when-clause (default: 3)\n");
  fprintf(fp, "  --plot-summary=FILE Y:X  plot summary column Y against column X with\n"
              "                        gnuplot (e.g. zeno_time:e)\n");
  fprintf(fp, "  --slurm=SCRIPT        write an sbatch job-array script that runs the\n"
              "                        study's cases on a Slurm cluster into the sweep\n"
              "                        directory, instead of running them here\n");
  fprintf(fp, "  --slurm-chunk=K       cases per array task (default: enough for at most\n"
              "                        1000 tasks)\n");
  fprintf(fp, "  --submit              with --slurm: submit the script with sbatch\n");
  fprintf(fp, "  --collect             rebuild summary.csv from the cases' results (after\n"
              "                        a Slurm job array) without running anything\n");
  fprintf(fp, "  --sweep-case=N, --sweep-cases=A-B  run only case N, or cases A to B\n"
              "                        without writing summary.csv (what the study's own\n"
              "                        processes and array tasks are given)\n");
}

void opt_print_help(const hysc_model *m, const hysc_data *defaults, FILE *fp)
{
  double start, stop, interval, rtol;
  experiment_defaults(m, &start, &stop, &interval, &rtol);

  help_simulation_options(m, fp, start, stop, interval, rtol);
  fprintf(fp, "  --zeno=stop|warn|continue\n"
              "                        events that accumulate geometrically (Zeno\n"
              "                        behaviour): stop ends the run at the event where\n"
              "                        this is detected, keeps the result file up to it and\n"
              "                        exits with status 3; warn reports and continues;\n"
              "                        continue (the default) continues in contact where\n"
              "                        the impacts of a when-clause with a contact mode\n"
              "                        accumulate, else acts as warn.  Chattering (events\n"
              "                        back to back while time hardly advances) always\n"
              "                        ends the run so (status 3)\n");
  fprintf(fp, "  --stats               print solver statistics (accepted and rejected steps,\n"
              "                        evaluations, events) on standard error\n");
  fprintf(fp, "  --compare             run both backends on the same settings and print a\n"
              "                        table: when-clause events side by side, the largest\n"
              "                        difference of each variable on the output grid,\n"
              "                        the drift of declared invariants, and the cost;\n"
              "                        result files get -ida and -newmark before their\n"
              "                        extension\n");
  fprintf(fp, "  --reference=FILE.csv  with --compare: also compare with a result file\n"
              "                        (OpenModelica CSV: quoted header, time first)\n");
  fprintf(fp, "  --max-diff=TOL        with --compare: exit 1 when an event time differs\n"
              "                        by more than TOL seconds, an event is unmatched, or\n"
              "                        a variable's relative difference exceeds TOL\n");
  fprintf(fp, "  --work-precision      run each backend over a ladder of tolerances and\n"
              "                        step sizes and print error against cost\n");
  fprintf(fp, "  --work-precision-plot=FILE  the plot of --work-precision (default:\n"
              "                        %s_work_precision.svg; written when gnuplot is\n"
              "                        installed)\n", m->name);
  fprintf(fp, "  --plot=FILE           plot trajectories with gnuplot into FILE (.svg or\n"
              "                        .png); with --compare both backends overlaid\n");
  fprintf(fp, "  --plot-vars=A,B       the variables to plot (default: the states)\n");
  help_picture_options(fp);
  help_sweep_options(m, fp);
  fprintf(fp, "  --max-rows=N          refuse a run whose output grid has more than N rows\n"
              "                        before it starts, and end a run that reaches N rows\n"
              "                        (default: %g)\n", DEFAULT_MAX_ROWS);
  fprintf(fp, "  --no-progress         never show the progress line (it appears on a\n"
              "                        terminal only, for runs longer than a second)\n");
  fprintf(fp, "  --jacobian=analytic|fd  Jacobians from the model's symbolic derivatives\n"
              "                        (default; a sparse LU from %d unknowns on in IDA's\n"
              "                        steps, from %d in the other Newton iterations) or\n"
              "                        by finite differences, dense\n", IDA_SPARSE_MIN, JAC_SPARSE_MIN);
  fprintf(fp, "  --check-jacobian      compare the analytic Jacobians with finite\n"
              "                        differences at the start and at the end of the run,\n"
              "                        print the largest relative difference, exit 1 above\n"
              "                        1e-6\n");
  fprintf(fp, "  --list-vars           list all variables with parameter values and start\n"
              "                        values (after --set) and exit\n");
  fprintf(fp, "  -h, --help            show this help and exit\n");
  fprintf(fp, "  --version             show the runtime version and exit\n");
  fprintf(fp, "\nExit status: 0 success (also after terminate() in the model), 1 simulation\n"
              "failed (no result file is left), 2 bad command line, 3 stopped at\n"
              "accumulating events (--zeno=stop, or chattering; the result file ends\n"
              "there).  With --compare, 1 also when --max-diff was exceeded or nothing\n"
              "was compared with --reference; 1 also when gnuplot failed to write a\n"
              "plot or a page (--animate, --report) cannot be written (the result file\n"
              "is complete and kept); 2 also when a plot needs\n"
              "gnuplot and it is not installed.  A parameter study exits 1 when a case\n"
              "failed or has no result (summary.csv is written all the same).\n");
  help_parameters(m, defaults, fp);
}

/* Variables of enumeration types are Integers in the results: their literals */
static void print_enumerations(const hysc_model *m, FILE *fp)
{
  int n = 0;
  for (int i = 0; i < m->n_vars; i++)
    if (m->vars[i].enumeration) {
      fputs(n++ ? "" : "\nenumerations (Integers in the results, numbered from 1):\n", fp);
      text_print_clean(fp, "%-24s %s", m->vars[i].name, m->vars[i].enumeration);
      putc('\n', fp);
    }
}

void opt_print_vars(const hysc_model *m, const hysc_data *D, FILE *fp)
{
  /* values are parameter values and start values (before initialization) */
  fprintf(fp, "%-24s %-10s %-8s %-24s %-10s %s\n", "name", "kind", "type", "value",
          "unit", "description");
  if (m->compute)   /* computed variables: from those start values */
    m->compute(D);
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    char value[64];
    format_value(value, sizeof value, v, hysc_var_value(D, v));
    text_print_clean(fp, "%-24s %-10s %-8.*s %-24s %-10s %s", v->name, kind_name(v->kind),
                     v->enumeration ? (int)strcspn(v->enumeration, "(") : 8,
                     v->enumeration ? v->enumeration : type_name(v->type), value,
                     v->unit[0] ? v->unit : "-", v->description);
    putc('\n', fp);
  }
  print_enumerations(m, fp);
}

void opt_free(hysc_options *o)
{
  free(o->settings);
  free(o->sweeps);
  free(o->varies);
  free(o->run_control);
  if (o->filter) {
    regfree(o->filter);
    free(o->filter);
  }
  o->filter = NULL;
  o->settings = NULL;
  o->sweeps = o->varies = NULL;
  o->run_control = NULL;
}
