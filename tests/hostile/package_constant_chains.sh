# Package constants defined through one another (constants.c): a doubling
# chain c_i = c_(i-1) + c_(i-1) is folded to numbers, so n = 400 costs about
# what n = 50 does and c_40 is 2^39 exactly; arrays that double in size,
# v_i = v_(i-1) + 2 v_(i-1), stop with a located error once a value passes
# 100000 terms; a chain of more than 200 constants each defined through the
# next one is a located error, never a deep recursion.
. "$TOP/tests/lib.sh"
doubling() { # doubling N: package constants c1 .. cN, the model reads c40 / 2^39 = 1
  echo "package P"
  echo "  constant Real c1 = 1;"
  i=2; while [ $i -le $1 ]; do echo "  constant Real c$i = c$((i - 1)) + c$((i - 1));"; i=$((i + 1)); done
  echo "end P;"
  printf 'model M\n  Real y = P.c40 / 2^39;\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend M;\n'
}
doubling 50 > small.mo
doubling 400 > big.mo
set -- $(measure_hysc small.mo) $(measure_hysc big.mo)
echo "doubling: n=50 ${1}s ${2}KB; n=400 ${4}s ${5}KB"
holds "doubling: time n=400 ($4 s) <= 16 x n=50 ($1 s) + 1 s" "$4 <= 16 * $1 + 1"
holds "doubling: memory n=400 ($5 KB) <= 8 x n=50 ($2 KB)" "$5 <= 8 * $2"
build ./small.mo -o ./small
./small --stop-time=1 -o small.csv || fail "./small exited $?"
close "P.c40 / 2^39" "$(last_value y small.csv)" 1 0

{ echo "package P"; echo "  constant Real v1[2] = {1, 2};"
  i=2; while [ $i -le 40 ]; do echo "  constant Real v$i[2] = v$((i - 1)) + 2*v$((i - 1));"; i=$((i + 1)); done
  echo "end P;"; printf 'model M\n  Real y[2] = P.v40;\nend M;\n'; } > arrays.mo
status_is "arrays doubling in size" 1 timeout 60 "$HYSC" -o ./arrays arrays.mo
grep -q "error: the value of the constant 'P.v[0-9]*' has more than 100000 terms" status.err ||
  fail "no error on the size of the array constants: $(head -1 status.err)"

{ echo "package P"
  i=1; while [ $i -lt 300 ]; do echo "  constant Integer k$i = k$((i + 1)) + 1;"; i=$((i + 1)); done
  echo "  constant Integer k300 = 1;"; echo "end P;"; printf 'model M\n  Real y = P.k1;\nend M;\n'; } > long.mo
status_is "a chain of 300 constants" 1 timeout 60 "$HYSC" -o ./long long.mo
grep -q "long.mo:[0-9]*:[0-9]*: error: the value of the constant 'P.k[0-9]*' is a chain of more than 200 constants" \
  status.err || fail "no located error on the chain: $(head -1 status.err)"
finish
