# Independent parts (src/codegen/partition.c, runtime/partition.c).
# tests/models/TwoKinds.mo: three bouncing balls (h0 = 1, 2, 3 m, e = 0.8)
# and two oscillators der(x) = u, der(u) = -k x (omega = 2, 3, x(0) = 1)
# that nothing links: five parts of two kinds.  With --no-event-rows each
# part is simulated alone; the results are the model's, on both backends:
#   ball i lands at t1 = sqrt(2 h0/g) (0.4515236410, 0.6385508568,
#   0.7820618870), then at t1 (1 + 2e) and t1 (1 + 2e + 2e^2);
#   oscillator j crosses x < 0 at pi/(2 omega) + 2 pi m/omega: 0.7853981634,
#   3.9269908170 (omega 2), 0.5235987756, 2.6179938780 (omega 3), so
#   crossings = 2 and 2 at t = 4, where x = cos(8) = -0.1455000338 and
#   cos(12) = 0.8438539587.
# Tolerances: impact times 1e-6 (IDA) and 1e-8 (Newmark), as the other
# event tests (free fall is integrated exactly); the oscillators carry the
# integration error of rtol 1e-6 over several periods: crossing times 3e-5
# and values at t = 4 1e-4 (measured 1e-5 and 3e-5 on Newmark).  The run part by part and the whole
# run (--no-partition) log the same events in the same order and agree on
# every grid row to 1e-3 (each integrates with its own steps: IDA's global
# error over 4 s of oscillation is about 1e-4).
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/TwoKinds.mo" -o ./tk
"$HYSC" --dump-flat "$TOP/tests/models/TwoKinds.mo" > flat.txt || fail "--dump-flat exited $?"
grep -q '^// independent parts: 5 of 2 kinds' flat.txt && echo "ok   --dump-flat: 5 parts of 2 kinds" \
  || fail "--dump-flat: $(grep 'independent parts' flat.txt)"
./tk --help | grep -q 'this one has 5)' && echo "ok   --help counts the 5 parts" || fail "--help: no count of parts"

# event TIME-OF KEY N: the Nth time of a when-clause KEY (h[1], x[2], ...)
event() { grep -F " $2 < 0 (" "$1" | grep -v ' relation ' | sed -n "$3s/^event t=\([^ ]*\) .*/\1/p"; }
g=9.81; e=0.8
for solver in ida newmark; do
  tol=1e-6; [ $solver = newmark ] && tol=1e-8
  ./tk --solver=$solver --no-event-rows --events --stats -o parts.csv 2> parts.ev || fail "$solver parts exited $?"
  ./tk --solver=$solver --no-event-rows --no-partition --events --stats -o whole.csv 2> whole.ev \
    || fail "$solver whole exited $?"
  grep -q 'Jacobian evaluations .*(part by part)' parts.ev && echo "ok   $solver: --stats says part by part" \
    || fail "$solver: not run part by part"
  for i in 1 2 3; do
    t1=$(awk -v h=$i -v g=$g 'BEGIN { printf "%.10f", sqrt(2 * h / g) }')
    close "$solver ball $i impact 1" "$(event parts.ev "h[$i]" 1)" "$t1" $tol
    close "$solver ball $i impact 2" "$(event parts.ev "h[$i]" 2)" "$(awk -v t=$t1 -v e=$e 'BEGIN { printf "%.10f", t * (1 + 2 * e) }')" $tol
    close "$solver ball $i impact 3" "$(event parts.ev "h[$i]" 3)" \
      "$(awk -v t=$t1 -v e=$e 'BEGIN { printf "%.10f", t * (1 + 2 * e + 2 * e * e) }')" $tol
  done
  close "$solver x[1] crossing 1" "$(event parts.ev 'x[1]' 1)" 0.7853981634 3e-5
  close "$solver x[1] crossing 2" "$(event parts.ev 'x[1]' 2)" 3.9269908170 3e-5
  close "$solver x[2] crossing 1" "$(event parts.ev 'x[2]' 1)" 0.5235987756 3e-5
  close "$solver x[2] crossing 2" "$(event parts.ev 'x[2]' 2)" 2.6179938780 3e-5
  close "$solver crossings[1] at t = 4" "$(last_value 'crossings[1]' parts.csv)" 2 0
  close "$solver crossings[2] at t = 4" "$(last_value 'crossings[2]' parts.csv)" 2 0
  close "$solver x[1] at t = 4" "$(last_value 'x[1]' parts.csv)" -0.1455000338 1e-4
  close "$solver x[2] at t = 4" "$(last_value 'x[2]' parts.csv)" 0.8438539587 1e-4
  # the same events in the same order (times aside) as the whole run
  texts() { grep -E '^event t=[^ ]* (relation )?(h|x)\[' "$1" | sed 's/t=[^ ]* //'; }
  texts parts.ev > parts.texts; texts whole.ev > whole.texts
  cmp -s parts.texts whole.texts && echo "ok   $solver: the whole run's $(wc -l < whole.texts) events, in its order" \
    || fail "$solver: the event logs differ"
  holds "$solver: as many events counted ($(grep '  events' parts.ev | tr -s ' ' | cut -d' ' -f3))" \
    "$(grep '  events' parts.ev | tr -s ' ' | cut -d' ' -f3) == $(grep '  events' whole.ev | tr -s ' ' | cut -d' ' -f3)"
  worst=$(paste -d, whole.csv parts.csv | awk -F, 'NR > 1 { n = NF / 2; for (c = 1; c <= n; c++) {
            d = $c - $(c + n); if (d < 0) d = -d; if (d > w) w = d } } END { if (NR != 402) print "rows" NR; else printf "%.3g\n", w }')
  holds "$solver: 401 grid rows, within 1e-3 of the whole run's (largest difference $worst)" \
    "\"$worst\" !~ /rows/ && $worst <= 1e-3"
done

# --set: a parameter (bound in the whole model, then copied into its part)
# and a start value (given to its part): ball 2 from h0 = 4.905 lands at
# t = 1; oscillator 2 with k = 16 crosses at pi/8; x[1] from 2 keeps
# amplitude 2, cos(8) * 2 at t = 4
./tk --no-event-rows --events --set 'h0[2]=4.905' --set 'k[2]=16' --set 'x[1]=2' -o set.csv 2> set.ev \
  || fail "--set run exited $?"
close "--set h0[2]=4.905: ball 2 lands at t = 1" "$(event set.ev 'h[2]' 1)" 1 1e-6
close "--set k[2]=16: x[2] crosses at pi/8" "$(event set.ev 'x[2]' 1)" 0.3926990817 3e-5
close "--set x[1]=2: x[1](0)" "$(column 'x[1]' set.csv | nth 1)" 2 0
close "--set x[1]=2: x[1](4) = 2 cos(8)" "$(last_value 'x[1]' set.csv)" -0.2910000676 2e-4

# a part that stops early makes the run go whole: --zeno=stop on the balls
# (e = 0.8: ball 1's impacts accumulate at 9 t1 = 4.06 s, detected before);
# the result is the whole run's, byte for byte
./tk --no-event-rows --zeno=stop --stop-time=6 -o zparts.csv > /dev/null 2> zparts.err; rc=$?
./tk --no-event-rows --zeno=stop --stop-time=6 --no-partition -o zwhole.csv > /dev/null 2> /dev/null
grep -q 'note: the part of h\[1\] ended before the stop time' zparts.err && [ $rc -eq 3 ] \
  && echo "ok   --zeno=stop in a part: a note, the run goes whole, exit 3" || fail "zeno stop: exit $rc, $(cat zparts.err)"
cmp -s zparts.csv zwhole.csv && echo "ok   ... and writes the whole run's file" || fail "zeno stop: files differ"

# --jobs: the parts of 40 balls in 1 or 3 processes give the same file,
# the same event log and the same counts; with 10 001 rows of 200 columns
# the 3 processes also write the rows (runtime/partition.c)
build BouncingBalls -p n=40 -o ./b40
for j in 1 3; do
  ./b40 --stop-time=1 --interval=1e-4 --no-event-rows --events --stats --jobs=$j -o b40-$j.csv 2> b40-$j.log \
    || fail "--jobs=$j exited $?"
done
holds "10 001 rows" "$(($(wc -l < b40-3.csv) - 1)) == 10001"
cmp -s b40-1.csv b40-3.csv && echo "ok   --jobs=1 and --jobs=3: the same result file" || fail "--jobs: files differ"
grep -v 'wall time' b40-1.log > b40-1.kept; grep -v 'wall time' b40-3.log > b40-3.kept
cmp -s b40-1.kept b40-3.kept && echo "ok   ... the same $(grep -c '^event' b40-1.log) log lines and counts" \
  || fail "--jobs: logs or counts differ"

# a part that fails in one of the processes fails the run: exit 1, its
# message (ball 30 thrown back with e = 1e200 at t = 0.527); the model is run
# whole again and keeps its rows up to the failure: the grid 0 .. 0.524
# every 0.004, 132 rows
./b40 --stop-time=2 --no-event-rows --jobs=2 --set 'e[30]=1e200' -o failed.csv 2> failed.err; rc=$?
[ $rc -eq 1 ] && grep -q 'error: at t=0.527' failed.err && grep -q 'note: a part failed: the model is simulated as a whole' failed.err &&
  grep -q "results up to t=0.52400000000000002 written to 'failed.csv'" failed.err \
  && echo "ok   a failing part: exit 1, its error, the rows up to it kept" || fail "failing part: exit $rc, $(cat failed.err)"
close "failing part: rows kept" "$(($(wc -l < failed.csv) - 1))" 132 0

# --compare part by part: the same table of events as the whole runs,
# contacts among them (three balls over 3 s: ball 3's impacts accumulate at
# t* = 2.0855 and it rests in contact from there)
build BouncingBalls -p n=3 -o ./b3
./b3 --no-event-rows --compare -o cmp.csv > parts.cmp 2> /dev/null || fail "--compare part by part exited $?"
./b3 --no-event-rows --no-partition --compare -o cmp.csv > whole.cmp 2> /dev/null || fail "--compare whole exited $?"
events() { grep -E '^ +[0-9]+ ' "$1" | awk '{ $2 = $3 = $4 = ""; print }'; }
events parts.cmp > parts.rows; events whole.cmp > whole.rows
cmp -s parts.rows whole.rows && grep -q 'contact on h\[3\] < 0' parts.rows \
  && echo "ok   --compare: the whole runs' $(wc -l < whole.rows) events, the contact of ball 3 among them" \
  || fail "--compare part by part: the event tables differ"

# a part reads the whole model's constants and parameters: a = n + p = 7
# (a part of its own), x = exp(-t) (another)
cat > Consts.mo <<'MO'
model Consts
  constant Integer n = 4;
  parameter Real p = 3;
  Real a = n + p;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end Consts;
MO
build ./Consts.mo -o ./consts
./consts --no-event-rows --stop-time=1 -o consts.csv || fail "Consts exited $?"
close "a part reads a constant and a parameter: a" "$(last_value a consts.csv)" 7 0
close "... x(1) = exp(-1)" "$(last_value x consts.csv)" 0.3678794412 1e-5

# parts that differ in numbers that fix their code (exponents; other
# numbers become parameters, partition_lifted.sh) are kinds of their own,
# each compiled: past 32 kinds the model stays whole
cat > Lit.mo <<'MO'
model Lit
  parameter Integer n = 40;
  Real x[n](each start = 1, each fixed = true);
equation
  for i in 1:n loop
    der(x[i]) = -x[i]^i;
  end for;
end Lit;
MO
"$HYSC" --dump-flat Lit.mo | grep -q 'its 40 parts are of 40 kinds, more than the 32' \
  && echo "ok   40 kinds: whole, and --dump-flat says why" || fail "40 kinds: $("$HYSC" --dump-flat Lit.mo | tail -1)"
"$HYSC" -p n=3 --dump-flat Lit.mo | grep -q '^// independent parts: 3 of 3 kinds' \
  && echo "ok   3 kinds: parts" || fail "3 kinds: not parts"

# a model whose variables are all linked stays whole
"$HYSC" --dump-flat "$TOP/tests/models/Chain.mo" | grep -q '^// independent parts: none' \
  && echo "ok   Chain: no parts" || fail "Chain: parts found"

# an event within rounding of an output time stands for its row, also
# without event rows: ball 1 of two (h0 = 1.22625, e = 0.7642...) lands
# at t = 0.49999999999999967 and its relation falls back 2.7e-11 s later,
# past the output time 0.5 (interval 0.002): 501 rows, 0.5 among them
build BouncingBalls -p n=2 -o ./b2
./b2 --solver=newmark --stop-time=1 --no-event-rows --no-partition --set 'h0[1]=1.22625' \
  --set 'e[1]=0.7642364236423642' -o b2.csv 2> /dev/null || fail "b2 exited $?"
holds "an event at an output time: still 501 rows" "$(($(wc -l < b2.csv) - 1)) == 501"
grep -q '^0\.5,' b2.csv && echo "ok   ... the row of t = 0.5 among them" || fail "no row at t = 0.5"
finish
