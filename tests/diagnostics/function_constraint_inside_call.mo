// A constraint with calls (sqrt, atan2) of a function of arrays whose body is a while-loop
// (no closed form) and that has no derivative annotation.
function lin
  input Real p[:];
  output Real s = 0;
protected
  Integer i = 1;
algorithm
  while i <= size(p, 1) loop
    s := s + (if i == 1 then -2 else 1) * p[i];
    i := i + 1;
  end while;
end lin;

model FunctionConstraintInsideCall
  parameter Real g = 9.81;
  Real x(start = 0, fixed = true), y(start = 0), vx(start = 0, fixed = true), vy(start = 0);
  Real lambda;
equation
  der(x) = vx;
  der(y) = vy;
  der(vx) = -2 * lambda;
  der(vy) = -g + lambda;
  sqrt(1 + lin({x, y})^2) + atan2(lin({x, y}), 1) = 1;
end FunctionConstraintInsideCall;
