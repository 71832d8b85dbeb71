# IDA's steps factor with KLU from 20 unknowns on, the other Newton
# iterations (Newmark's steps, consistent values) from 40: a cascade of 25
# first-order lags runs on KLU in IDA and on the dense LU in Newmark, with
# the same values.  By hand: der(x[1]) = -x[1], der(x[i]) = x[i-1] - x[i]
# from x = {1, 0, ...} gives x[i](t) = t^(i-1)/(i-1)! exp(-t), so
# x[5](2) = 16/24 exp(-2) and x[25](10) = 10^24/24! exp(-10).
. "$TOP/tests/lib.sh"
cat > Cascade.mo <<'MODEL'
model Cascade
  parameter Integer n = 25;
  Real x[n](start = cat(1, {1}, fill(0, n - 1)), each fixed = true);
equation
  der(x[1]) = -x[1];
  for i in 2:n loop
    der(x[i]) = x[i - 1] - x[i];
  end for;
end Cascade;
MODEL
build ./Cascade.mo -o ./cascade
for solver in ida newmark; do
  ./cascade --solver=$solver --stop-time=10 --rtol=1e-8 --atol=1e-12 --stats -o $solver.csv 2> $solver.err ||
    { fail "$solver: exit $?"; cat $solver.err; }
done
grep -q 'Jacobian evaluations .*(analytic, sparse LU (KLU))' ida.err &&
  echo "ok   IDA factors 25 unknowns with KLU" || fail "IDA: $(grep Jacobian ida.err)"
grep -q 'Jacobian evaluations .*(analytic, dense LU)' newmark.err &&
  echo "ok   Newmark factors 25 unknowns with the dense LU" || fail "Newmark: $(grep Jacobian newmark.err)"
close_both "x[5] 2 0.09022352215774179 1e-6" "x[25] 10 7.317277252332172e-05 1e-8"
finish
