// A record equation between records whose fields differ.
record Pos
  Real x;
  Real y;
end Pos;

record Vel
  Real vx;
  Real vy;
end Vel;

model oo_record_equation_types
  Pos p;
  Vel v(vx = time, vy = 1);
equation
  p = v;
end oo_record_equation_types;
