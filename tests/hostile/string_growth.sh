# String parameters doubling at every line, s_i = s_(i-1) + s_(i-1)
# (strings.c): 40 lines of model asked for 2^41 characters of C.  A String
# value or a message of more than 100000 characters is a located error,
# given once (the Strings built from a refused one say nothing more), and
# 80 lines cost what 40 do.  Below the limit the text arrives whole: s15
# is 65536 characters, and the warning of the run carries them all.
. "$TOP/tests/lib.sh"
doubling() { # doubling N MESSAGE
  echo "model S"
  echo '  parameter String s0 = "ab";'
  i=1; while [ $i -le $1 ]; do echo "  parameter String s$i = s$((i - 1)) + s$((i - 1));"; i=$((i + 1)); done
  echo "  Real x(start = 1, fixed = true);"
  echo "equation"
  echo "  der(x) = -x;"
  echo "  when time > 0.5 then assert(false, $2, AssertionLevel.warning); end when;"
  echo "end S;"
}
doubling 40 s40 > s40.mo
doubling 80 s80 > s80.mo
status_is "40 doublings" 1 timeout 60 "$HYSC" --emit-c=s40.c s40.mo
grep -q '^s40.mo:18:26: error: this string would be 131072 characters long, more than the limit of 100000$' status.err ||
  fail "no located error on s16: $(head -1 status.err)"
holds "one error for 40 doublings ($(grep -c 'error:' status.err))" "$(grep -c 'error:' status.err) == 1"
for n in 40 80; do
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f '%e %M' -o time$n.out "$HYSC" --emit-c=s$n.c s$n.mo 2> /dev/null
  else
    echo "0 0" > time$n.out
  fi
done
set -- $(tail -n 1 time40.out) $(tail -n 1 time80.out)
holds "memory of 80 doublings ($4 KB) <= 2 x 40 doublings ($2 KB)" "$4 <= 2 * $2"
holds "time of 80 doublings ($3 s) <= 2 x 40 doublings ($1 s) + 0.5 s" "$3 <= 2 * $1 + 0.5"

doubling 15 "String(x) + s15 + s15" > message.mo
status_is "a message of 131072 characters and a number" 1 "$HYSC" --emit-c=message.c message.mo
grep -q '^message.mo:21:38: error: this string would be 131072 characters long, more than the limit of 100000$' status.err ||
  fail "no located error on the message: $(head -1 status.err)"

doubling 15 "\"<\" + s15 + \">\"" > s15.mo
build ./s15.mo -o ./s15
./s15 -o s15.csv 2> s15.err || fail "./s15 exited $?"
length=$(grep -o '<[ab]*>' s15.err | awk '{ print length($0) }')
close "length of the warning's text" "$length" 65538 0
finish
