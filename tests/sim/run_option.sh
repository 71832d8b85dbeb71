# hysc --run FILE.mo -- OPTIONS: compiles to a temporary executable, runs it
# with the options after '--' in the current directory, removes it, and exits
# with the model's status.
. "$TOP/tests/lib.sh"
export TMPDIR="$PWD/tmp"
mkdir -p "$TMPDIR"

"$HYSC" --run "$TOP/models/BouncingBall.mo" -- --stop-time=1 --events -o run.csv 2> events.txt
status=$?
holds "exit status 0 (got $status)" "$status == 0"
close "first impact from the run" "$(when_times events.txt | nth 1)" 0.4515236410 1e-6
close "last row at the stop time" "$(column time run.csv | tail -n 1)" 1 0
[ ! -e BouncingBall ] && echo "ok   no executable left in the working directory" || fail "./BouncingBall was written"
[ -z "$(ls -A "$TMPDIR")" ] && echo "ok   the temporary directory is empty again" || fail "left in TMPDIR: $(ls -A "$TMPDIR")"

"$HYSC" --run "$TOP/models/BouncingBall.mo" -- --stop-time=-1 > /dev/null 2> bad.txt
status=$?
holds "the model's usage error comes through as exit 2 (got $status)" "$status == 2"
grep -q 'stop time' bad.txt && echo "ok   the model's message is shown" || fail "message: $(cat bad.txt)"
[ -z "$(ls -A "$TMPDIR")" ] && echo "ok   removed after a failing run too" || fail "left in TMPDIR: $(ls -A "$TMPDIR")"

# a model option that contains shell syntax reaches the model unchanged
"$HYSC" --run "$TOP/models/BouncingBall.mo" -- --stop-time=0.1 -o 'a;b $(x).csv' 2> /dev/null
[ -s 'a;b $(x).csv' ] && echo "ok   argument with shell syntax passed verbatim" || fail "file 'a;b \$(x).csv' not written"
status_is "--run with -o" 2 "$HYSC" --run -o x "$TOP/models/BouncingBall.mo"
finish
