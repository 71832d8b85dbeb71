# A chain of 60 algebraic variables, each computed from the one before
# (a[i] = a[i-1] + x), leaves none of them to the solver: an assignment may
# nest up to 256 others (it was 32, and a[33] ... a[60] stayed unknowns of
# Newton and of IDA's error test).  Values by hand: a[i] = (i + 1) x, so
# der(x) = -a[60]/61 = -x and x(1) = exp(-1), a[60](1) = 61 exp(-1), on
# both backends.
. "$TOP/tests/lib.sh"
cat > DeepChain.mo <<'MODEL'
model DeepChain
  parameter Integer n = 60;
  Real x(start = 1, fixed = true);
  Real a[n];
equation
  a[1] = 2 * x;
  for i in 2:n loop
    a[i] = a[i - 1] + x;
  end for;
  der(x) = -a[n] / (n + 1);
end DeepChain;
MODEL
"$HYSC" --dump-flat DeepChain.mo > flat.txt || fail "--dump-flat exited $?"
grep -q '^// assignments: 60 variables computed in order, 1 unknowns left to the solver$' flat.txt &&
  echo "ok   a[1] ... a[60] are computed, x alone is left to the solver" ||
  fail "$(grep '^// assignments' flat.txt)"
build ./DeepChain.mo -o ./deep
for solver in ida newmark; do
  ./deep --solver=$solver --stop-time=1 --rtol=1e-8 -o $solver.csv 2> $solver.err || { fail "$solver: exit $?"; cat $solver.err; }
done
close_both "x 1 0.36787944117144233 1e-6" "a[60] 1 22.440645911457982 6e-5"
finish
