# --compare on BouncingBall: the first four impacts on both backends, each
# within 1e-6 (the run's tolerance) of shared/references.md; the variables
# agree on the grid; result files get -ida/-newmark; --max-diff sets the exit
# status; --reference compares with an OpenModelica-style CSV written here
# from the analytic solution (not from hysc output).
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall

# rows of the events table: "#, IDA t, Newmark t, diff, condition"
event_rows() { awk '/^Events \(/ { on = 1; next } on && /^  largest/ { on = 0 } on && $1 ~ /^[0-9]+$/' "$1"; }

./BouncingBall --compare -o bb.csv > compare.out 2> compare.err
status=$?
[ "$status" = 0 ] && echo "ok   --compare exit 0" || { fail "--compare exited $status"; cat compare.err; }
[ ! -s compare.err ] && echo "ok   nothing on standard error (no progress line without a terminal)" \
  || { fail "standard error is not empty:"; cat compare.err; }
event_rows compare.out > events.txt
n=1
for t in 0.4515236410 1.1739614666 1.7519117270 2.2142719354; do
  row=$(nth $n < events.txt)
  close "impact $n on IDA" "$(echo "$row" | awk '{ print $2 }')" $t 1e-6
  close "impact $n on Newmark" "$(echo "$row" | awk '{ print $3 }')" $t 1e-6
  echo "$row" | grep -q 'h<0' && echo "ok   impact $n names its condition" || fail "impact $n row lacks the condition: $row"
  n=$((n + 1))
done
holds "no unmatched events" "$(grep -c unmatched events.txt) == 0"
# h and v at the common grid times: both backends within 1e-6 of each other
for v in h v; do
  d=$(awk -v v=$v '/^Variables at the/ { on = 1; next } on && $1 == v { print $2; exit }' compare.out)
  close "max |diff| of $v between the backends" "$d" 0 1e-6
done
for f in bb-ida.csv bb-newmark.csv; do
  [ -s "$f" ] && head -1 "$f" | grep -qxF '"time","h","v"' && echo "ok   result file $f" || fail "result file $f missing or wrong"
done
[ ! -e bb.csv ] && echo "ok   no unsuffixed bb.csv" || fail "bb.csv written with --compare"
grep -q '^  steps ' compare.out && grep -q '^  residual evaluations ' compare.out \
  && grep -q '^  wall time' compare.out && grep -q '^  root-finding iterations' compare.out \
  && echo "ok   cost table" || fail "cost table incomplete"

# --max-diff: exit 1 above it, 0 below
status_is "--max-diff=1e-15 (differences ~1e-12 exceed it)" 1 ./BouncingBall --compare --max-diff=1e-15 -o m.csv
status_is "--max-diff=1e-6" 0 ./BouncingBall --compare --max-diff=1e-6 -o m.csv
status_is "--max-diff without --compare" 2 ./BouncingBall --max-diff=1
status_is "--compare -o -" 2 ./BouncingBall --compare -o -

# --reference: OpenModelica-style CSV, e = 0.8, h0 = 1, g = 9.81, on a 0.7 ms grid
# (not the executable's 6 ms grid), two rows at each impact (left and right
# limit), extra der() columns that the model does not have.
awk 'BEGIN {
  g = 9.81; e = 0.8; h0 = 1; dt = 0.0007; stop = 3
  T[1] = sqrt(2 * h0 / g); vin[1] = g * T[1]   # impact k: time, speed coming in
  for (k = 1; T[k] < stop; k++) { T[k + 1] = T[k] + 2 * e * vin[k] / g; vin[k + 1] = e * vin[k] }
  printf "\"time\",\"h\",\"v\",\"der(h)\",\"der(v)\"\n"
  k = 1
  for (i = 0; i <= stop / dt + 0.5; i++) {
    t = i * dt
    for (; T[k] <= t; k++) {
      printf "%.17g,0,%.17g,%.17g,%.17g\n", T[k], -vin[k], -vin[k], -g
      printf "%.17g,0,%.17g,%.17g,%.17g\n", T[k], e * vin[k], e * vin[k], -g
    }
    if (k == 1) { h = h0 - g * t * t / 2; v = -g * t }
    else { s = t - T[k - 1]; u = e * vin[k - 1]; h = u * s - g * s * s / 2; v = u - g * s }
    printf "%.17g,%.17g,%.17g,%.17g,%.17g\n", t, h, v, v, -g
  }
}' > ref.csv
head -1 ref.csv | grep -qx '"time","h","v","der(h)","der(v)"' && echo "ok   reference header" || fail "reference header"

./BouncingBall --compare --reference=ref.csv -o r.csv > reference.out 2> reference.err
status=$?
[ "$status" = 0 ] && echo "ok   --compare --reference exit 0" || { fail "--reference exited $status"; cat reference.err; }
# rows: "#, reference t, IDA t, diff, Newmark t, diff"
awk '/^Event times against the reference/ { on = 1; next } /^Variables against/ { on = 0 }
     on && $1 ~ /^[0-9]+$/' reference.out > refevents.txt
n=1
for t in 0.4515236410 1.1739614666 1.7519117270 2.2142719354; do
  row=$(nth $n < refevents.txt)
  close "reference impact $n (from the file's duplicate rows)" "$(echo "$row" | awk '{ print $2 }')" $t 1e-9
  close "IDA impact $n against the reference" "$(echo "$row" | awk '{ print $4 }')" 0 1e-6
  close "Newmark impact $n against the reference" "$(echo "$row" | awk '{ print $6 }')" 0 1e-6
  n=$((n + 1))
done
# v is linear in t between impacts, so interpolating the reference is exact;
# h is quadratic: linear interpolation on a 0.7 ms grid is off by up to g dt^2/8 = 1.23e-6
refvar() { awk -v v=$1 -v b=$2 '/^Variables against the reference/ { on = 1; next } on && $1 == v && $2 == b { print $3; exit }' reference.out; }
for b in IDA Newmark; do
  close "max |v - v_ref| on $b" "$(refvar v $b)" 0 1e-6
  close "max |h - h_ref| on $b" "$(refvar h $b)" 0 1.6e-6
done
grep -q '^  der(h) *in the reference only' reference.out && echo "ok   der(h) reported as reference-only" \
  || fail "der(h) not reported as a reference-only column"
compared=$(awk '/^Variables against the reference/ { on = 1; next } on && $1 == "h" && $2 == "IDA" { print $NF; exit }' reference.out)
holds "most grid times compared against the reference ($compared of 501)" "$compared >= 490"
printf '"h","v"\n1,2\n3,4\n' > notime.csv
status_is "--reference without a time column" 2 ./BouncingBall --compare --reference=notime.csv -o x.csv
grep -q 'no "time" column' status.err && echo "ok   message names the missing time column" || fail "message: $(cat status.err)"
finish
