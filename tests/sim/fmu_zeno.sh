# hysc --fmu=me, the book's bouncing ball (models/BouncingBall.mo) under
# an importer whose steps are long (max-step=0.2: tests/fmi/importer.c):
# once the flights are shorter than its steps it steps over an impact's
# leaving and landing, before the ten impacts that tell the accumulation
# point are seen, and the ball passes through the floor.  The impacts seen
# shrink towards the Zeno point, so fmi2CompletedIntegratorStep asks for an
# event and the FMU switches to contact there, with a warning naming the
# when-clause: the impacts before it at the exact times t1 (1 + 2 e (1 -
# e^(n-1)) / (1 - e)) (1e-8), the contact after the seventh impact and
# before t_inf = t1 (1 + e) / (1 - e), and from then on the ball rests on
# the floor (h = v = 0 to 1e-9 at every row past t_inf), FMI 2.0 and 3.0.
# Steps that miss the second impact (max-step=0.75), before any
# accumulation is seen, are an error naming the contact at that step's
# end, t1 + 0.75.
. "$TOP/tests/lib.sh"
. "$TOP/tests/fmi/setup.sh"
t1=$(awk 'BEGIN { printf "%.17g", sqrt(2 / 9.81) }')
tinf=$(awk -v t1=$t1 'BEGIN { printf "%.17g", t1 * 1.8 / 0.2 }')
exact() { awk -v t1=$t1 -v n=$1 'BEGIN { printf "%.17g", t1 * (1 + 2 * 0.8 * (1 - 0.8^(n - 1)) / 0.2) }'; }
for version in 2 3; do
  "$HYSC" --fmu=me --fmi-version=$version -o bb.fmu "$TOP/models/BouncingBall.mo" && unpack bb.fmu bb \
    || { fail "FMI $version: hysc --fmu=me exited $?"; continue; }
  ./importer bb me 6 0.5 max-step=0.2 -- h v > bb.csv 2> bb.err \
    || { fail "FMI $version: importer exited $?: $(grep -v 'logEvents\] event\|importer$' bb.err | head -3)"; continue; }
  message=$(grep "^\[instance 1 logStatusWarning\] at t=[^ ]* the importer stepped over impacts of 'when h<0' ($TOP/models/BouncingBall.mo:14)" bb.err)
  [ -n "$message" ] && echo "ok   FMI $version: the warning names the contact: $(echo "$message" | cut -c1-120)..." \
    || { fail "FMI $version: no warning naming the contact: $(grep -v 'logEvents\] event\|importer$' bb.err | head -3)"; continue; }
  tc=$(echo "$message" | sed -n 's/.* at t=\([^ ]*\) the importer.*/\1/p')
  fmu_events bb.err > bb.times
  n=$(awk -v tc=$tc '$1 < tc' bb.times | wc -l)
  holds "FMI $version: contact from t=$tc, after the seventh impact ($(exact 7)), before t_inf ($tinf); $n impacts before it" \
    "$tc > $(exact 7) && $tc < $tinf && $n >= 7"
  for k in $(seq 1 $n); do
    close "FMI $version: impact $k at the exact time" "$(sed -n ${k}p bb.times)" "$(exact $k)" 1e-8
  done
  rest=$(awk -F, -v tinf=$tinf 'NR > 1 && $1 > tinf { a = $2 < 0 ? -$2 : $2; b = $3 < 0 ? -$3 : $3; if (a > m) m = a; if (b > m) m = b; k++ }
                                END { printf "%d %.3g\n", k, m }' bb.csv)
  holds "FMI $version: at rest past t_inf, |h| and |v| at most $(echo $rest | cut -d' ' -f2) in $(echo $rest | cut -d' ' -f1) rows" \
    "$(echo $rest | cut -d' ' -f1) >= 4 && $(echo $rest | cut -d' ' -f2) <= 1e-9"
  low=$(awk -F, 'NR > 1 && (NR == 2 || $2 < m) { m = $2 } END { print m }' bb.csv)
  holds "FMI $version: on or above the floor at every row (lowest $low)" "$low >= -1e-9"

  ./importer bb me 3 3 max-step=0.75 -- h v > miss.csv 2> miss.err
  status=$?
  [ $status = 1 ] && echo "ok   FMI $version, max-step=0.75: the importer stopped with an error" \
    || fail "FMI $version, max-step=0.75: importer exited $status"
  message=$(grep "^\[instance 3 logStatusError\] model exchange cannot follow the contact of 'when h<0' ($TOP/models/BouncingBall.mo:14) at t=" miss.err)
  t=$(echo "$message" | sed -n 's/.* at t=\([^:]*\): .*/\1/p')
  close "FMI $version, max-step=0.75: the error names the contact at the end of the step after the first impact" \
    "$t" "$(awk -v t1=$t1 'BEGIN { printf "%.17g", t1 + 0.75 }')" 1e-8
done
finish
