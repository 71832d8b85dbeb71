// Functions declared inside a function (a function's protected part may
// hold classes, spec 12.2): each is a function of its own, called by its
// short name in the enclosing function's body; one is inside another.
// affine(u) = twice(u) + 1 with twice(c) = 2*c; cube(u) = u * sq(u) with
// sq(u) = u*u inside cube, itself inside affine's sibling: x = affine(t),
// y = cube(x).  At t = 1: x = 3, y = 27; at t = 0.5: x = 2, y = 8.
// expect final x 3 1e-9
// expect final y 27 1e-9
// expect at 0.5 y 8 1e-9
model FunctionInner
  function affine
    input Real a;
    output Real b;
  protected
    function twice
      input Real c;
      output Real d;
    algorithm
      d := 2 * c;
    end twice;
  algorithm
    b := twice(a) + 1;
  end affine;
  function powers
    input Real u;
    output Real w;
  protected
    function cube
      input Real u;
      output Real w;
    protected
      function sq
        input Real u;
        output Real w;
      algorithm
        w := u * u;
      end sq;
    algorithm
      w := u * sq(u);
    end cube;
  algorithm
    w := cube(u);
  end powers;
  Real x = affine(time);
  Real y = powers(x);
end FunctionInner;
