model Decays "Decays that differ only in numbers written into their equations and start values: one kind of part"
  parameter Integer n = 40;
  Real x[n](start = {0.1*i for i in 1:n}, each fixed = true);
  Real y[n](each start = 1, each fixed = true);
  discrete Real low[n](each start = 0) "When x[i] fell below 0.01 i";
equation
  for i in 1:n loop
    der(x[i]) = -i*x[i];
    der(y[i]) = (0.5 + 0.01*i)*x[i];
    when x[i] < 0.01*i then
      low[i] = time;
    end when;
  end for;
  annotation(experiment(StopTime = 1, Interval = 0.01));
end Decays;
