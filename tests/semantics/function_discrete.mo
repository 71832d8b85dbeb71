// Functions of discrete values: n counts the ticks of sample(0.1, 0.1)
// (10 by t = 1); digitsum(n) of 10 is 1, parity(n) of 10 is 0, and
// isEven(n) is a Boolean output, true for 10.  tri(n) = n (n + 1) / 2 = 55
// through an Integer loop.
// run --stop-time=1.05
// expect final n 10 0
// expect final d 1 0
// expect final p 0 0
// expect final e 1 0
// expect final t 55 0
function digitsum
  input Integer n;
  output Integer s = 0;
protected
  Integer m = n;
algorithm
  while m > 0 loop
    s := s + mod(m, 10);
    m := div(m, 10);
  end while;
end digitsum;

function parity
  input Integer n;
  output Integer p;
algorithm
  p := mod(n, 2);
end parity;

function isEven
  input Integer n;
  output Boolean b;
algorithm
  b := parity(n) == 0;
end isEven;

function tri
  input Integer n;
  output Integer t = 0;
protected
  Integer i = 0;
algorithm
  while i < n loop
    i := i + 1;
    t := t + i;
  end while;
end tri;

model FunctionDiscrete
  Integer n(start = 0);
  Integer d, p, t;
  Boolean e;
equation
  when sample(0.1, 0.1) then
    n = pre(n) + 1;
  end when;
  d = digitsum(n);
  p = parity(n);
  e = isEven(n);
  t = tri(n);
end FunctionDiscrete;
