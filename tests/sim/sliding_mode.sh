# models/SlidingMode.mo on both backends: der(x) = if x > 1 then -1 + t/2
# else 1, x(0) = 0.  x = t reaches 1 at t = 1; there -1 + t/2 < 0 < 1 pushes
# it back onto x = 1 from both sides, and the relation chatters.  Filippov:
# der(x) = alpha (-1 + t/2) + (1 - alpha) 1 = 0, alpha = 1/(2 - t/2), which
# reaches 1 at t = 2, where the sliding ends to the x > 1 side:
# x = 1 + int_2^t (-1 + s/2) ds = t^2/4 - t + 2.  Columns: time, x,
# sliding.active[1], sliding.alpha[1].
. "$TOP/tests/lib.sh"
build SlidingMode -o ./SlidingMode
for solver in ida newmark; do
  ./SlidingMode --solver=$solver --events -o $solver.csv 2> $solver.err || fail "$solver exited $?"
  start=$(sed -n 's/^event t=\([^ ]*\) sliding on x > 1 from .*/\1/p' $solver.err)
  end=$(sed -n 's/^event t=\([^ ]*\) end of sliding at .*/\1/p' $solver.err)
  close "$solver: sliding begins [s]" "$start" 1 1e-6
  close "$solver: sliding ends [s]" "$end" 2 1e-6
  set -- $(awk -F, 'NR > 1 { t = $1; x = t < 1 ? t : (t < 2 ? 1 : t * t / 4 - t + 2); d = $2 - x; if (d < 0) d = -d;
      if (d > m) m = d; if ($3 == 1 && t > 1.01 && t < 1.99) { a = $4 - 1 / (2 - t / 2); if (a < 0) a = -a; if (a > am) am = a }
      n++ } END { printf "%d %.3g %.3g %s", n, m, am, t }' $solver.csv)
  holds "$solver: $1 rows to t = $4" "$4 == 4"
  holds "$solver: max |x - exact| on [0, 4] = $2" "$2 <= 1e-6"
  holds "$solver: max |alpha - 1/(2 - t/2)| while sliding = $3" "$3 <= 1e-5"
done
# --dump-flat names the sliding mode
"$HYSC" --dump-flat "$TOP/models/SlidingMode.mo" > flat.txt
grep -q "^// sliding mode 1 for x > 1 in der(x) (line 8)" flat.txt && echo "ok   --dump-flat: sliding mode" \
  || fail "dump-flat: $(grep sliding flat.txt)"
# --compare lists it as an event of its own
./SlidingMode --compare -o cmp.csv > cmp.out 2>&1 || fail "--compare exited $?"
grep -q "sliding on x > 1" cmp.out && echo "ok   --compare lists the sliding" || fail "--compare: $(cat cmp.out | head -20)"
finish
