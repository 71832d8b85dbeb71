// pre(y) is fixed by an initial equation, and y is a step of the when-clause
// only (y = pre(y) at initialization): y = false fixes it a second time.
model InitialPreTwice
  Boolean y;
initial equation
  pre(y) = true;
  y = false;
equation
  when time > 1 then
    y = true;
  end when;
end InitialPreTwice;
