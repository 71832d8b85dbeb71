# An if-equation whose branches each give one variable (its residual 'if c
# then p - e1 else p - e2 = 0') is solved for it, p := if c then e1 else
# e2, as a simple equation is (tests/models/RecordedIfEquation.mo): p,
# only recorded, is then computed after each step, and its jump without an
# event at t = ln 2 no longer reaches IDA.  As an unknown of IDA's system
# it held IDA there (100 000 steps, half of them rejected, and a warning).
# x = e^-t: x(0.5) = p(0.5) = 0.60653066, x(1) = 0.36787944, p(1) = 0.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/RecordedIfEquation.mo" -o ./RecordedIfEquation

./RecordedIfEquation -o ida.csv --stats 2> ida.err
close "ida: exit status" $? 0 0
steps_at_most "ida" ida.err 100
holds "ida: no warning" "$(grep -c warning ida.err) == 0"
./RecordedIfEquation --solver=newmark -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "x 0.5 0.60653066 1e-5" "p 0.5 0.60653066 1e-5" "x 1 0.36787944 1e-5" "p 1 0 1e-9"
finish
