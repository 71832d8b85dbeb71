model PartsAndCounter "three balls and a counter, four independent parts"
  // the counter steps when x passes 0.25, 0.5, ...: a clock of its own (a
  // sample() would keep the whole model in one part)
  parameter Real e[3] = {0.9, 0.8, 0.7};
  parameter Real h0[3] = {1.0, 1.3, 0.7};
  Real h[3](start = h0, each fixed = true);
  Real v[3](each start = 0, each fixed = true);
  Real x(start = 0, fixed = true);
  discrete Integer k(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = fill(-9.81, 3);
  der(x) = 1 + 0.5*sin(x);
  for i in 1:3 loop
    when h[i] < 0 then
      reinit(v[i], -e[i]*pre(v[i]));
    end when;
  end for;
  when x > 0.25*(pre(k) + 1) then
    k = pre(k) + 1;
  end when;
  annotation(experiment(StopTime=2, Interval=0.01));
end PartsAndCounter;
