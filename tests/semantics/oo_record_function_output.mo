// Records as function outputs: p = toPolar(v) is one call for both fields;
// (w, len) = split(a) fills a record and a Real.  v = (t + 1, t + 1):
// p.r = sqrt2 (t + 1), p.phi = pi/4; w = (t + 1, 2t + 2), len = sqrt5 (t + 1);
// q = toPolar(Vec(0, -2)) = (2, -pi/2); inside toPolar the record output is
// assigned from a constructor, inside split field by field.  At t = 1:
// p.r = 2.82842712, w = (2, 4), len = 4.47213595.
// run --stop-time=1
// expect final p.r 2.82842712 1e-8
// expect final p.phi 0.78539816 1e-8
// expect final w.x 2 1e-9
// expect final w.y 4 1e-9
// expect final len 4.47213595 1e-8
// expect final q.r 2 1e-12
// expect final q.phi -1.57079633 1e-8
record Vec
  Real x;
  Real y;
end Vec;

record Polar
  Real r;
  Real phi;
end Polar;

function toPolar
  input Vec v;
  output Polar p;
algorithm
  p := Polar(sqrt(v.x^2 + v.y^2), atan2(v.y, v.x));
end toPolar;

function split
  input Real a;
  output Vec v;
  output Real len;
algorithm
  v.x := a;
  v.y := 2*a;
  len := sqrt(5)*abs(a);
end split;

model oo_record_function_output
  Vec v = Vec(time + 1, time + 1);
  Polar p = toPolar(v);
  Vec w;
  Real len;
  Polar q;
equation
  (w, len) = split(time + 1);
  q = toPolar(Vec(0, -2));
end oo_record_function_output;
