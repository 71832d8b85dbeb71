// A position constraint through a function: a bead on the line y = k x
// (k = 1) under gravity, written y = line(x, k).  Along the line the
// acceleration is g sin(a) with tan(a) = k, so x'' = -g k / (1 + k^2) =
// -4.905: from rest at 0, x(1) = -2.4525 and y(1) = -2.4525; vx(1) = -4.905.
// line's body is an if-statement: its closed form is differentiated.
// run --stop-time=1
// expect final x -2.4525 1e-5
// expect final y -2.4525 1e-5
// expect final vx -4.905 1e-5
function line
  input Real x;
  input Real k;
  output Real y;
algorithm
  if k > 0 then
    y := k * x;
  else
    y := 0;
  end if;
end line;

model FunctionConstraint
  parameter Real g = 9.81;
  parameter Real k = 1;
  Real x(start = 0, fixed = true), y(start = 0), vx(start = 0, fixed = true), vy(start = 0);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = -k * lambda;
  der(vy) = -g + lambda;
  y = line(x, k);
end FunctionConstraint;
