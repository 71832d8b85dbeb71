// A constraint through a function with an array input: its specialization
// poly[3] is a chain of assignments (the reduction over i written out), so
// index reduction differentiates its closed form.  poly(c, x) = c1 x + c2
// x^2 + c3 x^3 with c = {0.1, 0.1, 0.1}.  x moves at speed 1 with no force
// along x, so y(t) = poly(c, t): y(1) = 0.3, vy(1) = 0.1 (1 + 2 + 3) = 0.6,
// and lambda = g + 0.1 (2 + 6) = 10.61.
// run --stop-time=1
// expect final y 0.3 1e-6
// expect final vy 0.6 1e-5
// expect final lambda 10.61 1e-3
function poly
  input Real c[:];
  input Real x;
  output Real y;
algorithm
  y := sum(c[i] * x^i for i in 1:size(c, 1));
end poly;

model FunctionArrayConstraint
  parameter Real g = 9.81;
  parameter Real c[3] = {0.1, 0.1, 0.1};
  Real x(start = 0, fixed = true), y(start = 0), vx(start = 1, fixed = true), vy(start = 0.1);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = 0;
  der(vy) = -g + lambda;
  y = poly(c, x);
end FunctionArrayConstraint;
