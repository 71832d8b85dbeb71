# User mistakes about where output goes are reported as such, before any
# work, never as "the C compiler failed ... a bug in hysc": -o naming a
# directory, a missing directory or a path through a file; a model name that
# cannot name a file (300 characters) without -o; reports on a standard
# output that cannot be written (/dev/full) fail, naming <stdout>; a C
# compiler failing under the user's HYSC_CFLAGS is not called a bug in hysc.
. "$TOP/tests/lib.sh"
model=$TOP/models/BouncingBall.mo
# says LABEL STATUS MESSAGE COMMAND...: exit status and the one line on stderr
says() {
  says_label=$1; says_status=$2; says_message=$3; shift 3
  status_is "$says_label" "$says_status" "$@"
  [ "$(cat status.err)" = "$says_message" ] && echo "ok   $says_label: $says_message" \
    || fail "$says_label: '$(cat status.err)', expected '$says_message'"
}
mkdir dir
says "-o DIR" 1 "hysc: error: cannot write the executable 'dir': it is a directory" "$HYSC" -o dir "$model"
says "-o missing/dir/x" 1 \
  "hysc: error: cannot write the executable 'missing/dir/x': directory 'missing/dir': No such file or directory" \
  "$HYSC" -o missing/dir/x "$model"
touch file
says "-o file/x" 1 "hysc: error: cannot write the executable 'file/x': 'file' is not a directory" \
  "$HYSC" -o file/x "$model"

name="'$(awk 'BEGIN { for (i = 0; i < 300; i++) printf "a" }')'"
printf 'model %s\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = 1;\nend %s;\n' "$name" "$name" > long.mo
says "300-character model name" 1 \
  "hysc: error: the model name ''aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...' cannot name a file: choose the executable's name with -o" \
  "$HYSC" long.mo
status_is "300-character model name with -o" 0 "$HYSC" -o ./long long.mo
./long -o long.csv && close "x(1) of the long-named model" "$(awk -F, 'END { print $2 }' long.csv)" 2 1e-9

full="hysc: error: writing '<stdout>' failed: No space left on device"
if [ -w /dev/full ]; then
  for option in --help --version --dump-flat --dump-graph --emit-c=-; do
    says "$option > /dev/full" 1 "$full" sh -c '"$0" "$1" "$2" > /dev/full' "$HYSC" "$option" "$model"
  done
fi
HYSC_CFLAGS=-fno-such-option "$HYSC" -o ./ball "$model" > cc.out 2> cc.err
[ $? = 1 ] && echo "ok   bad HYSC_CFLAGS: exit 1" || fail "bad HYSC_CFLAGS: not exit 1"
grep -q "with HYSC_CC='' HYSC_CFLAGS='-fno-such-option'$" cc.err && ! grep -q "bug in hysc" cc.err \
  && echo "ok   bad HYSC_CFLAGS named, no bug claimed" || fail "bad HYSC_CFLAGS: $(tail -1 cc.err)"
finish
