# tests/msl/compare.awk (the result column of the MSL table) reads the
# header of a result whose quoted names hold commas ("b.T[1,2]"), as hysc
# writes the elements of matrices: each signal is found in its own column.
. "$TOP/tests/lib.sh"
printf 'time\nb.x\nb.y\n' > signals.txt
printf '"time","b.x","b.y"\n0,0,0\n1,2,3\n' > reference.csv
printf '"time","b.T[1,1]","b.T[1,2]","b.x","b.y"\n0,9,9,0,0\n1,9,9,2,3\n' > ours.csv
got=$(awk -v rtol=1e-3 -f "$TOP/tests/msl/compare.awk" signals.txt reference.csv ours.csv 2> compare.err)
[ "$got" = match ] && echo "ok   quoted names with commas: $got" || fail "quoted names with commas: '$got' $(cat compare.err)"
printf '"time","b.T[1,1]","b.T[1,2]","b.x","b.y"\n0,9,9,0,0\n1,9,9,2,3.5\n' > ours.csv
got=$(awk -v rtol=1e-3 -f "$TOP/tests/msl/compare.awk" signals.txt reference.csv ours.csv 2> compare.err)
[ "$got" = differ:1/2 ] && grep -q "b.y leaves the tube at t=1" compare.err && echo "ok   a difference found: $got" ||
  fail "a difference: '$got' $(cat compare.err)"
finish
