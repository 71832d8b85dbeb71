# Relations of time against parameters (time < t0, time - t0 >= w,
# 2*time > t1 + 0.2 with t1 a parameter with fixed = false, a when-clause
# on time >= t0 + w) switch at time events, exactly at their times, with no
# root function (root-finding iterations 0), on both backends; --set t0
# moves them.  By hand: der(x) = 1 before t0, 2 up to t0 + w, then 3, so
# x(1) = t0 + 2 w + 3 (1 - t0 - w); der(y) = 1 from (t1 + 0.2)/2 = t0 + 0.1,
# y(1) = 0.9 - t0; n counts the when-clause once.  A relation on a state
# (x > 1) next to them keeps its root function and its state event:
# x = 1 at t0 + w + (1 - t0 - 2 w)/3.  As an FMU, the importer gets their
# times as nextEventTime.
. "$TOP/tests/lib.sh"
cat > TimeSwitch.mo <<'MODEL'
model TimeSwitch
  parameter Real t0 = 0.3, w = 0.25;
  parameter Real t1(fixed = false);
  Real x(start = 0, fixed = true), y(start = 0, fixed = true);
  Integer n(start = 0, fixed = true);
initial equation
  t1 = 2 * t0;
equation
  der(x) = if time < t0 then 1 else if time - t0 >= w then 3 else 2;
  der(y) = if 2 * time > t1 + 0.2 then 1 else 0;
  when time >= t0 + w then
    n = pre(n) + 1;
  end when;
end TimeSwitch;
MODEL
sed -e 's/TimeSwitch/TimeAndState/' -e 's/^end TimeAndState;/  when x > 1 then\
    m = time;\
  end when;\
end TimeAndState;/' -e 's/Integer n(start = 0, fixed = true);/&\
  discrete Real m(start = 0, fixed = true);/' TimeSwitch.mo > TimeAndState.mo
build ./TimeSwitch.mo -o ./ts
build ./TimeAndState.mo -o ./tas
# the time of the event that switched relation $1 in $2; sum EXPR
sum() { awk "BEGIN { printf \"%.17g\", $1 }"; }
switch_time() { grep "time event relation $1 became" "$2" | nth 1 | sed 's/^event t=\([^ ]*\) .*/\1/'; }
for solver in ida newmark; do
  for t0 in 0.3 0.4; do
    ./ts --solver=$solver --set t0=$t0 --stop-time=1 --interval=0.01 --events --stats -o $solver.csv \
      2> $solver.err || { fail "$solver: exit $?"; cat $solver.err; }
    close "$solver t0=$t0: time < t0 switches at" "$(switch_time 'time < t0' $solver.err)" $t0 1e-12
    close "$solver t0=$t0: time - t0 >= w at" "$(switch_time 'time - t0 >= w' $solver.err)" "$(sum "$t0 + 0.25")" 1e-12
    close "$solver t0=$t0: 2 * time > t1 + 0.2 at" "$(switch_time '2 \* time > t1 + 0.2' $solver.err)" \
      "$(sum "$t0 + 0.1")" 1e-12
    close "$solver t0=$t0: x(1)" "$(last_value x $solver.csv)" "$(sum "$t0 + 0.5 + 3 * (0.75 - $t0)")" 1e-6
    close "$solver t0=$t0: y(1)" "$(last_value y $solver.csv)" "$(sum "0.9 - $t0")" 1e-6
    close "$solver t0=$t0: n(1)" "$(last_value n $solver.csv)" 1 0
    roots=$(sed -n 's/^ *root-finding iterations *//p' $solver.err)
    holds "$solver t0=$t0: no root-finding iteration (got '$roots')" "${roots:-1} == 0"
  done
  ./tas --solver=$solver --stop-time=1 --interval=0.01 --events -o $solver.csv 2> $solver.err ||
    { fail "$solver: TimeAndState exit $?"; cat $solver.err; }
  close "$solver: time < t0 next to a state event at" "$(switch_time 'time < t0' $solver.err)" 0.3 1e-12
  close "$solver: x > 1 (its root) at" "$(last_value m $solver.csv)" "$(sum "0.55 + 0.2 / 3")" 1e-6
  close "$solver: x(1) next to a state event" "$(last_value x $solver.csv)" 2.15 1e-6
done
# As a model-exchange FMU: its event indicators of these relations are
# constant, and the FMU reports their times as nextEventTime, where the
# importer stops (events at 0.3, 0.4 and 0.55 exactly); x(1) as by hand.
. "$TOP/tests/fmi/setup.sh"
"$HYSC" --fmu=me -o ts.fmu TimeSwitch.mo && unpack ts.fmu ts || fail "hysc --fmu=me exited $?"
./importer ts me 1 0.05 -- x > fmu.csv 2> fmu.err || fail "importer exited $?: $(cat fmu.err)"
for t in 0.3 0.4 0.55; do
  n=$(sed -n 's/^event t=\([^ ]*\) importer$/\1/p' fmu.err | awk -v t=$t '{ d = $1 - t; if (d < 0) d = -d; if (d <= 1e-12) n++ } END { print n + 0 }')
  holds "FMU: an event at $t exactly (got $n)" "$n == 1"
done
close "FMU: x(1)" "$(tail -n 1 fmu.csv | cut -d, -f2)" 2.15 1e-6
finish
