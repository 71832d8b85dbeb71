# More than 100000 Newmark steps between two output rows is not always a
# collapsed step size.  A fixed --step that makes more per output interval
# is what was asked for: it is refused before the run (exit 2) with the
# count, not reported after 100000 steps as "the step size collapsed".  With
# step control, a fast oscillation (omega = 1000) printed every 10 s needs
# steps of about 1e-5: the message gives the steps' average length and names
# the long output interval as the other possible cause (exit 1).
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
status_is "--step=1e-6 --interval=0.5" 2 ./Cooling --solver=newmark --step=1e-6 --interval=0.5 -o fixed.csv
want="Cooling: error: --step=1e-06 makes 5e+05 Newmark steps per output interval (0.5), more than 100000; give a larger --step or a smaller --interval (try --help)"
[ "$(cat status.err)" = "$want" ] && echo "ok   message: $want" || fail "message: $(cat status.err)"
[ ! -e fixed.csv ] && echo "ok   no result file" || fail "a result file was written"
# 50000 steps per interval run: T(1) = 298.15 + 65 exp(-0.7 / 0.12)
status_is "--step=1e-5 --interval=0.5" 0 ./Cooling --solver=newmark --step=1e-5 --interval=0.5 -o ok.csv
close "T(1) at --step=1e-5" "$(last_value T ok.csv)" "$(awk 'BEGIN { printf "%.9f", 298.15 + 65 * exp(-0.7 / 0.12) }')" 1e-5

printf 'model Osc\n  Real x(start = 1, fixed = true), y(start = 0, fixed = true);\nequation\n  der(x) = y;\n  der(y) = -1e6 * x;\n  annotation(experiment(StopTime = 10, Interval = 10));\nend Osc;\n' > osc.mo
build ./osc.mo -o ./Osc
status_is "an oscillation printed every 10 s" 1 ./Osc --solver=newmark -o osc.csv
sed -n 's/^Osc: error: at t=\([^,]*\), 100001 steps of on average \([^ ]*\) since the last output row (t=0) without reaching the next (t=10): the step size collapsed (.*), or the output interval (10) is too long for the steps the tolerances need (give a smaller --interval)$/\1 \2/p' status.err > fields
[ -s fields ] && echo "ok   message: $(cat status.err)" || fail "message: $(cat status.err)"
read t average < fields
holds "the average step ($average) is the time reached ($t) over 100001 steps" \
  "$average > 0 && ($average - $t / 100001) ^ 2 < (0.001 * $average) ^ 2"
finish
