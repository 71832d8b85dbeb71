// Two inductors in series carry one current, and their initial equations
// disagree (0 and 0.25): the second is redundant, so it leaves the initial
// problem, and the check on the initial values stops the run naming it.
// expect exit 1
// expect stderr the initial equation 'l2.i = 0.25' is redundant
model initial_redundant_inconsistent
  connector Pin
    Real v;
    flow Real i;
  end Pin;
  model Inductor
    parameter Real L;
    Pin p;
    Pin n;
    Real i;
  equation
    p.i + n.i = 0;
    i = p.i;
    L*der(i) = p.v - n.v;
  end Inductor;
  model Resistor
    parameter Real R;
    Pin p;
    Pin n;
  equation
    p.v - n.v = R*p.i;
    p.i + n.i = 0;
  end Resistor;
  model Step
    Pin p;
    Pin n;
  equation
    p.v - n.v = 1;
    p.i + n.i = 0;
  end Step;
  model Ground
    Pin p;
  equation
    p.v = 0;
  end Ground;
  Inductor l1(L = 0.5);
  Inductor l2(L = 0.5);
  Resistor r(R = 1);
  Step s;
  Ground g;
initial equation
  l1.i = 0;
  l2.i = 0.25;
equation
  connect(s.p, r.p);
  connect(r.n, l1.p);
  connect(l1.n, l2.p);
  connect(l2.n, g.p);
  connect(s.n, g.p);
end initial_redundant_inconsistent;
