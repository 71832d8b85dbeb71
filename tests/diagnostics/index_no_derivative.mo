// The constraint x + twice(y) = 1 on two first-order states must be
// differentiated, but twice has a loop in its body and no derivative
// annotation: an error where the equation is, a note where the function is.
function twice
  input Real u;
  output Real y;
algorithm
  y := 0;
  for i in 1:2 loop
    y := y + u;
  end for;
end twice;

model IndexNoDerivative
  Real x(start = 1, fixed = true);
  Real y;
  Real z;
equation
  der(x) = -x + z;
  der(y) = x;
  x + twice(y) = 1;
end IndexNoDerivative;
