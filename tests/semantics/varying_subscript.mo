// A subscript that changes at events: k counts the samples at 0, 0.5 and 1
// (k = 1, 2, 3); y = x[k] with x = {10, 20, 30} t reads x[k] of the current
// k: at t = 0.4 (k = 1) y = 4, at t = 0.9 (k = 2) y = 18, at t = 1.2 (k = 3)
// y = 36.  B[2, k] the same along a matrix row.
// run --stop-time=1.2 --interval=0.1
// expect at 0.4 y 4 1e-9
// expect at 0.9 y 18 1e-9
// expect final y 36 1e-9
// expect final b 6 0
model VaryingSubscript
  Real x[3] = {10, 20, 30}*time;
  parameter Real B[2, 3] = [1, 2, 3; 4, 5, 6];
  Integer k(start = 0);
  Real y, b;
equation
  when sample(0, 0.5) then
    k = pre(k) + 1;
  end when;
  y = x[k];
  b = B[2, k];
end VaryingSubscript;
