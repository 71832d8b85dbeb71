# BouncingBall on both backends, default settings: the first four impact
# times match the analytic ones of shared/references.md to 1e-6 on IDA and
# 1e-8 on Newmark, for the shipped e = 0.8 and for --set e=0.7.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall

for solver in ida newmark; do
  tol=1e-6; [ $solver = newmark ] && tol=1e-8
  ./BouncingBall --solver=$solver --events -o e08.csv 2> e08.events || fail "$solver: run e=0.8 exited $?"
  n=1
  for t in 0.4515236410 1.1739614666 1.7519117270 2.2142719354; do
    close "$solver: e=0.8 impact $n" "$(when_times e08.events | nth $n)" $t $tol
    n=$((n + 1))
  done

  ./BouncingBall --solver=$solver --set e=0.7 --events -o e07.csv 2> e07.events || fail "$solver: run e=0.7 exited $?"
  n=1
  for t in 0.4515236410 1.0836567384 1.5261499065 1.8358951242; do
    close "$solver: e=0.7 impact $n" "$(when_times e07.events | nth $n)" $t $tol
    n=$((n + 1))
  done

  # Each impact writes two rows at the same time: the left limit (v < 0) and the
  # right limit (v = -e * left limit).
  awk -F, 'NR > 1 && $1 == prev && pv < 0 { r = $3 / pv; if (r > -0.8 - 1e-9 && r < -0.8 + 1e-9) ok++ }
           NR > 1 { prev = $1; pv = $3 } END { exit !(ok >= 4) }' e08.csv \
    && echo "ok   $solver: left and right limit rows at each impact, v+ = -0.8 v-" \
    || fail "$solver: no pair of rows with v+ = -0.8 v- at the impacts"
  # the model's variables only: the contact mode's are hysc's (--emit-internal)
  head -1 e08.csv | grep -qxF '"time","h","v"' && echo "ok   $solver: CSV header" || fail "CSV header is $(head -1 e08.csv)"
done
finish
