// A bouncing ball whose impact also counts (n = pre(n) + 1): its body does
// more than reinit(), so it has no contact mode (hysc --dump-flat says so).
// With the default --zeno=continue its accumulation at 9 sqrt(2/9.81) =
// 4.0637 is reported as with --zeno=warn and the run goes on: exit 0.
// run --stop-time=5
// expect stderr Zeno behaviour: 10 events of h < 0
// expect stderr accumulating at t=4.06371
// expect stderr continuing (--zeno=continue, the default, has no contact mode for this condition
// expect at 3 n 6 0
model ZenoNoContact
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then
    reinit(v, -0.8 * pre(v));
    n = pre(n) + 1;
  end when;
end ZenoNoContact;
