// Records through short definitions: a connector RIn = input Vec has the
// fields of Vec as inputs (counted so by the balance check of Norm, spec
// 4.7), a connector VOut = output Vec is a record where equated with a
// constructor (Rotate), and VVec = Vec(redeclare Voltage x) replaces a
// replaceable Real field by a short type of Real (spec 6.4, 7.3), looked
// up where the short definition is written (Volt in Units).
// r.y = (t, 2t) rotated by 90 degrees: (-2t, t); n.len = |r.y| = sqrt5 t;
// v.x = 3t, v.y = 1.  At t = 1: r.y = (-2, 1), len = 2.2360680, v.x = 3.
// run --stop-time=1
// expect final r.y.x -2 1e-9
// expect final r.y.y 1 1e-9
// expect final n.len 2.2360680 1e-6
// expect final v.x 3 1e-9
// expect final v.y 1 1e-9
// expect final w.x 2 1e-9
// expect at 0.5 n.len 1.1180340 1e-6
record Vec
  replaceable Real x;
  Real y;
end Vec;

type Voltage = Real(unit = "V");
record VVec = Vec(redeclare Voltage x);
package Units
  type Volt = Real(unit = "V");
  record VoltVec = Vec(redeclare Volt x);
end Units;

connector VIn = input Vec;
connector VOut = output Vec;

block Rotate
  VIn u;
  VOut y;
equation
  y = Vec(-u.y, u.x);
end Rotate;

block Norm
  VIn u;
  output Real len;
equation
  len = sqrt(u.x^2 + u.y^2);
end Norm;

model record_connector_short
  Rotate r;
  Norm n;
  VVec v(x = 3*time, y = 1);
  Units.VoltVec w(x = 2*time, y = 0);
equation
  r.u.x = time;
  r.u.y = 2*time;
  connect(r.y, n.u);
end record_connector_short;
