// A subscript that leaves the array's range during the run stops it with the
// model's line, never reading out of bounds: k = 1, 2, 3, 4 at the samples
// 0, 0.5, 1, 1.5, and x has 3 elements.
// run --stop-time=2
// expect exit 1
// expect stderr subscript k of 'x' out of range: dimension 1 has size 3
// expect stderr t=1.5
// expect stderr varying_subscript_range.mo:17)
model VaryingSubscriptRange
  Real x[3] = {10, 20, 30}*time;
  Integer k(start = 0);
  Real y;
equation
  when sample(0, 0.5) then
    k = pre(k) + 1;
  end when;
  y = x[k];
end VaryingSubscriptRange;
