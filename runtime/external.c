/*
 * external.c - ModelicaUtilities.h for the C code of external functions,
 * and the frame of each external call.  The generated function sets a
 * jump target (hysc_external_enter) before it calls C; ModelicaError
 * keeps the message and jumps back there, the function returns NaN, and
 * the runtime stops the run with the message (sim_common.c) as after a
 * failed assert: results written so far stay whole.  Outside a call (no
 * target) the message is printed and the process exits.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hysc_runtime.h"
#include "ModelicaUtilities.h"

static jmp_buf *target;            /* the innermost external call's */
static int current_function = -1;  /* its function's number */
static int failed_function = -1;   /* the first that failed, and its message */
static char failure[1024];
static struct object { void *object; void (*destroy)(double); } *objects;
static int n_objects, objects_size;
static FILE *messages;             /* ModelicaMessage's: stdout unless results go there */
static char **strings;             /* allocated during the outermost call */
static size_t n_strings, strings_size;

jmp_buf *hysc_external_enter(jmp_buf *jump, int function)
{
  jmp_buf *outer = target;
  target = jump;
  current_function = function;
  return outer;
}

void hysc_external_leave(jmp_buf *outer)
{
  target = outer;
  if (outer)
    return;
  for (size_t i = 0; i < n_strings; i++)
    free(strings[i]);
  n_strings = 0;
}

int external_failure(const char **message)
{
  *message = failure;
  int f = failed_function;
  failed_function = -1;
  return f;
}

double hysc_object_new(void *object, void (*destroy)(double handle))
{
  if (n_objects == objects_size) {
    int size = objects_size ? 2 * objects_size : 8;
    struct object *more = realloc(objects, (size_t)size * sizeof *more);
    if (!more)
      ModelicaError("out of memory for an ExternalObject");
    objects = more;
    objects_size = size;
  }
  objects[n_objects++] = (struct object){ object, destroy };
  return n_objects;
}

void *hysc_object(double handle)
{
  int i = handle >= 1 && handle <= n_objects ? (int)handle - 1 : -1;
  if (i < 0 || handle != i + 1)   /* a handle changed by --set, or NaN from a failed constructor */
    ModelicaFormatError("%g is no ExternalObject of this run", handle);
  return objects[i].object;
}

void external_objects_free(void)
{
  for (int i = n_objects - 1; i >= 0; i--)   /* the last made first: it may use earlier ones */
    if (objects[i].destroy)
      objects[i].destroy(i + 1);
  n_objects = 0;
}

void external_messages_to(FILE *fp) { messages = fp; }

void ModelicaMessage(const char *string)
{
  FILE *fp = messages ? messages : stdout;
  fputs(string, fp);
  fflush(fp);
}

void ModelicaWarning(const char *string)
{
  fprintf(stderr, "warning: %s\n", string);
}

void ModelicaError(const char *string)
{
  if (failed_function < 0) {
    failed_function = current_function;
    snprintf(failure, sizeof failure, "%s", string);
  }
  if (target)
    longjmp(*target, 1);
  fprintf(stderr, "error: %s\n", string);
  exit(HYSC_EXIT_FAILURE);
}

void ModelicaVFormatMessage(const char *format, va_list args)
{
  FILE *fp = messages ? messages : stdout;
  vfprintf(fp, format, args);
  fflush(fp);
}

void ModelicaVFormatWarning(const char *format, va_list args)
{
  fputs("warning: ", stderr);
  vfprintf(stderr, format, args);
  fputc('\n', stderr);
}

void ModelicaVFormatError(const char *format, va_list args)
{
  char text[sizeof failure];
  vsnprintf(text, sizeof text, format, args);
  ModelicaError(text);
}

void ModelicaFormatMessage(const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  ModelicaVFormatMessage(format, ap);
  va_end(ap);
}

void ModelicaFormatWarning(const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  ModelicaVFormatWarning(format, ap);
  va_end(ap);
}

void ModelicaFormatError(const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  ModelicaVFormatError(format, ap);
  va_end(ap);
}

char *ModelicaAllocateStringWithErrorReturn(size_t len)
{
  if (n_strings == strings_size) {
    size_t size = strings_size ? 2 * strings_size : 16;
    char **more = realloc(strings, size * sizeof *more);
    if (!more)
      return NULL;
    strings = more;
    strings_size = size;
  }
  char *s = calloc(len + 1, 1);
  if (s)
    strings[n_strings++] = s;
  return s;
}

char *ModelicaAllocateString(size_t len)
{
  char *s = ModelicaAllocateStringWithErrorReturn(len);
  if (!s)
    ModelicaFormatError("out of memory for a string of %zu characters", len);
  return s;
}

char *ModelicaDuplicateStringWithErrorReturn(const char *str)
{
  char *s = ModelicaAllocateStringWithErrorReturn(strlen(str));
  return s ? strcpy(s, str) : NULL;
}

char *ModelicaDuplicateString(const char *str)
{
  return strcpy(ModelicaAllocateString(strlen(str)), str);
}
