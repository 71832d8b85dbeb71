// Two inductors in series carry one current: an initial equation for each
// is one too many, but the two agree.  The redundant one leaves the initial
// problem (a warning names it) and is checked on the initial values instead,
// so the run is i = (1 - exp(-R*t/(L1 + L2)))*V/R = 1 - exp(-t).
// run --stop-time=2
// expect at 1 l2.i 0.6321205588 1e-5
// expect final l1.i 0.8646647168 1e-5
model initial_redundant_consistent
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
  l2.i = 0;
equation
  connect(s.p, r.p);
  connect(r.n, l1.p);
  connect(l1.n, l2.p);
  connect(l2.n, g.p);
  connect(s.n, g.p);
end initial_redundant_consistent;
