# hysc --fmu --fmi-version=3: the book's bouncing ball and the rolling ball
# as FMI 3.0 model-exchange and co-simulation FMUs, run by the project's
# importer (tests/fmi/importer.c through fmi3_calls.h) against the
# executable at a relative tolerance of 1e-10.  Co-simulation on both
# backends: the FMU's when-clause events (its log, category logEvents) are
# the executable's, one for one, each within 1e-6.  Model exchange (the
# importer's Runge-Kutta steps and bisection of the event indicators):
# every when-clause event of the executable is an event of the importer
# within 1e-6.  The states at the stop time agree too (1e-6; model
# exchange 1e-5: the importer's fixed steps of 1e-3 s, not the executable's
# integrator, carry the rolling ball for 6 s), and the ball past its Zeno
# point rests on the floor in both interfaces.  A model with an input
# driven from a table crosses zero at the exact times (1e-6).
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"

check_events() { # LABEL EXECUTABLE-TIMES FMU-TIMES: each of the executable's within 1e-6 of one of the FMU's
  m=$(worst_match "$3" "$2")
  holds "$1: $(echo $m | cut -d' ' -f1) when-clause events of the executable, each within 1e-6 of the FMU's (worst $(echo $m | cut -d' ' -f2))" \
    "$(echo $m | cut -d' ' -f1) >= $4 && $(echo $m | cut -d' ' -f2) <= 1e-6"
}

final() { # LABEL CSV TOLERANCE: the importer's $a and $b at the stop time as the executable's (exe.csv)
  close "$1: $a at t=$stop" "$(tail -n 1 "$2" | cut -d, -f2)" "$(last_value $a exe.csv)" $3
  close "$1: $b at t=$stop" "$(tail -n 1 "$2" | cut -d, -f3)" "$(last_value $b exe.csv)" $3
}

for case in "BouncingBall 4 h v 19" "RollingBall 6 x vx 4"; do
  set -- $case
  name=$1 stop=$2 a=$3 b=$4 least=$5
  "$HYSC" --fmu --fmi-version=3 -o "$name.fmu" "$TOP/models/$name.mo" && unpack "$name.fmu" "$name" \
    || { fail "$name: hysc --fmu --fmi-version=3 exited $?"; continue; }
  grep -q 'fmiVersion="3.0"' "$name/modelDescription.xml" && echo "ok   $name: an FMI 3.0 modelDescription.xml" \
    || fail "$name: no fmiVersion=\"3.0\" in modelDescription.xml"
  build "$name" -o "./$name.exe"
  for solver in ida newmark; do
    n=0; [ $solver = newmark ] && n=1
    "./$name.exe" --solver=$solver --rtol=1e-10 --stop-time=$stop --events -o exe.csv 2> exe.err \
      || { fail "$name, $solver: the executable exited $?"; continue; }
    when_times exe.err > exe.times
    ./importer "$name" cs $stop 0.01 tolerance=1e-10 hysc_solver=$n -- $a $b > cs.csv 2> cs.err \
      || { fail "$name, $solver: importer (co-simulation) exited $?: $(grep -v logEvents cs.err | head -3)"; continue; }
    fmu_events cs.err > cs.times
    holds "$name, $solver, co-simulation: $(wc -l < cs.times) when-clause events, the executable's $(wc -l < exe.times)" \
      "$(wc -l < cs.times) == $(wc -l < exe.times)"
    check_events "$name, $solver, co-simulation" exe.times cs.times $least
    final "$name, $solver, co-simulation" cs.csv 1e-6
  done
  # model exchange against IDA's run (exe.times of the loop's first pass
  # were overwritten: run it again)
  "./$name.exe" --rtol=1e-10 --stop-time=$stop --events -o exe.csv 2> exe.err
  when_times exe.err > exe.times
  ./importer "$name" me $stop 0.01 -- $a $b > me.csv 2> me.err \
    || { fail "$name: importer (model exchange) exited $?: $(grep -v logEvents me.err | head -3)"; continue; }
  sed -n 's/^event t=\([^ ]*\) importer$/\1/p' me.err > me.times
  check_events "$name, model exchange" exe.times me.times $least
  final "$name, model exchange" me.csv 1e-5
done

# past the Zeno point (about 4.06 s) the ball rests on the floor
for kind in cs me; do
  ./importer BouncingBall $kind 6 0.1 -- h v > rest.csv 2> rest.err || { fail "$kind: importer exited $?"; continue; }
  close "BouncingBall, $kind: h at t=6 (resting)" "$(tail -n 1 rest.csv | cut -d, -f2)" 0 1e-6
  close "BouncingBall, $kind: v at t=6 (resting)" "$(tail -n 1 rest.csv | cut -d, -f3)" 0 1e-6
done

# an input from a table (tests/fmi/Driven.mo, the force steps at 0.5 s and
# 1 s): the times x crosses zero are those of the exact piecewise harmonic
# motion
"$HYSC" --fmu --fmi-version=3 -m Driven -o Driven.fmu "$TOP/tests/fmi/Driven.mo" && unpack Driven.fmu dr \
  || { fail "Driven: hysc --fmu --fmi-version=3 exited $?"; finish; }
exact1=0.4967294132898050 exact2=1.6947510572885844
for kind in cs me; do
  ./importer dr $kind 3 0.05 tolerance=1e-9 'F@0.5=8,1=-3' -- xOut tCross > dr.csv 2> dr.err \
    || { fail "Driven, $kind: importer exited $?: $(grep -v logEvents dr.err | head -3)"; continue; }
  awk -F, 'NR > 1 && $3 >= 0 && $3 != last { print $3; last = $3 }' dr.csv > dr.times
  close "Driven, $kind: the input's first crossing, exact" "$(sed -n 1p dr.times)" $exact1 1e-6
  close "Driven, $kind: the input's second crossing, exact" "$(sed -n 2p dr.times)" $exact2 1e-6
done
finish
