within IndexLib;
package Rotational "Flanges, inertias, a torque and an ideal gear"
  connector Flange
    Real phi;
    flow Real tau;
  end Flange;

  model Inertia
    parameter Real J = 1;
    Flange flange_a, flange_b;
    Real phi, w, a;
  equation
    phi = flange_a.phi;
    phi = flange_b.phi;
    w = der(phi);
    a = der(w);
    J * a = flange_a.tau + flange_b.tau;
  end Inertia;

  model ConstantTorque
    parameter Real T = 1;
    Flange flange;
  equation
    flange.tau = -T;
  end ConstantTorque;

  model IdealGear "flange_a.phi = ratio flange_b.phi"
    parameter Real ratio = 1;
    Flange flange_a, flange_b;
  equation
    flange_a.phi = ratio * flange_b.phi;
    0 = ratio * flange_a.tau + flange_b.tau;
  end IdealGear;
end Rotational;
