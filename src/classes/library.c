/*
 * library.c - classes from libraries on disk (Modelica 3.6 chapter 13): a
 * top-level name that the model file does not define is looked for in the
 * directories of the library path (hysc -L DIR, then MODELICAPATH), as
 * DIR/Name/package.mo (a package directory: its package.mo, then the
 * classes of its other files and subdirectories, in the order of
 * package.order if there is one, else by name) or DIR/Name.mo (a
 * single-file package or class).  A library is read once, when first used.
 */
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
    char line[1024];
    while (fgets(line, sizeof line, order)) {
      line[strcspn(line, "\r\n")] = '\0';
      if (!*line)
        continue;
      list_push(&entries, is_directory(xsprintf("%s/%s", dir, line)) ? xstrdup(line) : xsprintf("%s.mo", line));
    }
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

ClassDef *library_load(const char *name)
{
  static Map tried;
  if (map_get(&tried, name) || strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, ".."))
    return NULL;
  map_put(&tried, xstrdup(name), (void *)1);
  for (int i = 0; i < search_path.count; i++) {
    const char *dir = search_path.items[i];
    char *package = xsprintf("%s/%s", dir, name);
    if (is_directory(package) && is_file(xsprintf("%s/package.mo", package)))
      return load_directory(package, name);
    char *file = xsprintf("%s/%s.mo", dir, name);
    if (is_file(file))
      return class_in_file(file, name);
  }
  return NULL;
}
