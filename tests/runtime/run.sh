#!/bin/sh
# tests/runtime/run.sh - tests of the simulation runtime on its own.
#
# Builds the hand-written models in this directory with runtime/*.c and checks
# their results against analytic values (/work/shared/references.md) with the
# tolerances stated at each check.  Prints one PASS/FAIL line per check and
# exits 1 if any failed.
#
#   tests/runtime/run.sh               # from the repository root
#   SANITIZE=1 tests/runtime/run.sh    # with -fsanitize=address,undefined;
#                                      # any sanitizer report is a failure
#   CC=clang tests/runtime/run.sh
#   RUNTIME=build/libhyscrt.a CFLAGS=... LIBS=... tests/runtime/run.sh
#                                      # against a built library (make check)

set -u
cd "$(dirname "$0")/../.." || exit 1

CC=${CC:-gcc}
CFLAGS=${CFLAGS:-"-O2 -g -Wall -Wextra -std=c11"}
LIBS=${LIBS:-"-lsundials_ida -lsundials_nvecserial -lsundials_sunmatrixdense -lsundials_sunlinsoldense -lm"}
RUNTIME=${RUNTIME:-runtime/*.c}
if [ "${SANITIZE:-0}" = 1 ]; then
  CFLAGS="$CFLAGS -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
  export ASAN_OPTIONS=detect_leaks=1
  export UBSAN_OPTIONS=print_stacktrace=1
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/hysc-runtime-test.XXXXXX") || exit 1
trap 'rm -rf "$WORK"' EXIT INT TERM
failures=0
checks=0

pass() { checks=$((checks + 1)); echo "PASS: $1"; }
fail() { checks=$((checks + 1)); failures=$((failures + 1)); echo "FAIL: $1"; }

for model in bouncing_ball thermostat nan; do
  # shellcheck disable=SC2086
  if ! $CC $CFLAGS -Iruntime tests/runtime/${model}_model.c $RUNTIME $LIBS \
       -o "$WORK/$model" 2>"$WORK/build.err"; then
    cat "$WORK/build.err"
    fail "build $model"
    echo "$failures of $checks checks failed"
    exit 1
  fi
  if [ -s "$WORK/build.err" ]; then
    cat "$WORK/build.err"
    fail "build $model without warnings"
  fi
done
pass "build (3 models)"

# run NAME MODEL ARGS...: runs in $WORK, stdout to NAME.out, stderr to
# NAME.err, exit status to $status; a sanitizer report fails the test.
run() {
  name=$1; model=$2; shift 2
  (cd "$WORK" && "./$model" "$@" >"$name.out" 2>"$name.err")
  status=$?
  if grep -q -e 'Sanitizer' -e 'runtime error:' "$WORK/$name.err"; then
    fail "$name: sanitizer report"
    sed -n '1,20p' "$WORK/$name.err"
  fi
}

# impact times (when-branch lines of --events, not relation-only lines)
fired_times() {
  awk '/^event t=/ && !/ relation / { sub(/^event t=/, ""); print $1 }' "$WORK/$1.err"
}

# check_times NAME TOL EXPECTED...: the first fired events match to TOL
check_times() {
  name=$1; tol=$2; shift 2
  got=$(fired_times "$name" | head -n $#)
  if echo "$got" | awk -v tol="$tol" -v expected="$*" '
      BEGIN { n = split(expected, e, " ") }
      { i++; d = $1 - e[i]; if (d < 0) d = -d; if (d > tol) bad = 1;
        if (d > worst) worst = d }
      END { if (i != n || bad) exit 1; printf "max error %.3g\n", worst > "/dev/stderr" }
    ' 2>"$WORK/cmp"; then
    pass "$name: event times within $tol ($(cat "$WORK/cmp"))"
  else
    fail "$name: event times within $tol; expected: $*; got: $(echo $got)"
  fi
}

# ---------------------------------------------------------------- bouncing ball
T08="0.4515236410 1.1739614666 1.7519117270 2.2142719354"
T07="0.4515236410 1.0836567384 1.5261499065 1.8358951242"

run bb_ida bouncing_ball --events -o bb_ida.csv
[ $status = 0 ] && pass "bb_ida: exit 0" || fail "bb_ida: exit $status"
check_times bb_ida 1e-6 $T08
run bb_newmark bouncing_ball --solver=newmark --events -o bb_newmark.csv
[ $status = 0 ] && pass "bb_newmark: exit 0" || fail "bb_newmark: exit $status"
check_times bb_newmark 1e-8 $T08

run bb_ida_e07 bouncing_ball --events --set e=0.7 -o -
check_times bb_ida_e07 1e-6 $T07
run bb_newmark_e07 bouncing_ball --solver newmark --events --set=e=0.7 -o -
check_times bb_newmark_e07 1e-8 $T07

# Past the Zeno time (4.06) the ball falls through the floor: once its bounce
# is lower than the hysteresis, h < 0 never becomes false again.
for solver in ida newmark; do
  run bb_zeno_$solver bouncing_ball --solver=$solver --stop-time=10 -o zeno.csv
  if [ $status = 0 ] && tail -n 1 "$WORK/zeno.csv" |
       awk -F, '{ exit !($1 == 10 && $2 < -1) }'; then
    pass "bb_zeno_$solver: h(10) = $(tail -n 1 "$WORK/zeno.csv" | cut -d, -f2) < -1"
  else
    fail "bb_zeno_$solver: exit $status, last row $(tail -n 1 "$WORK/zeno.csv")"
  fi
done

# CSV layout: quoted header, rows from start to stop, left and right limit at
# the first impact with v_right = -e v_left.
if [ "$(head -n 1 "$WORK/bb_ida.csv")" = '"time","h","v"' ]; then
  pass "csv: header"
else
  fail "csv: header is $(head -n 1 "$WORK/bb_ida.csv")"
fi
if awk -F, -v t1=0.4515236410 '
    NR == 2 && !($1 == 0 && $2 == 1 && $3 == 0) { bad = "first row " $0 }
    NR > 1 { if (prev != "" && $1 < prev) bad = "time goes back at " $1; prev = $1; last = $1 }
    NR > 1 && $1 - t1 < 1e-6 && t1 - $1 < 1e-6 { n++; v[n] = $3 }
    # (rows 3 and 4 near t1: "h < 0" becomes false again once h > 1e-10)
    END {
      if (bad == "" && last != 3) bad = "last time " last
      if (bad == "" && n != 4) bad = n " rows near the impact"
      if (bad == "" && !(v[1] < -4 && (v[2] + 0.8 * v[1])^2 < 1e-20)) bad = "v " v[1] " -> " v[2]
      if (bad != "") { print bad; exit 1 }
    }' "$WORK/bb_ida.csv" >"$WORK/cmp"; then
  pass "csv: rows from 0 to 3, left and right row at the impact, v -> -e v"
else
  fail "csv: $(cat "$WORK/cmp")"
fi
if ls "$WORK" | grep -q 'tmp-'; then fail "csv: temporary files left"; else pass "csv: no temporary files left"; fi

# --set on a fixed state and on a parameter
run bb_set_v bouncing_ball --events --set v=1 -o /dev/null
check_times bb_set_v 1e-6 "$(awk 'BEGIN { printf "%.12f", (1 + sqrt(1 + 2 * 9.81)) / 9.81 }')"
run bb_set_h0 bouncing_ball --solver=newmark --events --set h0=2 -o /dev/null
check_times bb_set_h0 1e-8 "$(awk 'BEGIN { printf "%.12f", sqrt(4 / 9.81) }')"
run bb_set_h bouncing_ball --set h=5 -o /dev/null
if [ $status = 0 ] && grep -q 'warning: --set h=5 had no effect' "$WORK/bb_set_h.err"; then
  pass "set: a start value fixed by initial equations gives a warning"
else
  fail "set: no warning for --set h=5 (exit $status): $(cat "$WORK/bb_set_h.err")"
fi

# command-line errors: exit 2 and one "Model: error:" line
while read -r args; do
  # shellcheck disable=SC2086
  run bad bouncing_ball $args
  if [ $status = 2 ] && [ "$(wc -l <"$WORK/bad.err")" -eq 1 ] &&
     grep -q '^BouncingBall: error: ' "$WORK/bad.err"; then
    pass "usage error '$args': $(cat "$WORK/bad.err")"
  else
    fail "usage error '$args': exit $status, stderr: $(cat "$WORK/bad.err")"
  fi
done <<'EOF'
--bogus
--stop-time=abc
--stop-time=1e999
--step=-1
--step=0
--start-time=2 --stop-time=1
--set nope=1
--set=e
--set=e=x
--set=e=1.5.2
--solver=rk4
--events=1
--interval=-0.1
--rtol=0
--atol=-1
--hysteresis=-1e-3
--newmark-gamma=0
--output=
stray-argument
--set
EOF

run help bouncing_ball --help
if [ $status = 0 ] && grep -q '^  e = 0.8  Coefficient of restitution' "$WORK/help.out" &&
   grep -q 'h0 = 1 \[m\]' "$WORK/help.out" && grep -q 'hysteresis' "$WORK/help.out"; then
  pass "--help lists parameters with defaults and units"
else
  fail "--help (exit $status)"
fi
run version bouncing_ball --version
if [ $status = 0 ] && grep -q '^hysc runtime [0-9]' "$WORK/version.out"; then
  pass "--version: $(cat "$WORK/version.out")"
else
  fail "--version (exit $status)"
fi
run listvars bouncing_ball --list-vars --set e=0.7
if [ $status = 0 ] && grep -q '^e  *parameter  *Real  *0.7 ' "$WORK/listvars.out" &&
   grep -q '^v  *state ' "$WORK/listvars.out"; then
  pass "--list-vars"
else
  fail "--list-vars (exit $status)"
fi
# 6 impacts in [0, 3], each followed by "h < 0" becoming false at h = 1e-10
run stats bouncing_ball --stats -o /dev/null
if [ $status = 0 ] && grep -q 'residual evaluations' "$WORK/stats.err" &&
   grep -q 'events  *12$' "$WORK/stats.err"; then
  pass "--stats"
else
  fail "--stats (exit $status): $(cat "$WORK/stats.err")"
fi

# ---------------------------------------------------------------- thermostat
# first on, first off, second on (= first on + period); IDA at its default
# rtol=1e-6 is only good to ~5e-5 here (T ~ 300 K), so it runs tighter.
TH="0.2554128119 0.6790617421 0.7793970898"
run th_ida thermostat --events --rtol=1e-10 -o th_ida.csv
check_times th_ida 1e-7 $TH
run th_newmark thermostat --solver=newmark --step=1e-4 --events -o th_newmark.csv
check_times th_newmark 1e-7 $TH
# the algebraic Q follows the discrete heating at the event (right limit)
if awk -F, 'NR > 1 && $1 > 0.2554 && $1 < 0.25542 { n++; q[n] = $3; d[n] = $4 }
            END { exit !(n == 4 && q[1] == 0 && d[1] == 0 && q[2] == 25 && d[2] == 1) }' \
     "$WORK/th_ida.csv"; then
  pass "thermostat: Q and heating switch between the left and right rows"
else
  fail "thermostat: left/right rows at the first switch"
fi

# ---------------------------------------------------------------- failures
for solver in ida newmark; do
  run nan_$solver nan --solver=$solver -o nan.csv
  if [ $status = 1 ] && grep -q "^NanModel: error: at t=1.*'der(x) = sqrt(1 - time)' (NanModel.mo:4)" \
       "$WORK/nan_$solver.err" && ! ls "$WORK" | grep -q '^nan\.csv'; then
    pass "nan_$solver: exit 1, names time and equation, no result file"
  else
    fail "nan_$solver: exit $status: $(cat "$WORK/nan_$solver.err"); $(ls "$WORK" | grep nan.csv)"
  fi
done

echo "$((checks - failures)) of $checks checks passed"
[ $failures = 0 ]
