# A call of a user function on a variable computed from parameters alone
# (tests/models/InvariantCall.mo: T = Tpar, s = scale(T, 0.25)) is a
# constant of the run, computed like a call on parameters: s leaves the
# solver's unknowns (x stays; z, which reads the state, is computed only as
# nothing else reads it), so no iterate of the solver can leave s off its
# equation.  s = 0.25 (Tpar/300)^2:
# with Tpar = 600, s = 1 and x = e^-t: x(1) = 0.3678794412, z = x^2 =
# 0.1353352832; with --set Tpar=300, s = 0.25: x(1) = e^-0.25 =
# 0.7788007831.  Both backends, 1e-5.
. "$TOP/tests/lib.sh"
"$HYSC" --dump-flat "$TOP/tests/models/InvariantCall.mo" > flat.txt || fail "--dump-flat exited $?"
grep -q '^// assignment [0-9]*: s := scale(T, 0.25)$' flat.txt && echo "ok   s is computed" ||
  fail "s is not computed: $(grep '^// assignment' flat.txt)"
grep -q '^// assignments: 3 variables computed in order, 1 unknowns left to the solver$' flat.txt &&
  echo "ok   3 computed (T, s, z), 1 unknown (x)" || fail "$(grep '^// assignments:' flat.txt)"
build "$TOP/tests/models/InvariantCall.mo" -o ./InvariantCall
for solver in ida newmark; do
  ./InvariantCall --solver=$solver --stop-time=1 -o $solver.csv 2> $solver.err || fail "$solver: exit $?"
  close "$solver: s" "$(column s $solver.csv | tail -1)" 1 1e-12
  close "$solver: x(1)" "$(column x $solver.csv | tail -1)" 0.3678794412 1e-5
  close "$solver: z(1)" "$(column z $solver.csv | tail -1)" 0.1353352832 1e-5
  ./InvariantCall --solver=$solver --stop-time=1 --set Tpar=300 -o $solver-300.csv 2> $solver-300.err ||
    fail "$solver --set Tpar=300: exit $?"
  close "$solver --set Tpar=300: s" "$(column s $solver-300.csv | tail -1)" 0.25 1e-12
  close "$solver --set Tpar=300: x(1)" "$(column x $solver-300.csv | tail -1)" 0.7788007831 1e-5
done
finish
