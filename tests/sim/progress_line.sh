# The progress line (on a terminal, for a run longer than a second): time,
# percentage, the time left estimated at the speed so far, and the events
# handled so far.  The run is made slow (a fine output grid of 30 million
# rows, tight tolerances: over a minute even on a fast machine) and watched
# through a pseudo-terminal (script) for six seconds, so the lines come
# whatever the machine's speed: whatever the machine's speed, each line's percentage is its t
# over the run's 3 s, the count is 0 before the first bounce (the lowest
# ball, h0 = 1 m: t = sqrt(2/9.81) = 0.4515 s) and never falls.
. "$TOP/tests/lib.sh"
command -v script > /dev/null || { echo "script (bsdutils) is not installed"; exit 77; }
build BouncingBalls -o ./BouncingBalls
timeout -s KILL 6 script -qfc "./BouncingBalls --no-partition --stop-time=3 --rtol=1e-12 --atol=1e-12 \
  --interval=1e-7 --max-rows=40000000 --no-event-rows -o /dev/null" /dev/null > tty.txt
# (the last line may be cut where the run was stopped; a message may follow a line)
tr '\r' '\n' < tty.txt | grep '^BouncingBalls: t = ' | sed '$!b; /events *$/!d' > lines.txt
holds "progress lines shown: $(wc -l < lines.txt)" "$(wc -l < lines.txt) >= 3"
sed -n 's/^BouncingBalls: t = \([^ ]*\) *of 3 ( *\([0-9]*\)%), [0-9]* s, about [0-9]* s left, \([0-9]*\) events.*/\1 \2 \3/p' \
  lines.txt > fields.txt
holds "every line gives t, percentage, time left and events: $(wc -l < fields.txt) of $(wc -l < lines.txt)" \
  "$(wc -l < fields.txt) == $(wc -l < lines.txt)"
head -3 lines.txt
awk '{ p = 100 * $1 / 3; if ($2 < p - 1 || $2 > p + 1) { print "percentage " $2 " at t = " $1; bad = 1 }
       if ($1 < 0.4515 && $3 != 0) { print $3 " events before the first bounce, t = " $1; bad = 1 }
       if ($1 > 0.46 && $3 < 1) { print "no event after the first bounce, t = " $1; bad = 1 }
       if ($3 < last) { print "the count fell to " $3 " at t = " $1; bad = 1 }
       last = $3 } END { exit bad }' fields.txt > wrong.txt &&
  echo "ok   percentages match t / 3 s; event counts 0 before 0.4515 s, then rising ($(tail -1 fields.txt))" ||
  { fail "progress lines:"; cat wrong.txt; }
finish
