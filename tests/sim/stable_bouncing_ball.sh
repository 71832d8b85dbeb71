# StableBouncingBall on both backends: the ball falls through the first
# surface at some point, 'done' becomes true, and from then on gravity is off:
# h stays within [-2*eps, 0] (eps = 1e-3) and v stays 0 to the end of 10 s.
. "$TOP/tests/lib.sh"
build StableBouncingBall -o ./StableBouncingBall
for solver in ida newmark; do
  ./StableBouncingBall --solver=$solver --stop-time=10 -o $solver.csv 2> $solver.err || fail "$solver run exited $?"
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "\"h\"") H = i; if ($i == "\"v\"") V = i; if ($i == "\"done\"") D = i }; next }
           $D == 1 && !seen { seen = 1; t = $1 }
           seen && ($H < -2e-3 || $H > 0 || $V != 0) { bad++; if (bad == 1) first = $0 }
           END { if (seen) printf "done at t=%s, %d rows after it outside h in [-2e-3, 0], v = 0 %s\n", t, bad, first
                 else print "done never became true" }' $solver.csv > $solver.check
  cat $solver.check
  grep -q ', 0 rows after' $solver.check || fail "$solver: done never became true, or h/v left the band"
  close "$solver: run reaches t=10" "$(column time $solver.csv | tail -n 1)" 10 1e-12
done
finish
