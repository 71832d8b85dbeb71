#!/bin/sh
# bench/front_end_scaling.sh BUILD-DIR - how the compiler's front end (parse,
# flatten, checks, code generation; not the C compiler) scales with model
# size: a chain of N first-order equations der(x_i) = k (x_{i-1} - x_i),
# written to C with --emit-c.  Prints seconds and peak memory per size, and
# the ratio of time per equation at the largest size to the smallest: near 1
# means linear; the target is below 2.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
hysc=$top/${1:-build}/hysc
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
chain() { # chain N: the model text
  awk -v n="$1" 'BEGIN {
    printf "model Chain%d\n  parameter Real k = 1;\n", n
    for (i = 1; i <= n; i++) printf "  Real x%d(start = 1, fixed = true);\n", i
    print "equation\n  der(x1) = -k * x1;"
    for (i = 2; i <= n; i++) printf "  der(x%d) = k * (x%d - x%d);\n", i, i - 1, i
    printf "end Chain%d;\n", n }'
}
printf "%10s %10s %12s %14s\n" equations seconds "peak KiB" "us/equation"
first=""
for n in 5000 20000 80000; do
  chain $n > "$work/Chain$n.mo"
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "%e %M" -o "$work/time" "$hysc" --emit-c "$work/Chain$n.c" "$work/Chain$n.mo"
    read -r seconds kib < "$work/time"
  else  # Debian's package 'time' gives the peak memory too
    t0=$(date +%s.%N)
    "$hysc" --emit-c "$work/Chain$n.c" "$work/Chain$n.mo"
    seconds=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
    kib=-
  fi
  per=$(awk -v s="$seconds" -v n=$n 'BEGIN { printf "%.2f", 1e6 * s / n }')
  printf "%10d %10s %12s %14s\n" $n "$seconds" "$kib" "$per"
  [ -n "$first" ] || first=$per
  last=$per
done
awk -v a="$first" -v b="$last" 'BEGIN { printf "time per equation, 80000 against 5000: %.2f (target < 2)\n", (a > 0 ? b / a : 0) }'
