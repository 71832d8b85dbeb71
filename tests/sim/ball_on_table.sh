# models/BallOnTable.mo: a ball (e = 0.5) on a table at yt = A sin(w t),
# A = 0.05, w = 15, so A w^2 = 11.25 > g = 9.81.  It bounces, its impacts
# accumulate (Zeno), it rides the table in contact, and lifts off where the
# contact force per unit mass lambda = g + der(vt) = g - A w^2 sin(w t)
# reaches zero with sin(w t) rising: sin(w t) = g/(A w^2) = 0.872, so
# t = (asin(0.872) + 2 pi n)/w = 0.908376262497, 1.327255282976,
# 1.746134303455 (n = 2, 3, 4); between them it flies and lands again.
# Columns (--emit-internal): time, yt, vt, h, v, contact.active[1], contact.lambda[1], __mu1.
# Newmark's multiplier is second-order accurate in its step, so it runs with
# --rtol=1e-7 for the 1e-6 s lift-off times.
. "$TOP/tests/lib.sh"
build BallOnTable -o ./BallOnTable
for run in "ida" "newmark --rtol=1e-7"; do
  solver=${run%% *}
  ./BallOnTable --solver=$run --events --emit-internal -o $solver.csv 2> $solver.err || fail "$solver exited $?"
  sed -n 's/^event t=\([^ ]*\) lift-off at .*/\1/p' $solver.err > $solver.lift
  sed -n 's/^event t=\([^ ]*\) contact from t\* = .*/\1/p' $solver.err > $solver.contact
  close "$solver: contacts begun by t = 2" "$(wc -l < $solver.contact)" 4 0
  close "$solver: lift-offs by t = 2" "$(wc -l < $solver.lift)" 3 0
  close "$solver: lift-off 1 [s]" "$(nth 1 < $solver.lift)" 0.908376262497 1e-6
  close "$solver: lift-off 2 [s]" "$(nth 2 < $solver.lift)" 1.327255282976 1e-6
  close "$solver: lift-off 3 [s]" "$(nth 3 < $solver.lift)" 1.746134303455 1e-6
  # the landings after each lift-off are impacts again, before the next contact
  landings=$(sed -n 's/^event t=\([^ ]*\) h < yt (.*/\1/p' $solver.err | awk -v a="$(nth 1 < $solver.lift)" \
    -v b="$(nth 2 < $solver.contact)" '$1 > a && $1 < b' | wc -l)
  holds "$solver: $landings impacts between lift-off 1 and contact 2" "$landings >= 10"
  # in contact: on the table, lambda = g - A w^2 sin(w t)
  set -- $(awk -F, 'NR > 1 && $6 == 1 { g = $4 - $2; if (g < 0) g = -g; l = $7 - (9.81 - 11.25 * sin(15 * $1));
      if (l < 0) l = -l; if (g > G) G = g; if (l > L) L = l; n++ } END { printf "%d %.3g %.3g", n, G, L }' $solver.csv)
  holds "$solver: $1 rows in contact" "$1 > 500"
  holds "$solver: max |h - yt| in contact = $2" "$2 <= 1e-9"
  [ $solver = ida ] && tol=1e-6 || tol=1e-3
  holds "$solver: max |lambda - (g - A w^2 sin(w t))| in contact = $3" "$3 <= $tol"
done
finish
