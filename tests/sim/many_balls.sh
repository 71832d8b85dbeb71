# BouncingBalls with n = 200 (hysc -p n=200) on both backends, 1.5 s: every
# impact of every ball at its analytic time, no impact missing and none
# extra, although each impact now restarts only the equations of its own
# ball.  Ball i has h0 = 1 + 0.5 (i-1)/n and e = 0.9 - 0.3 (i-1)/(n-1):
# t1 = sqrt(2 h0/g), v1 = g t1, t(k+1) = t(k) + 2 e^k v1/g; within 1.5 s
# every ball lands twice: t1 from 0.45 s to 0.56 s, t2 = t1 (1 + 2e) from
# 1.22 s to 1.27 s (t3 = t1 (1 + 2e + 2e^2) is past 1.8 s).  400 impacts,
# 800 events.  Tolerances: 1e-6 on IDA, 1e-8 on Newmark (as
# tests/sim/bouncing_balls.sh).  Then n = 1000 for 1 s part by part
# (--no-event-rows: each ball simulated alone, runtime/partition.c): each
# ball lands once, from t1 = 0.4515 s (ball 1) to 0.5530 s (ball 1000),
# every one of the 1000 impacts at its analytic time, same tolerances.
. "$TOP/tests/lib.sh"
n=200
stop=1.5
build BouncingBalls -p n=$n -o ./Balls

# check_impacts SOLVER TOL: one awk pass over the --events log
check_impacts() {
  awk -v n=$n -v stop=$stop -v tol="$2" -v solver="$1" '
    /^event t=[^ ]* h\[[0-9]*\] < 0 \(/ {
      t = substr($2, 3); i = $3; gsub(/[^0-9]/, "", i); seen[i, ++count[i]] = t; total++ }
    END {
      g = 9.81; worst = 0; expected = 0; bad = 0
      for (i = 1; i <= n; i++) {
        h0 = 1 + 0.5 * (i - 1) / n; e = 0.9 - 0.3 * (i - 1) / (n - 1)
        t = sqrt(2 * h0 / g); v = g * t; k = 0
        while (t < stop) {
          if (stop - t < 1e-3) { print "FAILED: ball " i " lands too close to the stop time"; bad++ }
          k++; expected++
          d = seen[i, k] == "" ? 1 : seen[i, k] - t; if (d < 0) d = -d
          if (d > worst) worst = d
          if (d > tol) { print "FAILED: " solver " ball " i " impact " k ": " seen[i, k] " (expected " t ")"; bad++ }
          t += 2 * e ^ k * v / g
        }
        if (count[i] + 0 != k) { print "FAILED: " solver " ball " i ": " count[i] + 0 " impacts, expected " k; bad++ }
      }
      if (total + 0 != expected) { print "FAILED: " solver ": " total + 0 " impacts logged, expected " expected; bad++ }
      if (!bad) printf "ok   %s: all %d impacts of %d balls at their analytic times (largest deviation %.2g <= %s)\n", solver, expected, n, worst, tol
      exit bad > 0 }' balls.events || fail "$1: impact times (above)"
}

for solver in ida newmark; do
  tol=1e-6; [ $solver = newmark ] && tol=1e-8
  ./Balls --solver=$solver --stop-time=$stop --events -o balls.csv 2> balls.events || fail "$solver: run exited $?"
  check_impacts $solver $tol
done

n=1000
stop=1
build BouncingBalls -p n=$n -o ./Balls1000
for solver in ida newmark; do
  tol=1e-6; [ $solver = newmark ] && tol=1e-8
  ./Balls1000 --solver=$solver --stop-time=$stop --no-event-rows --events --stats -o balls.csv 2> balls.events \
    || fail "$solver n=1000: run exited $?"
  grep -q '(part by part)' balls.events || fail "$solver n=1000: not simulated part by part"
  check_impacts "$solver n=1000 part by part" $tol
done
finish
