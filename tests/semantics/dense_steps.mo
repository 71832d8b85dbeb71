// Events too dense to finish the run, from no single relation or when-clause:
// k = integer(1e9 t) jumps every 1e-9 s (1e11 events to t = 100).  The guard
// counts events of any kind in simulated time: 100000 of them within 1e-4 of
// the run's length stop the run, at t = 1e-4, with a report (exit 3).
// run --stop-time=100 --interval=50
// expect exit 3
// expect stderr events this dense
// expect stderr and t=0.0001
model DenseSteps
  Real x(start = 0, fixed = true);
  Integer k;
equation
  der(x) = 1;
  k = integer(1e9 * time);
end DenseSteps;
