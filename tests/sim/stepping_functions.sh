# floor(u + 0.5), integer(u) and ceil(u) of a fast oscillation
# u = A sin(w t), A = 10.3, w = 200 rad/s, t in [0, 0.1]
# (tests/models/SteppingFunctions.mo): at every output time, on both
# backends and at two tolerances, the Integer columns equal the functions of
# that row's u, and they change as often as the exact solution says.
#
# Hand count: w T = 20 rad = 3 periods (6 pi) + 1.150 rad, and u rises
# monotonically from 0 to 10.3 sin(20) = 9.403 in the last 1.150 rad.
# floor(u+0.5): u+0.5 spans [-9.8, 10.8]; per period it crosses 1..10 going
#   up, 10..-9 going down, -9..0 going up: 40; then 1..9: 3*40 + 9 = 129.
# integer(u) = floor(u): per period 1..10 up, 10..-10 down, -10..0 up
#   (u = 0 is crossed upward at the period's end): 42; then 1..9: 135.
# ceil(u): as floor(u), and once more right at the start, where u = 0 and
#   rises (ceil(0) = 0, ceil(0+) = 1): 136.  IDA ignores a root function that
#   is exactly zero where it starts, so this first change used to come only
#   at the next event.
# Output rows are 1e-4 apart and crossings at least 1/(A w) = 4.9e-4 apart, so
# the total variation over the output rows counts every change.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/SteppingFunctions.mo" -o ./SteppingFunctions

for run in "ida" "newmark" "ida --rtol=1e-3" "newmark --rtol=1e-3"; do
  solver=${run%% *}
  extra=${run#$solver}
  # shellcheck disable=SC2086
  ./SteppingFunctions --solver=$solver $extra -o out.csv 2> run.err || { fail "$run exited $?"; cat run.err; continue; }
  awk -F, '
    function fl(x) { return x >= 0 || x == int(x) ? int(x) : int(x) - 1 }
    NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    { k = $1 * 1e4; if (k - int(k + 0.5) > 1e-6 || int(k + 0.5) - k > 1e-6) next  # output rows only
      u = $col["\"u\""]; a = $col["\"a\""]; b = $col["\"b\""]; c = $col["\"c\""]
      rows++
      if (rows > 1) { va += a > pa ? a - pa : pa - a; vb += b > pb ? b - pb : pb - b; vc += c > pc ? c - pc : pc - c }
      pa = a; pb = b; pc = c
      if ($1 == 0) next  # t = 0: the left and right values of the start event
      near = u + 0.5 - fl(u + 0.5); if (near > 1e-9 && near < 1 - 1e-9 && a != fl(u + 0.5)) { bad++; if (bad < 4) print "floor(u+0.5) wrong:", $0 }
      near = u - fl(u); if (near > 1e-9 && near < 1 - 1e-9 && (b != fl(u) || c != -fl(-u))) { bad++; if (bad < 4) print "integer/ceil wrong:", $0 } }
    END { printf "%d rows %d wrong %d %d %d\n", rows, bad, va, vb, vc }' out.csv > check.txt
  cat check.txt
  tail -n 1 check.txt | { read -r rows _ wrong _ va vb vc; echo "$rows $wrong $va $vb $vc"; } > counts.txt
  read -r rows wrong va vb vc < counts.txt
  close "$run: rows at output times (1001, and the start event's two)" "$rows" 1003 1
  close "$run: rows with a wrong floor/integer/ceil" "$wrong" 0 0
  close "$run: changes of floor(u+0.5)" "$va" 129 0
  close "$run: changes of integer(u)" "$vb" 135 0
  close "$run: changes of ceil(u)" "$vc" 136 0
done
finish
