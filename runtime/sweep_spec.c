/*
 * sweep_spec.c - the cases of a parameter study: --sweep NAME=FROM:TO:COUNT
 * (linear, or with :log geometric), NAME=v1,v2,... (a list), several of them
 * a grid; --samples N --seed S with --vary NAME=uniform(a,b)|normal(mu,sigma)
 * for Monte Carlo.  Case k (from 1) is a point of the grid and a sample: the
 * grid's last --sweep varies fastest, the samples fastest of all.  The
 * random values of sample s come from a generator seeded by (seed, s)
 * alone, so every case can be computed on its own, in any process, in any
 * order, and the same sample draws the same values at every grid point.
 *
 * A bad specification is one line "<Model>: error: ..." and exit status 2.
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

/* more cases than any study runs on one machine or cluster queue */
#define SWEEP_MAX_CASES 10000000L

/* the messages of a bad specification (exit status 2) */
#define spec_error opt_usage_error

/* A finite number filling exactly [s, s + len). */
static int number_in(const char *s, size_t len, double *out)
{
  char buf[64];
  char *end;
  if (len == 0 || len >= sizeof buf)
    return -1;
  memcpy(buf, s, len);
  buf[len] = '\0';
  errno = 0;
  *out = strtod(buf, &end);
  return *end == '\0' && errno != ERANGE && isfinite(*out) ? 0 : -1;
}

/* The settable variable named by the text before '=' of spec. */
static int axis_name(const hysc_model *m, const char *option, const char *spec, sweep_axis *a)
{
  const char *eq = strchr(spec, '=');
  if (!eq || eq == spec)
    return spec_error(m, "--%s needs NAME=..., got '%s'", option, spec);
  size_t len = (size_t)(eq - spec);
  for (int i = 0; i < m->n_vars; i++)
    if (strlen(m->vars[i].name) == len && strncmp(m->vars[i].name, spec, len) == 0)
      a->var = &m->vars[i];
  const char *near = a->var ? NULL : opt_nearest_var(m, spec, len, 0);
  if (!a->var && near)
    return spec_error(m, "--%s: the model has no variable '%.*s'; did you mean '%s'?",
                      option, (int)len, spec, near);
  if (!a->var)
    return spec_error(m, "--%s: the model has no variable '%.*s' (--list-vars lists them)",
                      option, (int)len, spec);
  if (a->var->kind == HYSC_ALGEBRAIC || a->var->kind == HYSC_COMPUTED || a->var->kind == HYSC_CONSTANT)
    return spec_error(m, "--%s: '%s' is %s; only parameters and start values of states and "
                      "discrete variables can be varied", option, a->var->name,
                      a->var->kind == HYSC_CONSTANT ? "fixed at compile time"
                                                    : "an algebraic variable");
  return 0;
}

/* NAME=v1,v2,... */
static int axis_list(const hysc_model *m, const char *spec, const char *text, sweep_axis *a)
{
  int n = 1;
  for (const char *p = text; *p; p++)
    n += *p == ',';
  if (!(a->values = calloc((size_t)n, sizeof(double))))
    return spec_error(m, "out of memory");
  for (const char *p = text;; p++) {
    size_t len = strcspn(p, ",");
    if (number_in(p, len, &a->values[a->n_values]) != 0)
      return spec_error(m, "--sweep %s: '%.*s' is not a number (the forms are "
                        "NAME=FROM:TO:COUNT[:log] and NAME=v1,v2,...)", spec, (int)len, p);
    a->n_values++;
    p += len;
    if (!*p)
      return 0;
  }
}

/* 1 (reported) when a study would have more than SWEEP_MAX_CASES cases */
static int too_many(const hysc_model *m, double cases)
{
  if (cases <= SWEEP_MAX_CASES)
    return 0;
  spec_error(m, "the study would have at least %.0f cases, more than %ld", cases,
             SWEEP_MAX_CASES);
  return 1;
}

/* NAME=FROM:TO:COUNT or NAME=FROM:TO:COUNT:log, after cases_before cases
   of the axes before */
static int axis_range(const hysc_model *m, const char *spec, const char *text, sweep_axis *a,
                      double cases_before)
{
  double from, to, count;
  const char *c1 = strchr(text, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
  const char *c3 = c2 ? strchr(c2 + 1, ':') : NULL;
  int log_scale = c3 && strcmp(c3 + 1, "log") == 0;
  if (!c2 || (c3 && !log_scale) || number_in(text, (size_t)(c1 - text), &from) != 0 ||
      number_in(c1 + 1, (size_t)(c2 - c1 - 1), &to) != 0 ||
      number_in(c2 + 1, c3 ? (size_t)(c3 - c2 - 1) : strlen(c2 + 1), &count) != 0)
    return spec_error(m, "--sweep %s: expected NAME=FROM:TO:COUNT or NAME=FROM:TO:COUNT:log "
                      "with numbers FROM, TO and a whole COUNT", spec);
  if (!(count >= 1 && count <= SWEEP_MAX_CASES && count == floor(count)))
    return spec_error(m, "--sweep %s: COUNT must be a whole number from 1 to %ld", spec,
                      SWEEP_MAX_CASES);
  if (too_many(m, cases_before * count)) /* refused before its values take memory */
    return HYSC_EXIT_USAGE;
  if (log_scale && !(from > 0 && to > 0))
    return spec_error(m, "--sweep %s: a log sweep needs FROM and TO above zero", spec);
  a->n_values = (int)count;
  if (!(a->values = calloc((size_t)a->n_values, sizeof(double))))
    return spec_error(m, "out of memory");
  for (int i = 0; i < a->n_values; i++) {
    double f = a->n_values > 1 ? (double)i / (a->n_values - 1) : 0;
    a->values[i] = log_scale ? from * pow(to / from, f) : from + (to - from) * f;
  }
  a->values[a->n_values - 1] = a->n_values > 1 ? to : from; /* exact ends */
  return 0;
}

/* NAME=uniform(a,b) or NAME=normal(mu,sigma) */
static int axis_random(const hysc_model *m, const char *spec, sweep_axis *a)
{
  const char *text = strchr(spec, '=') + 1;
  const char *open = strchr(text, '('), *comma = open ? strchr(open, ',') : NULL;
  size_t len = strlen(text);
  a->random = open && (size_t)(open - text) == 7 && strncmp(text, "uniform", 7) == 0 ? 1
              : open && (size_t)(open - text) == 6 && strncmp(text, "normal", 6) == 0 ? 2 : 0;
  if (!a->random || !comma || text[len - 1] != ')' ||
      number_in(open + 1, (size_t)(comma - open - 1), &a->a) != 0 ||
      number_in(comma + 1, (size_t)(text + len - 1 - comma - 1), &a->b) != 0)
    return spec_error(m, "--vary %s: expected NAME=uniform(A,B) or NAME=normal(MU,SIGMA)", spec);
  if (a->random == 1 && !(a->a < a->b))
    return spec_error(m, "--vary %s: uniform(A,B) needs A < B", spec);
  if (a->random == 2 && !(a->b >= 0))
    return spec_error(m, "--vary %s: normal(MU,SIGMA) needs SIGMA >= 0", spec);
  return 0;
}

/* samples times the values of every --sweep so far */
static double plan_cases(const sweep_plan *P)
{
  double cases = (double)P->samples;
  for (int i = 0; i < P->n_axes; i++)
    if (!P->axes[i].random)
      cases *= P->axes[i].n_values;
  return cases;
}

static int plan_sizes(const hysc_model *m, sweep_plan *P)
{
  double cases = plan_cases(P);
  if (too_many(m, cases))
    return HYSC_EXIT_USAGE;
  P->n_cases = (long)cases;
  for (int i = 0; i < P->n_axes; i++)
    for (int j = 0; j < i; j++)
      if (P->axes[i].var == P->axes[j].var)
        return spec_error(m, "'%s' is given by two --sweep or --vary options",
                          P->axes[i].var->name);
  return 0;
}

int sweep_plan_build(sweep_plan *P, const hysc_model *m, const hysc_options *opt)
{
  memset(P, 0, sizeof *P);
  if (opt->n_varies && !opt->samples)
    return spec_error(m, "--vary needs --samples N (how many random cases)");
  if (opt->samples && !opt->n_varies)
    return spec_error(m, "--samples needs at least one --vary NAME=uniform(A,B) or "
                      "NAME=normal(MU,SIGMA)");
  P->samples = opt->samples ? opt->samples : 1;
  P->seed = opt->seed > 0 ? (uint64_t)opt->seed : 0;
  P->axes = calloc((size_t)(opt->n_sweeps + opt->n_varies) + 1, sizeof *P->axes);
  if (!P->axes)
    return spec_error(m, "out of memory");
  for (int i = 0; i < opt->n_sweeps; i++) {
    sweep_axis *a = &P->axes[P->n_axes++];
    int rc = axis_name(m, "sweep", opt->sweeps[i], a);
    const char *text = rc ? NULL : strchr(opt->sweeps[i], '=') + 1;
    if (!rc)
      rc = strchr(text, ':') ? axis_range(m, opt->sweeps[i], text, a, plan_cases(P))
                             : axis_list(m, opt->sweeps[i], text, a);
    if (rc)
      return rc;
  }
  for (int i = 0; i < opt->n_varies; i++) {
    sweep_axis *a = &P->axes[P->n_axes++];
    int rc = axis_name(m, "vary", opt->varies[i], a);
    if (rc || (rc = axis_random(m, opt->varies[i], a)) != 0)
      return rc;
  }
  return plan_sizes(m, P);
}

void sweep_plan_free(sweep_plan *P)
{
  for (int i = 0; i < P->n_axes; i++)
    free(P->axes[i].values);
  free(P->axes);
  P->axes = NULL;
  P->n_axes = 0;
}

/* splitmix64: seeds the generator, and is the generator (one 64-bit state
   per sample is all a sample needs) */
static uint64_t splitmix64(uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* uniform in (0, 1): 53 random bits, never 0 */
static double uniform01(uint64_t *state)
{
  return ((double)(splitmix64(state) >> 11) + 0.5) * 0x1.0p-53;
}

void sweep_case_values(const sweep_plan *P, long case_number, double *values)
{
  long index = case_number - 1;
  long sample = index % P->samples, grid = index / P->samples;
  for (int i = P->n_axes - 1; i >= 0; i--) {
    const sweep_axis *a = &P->axes[i];
    if (a->random)
      continue;
    values[i] = a->values[grid % a->n_values];
    grid /= a->n_values;
  }
  uint64_t state = P->seed * 0x9e3779b97f4a7c15ULL ^ (uint64_t)sample;
  splitmix64(&state);
  for (int i = 0; i < P->n_axes; i++) {
    const sweep_axis *a = &P->axes[i];
    if (a->random == 1) {
      values[i] = a->a + (a->b - a->a) * uniform01(&state);
    } else if (a->random == 2) { /* Box-Muller */
      double u1 = uniform01(&state), u2 = uniform01(&state);
      values[i] = a->a + a->b * sqrt(-2 * log(u1)) * cos(2 * M_PI * u2);
    }
  }
}
