// Parameters with fixed = false computed at initialization one from another,
// as a filter computes its coefficients: c = base(2) = {1, 2}, then
// (r, k) = roots(c, w) with r = -w*c = {-3, -6} and k = sqrt(w*c)/c =
// {sqrt(3), sqrt(6)/2}.  None has a start value: at 0, roots divides 0 by 0
// and r = 0 would leave x out of its steady-state equations, so the initial
// problem starts from the values the initial equations give, in their order.
// Steady state at t = 0 with u = 2 + time: x = 2; then e = x - u obeys
// e' = r*e - 1, e(0) = 0, so x(1) = 3 - (1 - exp(r))/(-r):
// x[1](1) = 3 - (1 - exp(-3))/3 = 2.6832624, x[2](1) = 3 - (1 - exp(-6))/6
// = 2.8337465.
// run --stop-time=1
// expect at 0 x[1] 2 1e-6
// expect at 0 x[2] 2 1e-6
// expect final r[2] -6 1e-12
// expect final k[1] 1.7320508 1e-6
// expect final k[2] 1.2247449 1e-6
// expect final x[1] 2.6832624 1e-4
// expect final x[2] 2.8337465 1e-4
model ParameterNotFixedChain
  function base
    input Integer n;
    output Real c[n];
  algorithm
    for i in 1:n loop
      c[i] := i;
    end for;
  end base;
  function roots
    input Real c[:];
    input Real w;
    output Real r[size(c, 1)];
    output Real k[size(c, 1)];
  algorithm
    for i in 1:size(c, 1) loop
      r[i] := -w*c[i];
      k[i] := sqrt(w*c[i])/c[i];
    end for;
  end roots;
  parameter Integer n = 2;
  parameter Real w = 3;
  parameter Real c[n](each fixed = false);
  parameter Real r[n](each fixed = false);
  parameter Real k[n](each fixed = false);
  Real u = 2 + time;
  Real x[n];
initial equation
  c = base(n);
  (r, k) = roots(c, w);
  der(x) = zeros(n);
equation
  der(x) = r .* (x - fill(u, n));
end ParameterNotFixedChain;
