// A discrete equation holds at initialization too: k = 2*n and the initial
// equation k = 5 are two equations for k.
model InitialDiscreteConflict
  Integer n(start = 1, fixed = true);
  Integer k;
initial equation
  k = 5;
equation
  k = 2*n;
  when sample(0, 1) then
    n = pre(n) + 1;
  end when;
end InitialDiscreteConflict;
