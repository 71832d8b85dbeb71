// A replaceable component declared without constrainedby keeps the
// modifiers of its declaration when it is redeclared (spec 7.3.2), below
// those of the redeclaration; with constrainedby only the constraint's stay.
// Source s of Base: offset = off = 5 (final), startTime = t0 = 1, k = 2.
// Ramp: y = offset + k*height*clamp((time - startTime)/duration, 0, 1).
// a (extends Base(redeclare Ramp s(height = 3)), duration 2):
//   y(0.5) = 5, y(2) = 5 + 2*3*0.5 = 8, y(4) = 5 + 2*3 = 11
// b (redeclare Ramp s(k = 4, duration = 1) as an element): y(1.5) = 5 + 4*0.5 = 7
// c (Base c(off = 1, t0 = 0, redeclare Ramp s(duration = 4))): y(2) = 1 + 2*0.5 = 2
// d (constrainedby Src(k = 9): offset = 1 and k = 2 of the declaration
//   dropped): y(1) = 0 + 9*0.5 = 4.5
// run --stop-time=4 --interval=0.25
// expect at 0.5 a.s.y 5 1e-9
// expect at 2 a.s.y 8 1e-9
// expect final a.s.y 11 1e-9
// expect at 1.5 b.s.y 7 1e-9
// expect at 2 c.s.y 2 1e-9
// expect at 1 d.s.y 4.5 1e-9
model oo_redeclare_keeps_modifiers
  block Src
    parameter Real offset = 0;
    parameter Real startTime = 0;
    parameter Real k = 1;
    output Real y;
  end Src;
  block Ramp
    extends Src;
    parameter Real height = 1;
    parameter Real duration = 2;
  equation
    y = offset + k*height*min(max((time - startTime)/duration, 0), 1);
  end Ramp;
  model Base
    parameter Real off = 5;
    parameter Real t0 = 1;
    replaceable Src s(final offset = off, startTime = t0, k = 2);
  end Base;
  model A
    extends Base(redeclare Ramp s(height = 3));
  end A;
  model B
    extends Base;
    redeclare Ramp s(k = 4, duration = 1);
  end B;
  model D
    replaceable Src s(offset = 1, k = 2) constrainedby Src(k = 9);
  end D;
  A a;
  B b;
  Base c(off = 1, t0 = 0, redeclare Ramp s(duration = 4));
  D d(redeclare Ramp s);
end oo_redeclare_keeps_modifiers;
