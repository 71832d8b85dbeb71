// Exactly 10000 nested calls are allowed: rate(x, 9998) calls down 9999
// times inside it, and positive(x, 9999) is 10000 calls, so the run goes
// through with x = exp(-t) (x(1) = 0.36787944) and b true at every sample.
// run --stop-time=1
// expect final x 0.36787944 1e-5
// expect final b 1 0
// expect events @sample 3
function down
  input Real x;
  input Integer n;
  output Real y;
algorithm
  y := if n <= 0 then x else down(x, n - 1);
end down;

function rate
  input Real x;
  input Integer n;
  output Real r;
algorithm
  r := if down(x, n) > 0 then -x else x;
end rate;

function positive
  input Real x;
  input Integer n;
  output Boolean b;
algorithm
  b := if n <= 0 then x > 0 else positive(x, n - 1);
end positive;

model FunctionRecursionDeep
  Real x(start = 1, fixed = true);
  Boolean b(start = false);
equation
  der(x) = rate(x, 9998);
  when sample(0, 0.5) then // @sample
    b = positive(x, 9999);
  end when;
end FunctionRecursionDeep;
