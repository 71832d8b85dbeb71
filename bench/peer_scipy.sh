#!/bin/sh
# bench/peer_scipy.sh BUILD-DIR - hysc against a peer on the same problem, in
# one run: the bouncing ball to t = 2.5 (four impacts) with scipy's solve_ivp
# (RK45, rtol 1e-6, a terminal event per impact; bench/bouncing_ball_scipy.py)
# and with the compiled model on both backends at the same tolerance.  Wall
# times are in-process (no start-up), best of five; the error is that of the
# fourth impact time.  Needs Debian's python3 with python3-scipy; skipped
# without it.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
hysc=$top/${1:-build}/hysc
python=/usr/bin/python3
if ! "$python" -c 'import scipy' 2>/dev/null; then
  echo "peer_scipy: skipped (apt-get install python3-scipy for Debian's python3)"
  exit 0
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
"$hysc" -o ./BouncingBall "$top/models/BouncingBall.mo"
set -- $("$python" "$top/bench/bouncing_ball_scipy.py")
scipy_time=$1 scipy_error=$2
printf "%-24s %12s %14s\n" "bouncing ball to 2.5 s" "wall [s]" "error t4 [s]"
printf "%-24s %12s %14s\n" "scipy solve_ivp RK45" "$scipy_time" "$scipy_error"
for solver in ida newmark; do
  best=""
  for i in 1 2 3 4 5; do
    ./BouncingBall --solver=$solver --stop-time=2.5 --rtol=1e-6 --stats --events -o /dev/null 2> run.err
    w=$(awk '$1 == "wall" { print $3 }' run.err)
    best=$(awk -v a="$best" -v b="$w" 'BEGIN { print (a == "" || b < a) ? b : a }')
  done
  t4=$(sed -n 's/^event t=\([^ ]*\) h<0 .*/\1/p' run.err | sed -n 4p)
  err=$(awk -v t="$t4" 'BEGIN { d = t - 2.2142719354; printf "%.3g", d < 0 ? -d : d }')
  printf "%-24s %12s %14s   scipy/hysc %.1f\n" "hysc $solver" "$best" "$err" "$(awk -v a="$scipy_time" -v b="$best" 'BEGIN { print a / b }')"
done
