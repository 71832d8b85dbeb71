// pre, edge and change on array elements: b = {t > 0.3, t > 0.6};
// change(b) (a vector condition) fires at 0.3 and 0.6, edge(b[2]) at 0.6.
// run --stop-time=1
// expect events @c 2
// expect events @e 1
// expect event @e 1 0.6 1e-9
// expect final k 2 0
// expect final m 1 0
model ElementEdgeChange
  Boolean b[2];
  Integer k(start = 0), m(start = 0);
equation
  b = {time > 0.3, time > 0.6};
  when change(b) then  // @c
    k = pre(k) + 1;
  end when;
  when edge(b[2]) then  // @e
    m = pre(m) + 1;
  end when;
end ElementEdgeChange;
