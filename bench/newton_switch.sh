#!/bin/sh
# bench/newton_switch.sh BUILD-DIR - Newmark across a switch without events
# (tests/models/NoEventSwitch.mo: x slides on x = 1 from t = 1, every
# crossing step has no solution): steps, rejected steps, Jacobian
# evaluations and Jacobian evaluations per step to t = 2, at rtol 0.1 and
# at the default tolerance.  The counts are the run's own (--stats): with
# the damping of runtime/newton.c 3.5 Jacobians per accepted step at the
# default tolerance and 11 at rtol 0.1 (most steps are first rejected); with
# a new Jacobian after every cut step and cuts by 10 it was 19.5 and 79
# (132 and 203 million Jacobians, for 6.8 and 2.6 million steps).
set -eu
. "$(dirname "$0")/common.sh"
"$hysc" -o ./NoEventSwitch "$top/tests/models/NoEventSwitch.mo"
printf "%-10s %10s %10s %12s %10s %9s\n" rtol steps rejected Jacobians "per step" "wall s"
for rtol in 0.1 1e-6; do
  ./NoEventSwitch --solver=newmark --rtol=$rtol --stop-time=2 --stats -o run.csv 2> stats.txt || true
  awk -v rtol=$rtol '
    $1 == "steps" { s = $2 }
    $1 == "rejected" { r = $3 }
    $1 == "Jacobian" { j = $3 }
    $1 == "wall" { w = $3 }
    END { printf "%-10s %10s %10s %12s %10.2f %9s\n", rtol, s, r, j, (s > 0 ? j / s : 0), w }' stats.txt
done
