// A current injected between two inductors in series from t0 on, by an
// if-equation on time: index reduction differentiates it, and the
// coefficient of der(is) is 1 in both branches.  That is a constant, not a
// coefficient the values decide: the choice of states is static, and the
// if-equation is solved for is as an explicit equation.
model SwitchedInjection
  parameter Real t0 = 0.5;
  parameter Real L1 = 1, L2 = 2, R = 1;
  Real i1(start = 0, fixed = true);
  Real i2;
  Real is;
equation
  if time < t0 then
    is = 0;
  else
    is = sin(4 * (time - t0));
  end if;
  i2 = i1 + is;
  L1 * der(i1) + L2 * der(i2) + R * i1 = 0;
end SwitchedInjection;
