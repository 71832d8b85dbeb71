# Constant tables over an enumeration read with subscripts that change at
# events, with tests/library/Tri (three-valued logic '0', '1', 'X', numbered
# 1, 2, 3) on the library path:
# - dimensions named by the enumeration (And[L, L], delayTable[L, L]);
# - subscripts that are discrete variables: an AND gate in an equation, an
#   inverter whose delay an algorithm's when-statement looks up, a D
#   flip-flop reading [pre(clock), clock] in an algorithm of discrete
#   variables (pre() is the start during initialization), a subscript
#   integer(delay(Integer(pre(x)), d)) that follows a delayed jump at the
#   time event where it comes back;
# - asserts inside if-statements of discrete algorithms (the sources);
# - a block extending a base whose imports it does not see (E.'X', [E, E]),
#   and a base's modifier naming its own import (V.'X');
# - an array of components whose inner arrays have per-instance sizes, one
#   over the enumeration (census[L], for l in L), a function with a local
#   array and a loop over it;
# - a subscript leaving the range at run time: an error naming the
#   subscript, the time and the line, not a crash.
# Values derived by hand in the comments; both backends.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
LIB="$TOP/tests/library"

cat > TriRun.mo <<'MODEL'
model TriRun
  import L = Tri.Logic;
  Tri.Sources.Table a(x = {L.'1', L.'0', L.'1'}, t = {0.5, 1.0, 2.0}, y0 = L.'0');
  Tri.Sources.Table b(x = {L.'X'}, t = {1.5}, y0 = L.'1');
  Tri.Sources.Table c(x = {L.'1', L.'0', L.'1', L.'X', L.'1'}, t = {0.3, 0.6, 0.8, 1.6, 1.8}, y0 = L.'0');
  Tri.Gates.And2 and2;
  Tri.Gates.Inverter inv(tLH = 0.1, tHL = 0.2);
  Tri.Gates.TransportDelay td(d = 0.25);
  Tri.Gates.DFF ff;
  Tri.Registers.DFFFall ff2;
  Tri.Gates.AndN g[2](n = {3, 2});
equation
  connect(a.y, and2.a);
  connect(b.y, and2.b);
  connect(a.y, inv.x);
  connect(a.y, td.x);
  connect(a.y, ff.d);
  connect(c.y, ff.clock);
  connect(a.y, ff2.d);
  connect(c.y, ff2.clock);
  connect(a.y, g[1].x[1]);
  connect(b.y, g[1].x[2]);
  connect(c.y, g[1].x[3]);
  connect(inv.y, g[2].x[1]);
  connect(td.y, g[2].x[2]);
end TriRun;
MODEL
"$HYSC" -L "$LIB" -o ./tri TriRun.mo 2> tri.err || fail "hysc TriRun.mo exited $?: $(cat tri.err)"
# a: 0 on [0,.5), 1 on [.5,1), 0 on [1,2), 1 from 2;  b: 1, X from 1.5;
# c (the clock): 0, 1 at .3, 0 at .6, 1 at .8, X at 1.6, 1 at 1.8.
# and2 = And[a, b]; inv: X, then Not[a] after tLH = .1 (rise) or tHL = .2
# (fall): 1 at .1, 0 at .7, 1 at 1.1, 0 at 2.2; td: X before .25, then a
# .25 later; ff: d = a at rising clock edges (.3: 0, .8: 1), X from X->1 at
# 1.8; ff2: a at the falling edge .6 (1); g[1] = And of a, b, c; g[2] = And
# of inv, td.  Columns: time a b c and2 inv td ff ff2 g1 g2 (1 '0', 2 '1', 3 'X').
expected='
0.05 1 2 1 1 3 3 3 3 1 3
0.2  1 2 1 1 2 3 3 3 1 3
0.4  1 2 2 1 2 1 1 3 1 1
0.55 2 2 2 2 2 1 1 3 2 1
0.65 2 2 1 2 2 1 1 2 1 1
0.72 2 2 1 2 1 1 1 2 1 1
0.78 2 2 1 2 1 2 1 2 1 1
0.9  2 2 2 2 1 2 2 2 2 1
1.15 1 2 2 1 2 2 2 2 1 2
1.3  1 2 2 1 2 1 2 2 1 1
1.7  1 3 3 1 2 1 2 2 1 1
1.9  1 3 2 1 2 1 3 2 1 1
2.1  2 3 2 3 2 1 3 2 3 1
2.23 2 3 2 3 1 1 3 2 3 1
2.3  2 3 2 3 1 2 3 2 3 1'
names="a.y b.y c.y and2.y inv.y td.y ff.q ff2.q g[1].y g[2].y"
for solver in ida newmark; do
  ./tri --solver=$solver --stop-time=2.5 --interval=0.01 --events -o tri.csv 2> tri.events ||
    fail "tri --solver=$solver exited $?: $(head -3 tri.events)"
  echo "$expected" | while read -r t values; do
    [ -n "$t" ] || continue
    set -- $values
    for name in $names; do
      close "$solver: $name at t=$t" "$(at "$name" "$t" tri.csv)" "$1" 0
      shift
    done
  done
  # the inverter's delayed output: its elsewhen at t_next = .1, .7, 1.1, 2.2
  for k in "1 0.1" "2 0.7" "3 1.1" "4 2.2"; do
    set -- $k
    close "$solver: inverter output event $1" "$(grep 'time >= inv.t_next' tri.events | grep -v relation | nth "$1" | sed 's/^event t=\([^ ]*\).*/\1/')" "$2" 1e-9
  done
  # the transport delay's subscript follows each jump of a .25 later, at the
  # time event that brings it back: integer(delay()) changes at .75, 1.25, 2.25
  for k in "1 0.75" "2 1.25" "3 2.25"; do
    set -- $k
    close "$solver: delayed subscript change $1" "$(grep 'floor/ceil/integer value 1 changed' tri.events | sed -n "$(($1 + 1))p" | sed 's/^event t=\([^ ]*\).*/\1/')" "$2" 1e-9
  done
  # the subscript, repeated in each choice among the three elements and in
  # the range assert, is one delay line and one frozen integer value
  close "$solver: other delay lines and integer values" "$(grep -c 'delay number [2-9]\|integer value [2-9]' tri.events)" 0 0
done

# an array of components over the enumeration joined in a for-equation over
# it, and a function whose local array and loop run over the enumeration:
# census[l].count[k] is how many of a, b are the literal k (the same for
# every l).  a: 0, 1 at .5, X at 1; b: 1, X at .7.
cat > CensusRun.mo <<'MODEL'
model CensusRun
  import L = Tri.Logic;
  Tri.Sources.Table a(x = {L.'1', L.'X'}, t = {0.5, 1.0}, y0 = L.'0');
  Tri.Sources.Table b(x = {L.'X'}, t = {0.7}, y0 = L.'1');
  Tri.Gates.Census census[L](each n = 2);
equation
  for l in L loop
    connect(a.y, census[l].x[1]);
    connect(b.y, census[l].x[2]);
  end for;
end CensusRun;
MODEL
"$HYSC" -L "$LIB" -o ./census CensusRun.mo 2> census.err || fail "hysc CensusRun.mo exited $?: $(cat census.err)"
for solver in ida newmark; do
  ./census --solver=$solver --stop-time=1.5 -o census.csv || fail "census --solver=$solver exited $?"
  for row in "0.3 1 1 0" "0.6 0 2 0" "0.8 0 1 1" "1.2 0 0 2"; do
    set -- $row
    t=$1; shift
    for k in 1 2 3; do
      close "$solver: census[3].count[$k] at t=$t" "$(at "census[3].count[$k]" "$t" census.csv)" "$1" 0
      shift
    done
  done
  close "$solver: census[1].count[2] at t=0.6" "$(at "census[1].count[2]" 0.6 census.csv)" 2 0
done

# a subscript out of range at run time: k = 1 + 2 at t = 1 reads Not[3] ('X'),
# k0 = 2 makes it Not[4] of 3: the run stops there, the subscript and the
# table named as written
cat > PickRun.mo <<'MODEL'
model PickRun
  parameter Integer k0 = 1;
  Tri.Sources.Pick p(k0 = k0, tk = 1);
end PickRun;
MODEL
"$HYSC" -L "$LIB" -o ./pick PickRun.mo 2> pick.err || fail "hysc PickRun.mo exited $?: $(cat pick.err)"
for solver in ida newmark; do
  ./pick --solver=$solver --stop-time=2 -o pick.csv || fail "pick --solver=$solver exited $?"
  close "$solver: Not[1] before t=1" "$(at p.y 0.99 pick.csv)" 2 0
  close "$solver: Not[3] after t=1" "$(at p.y 2 pick.csv)" 3 0
  status_is "$solver: Not[4]" 1 ./pick --solver=$solver --stop-time=2 --set k0=2 -o pick.csv
  if grep -q "at t=1.*subscript k of 'Tables.Not' out of range: dimension 1 has size 3.*Sources.mo:32" status.err; then
    echo "ok   $solver: the error names the subscript, the time and the line"
  else
    fail "$solver: the error is '$(cat status.err)'"
  fi
done
finish
