// An input given by position and again by name.
function scaled
  input Real u;
  input Real k = 2;
  output Real y;
algorithm
  y := k * u;
end scaled;

model FunctionArgumentTwice
  Real x(start = 1, fixed = true);
equation
  der(x) = -scaled(x, 3, u = 1);
end FunctionArgumentTwice;
