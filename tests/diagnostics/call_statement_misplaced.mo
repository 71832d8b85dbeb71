// A call of an impure function outside when-clauses: as an equation it has
// no instant to run at; in an algorithm section it would run at every
// evaluation of the algorithm.  (A pure function's call equation runs as an
// algorithm of that statement: semantics/string_call_equation.)
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
  show(x);
algorithm
  show(x);
  y := x;
end CallStatementMisplaced;
