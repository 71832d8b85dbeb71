# hysc --fmu: fmi2GetFMUstate, fmi2SetFMUstate and fmi2FreeFMUstate (FMI
# 3.0's fmi3GetFMUState ...), canGetAndSetFMUstate="true" in
# modelDescription.xml.  The importer (rollback) takes every co-simulation
# step, sets the state from before it back and takes the step again: each
# of the repeated steps gives the values of the first to the last bit, on
# both backends, for a ball bouncing with air drag (tests/fmi/DraggedBall.mo,
# its impacts inside the steps and its contact past the Zeno point, h = v
# = 0 at the end) and for the model driven by an input table
# (tests/fmi/Driven.mo: the inputs are in the state).  A state restarts
# the backend where it was taken, so the run stays within the solver's
# tolerance of a run without states (1e-5 at tolerance 1e-9).  A model
# with delay() offers no state: "false", and fmi2GetFMUstate is an error.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"
largest_difference() {
  paste -d, "$1" "$2" | awk -F, 'NR > 1 { for (i = 2; i <= 3; i++) { d = $i - $(i + 3); if (d < 0) d = -d; if (d > m) m = d } }
                                 END { printf "%.3g\n", m }'
}
for version in 2 3; do
  for case in "DraggedBall 4 h v" "Driven 3 xOut tCross F@0.5=8,1=-3"; do
    set -- $case
    name=$1 stop=$2 a=$3 b=$4 table=${5:-}
    "$HYSC" --fmu=cs --fmi-version=$version -o $name.fmu "$TOP/tests/fmi/$name.mo" && unpack $name.fmu $name \
      || { fail "$name, FMI $version: hysc --fmu exited $?"; continue; }
    grep -q 'canGetAndSetFMU[sS]tate="true"' $name/modelDescription.xml \
      && echo "ok   $name, FMI $version: canGetAndSetFMUstate is true" || fail "$name, FMI $version: no canGetAndSetFMUstate=\"true\""
    for solver in 0 1; do
      label="$name, FMI $version, solver $solver"
      ./importer $name cs $stop 0.1 tolerance=1e-9 hysc_solver=$solver rollback $table -- $a $b > rollback.csv 2> rollback.err \
        || { fail "$label: importer exited $?: $(grep -v 'logEvents\]' rollback.err | head -3)"; continue; }
      steps=$(awk -v s=$stop 'BEGIN { printf "%d", s / 0.1 + 0.5 }')
      grep -q "^importer: $steps steps repeated after fmi2SetFMUstate, 0 of them with other values$" rollback.err \
        && echo "ok   $label: the $steps steps repeated after fmi2SetFMUstate gave the same values" \
        || fail "$label: $(grep '^importer' rollback.err)"
      ./importer $name cs $stop 0.1 tolerance=1e-9 hysc_solver=$solver $table -- $a $b > plain.csv 2> /dev/null \
        || fail "$label: importer without states exited $?"
      d=$(largest_difference rollback.csv plain.csv)
      holds "$label: within $d of the run without states" "$d <= 1e-5"
    done
    [ $name = DraggedBall ] && close "$name, FMI $version: h at rest at t=4" "$(tail -n 1 rollback.csv | cut -d, -f2)" 0 1e-9
  done
done

cat > Delayed.mo <<'MO'
model Delayed
  Real x(start = 1, fixed = true);
equation
  der(x) = -delay(x, 0.1);
end Delayed;
MO
"$HYSC" --fmu=cs -o Delayed.fmu Delayed.mo && unpack Delayed.fmu de || fail "Delayed: hysc --fmu exited $?"
grep -q 'canGetAndSetFMUstate="false"' de/modelDescription.xml && echo "ok   a model with delay(): canGetAndSetFMUstate is false" \
  || fail "a model with delay() claims FMU states"
./importer de cs 1 0.1 rollback -- x > de.csv 2> de.err
status=$?
[ $status = 1 ] && grep -q "fmi2GetFMUstate: a model with delay() offers no FMU state" de.err \
  && echo "ok   a model with delay(): fmi2GetFMUstate is an error with a message" \
  || fail "a model with delay(): status $status, $(grep -v 'logEvents\]' de.err | head -3)"
finish
