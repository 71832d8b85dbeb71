/*
 * number_text.c - a double as the shortest decimal text that reads back as
 * the same double, fast: CSV rows of 10 000 columns must not be dominated
 * by printf.
 *
 * Whole numbers below 10^15 are their digits.  Any other finite x = c 2^q
 * goes through Schubfach (R. Giulietti, "The Schubfach way to render
 * doubles", 2020), exact integer arithmetic throughout: the rounding
 * interval of x, whose ends are (4c -+ 2) 2^(q-2) (4c - 1 below a power
 * of two, where the gap below is half the one above), is scaled by
 * 10^-k, k = floor(log10 2^q), with a 128-bit g >= 10^-k 2^-r (g = floor
 * of its 128 leading bits + 1) and each product rounded to odd, which the
 * paper proves keeps every comparison below exact: whether a decimal of
 * one digit fewer (10^(k+1) units) or of 10^k units lies inside the
 * interval, its ends included when c is even (round-half-even reads them
 * back as x).  The result has the fewest digits that read back and is the
 * nearest to x among those (ties to an even digit), i.e. the digits of the
 * shortest %.Pg that strtod reads back as x; at a power of two it may be
 * one digit shorter than that %.Pg, whose nearest candidate can lie outside
 * the narrower lower half of the interval.  The table of g is computed on
 * first use from exact powers of five (big integers below).  The layout is
 * printf's %.17g: exponent form below 1e-4 and from 1e17.
 * tests/number_text_check.c checks the texts against strtod and %.Pg.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "hysc_runtime.h"

static const char two_digits[] =
  "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
  "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
  "8081828384858687888990919293949596979899";

/* m's decimal digits into digits (no terminator; 24 bytes are written, a
   fixed-size copy being much cheaper than one of the count); their count. */
static int digits_of(uint64_t m, char *digits)
{
  char buffer[48], *p = buffer + 24;
  while (m >= 100000000) {   /* 8 digits at a time in 32 bits: cheaper divisions */
    uint32_t low = (uint32_t)(m % 100000000);
    m /= 100000000;
    for (int i = 0; i < 4; i++, low /= 100) {
      p -= 2;
      memcpy(p, two_digits + 2 * (low % 100), 2);
    }
  }
  uint32_t v = (uint32_t)m;
  while (v >= 100) {
    p -= 2;
    memcpy(p, two_digits + 2 * (v % 100), 2);
    v /= 100;
  }
  if (v >= 10) {
    p -= 2;
    memcpy(p, two_digits + 2 * v, 2);
  } else {
    *--p = (char)('0' + v);
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

/* 10^p = beta * 2^r with 2^127 <= beta < 2^128, for p = -292 .. 326: the
   table holds g = floor(beta) + 1, high and low 64 bits, computed on first
   use from exact powers of five (a few microseconds each). */
enum { POW10_MIN = -292, POW10_MAX = 326, BIG_WORDS = 28 };
static uint64_t pow10_table[POW10_MAX - POW10_MIN + 1][2];

/* floor(e * log2(10)), floor(e * log10(2)), floor(e * log10(3/4 * 2)):
   exact for |e| below 1233, 2620 and 2620 (the fixed-point constants of
   the paper); floor_shift is floor(v / 2^n) for negative v as well. */
static int floor_shift(int64_t v, int n)
{
  return (int)(v >= 0 ? v >> n : -((-v + ((INT64_C(1) << n) - 1)) >> n));
}
static int floor_log2_pow10(int e) { return floor_shift((int64_t)e * 1741647, 19); }
static int floor_log10_pow2(int e) { return floor_shift((int64_t)e * 1262611, 22); }
static int floor_log10_three_quarters_pow2(int e) { return floor_shift((int64_t)e * 1262611 - 524031, 22); }

/* A big number of 32-bit words, least significant first, no zero word on
   top. */
typedef struct {
  uint32_t w[BIG_WORDS];
  int n;
} big;

static void big_power_of_five(big *b, int m)
{
  memset(b, 0, sizeof *b);
  b->w[0] = 1;
  b->n = 1;
  for (int i = 0; i < m; i++) {
    uint64_t carry = 0;
    for (int j = 0; j < b->n; j++) {
      uint64_t v = (uint64_t)b->w[j] * 5 + carry;
      b->w[j] = (uint32_t)v;
      carry = v >> 32;
    }
    if (carry)
      b->w[b->n++] = (uint32_t)carry;
  }
}

static int big_bits(const big *b)
{
  int bits = 32 * (b->n - 1);
  for (uint32_t top = b->w[b->n - 1]; top; top >>= 1)
    bits++;
  return bits;
}

static int big_compare(const big *a, const big *b)
{
  if (a->n != b->n)
    return a->n > b->n ? 1 : -1;
  for (int j = a->n - 1; j >= 0; j--)
    if (a->w[j] != b->w[j])
      return a->w[j] > b->w[j] ? 1 : -1;
  return 0;
}

/* rest = 2 rest, less d where that leaves it >= 0: one step of a binary
   long division; returns the quotient's bit. */
static int big_division_step(big *rest, const big *d)
{
  uint32_t carry = 0;
  for (int j = 0; j < rest->n; j++) {
    uint32_t top = rest->w[j] >> 31;
    rest->w[j] = rest->w[j] << 1 | carry;
    carry = top;
  }
  if (carry)
    rest->w[rest->n++] = carry;
  if (big_compare(rest, d) < 0)
    return 0;
  uint64_t borrow = 0;
  for (int j = 0; j < rest->n; j++) {
    uint64_t sub = (uint64_t)(j < d->n ? d->w[j] : 0) + borrow;
    borrow = rest->w[j] < sub;
    rest->w[j] = (uint32_t)((uint64_t)rest->w[j] + (borrow << 32) - sub);
  }
  while (rest->n > 1 && !rest->w[rest->n - 1])
    rest->n--;
  return 1;
}

/* g of 10^p (pow10_table).  p >= 0: beta is the top 128 bits of 5^p (the
   2^p only moves r), p < 0: beta = floor(2^E / 5^-p) with E = 127 + the
   bits of 5^-p, a quotient of 128 bits. */
static const uint64_t *power_of_ten_g(int p)
{
  uint64_t *g = pow10_table[p - POW10_MIN];
  if (g[0])
    return g;
  big five, rest = {{1}, 1};
  big_power_of_five(&five, p < 0 ? -p : p);
  uint64_t hi = 0, lo = 0;
  int bits = big_bits(&five);
  for (int i = 0; i < (p >= 0 ? 128 : 127 + bits); i++) {
    int bit = p >= 0 ? (bits - 1 - i >= 0 && five.w[(bits - 1 - i) / 32] >> ((bits - 1 - i) % 32) & 1)
                     : big_division_step(&rest, &five);
    hi = hi << 1 | lo >> 63;
    lo = lo << 1 | (uint64_t)bit;
  }
  g[1] = lo + 1;
  g[0] = hi + (g[1] == 0);
  return g;
}

#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 uint128;

/* (g * cp) / 2^128, rounded to odd: the paper's r_o(g * cp) */
static inline uint64_t round_to_odd(const uint64_t *g, uint64_t cp)
{
  uint128 low = (uint128)g[1] * cp, high = (uint128)g[0] * cp + (low >> 64);
  return (uint64_t)(high >> 64) | ((uint64_t)high > 1);
}
#else
/* a * b as high and low 64 bits, from 32-bit halves */
static uint64_t multiply(uint64_t a, uint64_t b, uint64_t *low)
{
  uint64_t a0 = a & 0xffffffff, a1 = a >> 32, b0 = b & 0xffffffff, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t middle = (p00 >> 32) + (p01 & 0xffffffff) + (p10 & 0xffffffff);
  *low = (middle << 32) | (p00 & 0xffffffff);
  return p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
}

static inline uint64_t round_to_odd(const uint64_t *g, uint64_t cp)
{
  uint64_t low_low, high_low, high_high = multiply(g[0], cp, &high_low);
  uint64_t low_high = multiply(g[1], cp, &low_low);
  uint64_t sum = high_low + low_high;
  high_high += sum < high_low;
  return high_high | (sum > 1);
}
#endif

/* x > 0, finite: *digits * 10^*exponent is the decimal of fewest digits
   that rounds to x, the nearest to x among those of that many digits
   (ties to an even last digit), possibly with trailing zeros. */
static void shortest(double x, uint64_t *digits, int *exponent)
{
  uint64_t bits;
  memcpy(&bits, &x, sizeof bits);
  uint64_t fraction = bits & ((UINT64_C(1) << 52) - 1);
  int biased = (int)(bits >> 52);
  uint64_t c = biased ? fraction | UINT64_C(1) << 52 : fraction;   /* x = c 2^q */
  int q = biased ? biased - 1075 : -1074;
  int even = !(c & 1), closer = fraction == 0 && biased > 1;   /* lower gap half the upper */
  int k = closer ? floor_log10_three_quarters_pow2(q) : floor_log10_pow2(q);
  int h = q + floor_log2_pow10(-k) + 1;
  const uint64_t *g = power_of_ten_g(-k);
  uint64_t vbl = round_to_odd(g, (4 * c - 2 + (uint64_t)closer) << h);
  uint64_t vb = round_to_odd(g, (4 * c) << h), vbr = round_to_odd(g, (4 * c + 2) << h);
  uint64_t lower = vbl + !even, upper = vbr - !even, s = vb / 4;
  *exponent = k;
  if (s >= 10) {   /* one digit fewer: sp or sp + 1, when exactly one is inside */
    uint64_t sp = s / 10;
    int up_inside = lower <= 40 * sp, wp_inside = 40 * sp + 40 <= upper;
    if (up_inside != wp_inside) {
      *digits = sp + (uint64_t)wp_inside;
      *exponent = k + 1;
      return;
    }
  }
  int u_inside = lower <= 4 * s, w_inside = 4 * s + 4 <= upper;
  if (u_inside != w_inside) {
    *digits = s + (uint64_t)w_inside;
    return;
  }
  uint64_t mid = 4 * s + 2;
  *digits = s + (uint64_t)(vb > mid || (vb == mid && (s & 1)));
}

int number_text(char *out, double x)
{
  if (!isfinite(x))
    return snprintf(out, HYSC_NUMBER_TEXT_MAX, "%g", x);   /* nan, inf as printf */
  if (fabs(x) < 1e15 && x == floor(x))
    return whole_number(out, x);
  uint64_t c;
  int e;
  shortest(fabs(x), &c, &e);
  while (c % 10 == 0) {
    c /= 10;
    e++;
  }
  char digits[24];
  int n = digits_of(c, digits);
  return lay_out(out, x < 0, digits, n, e + n - 1);
}
