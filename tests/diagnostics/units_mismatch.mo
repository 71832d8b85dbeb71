// Equations whose units disagree: with --check-units=error each is an error,
// one per equation, naming both units.
// args: --check-units=error
model UnitsMismatch
  type Length = Real(unit = "m");
  type Velocity = Real(unit = "m/s");
  type Time = Real(unit = "s");
  type Mass = Real(unit = "kg");
  type Force = Real(unit = "N");
  type Energy = Real(unit = "J");
  function kinetic
    input Mass m;
    input Velocity v;
    output Energy e;
  algorithm
    e := m*v^2/2;
  end kinetic;
  parameter Mass m = 2;
  parameter Real k(unit = "N/m") = 10;
  parameter Length range(unit = "km") = 1;
  parameter Time T0 = 3;
  parameter Length L = T0;
  Length x;
  Velocity v(start = 0, fixed = true);
  Real u(start = 0, fixed = true, unit = "m");
  Force f;
  Length y;
  Real z(unit = "m/s");
  Energy E;
  Real w(unit = "rad/s");
  Length a;
initial equation
  x = v;
equation
  der(x) = v;
  m*der(v) = f - k*v;
  y = range + x;
  z = if time < T0 then v else x;
  E = kinetic(v, m);
  w = sin(x);
  a = x - T0;
  der(u) = u;
  when x < T0 then
    reinit(v, x);
  end when;
algorithm
  f := k*x*v;
end UnitsMismatch;
