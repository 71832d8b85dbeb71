# hysc --fmu: a model with a top-level input and output (tests/fmi/Driven.mo)
# driven by the importer from a table (the force steps at 0.5 s and 1 s), and
# the same model with the table written into it (DrivenByTable) compiled
# into an executable: the times x crosses zero agree to 1e-6 in
# co-simulation (IDA, Newmark; the FMU restarts its solver where an input
# changed, and only there: with IDA the results do not depend on the
# communication step; Newmark lands on each communication point as the
# executable lands on each output time, so its run has the same interval,
# and both a tolerance of 1e-9, below which the landings do not matter)
# and in model exchange (there also to 1e-8 with the exact times of
# the piecewise harmonic motion); the output is in ModelStructure.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"
"$HYSC" --fmu -m Driven -o Driven.fmu "$TOP/tests/fmi/Driven.mo" && unpack Driven.fmu dr || { fail "hysc --fmu exited $?"; finish; }
build "$TOP/tests/fmi/Driven.mo" -m DrivenByTable -o ./DrivenByTable
table='F@0.5=8,1=-3'
grep -q 'name="F" valueReference="0" description="[^"]*" causality="input"' dr/modelDescription.xml \
  && echo "ok   F is an input" || fail "F is no input in modelDescription.xml"
grep -A1 '<Outputs>' dr/modelDescription.xml | grep -q 'index="2"' && echo "ok   xOut is in Outputs" \
  || fail "xOut is not in ModelStructure/Outputs"
crossings() { awk -F, 'NR > 1 && $3 >= 0 && $3 != last { print $3; last = $3 }' "$1"; }

# exact: x'' = F - 10 x from x = 0.5, v = 0, piecewise constant F
exact1=0.4967294132898050 exact2=1.6947510572885844
for solver in ida newmark; do
  n=0 tol=; [ $solver = newmark ] && n=1 tol=1e-9
  for step in 0.1 0.02; do
    ./DrivenByTable --solver=$solver --stop-time=3 --interval=$step ${tol:+--rtol=$tol} --events -o exe-$solver.csv 2> exe-$solver.events \
      || fail "$solver: executable exited $?"
    when_times exe-$solver.events > exe-$solver.times
    ./importer dr cs 3 $step ${tol:+tolerance=$tol} hysc_solver=$n "$table" -- xOut tCross > cs-$solver-$step.csv 2> cs.err \
      || { fail "$solver: importer exited $?: $(cat cs.err)"; continue; }
    crossings cs-$solver-$step.csv > cs-$solver-$step.times
    for k in 1 2; do
      close "co-simulation, $solver, communication step $step: crossing $k as the executable's" \
        "$(sed -n ${k}p cs-$solver-$step.times)" "$(sed -n ${k}p exe-$solver.times)" 1e-6
    done
  done
done
cmp -s cs-ida-0.1.times cs-ida-0.02.times && echo "ok   ida: the same crossings with either communication step" \
  || fail "ida: the crossings depend on the communication step: $(cat cs-ida-0.1.times cs-ida-0.02.times)"

"$HYSC" --fmu=me -m Driven -o DrivenME.fmu "$TOP/tests/fmi/Driven.mo" && unpack DrivenME.fmu me || fail "hysc --fmu=me exited $?"
./importer me me 3 0.05 "$table" -- xOut tCross > me.csv 2> me.err || fail "model exchange: importer exited $?: $(cat me.err)"
crossings me.csv > me.times
close "model exchange: crossing 1, exact" "$(sed -n 1p me.times)" $exact1 1e-8
close "model exchange: crossing 2, exact" "$(sed -n 2p me.times)" $exact2 1e-8
close "model exchange: crossing 2 as the executable's" "$(sed -n 2p me.times)" "$(sed -n 2p exe-ida.times)" 1e-6
finish
