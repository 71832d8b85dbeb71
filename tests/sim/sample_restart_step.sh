# After a time event that moves no state (tests/models/SampledLag.mo: a lag
# whose input is sampled every T = 0.01 s), IDA's first step is the step it
# was about to take before the event, shortened until the local error of
# that order-1 step, estimated from consistent values ahead of it, is 0.3
# of what IDA's error test allows, and not the step IDA picks by itself
# (h |y'| within half the tolerances, 1e-9 s here), from which it needed
# some 18 steps per sample to get back (1780 steps to t = 1; 1172 when the
# first step's error was held to 1e-4 of the test); now fewer than 900.
#
# Hand derivation: with a = e^(-T/tau), over a sample x goes to
# u + (x - u) a; a pair of samples (u = 1, then 0) maps x to
# a^2 x + a (1 - a), so from x(0) = 0, x(2mT) = a (1 - a^(2m)) / (1 + a):
# x(0.5) = 0.195751004990, x(1) = 0.314479991186; w + 0.1 w^3 = x gives
# w(0.5) = 0.195009410139, w(1) = 0.311458640403 (Newton on the cubic).
# Tolerance 2e-6: rtol 1e-6 on values near 0.3, over 100 samples.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/SampledLag.mo" -o ./SampledLag

./SampledLag -o ida.csv --stats --events 2> ida.err
close "ida: exit status" $? 0 0
steps_at_most "ida" ida.err 899
grep '^event t=' ida.err | grep -v ' time event ' | grep 'sample(0, T)' | sed 's/^event t=\([^ ]*\).*/\1/' > samples
close "ida: samples" "$(wc -l < samples)" 101 0
close "ida: time of the 51st sample" "$(nth 51 < samples)" 0.5 1e-12
./SampledLag --solver=newmark -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "x 0.5 0.195751004990 2e-6" "w 0.5 0.195009410139 2e-6" \
           "x 1 0.314479991186 2e-6" "w 1 0.311458640403 2e-6"
finish
