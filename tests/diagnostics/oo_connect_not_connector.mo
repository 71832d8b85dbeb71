// connect() takes connectors, not variables.
connector Flange
  Real s;
  flow Real f;
end Flange;

model oo_connect_not_connector
  Flange a;
  Real x;
equation
  connect(a, x);
  x = time;
end oo_connect_not_connector;
