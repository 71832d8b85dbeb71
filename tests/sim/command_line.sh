# The command lines of hysc and of a model executable: bad usage is a clear
# message and exit status 2, never a crash; the informational options print
# what they promise; a failed run leaves no result file behind.
. "$TOP/tests/lib.sh"

status_is "hysc without a file" 2 "$HYSC"
grep -q "no model file given" status.err || fail "message: $(cat status.err)"
status_is "hysc with an unknown option" 2 "$HYSC" --frobnicate "$TOP/models/BouncingBall.mo"
grep -q "unknown option '--frobnicate'" status.err || fail "message: $(cat status.err)"
status_is "hysc -o without a value" 2 "$HYSC" "$TOP/models/BouncingBall.mo" -o
status_is "hysc on a missing file" 1 "$HYSC" no-such-model.mo
grep -q "cannot open 'no-such-model.mo'" status.err || fail "message: $(cat status.err)"
status_is "hysc --version" 0 "$HYSC" --version
grep -qx 'hysc [0-9.]*' status.out || fail "version line: $(cat status.out)"

# --dump-graph: the bouncing ball's two equations matched to der(h) and der(v),
# the two rows of its contact mode (off: lambda = 0, __mu1 = 0) to those
status_is "hysc --dump-graph" 0 "$HYSC" --dump-graph "$TOP/models/BouncingBall.mo"
[ "$(grep -c 'style=bold' status.out)" = 4 ] && echo "ok   four matched edges" || fail "matching edges: $(cat status.out)"
grep -q 'label="der(h)"' status.out && echo "ok   der(h) is an unknown" || fail "no der(h) node"

# --emit-c writes C that the runtime header accepts
status_is "hysc --emit-c" 0 "$HYSC" --emit-c bb.c "$TOP/models/BouncingBall.mo"
grep -q 'reinit(v, -e\*pre(v))' bb.c && echo "ok   generated C names the model's reinit line" || fail "no source comment in bb.c"

build BouncingBall -o ./BouncingBall
for bad in "--solver=rk4" "--stop-time=abc" "--step=-1" "--rtol=0" "--set nosuch=1" "--set h0" \
           "--set e=abc" "--frobnicate" "--stop-time=-1" "--interval=0"; do
  # shellcheck disable=SC2086
  status_is "executable $bad" 2 ./BouncingBall $bad -o bad.csv
  grep -q "error" status.err || fail "no error message for $bad"
  [ ! -e bad.csv ] || fail "$bad left a result file"
done
status_is "executable --help" 0 ./BouncingBall --help
grep -q "e = 0.8" status.out && echo "ok   --help lists parameter e = 0.8" || fail "parameters missing in --help"
status_is "executable --list-vars" 0 ./BouncingBall --list-vars --set h0=2
grep -q '^h0 .* 2 ' status.out && echo "ok   --list-vars shows h0 = 2 after --set" || fail "list-vars: $(cat status.out)"

# -o - writes CSV to standard output; --set on a start value works
status_is "executable -o -" 0 ./BouncingBall -o - --stop-time=0.1 --interval=0.05 --set v=1 --emit-internal
first=$(sed -n 2p status.out)
# (h, v, then with --emit-internal the contact mode: off, lambda = 0, __mu1 = 0)
[ "$first" = "0,1,1,0,0,0" ] && echo "ok   first row 0,1,1,0,0,0" || fail "first row '$first'"
# A device as the result file is written in place, never replaced by a file
status_is "executable -o /dev/null" 0 ./BouncingBall -o /dev/null --stop-time=0.1
[ -c /dev/null ] && echo "ok   /dev/null is still a device" || fail "/dev/null was replaced by a regular file"
finish
