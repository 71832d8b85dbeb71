// (a, b) := f(a) in a model's algorithm: each output is a call of its own,
// so the second would read the new a.
function step
  input Real u;
  output Real next;
  output Real change;
algorithm
  next := u / 2;
  change := next - u;
end step;

model TupleReadsTarget
  Real x(start = 1, fixed = true);
  Real a, b;
equation
  der(x) = -x;
algorithm
  a := x;
  (a, b) := step(a);
end TupleReadsTarget;
