# A capacitor current that is an unknown of the solver, C*der(v) = i with
# is = -i its alias (tests/models/SwitchedRC.mo), is left out of IDA's error
# test as v's derivative: scaled by 1/Rc it held the steps of each of the 20
# switchings (4378 steps to t = 1 before, about 2470 after).  iL = v/R of
# the load stays in the test (the tables list is alone).
# C = 1, Rc = 1e-3, Rd = 2e-3; on at t = 0, 0.1, ..., off at 0.05, 0.15, ...
# Each half period is 25 to 50 time constants, so v starts each charge from
# 0 and each discharge from 1 to within 2e-11:
# t = 0.001 (charge, Rc C = 1e-3): v = 1 - e^-1 = 0.632120559, i = e^-1/Rc = 367.879441
# t = 0.052 (discharge, Rd C = 2e-3): v = e^-1 = 0.367879441, i = -v/Rd = -183.939721
# t = 0.101: as t = 0.001; t = 0.954 (off): v = e^-2 = 0.135335283, i = -67.6676416
# iL = v/1e3 while on, v/2e3 while off.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/SwitchedRC.mo" -o ./SwitchedRC
"$HYSC" --emit-c=SwitchedRC.c "$TOP/tests/models/SwitchedRC.mo"
holds "is alone left out of the error test" \
  "$(grep -c '^  dummy_derivatives\[0\] = 1;$' SwitchedRC.c) == 1 && $(grep -c '\.n_dummy_derivatives = 1,' SwitchedRC.c) == 1"

./SwitchedRC --stop-time=1 --interval=0.001 -o ida.csv --stats 2> ida.err
close "ida: exit status" $? 0 0
steps_at_most "ida" ida.err 3300
./SwitchedRC --solver=newmark --stop-time=1 --interval=0.001 -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "v 0.001 0.632120559 1e-5" "i 0.001 367.879441 0.01" "is 0.001 -367.879441 0.01" \
           "iL 0.001 0.000632120559 1e-8" \
           "v 0.052 0.367879441 1e-5" "i 0.052 -183.939721 0.01" "iL 0.052 0.000183939721 1e-8" \
           "v 0.101 0.632120559 1e-5" "is 0.101 -367.879441 0.01" \
           "v 0.954 0.135335283 1e-5" "i 0.954 -67.6676416 0.01"
finish
