// A first-order lag (time constant tau) driven by a sampled input that
// alternates 1, 0, 1, ... every T (the pattern of a sampled noise source
// feeding a filter): no state jumps at a sample, only the lag's input, and
// between samples the solution is a smooth exponential.  w, an algebraic
// unknown of an implicit equation, follows x.
model SampledLag
  parameter Real T = 0.01;
  parameter Real tau = 1;
  Integer k(start = 0, fixed = true);
  discrete Real u(start = 0, fixed = true);
  Real x(start = 0, fixed = true);
  Real w;
equation
  when sample(0, T) then
    k = pre(k) + 1;
    u = if mod(pre(k), 2) == 0 then 1 else 0;
  end when;
  tau * der(x) = u - x;
  w + 0.1 * w ^ 3 = x;
  annotation(experiment(StopTime = 1));
end SampledLag;
