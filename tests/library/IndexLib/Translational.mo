within IndexLib;
package Translational "Flanges, masses, a force, a prescribed position, a spring and a rack"
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

  model Spring "a spring whose length and its rate (which no der() reads) are preferred states"
    parameter Real c = 1;
    Flange flange_a, flange_b;
    Real s_rel(start = 0, stateSelect = StateSelect.prefer);
    Real v_rel(start = 0, stateSelect = StateSelect.prefer);
    Real f;
  equation
    s_rel = flange_b.s - flange_a.s;
    v_rel = der(s_rel);
    f = c * s_rel;
    flange_b.f = f;
    flange_a.f = -f;
  end Spring;

  model Rack "flange_b.s = r flange_a.phi"
    parameter Real r = 1;
    IndexLib.Rotational.Flange flange_a;
    Flange flange_b;
  equation
    flange_b.s = r * flange_a.phi;
    0 = r * flange_b.f + flange_a.tau;
  end Rack;
end Translational;
