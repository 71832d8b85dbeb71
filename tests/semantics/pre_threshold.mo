// A relation on a pre value, z > pre(y), with the threshold y raised by 0.03
// at each of its events and z = sin(20 t) an algebraic variable: the
// when-clause fires where z passes 0.5, 0.53, ..., 0.98 on its first rise
// (17 times, the k-th at t = asin(0.47 + 0.03 k)/20), and never for the
// next threshold 1.01 > max z.  The output interval 0.1 and the one trivial
// state let Newmark take steps longer than the whole rise (pi/40 = 0.0785 s),
// in which z is not a straight line: it used to fire only 5 times.
// expect events @rise 17
// expect event @rise 1 0.026179938779915 1e-7
// expect event @rise 9 0.041653517917082 1e-7
// expect event @rise 17 0.068523074224338 1e-7
// expect final n 17 0
// expect final y 1.01 1e-9
model PreThreshold
  Real x(start = 0, fixed = true);
  Real z;
  discrete Real y(start = 0.5, fixed = true);
  Boolean b;
  Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  z = sin(20*time);
  b = not z > pre(y);
  when not b then // @rise
    n = pre(n) + 1;
    y = pre(y) + 0.03;
  end when;
  annotation(experiment(StopTime = 1, Interval = 0.1));
end PreThreshold;
