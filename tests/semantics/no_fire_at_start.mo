// A condition already true at the start does not fire: nothing became true.
// run --stop-time=1
// expect final n 0 0
// expect final m 0 0
model NoFireAtStart
  Real x(start = 0, fixed = true);
  Integer n(start = 0), m(start = 0);
equation
  der(x) = 1;
  when time >= 0 then
    n = 1;
  end when;
  when x >= 0 then
    m = 1;
  end when;
end NoFireAtStart;
