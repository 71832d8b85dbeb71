// b = not pre(b) never settles: the event iteration must stop with an error.
model DiscreteLoop
  Real x(start = 0, fixed = true);
  Boolean b(start = false);
  Boolean go(start = false);
equation
  der(x) = 1;
  when x > 0.5 then
    go = true;
  end when;
  b = if go then not pre(b) else false;
end DiscreteLoop;
