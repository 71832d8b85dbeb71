# A 4 KB line of bad characters once wrote 24 MB of errors (one per
# character, each echoing the whole line).  Now: at most 20 errors (as
# --max-errors=20), then one "too many errors" line, each echoed line cut to
# a 160-column window: under 10 KB in all.  --max-errors=3 stops after 3,
# --max-errors=0 reports every one of the 2 000, and a bad count is a usage
# error.  A file of 16 000 models lists ten of them, not all, and so does a
# model with 16 000 undetermined variables.
. "$TOP/tests/lib.sh"
awk 'BEGIN { printf "model F\n  Real x;\nequation\n  x = 1"; for (i = 0; i < 2000; i++) printf " @"; print ";\nend F;" }' > flood.mo
status_is "default limit" 1 "$HYSC" flood.mo
errors=$(grep -c ': error: unexpected character' status.err)
close "errors reported" "$errors" 20 0
last=$(tail -1 status.err)
[ "$last" = "flood.mo: error: too many errors (more than 20; --max-errors=N changes the limit): stopping" ] \
  && echo "ok   last line: $last" || fail "last line: $last"
size=$(wc -c < status.err)
holds "$size bytes of messages <= 10240" "$size <= 10240"
awk 'length($0) > 200 { exit 1 }' status.err && echo "ok   no line over 200 characters" || fail "a line over 200 characters"

status_is "--max-errors=3" 1 "$HYSC" --max-errors=3 flood.mo
close "errors reported with --max-errors=3" "$(grep -c ': error: unexpected' status.err)" 3 0
status_is "--max-errors=0" 1 "$HYSC" --max-errors=0 flood.mo
close "errors reported with --max-errors=0" "$(grep -c ': error: unexpected' status.err)" 2000 0
# the last one, at column 4007 of the line (7 + 2 x 2000): a window on the
# line's end, cut at its start ("..."), with the caret under that '@'.
tail -3 status.err > window.txt
head -1 window.txt | grep -qx 'flood.mo:4:4007: error: unexpected character .@.' || fail "last error: $(head -1 window.txt)"
awk 'NR == 2 { w = $0 } NR == 3 { c = index($0, "^") }
     END { exit !(w ~ /^    4 \| \.\.\.@ @/ && w ~ /@;$/ && substr(w, c, 1) == "@" && length(w) < 180) }' window.txt \
  && echo "ok   a window around the caret" || { fail "window around the caret"; cat window.txt; }
status_is "--max-errors=x" 2 "$HYSC" --max-errors=x flood.mo
grep -qx "hysc: error: --max-errors wants a count from 0 to 1000000, not 'x'" status.err \
  && echo "ok   usage message" || fail "usage message: $(cat status.err)"
# 16 000 models and no -m: the messages name 10 of them, not all
awk 'BEGIN { for (i = 1; i <= 16000; i++) print "model M" i "\n  Real x;\nequation\n  x = 1;\nend M" i ";" }' > many.mo
status_is "-m X among 16000 models" 1 "$HYSC" -m X many.mo
grep -qx "many.mo: error: no model named 'X' in this file (it has 'M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M9', 'M10' and 15990 more)" status.err \
  && echo "ok   ten models named" || fail "message: $(head -c 300 status.err)"
status_is "16000 models, none named like the file" 1 "$HYSC" many.mo
close "notes naming models" "$(grep -c ': note: model' status.err)" 10 0
grep -qx "many.mo: note: and 15990 more models" status.err && echo "ok   and 15990 more" || fail "no 'and 15990 more'"
awk 'BEGIN { print "model U"; for (i = 1; i <= 16000; i++) print "  Real a" i ";"; print "equation\n  a1 = 1;\nend U;" }' > under.mo
status_is "16000 undetermined variables" 1 "$HYSC" under.mo
grep -q "nothing determines 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10', 'a11' and 15989 more$" status.err \
  && echo "ok   ten undetermined variables named" || fail "message: $(head -c 300 status.err)"
finish
