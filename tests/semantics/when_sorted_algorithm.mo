// Statements of an algorithm section run in the order written: a reads b
// as it was before the event (b is assigned later in the section).  A
// when-equation outside it reading b comes after it: c gets the new b.
// run --stop-time=1.5
// expect at 0.1 a 1 0
// expect at 0.1 b 10 0
// expect at 0.1 c 10 0
// expect final a 11 0
// expect final b 20 0
// expect final c 20 0
model WhenSortedAlgorithm
  discrete Real a(start = 0, fixed = true), b(start = 0, fixed = true), c(start = 0, fixed = true);
equation
  when sample(0, 1) then
    c = b;
  end when;
algorithm
  when sample(0, 1) then
    a := b + 1;
  end when;
  when sample(0, 1) then
    b := pre(b) + 10;
  end when;
end WhenSortedAlgorithm;
