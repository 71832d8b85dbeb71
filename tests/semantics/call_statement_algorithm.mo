// A call statement in an algorithm section outside when-statements runs at
// every evaluation of the algorithm (spec 11.2.6; only a pure function's is
// accepted there): below(x, 1.2) checks x < 1.2 at every step the run
// accepts and stops it where x = t reaches 1.2, a point of the output grid
// (0.002).  y := 2 x keeps its value meanwhile; scaled(x) has an output,
// discarded.
// run --stop-time=2
// expect exit 1
// expect stderr assertion failed: below: x reached the limit
// expect stderr at t=1.2,
// expect at 1.1 y 2.2 1e-6
// expect at 1.1 x 1.1 1e-6
function below
  input Real v;
  input Real limit;
algorithm
  assert(v < limit, "below: x reached the limit");
end below;

function scaled
  input Real v;
  output Real w;
algorithm
  w := 3 * v;
end scaled;

model CallStatementAlgorithm
  Real x(start = 0, fixed = true);
  Real y;
equation
  der(x) = 1;
algorithm
  y := 2 * x;
  scaled(x);
  below(x, 1.2);
end CallStatementAlgorithm;
