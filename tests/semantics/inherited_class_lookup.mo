// A class that a class inherits through an extends-clause is found by its
// name there (spec 5.3.1, 7.1): C11 of C1 in C3, the protected Hidden too,
// and C21 of a base whose extends-clause comes after the use.
// run --stop-time=1
// expect final c3.t.y 3 1e-12
// expect final c3.u.w 5 1e-12
// expect at 0.5 c3.h.z 3.5 1e-12
model InheritedClassLookup
  class C1
    class C11
      parameter Real x;
      Real y = x * time;
    end C11;
  protected
    model Hidden
      Real z = 7 * time;
    end Hidden;
  end C1;
  class C2
    model C21
      Real w = 5;
    end C21;
  end C2;
  class C3
    extends C1;
    C11 t(x = 3);
    C21 u;
    Hidden h;
    extends C2;
  end C3;
  C3 c3;
end InheritedClassLookup;
