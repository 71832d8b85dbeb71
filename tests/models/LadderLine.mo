// A line of n segments (series R and L, shunt C and G) between a DC source
// and a load, built of components whose pins, heat ports and losses give
// the flat model many computed variables that only output rows read.
package LadderLine
  connector Pin
    Real v;
    flow Real i;
  end Pin;

  partial model TwoPin
    Pin p, n;
    Real v, i;
    parameter Real T = 300 "temperature of the heat port";
    Real T_heatPort;
    Real LossPower;
  equation
    v = p.v - n.v;
    0 = p.i + n.i;
    i = p.i;
    T_heatPort = T;
    LossPower = v * i;
  end TwoPin;

  model Resistor
    extends TwoPin;
    parameter Real R, alpha = 0.004, Tref = 300;
    Real R_actual;
  equation
    assert(1 + alpha * (T_heatPort - Tref) >= 1e-15, "temperature outside the scope of the model");
    R_actual = R * (1 + alpha * (T_heatPort - Tref));
    v = R_actual * i;
  end Resistor;

  model Conductor
    extends TwoPin;
    parameter Real G, alpha = 0.004, Tref = 300;
    Real G_actual;
  equation
    G_actual = G / (1 + alpha * (T_heatPort - Tref));
    i = G_actual * v;
  end Conductor;

  model Inductor
    extends TwoPin;
    parameter Real L;
  equation
    L * der(i) = v;
  end Inductor;

  model Capacitor
    extends TwoPin;
    parameter Real C;
  equation
    i = C * der(v);
  end Capacitor;

  model Ground
    Pin p;
  equation
    p.v = 0;
  end Ground;

  model Source
    extends TwoPin;
    parameter Real V;
  equation
    v = V;
  end Source;

  model Line
    parameter Integer n = 20;
    parameter Real r = 0.5, l = 1e-3, c = 1e-6, g = 1e-4;
    Pin p1, p2, p3;
    Resistor R[n](each R = r);
    Inductor L[n](each L = l, each i(start = 0, fixed = true));
    Capacitor C[n](each C = c, each v(start = 0, fixed = true));
    Conductor G[n](each G = g);
  equation
    connect(p1, R[1].p);
    for k in 1:n loop
      connect(R[k].n, L[k].p);
      connect(L[k].n, C[k].p);
      connect(L[k].n, G[k].p);
      connect(C[k].n, p3);
      connect(G[k].n, p3);
    end for;
    for k in 1:n - 1 loop
      connect(L[k].n, R[k + 1].p);
    end for;
    connect(L[n].n, p2);
  end Line;

  model Run
    Line line;
    Source source(V = 100);
    Resistor load(R = 50);
    Ground ground;
  equation
    connect(source.p, line.p1);
    connect(line.p2, load.p);
    connect(load.n, ground.p);
    connect(source.n, ground.p);
    connect(line.p3, ground.p);
    annotation(experiment(StopTime = 0.05, Interval = 1e-4, Tolerance = 1e-8));
  end Run;
end LadderLine;
