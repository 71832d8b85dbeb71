// A function named through a scalar component (a.B.f(x), spec 5.3.2) is
// the function of that name among the classes of the component's class,
// also one the class inherits (b.B.g: Outer extends Base).
// x = a.B.f(3) = 2*3 = 6; y = b.B.g(2) = 2^2 + 1 = 5.
// run --stop-time=1
// expect final x 6 1e-12
// expect final y 5 1e-12
package Lib
  class Base
    class B
      function g
        input Real u;
        output Real v;
      algorithm
        v := u^2 + 1;
      end g;
    end B;
  end Base;
  class A
    class B
      function f
        input Real u;
        output Real v;
      algorithm
        v := 2*u;
      end f;
    end B;
  end A;
  class Outer
    extends Base;
  end Outer;
end Lib;

model function_via_component_path
  Lib.A a;
  Lib.Outer b;
  Real x = a.B.f(3);
  Real y = b.B.g(2);
end function_via_component_path;
