// 'and' and 'or' element by element on Boolean arrays of one size (spec
// 10.6.8); A^n of a square matrix: the identity for n = 0, else the
// product of n copies (10.6.4).  m = {{1, t}, {0, 1}}, so m^3 = {{1, 3t},
// {0, 1}}; {{2, 0}, {0, 3}}^n with the parameter n = 2 is diag(4, 9).
// run --stop-time=1
// expect at 0.2 c[1] 1 0
// expect at 0.2 c[2] 0 0
// expect at 0.2 d[3] 0 0
// expect final d[3] 1 0
// expect final c[3] 0 0
// expect at 0.2 p[1,2] 0.6 1e-12
// expect final p[1,2] 3 1e-12
// expect final p[2,1] 0 1e-12
// expect final i[1,1] 1 1e-12
// expect final i[1,2] 0 1e-12
// expect final q[2,2] 9 1e-12
// expect final q[1,1] 4 1e-12
model ArrayLogicalPower
  Boolean a[3] = {true, false, time > 0.5};
  Boolean b[3] = {true, true, false};
  Boolean c[3] = a and b;
  Boolean d[3] = a or b or {false, false, time > 0.5};
  Real m[2, 2] = {{1, time}, {0, 1}};
  Real p[2, 2] = m ^ 3;
  Real i[2, 2] = m ^ 0;
  parameter Integer n = 2;
  Real q[2, 2] = {{2, 0}, {0, 3}} ^ n;
end ArrayLogicalPower;
