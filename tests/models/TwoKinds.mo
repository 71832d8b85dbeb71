model TwoKinds "Three bouncing balls and two oscillators that nothing links: five parts of two kinds"
  parameter Real g = 9.81;
  parameter Real e = 0.8 "Restitution of every ball";
  parameter Real k[2] = {4, 9} "Spring constants per unit mass: omega = 2 and 3";
  parameter Real h0[3] = {1, 2, 3} "Start heights";
  Real h[3](start = h0, each fixed = true) "Heights";
  Real v[3](each start = 0, each fixed = true);
  Real x[2](each start = 1, each fixed = true) "Oscillator positions";
  Real u[2](each start = 0, each fixed = true);
  Integer crossings[2](each start = 0, each fixed = true) "Downward zero crossings of x";
equation
  for i in 1:3 loop
    der(h[i]) = v[i];
    der(v[i]) = -g;
    when h[i] < 0 then
      reinit(v[i], -e*pre(v[i]));
    end when;
  end for;
  for i in 1:2 loop
    der(x[i]) = u[i];
    der(u[i]) = -k[i]*x[i];
    when x[i] < 0 then
      crossings[i] = pre(crossings[i]) + 1;
    end when;
  end for;
  annotation(experiment(StopTime = 4, Interval = 0.01));
end TwoKinds;
