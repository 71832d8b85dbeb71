// chatter_alone.mo with the default --zeno=continue: when x > 0 chatters at
// t = 1 (hysteresis 1e-6: switches every 2e-6 s, detected after 10 within
// 1e-6 of the run's length, i.e. by t = 1.00002), the run slides on x = 0:
// der(x) = alpha (-1) + (1 - alpha) 1 = 0 gives alpha = 1/2 for good, and
// x stays within the hysteresis of 0 to t = 100.  Before: x = 1 - t.
// run --stop-time=100 --hysteresis=1e-6 --interval=0.01 --emit-internal
// expect stderr chattering: 
// expect stderr continuing sliding on its switching surface, sliding.alpha[1] = 0.5
// expect at 0.99 x 0.01 1e-9
// expect at 50 x 0 2e-6
// expect final x 0 2e-6
// expect final sliding.alpha[1] 0.5 1e-9
// expect final sliding.active[1] 1 0
model ChatterSlides
  Real x(start = 1, fixed = true);
equation
  der(x) = if x > 0 then -1 else 1;
end ChatterSlides;
