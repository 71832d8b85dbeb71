# A model is bounded as a whole, not only array by array: at most 250000
# scalar variables (array elements each) and component instances, and
# 500000 scalar equations, so that the compiler's memory stays within about
# 1.1 GB (hysc(1), SECURITY).  Beyond, a located error names the sizes, found
# before the elements are made: in the memory of a small model (at most 4x
# that of a model of one equation), each run within 20 s.  Before, arrays
# that each kept within their own bound, or nested arrays of components
# (600 x 600 instances), took gigabytes.
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
finish
