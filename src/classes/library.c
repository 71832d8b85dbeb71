/*
 * library.c - classes from libraries on disk (Modelica 3.6 chapter 13): a
 * top-level name that the model file does not define is looked for in the
 * directories of the library path (hysc -L DIR, then MODELICAPATH), as
 * DIR/Name/package.mo (a package directory: its package.mo, then the
 * classes of its other files and subdirectories, in the order of
 * package.order if there is one, else by name) or DIR/Name.mo (a
 * single-file package or class).  A library is read once, when first used.
 */
#include <ctype.h>
#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "classes/classes.h"

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

static bool is_file(const char *path)
{
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool is_directory(const char *path)
{
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The class called name that file defines; NULL after a message. */
static ClassDef *class_in_file(const char *file, const char *name)
{
  Program *program = parse_library_file(file);
  ClassDef *found = NULL;
  for (int i = 0; i < program->classes.count; i++) {
    ClassDef *c = program->classes.items[i];
    if (c->name && !strcmp(c->name, name) && !found)
      found = c;
  }
  if (!found && !diag_error_count())
    diag_error((SrcLoc){ diag_line_base() + 1, 1, diag_line_base() + 1, 1 },
               "'%s' should define the class '%s' and does not", file, name);
  return found;
}

static ClassDef *load_directory(const char *dir, const char *name);

/* One entry of a package directory: Name.mo or Name/package.mo */
static void load_entry(ClassDef *package, const char *dir, const char *entry)
{
  ClassDef *c = NULL;
  char *path = xsprintf("%s/%s", dir, entry);
  size_t n = strlen(entry);
  if (n > 3 && !strcmp(entry + n - 3, ".mo") && strcmp(entry, "package.mo") != 0 && is_file(path))
    c = class_in_file(path, xsprintf("%.*s", (int)(n - 3), entry));
  else if (is_directory(path) && is_file(xsprintf("%s/package.mo", path)))
    c = load_directory(path, entry);
  if (c)
    list_push(&package->classes, c);
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
      list_push(entries, is_directory(xsprintf("%s/%s", dir, name)) ? name : xsprintf("%s.mo", name));
    }
    p += n + (p[n] == '\n');
  }
}

static int by_text(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the entries of a package directory: package.order's names, else all, sorted */
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
  if (entries.count)
    qsort(entries.items, (size_t)entries.count, sizeof *entries.items, by_text);
  return entries;
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
  PtrList entries = directory_entries(dir);
  for (int i = 0; i < entries.count; i++)
    load_entry(package, dir, entries.items[i]);
  return package;
}

/* Lib/ and Lib.mo in one directory: which one is meant is not clear (spec
   13.4.2 allows one); the directory is read, as before, but not silently. */
static void warn_both(const char *package, const char *file)
{
  if (is_file(file))
    diag_warning((SrcLoc){ 0 }, "both the library directory '%s' and the file '%s' can hold '%s': "
                 "the directory is read, the file ignored", package, file, strrchr(package, '/') + 1);
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
    if (is_directory(package) && is_file(xsprintf("%s/package.mo", package))) {
      warn_both(package, file);
      return load_directory(package, name);
    }
    if (is_file(file))
      return class_in_file(file, name);
  }
  return NULL;
}
