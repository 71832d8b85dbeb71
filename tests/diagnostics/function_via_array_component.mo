// A function is named through a scalar component only (spec 5.3.2): a is
// an array of components.
model FunctionViaArrayComponent
  class A
    function f
      input Real u;
      output Real v = u + 1;
    algorithm
    end f;
  end A;
  A a[3];
  Real x = a.f(2 * time);
end FunctionViaArrayComponent;
