// An initial algorithm runs once at initialization (spec 11.1): its loop,
// if-statement and integer() give n = integer(3.2) = 3, T0 = 0.3 and
// x(0) = 1 + 2 + 3 + a = 8, so x = 8 exp(-t) and y = 2 x; the when-clause
// then fires first at T0 + 0.5 = 0.8.
// run --stop-time=1
// expect at 0 x 8 1e-9
// expect at 0 n 3 0
// expect at 0 T0 0.3 1e-12
// expect final x 2.9430355 2e-4
// expect final y 5.886071 4e-4
// expect final n 4 0
// expect events @next 1
// expect event @next 1 0.8 1e-6
model InitialAlgorithm
  parameter Real a = 2;
  Real x;
  Real y;
  discrete Real T0;
  Integer n;
equation
  der(x) = -x;
  y = 2*x;
  when time > T0 + 0.5 then // @next
    n = pre(n) + 1;
    T0 = time;
  end when;
initial algorithm
  assert(a > 0, "a must be positive");
  n := integer(a*1.6);
  T0 := n*0.1;
  x := 0;
  for i in 1:3 loop
    x := x + i;
  end for;
  if a > 1 then
    x := x + a;
  end if;
end InitialAlgorithm;
