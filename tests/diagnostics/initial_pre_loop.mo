// Each initial equation reads the pre() value the other one fixes.
model InitialPreLoop
  Integer a, b;
initial equation
  pre(a) = pre(b) + 1;
  pre(b) = pre(a) - 1;
equation
  when time > 1 then
    a = 1;
    b = 2;
  end when;
end InitialPreLoop;
