# The Cartesian pendulum (models/Pendulum.mo: L = 1, released level with the
# pivot, at rest, 10 s), the standard index-3 test.  The compiler reduces the
# constraint x^2 + y^2 = L^2 to the stabilised index-2 form.
#   IDA (rtol 1e-9): energy drift below 1e-6 relative to m g L (E is an
#   assignment, src/symbolic/assignments.c, not an unknown of IDA's error test: the
#   states alone set the steps; at rtol 1e-8 the drift is 2.5e-6);
#   Newmark (h = 1e-3): energy drift below 1e-4;
#   both: |x^2 + y^2 - L^2| below 1e-6 at every output point;
#   Newmark over 100 s at h = 1e-2 stays bounded: drift below 1e-2.
. "$TOP/tests/lib.sh"
build Pendulum -o ./Pendulum
"$HYSC" --dump-flat "$TOP/models/Pendulum.mo" | grep -q "position constraint (index 3), index reduced" \
  && echo "ok   --dump-flat says the constraint was index reduced" || fail "--dump-flat does not mention the index reduction"

drift() { # drift CSV: max |G| and max |E - E0| / (m g L) over the rows
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "\"x\"") X = i; if ($i == "\"y\"") Y = i; if ($i == "\"E\"") E = i }; next }
           NR == 2 { e0 = $E }
           { g = $X * $X + $Y * $Y - 1; if (g < 0) g = -g; if (g > mg) mg = g
             d = ($E - e0) / 9.81; if (d < 0) d = -d; if (d > md) md = d }
           END { printf "%.3g %.3g\n", mg, md }' "$1"
}
./Pendulum --rtol=1e-9 -o ida.csv || fail "IDA run exited $?"
set -- $(drift ida.csv)
holds "IDA: max |x^2+y^2-L^2| = $1 < 1e-6" "$1 < 1e-6"
holds "IDA: energy drift $2 < 1e-6" "$2 < 1e-6"
close "IDA: reaches t = 10" "$(last_value time ida.csv)" 10 1e-12

./Pendulum --solver=newmark --step=1e-3 -o nm.csv || fail "Newmark run exited $?"
set -- $(drift nm.csv)
holds "Newmark h=1e-3: max |x^2+y^2-L^2| = $1 < 1e-6" "$1 < 1e-6"
holds "Newmark h=1e-3: energy drift $2 < 1e-4" "$2 < 1e-4"

./Pendulum --solver=newmark --step=1e-2 --stop-time=100 -o nm100.csv || fail "Newmark 100 s run exited $?"
set -- $(drift nm100.csv)
holds "Newmark h=1e-2, 100 s: energy drift $2 < 1e-2 (bounded)" "$2 < 1e-2"
holds "Newmark h=1e-2, 100 s: max |x^2+y^2-L^2| = $1 < 1e-6" "$1 < 1e-6"
# the period of the horizontal release, L = 1: 4 K(sin(pi/4)) sqrt(L/g) = 2.3680 s;
# the pendulum is back at y = 0 with x = L after one period
close "IDA: x at t = 2 T is L again" "$(awk -F, 'NR > 1 && $1 <= 4.736 + 1e-9 { x = $2 } END { print x }' ida.csv)" 1 2e-3
# all four start values fixed: the two that the constraint determines become
# guesses, with a warning, and the motion is the same
"$HYSC" -o ./AllFixed "$TOP/tests/models/PendulumAllFixed.mo" 2> allfixed.warnings || fail "PendulumAllFixed did not compile"
grep -q "the start value of 'x' is fixed, but the constraint at line" allfixed.warnings \
  && echo "ok   redundant fixed start values become guesses, with a warning" || fail "no warning: $(cat allfixed.warnings)"
./AllFixed --rtol=1e-8 --stop-time=2 --interval=0.5 -o allfixed.csv || fail "PendulumAllFixed run exited $?"
close "same motion: x(2) as with y and vy fixed" "$(last_value x allfixed.csv)" \
  "$(awk -F, 'NR > 1 && $1 <= 2 + 1e-12 { x = $2 } END { print x }' ida.csv)" 1e-6
finish
