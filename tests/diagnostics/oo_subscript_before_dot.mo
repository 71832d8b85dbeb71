// b[i].h: a subscript before '.' must be a literal for now.
model Ball
  Real h = time;
end Ball;

model oo_subscript_before_dot
  Ball b[2];
  Real s[2];
equation
  for i in 1:2 loop
    s[i] = b[i].h;
  end for;
end oo_subscript_before_dot;
