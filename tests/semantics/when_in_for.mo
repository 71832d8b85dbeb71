// A when-clause in a for-equation is one when-clause per index: x = t
// crosses 0.5 i at 0.5 and 1.0, each element counting its own crossing.
// run --stop-time=1.2
// expect events @w 2
// expect event @w 1 0.5 1e-9
// expect event @w 2 1.0 1e-9
// expect final n[1] 1 0
// expect final n[2] 1 0
model WhenInFor
  Real x(start = 0, fixed = true);
  Integer n[2](each start = 0);
equation
  der(x) = 1;
  for i in 1:2 loop
    when x > 0.5*i then  // @w
      n[i] = pre(n[i]) + 1;
    end when;
  end for;
end WhenInFor;
