# A variable that an equation makes equal to parameters and constants alone
# (T = Tref, k = 1 + alpha*(T - 293.15), 2*Tref = Tb) cannot change during
# the run: relations on it, the asserts of many components, get no root
# function, like relations on the parameters themselves.  Relations on time,
# on a state and on an algorithm's output keep theirs.  An assert that the
# parameters' values violate still fails at initialization with its message.
. "$TOP/tests/lib.sh"
cat > FixedRelations.mo <<'MODEL'
model FixedRelations
  parameter Real Tref = 300;
  parameter Real alpha = 0.004;
  parameter Real R = 2;
  parameter Integer n = 40;
  Real T[n] "each equal to a parameter";
  Real k[n] "computed from those only";
  Real Tb "given by an equation with the parameter on the left";
  Real w "an algorithm's output";
  Real i(start = 0, fixed = true);
  Real v;
equation
  for j in 1:n loop
    T[j] = Tref;
    k[j] = 1 + alpha*(T[j] - 293.15);
    assert(k[j] > 0.5, "temperature below the range of the model");
  end for;
  2*Tref = Tb;
  assert(Tb < 1000, "Tb too high");
  v = if time < 0.5 then 1 else 0;
  der(i) = v - R*k[n]*i;
  assert(i < 0.4, "current too high");
  assert(w > 0, "w not positive");
algorithm
  w := Tref;
end FixedRelations;
MODEL
"$HYSC" --dump-flat FixedRelations.mo > flat.txt || fail "--dump-flat exited $?"
grep -q '^// 1 states, 83 algebraic, 0 discrete, 4 parameters, 3 relations, 0 when-branches$' flat.txt &&
  echo "ok   3 relations (time, i, w), none on T, k or Tb" || { fail "relation count"; grep relation flat.txt | head; }
for r in 'time < 0.5' 'i < 0.4' 'w > 0'; do
  grep -q "^// relation [0-2]: $r " flat.txt && echo "ok   relation $r" || fail "no relation $r"
done
build ./FixedRelations.mo -o ./fr
# k = 1 + 0.004*6.85 = 1.0274, a = R*k: i(0.5) = (1 - exp(-a/2))/a, then
# it decays by exp(-a/2) to t = 1
for solver in ida newmark; do
  ./fr --solver=$solver -o $solver.csv 2> $solver.err || { fail "$solver: exit $?"; cat $solver.err; }
  close "$solver: k[40]" "$(at 'k[40]' 1 $solver.csv)" 1.0274 1e-9
  close "$solver: Tb" "$(at Tb 1 $solver.csv)" 600 1e-9
  close "$solver: i at t=0.5" "$(at i 0.5 $solver.csv)" 0.312470 1e-5
  close "$solver: i at t=1" "$(at i 1 $solver.csv)" 0.111844 1e-5
  # Tref = 100 gives k = 0.2274: the assert fails before the run starts
  ./fr --solver=$solver --set Tref=100 -o low.csv 2> low.err
  status=$?
  holds "$solver: Tref = 100 exits 1 (got $status)" "$status == 1"
  grep -q 'at t=0, assertion failed: temperature below the range of the model (./FixedRelations.mo:16)$' low.err &&
    echo "ok   $solver: the assert on k fails at t=0" || { fail "$solver: assert at initialization"; cat low.err; }
  # R = 0.5: a = 0.5137, i reaches 0.4 at -ln(1 - 0.4a)/a = 0.447765
  ./fr --solver=$solver --set R=0.5 -o high.csv 2> high.err
  t=$(sed -n 's/.*at t=\([^,]*\), assertion failed: current too high.*/\1/p' high.err)
  close "$solver: the assert on i fails at" "$t" 0.447765 1e-4
done
finish
