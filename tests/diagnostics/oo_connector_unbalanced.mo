// A connector with two potentials and one flow is unbalanced (spec 9.3.1).
connector Port
  Real p "pressure";
  Real T "temperature";
  flow Real m "mass flow";
end Port;

model Pipe
  Port a;
equation
  a.p = 1;
  a.T = 300;
end Pipe;

model oo_connector_unbalanced
  Pipe x, y;
equation
  connect(x.a, y.a);
end oo_connector_unbalanced;
