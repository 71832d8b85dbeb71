within Connect;
package Circuits "resistors in arrays, a source, a ground, a heat sink"
  import Connect.Interfaces.*;

  model Resistor "v = R i; loses v i as heat through its port, if it has one"
    extends ConditionalHeatPort;
    parameter Real R = 1;
    Pin p, n;
    Real v, i;
  equation
    v = p.v - n.v;
    i = p.i;
    p.i + n.i = 0;
    v = R*i;
    LossPower = v*i;
  end Resistor;

  model Chain "n resistors of R in a row from a to b, joined by connect() in an if-equation of the index"
    parameter Integer n = 3;
    parameter Real R = 1;
    parameter Boolean closed = true "b joined to the last resistor";
    Pin a, b;
    Resistor r[n](each R = R, each useHeatPort = false);
  equation
    for i in 1:n loop
      if i > 1 then
        connect(r[i - 1].n, r[i].p);
      else
        connect(a, r[i].p);
      end if;
    end for;
    if closed then
      for i in n:n loop
        connect(r[i].n, b);
      end for;
    end if;
  end Chain;

  model Source "a constant voltage V between p and n"
    parameter Real V = 1;
    Pin p, n;
  equation
    p.v - n.v = V;
    p.i + n.i = 0;
  end Source;

  model Ground
    Pin p;
  equation
    p.v = 0;
  end Ground;

  model Sink "a fixed temperature"
    parameter Real T = 300;
    HeatPort port;
  equation
    port.T = T;
  end Sink;

  model Body "a heat capacity C warmed through its port"
    parameter Real C = 1;
    HeatPort port;
    Real T(start = 300, fixed = true);
  equation
    port.T = T;
    C*der(T) = port.Q_flow;
  end Body;
end Circuits;
