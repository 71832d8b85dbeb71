// A mass sliding forward against Coulomb friction hits a stop, which puts it
// exactly on the stop (s = smax) at rest (v = 0).  The relations v > 0 and
// s < smax are then on their boundaries: they follow the values the reinit
// set (both false), so the mass sticks at once instead of sliding on.
// s = t + 4 t^2 reaches 1 at t = (sqrt(17) - 1)/8 = 0.39038820320220757.
// run --stop-time=1
// expect event @stop 1 0.39038820320220757 1e-6
// expect events @stop 1
// expect final s 1 1e-9
// expect final v 0 1e-9
// expect final mode 0 0
// expect at 0.3 v 3.4 1e-6
model ReinitOnRelationBoundary
  parameter Real m = 1, F = 10, Fc = 2, smax = 1;
  Real s(start = 0, fixed = true), v(start = 1, fixed = true), a;
  Integer mode(start = 1, fixed = true) "1: sliding forward, 0: stuck";
  Integer stopped;
equation
  der(s) = v;
  der(v) = a;
  a = if mode == 1 then (F - Fc)/m else 0;
  mode = if pre(mode) == 1 and v > 0 and s < smax then 1 else 0;
  stopped = if s >= smax then 1 else 0;
  when stopped <> 0 then // @stop
    reinit(s, smax);
    reinit(v, 0);
  end when;
end ReinitOnRelationBoundary;
