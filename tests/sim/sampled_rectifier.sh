# A sampler that only watches a circuit costs the solver little
# (tests/library/Rectifiers): a diode bridge (ideal diodes switching at
# events) charges a capacitor, and Rectifiers.SampledBridge adds a block that
# stores the capacitor voltage into buf[] at 800 sample() instants.  Its
# when-clause changes discrete variables that no continuous equation or
# relation reads, so IDA goes on with its history through those events
# instead of restarting at order 1 with a fresh Jacobian (which took 18171
# steps and 12260 Jacobian evaluations, against 2507 and 796 without the
# sampler), and the event keeps its settled left limit instead of solving
# the continuous equations again.  The circuit's values must not change, on
# both backends: they are checked against the bridge alone at rtol 1e-10,
# and buf[] against the voltage at its instants.  Counts from --stats.
. "$TOP/tests/lib.sh"
build_library_model Rectifiers.Bridge Bridge
build_library_model Rectifiers.SampledBridge SampledBridge
stat() { sed -n "s/^  $1  *\([0-9]*\).*/\1/p" "$2"; }
./Bridge --rtol=1e-10 --atol=1e-12 -o ref.csv 2> ref.err || { fail "Bridge at rtol 1e-10: exit $?"; cat ref.err; }
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
  holds "$solver: every row has the header's $(head -n 1 $solver.csv | awk -F, '{ print NF }') fields" \
    "$(awk -F, 'NR == 1 { n = NF } NF != n { bad++ } END { print bad + 0 }' $solver.csv) == 0"
done
steps=$(stat steps ida.txt) jac=$(stat "Jacobian evaluations" ida.txt)
bridge_steps=$(stat steps bridge.txt) bridge_jac=$(stat "Jacobian evaluations" bridge.txt)
holds "ida: $steps steps with the sampler, at most 1.5 times the $bridge_steps without" \
  "${steps:-1e300} <= 1.5 * ${bridge_steps:-0}"
holds "ida: $jac Jacobian evaluations with the sampler, at most 2 times the $bridge_jac without" \
  "${jac:-1e300} <= 2 * ${bridge_jac:-0}"
finish
