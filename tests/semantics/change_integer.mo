// k = integer(3 time) steps at t = 1/3, 2/3, 1; change(k) fires at each.
// run --stop-time=1.2 --interval=0.05
// expect events @w1 3
// expect event @w1 1 0.333333333333 1e-8
// expect event @w1 3 1.0 1e-8
// expect final k 3 0
// expect final m 3 0
model ChangeInteger
  Integer k;
  Integer m(start = 0);
equation
  k = integer(3 * time);
  when change(k) then  // @w1
    m = pre(m) + 1;
  end when;
end ChangeInteger;
