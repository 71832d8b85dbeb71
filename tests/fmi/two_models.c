/*
 * two_models.c - two FMUs of hysc in one process, both loaded into its
 * global scope (RTLD_GLOBAL, as some importers load): each must be its own
 * model (its GUID accepted, its first variable its own).
 *
 *   two_models DIR1 DIR2     (unpacked FMUs)
 * prints "NAME GUID-ACCEPTED VALUE-REFERENCE-0" per FMU; exit 1 on failure.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fmi2.h"
#include "attribute.h"

int main(int argc, char **argv)
{
  int rc = 0;
  for (int i = 1; i < argc; i++) {
    char path[4096], xml[1 << 16];
    snprintf(path, sizeof path, "%s/modelDescription.xml", argv[i]);
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(xml, 1, sizeof xml - 1, f) : 0;
    if (f)
      fclose(f);
    xml[n] = '\0';
    char *guid = attribute(xml, "guid"), *id = attribute(xml, "modelIdentifier"),
         *name = attribute(strstr(xml, "<ScalarVariable") ? strstr(xml, "<ScalarVariable") : xml, "name");
    snprintf(path, sizeof path, "%s/binaries/linux64/%s.so", argv[i], id ? id : "?");
    void *so = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
    __typeof__(fmi2Instantiate) *instantiate = so ? (__typeof__(fmi2Instantiate) *)dlsym(so, "fmi2Instantiate") : NULL;
    fmi2CallbackFunctions cb = { NULL, calloc, free, NULL, NULL };
    fmi2Component c = instantiate ? instantiate("two", fmi2CoSimulation, guid, "", &cb, fmi2False, fmi2False) : NULL;
    printf("%s %s %s\n", id ? id : "?", c ? "accepted" : "refused", name ? name : "?");
    rc |= !c;
    __typeof__(fmi2FreeInstance) *free_instance = so ? (__typeof__(fmi2FreeInstance) *)dlsym(so, "fmi2FreeInstance") : NULL;
    if (c && free_instance)
      free_instance(c);
    free(guid), free(id), free(name);
  }
  return rc;
}
