# A study's parent started with SIGINT ignored (a command started with & by
# a shell without job control, as this one) keeps it ignored while its cases
# run, as the shell expects: /proc shows SIGINT ignored and not caught, and
# a SIGINT sent changes nothing; SIGTERM then stops the running case and
# ends the study with status 143, leaving no case process behind.  The case
# is a stiff oscillator (period 6e-3 s) over 1e5 s: it never ends by itself
# before the test signals it, however loaded the machine.
. "$TOP/tests/lib.sh"
cat > Forever.mo <<'MO'
model Forever
  parameter Real k = 1e6;
  Real x(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(x) = v;
  der(v) = -k * x;
  annotation(experiment(StopTime = 1e5, Interval = 0.02));
end Forever;
MO
build ./Forever.mo -o ./forever

# has_sigint PID FIELD: whether SIGINT (bit 1 of the mask) is in FIELD of /proc/PID/status
has_sigint() {
  mask=$(sed -n "s/^$2:[[:space:]]*//p" /proc/$1/status)
  [ $(( 0x$mask & 2 )) != 0 ]
}

./forever --sweep k=1e6,4e6 --sweep-dir=sw --jobs=1 > /dev/null 2> sweep.err &
pid=$!
case_pid=
for _ in $(seq 300); do   # up to 30 s until the first case runs
  case_pid=$(children $pid)
  [ -n "$case_pid" ] && break
  sleep 0.1
done
[ -n "$case_pid" ] && echo "ok   a case runs (pid $case_pid)" || fail "no case started"
has_sigint $pid SigIgn && echo "ok   SIGINT stays ignored in the study's parent" || fail "SIGINT not ignored: $(grep '^Sig' /proc/$pid/status)"
has_sigint $pid SigCgt && fail "SIGINT caught by the study's parent" || echo "ok   SIGINT not caught"
kill -INT $pid   # discarded at once: an ignored signal is never pending
kill -TERM $pid
wait $pid
status=$?
holds "SIGTERM ends the study with status 143 (got $status)" "$status == 143"
for _ in $(seq 100); do [ -d /proc/$case_pid ] || break; sleep 0.1; done
[ -d /proc/$case_pid ] && { fail "the case still runs"; kill -KILL $case_pid; } || echo "ok   the case stopped"
finish
