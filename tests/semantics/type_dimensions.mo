// Dimensions on the type (Real[2] x) and on both: Real[2] y[3] is y[3, 2].
// run --stop-time=1
// expect final x[2] 2 0
// expect final y[3,2] 32 0
model TypeDimensions
  Real[2] x = {1, 2};
  Real[2] y[3] = {{10*i + j for j in 1:2} for i in 1:3};
end TypeDimensions;
