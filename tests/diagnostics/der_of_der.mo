// der() of an expression that holds der() itself has no meaning here.
model DerOfDer
  Real x(start = 1, fixed = true), y;
equation
  der(x) = -x;
  y = der(2 * der(x));
end DerOfDer;
