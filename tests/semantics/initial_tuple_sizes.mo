// (a, b) = f(n) among initial equations, for parameters with fixed = false
// whose sizes follow the function's outputs, which depend on its input:
// f(5) gives a = {1}, b = {10, 20}; f(4) gives c = {} and d = {10, 20}.
// der(x) = sum(a) + sum(b) + sum(d) = 61 from 0.
// run --stop-time=1
// expect final a[1] 1 0
// expect final b[2] 20 0
// expect final d[1] 10 0
// expect final x 61 1e-9
model InitialTupleSizes
  function f
    input Integer n;
    output Real a[mod(n, 2)];
    output Real b[integer(n/2)];
  algorithm
    for i in 1:size(a, 1) loop
      a[i] := i;
    end for;
    for i in 1:size(b, 1) loop
      b[i] := 10*i;
    end for;
  end f;
  parameter Integer n = 5, m = 4;
  parameter Real a[mod(n, 2)](each fixed = false);
  parameter Real b[integer(n/2)](each fixed = false);
  parameter Real c[mod(m, 2)](each fixed = false);
  parameter Real d[integer(m/2)](each fixed = false);
  Real x(start = 0, fixed = true);
initial equation
  (a, b) = f(n);
  (c, d) = f(m);
equation
  der(x) = sum(a) + sum(b) + sum(c) + sum(d);
end InitialTupleSizes;
