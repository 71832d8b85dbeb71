// Call statements in when-clauses (spec 8.3.6, 11.2.6): a function without
// outputs runs where its clause fires, once per firing.  sample(0.5, 0.5)
// fires at t = 0.5, 1, 1.5 and counts n = 1, 2, 3; below(x, 1.2) asserts
// x < 1.2 and fails at the third firing, t = 1.5 (x = 1.5), stopping the run
// there.  twice(x) (an output, discarded) and the array function total (its
// input's size from the call) run too: total's assert, sum < 10, holds
// (3 x <= 4.5).  In the algorithm's when-statement, below(x, 5) holds.
// run --stop-time=2
// expect exit 1
// expect stderr assertion failed: below: x reached the limit
// expect stderr t=1.5
// expect at 1.4 n 2 0
// expect event @tick 1 0.5 1e-9
// expect event @tick 2 1 1e-9
// expect event @late 1 0.75 1e-6
function below
  input Real v;
  input Real limit;
algorithm
  assert(v < limit, "below: x reached the limit");
end below;

function twice
  input Real v;
  output Real w;
algorithm
  assert(v < 100, "twice: never");
  w := 2 * v;
end twice;

function total
  input Real a[:];
algorithm
  assert(sum(a) < 10, "total: never");
end total;

model CallStatementWhen
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  when sample(0.5, 0.5) then // @tick
    n = pre(n) + 1;
    twice(x);
    total({x, 2 * x});
    below(x, 1.2);
  end when;
algorithm
  when x >= 0.75 then // @late
    below(x, 5);
  end when;
end CallStatementWhen;
