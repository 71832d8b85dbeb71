// A reduction over two iterators: sum(i*j for i in 1:2, j in 1:3) =
// (1 + 2)(1 + 2 + 3) = 18; product(i for i in 1:5) = 120; max over a
// comprehension of a matrix's elements.
// run --stop-time=1
// expect final s 18 0
// expect final p 120 0
// expect final m 6 0
model ReductionTwoIterators
  parameter Real A[2, 3] = [1, 2, 3; 4, 5, 6];
  Real s = sum(i*j for i in 1:2, j in 1:3);
  Real p = product(i for i in 1:5);
  Real m = max(A[i, j] for i in 1:2, j in 1:3);
end ReductionTwoIterators;
