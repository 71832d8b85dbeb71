/*
 * nearest.h - "did you mean": the candidate nearest a misspelt word by edit
 * distance (insertions, deletions, substitutions and swaps of neighbours,
 * each 1).  Header only, so that the compiler's driver (src/main.c) and the
 * executables' options (runtime/options.c) share it without the compiler
 * linking the runtime.
 */
#ifndef HYSC_NEAREST_H
#define HYSC_NEAREST_H
#include <string.h>

/* Longer words are not compared (a name of 10 000 characters is no slip) */
enum { NEAREST_MAX = 64 };

typedef struct {
  const char *best;   /* NULL: nothing near enough */
  int distance;
} nearest;

/* Edit distance of a[0..n) and b[0..m), both at most NEAREST_MAX long */
static inline int nearest_distance(const char *a, size_t n, const char *b, size_t m)
{
  int row[3][NEAREST_MAX + 1];   /* two rows back, for swaps */
  for (size_t j = 0; j <= m; j++)
    row[0][j] = (int)j;
  for (size_t i = 1; i <= n; i++) {
    int *cur = row[i % 3], *prev = row[(i - 1) % 3], *prev2 = row[(i + 1) % 3];
    cur[0] = (int)i;
    for (size_t j = 1; j <= m; j++) {
      int d = prev[j - 1] + (a[i - 1] != b[j - 1]);
      if (prev[j] + 1 < d)
        d = prev[j] + 1;
      if (cur[j - 1] + 1 < d)
        d = cur[j - 1] + 1;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && prev2[j - 2] + 1 < d)
        d = prev2[j - 2] + 1;
      cur[j] = d;
    }
  }
  return row[n % 3][m];
}

/* Keeps candidate when it is nearer word[0..len) than the best so far and
   near enough to be a slip: at most 1 edit for short words, else a third
   of the word's length, at most 3; and never every character replaced
   ('x' is no slip of 'e'). */
static inline void nearest_consider(nearest *k, const char *word, size_t len, const char *candidate)
{
  size_t m = strlen(candidate);
  if (len == 0 || len > NEAREST_MAX || m > NEAREST_MAX)
    return;
  int limit = len < 6 ? 1 : (int)(len / 3 < 3 ? len / 3 : 3);
  int d = nearest_distance(word, len, candidate, m);
  if (d <= limit && (size_t)d < (len > m ? len : m) && (!k->best || d < k->distance)) {
    k->best = candidate;
    k->distance = d;
  }
}
#endif
