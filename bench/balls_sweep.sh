#!/bin/sh
# bench/balls_sweep.sh BUILD-DIR - BouncingBalls over n = 10 ... 10000 balls
# (hysc -p n=N): the front end's time, peak memory and generated C size at
# every n; the whole build (front end and C compiler) up to BALLS_BUILD_MAX
# balls (default 10000) and the simulation on each backend (BALLS_STOP s of
# model time, default 1, as bench/scale.sh; wall time and peak memory) up to
# BALLS_SIM_MAX (default 10000), written on the output grid only
# (--no-event-rows), so that the balls, which nothing links, are simulated
# one by one (runtime/partition.c): an impact restarts its own ball.  For
# comparison, the same runs with --no-partition (the whole system in one
# integrator, every impact an event of all n balls: growing like n^2) up to
# BALLS_WHOLE_MAX (default 1000).  The target: 10 000 balls in under 10 s
# on each backend, said on the last line.  Ends with the growth exponent of
# each column: the slope of log(cost) against log(n) between its two
# largest measured n (costs under 0.05 s are left out as noise; 1 is linear).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
hysc=$top/${1:-build}/hysc
build_max=${BALLS_BUILD_MAX:-10000}
sim_max=${BALLS_SIM_MAX:-10000}
whole_max=${BALLS_WHOLE_MAX:-1000}
stop=${BALLS_STOP:-1}
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
[ -x /usr/bin/time ] || { echo "balls_sweep: needs /usr/bin/time"; exit 0; }

measure() { # measure OUT COMMAND...: "seconds kilobytes" of COMMAND into OUT
  out=$1; shift
  /usr/bin/time -f '%e %M' -o "$out" "$@" > /dev/null 2>&1 || echo "- -" > "$out"
}

printf "%6s %9s %9s %11s %9s %9s %9s %9s %9s %9s %9s\n" n "front s" "front KB" "C bytes" "build s" "IDA s" "IDA KB" \
  "NM s" "NM KB" "IDA whole" "NM whole"
for n in 10 30 100 300 1000 3000 10000; do
  measure front.t "$hysc" -p n=$n --emit-c=balls.c "$top/models/BouncingBalls.mo"
  bytes=$(wc -c < balls.c)
  build="- -"; ida="- -"; nm="- -"; ida_whole="- -"; nm_whole="- -"
  if [ "$n" -le "$build_max" ]; then
    measure build.t "$hysc" -p n=$n -o ./balls "$top/models/BouncingBalls.mo"; build=$(cat build.t)
  fi
  run="--stop-time=$stop --no-progress --no-event-rows -o /dev/null"
  if [ "$n" -le "$sim_max" ] && [ "$n" -le "$build_max" ]; then
    # shellcheck disable=SC2086
    measure ida.t ./balls --solver=ida $run; ida=$(cat ida.t)
    # shellcheck disable=SC2086
    measure nm.t ./balls --solver=newmark $run; nm=$(cat nm.t)
  fi
  if [ "$n" -le "$whole_max" ] && [ "$n" -le "$build_max" ]; then
    # shellcheck disable=SC2086
    measure ida_whole.t ./balls --solver=ida $run --no-partition; ida_whole=$(cat ida_whole.t)
    # shellcheck disable=SC2086
    measure nm_whole.t ./balls --solver=newmark $run --no-partition; nm_whole=$(cat nm_whole.t)
  fi
  # shellcheck disable=SC2046,SC2086
  set -- $(cat front.t) $build $ida $nm $ida_whole $nm_whole
  printf "%6d %9s %9s %11d %9s %9s %9s %9s %9s %9s %9s\n" "$n" "$1" "$2" "$bytes" "$3" "$5" "$6" "$7" "$8" "$9" \
    "${11}" | tee -a sweep.txt
done
awk -v columns="2=front end time;5=build time;6=IDA time;8=Newmark time;10=IDA whole;11=Newmark whole" \
  -v whole="4=generated C size" -f "$top/bench/slope.awk" sweep.txt
awk '$1 == 10000 { ok = $6 != "-" && $8 != "-" && $6 < 10 && $8 < 10
       printf "10000 balls, %s s: IDA %s s, Newmark %s s (target: under 10 s each): %s\n", stop, $6, $8,
              $6 == "-" || $8 == "-" ? "not measured" : ok ? "met" : "NOT met" }' stop="$stop" sweep.txt
