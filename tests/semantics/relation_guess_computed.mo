// A relation of time against a variable that equations compute from
// parameters only, s = 1/|d| (a computed variable) and T1 = sqrt(1/s), as a
// point-to-point profile times its phases.  T1 has no start value: its
// guess from its equation reads s before s is computed, 1/0, which is no
// guess (T1 = inf made 'time < T1 + t0' undefined at t = 0).
// d = 4: s = 0.25, T1 = 2, T2 = 8 >= T1; acc = s on [0.5, 2.5), else 0,
// so v(1.5) = 0.25 and v(3) = 0.5.
// run --stop-time=3
// expect at 0 T1 2 1e-12
// expect at 0 late 1 0
// expect at 0 acc 0 0
// expect at 1.5 v 0.25 1e-6
// expect final v 0.5 1e-6
model RelationGuessComputed
  parameter Real d = 4;
  parameter Real t0 = 0.5;
  Real s;
  Real T1;
  Real T2;
  Boolean late;
  Real acc;
  Real v(start = 0, fixed = true);
equation
  s = 1/abs(d);
  T1 = sqrt(1/s);
  T2 = 2/s;
  late = T2 >= T1;
  acc = if time < t0 then 0 else if time < T1 + t0 then s else 0;
  der(v) = acc;
end RelationGuessComputed;
