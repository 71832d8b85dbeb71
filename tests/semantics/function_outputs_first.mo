// Outputs declared before inputs, and inputs interleaved with outputs: the
// arguments go to the inputs in their declaration order whatever comes between
// them.  mix(2, 7) gives lo = 2 - 7 = -5 and hi = 2 * 2 + 7 = 11; mix(b = 1,
// a = 4) gives hi = 9; off(3) = 3 + 10 * 3 = 33 (the default c = 10 a reads
// a, declared after the output); off(3, 1) = 4.
// run --stop-time=1
// expect final lo -5 1e-12
// expect final hi 11 1e-12
// expect final hiNamed 9 1e-12
// expect final o1 33 1e-12
// expect final o2 4 1e-12
model FunctionOutputsFirst
  function mix
    output Real lo;
    input Real a;
    output Real hi;
    input Real b;
  algorithm
    lo := a - b;
    hi := 2 * a + b;
  end mix;
  function off
    output Real y;
    input Real a;
    input Real c = 10 * a;
  algorithm
    y := a + c;
  end off;
  Real lo, hi, hiNamed, o1, o2;
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  (lo, hi) = mix(2, 7);
  (, hiNamed) = mix(b = 1, a = 4);
  o1 = off(3);
  o2 = off(3, 1);
end FunctionOutputsFirst;
