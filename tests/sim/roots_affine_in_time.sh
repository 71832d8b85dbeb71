# Root functions that are, between events, affine functions of time (a
# pulse: time >= start and time < start + width, start discrete) cannot
# switch and switch back inside one step: the compiler says so
# (.roots_affine_in_time = 1) and the solvers take no slopes of them to look
# for such a bounce.  time*time >= 0.25 is no straight line: 0 there.  The
# pulse still switches where it should on both backends: pulses of 0.03
# every 0.1 from 0, x = their integral, x(0.95) = 0.3, x(0.115) = 0.045; its
# ten falling edges are relation events at 0.03 + 0.1 k.
. "$TOP/tests/lib.sh"
cat > AffinePulse.mo <<'MODEL'
model AffinePulse
  parameter Real period = 0.1, width = 0.03;
  discrete Real start(start = 0, fixed = true);
  Boolean on;
  Real x(start = 0, fixed = true);
equation
  when sample(0, period) then
    start = time;
  end when;
  on = time >= start and time < start + width;
  der(x) = if on then 1 else 0;
end AffinePulse;
MODEL
sed -e 's/AffinePulse/SquarePulse/' -e 's/on = time >= start and/on = time*time >= 0.25 and/' \
  AffinePulse.mo > SquarePulse.mo
"$HYSC" --emit-c=affine.c AffinePulse.mo || fail "--emit-c exited $?"
grep -q 'roots_affine_in_time = 1,' affine.c && echo "ok   the pulse's roots are affine in time" ||
  fail "AffinePulse: $(grep -o 'roots_affine_in_time = [0-9]*' affine.c)"
"$HYSC" --emit-c=square.c SquarePulse.mo || fail "--emit-c exited $?"
grep -q 'roots_affine_in_time = 0,' square.c && echo "ok   time*time is not" ||
  fail "SquarePulse: $(grep -o 'roots_affine_in_time = [0-9]*' square.c)"
build ./AffinePulse.mo -o ./ap
for solver in ida newmark; do
  ./ap --solver=$solver --stop-time=0.95 --interval=0.005 --events -o $solver.csv 2> $solver.err ||
    { fail "$solver: exit $?"; cat $solver.err; }
  close "$solver: x(0.95)" "$(last_value x $solver.csv)" 0.3 1e-6
  close "$solver: x(0.115)" "$(at x 0.115 $solver.csv)" 0.045 1e-6
  falls=$(grep -c 'relation time < start + width became false' $solver.err)
  holds "$solver: ten falling edges (got $falls)" "$falls == 10"
  t8=$(grep 'relation time < start + width became false' $solver.err | nth 8 | sed 's/^event t=\([^ ]*\) .*/\1/')
  close "$solver: the eighth at" "$t8" 0.73 1e-9
done
finish
