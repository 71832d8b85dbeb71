# hysc --fmu: model-exchange FMUs run by the project's importer
# (tests/fmi/importer.c: classical Runge-Kutta steps of at most 1e-3 s,
# events located by bisection of the step to 1e-13 s): the impact times
# equal the executable's to 1e-8 (the importer's integration is exact for a
# ball in free fall, so the bisection's tolerance and the FMU's root
# functions decide), time events of sample() arrive at their instants and
# the values equal the executable's to 1e-6, the book's ball run past its
# Zeno point rests on the floor (the contact begins at the accumulation
# point, a time event the FMU names), an indicator is never exactly zero
# (on a relation's boundary it says which side the relation is on), and
# terminate() ends the run.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"
fmu() { "$HYSC" --fmu=me -o "$1.fmu" "$2" && unpack "$1.fmu" "$1" || { fail "hysc --fmu=me $2 exited $?"; finish; }; }

fmu it "$TOP/tests/fmi/ImpactTimes.mo"
build "$TOP/tests/fmi/ImpactTimes.mo" -o ./ImpactTimes
./importer it me 3 0.1 -- h v tImpact > it.csv 2> it.err || fail "importer exited $?: $(cat it.err)"
./ImpactTimes --stop-time=3 --events -o exe.csv 2> exe.events || fail "executable exited $?"
when_times exe.events > exe.times
sed -n 's/^event t=\([^ ]*\) importer$/\1/p' it.err > it.times
# every impact of the executable is an event of the importer
worst=$(awk 'NR == FNR { t[NR] = $1; n = NR; next }
             { best = 1e9; for (i = 1; i <= n; i++) { d = $1 - t[i]; if (d < 0) d = -d; if (d < best) best = d }
               if (best > worst) worst = best; k++ }
             END { printf "%d %.3g\n", k, worst }' it.times exe.times)
holds "$(echo $worst | cut -d' ' -f1) impacts of the executable, each within 1e-8 of an event of the importer (worst $(echo $worst | cut -d' ' -f2))" \
  "$(echo $worst | cut -d' ' -f1) >= 6 && $(echo $worst | cut -d' ' -f2) <= 1e-8"
close "tImpact at t=3 is the sixth impact" "$(tail -n 1 it.csv | cut -d, -f4)" "$(sed -n 6p exe.times)" 1e-8

fmu sa "$TOP/tests/fmi/Sampled.mo"
build "$TOP/tests/fmi/Sampled.mo" -o ./Sampled
./importer sa me 2 0.05 -- x u > sa.csv 2> sa.err || fail "importer exited $?: $(cat sa.err)"
./Sampled --stop-time=2 --interval=0.05 --rtol=1e-10 -o sa-exe.csv 2> /dev/null || fail "executable exited $?"
n=$(sed -n 's/^event t=\([^ ]*\) importer$/\1/p' sa.err | awk '{ k = ($1 - 0.25) / 0.3; d = k - int(k + 0.5); if (d < 0) d = -d; if (d < 1e-9) n++ } END { print n + 0 }')
holds "$n time events of sample(0.25, 0.3) by 2 s, each at an instant 0.25 + 0.3 k" "$n == 6"
# the executable's columns: time, u, x
for t in 0.5 1 1.5 2; do
  close "x at t=$t as the executable's" "$(awk -F, -v t=$t 'NR > 1 && ($1 - t < 1e-9 && t - $1 < 1e-9) { v = $2 } END { print v }' sa.csv)" \
    "$(awk -F, -v t=$t 'NR > 1 && $1 + 0 == t { v = $3 } END { print v }' sa-exe.csv)" 1e-6
done

fmu bb "$TOP/models/BouncingBall.mo"
./importer bb me 6 0.1 -- h v > bb.csv 2> bb.err || fail "importer exited $?: $(cat bb.err)"
close "h at t=6 (resting)" "$(tail -n 1 bb.csv | cut -d, -f2)" 0 1e-6
close "v at t=6 (resting)" "$(tail -n 1 bb.csv | cut -d, -f3)" 0 1e-6
holds "h >= -1e-6 at every output point" "$(awk -F, 'NR > 1 && $2 < m { m = $2 } END { print m + 0 }' bb.csv) >= -1e-6"

# a state exactly on the boundary of h < 0: the indicator is negative (the
# relation not yet true), never zero, so that a root finder that stopped
# there sees the crossing just after it (where it is positive)
${CC:-cc} -std=c11 -O1 $san -I"$TOP/runtime/fmi" -I"$TOP/tests/fmi" -o indicator_zero "$TOP/tests/fmi/indicator_zero.c" -ldl \
  || fail "cannot compile tests/fmi/indicator_zero.c"
./indicator_zero bb > zero.out 2> zero.err || fail "indicator_zero exited $?: $(cat zero.err)"
holds "h = 0: the indicator of h < 0 is below zero ($(sed -n 's/^h=0 z=//p' zero.out))" "$(sed -n 's/^h=0 z=//p' zero.out) < 0"
holds "h = -1e-9: the indicator of h < 0 is above zero ($(sed -n 's/^h=-1e-09 z=//p' zero.out))" "$(sed -n 's/^h=-1e-09 z=//p' zero.out) > 0"

fmu end "$TOP/tests/fmi/Ending.mo"
./importer end me 3 0.25 -- x > end.csv 2> end.err || fail "terminate(): importer exited $?: $(cat end.err)"
close "terminate() ends the run at t=1.5" "$(tail -n 1 end.csv | cut -d, -f2)" 1.5 1e-9
finish
