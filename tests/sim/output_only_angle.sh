# Variables that nothing in the solver reads (tests/models/RecordedAngle.mo:
# an angle through atan2 behind noEvent, twice it wrapped by a function, a
# product through noEvent) are computed from the solver's unknowns instead
# of being unknowns themselves: their rows may read noEvent() and user
# functions, as no Newton iteration or error test goes through them.  As
# unknowns, the angle's jump by 2 pi where it crosses pi (t = 2 pi) failed
# IDA's error test until the stall rule took every algebraic variable out
# of it (a warning, 1921 steps at atol 1e-12); now no warning, under 1400.
# q, read by a relation, stays an unknown; its when-clause still counts.
#
# Values by hand: x = cos(t/2), y = sin(t/2); phi = t/2 wrapped into
# [-pi, pi), a = t wrapped, p = |phi|; |sin(t/2)| rises past 0.9 at
# t = 2 asin(0.9) = 2.23953903000, 2 (pi + asin(0.9)) = 8.52272433718 and
# 2 (2 pi + asin(0.9)) = 14.80590964436.  Tolerance 5e-7: Newmark's error
# in the angle over 20 s at these tolerances is about 1e-7, twice that in a.
. "$TOP/tests/lib.sh"
"$HYSC" --dump-flat "$TOP/tests/models/RecordedAngle.mo" > flat.txt 2>&1
for v in phi a p; do
  holds "$v is computed" "$(grep -c "^// assignment [0-9]*: $v := " flat.txt) == 1"
done
holds "q stays an unknown" "$(grep -c '^// assignment [0-9]*: q := ' flat.txt) == 0"
build "$TOP/tests/models/RecordedAngle.mo" -o ./RecordedAngle

./RecordedAngle -o ida.csv --atol=1e-12 --stats --events > ida.out 2> ida.err
close "ida: exit status" $? 0 0
holds "ida: no stall warning" "$(grep -c 'outside its error test' ida.err) == 0"
steps_at_most "ida" ida.err 1399
grep '^event t=' ida.err ida.out 2>/dev/null | sed -n 's/^.*event t=\([^ ]*\) q > 0.9 .*/\1/p' > rises
close "ida: rises of q" "$(wc -l < rises)" 3 0
close "ida: first rise" "$(nth 1 < rises)" 2.23953903000 1e-7
close "ida: second rise" "$(nth 2 < rises)" 8.52272433718 1e-7
close "ida: third rise" "$(nth 3 < rises)" 14.80590964436 1e-7
./RecordedAngle --solver=newmark --atol=1e-12 -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "x 20 -0.839071529076 5e-7" "y 20 -0.544021110889 5e-7" \
           "phi 6.2 3.1 5e-7" "phi 6.4 -3.083185307180 5e-7" "phi 20 -2.566370614359 5e-7" \
           "a 6.2 -0.083185307180 5e-7" "a 6.4 0.116814692820 5e-7" "a 20 1.150444078461 5e-7" \
           "p 6.4 3.083185307180 5e-7" "p 20 2.566370614359 5e-7" "n 20 3 0"
finish
