// A call of a function of arrays read several times in one relation, one
// statement of an algorithm or one assignment inside a function is one C
// call into a temporary; the values are those of the calls.  x = {1, 2, 3}
// t, vec(x) = 3 x: sum(vec(x)) = 18 t, so the when-clause on it > 9 fires
// at t = 0.5; s := sum(vec(x)) = 18 at t = 1; u = tot(x) with t :=
// sum(vec(v)) inside = 18 at t = 1 and 4.5 at t = 0.25.
// run --stop-time=1
// expect events @fires 1
// expect event @fires 1 0.5 1e-6
// expect final c 1 0
// expect final s 18 1e-9
// expect final u 18 1e-9
// expect at 0.25 u 4.5 1e-9
function vec
  input Real x[:];
  output Real y[size(x, 1)];
algorithm
  y := 3 * x;
end vec;

function tot
  input Real v[:];
  output Real t;
algorithm
  t := sum(vec(v));
end tot;

model FunctionSharedStatements
  Real x[3] = {1, 2, 3} * time;
  Real s, u;
  Integer c(start = 0);
equation
  u = tot(x);
  when sum(vec(x)) > 9 then // @fires
    c = pre(c) + 1;
  end when;
algorithm
  s := sum(vec(x));
end FunctionSharedStatements;
