/*
 * codegen_external.c - the C of external functions (spec 12.9): the Include
 * texts and the prototypes of the C functions (one per name; none where an
 * Include declares it), and the body of a function whose algorithm is a C
 * call.  Real is double, Integer and Boolean int, String const char *, an
 * array a pointer to its first element (row-major), an output a pointer.
 */
#include <string.h>

#include "codegen/emit.h"

static const char *c_type(BaseType t)
{
  return t == TYPE_REAL ? "double" : t == TYPE_STRING ? "const char *" : "int";
}

static bool has_text(const PtrList *texts, const char *s)
{
  for (int i = 0; i < texts->count; i++)
    if (!strcmp(texts->items[i], s))
      return true;
  return false;
}

static const char *c_name(const Function *fn)
{
  External *x = fn->cls->external;
  if (x->call)
    return x->call->string;
  const char *bracket = strchr(fn->name, '[');   /* "f[3]": f specialized to its sizes */
  char *name = bracket ? xsprintf("%.*s", (int)(bracket - fn->name), fn->name) : fn->name;
  const char *dot = strrchr(name, '.');   /* default: the function's own last name */
  return dot ? dot + 1 : name;
}

static void emit_prototype(FILE *out, const Function *fn)
{
  fprintf(out, "extern %s %s(", fn->result_object ? "void *" : fn->external_result ? c_type(fn->external_result->type)
          : "void", c_name(fn));
  for (int i = 0; i < fn->external_args.count; i++) {
    ExternalArg *a = fn->external_args.items[i];
    const char *type = a->value->kind == EX_STRING ? "const char *" : a->object ? "void *" : c_type(a->type);
    bool pointer = a->is_output || a->value->kind == EX_ARRAY;
    fprintf(out, "%s%s%s", i ? ", " : "", pointer && a->is_output ? "" : pointer ? "const " : "", type);
    if (pointer)
      fputs(" *", out);
  }
  fputs(fn->external_args.count ? ");\n" : "void);\n", out);
}

/* Include annotations (each text once) and the prototypes of the C functions
   no Include declares. */
void codegen_external_declarations(FILE *out)
{
  const PtrList *all = functions_all();
  PtrList seen = { 0 };
  for (int i = 0; i < all->count; i++) {
    const Function *fn = all->items[i];
    Modification *m = fn->cls->external && !fn->string_result ? externals_annotation(fn, "Include") : NULL;
    if (!m || !m->value || m->value->kind != EX_STRING || has_text(&seen, m->value->string))
      continue;
    list_push(&seen, m->value->string);
    fprintf(out, "%s\n", m->value->string);
  }
  PtrList declared = { 0 };
  for (int i = 0; i < all->count; i++) {
    const Function *fn = all->items[i];
    if (!fn->cls->external || fn->string_result || externals_annotation(fn, "Include") ||
        has_text(&declared, c_name(fn)))
      continue;
    list_push(&declared, (char *)c_name(fn));
    emit_prototype(out, fn);
  }
  if (seen.count || declared.count)
    fputc('\n', out);
}

/* The C value of a scalar argument, converted to the C type. */
static void emit_value(FILE *out, const Expr *e, BaseType t)
{
  fprintf(out, "(%s)(", c_type(t));
  emit_expr(out, e);
  fputc(')', out);
}

/* The slot of the first element of an array argument whose elements are
   the function's variables in consecutive slots, else 0. */
static int consecutive_slots(const Expr *array)
{
  for (int k = 0; k < array->args.count; k++) {
    const Expr *e = array->args.items[k];
    const Expr *first = array->args.items[0];
    if (e->kind != EX_NAME || !e->var || e->var->function_slot <= 0 ||
        e->var->function_slot != first->var->function_slot + k)
      return 0;
  }
  return array->args.count ? ((Expr *)array->args.items[0])->var->function_slot : 0;
}

/* An array argument x<k> (of consecutive variables: copied by a loop). */
static void emit_array_local(FILE *out, const ExternalArg *a, int i)
{
  int n = a->value->args.count, first = consecutive_slots(a->value);
  if (first) {
    fprintf(out, "    %s x%d[%d];\n    for (int k = 0; k < %d; k++)\n      x%d[k] = (%s)v[%d + k];\n",
            c_type(a->type), i, n, n, i, c_type(a->type), first);
    return;
  }
  fprintf(out, "    %s x%d[%d] = {", c_type(a->type), i, n ? n : 1);
  for (int k = 0; k < n; k++) {
    fputs(k ? ", " : "", out);
    emit_value(out, a->value->args.items[k], a->type);
  }
  fputs(n ? "};\n" : "0};\n", out);
}

/* An output array x<i> back into the function's variables. */
static void emit_array_back(FILE *out, const Expr *array, int i)
{
  int first = consecutive_slots(array);
  if (first) {
    fprintf(out, "    for (int k = 0; k < %d; k++)\n      v[%d + k] = x%d[k];\n", array->args.count, first, i);
    return;
  }
  for (int k = 0; k < array->args.count; k++)
    fprintf(out, "    v[%d] = x%d[%d];\n", ((Expr *)array->args.items[k])->var->function_slot, i, k);
}

/* Locals for arrays and outputs: x<k> (array) or o<k> (scalar output). */
static void emit_locals(FILE *out, const Function *fn)
{
  for (int i = 0; i < fn->external_args.count; i++) {
    ExternalArg *a = fn->external_args.items[i];
    if (a->value->kind == EX_ARRAY) {
      emit_array_local(out, a, i);
    } else if (a->is_output) {
      fprintf(out, "    %s o%d = ", c_type(a->type), i);
      emit_value(out, a->value, a->type);
      fputs(";\n", out);
    }
  }
}

/* The body of an external function: the C call, its outputs read back. */
void codegen_external_call(FILE *out, const Function *fn)
{
  fputs("  {\n", out);
  emit_locals(out, fn);
  /* ModelicaError jumps back here: NaN, and the runtime stops the run */
  fprintf(out, "    jmp_buf jump;\n    jmp_buf *outer = hysc_external_enter(&jump, %d);\n"
          "    if (setjmp(jump)) {\n      hysc_external_leave(outer);\n      hysc_call_depth--;\n"
          "      return NAN;\n    }\n    ", fn->number);
  if (fn->external_result)
    fprintf(out, "v[%d] = ", fn->external_result->function_slot);
  bool text = fn->external_result && fn->external_result->type == TYPE_STRING;
  if (fn->result_object)   /* a handle: the object kept, with what frees it */
    fputs("hysc_object_new(", out);
  else if (text)   /* a String result: copied before the call's memory goes */
    fputs("hysc_text_keep(", out);
  fprintf(out, "%s(", c_name(fn));
  for (int i = 0; i < fn->external_args.count; i++) {
    ExternalArg *a = fn->external_args.items[i];
    fputs(i ? ", " : "", out);
    if (a->value->kind == EX_STRING)
      emit_c_string(out, a->value->string);
    else if (a->value->kind == EX_ARRAY)
      fprintf(out, "x%d", i);
    else if (a->is_output)
      fprintf(out, "&o%d", i);
    else if (a->object)
      fprintf(out, "hysc_object(v[%d])", a->value->var->function_slot);
    else if (a->type == TYPE_STRING)   /* a String input: the number of its text */
      fprintf(out, "hysc_string(v[%d])", a->value->var->function_slot);
    else
      emit_value(out, a->value, a->type);
  }
  if (fn->result_object && fn->destructor)
    fprintf(out, "), hysc_destroy%d", fn->destructor->number);
  else if (fn->result_object)
    fputs("), NULL", out);
  fputs(text ? "));\n" : ");\n", out);
  fputs("    hysc_external_leave(outer);\n", out);
  for (int i = 0; i < fn->external_args.count; i++) {
    ExternalArg *a = fn->external_args.items[i];
    if (!a->is_output)
      continue;
    if (a->value->kind != EX_ARRAY)
      fprintf(out, "    v[%d] = o%d;\n", a->value->var->function_slot, i);
    else if (a->value->args.count)
      emit_array_back(out, a->value, i);
  }
  fputs("  }\n", out);
}

/* What frees an ExternalObject: its destructor's function, on the handle
   (after the functions' prototypes). */
void codegen_external_destructors(FILE *out)
{
  const PtrList *all = functions_all();
  PtrList done = { 0 };   /* constructors of several sizes share one */
  for (int i = 0; i < all->count; i++) {
    const Function *fn = all->items[i];
    if (!fn->destructor || list_contains(&done, fn->destructor))
      continue;
    list_push(&done, fn->destructor);
    fprintf(out, "static inline void hysc_destroy%d(double h) { (void)hysc_fn%d(NULL, 0, 0, NULL, %sh); }\n",
            fn->destructor->number, fn->destructor->number, scalar_inputs(fn->destructor) ? "" : "&");
  }
}
