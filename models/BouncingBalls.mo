model BouncingBalls "A row of n balls, each with its own height and restitution"
  parameter Integer n = 10 "Number of balls";
  parameter Real g = 9.81 "Gravity";
  parameter Real h0[n] = {1 + 0.5*(i - 1)/n for i in 1:n} "Start heights, 1 m up to 1.5 m";
  parameter Real e[n] = linspace(0.9, 0.6, n) "Coefficients of restitution";
  Real h[n](start = h0, each fixed = true) "Heights";
  Real v[n](each start = 0, each fixed = true) "Velocities";
equation
  der(h) = v;
  der(v) = fill(-g, n);
  for i in 1:n loop
    when h[i] < 0 then
      reinit(v[i], -e[i]*pre(v[i]));
    end when;
  end for;
  annotation(experiment(StopTime=3));
end BouncingBalls;
