/*
 * filter_check.c - the restricted syntax a --variable-filter regex must keep
 * before regcomp sees it.
 *
 * glibc's regcomp expands repetitions into copies of what they repeat (a+ is
 * a followed by a*, a{2,5} five copies of a) and computes the closures of
 * groups that can match nothing recursively, so nested repetitions multiply
 * its memory and time: ((a+)+)+ ... or (a|)+ nested twelve deep takes
 * exponential time from a filter of fifty bytes.  No size estimate catches
 * every such shape, so the filter keeps to a syntax whose cost is bounded
 * by construction: at most FILTER_MAX_BYTES bytes, one repetition operator
 * per atom, repetitions nested at most FILTER_MAX_REPEAT_DEPTH deep, interval
 * bounds at most FILTER_MAX_BOUND, and an estimated size (each '|' and atom
 * one, a repetition multiplying what it repeats) at most FILTER_MAX_SIZE.
 * Back-references, which make matching itself exponential, are refused.
 */
#include <stdio.h>
#include <string.h>
#include "hysc_runtime.h"

enum {
  FILTER_MAX_BYTES = 1000,
  FILTER_MAX_REPEAT_DEPTH = 3,
  FILTER_MAX_GROUP_DEPTH = 32,
  FILTER_MAX_BOUND = 255,
  FILTER_MAX_SIZE = 10000,
};

typedef struct {
  const char *start, *s;
  char *why;
  size_t n;
  int failed;
  int nullable; /* whether the atom or alternatives just read can match "" */
} filter_reader;

static double alternatives(filter_reader *r, int groups, int *repeats);

/* The first rule broken, with the byte it was found at (1 for the first). */
static void refuse(filter_reader *r, const char *what)
{
  if (!r->failed)
    snprintf(r->why, r->n, "%s (byte %d)", what, (int)(r->s - r->start) + 1);
  r->failed = 1;
}

static int is_repetition(char c) { return c == '*' || c == '+' || c == '?' || c == '{'; }

/* A bound of an interval: digits, at most FILTER_MAX_BOUND; -1 if none. */
static int bound(filter_reader *r)
{
  int v = -1;
  while (*r->s >= '0' && *r->s <= '9' && !r->failed) {
    v = (v < 0 ? 0 : v * 10) + (*r->s++ - '0');
    if (v > FILTER_MAX_BOUND)
      refuse(r, "an interval bound above 255");
  }
  return v;
}

/* The factor of one repetition operator at r->s: the copies regcomp makes.
   '*' and '?' make no copy but a node whose closure regcomp computes through
   the nodes below it, so they count as two, as '+' does. */
static double repetition(filter_reader *r)
{
  if (*r->s++ != '{')
    return 2;
  int low = bound(r), high = low;
  if (*r->s == ',') {
    r->s++;
    high = bound(r);
  }
  if (r->failed)
    return 1;
  if (low < 0 || *r->s != '}' || (high >= 0 && high < low)) {
    refuse(r, "a '{' that is not an interval {m}, {m,} or {m,n} with m <= n "
              "(write \\{ for a brace)");
    return 1;
  }
  r->s++;
  return (high > low ? high : low) + 1;
}

/* The end of a bracket expression starting at r->s ('['): "[]a]" and "[^]a]"
   hold a ']', and "[:alpha:]" inside holds one too. */
static void bracket(filter_reader *r)
{
  const char *s = r->s + 1;
  s += *s == '^';
  s += *s == ']';
  while (*s && *s != ']') {
    if (s[0] == '[' && (s[1] == ':' || s[1] == '.' || s[1] == '=')) {
      char close = s[1];
      for (s += 2; *s && !(s[0] == close && s[1] == ']'); s++)
        ;
      s += *s ? 2 : 0;
    } else {
      s++;
    }
  }
  if (*s)
    r->s = s + 1;
  else
    refuse(r, "a '[' without its ']'");
}

/* What one atom starts with: a group, a bracket expression, an escape or a
   character; its size, and in *repeats how deep repetitions nest in it. */
static double atom_start(filter_reader *r, int groups, int *repeats)
{
  *repeats = 0;
  r->nullable = *r->s == '^' || *r->s == '$' ||
                (*r->s == '\\' && r->s[1] && strchr("bB<>`'", r->s[1]));
  if (*r->s == '(') {
    if (groups >= FILTER_MAX_GROUP_DEPTH) {
      refuse(r, "groups nested more than 32 deep");
      return 1;
    }
    r->s++;
    double size = alternatives(r, groups + 1, repeats);
    if (*r->s == ')')
      r->s++;
    else
      refuse(r, "a '(' without its ')'");
    return size;
  }
  if (*r->s == '[') {
    bracket(r);
  } else if (*r->s == '\\') {
    if (r->s[1] >= '1' && r->s[1] <= '9')
      refuse(r, "a back-reference (\\1 to \\9)");
    else if (!r->s[1])
      refuse(r, "a '\\' at the end");
    r->s += r->s[1] ? 2 : 1;   /* never past the end */
  } else if (is_repetition(*r->s)) {
    refuse(r, "a repetition operator with nothing before it to repeat");
  } else {
    r->s++;
  }
  return 1;
}

/* One atom with its repetition operator. */
static double atom(filter_reader *r, int groups, int *repeats)
{
  double size = atom_start(r, groups, repeats);
  if (r->failed || !is_repetition(*r->s))
    return size;
  if (++*repeats > FILTER_MAX_REPEAT_DEPTH)
    refuse(r, "repetitions nested more than 3 deep");
  char op = *r->s;
  const char *from = r->s;
  size *= repetition(r);
  /* regcomp's closures multiply with each other way of matching nothing:
     only an exact {m} may repeat what already can */
  int exact = op == '{' && !memchr(from, ',', (size_t)(r->s - from));
  if (!r->failed && r->nullable && !exact)
    refuse(r, "a repetition of what can match the empty string "
              "(as (a|)+, (b*)* or (c?)?; only an exact {m} may repeat it)");
  r->nullable = r->nullable || op == '*' || op == '?' || (op == '{' && from[1] == '0');
  if (!r->failed && is_repetition(*r->s))
    refuse(r, "a second repetition operator on one atom (at most one of *, +, ? or {m,n} each)");
  return size;
}

/* A second alternative of a group that can match nothing: another way of
   matching nothing, which multiplies regcomp's closures as a repetition of
   it does. */
static void empty_twice(filter_reader *r)
{
  refuse(r, "two alternatives that can match the empty string in one group (as (a||b) or (a?|b*))");
}

/* Alternatives separated by '|' up to a ')' or the end: each '|' one node. */
static double alternatives(filter_reader *r, int groups, int *repeats)
{
  double size = 0;
  int nullable = 0, sequence = 1; /* the alternative read so far matches "" */
  *repeats = 0;
  while (*r->s && *r->s != ')' && !r->failed) {
    int inner = 0;
    if (*r->s == '|') {
      if (nullable && sequence)
        empty_twice(r);
      r->s++;
      size++;
      nullable |= sequence;
      sequence = 1;
    } else {
      size += atom(r, groups, &inner);
      sequence &= r->nullable;
    }
    *repeats = inner > *repeats ? inner : *repeats;
    if (size > FILTER_MAX_SIZE)
      refuse(r, "its estimated size passes 10000 (each atom and '|' counts one, "
                "a repetition multiplies what it repeats: (a|b){100} is 303)");
  }
  if (nullable && sequence)
    empty_twice(r);
  r->nullable = nullable | sequence;
  return size;
}

int filter_check(const char *pattern, char *why, size_t n)
{
  filter_reader r = {pattern, pattern, why, n, 0, 0};
  int repeats;
  if (strlen(pattern) > FILTER_MAX_BYTES) {
    snprintf(why, n, "longer than %d bytes", FILTER_MAX_BYTES);
    return -1;
  }
  alternatives(&r, 0, &repeats);
  if (!r.failed && *r.s == ')')
    refuse(&r, "a ')' without its '('");
  return r.failed ? -1 : 0;
}
