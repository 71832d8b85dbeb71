// The start values of states without fixed = true are guesses (spec 8.6);
// hysc starts at its start value each state the initial problem still
// leaves free, chosen by the problem's structure, not by counting: the
// initial equation y = 3 on the algebraic y = x + 1 determines x, so x
// keeps no start row (it would be determined twice), and z, which nothing
// determines, starts at its start value 5.
// der(x) = -x from 2: x(1) = 2 exp(-1) = 0.735759; der(z) = -2 z from 5:
// z(1) = 5 exp(-2) = 0.676676.
// run --stop-time=1
// expect final x 0.735759 1e-5
// expect final z 0.676676 1e-5
// expect at 0 y 3 1e-9
model InitialFreeStartStructure
  Real x(start = 10), z(start = 5), y;
initial equation
  y = 3;
equation
  der(x) = -x;
  y = x + 1;
  der(z) = -2 * z;
end InitialFreeStartStructure;
