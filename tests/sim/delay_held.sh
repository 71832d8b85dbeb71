# delay() of an expression that changes only at events
# (tests/models/DelayHeld.mo): the delayed jumps come back 1e-3 after
# t = 0.5, 1.5 and 2.5, and the step is not capped at a quarter of the
# delay time (12000 steps to t = 3), on both backends (Newmark lands on each of the 300 output times).
# x(3) = 1 (1.501 - 0.501) + 2 (2.501 - 1.501) + 3 (3 - 2.501) = 4.497;
# x(1.5) = 0.999; yd(0.5005) = 0, yd(0.502) = 1.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/DelayHeld.mo" -o ./DelayHeld

for solver in ida newmark; do
  ./DelayHeld --solver=$solver --stop-time=3 --interval=0.01 -o $solver.csv --stats 2> $solver.err
  close "$solver: exit status" $? 0 0
  close "$solver: yd at t=0.5005" "$(at yd 0.5005 $solver.csv)" 0 1e-9
  close "$solver: yd at t=0.502" "$(at yd 0.502 $solver.csv)" 1 1e-9
  close "$solver: x at t=1.5" "$(at x 1.5 $solver.csv)" 0.999 1e-6
  close "$solver: x at t=3" "$(last_value x $solver.csv)" 4.497 1e-6
  steps_at_most "$solver" $solver.err 1000
done
finish
