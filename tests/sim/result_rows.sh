# What a result file holds: two rows (left and right limit) for each event
# that changes a value, none for one that changes nothing; a run compared
# with its own result (--compare --reference) pairs every event with itself
# and finds no difference; a failed run keeps the rows up to the failure, in
# CSV and MAT files alike, and says so (exit 1).
#
# BouncingBall (h0 = 1, e = 0.8, t = 0 .. 3 every 0.006): 501 grid rows and
# 6 impacts, the first at sqrt(2/9.81) = 0.45152364098573; each is a pair of
# rows and nothing else near it (the relation h < 0 releasing its hysteresis
# 2.8e-11 s later changes nothing): 513 rows.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BB

# own_diffs OUT BACKEND: the reference table's event-time and variable
# differences of BACKEND that are not 0, and unmatched events
own_diffs() {
  awk -v b="$2" '/^Reference/ { on = 1 } /^Invariants|^Cost/ { on = 0 }
    on && /unmatched/ { print "unmatched: " $0 }
    on && /^ +[0-9]+  / { d = b == "IDA" ? $4 : $6; if (d != "0.000e+00") print "event: " $0 }
    on && $2 == b && NF == 6 && $3 != "0.000e+00" { print "variable: " $0 }' "$1" | head -n 5
}

# twice CSV: the times written on two consecutive rows
twice() { awk -F, 'NR > 2 && $1 == prev { print $1 } { prev = $1 }' "$1"; }

for solver in ida newmark; do
  ./BB --solver=$solver -o ref-$solver.csv
  close "BouncingBall $solver: rows" "$(($(wc -l < ref-$solver.csv) - 1))" 513 0
  close "BouncingBall $solver: times written twice" "$(twice ref-$solver.csv | wc -l)" 6 0
  t1=$(twice ref-$solver.csv | head -n 1)
  close "BouncingBall $solver: first impact" "$t1" 0.45152364098573 1e-9
  close "BouncingBall $solver: rows within 1e-6 s of it" \
    "$(awk -F, -v t="$t1" 'NR > 1 && $1 - t < 1e-6 && t - $1 < 1e-6 { n++ } END { print n }' ref-$solver.csv)" 2 0
  status_is "BouncingBall: --compare --reference=$solver's result --max-diff=1e-6" 0 \
    ./BB --compare --reference=ref-$solver.csv --max-diff=1e-6 -o cmp.csv
  grep -q "Reference ref-$solver.csv: 513 rows, 3 columns, 6 events" status.out \
    && echo "ok   6 events in the reference" || fail "reference: $(grep '^Reference' status.out)"
  b=$([ $solver = ida ] && echo IDA || echo Newmark)
  wrong=$(own_diffs status.out $b)
  [ -z "$wrong" ] && echo "ok   BouncingBall: $b against its own result: every event and value equal" \
    || fail "BouncingBall: $b against its own result: $wrong"
done

# a result without event rows shows no events, and a run with
# --no-event-rows reads its own so: 501 rows, every value equal
./BB --no-event-rows -o grid.csv
close "BouncingBall --no-event-rows: rows" "$(($(wc -l < grid.csv) - 1))" 501 0
status_is "BouncingBall --no-event-rows: --compare --reference=its result --max-diff=1e-6" 0 \
  ./BB --no-event-rows --compare --reference=grid.csv --max-diff=1e-6 -o cmp.csv
wrong=$(own_diffs status.out IDA)
[ -z "$wrong" ] && echo "ok   BouncingBall --no-event-rows: IDA against its own result: every value equal" \
  || fail "BouncingBall --no-event-rows: IDA against its own result: $wrong"

# shipped models with impacts, contact and sliding: each backend against
# its own result (the other backend's differences are not this test's)
for model in StableBouncingBall BallOnTable SlidingMode; do
  build $model -o ./$model
  for solver in ida newmark; do
    ./$model --solver=$solver -o $model-$solver.csv || fail "$model $solver: exit $?"
    ./$model --compare --reference=$model-$solver.csv -o cmp.csv > $model-$solver.out 2> $model-$solver.err
    b=$([ $solver = ida ] && echo IDA || echo Newmark)
    n=$(twice $model-$solver.csv | sort -u | wc -l)
    wrong=$(own_diffs $model-$solver.out $b)
    [ -z "$wrong" ] && grep -q "$n events (times written twice)" $model-$solver.out \
      && echo "ok   $model: $b against its own result ($n events): every event and value equal" \
      || fail "$model: $b against its own result: $wrong $(grep '^Reference' $model-$solver.out)"
  done
done

# A when-clause that fires four times (0.25, 0.5, 0.75, 1) and changes y
# only the first time: one pair of rows, at 0.25, and every grid row of
# 0 .. 1 every 0.1 (0.5 and 1 are event times that wrote no rows): 13 rows.
cat > NoChange.mo <<'MO'
model NoChange
  discrete Real y(start = 0, fixed = true);
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  when sample(0.25, 0.25) then
    y = 1;
  end when;
  annotation(experiment(StopTime = 1, Interval = 0.1));
end NoChange;
MO
build ./NoChange.mo -o ./NoChange
for solver in ida newmark; do
  ./NoChange --solver=$solver --events -o nochange-$solver.csv 2> nochange-$solver.err
  close "NoChange $solver: firings" "$(grep '^event t=' nochange-$solver.err | grep -v ' time event ' | grep -c sample)" 4 0
  close "NoChange $solver: rows" "$(($(wc -l < nochange-$solver.csv) - 1))" 13 0
  close "NoChange $solver: the time written twice" "$(twice nochange-$solver.csv | tr '\n' ' ')" 0.25 0
  close "NoChange $solver: grid rows at 0.5 and 1" \
    "$(awk -F, '$1 == 0.5 || $1 == 1 { n++ } END { print n }' nochange-$solver.csv)" 2 0
  close "NoChange $solver: y at the end" "$(last_value y nochange-$solver.csv)" 1 0
  status_is "NoChange: --compare --reference=$solver's result --max-diff=1e-9" 0 \
    ./NoChange --compare --reference=nochange-$solver.csv --max-diff=1e-9 -o cmp.csv
done

# A failed run: the assertion x < 0.75 fails just past t = 0.75 (where the
# relation's hysteresis lets it switch); the rows up to there are kept: the
# grid 0 .. 0.7 every 0.1 (7*0.1 = 0.70000000000000007) and
# the event at x > 0.55 (n: 0 -> 1), 10 rows, the last x = 0.7, n = 1; the
# MAT file of the same run holds the same rows.
cat > Fails.mo <<'MO'
model Fails
  Real x(start = 0, fixed = true);
  discrete Integer n(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 0.55 then
    n = pre(n) + 1;
  end when;
  assert(x < 0.75, "x went past 0.75");
  annotation(experiment(StopTime = 1, Interval = 0.1));
end Fails;
MO
build ./Fails.mo -o ./Fails
cc -o matread "$TOP/tests/matread.c" || fail "matread does not build"
for solver in ida newmark; do
  status_is "Fails $solver: exit" 1 ./Fails --solver=$solver -o fails.csv
  grep -q "^Fails: error: at t=0\.75[0-9]*, assertion failed: x went past 0.75" status.err &&
    grep -q "^Fails: results up to t=0.70000000000000007 written to 'fails.csv'$" status.err \
    && echo "ok   Fails $solver: the assertion, then where the kept rows end" || fail "Fails $solver: $(cat status.err)"
  close "Fails $solver: rows" "$(($(wc -l < fails.csv) - 1))" 10 0
  close "Fails $solver: complete rows (3 fields each)" \
    "$(awk -F, 'NF != 3 { n++ } END { print n + 0 }' fails.csv)" 0 0
  close "Fails $solver: last time" "$(last_value time fails.csv)" 0.7 1e-12
  close "Fails $solver: last x" "$(last_value x fails.csv)" 0.7 1e-9
  close "Fails $solver: last n" "$(last_value n fails.csv)" 1 0
  close "Fails $solver: the event at x = 0.55" "$(twice fails.csv)" 0.55 1e-9

  status_is "Fails $solver: exit (MAT)" 1 ./Fails --solver=$solver -o fails.mat
  grep -q "^Fails: results up to t=0.70000000000000007 written to 'fails.mat'$" status.err \
    && echo "ok   Fails $solver: MAT: says where the kept rows end" || fail "Fails $solver MAT: $(cat status.err)"
  if ./matread fails.mat > fails-mat.txt; then
    echo "ok   Fails $solver: the MAT file reads back"
    sed -n '/^"time"/,$p' fails-mat.txt > fails-mat.csv
    close "Fails $solver: MAT rows" "$(($(wc -l < fails-mat.csv) - 1))" 10 0
    close "Fails $solver: MAT rows equal to the CSV rows" "$(paste -d, fails.csv fails-mat.csv |
      awk -F, 'NR > 1 { for (i = 1; i <= 3; i++) if ($i != $(i + 3)) n++ } END { print n + 0 }')" 0 0
    grep -q "^time_range 0 0.70000000000000007$" fails-mat.txt \
      && echo "ok   Fails $solver: MAT time range 0 .. 0.7" || fail "Fails $solver: $(grep time_range fails-mat.txt)"
  else
    fail "Fails $solver: matread rejects the MAT file"
  fi
  rm -f fails.csv fails.mat
done
finish
