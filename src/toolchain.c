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

#include "hysc.h"
#include "build_config.h"

extern char **environ;

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

int toolchain_build_executable(const char *c_file, const char *output, bool verbose)
{
  char *libdir, *incdir;
  if (!find_runtime(&libdir, &incdir)) {
    fprintf(stderr, "hysc: error: the runtime library libhyscrt.a was not found (looked next to hysc and in %s); "
            "set HYSC_RUNTIME_DIR or reinstall\n", libdir);
    return 1;
  }
  const char *cc = getenv("HYSC_CC");
  if (!cc || !*cc)
    cc = HYSC_CC;
  PtrList argv = { 0 };
  split_flags(&argv, cc);
  split_flags(&argv, HYSC_MODEL_CFLAGS);
  const char *extra = getenv("HYSC_CFLAGS");
  if (extra)
    split_flags(&argv, extra);
  list_push(&argv, xsprintf("-I%s", incdir));
  list_push(&argv, "-o");
  list_push(&argv, (char *)output);
  list_push(&argv, (char *)c_file);
  list_push(&argv, xsprintf("%s/libhyscrt.a", libdir));
  split_flags(&argv, HYSC_MODEL_LIBS);
  list_push(&argv, NULL);

  if (verbose) {
    for (int i = 0; argv.items[i]; i++)
      fprintf(stderr, "%s%s", i ? " " : "", (char *)argv.items[i]);
    fputc('\n', stderr);
  }
  pid_t pid;
  int rc = posix_spawnp(&pid, argv.items[0], NULL, NULL, (char **)argv.items, environ);
  if (rc != 0) {
    fprintf(stderr, "hysc: error: cannot run the C compiler '%s': %s\n", (char *)argv.items[0], strerror(rc));
    return 1;
  }
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) {
      fprintf(stderr, "hysc: error: waiting for the C compiler: %s\n", strerror(errno));
      return 1;
    }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    const char *user_cc = getenv("HYSC_CC");
    if ((user_cc && *user_cc) || (extra && *extra))  /* the user's compiler or flags may be the cause */
      fprintf(stderr, "hysc: error: the C compiler failed on the generated code (%s) with HYSC_CC='%s' "
              "HYSC_CFLAGS='%s'\n", c_file, user_cc ? user_cc : "", extra ? extra : "");
    else
      fprintf(stderr, "hysc: error: the C compiler failed on the generated code (%s); this is a bug in hysc\n", c_file);
    return 1;
  }
  return 0;
}
