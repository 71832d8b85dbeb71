# The default for event rows too many to write (runtime/partition.c): 600
# bouncing balls (hysc -p n=600) for 3 s, simulated part by part, have
# 16 732 event rows of 1201 numbers (20 million, some 380 MB of CSV) against
# 501 grid rows.  By default the file leaves them out, and one note on
# stderr says how many and names --event-rows: the file is then the
# --no-event-rows file byte for byte.  With fewer columns
# (--variable-filter) the event rows are few numbers and are written: 501 +
# 16 732 rows, whose grid rows hold the --no-event-rows file's values, text
# for text.  --event-rows writes them in full: under --max-rows=600 the run
# reaches 600 rows before t = 0.5 (the grid has 84 rows there) and says the
# result gets 17 233 rows.
. "$TOP/tests/lib.sh"
build BouncingBalls -p n=600 -o ./B
./B --no-progress -o default.csv 2> default.err || fail "default run exited $?"
./B --no-progress --no-event-rows -o grid.csv 2> grid.err || fail "--no-event-rows run exited $?"
notes=$(grep -c 'note: the result file leaves out' default.err)
left=$(sed -n 's/.*leaves out the \([0-9]*\) rows at events.*--event-rows writes them.*/\1/p' default.err)
holds "default: one note, $left event rows left out" "$notes == 1 && ${left:-0} == 16732"
holds "default: $(($(wc -l < default.csv) - 1)) rows, the grid's 501" "$(wc -l < default.csv) == 502"
cmp -s default.csv grid.csv && echo "ok   default: the --no-event-rows file, byte for byte" \
  || fail "default: the file differs from the --no-event-rows file"
holds "--no-event-rows: no note" "$(grep -c 'leaves out' grid.err) == 0"

./B --no-progress --variable-filter='h\[1\]|v\[600\]' -o few.csv 2> few.err || fail "filtered run exited $?"
holds "--variable-filter: $(($(wc -l < few.csv) - 1)) rows, 501 + 16732 event rows, no note" \
  "$(wc -l < few.csv) == 1 + 501 + 16732 && $(grep -c 'leaves out' few.err) == 0"
cut -d, -f1,2,1201 grid.csv > grid3.csv
same=$(awk -F, 'NR == FNR { row[$1] = $0; next } FNR > 1 && ($1 in row) { n++; if (row[$1] != $0) bad++ }
                END { print n + 0, bad + 0 }' grid3.csv few.csv)
holds "--variable-filter: its grid rows hold the --no-event-rows values (rows compared, differing: $same)" \
  "$(echo $same | cut -d' ' -f1) == 501 && $(echo $same | cut -d' ' -f2) == 0"
holds "--variable-filter: event pairs at ball 1's first impact, t = sqrt(2/g)" \
  "$(awk -F, '$1 > 0.4515236 && $1 < 0.4515237' few.csv | wc -l) == 2"

./B --no-progress --event-rows --max-rows=600 -o all.csv 2> all.err; rc=$?
at=$(sed -n 's/.*error: at t=\([^,]*\), the run has written 600 output rows.*/\1/p' all.err)
holds "--event-rows: exit 1 at 600 rows, at t=$at < 0.5: event rows written" "$rc == 1 && ${at:-9} < 0.5"
holds "--event-rows: no note, the size warning of 17233 rows" \
  "$(grep -c 'leaves out' all.err) == 0 && $(grep -c 'the result gets 17233 rows of 1201 columns' all.err) == 1"
finish
