# experiment(Tolerance = ...) has the bounds of --rtol, [DBL_EPSILON, 1):
# Tolerance = 2 and 1e-300 used to compile and run while --rtol=2 was
# refused.  Each is a located error (exit 1, no executable); --rtol=1e-300,
# below the rounding, is a usage error of the executable (exit 2).
. "$TOP/tests/lib.sh"
for tol in 2 1e-300; do
  printf 'model T\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\n  annotation(experiment(StopTime = 1, Tolerance = %s));\nend T;\n' "$tol" > t.mo
  status_is "Tolerance = $tol" 1 "$HYSC" t.mo -o ./T
  want="t.mo:5:39: error: experiment Tolerance must be in [2.22e-16, 1) as --rtol, not $tol"
  [ "$(head -n 1 status.err)" = "$want" ] && echo "ok   message: $want" || fail "message: $(cat status.err)"
  [ ! -e T ] && echo "ok   no executable" || fail "an executable was written"
done
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
status_is "--rtol=1e-300" 2 ./Cooling --rtol=1e-300 -o r.csv
want="Cooling: error: --rtol must be in [2.22e-16, 1), got 1e-300 (try --help)"
[ "$(head -n 1 status.err)" = "$want" ] && echo "ok   message: $want" || fail "message: $(cat status.err)"
[ ! -e r.csv ] && echo "ok   no result file" || fail "a result file was written"
# the bounds themselves are accepted: T(1) = 298.15 + 65 exp(-0.7 / 0.12)
./Cooling --rtol=2.3e-16 -o ok.csv || fail "--rtol=2.3e-16 exited $?"
close "T(1) at --rtol=2.3e-16" "$(last_value T ok.csv)" "$(awk 'BEGIN { printf "%.9f", 298.15 + 65 * exp(-0.7 / 0.12) }')" 1e-6
finish
