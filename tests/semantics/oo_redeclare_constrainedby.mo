// A replaceable source constrained by a partial class whose modification
// (a = 3) applies to whatever source is put in (spec 7.3.2), unless the
// redeclaration sets a itself.  z integrates the source: der(z) = src.y.
//   d1, the declared Ramp y = a t with a = 3: z(2) = 3 t^2/2 = 6
//   d2, a Step y = if t > 0.5 then a else 0 with a = 3: z(2) = 3 (2 - 0.5) = 4.5
//   d3, a Step with a = 1 given in the redeclaration: z(2) = 1.5
// run --stop-time=2
// expect final d1.z 6 1e-4
// expect final d2.z 4.5 1e-4
// expect final d3.z 1.5 1e-4
// expect final d2.src.y 3 1e-12
partial model Source
  parameter Real a = 1;
  output Real y;
end Source;

model Ramp
  extends Source;
equation
  y = a*time;
end Ramp;

model Step
  extends Source;
equation
  y = if time > 0.5 then a else 0;
end Step;

model Drive
  replaceable Ramp src constrainedby Source(a = 3);
  Real z(start = 0, fixed = true);
equation
  der(z) = src.y;
end Drive;

model oo_redeclare_constrainedby
  Drive d1;
  Drive d2(redeclare Step src);
  Drive d3(redeclare Step src(a = 1));
end oo_redeclare_constrainedby;
