// Two masses rigidly joined (x2 = x1 + 1) fall from rest, x1 from 1, under
// g = 9.81; at t = 0.5 a when-clause stops the first, reinit(v1, 0), and the
// joint stops the second with it.  The joint makes one velocity's
// derivative a dummy: v1 is reinitialised, so v1 stays a state although x2
// and v2 have the fixed starts.  x1(0.5) = 1 - g/8 = -0.22625, and after
// the stop again from rest: x1(1) = -1.4525, v1(1) = -4.905, x2 = x1 + 1.
// run --stop-time=1
// expect at 0.5 x1 -0.22625 1e-6
// expect final x1 -1.4525 1e-6
// expect final x2 -0.4525 1e-6
// expect final v2 -4.905 1e-6
model IndexReinit
  parameter Real g = 9.81;
  Real x1, v1, x2(start = 2, fixed = true), v2(start = 0, fixed = true), f;
equation
  der(x1) = v1;
  der(v1) = -g - f;
  der(x2) = v2;
  der(v2) = -g + f;
  x2 = x1 + 1;
  when time > 0.5 then
    reinit(v1, 0);
  end when;
end IndexReinit;
