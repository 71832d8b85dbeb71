# A chain of 60 doubling assignments x[i] = x[i-1] + x[i-1] from x0 = v is
# well-posed (x60 = 2^60 v), but the solver keeps every 14th variable as an
# unknown (each link doubles the expression), and the row-scaled LU of those
# has exact pivots of 2^-56: it used to call the system singular ("'x56' is
# not determined by the equations").  A pivot is now singular only at
# rounding level of the terms it came from.  On both backends:
# x60(1) = 2^60 exp(-1) within 1e-6 relative, and a redundant pair of
# equations is still reported singular.
. "$TOP/tests/lib.sh"
awk 'BEGIN { print "model Chain\n  Real v(start = 1, fixed = true);"; for (i = 0; i <= 60; i++) printf "  Real x%d;\n", i;
             print "equation\n  der(v) = -v;\n  x0 = v;"; for (i = 1; i <= 60; i++) printf "  x%d = x%d + x%d;\n", i, i - 1, i - 1;
             print "  annotation(experiment(StopTime = 1, Tolerance = 1e-9));\nend Chain;" }' > chain.mo
build ./chain.mo -o ./Chain
exact=$(awk 'BEGIN { printf "%.17g", 2^60 * exp(-1) }')
for solver in ida newmark; do
  status_is "$solver" 0 ./Chain --solver=$solver -o $solver.csv
  grep -q singular status.err && fail "$solver: $(cat status.err)"
  close "$solver: x60(1) / (2^60 exp(-1)) - 1" "$(awk -v x="$(last_value x60 $solver.csv)" -v e="$exact" 'BEGIN { printf "%.3g", x / e - 1 }')" 0 1e-6
done
# x + y = v and 2 x + 2 y = 2 v: x and y are not determined (structurally
# there are two equations, their values make them one)
printf 'model Twice\n  Real v(start = 1, fixed = true);\n  Real x, y;\n  Real w = 2;\nequation\n  der(v) = -v;\n  x + y = v;\n  w * x + w * y = w * v;\n  annotation(experiment(StopTime = 1));\nend Twice;\n' > twice.mo
build ./twice.mo -o ./Twice
status_is "the redundant pair" 1 ./Twice -o t.csv
grep -q "^Twice: error: at t=0, initialization failed: singular system: " status.err \
  && echo "ok   message: $(cat status.err)" || fail "message: $(cat status.err)"
finish
