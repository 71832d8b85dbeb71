// A parameter fixed at compile time (annotation(Evaluate = true), or bound
// by a final modification to one) that is 0 makes its products 0 before the
// states are found: the capacitor with C = 0 and the junction whose charge
// then vanishes (c = tau*... + cj, cj = Cj*...) are no states, and the
// circuit is the divider of R and the junction's conductance G:
// v = sin(time)/(1 + R*G) = sin(time)/2.  Without the fold der(cap.v) and
// der(junction.v) are left undetermined (the initial problem is singular).
// run --stop-time=2
// expect at 1 junction.v 0.4207354924 1e-6
// expect final junction.v 0.4546487134 1e-6
// expect final cap.i 0 1e-12
// expect final cap.v 0.4546487134 1e-6
model evaluate_zero_products
  connector Pin
    Real v;
    flow Real i;
  end Pin;
  model Capacitor
    parameter Real C;
    Pin p;
    Pin n;
    Real v(start = 1);
    Real i;
  equation
    v = p.v - n.v;
    i = p.i;
    p.i + n.i = 0;
    i = C*der(v);
  end Capacitor;
  model Junction "a conductance with a charge that depends on its voltage"
    parameter Real G = 1e-3;
    parameter Real Cj = 1e-6;
    parameter Real tau = 1e-9;
    Pin p;
    Pin n;
    Real v(start = 0.5);
    Real c;
    Real cj;
  equation
    v = p.v - n.v;
    p.i + n.i = 0;
    cj = smooth(1, Cj*(1 + v^2));
    c = smooth(1, tau*exp(v)/(1 + v^2) + cj);
    p.i = G*v + c*der(v);
  end Junction;
  model Resistor
    parameter Real R;
    Pin p;
    Pin n;
  equation
    p.v - n.v = R*p.i;
    p.i + n.i = 0;
  end Resistor;
  model Source
    Pin p;
    Pin n;
  equation
    p.v - n.v = sin(time);
    p.i + n.i = 0;
  end Source;
  model Ground
    Pin p;
  equation
    p.v = 0;
  end Ground;
  parameter Real CapVal = 0 annotation(Evaluate = true);
  Capacitor cap(final C = CapVal);
  Junction junction(final Cj = CapVal, final tau = 2*CapVal);
  Resistor r(R = 1000);
  Source s;
  Ground g;
equation
  connect(s.p, r.p);
  connect(r.n, cap.p);
  connect(r.n, junction.p);
  connect(s.n, g.p);
  connect(cap.n, g.p);
  connect(junction.n, g.p);
end evaluate_zero_products;
