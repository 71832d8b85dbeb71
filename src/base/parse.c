/*
 * parse.c - reads a model file and runs the scanner and parser over it.
 * The whole text stays in memory for the diagnostics' source lines.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "parser.h"
#include "lexer.h"

static char *read_file(const char *file_name)
{
  FILE *f = fopen(file_name, "rb");
  if (!f)
    diag_fatal("cannot open '%s': %s", file_name, strerror(errno));
  size_t length = 0, capacity = 4096;
  char *text = xmalloc(capacity);
  size_t n;
  while ((n = fread(text + length, 1, capacity - length - 1, f)) > 0) {
    length += n;
    if (capacity - length < 2) {
      capacity *= 2;
      text = xrealloc(text, capacity);
    }
  }
  if (ferror(f))
    diag_fatal("cannot read '%s': %s", file_name, strerror(errno));
  fclose(f);
  text[length] = '\0';
  if (strlen(text) != length)
    diag_fatal("'%s' is not a text file (it contains a NUL byte)", file_name);
  return text;
}

static Program *parse_text(char *text)
{
  Program *program = xcalloc(1, sizeof *program);
  yyscan_t scanner;
  if (modelica_lex_init_extra((SrcLoc){ 0 }, &scanner) != 0)
    diag_fatal("cannot start the scanner");
  YY_BUFFER_STATE buffer = modelica__scan_string(text, scanner);
  yyparse(scanner, program);
  modelica__delete_buffer(buffer, scanner);
  modelica_lex_destroy(scanner);
  return program;
}

char *parse_read_text(const char *file_name)
{
  char *text = read_file(file_name);
  if (!strncmp(text, "\xEF\xBB\xBF", 3))   /* a UTF-8 byte-order mark: not part of the text */
    text += 3;
  return text;
}

Program *parse_file(const char *file_name)
{
  char *text = parse_read_text(file_name);
  diag_set_source(file_name, text);
  return parse_text(text);
}

Program *parse_library_text(const char *file_name, char *text)
{
  diag_add_source(file_name, text);
  return parse_text(text);
}
