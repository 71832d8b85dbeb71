# A function with an assert that only a when-clause and a parameter's
# binding call is checked where those run, not after every step: the
# generated check_asserts() then evaluates no residual.  (The assert of a
# function called in a when-clause's equation used not to stop the run.)  A function with an
# assert that a continuous equation calls still has it (the residual runs
# at each accepted point).  The when-clause's assert still stops the run
# where it fails.  Values by hand: k = twice(1.5) = 3; d = twice(10 t) at
# t = 0.1, 0.2, 0.3 is 2, 4, 6, so x(0.35) = 3*0.35 + 2*0.1 + 4*0.1 + 6*0.05
# = 1.95; at t = 0.4, u = 4 fails twice's assert u < 3.5.
. "$TOP/tests/lib.sh"
twice='  function twice
    input Real u;
    output Real y;
  algorithm
    assert(u < 3.5, "twice needs u < 3.5");
    y := 2 * u;
  end twice;'
cat > EventAssert.mo <<MODEL
model EventAssert
$twice
  parameter Real k = twice(1.5);
  discrete Real d(start = 0, fixed = true);
  Real x(start = 0, fixed = true);
equation
  der(x) = d + k;
  when sample(0.1, 0.1) then
    d = twice(10 * time);
  end when;
end EventAssert;
MODEL
cat > ContinuousAssert.mo <<MODEL
model ContinuousAssert
$twice
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
  y = twice(x);
end ContinuousAssert;
MODEL
check_asserts() { sed -n '/^static int check_asserts(const hysc_data \*D)$/,/^}/p' "$1"; }
"$HYSC" --emit-c=event.c EventAssert.mo || fail "--emit-c EventAssert exited $?"
"$HYSC" --emit-c=continuous.c ContinuousAssert.mo || fail "--emit-c ContinuousAssert exited $?"
check_asserts event.c > event_asserts.c
check_asserts continuous.c > continuous_asserts.c
[ -s event_asserts.c ] && ! grep -q 'residual(D' event_asserts.c &&
  echo "ok   an assert called at events only: check_asserts evaluates no residual" ||
  fail "check_asserts of EventAssert: $(cat event_asserts.c)"
grep -q 'residual(D' continuous_asserts.c &&
  echo "ok   an assert a continuous equation calls: check_asserts evaluates the residual" ||
  fail "check_asserts of ContinuousAssert: $(cat continuous_asserts.c)"
build ./EventAssert.mo -o ./event
build ./ContinuousAssert.mo -o ./continuous
for solver in ida newmark; do
  ./event --solver=$solver --stop-time=0.35 -o $solver.csv 2> $solver.err || { fail "$solver: exit $?"; cat $solver.err; }
  close "$solver: x(0.35)" "$(last_value x $solver.csv)" 1.95 1e-9
  status_is "$solver: twice(4) at t = 0.4" 1 ./event --solver=$solver --stop-time=1 -o fail.csv
  grep -q 'at t=0.4[0-9]*, .*twice needs u < 3.5' status.err &&
    echo "ok   $solver: the assert stops the run at t = 0.4" || fail "$solver: $(cat status.err)"
  status_is "$solver: twice(x) past x = 3.5" 1 ./continuous --solver=$solver --stop-time=5 -o cont.csv
  grep -q 'at t=3.5[0-9]*, .*twice needs u < 3.5' status.err &&
    echo "ok   $solver: the continuous call's assert stops the run at t = 3.5" || fail "$solver: $(cat status.err)"
done
finish
