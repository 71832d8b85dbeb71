# Which algebraic unknowns IDA leaves out of its error test as derivatives
# of states is chosen again after each event from the rows whose
# coefficients the mode picks (tests/models/ChangeoverRC.mo): the
# capacitor's current is the switch's ua while it joins the source and ub
# while it joins ground, each a current through ron on the joined side and
# a voltage across goff on the open one.  Out of the test in the position
# where it charges the capacitor, the joined side's current no longer sets
# IDA's steps in each transient of ron*C = 1e-3 (20 switchings to t = 1:
# 4645 steps before, about 2900 after).  The load switch's w is v/(RL + ron)
# while on, an algebraic unknown that no derivative determines: it stays in
# the test, and its values are as accurate as v's.
# Each half period is 50 time constants, so each charge starts from 0 and
# each discharge from 1 (to e^-50):
# t = 0.001 (on, charging): v = 1 - e^-1 = 0.632120559, ua = (v - 1)/ron = -367.879441,
#   ub = v (the open side's voltage), w = iL = v/(1 + 1e-3) = 0.631489070
# t = 0.052 (off, discharging): v = e^-2 = 0.135335283, ub = v/ron = 135.335283,
#   ua = v - 1 = -0.864664717, iL = goff v/(1 + RL goff) = 1.35335148e-7
# t = 0.951 (off): v = e^-1 = 0.367879441, ub = 367.879441
# t = 0.5011 (on): v = 1 - e^-1.1 = 0.667128916, w = 0.666462454
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/ChangeoverRC.mo" -o ./ChangeoverRC

./ChangeoverRC --stop-time=1 --interval=0.0001 -o ida.csv --stats 2> ida.err
close "ida: exit status" $? 0 0
steps_at_most "ida" ida.err 3500
./ChangeoverRC --solver=newmark --stop-time=1 --interval=0.0001 -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "v 0.001 0.632120559 1e-5" "ua 0.001 -367.879441 0.01" "ub 0.001 0.632120559 1e-5" \
           "w 0.001 0.631489070 1e-5" "iL 0.001 0.631489070 1e-5" \
           "v 0.052 0.135335283 1e-5" "ub 0.052 135.335283 0.01" "ua 0.052 -0.864664717 1e-5" \
           "iL 0.052 1.35335148e-7 1e-11" \
           "v 0.951 0.367879441 1e-5" "ub 0.951 367.879441 0.01" \
           "v 0.5011 0.667128916 1e-5" "w 0.5011 0.666462454 1e-5"
# the load's current on IDA within the run's tolerance (rtol 1e-6 of
# about 1) of v/(RL + ron) in every row while on, interpolated rows too
worst=$(awk -F, 'NR > 1 && $13 == 1 { d = $12 - $2 / 1.001; if (d < 0) d = -d; if (d > m) m = d } END { printf "%.3g", m }' ida.csv)
holds "ida: iL = v/(RL + ron) in every row while on (largest difference $worst)" "$worst <= 1e-6"
finish
