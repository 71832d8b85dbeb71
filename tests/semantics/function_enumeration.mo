// Enumerations in functions: an input and an output of an enumeration type
// are the literal's number (from 1), literals in the body too, Integer()
// of them the number.  gear(Speed.fast, t) = 3t (the number 3 times t),
// gear(s, t) with the parameter s = Speed.slow = t; shift(Speed.slow) =
// Speed.medium (2), shift(Speed.fast) = Speed.fast (3); rank(Speed.medium)
// = Integer(Speed.medium) * 10 = 20.
// run --stop-time=1
// expect final a 3 1e-12
// expect at 0.5 a 1.5 1e-12
// expect final b 1 1e-12
// expect final up 2 0
// expect final top 3 0
// expect final r 20 0
type Speed = enumeration(slow, medium, fast);

function gear
  input Speed s;
  input Real x;
  output Real y;
algorithm
  y := if s == Speed.slow then x elseif s == Speed.medium then 2 * x else 3 * x;
end gear;

function shift
  input Speed s;
  output Speed next;
algorithm
  next := if s == Speed.fast then s else if s == Speed.slow then Speed.medium else Speed.fast;
end shift;

function rank
  input Speed s;
  output Integer r;
algorithm
  r := Integer(s) * 10;
end rank;

model FunctionEnumeration
  parameter Speed s = Speed.slow;
  Real a = gear(Speed.fast, time);
  Real b = gear(s, time);
  Speed up = shift(Speed.slow);
  Speed top = shift(Speed.fast);
  Integer r = rank(Speed.medium);
end FunctionEnumeration;
