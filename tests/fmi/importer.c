/*
 * importer.c - a small FMI 2.0 importer for the tests: loads an unpacked
 * FMU (dlopen of binaries/linux64/ID.so, the GUID and value references from
 * modelDescription.xml), calls the functions in the order the standard
 * prescribes for co-simulation and prints a CSV row of the named variables
 * at every communication point.
 *
 *   importer DIR STOP STEP [NAME=VALUE...] -- VAR...
 *
 * NAME=VALUE sets a Real parameter or start value (hysc_solver=1: an
 * Integer) before initialization.  Exit status 0 when every call returned
 * fmi2OK (fmi2Discard from a model that terminated ends the run early, 0
 * too), 1 otherwise; the FMU's messages go to standard error.
 */
#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fmi2.h"

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

/* the value of attribute name="..." after position at, copied (or NULL) */
static char *attribute(const char *at, const char *name)
{
  char key[64];
  snprintf(key, sizeof key, " %s=\"", name);
  const char *p = strstr(at, key);
  if (!p)
    return NULL;
  p += strlen(key);
  size_t n = strcspn(p, "\"");
  char *v = malloc(n + 1);
  memcpy(v, p, n);
  v[n] = '\0';
  return v;
}

/* the value reference of the variable called name; -1 when none */
static long reference(const char *name)
{
  char key[512];
  snprintf(key, sizeof key, "<ScalarVariable name=\"%s\"", name);
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

#define LOAD(name) name##_t *name = (name##_t *)dlsym(so, #name)
typedef __typeof__(fmi2Instantiate) fmi2Instantiate_t;
typedef __typeof__(fmi2SetupExperiment) fmi2SetupExperiment_t;
typedef __typeof__(fmi2EnterInitializationMode) fmi2EnterInitializationMode_t;
typedef __typeof__(fmi2ExitInitializationMode) fmi2ExitInitializationMode_t;
typedef __typeof__(fmi2DoStep) fmi2DoStep_t;
typedef __typeof__(fmi2GetReal) fmi2GetReal_t;
typedef __typeof__(fmi2SetReal) fmi2SetReal_t;
typedef __typeof__(fmi2SetInteger) fmi2SetInteger_t;
typedef __typeof__(fmi2Terminate) fmi2Terminate_t;
typedef __typeof__(fmi2FreeInstance) fmi2FreeInstance_t;
typedef __typeof__(fmi2GetBooleanStatus) fmi2GetBooleanStatus_t;
typedef __typeof__(fmi2GetRealStatus) fmi2GetRealStatus_t;

static int failed(const char *call, fmi2Status s)
{
  fprintf(stderr, "importer: %s returned %d\n", call, (int)s);
  return 1;
}

static void row(double t, int n, const double *v)
{
  printf("%.17g", t);
  for (int k = 0; k < n; k++)
    printf(",%.17g", v[k]);
  printf("\n");
}

int main(int argc, char **argv)
{
  if (argc < 5) {
    fprintf(stderr, "usage: importer DIR STOP STEP [NAME=VALUE...] -- VAR...\n");
    return 2;
  }
  char path[4096];
  snprintf(path, sizeof path, "%s/modelDescription.xml", argv[1]);
  if (!(xml = read_text(path)))
    return failed("reading modelDescription.xml", fmi2Error);
  char *guid = attribute(xml, "guid"), *id = attribute(xml, "modelIdentifier");
  snprintf(path, sizeof path, "%s/binaries/linux64/%s.so", argv[1], id);
  void *so = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!so) {
    fprintf(stderr, "importer: %s\n", dlerror());
    return 1;
  }
  LOAD(fmi2Instantiate); LOAD(fmi2SetupExperiment); LOAD(fmi2EnterInitializationMode);
  LOAD(fmi2ExitInitializationMode); LOAD(fmi2DoStep); LOAD(fmi2GetReal); LOAD(fmi2SetReal);
  LOAD(fmi2SetInteger); LOAD(fmi2Terminate); LOAD(fmi2FreeInstance); LOAD(fmi2GetBooleanStatus);
  LOAD(fmi2GetRealStatus);
  double stop = atof(argv[2]), step = atof(argv[3]);
  fmi2CallbackFunctions cb = { logger, calloc, free, NULL, NULL };
  fmi2Component c = fmi2Instantiate("instance", fmi2CoSimulation, guid, "", &cb, fmi2False, fmi2True);
  if (!c)
    return failed("fmi2Instantiate", fmi2Error);
  fmi2Status s;
  if ((s = fmi2SetupExperiment(c, fmi2False, 0, 0, fmi2True, stop)) != fmi2OK)
    return failed("fmi2SetupExperiment", s);
  int a = 4;
  for (; a < argc && strcmp(argv[a], "--") != 0; a++) {
    char name[512];
    const char *eq = strchr(argv[a], '=');
    snprintf(name, sizeof name, "%.*s", eq ? (int)(eq - argv[a]) : 0, argv[a]);
    fmi2ValueReference r = (fmi2ValueReference)reference(name);
    double x = eq ? atof(eq + 1) : 0;
    int i = (int)x;
    s = strcmp(name, "hysc_solver") == 0 ? fmi2SetInteger(c, &r, 1, &i) : fmi2SetReal(c, &r, 1, &x);
    if (s != fmi2OK)
      return failed(argv[a], s);
  }
  int n = argc - a - 1;
  fmi2ValueReference *vr = calloc((size_t)n + 1, sizeof *vr);
  double *v = calloc((size_t)n + 1, sizeof *v);
  printf("\"time\"");
  for (int k = 0; k < n; k++) {
    vr[k] = (fmi2ValueReference)reference(argv[a + 1 + k]);
    printf(",\"%s\"", argv[a + 1 + k]);
  }
  printf("\n");
  if ((s = fmi2EnterInitializationMode(c)) != fmi2OK || (s = fmi2ExitInitializationMode(c)) != fmi2OK)
    return failed("initialization", s);
  int rc = 0;
  for (long i = 0;; i++) {
    double t = i * step;
    if ((s = fmi2GetReal(c, vr, (size_t)n, v)) != fmi2OK)
      return failed("fmi2GetReal", s);
    row(t, n, v);
    if (t >= stop - 1e-12 * stop)
      break;
    double h = (i + 1) * step - t;
    if ((s = fmi2DoStep(c, t, h, fmi2True)) == fmi2Discard) {
      /* the model ended its run inside the step: the row where it ended */
      fmi2Boolean done = 0;
      fmi2GetBooleanStatus(c, fmi2Terminated, &done);
      if (!done || fmi2GetRealStatus(c, fmi2LastSuccessfulTime, &t) != fmi2OK ||
          fmi2GetReal(c, vr, (size_t)n, v) != fmi2OK)
        return failed("fmi2DoStep", s);
      row(t, n, v);
      break;
    }
    if (s != fmi2OK)
      return failed("fmi2DoStep", s);
  }
  if ((s = fmi2Terminate(c)) != fmi2OK)
    rc = failed("fmi2Terminate", s);
  fmi2FreeInstance(c);
  dlclose(so);
  free(vr);
  free(v);
  free(guid);
  free(id);
  free(xml);
  return rc;
}
