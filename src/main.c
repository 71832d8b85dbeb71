/*
 * main.c - the hysc command: reads the options, runs the stages in order
 * (parse, flatten, structure check, code generation, C compiler) and stops
 * after the first stage that reported errors.  Exit status: 0 success,
 * 1 errors in the model or the build, 2 bad command line.
 */
#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "codegen/codegen.h"
#include "build_config.h"
#include "nearest.h"

/* The compiler frees nothing on purpose (util.c): a sanitized build should not
   report that as leaks.  The runtime, which must not leak, keeps the check. */
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "detect_leaks=0"; }

static const char usage[] =
  "Usage: hysc [OPTIONS] FILE.mo\n"
  "       hysc [OPTIONS] Lib.Sub.Model\n"
  "       hysc --run FILE.mo [OPTIONS] [-- MODEL-OPTIONS]\n"
  "Compile a Modelica model into a standalone simulation executable.\n"
  "\n"
  "Options:\n"
  "      --run           compile into a temporary executable, run it with the\n"
  "                      MODEL-OPTIONS after '--' (no shell), remove it, and\n"
  "                      exit with its status\n"
  "  -m, --model=NAME    the model to compile (default: the only model in FILE,\n"
  "                      else the one named like FILE)\n"
  "  -o, --output=FILE   the executable to write (default: ./NAME)\n"
  "  -L, --library=DIR   look for libraries (package directories, Name.mo)\n"
  "                      in DIR; repeatable, searched in order, then\n"
  "                      the directories of MODELICAPATH\n"
  "  -p, --param=NAME=VALUE\n"
  "                      the value of parameter NAME at compile time (sizes of\n"
  "                      arrays, ranges of for-equations)\n"
  "      --fmu[=me|cs|me+cs]\n"
  "                      write a Functional Mock-up Unit NAME.fmu (model\n"
  "                      exchange, co-simulation or both, the default; -o names\n"
  "                      it) instead of an executable\n"
  "      --fmi-version=2|3\n"
  "                      the FMI version of --fmu: 2 (FMI 2.0, the default) or 3\n"
  "                      (FMI 3.0)\n"
  "      --emit-c=FILE   write the generated C to FILE ('-' for stdout) and stop\n"
  "      --dump-flat     print the flat model (variables classified, equations,\n"
  "                      relations) and stop\n"
  "      --dump-graph    print the equation graph as Graphviz DOT and stop\n"
  "      --check         print one line: equations, unknowns, states, when-clauses\n"
  "                      and relations, and whether they balance; name what is\n"
  "                      left over when they do not (exit 1) and stop\n"
  "      --parse-only    read FILE.mo, report its syntax errors and stop\n"
  "      --max-errors=N  stop after N errors in the model (default 20, 0: no limit)\n"
  "      --max-nodes=N   refuse a model that expands to more than N expression\n"
  "                      nodes (default and most 10000000, at most about 6 GB)\n"
  "      --check-units=warn|error|off\n"
  "                      compare the units of the sides of equations, of the\n"
  "                      operands of +, - and relations (default warn: a\n"
  "                      warning; error: an error, exit status 1)\n"
  "  -O0, -O1, -O2       how much the C compiler optimizes (default -O2; -O0\n"
  "                      builds fastest, the executable runs slowest)\n"
  "  -g                  compile the model with debugging information\n"
  "  -j, --jobs=N        run N C compilers at once (default: the number of cores)\n"
  "      --chunk-size=BYTES\n"
  "                      cut generated functions longer than BYTES into chunks,\n"
  "                      compiled in parallel (default 8000; 0: one file,\n"
  "                      functions whole)\n"
  "      --no-loops      write every scalar equation and statement out, without\n"
  "                      rolling runs of alike ones into C loops (the same\n"
  "                      results)\n"
  "      --no-assignments\n"
  "                      keep every equation in the solver's system, instead of\n"
  "                      computing the variables of explicit equations in order\n"
  "                      (results agree to the tolerances)\n"
  "  -v, --verbose       print the C compiler command and the number of library\n"
  "                      files parsed\n"
  "  -h, --help          print this help and exit\n"
  "  -V, --version       print the version and exit\n"
  "\n"
  "Environment: HYSC_CC (C compiler), HYSC_CFLAGS (extra flags),\n"
  "HYSC_RUNTIME_DIR (directory with libhyscrt.a and hysc_model.h),\n"
  "MODELICAPATH (library directories separated by ':').\n"
  "Exit status: 0 success, 1 errors in the model or the build, 2 bad usage.\n"
  "Run the executable with --help for its simulation options; see hysc(1).\n";

typedef struct Options {
  const char *input, *model, *output, *emit_c;
  bool dump_flat, dump_graph, check, run, no_loops, parse_only;
  UnitCheck check_units;
  BuildOptions build;
  long chunk_size;
  char **model_args; /* --run: the arguments after "--" */
  ParamOverride *params; /* -p NAME=VALUE */
  int n_params;
  int n_model_args;
  int fmu;           /* --fmu: 1 model exchange, 2 co-simulation, 3 both; 0 none */
  int fmi_version;   /* --fmi-version: 2 (the default) or 3 */
} Options;

/* A report on standard output (--dump-flat, --help, ...) that could not be
   written is a failure. */
static int stdout_status(void)
{
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fprintf(stderr, "hysc: error: writing '<stdout>' failed: %s\n", strerror(errno));
    return 1;
  }
  return 0;
}

static void bad_usage(const char *fmt, const char *arg)
{
  fputs("hysc: error: ", stderr);
  diag_print_clean(xsprintf(fmt, arg));   /* arg may be any bytes */
  fputs("\nTry 'hysc --help'.\n", stderr);
  exit(2);
}

/* "--name=value" or "--name value" (and "-x value"); NULL when arg is not this option. */
static const char *option_value(int argc, char **argv, int *i, const char *short_name, const char *long_name)
{
  const char *arg = argv[*i];
  size_t n = strlen(long_name);
  if (!strncmp(arg, long_name, n) && arg[n] == '=')
    return arg + n + 1;
  if (!strcmp(arg, long_name) || (short_name && !strcmp(arg, short_name))) {
    if (*i + 1 >= argc)
      bad_usage("option '%s' needs a value", arg);
    return argv[++*i];
  }
  return NULL;
}

/* -p NAME=VALUE: a parameter's value at compile time */
static void add_param(Options *o, const char *text)
{
  const char *eq = strchr(text, '=');
  char *end = NULL;
  double value = eq ? strtod(eq + 1, &end) : 0;
  bool boolean = eq && (!strcmp(eq + 1, "true") || !strcmp(eq + 1, "false"));
  if (boolean) {   /* a Boolean parameter */
    value = eq[1] == 't';
    end = (char *)eq + strlen(eq);
  }
  /* strtod reads C's hexadecimal "0x10" too, which is no Modelica number */
  if (!eq || eq == text || end == eq + 1 || *end || !isfinite(value) || (!boolean && strpbrk(eq, "xX")))
    bad_usage("-p wants NAME=NUMBER or NAME=true|false, not '%s'", text);
  o->params = xrealloc(o->params, sizeof *o->params * (size_t)(o->n_params + 1));
  o->params[o->n_params].name = xsprintf("%.*s", (int)(eq - text), text);
  o->params[o->n_params].boolean = boolean;
  o->params[o->n_params++].value = value;
}

/* A count from min to max for option name, else bad usage. */
static long count_value(const char *name, const char *value, long min, long max)
{
  char *end;
  errno = 0;
  long n = strtol(value, &end, 10);
  if (!*value || *end || errno || n < min || n > max)
    bad_usage(xsprintf("%s wants a count from %ld to %ld, not '%%s'", name, min, max), value);
  return n;
}

/* -O0..-O2, -g, -j N, --chunk-size, --no-loops, --no-assignments: how the executable is built; false
   when arg is none of them. */
static bool build_option(Options *o, int argc, char **argv, int *i)
{
  const char *arg = argv[*i], *value;
  if (!strncmp(arg, "-O", 2)) {
    if (strlen(arg) != 3 || arg[2] < '0' || arg[2] > '2')
      bad_usage("the optimization level is -O0, -O1 or -O2, not '%s'", arg);
    o->build.optimize = arg[2] - '0';
  } else if (!strcmp(arg, "-g")) {
    o->build.debug = true;
  } else if (!strncmp(arg, "-j", 2) && arg[2]) {
    o->build.jobs = (int)count_value("-j", arg + 2, 1, 1024);
  } else if ((value = option_value(argc, argv, i, "-j", "--jobs"))) {
    o->build.jobs = (int)count_value("-j", value, 1, 1024);
  } else if ((value = option_value(argc, argv, i, NULL, "--chunk-size"))) {
    o->chunk_size = count_value("--chunk-size", value, 0, 1L << 30);
  } else if (!strcmp(arg, "--no-loops")) {
    o->no_loops = true;
  } else if (!strcmp(arg, "--no-assignments")) {
    assignments_set_enabled(false);
  } else {
    return false;
  }
  return true;
}

/* An option that is none of hysc's: the nearest long option when it looks
   like a slip ("did you mean"). */
static void unknown_option(const char *arg)
{
  static const char *const long_options[] = {
    "run", "model", "output", "library", "param", "emit-c", "dump-flat", "dump-graph", "check", "parse-only",
    "max-errors", "max-nodes", "fmu", "fmi-version", "check-units", "jobs", "chunk-size", "no-loops", "no-assignments", "verbose",
    "help", "version",
  };
  const char *name = arg + strspn(arg, "-");
  size_t len = strcspn(name, "=");
  nearest k = { 0 };
  for (size_t i = 0; i < sizeof long_options / sizeof *long_options && arg[1] == '-'; i++)
    nearest_consider(&k, name, len, long_options[i]);
  if (k.best)
    bad_usage(xsprintf("unknown option '%%s'; did you mean --%s?", k.best), arg);
  bad_usage("unknown option '%s'", arg);
}

static UnitCheck check_units_value(const char *value)
{
  if (!strcmp(value, "warn"))
    return UNIT_CHECK_WARN;
  if (!strcmp(value, "error"))
    return UNIT_CHECK_ERROR;
  if (strcmp(value, "off") != 0)
    bad_usage("--check-units is warn, error or off, not '%s'", value);
  return UNIT_CHECK_OFF;
}

/* --fmu[=me|cs|me+cs] and --fmi-version=2|3: what the FMU offers; false when
   arg is neither */
static bool fmu_option(Options *o, int argc, char **argv, int *i)
{
  const char *arg = argv[*i], *value;
  if (!strcmp(arg, "--fmu")) {
    o->fmu = 3;
  } else if (!strncmp(arg, "--fmu=", 6)) {
    value = arg + 6;
    o->fmu = !strcmp(value, "me") ? 1 : !strcmp(value, "cs") ? 2 : !strcmp(value, "me+cs") ? 3 : 0;
    if (!o->fmu)
      bad_usage("--fmu is --fmu=me, --fmu=cs or --fmu=me+cs (the default), not '%s'", arg);
  } else if ((value = option_value(argc, argv, i, NULL, "--fmi-version"))) {
    o->fmi_version = !strcmp(value, "2") ? 2 : !strcmp(value, "3") ? 3 : 0;
    if (!o->fmi_version)
      bad_usage("--fmi-version is 2 (FMI 2.0, the default) or 3 (FMI 3.0), not '%s'", value);
  } else {
    return false;
  }
  return true;
}

static Options parse_options(int argc, char **argv)
{
  Options o = { .build = { .optimize = 2, .jobs = toolchain_default_jobs() }, .chunk_size = 8000,
                .check_units = UNIT_CHECK_WARN };
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i], *value;
    if (!strcmp(arg, "-h") || !strcmp(arg, "--help")) {
      fputs(usage, stdout);
      exit(stdout_status());
    } else if (!strcmp(arg, "-V") || !strcmp(arg, "--version")) {
      printf("hysc %s\n", HYSC_VERSION);
      exit(stdout_status());
    } else if ((value = option_value(argc, argv, &i, "-m", "--model"))) {
      o.model = value;
    } else if ((value = option_value(argc, argv, &i, "-o", "--output"))) {
      o.output = value;
    } else if ((value = option_value(argc, argv, &i, NULL, "--emit-c"))) {
      o.emit_c = value;
    } else if ((value = option_value(argc, argv, &i, NULL, "--max-errors"))) {
      diag_set_max_errors((int)count_value("--max-errors", value, 0, 1000000));
    } else if ((value = option_value(argc, argv, &i, NULL, "--max-nodes"))) {
      expr_set_node_limit(count_value("--max-nodes", value, 1000, MAX_MODEL_NODES));
    } else if ((value = option_value(argc, argv, &i, NULL, "--check-units"))) {
      o.check_units = check_units_value(value);
    } else if (build_option(&o, argc, argv, &i) || fmu_option(&o, argc, argv, &i)) {
      ;
    } else if ((value = option_value(argc, argv, &i, "-L", "--library"))) {
      library_add_path(value);
    } else if ((value = option_value(argc, argv, &i, "-p", "--param"))) {
      add_param(&o, value);
    } else if (!strcmp(arg, "--dump-flat")) {
      o.dump_flat = true;
    } else if (!strcmp(arg, "--parse-only")) {
      o.parse_only = true;
    } else if (!strcmp(arg, "--dump-graph")) {
      o.dump_graph = true;
    } else if (!strcmp(arg, "--check")) {
      o.check = true;
    } else if (!strcmp(arg, "-v") || !strcmp(arg, "--verbose")) {
      o.build.verbose = true;
    } else if (!strcmp(arg, "--run")) {
      o.run = true;
    } else if (!strcmp(arg, "--") && o.run) {
      o.model_args = argv + i + 1;
      o.n_model_args = argc - i - 1;
      break;
    } else if (arg[0] == '-' && arg[1] != '\0') {
      unknown_option(arg);
    } else if (o.input) {
      bad_usage("only one model file can be compiled at a time (got '%s' too)", arg);
    } else {
      o.input = arg;
    }
  }
  if (!o.input)
    bad_usage("%s", "no model file given");
  if (o.run && o.fmu)
    bad_usage("%s", "--run runs an executable; --fmu writes an FMU instead of one");
  if (o.run && (o.output || o.emit_c || o.dump_flat || o.dump_graph || o.check))
    bad_usage("%s", "--run makes and removes its own executable; it does not combine with "
              "-o, --emit-c, --dump-flat, --dump-graph or --check (model options go after '--')");
  return o;
}

/* "Lib.Sub.Model": a class name, not a file: identifiers and dots, no ".mo" */
static bool names_class(const char *arg)
{
  size_t n = strlen(arg);
  if (n > 3 && !strcmp(arg + n - 3, ".mo"))
    return false;
  for (const char *p = arg; *p; p++)
    if (!(*p == '_' || *p == '.' || (*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
      return false;
  return *arg && *arg != '.';   /* an executable of that name may well exist: not a model file */
}

static FILE *open_output(const char *path)
{
  if (!strcmp(path, "-"))
    return stdout;
  FILE *f = units_stream(fopen(path, "w"));
  if (!f)
    diag_fatal("cannot write '%s': %s", path, strerror(errno));
  return f;
}

static void close_output(FILE *f, const char *path)
{
  if (fflush(f) != 0 || ferror(f) || (f != stdout && fclose(f) != 0))
    diag_fatal("writing '%s' failed: %s", f == stdout ? "<stdout>" : path, strerror(errno));
}

static volatile sig_atomic_t stop_signal;   /* SIGTERM or SIGHUP received */
static volatile pid_t model_pid;            /* --run: the model while it runs */

extern char **environ;

/* --run: the model executable with args, no shell; its exit status (128 +
   the signal when it was killed).  While it runs, SIGINT and SIGQUIT go to
   it alone (as with system()), so that hysc lives on to remove it. */
static int run_model(const char *exe, const char *name, char **args, int n_args)
{
  char **argv = xmalloc(sizeof *argv * (size_t)(n_args + 2));
  argv[0] = (char *)name;
  for (int i = 0; i < n_args; i++)
    argv[i + 1] = args[i];
  argv[n_args + 1] = NULL;

  posix_spawnattr_t attr;
  sigset_t defaults;
  posix_spawnattr_init(&attr);
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGQUIT);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF);
  struct sigaction ignore = { 0 }, old_int, old_quit;
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGINT, &ignore, &old_int);
  sigaction(SIGQUIT, &ignore, &old_quit);

  pid_t pid;
  int rc = posix_spawn(&pid, exe, NULL, &attr, argv, environ);
  posix_spawnattr_destroy(&attr);
  int status = 0;
  if (rc == 0) {
    model_pid = pid;
    if (stop_signal)   /* arrived while it started */
      kill(pid, stop_signal);
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
      ;
    model_pid = 0;
  }
  sigaction(SIGINT, &old_int, NULL);
  sigaction(SIGQUIT, &old_quit, NULL);
  if (rc != 0) {
    diag_print_clean(xsprintf("hysc: error: cannot run '%s': %s", exe, strerror(rc)));
    fputc('\n', stderr);
    return 1;
  }
  if (WIFSIGNALED(status))
    return 128 + WTERMSIG(status);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

/* Output options name files the user chose: a directory, a missing directory
   or a model name that is no file name are mistakes to report before any
   work, not failures of the C compiler. */
static const char *executable_path(const Options *o, const FlatModel *model)
{
  if (!o->output) {
    if (strchr(model->name, '/') || strlen(model->name) > NAME_MAX)
      diag_fatal("the model name '%.60s%s' cannot name a file: choose the executable's name with -o",
                 model->name, strlen(model->name) > 60 ? "..." : "");
    return xsprintf("./%s%s", model->name, o->fmu ? ".fmu" : "");
  }
  const char *what = o->fmu ? "FMU" : "executable";
  struct stat st;
  if (stat(o->output, &st) == 0 && S_ISDIR(st.st_mode))
    diag_fatal("cannot write the %s '%s': it is a directory", what, o->output);
  char *copy = xstrdup(o->output);
  const char *dir = dirname(copy);
  if (stat(dir, &st) != 0)
    diag_fatal("cannot write the %s '%s': directory '%s': %s", what, o->output, dir, strerror(errno));
  if (!S_ISDIR(st.st_mode))
    diag_fatal("cannot write the %s '%s': '%s' is not a directory", what, o->output, dir);
  if (access(dir, W_OK | X_OK) != 0)
    diag_fatal("cannot write the %s '%s': directory '%s': %s", what, o->output, dir, strerror(errno));
  return o->output;
}

/* SIGTERM or SIGHUP: passed on to the model that --run runs; the temporary
   files go, then hysc dies of the same signal.  An ignored signal stays
   ignored. */

static void on_stop_signal(int sig)
{
  stop_signal = sig;
  if (model_pid > 0)
    kill(model_pid, sig);
}

static void catch_stop_signals(void)
{
  static const int signals[] = { SIGTERM, SIGHUP };
  struct sigaction catcher = { 0 };
  catcher.sa_handler = on_stop_signal;
  sigemptyset(&catcher.sa_mask);
  for (size_t i = 0; i < sizeof signals / sizeof *signals; i++) {
    struct sigaction old;
    if (sigaction(signals[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
      sigaction(signals[i], &catcher, NULL);
  }
}

static void die_of_stop_signal(void)
{
  if (!stop_signal)
    return;
  signal(stop_signal, SIG_DFL);
  raise(stop_signal);
  exit(128 + stop_signal);
}

/* The temporary directories (of the C, of --run's executable) while they
   exist: an exit on the way (a model refused for its size while its C is
   written, memory exhausted) removes them with their files too. */
static char *temp_dirs[2];

static void remove_temp_dirs(void)
{
  for (int i = 0; i < 2; i++) {
    DIR *d = temp_dirs[i] ? opendir(temp_dirs[i]) : NULL;
    if (!d)
      continue;
    for (struct dirent *entry; (entry = readdir(d));)
      if (strcmp(entry->d_name, ".") && strcmp(entry->d_name, ".."))
        unlinkat(dirfd(d), entry->d_name, 0);
    closedir(d);
    rmdir(temp_dirs[i]);
  }
}

static void note_temp_dir(int which, char *dir)
{
  static bool registered;
  if (!registered)
    atexit(remove_temp_dirs);
  registered = true;
  temp_dirs[which] = dir;
}

/* Removes the generated C, its objects and their directory. */
static void remove_build_files(const char *dir, const PtrList *c_files)
{
  for (int i = 0; i < c_files->count; i++) {
    const char *c_file = c_files->items[i];
    unlink(c_file);
    unlink(xsprintf("%.*s.o", (int)strlen(c_file) - 2, c_file));
  }
  rmdir(dir);
}

/* The generated C in a fresh directory (never named after the model: its
   name can be anything a file name cannot), compiled into output. */
static int build_executable(const Options *o, const FlatModel *model, const char *tmpdir, const char *output,
                            const char *run_dir)
{
  char *dir = xsprintf("%s/hysc-XXXXXX", tmpdir);
  if (!mkdtemp(dir)) {
    if (run_dir)
      rmdir(run_dir);
    diag_fatal("cannot create a temporary directory '%s': %s", dir, strerror(errno));
  }
  note_temp_dir(0, dir);
  char *c_file = xsprintf("%s/model.c", dir);
  FILE *out = units_stream(fopen(c_file, "w"));
  if (!out) {
    if (run_dir)
      rmdir(run_dir);
    rmdir(dir);
    diag_fatal("cannot create a temporary file '%s': %s", c_file, strerror(errno));
  }
  Units *units = o->chunk_size ? units_split(out, c_file, dir, (size_t)o->chunk_size) : units_single(out);
  units_set_loops(units, !o->no_loops);
  partition_find((FlatModel *)model);
  codegen_model(model, units, false);
  units_finish(units);
  close_output(out, c_file);
  PtrList all = { 0 };
  if (units_is_split(units))
    all = *units_files(units);
  else
    list_push(&all, c_file);
  /* each kind of independent part as a model of its own (partition.c) */
  for (int k = 0; k < partition_kinds(); k++) {
    char *kind_file = xsprintf("%s/part%d.c", dir, k);
    FILE *kind_out = fopen(kind_file, "w");
    if (!kind_out)
      diag_fatal("cannot create a temporary file '%s': %s", kind_file, strerror(errno));
    codegen_kind(k, kind_out, !o->no_loops);
    close_output(kind_out, kind_file);
    list_push(&all, kind_file);
  }
  const PtrList *c_files = &all;
  int rc;
  if (o->fmu) {   /* the shared object beside the C, then the zip */
    char *identifier = fmu_identifier(model->name);
    rc = stop_signal ? 1 : toolchain_build_shared(c_files, xsprintf("%s/%s.so", dir, identifier), &o->build);
    rc = rc || stop_signal ? 1 : fmu_package(output, dir, identifier, o->fmu, o->fmi_version ? o->fmi_version : 2,
                                                  c_files);
    unlink(xsprintf("%s/%s.so", dir, identifier));
  } else {
    rc = stop_signal ? 1 : toolchain_build_executable(c_files, output, &o->build);
  }
  const char *keep = getenv("HYSC_KEEP_C");
  if (stop_signal || !keep || (rc == 0 && strcmp(keep, "always") != 0))
    remove_build_files(dir, c_files);
  temp_dirs[0] = NULL;
  return rc;
}

static const char *plural(int n) { return n == 1 ? "" : "s"; }

/* --check: the counts OpenModelica's checkModel gives, on one line, from the
   same matching as the structure check; when they do not balance, that
   check's located errors name the variables or equations left over. */
static int check_model(FlatModel *model)
{
  int rows, *unknown_of;
  PtrList *incidence;
  bool balanced = graph_matching(model, &rows, &incidence, &unknown_of);
  int unknowns = model->states.count + model->algebraics.count;
  int whens = model->whens.count, relations = model->relations.count;
  const char *verdict = balanced ? "balanced" : rows > unknowns ? "over-determined"
                        : rows < unknowns ? "under-determined" : "structurally singular";
  int added = 0, added_discrete = 0;   /* hysc's own variables (Var.internal) */
  for (int i = 0; i < model->vars.count; i++) {
    const Var *v = model->vars.items[i];
    added += v->internal && v->kind != VAR_DISCRETE;
    added_discrete += v->internal && v->kind == VAR_DISCRETE;
  }
  printf("%s: %d equation%s, %d unknown%s (%d state%s, %d algebraic), %d discrete, "
         "%d when-clause%s, %d relation%s: %s", model->name, rows, plural(rows), unknowns,
         plural(unknowns), model->states.count, plural(model->states.count),
         model->algebraics.count, model->discretes.count, whens, plural(whens), relations,
         plural(relations), verdict);
  if (added || added_discrete)
    printf("; of these hysc added %d equation%s and unknown%s and %d discrete (contact and "
           "sliding modes, index reduction)", added, plural(added), plural(added), added_discrete);
  putchar('\n');
  if (stdout_status())
    return 1;
  fflush(stdout);   /* the line before the errors that explain it */
  if (!balanced) {
    graph_check_structure(model);
    return 1;
  }
  return graph_check_initial(model) ? 0 : 1;
}

/* The parsed file, or for hysc Lib.Sub.Model an empty program whose model
   the libraries hold (*model_name: that class). */
static Program *read_program(const Options *o, const char **model_name)
{
  *model_name = o->model;
  if (!names_class(o->input))
    return parse_file(o->input);
  if (o->model)
    bad_usage("%s", "-m names a model inside FILE.mo; a full class name needs no -m");
  diag_set_source(o->input, "");
  *model_name = o->input;
  return xcalloc(1, sizeof(Program));
}

/* --parse-only: FILE.mo read alone; exit status 0 when it parses */
static int parse_only(const Options *o)
{
  if (names_class(o->input))
    bad_usage("--parse-only reads a file, not the class '%s': give FILE.mo", o->input);
  const char *model_name;
  read_program(o, &model_name);
  return diag_error_count() ? 1 : 0;
}

/* The model read, checked, instantiated and expanded: the flat model, NULL
   after errors. */
static FlatModel *front_end(const Options *o)
{
  const char *model_name;
  Program *program = read_program(o, &model_name);
  return compile_program(program, model_name, o->params, o->n_params);
}

int main(int argc, char **argv)
{
  Options o = parse_options(argc, argv);
  flatten_fmu_causality(o.fmu != 0);
  library_add_environment();
  lookup_on_use(loading_treat);   /* library classes checked as the file's are */
  if (o.parse_only)
    return parse_only(&o);
  FlatModel *model = front_end(&o);
  if (o.build.verbose)
    library_report(stderr);
  if (!model)
    return 1;
  unit_check(model, o.check_units);
  if (diag_error_count())
    return 1;
  if (o.dump_flat) {
    flat_model_dump(model, stdout);
    partition_dump(model, stdout);
    return stdout_status();
  }
  if (o.dump_graph) {
    graph_dump_dot(model, blt_sort(model), stdout);
    return stdout_status();
  }
  if (o.check)
    return check_model(model);
  if (!graph_check_structure(model) || !graph_check_initial(model))
    return 1;
  if (o.emit_c) {
    FILE *out = open_output(o.emit_c);
    Units *units = units_single(out);
    units_set_loops(units, !o.no_loops);
    codegen_model(model, units, false);
    close_output(out, o.emit_c);
    return 0;
  }

  catch_stop_signals();
  const char *tmpdir = getenv("TMPDIR");
  if (!tmpdir || !*tmpdir)
    tmpdir = "/tmp";
  const char *output = o.run ? NULL : executable_path(&o, model);
  char *run_dir = NULL;
  if (o.run) {   /* the executable in a fresh directory, never named after the model */
    run_dir = xsprintf("%s/hysc-run-XXXXXX", tmpdir);
    if (!mkdtemp(run_dir))
      diag_fatal("cannot create a temporary directory '%s': %s", run_dir, strerror(errno));
    note_temp_dir(1, run_dir);
    output = xsprintf("%s/model", run_dir);
  }
  int rc = stop_signal ? 1 : build_executable(&o, model, tmpdir, output, run_dir);
  if (o.run) {
    if (rc == 0 && !stop_signal)
      rc = run_model(output, model->name, o.model_args, o.n_model_args);
    unlink(output);
    rmdir(run_dir);
    temp_dirs[1] = NULL;
  } else if (stop_signal && rc == 0) {
    unlink(output);   /* a half-finished run leaves no executable */
  }
  die_of_stop_signal();
  return rc;
}
