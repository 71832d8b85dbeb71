# A sweep stopped halfway (SIGTERM to the study) and run again completes only
# the missing cases: the rows of the finished ones are left exactly as they
# were (their wall times would differ if they had run again), and a case whose
# row says failed is run again.  --sweep-cases and --collect (what Slurm array
# tasks and the collecting step use) give a summary of the cases present.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall

# 100 cases of about 40 ms each (--interval=1e-4 writes 30 000 rows), one at a time
study() { ./BouncingBall --sweep e=0.5:0.9:100 --interval=1e-4 --sweep-dir=d "$@"; }
rows() { ls d/case-*.row 2> /dev/null | wc -l; }

# (not through the function: $! must be the study itself, not a subshell)
./BouncingBall --sweep e=0.5:0.9:100 --interval=1e-4 --sweep-dir=d --jobs=1 2> first.err &
pid=$!
i=0
while [ "$(rows)" -lt 10 ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i + 1)); done
kill -TERM $pid
wait $pid
status=$?
done_before=$(rows)
holds "the interrupted study exits 128 + SIGTERM (got $status)" "$status == 143"
holds "stopped halfway: $done_before of 100 cases done" "$done_before >= 10 && $done_before < 100"
grep -q "sweep interrupted; the same command finishes the missing cases" first.err \
  && echo "ok   interruption reported" || fail "no interruption message: $(cat first.err)"
[ ! -e d/summary.csv ] && echo "ok   no summary yet" || fail "an interrupted study wrote summary.csv"
mkdir saved && cp d/case-*.row saved/

status_is "the rerun" 0 study --jobs=2
grep -q "cases 1 to 100 in d: $done_before done before, running $((100 - done_before)) with 2 jobs" status.err \
  && echo "ok   the rerun ran only the $((100 - done_before)) missing cases" || fail "rerun said: $(cat status.err)"
same=0
for f in saved/*.row; do cmp -s "$f" "d/$(basename "$f")" && same=$((same + 1)); done
holds "the $done_before finished rows are untouched ($same are)" "$same == $done_before"
holds "summary: 100 rows, cases 1..100 in order" \
  "$(awk -F, 'NR > 1 && $1 == NR - 1' d/summary.csv | wc -l) == 100"
holds "every status ok or zeno" "$(grep -c ',"ok",\|,"zeno",' d/summary.csv) == 100"
holds "no temporary files left" "$(ls d | grep -cv '^case-[0-9]*\.\(csv\|log\|row\)$\|^summary\.csv$') == 0"

# A failed case is redone; the others are not.
sed -i 's/"ok"/"failed: made up"/; s/"zeno"/"failed: made up"/' d/case-0042.row
status_is "the rerun after a failure" 0 study --jobs=2
grep -q "99 done before, running 1 with" status.err && echo "ok   only the failed case ran" \
  || fail "rerun after a failure said: $(cat status.err)"
grep -q '^42,.*"failed' d/summary.csv && fail "case 42 still failed" || echo "ok   case 42 redone"

# Rows of another study in the same directory are not taken as done.
status_is "another range in the same directory" 0 \
  ./BouncingBall --sweep e=0.6:0.9:100 --interval=1e-4 --sweep-dir=d --sweep-cases=1-5
grep -q "cases 1 to 5 in d: 0 done before, running 5 with" status.err \
  && echo "ok   rows of e=0.5:0.9 do not count for e=0.6:0.9" || fail "another range said: $(cat status.err)"

# A case killed by a signal (as by the out-of-memory killer) gets a row that
# says so, the others go on, the study exits 1; a rerun redoes that case only.
# Deterministic: under a hard CPU limit of 1 s the kernel kills case 5
# (about 2.7 s of CPU for its 5 million steps) with SIGKILL; the others
# take milliseconds.
cat > Slow.mo <<'MO'
model Slow
  parameter Real w = 1;
  Real x(start = 0, fixed = true);
equation
  der(x) = cos(w*time);
end Slow;
MO
build ./Slow.mo -o ./Slow
slow_study() { ./Slow --sweep w=1,2,3,4,2e6,6,7,8,9,10 --interval=1e-3 --sweep-dir=k --jobs=1 "$@"; }
(ulimit -t 1 && slow_study) 2> k.err
holds "a study with a killed case exits 1 (got $?)" "$? == 1"
holds "one row says killed by signal 9" "$(grep -c '"failed: killed by signal 9' k/summary.csv) == 1"
grep -q '^5,.*"failed: killed by signal 9' k/summary.csv && echo "ok   the killed case is case 5" \
  || fail "case 5 is not the killed one: $(cat k/summary.csv)"
holds "the nine others ok" "$(grep -c ',"ok",' k/summary.csv) == 9"
status_is "the rerun after a killed case" 0 slow_study
grep -q "9 done before, running 1 with" status.err && echo "ok   only the killed case ran again" \
  || fail "rerun after a kill said: $(cat status.err)"
./Slow --set w=2e6 --interval=1e-3 -o alone.csv || fail "case 5 alone exited $?"
close "case 5 redone as run alone: x(1)" "$(last_value x k/case-0005.csv)" "$(last_value x alone.csv)" 0

# Cases 1-20 in another directory, then --collect: 20 rows, 80 missing (exit 1).
study --sweep-dir=part --sweep-cases=1-20 2> part.err || fail "--sweep-cases exited $?"
[ ! -e part/summary.csv ] && echo "ok   --sweep-cases writes no summary" || fail "--sweep-cases wrote a summary"
status_is "--collect with cases missing" 1 study --sweep-dir=part --collect
grep -q "part/summary.csv: 100 cases, 0 failed, 80 without a result" status.err \
  && echo "ok   80 reported missing" || fail "--collect said: $(cat status.err)"
holds "--collect: 20 rows" "$(($(wc -l < part/summary.csv) - 1)) == 20"
cut -d, -f1-10 part/summary.csv > p.csv
head -21 d/summary.csv | cut -d, -f1-10 > d.csv
cmp -s p.csv d.csv && echo "ok   the 20 rows equal the full study's apart from wall times" \
  || fail "rows of --sweep-cases differ from the full study's"
finish
