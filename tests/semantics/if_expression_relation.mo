// A relation in an if-expression generates an event: der(y) switches exactly at x = 0.5.
// run --stop-time=1
// expect final y 0.75 1e-9
// expect at 0.5 y 0.5 1e-9
model IfExpressionRelation
  Real x(start = 0, fixed = true);
  Real y(start = 0, fixed = true);
equation
  der(x) = 1;
  der(y) = if x > 0.5 then 0.5 else 1;
end IfExpressionRelation;
