/*
 * diag.c - diagnostics in the GNU format: "file:line:col: error: message",
 * then the source line and a caret with tildes under the span.  Lines and
 * columns count from 1; a tab counts as one column.  Errors are counted so
 * that a stage can go on and report several before the driver gives up.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "hysc.h"

static const char *source_file = "<input>";
static const char *source_text = "";
static int errors;

void diag_set_source(const char *file_name, const char *text)
{
  source_file = file_name;
  source_text = text;
}

const char *diag_file_name(void) { return source_file; }
int diag_error_count(void) { return errors; }

/* Start of line `line` (from 1) in the source text, or NULL. */
static const char *line_start(int line)
{
  const char *p = source_text;
  for (int l = 1; l < line && p; l++) {
    p = strchr(p, '\n');
    if (p)
      p++;
  }
  return p;
}

static void show_source(SrcLoc loc)
{
  const char *start = line_start(loc.first_line);
  if (!start || loc.first_line < 1)
    return;
  int length = (int)strcspn(start, "\n");
  fprintf(stderr, "%5d | %.*s\n      | ", loc.first_line, length, start);
  for (int c = 1; c < loc.first_column; c++)
    fputc(start[c - 1] == '\t' ? '\t' : ' ', stderr);
  fputc('^', stderr);
  int last = loc.last_line == loc.first_line ? loc.last_column : length;
  for (int c = loc.first_column + 1; c <= last && c <= length; c++)
    fputc('~', stderr);
  fputc('\n', stderr);
}

static void report(SrcLoc loc, const char *kind, const char *fmt, va_list ap)
{
  if (loc.first_line > 0)
    fprintf(stderr, "%s:%d:%d: %s: ", source_file, loc.first_line, loc.first_column, kind);
  else
    fprintf(stderr, "%s: %s: ", source_file, kind);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  if (loc.first_line > 0)
    show_source(loc);
}

void diag_error(SrcLoc loc, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  report(loc, "error", fmt, ap);
  va_end(ap);
  errors++;
}

void diag_warning(SrcLoc loc, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  report(loc, "warning", fmt, ap);
  va_end(ap);
}

void diag_note(SrcLoc loc, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  report(loc, "note", fmt, ap);
  va_end(ap);
}

void diag_fatal(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  fputs("hysc: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(1);
}

char *diag_source_text(SrcLoc loc)
{
  const char *start = line_start(loc.first_line);
  const char *end = line_start(loc.last_line);
  if (!start || !end)
    return xstrdup("");
  start += loc.first_column - 1;
  end += loc.last_column;
  if (end < start)
    return xstrdup("");
  char *text = xmalloc((size_t)(end - start) + 1);
  size_t n = 0;
  bool blank = false;
  for (const char *p = start; p < end && *p; p++) {
    bool space = *p == ' ' || *p == '\t' || *p == '\n' || *p == '\r';
    if (space && (blank || n == 0))
      continue;
    text[n++] = space ? ' ' : *p;
    blank = space;
  }
  while (n > 0 && text[n - 1] == ' ')
    n--;
  text[n] = '\0';
  return text;
}
