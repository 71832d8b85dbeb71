#!/bin/sh
# bench/front_end_hostile.sh BUILD-DIR - the front end (to --emit-c; not the
# C compiler) on the shapes that once blew up, at 1e4 and 1e5 equations:
#   chain   a_i = a_(i-1) + a_(i-1)          (definitions expanded as trees)
#   powers  a_i = (((a_(i-1))^2)^2)^2        (x^2 wrote x twice)
#   sums    a_i = a_(i-1) + x + ... + x      (20 terms; deep recursive walks)
# Prints time, peak memory and C size per equation, and per shape the ratio
# of time per equation at 1e5 to 1e4: near 1 means linear.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
hysc=$top/${1:-build}/hysc
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
model() { # model SHAPE N: the model text
  awk -v shape="$1" -v n="$2" 'BEGIN {
    print "model M\n  Real x(start = 1, fixed = true);"
    for (i = 1; i <= n; i++) printf "  Real a%d;\n", i
    print "equation\n  der(x) = -x;\n  a1 = x;"
    for (i = 2; i <= n; i++) {
      p = "a" (i - 1)
      if (shape == "chain") printf "  a%d = %s + %s;\n", i, p, p
      else if (shape == "powers") printf "  a%d = (((%s)^2)^2)^2;\n", i, p
      else { printf "  a%d = %s", i, p; for (k = 0; k < 20; k++) printf " + x"; print ";" }
    }
    print "end M;" }'
}
printf "%-7s %10s %9s %10s %12s %13s\n" shape equations seconds "peak KiB" "us/equation" "C bytes/eq"
for shape in chain powers sums; do
  first=""
  for n in 10000 100000; do
    model $shape $n > "$work/M.mo"
    if [ -x /usr/bin/time ]; then
      /usr/bin/time -f "%e %M" -o "$work/time" "$hysc" --emit-c="$work/M.c" "$work/M.mo"
      read -r seconds kib < "$work/time"
    else  # Debian's package 'time' gives the peak memory too
      t0=$(date +%s.%N)
      "$hysc" --emit-c="$work/M.c" "$work/M.mo"
      seconds=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
      kib=-
    fi
    bytes=$(wc -c < "$work/M.c")
    per=$(awk -v s="$seconds" -v n=$n 'BEGIN { printf "%.2f", 1e6 * s / n }')
    printf "%-7s %10d %9s %10s %12s %13d\n" $shape $n "$seconds" "$kib" "$per" $((bytes / n))
    [ -n "$first" ] || first=$per
    last=$per
  done
  awk -v s=$shape -v a="$first" -v b="$last" \
    'BEGIN { printf "%-7s time per equation, 1e5 against 1e4: %.2f (linear: about 1)\n", s, (a > 0 ? b / a : 0) }'
done
