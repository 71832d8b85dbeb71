// A record with an array field and an Integer field, as a value and as a
// function input: v = V({t, 2t}, 3) gives v.a[1] = t, v.a[2] = 2t, v.n = 3;
// total(v) = t + 2t + 3 = 9 at t = 2; total(V({1, 2}, 4)) = 7 (the
// function's input v.a is an array input, sized by the call).
// run --stop-time=2
// expect final v.a[2] 4 1e-9
// expect final v.n 3 0
// expect final t 9 1e-9
// expect final u 7 1e-12
record V
  Real a[2];
  Integer n;
end V;

function total
  input V v;
  output Real t;
algorithm
  t := v.a[1] + v.a[2] + v.n;
end total;

model oo_record_array_field
  V v = V({time, 2*time}, 3);
  Real t = total(v);
  Real u = total(V({1, 2}, 4));
end oo_record_array_field;
