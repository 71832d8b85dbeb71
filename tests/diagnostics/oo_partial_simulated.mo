// A partial class cannot be simulated.
partial model oo_partial_simulated
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end oo_partial_simulated;
