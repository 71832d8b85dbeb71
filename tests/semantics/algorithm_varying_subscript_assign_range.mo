// An assignment to buf[k] with k out of buf's range stops the run with the
// statement's line before anything is written: k = 1, 2, 3 at the samples
// 0.05, 0.15, 0.25 and buf has 2 elements; buf[2] was 20 before.
// run --stop-time=0.5
// expect exit 1
// expect stderr subscript k of 'buf' out of range: dimension 1 has size 2
// expect stderr t=0.25
// expect stderr algorithm_varying_subscript_assign_range.mo:16)
// expect at 0.2 buf[2] 20 1e-12
model AlgorithmVaryingSubscriptAssignRange
  Integer k(start = 0, fixed = true);
  discrete Real buf[2](each start = 0, each fixed = true);
algorithm
  when sample(0.05, 0.1) then
    k := pre(k) + 1;
    buf[k] := 10 * k;
  end when;
end AlgorithmVaryingSubscriptAssignRange;
