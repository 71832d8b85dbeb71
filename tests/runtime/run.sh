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
CFLAGS=${CFLAGS:-"-O2 -g -Wall -Wextra -Wno-missing-field-initializers -std=c11"}
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

# relay_h: the relay with a per-relation hysteresis of 0.01 (its annotation)
for model in bouncing_ball thermostat nan relay relay_h clock tank; do
  src=$model defs=
  [ $model = relay_h ] && src=relay defs=-DRELAY_HYSTERESIS=0.01
  # shellcheck disable=SC2086
  if ! $CC $CFLAGS $defs -Iruntime tests/runtime/${src}_model.c $RUNTIME $LIBS \
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
pass "build (7 models)"

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

# Zeno: the impacts accumulate at t_inf = 4.0637127689, which must be
# reported, with an estimate within 1% (it is exact for a geometric
# sequence), before the ball falls through.  With --zeno=stop the run stops
# at the event where this is detected (exit 3, result file kept, ending
# before t_inf).  By default (--zeno=warn) it goes on and, past t_inf, the
# ball falls through the floor: once its bounce is lower than the hysteresis,
# h < 0 never becomes false again.
zeno_estimate() {
  sed -n 's/^BouncingBall: Zeno behaviour: [0-9]* events of h < 0 (BouncingBall.mo:16) accumulating at t=\([^ ]*\) .*/\1/p' "$WORK/$1.err"
}
for solver in ida newmark; do
  run bb_zeno_$solver bouncing_ball --solver=$solver --stop-time=10 --zeno=stop -o zeno.csv
  est=$(zeno_estimate bb_zeno_$solver)
  last=$(tail -n 1 "$WORK/zeno.csv" | cut -d, -f1)
  if [ $status = 3 ] && [ -n "$est" ] &&
     awk -v e="$est" -v l="$last" 'BEGIN { d = e - 4.0637127689; exit !(d < 0.01 * 4.0637127689 && -d < 0.01 * 4.0637127689 && l < 4.0637127689 && l > 3) }'; then
    pass "bb_zeno_$solver: --zeno=stop: exit 3, accumulation at t=$est (4.0637127689), result file ends at t=$last"
  else
    fail "bb_zeno_$solver: exit $status, estimate '$est', last row at $last: $(cat "$WORK/bb_zeno_$solver.err")"
  fi
  run bb_zeno_warn_$solver bouncing_ball --solver=$solver --stop-time=10 -o zeno.csv
  est=$(zeno_estimate bb_zeno_warn_$solver)
  if [ $status = 0 ] && [ -n "$est" ] &&
     awk -v e="$est" 'BEGIN { d = e - 4.0637127689; exit !(d < 0.01 * 4.0637127689 && -d < 0.01 * 4.0637127689) }' &&
     tail -n 1 "$WORK/zeno.csv" | awk -F, '{ exit !($1 == 10 && $2 < -1) }'; then
    pass "bb_zeno_warn_$solver: default: warned (t=$est), h(10) = $(tail -n 1 "$WORK/zeno.csv" | cut -d, -f2) < -1"
  else
    fail "bb_zeno_warn_$solver: exit $status, last row $(tail -n 1 "$WORK/zeno.csv")"
  fi
done

# CSV layout: quoted header, rows from start to stop, left and right limit at
# the first impact with v_right = -e v_left, and no other row near it.
if [ "$(head -n 1 "$WORK/bb_ida.csv")" = '"time","h","v"' ]; then
  pass "csv: header"
else
  fail "csv: header is $(head -n 1 "$WORK/bb_ida.csv")"
fi
if awk -F, -v t1=0.4515236410 '
    NR == 2 && !($1 == 0 && $2 == 1 && $3 == 0) { bad = "first row " $0 }
    NR > 1 { if (prev != "" && $1 < prev) bad = "time goes back at " $1; prev = $1; last = $1 }
    NR > 1 && $1 - t1 < 1e-6 && t1 - $1 < 1e-6 { n++; v[n] = $3 }
    # (only these two: where "h < 0" becomes false again, once h > 1e-10,
    # nothing changes, and that event writes no rows)
    END {
      if (bad == "" && last != 3) bad = "last time " last
      if (bad == "" && n != 2) bad = n " rows near the impact"
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
--zeno=ignore
--zeno
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
   grep -q 'rejected steps  *[0-9]' "$WORK/stats.err" &&
   grep -q 'events  *12$' "$WORK/stats.err"; then
  pass "--stats"
else
  fail "--stats (exit $status): $(cat "$WORK/stats.err")"
fi

# ---------------------------------------------------------------- thermostat
# first on, first off, second on (= first on + period), second off; at the
# default rtol=1e-6 IDA is good to ~5e-5 and Newmark to ~6e-6 here (the
# weights rtol*|T| are large at T ~ 300 K), so both run tighter.
TH="0.2554128119 0.6790617421 0.7793970898 1.2030460200"
run th_ida thermostat --events --rtol=1e-10 -o th_ida.csv
check_times th_ida 1e-7 $TH
run th_newmark thermostat --solver=newmark --rtol=1e-10 --atol=1e-10 --events -o th_newmark.csv
check_times th_newmark 1e-6 $TH
run th_newmark_fixed thermostat --solver=newmark --step=1e-4 --events -o /dev/null
check_times th_newmark_fixed 1e-7 $TH
# the algebraic Q follows the discrete heating at the event (right limit);
# these two rows only (the relation's hysteresis releasing just after it
# changes nothing and writes no rows)
if awk -F, 'NR > 1 && $1 > 0.2554 && $1 < 0.25542 { n++; q[n] = $3; d[n] = $4 }
            END { exit !(n == 2 && q[1] == 0 && d[1] == 0 && q[2] == 25 && d[2] == 1) }' \
     "$WORK/th_ida.csv"; then
  pass "thermostat: Q and heating switch between the left and right rows"
else
  fail "thermostat: left/right rows at the first switch"
fi

# ---------------------------------------------------------------- failures
# The run fails at t = 1 (sqrt of a negative number just past it) and keeps
# the rows computed up to there: the last at t = 1 (the grid time the step
# control reached; 251 rows of the grid 0.004), x = 2/3 (x = 2/3 (1 - (1 -
# t)^1.5); 1e-4: the steps near the square root's singularity), and says so.
for solver in ida newmark; do
  rm -f "$WORK/nan.csv"
  run nan_$solver nan --solver=$solver -o nan.csv
  if [ $status = 1 ] && grep -q "^NanModel: error: at t=1.*'der(x) = sqrt(1 - time)' (NanModel.mo:4)" \
       "$WORK/nan_$solver.err" && grep -q "^NanModel: results up to t=1 written to 'nan.csv'$" "$WORK/nan_$solver.err" &&
     tail -n 1 "$WORK/nan.csv" | awk -F, '{ d = $2 - 2 / 3; exit !($1 == 1 && d * d < 1e-8) }' &&
     [ "$(wc -l < "$WORK/nan.csv")" = 252 ]; then
    pass "nan_$solver: exit 1, names time and equation, rows 0 to 1 kept (x(1) = $(tail -n 1 "$WORK/nan.csv" | cut -d, -f2))"
  else
    fail "nan_$solver: exit $status: $(cat "$WORK/nan_$solver.err"); $(ls "$WORK" | grep nan.csv)"
  fi
done

# ---------------------------------------------------------------- relay
# Chattering: at x = 0 the relation switches at every step; without
# hysteresis the run stops there with the Zeno message (exit 3), also with
# --zeno=warn (going on would take ~1e13 events).
for solver in ida newmark; do
  run relay_$solver relay --solver=$solver --hysteresis=0 --zeno=warn -o relay.csv
  if [ $status = 3 ] && grep -q '^Relay: Zeno behaviour: [0-9]* events of x > 0 (Relay.mo:4) accumulating at t=1 .*chattering' \
       "$WORK/relay_$solver.err" && tail -n 1 "$WORK/relay.csv" | awk -F, '{ exit !($1 > 0.999 && $1 < 1.001) }'; then
    pass "relay_$solver: chattering reported at t=1, exit 3, result file up to it"
  else
    fail "relay_$solver: exit $status: $(cat "$WORK/relay_$solver.err")"
  fi
  # the relation's own hysteresis 0.01 wins over --hysteresis=0: a limit
  # cycle x in [-0.01, 0], switches at 1.01, 1.02, 1.03, ... (no Zeno)
  run relay_h_$solver relay_h --solver=$solver --hysteresis=0 --events -o relay_h.csv
  got=$(awk '/relation x > 0 became/ { sub(/^event t=/, ""); print $1 }' "$WORK/relay_h_$solver.err" | head -n 4 | tr '\n' ' ')
  if [ $status = 0 ] && echo "$got" | awk '{ for (i = 1; i <= 4; i++) { d = $i - (1 + 0.01 * i); if (d < 0) d = -d; if (d > 1e-9) exit 1 } exit NF != 4 }' &&
     ! grep -q Zeno "$WORK/relay_h_$solver.err"; then
    pass "relay_h_$solver: per-relation hysteresis, switches at $got"
  else
    fail "relay_h_$solver: exit $status, switches at $got"
  fi
done

# ---------------------------------------------------------------- clock
# sample(0, 0.1) fires at 0 (in the initialization event), 0.1, ..., 1.0 =
# 11 ticks, at instants computed as k*0.1 exactly; sample(0.05, 0.3) at 0.05,
# 0.35, 0.65, 0.95; initial() at 0, terminal() at 1 (a right-limit row).
for solver in ida newmark; do
  run clock_$solver clock --solver=$solver --events --interval=0.25 -o clock_$solver.csv
  want=$(awk 'BEGIN { for (k = 0; k <= 10; k++) printf "%.17g ", k * 0.1 }')
  got=$(awk '/time event sample\(0, period\)/ { sub(/^event t=/, ""); printf "%s ", $1 }' "$WORK/clock_$solver.err")
  # t ticks x xs: x = time exactly at each tick
  if [ $status = 0 ] && [ "$got" = "$want" ]; then
    pass "clock_$solver: 11 time events exactly at k*0.1"
  else
    fail "clock_$solver: exit $status, time events at '$got', expected '$want'"
  fi
  if awk -F, 'NR == 2 { first = $0; ok1 = ($1 == 0 && $3 == 1 && $6 == 0) }
              { last = $0; prev2 = prev; prev = $0 }
              END { split(last, a, ","); d = a[5] - 1; if (d < 0) d = -d
                    exit !(ok1 && a[1] == 1 && a[3] == 11 && a[4] == 4 && d < 1e-12 && a[7] == 1) }' \
       "$WORK/clock_$solver.csv" &&
     [ "$(grep -c 'sample(0.05, 3\*period) (Clock.mo:12)$' "$WORK/clock_$solver.err")" = 8 ] &&
     grep -q '^event t=0 initial()' "$WORK/clock_$solver.err" &&
     grep -q '^event t=1 terminal() (Clock.mo:13)' "$WORK/clock_$solver.err"; then
    pass "clock_$solver: initial() at 0, ticks=11, late=4, xs=1, terminal() at 1"
  else
    fail "clock_$solver: rows $(head -n 2 "$WORK/clock_$solver.csv" | tail -n 1) ... $(tail -n 1 "$WORK/clock_$solver.csv")"
  fi
done
# rows at each tick: left and right limit at the tick time, xs = time
if awk -F, 'NR > 1 && $1 == prev && $5 != pxs { n++; d = $5 - $1; if (d < 0) d = -d; if (d > 1e-12) bad = 1 }
            NR > 1 { prev = $1; pxs = $5 } END { exit !(n == 10 && !bad) }' "$WORK/clock_ida.csv"; then
  pass "clock: the sampled x equals the tick time in the right-limit rows"
else
  fail "clock: sampled values"
fi

# ---------------------------------------------------------------- tank
# floor(4*x) with x = 1.1 - t steps at 0.1, 0.35, 0.6, 0.85, 1.1; a warning
# assertion once at 0.6; terminate() at 1.1 (exit 0, file kept).
for solver in ida newmark; do
  run tank_$solver tank --solver=$solver --events -o tank_$solver.csv
  steps=$(awk '/floor\/ceil\/integer value 1 changed/ { sub(/^event t=/, ""); printf "%s ", $1 }' "$WORK/tank_$solver.err")
  if [ $status = 0 ] && echo "$steps" | awk '{ split("0.1 0.35 0.6 0.85 1.1", e, " "); for (i = 1; i <= 5; i++) { d = $i - e[i]; if (d < 0) d = -d; if (d > 1e-9) exit 1 } exit NF != 5 }'; then
    pass "tank_$solver: floor(4x) steps at $steps"
  else
    fail "tank_$solver: exit $status, floor steps at $steps"
  fi
  if [ "$(grep -c '^Tank: warning: at t=0.6[0-9]*: level below half (Tank.mo:9)$\|^Tank: warning: at t=0.59999[0-9]*: level below half (Tank.mo:9)$' "$WORK/tank_$solver.err")" = 1 ] &&
     grep -q '^Tank: terminated at t=1.1[0-9]*: tank empty (Tank.mo:11)$' "$WORK/tank_$solver.err" &&
     tail -n 1 "$WORK/tank_$solver.csv" | awk -F, '{ exit !($1 > 1.0999999 && $1 < 1.1000001 && $3 == -0.25) }' &&
     awk -F, '$1 > 0.4 && $1 < 0.5 && $3 != 0.5 { bad = 1 } END { exit bad }' "$WORK/tank_$solver.csv"; then
    pass "tank_$solver: one warning at 0.6, terminated at 1.1 with rows to there, level = floor(4x)/4"
  else
    fail "tank_$solver: $(cat "$WORK/tank_$solver.err")"
  fi
  rm -f "$WORK/tank_dry.csv"
  run tank_dry_$solver tank --solver=$solver --set stopAtEmpty=false -o tank_dry.csv
  if [ $status = 1 ] && grep -q '^Tank: error: at t=1\.3\(5\|49999\)[0-9]*, assertion failed: tank ran dry (Tank.mo:10)$' "$WORK/tank_dry_$solver.err" &&
     grep -q "^Tank: results up to t=1\.34[0-9]* written to 'tank_dry.csv'$" "$WORK/tank_dry_$solver.err" &&
     tail -n 1 "$WORK/tank_dry.csv" | awk -F, '{ exit !($1 > 1.3479 && $1 <= 1.35) }'; then
    pass "tank_dry_$solver: error assertion at t=1.35, exit 1, rows up to it kept"
  else
    fail "tank_dry_$solver: exit $status: $(cat "$WORK/tank_dry_$solver.err")"
  fi
  run tank_init_$solver tank --solver=$solver --set x0=-1 -o /dev/null
  if [ $status = 1 ] && grep -q "^Tank: error: at t=0, initialization failed: .* initial equation 'x\*x = x0' (Tank.mo:13)" "$WORK/tank_init_$solver.err"; then
    pass "tank_init_$solver: the failing initial equation is named"
  else
    fail "tank_init_$solver: exit $status: $(cat "$WORK/tank_init_$solver.err")"
  fi
done

# ---------------------------------------------------------------- Newton at the rounding floor
# newton_floor.c: a row whose small term is lost in the rounding of the
# others is solved (residuals within 1e-16), not reported as no convergence.
# shellcheck disable=SC2086
if $CC $CFLAGS -Iruntime tests/runtime/newton_floor.c $RUNTIME $LIBS -o "$WORK/newton_floor" 2>"$WORK/build.err" &&
   ! [ -s "$WORK/build.err" ] && "$WORK/newton_floor" > "$WORK/newton_floor.out"; then
  pass "newton_floor: $(tr '\n' ';' < "$WORK/newton_floor.out")"
else
  fail "newton_floor: $(cat "$WORK/build.err" "$WORK/newton_floor.out" 2>/dev/null)"
fi

# ---------------------------------------------------------------- KLU factoring afresh
# klu_fresh.c: after a setup whose refactorization the condition estimate
# threw away, the next factors afresh with no estimate; residuals 1e-15.
# A diagonal pivot 730 times smaller than its column's largest entry is
# refused (kept, it left the row it eliminated from 730 times its rounding).
# klu.h where configure looks for it.
case "$LIBS" in
*klu*)
  # shellcheck disable=SC2086
  if $CC $CFLAGS -Iruntime -I/usr/include/suitesparse -I/usr/local/include/suitesparse tests/runtime/klu_fresh.c $RUNTIME $LIBS -o "$WORK/klu_fresh" \
       2>"$WORK/build.err" && ! [ -s "$WORK/build.err" ] && "$WORK/klu_fresh" > "$WORK/klu_fresh.out"; then
    pass "klu_fresh: $(tr '\n' ';' < "$WORK/klu_fresh.out")"
  else
    fail "klu_fresh: $(cat "$WORK/build.err" "$WORK/klu_fresh.out" 2>/dev/null)"
  fi ;;
esac

echo "$((checks - failures)) of $checks checks passed"
[ $failures = 0 ]
