# The cost of Newmark steps across a switch without events
# (tests/models/NoEventSwitch.mo, also bench/newton_switch.sh): der(x) =
# noEvent(if x >= 1 then -1 else 1) from x(0) = 2 reaches x = 1 at t = 1 and
# stays there (each step that crosses has no solution and is cut until it
# ends within the tolerance of x = 1).  Newton's line search halves its first
# cut and keeps the factors after one halving (runtime/newton.c): with a cut
# by up to 10 and a new Jacobian after every cut, each crossing step took
# 20 iterations, each with a Jacobian, and failed (833105 Jacobian
# evaluations for 11288 steps at rtol 0.1, 74 per step; 19 per step at the
# default tolerance).  Deterministic counts from --stats, not times.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/NoEventSwitch.mo" -o ./NoEventSwitch
stat() { sed -n "s/^  $1  *\([0-9]*\).*/\1/p" "$2"; }
for rtol in 0.1 1e-6; do
  timeout 60 ./NoEventSwitch --solver=newmark --rtol=$rtol --stop-time=1.05 --stats -o run.csv 2> stats.txt \
    || { fail "rtol $rtol: exit $?"; cat stats.txt; }
  close "rtol $rtol: x at t = 0.5" "$(awk -F, '$1 <= 0.5 { v = $2 } END { print v }' run.csv)" 1.5 0.003
  close "rtol $rtol: x at the end, on the switch" "$(last_value x run.csv)" 1 1e-6
  jac=$(stat "Jacobian evaluations" stats.txt) steps=$(stat steps stats.txt)
  holds "rtol $rtol: $jac Jacobian evaluations for $steps steps, at most 4 per step" "${jac:-1e300} <= 4 * ${steps:-0}"
  [ $rtol = 0.1 ] && holds "rtol 0.1: $jac Jacobian evaluations, at most 4000" "${jac:-1e300} <= 4000"
done
finish
