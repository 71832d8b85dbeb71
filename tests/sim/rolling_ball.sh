# models/RollingBall.mo: a point ball rolls from rest down the valley
# f = a x^2 + A exp(-((x - xh)/w)^2), up the hump, lifts off where the normal
# reaction vanishes, flies, lands and bounces.  Checks (shared/references.md):
#   - while rolling (c = 0) g y + |v|^2/2 is constant: 1e-6 relative on IDA,
#     1e-4 on Newmark (h = 1e-3);
#   - at lift-off the normal reaction R = kappa |v|^2 - g . N is zero to 1e-6 g;
#   - the backends agree on the lift-off and first impact times to 1e-4 s
#     (IDA at rtol 1e-8: the first impact is nearly grazing, so its time is
#     sensitive to the flight state);
#   - the ball is on the curve while rolling: |y - f| < 1e-8.
. "$TOP/tests/lib.sh"
build RollingBall -o ./RollingBall
"$HYSC" --dump-flat "$TOP/models/RollingBall.mo" | grep -q "position constraint in the mode where rolling: index 3 there and index 1 in the other branches" \
  && echo "ok   --dump-flat: index 3 while rolling, 1 while flying, reduced" || fail "--dump-flat does not show the index of each mode"

./RollingBall --solver=ida --rtol=1e-8 --events -o ida.csv 2> ida.events || { fail "IDA run exited $?"; cat ida.events; }
./RollingBall --solver=newmark --step=1e-3 --events -o nm.csv 2> nm.events || { fail "Newmark run exited $?"; cat nm.events; }

liftoff() { when_times "$1" | head -n 1; }
impact() { grep 'not rolling and y < f' "$1" | grep -v ' relation ' | head -n 1 | sed 's/^event t=\([^ ]*\).*/\1/'; }
for solver in ida nm; do
  t=$(grep 'rolling and lambda < 0' $solver.events | grep -v ' relation ' | head -n 1 | sed 's/^event t=\([^ ]*\).*/\1/')
  holds "$solver: lift-off found (t = $t)" "\"$t\" != \"\""
  # energy while rolling, up to the lift-off
  tol=1e-6; [ $solver = nm ] && tol=1e-4
  awk -F, -v tl="$t" -v tol=$tol '
    NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "\"E\"") E = i; if ($i == "\"y\"") Y = i; if ($i == "\"f\"") F = i }; next }
    NR == 2 { e0 = $E }
    $1 < tl { d = ($E - e0) / e0; if (d < 0) d = -d; if (d > md) md = d; g = $Y - $F; if (g < 0) g = -g; if (g > mg) mg = g }
    END { printf "energy drift while rolling %.3g (limit %s), max |y - f| %.3g\n", md, tol, mg; exit !(md < tol && mg < 1e-8) }' \
    $solver.csv && echo "ok   $solver: energy and constraint while rolling" || fail "$solver: energy or constraint while rolling"
  # R at the left limit of the lift-off event
  awk -F, -v tl="$t" '
    NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "\"x\"") X = i; if ($i == "\"vx\"") VX = i; if ($i == "\"vy\"") VY = i }; next }
    $1 == tl && !done { done = 1; a = 0.2; A = 1; xh = 3; w = 0.5; g = 9.81; x = $X
      e = exp(-((x - xh) / w)^2); fp = 2 * a * x - 2 * A * (x - xh) / w^2 * e
      fpp = 2 * a + A * e * (4 * (x - xh)^2 / w^4 - 2 / w^2); s = sqrt(1 + fp * fp)
      kappa = fpp / s^3; v2 = $VX^2 + $VY^2; R = kappa * v2 + g / s
      printf "R at lift-off = %.3g (limit 1e-6 g)\n", R; exit !(R < 1e-6 * g && R > -1e-6 * g) }
    END { if (!done) { print "no row at the lift-off time"; exit 1 } }' $solver.csv \
    && echo "ok   $solver: the normal reaction is zero at lift-off" || fail "$solver: R not zero at lift-off"
done
close "lift-off: Newmark agrees with IDA" "$(grep 'rolling and lambda < 0' nm.events | grep -v relation | head -n 1 | sed 's/^event t=\([^ ]*\).*/\1/')" \
  "$(grep 'rolling and lambda < 0' ida.events | grep -v relation | head -n 1 | sed 's/^event t=\([^ ]*\).*/\1/')" 1e-4
close "first impact: Newmark agrees with IDA" "$(impact nm.events)" "$(impact ida.events)" 1e-4
# damping c (newmark.md) takes energy out while rolling: E never rises
for solver in ida newmark; do
  ./RollingBall --solver=$solver --set c=0.2 --stop-time=1.5 -o damped-$solver.csv || fail "$solver: damped run exited $?"
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "\"E\"") E = i; next }
           NR > 2 && $E > prev + 1e-9 { up++ } { prev = $E; if (NR == 2) e0 = $E }
           END { printf "E from %.6g to %.6g, %d rises\n", e0, prev, up; exit !(up == 0 && prev < e0 - 0.1) }' damped-$solver.csv \
    && echo "ok   $solver: damping dissipates energy" || fail "$solver: damping does not dissipate energy"
done
finish
