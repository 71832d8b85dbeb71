# A sampler that only watches a circuit costs the solver little
# (tests/library/Rectifiers): a diode bridge (ideal diodes switching at
# events) charges a capacitor, and Rectifiers.SampledBridge adds a block that
# stores the capacitor voltage into buf[] at 800 sample() instants.  Its
# when-clause changes discrete variables that no continuous equation or
# relation reads, so IDA goes on with its history through those events
# instead of restarting at order 1 with a fresh Jacobian (which took 18171
# steps and 12260 Jacobian evaluations, against 2507 and 796 without the
# sampler), and the event keeps its settled left limit instead of solving
# the continuous equations again.  Once a sample's event has kept the
# problem, IDA no longer stops at its instants either (3409 steps and 1293
# Jacobian evaluations while it did): they are handled on its interpolant.
# The circuit's values must not change, on both backends: they are checked
# against the bridge alone at rtol 1e-10, and buf[] against the voltage at
# its instants.  Rectifiers.SwitchedBridge connects a second load at the
# 400th sample (an event IDA stepped over that changes the problem after
# all: IDA restarts there), checked against Rectifiers.TimedBridge, which
# connects it at the same instant by time.  Counts from --stats.
. "$TOP/tests/lib.sh"
build_library_model Rectifiers.Bridge Bridge
build_library_model Rectifiers.SampledBridge SampledBridge
build_library_model Rectifiers.SwitchedBridge SwitchedBridge
build_library_model Rectifiers.TimedBridge TimedBridge
stat() { sed -n "s/^  $1  *\([0-9]*\).*/\1/p" "$2"; }
./Bridge --rtol=1e-10 --atol=1e-12 -o ref.csv 2> ref.err || { fail "Bridge at rtol 1e-10: exit $?"; cat ref.err; }
./TimedBridge --rtol=1e-10 --atol=1e-12 -o timed.csv 2> timed.err || { fail "TimedBridge: exit $?"; cat timed.err; }
./Bridge --stats -o bridge.csv 2> bridge.txt || { fail "Bridge: exit $?"; cat bridge.txt; }
for solver in ida newmark; do
  ./SampledBridge --solver=$solver --stats -o $solver.csv 2> $solver.txt || { fail "$solver: exit $?"; cat $solver.txt; }
  for t in 0.02 0.0599 0.1; do
    close "$solver: c.v at t=$t" "$(at c.v $t $solver.csv)" "$(at c.v $t ref.csv)" 2e-4
  done
  close "$solver: line.i at the end" "$(last_value line.i $solver.csv)" "$(last_value line.i ref.csv)" 1e-6
  close "$solver: samples taken (the last at the stop time)" "$(last_value sampler.k $solver.csv)" 801 0
  close "$solver: buf[1] is c.v at t=0.02" "$(last_value 'sampler.buf[1]' $solver.csv)" "$(at c.v 0.02 $solver.csv)" 1e-12
  close "$solver: buf[400] is c.v at t=0.0599" "$(last_value 'sampler.buf[400]' $solver.csv)" \
    "$(at c.v 0.0599 $solver.csv)" 1e-12
  close "$solver: buf[800] is c.v at t=0.0999" "$(last_value 'sampler.buf[800]' $solver.csv)" \
    "$(at c.v 0.0999 $solver.csv)" 1e-12
  ./SwitchedBridge --solver=$solver -o switched_$solver.csv 2> switched.err ||
    { fail "SwitchedBridge, $solver: exit $?"; cat switched.err; }
  close "$solver: second load off before the 400th sample" "$(at extra.i 0.0598 switched_$solver.csv)" 0 0
  for t in 0.0599 0.06 0.07 0.1; do
    close "$solver: switched c.v at t=$t" "$(at c.v $t switched_$solver.csv)" "$(at c.v $t timed.csv)" 2e-4
  done
  holds "$solver: every row has the header's $(head -n 1 $solver.csv | awk -F, '{ print NF }') fields" \
    "$(awk -F, 'NR == 1 { n = NF } NF != n { bad++ } END { print bad + 0 }' $solver.csv) == 0"
done
steps=$(stat steps ida.txt) jac=$(stat "Jacobian evaluations" ida.txt)
bridge_steps=$(stat steps bridge.txt) bridge_jac=$(stat "Jacobian evaluations" bridge.txt)
holds "ida: $steps steps with the sampler, at most 1.1 times the $bridge_steps without" \
  "${steps:-1e300} <= 1.1 * ${bridge_steps:-0}"
holds "ida: $jac Jacobian evaluations with the sampler, at most 1.2 times the $bridge_jac without" \
  "${jac:-1e300} <= 1.2 * ${bridge_jac:-0}"
finish
