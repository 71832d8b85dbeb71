# A run ended by SIGHUP, SIGUSR1, SIGALRM, SIGPIPE or SIGTERM removes its
# temporary result file and dies of that signal (shell status 128 + N, Linux
# numbers); a signal the parent set to be ignored (trap '') stays ignored.
# (SIGINT is covered by the same handler; a shell without job control starts
# background commands with SIGINT ignored, so it cannot be sent here.)
. "$TOP/tests/lib.sh"
cat > Spring.mo <<'MO'
model Spring
  Real x(start = 1, fixed = true), v(start = 0, fixed = true);
equation
  der(x) = v;
  der(v) = -x;
end Spring;
MO
build ./Spring.mo -o ./Spring

# wait_tmp: until the run's temporary file exists (at most 10 s)
wait_tmp() {
  for _ in $(seq 100); do
    ls out.csv.tmp-* > /dev/null 2>&1 && return 0
    sleep 0.1
  done
  return 1
}

for pair in HUP:1 USR1:10 ALRM:14 PIPE:13 TERM:15; do
  sig=${pair%:*}
  rm -f out.csv*
  ./Spring --stop-time=1e5 --interval=0.02 -o out.csv > /dev/null 2>&1 &
  pid=$!
  wait_tmp || fail "SIG$sig: no temporary file appeared"
  kill -s "$sig" "$pid"
  wait "$pid"
  status=$?
  want=$((128 + ${pair#*:}))
  holds "SIG$sig ends the run with status $want (got $status)" "$status == $want"
  left=$(ls out.csv* 2> /dev/null)
  [ -z "$left" ] && echo "ok   SIG$sig: no result or temporary file left" || fail "SIG$sig left $left"
done

# ignored by the parent: SIGHUP stays ignored, SIGTERM still cleans up
(trap '' HUP; exec ./Spring --stop-time=1e5 --interval=0.02 -o out.csv > /dev/null 2>&1) &
pid=$!
wait_tmp || fail "no temporary file appeared"
kill -s HUP "$pid"
sleep 0.3
kill -0 "$pid" 2> /dev/null && echo "ok   an ignored SIGHUP does not end the run" || fail "the run died of an ignored SIGHUP"
kill -s TERM "$pid"
wait "$pid"
left=$(ls out.csv* 2> /dev/null)
[ -z "$left" ] && echo "ok   then SIGTERM: nothing left" || fail "left $left"
finish
