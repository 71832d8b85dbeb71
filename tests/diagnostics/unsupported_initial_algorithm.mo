// An initial algorithm section is read; a model that has one is refused,
// at the section.
model unsupported_initial_algorithm
  Real x;
initial algorithm
  x := 1;
equation
  der(x) = 0;
end unsupported_initial_algorithm;
