# --variable-filter=REGEX and --no-event-rows narrow the result file only.
# Three bouncing balls over t = 0 .. 3 (the model's experiment, output
# interval 0.006: 501 grid rows); every impact adds a left and a right limit
# row.  The filtered file must hold exactly the selected columns, in model
# order, each value text-equal to the unfiltered run's (same run, same
# formatter); the rows without events are the 501 grid rows only.
. "$TOP/tests/lib.sh"
build BouncingBalls -p n=3 -o ./balls
${CC:-cc} -std=c11 -O1 -o matread "$TOP/tests/matread.c" || { fail "cannot compile tests/matread.c"; finish; }

./balls -o all.csv 2> /dev/null || fail "unfiltered run exited $?"
./balls --variable-filter='h\[[0-9]+\]|v\[1\]' -o some.csv 2> /dev/null || fail "filtered run exited $?"
[ "$(head -n 1 some.csv)" = '"time","h[1]","h[2]","h[3]","v[1]"' ] \
  && echo "ok   header: time, h[1..3], v[1]" || fail "header: $(head -n 1 some.csv)"
# columns 1-5 of the unfiltered file are time, h[1..3], v[1]
cut -d, -f1-5 all.csv > expected.csv
cmp -s expected.csv some.csv && echo "ok   selected columns equal the unfiltered file's ($(wc -l < all.csv) lines)" \
  || fail "selected columns differ from the unfiltered file"

# whole-name match: 'h' alone selects nothing (no variable is named h)
./balls --variable-filter='h' -o none.csv 2> none.err; rc=$?
[ $rc -eq 0 ] && grep -q "warning: --variable-filter 'h' matches no" none.err \
  && echo "ok   a filter that matches nothing warns and exits 0" || fail "no-match: exit $rc, $(cat none.err)"
[ "$(head -n 1 none.csv)" = '"time"' ] && echo "ok   ... and the file holds time only" \
  || fail "no-match header: $(head -n 1 none.csv)"

./balls --variable-filter='h[' -o bad.csv 2> bad.err; rc=$?
[ $rc -eq 2 ] && grep -q "error: --variable-filter 'h\\[' is refused: a '\\[' without its '\\]'" bad.err && [ ! -e bad.csv ] \
  && echo "ok   an invalid regex: exit 2, a message, no file" || fail "bad regex: exit $rc, $(cat bad.err)"
./balls --variable-filter='h[z-a]' -o bad.csv 2> bad.err; rc=$?
[ $rc -eq 2 ] && grep -q "error: invalid --variable-filter 'h\\[z-a\\]': " bad.err && [ ! -e bad.csv ] \
  && echo "ok   a range regcomp refuses: exit 2, its message, no file" || fail "bad range: exit $rc, $(cat bad.err)"
status_is "an invalid regex also stops --list-vars" 2 ./balls --list-vars --variable-filter='(h'
./balls --list-vars --variable-filter='h\[1\]' > vars.out
grep -q '^v\[3\] ' vars.out && echo "ok   --list-vars still lists every variable" || fail "--list-vars narrowed"

# --no-event-rows: the 501 grid times t = 0.006 k only, each once, and each
# row as the full run wrote it (--no-partition on both: the same run); the full
# run has two rows per impact on top.  Without --no-partition the three balls
# are simulated one by one: the same rows to 1e-7 (IDA, rtol 1e-6)
./balls --no-event-rows --no-partition -o grid.csv 2> /dev/null || fail "--no-event-rows run exited $?"
./balls --no-partition -o whole.csv 2> /dev/null || fail "whole run exited $?"
holds "--no-event-rows writes the 501 grid rows" "$(($(wc -l < grid.csv) - 1)) == 501"
awk -F, 'NR > 1 { d = $1 - 0.006 * (NR - 2); if (d < 0) d = -d; if (d > 1e-12) bad++ }
         END { exit bad > 0 }' grid.csv && echo "ok   ... at t = 0.006 k" || fail "grid times off"
[ -z "$(grep -vxFf whole.csv grid.csv)" ] && echo "ok   ... each a row of the full file" || fail "grid row not in the full file"
./balls --no-event-rows -o parts.csv 2> /dev/null || fail "--no-event-rows run by parts exited $?"
worst=$(paste -d, grid.csv parts.csv | awk -F, 'NR > 1 { n = NF / 2; if (NF % 2 || NF < 2) { print "shape"; exit }
          for (c = 1; c <= n; c++) { d = $c - $(c + n); if (d < 0) d = -d; if (d > w) w = d } }
          END { if (NR != 502) print "rows " NR; else printf "%.3g\n", w }')
holds "part by part: the same 501 rows, values within 1e-7 of the whole run's (largest difference $worst)" \
  "\"$worst\" != \"\" && $worst <= 1e-7"
# 35 impacts on each backend (tests/sim/compare.sh's table): at least 70 event rows
holds "the full file has the event rows on top ($(($(wc -l < all.csv) - 1)) rows)" \
  "$(wc -l < all.csv) - $(wc -l < grid.csv) >= 70"

# MAT: the same selection and rows, double for double
./balls --variable-filter='h\[1\]|v\[2\]' --no-event-rows -o f.csv 2> /dev/null
./balls --variable-filter='h\[1\]|v\[2\]' --no-event-rows -o f.mat 2> /dev/null || fail "MAT run exited $?"
./matread f.mat > read.out 2> read.err || { fail "matread: $(cat read.err)"; finish; }
grep -q '^var v\[2\]|.*|2|3|0|-1$' read.out && ! grep -q '^var h\[2\]' read.out \
  && echo "ok   MAT names: v[2] is data_2 column 3, h[2] absent" || fail "MAT names: $(grep '^var' read.out)"
grep -qx 'param g=9.8100000000000005' read.out && echo "ok   parameters stay in data_1" || fail "no parameter g in data_1"
sed -n '/^"time"/,$p' read.out > back.csv
awk -F, 'NR == 1 { print; next } { for (i = 1; i <= NF; i++) printf "%s%.17g", (i > 1 ? "," : ""), $i; print "" }' \
  f.csv > f17.csv
cmp -s back.csv f17.csv && echo "ok   MAT data_2 equals the filtered CSV ($(($(wc -l < f.csv) - 1)) rows)" \
  || { fail "MAT data_2 differs from the filtered CSV"; diff back.csv f17.csv | head -5; }

# --compare keeps its own data: the files are narrowed, the table is not
./balls --compare --variable-filter='h\[1\]' -o c.csv > table.out 2> /dev/null
[ "$(head -n 1 c-ida.csv)" = '"time","h[1]"' ] && [ "$(head -n 1 c-newmark.csv)" = '"time","h[1]"' ] \
  && echo "ok   --compare writes both files filtered" || fail "compare files: $(head -n 1 c-ida.csv)"
grep -Eq '^  v\[3\] +[0-9]' table.out && echo "ok   --compare still compares v[3]" || fail "compare table lost v[3]"
finish
