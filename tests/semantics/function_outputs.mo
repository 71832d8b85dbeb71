// Several outputs: (r, phi) = polar(x, y) in an equation, (q, rest) :=
// split(...) in an algorithm, a skipped output (, p2), and a function that
// calls another with several outputs.  x = 3, y = 4 + t: at t = 0 r = 5,
// phi = atan2(4, 3) = 0.9272952; at t = 1 r = sqrt(34) = 5.8309519,
// phi = atan2(5, 3) = 1.0303768.  split(7.25 + t/2) at t = 1: q = 7,
// rest = 0.75.  both(3, 5) gives r2 = sqrt(34) through polar's first
// output, p2 = atan2(5, 3) through its second.  floor() inside a function
// makes no event.
// run --stop-time=1
// expect at 0 r 5 1e-9
// expect at 0 phi 0.9272952180 1e-9
// expect final r 5.8309518948 1e-6
// expect final phi 1.0303768265 1e-6
// expect final q 7 1e-12
// expect final rest 0.75 1e-6
// expect final r2 5.8309518948 1e-6
// expect final p2 1.0303768265 1e-6
// expect noevents
function polar
  input Real x;
  input Real y;
  output Real r;
  output Real phi;
algorithm
  r := sqrt(x^2 + y^2);
  phi := atan2(y, x);
end polar;

function split
  input Real u;
  output Real whole;
  output Real rest;
algorithm
  whole := floor(u);
  rest := u - whole;
end split;

function both
  input Real x;
  input Real y;
  output Real r;
  output Real phi;
algorithm
  (r, phi) := polar(x, y);
end both;

model FunctionOutputs
  Real y(start = 4, fixed = true);
  Real r, phi, r2, p2;
  Real q, rest;
equation
  der(y) = 1;
  (r, phi) = polar(3, y);
  r2 = both(3, y);
  (, p2) = both(3, y);
algorithm
  (q, rest) := split(7.25 + (y - 4) / 2);
end FunctionOutputs;
