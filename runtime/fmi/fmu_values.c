/*
 * fmu_values.c - values by reference: fmi2Get/Set of Reals, Integers,
 * Booleans (Strings: the model has none), with the types and the moments
 * at which the standard allows a value to be set checked.  Reference k <
 * n_vars is vars[k], then the derivatives of the states, then the solver.
 */
#include <math.h>
#include <string.h>
#include "fmu.h"

typedef struct {
  const fmi2ValueReference *vr;
  size_t n;
  double *out;        /* a get: values as doubles */
  const double *in;   /* a set */
  hysc_type type;
  const char *call;
} value_request;

static const char *const type_names[] = { "Real", "Integer", "Boolean" };

/* the variable of reference r, checked to be of the request's type; NULL
   for a derivative, the solver, time or an event indicator (*extra: which,
   numbered in this order from 0), or after an error */
static const hysc_var *reference_var(fmu *F, const value_request *q, fmi2ValueReference r, int *extra)
{
  const hysc_model *m = &F->model;
  *extra = -1;
  hysc_type type;
  const hysc_var *v = NULL;
  if (r < (unsigned)m->n_vars) {
    v = &m->vars[r];
    type = v->type;
  } else if (r < (unsigned)(m->n_vars + m->n_states)) {
    *extra = (int)(r - (unsigned)m->n_vars);
    type = HYSC_REAL;
  } else if (r == fmu_solver_reference(m)) {
    *extra = m->n_states;
    type = HYSC_INTEGER;
  } else if (r >= fmu_time_reference(m) && r <= fmu_time_reference(m) + (unsigned)F->S->n_roots) {
    *extra = m->n_states + 1 + (int)(r - fmu_time_reference(m)); /* time, then the event indicators */
    type = HYSC_REAL;
  } else {
    fmu_log(F, fmi2Error, "%s: no variable has value reference %u", q->call, r);
    return NULL;
  }
  if (type != q->type) {
    fmu_log(F, fmi2Error, "%s: value reference %u is a%s %s", q->call, r, type == HYSC_INTEGER ? "n" : "",
            type_names[type]);
    *extra = -2;
  }
  return v;
}

/* a value of no variable: a derivative (k < 0), the solver (0), time (1),
   event indicator k - 2 (the model's values are settled) */
static double extra_value(fmu *F, int k)
{
  hysc_sim *S = F->S;
  if (k < 0)
    return S->data.yp[F->model.n_states + k];
  if (k < 2)
    return k == 0 ? F->solver : S->data.t;
  if (sim_zero_crossings(S, &S->data, S->z) != HYSC_OK)
    return NAN;
  return fmu_indicator(F, k - 2);
}

static fmi2Status get_body(fmu *F, void *arg)
{
  const value_request *q = arg;
  hysc_data *D = &F->S->data;
  if (fmu_settle(F) != HYSC_OK)
    return fmi2Error;
  if (F->model.n_computed && F->model.compute)
    F->model.compute(D);
  for (size_t i = 0; i < q->n; i++) {
    int extra;
    const hysc_var *v = reference_var(F, q, q->vr[i], &extra);
    if (!v && extra < 0)
      return fmi2Error;
    if (extra == -2)
      return fmi2Error;
    q->out[i] = v ? hysc_var_value(D, v) : extra_value(F, extra - F->model.n_states);
  }
  return fmi2OK;
}

/* The setting of variable v (a parameter or a start value), as --set makes it. */
static void setting_put(fmu *F, const hysc_var *v, double value)
{
  hysc_options *o = &F->S->opt;
  int k = 0;
  while (k < o->n_settings && o->settings[k].var != v)
    k++;
  o->settings[k] = (hysc_setting){ v->name, v, value };
  if (k == o->n_settings)
    o->n_settings++;
}

static fmi2Status set_one(fmu *F, const value_request *q, size_t i)
{
  int extra;
  const hysc_var *v = reference_var(F, q, q->vr[i], &extra);
  if (extra == -2 || (!v && extra < 0))
    return fmi2Error;
  int before = F->phase == FMU_INSTANTIATED || F->phase == FMU_INITIALIZING;
  if (extra == F->model.n_states && F->phase == FMU_INSTANTIATED) {
    F->solver = q->in[i] != 0;
    return fmi2OK;
  }
  if (before && v && (v->kind == HYSC_PARAMETER || v->kind == HYSC_STATE || v->kind == HYSC_DISCRETE)) {
    setting_put(F, v, q->in[i]);
    return fmi2OK;
  }
  if (v && fmu_causality(&F->model, (int)(v - F->model.vars)) == 1) { /* an input, during the run: the solver restarts if it changed */
    if (F->S->data.p[v->index] == q->in[i])
      return fmi2OK;
    F->S->data.p[v->index] = q->in[i];
    F->S->data.p_set[v->index] = 1;
    F->unsettled = F->inputs_changed = 1;
    return fmi2OK;
  }
  fmu_log(F, fmi2Error, "%s: '%s' cannot be set %s", q->call,
          v ? v->name : extra < F->model.n_states ? "a derivative" : extra == F->model.n_states ? "hysc_solver"
          : "time or an event indicator",
          before ? "(it is no parameter and has no start value)" : "after initialization");
  return fmi2Error;
}

static fmi2Status set_body(fmu *F, void *arg)
{
  const value_request *q = arg;
  for (size_t i = 0; i < q->n; i++)
    if (set_one(F, q, i) != fmi2OK)
      return fmi2Error;
  if (F->phase == FMU_INSTANTIATED || F->phase == FMU_INITIALIZING)
    sim_start_values(F->S); /* what a get returns now */
  return fmi2OK;
}

fmi2Status fmu_get_values(fmu *F, const fmi2ValueReference vr[], size_t n, double *out, hysc_type type,
                          const char *call)
{
  if (!F || (n && (!vr || !out)) || fmu_phase_check(F, ~(1u << FMU_ERROR), call) != fmi2OK)
    return fmi2Error;
  value_request q = { vr, n, out, NULL, type, call };
  return fmu_guarded(F, get_body, &q);
}

fmi2Status fmu_set_values(fmu *F, const fmi2ValueReference vr[], size_t n, const double *in, hysc_type type,
                          const char *call)
{
  if (!F || (n && (!vr || !in)) || fmu_phase_check(F, ~(1u << FMU_ERROR | 1u << FMU_TERMINATED), call) != fmi2OK)
    return fmi2Error;
  value_request q = { vr, n, NULL, in, type, call };
  return fmu_guarded(F, set_body, &q);
}

fmi2Status fmi2GetReal(fmi2Component c, const fmi2ValueReference vr[], size_t n, fmi2Real value[])
{
  return fmu_get_values(c, vr, n, value, HYSC_REAL, "fmi2GetReal");
}

fmi2Status fmi2SetReal(fmi2Component c, const fmi2ValueReference vr[], size_t n, const fmi2Real value[])
{
  return fmu_set_values(c, vr, n, value, HYSC_REAL, "fmi2SetReal");
}

/* Integers and Booleans pass through doubles, as the runtime keeps them. */
static fmi2Status get_ints(fmi2Component c, const fmi2ValueReference vr[], size_t n, int value[], hysc_type type,
                           const char *call)
{
  double *tmp = calloc(n ? n : 1, sizeof *tmp);
  if (!tmp)
    return fmi2Error;
  fmi2Status status = fmu_get_values(c, vr, n, tmp, type, call);
  for (size_t i = 0; status == fmi2OK && i < n; i++)
    value[i] = type == HYSC_BOOLEAN ? tmp[i] != 0 : (int)lround(tmp[i]);
  free(tmp);
  return status;
}

static fmi2Status set_ints(fmi2Component c, const fmi2ValueReference vr[], size_t n, const int value[],
                           hysc_type type, const char *call)
{
  double *tmp = calloc(n ? n : 1, sizeof *tmp);
  if (!tmp)
    return fmi2Error;
  for (size_t i = 0; i < n && value; i++)
    tmp[i] = type == HYSC_BOOLEAN ? value[i] != 0 : value[i];
  fmi2Status status = fmu_set_values(c, vr, n, value ? tmp : NULL, type, call);
  free(tmp);
  return status;
}

fmi2Status fmi2GetInteger(fmi2Component c, const fmi2ValueReference vr[], size_t n, fmi2Integer value[])
{
  return get_ints(c, vr, n, value, HYSC_INTEGER, "fmi2GetInteger");
}

fmi2Status fmi2GetBoolean(fmi2Component c, const fmi2ValueReference vr[], size_t n, fmi2Boolean value[])
{
  return get_ints(c, vr, n, value, HYSC_BOOLEAN, "fmi2GetBoolean");
}

fmi2Status fmi2SetInteger(fmi2Component c, const fmi2ValueReference vr[], size_t n, const fmi2Integer value[])
{
  return set_ints(c, vr, n, value, HYSC_INTEGER, "fmi2SetInteger");
}

fmi2Status fmi2SetBoolean(fmi2Component c, const fmi2ValueReference vr[], size_t n, const fmi2Boolean value[])
{
  return set_ints(c, vr, n, value, HYSC_BOOLEAN, "fmi2SetBoolean");
}

fmi2Status fmi2GetString(fmi2Component c, const fmi2ValueReference vr[], size_t n, fmi2String value[])
{
  (void)vr, (void)value;
  if (c && n)
    fmu_log(c, fmi2Error, "fmi2GetString: the model has no String variables");
  return c && !n ? fmi2OK : fmi2Error;
}

fmi2Status fmi2SetString(fmi2Component c, const fmi2ValueReference vr[], size_t n, const fmi2String value[])
{
  (void)vr, (void)value;
  if (c && n)
    fmu_log(c, fmi2Error, "fmi2SetString: the model has no String variables");
  return c && !n ? fmi2OK : fmi2Error;
}
