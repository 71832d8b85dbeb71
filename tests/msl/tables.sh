#!/bin/sh
# tests/msl/tables.sh [MSL_DIR] - the Modelica Standard Library's table
# blocks, as a user writes them, with MSL's own C (ModelicaStandardTables,
# built into the cache from its C-Sources or taken from its archives).
# Without MSL_DIR it prints "skipped" and succeeds; tests/msl/check.sh runs it.
#
# CombiTimeTable with table = [0, 0; 1, 1; 2, 4], linear segments, time
# events at the points (MSL's defaults) and extrapolation through the last
# two points: y = t up to 1, then 1 + 3 (t - 1), and past 2 the same line:
# y(0.5) = 0.5, y(1.5) = 2.5, y(2.5) = 5.5, y(3) = 7.  The block's output is
# an algebraic variable that IDA solves to its tolerance (1e-6 relative), so
# 1e-5 on both backends.
#
# CombiTable1Ds with table = [0, 0, 1; 1, 1, 3; 2, 4, 5], columns {2, 3},
# linear, u = 2 t - 0.5: at t = 0 (u = -0.5, extrapolated) y = {-0.5, 0},
# at t = 0.75 (u = 1, a kink of column 2) y = {1, 3}, at t = 1.5 (u = 2.5)
# y = {5.5, 6}; 1e-5 again: the outputs are IDA's unknowns too (an equation
# that calls a function stays in the solver).
set -u
if [ $# = 0 ]; then
  echo "skipped: no MSL directory given (usage: $0 MSL_DIR)"
  exit 0
fi
. "$(dirname "$0")/setup.sh"
unset MODELICAPATH

cat > TimeTable.mo <<'MO'
model TimeTable "a CombiTimeTable with its table in the model"
  Modelica.Blocks.Sources.CombiTimeTable tab(table = [0, 0; 1, 1; 2, 4],
    smoothness = Modelica.Blocks.Types.Smoothness.LinearSegments);
  Real y = tab.y[1];
end TimeTable;
MO
cat > Table1D.mo <<'MO'
model Table1D "a CombiTable1Ds of two columns, its input a ramp"
  Modelica.Blocks.Tables.CombiTable1Ds tab(table = [0, 0, 1; 1, 1, 3; 2, 4, 5], columns = {2, 3},
    smoothness = Modelica.Blocks.Types.Smoothness.LinearSegments);
  Real y1 = tab.y[1];
  Real y2 = tab.y[2];
equation
  tab.u = 2 * time - 0.5;
end Table1D;
MO

# at TIME NAME CSV: NAME's value in the row at TIME
at() {
  awk -F, -v t="$1" -v name="\"$2\"" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == name) c = i; next }
    { d = $1 - t; if (d < 0) d = -d; if (c && d < 1e-9) { print $c; exit } }' "$3"
}

for model in TimeTable Table1D; do
  "$HYSC" -L "$msl" -o ./$model $model.mo > $model.log 2>&1 || { sed -n 1,20p $model.log; fail "hysc $model exited $?"; }
done
for solver in ida newmark; do
  if [ -x TimeTable ]; then
    ./TimeTable --solver=$solver --stop-time=3 --interval=0.25 -o tt_$solver.csv > /dev/null 2> tt_$solver.err ||
      fail "TimeTable $solver: exited $? ($(head -1 tt_$solver.err))"
    close "CombiTimeTable $solver: y(0.5)" "$(at 0.5 y tt_$solver.csv)" 0.5 1e-5
    close "CombiTimeTable $solver: y(1.5)" "$(at 1.5 y tt_$solver.csv)" 2.5 1e-5
    close "CombiTimeTable $solver: y(2.5)" "$(at 2.5 y tt_$solver.csv)" 5.5 1e-5
    close "CombiTimeTable $solver: y(3)" "$(at 3 y tt_$solver.csv)" 7 1e-5
  fi
  if [ -x Table1D ]; then
    ./Table1D --solver=$solver --stop-time=1.5 --interval=0.25 -o t1_$solver.csv > /dev/null 2> t1_$solver.err ||
      fail "Table1D $solver: exited $? ($(head -1 t1_$solver.err))"
    close "CombiTable1Ds $solver: y[1](0)" "$(at 0 y1 t1_$solver.csv)" -0.5 1e-5
    close "CombiTable1Ds $solver: y[2](0)" "$(at 0 y2 t1_$solver.csv)" 0 1e-5
    close "CombiTable1Ds $solver: y[1](0.75)" "$(at 0.75 y1 t1_$solver.csv)" 1 1e-5
    close "CombiTable1Ds $solver: y[2](0.75)" "$(at 0.75 y2 t1_$solver.csv)" 3 1e-5
    close "CombiTable1Ds $solver: y[1](1.5)" "$(at 1.5 y1 t1_$solver.csv)" 5.5 1e-5
    close "CombiTable1Ds $solver: y[2](1.5)" "$(at 1.5 y2 t1_$solver.csv)" 6 1e-5
  fi
done
finish
