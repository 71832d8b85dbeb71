// A function of the model called from its equations, in a model that also
// declares a model class (so it is instantiated): the function is compiled
// once, its closed form reads its own inputs, and the call depends on its
// arguments.  scale(mode, z) = x + 1 with x = e^-t: z = (x + 1) / 2 while
// mode is "double", z = sqrt(x + 1) after x < 0.5 (t = ln 2 = 0.6931472)
// sets "square"; y = scale(mode, x) + scale("double", 1) is 2 x + 2, then
// x^2 + 2.  At t = 0.5 (x = 0.6065307): z = 0.8032653, y = 3.2130613; at
// t = 1 (x = 0.3678794): z = 1.1695638, y = 2.1353353.  The Jacobian check
// (check.sh) compares d/dz and d/dx of both rows with differences.
// run --stop-time=1
// expect event @square 1 0.6931472 1e-4
// expect at 0.5 z 0.8032653 1e-4
// expect at 0.5 y 3.2130613 1e-4
// expect final z 1.1695638 1e-4
// expect final y 2.1353353 1e-4
model function_local_called_once
  function scale
    input String s;
    input Real a;
    output Real y;
  algorithm
    if s == "double" then
      y := 2 * a;
    else
      y := a * a;
    end if;
  end scale;
  model Const
    Real v = 4;
  end Const;
  Const c;
  Real x(start = 1, fixed = true);
  Real z;
  Real y;
  discrete String mode(start = "double");
equation
  der(x) = -x;
  scale(mode, z) = x + 1;
  y = scale(mode, x) + scale("double", 1);
  when x < 0.5 then // @square
    mode = "square";
  end when;
end function_local_called_once;
