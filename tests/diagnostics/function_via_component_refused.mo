// A function is named through a component only when the component is a
// scalar and not conditional, and the function public (spec 5.3.2): an
// array of components, a conditional one, a protected function.
model FunctionViaComponentRefused
  class A
    function f
      input Real u;
      output Real v = u + 1;
    algorithm
    end f;
  protected
    function g
      input Real u;
      output Real v = u + 2;
    algorithm
    end g;
  end A;
  A many[3];
  A maybe if true;
  A one;
  Real x = many.f(2 * time);
  Real y = maybe.f(2 * time);
  Real z = one.g(2 * time);
end FunctionViaComponentRefused;
