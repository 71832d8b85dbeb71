/*
 * number_text_check.c - checks runtime/number_text.c, the CSV's number
 * formatter: every text reads back (strtod) as the very same double, bit
 * for bit, on N random doubles (random bit patterns, every exponent; values
 * of simulation size; short decimals such as 39.312), and on a tenth of
 * them its digits are as few as the fewest of any %.Pg that reads back, and
 * the same digits as that %.Pg when as many (the nearest, ties to even).
 * Powers of two and their neighbours are among them, all checked for both
 * (the gap below a power of two is half the one above).
 * Awkward doubles first (0.1, 1/3, subnormals, -0, 1e23, 2^53 + 1, the
 * layout's edges), each with its exact expected text.
 * Prints "N checked, B wrong, L longer" and the first few failures, then
 * the time per number of number_text and of snprintf "%.17g" on a million
 * doubles of simulation size.  Exit 0 when nothing is wrong or longer.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "hysc_runtime.h"

static uint64_t state = 88172645463325252u;

static uint64_t next_random(void)
{
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

/* The significant digits of a number's text, without trailing zeros. */
static void digit_string(const char *text, char *out)
{
  char *p = out;
  for (int leading = 1; *text && *text != 'e'; text++)
    if (*text >= '0' && *text <= '9' && !(leading && *text == '0')) {
      leading = 0;
      *p++ = *text;
    }
  while (p > out && p[-1] == '0')
    p--;
  *p = '\0';
}

/* significant digits of a number's text (before any exponent) */
static int significant_digits(const char *text)
{
  int n = 0, zeros = 0, leading = 1;
  for (; *text && *text != 'e'; text++) {
    if (*text < '0' || *text > '9' || (leading && *text == '0'))
      continue;
    leading = 0;
    n++;
    zeros = *text == '0' ? zeros + 1 : 0;
  }
  return n - zeros;
}

static double random_double(long i)
{
  uint64_t r = next_random();
  double x;
  switch (i % 5) {
  case 0: memcpy(&x, &r, sizeof x); return x;                                  /* any bit pattern */
  case 4:            /* a power of two or a neighbour: its lower gap is half the upper one */
    x = ldexp(1, (int)(r % 2046) - 1022);
    return (r >> 20) % 3 == 0 ? x : (r >> 20) % 3 == 1 ? nextafter(x, 0) : nextafter(x, INFINITY);
  case 1: return (double)(r >> 11) / 9007199254740992.0 * pow(10, (int)(r % 24) - 12);
  case 2: return (double)(r % 1000000) / 1000.0 * ((r >> 40) & 1 ? -1 : 1);   /* short decimals */
  default:                                        /* whole numbers, zeros of both signs among them */
    x = (double)(r % (r & 1 ? 16 : UINT64_C(2000000000000000)));
    return (r >> 40) & 1 ? -x : x;
  }
}

/* ns per number of number_text and of %.17g */
static void print_speed(void)
{
  enum { COUNT = 1000000 };
  static double values[COUNT];
  char text[40];
  long length = 0;
  for (int i = 0; i < COUNT; i++)
    values[i] = (double)(next_random() >> 11) / 9007199254740992.0 * 3.7 - 1;
  clock_t start = clock();
  for (int i = 0; i < COUNT; i++)
    length += number_text(text, values[i]);
  clock_t middle = clock();
  for (int i = 0; i < COUNT; i++)
    length += snprintf(text, sizeof text, "%.17g", values[i]);
  clock_t end = clock();
  printf("per number: number_text %.0f ns, snprintf %%.17g %.0f ns (%ld bytes)\n",
         (double)(middle - start) / CLOCKS_PER_SEC * 1e9 / COUNT, (double)(end - middle) / CLOCKS_PER_SEC * 1e9 / COUNT,
         length);
}

/* Awkward doubles and their texts, exactly: decimals that are no binary
   fraction, the ends of the range (subnormals among them), both zeros, the
   layout's edges (1e-4, 1e17) and whole numbers past 2^53.  Returns the
   number wrong. */
static long fixed_texts(void)
{
  static const struct {
    double x;
    const char *text;
  } cases[] = {
    {0.1, "0.1"}, {1.0 / 3, "0.3333333333333333"}, {0.1 + 0.2, "0.30000000000000004"},
    {-2.5, "-2.5"}, {0.0, "0"}, {-0.0, "-0"}, {1e-300, "1e-300"},
    {4.9406564584124654e-324, "5e-324"}, {2.2250738585072009e-308, "2.225073858507201e-308"},
    {2.2250738585072014e-308, "2.2250738585072014e-308"}, {1.7976931348623157e308, "1.7976931348623157e+308"},
    {1e-4, "0.0001"}, {1e-5, "1e-05"}, {1e15, "1000000000000000"}, {1e17, "1e+17"},
    {1e23, "1e+23"}, {9007199254740992.0, "9007199254740992"}, {9007199254740993.0, "9007199254740992"},
    {123456789012345678.0, "1.2345678901234568e+17"}, {999999999999999.0, "999999999999999"},
    {-1e15 - 2, "-1000000000000002"}, {5e-310, "5e-310"},
    /* two texts of the fewest digits read back: the nearer, and at a tie
       (x ends in 5 at the next digit) the even one, as printf rounds */
    {0x1.eaa03b22a8e00p+0, "1.9165074309938746"}, {0x1.765bff0044669p-82, "3.0240508253795664e-25"},
    {716082145707259.75, "716082145707259.8"}, {89553931399619.375, "89553931399619.38"},
  };
  long wrong = 0;
  char text[HYSC_NUMBER_TEXT_MAX];
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    number_text(text, cases[i].x);
    double back = strtod(text, NULL);
    if (strcmp(text, cases[i].text) != 0 || memcmp(&back, &cases[i].x, sizeof back) != 0) {
      printf("wrong: %a written as %s, expected %s\n", cases[i].x, text, cases[i].text);
      wrong++;
    }
  }
  printf("%zu awkward doubles checked, %ld wrong\n", sizeof cases / sizeof cases[0], wrong);
  return wrong;
}

int main(int argc, char **argv)
{
  long n = argc > 1 ? atol(argv[1]) : 1000000, wrong = fixed_texts(), longer = 0;
  char text[HYSC_NUMBER_TEXT_MAX], shortest[40];
  for (long i = 0; i < n; i++) {
    double x = random_double(i), back;
    if (isnan(x))
      continue;
    number_text(text, x);
    back = strtod(text, NULL);
    if (memcmp(&x, &back, sizeof x) != 0 && wrong++ < 5)
      printf("wrong: %a written as %s\n", x, text);
    snprintf(shortest, sizeof shortest, "%.17g", x);
    if (x == floor(x) && fabs(x) < 1e15 && strcmp(text, shortest) != 0 && wrong++ < 5)
      printf("wrong: the whole number %s written as %s\n", shortest, text);
    if (i % 10 && i % 5 != 4)
      continue;
    for (int p = 1; p <= 17; p++) {
      snprintf(shortest, sizeof shortest, "%.*g", p, x);
      if (strtod(shortest, NULL) == x)
        break;
    }
    if (significant_digits(text) > significant_digits(shortest) && longer++ < 5)
      printf("longer: %s, %s reads back too\n", text, shortest);
    char ours[40], theirs[40];
    digit_string(text, ours);
    digit_string(shortest, theirs);
    /* as many digits: the same (printf rounds correctly, ties to even); fewer
       is possible only below a power of two, where printf's nearest text of
       that length lies outside the narrower lower half-gap */
    if (significant_digits(text) == significant_digits(shortest) && strcmp(ours, theirs) != 0 &&
        wrong++ < 5)
      printf("wrong: %s, %%.Pg writes %s\n", text, shortest);
  }
  printf("%ld checked, %ld wrong, %ld longer\n", n, wrong, longer);
  print_speed();
  return wrong || longer;
}
