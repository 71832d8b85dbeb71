/*
 * number_text.c - a double as the shortest decimal text that reads back as
 * the same double, fast: CSV rows of 10 000 columns must not be dominated
 * by printf.
 *
 * |x| * 10^s is computed in long double (64-bit significand), s chosen so
 * that its integer part q has 17 digits: 10^s is an exact power of ten
 * (10^0 .. 10^27) times a correctly rounded one (10^28j), so the product
 * carries at most 3 roundings of 2^-64, under 2^-62 relative.  The
 * candidates with 15, 16 and 17 digits are q rounded down or up at that
 * digit; one reads back as x when its distance to x, in the same scaled
 * units, is under half the gap to x's neighbour on its side (the lower gap
 * is half the upper one at a power of two).  Distances and half-gaps are
 * known to within that error, so only a candidate within it of the
 * boundary is checked exactly with strtod.  A normal double's half-gap,
 * under 1.2e-16 relative, is under half a unit of the 15th digit: a text
 * of fewer digits that reads back is the 15-digit candidate with trailing
 * zeros dropped, so starting at 15 digits finds the shortest.  Subnormals
 * (their gap is larger) and a long double without 64 bits take the
 * shortest %.Pg that strtod reads back.  The layout is printf's %.17g:
 * exponent form below 1e-4 and from 1e17.
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

/* 10^(28j) for j = -12 .. 12, each correctly rounded by the compiler */
static const long double coarse_powers_of_ten[] = {
  1e-336L, 1e-308L, 1e-280L, 1e-252L, 1e-224L, 1e-196L, 1e-168L, 1e-140L, 1e-112L, 1e-84L, 1e-56L,
  1e-28L, 1e0L, 1e28L, 1e56L, 1e84L, 1e112L, 1e140L, 1e168L, 1e196L, 1e224L, 1e252L, 1e280L,
  1e308L, 1e336L,
};

/* 10^s, s = 28j + r with 0 <= r < 28, for |s| <= 350 */
static long double power_of_ten(int s)
{
  int j = (s + 28 * 13) / 28 - 13, r = s - 28 * j;
  return coarse_powers_of_ten[j + 12] * exact_powers_of_ten[r];
}

/* Does m * 10^e (m > 0) read back as |x|?  Exact, slow. */
static int reads_back(uint64_t m, int e, double x)
{
  char text[40];
  snprintf(text, sizeof text, "%" PRIu64 "e%d", m, e);
  return strtod(text, NULL) == fabs(x);
}

static const char two_digits[] =
  "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
  "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
  "8081828384858687888990919293949596979899";

/* m's decimal digits into digits (no terminator; 24 bytes are written, a
   fixed-size copy being much cheaper than one of the count); their count. */
static int digits_of(uint64_t m, char *digits)
{
  char buffer[48], *p = buffer + 24;
  while (m >= 100) {
    p -= 2;
    memcpy(p, two_digits + 2 * (m % 100), 2);
    m /= 100;
  }
  if (m >= 10) {
    p -= 2;
    memcpy(p, two_digits + 2 * m, 2);
  } else {
    *--p = (char)('0' + m);
  }
  memcpy(digits, p, 24);
  return (int)(buffer + 24 - p);
}

/* Writes sign, digits (n of them, no trailing zero) and decimal exponent E
   of the first digit the way %.17g lays them out; returns the length.  The
   digits are copied 17 at a time (n <= 17): the bytes past the text stay
   inside the HYSC_NUMBER_TEXT_MAX of out. */
static int lay_out(char *out, int negative, const char *digits, int n, int E)
{
  char *p = out;
  if (negative)
    *p++ = '-';
  if (E < -4 || E >= 17) {
    *p++ = digits[0];
    if (n > 1) {
      *p++ = '.';
      memcpy(p, digits + 1, 16);
      p += n - 1;
    }
    *p++ = 'e';
    *p++ = E < 0 ? '-' : '+';
    int a = E < 0 ? -E : E;
    if (a >= 100)
      *p++ = (char)('0' + a / 100);
    memcpy(p, two_digits + 2 * (a % 100), 2);
    p += 2;
  } else if (E < 0) {
    *p++ = '0';
    *p++ = '.';
    for (int i = -1; i > E; i--)
      *p++ = '0';
    memcpy(p, digits, 17);
    p += n;
  } else {
    for (int i = 0; i <= E; i++)
      *p++ = i < n ? digits[i] : '0';
    if (n > E + 1)
      *p++ = '.';
    for (int i = E + 1; i < n; i++)
      *p++ = digits[i];
  }
  *p = '\0';
  return (int)(p - out);
}

/* Without the long double path (subnormals, no 64-bit long double): the
   shortest %.Pg that reads back. */
static int slow_format(char *out, double x)
{
  int n = 0;
  for (int precision = 1; precision <= 17; precision++) {
    n = snprintf(out, HYSC_NUMBER_TEXT_MAX, "%.*g", precision, x);
    if (strtod(out, NULL) == x)
      break;
  }
  return n;
}

/* Whole numbers below 10^15 (zeros, flags, counters: most of a result's
   discrete columns) in their digits, as %.17g writes them. */
static int whole_number(char *out, double x)
{
  char *p = out;
  if (signbit(x))
    *p++ = '-';
  int n = digits_of((uint64_t)fabs(x), p);
  p[n] = '\0';
  return (int)(p - out) + n;
}

/* |x| scaled: q + r = |x| * 10^(16 - E), q of 17 digits, |r| <= 1/2; the
   half-gaps below and above x in the same units.  q and r are exact for the
   computed product; r and the half-gaps need no more than double: they are
   compared with a margin of 1/16 unit, above the product's error (2^-62 of
   a number under 10^17, 0.022 units) and the half-gaps' rounding. */
typedef struct {
  double x, r, below, above;
  int E;
  uint64_t q;
} scaled_number;

static const double margin = 0.0625;

/* |x| * 10^(16 - E) as q + r.  On x87 extended precision adding 2^63 rounds
   it to a whole number and the sum's 64-bit significand, its first 8 bytes,
   is 2^63 + q: no conversion, which costs a change of the FPU's mode. */
static long double scaled_value(scaled_number *S, long double p)
{
  long double v = fabsl((long double)S->x) * p;
#if defined(__x86_64__) || defined(__i386__)
  long double big = v + 0x1p63L;
  uint64_t significand;
  memcpy(&significand, &big, sizeof significand);
  S->q = significand - (UINT64_C(1) << 63);
  S->r = (double)(v - (big - 0x1p63L));
#else
  long double whole = floorl(v + 0.5L);
  S->q = (uint64_t)whole;
  S->r = (double)(v - whole);
#endif
  return v;
}

static void scale(scaled_number *S, double x)
{
  uint64_t bits;
  memcpy(&bits, &x, sizeof bits);
  int biased = (int)(bits >> 52 & 0x7ff);   /* normal: |x| in [2^(biased-1023), 2^(biased-1022)) */
  S->x = x;
  S->E = (int)floor((biased - 1023) * 0.30102999566398120);   /* floor(log10 |x|) or one less */
  long double p = power_of_ten(16 - S->E), v = scaled_value(S, p);
  while (v >= 1e17L || v < 1e16L) {
    S->E += v >= 1e17L ? 1 : -1;
    p = power_of_ten(16 - S->E);
    v = scaled_value(S, p);
  }
  uint64_t power_bits = (uint64_t)biased << 52;   /* 2^(biased-1023) */
  double power_of_two;
  memcpy(&power_of_two, &power_bits, sizeof power_of_two);
  S->above = (double)((long double)power_of_two * 0x1p-53L * p);   /* half of 2^(biased-1075+1) */
  S->below = (bits & ((UINT64_C(1) << 52) - 1)) == 0 && biased > 1 ? S->above / 2 : S->above;
}

/* Whether a candidate at distance d from x (scaled units, below or above
   it) reads back: decided by the margin, else exactly. */
static inline bool within(const scaled_number *S, double d, bool above, uint64_t c, int e)
{
  double h = above ? S->above : S->below;
  if (d + margin < h)
    return true;
  if (d - margin > h)
    return false;
  return reads_back(c, e + S->E - 16, S->x);
}

/* The candidate of 17 - e digits (10^e = unit) nearest x that reads back,
   the nearer of q + r rounded down and up first, as *c * 10^e in units of
   q; false when neither reads back. */
static inline bool candidate(const scaled_number *S, uint64_t unit, int e, uint64_t *c)
{
  uint64_t down = S->q / unit;
  double d_down = (double)(S->q % unit) + S->r, d_up = (double)unit - d_down;
  if (d_down < 0) {   /* r < 0 and q a multiple of unit: q + r lies below */
    down--;
    d_down += (double)unit;
    d_up -= (double)unit;
  }
  bool up_first = d_up < d_down;
  for (int k = 0; k < 2; k++) {
    bool up = up_first != (k == 1);
    if (within(S, up ? d_up : d_down, up, down + up, e)) {
      *c = down + up;
      return true;
    }
  }
  return false;
}

int number_text(char *out, double x)
{
  if (!isfinite(x))
    return snprintf(out, HYSC_NUMBER_TEXT_MAX, "%g", x);   /* nan, inf as printf */
  if (fabs(x) < 1e15 && x == floor(x))
    return whole_number(out, x);
  if (LDBL_MANT_DIG < 64 || !isnormal(x))
    return slow_format(out, x);
  scaled_number S;
  scale(&S, x);
  uint64_t c;
  int e = 2;
  if (!candidate(&S, 100, 2, &c) && !candidate(&S, 10, e = 1, &c) && !candidate(&S, 1, e = 0, &c))
    return slow_format(out, x);
  while (c % 10 == 0) {
    c /= 10;
    e++;
  }
  char digits[24];
  int n = digits_of(c, digits);
  return lay_out(out, x < 0, digits, n, S.E - 16 + e + n - 1);
}
