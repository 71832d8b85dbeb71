// A capacitor charged from 1 V through Rc and discharged through Rd, the
// source switched every 50 ms (tests/sim/capacitor_current_error_test.sh).
// The switch's resistance is an if-expression, so the current stays an
// unknown of the solver; C*der(v) = i makes i v's derivative, and is = -i
// the source's current its alias.  iL, a current v/R through a switched
// load that v does not feel, is not a derivative.
model SwitchedRC
  parameter Real C = 1;
  parameter Real Rc = 1e-3;
  parameter Real Rd = 2e-3;
  Real v(start = 0, fixed = true);
  Real i;
  Real is;
  Real iL;
  Boolean on(start = false, fixed = true);
equation
  when sample(0, 0.05) then
    on = not pre(on);
  end when;
  C * der(v) = i;
  is = -i;
  (if on then 1 else 0) - v = -is * (if on then Rc else Rd);
  iL * (if on then 1e3 else 2e3) = v;
end SwitchedRC;
