// Comprehensions: {i^2 for i in 1:4} = {1, 4, 9, 16}; with two iterators
// {10 i + j for i in 1:2, j in 1:3} is 2x3.
// run --stop-time=1
// expect final q[4] 16 0
// expect final M[2,3] 23 0
// expect final M[1,2] 12 0
model Comprehensions
  Real q[4] = {i^2 for i in 1:4};
  Real M[2, 3] = {10*i + j for i in 1:2, j in 1:3};
end Comprehensions;
