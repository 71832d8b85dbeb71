# Arrays and loops too large to expand are located errors, found quickly and
# in bounded memory: a 10^8-element declaration, a range of 10^9 elements,
# and two nested loops of 10^5 iterations each (10^10 copies of a body; the
# bound is 500000 iterations per model).  Each run ends within 10 s.
. "$TOP/tests/lib.sh"
cat > big.mo <<'MO'
model Big
  Real x[100000000];
  Real y = sum(1:1e9);
end Big;
MO
cat > loops.mo <<'MO'
model Loops
  Real x[3];
equation
  for i in 1:100000, j in 1:100000 loop
    x[1] = i;
  end for;
end Loops;
MO
for m in big loops; do
  timeout 10 "$HYSC" --emit-c=/dev/null $m.mo 2> $m.err
  status=$?
  [ $status = 1 ] && echo "ok   $m: exit 1" || fail "$m: exit $status, expected 1"
done
grep -q "big.mo:2:10: error: the size of 'x' is 1e+08: hysc takes at most 1000000" big.err \
  && echo "ok   big: the size is located" || fail "big: $(cat big.err)"
grep -q "big.mo:3:16: error: this range has more than 1000000 elements" big.err \
  && echo "ok   big: the range is located" || fail "big: $(cat big.err)"
grep -q "loops.mo:4:7: error: the loops of this model run more than 500000 iterations" loops.err \
  && echo "ok   loops: the loop is located" || fail "loops: $(cat loops.err)"
finish
