/*
 * compare.c - the backends side by side: --compare (both backends on the same
 * settings, optionally against a reference result file); the pairing of
 * events that work_precision.c uses too.
 *
 * Every run goes through run_simulation() with its rows kept in a hysc_record;
 * this file only reads records and prints tables.  It must not change how a
 * run is made: a comparison that ran differently from a plain run would
 * compare something else.
 *
 * How things are matched (also in hysc-simulate(1)):
 *  - events: the k-th firing of a when-branch on one run is paired with the
 *    k-th firing of the same branch on the other; the rest are unmatched;
 *  - variables: at the output grid times where both runs wrote a grid row
 *    (not an event row), except the times that lie between the two runs'
 *    times of a paired event (there the two are on opposite sides of a jump);
 *    relative differences are |a - b| / max(|a|, |b|, 1e-3 * the largest |value|
 *    of the variable in the run), so that a variable passing through zero is
 *    not judged by its values near zero;
 *  - a reference file is interpolated linearly in time within each of its
 *    event-free stretches (rows with equal times mark an event).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

/* relative differences are taken against at least this fraction of the
   largest magnitude the variable reaches */
#define RELATIVE_FLOOR 1e-3

typedef struct {
  const char *label;
  hysc_solver solver;
  hysc_record rec;
  hysc_stats stats;
  int status;
  double end_time;
  char *path;
} backend_run;

/* ------------------------------------------------------------ helpers */

/* "BB_res.csv" + "ida" -> "BB_res-ida.csv" (malloc'd; NULL: out of memory) */
static char *compare_suffixed_path(const char *path, const char *suffix)
{
  const char *base = strrchr(path, '/');
  const char *dot = strrchr(base ? base + 1 : path, '.');
  size_t stem = dot && dot != (base ? base + 1 : path) ? (size_t)(dot - path) : strlen(path);
  size_t len = strlen(path) + strlen(suffix) + 2;
  char *out = malloc(len);
  if (out)
    snprintf(out, len, "%.*s-%s%s", (int)stem, path, suffix, path + stem);
  return out;
}

static const char **column_names(const hysc_model *m)
{
  int n = 1;
  for (int i = 0; i < m->n_vars; i++)
    n += output_is_column(&m->vars[i]);
  const char **names = calloc((size_t)n, sizeof *names);
  if (!names)
    return NULL;
  names[0] = "time";
  for (int i = 0, c = 1; i < m->n_vars; i++)
    if (output_is_column(&m->vars[i]))
      names[c++] = m->vars[i].name;
  return names;
}

static int column_of_var(const hysc_model *m, int var)
{
  if (!output_is_column(&m->vars[var]))
    return -1;
  int c = 1;
  for (int i = 0; i < var; i++)
    c += output_is_column(&m->vars[i]);
  return c;
}

static double value(const hysc_record *R, long row, int c)
{
  return R->values[row * R->n_columns + c];
}

/* 1e-3 of the largest |value| of column c in R */
static double magnitude_floor(const hysc_record *R, int c)
{
  double big = 0;
  for (long i = 0; i < R->n_rows; i++)
    big = fmax(big, fabs(value(R, i, c)));
  return RELATIVE_FLOOR * big;
}

static double relative(double a, double b, double floor_value)
{
  double d = fabs(a - b), scale = fmax(fmax(fabs(a), fabs(b)), floor_value);
  return d == 0 ? 0 : scale > 0 ? d / scale : HUGE_VAL;
}

static int run_backend(const hysc_model *m, const hysc_options *opt, backend_run *b,
                       const char *path)
{
  hysc_options o = *opt;
  o.solver = b->solver;
  record_init(&b->rec, m);
  b->status = run_simulation(m, &o, path, &b->rec, &b->stats, b->label, &b->end_time);
  return b->status;
}

/* ------------------------------------------------------------ events */

static int pair_time_cmp(const void *x, const void *y)
{
  const event_pair *a = x, *b = y;
  double ta = isnan(a->t[0]) ? a->t[1] : a->t[0];
  double tb = isnan(b->t[0]) ? b->t[1] : b->t[0];
  return ta < tb ? -1 : ta > tb ? 1 : a->when - b->when;
}

/* Pairs the firings of two records by branch and order; sorted by time. */
event_pair *compare_pair_events(const hysc_model *m, const hysc_record *A, const hysc_record *B,
                                long *n_pairs)
{
  long cap = A->n_firings + B->n_firings + 1;
  event_pair *pairs = calloc((size_t)cap, sizeof *pairs);
  long *seen = calloc((size_t)(m->n_whens + m->n_contacts + m->n_slidings + 1), sizeof *seen);
  long n = 0;
  if (!pairs || !seen) {
    free(pairs);
    free(seen);
    return NULL;
  }
  /* A's firings in order; for each, B's firing of the same branch with the same ordinal */
  for (long i = 0; i < A->n_firings; i++) {
    int w = A->firings[i].when;
    long k = seen[w]++, found = -1;
    for (long j = 0, ordinal = 0; j < B->n_firings; j++)
      if (B->firings[j].when == w && ordinal++ == k) {
        found = j;
        break;
      }
    pairs[n].when = w;
    pairs[n].t[0] = A->firings[i].t;
    pairs[n].t[1] = found >= 0 ? B->firings[found].t : NAN;
    n++;
  }
  /* B's firings beyond A's count of their branch */
  memset(seen, 0, (size_t)(m->n_whens + m->n_contacts + m->n_slidings + 1) * sizeof *seen);
  long *count_a = calloc((size_t)(m->n_whens + m->n_contacts + m->n_slidings + 1), sizeof *count_a);
  if (!count_a) {
    free(pairs);
    free(seen);
    return NULL;
  }
  for (long i = 0; i < A->n_firings; i++)
    count_a[A->firings[i].when]++;
  for (long j = 0; j < B->n_firings; j++) {
    int w = B->firings[j].when;
    if (seen[w]++ >= count_a[w]) {
      pairs[n].when = w;
      pairs[n].t[0] = NAN;
      pairs[n].t[1] = B->firings[j].t;
      n++;
    }
  }
  free(count_a);
  free(seen);
  qsort(pairs, (size_t)n, sizeof *pairs, pair_time_cmp);
  *n_pairs = n;
  return pairs;
}

/* t lies between the two times of a paired event (inclusive) */
static int inside_event_gap(const event_pair *pairs, long n, double t)
{
  for (long i = 0; i < n; i++) {
    if (isnan(pairs[i].t[0]) || isnan(pairs[i].t[1]))
      continue;
    double lo = fmin(pairs[i].t[0], pairs[i].t[1]), hi = fmax(pairs[i].t[0], pairs[i].t[1]);
    if (t >= lo && t <= hi)
      return 1;
  }
  return 0;
}

static void print_time(double t)
{
  if (isnan(t))
    printf("  %-22s", "-");
  else
    printf("  %-22.17g", t);
}

static void print_diff(double d)
{
  if (isnan(d))
    printf("  %-10s", "unmatched");
  else
    printf("  %-10.3e", d);
}

/* The event times of a record as a result file shows them: the times
   written on two consecutive rows, except the first row's (initialization),
   the rule reference.c reads a file by, so that a run compared with its own
   result pairs every event with itself. */
static long event_row_times(const hysc_record *R, double *out)
{
  long n = 0;
  for (long i = 1; i < R->n_rows; i++) {
    double t = value(R, i, 0);
    if (t == value(R, i - 1, 0) && t != value(R, 0, 0) && (n == 0 || out[n - 1] != t))
      out[n++] = t;
  }
  return n;
}

/* ------------------------------------------------------------ --compare */

typedef struct {
  double tol;     /* --max-diff, NAN: none */
  int exceeded;   /* differences above it */
} limit;

static void over(limit *L, double d, int unmatched)
{
  if (!isnan(L->tol) && (unmatched || d > L->tol))
    L->exceeded++;
}

static void print_events(const hysc_model *m, backend_run *r, const event_pair *pairs,
                         long n_pairs, limit *L)
{
  printf("\nEvents (when-clauses that fired; the k-th firing of a branch on one backend is\n"
         "paired with its k-th firing on the other): %ld on %s, %ld on %s\n",
         r[0].rec.n_firings, r[0].label, r[1].rec.n_firings, r[1].label);
  printf("  %4s  %-22s  %-22s  %-10s  %s\n", "#", "IDA t [s]", "Newmark t [s]", "|diff| [s]",
         "condition");
  double worst = 0;
  long unmatched = 0;
  for (long i = 0; i < n_pairs; i++) {
    const event_pair *p = &pairs[i];
    double d = isnan(p->t[0]) || isnan(p->t[1]) ? NAN : fabs(p->t[0] - p->t[1]);
    printf("  %4ld", i + 1);
    print_time(p->t[0]);
    print_time(p->t[1]);
    print_diff(d);
    char text[256];
    hysc_source src = contact_event_source(m, p->when, text, sizeof text);
    printf("  %s (%s)\n", text_clean(src.text), sim_place(m, src.line));
    if (isnan(d))
      unmatched++;
    else
      worst = fmax(worst, d);
    over(L, d, isnan(d));
  }
  printf("  largest event-time difference: %.3e s; unmatched events: %ld\n", worst, unmatched);
}

static void print_variables(const hysc_model *m, backend_run *r, const event_pair *pairs,
                            long n_pairs, limit *L, int emit_internal)
{
  const hysc_record *A = &r[0].rec, *B = &r[1].rec;
  const char **names = column_names(m);
  unsigned char *shown = output_shown_columns(m, emit_internal);
  unsigned char *own = output_shown_columns(m, 0);   /* the model's, not hysc's */
  int nc = A->n_columns;
  double *abs_max = calloc((size_t)nc, sizeof(double));
  double *rel_max = calloc((size_t)nc, sizeof(double));
  double *at = calloc((size_t)nc, sizeof(double));
  double *floor_value = calloc((size_t)nc, sizeof(double));
  if (!names || !shown || !own || !abs_max || !rel_max || !at || !floor_value) {
    fprintf(stderr, "%s: error: out of memory comparing the variables\n", m->name);
    L->exceeded++;
    goto done;
  }
  for (int c = 1; c < nc; c++)
    floor_value[c] = fmax(magnitude_floor(A, c), magnitude_floor(B, c));
  long compared = 0, skipped = 0, i = 0, j = 0;
  while (i < A->n_rows && j < B->n_rows) {
    if (A->event_row[i]) {
      i++;
      continue;
    }
    if (B->event_row[j]) {
      j++;
      continue;
    }
    double ta = value(A, i, 0), tb = value(B, j, 0);
    if (ta < tb) {
      i++;
      continue;
    }
    if (tb < ta) {
      j++;
      continue;
    }
    if (inside_event_gap(pairs, n_pairs, ta)) {
      skipped++;
    } else {
      compared++;
      for (int c = 1; c < nc; c++) {
        double a = value(A, i, c), b = value(B, j, c), d = fabs(a - b);
        if (d > abs_max[c]) {
          abs_max[c] = d;
          at[c] = ta;
        }
        rel_max[c] = fmax(rel_max[c], relative(a, b, floor_value[c]));
      }
    }
    i++;
    j++;
  }
  printf("\nVariables at the %ld output times where both backends wrote a grid row (event\n"
         "rows are not compared; %ld grid times between the two backends' times of an\n"
         "event skipped); relative = |diff| / max(|a|, |b|, 1e-3 * largest |value|):\n",
         compared, skipped);
  printf("  %-24s  %-12s  %-14s  %s\n", "variable", "max |diff|", "at t [s]", "max relative");
  for (int c = 1; c < nc; c++) {
    if (!shown[c])
      continue;
    printf("  %-24s  %-12.3e  %-14.8g  %.3e%s\n", text_clean(names[c]), abs_max[c], at[c],
           rel_max[c], own[c] ? "" : "  (hysc's own, not counted)");
    /* hysc's own variables are no difference of the model's results: a
       multiplier near 0 differs by 100 % between the backends */
    if (own[c])
      over(L, rel_max[c], 0);
  }
done:
  free(names);
  free(shown);
  free(own);
  free(abs_max);
  free(rel_max);
  free(at);
  free(floor_value);
}

static void print_invariants(const hysc_model *m, const hysc_options *opt, backend_run *r)
{
  if (m->n_invariants <= 0 || !m->invariants)
    return;
  printf("\nInvariants the model declares: drift = max |v(t) - v(t0)|; without jumps =\n"
         "the same with the changes at events (rows with equal times) taken out;\n"
         "relative to max(|v(t0)|, --atol = %g):\n", opt->atol);
  printf("  %-16s  %-8s  %-12s  %-12s  %-14s  %s\n", "invariant", "backend", "v(t0)",
         "drift", "without jumps", "relative");
  for (int k = 0; k < m->n_invariants; k++) {
    int var = m->invariants[k];
    if (var < 0 || var >= m->n_vars)
      continue;
    int c = column_of_var(m, var);
    if (c < 0) {
      printf("  %-16s  not a time-varying variable; nothing to measure\n", text_clean(m->vars[var].name));
      continue;
    }
    for (int b = 0; b < 2; b++) {
      const hysc_record *R = &r[b].rec;
      if (R->n_rows == 0)
        continue;
      double v0 = value(R, 0, c), drift = 0, smooth = 0, jumps = 0;
      for (long i = 0; i < R->n_rows; i++) {
        if (i > 0 && value(R, i, 0) == value(R, i - 1, 0))
          jumps += value(R, i, c) - value(R, i - 1, c);
        drift = fmax(drift, fabs(value(R, i, c) - v0));
        smooth = fmax(smooth, fabs(value(R, i, c) - v0 - jumps));
      }
      printf("  %-16s  %-8s  %-12.6g  %-12.3e  %-14.3e  %.3e\n", text_clean(m->vars[var].name),
             r[b].label, v0, drift, smooth, smooth / fmax(fabs(v0), opt->atol));
    }
  }
}

static void print_cost(backend_run *r)
{
  printf("\nCost:\n  %-26s  %-14s  %s\n", "", r[0].label, r[1].label);
#define COST_ROW(name, field) \
  printf("  %-26s  %-14ld  %ld\n", name, r[0].stats.field, r[1].stats.field)
  COST_ROW("steps", steps);
  COST_ROW("rejected steps", rejected_steps);
  COST_ROW("residual evaluations", residual_evals);
  COST_ROW("Jacobian evaluations", jacobian_evals);
  COST_ROW("Newton iterations", newton_iters);
  COST_ROW("root-finding iterations", root_iters);
  COST_ROW("events", events);
#undef COST_ROW
  printf("  %-26s  %-14.6f  %.6f\n", "wall time [s]", r[0].stats.wall_seconds,
         r[1].stats.wall_seconds);
}

/* The reference tables; returns how many values were compared with it
   (-1: out of memory). */
/* The k-th event time of the reference against each backend's. */
static void print_reference_events(const hysc_options *opt, const reference_file *F,
                                   double *const times[2], const long n_times[2], limit *L)
{
  printf("\nReference %s: %ld rows, %d columns, %ld events (times written twice)\n",
         text_clean(opt->reference), F->n_rows, F->n_columns, F->n_events);
  printf("Event times against the reference (the k-th time written twice in each, as\n"
         "in a result file):\n");
  printf("  %4s  %-22s  %-22s  %-10s  %-22s  %-10s\n", "#", "reference t [s]", "IDA t [s]",
         "|diff| [s]", "Newmark t [s]", "|diff| [s]");
  long n = F->n_events;
  for (int b = 0; b < 2; b++)
    n = n_times[b] > n ? n_times[b] : n;
  for (long k = 0; k < n; k++) {
    double tr = k < F->n_events ? F->event_times[k] : NAN;
    printf("  %4ld", k + 1);
    print_time(tr);
    for (int b = 0; b < 2; b++) {
      double tb = k < n_times[b] ? times[b][k] : NAN;
      double d = isnan(tr) || isnan(tb) ? NAN : fabs(tr - tb);
      print_time(tb);
      print_diff(d);
      over(L, d, isnan(d));
    }
    printf("\n");
  }
}

/* Columns of the reference that are no variable of the model: the first few
   by name (each bounded, shown clean), then only how many more, so that a
   header of a million names is not echoed back. */
enum { REFERENCE_ONLY_SHOWN = 10 };

static void print_reference_only(const reference_file *F, const char **names, int nc)
{
  long unknown = 0;
  for (int k = 0; k < F->n_columns; k++) {
    int known = k == F->time_column;
    for (int c = 1; c < nc && !known; c++)
      known = strcmp(F->names[k], names[c]) == 0;
    if (known || ++unknown > REFERENCE_ONLY_SHOWN)
      continue;
    printf("  ");
    text_put_clean(stdout, F->names[k], HYSC_ECHO_MAX, 24);
    printf("  in the reference only (not a variable of the model)\n");
  }
  if (unknown > REFERENCE_ONLY_SHOWN)
    printf("  ... and %ld more columns in the reference only (%ld in all)\n",
           unknown - REFERENCE_ONLY_SHOWN, unknown);
}

static long print_reference(const hysc_model *m, const hysc_options *opt, backend_run *r,
                            const reference_file *F, limit *L)
{
  const char **names = column_names(m);
  double *times[2] = {NULL, NULL};
  long n_times[2] = {0, 0}, values_compared = 0;
  if (!names) {
    fprintf(stderr, "%s: error: out of memory comparing with the reference\n", m->name);
    L->exceeded++;
    return -1;
  }
  for (int b = 0; b < 2; b++) {
    times[b] = calloc((size_t)r[b].rec.n_rows + 1, sizeof(double));
    /* with --no-event-rows a result file shows no events: the runs neither */
    if (times[b] && !opt->no_event_rows)
      n_times[b] = event_row_times(&r[b].rec, times[b]);
  }
  print_reference_events(opt, F, times, n_times, L);

  printf("Variables against the reference, at each backend's grid times (interpolated\n"
         "linearly in the reference; times between a reference event and the backend's\n"
         "k-th event skipped); relative as above:\n");
  printf("  %-24s  %-8s  %-12s  %-14s  %-12s  %s\n", "variable", "backend", "max |diff|",
         "at t [s]", "max relative", "compared");
  int nc = r[0].rec.n_columns;
  for (int c = 1; c < nc; c++) {
    int fc = -1;
    for (int k = 0; k < F->n_columns; k++)
      if (strcmp(F->names[k], names[c]) == 0)
        fc = k;
    if (fc < 0) {
      printf("  %-24s  not in the reference\n", text_clean(names[c]));
      continue;
    }
    double big = 0;
    for (long i = 0; i < F->n_rows; i++)
      big = fmax(big, fabs(F->values[i * F->n_columns + fc]));
    for (int b = 0; b < 2; b++) {
      const hysc_record *R = &r[b].rec;
      double abs_max = 0, rel_max = 0, at = 0;
      long compared = 0;
      for (long i = 0; i < R->n_rows; i++) {
        if (R->event_row[i])
          continue;
        double t = value(R, i, 0);
        int skip = 0;
        for (long k = 0; k < F->n_events && !skip; k++) {
          double tb = k < n_times[b] ? times[b][k] : F->event_times[k];
          skip = t >= fmin(tb, F->event_times[k]) && t <= fmax(tb, F->event_times[k]);
        }
        double ref = reference_at(F, fc, t);
        if (skip || isnan(ref))
          continue;
        double d = fabs(value(R, i, c) - ref);
        compared++;
        if (d > abs_max) {
          abs_max = d;
          at = t;
        }
        rel_max = fmax(rel_max, relative(value(R, i, c), ref, RELATIVE_FLOOR * big));
      }
      printf("  %-24s  %-8s  %-12.3e  %-14.8g  %-12.3e  %ld\n", text_clean(names[c]), r[b].label,
             abs_max, at, rel_max, compared);
      values_compared += compared;
      over(L, rel_max, 0);
    }
  }
  print_reference_only(F, names, nc);
  free(times[0]);
  free(times[1]);
  free(names);
  return values_compared;
}

/* What was compared, and how far each backend ran. */
static void print_header(const hysc_model *m, const hysc_options *opt, const backend_run *r)
{
  printf("Comparison of the IDA and Newmark backends on %s (%s)\n", text_clean(m->name), text_clean(m->file));
  printf("t = %g .. %g, output interval %g, rtol %g, atol %g, hysteresis %g\n",
         opt->start_time, opt->stop_time, opt->interval, opt->rtol, opt->atol,
         opt->hysteresis);
  if (opt->fixed_step)
    printf("Newmark fixed step %g\n", opt->step);
  for (int b = 0; b < 2; b++) {
    if (r[b].status == HYSC_EXIT_OK)
      printf("%-8s ran to t = %.17g; results in %s\n", r[b].label, r[b].end_time, r[b].path);
    else
      printf("%-8s %s at t = %.17g (exit status %d; its message is on standard error); "
             "the comparison below covers only what it computed\n", r[b].label,
             r[b].status == HYSC_EXIT_ZENO ? "stopped at accumulating events" : "FAILED",
             r[b].end_time, r[b].status);
  }
}

int compare_main(const hysc_model *m, hysc_options *opt)
{
  backend_run r[2] = {{.label = "IDA", .solver = HYSC_SOLVER_IDA},
                      {.label = "Newmark", .solver = HYSC_SOLVER_NEWMARK}};
  reference_file F = {0};
  int have_reference = 0, status = HYSC_EXIT_FAILURE;
  limit L = {opt->max_diff, 0};
  event_pair *pairs = NULL;
  long n_pairs = 0;

  /* a reference that cannot be read stops everything before the runs */
  if (opt->reference) {
    if (reference_read(m, opt->reference, &F) != HYSC_OK)
      return HYSC_EXIT_USAGE;
    have_reference = 1;
  }
  char *default_output = NULL;
  const char *base = opt->output;
  if (!base && !(base = default_output = sim_default_output(m, opt)))
    goto done;
  for (int b = 0; b < 2; b++) {
    r[b].path = compare_suffixed_path(base, b == 0 ? "ida" : "newmark");
    if (!r[b].path) {
      fprintf(stderr, "%s: error: out of memory\n", m->name);
      goto done;
    }
    run_backend(m, opt, &r[b], r[b].path);
  }

  print_header(m, opt, r);

  pairs = compare_pair_events(m, &r[0].rec, &r[1].rec, &n_pairs);
  if (!pairs) {
    fprintf(stderr, "%s: error: out of memory\n", m->name);
    goto done;
  }
  print_events(m, r, pairs, n_pairs, &L);
  print_variables(m, r, pairs, n_pairs, &L, opt->emit_internal);
  long reference_values = have_reference ? print_reference(m, opt, r, &F, &L) : -1;
  print_invariants(m, opt, r);
  print_cost(r);
  fflush(stdout);

  status = HYSC_EXIT_OK;
  for (int b = 0; b < 2; b++)
    if (r[b].status == HYSC_EXIT_FAILURE)
      status = HYSC_EXIT_FAILURE;
  if (reference_values == 0) {
    /* a check that checked nothing must not pass */
    fprintf(stderr, "%s: error: --reference=%s: no value was compared: the file shares no "
            "variable with the model, or none of its times lies in the run\n", m->name,
            text_clean(opt->reference));
    status = HYSC_EXIT_FAILURE;
  }
  if (!isnan(L.tol)) {
    printf("\n--max-diff=%g: %d difference%s above it%s\n", L.tol, L.exceeded,
           L.exceeded == 1 ? "" : "s", L.exceeded ? " (exit status 1)" : "");
    if (L.exceeded)
      status = HYSC_EXIT_FAILURE;
  }
  if ((opt->plot || opt->animate || opt->report) && status != HYSC_EXIT_FAILURE) {
    report_run runs[2] = {{&r[0].rec, r[0].label, &r[0].stats}, {&r[1].rec, r[1].label, &r[1].stats}};
    report_runs both = {runs, 2, pairs, n_pairs};
    if (report_pictures(m, opt, &both) != HYSC_OK)
      status = HYSC_EXIT_FAILURE;
  }
done:
  for (int b = 0; b < 2; b++) {
    record_free(&r[b].rec);
    free(r[b].path);
  }
  free(pairs);
  free(default_output);
  if (have_reference)
    reference_free(&F);
  return status;
}
