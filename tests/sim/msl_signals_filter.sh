# tests/msl/signals_filter.awk turns a comparisonSignals.txt into a
# --variable-filter that selects exactly its signals: array elements
# (h[2], m[1,2]), der(x) of --emit-derivatives, names with dots; comments,
# blank lines, quotes and "time" skipped.  A list longer than a filter may be
# (1000 bytes) selects whole arrays instead of their elements.
. "$TOP/tests/lib.sh"
cat > Signals.mo <<'MO'
model Signals
  Real h[3](each start = 1, each fixed = true);
  Real m[2, 2];
  Real hx "Not h[1]";
  Real h1 "Not h[1] either";
equation
  for i in 1:3 loop
    der(h[i]) = -i * h[i];
  end for;
  m = [h[1], h[2]; h[3], 2 * h[1]];
  hx = h[1] + 1;
  h1 = h[2] + 1;
  annotation(experiment(StopTime = 1, Interval = 0.25));
end Signals;
MO
build ./Signals.mo -o ./Signals
printf '%s\n' 'time' '"h[2]"' '// h[3]' '' 'm[1,2]' ' der(h[1]) ' > list.txt
filter=$(awk -f "$TOP/tests/msl/signals_filter.awk" list.txt)
./Signals --emit-derivatives --variable-filter="$filter" -o sel.csv || fail "run with the filter exited $?"
got=$(head -n 1 sel.csv)
[ "$got" = '"time","h[2]","m[1,2]","der(h[2])"' ] && echo "ok   header $got" || fail "header $got"
# without der(h[1])'s state h[1] in the file, no der(h[1]) column: the list
# names what the file can hold; h[2]'s derivative comes with h[2]
holds "h[2] at t=1 is exp(-2)" "$(last_value 'h[2]' sel.csv) - $(awk 'BEGIN { print exp(-2) }') < 1e-5"
# a long list: 200 elements of h and m, over 1000 bytes, gives whole arrays
awk 'BEGIN { for (i = 0; i < 100; i++) { print "h[" i "]"; print "m[" i ",1]" } }' > long.txt
filter=$(awk -f "$TOP/tests/msl/signals_filter.awk" long.txt)
[ "${#filter}" -le 1000 ] && echo "ok   long list filter of ${#filter} bytes" || fail "filter of ${#filter} bytes"
./Signals --variable-filter="$filter" -o long.csv || fail "run with the long filter exited $?"
got=$(head -n 1 long.csv)
[ "$got" = '"time","h[1]","h[2]","h[3]","m[1,1]","m[1,2]","m[2,1]","m[2,2]"' ] && echo "ok   header $got" \
  || fail "header $got"
printf '// only a comment\ntime\n' > none.txt
[ -z "$(awk -f "$TOP/tests/msl/signals_filter.awk" none.txt)" ] && echo "ok   no signal, no filter" \
  || fail "a filter from a list without signals"
finish
