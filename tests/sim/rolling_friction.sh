# models/RollingBallFriction.mo (seed rolling-ball-friction.md): a ball with
# rotation, regularised static/kinetic friction and rolling resistance.
#   - On a straight incline (angle 0.3 rad, no rolling resistance) the ball
#     rolls without slip at a = g sin(theta)/(1+i) when mu_s is large enough,
#     and slips at a = g sin(theta) - mu_k g cos(theta) when mu_s is too small
#     (shared/references.md), both to 1e-6, on both backends.
#   - On the default valley, E + W (energy plus friction work) is constant to
#     1e-4 relative over the 10 s run.
. "$TOP/tests/lib.sh"
build RollingBallFriction -o ./RBF
slope=$(awk 'BEGIN { printf "%.17g", -sin(0.3) / cos(0.3) }')
expect_roll=$(awk 'BEGIN { printf "%.15g", 9.81 * sin(0.3) / 1.4 }')
expect_slip=$(awk 'BEGIN { printf "%.15g", 9.81 * sin(0.3) - 0.04 * 9.81 * cos(0.3) }')
acceleration() { # (vt(2) - vt(1)) / 1 s from the CSV
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "\"vt\"") V = i; next }
           $1 == 1 { v1 = $V } $1 == 2 { v2 = $V } END { printf "%.15g", v2 - v1 }' "$1"
}
for solver in ida newmark; do
  common="--solver=$solver --rtol=1e-9 --atol=1e-9 --set slope=$slope --set a=0 --set x0=0 --set c_rr=0 --stop-time=2 --interval=0.5"
  # shellcheck disable=SC2086
  ./RBF $common --set mu_s=0.6 --set mu_k=0.4 -o roll-$solver.csv || fail "$solver: rolling run exited $?"
  close "$solver: rolling without slip, a = g sin(theta)/(1+i)" "$(acceleration roll-$solver.csv)" "$expect_roll" 1e-6
  # shellcheck disable=SC2086
  ./RBF $common --set mu_s=0.05 --set mu_k=0.04 -o slip-$solver.csv || fail "$solver: slipping run exited $?"
  close "$solver: slipping, a = g sin(theta) - mu_k g cos(theta)" "$(acceleration slip-$solver.csv)" "$expect_slip" 1e-6
  holds "$solver: it does slip (slip speed at 2 s > 1 m/s)" "$(last_value vs slip-$solver.csv) > 1"

  ./RBF --solver=$solver -o valley-$solver.csv || fail "$solver: valley run exited $?"
  drift=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "\"E\"") E = i; if ($i == "\"W\"") W = i }; next }
                   NR == 2 { e0 = $E + $W } { d = ($E + $W - e0) / e0; if (d < 0) d = -d; if (d > m) m = d }
                   END { printf "%.3g", m }' valley-$solver.csv)
  holds "$solver: E + W constant to $drift < 1e-4 over 10 s" "$drift < 1e-4"
  holds "$solver: friction did work (W(10) > 0.1)" "$(last_value W valley-$solver.csv) > 0.1"
done
finish
