// edge() applies to a Boolean variable.
model EdgeOfReal
  Real x(start = 0, fixed = true);
  Integer n(start = 0);
equation
  der(x) = 1;
  when edge(x) then
    n = pre(n) + 1;
  end when;
end EdgeOfReal;
