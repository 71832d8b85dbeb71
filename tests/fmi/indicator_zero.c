/*
 * indicator_zero.c - the event indicators of a model-exchange FMU of hysc
 * at a state exactly on a relation's boundary: the bouncing ball
 * (h < 0) at h = 0, then just below.  FMI divides an indicator's values
 * into z > 0 and z <= 0, and a root finder may stop with the state exactly
 * on the boundary; the FMU reports there which side the relation stands on
 * (not yet true: negative, never zero), so that the crossing after it is
 * seen.
 *
 *   indicator_zero DIR     (the unpacked FMU, FMI 2.0)
 * prints "h=H z=Z" for h = 0 and h = -1e-9 (v = -1); exit 1 on failure.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fmi2.h"
#include "attribute.h"

#define FN(name) ((__typeof__(fmi2##name) *)dlsym(so, "fmi2" #name))

int main(int argc, char **argv)
{
  char path[4096], xml[1 << 16];
  snprintf(path, sizeof path, "%s/modelDescription.xml", argc > 1 ? argv[1] : ".");
  FILE *f = fopen(path, "r");
  size_t n = f ? fread(xml, 1, sizeof xml - 1, f) : 0;
  if (f)
    fclose(f);
  xml[n] = '\0';
  char *guid = attribute(xml, "guid"), *id = attribute(xml, "modelIdentifier");
  snprintf(path, sizeof path, "%s/binaries/linux64/%s.so", argv[1], id ? id : "?");
  void *so = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!so)
    return fprintf(stderr, "%s\n", dlerror()), 1;
  fmi2CallbackFunctions cb = { NULL, calloc, free, NULL, NULL };
  fmi2Component c = FN(Instantiate)("zero", fmi2ModelExchange, guid, "", &cb, fmi2False, fmi2False);
  fmi2EventInfo info;
  double z[8];
  int failed = !c || FN(SetupExperiment)(c, fmi2False, 0, 0, fmi2False, 0) || FN(EnterInitializationMode)(c) ||
               FN(ExitInitializationMode)(c) || FN(NewDiscreteStates)(c, &info) || FN(EnterContinuousTimeMode)(c);
  double heights[] = { 0, -1e-9 };
  for (int i = 0; i < 2 && !failed; i++) {
    double x[2] = { heights[i], -1 };
    failed = FN(SetContinuousStates)(c, x, 2) || FN(GetEventIndicators)(c, z, 2);
    if (!failed)
      printf("h=%g z=%.17g\n", heights[i], z[0]);
  }
  if (c)
    FN(FreeInstance)(c);
  free(guid), free(id);
  return failed;
}
