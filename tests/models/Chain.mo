// The chain of bench/scale.sh and bench/chain_ida_klu.c, also used by
// tests/sim/loops_equal.sh (n = 40).
model Chain "n masses between two walls; the first bounces off a stop (bench/chain_ida_klu.c)"
  parameter Integer n = 10;
  parameter Real m = 1, k = 100, d = 0.1, e = 0.8, xStop = -0.05;
  Real x[n](each start = 0, each fixed = true);
  Real v[n](start = {if i == 1 then -1 else 0 for i in 1:n}, each fixed = true);
equation
  der(x) = v;
  m*der(v[1]) = k*(-2*x[1] + x[2]) - d*v[1];
  for i in 2:n-1 loop
    m*der(v[i]) = k*(x[i-1] - 2*x[i] + x[i+1]) - d*v[i];
  end for;
  m*der(v[n]) = k*(x[n-1] - 2*x[n]) - d*v[n];
  when x[1] < xStop then
    reinit(v[1], -e*pre(v[1]));
  end when;
end Chain;
