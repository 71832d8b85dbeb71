// identity, diagonal, fill, zeros, ones, linspace, cat, vector, scalar,
// ndims, size, cross, skew, outerProduct, array: values by hand.
// run --stop-time=1
// expect final I[2,2] 1 0
// expect final I[1,2] 0 0
// expect final D[2,2] 5 0
// expect final F[2,1] 2 0
// expect final Z[3] 0 0
// expect final O[2] 1 0
// expect final L[4] 0.75 1e-15
// expect final C[3] 3 0
// expect final V[2] 2 0
// expect final s 5 0
// expect final nd 2 0
// expect final cr[3] 1 0
// expect final S[1,2] -3 0
// expect final S[3,2] 1 0
// expect final P[2,1] 12 0
// expect final a[2] 8 0
// expect final K[2,3] 4 0
model ArrayConstructors
  Real I[3, 3] = identity(3);
  Real D[2, 2] = diagonal({4, 5});
  Real F[2, 2] = fill(2, 2, 2);
  Real Z[3] = zeros(3);
  Real O[2] = ones(2);
  Real L[5] = linspace(0, 1, 5);
  Real C[3] = cat(1, {1, 2}, {3});
  Real V[3] = vector([1; 2; 3]);
  Real s = scalar([5]);
  Real nd = ndims(I);
  Real cr[3] = cross({1, 0, 0}, {0, 1, 0});
  Real S[3, 3] = skew({1, 2, 3});
  Real P[2, 2] = outerProduct({1, 2}, {6, 7});
  Real a[2] = array(7, 8);
  Real K[2, 3] = cat(2, [1, 2; 3, 4], {{0}, {4}});
end ArrayConstructors;
