// Two states reinitialized at one event, each from the other's value before
// the event: der(x) = 1, der(y) = 2 from x = 0, y = 0; at x = 0.5 (t = 0.5,
// y = 1) they swap: x = 1, y = 0.5; at t = 1: x = 1.5, y = 1.5.
// run --stop-time=1 --interval=0.05
// expect at 0.45 x 0.45 1e-9
// expect at 0.45 y 0.9 1e-9
// expect at 0.75 x 1.25 1e-8
// expect at 0.75 y 1 1e-8
// expect final x 1.5 1e-8
// expect final y 1.5 1e-8
// expect events @w 1
model ReinitTwoStates
  Real x(start = 0, fixed = true), y(start = 0, fixed = true);
equation
  der(x) = 1;
  der(y) = 2;
  when x > 0.5 then  // @w
    reinit(x, y);
    reinit(y, x);
  end when;
end ReinitTwoStates;
