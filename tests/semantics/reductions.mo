// Reductions: sum(i^2 for i in 1:4) = 30, product({1, 2, 3, 4}) = 24,
// max({3, 7, 5}) = 7, min(x[i] for i in 1:3) with x = {3, 1, 2} t is t,
// sum of a matrix [1, 2; 3, 4] is 10.  At t = 2.
// run --stop-time=2
// expect final s 30 0
// expect final p 24 0
// expect final m 7 0
// expect final lo 2 1e-9
// expect final total 10 0
model Reductions
  Real x[3] = {3, 1, 2} * time;
  Real s = sum(i^2 for i in 1:4);
  Real p = product({1, 2, 3, 4});
  Real m = max({3, 7, 5});
  Real lo = min(x[i] for i in 1:3);
  Real total = sum([1, 2; 3, 4]);
end Reductions;
