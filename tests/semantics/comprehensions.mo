// Comprehensions: {i^2 for i in 1:4} = {1, 4, 9, 16}; with two iterators
// {10 i + j for i in 1:2, j in 1:3} is {{10 i + j for i in 1:2} for j in 1:3}
// (the last iterator outermost, as the specification's Toeplitz example has
// it): size [3, 2] with M[j, i] = 10 i + j.
// run --stop-time=1
// expect final q[4] 16 0
// expect final M[3,2] 23 0
// expect final M[2,1] 12 0
model Comprehensions
  Real q[4] = {i^2 for i in 1:4};
  Real M[3, 2] = {10*i + j for i in 1:2, j in 1:3};
end Comprehensions;
