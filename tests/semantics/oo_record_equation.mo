// Record equations: one equation per field.  s is an oscillator with
// pos(0) = 1, vel(0) = 0, pos'' = -4 pos: pos = cos 2t, vel = -2 sin 2t.
// copy = s field by field; scaled = State(3 pos, vel - 1); hold = if time <
// 0.5 then s else State(10, 20) (an if-expression of records): at t = 1,
// pos = cos 2 = -0.41614684, vel = -2 sin 2 = -1.81859485, scaled.pos =
// -1.24844051, scaled.vel = -2.81859485, hold = (10, 20); at t = 0.25,
// hold.pos = cos 0.5 = 0.87758256.
// run --stop-time=1
// expect final s.pos -0.41614684 1e-4
// expect final s.vel -1.81859485 1e-4
// expect final copy.pos -0.41614684 1e-4
// expect final copy.vel -1.81859485 1e-4
// expect final scaled.pos -1.24844051 3e-4
// expect final scaled.vel -2.81859485 1e-4
// expect final hold.pos 10 1e-12
// expect final hold.vel 20 1e-12
// expect at 0.25 hold.pos 0.87758256 1e-4
record State
  Real pos;
  Real vel;
end State;

model oo_record_equation
  State s(pos(start = 1, fixed = true), vel(start = 0, fixed = true));
  State copy, scaled, hold;
  parameter Real w = 2;
equation
  der(s.pos) = s.vel;
  der(s.vel) = -w^2*s.pos;
  copy = s;
  scaled = State(pos = 3*s.pos, vel = s.vel - 1);
  hold = if time < 0.5 then s else State(10, 20);
end oo_record_equation;
