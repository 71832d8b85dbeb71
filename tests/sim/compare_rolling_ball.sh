# --compare on RollingBall: the ball rolls, lifts off and lands again; the
# table lists the lift-off and the first two impacts with a time on both
# backends, agreeing within 1e-4 s at the default rtol 1e-6 (Newmark alone
# moves these times by less than 1e-5 between rtol 1e-6 and 1e-8), and within
# 1e-6 s at rtol 1e-8; the drift of the declared invariant E is reported on
# both.
. "$TOP/tests/lib.sh"
build RollingBall -o ./RollingBall

# run_compare LABEL OPTIONS...: the events table into events.txt
run_compare() {
  label=$1; shift
  ./RollingBall --compare "$@" > compare.out 2> compare.err
  status=$?
  [ "$status" = 0 ] && echo "ok   $label: --compare exit 0" || { fail "$label: --compare exited $status"; cat compare.err; }
  awk '/^Events \(/ { on = 1; next } on && /^  largest/ { on = 0 } on && $1 ~ /^[0-9]+$/' compare.out > events.txt
  cat events.txt
}

# check_event LABEL PATTERN K: the K-th row whose condition matches PATTERN
check_event() {
  row=$(grep -- "$2" events.txt | nth "$3")
  ida=$(echo "$row" | awk '{ print $2 }'); nm=$(echo "$row" | awk '{ print $3 }')
  if [ -z "$row" ]; then fail "$1: not in the table"; return; fi
  case "$ida$nm" in *-*) fail "$1: unmatched (IDA '$ida', Newmark '$nm')"; return ;; esac
  close "$1: IDA - Newmark" "$(awk -v a="$ida" -v b="$nm" 'BEGIN { printf "%.3e", a - b }')" 0 "$tol"
}
for run in default tight; do
  if [ $run = default ]; then tol=1e-4; run_compare "rtol 1e-6" -o rb.csv
  else tol=1e-6; run_compare "rtol 1e-8" --rtol=1e-8 -o rb8.csv; fi
  check_event "$run: lift-off" "rolling and lambda < 0" 1
  check_event "$run: impact 1" "not rolling and y < f" 1
  check_event "$run: impact 2" "not rolling and y < f" 2
  for b in IDA Newmark; do
    grep -q "^  E  *$b " compare.out && echo "ok   $run: invariant E reported on $b" || fail "$run: no drift of E on $b"
  done
done
finish
