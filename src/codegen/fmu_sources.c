/*
 * fmu_sources.c - the sources/ of an FMU (hysc --fmu), from which another
 * platform builds its binary: the model's generated C, the runtime's C as
 * make staged it beside libhyscrt_pic.a (fmu-sources/runtime and
 * runtime/fmi), all in sources/runtime, one small file per runtime file
 * that includes runtime/fmu_streams.h before it (what the Makefile does
 * with -include for libhyscrt_pic.a) and sources/hysc_model.h for the
 * model's C, so that every file compiles where it is, with no include
 * path but that of the system's SUNDIALS and KLU headers.  FMI 3.0 describes the build in sources/buildDescription.xml;
 * FMI 2.0 lists the files in modelDescription.xml (fmu_description.c).
 */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/codegen.h"
#include "build_config.h"

static int by_name(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The regular files of root/sub (sub "" or a folder), as sub/NAME, sorted
   so that the same model gives the same archive. */
static void files_of(const char *root, const char *sub, PtrList *out)
{
  DIR *d = opendir(xsprintf("%s/%s", root, sub));
  if (!d)
    return;
  int first = out->count;
  struct dirent *e;
  while ((e = readdir(d)))
    if (e->d_name[0] != '.' && strchr(e->d_name, '.'))   /* files: NAME.c, NAME.h */
      list_push(out, xsprintf("%s/%s", sub, e->d_name));
  closedir(d);
  qsort(out->items + first, (size_t)(out->count - first), sizeof out->items[0], by_name);
}

/* dir/NAME: the file that compiles runtime file rel (runtime/X.c or
   runtime/fmi/X.c) as the FMU's; false after a message */
static bool wrapper(const char *dir, const char *name, const char *rel)
{
  char *path = xsprintf("%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "hysc: error: cannot write '%s': %s\n", path, strerror(errno));
    return false;
  }
  const char *base = strrchr(rel, '/') + 1;
  fprintf(f, "/* %s - %s of hysc's runtime as an FMU's: its messages and exits through\n"
          "   the FMI calls (fmu_streams.h first) */\n#define %s\n#include \"runtime/fmu_streams.h\"\n"
          "#include \"runtime/%s\"\n", name, rel, strncmp(rel, "runtime/fmi/", 12) ? "_DEFAULT_SOURCE" : "_GNU_SOURCE",
          base);
  return fclose(f) == 0;
}

/* sources/buildDescription.xml of FMI 3.0 at dir, compiled: the files to compile */
static bool build_description(const char *dir, const char *identifier, const PtrList *compiled, char **path)
{
  *path = xsprintf("%s/buildDescription.xml", dir);
  FILE *f = fopen(*path, "w");
  if (!f)
    return false;
  fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<fmiBuildDescription fmiVersion=\"3.0\">\n"
          "  <BuildConfiguration modelIdentifier=\"%s\" description=\"a shared object of every file below, "
          "position-independent; the runtime's integrator is SUNDIALS IDA with the sparse solver KLU of "
          "SuiteSparse (their headers on the include path)\">\n    <SourceFileSet language=\"C11\">\n", identifier);
  for (int i = 0; i < compiled->count; i++)
    fprintf(f, "      <SourceFile name=\"%s\"/>\n", (char *)compiled->items[i]);
  fputs("    </SourceFileSet>\n", f);
  /* the libraries an executable links (-lNAME of the configured flags) */
  for (const char *p = HYSC_MODEL_LIBS; *p; p += strcspn(p, " "), p += strspn(p, " "))
    if (!strncmp(p, "-l", 2))
      fprintf(f, "    <Library name=\"%.*s\" external=\"true\"/>\n", (int)strcspn(p + 2, " "), p + 2);
  fputs("  </BuildConfiguration>\n</fmiBuildDescription>\n", f);
  return fclose(f) == 0;
}

bool fmu_sources(const char *dir, const char *identifier, int version, const PtrList *c_files, PtrList *files,
                 PtrList *names, PtrList *compiled, PtrList *made)
{
  for (int i = 0; i < c_files->count; i++) {
    const char *base = strrchr(c_files->items[i], '/');
    base = base ? base + 1 : c_files->items[i];
    list_push(files, c_files->items[i]);
    list_push(names, xsprintf("sources/%s", base));
    list_push(compiled, (char *)base);
  }
  /* model.c includes "hysc_model.h": here, the runtime's */
  char *shim = xsprintf("%s/hysc_model.h", dir);
  FILE *f = fopen(shim, "w");
  if (!f || fputs("/* hysc_model.h - the runtime's, for the model's C beside it */\n#include \"runtime/hysc_model.h\"\n",
                  f) < 0 || fclose(f) != 0) {
    fprintf(stderr, "hysc: error: cannot write '%s': %s\n", shim, strerror(errno));
    return false;
  }
  list_push(made, shim);
  list_push(files, shim);
  list_push(names, "sources/hysc_model.h");
  char *root = toolchain_fmu_sources();
  if (!root) {
    fprintf(stderr, "hysc: warning: the runtime's C for the FMU's sources/ was not found (fmu-sources beside "
            "libhyscrt_pic.a): sources/ holds the model's C only\n");
    return true;
  }
  PtrList rel = { 0 };
  files_of(root, "runtime", &rel);
  files_of(root, "runtime/fmi", &rel);
  for (int i = 0; i < rel.count; i++) {
    const char *r = rel.items[i];
    list_push(files, xsprintf("%s/%s", root, r));
    list_push(names, xsprintf("sources/runtime/%s", strrchr(r, '/') + 1));   /* one folder: quoted includes resolve */
    size_t n = strlen(r);
    if (n < 2 || strcmp(r + n - 2, ".c") != 0)
      continue;
    if (!strcmp(r, "runtime/report_script.c")) {   /* a string: nothing to route */
      list_push(compiled, (char *)r);
      continue;
    }
    char *name = xsprintf("hysc_%s", strncmp(r, "runtime/fmi/", 12) ? r + 8 : xsprintf("fmi_%s", r + 12));
    if (!wrapper(dir, name, r))
      return false;
    list_push(made, xsprintf("%s/%s", dir, name));
    list_push(files, made->items[made->count - 1]);
    list_push(names, xsprintf("sources/%s", name));
    list_push(compiled, name);
  }
  char *xml;
  if (version == 3) {
    if (!build_description(dir, identifier, compiled, &xml)) {
      fprintf(stderr, "hysc: error: cannot write '%s'\n", xml);
      return false;
    }
    list_push(made, xml);
    list_push(files, xml);
    list_push(names, "sources/buildDescription.xml");
  }
  return true;
}
