# Time events within rounding of an output time: the row of that time shows
# the value after the event, never the one before it.  Output grid k*0.02 to
# t = 1; sample(0, 0.1) fires at 3*0.1 = 0.30000000000000004 and 6*0.1 =
# 0.6000000000000001, one rounding step after the grid times 0.3 and 0.6;
# sample(0.02, 0.3) fires at 0.02 + 3*0.3 = 0.9199999999999999, one step
# before the grid time 0.92.  a = time and b = time at their samples, so the
# row at an output time t must hold a = 0.1*floor(t/0.1) and b = 0.02 +
# 0.3*floor((t - 0.02)/0.3) from t = 0.02 on (within 1e-9: a wrong row is
# off by 0.1 or 0.3).  An event just after an output time is not that
# time's: c becomes 1 at t = 0.3000000001 (1e-10 after the grid time 0.3), so
# the row at 0.3 has c = 0 and the row at 0.32 has c = 1.  With --no-event-rows the
# file has exactly the 51 grid rows; with event rows every time written once
# holds the values after the last event at or before it, and each event is a
# pair of rows: before and after.
. "$TOP/tests/lib.sh"
cat > SampleOnGrid.mo <<'MO'
model SampleOnGrid
  discrete Real a(start = 0, fixed = true);
  discrete Real b(start = 0, fixed = true);
  discrete Real c(start = 0, fixed = true);
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  when sample(0, 0.1) then
    a = time;
  end when;
  when sample(0.02, 0.3) then
    b = time;
  end when;
  when time > 0.3000000001 then
    c = 1;
  end when;
  annotation(experiment(StopTime = 1, Interval = 0.02));
end SampleOnGrid;
MO
build ./SampleOnGrid.mo -o ./SampleOnGrid

# wrong_rows CSV: rows written once whose a or b is not the value after the
# last sample at or before their time (1e-6 of an interval: the same instant)
wrong_rows() {
  awk -F, 'NR > 1 { t[NR] = $1; a[NR] = $2; b[NR] = $3; n = NR }
           END { for (i = 2; i <= n; i++) {
                   if (t[i] == t[i - 1] || (i < n && t[i] == t[i + 1])) continue
                   ea = 0.1 * int(t[i] / 0.1 + 1e-6)
                   eb = t[i] < 0.02 - 1e-9 ? 0 : 0.02 + 0.3 * int((t[i] - 0.02) / 0.3 + 1e-6)
                   da = a[i] - ea; db = b[i] - eb
                   if (da * da > 1e-18 || db * db > 1e-18) print t[i] ": a=" a[i] " b=" b[i] } }' "$1"
}

for solver in ida newmark; do
  ./SampleOnGrid --solver=$solver --no-event-rows -o grid-$solver.csv
  close "$solver --no-event-rows: exit status" $? 0 0
  close "$solver --no-event-rows: rows" "$(($(wc -l < grid-$solver.csv) - 1))" 51 0
  close "$solver --no-event-rows: a at t=0.3 (sample 0.30000000000000004)" \
    "$(awk -F, '$1 == 0.3 { print $2 }' grid-$solver.csv)" 0.3 1e-9
  close "$solver --no-event-rows: a at t=0.6 (sample 0.6000000000000001)" \
    "$(awk -F, '$1 == 0.6 { print $2 }' grid-$solver.csv)" 0.6 1e-9
  close "$solver --no-event-rows: b at t=0.92 (sample 0.9199999999999999)" \
    "$(awk -F, '$1 == 0.92 { print $3 }' grid-$solver.csv)" 0.92 1e-9
  close "$solver --no-event-rows: c at t=0.3 (event 1e-10 later)" \
    "$(awk -F, '$1 == 0.3 { print $4 }' grid-$solver.csv)" 0 0
  close "$solver --no-event-rows: c at t=0.32" "$(awk -F, '$1 == 0.32 { print $4 }' grid-$solver.csv)" 1 0
  wrong=$(wrong_rows grid-$solver.csv)
  [ -z "$wrong" ] && echo "ok   $solver --no-event-rows: every row holds the values of its time" \
    || fail "$solver --no-event-rows: rows with the value before an event at their time: $wrong"

  ./SampleOnGrid --solver=$solver -o events-$solver.csv
  close "$solver: exit status" $? 0 0
  wrong=$(wrong_rows events-$solver.csv)
  [ -z "$wrong" ] && echo "ok   $solver: every row written once holds the values of its time" \
    || fail "$solver: rows with the value before an event at their time: $wrong"
  # 10 samples of a after the start, 4 of b and c's event
  close "$solver: times written twice (events)" \
    "$(awk -F, 'NR > 2 && $1 == prev { n++ } { prev = $1 } END { print n + 0 }' events-$solver.csv)" 15 0
  close "$solver: the row before the event at 0.30000000000000004 has a" \
    "$(awk -F, '$1 == 0.30000000000000004 { print $2; exit }' events-$solver.csv)" 0.2 1e-9
  close "$solver: the row after it has a" \
    "$(awk -F, '$1 == 0.30000000000000004 { v = $2 } END { print v }' events-$solver.csv)" 0.3 1e-9
done
finish
