#!/bin/sh
# bench/assignments.sh BUILD-DIR - what assignments (src/symbolic/assignments.c) save:
# the chain of masses and springs built from components and connectors
# (tests/models/ComponentChain.mo), whose flange positions, forces and
# flows are algebraic variables, at n = 100, 300, 1000 and 3000 masses
# (ASSIGN_MAX, default 3000).  For each n: the solver's unknowns, the build
# time and the IDA run (1 s, the output filtered to one column so that the
# solver's work is what is timed), by default (every algebraic variable an
# assignment: 2n unknowns) and with hysc --no-assignments (about 12n), and
# the ratio of the two run times measured in the same run.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
hysc=$top/${1:-build}/hysc
max=${ASSIGN_MAX:-3000}
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
[ -x /usr/bin/time ] || { echo "assignments: needs /usr/bin/time"; exit 0; }
model=$top/tests/models/ComponentChain.mo

seconds() { # seconds COMMAND...: wall seconds of COMMAND, "-" when it fails
  /usr/bin/time -f '%e' -o t.out "$@" > /dev/null 2>&1 && cat t.out || echo -
}
unknowns() { # unknowns C-FILE: the solver's unknowns (states + algebraic)
  sed -n 's/.*\.n_states = \([0-9]*\), \.n_algebraic = \([0-9]*\),.*/\1 \2/p' "$1" | awk '{ print $1 + $2 }'
}

printf "%6s %9s %9s %9s %9s %9s %9s %9s\n" n unknowns "all rows" "build s" "all rows" "IDA s" "all rows" "ratio"
for n in 100 300 1000 3000; do
  [ "$n" -le "$max" ] || break
  "$hysc" -p n=$n --emit-c=a.c "$model"
  "$hysc" -p n=$n --no-assignments --emit-c=b.c "$model"
  build_a=$(seconds "$hysc" -p n=$n -o ./assigned "$model")
  build_b=$(seconds "$hysc" -p n=$n --no-assignments -o ./all_rows "$model")
  run_a=$(seconds ./assigned --stop-time=1 --variable-filter='mass\[1\]\.s' -o a.csv)
  run_b=$(seconds ./all_rows --stop-time=1 --variable-filter='mass\[1\]\.s' -o b.csv)
  ratio=$(awk -v a="$run_a" -v b="$run_b" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2f", b / a; else print "-" }')
  printf "%6d %9s %9s %9s %9s %9s %9s %9s\n" $n "$(unknowns a.c)" "$(unknowns b.c)" "$build_a" "$build_b" \
    "$run_a" "$run_b" "$ratio"
done
echo "ratio: IDA time with every row in the solver over the time with assignments (above 1: assignments win)"
