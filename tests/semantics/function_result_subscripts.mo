// Subscripts of a call's result and of a parenthesised expression: x =
// {1, 2, 3} t.  vec(x)[2] = 2 x[2] = 4 t; (vec(x))[end] = 2 x[3] = 6 t;
// (x[2:3] + {10, 20})[:] = {10 + 2 t, 20 + 3 t}; with k = 1 until the
// event at t = 0.5, then 2: (2 x)[k] = 2 t before (0.5 at t = 0.25), 4 t
// after (4 at t = 1); vec(x[1:2])[3 - k] = 2 x[2] = 4 t before (1 at
// t = 0.25), 2 x[1] = 2 t after (2 at t = 1); of a scalar input,
// two(t)[2]: the second element of its array result q = {t, 3 t}: 3 t.
// run --stop-time=1
// expect final z 4 1e-9
// expect final w 6 1e-9
// expect final m[1] 12 1e-9
// expect final m[2] 23 1e-9
// expect at 0.25 u 0.5 1e-9
// expect final u 4 1e-9
// expect at 0.25 r 1 1e-9
// expect final r 2 1e-9
// expect final q2 3 1e-9
function vec
  input Real x[:];
  output Real y[size(x, 1)];
algorithm
  y := 2 * x;
end vec;

function two
  input Real a;
  output Real q[2];
algorithm
  q := {a, 3 * a};
end two;

model FunctionResultSubscripts
  Real x[3] = {1, 2, 3} * time;
  Integer k(start = 1);
  Real z, w, u, r, q2;
  Real m[2];
equation
  z = vec(x)[2];
  w = (vec(x))[end];
  m = (x[2:3] + {10, 20})[:];
  u = (2 * x)[k];
  r = vec(x[1:2])[3 - k];
  q2 = two(time)[2];
  when time > 0.5 then
    k = 2;
  end when;
end FunctionResultSubscripts;
