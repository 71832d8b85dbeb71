# connect() beyond whole connectors (instantiate_connect.c, instantiate_names.c,
# balance.c), with tests/library/Connect on the library path:
# - an element of an array of primitive connectors (connect(a, g.x[1]), also
#   in a for-loop): a half adder's truth table over time, Boolean gates with
#   input arrays feeding an Integer encoder; a weighted sum of five inputs;
# - connect() in if-equations of parameters: an integrator with and without
#   its reset port; the dropped branch's equations are not there;
# - connect(a, a_internal) to a protected input: not a second source;
# - a conditional heat port whose variables are given by modifications:
#   counted in the local balance, present (heat flows) and absent;
# - arrays of components modified by fill() and each: a resistor ladder;
#   a chain joined by connect() in an if-equation of a for-index, and in a
#   for-equation inside an if-equation of a parameter.
# Values derived by hand in the comments; both backends.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
LIB="$TOP/tests/library"

cat > HalfAdderRun.mo <<'MODEL'
model HalfAdderRun
  Connect.Logic.Pulses pa(t1 = 2, t2 = 4), pb(t1 = 1, t2 = 3);
  Connect.Logic.HalfAdder adder;
  Connect.Logic.Encode code;
equation
  connect(pa.y, adder.a);
  connect(pb.y, adder.b);
  connect(adder.s, code.x[1]);
  connect(adder.c, code.x[2]);
end HalfAdderRun;
MODEL
"$HYSC" -L "$LIB" -o ./adder HalfAdderRun.mo 2> adder.err || fail "hysc HalfAdderRun.mo exited $?: $(cat adder.err)"
for solver in ida newmark; do
  ./adder --solver=$solver --stop-time=5 --interval=0.25 -o adder.csv || fail "adder --solver=$solver exited $?"
  # a on [2,4), b on [1,3): (a,b) = 00 01 11 10 00 on the five seconds;
  # s = a xor b, c = a and b, code = s + 2c = 0 1 2 1 0
  for row in "0.5 0 0 0" "1.5 1 0 1" "2.5 0 1 2" "3.5 1 0 1" "4.5 0 0 0"; do
    set -- $row
    close "$solver: adder.s at t=$1" "$(at adder.s "$1" adder.csv)" "$2" 0
    close "$solver: adder.c at t=$1" "$(at adder.c "$1" adder.csv)" "$3" 0
    close "$solver: code.y at t=$1" "$(at code.y "$1" adder.csv)" "$4" 0
  done
done

cat > SumRun.mo <<'MODEL'
model SumRun
  Connect.Blocks.Ramp ramp[3](k = {1, 2, 3}, each offset = 1);
  Connect.Blocks.Constant half[2](k = fill(0.5, 2));
  Connect.Blocks.Sum sum(n = 5, w = {1, 1, 1, 2, -1});
  Connect.Blocks.Gains gains(k = {2, 3});
equation
  connect(ramp[1].y, gains.u[1]);
  connect(ramp[2].y, gains.u[2]);
  for i in 1:3 loop
    connect(ramp[i].y, sum.u[i]);
  end for;
  connect(half[1].y, sum.u[4]);
  connect(half[2].y, sum.u[5]);
end SumRun;
MODEL
"$HYSC" -L "$LIB" -o ./sum SumRun.mo 2> sum.err || fail "hysc SumRun.mo exited $?: $(cat sum.err)"
for solver in ida newmark; do
  ./sum --solver=$solver --stop-time=1 -o sum.csv || fail "sum --solver=$solver exited $?"
  # (1 + t) + (1 + 2t) + (1 + 3t) + 2*0.5 - 0.5 = 3.5 + 6t
  close "$solver: sum.y(1) = 3.5 + 6" "$(last_value sum.y sum.csv)" 9.5 1e-9
  close "$solver: sum.u[3](1) = ramp[3].y = 4" "$(last_value 'sum.u[3]' sum.csv)" 4 1e-9
  # the block's own input and output arrays joined element by element to its gains
  close "$solver: gains.y[1](1) = 2*(1 + 1)" "$(last_value 'gains.y[1]' sum.csv)" 4 1e-9
  close "$solver: gains.y[2](1) = 3*(1 + 2)" "$(last_value 'gains.y[2]' sum.csv)" 9 1e-9
done

cat > ResetRun.mo <<'MODEL'
model ResetRun
  Connect.Blocks.Constant two(k = 2);
  Connect.Blocks.Integrator plain(y_start = 1), resettable(use_reset = true, y_start = 1);
  Connect.Blocks.Step step(t0 = 0.5);
  Connect.Blocks.Scaled byInput, byParameter(useConstantGain = true, constantGain = 3);
  Connect.Blocks.Ramp ramp(k = 4);
equation
  connect(two.y, plain.u);
  connect(two.y, resettable.u);
  connect(step.y, resettable.reset);
  connect(ramp.y, byInput.a);
  connect(two.y, byInput.u);
  connect(two.y, byParameter.u);
end ResetRun;
MODEL
"$HYSC" -L "$LIB" -o ./reset ResetRun.mo 2> reset.err || fail "hysc ResetRun.mo exited $?: $(cat reset.err)"
for solver in ida newmark; do
  ./reset --solver=$solver --stop-time=1 --events -o reset.csv 2> reset.events || fail "reset --solver=$solver exited $?"
  # y' = 2 from 1: plain.y(1) = 3; resettable.y(0.5) = 2, set back to 1, then 1 + 2*0.5
  close "$solver: plain.y(1) = 1 + 2" "$(last_value plain.y reset.csv)" 3 1e-6
  close "$solver: resettable.y(0.4) = 1 + 0.8" "$(at resettable.y 0.4 reset.csv)" 1.8 1e-6
  close "$solver: resettable.y(1) = 1 + 2*0.5 after the reset at 0.5" "$(last_value resettable.y reset.csv)" 2 1e-6
  close "$solver: the reset fires at t = 0.5" "$(when_times reset.events | head -1)" 0.5 1e-6
  # a from the input (4t) or from the parameter (3), times u = 2
  close "$solver: byInput.y(1) = 4*2" "$(last_value byInput.y reset.csv)" 8 1e-9
  close "$solver: byParameter.y = 3*2" "$(last_value byParameter.y reset.csv)" 6 1e-9
done
holds "plain has no reset port: its condition is false" "$(head -1 reset.csv | grep -c '"plain.reset"') == 0"

cat > LadderRun.mo <<'MODEL'
model LadderRun
  Connect.Circuits.Source src(V = 6);
  Connect.Circuits.Ground g;
  Connect.Circuits.Resistor r[3](R = fill(2, 3), each useHeatPort = false);
  Connect.Circuits.Resistor q(R = 3);
  Connect.Circuits.Body body(C = 2);
  Connect.Circuits.Chain chain(n = 4, R = 2);
equation
  connect(src.n, g.p);
  connect(src.p, r[1].p);
  for i in 1:2 loop
    connect(r[i].n, r[i + 1].p);
  end for;
  connect(r[3].n, g.p);
  connect(src.p, q.p);
  connect(q.n, g.p);
  connect(q.heatPort, body.port);
  connect(src.p, chain.a);
  connect(chain.b, g.p);
end LadderRun;
MODEL
"$HYSC" -L "$LIB" -o ./ladder LadderRun.mo 2> ladder.err || fail "hysc LadderRun.mo exited $?: $(cat ladder.err)"
for solver in ida newmark; do
  ./ladder --solver=$solver --stop-time=1 -o ladder.csv || fail "ladder --solver=$solver exited $?"
  # 6 V over three 2-ohm resistors: 1 A, nodes at 4 V and 2 V
  close "$solver: r[1].n.v = 4" "$(last_value 'r[1].n.v' ladder.csv)" 4 1e-9
  close "$solver: r[2].n.v = 2" "$(last_value 'r[2].n.v' ladder.csv)" 2 1e-9
  close "$solver: r[3].i = 1" "$(last_value 'r[3].i' ladder.csv)" 1 1e-9
  close "$solver: r[2].T_heatPort = T without the port" "$(last_value 'r[2].T_heatPort' ladder.csv)" 300 1e-9
  # q: 2 A, loses 12 W into the body of C = 2: T' = 6, T(1) = 306
  close "$solver: q.heatPort.Q_flow = -12" "$(last_value q.heatPort.Q_flow ladder.csv)" -12 1e-9
  close "$solver: body.T(1) = 306" "$(last_value body.T ladder.csv)" 306 1e-6
  # chain: four resistors of 2 in a row over 6 V: 0.75 A, 4.5 V after the first
  close "$solver: chain.r[4].i = 0.75" "$(last_value 'chain.r[4].i' ladder.csv)" 0.75 1e-9
  close "$solver: chain.r[1].n.v = 4.5" "$(last_value 'chain.r[1].n.v' ladder.csv)" 4.5 1e-9
done
finish
