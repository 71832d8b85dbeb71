/*
 * toolchain.c - builds a model executable from generated C: finds the
 * runtime library and header (next to hysc in a build tree, or under
 * ../lib/hysc and ../include/hysc when installed, or HYSC_RUNTIME_DIR), then
 * runs the C compiler with posix_spawnp and an argument vector, never a shell.
 */
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "codegen/codegen.h"
#include "build_config.h"

extern char **environ;

/* what the model's external functions need (external_libraries.c) */
static ExternalLibraries externals;
/* building a shared object (an FMU's): every object position-independent */
static bool shared_object;

static bool exists(const char *path)
{
  struct stat st;
  return stat(path, &st) == 0;
}

/* Directory holding the hysc executable. */
static char *own_directory(void)
{
  char path[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
  if (n <= 0)
    return xstrdup(".");
  path[n] = '\0';
  return xstrdup(dirname(path));
}

/* Where libhyscrt.a and hysc_model.h are; false if nowhere. */
static bool find_runtime(char **libdir, char **incdir)
{
  const char *env = getenv("HYSC_RUNTIME_DIR");
  if (env && *env) {
    *libdir = xstrdup(env);
    *incdir = xstrdup(env);
    return exists(xsprintf("%s/libhyscrt.a", env));
  }
  char *self = own_directory();
  if (exists(xsprintf("%s/libhyscrt.a", self))) {           /* build tree */
    *libdir = self;
    *incdir = xstrdup(HYSC_SOURCE_RUNTIME);
    return true;
  }
  char *installed = xsprintf("%s/../lib/hysc", self);        /* relocated install */
  if (exists(xsprintf("%s/libhyscrt.a", installed))) {
    *libdir = installed;
    *incdir = xsprintf("%s/../include/hysc", self);
    return true;
  }
  *libdir = xstrdup(HYSC_INSTALLED_LIBDIR);
  *incdir = xstrdup(HYSC_INSTALLED_INCDIR);
  return exists(xsprintf("%s/libhyscrt.a", *libdir));
}

/* Appends the blank-separated words of flags to argv. */
static void split_flags(PtrList *argv, const char *flags)
{
  char *copy = xstrdup(flags);
  for (char *word = strtok(copy, " \t"); word; word = strtok(NULL, " \t"))
    list_push(argv, word);
}

int toolchain_default_jobs(void)
{
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

/* The compiler and the flags every command shares: the configured flags
   (their -O and -g are hysc's choice), then HYSC_CFLAGS, which win. */
static void compiler_words(PtrList *argv, const BuildOptions *options, const char *incdir)
{
  const char *cc = getenv("HYSC_CC");
  split_flags(argv, cc && *cc ? cc : HYSC_CC);
  list_push(argv, xsprintf("-O%d", options->optimize));
  if (options->debug)
    list_push(argv, "-g");
  split_flags(argv, HYSC_MODEL_CFLAGS);
  if (shared_object)
    list_push(argv, "-fPIC");
  const char *extra = getenv("HYSC_CFLAGS");
  if (extra)
    split_flags(argv, extra);
  for (int i = 0; i < externals.include_dirs.count; i++)
    list_push(argv, xsprintf("-I%s", (char *)externals.include_dirs.items[i]));
  list_push(argv, xsprintf("-I%s", incdir));
}

/* dir and the directories above it, made where missing */
static bool make_directories(const char *dir)
{
  char *path = xstrdup(dir);
  for (char *p = path + 1; *p; p++)
    if (*p == '/') {
      *p = '\0';
      if (mkdir(path, 0755) != 0 && errno != EEXIST)
        return false;
      *p = '/';
    }
  return mkdir(path, 0755) == 0 || errno == EEXIST;
}

/* A message naming files, TMPDIR or HYSC_CC: any bytes, shown clean. */
static void say_clean(char *message)
{
  diag_print_clean(message);
  fputc('\n', stderr);
}

static bool functions_with_externals(void)
{
  for (int i = 0; i < functions_all()->count; i++)
    if (((Function *)functions_all()->items[i])->cls->external)
      return true;
  return false;
}

static void compiler_failed(const char *c_file, int status)
{
  const char *user_cc = getenv("HYSC_CC"), *extra = getenv("HYSC_CFLAGS");
  if (WIFSIGNALED(status))   /* a signal to the process group (SIGTERM, ^C), or the OOM killer */
    say_clean(xsprintf("hysc: error: the C compiler was terminated by signal %d (%s) while compiling the "
                       "generated code (%s)", WTERMSIG(status), strsignal(WTERMSIG(status)), c_file));
  else if (functions_with_externals())   /* a C function or library of theirs, likely */
    say_clean(xsprintf("hysc: error: the C compiler failed on the generated code (%s) with the model's external "
                       "functions: see its messages above (a C function, header or library missing?)", c_file));
  else if ((user_cc && *user_cc) || (extra && *extra))  /* the user's compiler or flags may be the cause */
    say_clean(xsprintf("hysc: error: the C compiler failed on the generated code (%s) with HYSC_CC='%s' "
                       "HYSC_CFLAGS='%s'", c_file, user_cc ? user_cc : "", extra ? extra : ""));
  else
    say_clean(xsprintf("hysc: error: the C compiler failed on the generated code (%s); this is a bug in hysc",
                       c_file));
}

/* Starts the command argv (NULL-terminated); 0 when it could not start. */
static pid_t start_command(PtrList *argv, bool verbose)
{
  if (verbose) {
    for (int i = 0; argv->items[i]; i++)
      diag_print_clean(xsprintf("%s%s", i ? " " : "", (char *)argv->items[i]));
    fputc('\n', stderr);
  }
  pid_t pid;
  int rc = posix_spawnp(&pid, argv->items[0], NULL, NULL, (char **)argv->items, environ);
  if (rc != 0) {
    say_clean(xsprintf("hysc: error: cannot run the C compiler '%s': %s", (char *)argv->items[0], strerror(rc)));
    return 0;
  }
  return pid;
}

/* Waits for any child; its pid (and its status), -1 when none is left. */
static pid_t wait_command(int *status)
{
  pid_t pid;
  while ((pid = waitpid(-1, status, 0)) < 0)
    if (errno != EINTR)
      return -1;
  return pid;
}

static bool succeeded(int status)
{
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* x.c -> x.o */
static char *object_name(const char *c_file)
{
  size_t n = strlen(c_file);
  return xsprintf("%.*s.o", (int)(n > 2 ? n - 2 : n), c_file);
}

/* A set of compiler runs, at most jobs at once: argv_of makes the k-th
   command's words, failed says why the k-th failed. */
typedef struct Compilations {
  int count, jobs;
  bool verbose;
  void (*argv_of)(const struct Compilations *c, int k, PtrList *argv);
  void (*failed)(const struct Compilations *c, int k, int status);
  const void *data;
  const char *dir;   /* the objects' directory, or NULL: next to their sources */
  const char *incdir;
  const BuildOptions *options;
  const PtrList *words;   /* of every command, or NULL: compiler_words */
} Compilations;

/* false (after every started compiler has ended) when one failed */
static bool compile_all(const Compilations *c)
{
  pid_t *pids = xcalloc((size_t)c->count + 1, sizeof *pids);
  int next = 0, running = 0;
  bool all_ok = true;
  for (;;) {
    while (all_ok && next < c->count && running < c->jobs) {
      PtrList argv = { 0 };
      c->argv_of(c, next, &argv);
      list_push(&argv, NULL);
      pids[next] = start_command(&argv, c->verbose);
      all_ok = pids[next] != 0;
      running += all_ok;
      next++;
    }
    int status = 0;
    pid_t pid = running ? wait_command(&status) : -1;
    if (pid < 0)
      break;
    running--;
    for (int i = 0; i < next; i++)
      if (pids[i] == pid && !succeeded(status)) {
        c->failed(c, i, status);
        all_ok = false;
      }
  }
  free(pids);
  return all_ok && next == c->count;
}

static void object_argv(const Compilations *c, int k, PtrList *argv)
{
  const PtrList *c_files = c->data;
  compiler_words(argv, c->options, c->incdir);
  split_flags(argv, "-c -o");
  list_push(argv, object_name(c_files->items[k]));
  list_push(argv, c_files->items[k]);
}

static void object_failed(const Compilations *c, int k, int status)
{
  compiler_failed(((const PtrList *)c->data)->items[k], status);
}

/* Every c_file to its object, at most options->jobs compilers at once. */
static bool compile_objects(const PtrList *c_files, const BuildOptions *options, const char *incdir)
{
  Compilations c = { c_files->count, options->jobs, options->verbose, object_argv, object_failed, c_files, NULL, incdir,
                     options, NULL };
  return compile_all(&c);
}

/* Runs one command to its end; false with the message when it failed. */
static bool run_command(PtrList *argv, bool verbose, const char *c_file)
{
  pid_t pid = start_command(argv, verbose);
  if (!pid)
    return false;
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) {
      fprintf(stderr, "hysc: error: waiting for the C compiler: %s\n", strerror(errno));
      return false;
    }
  if (!succeeded(status)) {
    compiler_failed(c_file, status);
    return false;
  }
  return true;
}

/* A library's C sources (data: its SourceLibrary) each to dir/<k>.o */
static void source_argv(const Compilations *c, int k, PtrList *argv)
{
  for (int i = 0; i < c->words->count; i++)
    list_push(argv, c->words->items[i]);
  split_flags(argv, "-c -o");
  list_push(argv, xsprintf("%s/%d.o", c->dir, k));
  list_push(argv, ((const SourceLibrary *)c->data)->sources.items[k]);
}

static void source_failed(const Compilations *c, int k, int status)
{
  const SourceLibrary *s = c->data;
  (void)status;
  say_clean(xsprintf("hysc: error: the C compiler failed on %s, a source of library '%s' of the model's "
                     "external functions: see its messages above", (char *)s->sources.items[k], s->name));
}

/* Library s built from its C sources, unless the cache has it: compiled
   into a directory of its own beside the archive, which arrives by a rename
   (concurrent builds of the same library each make theirs, one wins). */
static bool build_source_library(const SourceLibrary *s, const BuildOptions *options, const char *incdir)
{
  PtrList words = { 0 };
  const char *cc = getenv("HYSC_CC");
  split_flags(&words, cc && *cc ? cc : HYSC_CC);
  split_flags(&words, "-O2 -fPIC -w -DNDEBUG -DHAVE_UNISTD_H -DHAVE_STDARG_H -DHAVE_MEMCPY -DDUMMY_FUNCTION_USERTAB");
  list_push(&words, xsprintf("-I%s", s->dir));
  for (int i = 0; i < externals.include_dirs.count; i++)
    list_push(&words, xsprintf("-I%s", (char *)externals.include_dirs.items[i]));
  list_push(&words, xsprintf("-I%s", incdir));
  char *archive = external_libraries_archive(s, &words);
  list_push(&externals.archives, archive);
  if (exists(archive))
    return true;
  char *dir = xstrdup(archive);
  *strrchr(dir, '/') = '\0';
  char *work = make_directories(dir) ? mkdtemp(xsprintf("%s/build.XXXXXX", dir)) : NULL;
  if (!work) {
    say_clean(xsprintf("hysc: error: cannot make the cache directory %s for library '%s': %s", dir, s->name,
                       strerror(errno)));
    return false;
  }
  PtrList ar = { 0 };
  split_flags(&ar, "ar rcs");
  list_push(&ar, xsprintf("%s/lib%s.a", work, s->name));
  for (int i = 0; i < s->sources.count; i++)
    list_push(&ar, xsprintf("%s/%d.o", work, i));
  Compilations c = { s->sources.count, options->jobs, options->verbose, source_argv, source_failed, s, work,
                     incdir, options, &words };
  bool ok = compile_all(&c);
  list_push(&ar, NULL);
  ok = ok && run_command(&ar, options->verbose, xsprintf("library '%s': its archive", s->name));
  ok = ok && rename(xsprintf("%s/lib%s.a", work, s->name), archive) == 0;
  for (int i = 0; i < s->sources.count; i++)
    unlink(xsprintf("%s/%d.o", work, i));
  unlink(xsprintf("%s/lib%s.a", work, s->name));
  rmdir(work);
  return ok;
}

/* The external functions' libraries, after the model's objects. */
static void link_words(PtrList *argv)
{
  for (int i = 0; i < externals.archives.count; i++)
    list_push(argv, externals.archives.items[i]);
  for (int i = 0; i < externals.library_dirs.count; i++)
    list_push(argv, xsprintf("-L%s", (char *)externals.library_dirs.items[i]));
  for (int i = 0; i < externals.libraries.count; i++)
    list_push(argv, xsprintf("-l%s", (char *)externals.libraries.items[i]));
}

/* The objects of the model, and the external functions' libraries built;
   false after a message.  *libdir, *incdir: the runtime's. */
static bool build_objects(const PtrList *c_files, const BuildOptions *options, char **libdir, char **incdir)
{
  if (!find_runtime(libdir, incdir)) {
    say_clean(xsprintf("hysc: error: the runtime library libhyscrt.a was not found (looked next to hysc and in %s); "
                       "set HYSC_RUNTIME_DIR or reinstall", *libdir));
    return false;
  }
  externals = (ExternalLibraries){ 0 };
  if (!external_libraries_find(&externals))
    return false;
  for (int i = 0; i < externals.source_libraries.count; i++)
    if (!build_source_library(externals.source_libraries.items[i], options, *incdir))
      return false;
  /* one unit: compiled and linked by one command */
  return c_files->count == 1 || compile_objects(c_files, options, *incdir);
}

/* c_files built and linked into output: an executable with libhyscrt.a,
   or a shared object with the whole runtime of FMUs. */
static int build(const PtrList *c_files, const char *output, const BuildOptions *options, bool shared)
{
  char *libdir, *incdir;
  shared_object = shared;
  if (!build_objects(c_files, options, &libdir, &incdir))
    return 1;
  char *archive = xsprintf("%s/%s", libdir, shared ? "libhyscrt_pic.a" : "libhyscrt.a");
  if (shared && !exists(archive)) {
    say_clean(xsprintf("hysc: error: the runtime of FMUs %s was not found; rebuild or reinstall hysc", archive));
    return 1;
  }
  bool split = c_files->count > 1;
  PtrList argv = { 0 };
  compiler_words(&argv, options, incdir);
  /* -Bsymbolic: the model and runtime an FMU holds are its own, also when an
     importer loads two FMUs of hysc into its global scope (RTLD_GLOBAL) */
  if (shared)
    split_flags(&argv, "-shared -Wl,-Bsymbolic");
  list_push(&argv, "-o");
  list_push(&argv, (char *)output);
  for (int i = 0; i < c_files->count; i++)
    list_push(&argv, split ? object_name(c_files->items[i]) : c_files->items[i]);
  link_words(&argv);
  if (shared)   /* whole: the FMI functions are what the importer calls, nothing here */
    list_push(&argv, "-Wl,--whole-archive");
  list_push(&argv, archive);
  if (shared)
    list_push(&argv, "-Wl,--no-whole-archive");
  split_flags(&argv, HYSC_MODEL_LIBS);
  list_push(&argv, NULL);
  return run_command(&argv, options->verbose, split ? "linking its objects" : c_files->items[0]) ? 0 : 1;
}

int toolchain_build_executable(const PtrList *c_files, const char *output, const BuildOptions *options)
{
  return build(c_files, output, options, false);
}

int toolchain_build_shared(const PtrList *c_files, const char *output, const BuildOptions *options)
{
  return build(c_files, output, options, true);
}

char *toolchain_fmu_sources(void)
{
  char *libdir, *incdir;
  if (!find_runtime(&libdir, &incdir))
    return NULL;
  char *dir = xsprintf("%s/fmu-sources", libdir);
  return exists(xsprintf("%s/runtime/hysc_model.h", dir)) ? dir : NULL;
}
