// An outer variable named from outside its instance (b.a1.T0) is its inner
// one, b.T0 (spec 5.4): the outer has no value of its own.
// run --stop-time=1
// expect final fromA 20 1e-12
// expect at 0.5 b.a2.twice 10 1e-12
// expect final b.T0 10 1e-12
model OuterReadFromOutside
  model A
    outer Real T0;
    Real twice = 2 * T0;
  end A;
  model B
    inner Real T0 = 10 * time;
    A a1, a2;
  end B;
  B b;
  Real fromA = b.a1.T0 + b.a2.T0;
end OuterReadFromOutside;
