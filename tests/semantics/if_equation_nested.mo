// If-equations nested in an if-equation whose condition changes in time
// (spec 8.3.4): the relations of both levels generate events (t = 1, 2);
// the inner one with a parameter condition keeps its branch.  y is 0, then
// t, then 2t (6 at the end): z(3) = 1.5 + 5 = 6.5; w is 0 then 2 (p is false).
// run --stop-time=3
// expect at 1.5 y 1.5 1e-6
// expect final y 6 1e-6
// expect final z 6.5 1e-3
// expect final w 2 0
// expect stderr relation x > 1 became true
// expect stderr relation x > 2 became true
model IfEquationNested
  parameter Boolean p = false;
  Real x(start = 0, fixed = true);
  Real z(start = 0, fixed = true);
  Real y, w;
equation
  der(x) = 1;
  der(z) = y;
  if x > 1 then
    if x > 2 then
      y = 2*x;
    else
      y = x;
    end if;
    if p then
      w = 1;
    else
      w = 2;
    end if;
  else
    y = 0;
    w = 0;
  end if;
end IfEquationNested;
