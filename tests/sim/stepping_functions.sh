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
# The changes are counted in the --events log, where the frozen values are
# numbered in order: 1 floor(u + 0.5), 3 integer(u), 4 ceil(u).
#
# Brief excursions (A = 0.50001): u + 0.5 exceeds 1 only while
# sin(w t) > 0.5/0.50001, for 2 acos(0.99998)/w = 6.3e-5 s around each crest,
# and goes below 0 as briefly at each trough; an IDA step can hold a whole
# excursion, with both ends on the same side.  3 crests and 3 troughs in
# (0, 0.1] (the 4th crest is at 6.5 pi > 20 rad): floor(u+0.5) changes 12
# times; floor(u) at the 6 zeros k pi/w (k = 1..6): 6; ceil(u) also at the
# start: 7.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/SteppingFunctions.mo" -o ./SteppingFunctions

for case in "ida:129 135 136" "newmark:129 135 136" "ida --rtol=1e-3:129 135 136" \
            "newmark --rtol=1e-3:129 135 136" "ida --set A=0.50001:12 6 7" \
            "newmark --set A=0.50001:12 6 7"; do
  run=${case%%:*}
  set -- ${case#*:}
  solver=${run%% *}
  extra=${run#$solver}
  # shellcheck disable=SC2086
  ./SteppingFunctions --solver=$solver $extra --events -o out.csv 2> run.err || { fail "$run exited $?"; cat run.err; continue; }
  awk -F, '
    function fl(x) { return x >= 0 || x == int(x) ? int(x) : int(x) - 1 }
    NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    { k = $1 * 1e4; if (k - int(k + 0.5) > 1e-6 || int(k + 0.5) - k > 1e-6) next  # output rows only
      u = $col["\"u\""]; a = $col["\"a\""]; b = $col["\"b\""]; c = $col["\"c\""]
      rows++
      if ($1 == 0) next  # t = 0: the left and right values of the start event
      near = u + 0.5 - fl(u + 0.5); if (near > 1e-9 && near < 1 - 1e-9 && a != fl(u + 0.5)) { bad++; if (bad < 4) print "floor(u+0.5) wrong:", $0 }
      near = u - fl(u); if (near > 1e-9 && near < 1 - 1e-9 && (b != fl(u) || c != -fl(-u))) { bad++; if (bad < 4) print "integer/ceil wrong:", $0 } }
    END { printf "%d rows %d wrong\n", rows, bad }' out.csv > check.txt
  cat check.txt
  tail -n 1 check.txt | { read -r rows _ wrong _; echo "$rows $wrong"; } > counts.txt
  read -r rows wrong < counts.txt
  close "$run: rows at output times (1001, and the start event's two)" "$rows" 1003 1
  close "$run: rows with a wrong floor/integer/ceil" "$wrong" 0 0
  close "$run: changes of floor(u+0.5)" "$(grep -c ' value 1 changed' run.err)" "$1" 0
  close "$run: changes of integer(u)" "$(grep -c ' value 3 changed' run.err)" "$2" 0
  close "$run: changes of ceil(u)" "$(grep -c ' value 4 changed' run.err)" "$3" 0
done
finish
