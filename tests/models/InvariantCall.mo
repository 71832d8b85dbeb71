// A function called on a variable computed from parameters alone (T = Tpar,
// as a component's heat port temperature where the port is off) is a
// constant of the run: s = scale(T, 0.25) is computed, not an unknown of the
// solver, and follows --set Tpar.  z = scale(x, 90000) reads the state: it
// is computed only because nothing else reads it.  s = 0.25 (Tpar / 300)^2, der(x) = -s x from x = 1.
model InvariantCall
  function scale
    input Real T;
    input Real k;
    output Real y;
  algorithm
    y := k * (T / 300) ^ 2;
  end scale;
  parameter Real Tpar = 600;
  Real T = Tpar;
  Real s = scale(T, 0.25);
  Real x(start = 1, fixed = true);
  Real z = scale(x, 90000);
equation
  der(x) = -s * x;
end InvariantCall;
