// Body has 3 unknowns (a.s, a.f, v) but 2 equations (der(a.s) = v and the
// flow of its public flange, given from outside): an equation for v is missing.
connector Flange
  Real s;
  flow Real f;
end Flange;

model Body
  Flange a;
  Real v(start = 0, fixed = true);
equation
  der(a.s) = v;
end Body;

model oo_unbalanced_model
  Body b;
equation
  der(b.v) = -1;
end oo_unbalanced_model;
