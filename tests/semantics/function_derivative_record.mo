// derivative(noDerivative = R) = res_der with R a record input (as
// MultiBody's Frames.resolve2): R's fields take no derivative inputs, and
// the derivative may call the function itself.  y = R.T v with
// R.T = [2, 0; 0, 3], v = {t, 2 t}: y = {2 t, 6 t}; z' = y[1]: z = t^2.
// run --stop-time=1
// expect final y[1] 2 1e-9
// expect final y[2] 6 1e-9
// expect final z 1 1e-6
model FunctionDerivativeRecord
  record Ori
    Real T[2, 2];
    Real w[2];
  end Ori;
  function res
    input Ori R;
    input Real v[2];
    output Real v2[2];
  algorithm
    v2 := R.T * v;
    annotation(derivative(noDerivative = R) = res_der);
  end res;
  function res_der
    input Ori R;
    input Real v[2];
    input Real v_der[2];
    output Real v2_der[2];
  algorithm
    v2_der := res(R, v_der) + 0 * R.w;
  end res_der;
  Ori a(T = [2, 0; 0, 3], w = {1, 2});
  Real y[2] = res(a, {time, 2 * time});
  Real z(start = 0, fixed = true);
equation
  der(z) = y[1];
end FunctionDerivativeRecord;
