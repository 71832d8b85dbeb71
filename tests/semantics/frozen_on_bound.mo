// integer() of an algebraic variable that an event moves exactly onto a
// boundary: s goes from 1 to 2 when b turns true (t = 1), and k = integer(s)
// must follow at that event (s = 2 sits on the upper bound of the interval
// [1, 2) where k = 1 held).  Then s = 3 - 0.5*(time - 2) from t = 2 falls
// below 2 at t = 4.
// run --stop-time=5
// expect at 0.5 k 1 0
// expect at 1.5 k 2 0
// expect at 3.9 k 2 0
// expect final k 1 0
model FrozenOnBound
  Boolean b;
  Real s;
  Integer k;
equation
  b = time > 1;
  s = if time > 2 then 3 - 0.5*(time - 2) elseif b then 2 else 1;
  k = integer(s);
end FrozenOnBound;
