within IndexLib;
package Translational "Flanges, masses, a force and a prescribed position"
  connector Flange
    Real s;
    flow Real f;
  end Flange;

  model Mass
    parameter Real m = 1;
    parameter Real L = 0;
    Flange flange_a, flange_b;
    Real s, v, a;
  equation
    flange_a.s = s - L / 2;
    flange_b.s = s + L / 2;
    v = der(s);
    a = der(v);
    m * a = flange_a.f + flange_b.f;
  end Mass;

  model ConstantForce
    parameter Real F = 1;
    Flange flange;
  equation
    flange.f = -F;
  end ConstantForce;

  model SinePosition "flange.s = A sin(time / T)"
    parameter Real A = 1;
    parameter Real T(unit = "s") = 1;
    Flange flange;
  equation
    flange.s = A * sin(time / T);
  end SinePosition;
end Translational;
