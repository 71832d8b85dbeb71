# A model is bounded as a whole, not only array by array: at most 250000
# scalar variables (array elements each) and component instances, and
# 500000 scalar equations, so that the compiler's memory stays within about
# 1.1 GB (hysc(1), SECURITY).  Beyond, a located error names the sizes, found
# before the elements are made: in the memory of a small model (at most 4x
# that of a model of one equation), each run within 20 s.  Before, arrays
# that each kept within their own bound, or nested arrays of components
# (600 x 600 instances), took gigabytes.
# Whatever the shape, the expression nodes of all stages are bounded too
# (10^7, --max-nodes lowers it): a product of two 150 x 150 matrices, six
# lines, took 2.7 GB and 40 s.  Its memory when refused is in proportion to
# the bound (twice the nodes: at most 2.2x the memory), and a model refused
# while its C is being written leaves no temporary directory.
. "$TOP/tests/lib.sh"
echo 'model Small Real x(start = 1, fixed = true); equation der(x) = -x; end Small;' > small.mo
cat > arrays.mo <<'MO'
model Arrays
  Real x[200000](each start = 1, each fixed = true);
  Real y[100000](each start = 1, each fixed = true);
equation
  for i in 1:200000 loop der(x[i]) = -x[i]; end for;
  for i in 1:100000 loop der(y[i]) = -y[i]; end for;
end Arrays;
MO
cat > nested.mo <<'MO'
model B
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end B;
model A
  B b[600];
end A;
model Nested
  A a[600];
end Nested;
MO
cat > equations.mo <<'MO'
model Equations
  Real x[100000];
  Real y[100000];
equation
  x = y;
  x = 2*y;
  x = 3*y;
  x = 4*y;
  x = 5*y;
  x = 6*y;
end Equations;
MO
# refused FILE LINE:COL MESSAGE [KB]: exit 1 within 20 s with the message at
# that place, in at most KB of peak memory (measured with /usr/bin/time)
refused() {
  if [ -x /usr/bin/time ]; then
    timeout 20 /usr/bin/time -f '%M' -o "$1.kb" "$HYSC" --emit-c=/dev/null "$1" 2> "$1.err"
  else
    timeout 20 "$HYSC" --emit-c=/dev/null "$1" 2> "$1.err"; echo 0 > "$1.kb"
  fi
  status=$?
  [ $status = 1 ] && echo "ok   $1: exit 1" || fail "$1: exit $status, expected 1"
  grep -qF "$1:$2: error: $3" "$1.err" && echo "ok   $1: $2: $3" || fail "$1: $(head -c 600 "$1.err")"
  [ $# -lt 4 ] || holds "$1: peak memory $(tail -n 1 "$1.kb") KB <= $4 KB" "$(tail -n 1 "$1.kb") <= $4"
}
set -- $(measure_hysc small.mo)
limit=$((4 * $2))
refused arrays.mo 3:8 "'y' has 100000 elements, which bring the model to 300000 scalar variables: hysc handles at most 250000 per model" $limit
refused nested.mo 2:8 "with 'a[209].b[96].x' the model has more than 250000 component instances and variables: hysc handles at most 250000 per model"
refused equations.mo 10:3 "with this equation the model has 600000 scalar equations: hysc handles at most 500000 per model"
n=150
printf 'model P\n  parameter Real A[%d, %d] = fill(1, %d, %d);\n  Real C[%d, %d];\nequation\n  C = A*A*time;\nend P;\n' \
  $n $n $n $n $n $n > product.mo
for nodes in 200000 400000; do
  if [ -x /usr/bin/time ]; then
    timeout 20 /usr/bin/time -f '%M' -o nodes$nodes.kb "$HYSC" --max-nodes=$nodes --emit-c=/dev/null product.mo \
      2> nodes$nodes.err
  else
    timeout 20 "$HYSC" --max-nodes=$nodes --emit-c=/dev/null product.mo 2> nodes$nodes.err; echo 0 > nodes$nodes.kb
  fi
  status=$?
  [ $status = 1 ] && echo "ok   product, $nodes nodes: exit 1" || fail "product, $nodes nodes: exit $status, expected 1"
  grep -q "^product.mo:5:[0-9]*: error: the model expands to more than $nodes expression nodes here: hysc handles at most $nodes (--max-nodes)" \
    nodes$nodes.err && echo "ok   product, $nodes nodes: located" || fail "product: $(head -c 600 nodes$nodes.err)"
done
small=$(tail -n 1 nodes200000.kb) big=$(tail -n 1 nodes400000.kb)
holds "product: memory refused at 400000 nodes ($big KB) <= 2.2 x at 200000 ($small KB)" "$big <= 2.2 * $small"
# a sum of 3000 powers: its C is being written when the 17000th node is made
awk 'BEGIN { printf "model Q\n  Real x(start = 1, fixed = true);\n  Real y;\nequation\n  der(x) = -x;\n  y = x"
             for (i = 2; i <= 3000; i++) printf " + x^%d", i % 5 + 1
             print ";\nend Q;" }' > powers.mo
mkdir tmp
TMPDIR=$PWD/tmp "$HYSC" --max-nodes=17000 -o powers powers.mo 2> powers.err
status=$?
[ $status = 1 ] && echo "ok   powers: exit 1" || fail "powers: exit $status, expected 1"
left=$(ls -A tmp)
[ -z "$left" ] && echo "ok   powers: no temporary files left" || fail "powers: left in TMPDIR: $left"
finish
