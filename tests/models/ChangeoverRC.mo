// A capacitor whose top plate a changeover switch joins to a 1 V source
// (on) or to ground (off), every 50 ms, and a copy of its voltage that a
// second switch puts across a resistive load (tests/sim/error_test_modes.sh).
// Each switch has one unknown per side: the side it joins carries a current
// through ron, the open side a voltage across the small conductance goff.
// The capacitor's current is ua while on and ub while off, so which of the
// two IDA may leave out of its error test changes with the switch; w, the
// load's current while on, is v/(RL + ron), an algebraic unknown no
// derivative determines, in either position.
model ChangeoverRC
  parameter Real C = 1;
  parameter Real ron = 1e-3;
  parameter Real goff = 1e-6;
  parameter Real E = 1;
  parameter Real RL = 1;
  Real v(start = 0, fixed = true) "the capacitor's voltage";
  Real ic "its current";
  Real pv "the switch's common terminal";
  Real pi, ai, bi "currents into the switch at the common, source and ground sides";
  Real ua "source side: current from the common terminal when joined, else voltage";
  Real ub "ground side: the same";
  Real lv "the load's voltage";
  Real w "load switch: current when joined, else voltage";
  Real iL "the load's current";
  Boolean on(start = false, fixed = true);
equation
  when sample(0, 0.05) then
    on = not pre(on);
  end when;
  C * der(v) = ic;
  pv = v;
  ic + pi = 0;
  pi + ai + bi = 0;
  pv - E = ua * (if on then ron else 1);
  ai = -ua * (if on then 1 else goff);
  pv = ub * (if on then 1 else ron);
  bi = -ub * (if on then goff else 1);
  v - lv = w * (if on then ron else 1);
  iL = w * (if on then 1 else goff);
  lv = RL * iL;
end ChangeoverRC;
