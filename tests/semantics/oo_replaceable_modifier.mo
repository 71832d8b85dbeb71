// A modifier written 'replaceable' instead of 'redeclare' is a redeclaration
// (spec 7.3), and what it declares stays replaceable: B redeclares x and
// Law that way, b redeclares x once more.
// run --stop-time=1
// expect final a.x 2 1e-12
// expect at 0.5 a.law.f 1 1e-12
// expect final b.x 4 1e-12
// expect final b.law.f 2 1e-12
model OoReplaceableModifier
  model A
    replaceable Real x = 1;
    replaceable model Law
      Real f = 1;
    end Law;
    Law law;
  end A;
  model Double
    Real f = 2 * time;
  end Double;
  model B
    extends A(replaceable Real x = 3, replaceable model Law = Double);
  end B;
  A a(replaceable Real x = 2 * time, replaceable model Law = Double);
  B b(redeclare Real x = 4);
end OoReplaceableModifier;
