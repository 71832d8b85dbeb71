#!/bin/sh
# bench/sweep_jobs.sh BUILD-DIR - a parameter study of 1000 bouncing-ball
# cases (e = 0.5 .. 0.95, stop at the accumulation, as in tests/sim/sweep.sh)
# with --jobs 1 and with --jobs 2: the wall time of each and their ratio
# (close to 2 on two free cores; each case is a process of its own, so the
# ratio also shows what starting 1000 processes costs against the runs).
set -eu
. "$(dirname "$0")/common.sh"
"$hysc" -o BouncingBall "$top/models/BouncingBall.mo"
now() { date +%s.%N; }
run() { # run JOBS: seconds of the whole study
  rm -rf "sweep$1"
  t0=$(now)
  ./BouncingBall --sweep e=0.5:0.95:1000 --stop-time=20 --zeno=stop --jobs="$1" \
    --sweep-dir="sweep$1" 2> "sweep$1.err" || { cat "sweep$1.err"; exit 1; }
  awk -v a="$t0" -v b="$(now)" 'BEGIN { printf "%.3f", b - a }'
}
one=$(run 1)
two=$(run 2)
rows=$(($(wc -l < sweep2/summary.csv) - 1))
echo "sweep_jobs: 1000 BouncingBall cases ($rows rows), $(nproc) processors"
echo "  --jobs 1  ${one} s"
echo "  --jobs 2  ${two} s"
awk -v a="$one" -v b="$two" 'BEGIN { printf "  ratio     %.2f (jobs 1 / jobs 2)\n", a / b }'
