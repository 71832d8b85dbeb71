/*
 * filter_size.c - how large a --variable-filter regex becomes once compiled.
 *
 * glibc's regcomp expands repetitions into copies of what they repeat (a+ is
 * a followed by a*, a{2,5} five copies of a), so nested repetitions multiply:
 * ((((a+)+)+)+)... or a run of '+' signs doubles its memory per operator and
 * a filter of a hundred bytes exhausts any machine (a run of '*' takes
 * exponential time instead).  This file bounds that
 * size before regcomp sees the pattern; it does not check the syntax (regcomp
 * does) and never fails on a pattern it cannot read: it only over-estimates.
 */
#include <stdlib.h>
#include "hysc_runtime.h"

/* Parentheses nested deeper than this are refused as too large. */
#define FILTER_MAX_DEPTH 64

static double sequence_size(const char **s, int depth);

/* The end of a bracket expression starting at s ('['): "[]a]" and "[^]a]"
   hold a ']', and "[:alpha:]" inside holds one too. */
static const char *bracket_end(const char *s)
{
  s++;
  if (*s == '^')
    s++;
  if (*s == ']')
    s++;
  while (*s && *s != ']') {
    if (s[0] == '[' && (s[1] == ':' || s[1] == '.' || s[1] == '=')) {
      char close = s[1];
      for (s += 2; *s && !(s[0] == close && s[1] == ']'); s++)
        ;
      if (*s)
        s += 2;
    } else {
      s++;
    }
  }
  return *s ? s + 1 : s;
}

/* The factor of one repetition operator at *s ('*', '+', '?' or '{'),
   advancing past it: the copies regcomp makes of what it repeats.  '*' and
   '?' make no copy but a node whose closure regcomp computes recursively
   through the nodes below it: a**** ... or ((a*)*)* costs as much as
   doubling, so they count as two. */
static double repetition_factor(const char **s)
{
  char c = *(*s)++;
  if (c != '{')
    return 2;
  char *end;
  double low = strtod(*s, &end), high = low;
  if (*end == ',') {
    const char *after = end + 1;
    high = *after == '}' ? low + 1 : strtod(after, &end);
    if (*after == '}')
      end = (char *)after;
  }
  *s = *end == '}' ? end + 1 : end;
  return (high > low ? high : low) + 1;
}

/* One atom (a character, a bracket expression, an escape or a group) with
   its repetitions */
static double atom_size(const char **s, int depth)
{
  double size = 1;
  if (**s == '(') {
    (*s)++;
    size = sequence_size(s, depth + 1);
    if (**s == ')')
      (*s)++;
  } else if (**s == '[') {
    *s = bracket_end(*s);
  } else {
    if (**s == '\\' && (*s)[1])
      (*s)++;
    (*s)++;
  }
  while (**s == '*' || **s == '+' || **s == '?' || **s == '{')
    size *= repetition_factor(s);
  return size;
}

static double sequence_size(const char **s, int depth)
{
  if (depth > FILTER_MAX_DEPTH)
    return 1e300;
  double size = 0;
  while (**s && **s != ')' && size < 1e300) {
    if (**s == '|')
      (*s)++;
    else
      size += atom_size(s, depth);
  }
  return size;
}

double filter_size(const char *pattern)
{
  const char *s = pattern;
  double size = 0;
  while (*s && size < 1e300) {
    size += sequence_size(&s, 0);
    /* an unmatched ')' may close a group around everything before it (as
       the "^(" that anchors the filter): its repetitions repeat all that */
    if (*s == ')')
      for (s++; *s == '*' || *s == '+' || *s == '?' || *s == '{';)
        size *= repetition_factor(&s);
  }
  return size;
}
