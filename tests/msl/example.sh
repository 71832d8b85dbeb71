#!/bin/sh
# One row of tests/msl/run.sh: compiles, runs and compares one example of the
# Modelica Standard Library in WORK/cases/NAME and writes its row to
# WORK/rows/NAME.  Reads HYSC, MSL_DIR, MSL_REF, MSL_TIMEOUT, MSL_COMPARE
# (tube or stop) and the tolerances MSL_RTOL, MSL_ATOL, MSL_TIME_RTOL and
# MSL_TIME_ATOL (see compare.awk), and MSL_OUTPUT: "signals" (the default)
# writes only the example's comparison signals when its reference folder
# lists them in comparisonSignals.txt (a --variable-filter built by
# signals_filter.awk, as the reference harnesses of other tools do), so
# that run_s is the simulation and the output compared; "all" writes every
# variable, as does an example without that list.
#   sh tests/msl/example.sh WORK NAME
set -u
work=$1 name=$2
dir=$work/cases/$name
mkdir -p "$dir" "$work/rows"
cd "$dir" || exit 1
parse=- front=- build=- run=- result=- front_s=- build_s=- run_s=- error=""

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
first_error() { grep -m 1 'error' "$1" | sed 's|^'"$MSL_DIR"'/||' | cut -c1-160; }

row() {
  printf '%-64s %-5s %-5s %-5s %-5s %-9s %6s %6s %6s  %s\n' "$name" "$parse" "$front" "$build" \
    "$run" "$result" "$front_s" "$build_s" "$run_s" "$error" > "$work/rows/$name"
  exit 0
}

# compile STAGE LABEL ARGS...: hysc with ARGS, its seconds in STAGE_s and
# its errors in STAGE.err; on failure the row ends with the first error
compile() {
  stage=$1 label=$2; shift 2
  t0=$(now)
  timeout "$MSL_TIMEOUT" "$HYSC" -L "$MSL_DIR" "$@" > "$stage.out" 2> "$stage.err"
  status=$?
  eval "${stage}_s=$(elapsed "$t0" "$(now)")"
  [ "$stage" = front ] && { grep -q 'syntax error' front.err && parse=fail || parse=ok; }
  if [ $status != 0 ]; then
    eval "$stage=fail"
    [ $status = 124 ] && error="$label: timeout" || error=$(first_error "$stage.err")
    [ -n "$error" ] || error="$label: exit $status"
    row
  fi
  eval "$stage=ok"
}
compile front "front end" --dump-flat "$name"
compile build build -o ./model "$name"

reference_dir=$MSL_REF/$(echo "$name" | tr . /)
csv=$reference_dir/$(basename "$reference_dir").csv
# a reference made over a longer run than the experiment gives
# (DifferenceAmplifier: StopTime = 1e-8, its reference to 1) is compared
# over its whole span: the run goes on to its end
set --
if [ -n "$MSL_REF" ] && [ -f "$csv" ]; then
  ref_end=$(tail -n 1 "$csv" | cut -d, -f1)
  own_end=$(./model --help | sed -n 's/.*--stop-time=T .*(default: \([^)]*\)).*/\1/p')
  if awk -v r="$ref_end" -v o="$own_end" 'BEGIN { exit !(r != "" && o != "" && r + 0 > o + 0) }'; then
    set -- --stop-time="$ref_end"
  fi
fi

# the run's CPU seconds (user + system) from the shell's times of its
# children, which do not depend on the load of the machine
signals=$reference_dir/comparisonSignals.txt
if [ "${MSL_OUTPUT:-signals}" = signals ] && [ -n "$MSL_REF" ] && [ -f "$signals" ]; then
  filter=$(awk -f "$(dirname "$0")/signals_filter.awk" "$signals")
  [ -n "$filter" ] && set -- "$@" --variable-filter="$filter"
fi
(timeout "$MSL_TIMEOUT" ./model -o result.csv "$@" > run.out 2> run.err
 echo $? > run.status; times > run.times)
status=$(cat run.status)
run_s=$(awk 'function s(t) { split(t, p, "m"); return p[1] * 60 + p[2] }
  NR == 2 { printf "%.2f", s($1) + s($2) }' run.times)
if [ $status != 0 ]; then
  run=fail
  [ $status = 124 ] && error="run: timeout" || error="run: exit $status: $(grep -m 1 . run.err | cut -c1-140)"
  row
fi
run=ok

if [ -n "$MSL_REF" ] && [ -f "$csv" ] && [ -f "$reference_dir/comparisonSignals.txt" ]; then
  result=$(awk -v mode="$MSL_COMPARE" -v rtol="$MSL_RTOL" -v atol="$MSL_ATOL" \
    -v trtol="$MSL_TIME_RTOL" -v tatol="$MSL_TIME_ATOL" -f "$(dirname "$0")/compare.awk" \
    "$reference_dir/comparisonSignals.txt" "$csv" result.csv 2> compare.err)
  [ -s compare.err ] && error=$(head -n 1 compare.err | cut -c1-160)
fi
row
