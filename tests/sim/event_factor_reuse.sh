# The consistent solves after events start from the factors of the solve
# before (the same mode: a sampled input moved), and end within their
# tolerance (1e-9 relative) once those factors have shown they contract;
# the restart's probes solve far inside it.  A loop of 20 cubic
# equations (one block, past the small dense blocks of the restart) is fed
# a sampled input u = 1, 2, ...: every z[i] is the root of z^3 + z = u.  By
# hand: z(1) = 2 (u = 10), z(0.55) = 1.5159802276928206 (u = 5), x(1.05) =
# 0.1 (z_1 + ... + z_9) + 0.05 z_10 = 1.391801162771144, on both backends;
# IDA's run evaluates at most 60 Jacobians (86 when each event's solves
# factored afresh; 46 now; 224 when the probes' difference quotients read
# the restart values' Newton noise as an error of the first step).
. "$TOP/tests/lib.sh"
cat > SampledLoop.mo <<'MODEL'
model SampledLoop
  parameter Integer n = 20;
  discrete Real u(start = 0, fixed = true);
  Real z[n](each start = 0);
  Real x(start = 0, fixed = true);
equation
  when sample(0.1, 0.1) then
    u = pre(u) + 1;
  end when;
  for i in 1:n - 1 loop
    z[i]^3 + z[i] = z[i + 1]^3 + z[i + 1];
  end for;
  z[n]^3 + z[n] + (z[1] - z[n]) = u;
  der(x) = z[1];
end SampledLoop;
MODEL
build ./SampledLoop.mo -o ./loop
for solver in ida newmark; do
  ./loop --solver=$solver --stop-time=1.05 --stats -o $solver.csv 2> $solver.err || { fail "$solver: exit $?"; cat $solver.err; }
done
close_both "z[1] 1 2 2e-9" "z[20] 1 2 2e-9" "z[7] 0.55 1.5159802276928206 2e-9" "x 1.05 1.391801162771144 1e-9"
jacobians=$(sed -n 's/^  Jacobian evaluations  *\([0-9]*\) .*/\1/p' ida.err)
holds "IDA: $jacobians Jacobian evaluations (at most 60)" "\"$jacobians\" != \"\" && $jacobians <= 60"
finish
