# models/ImpactBallOnCurve.mo: the ball of RollingBall.mo on the same curve
# f = a x^2 + A exp(-((x - xh)/w)^2), written with impacts only.  Dropped
# from (-2, 1) it bounces along the valley (eN = 0.5); its impacts
# accumulate, and from t* it continues in contact, G = y - f = 0 held by
# contact.lambda[1] along grad G = (-f', 1): it rolls.  From the state at t*
# RollingBall.mo's rolling mode (--start-time t*, x0 and vx set there) must
# give the same trajectory: x, y, vx, vy within 1e-4 over the next second
# (the reference on a 0.0005 s grid, interpolated linearly: error ~1e-7),
# from the row where the contact is on (the rows before it at t* are the
# left limit, with what is left of the last bounces).
# Columns (--emit-internal): time, x, y, vx, vy, fx, vn, vt, contact.active[1],
# contact.lambda[1], __mu1; RollingBall: time, x, y, vx, vy, ...
. "$TOP/tests/lib.sh"
build ImpactBallOnCurve -o ./ImpactBallOnCurve
build RollingBall -o ./RollingBall
for solver in ida newmark; do
  ./ImpactBallOnCurve --solver=$solver --events --emit-internal -o $solver.csv 2> $solver.err || fail "$solver exited $?"
  # (no closed form for t* here: the impacts slide along the curve)
  t=$(sed -n 's/^event t=\([^ ]*\) contact from t\* = .*/\1/p' $solver.err)
  close "$solver: contact from t* [s]" "$t" 0.5525 0.0005
  set -- $(awk -F, '$9 == 1 { printf "%.17g %.17g %.17g", $1, $2, $4; exit }' $solver.csv)
  ./RollingBall --start-time=$1 --stop-time=$(awk -v t=$1 'BEGIN { printf "%.17g", t + 1.1 }') --interval=0.0005 \
    --set x0=$2 --set vx=$3 -o rolling-$solver.csv 2> rolling-$solver.err || fail "RollingBall from t* exited $?"
  set -- $(awk -F, -v t0=$1 '
    FNR == 1 { file++; next }
    file == 1 { n++; rt[n] = $1; rx[n] = $2; ry[n] = $3; rvx[n] = $4; rvy[n] = $5; next }
    $9 == 1 && $1 <= t0 + 1 {
      while (j < n - 1 && rt[j + 1] < $1) j++
      if (j < 1) j = 1
      s = rt[j + 1] > rt[j] ? ($1 - rt[j]) / (rt[j + 1] - rt[j]) : 0
      d[1] = $2 - (rx[j] + s * (rx[j + 1] - rx[j])); d[2] = $3 - (ry[j] + s * (ry[j + 1] - ry[j]))
      d[3] = $4 - (rvx[j] + s * (rvx[j + 1] - rvx[j])); d[4] = $5 - (rvy[j] + s * (rvy[j + 1] - rvy[j]))
      for (k = 1; k <= 4; k++) { a = d[k] < 0 ? -d[k] : d[k]; if (a > m) m = a }
      rows++ }
    END { printf "%d %.3g", rows, m }' rolling-$solver.csv $solver.csv)
  holds "$solver: $1 rows in the second after t*" "$1 >= 200"
  holds "$solver: max |x, y, vx, vy - RollingBall's rolling mode| = $2" "$2 <= 1e-4"
done
finish
