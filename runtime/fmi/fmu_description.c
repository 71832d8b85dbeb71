/*
 * fmu_description.c - modelDescription.xml of the FMU, written from the
 * model's own tables (so that it cannot disagree with the binary): every
 * variable with its value reference (its index in vars[], then the
 * derivatives, then the solver parameter), causality, variability,
 * initial, unit and start value; the derivatives and initial unknowns of
 * ModelStructure.  hysc --fmu loads the FMU's binary and calls
 * hysc_fmi2_description.
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

static void header(FILE *fp, const hysc_model *m, const char *identifier, int kinds)
{
  char guid[64];
  fmu_guid(m, guid, sizeof guid);
  fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<fmiModelDescription fmiVersion=\"2.0\" modelName=\"", fp);
  put_text(fp, m->name);
  fprintf(fp, "\" guid=\"%s\" generationTool=\"hysc %s\" variableNamingConvention=\"flat\" "
          "numberOfEventIndicators=\"%d\">\n", guid, HYSC_VERSION, m->n_relations + 2 * m->n_frozen);
  if (kinds & 1)
    fprintf(fp, "  <ModelExchange modelIdentifier=\"%s\" completedIntegratorStepNotNeeded=\"true\"/>\n",
            identifier);
  if (kinds & 2)
    fprintf(fp, "  <CoSimulation modelIdentifier=\"%s\" canHandleVariableCommunicationStepSize=\"true\" "
            "canInterpolateInputs=\"false\" maxOutputDerivativeOrder=\"0\"/>\n", identifier);
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
  fputs("  <DefaultExperiment", fp);
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

static void variable(FILE *fp, const hysc_model *m, int reference, const hysc_data *D)
{
  const hysc_var *v = &m->vars[reference];
  int causality = fmu_causality(m, reference);
  static const char *const types[] = { "Real", "Integer", "Boolean" };
  fputs("    <ScalarVariable name=\"", fp);
  put_text(fp, v->name);
  fprintf(fp, "\" valueReference=\"%d\"", reference);
  if (*v->description) {
    fputs(" description=\"", fp);
    put_text(fp, v->description);
    fputc('"', fp);
  }
  fprintf(fp, " %s>\n      <%s", attributes(v, causality), types[v->type]);
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
  fputs("/>\n    </ScalarVariable>\n", fp);
}

/* position[k]: the 1-based index in ModelVariables of reference k */
static void model_variables(FILE *fp, const hysc_model *m, const hysc_data *D)
{
  fputs("  <ModelVariables>\n", fp);
  for (int i = 0; i < m->n_vars; i++)
    variable(fp, m, i, D);
  for (int i = 0; i < m->n_vars; i++) {
    const hysc_var *v = &m->vars[i];
    if (v->kind != HYSC_STATE)
      continue;
    fputs("    <ScalarVariable name=\"der(", fp);
    put_text(fp, v->name);
    fprintf(fp, ")\" valueReference=\"%d\" causality=\"local\" variability=\"continuous\" "
            "initial=\"calculated\">\n      <Real derivative=\"%d\"/>\n    </ScalarVariable>\n",
            m->n_vars + v->index, i + 1);
  }
  fprintf(fp, "    <ScalarVariable name=\"hysc_solver\" valueReference=\"%u\" description=\"the solver of "
          "co-simulation: 0 IDA, 1 Newmark\" causality=\"parameter\" variability=\"fixed\" initial=\"exact\">\n"
          "      <Integer start=\"0\" min=\"0\" max=\"1\"/>\n    </ScalarVariable>\n  </ModelVariables>\n",
          fmu_solver_reference(m));
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

HYSC_FMI2_EXPORT int hysc_fmi2_description(const char *path, const char *identifier, int kinds);

int hysc_fmi2_description(const char *path, const char *identifier, int kinds)
{
  const hysc_model *m = &hysc_model_instance;
  hysc_sim *S = calloc(1, sizeof *S);
  char *argv[] = { (char *)m->name, NULL };
  FILE *fp = NULL;
  int rc = HYSC_FAIL;
  if (S && opt_parse(&S->opt, m, 1, argv) == 0 && opt_resolve(&S->opt, m) == 0 && sim_alloc(S, m) == HYSC_OK &&
      (fp = fopen(path, "w"))) {
    sim_start_values(S);
    header(fp, m, identifier, kinds);
    unit_definitions(fp, m);
    model_variables(fp, m, &S->data);
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
