# hysc --run stopped by SIGTERM (a CI job cancelled) or SIGHUP (its
# terminal closed): the signal goes on to the model, which stops; the
# temporary directory and C file go; hysc dies of the signal itself (status
# 143 and 129 in the shell), as the SECURITY section of hysc(1) says.  The model is a stiff
# oscillator (period 6e-3 s) asked for 1e5 s with a row every 0.02 s: it
# never ends by itself.
. "$TOP/tests/lib.sh"
cat > Forever.mo <<'EOF'
model Forever
  Real x(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(x) = v;
  der(v) = -1e6 * x;
  annotation(experiment(StopTime = 1e5, Interval = 0.02));
end Forever;
EOF
mkdir tmp
# stop_run SIGNAL STATUS: hysc --run sent SIGNAL while the model runs
stop_run() {
  TMPDIR=$PWD/tmp "$HYSC" --run Forever.mo -- -o forever.csv > run.out 2> run.err &
  hysc_pid=$!
  model_pid=
  for i in $(seq 1 300); do   # up to 30 s for the C compiler, then the model starts
    model_pid=$(ps -o pid= --ppid "$hysc_pid" | tr -d ' ')
    [ -n "$model_pid" ] && [ "$(ps -o comm= -p "$model_pid")" = model ] && break
    model_pid=
    sleep 0.1
  done
  [ -n "$model_pid" ] && echo "ok   $1: the model runs (pid $model_pid)" || fail "the model never started"
  sleep 0.2
  kill -"$1" "$hysc_pid"
  wait "$hysc_pid"
  status=$?
  close "$1: hysc's exit status" "$status" "$2" 0
  for i in $(seq 1 50); do kill -0 "$model_pid" 2> /dev/null || break; sleep 0.1; done
  kill -0 "$model_pid" 2> /dev/null && { fail "the model still runs"; kill -KILL "$model_pid"; } || echo "ok   $1: the model stopped"
  left=$(ls -A tmp)
  [ -z "$left" ] && echo "ok   $1: nothing left in TMPDIR" || fail "left in TMPDIR: $left"
}
stop_run TERM 143
stop_run HUP 129
finish
