/*
 * ModelicaUtilities.h - the functions a Modelica tool gives the C code of
 * external functions (Modelica 3.6, section 12.9.6), as hysc's runtime
 * provides them.  Messages go to standard output, warnings to standard
 * error; an error ends the external function's call (it does not return)
 * and the simulation stops as after a failed assert, with the message.
 * Strings allocated here live until the outermost external call returns.
 */
#ifndef MODELICA_UTILITIES_H
#define MODELICA_UTILITIES_H

#include <stdarg.h>
#include <stddef.h>

#if defined(__GNUC__) || defined(__clang__)
#define MODELICA_NORETURN __attribute__((noreturn))
#define MODELICA_FORMATATTR_PRINTF __attribute__((format(printf, 1, 2)))
#define MODELICA_FORMATATTR_VPRINTF __attribute__((format(printf, 1, 0)))
#else
#define MODELICA_NORETURN
#define MODELICA_FORMATATTR_PRINTF
#define MODELICA_FORMATATTR_VPRINTF
#endif
#define MODELICA_NORETURNATTR

#ifdef __cplusplus
extern "C" {
#endif

/* the string as it is, without format control */
void ModelicaMessage(const char *string);
void ModelicaWarning(const char *string);
MODELICA_NORETURN void ModelicaError(const char *string);

/* printf-style format and arguments */
void ModelicaFormatMessage(const char *format, ...) MODELICA_FORMATATTR_PRINTF;
void ModelicaFormatWarning(const char *format, ...) MODELICA_FORMATATTR_PRINTF;
MODELICA_NORETURN void ModelicaFormatError(const char *format, ...) MODELICA_FORMATATTR_PRINTF;

/* the same with a va_list */
void ModelicaVFormatMessage(const char *format, va_list args) MODELICA_FORMATATTR_VPRINTF;
void ModelicaVFormatWarning(const char *format, va_list args) MODELICA_FORMATATTR_VPRINTF;
MODELICA_NORETURN void ModelicaVFormatError(const char *format, va_list args) MODELICA_FORMATATTR_VPRINTF;

/* memory for a String output of length len (plus its terminating 0): an
   error when there is none; the WithErrorReturn form returns NULL instead */
char *ModelicaAllocateString(size_t len);
char *ModelicaAllocateStringWithErrorReturn(size_t len);
/* a copy of str in such memory */
char *ModelicaDuplicateString(const char *str);
char *ModelicaDuplicateStringWithErrorReturn(const char *str);

#ifdef __cplusplus
}
#endif

#endif
