/*
 * library_skim.c - the classes of a package inside one library file, found
 * without parsing it (for library.c): a scan of its tokens that follows the
 * class definitions (keyword, name, `end Name;`) finds where each class
 * declared directly in the package begins and ends, so that library.c can
 * parse the package without them and each of them when it is first used.
 * Whatever the scan does not follow makes it give up: the file is then
 * parsed whole, as the grammar reads it.
 */
#include <ctype.h>
#include <string.h>

#include "classes/library.h"

typedef struct Token {
  size_t start, length;
  char kind;   /* 'w' a word, 's' a string, 'q' a quoted name, 'n' a number, else the character; 0 at the end */
} Token;

typedef struct Scan {
  const char *text;
  size_t at, end;
} Scan;

/* past a comment or a string or quoted name (closing quote q) */
static size_t skip_quoted(const char *s, size_t i, size_t end, char q)
{
  for (i++; i < end && s[i] != q; i++)
    if (s[i] == '\\' && i + 1 < end)
      i++;
  return i < end ? i + 1 : end;
}

static size_t skip_space(const char *s, size_t i, size_t end)
{
  for (;;) {
    while (i < end && isspace((unsigned char)s[i]))
      i++;
    if (i + 1 < end && s[i] == '/' && s[i + 1] == '/')
      while (i < end && s[i] != '\n')
        i++;
    else if (i + 1 < end && s[i] == '/' && s[i + 1] == '*') {
      const char *close = strstr(s + i + 2, "*/");
      i = close && (size_t)(close - s) + 2 <= end ? (size_t)(close - s) + 2 : end;
    } else
      return i;
  }
}

static Token next(Scan *sc)
{
  const char *s = sc->text;
  size_t i = skip_space(s, sc->at, sc->end), j = i + 1;
  Token t = { i, 0, i < sc->end ? s[i] : 0 };
  if (!t.kind)
    return t;
  if (isalpha((unsigned char)s[i]) || s[i] == '_') {
    t.kind = 'w';
    while (j < sc->end && (isalnum((unsigned char)s[j]) || s[j] == '_'))
      j++;
  } else if (isdigit((unsigned char)s[i])) {
    t.kind = 'n';
    while (j < sc->end && (isalnum((unsigned char)s[j]) || s[j] == '.' ||
                           ((s[j] == '+' || s[j] == '-') && (s[j - 1] == 'e' || s[j - 1] == 'E'))))
      j++;
  } else if (s[i] == '"' || s[i] == '\'') {
    t.kind = s[i] == '"' ? 's' : 'q';
    j = skip_quoted(s, i, sc->end, s[i]);
  }
  t.length = j - i;
  sc->at = j;
  return t;
}

static bool is_word(const Scan *sc, Token t, const char *word)
{
  return t.kind == 'w' && t.length == strlen(word) && !strncmp(sc->text + t.start, word, t.length);
}

static bool is_one_of(const Scan *sc, Token t, const char *const *words)
{
  for (; *words; words++)
    if (is_word(sc, t, *words))
      return true;
  return false;
}

static bool same_name(const Scan *sc, Token a, Token b)
{
  return a.length == b.length && !strncmp(sc->text + a.start, sc->text + b.start, a.length);
}

static const char *const class_words[] = { "class", "model", "record", "block", "connector", "type", "package",
                                           "function", "operator", NULL };
/* the prefixes a class may have at the top of a file: such a class can be
   parsed alone (replaceable, redeclare, inner, outer, final cannot) */
static const char *const file_prefixes[] = { "encapsulated", "partial", "pure", "impure", "expandable", NULL };

/* After a class keyword: its name (model extends Name too), and whether
   it is a long definition, which `end Name;` closes */
static bool class_name(Scan *sc, Token keyword, Token *name)
{
  *name = next(sc);
  if (is_word(sc, keyword, "operator") && (is_word(sc, *name, "record") || is_word(sc, *name, "function")))
    *name = next(sc);
  if (is_word(sc, *name, "extends"))
    *name = next(sc);
  Scan after = *sc;
  return (name->kind == 'w' || name->kind == 'q') && next(&after).kind != '=';
}

/* Where the scan of a class body stands */
typedef struct Body {
  Token open[64];   /* the names of the long classes open, outermost first */
  int depth, brackets;
  size_t element;   /* where the current element of the package began */
  bool plain;       /* only file_prefixes since then */
  bool hidden;      /* in a protected section of the package */
  bool header;      /* right after the package's name: its description string may follow */
  size_t child;     /* where the class being skipped began, 0 for none */
} Body;

/* one token inside the package (depth >= 1); false when not understood */
static bool skim_token(Scan *sc, Token t, Body *b, PtrList *spans)
{
  Token name;
  Scan ahead = *sc;
  Token closed = is_word(sc, t, "end") ? next(&ahead) : (Token){ 0 };
  if (closed.kind == 'w' || closed.kind == 'q') {   /* end Name, end if: never inside brackets (x[end]) */
    *sc = ahead;
    b->brackets = 0;   /* what a syntax error left open */
    if (is_one_of(sc, closed, (const char *const[]){ "if", "for", "when", "while", NULL }))
      return true;
    if (!same_name(sc, closed, b->open[b->depth - 1]) || next(sc).kind != ';')
      return false;
    if (--b->depth == 1 && b->child) {
      Span *span = xcalloc(1, sizeof *span);
      *span = (Span){ xsprintf("%.*s", (int)closed.length, sc->text + closed.start), b->child, sc->at };
      list_push(spans, span);
    }
    if (b->depth == 1) {
      b->child = 0;
      b->element = sc->at;
      b->plain = true;
    }
    return true;
  }
  if (t.kind == '(' || t.kind == '[' || t.kind == '{')
    b->brackets++;
  else if (t.kind == ')' || t.kind == ']' || t.kind == '}')
    b->brackets--;
  if (b->brackets)
    return b->brackets > 0;
  if (is_one_of(sc, t, class_words)) {
    b->header = false;
    bool plain = b->depth == 1 && b->plain && !b->hidden;
    if (class_name(sc, t, &name)) {
      if (b->depth == 64)
        return false;
      if (plain)
        b->child = b->element;
      b->open[b->depth++] = name;
    }
    return true;
  }
  if (b->depth > 1)
    return true;
  bool description = b->header && t.kind == 's';
  b->header = false;
  if (t.kind == ';' || is_word(sc, t, "public") || is_word(sc, t, "protected") || description) {
    b->hidden = is_word(sc, t, "protected") || (b->hidden && !is_word(sc, t, "public"));
    b->element = sc->at;
    b->plain = true;
    b->child = 0;
  } else if (!is_one_of(sc, t, file_prefixes))
    b->plain = false;
  return true;
}

bool library_skim(const char *text, size_t from, size_t to, const char *package, PtrList *spans)
{
  Scan sc = { text, from, to };
  Token t = next(&sc), name;
  if (is_word(&sc, t, "within"))
    while (t.kind && t.kind != ';')
      t = next(&sc);
  while (t.kind && !is_one_of(&sc, t, class_words))
    t = next(&sc);
  if (!is_word(&sc, t, "package") || !class_name(&sc, t, &name) || name.length != strlen(package) ||
      strncmp(text + name.start, package, name.length) != 0)
    return false;
  Body b = { .open = { name }, .depth = 1, .element = sc.at, .plain = true, .header = true };
  while (b.depth > 0) {
    t = next(&sc);
    if (!t.kind || !skim_token(&sc, t, &b, spans))
      return false;
  }
  return true;
}

char *library_text_apart(const char *text, size_t from, size_t to, const PtrList *spans)
{
  size_t line_start = from;
  int lines = 0;
  for (size_t i = 0; i < from; i++)
    if (text[i] == '\n') {
      lines++;
      line_start = i + 1;
    }
  size_t pad = (size_t)lines + (from - line_start), n = pad + (to - from);
  char *out = xmalloc(n + 1);
  memset(out, '\n', (size_t)lines);
  memset(out + lines, ' ', from - line_start);
  memcpy(out + pad, text + from, to - from);
  out[n] = '\0';
  for (int k = 0; k < spans->count; k++) {
    const Span *span = spans->items[k];
    for (size_t i = span->start; i < span->end; i++)
      if (out[pad + i - from] != '\n')
        out[pad + i - from] = ' ';
  }
  return out;
}
