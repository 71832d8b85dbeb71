// Conditional components (spec 4.4.5), here one that a connect() uses, are
// not supported: the condition is reported where it is written.
connector Flange
  Real s;
  flow Real f;
end Flange;

model Fixed
  Flange a;
equation
  a.s = 0;
end Fixed;

model Damper
  Flange a;
equation
  a.f = 2*der(a.s);
end Damper;

model oo_conditional_component
  parameter Boolean useDamper = true;
  Fixed ground;
  Damper damper if useDamper;
equation
  connect(ground.a, damper.a);
end oo_conditional_component;
