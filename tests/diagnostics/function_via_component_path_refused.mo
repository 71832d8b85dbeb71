// Through a component, a function is named by a path of classes only
// (spec 5.3.2): a.b.f with b a component of a's class is not found.
model function_via_component_path_refused
  class A
    class B
      function f
        input Real u;
        output Real v;
      algorithm
        v := 2*u;
      end f;
    end B;
    B b;
  end A;
  A a;
  Real x = a.b.f(3);
end function_via_component_path_refused;
