// The event log names a relation written in a component's class by its
// instance's names, also in a model with arrays (whose elements are built
// as copies): the two drops share the line of 'x > 0', each crosses it at
// its own time (x = h - t until then, a at 0.5, b at 1.5; then the speed
// doubles, so at t = 2 a.x = -2 * 1.5, b.x = -2 * 0.5).
// run --events --stop-time=2
// expect stderr relation a.x > 0 became false
// expect stderr relation b.x > 0 became false
// expect stderr relation b.x < 1 became true
// expect final a.x -3 1e-5
// expect final b.x -1 1e-5
// expect final y[2] -1 1e-5
// expect event @late 1 0.5 1e-6
model relation_instance_names
  model Drop
    parameter Real h;
    Real x(start = h, fixed = true);
  equation
    der(x) = if x > 0 then -1 else -2;
  end Drop;
  Drop a(h = 0.5), b(h = 1.5);
  Real y[2] = {a.x, b.x};
  discrete Real t1(start = -1, fixed = true);
equation
  when b.x < 1 then // @late
    t1 = time;
  end when;
end relation_instance_names;
