# tests/msl/compare.awk, the whole-run comparison of tests/msl/run.sh with a
# tube around the reference curve (csv-compare's sizes: half-width 2e-3 of
# the run in time, half-height 2e-3 of max - min + |min| in value), on CSV
# files written here from formulas: a reference on a 0.01 grid over [0, 1]
# with sine.y = sin(2 pi t) and step.y[1] jumping from 0 to 1 at t = 0.5
# (two rows there), so dt = 0.002, dy = 0.006 for the sine and 0.002 for the
# step; ours on a 0.004 grid.  Then tests/msl/run.sh end to end on a small
# library of our own named like the standard one, whose example matches its
# reference at the stop time but not during the run.
. "$TOP/tests/lib.sh"
cmp_awk=$TOP/tests/msl/compare.awk

# curve FILE STEP SINE-OFFSET-FROM SINE-OFFSET-TO SINE-OFFSET JUMP [END]: a
# CSV on a STEP grid up to END (default 1) with rows on both sides of the
# jump at JUMP (and of the offset's ends); the sine is raised by
# SINE-OFFSET on [FROM, TO)
curve() {
  awk -v h="$2" -v from="$3" -v to="$4" -v off="$5" -v jump="$6" -v end="${7:-1}" '
    function row(t, side,   s) {
      s = sin(2 * 3.141592653589793 * t)
      if (t > from || (t == from && side)) if (t < to || (t == to && !side)) s += off
      printf "%.17g,%.17g,%d\n", t, s, (t > jump || (t == jump && side))
    }
    BEGIN {
      print "\"time\",\"sine.y\",\"step.y[1]\""
      n = split(from " " to " " jump, extra, " ")
      for (k = 0; k * h <= end + 1e-12; k++) {
        t = sprintf("%.12g", k * h) + 0; if (t > end) t = end
        for (i = 1; i <= n; i++)
          if (extra[i] > (k - 1) * h + 1e-12 && extra[i] < t - 1e-12) { row(extra[i], 0); row(extra[i], 1) }
        twice = 0
        for (i = 1; i <= n; i++) if (extra[i] == t) twice = 1
        row(t, 0); if (twice) row(t, 1)
      }
    }' > "$1"
}
printf '"time"\n"sine.y"\n"step.y[1]"\n' > signals.txt
curve reference.csv 0.01 2 2 0 0.5

# verdict LABEL EXPECTED-RESULT EXPECTED-STDERR-PATTERN OURS [AWK-OPTIONS]
# (an empty pattern: nothing on standard error)
verdict() {
  label=$1 want=$2 pattern=$3 ours=$4; shift 4
  got=$(awk "$@" -f "$cmp_awk" signals.txt reference.csv "$ours" 2> verdict.err)
  if [ -z "$pattern" ]; then [ ! -s verdict.err ]; else grep -q -- "$pattern" verdict.err; fi
  said=$?
  if [ "$got" = "$want" ] && [ $said = 0 ]; then
    echo "ok   $label: $got $(cat verdict.err)"
  else
    fail "$label: '$got' (expected '$want'), standard error '$(cat verdict.err)' (expected /$pattern/)"
  fi
}

curve inside.csv 0.004 0 2 0.004 0.5
verdict "sine 0.004 above the reference, same jump" match '' inside.csv

curve bump.csv 0.004 0.7 0.8 0.05 0.5
verdict "sine 0.05 above it on [0.7, 0.8)" differ:1/2 \
  '^sine\.y leaves the tube at t=0\.7: -0\.90105[0-9]* outside \[-0\.96056[0-9]*, -0\.94080[0-9]*\]$' bump.csv
verdict "the same at the stop time only (-v mode=stop)" match '' bump.csv -v mode=stop
verdict "the same with an absolute tolerance 0.05 in value" match '' bump.csv -v atol=0.05

curve late_in.csv 0.004 2 2 0 0.5015
verdict "jump 0.0015 late (within dt = 0.002)" match '' late_in.csv
curve early_in.csv 0.004 2 2 0 0.4985
verdict "jump 0.0015 early" match '' early_in.csv
curve late_out.csv 0.004 2 2 0 0.5025
verdict "jump 0.0025 late" differ:1/2 '^step\.y\[1\] leaves the tube at t=0\.5025: 0 outside \[0\.998, 1\.002\]$' late_out.csv
verdict "the same with an absolute tolerance 0.001 in time" match '' late_out.csv -v tatol=0.001
curve early_out.csv 0.004 2 2 0 0.4975
verdict "jump 0.0025 early" differ:1/2 '^step\.y\[1\] leaves the tube at t=0\.4975: 1 outside \[-0\.002, 0\.002\]$' early_out.csv

# both leave: the one leaving first is named, the other follows with its time
curve both.csv 0.004 0.7 0.8 0.05 0.5025
verdict "step late and sine bumped" differ:2/2 '^step\.y\[1\] leaves the tube at t=0\.5025: .*; also sine\.y (t=0\.7)$' both.csv

# ours with rows at 0 and 1 only: both inside, the straight line between
# them is not; checked at the reference's times, it leaves at the first
printf '"time","sine.y","step.y[1]"\n0,0,0\n0.5,0,0\n0.5,0,1\n1,0,1\n' > coarse.csv
verdict "rows at 0, 0.5, 1 only" differ:1/2 '^sine\.y leaves the tube at t=0\.01: 0 outside \[0\.044[0-9]*, 0\.08[0-9]*\]$' coarse.csv

awk -F, 'NR == 1 { print "\"time\",\"sine.y\""; next } { print $1 "," $2 }' inside.csv > no_step.csv
verdict "step.y[1] not in ours" missing:1 '^step\.y\[1\] not in the result$' no_step.csv
curve short.csv 0.004 2 2 0 0.5 0.8
verdict "ours ends at 0.8" short '^ends at time 0\.8, the reference at 1$' short.csv

# run.sh end to end: x integrates a unit pulse on [0.5, 0.6), the reference
# one on [0.4, 0.5), so both end at 0.1; on the 0.01 grid of both, ours
# first leaves the tube at t = 0.41 (the reference is at 0.01, ours at 0)
mkdir -p lib/Modelica/Blocks ref/Modelica/Blocks/Examples/Pulse
printf 'package Modelica\nend Modelica;\n' > lib/Modelica/package.mo
cat > lib/Modelica/Blocks/package.mo << 'EOF'
within Modelica;
package Blocks
  package Examples
    model Pulse
      Real x(start = 0, fixed = true);
    equation
      der(x) = if time >= 0.5 and time < 0.6 then 1 else 0;
      annotation(experiment(StopTime = 1, Interval = 0.01));
    end Pulse;
  end Examples;
end Blocks;
EOF
printf '"time"\n"x"\n' > ref/Modelica/Blocks/Examples/Pulse/comparisonSignals.txt
awk 'BEGIN { print "\"time\",\"x\""
  for (k = 0; k <= 100; k++) { t = k / 100; printf "%.17g,%.17g\n", t, t < 0.4 ? 0 : t < 0.5 ? t - 0.4 : 0.1 } }' \
  > ref/Modelica/Blocks/Examples/Pulse/Pulse.csv
sh "$TOP/tests/msl/run.sh" -j 1 lib ref > table.txt 2>&1 || fail "run.sh exited $?"
row=$(grep '^Modelica.Blocks.Examples.Pulse ' table.txt)
echo "$row" | grep -q ' ok  *ok  *ok  *ok  *differ:1/1 .*  x leaves the tube at t=0\.41: 0 outside \[0\.0078, 0\.0122\]$' \
  && echo "ok   run.sh: $row" || { fail "run.sh row: $row"; cat table.txt; }
grep -q '^# reference results: .*tube over the whole run: rtol 2e-3' table.txt \
  && echo "ok   run.sh names the tube's tolerances" || fail "run.sh header: $(grep '^# ref' table.txt)"
sh "$TOP/tests/msl/run.sh" -j 1 -s lib ref > table_s.txt 2>&1 || fail "run.sh -s exited $?"
row=$(grep '^Modelica.Blocks.Examples.Pulse ' table_s.txt)
echo "$row" | grep -q ' ok  *ok  *ok  *ok  *match ' && echo "ok   run.sh -s: $row" || { fail "run.sh -s row: $row"; cat table_s.txt; }
MSL_TIME_ATOL=0.02 sh "$TOP/tests/msl/run.sh" -j 1 lib ref > table_t.txt 2>&1 || fail "run.sh exited $?"
row=$(grep '^Modelica.Blocks.Examples.Pulse ' table_t.txt)
echo "$row" | grep -q ' differ:1/1 .*x leaves the tube at t=0\.43: ' \
  && echo "ok   run.sh with MSL_TIME_ATOL=0.02: $row" || { fail "MSL_TIME_ATOL row: $row"; cat table_t.txt; }
finish
