// Boolean inputs and outputs, and a short type of Real as an input.
// inside(x, 0.2, 0.6) is evaluated at events only (b is discrete and x
// enters through the when): at t = 0.25 (first tick of sample(0.25, 0.25))
// inside is true, at t = 0.75 false, so at t = 1 b is false and m = 2
// (ticks with b true: 0.25, 0.5).  pick(true, 3, 4) = 3; area(2) = 4
// through a Length input.
// run --stop-time=1
// expect final m 2 0
// expect final b 0 0
// expect final p 3 1e-12
// expect final q 4 1e-12
type Length = Real(unit = "m");

function inside
  input Real u;
  input Real lo;
  input Real hi;
  output Boolean yes;
algorithm
  yes := u > lo and u < hi;
end inside;

function pick
  input Boolean first;
  input Real a;
  input Real b;
  output Real c;
algorithm
  c := if first then a else b;
end pick;

function area
  input Length side;
  output Real a;
algorithm
  a := side * side;
end area;

model FunctionBooleanTypes
  Real x(start = 0, fixed = true);
  Boolean b(start = false);
  Integer m(start = 0);
  Real p, q;
equation
  der(x) = 1;
  when sample(0.25, 0.25) then
    b = inside(x, 0.2, 0.6);
    m = if inside(x, 0.2, 0.6) then pre(m) + 1 else pre(m);
  end when;
  p = pick(true, 3, 4);
  q = area(2);
end FunctionBooleanTypes;
