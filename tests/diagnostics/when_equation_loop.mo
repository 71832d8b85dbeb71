// Two when-clauses firing at one instant, each needing the other's new value.
model WhenEquationLoop
  discrete Real a(start = 0, fixed = true), b(start = 0, fixed = true);
equation
  when sample(0, 1) then
    a = b + 1;
  end when;
  when sample(0, 1) then
    b = 2*a;
  end when;
end WhenEquationLoop;
