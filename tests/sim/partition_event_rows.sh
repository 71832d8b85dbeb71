# A model of independent parts run with event rows (the default) is still
# simulated part by part (runtime/partition.c): its event rows are put
# together from the parts' event rows and dense output (runtime/trace.c).
# tests/models/PartsAndCounter.mo: three balls with their own e and h0, and
# a counter k stepping when x (der(x) = 1 + 0.5 sin x) passes 0.25 k; four
# parts.  On each backend, at --rtol=1e-9 --atol=1e-11, the file equals the
# whole run's (--no-partition) row for row: the same number of rows, event
# rows (two rows of one time) at the same places, times within 1e-7 s (event
# times located per part against the whole model), every value within
# 1e-6 + 1e-6 |value|.  At the first impact of ball 1 (t1 = sqrt(2/g)) ball 2
# falls freely, so its row there must read h[2] = 1.3 - g t1^2/2 = 0.3 and
# v[2] = -g t1 off ball 2's dense output (cubic Hermite: exact on a parabola).
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/PartsAndCounter.mo" -o ./pc
${CC:-cc} -std=c11 -O1 -o matread "$TOP/tests/matread.c" || { fail "cannot compile tests/matread.c"; finish; }
./pc --help | grep -q "this one has 4)" && echo "ok   --help counts 4 parts" || fail "--help: no 4 parts"

tol="--rtol=1e-9 --atol=1e-11"
for solver in ida newmark; do
  ./pc --solver=$solver $tol --stats -o parts-$solver.csv 2> parts-$solver.err || fail "$solver parts exited $?"
  ./pc --solver=$solver $tol --no-partition -o whole-$solver.csv 2> /dev/null || fail "$solver whole exited $?"
  grep -q "part by part" parts-$solver.err && echo "ok   $solver: the default run went part by part" \
    || fail "$solver: the default run did not go part by part"
  # rows, event pairs, times, values
  result=$(paste -d, parts-$solver.csv whole-$solver.csv | awk -F, '
    NR == 1 { n = NF / 2; next }
    { for (c = 1; c <= n; c++) { a = $c; b = $(c + n); d = a - b; if (d < 0) d = -d
        if (c == 1) { if (d > wt) wt = d; continue }
        s = b < 0 ? -b : b; r = d / (1e-6 + 1e-6 * s); if (r > wr) wr = r }
      pa = NR > 2 && $1 == prev_a; pb = NR > 2 && $(1 + n) == prev_b; if (pa != pb) pairs_differ++
      events += pa; prev_a = $1; prev_b = $(1 + n) }
    END { printf "%d %d %.3g %.3g %d\n", NR, events, wt, wr, pairs_differ }')
  set -- $result
  whole_rows=$(wc -l < whole-$solver.csv)
  holds "$solver: $1 rows, as many as the whole run's ($whole_rows)" "$1 == $whole_rows"
  holds "$solver: $2 events of two rows each, at the same places as the whole run's (14 impacts, 10 steps of k)" \
    "$2 == 24 && $5 == 0"
  holds "$solver: times within 1e-7 s of the whole run's (largest difference $3)" "$3 <= 1e-7"
  holds "$solver: values within 1e-6 + 1e-6 |v| of the whole run's (largest ratio $4)" "$4 <= 1"
  # ball 2 at ball 1's first impact, off its dense output
  row=$(awk -F, 'NR > 1 && $1 > 0.45 && $1 < 0.46 && $1 == p { print; exit } { p = $1 }' parts-$solver.csv)
  t1=$(echo "$row" | cut -d, -f1); h2=$(echo "$row" | cut -d, -f3); v2=$(echo "$row" | cut -d, -f6)
  close "$solver: ball 1's first impact at sqrt(2/g)" "$t1" 0.45152364098573 1e-9
  close "$solver: ... h[2] there = 1.3 - g t1^2/2" "$h2" 0.3 1e-8
  close "$solver: ... v[2] there = -g t1" "$v2" "$(awk -v t="$t1" 'BEGIN { printf "%.17g", -9.81 * t }')" 1e-8
done
# the counter's steps: k ends at floor(4 x), each step a left and a right row
steps=$(awk -F, 'NR > 2 && $9 != pk { if ($1 == pt && pk == $9 - 1) n++; else bad++ } { pt = $1; pk = $9 }
                 END { print n + 0, bad + 0 }' parts-ida.csv)
last=$(tail -n 1 parts-ida.csv)
holds "ida: k steps $steps (steps, others) times by one, each at an event pair, to floor(4 x(2))" \
  "$(echo "$steps" | cut -d' ' -f1) == $(echo "$last" | cut -d, -f9) && $(echo "$steps" | cut -d' ' -f2) == 0 && \
   $(echo "$last" | cut -d, -f9) == int(4 * $(echo "$last" | cut -d, -f8))"

# MAT: the same rows (event rows too), double for double
./pc $tol -o parts.mat 2> /dev/null || fail "MAT run exited $?"
./matread parts.mat > read.out 2> read.err || { fail "matread: $(cat read.err)"; finish; }
sed -n '/^"time"/,$p' read.out | cut -d, -f1-9 > back.csv
cut -d, -f1-9 parts-ida.csv | awk -F, 'NR == 1 { print; next }
  { for (i = 1; i <= NF; i++) printf "%s%.17g", (i > 1 ? "," : ""), $i; print "" }' > parts17.csv
cmp -s back.csv parts17.csv && echo "ok   MAT holds the CSV's $(($(wc -l < parts17.csv) - 1)) rows" \
  || { fail "MAT rows differ from the CSV's"; diff back.csv parts17.csv | head -5; }

# --variable-filter narrows the assembled file: the same rows, h[2] as it was
./pc $tol --variable-filter='h\[2\]' -o some.csv 2> /dev/null || fail "filtered run exited $?"
cut -d, -f1,3 parts-ida.csv | sed '1s/.*/"time","h[2]"/' > expected.csv
cmp -s expected.csv some.csv && echo "ok   --variable-filter: the same rows, the h[2] column" \
  || fail "--variable-filter: rows or values differ"

# terminal() in one of three parts: the whole run writes the grid row at the
# stop time, then the right limit with k = 1; so must the parts
cat > Term.mo <<'MO'
model Term
  Real x(start = 1, fixed = true);
  Real y(start = 2, fixed = true);
  discrete Real k(start = 0, fixed = true);
equation
  der(x) = -x;
  der(y) = -2*y;
  when terminal() then
    k = 1;
  end when;
  annotation(experiment(StopTime=1, Interval=0.1));
end Term;
MO
build ./Term.mo -o ./term
./term $tol -o term-parts.csv 2> /dev/null || fail "Term parts exited $?"
./term $tol --no-partition -o term-whole.csv 2> /dev/null || fail "Term whole exited $?"
[ "$(cut -d, -f1,4 term-parts.csv | tail -n 2 | tr '\n' ' ')" = "1,0 1,1 " ] &&
  [ "$(cut -d, -f1,4 term-whole.csv | tail -n 2 | tr '\n' ' ')" = "1,0 1,1 " ] &&
  [ "$(wc -l < term-parts.csv)" = "$(wc -l < term-whole.csv)" ] \
  && echo "ok   terminal(): the grid row at the stop time, then k = 1, as in the whole run" \
  || fail "terminal(): last rows $(tail -n 2 term-parts.csv | tr '\n' ' ')"

# a value constant between a part's events stays exactly constant at the
# other parts' events (BallsInBox: vx1 changes only at x1's walls)
build BallsInBox -o ./box
./box -o box-parts.csv 2> /dev/null || fail "BallsInBox parts exited $?"
./box --no-partition -o box-whole.csv 2> /dev/null || fail "BallsInBox whole exited $?"
distinct() { awk -F, 'NR > 1 { print $4 }' "$1" | sort -u | wc -l; }
holds "BallsInBox: vx1 takes $(distinct box-parts.csv) values, as in the whole run ($(distinct box-whole.csv))" \
  "$(distinct box-parts.csv) == $(distinct box-whole.csv)"

# --compare runs the parts on both backends, with event rows
./pc $tol --compare --max-diff=1e-5 -o cmp.csv > cmp.out 2> /dev/null || fail "--compare exited $?"
holds "--compare: the ida file has the default run's rows" "$(wc -l < cmp-ida.csv) == $(wc -l < parts-ida.csv)"
finish
