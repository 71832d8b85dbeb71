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
static int max_errors = 20;   /* 0: no limit */
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
void diag_set_max_errors(int n) { max_errors = n; }
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

/* Model text in a message (names, strings, the source line) may hold any
   byte: control characters are shown as '?', so that a model file cannot
   send escape sequences to the terminal. */
static void put_clean(const char *s, int n)
{
  for (int i = 0; i < n && s[i]; i++) {
    unsigned char c = (unsigned char)s[i];
    fputc((c < 32 && c != '\t') || c == 127 ? '?' : c, stderr);
  }
}

/* A source line is echoed at most this wide: a window around the caret, with
   "..." where the line goes on (a 1 MB line must not become a 1 MB message). */
enum { ECHO_WIDTH = 160 };

static void show_source(SrcLoc loc)
{
  const char *start = line_start(loc.first_line);
  if (!start || loc.first_line < 1)
    return;
  int length = (int)strcspn(start, "\n");
  int from = 0;
  if (length > ECHO_WIDTH && loc.first_column - 1 > ECHO_WIDTH / 2)
    from = loc.first_column - 1 - ECHO_WIDTH / 2;
  if (from > 0 && from > length - ECHO_WIDTH)
    from = length - ECHO_WIDTH > 0 ? length - ECHO_WIDTH : 0;
  int shown = length - from < ECHO_WIDTH ? length - from : ECHO_WIDTH;
  const char *before = from > 0 ? "..." : "", *after = from + shown < length ? "..." : "";
  fprintf(stderr, "%5d | %s", loc.first_line, before);
  put_clean(start + from, shown);
  fprintf(stderr, "%s\n      | %s", after, from > 0 ? "   " : "");
  for (int c = from + 1; c < loc.first_column && c <= from + shown; c++)
    fputc(start[c - 1] == '\t' ? '\t' : ' ', stderr);
  fputc('^', stderr);
  int last = loc.last_line == loc.first_line ? loc.last_column : length;
  for (int c = loc.first_column + 1; c <= last && c <= from + shown; c++)
    fputc('~', stderr);
  fputc('\n', stderr);
}

static void report(SrcLoc loc, const char *kind, const char *fmt, va_list ap)
{
  if (loc.first_line > 0)
    fprintf(stderr, "%s:%d:%d: %s: ", source_file, loc.first_line, loc.first_column, kind);
  else
    fprintf(stderr, "%s: %s: ", source_file, kind);
  va_list copy;
  va_copy(copy, ap);
  int n = vsnprintf(NULL, 0, fmt, copy);
  va_end(copy);
  char *message = xmalloc((size_t)n + 1);
  vsnprintf(message, (size_t)n + 1, fmt, ap);
  put_clean(message, n);
  free(message);
  fputc('\n', stderr);
  if (loc.first_line > 0)
    show_source(loc);
}

void diag_error(SrcLoc loc, const char *fmt, ...)
{
  if (max_errors > 0 && errors == max_errors) {
    fprintf(stderr, "%s: error: too many errors (more than %d; --max-errors=N changes the limit): stopping\n",
            source_file, max_errors);
    exit(1);
  }
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
