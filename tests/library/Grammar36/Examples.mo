within Grammar36;
package Examples "models with hand-derived values (tests/sim/grammar36.sh)"
  extends Grammar36.Icons.Package;

  model Springs "class extends: f = 3 t, extra = 3 t + 1; soft: f = 2 t, own.f = 0.5 t"
    extends Modelica_Icons_Example_free;
    Components.StiffSpring stiff;
    Components.SoftSpring soft;
    annotation (experiment(StopTime=1, Interval=0.1, Tolerance=1e-8),
      __Dymola_experimentSetupOutput(equidistant=true));
  end Springs;

  model Modelica_Icons_Example_free "an example icon of our own"
  end Modelica_Icons_Example_free;

  model Media "redeclare function extends through a package redeclaration: d = 1000 - 5 t, 800 - 2 t"
    Components.Tank tank(redeclare package Medium = Components.Water "water")
      annotation (choices(choice(redeclare package Medium = Components.Water "Water"),
                          __Vendor_choice(each final x = 1)));
    Components.Tank oil(redeclare package Medium = Components.Oil);
  end Media;

  model Names "global names, imports of a list, pure and impure functions"
    import Grammar36.Constants.{k1, k2} "two constants";
    import Grammar36.Functions.*;
    Real a = .Grammar36.g * 2 "19.62";
    Real b = .sin(.Grammar36.Constants.k2 * 0) + k1 * k2 "10";
    Real c = square(3) + counted(1) "9 + 2 = 11";
    Real e = sin(0.5) "Functions.sin, imported: 100 + sin(0.5)";
    Real x(start = 1, fixed = true);
  equation
    der(x) = -x;
  end Names;

  record Pair
    Real b;
    Real c;
  end Pair;

  model Outputs "(a.b) := f(x) and (x, , y) := f(u), t1 = 7 + floor(10 t)"
    Pair p;
    Real q, s, r2;
    Real t1 = 7 + floor(time * 10) "7 .. 17";
  algorithm
    (p.b) := Functions.divmod(t1, 3) "the quotient";
    (, p.c) := Functions.divmod(t1, 3);
    (q, , s) := Functions.divmod(t1, 3);
    (, r2, ) := Functions.divmod(t1, 3);
  end Outputs;

  model Conditional "conditional declarations after a binding"
    Components.Gain on;
    Components.Gain off(useInput = false);
  end Conditional;

  model Applied "functions passed to a function, partly applied (spec 12.4.2)"
    parameter Real p = 3;
    Real lin = Functions.midpoint(function Functions.affine(k = 2, c = p), 0, 1) "x^2 + 3x at 1: 4";
    Real cubic = Functions.midpoint(function Functions.cube(), 0, 1, n = 2) "(0.25^3 + 0.75^3) / 2 = 0.21875";
    Real ramp = Functions.midpoint(a = 0, b = 2, f = function Functions.affine(k = time)) "2 time";
  end Applied;
end Examples;
