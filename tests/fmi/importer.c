/*
 * importer.c - a small FMI 2.0 and 3.0 importer for the tests: loads an
 * unpacked FMU (dlopen of binaries/linux64/ID.so, FMI 3.0's
 * binaries/x86_64-linux/ID.so, the version, GUID or
 * instantiation token and value references from modelDescription.xml),
 * calls the functions in the order the standard prescribes (FMI 3.0's
 * through fmi3_calls.h) and prints a CSV row of the named variables at every
 * communication (output) point.  Co-simulation: fmi2DoStep from point to
 * point.  Model exchange: classical Runge-Kutta (4th order) steps of at most
 * 1e-3 s (max-step=H), an event located by bisection of the step on the event
 * indicators' signs to 1e-13 s, time events at the time the FMU names, and
 * the event iteration of fmi2NewDiscreteStates; each event's time goes to
 * standard error as "event t=T importer".
 *
 *   importer DIR cs|me STOP STEP [NAME=VALUE...] [NAME@T=V,T=V...] -- VAR...
 *
 * NAME=VALUE sets a Real parameter or start value (hysc_solver=1: an
 * Integer) before initialization (max-step=H: model exchange's steps of at
 * most H s instead; rollback: co-simulation takes each step, sets the FMU
 * state from before it back and takes it again, and says on standard
 * error how many of the repeated steps gave other values; tolerance=X:
 * the relative tolerance of
 * fmi2SetupExperiment; open-end after it: no stop time given to the FMU,
 * which then runs as long as it is stepped); NAME@T=V,T=V,... drives the Real input
 * NAME with a table: from each time T (ascending) its value is V, set at
 * the communication point T (co-simulation) or at T as an event of the
 * importer (model exchange).  Exit status 0 when every call returned
 * fmi2OK (fmi2Discard from a model that terminated ends the run early, 0
 * too), 1 otherwise; the FMU's messages go to standard error, its events
 * among them (the category logEvents: "event t=..." as the executable's
 * --events writes them).
 */
#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fmi2.h"
#include "attribute.h"

static char *xml;

static char *read_text(const char *path)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  rewind(f);
  char *s = malloc((size_t)n + 1);
  if (s && fread(s, 1, (size_t)n, f) != (size_t)n)
    n = 0;
  if (s)
    s[n] = '\0';
  fclose(f);
  return s;
}


/* the value reference of the variable called name; -1 when none */
static long reference(const char *name)
{
  char key[512];
  snprintf(key, sizeof key, " name=\"%s\" valueReference=", name); /* <ScalarVariable, <Float64 ... */
  const char *p = strstr(xml, key);
  if (!p)
    return -1;
  char *v = attribute(p, "valueReference");
  long r = v ? atol(v) : -1;
  free(v);
  return r;
}

static void logger(fmi2ComponentEnvironment env, fmi2String instance, fmi2Status status, fmi2String category,
                   fmi2String message, ...)
{
  (void)env;
  va_list ap;
  va_start(ap, message);
  fprintf(stderr, "[%s %d %s] ", instance, (int)status, category);
  vfprintf(stderr, message, ap);
  fputc('\n', stderr);
  va_end(ap);
}

/* the FMU's functions, looked up by name */
static struct {
  __typeof__(fmi2Instantiate) *Instantiate;
  __typeof__(fmi2SetDebugLogging) *SetDebugLogging;
  __typeof__(fmi2SetupExperiment) *SetupExperiment;
  __typeof__(fmi2EnterInitializationMode) *EnterInitializationMode;
  __typeof__(fmi2ExitInitializationMode) *ExitInitializationMode;
  __typeof__(fmi2DoStep) *DoStep;
  __typeof__(fmi2GetReal) *GetReal;
  __typeof__(fmi2SetReal) *SetReal;
  __typeof__(fmi2SetInteger) *SetInteger;
  __typeof__(fmi2Terminate) *Terminate;
  __typeof__(fmi2FreeInstance) *FreeInstance;
  __typeof__(fmi2GetBooleanStatus) *GetBooleanStatus;
  __typeof__(fmi2GetRealStatus) *GetRealStatus;
  __typeof__(fmi2SetTime) *SetTime;
  __typeof__(fmi2SetContinuousStates) *SetContinuousStates;
  __typeof__(fmi2GetContinuousStates) *GetContinuousStates;
  __typeof__(fmi2GetDerivatives) *GetDerivatives;
  __typeof__(fmi2GetEventIndicators) *GetEventIndicators;
  __typeof__(fmi2EnterEventMode) *EnterEventMode;
  __typeof__(fmi2NewDiscreteStates) *NewDiscreteStates;
  __typeof__(fmi2EnterContinuousTimeMode) *EnterContinuousTimeMode;
  __typeof__(fmi2CompletedIntegratorStep) *CompletedIntegratorStep;
  __typeof__(fmi2GetFMUstate) *GetFMUstate;
  __typeof__(fmi2SetFMUstate) *SetFMUstate;
  __typeof__(fmi2FreeFMUstate) *FreeFMUstate;
} fmi;

static int load(void *so)
{
#define LOAD(name) (*(void **)&fmi.name = dlsym(so, "fmi2" #name)) != NULL
  return LOAD(Instantiate) && LOAD(SetDebugLogging) && LOAD(SetupExperiment) && LOAD(EnterInitializationMode) &&
         LOAD(ExitInitializationMode) && LOAD(DoStep) && LOAD(GetReal) && LOAD(SetReal) && LOAD(SetInteger) &&
         LOAD(Terminate) && LOAD(FreeInstance) && LOAD(GetBooleanStatus) && LOAD(GetRealStatus) && LOAD(SetTime) &&
         LOAD(SetContinuousStates) && LOAD(GetContinuousStates) && LOAD(GetDerivatives) &&
         LOAD(GetEventIndicators) && LOAD(EnterEventMode) && LOAD(NewDiscreteStates) &&
         LOAD(EnterContinuousTimeMode) && LOAD(CompletedIntegratorStep) && LOAD(GetFMUstate) &&
         LOAD(SetFMUstate) && LOAD(FreeFMUstate);
#undef LOAD
}

#include "fmi3_calls.h"

/* FMI 3.0: the table fmi of FMI 2.0's shapes filled with the fmi3
   functions of the same shape and the wrappers of fmi3_calls.h */
static int load3(void *so)
{
#define LOAD3(name) (*(void **)&fmi3.name = dlsym(so, "fmi3" #name)) != NULL
#define SAME(slot, name) (*(void **)&fmi.slot = dlsym(so, "fmi3" #name)) != NULL
  if (!(LOAD3(InstantiateModelExchange) && LOAD3(InstantiateCoSimulation) && LOAD3(EnterInitializationMode) &&
        LOAD3(DoStep) && LOAD3(GetFloat64) && LOAD3(SetFloat64) && LOAD3(SetInt32) && LOAD3(UpdateDiscreteStates) &&
        LOAD3(CompletedIntegratorStep) && LOAD3(SetDebugLogging)))
    return 0;
  fmi.Instantiate = instantiate3, fmi.SetupExperiment = setup3, fmi.EnterInitializationMode = enter_initialization3;
  fmi.DoStep = do_step3, fmi.GetReal = get_real3, fmi.SetReal = set_real3, fmi.SetInteger = set_integer3;
  fmi.GetBooleanStatus = terminated3, fmi.GetRealStatus = last_time3, fmi.NewDiscreteStates = new_discrete_states3;
  fmi.CompletedIntegratorStep = completed_step3, fmi.SetDebugLogging = debug_logging3;
  return SAME(ExitInitializationMode, ExitInitializationMode) && SAME(Terminate, Terminate) &&
         SAME(FreeInstance, FreeInstance) && SAME(SetTime, SetTime) && SAME(SetContinuousStates, SetContinuousStates) &&
         SAME(GetContinuousStates, GetContinuousStates) && SAME(GetDerivatives, GetContinuousStateDerivatives) &&
         SAME(GetEventIndicators, GetEventIndicators) && SAME(EnterEventMode, EnterEventMode) &&
         SAME(EnterContinuousTimeMode, EnterContinuousTimeMode) && SAME(GetFMUstate, GetFMUState) &&
         SAME(SetFMUstate, SetFMUState) && SAME(FreeFMUstate, FreeFMUState);
#undef SAME
#undef LOAD3
}

static int failed(const char *call, fmi2Status s)
{
  fprintf(stderr, "importer: %s returned %d\n", call, (int)s);
  return 1;
}

#define CALL(expr) do { fmi2Status s_ = (expr); if (s_ != fmi2OK) return failed(#expr, s_); } while (0)

/* the variables printed, and their values */
static int n_out;
static fmi2ValueReference *out_vr;
static double *out_v;

static int row(fmi2Component c, double t)
{
  CALL(fmi.GetReal(c, out_vr, (size_t)n_out, out_v));
  printf("%.17g", t);
  for (int k = 0; k < n_out; k++)
    printf(",%.17g", out_v[k]);
  printf("\n");
  return 0;
}

/* the inputs driven by tables */
#define MAX_INPUTS 8
#define MAX_BREAKS 32
static struct {
  fmi2ValueReference vr;
  int n;
  double t[MAX_BREAKS], v[MAX_BREAKS];
} inputs[MAX_INPUTS];
static int n_inputs;

static int input_table(const char *arg)
{
  const char *at = strchr(arg, '@');
  char name[512];
  snprintf(name, sizeof name, "%.*s", (int)(at - arg), arg);
  if (n_inputs == MAX_INPUTS || reference(name) < 0)
    return failed(arg, fmi2Error);
  inputs[n_inputs].vr = (fmi2ValueReference)reference(name);
  for (const char *p = at + 1; *p && inputs[n_inputs].n < MAX_BREAKS; p += strcspn(p, ","), p += *p == ',') {
    int k = inputs[n_inputs].n++;
    if (sscanf(p, "%lf=%lf", &inputs[n_inputs].t[k], &inputs[n_inputs].v[k]) != 2)
      return failed(arg, fmi2Error);
  }
  n_inputs++;
  return 0;
}

/* every input set to its table's value at t (changed: whether one moved) */
static int inputs_at(fmi2Component c, double t, int *changed)
{
  *changed = 0;
  for (int i = 0; i < n_inputs; i++) {
    int k = -1;
    while (k + 1 < inputs[i].n && inputs[i].t[k + 1] <= t + 1e-12)
      k++;
    if (k < 0)
      continue;
    *changed |= inputs[i].t[k] > t - 1e-12;
    CALL(fmi.SetReal(c, &inputs[i].vr, 1, &inputs[i].v[k]));
  }
  return 0;
}

/* the first time of a table after t (HUGE_VAL: none) */
static double next_input_time(double t)
{
  double next = HUGE_VAL;
  for (int i = 0; i < n_inputs; i++)
    for (int k = 0; k < inputs[i].n; k++)
      if (inputs[i].t[k] > t + 1e-12 && inputs[i].t[k] < next)
        next = inputs[i].t[k];
  return next;
}

/* rollback: every step is taken, the FMU state from before it set back
   (fmi2GetFMUstate, fmi2SetFMUstate) and the step taken again; repeated
   counts them, differing those whose values differ in any bit */
static int rollback, repeated, differing;
static fmi2FMUstate saved;

static fmi2Status step_twice(fmi2Component c, double t, double h)
{
  double first[64];
  fmi2Status s;
  if ((s = fmi.GetFMUstate(c, &saved)) != fmi2OK || (s = fmi.DoStep(c, t, h, fmi2False)) != fmi2OK ||
      (s = fmi.GetReal(c, out_vr, (size_t)n_out, first)) != fmi2OK || (s = fmi.SetFMUstate(c, saved)) != fmi2OK ||
      (s = fmi.DoStep(c, t, h, fmi2False)) != fmi2OK || (s = fmi.GetReal(c, out_vr, (size_t)n_out, out_v)) != fmi2OK)
    return s;
  repeated++;
  differing += memcmp(first, out_v, sizeof *out_v * (size_t)n_out) != 0;
  return fmi2OK;
}

/* co-simulation: fmi2DoStep from one point to the next */
static int run_cs(fmi2Component c, double stop, double step)
{
  for (long i = 0;; i++) {
    double t = i * step;
    if (row(c, t))
      return 1;
    if (t >= stop - 1e-12 * stop)
      return 0;
    int changed;
    if (inputs_at(c, t, &changed))
      return 1;
    fmi2Status s = rollback && n_out <= 64 ? step_twice(c, t, (i + 1) * step - t)
                                          : fmi.DoStep(c, t, (i + 1) * step - t, fmi2True);
    if (s == fmi2Discard) {
      /* the model ended its run inside the step: the row where it ended */
      fmi2Boolean done = 0;
      fmi.GetBooleanStatus(c, fmi2Terminated, &done);
      if (!done)
        return failed("fmi2DoStep", s);
      CALL(fmi.GetRealStatus(c, fmi2LastSuccessfulTime, &t));
      return row(c, t);
    }
    if (s != fmi2OK)
      return failed("fmi2DoStep", s);
  }
}

/* model exchange */
static int nx, nz;
static double max_step = 1e-3;
static double *x0, *x1, *k1, *k2, *k3, *k4, *xs, *z0, *z1;

static int derivatives(fmi2Component c, double t, const double *x, double *dx)
{
  CALL(fmi.SetTime(c, t));
  CALL(fmi.SetContinuousStates(c, x, (size_t)nx));
  CALL(fmi.GetDerivatives(c, dx, (size_t)nx));
  return 0;
}

/* x1 = one classical Runge-Kutta step of h from (t, x0); the FMU is left at
   (t + h, x1) with its event indicators in z */
static int rk4(fmi2Component c, double t, double h, double *z)
{
  if (derivatives(c, t, x0, k1))
    return 1;
  for (int i = 0; i < nx; i++)
    xs[i] = x0[i] + h / 2 * k1[i];
  if (derivatives(c, t + h / 2, xs, k2))
    return 1;
  for (int i = 0; i < nx; i++)
    xs[i] = x0[i] + h / 2 * k2[i];
  if (derivatives(c, t + h / 2, xs, k3))
    return 1;
  for (int i = 0; i < nx; i++)
    xs[i] = x0[i] + h * k3[i];
  if (derivatives(c, t + h, xs, k4))
    return 1;
  for (int i = 0; i < nx; i++)
    x1[i] = x0[i] + h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
  CALL(fmi.SetTime(c, t + h));
  CALL(fmi.SetContinuousStates(c, x1, (size_t)nx));
  CALL(fmi.GetEventIndicators(c, z, (size_t)nz));
  return 0;
}

static int crossed(const double *a, const double *b)
{
  for (int k = 0; k < nz; k++)
    if ((a[k] > 0) != (b[k] > 0))
      return 1;
  return 0;
}

/* the event iteration at the FMU's current time and states */
static int event(fmi2Component c, double t, fmi2EventInfo *info, int *terminate)
{
  fprintf(stderr, "event t=%.17g importer\n", t);
  CALL(fmi.EnterEventMode(c));
  do
    CALL(fmi.NewDiscreteStates(c, info));
  while (info->newDiscreteStatesNeeded && !info->terminateSimulation);
  *terminate = info->terminateSimulation;
  CALL(fmi.EnterContinuousTimeMode(c));
  CALL(fmi.GetContinuousStates(c, x0, (size_t)nx));
  CALL(fmi.GetEventIndicators(c, z0, (size_t)nz));
  return 0;
}

/* one step from t toward t_end: *t moves to the end or to the first crossing,
   found by bisection of the step, where the event is handled */
static int me_step(fmi2Component c, double *t, double t_end, fmi2EventInfo *info, int *terminate)
{
  double h = t_end - *t;
  if (rk4(c, *t, h, z1))
    return 1;
  if (!crossed(z0, z1)) {
    fmi2Boolean enter = 0;
    *t = t_end;
    memcpy(x0, x1, sizeof *x0 * (size_t)nx);
    memcpy(z0, z1, sizeof *z0 * (size_t)nz);
    CALL(fmi.CompletedIntegratorStep(c, fmi2True, &enter, terminate));
    if (enter || (info->nextEventTimeDefined && *t >= info->nextEventTime))
      return event(c, *t, info, terminate);
    return 0;
  }
  double lo = 0, hi = h;
  while (hi - lo > 1e-13) {
    double mid = (lo + hi) / 2;
    if (rk4(c, *t, mid, z1))
      return 1;
    if (crossed(z0, z1))
      hi = mid;
    else
      lo = mid;
  }
  if (rk4(c, *t, hi, z1))
    return 1;
  *t += hi;
  return event(c, *t, info, terminate);
}

static int run_me(fmi2Component c, double stop, double step)
{
  fmi2EventInfo info = { 0 };
  int terminate = 0;
  x0 = calloc((size_t)nx + 1, sizeof *x0), x1 = calloc((size_t)nx + 1, sizeof *x1);
  k1 = calloc((size_t)nx + 1, sizeof *k1), k2 = calloc((size_t)nx + 1, sizeof *k2);
  k3 = calloc((size_t)nx + 1, sizeof *k3), k4 = calloc((size_t)nx + 1, sizeof *k4);
  xs = calloc((size_t)nx + 1, sizeof *xs);
  z0 = calloc((size_t)nz + 1, sizeof *z0), z1 = calloc((size_t)nz + 1, sizeof *z1);
  do
    CALL(fmi.NewDiscreteStates(c, &info));
  while (info.newDiscreteStatesNeeded);
  CALL(fmi.EnterContinuousTimeMode(c));
  CALL(fmi.GetContinuousStates(c, x0, (size_t)nx));
  CALL(fmi.GetEventIndicators(c, z0, (size_t)nz));
  double t = 0;
  for (long i = 0; !terminate; i++) {
    double t_out = i * step;
    while (t < t_out && !terminate) {
      double t_end = fmin(t_out, t + max_step);
      if (info.nextEventTimeDefined && info.nextEventTime > t && info.nextEventTime < t_end)
        t_end = info.nextEventTime;
      t_end = fmin(t_end, next_input_time(t));
      if (me_step(c, &t, t_end, &info, &terminate))
        return 1;
      int changed;
      if (inputs_at(c, t, &changed) || (changed && event(c, t, &info, &terminate)))
        return 1;
    }
    if (row(c, t))
      return 1;
    if (t >= stop - 1e-12 * stop)
      break;
  }
  free(x0), free(x1), free(k1), free(k2), free(k3), free(k4), free(xs), free(z0), free(z1);
  return 0;
}

/* NAME=VALUE before initialization */
static int set_start(fmi2Component c, const char *arg)
{
  char name[512];
  const char *eq = strchr(arg, '=');
  snprintf(name, sizeof name, "%.*s", eq ? (int)(eq - arg) : 0, arg);
  fmi2ValueReference r = (fmi2ValueReference)reference(name);
  double x = eq ? atof(eq + 1) : 0;
  if (strcmp(name, "max-step") == 0 && x > 0)
    return max_step = x, 0;
  if (strcmp(arg, "rollback") == 0)
    return rollback = 1, 0;
  int i = (int)x;
  fmi2Status s = strcmp(name, "hysc_solver") == 0 ? fmi.SetInteger(c, &r, 1, &i) : fmi.SetReal(c, &r, 1, &x);
  return s == fmi2OK ? 0 : failed(arg, s);
}

static int count(const char *text, const char *what)
{
  int n = 0;
  for (const char *p = text; (p = strstr(p, what)); p++)
    n++;
  return n;
}

int main(int argc, char **argv)
{
  if (argc < 6) {
    fprintf(stderr, "usage: importer DIR cs|me STOP STEP [tolerance=X] [open-end] [NAME=VALUE...] -- VAR...\n");
    return 2;
  }
  char path[4096];
  snprintf(path, sizeof path, "%s/modelDescription.xml", argv[1]);
  if (!(xml = read_text(path)))
    return failed("reading modelDescription.xml", fmi2Error);
  int me = strcmp(argv[2], "me") == 0;
  char *version = attribute(xml, "fmiVersion");
  int three = version && version[0] == '3';
  char *guid = attribute(xml, three ? "instantiationToken" : "guid"), *id = attribute(xml, "modelIdentifier"),
       *indicators = attribute(xml, "numberOfEventIndicators");
  nz = three ? count(xml, "<EventIndicator ") : indicators ? atoi(indicators) : 0;
  nx = count(xml, " derivative=\"");
  snprintf(path, sizeof path, "%s/binaries/%s/%s.so", argv[1], three ? FMI3_PLATFORM : "linux64", id);
  void *so = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!so || !(three ? load3(so) : load(so))) {
    fprintf(stderr, "importer: %s\n", so ? "an FMI function is missing" : dlerror());
    return 1;
  }
  double stop = atof(argv[3]), step = atof(argv[4]);
  fmi2CallbackFunctions cb = { logger, calloc, free, NULL, NULL };
  fmi2Component c = fmi.Instantiate("instance", me ? fmi2ModelExchange : fmi2CoSimulation, guid, "", &cb,
                                    fmi2False, fmi2True);
  if (!c)
    return failed("fmi2Instantiate", fmi2Error);
  /* the FMU's events in the log, as the executable's --events writes them */
  fmi2String categories[] = { "logEvents" };
  CALL(fmi.SetDebugLogging(c, fmi2True, 1, categories));
  int a = 5;
  double tolerance = a < argc && !strncmp(argv[a], "tolerance=", 10) ? atof(argv[a++] + 10) : 0;
  int open_end = a < argc && !strcmp(argv[a], "open-end") && ++a;
  CALL(fmi.SetupExperiment(c, tolerance > 0, tolerance, 0, !open_end, stop));
  for (; a < argc && strcmp(argv[a], "--") != 0; a++)
    if (strchr(argv[a], '@') ? input_table(argv[a]) : set_start(c, argv[a]))
      return 1;
  n_out = argc - a - 1;
  out_vr = calloc((size_t)n_out + 1, sizeof *out_vr);
  out_v = calloc((size_t)n_out + 1, sizeof *out_v);
  printf("\"time\"");
  for (int k = 0; k < n_out; k++) {
    if (reference(argv[a + 1 + k]) < 0)
      return failed(argv[a + 1 + k], fmi2Error);
    out_vr[k] = (fmi2ValueReference)reference(argv[a + 1 + k]);
    printf(",\"%s\"", argv[a + 1 + k]);
  }
  printf("\n");
  int changed; /* the inputs' values at the start, for the initialization */
  if (inputs_at(c, 0, &changed))
    return 1;
  CALL(fmi.EnterInitializationMode(c));
  CALL(fmi.ExitInitializationMode(c));
  int rc = me ? run_me(c, stop, step) : run_cs(c, stop, step);
  if (rollback)
    fprintf(stderr, "importer: %d steps repeated after fmi2SetFMUstate, %d of them with other values\n", repeated,
            differing);
  if (saved)
    CALL(fmi.FreeFMUstate(c, &saved));
  if (rc == 0)
    CALL(fmi.Terminate(c));
  fmi.FreeInstance(c);
  /* no dlclose: the model's tables (names made when the library loads)
     live as long as the library, and a leak check at exit would count them */
  free(out_vr), free(out_v), free(guid), free(id), free(indicators), free(version), free(xml);
  return rc;
}
