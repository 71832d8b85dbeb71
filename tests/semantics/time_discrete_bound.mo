// A trapezoid made like the library's: T_start is set to time by a
// when-clause, and the phases end where time passes T_start + rising,
// T_start + rising + width.  Such a relation of time against a discrete
// variable and parameters gets no absolute dead band (--hysteresis, 1e-10
// by default): time never comes back, and that band would end the
// nanosecond ramp 1e-10 late, at y = 1.1.  So y = 1 right after
// t = 1e-8 + 1e-9 (at 1.05e-8 y = 0.5, by hand), 0 after
// 1e-8 + 1e-9 + 19e-9 = 3e-8, and the next period starts at 5e-8.
// x = integral of y: 0.5e-9 + 19e-9 = 1.95e-8 at 3e-8 (4e-8: the same).
// run --stop-time=6e-8 --interval=5e-11
// expect at 1.05e-8 y 0.5 1e-9
// expect at 1.105e-8 y 1 1e-9
// expect at 2.995e-8 y 1 1e-9
// expect at 3.005e-8 y 0 1e-9
// expect at 4e-8 x 1.95e-8 1e-12
// expect events @w1 1
// expect event @w1 1 5e-8 1e-15
// expect at 5.05e-8 y 0.5 1e-6
model TimeDiscreteBound
  parameter Real period = 4e-8, rising = 1e-9, width = 19e-9, start = 1e-8;
  discrete Real T_start(start = start, fixed = true);
  Integer count(start = 0, fixed = true);
  Real y;
  Real x(start = 0, fixed = true);
equation
  when time >= (pre(count) + 1) * period + start then  // @w1
    count = pre(count) + 1;
    T_start = time;
  end when;
  y = if time < start then 0 else if time < T_start + rising then (time - T_start) / rising
      else if time < T_start + rising + width then 1 else 0;
  der(x) = y;
end TimeDiscreteBound;
