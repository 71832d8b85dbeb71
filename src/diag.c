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
static const char **line_starts; /* start of every line, built on first use */
static int line_count;

void diag_set_source(const char *file_name, const char *text)
{
  source_file = file_name;
  source_text = text;
  errors = 0; /* a new text starts without errors (a fuzz harness parses many) */
  free(line_starts);
  line_starts = NULL;
}

const char *diag_file_name(void) { return source_file; }
int diag_error_count(void) { return errors; }

/* Offsets of the line starts, built once: every message and every equation
   text of the generated code looks lines up, so a scan per call would make
   large models quadratic. */
static void index_lines(void)
{
  int capacity = 1024;
  line_starts = xmalloc(sizeof *line_starts * (size_t)capacity);
  line_count = 0;
  for (const char *p = source_text; p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
    if (line_count == capacity) {
      capacity *= 2;
      line_starts = xrealloc(line_starts, sizeof *line_starts * (size_t)capacity);
    }
    line_starts[line_count++] = p;
  }
}

/* Start of line `line` (from 1) in the source text, or NULL. */
static const char *line_start(int line)
{
  if (!line_starts)
    index_lines();
  return line >= 1 && line <= line_count ? line_starts[line - 1] : NULL;
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
