/*
 * function_table.c - the function classes of the file and of the model,
 * by name and by number (their C names), and the model's calls of them,
 * numbered by site: the data that checking calls (resolve.c), building
 * closed forms (functions.c) and writing C (codegen.c) share.
 */
#include <string.h>

#include "flat/flat.h"

static PtrList functions;   /* Function, file-level and the model's own */
static PtrList call_sites;  /* Expr: the model's calls of functions, by site number */

const PtrList *functions_all(void) { return &functions; }
const PtrList *functions_call_sites(void) { return &call_sites; }

void functions_register(Function *fn) { list_push(&functions, fn); }

int functions_add_call_site(Expr *call)
{
  list_push(&call_sites, call);
  return call_sites.count - 1;
}

/* a new model (a harness compiles several in one process) */
void functions_forget(void)
{
  functions = call_sites = (PtrList){ 0 };
}

Function *function_find(const char *name)
{
  for (int i = 0; i < functions.count; i++) {
    Function *fn = functions.items[i];
    if (!strcmp(fn->name, name))
      return fn;
  }
  return NULL;
}
