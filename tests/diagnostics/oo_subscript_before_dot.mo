// b[k].h with k a variable: which component is meant must be known at compile time.
model Ball
  Real h = time;
end Ball;

model oo_subscript_before_dot
  Ball b[2];
  Integer k = if time > 0.5 then 2 else 1;
  Real s;
equation
  s = b[k].h;
end oo_subscript_before_dot;
