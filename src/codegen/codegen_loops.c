/*
 * codegen_loops.c - runs of alike statements written as one C loop.
 *
 * arrays.c scalarizes early and no later stage knows arrays, so a
 * for-equation over 10 000 balls reaches code generation as 10 000 rows.
 * Written out, they make the C compiler's time grow with the model; this
 * pass rolls them back up.  It works on the text of a chunkable function's
 * body (emit_units.c), cut into statements at its cut points (a statement
 * shares no locals with the next).  Two statements are alike when their
 * text, comments left out, is the same up to the numbers in it (indices
 * into y, p, res, dfdy, relation and when-clause numbers, constants).
 * A run is a group of p consecutive statements repeated at least MIN_REPS
 * times (p > 1 where emitters interleave, such as the Jacobian's entries
 * in column order), written as
 *
 *   for (int hysc_run = 0; hysc_run < R; hysc_run++) { group }
 *
 * where each number of the group that changes along the run is an integer
 * progression (17 + 2*hysc_run) or else an entry of a static table.  The
 * same statements run in the same order on the same values, so results are
 * the same bit for bit (tests/sim/loops_equal.sh); only the comments of the
 * first statement of a run are kept, once for the run.
 */
#include <stdlib.h>
#include <string.h>

#include "codegen/codegen.h"

enum {
  MIN_REPS = 4,      /* shorter runs stay written out */
  MAX_PERIOD = 16,   /* the longest group looked for */
  SLOT_INT = 1,      /* marks in a skeleton where a number was */
  SLOT_REAL = 2,
};

/* A number of a statement: its text as written, and its value if it is an
   integer literal small enough that sums of two stay ints. */
typedef struct {   /* 16 bytes: a body of a large model has millions */
  const char *text;
  int value;           /* at most 9 digits */
  int length : 30;
  bool integer : 1;
  bool whole : 1;      /* a double written as digits and ".0": value too */
} Slot;

typedef struct {
  const char *text;    /* the statement as written */
  size_t size;
  char *skeleton;      /* without comments, numbers replaced by SLOT_ marks */
  unsigned hash;
  int kind;            /* alike statements have the same kind; -1: not rollable */
  Slot *slots;
  int n_slots;
  const char *comment; /* its first comment, with the delimiters */
  int comment_length;
  bool rollable;       /* nothing that keeps_out, no preprocessor line, not empty */
} Statement;

/* A body of a large model is megabytes, scanned a character at a time:
   the classes of characters come from a table. */
enum { PLAIN, LETTER, DIGIT, SPECIAL };   /* SPECIAL: / " ' . # may start a comment, literal, number */
static const unsigned char char_class[256] = {
  ['a' ... 'z'] = LETTER, ['A' ... 'Z'] = LETTER, ['_'] = LETTER, ['0' ... '9'] = DIGIT,
  ['/'] = SPECIAL, ['"'] = SPECIAL, ['\''] = SPECIAL, ['.'] = SPECIAL, ['#'] = SPECIAL,
};

static bool is_ident_char(char c)
{
  unsigned char k = char_class[(unsigned char)c];
  return k == LETTER || k == DIGIT;
}

static bool is_digit(char c)
{
  return c >= '0' && c <= '9';
}

/* Words that keep a statement out of a loop of ours: jumps (they would
   leave or continue our loop), a static local (one object for every
   iteration) and our own loop variable. */
static bool keeps_out(const char *word, size_t n)
{
  static const char *words[] = { "break", "continue", "goto", "return", "case", "default", "static", "hysc_run" };
  if (n < 4 || n > 8 || !strchr("bcgrdsh", *word))
    return false;
  for (size_t i = 0; i < sizeof words / sizeof *words; i++)
    if (words[i][0] == *word && strlen(words[i]) == n && !memcmp(word, words[i], n))
      return true;
  return false;
}

/* The end of the number at s: digits, letters, dots, and a sign after an
   exponent. */
static const char *number_end(const char *s, const char *end)
{
  while (s < end && (is_ident_char(*s) || *s == '.' ||
                     ((*s == '+' || *s == '-') && (s[-1] == 'e' || s[-1] == 'E'))))
    s++;
  return s;
}

/* A growing text. */
typedef struct {
  char *text;
  size_t size, capacity;
} Buf;

static void buf_put(Buf *b, const char *s, size_t n)
{
  if (b->size + n + 1 > b->capacity) {
    b->capacity = 2 * (b->size + n + 1);
    b->text = xrealloc(b->text, b->capacity);
  }
  memcpy(b->text + b->size, s, n);
  b->size += n;
  b->text[b->size] = '\0';
}

static void buf_puts(Buf *b, const char *s)
{
  buf_put(b, s, strlen(s));
}

static void buf_printf(Buf *b, const char *fmt, long a, long c)
{
  char text[96];
  int n = snprintf(text, sizeof text, fmt, a, c);
  buf_put(b, text, (size_t)n);
}

/* Where the statements' skeletons and numbers are kept: one block for every
   skeleton (none is longer than its statement) and one growing array of
   slots, so that scanning a body allocates nothing per statement. */
typedef struct {
  char *skeleton;      /* the next skeleton is written here */
  Slot *slots;
  int n_slots, capacity;
} Scan;

static void push_slot(Scan *scan, const char *text, int length, bool integer)
{
  if (scan->n_slots == scan->capacity) {
    scan->capacity = scan->capacity ? 2 * scan->capacity : 64;
    scan->slots = xrealloc(scan->slots, sizeof *scan->slots * (size_t)scan->capacity);
  }
  Slot *slot = &scan->slots[scan->n_slots++];
  slot->text = text;
  slot->length = length;
  slot->value = 0;
  int digits = integer ? length : length - 2;
  slot->whole = !integer && digits >= 1 && digits <= 9 && !memcmp(text + digits, ".0", 2) &&
                strspn(text, "0123456789") == (size_t)digits && (text[0] != '0' || digits == 1);
  for (int k = 0; (integer || slot->whole) && k < digits; k++)   /* at most 9 digits */
    slot->value = 10 * slot->value + (text[k] - '0');
  slot->integer = integer;
}

/* Whether a number of a statement changes along runs as an integer
   progression may: an int, or a double of an integer's value (such as an
   unrolled loop's index, 17.0), written (double)(17 + hysc_run), the same
   double. */
static bool countable(const Slot *slot)
{
  return slot->integer || slot->whole;
}

/* A number: a slot when it is a plain decimal integer below 10^9 or a
   double (a dot or an exponent, no suffix); any other spelling (octal, a
   long, a float) stays part of the skeleton, since its type would change
   in a table.  Returns the end of the skeleton. */
static char *scan_number(Scan *scan, char *skeleton, const char *s, const char *e)
{
  bool integer = true, real = true, point = false;
  for (const char *c = s; c < e; c++) {
    if (!is_digit(*c))
      integer = false;
    if (*c == '.' || *c == 'e' || *c == 'E')
      point = true;
    else if (!is_digit(*c) && *c != '+' && *c != '-')
      real = false;
  }
  real = real && point;
  if (integer && (e - s > 9 || (*s == '0' && e - s > 1)))
    integer = false;
  if (!integer && !real) {
    memcpy(skeleton, s, (size_t)(e - s));
    return skeleton + (e - s);
  }
  push_slot(scan, s, (int)(e - s), integer);
  *skeleton = integer ? SLOT_INT : SLOT_REAL;
  return skeleton + 1;
}

/* The end of the string or character literal that starts at s. */
static const char *quoted_end(const char *s, const char *end)
{
  char quote = *s++;
  while (s < end && *s != quote)
    s += *s == '\\' && s + 1 < end ? 2 : 1;
  return s < end ? s + 1 : end;
}

/* A comment at s: the first is kept for the run; the blanks before it go
   (from the skeleton begun at from, which ends at *skeleton). */
static const char *skip_comment(Statement *st, const char *from, char **skeleton, const char *s, const char *end)
{
  const char *e = s + 2;
  while (e + 1 < end && !(e[0] == '*' && e[1] == '/'))
    e++;
  e = e + 1 < end ? e + 2 : end;
  if (!st->comment) {
    st->comment = s;
    st->comment_length = (int)(e - s);
  }
  while (*skeleton > from && ((*skeleton)[-1] == ' ' || (*skeleton)[-1] == '\t'))
    (*skeleton)--;
  return e;
}

/* The statement's skeleton, written at scan->skeleton, and its slots, from
   scan->n_slots on (the caller points st->slots at them once all are
   scanned: the array moves while it grows). */
/* A token at s that is no identifier: a comment, a literal, a number or
   one character.  Returns where the scan goes on. */
static const char *scan_token(Statement *st, Scan *scan, char **out, const char *s, const char *end)
{
  const char *e = s + 1;
  if (*s == '/' && e < end && *e == '*')
    return skip_comment(st, st->skeleton, out, s, end);
  if (*s == '"' || *s == '\'') {
    e = quoted_end(s, end);
  } else if (char_class[(unsigned char)*s] == DIGIT || (*s == '.' && e < end && is_digit(*e))) {
    e = number_end(s + 1, end);
    int before = scan->n_slots;
    *out = scan_number(scan, *out, s, e);
    st->n_slots += scan->n_slots - before;
    return e;
  } else if (*s == '#') {
    st->rollable = false;
  }
  memcpy(*out, s, (size_t)(e - s));
  *out += e - s;
  return e;
}

static void scan_statement(Statement *st, Scan *scan)
{
  char *out = scan->skeleton;
  st->rollable = true;
  st->skeleton = out;
  const char *s = st->text, *end = st->text + st->size;
  while (s < end) {
    unsigned char k = char_class[(unsigned char)*s];
    if (k == PLAIN) {
      *out++ = *s++;
    } else if (k == LETTER) {
      const char *e = s + 1;
      while (e < end && is_ident_char(*e))
        e++;
      if (keeps_out(s, (size_t)(e - s)))
        st->rollable = false;
      memcpy(out, s, (size_t)(e - s));
      out += e - s;
      s = e;
    } else {
      s = scan_token(st, scan, &out, s, end);
    }
  }
  size_t length = (size_t)(out - st->skeleton);
  *out++ = '\0';
  scan->skeleton = out;
  bool blank = strspn(st->skeleton, " \n\t") == length;   /* comments left out */
  st->rollable = st->rollable && !blank;
  unsigned long long h = 14695981039346656037ull;   /* FNV-1a, a word at a time */
  size_t i = 0;
  for (; i + 8 <= length; i += 8) {
    unsigned long long word;
    memcpy(&word, st->skeleton + i, sizeof word);
    h = (h ^ word) * 1099511628211ull;
  }
  for (; i < length; i++)
    h = (h ^ (unsigned char)st->skeleton[i]) * 1099511628211ull;
  st->hash = (unsigned)(h ^ (h >> 32));
}

/* Numbers every statement by its skeleton (a hash table of the first
   statement of each kind), so that comparing two is comparing numbers. */
static void number_kinds(Statement *st, int n)
{
  size_t size = 16;
  while (size < 2 * (size_t)n)
    size *= 2;
  int *first = xmalloc(sizeof *first * size);
  for (size_t i = 0; i < size; i++)
    first[i] = -1;
  for (int i = 0; i < n; i++) {
    st[i].kind = -1;
    if (!st[i].rollable)
      continue;
    size_t h = st[i].hash & (size - 1);
    while (first[h] >= 0 && strcmp(st[first[h]].skeleton, st[i].skeleton))
      h = (h + 1) & (size - 1);
    if (first[h] < 0)
      first[h] = i;
    st[i].kind = first[h];
  }
  free(first);
}

static bool alike(const Statement *a, const Statement *b)
{
  return a->kind >= 0 && a->kind == b->kind;
}

/* How many of the reps groups at st keep every integer an arithmetic
   progression (at least two). */
static int progression_reps(const Statement *st, int period, int reps)
{
  for (int t = 2; t < reps; t++)
    for (int j = 0; j < period; j++) {
      const Statement *a = &st[j], *b = &st[period + j], *now = &st[t * period + j], *before = &st[(t - 1) * period + j];
      for (int s = 0; s < a->n_slots; s++)
        if (countable(&a->slots[s]) &&
            (!countable(&now->slots[s]) || !countable(&b->slots[s]) ||
             now->slots[s].value - before->slots[s].value != b->slots[s].value - a->slots[s].value))
          return t;
    }
  return reps;
}

/* How many times the group of `period` statements at first repeats. */
static int repetitions(const Statement *st, int n, int first, int period)
{
  int reps = 1;
  for (;; reps++) {
    int base = first + reps * period;
    if (base + period > n)
      return reps;
    for (int j = 0; j < period; j++)
      if (!alike(&st[first + j], &st[base + j]))
        return reps;
  }
}

static int best_run(const Statement *st, int n, int first, int *period);

/* Whether a run of progressions starts at the next statement: the first of
   a list that differs (such as the scalar output before the elements of an
   array, info before A in (info, A) := f(u)) is better left alone than
   making the whole run read tables. */
static bool regular_run_next(const Statement *st, int n, int first)
{
  for (int p = 1; p <= MAX_PERIOD && first + 1 + p * MIN_REPS <= n; p++) {
    int reps = repetitions(st, n, first + 1, p);
    if (reps >= MIN_REPS && progression_reps(st + first + 1, p, reps) >= MIN_REPS)
      return true;
  }
  return false;
}

/* The best run at first: the period whose run keeps every integer a
   progression over the most statements; failing that, unless such a run
   starts at the next statement, the one that covers the most statements
   (with tables). */
static int best_run(const Statement *st, int n, int first, int *period)
{
  int best = 0, best_regular = 0, regular_period = 1;
  *period = 1;
  for (int p = 1; p <= MAX_PERIOD && first + p * MIN_REPS <= n; p++) {
    int reps = repetitions(st, n, first, p);
    if (reps < MIN_REPS)
      continue;
    if (reps * p > best * *period) {
      best = reps;
      *period = p;
    }
    if (reps * p <= best_regular * regular_period)
      continue;   /* cannot cover more: spares a pass over the whole run */
    int regular = progression_reps(st + first, p, reps);
    if (regular >= MIN_REPS && regular * p > best_regular * regular_period) {
      best_regular = regular;
      regular_period = p;
    }
  }
  if (best_regular) {
    *period = regular_period;
    return best_regular;
  }
  return best && !regular_run_next(st, n, first) ? best : 0;
}

/* Writes number `s` of the group's statement j as it varies along the run:
   the literal when it never changes, an integer progression, else an entry
   of a table declared in `tables`. */
static void emit_slot(Buf *out, Buf *tables, int *n_tables, const Statement *st, int period, int reps,
                      int j, int s, char kind)
{
  const Slot *first = &st[j].slots[s];
  bool constant = true, progression = countable(first);
  long step = progression ? st[period + j].slots[s].value - first->value : 0;
  for (int t = 1; t < reps; t++) {
    const Slot *now = &st[t * period + j].slots[s], *before = &st[(t - 1) * period + j].slots[s];
    if (now->length != first->length || memcmp(now->text, first->text, (size_t)first->length))
      constant = false;
    if (progression && (!countable(now) || now->value - before->value != step))
      progression = false;
  }
  if (constant) {
    buf_put(out, first->text, (size_t)first->length);
  } else if (progression) {
    buf_puts(out, kind == SLOT_INT ? "" : "(double)");
    buf_printf(out, step < 0 ? "(%ld - %ld*hysc_run)" : "(%ld + %ld*hysc_run)", first->value, labs(step));
  } else {
    int k = (*n_tables)++;
    buf_printf(tables, kind == SLOT_INT ? "    static const int hysc_t%ld[%ld] = {" :
               "    static const double hysc_t%ld[%ld] = {", k, reps);
    for (int t = 0; t < reps; t++) {
      const Slot *now = &st[t * period + j].slots[s];
      buf_puts(tables, t % 8 ? ", " : t ? ",\n      " : " ");
      buf_put(tables, now->text, (size_t)now->length);
    }
    buf_puts(tables, " };\n");
    buf_printf(out, "hysc_t%ld[hysc_run]", k, 0);
  }
}

/* The run of `reps` groups of `period` statements at st as one loop. */
static void emit_run(Buf *out, const Statement *st, int period, int reps)
{
  Buf body = { 0 }, tables = { 0 };
  buf_put(&body, "", 0);
  buf_put(&tables, "", 0);
  int n_tables = 0;
  for (int j = 0; j < period; j++) {
    int s = 0;
    buf_puts(&body, "    ");
    for (const char *c = st[j].skeleton; *c; c++) {
      if (*c == SLOT_INT || *c == SLOT_REAL)
        emit_slot(&body, &tables, &n_tables, st, period, reps, j, s++, *c);
      else if (*c == '\n' && c[1])
        buf_puts(&body, "\n    ");
      else
        buf_put(&body, c, 1);
    }
    if (body.text[body.size - 1] != '\n')
      buf_puts(&body, "\n");
  }
  buf_printf(out, "  {  /* %ld times", reps, 0);
  if (st->comment) {
    buf_puts(out, ":");
    buf_put(out, st->comment + 2, (size_t)st->comment_length - 2);
  } else {
    buf_puts(out, " */");
  }
  buf_puts(out, "\n");
  buf_put(out, tables.text, tables.size);
  buf_printf(out, "    for (int hysc_run = 0; hysc_run < %ld; hysc_run++) {\n", reps, 0);
  buf_put(out, body.text, body.size);
  buf_puts(out, "    }\n  }\n");
  free(body.text);
  free(tables.text);
}

/* The body text[0, size), statements ending at cuts[], with its runs rolled
   into loops: the new text, its size and its cut points (one after each
   loop and each statement left as it was). */
char *loops_reroll(const char *text, size_t size, const size_t *cuts, int n_cuts, size_t *new_size,
                   size_t **new_cuts, int *new_n_cuts)
{
  int n = n_cuts + 1;
  Statement *st = xcalloc((size_t)n, sizeof *st);
  char *skeletons = xmalloc(size + (size_t)n);
  Scan scan = { skeletons, NULL, 0, 0 };
  for (int i = 0; i < n; i++) {
    size_t begin = i ? cuts[i - 1] : 0, end = i < n_cuts ? cuts[i] : size;
    st[i].text = text + begin;
    st[i].size = end - begin;
    scan_statement(&st[i], &scan);
  }
  for (int i = 0, first = 0; scan.slots && i < n; first += st[i++].n_slots)
    st[i].slots = scan.slots + first;   /* none when no statement has a number */
  number_kinds(st, n);
  Buf out = { 0 };
  buf_put(&out, "", 0);
  *new_cuts = xmalloc(sizeof **new_cuts * (size_t)n);
  *new_n_cuts = 0;
  for (int i = 0; i < n;) {
    int period, reps = best_run(st, n, i, &period);
    if (reps) {
      emit_run(&out, st + i, period, reps);
      i += reps * period;
    } else {
      buf_put(&out, st[i].text, st[i].size);
      i++;
    }
    if (i < n)
      (*new_cuts)[(*new_n_cuts)++] = out.size;
  }
  free(skeletons);
  free(scan.slots);
  free(st);
  *new_size = out.size;
  return out.text;
}
