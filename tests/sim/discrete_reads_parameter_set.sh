# A variable that parameters alone set (u = r, r = R: a block's input
# connected to a constant source) and that a discrete equation reads
# (negative = u <= 0) is computed like any other, not kept an unknown of
# the solver: the relation on it is no root function, so the event iteration
# needs no solved value of it.  R = -1: der(x) = -2x, x(1) = e^-2 =
# 0.1353352832; --set R=1: der(x) = -x, x(1) = e^-1 = 0.3678794412.  Both
# backends.
. "$TOP/tests/lib.sh"
cat > DiscreteReadsSet.mo <<'MODEL'
model DiscreteReadsSet
  parameter Real R = -1;
  Real r "r = R: a block's output";
  Real u "u = r: the input it is connected to";
  Boolean negative "u <= 0, read by a discrete equation";
  Real x(start = 1, fixed = true);
equation
  r = R;
  u = r;
  negative = u <= 0;
  der(x) = if negative then -2*x else -x;
end DiscreteReadsSet;
MODEL
"$HYSC" --dump-flat DiscreteReadsSet.mo > flat.txt || fail "--dump-flat exited $?"
grep -q '^// assignment [0-9]*: u := r$' flat.txt && echo "ok   u is computed" ||
  fail "u is not computed: $(grep '^// assignment' flat.txt)"
grep -q '^// assignments: 2 variables computed in order, 1 unknowns left to the solver$' flat.txt &&
  echo "ok   one unknown left (x)" || fail "$(grep '^// assignments:' flat.txt)"
build ./DiscreteReadsSet.mo -o ./dr
for solver in ida newmark; do
  ./dr --solver=$solver --stop-time=1 -o $solver.csv 2> $solver.err || { fail "$solver: exit $?"; cat $solver.err; }
  close "$solver: u" "$(last_value u $solver.csv)" -1 1e-12
  close "$solver: x(1)" "$(last_value x $solver.csv)" 0.1353352832 1e-5
  ./dr --solver=$solver --stop-time=1 --set R=1 -o pos.csv 2> pos.err || fail "$solver R=1: exit $?"
  close "$solver R=1: u" "$(last_value u pos.csv)" 1 1e-12
  close "$solver R=1: x(1)" "$(last_value x pos.csv)" 0.3678794412 1e-5
done
finish
