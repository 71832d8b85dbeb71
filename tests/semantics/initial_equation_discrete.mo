// Initial equations for discrete variables that no equation gives at
// initialization: 'when not initial()' is false then, and a sample at t = 1
// is not active either.  'when {initial(), ...}' is active then (w = 4),
// with no initial equation for w.
// run --stop-time=1.5
// expect final y 2 0
// expect final z 8 0
// expect at 0.5 w 4 0
// expect final w 8 0
model InitialEquationDiscrete
  discrete Real y, z;
  discrete Real w;
initial equation
  y = 5;
  z = 7;
equation
  when not initial() then
    y = 2;
  end when;
  when sample(1, 1) then
    z = pre(z) + 1;
  end when;
  when {initial(), sample(1, 1)} then
    w = pre(w) + 4;
  end when;
end InitialEquationDiscrete;
