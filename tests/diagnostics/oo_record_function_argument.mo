// A function's record input given a record of other fields, and a number.
record Pos
  Real x;
  Real y;
end Pos;

record Vel
  Real vx;
  Real vy;
end Vel;

function norm
  input Pos p;
  output Real n;
algorithm
  n := sqrt(p.x^2 + p.y^2);
end norm;

model oo_record_function_argument
  Vel v(vx = time, vy = 1);
  Real a = norm(v);
  Real b = norm(3);
end oo_record_function_argument;
