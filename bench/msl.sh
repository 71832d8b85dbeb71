#!/bin/sh
# bench/msl.sh BUILD-DIR [MSL_DIR [REFERENCE_DIR]] - hysc on the examples of
# the Modelica Standard Library (tests/msl/run.sh, one example at a time so
# the times are not shared): the table, then the front-end and whole-build
# times of the examples that build and the CPU times of those that run,
# against the targets of one second for the front end, three for model to
# executable and one for the run.  MSL_DIR defaults to the
# MODELICAPATH entry holding Modelica/; without one it says so and stops.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
[ $# -gt 0 ] && shift
export HYSC="$top/$build/hysc"
table=$(sh "$top/tests/msl/run.sh" -j 1 "$@") || { echo "bench/msl.sh: no Modelica Standard Library (give MSL_DIR or set MODELICAPATH)"; exit 0; }
echo "$table"
echo "$table" | awk '$4 == "ok" { n++; if ($7 > fmax) fmax = $7; if ($8 > bmax) bmax = $8; if ($8 > 3) slow_b++ }
  $5 == "ok" { r++; if ($9 > rmax) rmax = $9; if ($9 > 1) { slow_r++; print "# runs over 1 s: " $1 " " $9 " s" } }
  END {
    if (!n) { print "# no example builds yet: no times"; exit }
    printf "# %d examples build: front end at most %.2f s (target 1 s), model to executable at most %.2f s (target 3 s, %d over)\n", n, fmax, bmax, slow_b
    printf "# %d examples run: at most %.2f s of CPU (target 1 s, %d over)\n", r, rmax, slow_r
  }'
