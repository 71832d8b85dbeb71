# A dummy derivative of index reduction is left out of IDA's error test
# (tests/models/LeakyTransformer.mo: der(is), is = n i1): as a derivative
# its local error estimate is one order worse than the states', and in the
# test it held IDA at order 1 with most steps rejected (32000 steps to
# t = 1); i1, of which it is the derivative, stays in the test.
# L di1/dt + R i1 = vs, i1(0) = 0, L = 1.6e-3, R = 1.02, w = 20 pi:
# i1 = 0.1/R (1 - e^(-tR/L)) + 0.1 (R cos wt + wL sin wt - R e^(-tR/L))/(R^2 + w^2 L^2)
# i1(0.002) = 0.141042187, i1(0.5) = i1(1) = 0.195135238, is = 2 i1.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/LeakyTransformer.mo" -o ./LeakyTransformer

./LeakyTransformer -o ida.csv --stats 2> ida.err
close "ida: exit status" $? 0 0
steps_at_most "ida" ida.err 2000
./LeakyTransformer --solver=newmark -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "i1 0.002 0.141042187 1e-6" "i1 0.5 0.195135238 1e-6" "is 1 0.390270476 2e-6"
finish
