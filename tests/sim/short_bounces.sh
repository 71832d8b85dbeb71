# Both shipped bouncing balls: the two backends find the same bounces, one to
# one, including the short bounces near the Zeno point that fit inside one
# Newmark step (h goes + then - within the step, both ends below zero).
#
# Hand derivation (g = 9.81, e = 0.8, h0 = 1, hysteresis 1e-10): the first
# impact is at t1 = sqrt(2 h0/g) = 0.45152364098573 with speed
# v1 = sqrt(2 g h0); after impact n the ball leaves with e^n v1 and is back
# 2 e^n v1/g later.  The relation h<0, true after an impact, turns false only
# when h rises above 1e-10: the apex (e^n v1)^2/(2g) = e^(2n) h0 must exceed
# it, so n < ln(1e-10)/(2 ln 0.8) = 51.6: impacts 1..52 fire the when-clause.
# After the 52nd the ball cannot unlatch h<0, falls to h = -eps (1e-3) and
# h<-eps fires once more: 53 firings on StableBouncingBall.  Impact 52 is at
# t1 + sum_{n=1..51} 2 e^n v1/g = 4.06367152496279; the accumulation point
# t1 (1 + 2e/(1-e)) = 4.06371276...  BouncingBall runs to 3 s: 6 impacts, the
# 6th at 2.88007063544596.
. "$TOP/tests/lib.sh"

check_model() { # MODEL FIRINGS LAST-IMPACT-INDEX LAST-IMPACT-TIME
  build "$1" -o "./$1"
  ./"$1" --compare --max-diff=1e-6 -o "$1.csv" > "$1.cmp" 2> "$1.cmperr"
  status=$?
  [ "$status" = 0 ] && echo "ok   $1: --compare --max-diff=1e-6 exit 0" \
    || { fail "$1: --compare --max-diff=1e-6 exited $status"; grep -E 'largest|unmatched' "$1.cmp"; }
  counts=$(sed -n 's/.*: \([0-9]*\) on IDA, \([0-9]*\) on Newmark$/\1 \2/p' "$1.cmp")
  close "$1: firings on IDA (--compare)" "${counts% *}" "$2" 0
  close "$1: firings on Newmark (--compare)" "${counts#* }" "$2" 0
  unmatched=$(sed -n 's/.*unmatched events: \([0-9]*\)$/\1/p' "$1.cmp")
  close "$1: unmatched events" "$unmatched" 0 0
  largest=$(sed -n 's/.*largest event-time difference: \([^ ]*\) s;.*/\1/p' "$1.cmp")
  close "$1: largest paired event-time difference [s]" "$largest" 0 1e-6
  # the same from --events of each backend on its own
  for solver in ida newmark; do
    ./"$1" --solver=$solver --events -o $solver.csv 2> $solver.events || fail "$1 $solver exited $?"
    when_times $solver.events > $solver.times
    close "$1 $solver: firings (--events)" "$(wc -l < $solver.times)" "$2" 0
    close "$1 $solver: impact $3" "$(nth "$3" < $solver.times)" "$4" 1e-6
  done
  paste ida.times newmark.times | awk '{ d = $1 - $2; if (d < 0) d = -d; if (d > m) m = d } END { print m + 0 }' > paired
  close "$1: largest paired difference from --events [s]" "$(cat paired)" 0 1e-6
}

check_model BouncingBall 6 6 2.88007063544596
check_model StableBouncingBall 53 52 4.06367152496279
finish
