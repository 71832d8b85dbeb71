# Relations of time against discrete variables (tests/models/SampledPulse.mo:
# time >= pulseStart, time < pulseStart + width, pulseStart set to time at
# each sample) switch at time events whose times are worked out again after
# each event, exactly there, with no root function (root-finding iterations
# 0; they were roots, found 1e-13 late), on both backends.  By hand: pulses
# on [0.1, 0.15), [0.3, 0.35), ..., [0.9, 0.95): x(0.12) = 0.02, x(0.4) = 0.1,
# x(1) = 0.25; the when-clause on time >= pulseStart + width/2 fires at
# 0.125, 0.325, ..., 0.925: k(1) = 5.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/SampledPulse.mo" -o ./SampledPulse
# the time of the n-th event that switched relation $1 to $2 in $3
switch_time() { grep "time event relation $1 became $2" "$4" | nth "$3" | sed 's/^event t=\([^ ]*\) .*/\1/'; }
for solver in ida newmark; do
  ./SampledPulse --solver=$solver --stop-time=1 --interval=0.01 --events --stats -o $solver.csv 2> $solver.err ||
    { fail "$solver: exit $?"; cat $solver.err; }
  close "$solver: first pulse ends at" "$(switch_time 'time < pulseStart + width' false 1 $solver.err)" 0.15 1e-12
  close "$solver: third pulse ends at" "$(switch_time 'time < pulseStart + width' false 3 $solver.err)" 0.55 1e-12
  close "$solver: second pulse starts at" "$(switch_time 'time >= pulseStart + width / 2' true 2 $solver.err)" 0.325 1e-12
  roots=$(sed -n 's/^ *root-finding iterations *//p' $solver.err)
  holds "$solver: no root-finding iteration (got '$roots')" "${roots:-1} == 0"
  close "$solver: k(1)" "$(last_value k $solver.csv)" 5 0
done
close_both "x 0.12 0.02 1e-7" "x 0.4 0.1 1e-7" "x 1 0.25 1e-7"
finish
