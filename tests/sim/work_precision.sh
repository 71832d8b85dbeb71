# --work-precision on BouncingBall: on IDA the error against the tight
# reference run falls as rtol tightens from 1e-3 to 1e-8 (never rises from
# one rung to the next, and by at least 1e3 overall; below 1e-8 the
# reference's own error, rtol 1e-12, is reached); Newmark integrates the
# parabolas exactly, so its error stays below 1e-8 on every rung
# (shared/references.md); the plot is written with gnuplot.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall

./BouncingBall --work-precision > wp.out 2> wp.err
status=$?
[ "$status" = 0 ] && echo "ok   --work-precision exit 0" || { fail "exit $status"; cat wp.err; }
cat wp.out
# rows: backend setting steps residuals Jacobians wall event-err end-err error unmatched
awk '$1 == "IDA" && $2 ~ /^rtol=/ { sub("rtol=", "", $2); if ($2 + 0 >= 1e-8) print $2, $9 }' wp.out > ida.txt
holds "six IDA rungs from 1e-3 to 1e-8" "$(wc -l < ida.txt) == 6"
prev=""
while read -r rtol err; do
  if [ -n "$prev" ]; then
    holds "IDA error at rtol=$rtol ($err) <= at the rung before ($prev)" "$err <= $prev"
  else first=$err; fi
  prev=$err
done < ida.txt
holds "IDA error falls by at least 1e3 from rtol 1e-3 ($first) to 1e-8 ($prev)" "$prev * 1e3 <= $first"
awk '$1 == "Newmark" { print $2, $9, $10 }' wp.out > newmark.txt
holds "eleven Newmark rungs" "$(wc -l < newmark.txt) == 11"
# the fixed-step rungs are different runs: distinct steps, each one no longer
# than the output interval (0.006: StopTime 3 / 500) and taking more steps
awk '$1 == "Newmark" && $2 ~ /^step=/ { sub("step=", "", $2); print $2, $3 }' wp.out > steps.txt
holds "five fixed-step rungs" "$(wc -l < steps.txt) == 5"
prev=""
while read -r step n; do
  holds "step=$step <= the interval 0.006" "$step <= 0.006 * (1 + 1e-9)"
  [ -n "$prev" ] && holds "step=$step takes more steps ($n) than the rung before ($prev)" "$n > $prev"
  prev=$n
done < steps.txt
while read -r setting err unmatched; do
  holds "Newmark $setting: error $err < 1e-8, $unmatched unmatched" "$err < 1e-8 && $unmatched == 0"
done < newmark.txt
if command -v gnuplot > /dev/null; then
  [ -s BouncingBall_work_precision.svg ] && grep -q '<svg' BouncingBall_work_precision.svg \
    && grep -q 'work-precision' BouncingBall_work_precision.svg \
    && echo "ok   BouncingBall_work_precision.svg written" || fail "no work-precision plot"
  ./BouncingBall --work-precision --work-precision-plot=wp.png > /dev/null 2>&1
  head -c 8 wp.png | od -An -c | grep -q 'P   N   G' && echo "ok   --work-precision-plot=wp.png is a PNG" || fail "wp.png is not a PNG"
else
  fail "gnuplot is not installed (the README's install line installs gnuplot-nox)"
fi
finish
