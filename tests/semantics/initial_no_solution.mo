// x^2 = -1 has no real solution.  From x = 2 Newton's steps halve x towards
// 0, where the equation no longer changes with x and its residual is still
// 1.  The equation does depend on x: the message says that the row is flat
// at the values reached and that no solution was found, with the residual.
// expect exit 1
// expect stderr initialization failed: singular system: initial equation 'x^2 = -1'
// expect stderr does not change with any unknown at these values, and its residual stays at 1: no solution
model InitialNoSolution
  Real x(start = 2);
initial equation
  x^2 = -1;
equation
  der(x) = 1;
end InitialNoSolution;
