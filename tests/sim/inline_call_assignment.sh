# A call of a function with annotation(Inline = true) whose output has a
# smooth closed form (y := sin(u), as Modelica.Math.sin is written) does not
# keep its equation in the solver's system: y = wave(w*time) is computed
# (tests/models/InlineSource.mo), while z = pulse(time), a function without
# the annotation that the state's equation reads, stays an unknown.  The
# MSL sine source of a transmission line stayed in IDA's error test
# (45 489 steps, 42 194 without it).
# der(x) = sin(3t) - x, x(0) = 0: x = (sin 3t - 3 cos 3t)/10 + 0.3 e^-t.
. "$TOP/tests/lib.sh"
model=$TOP/tests/models/InlineSource.mo
build "$model" -o ./InlineSource

flat=$("$HYSC" --dump-flat "$model")
holds "y computed from wave's closed form" "$(echo "$flat" | grep -c '^// assignment [0-9]*: y := wave(w \* time)$') == 1"
holds "z an unknown" "$(echo "$flat" | grep -c '^// assignment [0-9]*: z :=') == 0"
holds "two unknowns left to the solver" "$(echo "$flat" | grep -c ' 2 unknowns left to the solver') == 1"
./InlineSource --stop-time=2 -o ida.csv 2> ida.err
close "ida: exit status" $? 0 0
./InlineSource --solver=newmark --stop-time=2 -o newmark.csv 2> newmark.err
close "newmark: exit status" $? 0 0
close_both "y 1 0.14112001 1e-8" "z 1 2 1e-9" "x 1 0.42147358 2e-5" "x 2 -0.27539205 2e-5"
finish
