# hysc --fmu and contact: the ball on the vibrating table and the ball
# dropped on a curve (models/BallOnTable.mo, ImpactBallOnCurve.mo) settle
# in contact where their impacts accumulate.  Model exchange cannot follow
# that: the importer's steps (1e-3 s at most) step over an impact's leaving
# and landing before the accumulation point is known, and the positions
# pass through the surface.  There fmi2CompletedIntegratorStep
# (fmi3CompletedIntegratorStep) returns fmi2Error (fmi3Error), with a
# message naming the contact's when-clause: after the executable's tenth
# impact and before its accumulation point, the ball above the surface
# (1e-6) at every row the importer wrote; a model with contacts declares
# that it needs that call.  Co-simulation continues in contact on both
# backends: the values at the communication points equal the executable's
# (1e-6), riding the table (h = yt) and rolling on the curve.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"

# the lowest height above the surface of the rows of an importer's CSV
# (time, then the two variables named in the case)
above_BallOnTable() { awk -F, 'NR > 1 { d = $2 - $3; if (NR == 2 || d < m) m = d } END { print m }' "$1"; }
above_ImpactBallOnCurve() { awk -F, 'NR > 1 { d = $3 - (0.2 * $2^2 + exp(-(($2 - 3) / 0.5)^2)); if (NR == 2 || d < m) m = d } END { print m }' "$1"; }

# name, the when-clause's line, the two variables, the stop time
for case in "BallOnTable 19 h yt 2" "ImpactBallOnCurve 27 x y 6"; do
  set -- $case
  name=$1 line=$2 a=$3 b=$4 stop=$5
  build "$name" -o "./$name.exe"
  "./$name.exe" --rtol=1e-9 --events -o exe.csv 2> exe.err || { fail "$name: the executable exited $?"; continue; }
  when_times exe.err > exe.times
  tenth=$(sed -n 10p exe.times)
  tstar=$(sed -n 's/.*accumulate at t\*=\([^ ]*\) .*/\1/p' exe.err | head -n 1)
  for version in 2 3; do
    "$HYSC" --fmu=me --fmi-version=$version -o me.fmu "$TOP/models/$name.mo" && unpack me.fmu me \
      || { fail "$name: hysc --fmu=me --fmi-version=$version exited $?"; continue; }
    grep -Eq 'completedIntegratorStepNotNeeded="false"|needsCompletedIntegratorStep="true"' me/modelDescription.xml \
      && echo "ok   $name, FMI $version: model exchange needs the completed-step call" \
      || fail "$name, FMI $version: the completed-step call is not declared needed"
    ./importer me me $stop 0.01 -- $a $b > me.csv 2> me.err
    status=$?
    [ $status = 1 ] && grep -q "^importer: fmi.CompletedIntegratorStep(.*) returned 3$" me.err \
      && echo "ok   $name, FMI $version: CompletedIntegratorStep returned fmi${version}Error, the importer stopped" \
      || { fail "$name, FMI $version: status $status, $(grep -v 'logEvents\] event\|importer$' me.err | head -3)"; continue; }
    message=$(grep "^\[instance 3 logStatusError\] model exchange cannot follow the contact of 'when .* ($TOP/models/$name.mo:$line) at t=" me.err)
    [ -n "$message" ] && echo "ok   $name, FMI $version: the message names the contact: $(echo "$message" | cut -c1-110)..." \
      || { fail "$name, FMI $version: no message naming the contact: $(grep -v 'logEvents\] event\|importer$' me.err | head -3)"; continue; }
    t=$(echo "$message" | sed -n 's/.* at t=\([^:]*\): .*/\1/p')
    holds "$name, FMI $version: stopped at t=$t, after the executable's tenth impact ($tenth), before its accumulation point ($tstar)" \
      "$t > $tenth && $t < $tstar"
    low=$(above_$name me.csv)
    holds "$name, FMI $version: above the surface at every row before the error (lowest $low)" "$low >= -1e-6"
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
