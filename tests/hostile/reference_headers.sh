# --reference headers a careless or hostile file could have: a UTF-8 byte
# order mark (some editors write one) is skipped, not taken into the first
# name; a name twice, and two "time" columns, are refused (exit 2) since it
# would be open which column is compared; a 100 KB value and a megabyte of
# unknown column names are not echoed back: at most 64 bytes of a value or
# name, control characters as '?', and the unknown columns beyond the first
# 10 only counted.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
./Cooling -o own.csv || fail "./Cooling exited $?"

# the model's own result behind a byte order mark: T agrees to rounding
{ printf '\357\273\277'; cat own.csv; } > bom.csv
status_is "--reference with a byte order mark" 0 ./Cooling --compare --reference=bom.csv -o b.csv
# (the result is IDA's: Newmark agrees to its own error, 1e-7 of T)
for backend in IDA:1e-9 Newmark:1e-4; do
  row=$(awk -v b=${backend%:*} '$1 == "T" && $2 == b { print $3, $6 }' status.out | tail -n 1)
  holds "T against the reference on ${backend%:*}: max |diff| ${row% *} <= ${backend#*:} over ${row#* } values" \
    "${row% *} <= ${backend#*:} && ${row#* } >= 10"
done

# refused FILE MESSAGE: exit 2 and exactly MESSAGE on stderr, no result file
refused() {
  rm -f r-ida.csv r-newmark.csv
  status_is "--reference=$1" 2 ./Cooling --compare --reference="$1" -o r.csv
  [ "$(cat status.err)" = "$2" ] && echo "ok   message: $2" || fail "message: $(cat status.err), expected $2"
  [ ! -e r-ida.csv ] || fail "a run was made"
}
printf '"time","T","time"\n0,363.15,0\n1,298.34,1\n' > times.csv
refused times.csv 'Cooling: error: --reference=times.csv:1: the header names "time" twice (columns 1 and 3)'
printf '"time","T","x","T","x"\n0,363.15,0,1,0\n1,298.34,1,1,0\n' > twice.csv
refused twice.csv 'Cooling: error: --reference=twice.csv:1: the header names "T" twice (columns 2 and 4)'
long=$(awk 'BEGIN { while (n++ < 2000) printf "%s", "abcdefghijklmnopqrstuvwxyz0123456789_abcdefghijklm" }')
printf '"time","T","%s","%s"\n0,1,2,3\n1,2,3,4\n' "$long" "$long" > longtwice.csv
refused longtwice.csv "Cooling: error: --reference=longtwice.csv:1: the header names \"$(echo "$long" | cut -c1-64)...\" twice (columns 3 and 4)"
printf '"time","T"\n0,1\n1,nan(%s)\n' "$long" > longnan.csv
refused longnan.csv "Cooling: error: --reference=longnan.csv:3: value 2 of the row is not finite (nan($(echo "$long" | cut -c1-60)...)"
holds "the 100 KB value gives a message of $(wc -c < status.err) bytes" "$(wc -c < status.err) < 200"
# unknown names: a terminal escape shown clean, 1000 names of 10 KB each
# (10 MB of header) give 11 lines of at most 64 bytes of name each
awk -v long="$(echo "$long" | cut -c1-10000)" 'BEGIN { printf "\"time\",\"T\",\"\033[31mred\""; for (i = 0; i < 1000; i++) printf ",\"%d%s\"", i, long; print "";
                             for (r = 0; r < 2; r++) { printf "%d,%s,0", r, r ? "298.34" : "363.15"; for (i = 0; i < 1000; i++) printf ",0"; print "" } }' > unknown.csv
status_is "--reference with 1001 unknown columns" 0 ./Cooling --compare --reference=unknown.csv -o u.csv
grep -q '^  ?\[31mred  *in the reference only (not a variable of the model)$' status.out \
  && echo "ok   the escape is shown as ?" || fail "the escape: $(grep red status.out | od -c | head -n 3)"
holds "10 unknown columns named ($(grep -c 'in the reference only (not' status.out))" "$(grep -c 'in the reference only (not' status.out) == 10"
grep -qx '  ... and 991 more columns in the reference only (1001 in all)' status.out \
  && echo "ok   the others are counted" || fail "the others: $(grep 'more columns' status.out)"
widest=$(awk '{ if (length($0) > w) w = length($0) } END { print w }' status.out)
holds "the widest line of the comparison has $widest bytes (the header $(wc -c < unknown.csv))" "$widest < 200"
finish
