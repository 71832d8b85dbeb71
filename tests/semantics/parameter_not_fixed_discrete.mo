// Boolean and Integer parameters with fixed = false (spec 8.6): set once at
// initialization, by an initial algorithm (cp: V0*I0 = 20 > P0 = 15, so
// true), an initial equation (b) or the binding (n = 3), never after.
// der(x) = n while cp, so x(1) = 3.
// run --stop-time=1
// expect at 0 cp 1 0
// expect final cp 1 0
// expect final n 3 0
// expect final b 1 0
// expect final x 3 1e-6
// expect noevents
model ParameterNotFixedDiscrete
  parameter Real V0 = 10, I0 = 2, P0 = 15;
  parameter Boolean cp(fixed = false);
  parameter Integer n(fixed = false) = 3;
  parameter Boolean b(fixed = false);
  Real x(start = 0, fixed = true);
equation
  der(x) = if cp then n else 1;
initial equation
  b = V0 > 5;
initial algorithm
  cp := false;
  if V0*I0 > P0 then
    cp := true;
  end if;
end ParameterNotFixedDiscrete;
