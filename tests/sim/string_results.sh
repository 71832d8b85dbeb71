# String variables have no column in the results: the CSV and the MAT file
# (read back by tests/matread.c) of tests/semantics/string_variable.mo hold
# time, x, n and size only, the MAT file as whole as for any model;
# --list-vars shows each String with its text ("none", ""); --set of a
# String variable is an error, not a start value.
. "$TOP/tests/lib.sh"
build "$TOP/tests/semantics/string_variable.mo" -o ./strings
${CC:-cc} -std=c11 -O1 -o matread "$TOP/tests/matread.c" || { fail "cannot compile tests/matread.c"; finish; }
./strings --stop-time=1 -o run.csv || fail "CSV run exited $?"
[ "$(head -n 1 run.csv)" = '"time","x","n","size"' ] && echo "ok   CSV header without the Strings" ||
  fail "CSV header: $(head -n 1 run.csv)"
./strings --stop-time=1 -o run.mat || fail "MAT run exited $?"
./matread run.mat > read.out 2> read.err || { fail "matread: $(cat read.err)"; finish; }
[ "$(grep -c '^var ' read.out)" = 4 ] && echo "ok   MAT: 4 variables" || fail "MAT variables: $(grep '^var ' read.out)"
grep -q "^var size||2|4|0|-1" read.out && echo "ok   MAT: size is column 4" || fail "MAT: size's entry"
sed -n '/^"time"/,$p' read.out > back.csv
close "MAT: size at the end (label crossing 1 at 0.5)" "$(last_value size back.csv)" 17 0
./strings --list-vars > vars.txt || fail "--list-vars exited $?"
grep -q '^label  *discrete  *String  *"none"' vars.txt && echo "ok   --list-vars: label \"none\"" || fail "label's line: $(grep label vars.txt)"
status_is "--set of a String variable" 2 ./strings --set label=x
grep -q "'label' is a String variable" status.err && echo "ok   --set names the String" || fail "--set: $(cat status.err)"
finish
