# Long models whose look-ups were linear scans, so that the front end was
# quadratic or worse (a chain of 1e4 algebraic definitions took 17 s, one
# of 16 000 parameter bindings 300 s): a chain a_i = a_(i-1) + 1, many
# independent pendulums (each a position constraint, reduced with its
# multiplier), parameters p_i = p_(i-1) + 1 declared last to first, and
# pendulums at rest with all four start values fixed (each constraint once
# differentiated by every fixed state to relax one: 1000 of them took 36 s
# and 11 GB).  8x the equations must cost at most 16x the time (+ 1 s of
# noise) and 8x the memory (quadratic: 64x).
. "$TOP/tests/lib.sh"
chain() {
  printf 'model L\n  Real x(start = 1, fixed = true);\n'
  awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) print "  Real a" i ";"; print "equation\n  der(x) = -x;\n  a1 = x + 1;";
                         for (i = 2; i <= n; i++) print "  a" i " = a" i - 1 " + 1;"; print "end L;" }'
}
pendulums() {
  awk -v n="$1" 'BEGIN { print "model P";
    for (i = 1; i <= n; i++) printf "  Real x%d(start = 1);\n  Real y%d(start = 0, fixed = true);\n  Real vx%d(start = 0);\n  Real vy%d(start = 0, fixed = true);\n  Real l%d;\n", i, i, i, i, i;
    print "equation";
    for (i = 1; i <= n; i++) printf "  der(x%d) = vx%d;\n  der(y%d) = vy%d;\n  der(vx%d) = -l%d * x%d;\n  der(vy%d) = -9.81 - l%d * y%d;\n  x%d^2 + y%d^2 = 1;\n", i, i, i, i, i, i, i, i, i, i, i, i;
    print "end P;" }'
}
parameters() {
  awk -v n="$1" 'BEGIN { print "model Q\n  Real x(start = 0, fixed = true);";
    for (i = n; i > 1; i--) print "  parameter Real p" i " = p" i - 1 " + 1;";
    print "  parameter Real p1 = 1;\nequation\n  der(x) = p" n ";\n  annotation(experiment(StopTime = 1));\nend Q;" }'
}
rested() { pendulums "$1" | sed 's/(start = \([01]\))/(start = \1, fixed = true)/'; }
for shape in chain:2000 pendulums:250 parameters:2000 rested:100; do
  grows_linearly "${shape%:*}" "${shape#*:}"
done
close "multipliers in the 2000-pendulum model" "$("$HYSC" --dump-flat big_pendulums.mo | grep -c '^  algebraic Real __mu')" 2000 0
# the parameters in dependency order: p_40 = 40, so x(1) = 40
parameters 40 > params.mo
build ./params.mo -o ./params
./params -o params.csv || fail "./params exited $?"
close "x(1) with p40 = 40" "$(last_value x params.csv)" 40 1e-6
finish
