#!/bin/sh
# bench/balls_sweep.sh BUILD-DIR - BouncingBalls over n = 10 ... 3000 balls
# (hysc -p n=N): the front end's time, peak memory and generated C size at
# every n; the whole build (front end and C compiler) up to BALLS_BUILD_MAX
# balls (default 3000) and the simulation on each backend (BALLS_STOP s of
# model time, default 1, as bench/scale.sh; wall time and peak memory;
# analytic sparse Jacobians) up to BALLS_SIM_MAX (default 3000).  Each
# impact is an event; its consistent restart re-solves only that ball's
# block, but IDA still restarts the whole system, so the run grows like n^2.
# Ends with the growth exponent of each column: the
# slope of log(cost) against log(n) between its two largest measured n
# (costs under 0.05 s are left out as noise; 1 is linear).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
hysc=$top/${1:-build}/hysc
build_max=${BALLS_BUILD_MAX:-3000}
sim_max=${BALLS_SIM_MAX:-3000}
stop=${BALLS_STOP:-1}
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
[ -x /usr/bin/time ] || { echo "balls_sweep: needs /usr/bin/time"; exit 0; }

measure() { # measure OUT COMMAND...: "seconds kilobytes" of COMMAND into OUT
  out=$1; shift
  /usr/bin/time -f '%e %M' -o "$out" "$@" > /dev/null 2>&1 || echo "- -" > "$out"
}

printf "%6s %9s %9s %11s %9s %9s %9s %9s %9s\n" n "front s" "front KB" "C bytes" "build s" "IDA s" "IDA KB" "NM s" "NM KB"
for n in 10 30 100 300 1000 3000; do
  measure front.t "$hysc" -p n=$n --emit-c=balls.c "$top/models/BouncingBalls.mo"
  bytes=$(wc -c < balls.c)
  build="- -"; ida="- -"; nm="- -"
  if [ "$n" -le "$build_max" ]; then
    measure build.t "$hysc" -p n=$n -o ./balls "$top/models/BouncingBalls.mo"; build=$(cat build.t)
  fi
  if [ "$n" -le "$sim_max" ] && [ "$n" -le "$build_max" ]; then
    measure ida.t ./balls --solver=ida --stop-time=$stop --no-progress -o /dev/null; ida=$(cat ida.t)
    measure nm.t ./balls --solver=newmark --stop-time=$stop --no-progress -o /dev/null; nm=$(cat nm.t)
  fi
  # shellcheck disable=SC2046,SC2086
  set -- $(cat front.t) $build $ida $nm
  printf "%6d %9s %9s %11d %9s %9s %9s %9s %9s\n" "$n" "$1" "$2" "$bytes" "$3" "$5" "$6" "$7" "$8" | tee -a sweep.txt
done
awk -v columns="2=front end time;5=build time;6=IDA time;8=Newmark time" -v whole="4=generated C size" \
  -f "$top/bench/slope.awk" sweep.txt
