// Outputs sized by an Integer input (output Real y[n]): each call's value of
// n, known at compile time (a literal, a parameter, an expression of them),
// makes a function of its own size.  ramp(n, k) = {k, 2k, ..., nk}:
// ramp(3, t) at t = 1 is {1, 2, 3}; ramp(m, 2) with m = 2 is {2, 4};
// ramp(m + 2, 1) has 4 elements, summed 10; firsts(4) = {1, 2, 3, 4} (an
// output sized n - 0 through a protected array).  twice(u) sized by
// size(u, 1): twice({1, t}) at t = 0.5 is {2, 1}.
// run --stop-time=1
// expect final y[1] 1 1e-12
// expect final y[2] 2 1e-12
// expect final y[3] 3 1e-12
// expect at 0.5 y[3] 1.5 1e-12
// expect final w[1] 2 0
// expect final w[2] 4 0
// expect final s 10 1e-12
// expect final f[4] 4 0
// expect at 0.5 z[1] 2 0
// expect at 0.5 z[2] 1 1e-12
function ramp
  input Integer n;
  input Real k;
  output Real y[n];
algorithm
  for i in 1:n loop
    y[i] := k * i;
  end for;
end ramp;

function firsts
  input Integer n;
  output Integer y[n - 0];
protected
  Integer t[n];
algorithm
  t := 1:n;
  y := t;
end firsts;

function twice
  input Real u[:];
  output Real y[size(u, 1)];
algorithm
  y := 2 * u;
end twice;

model FunctionSizeInput
  parameter Integer m = 2;
  Real y[3] = ramp(3, time);
  Real w[m] = ramp(m, 2);
  Real s = sum(ramp(m + 2, 1));
  Integer f[4] = firsts(4);
  Real z[2] = twice({1, time});
end FunctionSizeInput;
