// (last, y, tNext) := advance(time, last) in a when-clause of an algorithm,
// as a time table keeps its row index: last is an argument and a target, so
// every output is computed from the old last and last is assigned after.
// advance gives next = last + 1, y = 10*last + t, tNext = last + 1:
// at t = 0 (initial()): y = 0, last = 1, tNext = 1; at t = 1: y = 11,
// last = 2; at t = 2: y = 22, last = 3, tNext = 3.  Assigning last first
// would give y = 10 at t = 0 and 21 at t = 1.
// run --stop-time=2.5
// expect at 0 y 0 0
// expect at 0 last 1 0
// expect at 1.5 y 11 1e-9
// expect at 1.5 last 2 0
// expect final y 22 1e-9
// expect final last 3 0
// expect final tNext 3 0
model TupleArgumentTarget
  function advance
    input Real t;
    input Integer last;
    output Integer next;
    output Real y;
    output Real tNext;
  algorithm
    next := last + 1;
    y := 10*last + t;
    tNext := next;
  end advance;
  Integer last(start = 0);
  discrete Real y(start = -1);
  discrete Real tNext(start = 0);
algorithm
  when {initial(), time >= pre(tNext)} then
    (last, y, tNext) := advance(time, last);
  end when;
end TupleArgumentTarget;
