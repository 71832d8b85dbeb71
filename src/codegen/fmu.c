/*
 * fmu.c - an FMU file (hysc --fmu): a zip archive of the model's
 * modelDescription.xml, its shared object under binaries/linux64/ (FMI 3.0:
 * binaries/ARCH-linux/, the platform tuple) and the
 * C it is built from under sources/ (fmu_sources.c).  The zip is written here, uncompressed
 * (method "stored") with CRC-32, as the zip format's application note
 * describes; modelDescription.xml comes from the shared object itself
 * (runtime/fmi/fmu_description.c), loaded with dlopen.
 */
#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "codegen/codegen.h"

/* FMI 3.0 names the folder of a binary by the platform tuple */
#if defined(__x86_64__)
#define FMU_PLATFORM_TUPLE "x86_64-linux"
#elif defined(__aarch64__)
#define FMU_PLATFORM_TUPLE "aarch64-linux"
#elif defined(__i386__)
#define FMU_PLATFORM_TUPLE "x86-linux"
#else
#define FMU_PLATFORM_TUPLE "unknown-linux"
#endif

static uint32_t crc_table[256];

static void crc_init(void)
{
  for (uint32_t n = 0; n < 256; n++) {
    uint32_t c = n;
    for (int k = 0; k < 8; k++)
      c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    crc_table[n] = c;
  }
}

static uint32_t crc32_of(const unsigned char *p, size_t n)
{
  uint32_t c = 0xffffffffu;
  for (size_t i = 0; i < n; i++)
    c = crc_table[(c ^ p[i]) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

/* little-endian fields of the zip headers */
static void put16(FILE *f, unsigned v)
{
  fputc(v & 0xff, f);
  fputc((v >> 8) & 0xff, f);
}

static void put32(FILE *f, uint32_t v)
{
  put16(f, v & 0xffff);
  put16(f, v >> 16);
}

/* the whole file, *n bytes; NULL when it cannot be read */
static unsigned char *read_whole(const char *path, size_t *n)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 16, len = 0;
  unsigned char *data = xmalloc(cap);
  size_t got;
  while ((got = fread(data + len, 1, cap - len, f)) > 0) {
    len += got;
    if (len == cap)
      data = xrealloc(data, cap *= 2);
  }
  bool failed = ferror(f);
  fclose(f);
  *n = len;
  return failed ? NULL : data;
}

typedef struct {
  const char *name;   /* in the archive */
  uint32_t crc, size, offset;
} ZipEntry;

/* One local header and the data; fixed time stamps (1980-01-01) so that the
   same model gives the same file. */
static void zip_local(FILE *f, ZipEntry *e, const unsigned char *data)
{
  e->offset = (uint32_t)ftell(f);
  put32(f, 0x04034b50);
  put16(f, 10); put16(f, 0); put16(f, 0);   /* version, flags, stored */
  put16(f, 0); put16(f, 0x21);              /* time, date */
  put32(f, e->crc); put32(f, e->size); put32(f, e->size);
  put16(f, (unsigned)strlen(e->name)); put16(f, 0);
  fputs(e->name, f);
  fwrite(data, 1, e->size, f);
}

static void zip_central(FILE *f, const ZipEntry *entries, int n)
{
  long start = ftell(f);
  for (int i = 0; i < n; i++) {
    const ZipEntry *e = &entries[i];
    put32(f, 0x02014b50);
    put16(f, 0x031e); put16(f, 10); put16(f, 0); put16(f, 0);  /* made by Unix, needed, flags, stored */
    put16(f, 0); put16(f, 0x21);
    put32(f, e->crc); put32(f, e->size); put32(f, e->size);
    put16(f, (unsigned)strlen(e->name)); put16(f, 0); put16(f, 0);  /* name, extra, comment */
    put16(f, 0); put16(f, 0); put32(f, 0644u << 16);                /* disk, internal, external */
    put32(f, e->offset);
    fputs(e->name, f);
  }
  long end = ftell(f);
  put32(f, 0x06054b50);
  put16(f, 0); put16(f, 0); put16(f, (unsigned)n); put16(f, (unsigned)n);
  put32(f, (uint32_t)(end - start)); put32(f, (uint32_t)start);
  put16(f, 0);
}

/* The zip at path of files[i] (on disk) named names[i]; false after a message. */
static bool zip_write(const char *path, const PtrList *files, const PtrList *names)
{
  crc_init();
  char *tmp = xsprintf("%s.tmp", path);
  FILE *f = fopen(tmp, "wb");
  if (!f) {
    fprintf(stderr, "hysc: error: cannot write '%s': %s\n", tmp, strerror(errno));
    return false;
  }
  ZipEntry *entries = xcalloc((size_t)files->count + 1, sizeof *entries);
  for (int i = 0; i < files->count; i++) {
    size_t n;
    unsigned char *data = read_whole(files->items[i], &n);
    if (!data || n > 0xffffffffu) {
      fprintf(stderr, "hysc: error: cannot read '%s' for the FMU\n", (char *)files->items[i]);
      fclose(f);
      unlink(tmp);
      return false;
    }
    entries[i] = (ZipEntry){ names->items[i], crc32_of(data, n), (uint32_t)n, 0 };
    zip_local(f, &entries[i], data);
    free(data);
  }
  zip_central(f, entries, files->count);
  if (fflush(f) != 0 || ferror(f) || fclose(f) != 0 || rename(tmp, path) != 0) {
    fprintf(stderr, "hysc: error: cannot write '%s': %s\n", path, strerror(errno));
    unlink(tmp);
    return false;
  }
  return true;
}

/* modelDescription.xml written by the FMU's own binary (sources: FMI 2.0's
   files to compile, one per line) */
static bool describe(const char *so, const char *xml, const char *identifier, int kinds, int version,
                     const char *sources)
{
  void *handle = dlopen(so, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    fprintf(stderr, "hysc: error: cannot load the FMU's binary '%s': %s\n", so, dlerror());
    return false;
  }
  int (*writer)(const char *, const char *, int, int, const char *) =
    (int (*)(const char *, const char *, int, int, const char *))dlsym(handle, "hysc_fmu_description");
  bool ok = writer && writer(xml, identifier, kinds, version, sources) == 0;
  if (!ok)
    fprintf(stderr, "hysc: error: the FMU's binary '%s' could not write its modelDescription.xml\n", so);
  dlclose(handle);
  return ok;
}

char *fmu_identifier(const char *model_name)
{
  char *id = xsprintf("%s%s", model_name[0] >= '0' && model_name[0] <= '9' ? "_" : "", model_name);
  for (char *p = id; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
      *p = '_';
  return id;
}

int fmu_package(const char *fmu_path, const char *dir, const char *identifier, int kinds, int version,
                const PtrList *c_files)
{
  char *so = xsprintf("%s/%s.so", dir, identifier), *xml = xsprintf("%s/modelDescription.xml", dir);
  PtrList files = { 0 }, names = { 0 }, compiled = { 0 }, made = { 0 };
  list_push(&files, xml);
  list_push(&names, "modelDescription.xml");
  list_push(&files, so);
  list_push(&names, xsprintf("binaries/%s/%s.so", version == 3 ? FMU_PLATFORM_TUPLE : "linux64", identifier));
  bool ok = fmu_sources(dir, identifier, version, c_files, &files, &names, &compiled, &made);
  /* FMI 2.0 lists the files to compile in modelDescription.xml */
  size_t length = 1;
  for (int i = 0; i < compiled.count; i++)
    length += strlen(compiled.items[i]) + 1;
  char *list = xcalloc(length, 1);
  for (int i = 0; i < compiled.count && version == 2; i++)
    strcat(strcat(list, compiled.items[i]), "\n");
  ok = ok && describe(so, xml, identifier, kinds, version, list);
  ok = ok && zip_write(fmu_path, &files, &names);
  unlink(xml);
  for (int i = 0; i < made.count; i++)
    unlink(made.items[i]);
  return ok ? 0 : 1;
}
