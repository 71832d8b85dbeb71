# Runs of more than 100 000 steps in total are no runaway: the guard counts
# the steps since the last output row, and IDA's counters, which join the
# statistics only after the run, must not count as taken since the last row.
#
# Oscillation: der(x) = cos(100 t), x(0) = 0, so x(t) = sin(100 t)/100; to
# t = 140 both backends take more than 100 000 steps in all (IDA about
# 105 000, Newmark about a million), each output row a few thousand apart.
# x(140) = sin(14000)/100 = 0.0087388410052927; the global error at the
# default tolerances stays below 1e-6 (measured: IDA 4e-7, Newmark 8e-8).
# Runaway: the same with w = 1e7 and one output row, at t = 1, needs some
# 10^7 steps before it: both backends stop after 100 000 with a message.
# Pendulum: models/Pendulum.mo to t = 1000 (about 200 000 IDA steps).
. "$TOP/tests/lib.sh"
cat > Oscillation.mo <<'MO'
model Oscillation
  parameter Real w = 100;
  Real x(start = 0, fixed = true);
equation
  der(x) = cos(w*time);
end Oscillation;
MO
build ./Oscillation.mo -o ./Oscillation

for solver in ida newmark; do
  ./Oscillation --solver=$solver --stop-time=140 --stats -o $solver.csv 2> $solver.err
  close "$solver: exit status of a run to t=140" $? 0 0
  steps=$(sed -n 's/^ *steps *\([0-9]*\)$/\1/p' $solver.err)
  holds "$solver: more than 100000 steps in all (${steps:-none})" "${steps:-0} > 100000"
  close "$solver: reaches t=140" "$(last_value time $solver.csv)" 140 1e-12
  close "$solver: x(140) = sin(14000)/100" "$(last_value x $solver.csv)" 0.0087388410052927 1e-6

  ./Oscillation --solver=$solver --set w=1e7 --stop-time=1 --interval=1 -o runaway-$solver.csv 2> runaway-$solver.err
  close "$solver: exit status of a runaway" $? 1 0
  grep -q "100000 steps\|100001 steps .*since the last output row" runaway-$solver.err \
    && echo "ok   $solver: the runaway stops after 100000 steps and says so" \
    || { fail "$solver: runaway message"; cat runaway-$solver.err; }
done

build Pendulum -o ./Pendulum
./Pendulum --stop-time=1000 -o pendulum.csv 2> pendulum.err
close "Pendulum to t=1000: exit status" $? 0 0
close "Pendulum: reaches t=1000" "$(last_value time pendulum.csv)" 1000 1e-9
x=$(last_value x pendulum.csv) y=$(last_value y pendulum.csv)
close "Pendulum: x^2 + y^2 = L^2 at t=1000" "$(awk -v x="$x" -v y="$y" 'BEGIN { print x*x + y*y }')" 1 1e-6
finish
