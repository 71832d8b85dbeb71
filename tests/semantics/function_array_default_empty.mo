// An array input whose default is of another size than the argument given
// for it (p[:] = fill(0.0, 0), an empty default): the default is not used,
// so its size does not matter.  total({1, 2, 3} t, {4, 5, 6}) =
// 6 t + 15; total(x) uses the default, an empty p: 6 t.  At t = 1: 21, 6.
// run --stop-time=1
// expect final a 21 1e-9
// expect final b 6 1e-9
model FunctionArrayDefaultEmpty
  function total
    input Real x[:];
    input Real p[:] = fill(0.0, 0);
    output Real s;
  algorithm
    s := sum(x);
    if size(p, 1) == size(x, 1) then
      s := s + sum(p);
    end if;
  end total;
  Real x[3] = {1, 2, 3} * time;
  Real a = total(x, {4, 5, 6});
  Real b = total(x);
end FunctionArrayDefaultEmpty;
