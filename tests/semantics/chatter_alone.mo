// Chattering (sliding on x = 0) is detected from the switching of x > 0 alone:
// x = 1 - t reaches 0 at t = 1, then der(x) points back at the surface from
// both sides, and with a hysteresis of 1e-6 the relation switches every
// 2e-6 s.  With --zeno=warn (or stop) the run stops there (exit 3) instead
// of taking ~5e7 events; the default, --zeno=continue, slides on x = 0
// instead (chatter_slides.mo).
// The same model with an unrelated state is chatter_extra_state.mo: it must
// be detected at the same time.
// run --stop-time=100 --hysteresis=1e-6 --interval=0.01 --zeno=warn
// expect exit 3
// expect stderr chattering
// expect stderr accumulating at t=1.000019 (last
// expect at 0.99 x 0.01 1e-9
model ChatterAlone
  Real x(start = 1, fixed = true);
equation
  der(x) = if x > 0 then -1 else 1;
end ChatterAlone;
