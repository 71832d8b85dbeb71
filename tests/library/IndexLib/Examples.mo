within IndexLib;
package Examples "Each one a constraint that involves no unknown"
  model ParallelCapacitors "V = 4 through R = 2 into C1 = 1 and C2 = 3 in parallel"
    Electrical.ConstantVoltage source(V = 4);
    Electrical.Resistor resistor(R = 2);
    Electrical.Capacitor c1(C = 1, v(start = 0, fixed = true));
    Electrical.Capacitor c2(C = 3);
    Electrical.Ground ground;
  equation
    connect(source.p, resistor.p);
    connect(resistor.n, c1.p);
    connect(resistor.n, c2.p);
    connect(c1.n, ground.p);
    connect(c2.n, ground.p);
    connect(source.n, ground.p);
  end ParallelCapacitors;

  model PreferSecond "ParallelCapacitors with c2.v preferred as the state, c1.v never"
    extends ParallelCapacitors(c1(v(start = 1, stateSelect = StateSelect.never)),
                               c2(v(stateSelect = StateSelect.prefer)));
  end PreferSecond;

  model RigidMasses "two masses of 1 and 3 joined, pushed by F = 2"
    Translational.ConstantForce force(F = 2);
    Translational.Mass m1(m = 1, L = 0.5, s(start = 0, fixed = true), v(start = 0, fixed = true));
    Translational.Mass m2(m = 3, L = 0.5);
  equation
    connect(force.flange, m1.flange_a);
    connect(m1.flange_b, m2.flange_a);
  end RigidMasses;

  model GearedInertias "J1 = 1 driven by T = 2, J2 = 4 behind a gear of ratio 2"
    Rotational.ConstantTorque torque(T = 2);
    Rotational.Inertia j1(J = 1, phi(start = 0, fixed = true), w(start = 0, fixed = true));
    Rotational.IdealGear gear(ratio = 2);
    Rotational.Inertia j2(J = 4);
  equation
    connect(torque.flange, j1.flange_a);
    connect(j1.flange_b, gear.flange_a);
    connect(gear.flange_b, j2.flange_a);
  end GearedInertias;

  model DrivenMass "a mass of 2 whose position a source prescribes: s = sin(t)"
    Translational.SinePosition source;
    Translational.Mass mass(m = 2);
  equation
    connect(source.flange, mass.flange_a);
  end DrivenMass;

  model GearboxRack "a motor of J = 0.1 driven by T = 1, an elastic gearbox of ratio 10, a rack of r = 0.05, a rod of 1, a spring, a load of 2"
    Rotational.ConstantTorque torque(T = 1);
    Rotational.Inertia motor(J = 0.1, phi(start = 0, fixed = true), w(start = 0, fixed = true));
    Rotational.ElasticGearbox gearbox(ratio = 10, c = 1e3, phi_rel(fixed = true), w_rel(fixed = true));
    Translational.Rack rack(r = 0.05);
    Translational.Mass rod(m = 1);
    Translational.Spring spring(c = 400, s_rel(fixed = true), v_rel(fixed = true));
    Translational.Mass load(m = 2);
    Real momentum = rod.m * rod.v + load.m * load.v + gearbox.ratio / rack.r * motor.J * motor.w;
    Real energy = motor.J * motor.w ^ 2 / 2 + gearbox.c * gearbox.phi_rel ^ 2 / 2 + rod.m * rod.v ^ 2 / 2 +
                  spring.c * spring.s_rel ^ 2 / 2 + load.m * load.v ^ 2 / 2;
  equation
    connect(torque.flange, motor.flange_a);
    connect(motor.flange_b, gearbox.flange_a);
    connect(gearbox.flange_b, rack.flange_a);
    connect(rack.flange_b, rod.flange_a);
    connect(rod.flange_b, spring.flange_a);
    connect(spring.flange_b, load.flange_a);
  end GearboxRack;
end Examples;
