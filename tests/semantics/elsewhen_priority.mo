// elsewhen: the first branch whose condition becomes true wins, in order.
// run --stop-time=1
// expect at 0.4 a 2 0
// expect final a 1 0
// expect at 0.2 a 0 0
model ElsewhenPriority
  Real x(start = 0, fixed = true);
  Integer a(start = 0);
equation
  der(x) = 1;
  when x > 0.5 then
    a = 1;
  elsewhen x > 0.3 then
    a = 2;
  end when;
end ElsewhenPriority;
