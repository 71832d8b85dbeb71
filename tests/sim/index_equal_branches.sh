# An if-expression whose branches differentiate to the same number is that
# number (tests/models/SwitchedInjection.mo: is = 0 before t0, sin(4(t - t0))
# after, injected between two inductors): the coefficient of der(is) in the
# differentiated node equation is 1, so the choice of dummy derivatives is
# static (no choice block watched along the run) and is, der(is) are
# explicit.  It read 'if time < t0 then 1 else 1', a coefficient that
# reads time: a watched choice, and on an MSL lightning impulse into a line
# 45 489 steps instead of 35 000.  From t0 on (u = t - t0), with
# a = R/(L1+L2) = 1/3, b = 4 L2/(L1+L2) = 8/3: i1' = -a i1 - b cos 4u,
# i1 = A cos 4u + B sin 4u - A e^-au, B = -b/(4 + a^2/4), A = a B/4; before
# t0 i1 = 0; i2 = i1 + is.
. "$TOP/tests/lib.sh"
model=$TOP/tests/models/SwitchedInjection.mo
build "$model" -o ./SwitchedInjection

holds "no choice block" "$("$HYSC" --emit-c=- "$model" | grep -c 'n_choice_blocks = [1-9]') == 0"
holds "two unknowns left to the solver" "$("$HYSC" --dump-flat "$model" | grep -c ' 2 unknowns left to the solver') == 1"
./SwitchedInjection -o ida.csv --stop-time=10 2> ida.err
close "ida: exit status" $? 0 0
./SwitchedInjection --solver=newmark --stop-time=10 -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "i1 0.4 0 1e-12" "i1 1.5 0.57665130 2e-5" "i2 1.5 -0.18015119 2e-5" "i1 3 0.43045093 2e-5" \
  "i1 10 -0.24658498 2e-5" "i2 10 0.04978360 2e-5"
finish
