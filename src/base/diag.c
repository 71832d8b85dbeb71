/*
 * diag.c - diagnostics in the GNU format: "file:line:col: error: message",
 * then the source line and a caret with tildes under the span.  Lines and
 * columns count from 1; a tab counts as one column.  Errors are counted so
 * that a stage can go on and report several before the driver gives up.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

/* The model file and the library files read after it.  Their lines are
   numbered on from one file to the next (a file's first line is its base + 1),
   so that a SrcLoc needs no file: the line tells which file it is in. */
typedef struct Source {
  const char *file, *text;
  int base;
  const char **line_starts;   /* start of every line, built on first use */
  int line_count;
} Source;
static Source first_source = { "<input>", "", 0, NULL, 0 };
static Source *sources = &first_source;
static int n_sources = 1;
static Source *source;        /* the file of the line being shown */
static const char *source_file = "<input>";
static const char *source_text = "";
static const char **line_starts;
static int line_count;
static int errors;
static int max_errors = 20;   /* 0: no limit */
/* The error just reported: the same again (an expression expanded into
   many elements, each checked) is counted but not repeated. */
static SrcLoc last_error_loc;
static char *last_error;

void diag_set_source(const char *file_name, const char *text)
{
  first_source = (Source){ file_name, text, 0, NULL, 0 };
  sources = &first_source;
  n_sources = 1;
  source = NULL;
  source_file = file_name;
  errors = 0; /* a new text starts without errors (a fuzz harness parses many) */
  last_error = NULL;
}

static int count_lines(const char *text)
{
  int n = 1;
  for (const char *p = strchr(text, '\n'); p; p = strchr(p + 1, '\n'))
    n++;
  return n;
}

int diag_add_source(const char *file_name, const char *text)
{
  const Source *last = &sources[n_sources - 1];
  int base = last->base + count_lines(last->text);
  Source *more = xmalloc(sizeof *more * (size_t)(n_sources + 1));
  memcpy(more, sources, sizeof *more * (size_t)n_sources);
  more[n_sources++] = (Source){ file_name, text, base, NULL, 0 };
  sources = more;
  source = NULL;
  return base;
}

int diag_line_base(void) { return sources[n_sources - 1].base; }

/* Makes the file holding global line `line` the current one. */
static void select_source(int line)
{
  Source *s = &sources[0];
  for (int i = 1; i < n_sources && sources[i].base < line; i++)
    s = &sources[i];
  if (source)
    source->line_starts = line_starts, source->line_count = line_count;
  source = s;
  source_file = s->file;
  source_text = s->text;
  line_starts = s->line_starts;
  line_count = s->line_count;
}

const char *diag_file_name(void) { return sources[0].file; }
int diag_source_count(void) { return n_sources; }
const char *diag_source_file(int i) { return sources[i].file; }
int diag_source_base(int i) { return sources[i].base; }

char *diag_line_place(int line)
{
  int i = n_sources - 1;
  while (i > 0 && sources[i].base >= line)
    i--;
  return i ? xsprintf("%s:%d", sources[i].file, line - sources[i].base) : xsprintf("line %d", line);
}
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

/* Start of global line `line` (from 1) in its source text, or NULL. */
static const char *line_start(int line)
{
  select_source(line);
  line -= source->base;
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

void diag_print_clean(const char *s) { put_clean(s, (int)strlen(s)); }

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
  fprintf(stderr, "%5d | %s", loc.first_line - source->base, before);
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

/* A message quoting model text (an expression of 150 KB, say) is shown at
   most MESSAGE_HEAD + MESSAGE_TAIL bytes long: its start, how much is left
   out, and its end, which says what is wrong. */
enum { MESSAGE_HEAD = 600, MESSAGE_TAIL = 400 };

static void put_bounded(const char *message)
{
  int length = (int)strlen(message);
  if (length <= MESSAGE_HEAD + MESSAGE_TAIL + 64) {
    put_clean(message, length);
    return;
  }
  put_clean(message, MESSAGE_HEAD);
  fprintf(stderr, " ...(%d bytes left out)... ", length - MESSAGE_HEAD - MESSAGE_TAIL);
  put_clean(message + length - MESSAGE_TAIL, MESSAGE_TAIL);
}

static void report(SrcLoc loc, const char *kind, const char *fmt, va_list ap)
{
  select_source(loc.first_line);
  /* a file name (of the model, of a library file or its directory) may hold
     any byte too */
  diag_print_clean(loc.first_line > 0 ? source_file : sources[0].file);
  if (loc.first_line > 0)
    fprintf(stderr, ":%d:%d", loc.first_line - source->base, loc.first_column);
  fprintf(stderr, ": %s: ", kind);
  char *message = xvsprintf(fmt, ap);
  put_bounded(message);
  free(message);
  fputc('\n', stderr);
  if (loc.first_line > 0)
    show_source(loc);
}

static bool repeats_last_error(SrcLoc loc, const char *fmt, va_list ap)
{
  char *message = xvsprintf(fmt, ap);
  bool same = last_error && errors > 0 && !memcmp(&loc, &last_error_loc, sizeof loc) && !strcmp(message, last_error);
  last_error = message;
  last_error_loc = loc;
  return same;
}

void diag_error(SrcLoc loc, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  bool same = repeats_last_error(loc, fmt, ap);
  va_end(ap);
  if (same) {
    errors++;
    return;
  }
  if (max_errors > 0 && errors >= max_errors) {
    diag_print_clean(sources[0].file);
    fprintf(stderr, ": error: too many errors (more than %d; --max-errors=N changes the limit): stopping\n",
            max_errors);
    exit(1);
  }
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
  char *message = xvsprintf(fmt, ap);   /* it may name a file */
  diag_print_clean(message);
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
