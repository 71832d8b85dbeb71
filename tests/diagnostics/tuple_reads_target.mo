// (a, b) := f(a, b) in a model's algorithm: each output is a call of its
// own, so whichever target is assigned first, the other call would read its
// new value.  (One such target is assigned last: tuple_argument_target.)
function step
  input Real u;
  input Real w;
  output Real next;
  output Real change;
algorithm
  next := u / 2;
  change := next - w;
end step;

model TupleReadsTarget
  Real x(start = 1, fixed = true);
  Real a, b;
equation
  der(x) = -x;
algorithm
  a := x;
  b := 2*x;
  (a, b) := step(a, b);
end TupleReadsTarget;
