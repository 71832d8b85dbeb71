# A jump without event that IDA creeps up to (tests/models/NoEventCreep.mo):
# its accepted steps stop moving t (the step size below the rounding of t)
# right before the jump.  IDA is taken to be stuck after a few such steps
# and continues past the jump with algebraic variables outside its error
# test, instead of taking 100000 steps that do not move t first.
# x = e^t - 1: x(0.3) = 0.34985881, x(1) = e - 1 = 1.7182818; w = x before
# t = ln 1.5 = 0.40546511 and x - 1 after it.  Nothing else reads w, so it
# would be computed from x (tests/sim/output_only_angle.sh): built with
# --no-assignments, it stays the solver's unknown, as a wrapped value that
# the model reads elsewhere does.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/NoEventCreep.mo" -o ./NoEventCreep --no-assignments

for solver in ida newmark; do
  ./NoEventCreep --solver=$solver -o $solver.csv --stats 2> $solver.err
  close "$solver: exit status" $? 0 0
  close "$solver: w at t=0.3" "$(at w 0.3 $solver.csv)" 0.34985881 1e-5
  close "$solver: w at t=1" "$(last_value w $solver.csv)" 0.71828183 1e-5
  close "$solver: x at t=1" "$(last_value x $solver.csv)" 1.71828183 1e-5
  steps_at_most "$solver" $solver.err 2000
done
grep -q "warning: at t=0.405465.*IDA's steps stayed too short to advance; the model switches without events in 'w = noEvent(if x > 0.5 then x - 1 else x)'" ida.err \
  && echo "ok   ida: the warning names the time of the jump and its equation" \
  || { fail "ida: warning missing or wrong"; cat ida.err; }
finish
