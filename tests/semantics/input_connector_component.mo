// input on a connector component (spec 4.4.2.2): each of its variables is
// an input, so the class that declares it is balanced counted locally
// (spec 4.7) without equations for them; a binding in the connector's
// class is an equation.  y = c.e + c.g = 4 + time, 6 at time 2.
// run --stop-time=2
// expect final m.y 6 1e-9
// expect final m.c.e 4 1e-12
model input_connector_component
  connector C
    Real e = 4;
    Real g;
  end C;
  model M
    input C c;
    output Real y;
  equation
    y = c.e + c.g;
  end M;
  M m(c(g = time));
end input_connector_component;
