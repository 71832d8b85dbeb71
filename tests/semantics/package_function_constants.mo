// A model of plain variables calling a function of a package by its full
// name; the function reads the package's array constant in a loop and a
// scalar constant (spec 5.3.1: a function sees the constants around it).
//   P.total(3) = w[1] + w[2] + w[3] = 1 + 2 + 4 = 7, times scale = 2: 14
//   x' = -P.total(1) x = -2 x, x(0) = 1: x(1) = exp(-2) = 0.135335
// run --stop-time=1
// expect final s 14 1e-12
// expect final x 0.135335 1e-5
package P
  constant Real w[3] = {1, 2, 4};
  constant Real scale = 2;
  function total
    input Integer n;
    output Real s = 0;
  algorithm
    for i in 1:n loop
      s := s + scale*w[i];
    end for;
  end total;
end P;

model package_function_constants
  Real s = P.total(3);
  Real x(start = 1, fixed = true);
equation
  der(x) = -P.total(1)*x;
end package_function_constants;
