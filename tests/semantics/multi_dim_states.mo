// A matrix of states, row-major as OpenModelica names them: der(X) = [1, 2; 3, 4].
// run --stop-time=1
// expect final X[1,2] 2 1e-9
// expect final X[2,1] 3 1e-9
// expect final X[2,2] 4 1e-9
model MultiDimStates
  Real X[2, 2](each start = 0, each fixed = true);
equation
  der(X) = [1, 2; 3, 4];
end MultiDimStates;
