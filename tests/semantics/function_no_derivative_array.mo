// derivative(noDerivative = u) = df with u an array input: df takes no
// derivative of any element of u (only of the Real scalar input), and
// derivative(noDerivative = u, order = 2) = df2 of that df takes the
// derivative of the last group of inputs only.  The derivatives declared
// here differ from those of the bodies on purpose: y1 is 3t (not 2t), y2 is
// 7t (not 6t).
// expect final y1 3 1e-6
// expect at 0.5 y1 1.5 1e-6
// expect final y2 7 1e-6
model function_no_derivative_array
  function s1
    input Real u[2];
    input Real dummy;
    output Real s;
  algorithm
    s := u[1];
    annotation(derivative(noDerivative = u) = s1d);
  end s1;
  function s1d
    input Real u[2];
    input Real dummy;
    input Real dummy_der;
    output Real sd;
  algorithm
    sd := u[2];
  end s1d;
  function s2
    input Real u[3];
    input Real dummy;
    output Real s;
  algorithm
    s := u[1];
    annotation(derivative(noDerivative = u) = s2d1);
  end s2;
  function s2d1
    input Real u[3];
    input Real dummy;
    input Real dummy_der;
    output Real sd;
  algorithm
    sd := u[2];
    annotation(derivative(noDerivative = u, order = 2) = s2d2);
  end s2d1;
  function s2d2
    input Real u[3];
    input Real dummy;
    input Real dummy_der;
    input Real dummy_der2;
    output Real sdd;
  algorithm
    sdd := u[3];
  end s2d2;
  Real y1 = der(s1({time ^ 2, 3 * time}, time));
  Real y2 = der(der(s2({time ^ 3, 3 * time ^ 2, 7 * time}, time)));
end function_no_derivative_array;
