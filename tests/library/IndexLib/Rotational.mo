within IndexLib;
package Rotational "Flanges, inertias, a torque, an ideal gear and an elastic gearbox"
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

  model RelativeSpring "a spring whose relative angle and speed are preferred states"
    parameter Real c = 1;
    Flange flange_a, flange_b;
    Real phi_rel(start = 0, stateSelect = StateSelect.prefer);
    Real w_rel(start = 0, stateSelect = StateSelect.prefer);
    Real a_rel;
    Real tau;
  equation
    phi_rel = flange_b.phi - flange_a.phi;
    w_rel = der(phi_rel);
    a_rel = der(w_rel);
    tau = c * phi_rel;
    flange_b.tau = tau;
    flange_a.tau = -tau;
  end RelativeSpring;

  model ElasticGearbox "an ideal gear, then a spring; the angle over the spring preferred as a state"
    parameter Real ratio = 1;
    parameter Real c = 1;
    Flange flange_a, flange_b;
    IdealGear gear(ratio = ratio);
    RelativeSpring spring(c = c);
    Real phi_rel(start = 0, stateSelect = StateSelect.prefer) = flange_b.phi - gear.flange_b.phi;
    Real w_rel(start = 0, stateSelect = StateSelect.prefer) = der(phi_rel);
    Real a_rel = der(w_rel);
  equation
    connect(flange_a, gear.flange_a);
    connect(gear.flange_b, spring.flange_a);
    connect(spring.flange_b, flange_b);
  end ElasticGearbox;
end Rotational;
