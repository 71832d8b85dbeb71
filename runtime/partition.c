/*
 * partition.c - a run part by part: when the compiler found independent
 * parts in the model (hysc_model.partitions, src/partition.c), each part is
 * simulated as a model of its own from the start to the stop time, and the
 * grid rows of all parts are put together into the whole model's rows.  An
 * event of one part then costs that part alone: no other part restarts,
 * steps to its time or writes a row for it.
 *
 * An event row is the whole model at one part's event: where the result has
 * event rows (the default), each part also keeps its event rows and its
 * dense output (trace.c), and at an event of one part the other parts'
 * values at that instant are read off their dense output; events of several
 * parts at the same instant share their rows, and an event row within
 * rounding of an output time stands for that grid row, as in a whole run
 * (events.c).  --check-jacobian and --no-partition keep the run whole,
 * and so does a part that ends early (accumulating events that stop the
 * run): the whole model then runs again as one, so that every part ends
 * where the whole run ends.  The parts, and then the formatting of a large
 * CSV file, are shared among --jobs processes (jobs.c); --events lines are
 * kept per part and printed in time order at the end.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "hysc_runtime.h"

/* The parts' grid rows, collected in the whole model's storage. */
typedef struct {
  const hysc_model *m;
  double interval;
  long n_rows;          /* grid rows, known after the first part */
  double *times;        /* [n_rows] */
  double *y, *d, *w;    /* [n_rows * n_continuous], [n_rows * n_discrete], [n_rows * n_computed] */
  hysc_firing *firings; /* every part's, in the whole model's branches */
  long n_firings, cap_firings;
  size_t y_bytes, d_bytes, w_bytes;  /* y, d and w are shared with the processes of jobs.c */
  hysc_stats stats;
  int parts;
  const hysc_options *opt;
  const hysc_data *whole;
  int *first_task;      /* [n_partitions + 1] the first task of each kind */
  int *contact_of_branch; /* [n_whens] the contact whose impact it is, or -1 */
  int named_kind;       /* the kind names holds (-1: none) */
  struct part_names_s *names;
  /* --events: every part's lines, printed in time order at the end */
  text_buffer log;
  long *log_lines;      /* offsets of the lines in log.text */
  long n_log_lines, cap_log_lines;
  double progress;      /* when the progress line was last written */
  /* what the parent had when the children started: a child reports the rest */
  hysc_stats forked_stats;
  long forked_firings;
  size_t forked_log;
  int forked;           /* the parts run from now on run in a child */
  /* with event rows: [tasks] each part's event rows (values, event_row
     its task's, 1 when run in a child) and its dense output (trace) */
  hysc_record *kept;
} assembly;

static int partition_applies(const hysc_model *m, const hysc_options *opt)
{
  return m->n_partitions > 0 && !opt->no_partition && !opt->check_jacobian && !opt->emit_derivatives &&
         opt->stop_time > opt->start_time;
}

/* The kind's variables that stand for one of the whole model's: all but
   the lifted numbers at the end. */
static int mapped_vars(const hysc_partition *k)
{
  return k->model->n_vars - k->n_lifted;
}

/* The tables of one kind's model that name things, made part j's. */
typedef struct part_names_s {
  hysc_var *vars;
  hysc_source *whens, *relations;
  hysc_setting *settings;
  double *relation_nominal;
} part_names;

/* The kind's model with the names of part j: messages, warnings and the
   event log of the part's run then name the whole model's variables,
   when-clauses and relations.  The parts of a kind may differ in their
   variables' nominal, min and max (src/partition.c signs them as slots):
   each takes the whole model's, and its relations' nominal scales. */
static void name_part(part_names *P, const hysc_partition *k, int j, const hysc_model *m)
{
  const hysc_model *km = k->model;
  for (int v = 0; v < mapped_vars(k); v++) {
    const hysc_var *whole = &m->vars[k->var_map[(long)v * k->n_parts + j]];
    P->vars[v].name = whole->name;
    P->vars[v].description = whole->description;
    P->vars[v].nominal = whole->nominal;
    P->vars[v].min = whole->min;
    P->vars[v].max = whole->max;
  }
  for (int b = 0; b < km->n_whens; b++)
    P->whens[b] = m->whens[k->branch_map[(long)b * k->n_parts + j]];
  for (int r = 0; r < km->n_relations; r++) {
    int whole = k->relation_map[(long)r * k->n_parts + j];
    P->relations[r] = whole >= 0 ? m->relations[whole] : km->relations[r];
    P->relation_nominal[r] = whole >= 0 && m->relation_nominal ? m->relation_nominal[whole]
                             : km->relation_nominal ? km->relation_nominal[r] : NAN;
  }
}

static int names_alloc(part_names *P, const hysc_model *km, int n_settings)
{
  P->vars = malloc(sizeof *P->vars * (size_t)(km->n_vars + 1));
  P->whens = malloc(sizeof *P->whens * (size_t)(km->n_whens + 1));
  P->relations = malloc(sizeof *P->relations * (size_t)(km->n_relations + 1));
  P->settings = malloc(sizeof *P->settings * (size_t)(km->n_vars + n_settings + 1));
  P->relation_nominal = malloc(sizeof *P->relation_nominal * (size_t)(km->n_relations + 1));
  if (!P->vars || !P->whens || !P->relations || !P->settings || !P->relation_nominal)
    return HYSC_FAIL;
  memcpy(P->vars, km->vars, sizeof *P->vars * (size_t)km->n_vars);
  return HYSC_OK;
}

static void names_free(part_names *P)
{
  free(P->vars);
  free(P->whens);
  free(P->relations);
  free(P->settings);
  free(P->relation_nominal);
}

/* Room for one more of count items of size bytes in a growing array. */
static int make_room(void **items, long count, long *capacity, size_t size)
{
  if (count < *capacity)
    return HYSC_OK;
  long grown_capacity = *capacity ? 2 * *capacity : 256;
  void *grown = realloc(*items, (size_t)grown_capacity * size);
  if (!grown)
    return HYSC_FAIL;
  *items = grown;
  *capacity = grown_capacity;
  return HYSC_OK;
}

/* A part's --events lines into the assembly. */
static int keep_log(assembly *A, const char *text, size_t size)
{
  for (size_t at = 0; at < size;) {
    const char *end = memchr(text + at, '\n', size - at);
    size_t length = end ? (size_t)(end - (text + at)) + 1 : size - at;
    if (make_room((void **)&A->log_lines, A->n_log_lines, &A->cap_log_lines, sizeof *A->log_lines) != HYSC_OK)
      return HYSC_FAIL;
    A->log_lines[A->n_log_lines++] = (long)A->log.len;
    text_add(&A->log, "%.*s", (int)length, text + at);
    at += length;
  }
  return A->log.failed ? HYSC_FAIL : HYSC_OK;
}

static const char *sorted_log;

static double line_time(long offset)
{
  return strtod(sorted_log + offset + strlen("event t="), NULL);
}

static int by_line_time(const void *a, const void *b)
{
  long x = *(const long *)a, y = *(const long *)b;
  double tx = line_time(x), ty = line_time(y);
  return tx < ty ? -1 : tx > ty ? 1 : (x > y) - (x < y);
}

/* The event log of all parts, by time (lines of one time in part order). */
static void print_log(assembly *A)
{
  if (!A->log.text)
    return;
  sorted_log = A->log.text;
  qsort(A->log_lines, (size_t)A->n_log_lines, sizeof *A->log_lines, by_line_time);
  for (long i = 0; i < A->n_log_lines; i++) {
    const char *line = A->log.text + A->log_lines[i];
    fwrite(line, 1, strcspn(line, "\n") + 1, A->opt->event_log ? A->opt->event_log : stderr);
  }
}

/* The part's --set list: every parameter of the kind at its value in the
   whole model (after the whole model's own --set), the part's lifted
   numbers, then the whole model's start-value settings of this part's
   variables. */
static int part_settings(hysc_setting *out, const hysc_var *vars, const hysc_partition *k, int j,
                         const hysc_model *m, const hysc_options *opt, const hysc_data *whole)
{
  int n = 0, mapped = mapped_vars(k);
  for (int v = 0; v < mapped; v++) {
    const hysc_var *w = &m->vars[k->var_map[(long)v * k->n_parts + j]];
    if (vars[v].kind == HYSC_PARAMETER || vars[v].kind == HYSC_CONSTANT)
      out[n++] = (hysc_setting){ w->name, &vars[v], whole->p[w->index] };
  }
  for (int l = 0; l < k->n_lifted; l++)
    out[n++] = (hysc_setting){ vars[mapped + l].name, &vars[mapped + l], k->lifted[(long)l * k->n_parts + j] };
  for (int s = 0; s < opt->n_settings; s++) {
    const hysc_var *w = opt->settings[s].var;
    if (w->kind == HYSC_PARAMETER)
      continue;
    for (int v = 0; v < mapped; v++)
      if (&m->vars[k->var_map[(long)v * k->n_parts + j]] == w)
        out[n++] = (hysc_setting){ opt->settings[s].text, &vars[v], opt->settings[s].value };
  }
  return n;
}

/* A part's row stands for grid time t when an event within rounding of t
   took its place (events.c: the right limit, a hysteresis away at most). */
static int same_grid_time(double row, double t, double interval)
{
  return fabs(row - t) <= 1e-6 * interval;
}

/* One row of part j of kind k (time, then its record's columns) into the
   whole model's y, d and w of that row. */
static void place_columns(const assembly *A, const hysc_partition *k, int j, const double *values, double *y,
                          double *d, double *w)
{
  const hysc_var *vars = k->model->vars;
  int column = 1;
  for (int v = 0; v < mapped_vars(k); v++) {
    if (!output_is_column(&vars[v]))
      continue;
    const hysc_var *whole = &A->m->vars[k->var_map[(long)v * k->n_parts + j]];
    if (whole->kind == HYSC_DISCRETE)
      d[whole->index] = values[column];
    else if (whole->kind == HYSC_COMPUTED)
      w[whole->index] = values[column];
    else
      y[whole->index] = values[column];
    column++;
  }
}

/* The part's grid rows into the assembly; 0 when its grid is not the
   first part's (then the run goes whole). */
static int collect_rows(assembly *A, const hysc_record *R, const hysc_partition *k, int j)
{
  const hysc_model *m = A->m;
  long row = 0;
  for (long r = 0; r < R->n_rows; r++) {
    if (R->event_row[r])
      continue;
    const double *values = &R->values[r * R->n_columns];
    if (row >= A->n_rows || !same_grid_time(values[0], A->times[row], A->interval))
      return 0;
    place_columns(A, k, j, values, &A->y[row * (m->n_states + m->n_algebraic)], &A->d[row * m->n_discrete],
                  &A->w[row * m->n_computed]);
    row++;
  }
  return row == A->n_rows;
}

static int add_firing(assembly *A, hysc_firing f)
{
  if (make_room((void **)&A->firings, A->n_firings, &A->cap_firings, sizeof *A->firings) != HYSC_OK)
    return HYSC_FAIL;
  A->firings[A->n_firings++] = f;
  return HYSC_OK;
}

/* A part's firing in the whole model's numbering: a when-branch, or at
   n_whens + c the beginning of contact c (contact.c), found by its branch. */
static int whole_firing(const assembly *A, const hysc_partition *k, int j, int when)
{
  const hysc_model *km = k->model;
  if (when < km->n_whens)
    return k->branch_map[(long)when * k->n_parts + j];
  int contact = when - km->n_whens;
  if (contact >= km->n_contacts)
    return -1;
  int branch = k->branch_map[(long)km->contacts[contact].when * k->n_parts + j];
  return A->contact_of_branch[branch] < 0 ? -1 : A->m->n_whens + A->contact_of_branch[branch];
}

static int add_firings(assembly *A, const hysc_record *R, const hysc_partition *k, int j)
{
  for (long f = 0; f < R->n_firings; f++) {
    int when = whole_firing(A, k, j, R->firings[f].when);
    if (when >= 0 && add_firing(A, (hysc_firing){ R->firings[f].t, when }) != HYSC_OK)
      return HYSC_FAIL;
  }
  return HYSC_OK;
}

/* sum += sign * part, counter by counter */
static void combine_stats(hysc_stats *sum, const hysc_stats *part, long sign)
{
  sum->steps += sign * part->steps;
  sum->rejected_steps += sign * part->rejected_steps;
  sum->residual_evals += sign * part->residual_evals;
  sum->jacobian_evals += sign * part->jacobian_evals;
  sum->newton_iters += sign * part->newton_iters;
  sum->events += sign * part->events;
  sum->root_iters += sign * part->root_iters;
}

static void add_stats(hysc_stats *sum, const hysc_stats *part)
{
  combine_stats(sum, part, 1);
  if (part->accumulation && !sum->accumulation) {
    sum->accumulation = part->accumulation;
    sum->accumulation_time = part->accumulation_time;
  }
}

/* The first part's grid fixes the rows and their times. */
static int size_rows(assembly *A, const hysc_record *R, const hysc_options *opt)
{
  const hysc_model *m = A->m;
  for (long r = 0; r < R->n_rows; r++)
    A->n_rows += !R->event_row[r];
  A->times = malloc(sizeof *A->times * (size_t)(A->n_rows + 1));
  A->y_bytes = sizeof *A->y * (size_t)(A->n_rows * (m->n_states + m->n_algebraic) + 1);
  A->d_bytes = sizeof *A->d * (size_t)(A->n_rows * m->n_discrete + 1);
  A->w_bytes = sizeof *A->w * (size_t)(A->n_rows * m->n_computed + 1);
  A->y = jobs_shared(A->y_bytes);
  A->d = jobs_shared(A->d_bytes);
  A->w = jobs_shared(A->w_bytes);
  if (!A->times || !A->y || !A->d || !A->w)
    return HYSC_FAIL;
  /* the grid's own times (timeline.c), not a row's that stands for one */
  for (long r = 0; r < A->n_rows; r++) {
    double t = opt->start_time + (double)r * opt->interval;
    A->times[r] = t > opt->stop_time || opt->stop_time - t <= 1e-9 * opt->interval ? opt->stop_time : t;
  }
  return HYSC_OK;
}

/* A part's event rows and dense output, taken from its record R into K
   (event_row[0] says whether a child ran it). */
static int keep_events(hysc_record *K, hysc_record *R, int in_child)
{
  if (R->out_of_memory)
    return HYSC_FAIL;
  K->n_columns = R->n_columns;
  K->values = malloc(sizeof *K->values * (size_t)(R->n_rows * R->n_columns + 1));
  K->event_row = malloc(1);
  if (!K->values || !K->event_row)
    return HYSC_FAIL;
  K->event_row[0] = (unsigned char)in_child;
  for (long r = 0; r < R->n_rows; r++)
    if (R->event_row[r])
      memcpy(&K->values[K->n_rows++ * K->n_columns], &R->values[r * R->n_columns],
             sizeof *K->values * (size_t)R->n_columns);
  K->trace = R->trace;
  K->n_trace = R->n_trace;
  R->trace = NULL;
  return HYSC_OK;
}

/* Part j of kind k: its run, its rows and firings.  HYSC_STOP: the part
   ended early, or its grid differs: the run goes whole. */
static int run_part(assembly *A, const hysc_options *opt, const hysc_partition *k, int j, part_names *P,
                    int task)
{
  const hysc_data *whole = A->whole;
  hysc_model km = *k->model;
  hysc_var *vars = P->vars;
  km.vars = P->vars;
  km.whens = P->whens;
  km.relations = P->relations;
  km.relation_nominal = P->relation_nominal;
  name_part(P, k, j, A->m);
  hysc_options po = *opt;
  po.settings = P->settings;
  po.n_settings = part_settings(P->settings, vars, k, j, A->m, opt, whole);
  char *log_text = NULL;
  size_t log_size = 0;
  if (opt->log_events && !(po.event_log = open_memstream(&log_text, &log_size)))
    return HYSC_FAIL;
  po.progress = 0;
  po.print_stats = 0;
  po.filter = NULL;
  po.max_rows = 9e18;
  po.no_event_rows = 1;   /* every grid row kept, also where an event stands for it */
  hysc_record R;
  hysc_stats st;
  record_init(&R, &km);
  R.keep_trace = A->kept != NULL;
  int status = sim_simulate(&km, &po, NULL, &R, &st, NULL, NULL);
  int rc = status == HYSC_EXIT_OK ? HYSC_OK : status == HYSC_EXIT_FAILURE ? HYSC_FAIL : HYSC_STOP;
  if (po.event_log) {
    if (fclose(po.event_log) != 0 || (rc == HYSC_OK && keep_log(A, log_text, log_size) != HYSC_OK))
      rc = HYSC_FAIL;
    free(log_text);
  }
  if (rc == HYSC_OK && A->parts == 0 && size_rows(A, &R, opt) != HYSC_OK)
    rc = HYSC_FAIL;
  if (rc == HYSC_OK && !collect_rows(A, &R, k, j)) {
    fprintf(stderr, "%s: note: the part of %s has other output times than the first part's: "
            "the model is simulated as a whole\n", A->m->name, text_clean(vars[0].name));
    rc = HYSC_STOP;
  } else if (rc == HYSC_STOP) {
    fprintf(stderr, "%s: note: the part of %s ended before the stop time: the model is simulated "
            "as a whole, so that every part ends there\n", A->m->name, text_clean(vars[0].name));
  }
  if (rc == HYSC_OK && add_firings(A, &R, k, j) != HYSC_OK)
    rc = HYSC_FAIL;
  if (rc == HYSC_OK)
    add_stats(&A->stats, &st);
  if (rc == HYSC_OK && A->kept)
    rc = keep_events(&A->kept[task], &R, A->forked);
  A->parts++;
  record_free(&R);
  return rc;
}

/* Task t: part t - first_task[i] of kind i. */
static int kind_of_task(const assembly *A, int task)
{
  int i = 0;
  while (task >= A->first_task[i + 1])
    i++;
  return i;
}

static int run_task(void *ctx, int task, int first_child, FILE *fp)
{
  (void)fp;
  assembly *A = ctx;
  const hysc_model *m = A->m;
  int i = kind_of_task(A, task);
  const hysc_partition *k = &m->partitions[i];
  if (A->named_kind != i) {
    names_free(A->names);
    A->named_kind = i;
    if (names_alloc(A->names, k->model, A->opt->n_settings) != HYSC_OK)
      return HYSC_FAIL;
  }
  int rc = run_part(A, A->opt, k, task - A->first_task[i], A->names, task);
  if (first_child && A->opt->progress && isatty(STDERR_FILENO) && sim_wall_clock() - A->progress > 0.5) {
    A->progress = sim_wall_clock();
    fprintf(stderr, "\r%s: part %d of %d", m->name, task + 1, A->first_task[m->n_partitions]);
  }
  return rc;
}

/* The event rows and dense output of the parts a child ran: task, columns,
   rows, trace points, each followed by its numbers; task -1 ends. */
static int report_kept(const assembly *A, FILE *fp)
{
  int total = A->first_task[A->m->n_partitions];
  for (int t = 0; A->kept && t < total; t++) {
    const hysc_record *K = &A->kept[t];
    size_t rows = (size_t)(K->n_rows * K->n_columns), points = (size_t)(K->n_trace * trace_width(K));
    if (!K->event_row || !K->event_row[0])
      continue;
    if (fwrite(&t, sizeof t, 1, fp) != 1 || fwrite(&K->n_columns, sizeof K->n_columns, 1, fp) != 1 ||
        fwrite(&K->n_rows, sizeof K->n_rows, 1, fp) != 1 || fwrite(&K->n_trace, sizeof K->n_trace, 1, fp) != 1 ||
        fwrite(K->values, sizeof *K->values, rows, fp) != rows ||
        fwrite(K->trace ? K->trace : K->values, sizeof *K->trace, points, fp) != points)
      return HYSC_FAIL;
  }
  int end = -1;
  return fwrite(&end, sizeof end, 1, fp) == 1 ? HYSC_OK : HYSC_FAIL;
}

static int gather_kept(assembly *A, FILE *fp)
{
  int t, total = A->first_task[A->m->n_partitions];
  while (fread(&t, sizeof t, 1, fp) == 1 && t >= 0) {
    if (t >= total || !A->kept)
      return HYSC_FAIL;
    hysc_record *K = &A->kept[t];
    if (fread(&K->n_columns, sizeof K->n_columns, 1, fp) != 1 || fread(&K->n_rows, sizeof K->n_rows, 1, fp) != 1 ||
        fread(&K->n_trace, sizeof K->n_trace, 1, fp) != 1 || K->n_columns < 1 || K->n_rows < 0 || K->n_trace < 0)
      return HYSC_FAIL;
    size_t rows = (size_t)(K->n_rows * K->n_columns), points = (size_t)(K->n_trace * trace_width(K));
    K->values = malloc(sizeof *K->values * (rows + 1));
    K->trace = malloc(sizeof *K->trace * (points + 1));
    if (!K->values || !K->trace || fread(K->values, sizeof *K->values, rows, fp) != rows ||
        fread(K->trace, sizeof *K->trace, points, fp) != points)
      return HYSC_FAIL;
  }
  return t == -1 ? HYSC_OK : HYSC_FAIL;
}

/* A child's statistics, firings and event log, for the parent. */
static int report(void *ctx, FILE *fp)
{
  assembly *A = ctx;
  hysc_stats st = A->stats;
  combine_stats(&st, &A->forked_stats, -1);
  long n = A->n_firings - A->forked_firings;
  size_t log_size = A->log.len - A->forked_log;
  /* no firings: A->firings may be NULL, which fwrite must not be given */
  return fwrite(&st, sizeof st, 1, fp) == 1 && fwrite(&n, sizeof n, 1, fp) == 1 &&
         (n == 0 || fwrite(A->firings + A->forked_firings, sizeof *A->firings, (size_t)n, fp) == (size_t)n) &&
         fwrite(&log_size, sizeof log_size, 1, fp) == 1 &&
         fwrite(A->log.text ? A->log.text + A->forked_log : "", 1, log_size, fp) == log_size &&
         report_kept(A, fp) == HYSC_OK
         ? HYSC_OK : HYSC_FAIL;
}

static int gather(void *ctx, FILE *fp)
{
  assembly *A = ctx;
  hysc_stats st;
  long n;
  size_t log_size;
  hysc_record R = { 0 };
  if (fread(&st, sizeof st, 1, fp) != 1 || fread(&n, sizeof n, 1, fp) != 1 || n < 0)
    return HYSC_FAIL;
  add_stats(&A->stats, &st);
  R.firings = malloc(sizeof *R.firings * (size_t)(n + 1));
  R.n_firings = n;
  int rc = R.firings && fread(R.firings, sizeof *R.firings, (size_t)n, fp) == (size_t)n ? HYSC_OK : HYSC_FAIL;
  for (long f = 0; f < n && rc == HYSC_OK; f++)
    rc = add_firing(A, R.firings[f]);
  free(R.firings);
  if (rc != HYSC_OK || fread(&log_size, sizeof log_size, 1, fp) != 1)
    return HYSC_FAIL;
  char *text = malloc(log_size + 1);
  rc = text && fread(text, 1, log_size, fp) == log_size ? keep_log(A, text, log_size) : HYSC_FAIL;
  free(text);
  return rc == HYSC_OK ? gather_kept(A, fp) : rc;
}

/* How many processes share the parts: --jobs, else every processor, but
   one in a case of a parameter study (the study runs its cases at once). */
static int part_processes(const hysc_options *opt)
{
  if (opt->jobs > 0)
    return opt->jobs;
  return opt->sweep_case || opt->sweep_cases ? 1 : jobs_default_processes();
}

/* The first part alone (it sizes the grid), then the others, in several
   processes when there are enough of them. */
static int run_parts(assembly *A)
{
  const hysc_model *m = A->m;
  part_names names = { 0 };
  A->names = &names;
  A->named_kind = -1;
  A->first_task = malloc(sizeof *A->first_task * (size_t)(m->n_partitions + 1));
  if (!A->first_task)
    return HYSC_FAIL;
  A->first_task[0] = 0;
  for (int i = 0; i < m->n_partitions; i++)
    A->first_task[i + 1] = A->first_task[i] + m->partitions[i].n_parts;
  int total = A->first_task[m->n_partitions], processes = part_processes(A->opt);
  if (!A->opt->no_event_rows && !(A->kept = calloc((size_t)total, sizeof *A->kept)))
    return HYSC_FAIL;
  int rc = run_task(A, 0, 1, NULL);
  if (rc == HYSC_OK && processes > 1 && total - 1 >= 4 * processes) {
    jobs_spec J = { m->name, 1, total, run_task, report, gather, A };
    A->forked_stats = A->stats;
    A->forked_firings = A->n_firings;
    A->forked_log = A->log.len;
    A->forked = 1;
    rc = jobs_run(&J, processes);
  } else {
    for (int task = 1; task < total && rc == HYSC_OK; task++)
      rc = run_task(A, task, 1, NULL);
  }
  if (A->opt->progress && isatty(STDERR_FILENO))
    fprintf(stderr, "\r%*s\r", 40, "");
  names_free(&names);
  return rc;
}

static int by_time(const void *a, const void *b)
{
  const hysc_firing *x = a, *y = b;
  return x->t < y->t ? -1 : x->t > y->t ? 1 : x->when - y->when;
}

/* Row r of the assembly in whole (its y and d point into the assembly). */
static void load_row(const assembly *A, long r, hysc_data *whole)
{
  const hysc_model *m = A->m;
  whole->t = A->times[r];
  whole->y = &A->y[r * (m->n_states + m->n_algebraic)];
  whole->d = &A->d[r * m->n_discrete];
  whole->w = &A->w[r * m->n_computed];   /* the parts' values: not computed again */
}

/* CSV rows in processes of their own (jobs.c): task c writes the c-th run
   of rows into its child's file, which the parent copies in order. */
typedef struct {
  const assembly *A;
  hysc_output *O;
  hysc_data D;
  int tasks;
} row_writing;

static int write_row_task(void *ctx, int task, int first_child, FILE *fp)
{
  row_writing *W = ctx;
  (void)first_child;
  long n = W->A->n_rows, from = n * task / W->tasks, to = n * (task + 1) / W->tasks;
  for (long r = from; r < to; r++) {
    const char *text;
    load_row(W->A, r, &W->D);
    size_t length = output_row_text(W->O, W->A->m, &W->D, &text);
    if (!length || fwrite(text, 1, length, fp) != length)
      return HYSC_FAIL;
  }
  return HYSC_OK;
}

static int copy_rows(void *ctx, FILE *fp)
{
  const row_writing *W = ctx;
  char block[1 << 16];
  size_t n;
  while ((n = fread(block, 1, sizeof block, fp)) > 0)
    if (fwrite(block, 1, n, W->O->fp) != n)
      return HYSC_FAIL;
  return ferror(fp) || ferror(W->O->fp) ? HYSC_FAIL : HYSC_OK;
}

/* Many CSV rows of many columns into a file: formatting them is most of the
   work left after the parts ran, and it shares out as well. */
static int write_rows_at_once(const assembly *A, hysc_output *O, const hysc_data *whole, int processes)
{
  const hysc_model *m = A->m;
  double numbers = (double)A->n_rows * (m->n_states + m->n_algebraic + m->n_discrete);
  if (!O->fp || O->format != HYSC_FORMAT_CSV || O->record || processes < 2 || numbers < 1e6 ||
      (O->max_rows > 0 && A->n_rows > O->max_rows))
    return HYSC_STOP;
  row_writing W = { A, O, *whole, processes };
  jobs_spec J = { m->name, 0, processes, write_row_task, NULL, copy_rows, &W };
  int rc = jobs_run(&J, processes);
  if (rc == HYSC_OK)
    O->rows += A->n_rows;
  return rc == HYSC_OK ? HYSC_OK : HYSC_FAIL;
}

/* ---------------------------------------------- event rows from the parts */

/* One event row of a part: its time, the part's task, the row in kept[task]. */
typedef struct {
  double t;
  int task;
  long row;
} event_ref;

static int by_event_time(const void *a, const void *b)
{
  const event_ref *x = a, *y = b;
  if (x->t != y->t)
    return x->t < y->t ? -1 : 1;
  return x->task != y->task ? x->task - y->task : (x->row > y->row) - (x->row < y->row);
}

/* The whole model's row buffers, and per part where its dense output was
   last read and whether the result holds any of its columns. */
typedef struct {
  hysc_data row;
  long *cursor;
  double *columns;
  unsigned char *wanted;
} event_writing;

/* wanted[task]: a part none of whose columns the file holds (--variable-filter)
   is not read at events, unless the rows are also kept (--compare, --plot). */
static int parts_wanted(const assembly *A, const hysc_output *O, unsigned char *wanted)
{
  const hysc_model *m = A->m;
  int *column = malloc(sizeof *column * (size_t)(m->n_vars + 1));
  if (!column)
    return HYSC_FAIL;
  for (int i = 0, c = 1; i < m->n_vars; i++)
    column[i] = output_is_column(&m->vars[i]) ? c++ : 0;
  for (int task = 0; task < A->first_task[m->n_partitions]; task++) {
    const hysc_partition *k = &m->partitions[kind_of_task(A, task)];
    int j = task - A->first_task[kind_of_task(A, task)];
    wanted[task] = O->record || !O->in_file;
    for (int v = 0; v < mapped_vars(k) && !wanted[task]; v++) {
      int c = column[k->var_map[(long)v * k->n_parts + j]];
      wanted[task] = c > 0 && O->in_file[c];
    }
  }
  free(column);
  return HYSC_OK;
}

/* Values of part task into the row: its event row r, or (r < 0) its dense output at t. */
static void place_part(const assembly *A, event_writing *E, int task, long r, double t)
{
  int i = kind_of_task(A, task);
  const hysc_record *K = &A->kept[task];
  const double *values = E->columns;
  if (r >= 0)
    values = &K->values[r * K->n_columns];
  else if (K->n_trace > 0)
    trace_values(K, &E->cursor[task], t, E->columns);
  else
    return;
  place_columns(A, &A->m->partitions[i], task - A->first_task[i], values, E->row.y, E->row.d, E->row.w);
}

/* The rows of the events refs[from .. to) (one instant): every part at that
   instant on its dense output, then row i takes each of these parts' i-th
   event row (its last where it has fewer), as one event of the whole model. */
static int write_event_group(const assembly *A, hysc_output *O, event_writing *E, const event_ref *refs,
                             long from, long to)
{
  double t = refs[from].t;
  long rows = 0;
  for (int task = 0; task < A->first_task[A->m->n_partitions]; task++)
    if (E->wanted[task])
      place_part(A, E, task, -1, t);
  for (long e = from, first = from; e < to; e++) {
    if (refs[e].task != refs[first].task)
      first = e;
    rows = rows > e - first + 1 ? rows : e - first + 1;
  }
  int rc = HYSC_OK;
  for (long i = 0; i < rows && rc == HYSC_OK; i++) {
    for (long e = from, first = from; e < to; e++) {
      if (refs[e].task != refs[first].task)
        first = e;
      int last = e + 1 == to || refs[e + 1].task != refs[e].task;
      if (e - first == i || (last && e - first < i))
        place_part(A, E, refs[e].task, refs[e].row, t);
    }
    E->row.t = t;
    O->row_is_event = 1;
    rc = output_row(O, A->m, &E->row);
    O->row_is_event = 0;
  }
  return rc;
}

/* Every part's event rows, in time order; NULL out of memory. */
static event_ref *event_refs(const assembly *A, long *n)
{
  int total = A->first_task[A->m->n_partitions];
  *n = 0;
  for (int task = 0; task < total; task++)
    *n += A->kept[task].n_rows;
  event_ref *refs = malloc(sizeof *refs * (size_t)(*n + 1));
  if (!refs)
    return NULL;
  long e = 0;
  for (int task = 0; task < total; task++)
    for (long r = 0; r < A->kept[task].n_rows; r++)
      refs[e++] = (event_ref){ A->kept[task].values[r * A->kept[task].n_columns], task, r };
  qsort(refs, (size_t)*n, sizeof *refs, by_event_time);
  return refs;
}

/* Columns of the file, time included. */
static long file_columns(const assembly *A, const hysc_output *O)
{
  long columns = 1;
  for (int i = 0, c = 1; i < A->m->n_vars; i++)
    if (output_is_column(&A->m->vars[i]))
      columns += !O->in_file || O->in_file[c++];
  return columns;
}

/* Once, before a result of many numbers is written: what makes it large. */
static void warn_size(const assembly *A, const hysc_output *O, long event_rows)
{
  long columns = file_columns(A, O);
  double numbers = (double)(A->n_rows + event_rows) * (double)columns;
  if (O->fp && numbers > 1e7)
    fprintf(stderr, "%s: warning: the result gets %ld rows of %ld columns (%.0f million numbers), %ld of "
            "them the rows at events; --no-event-rows writes the output grid only, "
            "--variable-filter=REGEX fewer columns\n", A->m->name, A->n_rows + event_rows, columns,
            numbers / 1e6, event_rows);
}

/* Whether the file leaves out the event rows: by default, where they would
   hold more than 10 million numbers (some 200 MB of CSV) and outnumber the
   grid rows more than ten times, formatting them would cost many times the
   run (1000 balls for 3 s: 28 000 rows of 2001 numbers); says so once. */
static int event_rows_left_out(const assembly *A, const hysc_output *O)
{
  long event_rows = 0, columns = file_columns(A, O);
  for (int task = 0; task < A->first_task[A->m->n_partitions]; task++)
    event_rows += A->kept[task].n_rows;
  double numbers = (double)event_rows * (double)columns;
  if (A->opt->event_rows || !O->fp || numbers <= 1e7 || event_rows <= 10 * A->n_rows)
    return 0;
  fprintf(stderr, "%s: note: the result file leaves out the %ld rows at events (%.0f million numbers, "
          "%.0f times the %ld rows of the output grid); --event-rows writes them, "
          "--variable-filter=REGEX with fewer columns makes them fewer numbers\n", A->m->name, event_rows,
          numbers / 1e6, (double)event_rows / (double)(A->n_rows > 0 ? A->n_rows : 1), A->n_rows);
  return 1;
}

/* Whether the event of refs[e] stands for the grid row of time t: it is at
   the same instant, and not the terminal event (its right limit alone,
   at the stop time, after the grid row, events.c). */
static int covers(const assembly *A, const event_ref *refs, long n, long e, double t)
{
  if (e >= n || !sim_same_instant(refs[e].t, t))
    return 0;
  if (refs[e].t < A->opt->stop_time)
    return 1;
  double te = refs[e].t;
  while (e > 0 && refs[e - 1].t == te)
    e--;
  for (; e + 1 < n && refs[e + 1].t == te; e++)
    if (refs[e + 1].task == refs[e].task)
      return 1;   /* a left and a right limit: an event at the stop time */
  return 0;
}

/* The grid rows and the event rows in time order; a grid row within
   rounding of an event's is left out, the event rows stand for it. */
static int write_with_events(const assembly *A, hysc_output *O, const hysc_data *whole)
{
  const hysc_model *m = A->m;
  long n, e = 0;
  event_ref *refs = event_refs(A, &n);
  event_writing E = { *whole, calloc((size_t)A->first_task[m->n_partitions] + 1, sizeof *E.cursor),
                      malloc(sizeof *E.columns * (size_t)(m->n_vars + 1)),
                      malloc((size_t)A->first_task[m->n_partitions] + 1) };
  E.row.y = malloc(sizeof *E.row.y * (size_t)(m->n_states + m->n_algebraic + 1));
  E.row.d = malloc(sizeof *E.row.d * (size_t)(m->n_discrete + 1));
  E.row.w = malloc(sizeof *E.row.w * (size_t)(m->n_computed + 1));
  int rc = refs && E.cursor && E.columns && E.row.y && E.row.d && E.row.w && E.wanted ? HYSC_OK : HYSC_FAIL;
  if (rc == HYSC_OK)
    rc = parts_wanted(A, O, E.wanted);
  if (rc == HYSC_OK)
    warn_size(A, O, n);
  hysc_data grid = *whole;
  for (long r = 0; r <= A->n_rows && rc == HYSC_OK; r++) {
    double t = r < A->n_rows ? A->times[r] : INFINITY;
    while (e < n && (r == A->n_rows || (refs[e].t < t && !sim_same_instant(refs[e].t, t))) && rc == HYSC_OK) {
      long to = e;
      while (to < n && refs[to].t == refs[e].t)
        to++;
      rc = write_event_group(A, O, &E, refs, e, to);
      e = to;
    }
    if (r < A->n_rows && !covers(A, refs, n, e, t) && !(e > 0 && covers(A, refs, n, e - 1, t)) && rc == HYSC_OK) {
      load_row(A, r, &grid);
      rc = output_row(O, m, &grid);
    }
  }
  free(refs);
  free(E.cursor);
  free(E.columns);
  free(E.row.y);
  free(E.row.d);
  free(E.row.w);
  free(E.wanted);
  return rc;
}

/* The whole model's rows, written through the usual output. */
static int write_rows(assembly *A, const hysc_options *opt, const char *path, hysc_record *record,
                      hysc_data *whole)
{
  const hysc_model *m = A->m;
  hysc_output O;
  if (output_open(&O, m, path, opt, record) != HYSC_OK)
    return HYSC_FAIL;
  O.max_rows = opt->max_rows < 9e18 ? (long)opt->max_rows : 0;
  double *y = whole->y, *d = whole->d, *w = whole->w;
  int with_events = A->kept && (record || !event_rows_left_out(A, &O));
  int rc = with_events ? write_with_events(A, &O, whole) : write_rows_at_once(A, &O, whole, part_processes(opt));
  if (rc == HYSC_STOP) {
    rc = HYSC_OK;
    for (long r = 0; r < A->n_rows && rc == HYSC_OK; r++) {
      load_row(A, r, whole);
      rc = output_row(&O, m, whole);
    }
  }
  whole->y = y;
  whole->d = d;
  whole->w = w;
  if (record && rc == HYSC_OK && A->n_firings > 0) {   /* none: A->firings may be NULL, which qsort must not get */
    qsort(A->firings, (size_t)A->n_firings, sizeof *A->firings, by_time);
    for (long f = 0; f < A->n_firings && rc == HYSC_OK; f++)
      rc = record_firing(record, A->firings[f].t, A->firings[f].when);
  }
  if (rc == HYSC_OK)
    return output_close(&O, m, whole);
  output_abort(&O);
  return HYSC_FAIL;
}

static int partition_simulate(const hysc_model *m, const hysc_options *opt, const char *path,
                              hysc_record *record, hysc_stats *stats, double *end_time)
{
  double begin = sim_wall_clock();
  hysc_sim *S = calloc(1, sizeof *S);
  assembly A = { .m = m, .interval = opt->interval };
  if (!S)
    return HYSC_FAIL;
  S->opt = *opt;
  int rc = sim_alloc(S, m);
  if (rc == HYSC_OK) {
    sim_start_values(S);   /* the whole model's parameters, after --set */
    A.opt = opt;
    A.contact_of_branch = malloc(sizeof *A.contact_of_branch * (size_t)(m->n_whens + 1));
    if (!A.contact_of_branch)
      rc = HYSC_FAIL;
    for (int b = 0; b < m->n_whens && rc == HYSC_OK; b++)
      A.contact_of_branch[b] = -1;
    for (int c = 0; c < m->n_contacts && rc == HYSC_OK; c++)
      A.contact_of_branch[m->contacts[c].when] = c;
    A.whole = &S->data;
    if (rc == HYSC_OK && (rc = run_parts(&A)) == HYSC_FAIL) {
      /* the parts' rows are not put together: the whole model is run
         again, and keeps its rows up to the failure (simulation.c) */
      fprintf(stderr, "%s: note: a part failed: the model is simulated as a whole, to keep the "
              "rows up to the failure\n", m->name);
      rc = HYSC_STOP;
    }
  }
  if (rc == HYSC_OK)
    rc = write_rows(&A, opt, path, record, &S->data);
  if (rc == HYSC_OK)
    print_log(&A);
  A.stats.wall_seconds = sim_wall_clock() - begin;
  if (rc == HYSC_OK && opt->print_stats)
    sim_print_stats(m, opt, &A.stats, "part by part");
  if (rc == HYSC_OK && stats)
    *stats = A.stats;
  if (rc == HYSC_OK && end_time)
    *end_time = opt->stop_time;
  free(A.times);
  jobs_shared_free(A.y, A.y_bytes);
  jobs_shared_free(A.d, A.d_bytes);
  jobs_shared_free(A.w, A.w_bytes);
  free(A.firings);
  free(A.log.text);
  free(A.log_lines);
  free(A.contact_of_branch);
  int tasks = A.first_task ? A.first_task[m->n_partitions] : 0;   /* every part's record, run here or gathered */
  for (int t = 0; A.kept && t < tasks; t++)
    record_free(&A.kept[t]);
  free(A.kept);
  free(A.first_task);
  sim_free(S);
  free(S);
  return rc;
}

int run_simulation(const hysc_model *m, const hysc_options *opt, const char *path, hysc_record *record,
                   hysc_stats *stats, const char *label, double *end_time)
{
  if (partition_applies(m, opt)) {
    int rc = partition_simulate(m, opt, path, record, stats, end_time);
    if (rc != HYSC_STOP)
      return rc == HYSC_OK ? HYSC_EXIT_OK : HYSC_EXIT_FAILURE;
  }
  return sim_simulate(m, opt, path, record, stats, label, end_time);
}
