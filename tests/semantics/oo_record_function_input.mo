// Records as function inputs: the fields are passed.  v = (3u, 4u), u =
// t + 1: norm(v) = 5u; norm(Vec(y = 12, x = 5)) = 13; dot(v) with the
// default b = Vec(1, 0) is 3u; dot(b = Vec(0, 2), a = v) = 8u; dot(v,
// Vec(t, 1)) = 3ut + 4u.  At t = 2 (u = 3): 15, 13, 9, 24, 30.
// run --stop-time=2
// expect final n 15 1e-9
// expect final m 13 1e-12
// expect final d1 9 1e-9
// expect final d2 24 1e-9
// expect final d3 30 1e-9
record Vec
  Real x;
  Real y;
end Vec;

function norm
  input Vec v;
  output Real n;
algorithm
  n := sqrt(v.x^2 + v.y^2);
end norm;

function dot
  input Vec a;
  input Vec b = Vec(1, 0);
  output Real d;
algorithm
  d := a.x*b.x + a.y*b.y;
end dot;

model oo_record_function_input
  Vec v = Vec(3*(time + 1), 4*(time + 1));
  Real n = norm(v);
  Real m = norm(Vec(y = 12, x = 5));
  Real d1 = dot(v);
  Real d2 = dot(b = Vec(0, 2), a = v);
  Real d3 = dot(v, Vec(time, 1));
end oo_record_function_input;
