# Extreme --set values that make Newton's method fail are reported as such,
# naming the values, not as a structural fault of the model ("check for
# missing or redundant equations"): Cooling with a zero mass has no
# der(T) in its only equation; T0 = 1e308 leaves 'T = T0' with no usable
# derivative.  Exit 1, no result file.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
status_is "--set m=0" 1 ./Cooling --set m=0 -o zero.csv
want="Cooling: error: at t=0, initialization failed: Newton's method failed at the values given with --set (m=0): singular system: 'der(T)' is not determined by the equations"
[ "$(cat status.err)" = "$want" ] && echo "ok   message: $want" || fail "message: $(cat status.err)"
status_is "--set T0=1e308 --set h=2" 1 ./Cooling --set T0=1e308 --set h=2 -o big.csv
grep -q "initialization failed: Newton's method failed at the values given with --set (T0=1e308, h=2): " status.err \
  && echo "ok   message: $(cat status.err)" || fail "message: $(cat status.err)"
[ ! -e zero.csv ] && [ ! -e big.csv ] && echo "ok   no result file" || fail "a result file was left"
finish
