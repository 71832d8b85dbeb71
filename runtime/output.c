/*
 * output.c - the result file, CSV or MAT, and the in-memory record of a run.
 *
 * CSV: header "time","name",... (states, algebraic and discrete variables in
 * declaration order; parameters are not columns), one row per output time
 * and two rows (left and right limit) per event, values as the shortest
 * text that reads back as the same double (number_text.c), each row built
 * in memory and written with one fwrite through a large stdio buffer; a
 * column that keeps its value copies its text from the row before, an
 * alias or negated alias (hysc_model.output_alias) its column's text.
 *
 * MAT: MATLAB version 4 in the layout OpenModelica and Dymola write
 * ("binTrans"): the char matrices Aclass (Atrajectory / 1.1 / "" /
 * binTrans), name and description (one NUL-padded string per column, i.e.
 * stored transposed), the int32 matrix dataInfo (4 x n: data matrix 0 for
 * time, 1 for parameters and constants, 2 for the rest; 1-based index in it;
 * 0 = linear interpolation; -1 = undefined outside the time range), data_1
 * (time, then parameters and constants, at the start and the stop time) and
 * data_2 (time and the output columns, one column per row written).  An
 * alias or negated alias of an earlier column (hysc_model.output_alias)
 * has no row of data_2: its dataInfo names that column's, negative when
 * negated.  A regular file gets each row as it comes, data_2's count and
 * the stop time written in place at the end; stdout or a device gets the
 * rows kept in memory at the end.
 *
 * A result file must never be left half written: rows go to a new file
 * FILE.tmp-XXXXXX made by mkstemp in FILE's directory (so nothing planted
 * there, such as a symbolic link, is ever opened), which is renamed over FILE
 * by output_close, once the run ended (a failed run closes it too: its rows
 * up to the failure are complete rows), and removed by output_abort, when
 * the file could not be written or no row was, and when a signal ends the
 * process (INT, TERM, HUP, USR1, ALRM, PIPE; a signal the parent set to be
 * ignored stays ignored).  This file decides nothing about when rows are
 * written.
 *
 * --variable-filter and --no-event-rows narrow the file only: the record
 * (--compare, --plot, the summaries of a study) keeps every column and row.
 * hysc's own variables (contact.*, sliding.*, __mu*: hysc_var.internal) are
 * left out of the file likewise unless --emit-internal.  --emit-derivatives
 * adds der(x) of each state x the file holds after the other columns, as
 * OpenModelica writes them (the record does not keep them).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdint.h>
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

/* The signals whose default action ends the process and that a user, a
   terminal, a timer or a closed pipe may send during a run. */
static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGALRM, SIGPIPE};

static void remove_tmp_on_signals(void)
{
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
    struct sigaction old, sa;
    if (sigaction(fatal_signals[i], NULL, &old) != 0 || old.sa_handler == SIG_IGN)
      continue; /* ignored by the parent (nohup, trap ''): stays ignored */
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = remove_tmp_and_die;
    sigemptyset(&sa.sa_mask);
    sigaction(fatal_signals[i], &sa, NULL);
  }
}

/* FILE.tmp-XXXXXX beside FILE, created by mkstemp with the permissions an
   ordinary new file gets (0666 less the umask). */
static int open_temporary(hysc_output *O, const hysc_model *m, const char *path)
{
  O->final_path = strdup(path);
  O->tmp_path = text_printf("%s.tmp-XXXXXX", path);
  if (!O->final_path || !O->tmp_path) {
    fprintf(stderr, "%s: error: out of memory\n", m->name);
    output_abort(O);
    return HYSC_FAIL;
  }
  /* the handlers first, and no signal between creating the file and
     recording its name: a run killed at any moment leaves nothing */
  sigset_t fatal, old_mask;
  sigemptyset(&fatal);
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++)
    sigaddset(&fatal, fatal_signals[i]);
  remove_tmp_on_signals();
  sigprocmask(SIG_BLOCK, &fatal, &old_mask);
  int fd = mkstemp(O->tmp_path);
  if (fd >= 0)
    pending_tmp_path = O->tmp_path;
  sigprocmask(SIG_SETMASK, &old_mask, NULL);
  if (fd < 0) {
    fprintf(stderr, "%s: error: cannot create result file '%s' (as '%s'): %s\n",
            m->name, text_clean(path), text_clean(O->tmp_path), strerror(errno));
    free(O->tmp_path); /* not created: nothing to remove */
    O->tmp_path = NULL;
    output_abort(O);
    return HYSC_FAIL;
  }
  mode_t mask = umask(0);
  umask(mask);
  if (fchmod(fd, 0666 & ~mask) != 0 || !(O->fp = fdopen(fd, "wb"))) {
    fprintf(stderr, "%s: error: cannot create result file '%s' (as '%s'): %s\n",
            m->name, text_clean(path), text_clean(O->tmp_path), strerror(errno));
    close(fd);
    output_abort(O);
    return HYSC_FAIL;
  }
  return HYSC_OK;
}

int output_is_column(const hysc_var *v)
{
  return (v->kind == HYSC_STATE || v->kind == HYSC_ALGEBRAIC || v->kind == HYSC_DISCRETE ||
          v->kind == HYSC_COMPUTED) && v->type != HYSC_STRING;   /* a String is no number */
}

int output_selects(const regex_t *filter, const hysc_var *v)
{
  return !filter || regexec(filter, v->name, 0, NULL, 0) == 0;
}

unsigned char *output_shown_columns(const hysc_model *m, int emit_internal)
{
  unsigned char *shown = malloc((size_t)m->n_vars + 1);
  if (!shown)
    return NULL;
  int c = 0;
  shown[c++] = 1;
  for (int i = 0; i < m->n_vars; i++)
    if (output_is_column(&m->vars[i]))
      shown[c++] = (unsigned char)(emit_internal || !m->vars[i].internal);
  return shown;
}

static int any_internal(const hysc_model *m)
{
  for (int i = 0; i < m->n_vars; i++)
    if (m->vars[i].internal && output_is_column(&m->vars[i]))
      return 1;
  return 0;
}

/* O->in_file from the filter and --emit-internal: column 0 is time, then the
   output columns. */
static int select_columns(hysc_output *O, const hysc_model *m, const hysc_options *opt)
{
  if (!opt->filter && (opt->emit_internal || !any_internal(m)))
    return HYSC_OK;
  O->in_file = output_shown_columns(m, opt->emit_internal);
  if (!O->in_file) {
    fprintf(stderr, "%s: error: out of memory\n", m->name);
    return HYSC_FAIL;
  }
  for (int i = 0, c = 1; i < m->n_vars; i++)
    if (output_is_column(&m->vars[i]) && !output_selects(opt->filter, &m->vars[i]))
      O->in_file[c++] = 0;
    else
      c += output_is_column(&m->vars[i]);
  return HYSC_OK;
}

static int column_in_file(const hysc_output *O, int c)
{
  return !O->in_file || O->in_file[c];
}

/* Calls each(v, arg) for each state whose der(x) the file holds, in order;
   returns how many. */
static int each_derivative(const hysc_output *O, const hysc_model *m,
                           void (*each)(const hysc_var *v, void *arg), void *arg)
{
  int n = 0;
  for (int i = 0, c = 1; O->derivatives && i < m->n_vars; i++)
    if (output_is_column(&m->vars[i]) && column_in_file(O, c++) &&
        m->vars[i].kind == HYSC_STATE) {
      if (each)
        each(&m->vars[i], arg);
      n++;
    }
  return n;
}

static void header_derivative(const hysc_var *v, void *fp)
{
  fputs(",\"der(", fp);
  for (const char *s = v->name; *s; s++)
    fputs(*s == '"' ? "\"\"" : (char[2]){*s, 0}, fp);
  fputs(")\"", fp);
}

typedef struct {
  const hysc_data *D;
  char *p;      /* CSV: where the next value goes */
  double *row;  /* MAT: where the next value goes */
} derivative_values;

static void csv_derivative(const hysc_var *v, void *arg)
{
  derivative_values *x = arg;
  *x->p++ = ',';
  x->p += number_text(x->p, x->D->yp[v->index]);
}

static void mat_derivative(const hysc_var *v, void *arg)
{
  derivative_values *x = arg;
  *x->row++ = x->D->yp[v->index];
}

/* ------------------------------------------------------------ the record */

int record_init(hysc_record *R, const hysc_model *m)
{
  memset(R, 0, sizeof *R);
  R->n_columns = 1;
  for (int i = 0; i < m->n_vars; i++)
    R->n_columns += output_is_column(&m->vars[i]);
  return HYSC_OK;
}

void record_free(hysc_record *R)
{
  free(R->values);
  free(R->event_row);
  free(R->firings);
  free(R->trace);
  memset(R, 0, sizeof *R);
}

static int record_row(hysc_record *R, const hysc_model *m, const hysc_data *D, int event)
{
  if (R->n_rows == R->cap_rows) {
    long cap = R->cap_rows ? 2 * R->cap_rows : 1024;
    double *v = realloc(R->values, (size_t)cap * (size_t)R->n_columns * sizeof *v);
    if (v)
      R->values = v;
    unsigned char *e = realloc(R->event_row, (size_t)cap);
    if (e)
      R->event_row = e;
    if (!v || !e) {
      R->out_of_memory = 1;
      return HYSC_FAIL;
    }
    R->cap_rows = cap;
  }
  double *row = R->values + R->n_rows * R->n_columns;
  int c = 0;
  row[c++] = D->t;
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (output_is_column(v))
      row[c++] = hysc_var_value(D, v);
  }
  R->event_row[R->n_rows++] = (unsigned char)event;
  return HYSC_OK;
}

int record_firing(hysc_record *R, double t, int when)
{
  if (R->n_firings == R->cap_firings) {
    long cap = R->cap_firings ? 2 * R->cap_firings : 64;
    hysc_firing *f = realloc(R->firings, (size_t)cap * sizeof *f);
    if (!f) {
      R->out_of_memory = 1;
      return HYSC_FAIL;
    }
    R->firings = f;
    R->cap_firings = cap;
  }
  R->firings[R->n_firings].t = t;
  R->firings[R->n_firings].when = when;
  R->n_firings++;
  return HYSC_OK;
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

static int ends_with(const char *s, const char *suffix)
{
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && strcmp(s + n - k, suffix) == 0;
}

static int mat_row(hysc_output *O, const hysc_model *m, const hysc_data *D);
static int mat_prepare(hysc_output *O, const hysc_model *m);
static int share_rows(hysc_output *O, const hysc_model *m);
static void output_free(hysc_output *O);

/* Each column of the file (its variable) and its text in the row before:
   most columns of a wide result (a sampler's buffer, flags, parameters)
   keep their value from row to row, and a run of them is copied from the
   row before in one piece. */
struct output_column {
  uint64_t bits;
  size_t offset; /* of its ',' in the row before */
  int length;    /* with the ','; 0: not there */
  int array;     /* its value is D->y, d, w or p (0 .. 3) [index] */
  int index;
  int var;       /* in m->vars */
  /* its row of data_2 in a MAT file (time is row 1), negative where it
     holds the negated values; owner: the first column of that row; same:
     that column when not this one (-1: none), whose text a CSV row copies */
  int stored, owner, same;
};

static int column_array(hysc_kind kind)
{
  return kind == HYSC_DISCRETE ? 1 : kind == HYSC_COMPUTED ? 2
         : kind == HYSC_STATE || kind == HYSC_ALGEBRAIC ? 0 : 3;
}

static int list_columns(hysc_output *O, const hysc_model *m)
{
  if (!(O->columns = calloc((size_t)m->n_vars + 1, sizeof *O->columns)))
    return HYSC_FAIL;
  O->n_columns = 0;
  for (int i = 0, c = 1; i < m->n_vars; i++)
    if (output_is_column(&m->vars[i]) && column_in_file(O, c++)) {
      struct output_column *col = &O->columns[O->n_columns++];
      col->array = column_array(m->vars[i].kind);
      col->index = m->vars[i].index;
      col->var = i;
    }
  return share_rows(O, m) < 0 ? HYSC_FAIL : HYSC_OK;
}

int output_open(hysc_output *O, const hysc_model *m, const char *path,
                const hysc_options *opt, hysc_record *record)
{
  memset(O, 0, sizeof *O);
  O->count_at = O->stop_at = -1;
  struct stat st;
  hysc_format format = opt->format;
  O->no_event_rows = opt->no_event_rows;
  O->derivatives = opt->emit_derivatives;
  if (path && select_columns(O, m, opt) != HYSC_OK)
    return HYSC_FAIL;
  if (format == HYSC_FORMAT_AUTO)
    format = path && ends_with(path, ".mat") ? HYSC_FORMAT_MAT : HYSC_FORMAT_CSV;
  O->format = format;
  O->record = record;
  if (!path)
    return HYSC_OK;
  if (list_columns(O, m) != HYSC_OK) {
    fprintf(stderr, "%s: error: out of memory\n", m->name);
    output_abort(O);
    return HYSC_FAIL;
  }
  O->shown_path = strcmp(path, "-") == 0 ? "<stdout>" : path;
  if (strcmp(path, "-") == 0) {
    O->fp = stdout;
    external_messages_to(stderr);   /* external C's messages stay out of the results */
  } else if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
    /* a device or a pipe (/dev/null, /dev/stdout, a FIFO): written in place,
       since renaming over it would replace the device with a file */
    O->fp = fopen(path, "wb");
    if (!O->fp) {
      fprintf(stderr, "%s: error: cannot write '%s': %s\n", m->name, text_clean(path),
              strerror(errno));
      output_abort(O);
      return HYSC_FAIL;
    }
  } else {
    if (open_temporary(O, m, path) != HYSC_OK)
      return HYSC_FAIL;
  }

  if (O->fp != stdout)   /* whole blocks: a row of 10 000 columns is one write or a few */
    setvbuf(O->fp, NULL, _IOFBF, (size_t)1 << 20);
  if (format == HYSC_FORMAT_MAT) {   /* the matrices before data_2 go with the first row */
    if (mat_prepare(O, m) == HYSC_OK)
      return HYSC_OK;
    fprintf(stderr, "%s: error: out of memory\n", m->name);
    output_abort(O);
    return HYSC_FAIL;
  }
  fputs("\"time\"", O->fp);
  for (int i = 0, c = 1; i < m->n_vars; i++)
    if (output_is_column(&m->vars[i]) && column_in_file(O, c++)) {
      fputc(',', O->fp);
      write_quoted(O->fp, m->vars[i].name);
    }
  each_derivative(O, m, header_derivative, O->fp);
  fputc('\n', O->fp);
  return HYSC_OK;
}

/* The text of column c, whose value is that of an earlier column or its
   negation, copied from that column's text in this row (the sign added or
   taken off); -1 when the values differ after all. */
static int alias_text(const hysc_output *O, const struct output_column *c, const char *row,
                      char *p, uint64_t bits)
{
  const struct output_column *same = &O->columns[c->same];
  uint64_t sign = c->stored < 0 ? UINT64_C(1) << 63 : 0;
  if (same->length <= 0 || (same->bits ^ bits) != sign)
    return -1;
  const char *text = row + same->offset + 1;
  int n = same->length - 1;
  if (sign && *text == '-') {
    memcpy(p, text + 1, (size_t)n - 1);
    return n - 1;
  }
  if (sign)
    *p++ = '-';
  memcpy(p, text, (size_t)n);
  return n + !!sign;
}

/* The columns after time into p; the end of the text. */
static char *column_texts(hysc_output *O, const hysc_data *D, char *row, char *p, const char *before)
{
  const double *arrays[] = {D->y, D->d, D->w, D->p};
  const char *run = NULL;
  size_t run_length = 0;
  for (int k = 0; k < O->n_columns; k++) {
    struct output_column *c = &O->columns[k];
    double x = arrays[c->array][c->index];
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    if (c->length > 0 && c->bits == bits) {
      if (!run_length)
        run = before + c->offset;
      c->offset = (size_t)(p - row) + run_length;
      run_length += (size_t)c->length;
      continue;
    }
    if (run_length)
      memcpy(p, run, run_length);
    p += run_length;
    run_length = 0;
    c->offset = (size_t)(p - row);
    *p++ = ',';
    int n = c->same >= 0 ? alias_text(O, c, row, p, bits) : -1;
    n = n >= 0 ? n : number_text(p, x);
    p += n;
    c->bits = bits;
    c->length = n < HYSC_NUMBER_TEXT_MAX ? n + 1 : 0;
  }
  if (run_length)
    memcpy(p, run, run_length);
  return p + run_length;
}

/* One CSV row in *text; its length, 0 when out of memory.  The row before
   stays in the other buffer (the process writes one row at a time). */
static size_t csv_row(hysc_output *O, const hysc_model *m, const hysc_data *D, const char **text)
{
  size_t need = (size_t)(m->n_vars + m->n_states + 1) * (HYSC_NUMBER_TEXT_MAX + 1) + 1;
  for (int b = 0; b < 2 && need > O->row_capacity; b++) {
    char *grown = realloc(O->row_texts[b], need);
    if (!grown)
      return 0;
    O->row_texts[b] = grown;
  }
  O->row_capacity = need > O->row_capacity ? need : O->row_capacity;
  if (!O->columns && list_columns(O, m) != HYSC_OK)
    return 0;
  const char *before = O->row_texts[O->row_current];
  O->row_current ^= 1;
  char *row = O->row_texts[O->row_current], *p = row;
  p += number_text(p, D->t);
  p = column_texts(O, D, row, p, before);
  derivative_values x = {D, p, NULL};
  each_derivative(O, m, csv_derivative, &x);
  p = x.p;
  *p++ = '\n';
  *text = row;
  return (size_t)(p - row);
}

size_t output_row_text(hysc_output *O, const hysc_model *m, const hysc_data *D, const char **text)
{
  return csv_row(O, m, D, text);
}

int output_full(const hysc_output *O)
{
  return O->max_rows > 0 && O->rows >= O->max_rows;
}

/* After a row's write: the row counted (for the message of a failed run
   and a MAT file's count), or the failure told. */
static int row_written(hysc_output *O, const hysc_model *m, const hysc_data *D, int ok)
{
  if (!ok) {
    fprintf(stderr, "%s: error: at t=%.17g, cannot write result file '%s': %s\n",
            m->name, D->t, text_clean(O->shown_path), strerror(errno));
    O->failed = 1;
    return HYSC_FAIL;
  }
  if (!O->file_rows++)
    O->file_first_t = D->t;
  O->file_last_t = D->t;
  return HYSC_OK;
}


int output_row(hysc_output *O, const hysc_model *m, const hysc_data *D)
{
  FILE *fp = O->fp;
  if (output_full(O)) {
    /* the rows so far are complete: a failed run keeps them */
    fprintf(stderr, "%s: error: at t=%.17g, the run has written %ld output rows, the most "
            "--max-rows allows (event rows count too); raise --max-rows\n", m->name, D->t,
            O->rows);
    return HYSC_FAIL;
  }
  O->rows++;
  O->last_t = D->t;
  if (O->record && record_row(O->record, m, D, O->row_is_event) != HYSC_OK) {
    fprintf(stderr, "%s: error: at t=%.17g, out of memory keeping the results\n", m->name, D->t);
    O->failed = 1;
    return HYSC_FAIL;
  }
  if (!fp || (O->no_event_rows && O->row_is_event))
    return HYSC_OK;
  if (O->format == HYSC_FORMAT_MAT)
    return mat_row(O, m, D);
  const char *row_text;
  size_t length = csv_row(O, m, D, &row_text);
  if (!length) {
    fprintf(stderr, "%s: error: at t=%.17g, out of memory writing the results\n", m->name, D->t);
    O->failed = 1;
    return HYSC_FAIL;
  }
  return row_written(O, m, D, fwrite(row_text, 1, length, fp) == length && !ferror(fp));
}

/* ------------------------------------------------------------ MAT v4 */

/* One matrix: header (type, rows, columns, imaginary flag, name length with
   its NUL), name, data in column order (data NULL: the caller writes it).  Type 0 double, 20 int32, 51 text. */
static void mat_matrix(FILE *fp, const char *name, int type, long rows, long cols,
                       const void *data, size_t element_size)
{
  int32_t header[5] = {type, (int32_t)rows, (int32_t)cols, 0, (int32_t)strlen(name) + 1};
  fwrite(header, sizeof header, 1, fp);
  fwrite(name, strlen(name) + 1, 1, fp);
  if (data && rows > 0 && cols > 0)
    fwrite(data, element_size, (size_t)rows * (size_t)cols, fp);
}

/* strings[i] as column i of a char matrix, NUL-padded to the longest + 1 */
static int mat_strings(FILE *fp, const char *name, const char *const *strings, size_t n)
{
  size_t len = 1;
  for (size_t i = 0; i < n; i++)
    if (strlen(strings[i]) + 1 > len)
      len = strlen(strings[i]) + 1;
  char *buf = calloc(n * len, 1);
  if (!buf)
    return HYSC_FAIL;
  for (size_t i = 0; i < n; i++)
    memcpy(buf + i * len, strings[i], strlen(strings[i]));
  mat_matrix(fp, name, 51, (long)len, (long)n, buf, 1);
  free(buf);
  return HYSC_OK;
}

/* The description matrix is as wide as its longest text, for every variable:
   a description is cut to MAT_DESCRIPTION_MAX bytes ("..." at the end, at
   a character's start), so that one 100 KB description does not make the
   file 100 KB per variable. */
enum { MAT_DESCRIPTION_MAX = 1000 };

/* "description [unit]" as OpenModelica writes it; NULL: out of memory */
static char *mat_description(const hysc_var *v)
{
  size_t len = strlen(v->description) + strlen(v->unit) + 4;
  char *text = malloc(len);
  if (!text)
    return NULL;
  if (v->unit[0])
    snprintf(text, len, "%s%s[%s]", v->description, v->description[0] ? " " : "", v->unit);
  else
    snprintf(text, len, "%s", v->description);
  if (strlen(text) > MAT_DESCRIPTION_MAX) {
    size_t cut = MAT_DESCRIPTION_MAX - 3;
    while (cut > 0 && ((unsigned char)text[cut] & 0xC0) == 0x80)   /* inside a UTF-8 character */
      cut--;
    memcpy(text + cut, "...", 4);
  }
  return text;
}

typedef struct {
  const char **names;
  char **descriptions;
  int32_t *info;
  long k, col2;
  char *text;   /* the names der(x), one after the other */
  size_t used;
  int failed;
} mat_entries;

static void mat_derivative_entry(const hysc_var *v, void *arg)
{
  mat_entries *e = arg;
  char *name = e->text + e->used;
  e->used += (size_t)sprintf(name, "der(%s)", v->name) + 1;
  e->names[e->k] = name;
  e->descriptions[e->k] = text_printf("der(%s)", v->description[0] ? v->description : v->name);
  e->failed |= !e->descriptions[e->k];
  int32_t *info = e->info + 4 * e->k++;
  info[0] = 2, info[1] = (int32_t)++e->col2, info[2] = 0, info[3] = -1;
}

/* The der(x) entries of name, description and dataInfo from entry k on;
   returns the next entry, -1 when out of memory.  *text: their names. */
static long mat_derivative_entries(const hysc_output *O, const hysc_model *m, const char **names,
                                   char **descriptions, int32_t *info, long k, long *col2,
                                   char **text)
{
  size_t size = 1;
  for (int i = 0; i < m->n_vars; i++)
    size += m->vars[i].kind == HYSC_STATE ? strlen(m->vars[i].name) + 6 : 0;
  mat_entries e = {names, descriptions, info, k, *col2, malloc(size), 0, 0};
  if (!(*text = e.text))
    return -1;
  each_derivative(O, m, mat_derivative_entry, &e);
  *col2 = e.col2;
  return e.failed ? -1 : e.k;
}

static double parameter_value(const hysc_var *v, const hysc_data *D)
{
  return D->p[v->index];
}

/* The codes of hysc_model.output_alias: 1 + 4 * index + array. */
static int value_code(const struct output_column *c)
{
  return 1 + 4 * c->index + c->array;
}

/* Each column's row of data_2 (time is row 1).  A column whose variable is,
   through hysc_model.output_alias, the value of an earlier column or its
   negation shares that column's row, its dataInfo index negative for a
   negation (as OpenModelica writes aliases): a copy or a negation of a
   double is exact, so the values read back bit for bit.  Returns the
   rows, time included; -1 when out of memory. */
static int share_rows(hysc_output *O, const hysc_model *m)
{
  int top = 0;
  for (int i = 0; i < m->n_vars; i++)
    top = m->vars[i].index > top ? m->vars[i].index : top;
  int codes = 4 * top + 5, rows = 1;
  int *var_of = malloc((size_t)codes * sizeof *var_of), *row_of = calloc((size_t)codes, sizeof *row_of);
  int *owner_of = malloc(((size_t)O->n_columns + 2) * sizeof *owner_of);   /* by row */
  for (int k = 0; var_of && k < codes; k++)
    var_of[k] = -1;
  for (int i = 0; var_of && i < m->n_vars; i++)
    if (m->vars[i].type != HYSC_STRING && m->vars[i].index >= 0)
      var_of[1 + 4 * m->vars[i].index + column_array(m->vars[i].kind)] = i;
  for (int k = 0; var_of && row_of && owner_of && k < O->n_columns; k++) {
    struct output_column *c = &O->columns[k];
    int code = value_code(c), sign = 1;
    for (int steps = 0; m->output_alias && steps < m->n_vars; steps++) {   /* a chain ends */
      int j = var_of[code], alias = j >= 0 ? m->output_alias[j] : 0;
      if (!alias || abs(alias) >= codes)
        break;
      sign = alias < 0 ? -sign : sign;
      code = abs(alias);
    }
    if (!row_of[code]) {   /* its first column: the row holds this column's values */
      row_of[code] = sign * ++rows;
      owner_of[rows] = k;
      c->owner = 1;
    }
    c->stored = sign * row_of[code];
    c->same = c->owner ? -1 : owner_of[abs(c->stored)];
  }
  int ok = var_of && row_of && owner_of;
  free(var_of);
  free(row_of);
  free(owner_of);
  O->n_stored = ok ? rows - 1 : 0;
  return ok ? rows : -1;
}

/* One row of data_2 into O->stored_row: time, the columns that own a row,
   der(x). */
static void mat_values(hysc_output *O, const hysc_model *m, const hysc_data *D)
{
  const double *arrays[] = {D->y, D->d, D->w, D->p};
  double *row = O->stored_row;
  *row++ = D->t;
  for (int k = 0; k < O->n_columns; k++)
    if (O->columns[k].owner)
      *row++ = arrays[O->columns[k].array][O->columns[k].index];
  derivative_values x = {D, NULL, row};
  each_derivative(O, m, mat_derivative, &x);
}

/* The dataInfo entries of time and of the columns, in the file's order of
   variables (entries[k] for the k-th file variable). */
static void mat_column_info(const hysc_output *O, int32_t *info)
{
  info[0] = 0, info[1] = 1, info[2] = 0, info[3] = -1;
  for (int k = 0; k < O->n_columns; k++) {
    int32_t *entry = info + 4 * (k + 1);
    entry[0] = 2, entry[1] = O->columns[k].stored, entry[2] = 0, entry[3] = -1;
  }
}

/* Aclass: 4 rows of 11 characters, stored column by column */
static void mat_aclass(FILE *fp)
{
  static const char *const aclass[4] = {"Atrajectory", "1.1", "", "binTrans"};
  char ac[44];
  memset(ac, 0, sizeof ac);
  for (int r = 0; r < 4; r++)
    for (size_t c = 0; c < strlen(aclass[r]); c++)
      ac[c * 4 + (size_t)r] = aclass[r][c];
  mat_matrix(fp, "Aclass", 51, 4, 11, ac, 1);
}

/* Every matrix before data_2's values: data_1 holds time t0 and t1 and the
   parameters at D; data_2 is announced with `rows` columns.  In a regular
   file, the offsets of data_1's t1 and of data_2's count are kept for
   output_close. */
static int mat_head(hysc_output *O, const hysc_model *m, const hysc_data *D, double t0, double t1,
                    long rows)
{
  FILE *fp = O->fp;
  int n_params = 0;
  for (int i = 0; i < m->n_vars; i++)
    n_params += m->vars[i].kind == HYSC_PARAMETER || m->vars[i].kind == HYSC_CONSTANT;
  int n_der = each_derivative(O, m, NULL, NULL);
  long n = 1 + O->n_columns + n_der + n_params; /* time, columns, der(x), parameters */
  char *der_names = NULL;
  const char **names = calloc((size_t)n, sizeof *names);
  char **descriptions = calloc((size_t)n, sizeof *descriptions);
  int32_t *info = calloc((size_t)n * 4, sizeof *info);
  double *data_1 = calloc((size_t)(1 + n_params) * 2, sizeof *data_1);
  int status = HYSC_FAIL;
  if (!names || !descriptions || !info || !data_1)
    goto done;
  mat_aclass(fp);
  long k = 0, col2 = 1 + O->n_stored - n_der, col1 = 1;   /* der(x) after the own rows */
  names[k] = "time";
  descriptions[k++] = strdup("Simulation time [s]");
  mat_column_info(O, info);
  data_1[0] = t0;
  data_1[1 + n_params] = t1;
  for (int pass = 0; pass < 2; pass++) {
    if (pass && (k = mat_derivative_entries(O, m, names, descriptions, info, k, &col2,
                                            &der_names)) < 0)
      goto done;
    for (int i = 0, c = 1; i < m->n_vars; i++) {
      const hysc_var *v = &m->vars[i];
      int param = v->kind == HYSC_PARAMETER || v->kind == HYSC_CONSTANT;
      if (param != pass || (!param && (!output_is_column(v) || !column_in_file(O, c++))))
        continue;
      names[k] = v->name;
      if (!(descriptions[k] = mat_description(v)))
        goto done;
      if (param) {
        int32_t *entry = info + 4 * k;
        entry[0] = 1, entry[1] = (int32_t)++col1, entry[2] = 0, entry[3] = -1;
        data_1[col1 - 1] = data_1[col1 - 1 + 1 + n_params] = parameter_value(v, D);
      }
      k++;
    }
  }
  if (mat_strings(fp, "name", names, (size_t)n) != HYSC_OK ||
      mat_strings(fp, "description", (const char *const *)descriptions, (size_t)n) != HYSC_OK)
    goto done;
  mat_matrix(fp, "dataInfo", 20, 4, n, info, sizeof *info);
  long at = ftell(fp);
  mat_matrix(fp, "data_1", 0, 1 + n_params, 2, data_1, sizeof *data_1);
  O->stop_at = at + 20 + 7 + 8 * (1 + n_params);   /* header, "data_1", its first column */
  at = ftell(fp);
  O->count_at = at + 8;   /* the third int32 of data_2's header */
  mat_matrix(fp, "data_2", 0, 1 + O->n_stored, rows, NULL, sizeof(double));
  status = at < 0 && O->final_path ? HYSC_FAIL : HYSC_OK;
done:
  if (status != HYSC_OK)
    fprintf(stderr, "%s: error: out of memory writing the MAT file\n", m->name);
  for (long i = 0; descriptions && i < n; i++)
    free(descriptions[i]);
  free(names);
  free(descriptions);
  free(info);
  free(data_1);
  free(der_names);
  return status;
}

/* The layout of data_2 and a row's buffer, at output_open. */
static int mat_prepare(hysc_output *O, const hysc_model *m)
{
  O->n_stored += each_derivative(O, m, NULL, NULL);
  O->stored_row = malloc((size_t)(1 + O->n_stored) * sizeof *O->stored_row);
  return O->stored_row ? HYSC_OK : HYSC_FAIL;
}

/* A row of data_2: into a regular file at once (the matrices before it
   with the first row), else kept until output_close. */
static int mat_row(hysc_output *O, const hysc_model *m, const hysc_data *D)
{
  size_t n = 1 + (size_t)O->n_stored;
  if (O->final_path && O->count_at < 0 && mat_head(O, m, D, D->t, D->t, 0) != HYSC_OK) {
    O->failed = 1;
    return HYSC_FAIL;
  }
  mat_values(O, m, D);
  if (!O->final_path && O->n_kept == O->kept_cap) {
    long cap = O->kept_cap ? 2 * O->kept_cap : 256;
    double *grown = realloc(O->kept, (size_t)cap * n * sizeof *grown);
    if (!grown) {
      fprintf(stderr, "%s: error: at t=%.17g, out of memory keeping the results\n", m->name, D->t);
      O->failed = 1;
      return HYSC_FAIL;
    }
    O->kept = grown;
    O->kept_cap = cap;
  }
  if (!O->final_path) {
    memcpy(O->kept + (size_t)O->n_kept++ * n, O->stored_row, n * sizeof *O->stored_row);
    return row_written(O, m, D, 1);
  }
  return row_written(O, m, D, fwrite(O->stored_row, sizeof *O->stored_row, n, O->fp) == n);
}

/* The end of a MAT file: data_2's count of rows and data_1's stop time
   written in place, or everything when no row was written yet or the rows
   were kept. */
static int mat_finish(hysc_output *O, const hysc_model *m, const hysc_data *D)
{
  FILE *fp = O->fp;
  if (O->final_path && O->count_at >= 0) {
    int32_t count = (int32_t)O->file_rows;
    return fseek(fp, O->count_at, SEEK_SET) == 0 && fwrite(&count, sizeof count, 1, fp) == 1 &&
           fseek(fp, O->stop_at, SEEK_SET) == 0 &&
           fwrite(&O->file_last_t, sizeof O->file_last_t, 1, fp) == 1 ? HYSC_OK : HYSC_FAIL;
  }
  double t0 = O->file_rows ? O->file_first_t : D->t, t1 = O->file_rows ? O->file_last_t : D->t;
  if (mat_head(O, m, D, t0, t1, O->file_rows) != HYSC_OK)
    return HYSC_FAIL;
  size_t n = (size_t)O->n_kept * (1 + (size_t)O->n_stored);
  return !n || fwrite(O->kept, sizeof *O->kept, n, fp) == n ? HYSC_OK : HYSC_FAIL;
}

/* What an output holds besides its file. */
static void output_free(hysc_output *O)
{
  free(O->in_file);
  free(O->columns);
  free(O->row_texts[0]);
  free(O->row_texts[1]);
  free(O->stored_row);
  free(O->kept);
  O->in_file = NULL;
  O->columns = NULL;
  O->row_texts[0] = O->row_texts[1] = NULL;
  O->stored_row = O->kept = NULL;
  O->n_kept = O->kept_cap = 0;
}

int output_close(hysc_output *O, const hysc_model *m, const hysc_data *D)
{
  if (!O->fp) {
    output_free(O);
    return HYSC_OK;
  }
  if (O->format == HYSC_FORMAT_MAT && mat_finish(O, m, D) != HYSC_OK) {
    fprintf(stderr, "%s: error: cannot write result file '%s': %s\n", m->name,
            text_clean(O->shown_path), strerror(errno));
    output_abort(O);
    return HYSC_FAIL;
  }
  int ok = fflush(O->fp) == 0 && !ferror(O->fp);
  if (O->fp != stdout) {
    ok = (fclose(O->fp) == 0) && ok;
    O->fp = NULL;
  }
  if (!ok) {
    fprintf(stderr, "%s: error: cannot write result file '%s': %s\n", m->name,
            text_clean(O->shown_path), strerror(errno));
    output_abort(O);
    return HYSC_FAIL;
  }
  if (O->final_path && rename(O->tmp_path, O->final_path) != 0) {
    fprintf(stderr, "%s: error: cannot rename '%s' to '%s': %s\n", m->name,
            text_clean(O->tmp_path), text_clean(O->final_path), strerror(errno));
    output_abort(O);
    return HYSC_FAIL;
  }
  pending_tmp_path = NULL;
  free(O->final_path);
  free(O->tmp_path);
  O->final_path = O->tmp_path = NULL;
  output_free(O);
  return HYSC_OK;
}

void output_abort(hysc_output *O)
{
  output_free(O);
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
