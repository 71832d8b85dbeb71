# A row of tests/models/HelixPull.mo reads the elements of two calls of
# helix(time) inside the branch of an if-expression: each call is made once
# before the row (cse<k>[], codegen_expr.c), and its elements are values, not
# calls, so the subtrees of the Jacobian's entry that repeat them inside the
# branch become locals too (codegen_cse.c): the distance
# sqrt((x + cos t)^2 + ...) that d/dx of -x*sqrt(...) writes twice is
# computed once, in a local that reads the elements.  Same operations on the
# same operands: the analytic Jacobian agrees with differences (1e-6), and
# x(1) = 0.134366218269, x'(1) = -1.301854885515 (RK4 with h = 1e-4,
# tests/models/HelixPull.awk) to 1e-6 at rtol 1e-9 on both backends.
. "$TOP/tests/lib.sh"
model="$TOP/tests/models/HelixPull.mo"
"$HYSC" --emit-c=helix.c "$model" || fail "hysc --emit-c exited $?"
sed -n '/^[A-Z_ ]*static void jacobian(/,/^}/p' helix.c > jacobian.c
holds "the Jacobian calls sqrt once ($(grep -o 'sqrt(' jacobian.c | wc -l))" "$(grep -o 'sqrt(' jacobian.c | wc -l) == 1"
holds "a local reads an element of a shared call" "$(grep -c 'double sub[0-9]* = .*cse[0-9]*\[' jacobian.c) >= 2"
"$HYSC" -o ./helix "$model" || { fail "hysc exited $?"; finish; }
reference=$(awk -f "$TOP/tests/models/HelixPull.awk")
for solver in ida newmark; do
  ./helix --solver=$solver --rtol=1e-9 --atol=1e-11 --stop-time=1 -o helix.csv || fail "$solver: exited $?"
  close "$solver: x(1)" "$(last_value x helix.csv)" "${reference% *}" 1e-6
  close "$solver: v(1)" "$(last_value v helix.csv)" "${reference#* }" 1e-6
done
./helix --check-jacobian -o /dev/null 2> check.out || fail "check-jacobian exited $?"
worst=$(sed -n 's/.*largest relative difference \([^ ]*\).*/\1/p' check.out | sort -g | tail -1)
holds "largest relative difference ${worst:-none} <= 1e-6" "${worst:-1e300} <= 1e-6"
finish
