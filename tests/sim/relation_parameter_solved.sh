# A variable that an equation sets from parameters alone in any form
# (0 = p - 2*w, a + b = 0 with b = p), not only written v = expr, is a
# constant of the run for both uses of that fact: a relation on it gets no
# root function (w > 200, a < 0), and a call on it is computed like a call on
# the parameters (s = scale(w, 4) leaves the solver).  x > 0.5, on a state,
# keeps its root function.  p = 600: w = 300, s = 4, y = x = e^-4t, so
# y(0.5) = 0.1353352832 and z drops at ln(2)/4 = 0.1732867951; p = 300:
# w = 150, s = 1, y = -x = -e^-0.5 at 0.5; p = -10: a = 10 fails its assert
# at initialization.  Both backends.
. "$TOP/tests/lib.sh"
cat > SolvedByParameters.mo <<'MODEL'
model SolvedByParameters
  function scale
    input Real T;
    input Real k;
    output Real y;
  algorithm
    y := k*(T/300)^2;
  end scale;
  parameter Real p = 600;
  Real w "0 = p - 2*w";
  Real b;
  Real a "a + b = 0";
  Real s "a call on w";
  Real x(start = 1, fixed = true);
  Real y;
  Real z;
equation
  0 = p - 2*w;
  b = p;
  a + b = 0;
  s = scale(w, 4);
  assert(a < 0, "a not negative");
  y = if w > 200 then x else -x;
  z = if x > 0.5 then 1 else 0;
  der(x) = -s*x;
end SolvedByParameters;
MODEL
"$HYSC" --dump-flat SolvedByParameters.mo > flat.txt || fail "--dump-flat exited $?"
grep -q '^// 1 states, 6 algebraic, 0 discrete, 1 parameters, 1 relations, 0 when-branches$' flat.txt &&
  grep -q '^// relation 0: x > 0.5 ' flat.txt && echo "ok   one relation, x > 0.5" ||
  { fail "relations"; grep relation flat.txt; }
grep -q '^// assignment [0-9]*: s := scale(w, 4)$' flat.txt && echo "ok   s is computed" ||
  fail "s is not computed: $(grep '^// assignment' flat.txt)"
build ./SolvedByParameters.mo -o ./sp
for solver in ida newmark; do
  ./sp --solver=$solver --stop-time=0.5 -o $solver.csv 2> $solver.err || { fail "$solver: exit $?"; cat $solver.err; }
  close "$solver: s" "$(last_value s $solver.csv)" 4 1e-12
  close "$solver: y(0.5)" "$(last_value y $solver.csv)" 0.1353352832 1e-5
  column time $solver.csv > t.txt
  column z $solver.csv > z.txt
  close "$solver: z drops at" "$(paste -d, t.txt z.txt | awk -F, '$2 == 0 { print $1; exit }')" 0.1732867951 1e-5
  ./sp --solver=$solver --stop-time=0.5 --set p=300 -o low.csv 2> low.err || fail "$solver p=300: exit $?"
  close "$solver p=300: s" "$(last_value s low.csv)" 1 1e-12
  close "$solver p=300: y(0.5)" "$(last_value y low.csv)" -0.6065306597 1e-5
  ./sp --solver=$solver --stop-time=0.5 --set p=-10 -o neg.csv 2> neg.err
  status=$?
  holds "$solver: p = -10 exits 1 (got $status)" "$status == 1"
  grep -q 'at t=0, assertion failed: a not negative' neg.err && echo "ok   $solver: the assert on a fails at t=0" ||
    { fail "$solver: assert at initialization"; cat neg.err; }
done
finish
