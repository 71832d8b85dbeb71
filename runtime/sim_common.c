/*
 * sim_common.c - the bottom of the simulation runtime: error messages, the
 * relations with their hysteresis as the root functions see them (those of
 * time against parameters switched at their times), the calls
 * generated code makes (hysc_fired, hysc_reinit, ...), and small helpers
 * (allocation, the Newton settings of restart solves, the wall clock).
 *
 * Everything else in the simulation may call this file; it calls nothing
 * above it (no backend, no event handling, no driver).
 */
#define _POSIX_C_SOURCE 200809L
#include <float.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#include "hysc_runtime.h"

FILE *sim_event_log(const hysc_sim *S)
{
  return S->opt.event_log ? S->opt.event_log : stderr;
}

void sim_log_event(const hysc_sim *S, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  text_vprint_clean(sim_event_log(S), fmt, ap);
  va_end(ap);
  putc('\n', sim_event_log(S));
}

/* A call of a function went deeper than HYSC_MAX_CALL_DEPTH, or than half
   the stack's limit, and gave NaN:
   said once, before whatever that NaN made fail. */
static int report_call_overflow(const hysc_sim *S)
{
  const hysc_model *m = S->model;
  const char *message;
  int f = external_failure(&message);
  if (f >= 0) {   /* ModelicaError in external C code: like a failed assert */
    const hysc_source *fn = m->functions && f < m->n_functions ? &m->functions[f] : NULL;
    fprintf(stderr, "%s: error: at t=%.17g, external function '%s' (%s) failed: ", m->name, S->data.t,
            fn ? fn->text : "?", sim_place(m, fn ? fn->line : 0));
    text_print_clean(stderr, "%s", message);
    fputc('\n', stderr);
    return 1;
  }
  if (!m->call_overflow || *m->call_overflow <= 0)
    return 0;
  int i = *m->call_overflow - 1;
  *m->call_overflow = -1;
  const hysc_source *fn = m->functions && i < m->n_functions ? &m->functions[i] : NULL;
  fprintf(stderr, "%s: error: at t=%.17g, function '%s' (%s) went deeper than %d nested calls, "
          "or than half the stack's limit (ulimit -s): a recursion that does not end, or ends too deep\n", m->name, S->data.t,
          fn ? fn->text : "?", sim_place(m, fn ? fn->line : 0), HYSC_MAX_CALL_DEPTH);
  return 1;
}

int sim_check_calls(const hysc_sim *S)
{
  return report_call_overflow(S) ? HYSC_FAIL : HYSC_OK;
}

void sim_error(const hysc_sim *S, const char *fmt, ...)
{
  va_list ap;
  if (S->quiet_errors)
    return;
  report_call_overflow(S);
  fprintf(stderr, "%s: error: ", S->model->name);
  va_start(ap, fmt);
  text_vprint_clean(stderr, fmt, ap);   /* it may quote the model's text or file */
  va_end(ap);
  fputc('\n', stderr);
}

/* a choice of states made once at compile time may not hold everywhere */
#define STATIC_CHOICE "; index reduction chose the states once for the whole run, and the choice " \
                      "may be singular here (give the states to keep stateSelect = StateSelect.prefer): "

const char *sim_static_choice(const hysc_model *m)
{
  static char *text;
  if (!m->state_choice)
    return "";
  free(text);
  text = text_printf("%s%s", STATIC_CHOICE, m->state_choice);
  return text;
}

const char *sim_place(const hysc_model *m, int line)
{
  static char *places[8];
  static int next;
  const char *file = m->file;
  int local = line;
  for (int i = 0; i < m->n_source_files; i++)
    if (line > m->source_bases[i]) {
      file = m->source_files[i];
      local = line - m->source_bases[i];
    }
  free(places[next]);
  places[next] = text_printf("%s:%d", file, local);
  for (char *p = places[next]; p && *p; p++)   /* the file name may hold any byte */
    if ((unsigned char)*p < 32 || *p == 127)
      *p = '?';
  const char *place = places[next];
  next = (next + 1) % 8;
  return place;
}

/* ------------------------------------------------ calls from generated code */

void hysc_fired(hysc_data *D, int when_index)
{
  if (D->fired_count < (int)(sizeof D->fired / sizeof D->fired[0]))
    D->fired[D->fired_count] = when_index;
  D->fired_count++;
}

/* Half the stack's limit (64 MB without one), read once: the other half
   is left to the solver's frames below the outermost call and to the
   frames of the last calls before the bound is seen. */
long hysc_call_stack_budget(void)
{
  static long budget;
  if (!budget) {
    struct rlimit r;
    rlim_t limit = getrlimit(RLIMIT_STACK, &r) == 0 ? r.rlim_cur : RLIM_INFINITY;
    budget = limit == RLIM_INFINITY || limit > ((rlim_t)128 << 20) ? 64L << 20 : (long)(limit / 2);
  }
  return budget;
}

void hysc_assert_failed(hysc_data *D, int assert_index)
{
  if (!D->assert_failed)
    D->assert_failed = assert_index + 1;
}

void hysc_terminate(hysc_data *D, int termination_index)
{
  /* the first terminate() of an event wins; its message is the one shown */
  if (!D->terminate)
    D->terminate = termination_index + 1;
}

void hysc_reinit(hysc_data *D, int continuous_index, double value)
{
  if (D->reinit_set[continuous_index]) {
    /* remember which variable, for the message; +1 keeps 0 = no error */
    D->error = continuous_index + 1;
    return;
  }
  D->reinit_set[continuous_index] = 1;
  D->reinit_value[continuous_index] = value;
}

/* ------------------------------------------------------------ relations */

/* The value of relation k evaluated without a crossing: <= and >= hold at
   z == 0 (so that time >= 0 is true at t = 0). */
int sim_relation_now(const hysc_sim *S, int k, double z)
{
  const unsigned char *nonstrict = S->model->relation_nonstrict;
  return z > 0 || (nonstrict && nonstrict[k] && z == 0);
}

int sim_relation_value(const hysc_sim *S, int k, int old, double z)
{
  /* false -> true when z crosses 0 upward; true -> false only below -eps */
  return old ? !(z < -sim_hysteresis(S, k)) : sim_relation_now(S, k, z);
}

double sim_root_function(const hysc_sim *S, int k, double z)
{
  if (k >= S->model->n_relations)
    return z; /* a frozen-function bound: valid while z > 0, no hysteresis */
  if (S->relation_held[k]) /* as in sim_zero_crossings, for IDA's own roots */
    z = S->relation_held[k] == 1 ? 1 : -1;
  if (sim_time_relation(S, k)) /* a time event switches it, not a root */
    return S->data.r[k] ? 1 : -1;
  return z + (S->data.r[k] ? sim_hysteresis(S, k) : 0.0);
}

double sim_switch_function(const hysc_sim *S, int k, double z)
{
  if (k >= S->model->n_relations)
    return -z;
  return S->data.r[k] ? -(z + sim_hysteresis(S, k)) : z;
}

int sim_zero_crossings(hysc_sim *S, const hysc_data *W, double *z)
{
  const hysc_model *m = S->model;
  if (S->n_roots == 0)
    return HYSC_OK;
  m->zero_crossings(W, z);
  /* an impact's relation in contact, a lift-off in flight: held, never
     switching (contact.c) */
  for (int k = 0; k < m->n_relations; k++)
    if (S->relation_held[k])
      z[k] = S->relation_held[k] == 1 ? 1 : -1;
  /* a relation of time against parameters: its side at W's time, far
     past its dead band (it switches at its time event, timeline.c) */
  for (int k = 0; k < m->n_relations; k++)
    if (sim_time_relation(S, k))
      z[k] = sim_time_relation_value(S, k, W->t) ? 1 : -(1 + 2 * sim_hysteresis(S, k));
  for (int k = 0; k < S->n_roots; k++)
    if (!isfinite(z[k])) {
      if (k < m->n_relations)
        sim_error(S, "at t=%.17g, relation '%s' (%s) cannot be evaluated (NaN or Inf)",
                  W->t, m->relations[k].text, sim_place(m, m->relations[k].line));
      else
        sim_error(S, "at t=%.17g, the argument of floor/ceil/integer/div/mod/rem number %d "
                  "of the model cannot be evaluated (NaN or Inf)", W->t,
                  (k - m->n_relations) / 2 + 1);
      return HYSC_FAIL;
    }
  return HYSC_OK;
}

/* ------------------------------------------------- relations of time */

/* Two times are the same instant when they differ by a few ulps. */
int sim_same_instant(double a, double b)
{
  return fabs(a - b) <= 8 * DBL_EPSILON * fmax(1.0, fmax(fabs(a), fabs(b)));
}


int sim_time_relations_alloc(hysc_sim *S)
{
  /* and as many after them, scratch of sim_refresh_time_relations */
  S->relation_time = sim_calloc(2 * (size_t)S->model->n_relations + 1, sizeof(double));
  if (!S->relation_time)
    return HYSC_FAIL;
  sim_init_time_relations(S, 0);   /* root functions until initialization is over */
  return HYSC_OK;
}

void sim_init_time_relations(hysc_sim *S, int on)
{
  const hysc_model *m = S->model;
  int timed = 0;
  for (int k = 0; k < m->n_relations; k++)
    S->relation_time[k] = NAN;
  if (on && m->relation_time_slope && m->relation_times)
    m->relation_times(&S->data, S->relation_time);
  for (int k = 0; k < m->n_relations; k++) {
    /* a time not finite keeps its root function, which says it cannot be
       evaluated */
    if (!m->relation_time_slope || m->relation_time_slope[k] == 0 || !isfinite(S->relation_time[k]))
      S->relation_time[k] = NAN;
    timed += !isnan(S->relation_time[k]);
  }
  S->n_watched_roots = timed == S->n_roots ? 0 : S->n_roots;
}

/* Their times again from the values at an event (a discrete operand may
   have changed); a time that is not a number is an error. */
int sim_refresh_time_relations(hysc_sim *S)
{
  const hysc_model *m = S->model;
  if (!m->relation_time_slope || !m->relation_times || !S->relation_time)
    return HYSC_OK;
  double *T = S->relation_time + m->n_relations;
  m->relation_times(&S->data, T);
  for (int k = 0; k < m->n_relations; k++)
    if (sim_time_relation(S, k)) {
      if (isnan(T[k])) {
        sim_error(S, "at t=%.17g, the time at which '%s' (%s) switches is not a number", S->data.t,
                  m->relations[k].text, sim_place(m, m->relations[k].line));
        return HYSC_FAIL;
      }
      S->relation_time[k] = T[k];
    }
  return HYSC_OK;
}

int sim_time_relation(const hysc_sim *S, int k)
{
  return !isnan(S->relation_time[k]);
}

/* After the switch (at its time or later; a time within rounding of it is
   it), a relation of time with a rising root function is true, one with a
   falling one false; before it, the other way round. */
int sim_time_relation_value(const hysc_sim *S, int k, double t)
{
  double at = S->relation_time[k];
  int after = t >= at || sim_same_instant(t, at);
  return after == (S->model->relation_time_slope[k] > 0);
}

int sim_has_modes(const hysc_model *m)
{
  return m->n_relations > 0 || m->n_discrete > 0;
}

/* ------------------------------------------------------------ messages */

void sim_newton_message(const hysc_sim *S, const char *what, const newton_report *rep,
                        const char *const *row_names, const int *row_lines,
                        const char *const *column_names)
{
  const hysc_model *m = S->model;
  text_buffer place = {0};

  if (rep->row >= 0) {
    /* initialization rows name themselves ("initial equation '...'") */
    if (row_lines && row_lines[rep->row] > 0 &&
        strncmp(row_names[rep->row], "initial equation '", 18) == 0)
      text_add(&place, "%s (%s)", row_names[rep->row], sim_place(m, row_lines[rep->row]));
    else if (row_lines && row_lines[rep->row] > 0)
      text_add(&place, "equation '%s' (%s)", row_names[rep->row], sim_place(m, row_lines[rep->row]));
    else
      text_add(&place, "%s", row_names[rep->row]);
  }
  const char *where = text_or(&place, "");
  /* The compiler has checked the equations' structure, so a singular or
     non-finite system here comes from the values: name those the user set. */
  text_buffer set = {0};
  for (int i = 0; i < S->opt.n_settings; i++)
    text_add(&set, "%s%s", i ? ", " : "Newton's method failed at the values given with --set (",
             S->opt.settings[i].text);
  text_add(&set, "%s", set.len ? "): " : "");
  const char *given = text_or(&set, "");
  const char *static_choice = STATIC_CHOICE;
  switch (rep->status) {
  case NEWTON_NONFINITE:
    if (rep->in_derivative && rep->column >= 0)
      sim_error(S, "at t=%.17g, %s: %sthe residual of %s is finite but its derivative by %s is NaN "
                "or Inf there and next to it (the edge of a function's domain?)",
                S->data.t, what, given, where, column_names[rep->column]);
    else
      sim_error(S, "at t=%.17g, %s: %sthe residual of %s is NaN or Inf%s%s%s", S->data.t, what,
              given, where, rep->column >= 0 ? " (while varying " : "",
              rep->column >= 0 ? column_names[rep->column] : "",
              rep->column >= 0 ? ")" : "");
    break;
  case NEWTON_SINGULAR:
    if (rep->row >= 0)
      sim_error(S, "at t=%.17g, %s: %ssingular system: %s does not change with any unknown at "
                "these values, and its residual stays at %g: no solution was found from them%s%s",
                S->data.t, what, given, where, rep->residual, m->state_choice ? static_choice : "",
                m->state_choice ? m->state_choice : "");
    else if (rep->column < 0)   /* no one unknown to blame */
      sim_error(S, "at t=%.17g, %s: %ssingular system at these values%s%s%s", S->data.t, what, given,
                given[0] || m->state_choice ? "" : " (check for missing or redundant equations)",
                m->state_choice ? static_choice : "", m->state_choice ? m->state_choice : "");
    else
      sim_error(S, "at t=%.17g, %s: %ssingular system: '%s' is not determined by the "
                "equations%s%s%s", S->data.t, what, given,
                rep->column >= 0 ? column_names[rep->column] : "an unknown the solver cannot name",
                given[0] || m->state_choice ? "" : " (check for missing or redundant equations)",
                m->state_choice ? static_choice : "", m->state_choice ? m->state_choice : "");
    break;
  case NEWTON_NO_CONVERGENCE:
    sim_error(S, "at t=%.17g, %s: %sNewton iteration did not converge; the largest "
              "residual (%g) is in %s; try other start values%s",
              S->data.t, what, given, rep->residual, where,
              S->opt.solver == HYSC_SOLVER_NEWMARK && strncmp(what, "init", 4) != 0
                ? " or a smaller --step" : "");
    break;
  case NEWTON_OK:
    break;
  }
  free(place.text);
  free(set.text);
}


/* The name of computed variable k (w[k]) */
static const char *computed_name(const hysc_model *m, int k)
{
  const char *name = "?";
  for (int i = 0; i < m->n_vars; i++)
    if (m->vars[i].kind == HYSC_COMPUTED && m->vars[i].index == k)
      name = m->vars[i].name;
  return name;
}

/* A computed variable that is NaN or Inf where its row is written (no
   residual saw it: the solver's unknowns do not depend on it) */
static int computed_not_finite(hysc_sim *S, const hysc_data *D)
{
  const hysc_model *m = S->model;
  for (int k = 0; k < m->n_computed; k++) {
    if (isfinite(D->w[k]))
      continue;
    const hysc_source *src = m->computed_equations ? &m->computed_equations[k] : NULL;
    sim_error(S, "at t=%.17g, %s is %s: its equation '%s' (%s) cannot be evaluated there", D->t,
              computed_name(m, k), isnan(D->w[k]) ? "NaN" : "infinite", src && src->text ? src->text : "?",
              sim_place(m, src ? src->line : 0));
    return 1;
  }
  return 0;
}

int sim_divisor_zero(hysc_sim *S)
{
  const hysc_model *m = S->model;
  int k = m->zero_divisor ? m->zero_divisor(&S->data) : -1;
  if (k < 0)
    return 0;
  const char *name = computed_name(m, k);
  const hysc_source *src = m->computed_equations ? &m->computed_equations[k] : NULL;
  sim_error(S, "%s cannot be computed from its equation '%s' (%s): the coefficient of %s there is 0 (or not "
            "finite) with these parameter values; the model was built to solve that equation for %s, as the "
            "default values allow (hysc --no-assignments leaves every equation to the solver)", name,
            src && src->text ? src->text : "?", sim_place(m, src ? src->line : 0), name, name);
  return 1;
}

/* Whether the output rows read no computed variable: a file that holds
   none of them (--variable-filter) and no record (which keeps every column
   for --compare, --plot and MAT files).  Then a row does without computing
   them, thousands in a large circuit, at each of its output times, and one
   that is not finite stops no run. */
static int rows_skip_computed(hysc_sim *S)
{
  const hysc_output *O = &S->output;
  const hysc_model *m = S->model;
  if (!S->rows_skip_computed) {
    int skip = O->in_file && !O->record;
    for (int i = 0, c = 1; skip && i < m->n_vars; i++)
      if (output_is_column(&m->vars[i]))
        skip = !(O->in_file[c++] && m->vars[i].kind == HYSC_COMPUTED);
    S->rows_skip_computed = skip ? 1 : 2;
  }
  return S->rows_skip_computed == 1;
}

int sim_row_values(hysc_sim *S, const hysc_data *D)
{
  if (S->model->compute) {
    S->model->compute(D);
    if (!rows_skip_computed(S) && computed_not_finite(S, D))
      return HYSC_FAIL;
  }
  return HYSC_OK;
}

int sim_output_row(hysc_sim *S, const hysc_data *D)
{
  if (!rows_skip_computed(S) && sim_row_values(S, D) != HYSC_OK)
    return HYSC_FAIL;
  return output_row(&S->output, S->model, D);
}

void *sim_calloc(size_t n, size_t size)
{
  return calloc(n ? n : 1, size);
}

newton_settings sim_tight_newton(const hysc_sim *S, int reuse)
{
  /* Much tighter than the integration tolerances: these solves define the
     restart values and the Newmark steps, whose errors would otherwise add
     up over thousands of steps.  Never tighter than 1e-12, though: at
     --rtol=1e-12 a derivative found by cancellation or through a short
     time constant (der(i) = (v1 - v2)/L with v1 - v2 a thousandth of v1,
     der(u) = (10 v - u)/2e-6) carries rounding noise of 1e-13 to 1e-12 of
     it, and no Newton step gets below that. */
  newton_settings set;
  set.rtol = fmax(fmin(1e-9, S->opt.rtol * 1e-3), 1e-12);
  set.atol = fmin(1e-9, S->opt.atol * 1e-3);
  set.max_iter = 50;
  set.scale = 1;
  set.reuse_jacobian = reuse;
  set.lower = set.upper = NULL;
  set.reuse_end = REUSE_END_CONTRACTING;
  return set;
}

double sim_wall_clock(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
