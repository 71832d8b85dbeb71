# The language of this slice, on both backends, against values derived by hand:
# vector when (one firing per element), 'or' (one firing), elsewhen priority,
# pre() counters, discrete Real, several names per declaration, if-expressions,
# math functions, der() inside a product, experiment annotation, -m.
. "$TOP/tests/lib.sh"
M=$TOP/tests/models

build "$M/WhenSemantics.mo" -o ./WhenSemantics
for solver in ida newmark; do
  ./WhenSemantics --solver=$solver --events -o ws.csv 2> ws.events || fail "$solver: WhenSemantics exited $?"
  # x = time, so the elements of {x > 0.25, x > 0.5, x > 0.75} rise at 0.25, 0.5, 0.75
  grep '{x > 0.25' ws.events | cut -d' ' -f2 | sed 's/t=//' > vector.times
  close "$solver: vector when fires 3 times" "$(wc -l < vector.times)" 3 0
  close "$solver: first element at 0.25" "$(nth 1 < vector.times)" 0.25 1e-9
  close "$solver: third element at 0.75" "$(nth 3 < vector.times)" 0.75 1e-9
  close "$solver: n = 3 at the end" "$(last_value n ws.csv)" 3 0
  close "$solver: tHit = time of the last firing" "$(last_value tHit ws.csv)" 0.75 1e-9
  close "$solver: 'x > 0.25 or x > 0.75' fires once" "$(last_value once ws.csv)" 1 0
  close "$solver: elsewhen with the same condition loses (which = 1)" "$(last_value which ws.csv)" 1 0
  close "$solver: y = sin^2 + cos^2" "$(last_value y ws.csv)" 1 1e-12
  close "$solver: z = 2x after x > 0.5" "$(last_value z ws.csv)" 2 1e-9
  # the experiment annotation's Interval = 0.125: every grid time has a row
  # (an event exactly on the grid stands for it), and each event has two rows
  grid=$(awk -F, 'NR > 1 { for (k = 0; k <= 8; k++) { d = $1 - k * 0.125; if (d < 1e-9 && d > -1e-9) seen[k] = 1 } }
                  END { for (k = 0; k <= 8; k++) n += seen[k]; print n }' ws.csv)
  close "$solver: all 9 grid times of Interval = 0.125 present" "$grid" 9 0
  pairs=$(awk -F, 'NR > 1 && $1 == prev { n++ } { prev = $1 } END { print n + 0 }' ws.csv)
  close "$solver: 4 events, each a pair of rows at one time" "$pairs" 4 0
done

# m c_p der(T) = h A (T_inf - T): T(1) = 298.15 + 65 exp(-0.7/0.12)
build "$M/Cooling.mo" -o ./Cooling
exact=298.34033948016315
./Cooling -o ida.csv && close "IDA T(1), Tolerance=1e-8 from the annotation" "$(last_value T ida.csv)" $exact 1e-5
./Cooling --solver=newmark --step=1e-3 -o nm.csv && close "Newmark T(1), h=1e-3" "$(last_value T nm.csv)" $exact 1e-5
./Cooling --solver=newmark --step=1e-4 -o nm4.csv && close "Newmark T(1), h=1e-4 (second order)" "$(last_value T nm4.csv)" $exact 1e-7

# two models: the one named like the file by default, another with -m
build "$M/TwoModels.mo" -o ./TwoModels
./TwoModels --stop-time=1 -o two.csv && close "default model TwoModels: x(1) = exp(-2)" "$(last_value x two.csv)" 0.1353352832366127 1e-5
build "$M/TwoModels.mo" -m Other -o ./Other
./Other --stop-time=1 -o other.csv && close "-m Other: x(1) = exp(-1)" "$(last_value x other.csv)" 0.36787944117144233 1e-5

# a discrete equation without a fixed point: a clear error; the rows up to
# the event are kept (x = 0.5, b and go still false at its left limit)
build "$M/DiscreteLoop.mo" -o ./DiscreteLoop
status_is "event iteration without a fixed point" 1 ./DiscreteLoop -o loop.csv
grep -q "t=0.5, event iteration did not settle.*'b'" status.err && echo "ok   message names t=0.5 and b" \
  || fail "message: $(cat status.err)"
grep -q "^DiscreteLoop: results up to t=0.5 written to 'loop.csv'$" status.err \
  && echo "ok   message says the rows up to t=0.5 are kept" || fail "message: $(cat status.err)"
close "DiscreteLoop: time of the last row" "$(last_value time loop.csv)" 0.5 1e-9
close "DiscreteLoop: x in the last row" "$(last_value x loop.csv)" 0.5 1e-9
close "DiscreteLoop: go in the last row (left limit)" "$(last_value go loop.csv)" 0 0
close "DiscreteLoop: rows (grid 0.002 up to 0.5)" "$(($(wc -l < loop.csv) - 1))" 251 0
finish
