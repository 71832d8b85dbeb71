// reinit of a whole vector at once: x = {1, 2} - t, at t = 0.5 back to
// {3, 4}; at t = 1, x = {2.5, 3.5}.
// run --stop-time=1
// expect events @w 1
// expect final x[1] 2.5 1e-9
// expect final x[2] 3.5 1e-9
model ReinitVector
  Real x[2](start = {1, 2}, each fixed = true);
equation
  der(x) = {-1, -1};
  when time > 0.5 then  // @w
    reinit(x, {3, 4});
  end when;
end ReinitVector;
