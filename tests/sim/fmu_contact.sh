# hysc --fmu and contact: the ball on the vibrating table and the ball
# dropped on a curve (models/BallOnTable.mo, ImpactBallOnCurve.mo) settle
# in contact where their impacts accumulate.  In model exchange the
# importer's steps (1e-3 s at most) step over an impact's leaving and
# landing before the accumulation point is known (the executable's tenth
# impact), and the positions pass through the surface: there, the impacts
# seen shrinking towards a Zeno point, fmi2CompletedIntegratorStep
# (fmi3CompletedIntegratorStep) asks for an event, which begins the
# contact, with a warning naming the contact's when-clause, after the
# executable's fourth impact and before its accumulation point; the ball
# stays on or above the surface (1e-6) at every row and its values at half
# the stop time and at the stop time equal the executable's (the ball on
# the table to 1e-6; on the curve to 1e-2: its contact begins up to 2e-4 s
# before the executable's, without the last impacts, and the difference
# grows as it rolls to and fro); a model with contacts declares that it
# needs that call.  Co-simulation continues in contact on both backends:
# the values at the communication points equal the executable's (1e-6),
# riding the table (h = yt) and rolling on the curve.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"

# the lowest height above the surface of the rows of an importer's CSV
# (time, then the two variables named in the case)
above_BallOnTable() { awk -F, 'NR > 1 { d = $2 - $3; if (NR == 2 || d < m) m = d } END { print m }' "$1"; }
above_ImpactBallOnCurve() { awk -F, 'NR > 1 { d = $3 - (0.2 * $2^2 + exp(-(($2 - 3) / 0.5)^2)); if (NR == 2 || d < m) m = d } END { print m }' "$1"; }

# name, the when-clause's line, the two variables, the stop time, the
# tolerance of model exchange's values
for case in "BallOnTable 19 h yt 2 1e-6" "ImpactBallOnCurve 27 x y 6 1e-2"; do
  set -- $case
  name=$1 line=$2 a=$3 b=$4 stop=$5 tol=$6
  build "$name" -o "./$name.exe"
  "./$name.exe" --rtol=1e-9 --events -o exe.csv 2> exe.err || { fail "$name: the executable exited $?"; continue; }
  when_times exe.err > exe.times
  fourth=$(sed -n 4p exe.times)
  tstar=$(sed -n 's/.*contact from t\* = \([^ ]*\) .*/\1/p' exe.err | head -n 1)
  "./$name.exe" --rtol=1e-9 --stop-time=$stop --interval=0.05 -o exe.csv 2> /dev/null \
    || { fail "$name: the executable exited $?"; continue; }
  for version in 2 3; do
    "$HYSC" --fmu=me --fmi-version=$version -o me.fmu "$TOP/models/$name.mo" && unpack me.fmu me \
      || { fail "$name: hysc --fmu=me --fmi-version=$version exited $?"; continue; }
    grep -Eq 'completedIntegratorStepNotNeeded="false"|needsCompletedIntegratorStep="true"' me/modelDescription.xml \
      && echo "ok   $name, FMI $version: model exchange needs the completed-step call" \
      || fail "$name, FMI $version: the completed-step call is not declared needed"
    ./importer me me $stop 0.05 -- $a $b > me.csv 2> me.err \
      || { fail "$name, FMI $version: importer exited $?: $(grep -v 'logEvents\] event\|importer$' me.err | head -3)"; continue; }
    message=$(grep "^\[instance 1 logStatusWarning\] at t=[^ ]* the importer stepped over impacts of 'when .*' ($TOP/models/$name.mo:$line)" me.err | head -n 1)
    [ -n "$message" ] && echo "ok   $name, FMI $version: the warning names the contact: $(echo "$message" | cut -c1-110)..." \
      || { fail "$name, FMI $version: no warning naming the contact: $(grep -v 'logEvents\] event\|importer$' me.err | head -3)"; continue; }
    t=$(echo "$message" | sed -n 's/.* at t=\([^ ]*\) the importer.*/\1/p')
    holds "$name, FMI $version: contact from t=$t, after the executable's fourth impact ($fourth), before its accumulation point ($tstar)" \
      "$t > $fourth && $t < $tstar"
    low=$(above_$name me.csv)
    holds "$name, FMI $version: on or above the surface at every row (lowest $low)" "$low >= -1e-6"
    for t in $(awk -v s=$stop 'BEGIN { print s / 2, s }'); do
      close "$name, FMI $version, model exchange: $a at t=$t as the executable's" "$(at $a $t me.csv)" "$(at $a $t exe.csv)" $tol
      close "$name, FMI $version, model exchange: $b at t=$t as the executable's" "$(at $b $t me.csv)" "$(at $b $t exe.csv)" $tol
    done
  done

  # co-simulation: in contact past the accumulation point, on both backends
  "$HYSC" --fmu=cs -o cs.fmu "$TOP/models/$name.mo" && unpack cs.fmu cs || { fail "$name: hysc --fmu=cs exited $?"; continue; }
  for solver in ida newmark; do
    n=0; [ $solver = newmark ] && n=1
    "./$name.exe" --solver=$solver --rtol=1e-9 --stop-time=$stop --interval=0.05 -o exe.csv 2> /dev/null \
      || { fail "$name, $solver: the executable exited $?"; continue; }
    ./importer cs cs $stop 0.05 tolerance=1e-9 hysc_solver=$n -- $a $b > cs.csv 2> cs.err \
      || { fail "$name, $solver: importer exited $?: $(grep -v 'logEvents\] event' cs.err | head -3)"; continue; }
    grep -q "contact holds the positions" cs.err && echo "ok   $name, $solver: the contact's beginning logged" \
      || fail "$name, $solver: no contact in the log"
    low=$(above_$name cs.csv)
    holds "$name, $solver: on or above the surface at every communication point (lowest $low)" "$low >= -1e-6"
    for t in $(awk -v s=$stop 'BEGIN { print s / 2, s }'); do
      row=$(awk -F, -v t=$t 'NR > 1 && $1 - t < 1e-9 && t - $1 < 1e-9 { r = $0 } END { print r }' cs.csv)
      close "$name, $solver: $a at t=$t as the executable's" "$(echo "$row" | cut -d, -f2)" "$(at $a $t exe.csv)" 1e-6
      close "$name, $solver: $b at t=$t as the executable's" "$(echo "$row" | cut -d, -f3)" "$(at $b $t exe.csv)" 1e-6
    done
  done
done
finish
