// An if-equation among initial equations whose condition reads unknowns of
// the initial problem: y(0) = 3 > 2.5 (its start value 2 would take the
// other branch), so x(0) = y(0) = 3 and x = 3 exp(-t).
// run --stop-time=3
// expect at 0 x 3 1e-9
// expect final x 0.1493612 1e-4
model InitialIfVarying
  Real x;
  Real y(start = 2);
equation
  der(x) = -x;
  y = 3 + time;
initial equation
  if y > 2.5 then
    x = y;
  else
    x = -y;
  end if;
end InitialIfVarying;
