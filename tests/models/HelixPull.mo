// Used by tests/sim/jacobian_bulk.sh and tests/sim/jacobian_branch_shared.sh:
// a mass pulled back by its distance to a point that runs along a helix,
// the point the array result of a function called twice in one row, inside
// the branch of an if-expression: the analytic Jacobian's row reads the
// elements of two shared calls within a branch.
function helix "a point moving along a helix"
  input Real t;
  output Real o[3];
algorithm
  o := {cos(t), sin(t), 0.5 * t};
end helix;

model HelixPull
  Real x(start = 1, fixed = true), v(start = 0, fixed = true);
  Real f;
equation
  f = if x > -5 then -x * sqrt(({x, 0.5 * x, x * x} + helix(time)) * ({x, 0.5 * x, x * x} + helix(time))) else 0;
  der(x) = v;
  der(v) = f - 0.1 * v;
end HelixPull;
