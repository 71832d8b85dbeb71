# Integer parameters defined through one another (arrays.c): each value is
# evaluated once, so n_i = n_(i-1) + n_(i-1) - n_(i-1) chained 40 times
# costs about twice 20 times (it cost three times more per line: 40 lines
# never finished).  A chain deeper than 1000 parameters is a located
# error, never a stack overflow; a parameter that reads itself, n = n + 1,
# says so.  The values are right: n0 = 3 makes x[n40] three elements, and
# x[i](1) = i exp(-1) for der(x) = -x, x(0) = {1, 2, 3} (to 1e-5, the
# solver's tolerance).  The same chain of 20 sizes an array of components
# (instantiate.c): c[3].x(1) = exp(-1).
. "$TOP/tests/lib.sh"
chain() { # chain N: n1 .. nN and Real x[nN]
  echo "model N"
  echo "  parameter Integer n0 = 3;"
  i=1; while [ $i -le $1 ]; do echo "  parameter Integer n$i = n$((i - 1)) + n$((i - 1)) - n$((i - 1));"; i=$((i + 1)); done
  echo "  Real x[n$1](start = 1:n$1, each fixed = true);"
  echo "equation"
  echo "  der(x) = -x;"
  echo "  annotation(experiment(StopTime = 1, Interval = 0.5));"
  echo "end N;"
}
chain 20 > small.mo
chain 40 > big.mo
for n in small big; do
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f '%e %M' -o time_$n.out timeout 60 "$HYSC" --emit-c=$n.c $n.mo || fail "hysc $n.mo exited $?"
  else
    echo "0 0" > time_$n.out
  fi
done
set -- $(tail -n 1 time_small.out) $(tail -n 1 time_big.out)
echo "n=20 ${1}s ${2}KB; n=40 ${3}s ${4}KB"
holds "time n=40 ($3 s) <= 2 x n=20 ($1 s) + 0.5 s" "$3 <= 2 * $1 + 0.5"
build ./big.mo -o ./big
./big -o big.csv || fail "./big exited $?"
close "x[3](1)" "$(last_value 'x[3]' big.csv)" 1.10363832 1e-5
holds "x has 3 elements" "$(head -n 1 big.csv | grep -c '"x\[4\]"') == 0"

chain 999 > deepest.mo
"$HYSC" --emit-c=deepest.c deepest.mo || fail "a chain of 999 exited $?"
chain 20000 > deep.mo
status_is "a chain of 20000 parameters" 1 "$HYSC" --emit-c=deep.c deep.mo
grep -q "^deep.mo:19003:30: error: the value of 'n19000' is reached through more than 1000 parameters, each defined by the next$" status.err ||
  fail "no located error on the chain: $(head -n 1 status.err)"

{ echo "model C0"; echo "  Real x(start = 1, fixed = true);"; echo "equation"; echo "  der(x) = -x;"; echo "end C0;"
  chain 20 | sed 's/^  Real x\[n20\].*/  C0 c[n20];/; /der(x) = -x/d'; } > components.mo
timeout 60 "$HYSC" -m N -o ./components components.mo || fail "the size of an array of components: hysc exited $?"
./components -o components.csv || fail "./components exited $?"
close "c[3].x(1)" "$(last_value 'c[3].x' components.csv)" 0.36787944 1e-5
holds "c has 3 elements" "$(head -n 1 components.csv | grep -c '"c\[4\]')== 0"

printf 'model R\n  parameter Integer n = n + 1;\n  Real x[n];\nequation\n  x = ones(n);\nend R;\n' > itself.mo
status_is "n = n + 1" 1 "$HYSC" --emit-c=itself.c itself.mo
grep -q "^itself.mo:2:21: error: the value of 'n' depends on itself$" status.err ||
  fail "no error on n = n + 1: $(head -n 1 status.err)"
finish
