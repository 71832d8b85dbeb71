// q = div(10 x, 3) steps at x = 0.3, 0.6, 0.9; div of constants needs no event.
// run --stop-time=1
// expect final q 3 0
// expect at 0.5 q 1 0
// expect final seven 3 0
model DivEvents
  Real x(start = 0, fixed = true);
  Real q, seven;
equation
  der(x) = 1;
  q = div(10 * x, 3);
  seven = div(7, 2);
end DivEvents;
