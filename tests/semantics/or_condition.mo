// 'time > 0.3 or time > 0.6' becomes true once: one firing, not two.
// run --stop-time=1
// expect events @w1 1
// expect final n 1 0
model OrCondition
  Integer n(start = 0);
equation
  when time > 0.3 or time > 0.6 then  // @w1
    n = pre(n) + 1;
  end when;
end OrCondition;
