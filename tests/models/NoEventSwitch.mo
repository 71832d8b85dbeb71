// A switch without events: x falls from 2 to 1 at t = 1 and stays on x = 1,
// where der(x) would flip at every crossing (tests/sim/newton_switch_cost.sh,
// bench/newton_switch.sh).
model NoEventSwitch
  Real x;
initial equation
  x = 2;
equation
  der(x) = noEvent(if x >= 1 then -1 else 1);
end NoEventSwitch;
