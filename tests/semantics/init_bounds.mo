// The Newton of the initial problem keeps its iterates inside the
// unknowns' min and max.  Five parameters with fixed = false fit a
// Heidler impulse (t/a)^m/(1 + (t/a)^m) exp(-t/b)/peak, m = 5, to a rise
// time Tr = 10 us and a time to half value Th = 400 us: the peak at T, the
// 10% point at t10, the 90% point 0.8 Tr later, half value at t10 - 0.1 Tr
// + Th.  From the start values (a = Tr, b = Th, T = Tr (m Th/Tr)^(1/6))
// the unbounded Newton sends the time constants through 0 and wanders off;
// each step cut short of min = 1e-15 reaches the fit.  The values below
// were found independently (scipy.optimize.root, Levenberg-Marquardt,
// residuals below 1e-13): a = 9.5521332e-6, b = 5.4207212e-4,
// T = 2.4449253e-5, peak = 0.94727587, t10 = 6.0970483e-6.  The nominals
// scale the steps of the Jacobian check (differences at 1e-3 of 1 would
// send a time constant of 1e-5 through 0).
// expect final a 9.5521332e-6 1e-12
// expect final b 5.4207212e-4 1e-10
// expect final T 2.4449253e-5 1e-12
// expect final peak 0.94727587 1e-7
// expect final t10 6.0970483e-6 1e-12
model InitBounds
  parameter Real Tr = 1e-5 "rise time";
  parameter Real Th = 4e-4 "time to half value";
  parameter Integer m = 5;
  parameter Real a(min = 1e-15, nominal = 1e-5, fixed = false, start = Tr) "time constant of the rise";
  parameter Real b(min = 1e-15, nominal = 1e-4, fixed = false, start = Th) "time constant of the decay";
  parameter Real T(min = 1e-15, nominal = 3e-5, fixed = false, start = Tr * (m * Th / Tr) ^ (1 / (m + 1))) "time of the peak";
  parameter Real peak(fixed = false, start = 1);
  parameter Real t10(min = 1e-15, nominal = 1e-5, fixed = false, start = 0.1 * Tr * (m * Th / Tr) ^ (1 / (m + 1)));
initial equation
  b / T * m = 1 + (T / a) ^ m;
  peak = (T / a) ^ m / (1 + (T / a) ^ m) * exp(-T / b);
  0.1 * peak = (t10 / a) ^ m / (1 + (t10 / a) ^ m) * exp(-t10 / b);
  0.9 * peak = ((t10 + 0.8 * Tr) / a) ^ m / (1 + ((t10 + 0.8 * Tr) / a) ^ m) * exp(-(t10 + 0.8 * Tr) / b);
  0.5 * peak = ((t10 - 0.1 * Tr + Th) / a) ^ m / (1 + ((t10 - 0.1 * Tr + Th) / a) ^ m) * exp(-(t10 - 0.1 * Tr + Th) / b);
end InitBounds;
