// A Boolean (and an Integer) assigned in an if-equation whose condition
// generates events, beside a continuous equation in the same branches:
// x = t; on = x > 0.5 -> true from t = 0.5; level = 2 above 0.5, 1 above
// 0.25, else 0; y = 10 x there, -x below.  when on fires once, at 0.5.
// run --stop-time=1 --interval=0.05
// expect events @wo 1
// expect event @wo 1 0.5 1e-9
// expect at 0.2 on 0 0
// expect at 0.2 level 0 0
// expect at 0.2 y -0.2 1e-9
// expect at 0.4 level 1 0
// expect at 0.4 y -0.4 1e-9
// expect final on 1 0
// expect final level 2 0
// expect final y 10 1e-9
// expect final n 1 0
model IfEquationBoolean
  Real x(start = 0, fixed = true), y;
  Boolean on;
  Integer level, n(start = 0, fixed = true);
equation
  der(x) = 1;
  if x > 0.5 then
    on = true;
    y = 10 * x;
    level = 2;
  elseif x > 0.25 then
    level = 1;
    on = false;
    y = -x;
  else
    on = false;
    level = 0;
    y = -x;
  end if;
  when on then  // @wo
    n = pre(n) + 1;
  end when;
end IfEquationBoolean;
