/*
 * external_libraries.c - what compiling and linking the external functions
 * of a model needs (spec 12.9.4): the include and library directories of
 * their annotations (IncludeDirectory, LibraryDirectory; by default
 * modelica://Top/Resources/Include and .../Resources/Library of the
 * function's top-level package, with its linux64 subdirectory), their
 * Library names, and the Include texts' own headers checked to exist.  A
 * `modelica://` URI names a package's directory, found among the
 * directories of the files read (the library on -L or MODELICAPATH).  A
 * Library found neither as a file in the library directories nor by the C
 * compiler, but as C sources in the package's Resources/C-Sources, is
 * built from them (toolchain.c, into the cache: external_libraries_archive).
 */
#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "codegen/codegen.h"

static void push_once(PtrList *list, char *text)
{
  for (int i = 0; i < list->count; i++)
    if (!strcmp(list->items[i], text))
      return;
  list_push(list, text);
}

/* The annotation `name` of fn's external clause as a directory: written,
   or modelica://Top/Resources/<fallback> when that exists.  NULL: none. */
static char *annotated_directory(const Function *fn, const char *name, const char *fallback, bool *ok)
{
  Modification *m = externals_annotation(fn, name);
  if (m && (!m->value || m->value->kind != EX_STRING)) {
    diag_error(m->loc, "annotation %s expects a string (a modelica:// URI)", name);
    *ok = false;
    return NULL;
  }
  if (m) {
    char *dir = library_resolve_uri(m->value->string, m->value->loc);
    if (dir && !path_is_directory(dir))
      diag_error(m->value->loc, "%s '%s' is no directory (%s)", name, m->value->string, dir);
    *ok &= dir && path_is_directory(dir);
    return *ok ? dir : NULL;
  }
  char *top = xstrdup(fn->name), *dot = strchr(top, '.');
  if (!dot)
    return NULL;   /* a function of the model's file: no package, no defaults */
  *dot = '\0';
  char *dir = library_package_directory(top);
  char *path = dir ? xsprintf("%s/Resources/%s", dir, fallback) : NULL;
  return path && path_is_directory(path) ? path : NULL;
}

/* The header of `#include "x.h"`, looked for in the include directories. */
static void check_include(const Function *fn, const PtrList *include_dirs)
{
  Modification *m = externals_annotation(fn, "Include");
  if (!m)
    return;
  if (!m->value || m->value->kind != EX_STRING) {
    diag_error(m->loc, "annotation Include expects a string (the C text to include)");
    return;
  }
  for (const char *p = strstr(m->value->string, "#include \""); p; p = strstr(p + 1, "#include \"")) {
    const char *start = p + 10, *end = strchr(start, '"');
    if (!end)
      break;
    char *header = xsprintf("%.*s", (int)(end - start), start);
    bool found = false;
    for (int i = 0; i < include_dirs->count && !found; i++)
      found = path_is_file(xsprintf("%s/%s", (char *)include_dirs->items[i], header));
    if (!found)
      diag_error(m->value->loc, "header '%s' of the Include annotation of '%s' is in no include directory (%s)",
                 header, fn->name, include_dirs->count ? (char *)include_dirs->items[0]
                                                       : "none: give IncludeDirectory");
  }
}

static int text_order(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Whether the linker finds lib<name> by itself: in LIBRARY_PATH or the
   usual system directories. */
static bool system_library(const char *name)
{
  const char *env = getenv("LIBRARY_PATH");
  char *path = xsprintf("%s%s/usr/local/lib:/usr/lib/x86_64-linux-gnu:/lib/x86_64-linux-gnu:/usr/lib64:/usr/lib:/lib",
                        env ? env : "", env && *env ? ":" : "");
  for (char *dir = strtok(path, ":"); dir; dir = strtok(NULL, ":"))
    if (path_is_file(xsprintf("%s/lib%s.so", dir, name)) || path_is_file(xsprintf("%s/lib%s.a", dir, name)))
      return true;
  return false;
}

/* The C files of dir whose names are prefix.c or prefix followed by a
   capital (all of them for ""), sorted. */
static void c_files_of(const char *dir, const char *prefix, PtrList *sources)
{
  size_t n = strlen(prefix);
  DIR *d = opendir(dir);
  PtrList found = { 0 };
  for (struct dirent *e; d && (e = readdir(d));) {
    size_t len = strlen(e->d_name);
    bool c_file = len > 2 && !strcmp(e->d_name + len - 2, ".c");
    bool named = !n || (!strncmp(e->d_name, prefix, n) && (e->d_name[n] == '.' || (e->d_name[n] >= 'A' &&
                                                                                   e->d_name[n] <= 'Z')));
    if (c_file && named)
      list_push(&found, xsprintf("%s/%s", dir, e->d_name));
  }
  if (d)
    closedir(d);
  if (found.count)
    qsort(found.items, (size_t)found.count, sizeof *found.items, text_order);
  for (int i = 0; i < found.count; i++)
    list_push(sources, found.items[i]);
}

/* The C files listed for library `name` by the readme.txt of a C-Sources
   directory, as MSL writes it: "- NAME (...) containing:" and then one
   file a line ("zlib/<star>.c": every C file there), up to a blank line; false
   when it lists none. */
static bool listed_sources(const char *dir, const char *name, PtrList *sources)
{
  FILE *f = fopen(xsprintf("%s/readme.txt", dir), "r");
  char line[512];
  bool in = false;
  size_t n = strlen(name);
  while (f && fgets(line, sizeof line, f)) {
    if (!strncmp(line, "- ", 2)) {
      in = !strncmp(line + 2, name, n) && (line[2 + n] == ' ' || line[2 + n] == '\n');
      continue;
    }
    char *word = line + strspn(line, " \t");
    word[strcspn(word, " \t\r\n(")] = '\0';
    if (in && !*word && sources->count)
      break;
    else if (in && strlen(word) > 2 && !strcmp(word + strlen(word) - 2, ".c") && !strstr(word, "win32")) {
      char *star = strstr(word, "/*.c");
      if (star) {
        *star = '\0';
        PtrList all = { 0 };
        c_files_of(xsprintf("%s/%s", dir, word), "", &all);
        for (int i = 0; i < all.count; i++)
          list_push(sources, all.items[i]);
      } else if (path_is_file(xsprintf("%s/%s", dir, word))) {
        list_push(sources, xsprintf("%s/%s", dir, word));
      }
    }
  }
  if (f)
    fclose(f);
  return sources->count > 0;
}

/* The C sources of library `name` under C-Sources dir: as its readme.txt
   lists them, else name.c and nameX*.c (NameUsertab.c) there and the C
   files of the subdirectory name/. */
static void find_sources(const char *dir, const char *name, PtrList *sources)
{
  if (listed_sources(dir, name, sources))
    return;
  c_files_of(dir, name, sources);
  c_files_of(xsprintf("%s/%s", dir, name), "", sources);
}
/* Library `name` of fn: a file in a library directory (-L -l), C sources to
   build, or a library the C compiler finds itself (-l); else a warning. */
static void add_library(ExternalLibraries *x, const Function *fn, const char *name, SrcLoc loc)
{
  if (!*name || strspn(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_+-.") != strlen(name) ||
      name[0] == '-' || name[0] == '.') {   /* it names files and a directory of the cache */
    diag_error(loc, "library name '%s' is no plain name (letters, digits, '_', '+', '-', '.')", name);
    return;
  }
  for (int i = 0; i < x->library_dirs.count; i++) {
    const char *dir = x->library_dirs.items[i];
    if (path_is_file(xsprintf("%s/lib%s.a", dir, name)) || path_is_file(xsprintf("%s/lib%s.so", dir, name))) {
      push_once(&x->libraries, xstrdup(name));
      return;
    }
  }
  char *top = xstrdup(fn->name), *dot = strchr(top, '.');
  char *package = dot ? (*dot = '\0', library_package_directory(top)) : NULL;
  PtrList places = { 0 };   /* the package's C-Sources, and those beside Resources/Library directories */
  if (package)
    list_push(&places, xsprintf("%s/Resources/C-Sources", package));
  for (int i = 0; i < x->library_dirs.count; i++) {
    char *dir = xstrdup(x->library_dirs.items[i]), *end = strstr(dir, "/Resources/Library");
    if (end && (!end[18] || end[18] == '/'))
      list_push(&places, xsprintf("%.*s/Resources/C-Sources", (int)(end - dir), dir));
  }
  SourceLibrary *s = xcalloc(1, sizeof *s);
  char *sources_dir = NULL;
  for (int i = 0; i < places.count && !s->sources.count; i++)
    find_sources(sources_dir = places.items[i], name, &s->sources);
  if (s->sources.count) {
    for (int i = 0; i < x->source_libraries.count; i++)
      if (!strcmp(((SourceLibrary *)x->source_libraries.items[i])->name, name))
        return;
    s->name = xstrdup(name);
    s->dir = sources_dir;
    list_push(&x->source_libraries, s);
  } else if (system_library(name)) {
    push_once(&x->libraries, xstrdup(name));
  } else {
    diag_error(loc, "library '%s' of '%s' is in no library directory (%s), has no C sources in a Resources/C-Sources "
               "beside them, and is no system library", name, fn->name,
               x->library_dirs.count ? (char *)x->library_dirs.items[0] : "none: give LibraryDirectory");
  }
}

static void add_libraries(ExternalLibraries *x, const Function *fn)
{
  Modification *m = externals_annotation(fn, "Library");
  if (!m)
    return;
  Expr *v = m->value;
  bool ok = v && (v->kind == EX_STRING || v->kind == EX_ARRAY);
  for (int i = 0; ok && v->kind == EX_ARRAY && i < v->args.count; i++)
    ok = ((Expr *)v->args.items[i])->kind == EX_STRING;
  if (!ok) {
    diag_error(m->loc, "annotation Library expects a string or an array of strings (library names)");
    return;
  }
  if (v->kind == EX_STRING)
    add_library(x, fn, v->string, v->loc);
  for (int i = 0; v->kind == EX_ARRAY && i < v->args.count; i++)
    add_library(x, fn, ((Expr *)v->args.items[i])->string, ((Expr *)v->args.items[i])->loc);
}

bool external_libraries_find(ExternalLibraries *x)
{
  int errors = diag_error_count();
  const PtrList *all = functions_all();
  for (int i = 0; i < all->count; i++) {
    const Function *fn = all->items[i];
    if (!fn->cls->external || fn->string_result)
      continue;
    bool ok = true;
    char *include = annotated_directory(fn, "IncludeDirectory", "Include", &ok);
    char *library = annotated_directory(fn, "LibraryDirectory", "Library", &ok);
    if (include)
      push_once(&x->include_dirs, include);
    if (library)
      push_once(&x->library_dirs, library);
    if (library && path_is_directory(xsprintf("%s/linux64", library)) && sizeof(void *) == 8)
      push_once(&x->library_dirs, xsprintf("%s/linux64", library));
    if (!ok)
      continue;
    check_include(fn, &x->include_dirs);
    add_libraries(x, fn);
  }
  return diag_error_count() == errors;
}

/* FNV-1a over text, continued from h */
static uint64_t hash_text(uint64_t h, const char *text)
{
  for (const unsigned char *p = (const unsigned char *)text; *p; p++)
    h = (h ^ *p) * 1099511628211u;
  return (h ^ 0xff) * 1099511628211u;
}

char *external_libraries_archive(const SourceLibrary *s, const PtrList *compile_words)
{
  const char *root = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  char *cache = root && *root ? xsprintf("%s/hysc", root) : xsprintf("%s/.cache/hysc", home && *home ? home : "/tmp");
  uint64_t h = 14695981039346656037u;
  for (int i = 0; i < compile_words->count; i++)
    h = hash_text(h, compile_words->items[i]);
  PtrList files = { 0 };   /* the sources and the headers beside them */
  for (int i = 0; i < s->sources.count; i++)
    list_push(&files, s->sources.items[i]);
  DIR *d = opendir(s->dir);
  for (struct dirent *e; d && (e = readdir(d));)
    if (strlen(e->d_name) > 2 && !strcmp(e->d_name + strlen(e->d_name) - 2, ".h"))
      list_push(&files, xsprintf("%s/%s", s->dir, e->d_name));
  if (d)
    closedir(d);
  for (int i = 0; i < files.count; i++) {
    struct stat st;
    const char *file = files.items[i];
    if (stat(file, &st) == 0)
      h = hash_text(h, xsprintf("%s %lld %lld.%09ld", file, (long long)st.st_size, (long long)st.st_mtim.tv_sec,
                                st.st_mtim.tv_nsec));
  }
  return xsprintf("%s/%s-%016llx/lib%s.a", cache, s->name, (unsigned long long)h, s->name);
}
