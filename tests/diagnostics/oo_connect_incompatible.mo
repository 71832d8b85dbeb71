// A mechanical flange cannot be connected to an electrical pin.
connector Flange
  Real s;
  flow Real f;
end Flange;

connector Pin
  Real v;
  flow Real i;
end Pin;

model Part
  Flange a;
  Pin p;
equation
  a.s = time;
  p.v = 1;
end Part;

model oo_connect_incompatible
  Part x, y;
equation
  connect(x.a, y.p);
end oo_connect_incompatible;
