// A type with an equalityConstraint function is overdetermined as a record
// with one is (spec 9.4.1): Connections.root, branch and isRoot take a
// variable of it, also named from the top level (.Connections.root, spec
// 5.3.3), and in the connector's balance it counts as many potentials as
// its residue has elements (one here, against the flow tau).  A chain
// from the root: gears of ratio 2 and 3 to a spring load of stiffness 3.
// phi: 0.5, 1, 3 along it; torques back: load 9, g2.a -27, g1.a 54.
// run --stop-time=1
// expect final load.a.phi 3 1e-12
// expect final g1.b.phi 1 1e-12
// expect final load.a.tau 9 1e-12
// expect final g2.a.tau 27 1e-9
// expect final fixed.b.tau -54 1e-9
// expect final fixed.root 1 0
// expect final g1.root 0 0
model OverdeterminedType
  type Angle
    extends Real;
    function equalityConstraint
      input Angle phi1;
      input Angle phi2;
      output Real residue[1];
    algorithm
      residue := {sin(phi1 - phi2)};
    end equalityConstraint;
  end Angle;
  connector Flange
    Angle phi;
    flow Real tau;
  end Flange;
  model Fixed
    Flange b;
    parameter Real phi0 = 0.5;
    Boolean root;
  equation
    .Connections.root(b.phi);
    b.phi = phi0;
    root = .Connections.isRoot(b.phi);
  end Fixed;
  model Gear
    Flange a, b;
    parameter Real ratio = 2;
    Boolean root;
  equation
    Connections.branch(a.phi, b.phi);
    b.phi = ratio * a.phi;
    a.tau = -ratio * b.tau;
    root = Connections.isRoot(a.phi);
  end Gear;
  model Load
    Flange a;
    parameter Real k = 3;
  equation
    a.tau = k * a.phi;
  end Load;
  Fixed fixed;
  Gear g1, g2(ratio = 3);
  Load load;
equation
  connect(fixed.b, g1.a);
  connect(g1.b, g2.a);
  connect(g2.b, load.a);
end OverdeterminedType;
