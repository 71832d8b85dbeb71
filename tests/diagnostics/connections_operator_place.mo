// Connections.root, potentialRoot and branch shape the connection graph
// when the model is translated (spec 9.4.1): each is an equation of its
// own, not in a when-equation, an algorithm or an if-equation whose
// condition changes during the run.
model ConnectionsOperatorPlace
  type Angle
    extends Real;
    function equalityConstraint
      input Angle phi1;
      input Angle phi2;
      output Real residue[1];
    algorithm
      residue := {phi1 - phi2};
    end equalityConstraint;
  end Angle;
  connector Flange
    Angle phi;
    flow Real tau;
  end Flange;
  model Fixed
    Flange b;
  equation
    when time > 1 then
      Connections.root(b.phi);
    end when;
    b.phi = 0;
  end Fixed;
  model Gear
    Flange a, b;
  equation
    b.phi = 2 * a.phi;
    a.tau = -2 * b.tau;
  algorithm
    Connections.branch(a.phi, b.phi);
  end Gear;
  model Load
    Flange a;
  equation
    if time > 1 then
      Connections.potentialRoot(a.phi);
    end if;
    a.tau = 3 * a.phi;
  end Load;
  Fixed fixed;
  Gear g;
  Load load;
equation
  connect(fixed.b, g.a);
  connect(g.b, load.a);
end ConnectionsOperatorPlace;
