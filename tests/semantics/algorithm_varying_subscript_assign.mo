// An assignment to an element chosen during the run (buf[k] := ..., k a
// discrete Integer) in a model's algorithm: the element k is assigned, the
// others keep their values.  k counts the firings at 0.05, 0.15, ...:
// buf[k] := 10 k + 1 while k <= 4, so buf = {11, 21, 31, 41} at the end and
// buf[3] still 0 at t = 0.2.  m[r, 1:3] := {k, 2 k, 3 k} with r = min(k, 2)
// chooses a row: m[1, :] = {1, 2, 3} after the first firing, m[2, :] =
// {2, 4, 6} after the second and {5, 10, 15} after the fifth.
// run --stop-time=0.5
// expect final k 5 0
// expect final buf[1] 11 1e-12
// expect final buf[4] 41 1e-12
// expect at 0.2 buf[2] 21 1e-12
// expect at 0.2 buf[3] 0 1e-12
// expect final m[1,2] 2 0
// expect at 0.2 m[2,3] 6 0
// expect final m[2,3] 15 0
model AlgorithmVaryingSubscriptAssign
  Integer k(start = 0, fixed = true);
  discrete Real buf[4](each start = 0, each fixed = true);
  Integer m[2, 3](each start = 0, each fixed = true);
algorithm
  when sample(0.05, 0.1) then
    k := pre(k) + 1;
    if k <= 4 then
      buf[k] := 10 * k + 1;
    end if;
    m[min(k, 2), 1:3] := {k, 2 * k, 3 * k};
  end when;
end AlgorithmVaryingSubscriptAssign;
