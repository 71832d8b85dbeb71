/*
 * fmu.c - the functions common to model exchange and co-simulation of an
 * FMU made by hysc --fmu: instances, the logger, the start values and
 * parameters, initialization, values by reference, termination.  The
 * runtime's messages reach the importer's logger through a stream of the
 * instance (fmu_streams.h), and its exit() returns fmi2Error.
 */
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include "fmu.h"
#undef stderr
#undef stdout
#undef exit

static _Thread_local fmu *current; /* the instance of the FMI call under way */

FILE *hysc_fmu_stream(int error)
{
  if (current && current->log)
    return current->log;
  return error ? stderr : stdout;
}

_Noreturn void hysc_fmu_exit(int status)
{
  if (current)
    longjmp(current->exit_jump, 1);
  exit(status);
}

/* A message to the importer's logger of the instance's FMI version (the
   statuses of FMI 2.0 and 3.0 have the same values up to fmi2Fatal). */
static void emit(fmu *F, fmi2Status status, const char *category, const char *message)
{
  if (!F->logging && status == fmi2OK)
    return;
  if (F->version == 3 && F->log3)
    F->log3(F->environment3, (fmi3Status)status, category, message);
  else if (F->version != 3 && F->cb.logger)
    F->cb.logger(F->cb.componentEnvironment, F->instance_name ? F->instance_name : "?", status, category, "%s",
                 message);
}

/* One line of the runtime's messages to the logger: an error or a warning
   by its words, else an event or a note. */
static void log_line(fmu *F)
{
  if (!F->line_length)
    return;
  F->line[F->line_length] = '\0';
  F->line_length = 0;
  fmi2Status status = strstr(F->line, "error:") ? fmi2Error : strstr(F->line, "warning:") ? fmi2Warning : fmi2OK;
  const char *category = status == fmi2Error ? "logStatusError" : status == fmi2Warning ? "logStatusWarning"
                         : "logEvents";
  emit(F, status, category, F->line);
}

ssize_t fmu_log_write(void *cookie, const char *buf, size_t size)
{
  fmu *F = cookie;
  for (size_t i = 0; i < size; i++) {
    if (buf[i] != '\n')
      F->line[F->line_length++] = buf[i];
    if (buf[i] == '\n' || F->line_length == sizeof F->line - 1)
      log_line(F);
  }
  return (ssize_t)size;
}

void fmu_log(fmu *F, fmi2Status status, const char *fmt, ...)
{
  char message[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(message, sizeof message, fmt, ap);
  va_end(ap);
  const char *category = status == fmi2Error ? "logStatusError" : status == fmi2Warning ? "logStatusWarning"
                         : "logAll";
  emit(F, status, category, message);
}

fmi2Status fmu_guarded(fmu *F, fmi2Status (*body)(fmu *F, void *arg), void *arg)
{
  if (!F)
    return fmi2Error;
  fmu *volatile outer = current;
  current = F;
  fmi2Status status;
  if (setjmp(F->exit_jump) == 0) {
    status = body(F, arg);
  } else {
    fmu_log(F, fmi2Error, "the model's run ended with an error; the instance cannot continue");
    F->phase = FMU_ERROR;
    status = fmi2Error;
  }
  if (F->log)
    fflush(F->log);
  log_line(F);
  current = outer;
  return status;
}

fmi2Status fmu_phase_check(fmu *F, unsigned mask, const char *call)
{
  if (mask & (1u << F->phase))
    return fmi2OK;
  static const char *const names[] = { "instantiated", "initialization mode", "stepping", "event mode",
                                       "continuous-time mode", "terminated", "error" };
  fmu_log(F, fmi2Error, "%s is not allowed in %s", call, names[F->phase]);
  return fmi2Error;
}

void fmu_guid(const hysc_model *m, char *out, size_t size)
{
  unsigned long long h = 14695981039346656037ull; /* FNV-1a over names, kinds, types */
  for (int i = 0; i < m->n_vars; i++) {
    for (const char *p = m->vars[i].name; *p; p++)
      h = (h ^ (unsigned char)*p) * 1099511628211ull;
    h = (h ^ (unsigned)(m->vars[i].kind * 8 + m->vars[i].type)) * 1099511628211ull;
  }
  for (const char *p = m->name; *p; p++)
    h = (h ^ (unsigned char)*p) * 1099511628211ull;
  snprintf(out, size, "{%08llx-%04llx-4%03llx-8%03llx-%012llx}", h >> 32, (h >> 16) & 0xffff, h & 0xfff,
           (h >> 52) & 0xfff, (h * 1099511628211ull) & 0xffffffffffffull);
}

const char *fmi2GetTypesPlatform(void) { return "default"; }
const char *fmi2GetVersion(void) { return "2.0"; }
