# A conditional component's condition is structural, like an array size:
# hysc -p changes it at compile time, and the executable refuses --set.
# tests/semantics/oo_conditional_disabled.mo has k2 disabled (useSecond =
# false: one spring, k = 8, m = 4, mass.s = cos(sqrt(2) t)); with
# -p useSecond=true both springs act, k = 16, omega = 2, so at t = pi/2
# mass.s = cos(pi) = -1 (it would be cos(pi/sqrt 2) = -0.6057 without k2),
# k2.a.f = 8 (-1 - 0) = -8 and the wall takes -16.
. "$TOP/tests/lib.sh"

model=$TOP/tests/semantics/oo_conditional_disabled.mo
build "$model" -p useSecond=true -o ./enabled
for solver in ida newmark; do
  ./enabled --solver=$solver --stop-time=1.5707963267948966 -o $solver.csv || fail "$solver: run exited $?"
  close "$solver: -p useSecond=true: mass.s at pi/2" "$(last_value mass.s $solver.csv)" -1 2e-4
  close "$solver: -p useSecond=true: k2.a.f at pi/2" "$(last_value k2.a.f $solver.csv)" -8 2e-3
  close "$solver: -p useSecond=true: wall.a.f at pi/2" "$(last_value wall.a.f $solver.csv)" -16 4e-3
done
status_is "--set useSecond=false refused" 2 ./enabled --set useSecond=false
grep -q "'useSecond' is fixed at compile time" status.err && echo "ok   the refusal names useSecond" \
  || fail "refusal: $(cat status.err)"

build "$model" -o ./disabled
./disabled --list-vars > vars.out || fail "--list-vars exited $?"
grep -q '^k2\.' vars.out && fail "the disabled k2 has variables: $(grep '^k2\.' vars.out)" \
  || echo "ok   the disabled k2 has no variables"
grep -q '^useSecond *constant' vars.out && echo "ok   useSecond is listed as fixed" || fail "--list-vars: $(grep useSecond vars.out)"
status_is "hysc -p useSecond=maybe refused" 2 "$HYSC" -p useSecond=maybe -o ./never "$model"
finish
