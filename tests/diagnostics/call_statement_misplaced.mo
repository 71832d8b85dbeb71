// A call statement outside when-clauses: as an equation it has no instant
// to run at; in an algorithm section an impure function's would run at every
// evaluation of the algorithm.
function check
  input Real u;
algorithm
  assert(u > 0, "u must be positive");
end check;

impure function show
  input Real u;
algorithm
  assert(u < 100, "u is large");
end show;

model CallStatementMisplaced
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x;
  check(x);
algorithm
  show(x);
  y := x;
end CallStatementMisplaced;
