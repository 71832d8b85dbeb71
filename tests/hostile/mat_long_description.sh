# The MAT file's description matrix is as wide as its longest text for
# every variable: a 100 KB description on Real x[100] used to make a 10 MB
# file for two rows.  A description is now cut to 1000 bytes ("..." at the
# end, never inside a UTF-8 character): the file with a 100 KB description is
# at most 1.01 times the one with a 2 KB description, and the text read back
# (tests/matread.c) is the description's first 997 bytes and "...".
. "$TOP/tests/lib.sh"
${CC:-cc} -std=c11 -O1 -o matread "$TOP/tests/matread.c" || { fail "cannot compile tests/matread.c"; finish; }
# model BYTES: Real x[100] with a description of BYTES bytes (3 + 2-byte 'é's)
model() {
  awk -v n="$1" 'BEGIN { printf "model M\n  Real x[100](each start = 1, each fixed = true) \"abc";
                         for (i = 3; i + 2 <= n; i += 2) printf "\303\251"; printf "\";\nequation\n";
                         printf "  der(x) = -x;\n  annotation(experiment(StopTime = 1, Interval = 1));\nend M;\n" }'
}
for bytes in 2000 100000; do
  model $bytes > m$bytes.mo
  build ./m$bytes.mo -o ./M$bytes
  ./M$bytes -o r$bytes.mat || fail "./M$bytes exited $?"
  wc -c < r$bytes.mat > size$bytes
done
holds "the MAT file with a 100 KB description ($(cat size100000) bytes) <= 1.01 x with 2 KB ($(cat size2000))" \
  "$(cat size100000) <= 1.01 * $(cat size2000)"
./matread r100000.mat > read.out 2> read.err || fail "matread: $(cat read.err)"
# 3 bytes, 497 'é' (994 bytes): the 1000-byte cut at 997 falls inside the
# 498th, so the text ends after the 497th
want="abc$(awk 'BEGIN { for (i = 0; i < 497; i++) printf "\303\251" }')..."
grep -qxF "var x[1]|$want|2|2|0|-1" read.out && echo "ok   x[1]'s description is cut to $(printf '%s' "$want" | wc -c) bytes" \
  || fail "x[1]: $(grep '^var x\[1\]' read.out | cut -c 1-80)... ($(grep '^var x\[1\]' read.out | wc -c) bytes)"
# the values are all there: x[100](1) = exp(-1)
close "x[100](1)" "$(sed -n '/^"time"/,$p' read.out | column 'x[100]' /dev/stdin | tail -n 1)" "$(awk 'BEGIN { printf "%.9f", exp(-1) }')" 1e-5
finish
