// Integer typing: div(7, 2) = 3 is an Integer, 7 / 2 = 3.5 a Real, 2 ^ 3 =
// 8.0 a Real, an Integer in a Real equation is widened; mod and rem of
// Integers stay Integers.
// run --stop-time=1
// expect final k 3 0
// expect final h 3.5 0
// expect final p 8 0
// expect final m 1 0
// expect final w 5 0
model IntegerTyping
  Integer k = div(7, 2);
  Integer m = mod(7, 3);
  Real h = 7 / 2;
  Real p = 2 ^ 3;
  Real w = k + 2;
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
end IntegerTyping;
