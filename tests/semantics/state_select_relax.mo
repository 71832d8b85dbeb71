// Two masses joined rigidly (x2 = x1 + 1; m1 = 1, m2 = 3, a force of 4 N on
// the first) accelerate together at 4 / (1 + 3) = 1 m/s^2 from rest, with
// the joint force f = 3 N on the second.  Both positions have fixed start
// values; the constraint leaves room for one, and stateSelect says whose
// gives way (spec 4.9.7): the one least wanted as a state.
//   d: neither chosen, the first gives way: x1(0) = 5 - 1 = 4, x1(2) = 4 + 2 = 6.
//   p: x1 prefer, so x2 gives way: x2(0) = 0 + 1 = 1, x1(2) = 2, x2(2) = 3.
//   a: x2 avoid, so x2 gives way as in p.
//   c1, c2: starts that agree (x2(0) = 1): the choice changes nothing,
//   x1(2) = 2 either way.
// The values compare as an enumeration's: prefer > default > avoid.
// expect final d.x1 6 1e-6
// expect final d.x2 7 1e-6
// expect final p.x1 2 1e-6
// expect final p.x2 3 1e-6
// expect final a.x1 2 1e-6
// expect final a.x2 3 1e-6
// expect final c1.x1 2 1e-6
// expect final c2.x1 2 1e-6
// expect final c2.x2 3 1e-6
// expect final d.f 3 1e-6
// expect final p.v2 2 1e-6
// expect final d.first 0 0
// expect final p.first 1 0
// expect final a.first 1 0
// run --stop-time=2
model Joined
  parameter StateSelect select1 = StateSelect.default;
  parameter StateSelect select2 = StateSelect.default;
  parameter Real s2 = 5;
  Real x1(start = 0, fixed = true, stateSelect = select1);
  Real x2(start = s2, fixed = true, stateSelect = select2);
  Real v1(start = 0, fixed = true);
  Real v2(start = 0, fixed = true);
  Real f;
  Boolean first = select1 > select2 and select2 <> StateSelect.never;
equation
  der(x1) = v1;
  der(x2) = v2;
  1 * der(v1) = 4 - f;
  3 * der(v2) = f;
  x2 = x1 + 1;
end Joined;

model StateSelectRelax
  Joined d;
  Joined p(select1 = StateSelect.prefer);
  Joined a(select2 = StateSelect.avoid);
  Joined c1(s2 = 1);
  Joined c2(s2 = 1, select1 = StateSelect.prefer);
end StateSelectRelax;
