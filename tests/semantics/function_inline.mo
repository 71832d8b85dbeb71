// annotation(Inline = true): the closed form replaces the call; the value is
// the same.  x = exp(-t): at t = 1, y = 3 x^2 + 1 = 3 exp(-2) + 1 = 1.4060058,
// z = the same through a chain of two statements and an if.
// run --stop-time=1
// expect final y 1.4060058 1e-5
// expect final z 1.4060058 1e-5
function cubic
  input Real x;
  output Real y;
algorithm
  y := 3 * x^2 + 1;
  annotation(Inline = true);
end cubic;

function chain
  input Real x;
  output Real y;
protected
  Real s;
algorithm
  s := x^2;
  if s >= 0 then
    y := 3 * s;
  else
    y := 0;
  end if;
  y := y + 1;
  annotation(Inline = true);
end chain;

model FunctionInline
  Real x(start = 1, fixed = true);
  Real y, z;
equation
  der(x) = -x;
  y = cubic(x);
  z = chain(x);
end FunctionInline;
