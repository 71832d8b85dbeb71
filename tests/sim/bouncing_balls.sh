# BouncingBalls (n = 10 and, through hysc -p, n = 4) on both backends: each
# ball's first four impact times equal the analytic ones of its own height
# h0[i] = 1 + 0.5 (i-1)/n and restitution e[i] = 0.9 - 0.3 (i-1)/(n-1):
# t1 = sqrt(2 h0/g), v1 = g t1, then t(k+1) = t(k) + 2 e^k v1/g
# (to 1e-6 on IDA and 1e-8 on Newmark).  Elements are named h[1] ... h[n] in
# the CSV header, the MAT file, --list-vars, --set, --compare and --plot;
# the structural n cannot be --set.
. "$TOP/tests/lib.sh"

# analytic N I K: the K-th impact time of ball I of N
analytic() {
  awk -v n="$1" -v i="$2" -v k="$3" 'BEGIN { g = 9.81; h0 = 1 + 0.5 * (i - 1) / n; e = 0.9 - 0.3 * (i - 1) / (n - 1)
    t = sqrt(2 * h0 / g); v = g * t; for (j = 1; j < k; j++) t += 2 * e ^ j * v / g; printf "%.12f", t }'
}

# impacts EVENTS I: the firing times of ball I's when-clause
impacts() { sed -n "s/^event t=\([^ ]*\) h\[$2\] < 0 (.*/\1/p" "$1"; }

check_balls() {
  n=$1
  for solver in ida newmark; do
    tol=1e-6; [ $solver = newmark ] && tol=1e-8
    ./BouncingBalls --solver=$solver --events -o balls.csv 2> balls.events || fail "$solver: n=$n run exited $?"
    i=1
    while [ $i -le "$n" ]; do
      for k in 1 2 3 4; do
        close "$solver: n=$n ball $i impact $k" "$(impacts balls.events $i | nth $k)" "$(analytic "$n" $i $k)" $tol
      done
      i=$((i + 1))
    done
  done
}

build BouncingBalls -o ./BouncingBalls
check_balls 10
head -1 balls.csv | grep -q '^"time","h\[1\]","h\[2\]",.*"h\[10\]","v\[1\]",' \
  && echo "ok   CSV header names h[1] ... h[10]" || fail "CSV header is $(head -1 balls.csv)"
./BouncingBalls --list-vars | grep -q '^e\[3\] *parameter' && echo "ok   --list-vars names e[3]" || fail "--list-vars lacks e[3]"
./BouncingBalls --set 'h0[2]=2' --stop-time=0.01 -o set.csv || fail "--set h0[2]=2 exited $?"
close "--set h0[2]=2: h[2] at the start" "$(column 'h[2]' set.csv | head -n 1)" 2 0
status_is "--set n=5 refused" 2 ./BouncingBalls --set n=5
grep -q "'n' is fixed at compile time" status.err && echo "ok   the refusal names the structural n" || fail "refusal: $(cat status.err)"
./BouncingBalls --compare --stop-time=1 > compare.out 2>&1 || fail "--compare exited $?"
grep -q 'h\[10\] < 0 (' compare.out && echo "ok   --compare pairs the events of h[10] < 0" || fail "--compare: $(head -20 compare.out)"
grep -q '^  v\[10\]  ' compare.out && echo "ok   --compare compares v[10]" || fail "--compare lacks v[10]"
./BouncingBalls --stop-time=0.1 -o balls.mat || fail "MAT run exited $?"
grep -aq 'h\[10\]' balls.mat && echo "ok   the MAT file names h[10]" || fail "the MAT file lacks h[10]"
if command -v gnuplot > /dev/null; then
  ./BouncingBalls --stop-time=1 --plot=balls.svg --plot-vars='h[1],h[10]' -o plot.csv || fail "--plot exited $?"
  grep -q 'h\[10\]' balls.svg && echo "ok   --plot-vars h[10] is plotted" || fail "the plot lacks h[10]"
fi

build BouncingBalls -p n=4 -o ./BouncingBalls
check_balls 4

# -p on a parameter that fixes nothing is its new default: BouncingBall with
# e = 0.7 bounces at the times of tests/sim/bouncing_ball.sh, and --set still
# changes it.
build BouncingBall -p e=0.7 -o ./BouncingBall
./BouncingBall --events -o one.csv 2> one.events || fail "BouncingBall -p e=0.7 exited $?"
close "-p e=0.7: impact 2" "$(when_times one.events | nth 2)" 1.0836567384 1e-6
./BouncingBall --set e=0.8 --events -o one.csv 2> one.events || fail "--set e=0.8 exited $?"
close "-p e=0.7 then --set e=0.8: impact 2" "$(when_times one.events | nth 2)" 1.1739614666 1e-6
status_is "-p of an unknown parameter" 1 "$HYSC" -p nope=1 -o ./x "$TOP/models/BouncingBall.mo"
status_is "-p without a number" 2 "$HYSC" -p e=high -o ./x "$TOP/models/BouncingBall.mo"
finish
