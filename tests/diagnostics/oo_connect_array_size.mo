// connect() of two arrays of connectors element by element needs equal sizes.
connector Pin
  Real v;
  flow Real i;
end Pin;
model Two
  Pin p[2];
equation
  p[1].v = 1;
  p[2].v = 2;
end Two;
model Three
  Pin p[3];
equation
  p[1].v = 1;
  p[2].v = 2;
  p[3].v = 3;
end Three;
model oo_connect_array_size
  Two t;
  Three h;
equation
  connect(t.p, h.p);
end oo_connect_array_size;
