# SIGTERM or SIGHUP to the parent of a run split into independent parts
# simulated by worker processes (--no-event-rows --jobs=2, runtime/jobs.c):
# the parent passes the signal on to its workers, waits for them, and dies
# of the signal itself (status 128 + N); no worker survives it and no result
# file (nor its temporary) is left, since the parent writes it only once the
# parts ended.  The model: 13 oscillators that nothing links, the first
# slow (omega 1e-3, the part the parent runs alone first: a few steps),
# the 12 others stiff (omega 1e3) over 1e4 s: each needs minutes, so the
# signal always comes while the workers run, however loaded the machine
# (a row a second: IDA's steps per output interval stay far below its limit,
# so no part fails early).
. "$TOP/tests/lib.sh"
cat > Many.mo <<'MO'
model Many
  parameter Integer n = 13;
  parameter Real w[n] = {if i == 1 then 1e-3 else 1e3 for i in 1:n};
  Real x[n](each start = 1, each fixed = true);
  Real v[n](each start = 0, each fixed = true);
equation
  for i in 1:n loop
    der(x[i]) = v[i];
    der(v[i]) = -w[i]^2 * x[i];
  end for;
  annotation(experiment(StopTime = 1e4, Interval = 1));
end Many;
MO
build ./Many.mo -o ./many

for pair in TERM:15 HUP:1; do
  sig=${pair%:*}
  rm -f out.csv*
  ./many --no-event-rows --jobs=2 -o out.csv > /dev/null 2> run.err &
  pid=$!
  workers=
  for _ in $(seq 600); do   # up to 60 s for the first part, alone in the parent
    workers=$(children $pid)
    [ "$(echo "$workers" | grep -c .)" = 2 ] && break
    sleep 0.1
  done
  holds "SIG$sig: two workers run ($(echo $workers))" "$(echo "$workers" | grep -c .) == 2"
  kill -s "$sig" "$pid"
  wait "$pid"
  status=$?
  holds "SIG$sig ends the parent with status $((128 + ${pair#*:})) (got $status)" "$status == $((128 + ${pair#*:}))"
  alive=
  for _ in $(seq 100); do   # the workers end as the parent waited for them: at once
    alive=
    for w in $workers; do [ -d /proc/$w ] && alive="$alive $w"; done
    [ -z "$alive" ] && break
    sleep 0.1
  done
  [ -z "$alive" ] && echo "ok   SIG$sig: no worker left" || { fail "SIG$sig: workers$alive still run"; kill -KILL $alive; }
  left=$(ls out.csv* 2> /dev/null)
  [ -z "$left" ] && echo "ok   SIG$sig: no result file left" || fail "SIG$sig left $left"
  grep -q 'error' run.err && fail "SIG$sig: the run or the workers' end reported as a failure: $(cat run.err)"
done
finish
