// A constraint through a function whose body is a for-loop: no closed form,
// so annotation(derivative = ...) gives its derivative.  curve(x) = 0.1 (x +
// x^2 + x^3) by a loop; dcurve is written out.  x moves at speed 1 with no
// force along x, so y(t) = curve(t): y(1) = 0.3, vy(1) = curve'(1) = 0.1 (1
// + 2 + 3) = 0.6, and the force lambda = g + curve''(1) = 9.81 + 0.1 (2 + 6)
// = 10.61.
// run --stop-time=1
// expect final x 1 1e-6
// expect final y 0.3 1e-6
// expect final vy 0.6 1e-5
// expect final lambda 10.61 1e-3
function curve
  input Real x;
  output Real y = 0;
algorithm
  for k in 1:3 loop
    y := y + 0.1 * x^k;
  end for;
  annotation(derivative = dcurve);
end curve;

function dcurve
  input Real x;
  input Real dx;
  output Real dy;
algorithm
  dy := 0.1 * (1 + 2 * x + 3 * x^2) * dx;
end dcurve;

model FunctionForDerivative
  parameter Real g = 9.81;
  Real x(start = 0, fixed = true), y(start = 0), vx(start = 1, fixed = true), vy(start = 0.1);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = 0;
  der(vy) = -g + lambda;
  y = curve(x);
end FunctionForDerivative;
