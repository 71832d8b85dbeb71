// Ranges with a step: 1:2:7 = {1, 3, 5, 7}, 5:-2:1 = {5, 3, 1}, 0.5:0.25:1.
// run --stop-time=1
// expect final a[4] 7 0
// expect final b[3] 1 0
// expect final c[3] 1 0
// expect final nn 4 0
model RangesStep
  Real a[4] = 1:2:7;
  Real b[3] = 5:-2:1;
  Real c[:] = 0.5:0.25:1;
  constant Integer n = size(1:2:7, 1);
  Real nn = n;
end RangesStep;
