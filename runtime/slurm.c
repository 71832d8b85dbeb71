/*
 * slurm.c - a parameter study on a Slurm cluster: --slurm=SCRIPT writes an
 * sbatch script whose job array runs the study's cases in chunks of
 * --slurm-chunk cases per array task (each task is this executable with the
 * study's own options and --sweep-cases=FIRST-LAST, writing into the same
 * sweep directory); --submit hands the script to sbatch (posix_spawnp, no
 * shell).  Afterwards --collect rebuilds summary.csv from the case rows.
 *
 * Every argument reaches the script single-quoted (a ' as '\''), so no file
 * or variable name is ever interpreted by the shell.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <limits.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "hysc_runtime.h"

extern char **environ;

/* Slurm's default MaxArraySize is 1001: at most 1000 tasks by default */
#define SLURM_DEFAULT_TASKS 1000

static void add_shell_quoted(text_buffer *b, const char *s)
{
  text_add(b, "'");
  for (; *s; s++)
    text_add(b, "%s", *s == '\'' ? "'\\''" : (char[2]){*s, 0});
  text_add(b, "'");
}

/* Letters, digits and ._-/ only: safe in an #SBATCH line, which is not quoted. */
static int plain_path(const char *s)
{
  for (; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
          strchr("._-/", *s)))
      return 0;
  return 1;
}

static void add_directives(text_buffer *b, const sweep_summary *W, long chunk, long tasks)
{
  const hysc_model *m = W->model;
  text_add(b, "#!/bin/sh\n# %s: a parameter study of %ld cases, %ld per array task.\n",
           plain_path(m->name) ? m->name : "model", W->plan->n_cases, chunk);
  text_add(b, "# Submit: sbatch SCRIPT; when the array is done, the same command line with\n"
              "# --collect instead of --slurm writes summary.csv.\n");
  text_add(b, "#SBATCH --job-name=%s_sweep\n", plain_path(m->name) ? m->name : "hysc");
  text_add(b, "#SBATCH --array=0-%ld\n#SBATCH --ntasks=1\n", tasks - 1);
  if (plain_path(W->dir) && W->dir[0] != '-')
    text_add(b, "#SBATCH --output=%s/slurm-%%A_%%a.out\n", W->dir);
}

/* The script's text (malloc'd) or NULL. */
static char *slurm_script(const sweep_summary *W, long chunk, char **case_args,
                          const char *cwd)
{
  text_buffer b = {0};
  long tasks = (W->plan->n_cases + chunk - 1) / chunk;
  add_directives(&b, W, chunk, tasks);
  text_add(&b, "set -e\ncd ");
  add_shell_quoted(&b, cwd);
  text_add(&b, "\nfirst=$((SLURM_ARRAY_TASK_ID * %ld + 1))\nlast=$((first + %ld))\n"
               "[ \"$last\" -le %ld ] || last=%ld\nexec", chunk, chunk - 1,
           W->plan->n_cases, W->plan->n_cases);
  for (int i = 0; case_args[i]; i++) {
    text_add(&b, " ");
    add_shell_quoted(&b, case_args[i]);
  }
  text_add(&b, " \"--sweep-cases=$first-$last\" \"--jobs=${SLURM_CPUS_PER_TASK:-1}\"\n");
  if (b.failed) {
    free(b.text);
    return NULL;
  }
  return b.text;
}

static int write_script(const hysc_model *m, const char *path, const char *text)
{
  FILE *fp = fopen(path, "w");
  int ok = fp && fputs(text, fp) >= 0;
  if (fp)
    ok = fclose(fp) == 0 && ok;
  if (!ok) {
    fprintf(stderr, "%s: error: cannot write --slurm script %s: %s\n", m->name, text_clean(path),
            strerror(errno));
    return HYSC_EXIT_FAILURE;
  }
  return HYSC_EXIT_OK;
}

/* sbatch SCRIPT; its exit status, 2 when sbatch is not on PATH. */
static int submit(const hysc_model *m, const char *path)
{
  char *argv[] = {"sbatch", (char *)path, NULL};
  pid_t pid;
  int status, rc = posix_spawnp(&pid, "sbatch", NULL, NULL, argv, environ);
  if (rc != 0) {
    fprintf(stderr, "%s: error: --submit: cannot run sbatch: %s; the script %s is written "
            "and can be submitted on the cluster\n", m->name,
            rc == ENOENT ? "it is not on PATH" : strerror(rc), text_clean(path));
    return HYSC_EXIT_USAGE;
  }
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR)
      return HYSC_EXIT_FAILURE;
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    fprintf(stderr, "%s: error: sbatch %s failed (its messages are above)\n", m->name,
            text_clean(path));
    return HYSC_EXIT_FAILURE;
  }
  return HYSC_EXIT_OK;
}

int slurm_main(const sweep_summary *W, const hysc_options *o, char **case_args)
{
  const hysc_model *m = W->model;
  long chunk = o->slurm_chunk;
  if (!chunk)
    chunk = (W->plan->n_cases + SLURM_DEFAULT_TASKS - 1) / SLURM_DEFAULT_TASKS;
  char cwd[PATH_MAX];
  if (!getcwd(cwd, sizeof cwd)) {
    fprintf(stderr, "%s: error: --slurm: cannot tell the working directory: %s\n", m->name,
            strerror(errno));
    return HYSC_EXIT_FAILURE;
  }
  char *text = slurm_script(W, chunk, case_args, cwd);
  if (!text) {
    fprintf(stderr, "%s: error: out of memory\n", m->name);
    return HYSC_EXIT_FAILURE;
  }
  int rc = write_script(m, o->slurm, text);
  free(text);
  if (rc == HYSC_EXIT_OK)
    fprintf(stderr, "%s: sweep: %s runs %ld cases in %ld array tasks into %s\n", m->name,
            text_clean(o->slurm), W->plan->n_cases, (W->plan->n_cases + chunk - 1) / chunk,
            text_clean(W->dir));
  if (rc == HYSC_EXIT_OK && o->submit)
    rc = submit(m, o->slurm);
  return rc;
}
