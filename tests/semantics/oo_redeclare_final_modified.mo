// redeclare final T x(final b = 2, ...) in an extends clause: final both
// for the redeclaration and for its own modifiers, which are one text, not
// a modification of a final element from outside.  The replaced
// declaration's final a = k stays (k = 5 from the model using it):
// der(x) = a + b + c = 5 + 2 + 3 = 10, x(1) = 10.
// run --stop-time=1
// expect final d.pb.a 5 0
// expect final d.pb.c 3 0
// expect final x 10 1e-9
model OoRedeclareFinalModified
  record PB
    Real a;
    Real b;
  end PB;
  record PB2
    extends PB;
    Real c;
  end PB2;
  partial model Base
    parameter Real k = 1;
    replaceable output PB pb(final a = k);
  end Base;
  model Derived
    extends Base(redeclare final PB2 pb(final b = 2, final c = 3));
  end Derived;
  Derived d(k = 5);
  Real x(start = 0, fixed = true);
equation
  der(x) = d.pb.a + d.pb.b + d.pb.c;
end OoRedeclareFinalModified;
