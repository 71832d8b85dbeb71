/*
 * summary.c - the table of a parameter study.  Each case ends by writing
 * DIR/case-NNNN.row (atomically: a temporary file beside it, renamed): the
 * header of summary.csv and the case's row.  summary.csv is always rebuilt
 * from those files, in case order, so a local run, a resumed run and the
 * tasks of a Slurm job array all give the same table; a row's existence
 * (with a status that is not a failure) is also what marks a case done.
 *
 * Columns: case, the swept values (a start value as NAME.start), status,
 * events, when<w>_t<k> (the first K times of each when-branch w, numbered as
 * in the model), zeno_time, the final value of every output variable, wall_s.
 * hysc's own variables and the when-branches of its contact and sliding
 * modes (lift-off, end of sliding) are left out unless --emit-internal.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "hysc_runtime.h"

static void add_number(text_buffer *b, double x)
{
  char buf[40];
  for (int digits = 6; digits <= 17; digits++) {
    snprintf(buf, sizeof buf, "%.*g", digits, x);
    if (strtod(buf, NULL) == x)
      break;
  }
  text_add(b, ",%s", buf);
}

/* A CSV field in double quotes, quotes doubled, line breaks as spaces. */
static void add_quoted_field(text_buffer *b, const char *s)
{
  text_add(b, ",\"");
  for (; *s; s++)
    text_add(b, "%s", *s == '"' ? "\"\"" : *s == '\n' || *s == '\r' ? " " : (char[2]){*s, 0});
  text_add(b, "\"");
}

/* A name of the header, quoted as CSV asks when it holds a comma, a quote
   or a line break (Real 'a,b'), else bare as before. */
static void add_name(text_buffer *b, const char *name, const char *suffix)
{
  if (!strpbrk(name, ",\"\r\n")) {
    text_add(b, ",%s%s", name, suffix);
    return;
  }
  char *whole = text_printf("%s%s", name, suffix);
  if (whole)
    add_quoted_field(b, whole);
  else
    b->failed = 1;
  free(whole);
}

/* Is when-branch w the model's (not the lift-off or the end of a mode)? */
static int when_shown(const sweep_summary *W, int w)
{
  const hysc_model *m = W->model;
  for (int k = 0; k < m->n_contacts && !W->emit_internal; k++)
    if (m->contacts[k].lift_off == w)
      return 0;
  for (int k = 0; k < m->n_slidings && !W->emit_internal; k++)
    if (m->slidings[k].end == w)
      return 0;
  return 1;
}

char *summary_header(const sweep_summary *W)
{
  const hysc_model *m = W->model;
  unsigned char *shown = output_shown_columns(m, W->emit_internal);
  if (!shown)
    return NULL;
  text_buffer b = {0};
  text_add(&b, "case");
  for (int i = 0; i < W->plan->n_axes; i++) {
    const hysc_var *v = W->plan->axes[i].var;
    add_name(&b, v->name, v->kind == HYSC_PARAMETER ? "" : ".start");
  }
  text_add(&b, ",status,events");
  for (int w = 0; w < m->n_whens; w++)
    for (int k = 1; k <= W->summary_events && when_shown(W, w); k++)
      text_add(&b, ",when%d_t%d", w + 1, k);
  text_add(&b, ",zeno_time");
  for (int i = 0, c = 1; i < m->n_vars; i++)
    if (output_is_column(&m->vars[i]) && shown[c++])
      add_name(&b, m->vars[i].name, "");
  text_add(&b, ",wall_s");
  free(shown);
  if (b.failed) {
    free(b.text);
    return NULL;
  }
  return b.text;
}

/* The first K distinct firing times of when-branch w ("" for those missing). */
static void add_when_times(text_buffer *b, const sweep_summary *W, const hysc_record *R, int w)
{
  int found = 0;
  double last = NAN;
  for (long i = 0; R && i < R->n_firings && found < W->summary_events; i++)
    if (R->firings[i].when == w && R->firings[i].t != last) {
      last = R->firings[i].t;
      add_number(b, last);
      found++;
    }
  for (; found < W->summary_events; found++)
    text_add(b, ",");
}

static int add_row(text_buffer *b, const sweep_summary *W, const sweep_case_result *r)
{
  const hysc_model *m = W->model;
  const hysc_record *R = r->record;
  unsigned char *shown = output_shown_columns(m, W->emit_internal);
  if (!shown)
    return HYSC_FAIL;
  text_add(b, "%ld", r->case_number);
  for (int i = 0; i < W->plan->n_axes; i++)
    add_number(b, r->values[i]);
  add_quoted_field(b, r->status);
  if (r->stats)
    text_add(b, ",%ld", r->stats->events);
  else
    text_add(b, ",");
  for (int w = 0; w < m->n_whens; w++)
    if (when_shown(W, w))
      add_when_times(b, W, R, w);
  if (r->stats && r->stats->accumulation)
    add_number(b, r->stats->accumulation_time);
  else
    text_add(b, ",");
  int finished = R && R->n_rows > 0 && strncmp(r->status, "failed", 6) != 0;
  for (int i = 0, c = 1; i < m->n_vars; i++) {
    if (!output_is_column(&m->vars[i]) || !shown[c++])
      continue;
    if (finished)
      add_number(b, R->values[(R->n_rows - 1) * R->n_columns + c - 1]);
    else
      text_add(b, ",");
  }
  free(shown);
  if (r->stats)
    text_add(b, ",%.6f", r->stats->wall_seconds);
  else
    text_add(b, ",");
  return HYSC_OK;
}

char *summary_case_path(const sweep_summary *W, long case_number, const char *extension)
{
  return text_printf("%s/case-%04ld.%s", W->dir, case_number, extension);
}

static char *case_path(const sweep_summary *W, long case_number)
{
  return summary_case_path(W, case_number, "row");
}

/* text into path through a temporary file beside it (PATH.tmp-XXXXXX, as
   a result's) and rename(2) */
static int write_atomically(const hysc_model *m, const char *path, const char *text)
{
  char *tmp = text_printf("%s.tmp-XXXXXX", path);
  int fd = tmp ? mkstemp(tmp) : -1;
  mode_t mask = umask(0);   /* the mode of any new file, as the results have */
  umask(mask);
  FILE *fp = fd >= 0 && fchmod(fd, 0666 & ~mask) == 0 ? fdopen(fd, "w") : NULL;
  int ok = fp && fputs(text, fp) >= 0;
  if (fp)
    ok = fclose(fp) == 0 && ok;
  else if (fd >= 0)
    close(fd);
  ok = ok && rename(tmp, path) == 0;
  if (!ok) {
    fprintf(stderr, "%s: error: cannot write %s: %s\n", m->name, text_clean(path),
            strerror(errno));
    if (fd >= 0)
      unlink(tmp);
  }
  free(tmp);
  return ok ? HYSC_OK : HYSC_FAIL;
}

/* b's text into path (both freed); ok 0: an allocation before failed */
static int write_and_free(const sweep_summary *W, char *path, text_buffer *b, int ok)
{
  int rc = HYSC_FAIL;
  if (!ok || !path || b->failed)
    fprintf(stderr, "%s: error: out of memory\n", W->model->name);
  else
    rc = write_atomically(W->model, path, b->text);
  free(path);
  free(b->text);
  return rc;
}

int summary_write_case(const sweep_summary *W, const sweep_case_result *r)
{
  text_buffer b = {0};
  char *header = summary_header(W), *path = case_path(W, r->case_number);
  text_add(&b, "%s\n", header ? header : "");
  if (add_row(&b, W, r) != HYSC_OK)
    b.failed = 1;
  text_add(&b, "\n");
  int rc = write_and_free(W, path, &b, header != NULL);
  free(header);
  return rc;
}

/* The two lines of a case's row file (malloc'd); HYSC_OK when both exist. */
static int read_case(const sweep_summary *W, long case_number, char **header, char **row)
{
  char *path = case_path(W, case_number);
  FILE *fp = path ? fopen(path, "r") : NULL;
  size_t cap = 0, cap2 = 0;
  *header = *row = NULL;
  int ok = fp && getline(header, &cap, fp) > 0 && getline(row, &cap2, fp) > 0;
  if (fp)
    fclose(fp);
  free(path);
  for (int i = 0; ok && i < 2; i++) {
    char *s = i ? *row : *header;
    s[strcspn(s, "\n")] = '\0';
  }
  if (!ok) {
    free(*header);
    free(*row);
    *header = *row = NULL;
  }
  return ok ? HYSC_OK : HYSC_FAIL;
}

/* The status field of a row: after case and the swept values, quoted. */
static const char *row_status(const sweep_summary *W, const char *row)
{
  const char *p = row;
  for (int i = 0; i <= W->plan->n_axes && p; i++)
    p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL;
  return p && *p == '"' ? p + 1 : "failed";
}

static int status_is_failure(const char *status)
{
  return strncmp(status, "failed", 6) == 0 || strncmp(status, "assert", 6) == 0;
}

/* The row's case number and values are those of this study's case. */
static int row_matches(const sweep_summary *W, long case_number, const char *row)
{
  text_buffer b = {0};
  double *values = calloc((size_t)W->plan->n_axes + 1, sizeof *values);
  int same = 0;
  if (values) {
    sweep_case_values(W->plan, case_number, values);
    text_add(&b, "%ld", case_number);
    for (int i = 0; i < W->plan->n_axes; i++)
      add_number(&b, values[i]);
    text_add(&b, ",");
    same = !b.failed && strncmp(row, b.text, b.len) == 0;
  }
  free(values);
  free(b.text);
  return same;
}

int summary_case_done(const sweep_summary *W, long case_number)
{
  char *header, *row;
  if (read_case(W, case_number, &header, &row) != HYSC_OK)
    return 0;
  char *expected = summary_header(W);
  int done = expected && strcmp(expected, header) == 0 && row_matches(W, case_number, row) &&
             strncmp(row_status(W, row), "failed", 6) != 0;
  free(expected);
  free(header);
  free(row);
  return done;
}

int summary_collect(const sweep_summary *W, long *missing, long *failed)
{
  text_buffer b = {0};
  char *expected = summary_header(W);
  text_add(&b, "%s\n", expected ? expected : "");
  *missing = *failed = 0;
  for (long c = 1; c <= W->plan->n_cases; c++) {
    char *header, *row;
    if (read_case(W, c, &header, &row) != HYSC_OK || !expected || strcmp(header, expected)) {
      ++*missing;
    } else {
      text_add(&b, "%s\n", row);
      *failed += status_is_failure(row_status(W, row));
    }
    free(header);
    free(row);
  }
  int rc = write_and_free(W, text_printf("%s/summary.csv", W->dir), &b, expected != NULL);
  free(expected);
  return rc;
}

/* ------------------------------------------------------------ --plot-summary */

/* The end of the CSV field at p: the next comma outside quotes, or the end. */
static const char *field_end(const char *p)
{
  int quoted = 0;
  for (; *p && (quoted || *p != ','); p++)
    quoted ^= *p == '"';
  return p;
}

/* Field [p, end) of the header is name[0..len): bare, or quoted with its
   quotes doubled. */
static int field_is(const char *p, const char *end, const char *name, size_t len)
{
  if (*p != '"')
    return (size_t)(end - p) == len && strncmp(p, name, len) == 0;
  size_t i = 0;
  for (p++; p < end - 1 && i < len; p++, i++) {
    if (*p == '"')
      p++;   /* "" stands for one quote */
    if (*p != name[i])
      return 0;
  }
  return i == len && p == end - 1 && *p == '"';
}

/* The index of field name[0..len) in the header, or -1. */
static int header_index(const char *header, const char *name, size_t len)
{
  int index = 0;
  for (const char *p = header;; index++) {
    const char *end = field_end(p);
    if (field_is(p, end, name, len))
      return index;
    if (!*end)
      return -1;
    p = end + 1;
  }
}

/* Field index of a CSV row (quoted fields may hold commas) as a number. */
static double row_field(const char *row, int index)
{
  const char *p = row;
  for (int i = 0; i < index && *p; i++) {
    p = field_end(p);
    if (*p)
      p++;
  }
  char *end;
  double x = strtod(p, &end);
  return end != p && (*end == ',' || *end == '\0') ? x : NAN;
}

/* The two columns of "Y:X" in header; HYSC_OK when both exist. */
static int find_columns(const char *header, const char *columns, int *y, int *x)
{
  const char *colon = strchr(columns, ':');
  *y = header_index(header, columns, (size_t)(colon - columns));
  *x = header_index(header, colon + 1, strlen(colon + 1));
  return *y >= 0 && *x >= 0 ? HYSC_OK : HYSC_FAIL;
}

int summary_check_columns(const sweep_summary *W, const char *columns)
{
  int y, x;
  char *header = summary_header(W);
  int rc = header && find_columns(header, columns, &y, &x) == HYSC_OK ? 0 : HYSC_EXIT_USAGE;
  if (rc) {
    const char *colon = strchr(columns, ':');
    int bad_y = header && y < 0;
    fprintf(stderr, "%s: error: --plot-summary %s: the summary has no column '%s'; its "
            "columns are %s (try --help)\n", W->model->name, text_clean(columns),
            bad_y ? text_clean_n(columns, (size_t)(colon - columns)) : text_clean(colon + 1),
            header ? text_clean(header) : "?");
  }
  free(header);
  return rc;
}

/* The numeric points of columns y and x of the summary file. */
static long read_points(FILE *fp, int y, int x, double **ys, double **xs)
{
  char *line = NULL;
  size_t cap = 0;
  long n = 0, room = 0;
  while (getline(&line, &cap, fp) > 0) {
    line[strcspn(line, "\n")] = '\0';   /* else the last column, wall_s, is no number */
    double yv = row_field(line, y), xv = row_field(line, x);
    if (!isfinite(yv) || !isfinite(xv))
      continue; /* a failed case, or one without an accumulation */
    if (n == room) {
      room = 2 * room + 64;
      double *ny = realloc(*ys, (size_t)room * sizeof **ys);
      double *nx = ny ? realloc(*xs, (size_t)room * sizeof **xs) : NULL;
      if (ny)
        *ys = ny;
      if (!nx)
        break;
      *xs = nx;
    }
    (*ys)[n] = yv;
    (*xs)[n++] = xv;
  }
  free(line);
  return n;
}

int summary_plot(const sweep_summary *W, const char *path, const char *columns)
{
  int y, x;
  char *file = text_printf("%s/summary.csv", W->dir), *header = NULL;
  FILE *fp = file ? fopen(file, "r") : NULL;
  size_t cap = 0;
  double *ys = NULL, *xs = NULL;
  int rc = HYSC_FAIL;
  if (!fp)
    fprintf(stderr, "%s: error: cannot read %s: %s\n", W->model->name,
            file ? text_clean(file) : "summary",
            strerror(errno));
  else if (getline(&header, &cap, fp) > 0) {
    header[strcspn(header, "\n")] = '\0';
    if (find_columns(header, columns, &y, &x) == HYSC_OK) {
      long n = read_points(fp, y, x, &ys, &xs);
      const char *colon = strchr(columns, ':');
      char *y_name = text_printf("%.*s", (int)(colon - columns), columns);
      if (y_name)
        rc = plot_summary_points(W->model, path, colon + 1, y_name, xs, ys, n);
      free(y_name);
    }
  }
  if (fp)
    fclose(fp);
  free(file);
  free(header);
  free(ys);
  free(xs);
  return rc;
}
