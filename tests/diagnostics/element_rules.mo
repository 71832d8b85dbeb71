// A function has one algorithm section and only inputs and outputs in
// public; one name is not a
// component and a class; a protected component is not read, nor a protected
// class used, from outside; a partial class is not instantiated, directly or
// through a short class.
model ElementRules
  function twice
    input Real u;
    output Real y;
    Real scratch;
  algorithm
    scratch := 2 * u;
  algorithm
    y := scratch;
  end twice;
  model Tank
    parameter Real level = 1;
  protected
    Real inflow = 3;
    model Valve
      Real k = 1;
    end Valve;
  end Tank;
  partial model Shape
    Real area = 1;
  end Shape;
  model Circle = Shape;
  Tank tank(level = 2);
  Circle circle;
  Tank.Valve valve;
  Real r = tank.inflow;
  Real q = twice(r);
  Real dup = 1;
  model dup
  end dup;
end ElementRules;
