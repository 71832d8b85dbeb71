# hysc --fmu: co-simulation FMUs run by the project's importer
# (tests/fmi/importer.c, compiled here): the impact times the FMU reports
# equal the executable's to 1e-6 on both backends (IDA by default, Newmark
# by the parameter hysc_solver = 1), the values at the communication points
# equal the executable's at the same output times, the ball run past its
# Zeno point rests on the floor (contact), terminate() ends the run with
# fmi2Discard, and a failed assert returns fmi2Error through the logger
# without ending the importer's process.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"

"$HYSC" --fmu "$TOP/tests/fmi/ImpactTimes.mo" || { fail "hysc --fmu exited $?"; finish; }
[ -f ImpactTimes.fmu ] && echo "ok   ImpactTimes.fmu written" || fail "no ImpactTimes.fmu"
unpack ImpactTimes.fmu it || { fail "ImpactTimes.fmu is no zip python reads"; finish; }
for f in modelDescription.xml binaries/linux64/ImpactTimes.so sources/model.c; do
  [ -f "it/$f" ] && echo "ok   the FMU holds $f" || fail "the FMU lacks $f"
done
build "$TOP/tests/fmi/ImpactTimes.mo" -o ./ImpactTimes

for solver in ida newmark; do
  n=0; [ $solver = newmark ] && n=1
  ./importer it cs 5 0.05 hysc_solver=$n -- h v tImpact > fmu-$solver.csv 2> fmu-$solver.err \
    || { fail "$solver: importer exited $?: $(cat fmu-$solver.err)"; continue; }
  ./ImpactTimes --solver=$solver --interval=0.05 --stop-time=5 --events -o exe-$solver.csv 2> exe-$solver.events \
    || fail "$solver: executable exited $?"
  when_times exe-$solver.events > exe-$solver.times
  # every impact time the FMU shows (one per communication step at most) is
  # one of the executable's; the first ten at least are seen
  awk -F, 'NR > 1 && $4 >= 0 && $4 != last { print $4; last = $4 }' fmu-$solver.csv > fmu-$solver.times
  seen=$(awk 'NR == FNR { t[NR] = $1; n = NR; next }
              { best = 1e9; for (i = 1; i <= n; i++) { d = $1 - t[i]; if (d < 0) d = -d; if (d < best) best = d }
                if (best > worst) worst = best; k++ }
              END { printf "%d %.3g\n", k, worst }' exe-$solver.times fmu-$solver.times)
  holds "$solver: $(echo $seen | cut -d' ' -f1) impact times of the FMU, each within 1e-6 of the executable's (worst $(echo $seen | cut -d' ' -f2))" \
    "$(echo $seen | cut -d' ' -f1) >= 10 && $(echo $seen | cut -d' ' -f2) <= 1e-6"
  close "$solver: first impact" "$(sed -n 1p fmu-$solver.times)" 0.4515236410 1e-6
  for t in 1 2 3; do
    row=$((t * 20 + 2))
    close "$solver: h at t=$t as the executable's" "$(sed -n ${row}p fmu-$solver.csv | cut -d, -f2)" \
      "$(awk -F, -v t=$t 'NR > 1 && $1 + 0 == t { v = $2 } END { print v }' exe-$solver.csv)" 1e-6
  done
done

# the book's ball: past the accumulation point of its impacts (about 4.06 s)
# it rests on the floor, its contact mode entered inside a step
"$HYSC" --fmu "$TOP/models/BouncingBall.mo" || { fail "hysc --fmu BouncingBall exited $?"; finish; }
unpack BouncingBall.fmu bb
for solver in 0 1; do
  ./importer bb cs 6 0.1 hysc_solver=$solver -- h v > bb-$solver.csv 2> bb-$solver.err \
    || { fail "hysc_solver=$solver: importer exited $?: $(cat bb-$solver.err)"; continue; }
  close "hysc_solver=$solver: h at t=6 (resting)" "$(tail -n 1 bb-$solver.csv | cut -d, -f2)" 0 1e-6
  close "hysc_solver=$solver: v at t=6 (resting)" "$(tail -n 1 bb-$solver.csv | cut -d, -f3)" 0 1e-6
  holds "hysc_solver=$solver: h >= -1e-6 at every communication point" \
    "$(awk -F, 'NR > 1 && $2 < m { m = $2 } END { print m + 0 }' bb-$solver.csv) >= -1e-6"
  grep -q "contact" bb-$solver.err && echo "ok   hysc_solver=$solver: the contact's beginning logged" \
    || fail "hysc_solver=$solver: no contact in the log: $(cat bb-$solver.err)"
done

"$HYSC" --fmu -o ending.fmu "$TOP/tests/fmi/Ending.mo" || { fail "hysc --fmu Ending exited $?"; finish; }
unpack ending.fmu end
./importer end cs 3 0.25 -- x > end.csv 2> end.err || fail "terminate(): importer exited $?: $(cat end.err)"
close "terminate() ends the run at the step after t=1.5" "$(tail -n 1 end.csv | cut -d, -f2)" 1.5 1e-6
grep -q "the model is done" end.err && echo "ok   terminate()'s message through the logger" \
  || fail "terminate()'s message not logged: $(cat end.err)"
./importer end cs 3 0.25 limit=0.8 -- x > assert.csv 2> assert.err
status=$?
[ $status = 1 ] && grep -q "importer: fmi2DoStep returned 3" assert.err \
  && echo "ok   a failed assert: fmi2DoStep returned fmi2Error, the importer went on to its end" \
  || fail "a failed assert: status $status, $(cat assert.err)"
grep -q "\[instance 3 logStatusError\].*x reached the limit" assert.err \
  && echo "ok   the assert's message through the logger as an error" || fail "no assert message: $(cat assert.err)"
# two FMUs of hysc in one process's global scope: each is its own model
${CC:-cc} -std=c11 -O1 $san -I"$TOP/runtime/fmi" -I"$TOP/tests/fmi" -o two_models "$TOP/tests/fmi/two_models.c" -ldl \
  || { fail "cannot compile tests/fmi/two_models.c"; finish; }
./two_models "$PWD/it" "$PWD/bb" > two.out 2>&1
[ "$(cat two.out | tr '\n' ';')" = "ImpactTimes accepted e;BouncingBall accepted e;" ] \
  && echo "ok   ImpactTimes and BouncingBall loaded together (RTLD_GLOBAL), each its own model" \
  || fail "two FMUs in one process: $(cat two.out)"
finish
