# A result file on a device that fails to write (/dev/full) is named in the
# message as given, not as '<stdout>'; exit 1.  Writing to a full standard
# output says '<stdout>'; --help, --list-vars, --version and the --compare
# table on a full standard output exit 1 with one message.
. "$TOP/tests/lib.sh"
[ -w /dev/full ] || { echo "no /dev/full here"; finish; }
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
status_is "-o /dev/full" 1 ./Cooling -o /dev/full
grep -q "^Cooling: error: at t=[0-9.e-]*, cannot write result file '/dev/full': No space left on device$" status.err \
  && echo "ok   message: $(cat status.err)" || fail "message: $(cat status.err)"
status_is "-o /dev/full --format=mat" 1 ./Cooling -o /dev/full --format=mat
[ "$(cat status.err)" = "Cooling: error: cannot write result file '/dev/full': No space left on device" ] \
  && echo "ok   message: $(cat status.err)" || fail "message: $(cat status.err)"
./Cooling -o - > /dev/full 2> stdout.err
status=$?
holds "-o - on a full standard output exits 1 (got $status)" "$status == 1"
grep -q "cannot write result file '<stdout>'" stdout.err && [ "$(wc -l < stdout.err)" = 1 ] \
  && echo "ok   names <stdout>, once" || fail "message: $(cat stdout.err)"
for option in --help --list-vars --version --compare; do
  ./Cooling $option -o c.csv > /dev/full 2> full.err
  status=$?
  holds "$option on a full standard output exits 1 (got $status)" "$status == 1"
  [ "$(cat full.err)" = "Cooling: error: cannot write to standard output: No space left on device" ] \
    && echo "ok   message: $(cat full.err)" || fail "message: $(cat full.err)"
done
finish
