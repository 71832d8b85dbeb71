/*
 * fmu_description.c - modelDescription.xml of the FMU, written from the
 * model's own tables (so that it cannot disagree with the binary): every
 * variable with its value reference (its index in vars[], then the
 * derivatives, then the solver parameter), causality, variability,
 * initial, unit and start value; the derivatives and initial unknowns of
 * ModelStructure; FMI 2.0's or, with --fmi-version=3, FMI 3.0's elements
 * (Float64 for Real, the event indicators as variables).  hysc --fmu loads
 * the FMU's binary and calls hysc_fmu_description.
 */
#include <math.h>
#include <string.h>
#include "fmu.h"
#undef stderr
#undef stdout

/* s with the characters XML gives a meaning escaped, control characters left out */
static void put_text(FILE *fp, const char *s)
{
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '&')
      fputs("&amp;", fp);
    else if (c == '<')
      fputs("&lt;", fp);
    else if (c == '>')
      fputs("&gt;", fp);
    else if (c == '"')
      fputs("&quot;", fp);
    else if (c >= 0x20 && c != 0x7f)
      fputc(c, fp);
  }
}

static void put_number(FILE *fp, const char *attribute, double x)
{
  char text[HYSC_NUMBER_TEXT_MAX];
  if (!isfinite(x))
    return;
  number_text(text, x);
  fprintf(fp, " %s=\"%s\"", attribute, text);
}

/* The end of FMI 2.0's element of an interface: its SourceFiles, the
   files under sources/ to compile (sources: one name a line). */
static void source_files(FILE *fp, const char *sources, const char *element)
{
  if (!sources || !*sources) {
    fputs("/>\n", fp);
    return;
  }
  fputs(">\n    <SourceFiles>\n", fp);
  for (const char *p = sources; *p; p += strcspn(p, "\n"), p += *p == '\n') {
    fputs("      <File name=\"", fp);
    for (const char *q = p; *q && *q != '\n'; q++)
      fputc(*q, fp);
    fputs("\"/>\n", fp);
  }
  fprintf(fp, "    </SourceFiles>\n  </%s>\n", element);
}

/* A model with contacts needs fmi2/3CompletedIntegratorStep: there model
   exchange checks that the importer followed its impacts (fmu_me.c).  FMU
   states are offered without delay() (fmu_state.c). */
static void header(FILE *fp, const hysc_model *m, const char *identifier, int kinds, int version,
                   const char *sources)
{
  char guid[64];
  fmu_guid(m, guid, sizeof guid);
  const char *state = m->n_delays ? "false" : "true"; /* fmu_state.c */
  fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<fmiModelDescription fmiVersion=\"%s\" modelName=\"",
          version == 3 ? "3.0" : "2.0");
  put_text(fp, m->name);
  fprintf(fp, "\" %s=\"%s\" generationTool=\"hysc %s\" variableNamingConvention=\"flat\"",
          version == 3 ? "instantiationToken" : "guid", guid, HYSC_VERSION);
  if (version == 3) {
    fputs(">\n", fp);
    if (kinds & 1)
      fprintf(fp, "  <ModelExchange modelIdentifier=\"%s\" needsCompletedIntegratorStep=\"%s\" "
              "canGetAndSetFMUState=\"%s\"/>\n", identifier, m->n_contacts ? "true" : "false", state);
    if (kinds & 2)
      fprintf(fp, "  <CoSimulation modelIdentifier=\"%s\" canHandleVariableCommunicationStepSize=\"true\" "
              "maxOutputDerivativeOrder=\"0\" hasEventMode=\"false\" canGetAndSetFMUState=\"%s\"/>\n",
              identifier, state);
    return;
  }
  fprintf(fp, " numberOfEventIndicators=\"%d\">\n", m->n_relations + 2 * m->n_frozen);
  if (kinds & 1) {
    fprintf(fp, "  <ModelExchange modelIdentifier=\"%s\" completedIntegratorStepNotNeeded=\"%s\" "
            "canGetAndSetFMUstate=\"%s\"", identifier, m->n_contacts ? "false" : "true", state);
    source_files(fp, sources, "ModelExchange");
  }
  if (kinds & 2) {
    fprintf(fp, "  <CoSimulation modelIdentifier=\"%s\" canHandleVariableCommunicationStepSize=\"true\" "
            "canInterpolateInputs=\"false\" maxOutputDerivativeOrder=\"0\" canGetAndSetFMUstate=\"%s\"",
            identifier, state);
    source_files(fp, sources, "CoSimulation");
  }
}

static void unit_definitions(FILE *fp, const hysc_model *m)
{
  int any = 0;
  for (int i = 0; i < m->n_vars; i++) {
    const char *u = m->vars[i].unit;
    int seen = !*u;
    for (int j = 0; j < i && !seen; j++)
      seen = strcmp(m->vars[j].unit, u) == 0;
    if (seen)
      continue;
    fputs(any++ ? "    <Unit name=\"" : "  <UnitDefinitions>\n    <Unit name=\"", fp);
    put_text(fp, u);
    fputs("\"/>\n", fp);
  }
  if (any)
    fputs("  </UnitDefinitions>\n", fp);
  fputs("  <LogCategories>\n    <Category name=\"logEvents\" description=\"every event, as the executable's "
        "--events\"/>\n    <Category name=\"logStatusWarning\"/>\n    <Category name=\"logStatusError\"/>\n"
        "    <Category name=\"logAll\"/>\n  </LogCategories>\n  <DefaultExperiment", fp);
  put_number(fp, "startTime", m->start_time);
  put_number(fp, "stopTime", m->stop_time);
  put_number(fp, "tolerance", m->tolerance);
  put_number(fp, "stepSize", m->interval);
  fputs("/>\n", fp);
}

/* causality, variability and initial of a variable of the model (causality:
   hysc_model.causality's) */
static const char *attributes(const hysc_var *v, int causality)
{
  if (causality == 1)
    return v->type == HYSC_REAL ? "causality=\"input\" variability=\"continuous\""
                                : "causality=\"input\" variability=\"discrete\"";
  if (causality == 2)
    switch (v->kind) {
    case HYSC_STATE:
      return v->fixed ? "causality=\"output\" variability=\"continuous\" initial=\"exact\""
                      : "causality=\"output\" variability=\"continuous\" initial=\"calculated\"";
    case HYSC_DISCRETE: return "causality=\"output\" variability=\"discrete\" initial=\"calculated\"";
    default: return "causality=\"output\" variability=\"continuous\" initial=\"calculated\"";
    }
  switch (v->kind) {
  case HYSC_PARAMETER: return "causality=\"parameter\" variability=\"fixed\" initial=\"exact\"";
  case HYSC_CONSTANT: return "causality=\"local\" variability=\"constant\" initial=\"exact\"";
  case HYSC_STATE:
    return v->fixed ? "causality=\"local\" variability=\"continuous\" initial=\"exact\""
                    : "causality=\"local\" variability=\"continuous\" initial=\"calculated\"";
  case HYSC_DISCRETE: return "causality=\"local\" variability=\"discrete\" initial=\"calculated\"";
  default: return "causality=\"local\" variability=\"continuous\" initial=\"calculated\"";
  }
}

/* FMI 2.0: <ScalarVariable name=... ><Real unit=... start=.../></ScalarVariable>;
   FMI 3.0: <Float64 name=... unit=... start=.../>, the same attributes */
static void variable(FILE *fp, const hysc_model *m, int reference, const hysc_data *D, int version)
{
  const hysc_var *v = &m->vars[reference];
  int causality = fmu_causality(m, reference);
  static const char *const types[2][3] = { { "Real", "Integer", "Boolean" }, { "Float64", "Int32", "Boolean" } };
  fprintf(fp, "    <%s name=\"", version == 3 ? types[1][v->type] : "ScalarVariable");
  put_text(fp, v->name);
  fprintf(fp, "\" valueReference=\"%d\"", reference);
  if (*v->description) {
    fputs(" description=\"", fp);
    put_text(fp, v->description);
    fputc('"', fp);
  }
  fprintf(fp, " %s", attributes(v, causality));
  if (version != 3)
    fprintf(fp, ">\n      <%s", types[0][v->type]);
  if (v->type == HYSC_REAL && *v->unit) {
    fputs(" unit=\"", fp);
    put_text(fp, v->unit);
    fputc('"', fp);
  }
  if (v->type != HYSC_BOOLEAN) {
    put_number(fp, "min", v->min);
    put_number(fp, "max", v->max);
  }
  if (v->type == HYSC_REAL && v->nominal != 1)
    put_number(fp, "nominal", v->nominal);
  int has_start = v->kind == HYSC_PARAMETER || v->kind == HYSC_CONSTANT || (v->kind == HYSC_STATE && v->fixed);
  has_start &= causality != 2 || v->kind == HYSC_STATE;
  double start = hysc_var_value(D, v);
  if (has_start && v->type == HYSC_BOOLEAN)
    fprintf(fp, " start=\"%s\"", start != 0 ? "true" : "false");
  else if (has_start && v->type == HYSC_INTEGER)
    fprintf(fp, " start=\"%.0f\"", start);
  else if (has_start)
    put_number(fp, "start", start);
  if (version == 3 && v->kind == HYSC_STATE)
    fputs(" reinit=\"true\"", fp); /* reinit() and the event iteration may move it */
  fputs(version == 3 ? "/>\n" : "/>\n    </ScalarVariable>\n", fp);
}

/* FMI 3.0's extra variables: time, then one event indicator per root function */
static void indicators3(FILE *fp, const hysc_model *m, int n_roots)
{
  fprintf(fp, "    <Float64 name=\"time\" valueReference=\"%u\" causality=\"independent\" "
          "variability=\"continuous\"/>\n", fmu_time_reference(m));
  for (int k = 0; k < n_roots; k++)
    fprintf(fp, "    <Float64 name=\"hysc_event_indicator[%d]\" valueReference=\"%u\" description=\"root "
            "function %d of the model's relations\" causality=\"local\" variability=\"continuous\" "
            "initial=\"calculated\"/>\n", k + 1, fmu_time_reference(m) + 1 + (unsigned)k, k + 1);
}

/* FMI 2.0: derivative="k", the 1-based position of the state in
   ModelVariables; FMI 3.0: the state's value reference */
static void model_variables(FILE *fp, const hysc_model *m, const hysc_data *D, int version, int n_roots)
{
  fputs("  <ModelVariables>\n", fp);
  for (int i = 0; i < m->n_vars; i++)
    variable(fp, m, i, D, version);
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (v->kind != HYSC_STATE)
      continue;
    fprintf(fp, "    <%s name=\"der(", version == 3 ? "Float64" : "ScalarVariable");
    put_text(fp, v->name);
    fprintf(fp, ")\" valueReference=\"%d\" causality=\"local\" variability=\"continuous\" initial=\"calculated\"",
            m->n_vars + v->index);
    if (version == 3)
      fprintf(fp, " derivative=\"%d\"/>\n", i);
    else
      fprintf(fp, ">\n      <Real derivative=\"%d\"/>\n    </ScalarVariable>\n", i + 1);
  }
  const char *solver = "name=\"hysc_solver\" valueReference=\"%u\" description=\"the solver of co-simulation: 0 "
                       "IDA, 1 Newmark\" causality=\"parameter\" variability=\"fixed\" initial=\"exact\"";
  fputs(version == 3 ? "    <Int32 " : "    <ScalarVariable ", fp);
  fprintf(fp, solver, fmu_solver_reference(m));
  fputs(version == 3 ? " start=\"0\" min=\"0\" max=\"1\"/>\n" : ">\n      <Integer start=\"0\" min=\"0\" max=\"1\"/>\n"
        "    </ScalarVariable>\n", fp);
  if (version == 3)
    indicators3(fp, m, n_roots);
  fputs("  </ModelVariables>\n", fp);
}

/* The derivatives are listed after the variables, in the order of their
   states in vars[] (their references n_vars + index need not be). */
static void model_structure(FILE *fp, const hysc_model *m)
{
  fputs("  <ModelStructure>\n", fp);
  int outputs = 0;
  for (int i = 0; i < m->n_vars; i++)
    if (fmu_causality(m, i) == 2)
      fprintf(fp, "%s      <Unknown index=\"%d\"/>\n", outputs++ ? "" : "    <Outputs>\n", i + 1);
  if (outputs)
    fputs("    </Outputs>\n", fp);
  int n = 0;
  for (int pass = 0; pass < 2; pass++) {
    fputs(pass ? "    <InitialUnknowns>\n" : "    <Derivatives>\n", fp);
    n = 0;
    for (int i = 0; i < m->n_vars; i++) {
      const hysc_var *v = &m->vars[i];
      if (v->kind != HYSC_STATE)
        continue;
      n++;
    }
    /* the outputs and states the initialization calculates */
    for (int i = 0; i < m->n_vars && pass; i++) {
      const hysc_var *v = &m->vars[i];
      if ((fmu_causality(m, i) == 2 && !(v->kind == HYSC_STATE && v->fixed)) || (v->kind == HYSC_STATE && !v->fixed))
        fprintf(fp, "      <Unknown index=\"%d\"/>\n", i + 1);
    }
    for (int k = 0; k < n; k++)
      fprintf(fp, "      <Unknown index=\"%d\"/>\n", m->n_vars + k + 1);
    fputs(pass ? "    </InitialUnknowns>\n" : "    </Derivatives>\n", fp);
  }
  fputs("  </ModelStructure>\n</fmiModelDescription>\n", fp);
}

/* FMI 3.0: by value reference; the derivatives in the order of the state
   vector, the event indicators in the order of the root functions */
static void model_structure3(FILE *fp, const hysc_model *m, int n_roots)
{
  fputs("  <ModelStructure>\n", fp);
  for (int i = 0; i < m->n_vars; i++)
    if (fmu_causality(m, i) == 2)
      fprintf(fp, "    <Output valueReference=\"%d\"/>\n", i);
  for (int pass = 0; pass < 2; pass++) {
    const char *element = pass ? "InitialUnknown" : "ContinuousStateDerivative";
    for (int i = 0; i < m->n_vars && pass; i++) {
      const hysc_var *v = &m->vars[i];
      if ((fmu_causality(m, i) == 2 && !(v->kind == HYSC_STATE && v->fixed)) || (v->kind == HYSC_STATE && !v->fixed))
        fprintf(fp, "    <InitialUnknown valueReference=\"%d\"/>\n", i);
    }
    for (int k = 0; k < m->n_states; k++)
      for (int i = 0; i < m->n_vars; i++)
        if (m->vars[i].kind == HYSC_STATE && m->vars[i].index == k)
          fprintf(fp, "    <%s valueReference=\"%d\"/>\n", element, m->n_vars + k);
  }
  for (int k = 0; k < n_roots; k++)
    fprintf(fp, "    <EventIndicator valueReference=\"%u\"/>\n", fmu_time_reference(m) + 1 + (unsigned)k);
  fputs("  </ModelStructure>\n</fmiModelDescription>\n", fp);
}

HYSC_FMI2_EXPORT int hysc_fmu_description(const char *path, const char *identifier, int kinds, int version,
                                           const char *sources);

/* modelDescription.xml of FMI 2.0 or 3.0 (version) for the interfaces of
   kinds (1 model exchange, 2 co-simulation); sources: FMI 2.0's files to
   compile, one a line (FMI 3.0 has them in sources/buildDescription.xml) */
int hysc_fmu_description(const char *path, const char *identifier, int kinds, int version, const char *sources)
{
  const hysc_model *m = &hysc_model_instance;
  hysc_sim *S = calloc(1, sizeof *S);
  char *argv[] = { (char *)m->name, NULL };
  FILE *fp = NULL;
  int rc = HYSC_FAIL;
  if (S && opt_parse(&S->opt, m, 1, argv) == 0 && opt_resolve(&S->opt, m) == 0 && sim_alloc(S, m) == HYSC_OK &&
      (fp = fopen(path, "w"))) {
    sim_start_values(S);
    header(fp, m, identifier, kinds, version, sources);
    unit_definitions(fp, m);
    model_variables(fp, m, &S->data, version, S->n_roots);
    if (version == 3)
      model_structure3(fp, m, S->n_roots);
    else
      model_structure(fp, m);
    rc = fflush(fp) == 0 && !ferror(fp) ? HYSC_OK : HYSC_FAIL;
  }
  if (fp && fclose(fp) != 0)
    rc = HYSC_FAIL;
  if (S) {
    sim_free(S);
    opt_free(&S->opt);
  }
  free(S);
  return rc;
}
