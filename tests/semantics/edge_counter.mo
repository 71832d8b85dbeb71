// edge(up) fires once, when up = time > 0.3 becomes true.
// expect events @w1 1
// expect event @w1 1 0.3 1e-9
// expect final c 1 0
// run --stop-time=1
model EdgeCounter
  Boolean up;
  Integer c(start = 0);
equation
  up = time > 0.3;
  when edge(up) then  // @w1
    c = pre(c) + 1;
  end when;
end EdgeCounter;
