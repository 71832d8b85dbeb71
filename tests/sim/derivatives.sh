# --emit-derivatives: der(x) of each state x after the other columns, as
# OpenModelica writes them.  BouncingBall on both backends: der(h) = v on
# every row, the event rows included (the left limit's der(h) is the
# velocity before the impact, the right limit's after it), der(v) = -9.81;
# the MAT file holds the same values as the CSV file; --variable-filter
# keeps der(x) of the states it keeps; without the option no der() column.
# BouncingBalls (independent parts) with --no-event-rows is then simulated
# whole and gives der(h[i]) = v[i] too.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BB
build BouncingBalls -o ./BBs -p n=3
${CC:-cc} -std=c11 -O1 -o matread "$TOP/tests/matread.c" || { fail "cannot compile tests/matread.c"; finish; }

largest() { awk -F, '{ d = $1 - $2; if (d < 0) d = -d; if (d > m) m = d } END { printf "%.3g", m + 0 }'; }

for solver in ida newmark; do
  ./BB --solver=$solver --emit-derivatives -o $solver.csv || fail "$solver exited $?"
  head -1 $solver.csv | grep -qxF '"time","h","v","der(h)","der(v)"' && echo "ok   $solver: header with der(h), der(v)" \
    || fail "$solver: header $(head -1 $solver.csv)"
  column h $solver.csv > h.txt; column v $solver.csv > v.txt; column 'der(h)' $solver.csv > dh.txt; column 'der(v)' $solver.csv > dv.txt
  holds "$solver: max |der(h) - v| = $(paste -d, dh.txt v.txt | largest) <= 1e-9 on $(wc -l < v.txt) rows" \
    "$(paste -d, dh.txt v.txt | largest) <= 1e-9 && $(wc -l < v.txt) > 501"
  holds "$solver: der(v) = -9.81 on every row" "$(grep -cvx -- '-9.81' dv.txt) == 0"
  # the first impact's two rows: der(h) before (-g t1) and after (+e g t1)
  t1=$(awk -F, 'NR > 2 && $1 == p { print $1; exit } { p = $1 }' $solver.csv)
  close "$solver: der(h) of the left limit at t1 = $t1" "$(awk -F, -v t=$t1 '$1 == t { print $4; exit }' $solver.csv)" -4.42944691807 1e-6
  close "$solver: der(h) of the right limit" "$(awk -F, -v t=$t1 '$1 == t { v = $4 } END { print v }' $solver.csv)" 3.54355753446 1e-6
done
./BB --emit-derivatives -o bb.mat || fail "MAT run exited $?"
./matread bb.mat | sed -n '/^"time"/,$p' > back.csv
awk -F, 'NR == 1 { print; next } { for (i = 1; i <= NF; i++) printf "%s%.17g", (i > 1 ? "," : ""), $i; print "" }' ida.csv > ida17.csv
cmp -s back.csv ida17.csv && echo "ok   MAT: the same names and values as the CSV" || fail "MAT differs from CSV: $(diff back.csv ida17.csv | head -3)"
./BB --emit-derivatives --variable-filter=h -o f.csv || fail "filtered run exited $?"
head -1 f.csv | grep -qxF '"time","h","der(h)"' && echo "ok   --variable-filter=h: time, h, der(h)" || fail "filtered header $(head -1 f.csv)"
./BB -o plain.csv && ! head -1 plain.csv | grep -q 'der(' && echo "ok   no der() column by default" || fail "der() without the option"

./BBs --no-event-rows --emit-derivatives -o parts.csv 2> parts.err || fail "BouncingBalls exited $?"
for i in 1 2 3; do
  column "v[$i]" parts.csv > v.txt; column "der(h[$i])" parts.csv > dh.txt
  holds "BouncingBalls: max |der(h[$i]) - v[$i]| <= 1e-9 on 501 rows" \
    "$(paste -d, dh.txt v.txt | largest) <= 1e-9 && $(wc -l < dh.txt) == 501"
done
finish
