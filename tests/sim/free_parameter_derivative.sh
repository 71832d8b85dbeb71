# A parameter with fixed = false is constant after initialization: where
# index reduction differentiates an equation that reads it
# (tests/models/FreeParameterSource.mo, is = sin(time/tau) injected between
# two inductors), its derivative is 0.  It was an unknown der(tau), which
# kept the derivatives of the differentiated block in IDA's error test
# (1470 steps; an MSL lightning impulse on a line took 60 756 instead of
# 45 489).  With a = R/(L1+L2) = 1/3, b = 4 L2/(L1+L2) = 8/3:
# i1' = -a i1 - b cos 4t, i1(0) = 0, so i1 = A cos 4t + B sin 4t - A e^-at,
# B = -b/(4 + a^2/4), A = a B/4; i2 = i1 + sin 4t.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/FreeParameterSource.mo" -o ./FreeParameterSource

flat=$("$HYSC" --dump-flat "$TOP/tests/models/FreeParameterSource.mo")
others=$(echo "$flat" | grep 'der(tau)' | grep -vc '^  der(tau) = 0;\|^// block')
holds "no der(tau) in the differentiated equations" "$others == 0"
./FreeParameterSource -o ida.csv --stop-time=10 --stats 2> ida.err
close "ida: exit status" $? 0 0
steps_at_most "ida" ida.err 700
holds "ida: no warning" "$(grep -c warning ida.err) == 0"
./FreeParameterSource --solver=newmark --stop-time=10 -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "tau 10 0.25 1e-12" "i1 1 0.57665130 2e-5" "i1 2.5 0.43045093 2e-5" "i2 2.5 -0.11357018 2e-5" \
  "i1 10 -0.45455150 2e-5" "i2 10 0.29056166 2e-5"
finish
