/*
 * library.c - classes from libraries on disk (Modelica 3.6 chapter 13): a
 * top-level name that the model file does not define is looked for in the
 * directories of the library path (hysc -L DIR, then MODELICAPATH), as
 * DIR/Name/package.mo (a package directory) or DIR/Name.mo (a single-file
 * package or class).  A package directory is read on demand: its
 * package.mo is parsed when the package is first needed, its other files
 * and subdirectories are only listed then (package.order, else the
 * directory), and each is parsed when a look-up first asks the package for
 * that name, so a file that nothing uses is never read.  Inside a file, the
 * classes of a package (library_skim.c) wait the same way.
 */
#include <ctype.h>
#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "classes/library.h"

static PtrList search_path;   /* char *: directories, in order */

void library_add_path(const char *dir)
{
  list_push(&search_path, xstrdup(dir));
}

/* MODELICAPATH: directories separated by ':' (as OpenModelica reads it) */
void library_add_environment(void)
{
  const char *path = getenv("MODELICAPATH");
  while (path && *path) {
    size_t n = strcspn(path, ":");
    if (n)
      library_add_path(xsprintf("%.*s", (int)n, path));
    path += n + (path[n] == ':');
  }
}

const PtrList *library_directories(void) { return &search_path; }

char *library_places(void)
{
  char *places = xstrdup("");
  for (int i = 0; i < search_path.count; i++)
    places = xsprintf("%s%s'%s'", places, i ? ", " : "", (char *)search_path.items[i]);
  return search_path.count ? places : xstrdup("none; give them with -L DIR or MODELICAPATH");
}

static int files_parsed, classes_apart, directories_listed;

/* What a package of a library declares that is not parsed yet: a file or
   subdirectory of its directory, or a class inside its file (Span) */
typedef struct Entry {
  const char *entry;         /* in the directory: Name.mo or Name */
  const char *file, *text;   /* inside a file: the file, its text and */
  size_t start, end;         /* where the class is in it */
  bool read;
} Entry;

typedef struct Index {
  char *dir;   /* a package directory, NULL for a package of a file */
  Map entries; /* class name -> Entry */
} Index;

static Map indexes;   /* "%p" of the package's class -> Index */

static Index *index_of(ClassDef *package)
{
  char *key = xsprintf("%p", (void *)package);
  Index *index = map_get(&indexes, key);
  if (!index) {
    index = xcalloc(1, sizeof *index);
    map_put(&indexes, key, index);
  }
  return index;
}

/* The class called name that text[from, to) of file defines, parsed
   without the classes of a package that can wait (library_skim.c), which
   are indexed to be parsed when first used; NULL after a message. */
static ClassDef *class_in_text(const char *file, const char *text, size_t from, size_t to, const char *name)
{
  PtrList spans = { 0 };
  if (!library_skim(text, from, to, name, &spans))
    spans = (PtrList){ 0 };
  Program *program = parse_library_text(file, library_text_apart(text, from, to, &spans));
  ClassDef *found = NULL;
  for (int i = 0; i < program->classes.count; i++) {
    ClassDef *c = program->classes.items[i];
    if (c->name && !strcmp(c->name, name) && !found)
      found = c;
  }
  if (!found && !diag_error_count())
    diag_error((SrcLoc){ diag_line_base() + 1, 1, diag_line_base() + 1, 1 },
               "'%s' should define the class '%s' and does not", file, name);
  Index *index = found && spans.count ? index_of(found) : NULL;
  for (int i = 0; index && i < spans.count; i++) {
    const Span *span = spans.items[i];
    Entry *entry = xcalloc(1, sizeof *entry);
    *entry = (Entry){ .file = file, .text = text, .start = span->start, .end = span->end };
    if (!map_get(&index->entries, span->name))
      map_put(&index->entries, span->name, entry);
  }
  return found;
}

static ClassDef *class_in_file(const char *file, const char *name)
{
  files_parsed++;
  char *text = parse_read_text(file);
  return class_in_text(file, text, 0, strlen(text), name);
}

static bool is_class_name(const char *s, size_t n)
{
  if (n == 0 || isdigit((unsigned char)s[0]))
    return false;
  for (size_t i = 0; i < n; i++)
    if (!isalnum((unsigned char)s[i]) && s[i] != '_')
      return false;
  return true;
}

/* package.order (spec 13.4.2.2): one class name a line.  Anything else, a
   name twice, "..", a path, an overlong line, is a located error: the
   loader would open files outside the package or read a class twice. */
enum { ORDER_MAX_LINE = 1000, ORDER_MAX_SIZE = 1 << 20 };

static void order_entries(const char *dir, FILE *order, PtrList *entries)
{
  char *path = xsprintf("%s/package.order", dir), *text = xmalloc(ORDER_MAX_SIZE + 1);
  size_t size = fread(text, 1, ORDER_MAX_SIZE + 1, order);
  text = xrealloc(text, (size <= ORDER_MAX_SIZE ? size : ORDER_MAX_SIZE) + 1);   /* kept for messages */
  text[size <= ORDER_MAX_SIZE ? size : ORDER_MAX_SIZE] = '\0';
  int base = diag_add_source(path, text), line = 0;
  if (size > ORDER_MAX_SIZE || strlen(text) != size)
    diag_error((SrcLoc){ base + 1, 1, base + 1, 1 }, "package.order is not a list of names "
               "(it is larger than %d bytes or holds a NUL byte)", ORDER_MAX_SIZE);
  Map seen = { 0 };
  for (const char *p = text; *p && size <= ORDER_MAX_SIZE; line++) {
    int n = (int)strcspn(p, "\n"), length = n - (n > 0 && p[n - 1] == '\r');
    SrcLoc loc = { base + line + 1, 1, base + line + 1, length > 1 ? length : 1 };
    char *name = xsprintf("%.*s", length > ORDER_MAX_LINE ? ORDER_MAX_LINE : length, p);
    void *first = map_get(&seen, name);
    if (length > ORDER_MAX_LINE)
      diag_error(loc, "package.order: a line of %d bytes, more than a class name has (%d)", length,
                 ORDER_MAX_LINE);
    else if (length > 0 && !is_class_name(p, (size_t)length))
      diag_error(loc, "package.order: '%s' is not a class name (one name a line, no path)", name);
    else if (first)
      diag_error(loc, "package.order: '%s' is listed twice (first on line %d)", name, (int)(intptr_t)first);
    else if (length > 0) {
      map_put(&seen, name, (void *)(intptr_t)(line + 1));
      list_push(entries, name);
    }
    p += n + (p[n] == '\n');
  }
}

/* the entries of a package directory: package.order's names, else all */
static PtrList directory_entries(const char *dir)
{
  PtrList entries = { 0 };
  FILE *order = fopen(xsprintf("%s/package.order", dir), "r");
  if (order) {
    order_entries(dir, order, &entries);
    fclose(order);
    return entries;
  }
  DIR *d = opendir(dir);
  for (struct dirent *e = d ? readdir(d) : NULL; e; e = readdir(d))
    if (e->d_name[0] != '.')
      list_push(&entries, xstrdup(e->d_name));
  if (d)
    closedir(d);
  return entries;
}

/* Lib/ and Lib.mo in one directory: which one is meant is not clear (spec
   13.4.2 allows one); the directory is read, as before, but not silently. */
static void warn_both(const char *package, const char *file)
{
  if (path_is_file(file))
    diag_warning((SrcLoc){ 0 }, "both the library directory '%s' and the file '%s' can hold '%s': "
                 "the directory is read, the file ignored", package, file, strrchr(package, '/') + 1);
}

/* The class name an entry of a package directory holds: Name.mo, or a
   directory Name (a package if it has a package.mo, seen when it is read) */
static char *entry_class(const char *entry)
{
  size_t n = strlen(entry);
  if (n > 3 && !strcmp(entry + n - 3, ".mo"))
    return strcmp(entry, "package.mo") != 0 && is_class_name(entry, n - 3) ? xsprintf("%.*s", (int)(n - 3), entry)
                                                                           : NULL;
  return is_class_name(entry, n) ? xstrdup(entry) : NULL;
}

/* the files and subdirectories of a package directory, after the classes
   of its package.mo, which come first */
static void index_directory(ClassDef *package, const char *dir)
{
  Index *index = index_of(package);
  index->dir = xstrdup(dir);
  PtrList entries = directory_entries(dir);
  for (int i = 0; i < entries.count; i++) {
    char *name = entry_class(entries.items[i]);
    const Entry *before = name ? map_get(&index->entries, name) : NULL;
    if (!name || (before && (before->text || !strchr(before->entry, '.'))))
      continue;   /* Name rather than Name.mo: see directory_member */
    Entry *entry = xcalloc(1, sizeof *entry);
    entry->entry = entries.items[i];
    map_put(&index->entries, name, entry);
  }
  directories_listed++;
}

/* The path a package directory was first read by, by device and inode:
   symbolic links that point at each other would otherwise have the loader
   read the same directories again, twice more at every level. */
static Map directories_read;

static ClassDef *load_directory(const char *dir, const char *name)
{
  struct stat st;
  char *key = stat(dir, &st) == 0 ? xsprintf("%ju:%ju", (uintmax_t)st.st_dev, (uintmax_t)st.st_ino) : NULL;
  const char *first = key ? map_get(&directories_read, key) : NULL;
  ClassDef *package = class_in_file(xsprintf("%s/package.mo", dir), name);
  if (!package)
    return NULL;
  if (first) {
    diag_error(package->loc, "the package directory '%s' is '%s' again, through a symbolic link: "
               "each directory is read once", dir, first);
    return NULL;
  }
  if (key)
    map_put(&directories_read, key, xstrdup(dir));
  index_directory(package, dir);
  return package;
}

/* the class `name` of the entry of a package directory dir */
static ClassDef *directory_member(const char *dir, const char *entry, const char *name)
{
  char *path = xsprintf("%s/%s", dir, entry), *file = xsprintf("%s/%s.mo", dir, name);
  if (strchr(entry, '.'))   /* Name.mo */
    return path_is_file(path) ? class_in_file(path, name) : NULL;
  if (path_is_directory(path) && path_is_file(xsprintf("%s/package.mo", path))) {
    warn_both(path, file);
    return load_directory(path, name);
  }
  return path_is_file(file) ? class_in_file(file, name) : NULL;   /* a name of package.order, or no package */
}

ClassDef *library_load_member(ClassDef *package, const char *name, size_t n)
{
  Index *index = indexes.count ? map_get(&indexes, xsprintf("%p", (void *)package)) : NULL;
  char *wanted = index ? xsprintf("%.*s", (int)n, name) : NULL;
  Entry *entry = index ? map_get(&index->entries, wanted) : NULL;
  if (!entry || entry->read)
    return NULL;
  entry->read = true;   /* once, whatever it holds */
  ClassDef *c;
  if (entry->text) {
    classes_apart++;
    c = class_in_text(entry->file, entry->text, entry->start, entry->end, wanted);
  } else
    c = directory_member(index->dir, entry->entry, wanted);
  if (c)
    list_push(&package->classes, c);
  return c;
}

void library_report(FILE *out)
{
  fprintf(out, "hysc: libraries: %d files parsed, %d classes parsed apart, %d package directories listed\n",
          files_parsed, classes_apart, directories_listed);
}

ClassDef *library_load(const char *name)
{
  static Map tried;
  if (map_get(&tried, name) || strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, ".."))
    return NULL;
  map_put(&tried, xstrdup(name), (void *)1);
  for (int i = 0; i < search_path.count; i++) {
    const char *dir = search_path.items[i];
    char *package = xsprintf("%s/%s", dir, name);
    char *file = xsprintf("%s/%s.mo", dir, name);
    if (path_is_directory(package) && path_is_file(xsprintf("%s/package.mo", package))) {
      warn_both(package, file);
      return load_directory(package, name);
    }
    if (path_is_file(file))
      return class_in_file(file, name);
  }
  return NULL;
}

/* ---- modelica:// URIs ---- */

/* The directory of the top-level package `name`: a directory of that name
   (or "name 4.1.0") holding package.mo, above one of the files read, else
   in a library directory. */
char *library_package_directory(const char *name)
{
  size_t n = strlen(name);
  char *found = NULL;
  for (int i = 0; !found && i < diag_source_count(); i++) {
    char *dir = xstrdup(diag_source_file(i));
    for (char *slash = strrchr(dir, '/'); slash; slash = strrchr(dir, '/')) {
      *slash = '\0';
      const char *base = strrchr(dir, '/') ? strrchr(dir, '/') + 1 : dir;
      if (!strncmp(base, name, n) && (base[n] == '\0' || base[n] == ' ') &&
          path_is_file(xsprintf("%s/package.mo", dir))) {
        found = dir;
        break;
      }
    }
  }
  const PtrList *path = library_directories();
  for (int i = 0; !found && i < path->count; i++) {
    char *dir = xsprintf("%s/%s", (char *)path->items[i], name);
    if (path_is_file(xsprintf("%s/package.mo", dir)))
      found = dir;
  }
  char *absolute = found ? realpath(found, NULL) : NULL;   /* the cache's key names it whatever the working directory */
  return absolute ? absolute : found;
}

/* modelica://A.B/path/x as a directory; NULL with a diagnostic at loc. */
char *library_resolve_uri(const char *uri, SrcLoc loc)
{
  if (!strncmp(uri, "file://", 7))
    return xstrdup(uri + 7);
  if (strncmp(uri, "modelica://", 11)) {
    diag_error(loc, "'%s' is no modelica:// or file:// URI", uri);
    return NULL;
  }
  char *package = xstrdup(uri + 11), *path = strchr(package, '/');
  if (path)
    *path++ = '\0';
  char *top = xstrdup(package), *dot = strchr(top, '.');
  if (dot)
    *dot = '\0';
  char *dir = library_package_directory(top);
  if (!dir) {
    diag_error(loc, "'%s' names package '%s', which is not in a library directory read (-L, MODELICAPATH)",
               uri, top);
    return NULL;
  }
  for (char *p = dot ? strchr(package, '.') : NULL; p; p = strchr(p + 1, '.'))
    *p = '/';
  return xsprintf("%s%s%s%s%s", dir, dot ? "/" : "", dot ? strchr(package, '/') + 1 : "", path ? "/" : "",
                  path ? path : "");
}
