// At initialization 'when initial()' gives y = 2 and the initial equation
// y = 5: two equations for y, as over-determined as for a continuous variable.
model InitialWhenConflict
  Real x(start = 0, fixed = true);
  discrete Real y;
initial equation
  y = 5;
equation
  der(x) = y;
  when {initial(), x > 10} then
    y = 2;
  end when;
end InitialWhenConflict;
