// Coefficients of assignments that are parameters are read at run time, so
// --set reaches them.  R*i = v gives i := v/R: with R = 100, C = 0.1,
// v = exp(-t/(R C)), v(1) = exp(-0.1) = 0.904837418, i = v/100.  The loop
// R1*i1 = w - u, R2*i2 = u, i1 = i2 is torn (u stays in the solver, i2 :=
// u/R2): with R2 = 40, w = exp(-t/((R1 + R2) C)), w(1) = exp(-0.2) =
// 0.818730753, u = 0.8 w, i1 = i2 = w/50.  (Both used to keep R = 10 and
// R2 = 20, their defaults, written into the assignments as numbers.)
// run --stop-time=1 --set R=100 --set R2=40 --rtol=1e-8
// expect final v 0.904837418 1e-6
// expect final i 0.00904837418 1e-8
// expect final w 0.818730753 1e-6
// expect final u 0.654984603 1e-6
// expect final i1 0.0163746151 1e-8
// expect final i2 0.0163746151 1e-8
model ParameterCoefficients
  parameter Real R = 10, C = 0.1, R1 = 10, R2 = 20;
  Real v(start = 1, fixed = true);
  Real i;
  Real w(start = 1, fixed = true);
  Real i1, i2, u;
equation
  C*der(v) = -i;
  R*i = v;
  C*der(w) = -i1;
  R1*i1 = w - u;
  R2*i2 = u;
  i1 = i2;
end ParameterCoefficients;
