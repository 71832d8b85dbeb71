/*
 * output.c - the CSV result file.
 *
 * Header "time","name",... (states, algebraic and discrete variables in
 * declaration order; parameters are not columns), one row per output time
 * and two rows (left and right limit) per event, values as %.17g.
 *
 * A result file must never be left half written: rows go to FILE.tmp-<pid>,
 * which is renamed over FILE only when the simulation succeeded and removed
 * otherwise (also on SIGINT/SIGTERM).  This file decides nothing about when
 * rows are written.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "hysc_runtime.h"

/* For the signal handler, which may only call async-signal-safe functions. */
static char *volatile pending_tmp_path;

static void remove_tmp_and_die(int sig)
{
  if (pending_tmp_path)
    unlink(pending_tmp_path);
  signal(sig, SIG_DFL);
  raise(sig);
}

static int is_column(const hysc_var *v)
{
  return v->kind == HYSC_STATE || v->kind == HYSC_ALGEBRAIC || v->kind == HYSC_DISCRETE;
}

static void write_quoted(FILE *fp, const char *s)
{
  fputc('"', fp);
  for (; *s; s++) {
    if (*s == '"')
      fputc('"', fp); /* CSV doubles embedded quotes */
    fputc(*s, fp);
  }
  fputc('"', fp);
}

int output_open(hysc_output *O, const hysc_model *m, const char *path)
{
  memset(O, 0, sizeof *O);
  struct stat st;
  if (strcmp(path, "-") == 0) {
    O->fp = stdout;
  } else if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
    /* a device or a pipe (/dev/null, /dev/stdout, a FIFO): written in place,
       since renaming over it would replace the device with a file */
    O->fp = fopen(path, "w");
    if (!O->fp) {
      fprintf(stderr, "%s: error: cannot write '%s': %s\n", m->name, path, strerror(errno));
      return HYSC_FAIL;
    }
  } else {
    size_t len = strlen(path) + 32;
    O->final_path = strdup(path);
    O->tmp_path = malloc(len);
    if (!O->final_path || !O->tmp_path) {
      fprintf(stderr, "%s: error: out of memory\n", m->name);
      output_abort(O);
      return HYSC_FAIL;
    }
    snprintf(O->tmp_path, len, "%s.tmp-%ld", path, (long)getpid());
    O->fp = fopen(O->tmp_path, "w");
    if (!O->fp) {
      fprintf(stderr, "%s: error: cannot create result file '%s' (as '%s'): %s\n",
              m->name, path, O->tmp_path, strerror(errno));
      output_abort(O);
      return HYSC_FAIL;
    }
    pending_tmp_path = O->tmp_path;
    signal(SIGINT, remove_tmp_and_die);
    signal(SIGTERM, remove_tmp_and_die);
  }

  fputs("\"time\"", O->fp);
  for (int i = 0; i < m->n_vars; i++)
    if (is_column(&m->vars[i])) {
      fputc(',', O->fp);
      write_quoted(O->fp, m->vars[i].name);
    }
  fputc('\n', O->fp);
  return HYSC_OK;
}

int output_row(hysc_output *O, const hysc_model *m, const hysc_data *D)
{
  FILE *fp = O->fp;
  fprintf(fp, "%.17g", D->t);
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (!is_column(v))
      continue;
    double x = v->kind == HYSC_DISCRETE ? D->d[v->index] : D->y[v->index];
    fprintf(fp, ",%.17g", x);
  }
  if (fputc('\n', fp) == EOF || ferror(fp)) {
    fprintf(stderr, "%s: error: at t=%.17g, cannot write result file '%s': %s\n",
            m->name, D->t, O->final_path ? O->final_path : "<stdout>", strerror(errno));
    O->failed = 1;
    return HYSC_FAIL;
  }
  return HYSC_OK;
}

int output_close(hysc_output *O, const hysc_model *m)
{
  int ok = fflush(O->fp) == 0 && !ferror(O->fp);
  if (O->fp != stdout) {
    ok = (fclose(O->fp) == 0) && ok;
    O->fp = NULL;
  }
  if (!ok) {
    fprintf(stderr, "%s: error: cannot write result file '%s': %s\n", m->name,
            O->final_path ? O->final_path : "<stdout>", strerror(errno));
    output_abort(O);
    return HYSC_FAIL;
  }
  if (O->final_path && rename(O->tmp_path, O->final_path) != 0) {
    fprintf(stderr, "%s: error: cannot rename '%s' to '%s': %s\n", m->name,
            O->tmp_path, O->final_path, strerror(errno));
    output_abort(O);
    return HYSC_FAIL;
  }
  pending_tmp_path = NULL;
  free(O->final_path);
  free(O->tmp_path);
  O->final_path = O->tmp_path = NULL;
  return HYSC_OK;
}

void output_abort(hysc_output *O)
{
  if (O->fp && O->fp != stdout)
    fclose(O->fp);
  else if (O->fp)
    fflush(O->fp);
  O->fp = NULL;
  if (O->tmp_path)
    unlink(O->tmp_path);
  pending_tmp_path = NULL;
  free(O->final_path);
  free(O->tmp_path);
  O->final_path = O->tmp_path = NULL;
}
