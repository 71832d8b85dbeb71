// A vector of states: der(x) = {1, 2, 3} from x = 1 gives x[i] = 1 + i t.
// run --stop-time=1
// expect final x[1] 2 1e-9
// expect final x[2] 3 1e-9
// expect final x[3] 4 1e-9
model ArrayStates
  Real x[3](each start = 1, each fixed = true);
equation
  der(x) = {1, 2, 3};
end ArrayStates;
