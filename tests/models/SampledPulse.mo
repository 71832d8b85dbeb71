// A pulse whose start a when-clause sets to time at each sample (as
// Modelica.Blocks.Sources.BooleanPulse is written): its relations compare
// time with a discrete variable, constant between events, so they switch
// at time events computed after each event, not at roots.
model SampledPulse
  parameter Real first = 0.1, period = 0.2, width = 0.05;
  discrete Real pulseStart;
  Boolean on;
  Real x(start = 0, fixed = true);
  Integer k(start = 0, fixed = true);
initial equation
  pulseStart = first;
equation
  when sample(first, period) then
    pulseStart = time;
  end when;
  on = time >= pulseStart and time < pulseStart + width;
  der(x) = if on then 1 else 0;
  when time >= pulseStart + width / 2 then
    k = pre(k) + 1;
  end when;
end SampledPulse;
