# BLT (src/symbolic/blt.c): --dump-flat lists the equations' blocks in evaluation
# order, --dump-graph draws the implicit ones as clusters.
# Loop: y = 2x needs only the state; z + sin(u) = y and u = z - c x use each
# other's unknowns, an algebraic loop (one implicit block of 2, after y);
# a w = y + z is linear in w with the parameter a = 2 as coefficient, so
# explicit, after the loop; der(x) = -w last.  In Coefficients, x y = 1 has
# the state x as y's coefficient and k v = x has k = 0: both implicit;
# h = 3 x - der(x)/2 is solvable for der(x) (coefficient -1/2).
# A chain of 30 000 algebraic variables, each using the one before, is
# sorted without recursion into 30 001 explicit blocks, first to last.
. "$TOP/tests/lib.sh"
cp "$TOP/tests/models/Loop.mo" Loop.mo
"$HYSC" --dump-flat Loop.mo > loop.txt || fail "hysc --dump-flat Loop.mo exited $?"
cat > loop.expected <<'TXT'
// blocks in evaluation order: 4, 3 explicit (one equation solvable for its unknown), 1 implicit, the largest of 2 equations
// block 1, explicit: y (line 7)
// block 2, implicit: u (line 9), z (line 8)
// block 3, explicit: w (line 10)
// block 4, explicit: der(x) (line 6)
TXT
grep '^// block' loop.txt > loop.blocks
if cmp -s loop.blocks loop.expected; then echo "ok   Loop: blocks"; else fail "Loop: blocks differ"; diff loop.expected loop.blocks; fi
"$HYSC" --dump-graph Loop.mo > loop.dot || fail "hysc --dump-graph Loop.mo exited $?"
tr -d '\n ' < loop.dot | grep -qF 'subgraphcluster_block2{label="block2(implicit)";e3;u4;e2;u2;}' \
  && echo "ok   Loop: the loop is a cluster of the graph" || { fail "Loop: no cluster for block 2"; cat loop.dot; }

cat > Coefficients.mo <<'MO'
model Coefficients
  parameter Real k = 0;
  Real x(start = 1, fixed = true);
  Real y, v, h;
equation
  x*y = 1;
  k*v = x;
  h = 3*x - der(x)/2;
  h = time;
end Coefficients;
MO
"$HYSC" --dump-flat Coefficients.mo > coefficients.txt || fail "hysc --dump-flat Coefficients.mo exited $?"
for line in "// block 1, implicit: y (line 6)" "// block 2, implicit: v (line 7)" "// block 3, explicit: h (line 9)" \
            "// block 4, explicit: der(x) (line 8)"; do
  grep -qxF -- "$line" coefficients.txt && echo "ok   Coefficients: '$line'" || { fail "Coefficients lacks '$line'"; grep block coefficients.txt; }
done

cat > Long.mo <<'MO'
model Long
  parameter Integer n = 30000;
  Real x(start = 1, fixed = true);
  Real y[n];
equation
  der(x) = -y[n];
  y[1] = x;
  for i in 2:n loop
    y[i] = y[i-1] + 1;
  end for;
end Long;
MO
"$HYSC" --dump-flat Long.mo > long.txt || fail "hysc --dump-flat Long.mo exited $?"
grep -qxF "// blocks in evaluation order: 30001, 30001 explicit (one equation solvable for its unknown), 0 implicit, the largest of 1 equations" long.txt \
  && echo "ok   Long: 30001 explicit blocks" || fail "Long: $(grep 'blocks in' long.txt)"
first=$(grep -m1 '^// block 1,' long.txt) last=$(grep '^// block 30001,' long.txt)
[ "$first" = "// block 1, explicit: y[1] (line 7)" ] && echo "ok   Long: $first" || fail "Long: first block '$first'"
[ "$last" = "// block 30001, explicit: der(x) (line 6)" ] && echo "ok   Long: $last" || fail "Long: last block '$last'"
finish
