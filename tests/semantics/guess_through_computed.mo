// The start guess of an algebraic variable left to the solver
// ('i = Is*(e(v/vt) - 1)', kept there by the call of a user function) reads
// vt, a variable computed from parameters: the guess is taken with vt = Vt
// already computed, not with its start value 0 (exp(v/0) would make the
// initial residual Inf).  A diode discharges a capacitor from v(0) = 0.5:
// C v' = -Is (exp(v/a) - 1), a = Vt = 0.025, C = Is/a, whose solution is
// v = -a ln(1 - (1 - exp(-v0/a)) exp(-t)): v(1) = 0.0114668786,
// i(1) = Is (exp(v(1)/a) - 1) = 5.81976705e-13.
// run --stop-time=1
// expect final v 0.0114668786 2e-6
// expect final i 5.81976705e-13 2e-16
model guess_through_computed
  function e
    input Real x;
    output Real y;
  algorithm
    y := exp(x);
  end e;
  parameter Real Is = 1e-12;
  parameter Real Vt = 0.025;
  parameter Real C = Is / Vt;
  parameter Boolean hot = false;
  Real vt;
  Real i;
  Real v(start = 0.5, fixed = true);
equation
  vt = if hot then 2 * Vt else Vt;
  i = Is * (e(v / vt) - 1);
  C * der(v) = -i;
end guess_through_computed;
