/*
 * library.h - shared by library.c and library_skim.c: the classes declared
 * in a package of a library file, found before the file is parsed.
 */
#ifndef HYSC_LIBRARY_H
#define HYSC_LIBRARY_H

#include "classes/classes.h"

/* A class declared directly in a package: text[start, end) */
typedef struct Span {
  char *name;
  size_t start, end;
} Span;

/* The classes declared directly in the package `package` that text[from,
   to) defines (after `within P;`) that can be parsed apart (no replaceable, redeclare,
   inner, outer or final prefix, not protected), as Span *; false when the
   text defines no package or the scan does not follow it (then it is
   parsed whole). */
bool library_skim(const char *text, size_t from, size_t to, const char *package, PtrList *spans);
/* text[from, to), spans blanked, after the newlines and spaces that keep
   its lines and columns: what the parser reads for that part of the file */
char *library_text_apart(const char *text, size_t from, size_t to, const PtrList *spans);

#endif
