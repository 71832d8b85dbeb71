// ':=' is for algorithms; equations use '='.
model AssignmentInEquation
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x;
  y := 2 * x;
end AssignmentInEquation;
