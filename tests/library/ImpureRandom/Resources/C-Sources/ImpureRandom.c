/* ImpureRandom.c - the C side of the test library ImpureRandom: a
   generator whose state lives in C (set by impr_store, advanced by each
   impr_draw, so every call counts), a counter of the draws, and a hash of
   a String. */
#include <stdio.h>

static int state[2];
static int draws;

void impr_store(const int *s, int n, int id)
{
  state[0] = s[0];
  state[1] = n > 1 ? s[1] : id;
}

/* the next of the Fibonacci numbers mod 1000, over 1000 */
double impr_draw(int id)
{
  int next = (state[0] + state[1]) % 1000;
  (void)id;
  state[0] = state[1];
  state[1] = next;
  draws++;
  return next / 1000.0;
}

int impr_draws(int id)
{
  (void)id;
  return draws;
}

/* h = 31 h + c over the characters, mod 100000 */
int impr_hash(const char *s)
{
  unsigned h = 0;
  for (; *s; s++)
    h = (31 * h + (unsigned char)*s) % 100000u;
  return (int)h;
}
