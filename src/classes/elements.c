/*
 * elements.c - the bases of a class and the names of its elements with
 * those of its bases, which several checks of classes need before and
 * during instantiation.  It instantiates nothing.
 */
#include <stdlib.h>

#include "classes/classes.h"

/* the bounds of instantiation (instantiate.c), which reports what passes them */
enum { MAX_BASES = 64, MAX_DEPTH = 64 };

int class_bases(ClassDef *cls, Base *bases, int max)
{
  int n = 0;
  if (cls->base_type && n < max)
    bases[n++] = (Base){ cls->base_type, cls->base_loc, &cls->base_modifications, true };
  for (int i = 0; i < cls->extends.count && n < max; i++) {
    Extends *x = cls->extends.items[i];
    bases[n++] = (Base){ x->name, x->loc, &x->modifications, false };
  }
  return n;
}

/* Deeper than MAX_DEPTH, instantiate_elements reports the chain; the walk
   stops there, before it could exhaust the stack. */
static void collect_names_from(Map *names, ClassDef *cls, PtrList *seen, int depth)
{
  if (list_contains(seen, cls) || depth > MAX_DEPTH)
    return;
  list_push(seen, cls);
  for (int i = 0; i < cls->components.count; i++) {
    Component *c = cls->components.items[i];
    map_put(names, c->name, c);
  }
  Base bases[MAX_BASES];
  int n = class_bases(cls, bases, MAX_BASES);
  for (int i = 0; i < n; i++) {
    ClassDef *base = lookup_class(bases[i].name, bases[i].short_form ? cls->parent : cls);
    if (base)
      collect_names_from(names, base, seen, depth + 1);
  }
}

void collect_element_names(Map *names, ClassDef *cls)
{
  PtrList seen = { 0 };
  collect_names_from(names, cls, &seen, 0);
  free(seen.items);
}
