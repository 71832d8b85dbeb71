// cross() and skew() take 3-vectors; transpose() a matrix.
model CrossSize
  Real c[3] = cross({1, 0}, {0, 1, 0});
  Real S[3, 3] = skew({1, 2});
  Real t[2] = transpose({1, 2});
equation
end CrossSize;
