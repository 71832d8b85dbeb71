# A variable whose row reads noEvent() and that only relations and discrete
# equations read (tests/models/JumpingThreshold.mo: lim, read by
# started = pre(started) or x > lim) is computed from the solver's unknowns
# instead of being one: relations and discrete equations see its computed
# value, and no Newton iteration or error test goes through its jumps.  As
# an unknown, its 38 jumps failed IDA's error test until the stall rule took
# the algebraic variables out of it (a warning, 2755 steps, 1938 rejected);
# now no warning, 360 steps.
#
# Values by hand: x = t until x > lim; lim = 5 where sin(40 t) > 0, else
# 1.5; sin(60) = -0.3048 < 0, so x passes lim at t = 1.5 and then holds 1.5.
# lim at t = 0.048 (sin(1.92) > 0) is 5, at t = 0.102 (sin(4.08) < 0) 1.5.
. "$TOP/tests/lib.sh"
"$HYSC" --dump-flat "$TOP/tests/models/JumpingThreshold.mo" > flat.txt 2>&1
holds "lim is computed" "$(grep -c '^// assignment [0-9]*: lim := ' flat.txt) == 1"
build "$TOP/tests/models/JumpingThreshold.mo" -o ./JumpingThreshold

./JumpingThreshold -o ida.csv --stats --events > ida.out 2> ida.err
close "ida: exit status" $? 0 0
holds "ida: no stall warning" "$(grep -c 'outside its error test' ida.err) == 0"
steps_at_most "ida" ida.err 799
first=$(grep -h '^event t=.* x > lim became true' ida.err ida.out | head -n 1 | sed 's/^event t=\([^ ]*\) .*/\1/')
close "ida: x passes lim" "$first" 1.5 1e-7
./JumpingThreshold --solver=newmark -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "x 1.44 1.44 1e-9" "x 3 1.5 1e-6" "started 3 1 0" "started 1.44 0 0" \
           "lim 0.048 5 0" "lim 0.102 1.5 0" "lim 3 5 0"
finish
