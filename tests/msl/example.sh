#!/bin/sh
# One row of tests/msl/run.sh: compiles, runs and compares one example of the
# Modelica Standard Library in WORK/cases/NAME and writes its row to
# WORK/rows/NAME.  Reads HYSC, MSL_DIR, MSL_REF, MSL_RTOL and MSL_TIMEOUT.
#   sh tests/msl/example.sh WORK NAME
set -u
work=$1 name=$2
dir=$work/cases/$name
mkdir -p "$dir" "$work/rows"
cd "$dir" || exit 1
parse=- front=- build=- run=- result=- front_s=- build_s=- error=""

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
first_error() { grep -m 1 'error' "$1" | sed 's|^'"$MSL_DIR"'/||' | cut -c1-160; }

row() {
  printf '%-64s %-5s %-5s %-5s %-5s %-9s %6s %6s  %s\n' "$name" "$parse" "$front" "$build" \
    "$run" "$result" "$front_s" "$build_s" "$error" > "$work/rows/$name"
  exit 0
}

t0=$(now)
timeout "$MSL_TIMEOUT" "$HYSC" -L "$MSL_DIR" --dump-flat "$name" > flat.txt 2> front.err
status=$?
t1=$(now)
front_s=$(elapsed "$t0" "$t1")
if grep -q 'syntax error' front.err; then parse=fail; else parse=ok; fi
if [ $status != 0 ]; then
  front=fail
  [ $status = 124 ] && error="front end: timeout" || error=$(first_error front.err)
  [ -n "$error" ] || error="front end: exit $status"
  row
fi
front=ok

t0=$(now)
timeout "$MSL_TIMEOUT" "$HYSC" -L "$MSL_DIR" -o ./model "$name" > build.out 2> build.err
status=$?
t1=$(now)
build_s=$(elapsed "$t0" "$t1")
if [ $status != 0 ]; then
  build=fail
  [ $status = 124 ] && error="build: timeout" || error=$(first_error build.err)
  [ -n "$error" ] || error="build: exit $status"
  row
fi
build=ok

timeout "$MSL_TIMEOUT" ./model -o result.csv > run.out 2> run.err
status=$?
if [ $status != 0 ]; then
  run=fail
  [ $status = 124 ] && error="run: timeout" || error="run: exit $status: $(grep -m 1 . run.err | cut -c1-140)"
  row
fi
run=ok

reference_dir=$MSL_REF/$(echo "$name" | tr . /)
csv=$reference_dir/$(basename "$reference_dir").csv
if [ -n "$MSL_REF" ] && [ -f "$csv" ] && [ -f "$reference_dir/comparisonSignals.txt" ]; then
  result=$(awk -v rtol="$MSL_RTOL" -f "$(dirname "$0")/compare.awk" \
    "$reference_dir/comparisonSignals.txt" "$csv" result.csv 2> compare.err)
  [ -s compare.err ] && error=$(head -n 1 compare.err | cut -c1-160)
fi
row
