// initial() in an elsewhen and in a vector with a sample due at the start:
// the elsewhen initial() branch fires during initialization (x > 0.5 is
// false then): a = 5; at t = 0.5 the first branch: a = 6.
// {initial(), sample(0, 0.5)} fires once at the start though both elements
// rise, then at 0.5 and 1: s = 3.
// run --stop-time=1
// expect at 0.4 a 5 0
// expect final a 6 0
// expect at 0.4 s 1 0
// expect final s 3 0
model InitialElsewhen
  Real x(start = 0, fixed = true);
  Integer a(start = 0, fixed = true), s(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 0.5 then
    a = pre(a) + 1;
  elsewhen initial() then
    a = 5;
  end when;
  when {initial(), sample(0, 0.5)} then
    s = pre(s) + 1;
  end when;
end InitialElsewhen;
