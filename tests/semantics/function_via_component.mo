// A function named through a scalar component, a.f(x), is the function f
// of a's class (spec 5.3.2), inherited ones too: a.f(2 t) = 2 t + k with
// k = 1 of A, b.f through B extends A.
// run --stop-time=1
// expect final x 3 1e-12
// expect at 0.5 y 2 1e-12
model FunctionViaComponent
  class A
    function f
      input Real u;
      output Real v = u + 1;
    algorithm
    end f;
  end A;
  class B
    extends A;
  end B;
  A a;
  B b;
  Real x = a.f(2 * time);
  Real y = b.f(2 * time);
end FunctionViaComponent;
