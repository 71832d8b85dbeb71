// An initial problem of 42 unknowns (the sparse LU) with rows eps a + b = 0,
// eps = 1e-16, and b = k (1 + t): a is in no other row, so its pivot is eps
// beside pivots of 1.  Each pivot is exact and the matrix regular, though its condition
// estimate is below 1e-14: the initial Newton, refused by the sparse LU,
// solves it with the factorization that judges a pivot against the terms it
// was summed from.  (The calls of id keep the rows in the solver; --no-partition keeps
// the model whole.)
// a = -k (1 + t) / eps: a[1](1) = -2e16, a[20](1) = -4e17; x = exp(-t).
// run --stop-time=1 --no-partition
// expect final b[20] 40 1e-9
// expect final a[1] -2e16 2e6
// expect final a[20] -4e17 4e7
// expect final x 0.367879441 1e-5
model newton_pivots_apart
  function id
    input Real x;
    output Real y;
  algorithm
    y := x;
  end id;
  parameter Integer n = 20;
  parameter Real eps = 1e-16;
  Real a[n], b[n];
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
  for k in 1:n loop
    eps * a[k] + id(b[k]) = 0;
    b[k] = id(k * (1 + time));
  end for;
end newton_pivots_apart;
