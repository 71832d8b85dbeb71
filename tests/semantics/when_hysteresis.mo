// A per-when hysteresis of 0.3 on x > 0.5 with x = sin(2 pi t): true from
// t = 1/12 until x < 0.2, at t = 0.5 - asin(0.2)/(2 pi) = 0.4679531; z
// integrates the time the relation is true: 0.3846198 at t = 0.6.
// run --stop-time=0.6
// ida --rtol=1e-10 --atol=1e-10
// newmark --rtol=1e-10 --atol=1e-10
// expect final z 0.3846198 1e-5
// expect final n 1 0
model WhenHysteresis
  constant Real pi = 3.141592653589793;
  Real x(start = 0, fixed = true);
  Real z(start = 0, fixed = true);
  Integer n(start = 0);
equation
  der(x) = 2 * pi * cos(2 * pi * time);
  der(z) = if x > 0.5 then 1 else 0;
  when x > 0.5 then
    n = pre(n) + 1;
  end when annotation(__hysc(hysteresis = 0.3));
end WhenHysteresis;
