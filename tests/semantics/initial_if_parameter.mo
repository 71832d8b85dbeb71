// An if-equation among initial equations with parameter conditions keeps
// the branch taken (spec 8.6), nested ones too: steady is false, x0 = 3 > 2
// and not > 5, so x(0) = 3, v(0) = -1; then x = 3 cos t - sin t and
// v = -3 sin t - cos t.
// run --stop-time=3
// expect at 0 x 3 1e-9
// expect at 0 v -1 1e-9
// expect final x -3.1110945 2e-3
// expect final v 0.5666322 2e-3
model InitialIfParameter
  parameter Boolean steady = false;
  parameter Real x0 = 3;
  Real x, v;
equation
  der(x) = v;
  der(v) = -x;
initial equation
  if steady then
    der(x) = 0;
    der(v) = 0;
  elseif x0 > 2 then
    x = x0;
    if x0 > 5 then
      v = 1;
    else
      v = -1;
    end if;
  else
    x = 1;
    v = 0;
  end if;
end InitialIfParameter;
