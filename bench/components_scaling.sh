#!/bin/sh
# bench/components_scaling.sh BUILD-DIR - what components cost the front end:
# N Ball instances (declared one by one, and as one array Ball b[N]) against
# the same N balls written flat, each written to C with --emit-c.  Prints
# seconds and peak memory per form and size; the instantiation stage should
# keep the component forms within a small factor of the flat one at every N.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
hysc=$top/${1:-build}/hysc
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
# the balls are models/Hybrid's Ball, found through -L
components() { echo 'model M'; awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) printf "  Hybrid.Ball b%d(h(start = %d));\n", i, i }'; echo 'end M;'; }
array() { printf 'model M\n  Hybrid.Ball b[%d];\nend M;\n' "$1"; }
flat() {
  awk -v n="$1" 'BEGIN { print "model M";
    for (i = 1; i <= n; i++) printf "  parameter Real e%d = 0.8;\n  Real h%d(start = %d, fixed = true);\n  Real v%d(start = 0, fixed = true);\n", i, i, i, i
    print "equation"
    for (i = 1; i <= n; i++) printf "  der(h%d) = v%d;\n  der(v%d) = -9.81;\n  when h%d < 0 then\n    reinit(v%d, -e%d*pre(v%d));\n  end when;\n", i, i, i, i, i, i, i
    print "end M;" }'
}
measure() {
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "%e %M" -o "$work/time" "$hysc" -L "$top/models" --emit-c "$work/M.c" "$1"
    cat "$work/time"
  else
    t0=$(date +%s.%N)
    "$hysc" -L "$top/models" --emit-c "$work/M.c" "$1"
    awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f -\n", b - a }'
  fi
}
printf "%8s %12s %10s %12s\n" balls form seconds "peak KiB"
for n in 1000 4000; do
  for form in flat components array; do
    $form $n > "$work/M.mo"
    set -- $(measure "$work/M.mo")
    printf "%8d %12s %10s %12s\n" $n $form "$1" "$2"
  done
done
