// Experiment settings that cannot describe a run: a tolerance and an
// interval that are not positive, a stop time before the start time.
model ExperimentSettings
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
  annotation(experiment(StartTime = 2, StopTime = 1, Tolerance = -1, Interval = 0));
end ExperimentSettings;
