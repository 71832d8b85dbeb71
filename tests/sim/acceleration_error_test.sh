# A body's acceleration a = der(v), v the velocity of a state x (der(x) =
# v), is left out of IDA's error test as other derivatives under names of
# their own are (tests/models/StiffDriveAcceleration.mo): behind the stiff
# damper its estimate at tiny steps is v's Newton residue over h, which no
# shorter step reduces.  In the test IDA stalled after the force's step at
# t = 0.005 (a warning, 327 steps).  x and v stay in the test.
# The system is overdamped: m s^2 + d s + c = 0 has the slow pole
# -c/d (1 + m c/d^2) = -100.01 and a fast one near -1e6, gone within
# microseconds (the sin term only matters while |a| is large).  From
# t = 0.005 on x = (u/c) (1 - e^(-100 (t - 0.005))), so at t = 0.02:
# x = 1e-5 (1 - e^-1.5) = 7.768698e-6, v = 1e-3 e^-1.5 = 2.231302e-4,
# a = -0.1 e^-1.5 = -2.231302e-2 (the fast pole shifts these by 1e-4
# relative); at t = 1, x = 1e-5 and v = a = 0.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/StiffDriveAcceleration.mo" -o ./StiffDriveAcceleration

./StiffDriveAcceleration -o ida.csv --stats 2> ida.err
close "ida: exit status" $? 0 0
steps_at_most "ida" ida.err 200
holds "ida: no warning" "$(grep -c warning ida.err) == 0"
./StiffDriveAcceleration --solver=newmark -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "x 0.02 7.768698e-6 5e-9" "v 0.02 2.231302e-4 5e-7" "a 0.02 -2.231302e-2 5e-5" \
           "x 1 1e-5 1e-10" "v 1 0 1e-8" "a 1 0 1e-6"
finish
