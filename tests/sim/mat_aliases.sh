# A MAT file stores an alias or a negated alias once: a, c, d (x) and b, f
# (-x) of tests/models/MatAliases.mo name x's row of data_2 in dataInfo,
# negative for the negated ones; read back (tests/matread.c) every column
# equals the CSV of the same run double for double, and data_2 has 4 rows
# (time, x, e, v) instead of 9, which bounds the file's size.  A filter
# that leaves x out gives the alias it keeps a row of its own.  The CSV
# writes the same texts.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/MatAliases.mo" -o ./MatAliases
${CC:-cc} -std=c11 -O1 -o matread "$TOP/tests/matread.c" || { fail "cannot compile tests/matread.c"; finish; }
./MatAliases -o run.csv || fail "CSV run exited $?"
./MatAliases -o run.mat || fail "MAT run exited $?"
./matread run.mat > read.out 2> read.err || { fail "matread: $(cat read.err)"; finish; }
while IFS= read -r want; do
  grep -q "^var $want$" read.out && echo "ok   var $want" || fail "missing 'var $want': $(grep "^var ${want%%|*}|" read.out)"
done <<'LIST'
x|Decaying, driven|2|2|0|-1
a|Alias of x|2|2|0|-1
b|Negated alias of x|2|-2|0|-1
c|Alias through a negated alias|2|2|0|-1
d|Alias of an alias|2|2|0|-1
e|Twice x|2|3|0|-1
f|Negated alias of x through d|2|-2|0|-1
v|x squared|2|4|0|-1
LIST
# the CSV's shortest texts read back by awk and printed as %.17g, as matread prints
to17() { awk -F, 'NR == 1 { print; next } { for (i = 1; i <= NF; i++) printf "%s%.17g", (i > 1 ? "," : ""), $i; print "" }' "$1"; }
sed -n '/^"time"/,$p' read.out > back.csv
to17 run.csv > run17.csv
if cmp -s back.csv run17.csv; then echo "ok   every column equals the CSV ($(($(wc -l < run.csv) - 1)) rows)"
else fail "the MAT values differ from the CSV"; diff back.csv run17.csv | head -5; fi
holds "b = -x at the end" "$(last_value b run.csv) == -($(last_value x run.csv))"
# the CSV copies an alias's text: a, c, d as x's, b and f as x's negated
# (x changes sign near t = 1.74: both ways are written)
awk -F, 'function neg(s) { return substr(s, 1, 1) == "-" ? substr(s, 2) : "-" s }
  NR > 1 && !($3 == $2 && $5 == $2 && $6 == $2 && $4 == neg($2) && $8 == neg($2)) { bad++ }
  NR > 1 { signs[substr($2, 1, 1) == "-"] = 1 } END { exit bad > 0 || !(0 in signs) || !(1 in signs) }' run.csv && echo "ok   CSV: the aliases' texts are x's, with '-' where negated" \
  || fail "CSV: an alias's text differs from x's"
rows=$(($(wc -l < run.csv) - 1)); size=$(wc -c < run.mat)
# 4 doubles a row; the matrices before data_2 of 8 short names take < 2500 bytes
holds "file of $size bytes within 4 rows of data_2 ($rows columns) + 2500" "$size <= 32 * $rows + 2500"
holds "file larger than 4 rows of data_2 alone" "$size > 32 * $rows"
./MatAliases -o only_b.mat --variable-filter='b|f' || fail "filtered MAT run exited $?"
./MatAliases -o only_b.csv --variable-filter='b|f' || fail "filtered CSV run exited $?"
./matread only_b.mat > only_b.out || fail "matread of the filtered file"
grep -q '^var b|Negated alias of x|2|2|0|-1$' only_b.out && echo "ok   b owns a row when x is filtered out" \
  || fail "b: $(grep '^var b|' only_b.out)"
grep -q '^var f|Negated alias of x through d|2|2|0|-1$' only_b.out && echo "ok   f shares b's row" \
  || fail "f: $(grep '^var f|' only_b.out)"
sed -n '/^"time"/,$p' only_b.out > back_b.csv
to17 only_b.csv > only_b17.csv
cmp -s back_b.csv only_b17.csv && echo "ok   filtered columns equal the CSV" || fail "filtered MAT differs from the CSV"
./MatAliases -o - --format=mat > piped.mat || fail "MAT to stdout exited $?"
cmp -s piped.mat run.mat && echo "ok   MAT on stdout equals the file" || fail "MAT on stdout differs from the file"
finish
