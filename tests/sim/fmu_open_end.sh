# hysc --fmu: a co-simulation FMU given no stop time (stopTimeDefined
# false, as the Modelica Association's fmusim does by default) runs as long
# as the importer steps it, past the model's own stop time: the book's ball
# (StopTime = 3) stepped to 6 s as FMI 2.0 and 3.0 on both backends ends
# every step with fmi2OK/fmi3OK, equals the executable at t = 3 (1e-6) and
# rests on the floor at t = 6.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"
build BouncingBall -o ./BouncingBall
for version in 2 3; do
  "$HYSC" --fmu=cs --fmi-version=$version -o bb.fmu "$TOP/models/BouncingBall.mo" && unpack bb.fmu bb$version \
    || { fail "FMI $version: hysc --fmu exited $?"; continue; }
  for solver in ida newmark; do
    n=0; [ $solver = newmark ] && n=1
    ./BouncingBall --solver=$solver --stop-time=3 --interval=0.05 -o exe.csv 2> /dev/null || fail "$solver: the executable exited $?"
    ./importer bb$version cs 6 0.05 open-end hysc_solver=$n -- h v > cs.csv 2> cs.err \
      || { fail "FMI $version, $solver: with no stop time the importer exited $?: $(grep -v 'logEvents\] event' cs.err | head -3)"; continue; }
    row=$(awk -F, '$1 + 0 == 3' cs.csv)
    close "FMI $version, $solver: h at t=3 as the executable's" "$(echo "$row" | cut -d, -f2)" "$(last_value h exe.csv)" 1e-6
    close "FMI $version, $solver: h at t=6, past the model's stop time (resting)" "$(tail -n 1 cs.csv | cut -d, -f2)" 0 1e-6
    close "FMI $version, $solver: v at t=6 (resting)" "$(tail -n 1 cs.csv | cut -d, -f3)" 0 1e-6
  done
done
finish
