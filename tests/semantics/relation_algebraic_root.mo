// A relation on an algebraic variable the solver integrates: fn = 10 sin(4 pi t)
// crosses zero every 0.25 s and exactly at the stop time 2.  The solver's
// interpolant of fn near a zero may be off by more than the dead band
// (1e-10), so a root it finds there can be a hair early, where the settled
// fn is still on the old side: that root is no crossing, and free must not
// switch there and back (an event pair) before the real crossing.
// free = fn <= 0: true at t = 0 (fn = 0), false once fn > 1e-10 (t = 8e-13),
// then switching at 0.25, 0.5, ..., 1.75: 8 changes; at t = 2 fn comes up
// to 0 from below, so free stays true and no event is there.
// der(x) = 1 while free, -1 else: x(0.3) = -0.25 + 0.05 = -0.2, x(2) = 0.
// mode = 2 while free, else 1 (Forward) after the first start: 2 at the end.
// expect events @c 8
// expect event @c 2 0.25 1e-9
// expect event @c 8 1.75 1e-9
// expect final n 8 0
// expect final free 1 0
// expect final mode 2 0
// expect at 0.3 x -0.2 1e-6
// expect final x 0 1e-6
model RelationAlgebraicRoot
  Real fn;
  Boolean free = fn <= 0;
  Integer n(start = 0, fixed = true);
  Integer mode = if free then 2 else 1;
  Real x(start = 0, fixed = true);
equation
  fn = 10*sin(4*3.141592653589793*time);
  der(x) = if free then 1 else -1;
  when change(free) then // @c
    n = pre(n) + 1;
  end when;
  annotation(experiment(StopTime = 2, Interval = 0.001));
end RelationAlgebraicRoot;
