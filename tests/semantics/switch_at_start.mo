// Relations exactly on their switching surface at the start, moving to the
// switched side at once: time > 0 and x > 0 (x = t) are false at t = 0 and
// true for every t > 0, so each when-clause fires once, right after the
// start.  IDA ignores a root function that is exactly zero where it starts;
// these used to never fire on IDA.
// expect events @time 1
// expect event @time 1 0 1e-9
// expect events @x 1
// expect event @x 1 0 1e-9
// expect final n 1 0
// expect final m 1 0
model SwitchAtStart
  Real x(start = 0, fixed = true);
  Integer n(start = 0, fixed = true), m(start = 0, fixed = true);
equation
  der(x) = 1;
  when time > 0 then // @time
    n = pre(n) + 1;
  end when;
  when x > 0 then // @x
    m = pre(m) + 1;
  end when;
end SwitchAtStart;
