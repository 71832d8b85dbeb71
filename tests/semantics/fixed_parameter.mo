// fixed = a Boolean parameter expression (MultiBody's fixed = fill(w_0_fixed, 3)):
// w fixed at its start values, v not fixed (its initial equation holds),
// u fixed through 'not free'.  w' = -w: w(1) = start e^-1; v' = 1, v(0) = 5.
// run --stop-time=1
// expect final w[2] 0.73575888 1e-6
// expect final v 6 1e-9
// expect final u 3 1e-9
model FixedParameter
  parameter Boolean f0 = true;
  parameter Boolean free = false;
  Real w[3](start = {1, 2, 3}, fixed = fill(f0, 3));
  Real v(start = 1, fixed = not f0);
  Real u(start = 2, fixed = not free and f0);
initial equation
  v = 5;
equation
  der(w) = -w;
  der(v) = 1;
  der(u) = 1;
end FixedParameter;
