/*
 * number_text.c - a double as the shortest decimal text that reads back as
 * the same double, fast: CSV rows of 10 000 columns must not be dominated
 * by printf.
 *
 * Digits come from |x| * 10^s in long double (64-bit significand), s chosen
 * so that the integer part has P digits.  A candidate with 15 or 16 digits
 * (trailing zeros dropped) is checked exactly: m / 10^k or m * 10^k with
 * m <= 2^53 and k <= 22 is one correctly rounded operation on exact
 * operands, so it equals x exactly when strtod of the text does (Clinger's
 * fast path); a candidate outside that range is checked with strtod.
 * 17 digits always read back when |scaled - exact| < 0.0163 units, which
 * holds because the scaling makes at most 3 roundings of 2^-64 relative
 * (10^s built from two exact powers of ten, then one product): the text is
 * within 0.5163 units of the 17th digit, 5.163e-17 relative, under the
 * half-gap of any double, 2^-54 = 5.55e-17.  Outside the exponents where
 * that holds (|x| beyond 1e-38 .. 1e70, subnormals) or without a 64-bit
 * long double, the shortest %.Pg that strtod reads back is taken.
 * The layout is printf's %.17g: exponent form below 1e-4 and from 1e17.
 */
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hysc_runtime.h"

/* 10^0 .. 10^27, exact in a 64-bit significand (5^27 < 2^64) */
static const long double exact_powers_of_ten[] = {
  1e0L, 1e1L, 1e2L, 1e3L, 1e4L, 1e5L, 1e6L, 1e7L, 1e8L, 1e9L, 1e10L, 1e11L, 1e12L, 1e13L,
  1e14L, 1e15L, 1e16L, 1e17L, 1e18L, 1e19L, 1e20L, 1e21L, 1e22L, 1e23L, 1e24L, 1e25L, 1e26L, 1e27L,
};

/* |x| * 10^s with at most 3 roundings; |s| <= 54 */
static long double scale_by_power_of_ten(double x, int s)
{
  long double v = fabs(x);
  int k = s < 0 ? -s : s;
  long double p = k > 27 ? exact_powers_of_ten[27] * exact_powers_of_ten[k - 27] : exact_powers_of_ten[k];
  return s < 0 ? v / p : v * p;
}

/* Does m * 10^e (m > 0) read back as |x|? */
static int reads_back(uint64_t m, int e, double x)
{
  double ax = fabs(x);
  if (m <= (UINT64_C(1) << 53) && e >= -22 && e <= 22) {
    static const double powers[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                     1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22 };
    double value = e < 0 ? (double)m / powers[-e] : (double)m * powers[e];
    return value == ax;
  }
  char text[40];
  snprintf(text, sizeof text, "%" PRIu64 "e%d", m, e);
  return strtod(text, NULL) == ax;
}

/* Writes sign, digits (n of them, no trailing zero) and decimal exponent E
   of the first digit the way %.17g lays them out; returns the length. */
static int lay_out(char *out, int negative, const char *digits, int n, int E)
{
  char *p = out;
  if (negative)
    *p++ = '-';
  if (E < -4 || E >= 17) {
    *p++ = digits[0];
    if (n > 1) {
      *p++ = '.';
      memcpy(p, digits + 1, (size_t)n - 1);
      p += n - 1;
    }
    p += sprintf(p, "e%c%02d", E < 0 ? '-' : '+', E < 0 ? -E : E);
  } else if (E < 0) {
    *p++ = '0';
    *p++ = '.';
    for (int i = -1; i > E; i--)
      *p++ = '0';
    memcpy(p, digits, (size_t)n);
    p += n;
  } else {
    for (int i = 0; i <= E || i < n; i++) {
      if (i == E + 1)
        *p++ = '.';
      *p++ = i < n ? digits[i] : '0';
    }
  }
  *p = '\0';
  return (int)(p - out);
}

/* m's decimal digits into digits (no terminator); their count. */
static int digits_of(uint64_t m, char *digits)
{
  char reversed[24];
  int n = 0;
  do {
    reversed[n++] = (char)('0' + m % 10);
    m /= 10;
  } while (m);
  for (int i = 0; i < n; i++)
    digits[i] = reversed[n - 1 - i];
  return n;
}

/* |x| rounded to 17 significant digits, x's first digit at 10^*E (moved
   when the rounding carries or the estimate was one off); 0 if it failed. */
static uint64_t seventeen_digits(double x, int *E)
{
  for (int tries = 0; tries < 3; tries++) {
    long double scaled = scale_by_power_of_ten(x, 16 - *E);
    uint64_t m = (uint64_t)(scaled + 0.5L);   /* exact: scaled < 2^57, ulp 2^-6 */
    if (m >= UINT64_C(100000000000000000))
      ++*E;
    else if (m < UINT64_C(10000000000000000))
      --*E;
    else
      return m;
  }
  return 0;
}

/* Without the long double path (extreme exponents, subnormals): the
   shortest %.Pg that reads back.  For a normal x, a P < 15 digit text that
   reads back is within half an ulp (< 1.2e-16 relative) of x, closer than
   half a unit of the 15th digit, so it is also %.15g with its trailing
   zeros dropped; far from 1e-4 and 1e17, where %g's layout depends on P,
   the text is the same, and the search starts at 15 (3 printf calls, not
   up to 17: the far ends of a chain's damped wave are all such numbers). */
static int slow_format(char *out, double x)
{
  int n = 0;
  int from = isnormal(x) && (fabs(x) < 1e-30 || fabs(x) > 1e30) ? 15 : 1;
  for (int precision = from; precision <= 17; precision++) {
    n = snprintf(out, HYSC_NUMBER_TEXT_MAX, "%.*g", precision, x);
    if (strtod(out, NULL) == x)
      break;
  }
  return n;
}

/* m rounded to drop (1 or 2) digits fewer, halves up or down, trailing
   zeros dropped: candidate * 10^exponent is m * 10^0; its digit count. */
static int shorter(uint64_t m, int drop, bool half_down, uint64_t *candidate, int *exponent)
{
  uint64_t unit = drop == 2 ? 100 : 10;
  uint64_t c = (m + unit / 2 - half_down) / unit;
  int n = 17 - drop, e = drop;
  if (c == (drop == 2 ? UINT64_C(1000000000000000) : UINT64_C(10000000000000000))) {   /* carried */
    c /= 10;
    e++;
  }
  while (c % 10 == 0) {
    c /= 10;
    e++;
    n--;
  }
  *candidate = c;
  *exponent = e;
  return n;
}

/* Whole numbers below 10^15 (zeros, flags, counters: most of a result's
   discrete columns) in their digits, as %.17g writes them. */
static int whole_number(char *out, double x)
{
  char *p = out;
  if (signbit(x))
    *p++ = '-';
  uint64_t m = (uint64_t)fabs(x);
  char digits[24];
  int n = digits_of(m, digits);
  memcpy(p, digits, (size_t)n);
  p[n] = '\0';
  return (int)(p - out) + n;
}

int number_text(char *out, double x)
{
  if (!isfinite(x))
    return snprintf(out, HYSC_NUMBER_TEXT_MAX, "%g", x);   /* nan, inf as printf */
  if (fabs(x) < 1e15 && x == floor(x))
    return whole_number(out, x);
  int e2;
  frexp(x, &e2);
  int E = (int)floor((e2 - 1) * 0.30102999566398120);   /* within one of floor(log10 |x|) */
  if (LDBL_MANT_DIG < 64 || E < -37 || E > 69)
    return slow_format(out, x);
  uint64_t m = seventeen_digits(x, &E);
  if (!m)
    return slow_format(out, x);
  char digits[24];
  /* 15 digits, then 16; m itself is rounded, so a half is tried both ways */
  for (int attempt = 0; attempt < 4; attempt++) {
    int drop = attempt < 2 ? 2 : 1;
    bool half_down = attempt % 2;
    if (half_down && m % (drop == 2 ? 100 : 10) != (drop == 2 ? 50u : 5u))
      continue;
    uint64_t candidate;
    int e, n = shorter(m, drop, half_down, &candidate, &e);
    /* candidate * 10^(e + E - 16): its first digit still at 10^E, unless carried */
    int first = e + E - 16 + n - 1;
    if (reads_back(candidate, e + E - 16, x)) {
      digits_of(candidate, digits);
      return lay_out(out, x < 0, digits, n, first);
    }
  }
  int n = digits_of(m, digits);
  while (digits[n - 1] == '0')
    n--;
  return lay_out(out, x < 0, digits, n, E);
}
