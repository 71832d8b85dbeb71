# The root functions compute only the computed variables they read
# (hysc_compute_roots, src/codegen/codegen.c): they run several times in
# every step, and a model's computed variables are mostly read by no
# relation.  RootReads: a relation on b = a + 1, a = 2 x, through two
# computed variables; p[i] = i v^2 (40 of them) are read by none, and the
# 40 asserts on Th[i] = T (given by a parameter) need no root function.
# zero_crossings calls hysc_compute_roots, which assigns a and b, not p or
# Th.  The relation is
# right on both backends: x = cos 2t, b = 2 cos 2t + 1 < 0 on (pi/3, 2pi/3),
# s = -1 there, else 1, so der(z) = s gives z(2) = 2 pi/3 - 2 = 0.0943951
# (5e-5), and p[40] = 40 v^2 at t = 2, v = -2 sin 4 (1e-4 relative).
. "$TOP/tests/lib.sh"
cat > RootReads.mo <<'MO'
model RootReads
  parameter Real T = 300, Tref = 290, alpha = 0.004;
  parameter Integer n = 40;
  Real Th[n];
  Real p[n];
  Real x(start = 1, fixed = true), v(start = 0, fixed = true);
  Real a, b;
  Real s, z(start = 0, fixed = true);
equation
  for i in 1:n loop
    Th[i] = T;
    assert(1 + alpha * (Th[i] - Tref) >= 1e-12, "outside the scope of the model");
    p[i] = i * v ^ 2;
  end for;
  der(x) = v;
  der(v) = -4 * x;
  a = 2 * x;
  b = a + 1;
  s = if b < 0 then -1 else 1;
  der(z) = s;
  annotation(experiment(StopTime = 2, Interval = 0.01));
end RootReads;
MO
"$HYSC" --emit-c=RootReads.c RootReads.mo || { fail "hysc --emit-c exited $?"; finish; }
sed -n '/^static void zero_crossings(/,/^}/p' RootReads.c > zero_crossings.c
sed -n '/^static void hysc_compute_roots(const hysc_data \*D)$/,/^}/p' RootReads.c > compute_roots.c
holds "zero_crossings computes the variables of its relations only" \
  "$(grep -c 'hysc_compute_roots(D);' zero_crossings.c) == 1 && $(grep -c 'hysc_compute(D);' zero_crossings.c) == 0"
holds "hysc_compute_roots assigns a and b" \
  "$(grep -c '/\* a \*/' compute_roots.c) == 1 && $(grep -c '/\* b \*/' compute_roots.c) == 1"
holds "hysc_compute_roots leaves p[i] and Th[i] out" \
  "$(grep -c 'p\[1\]' compute_roots.c) == 0 && $(grep -c 'Th\[1\]' compute_roots.c) == 0"
build ./RootReads.mo -o ./RootReads
for solver in ida newmark; do
  ./RootReads --solver=$solver -o $solver.csv || fail "$solver run exited $?"
done
close_both "z 2 0.0943951 5e-5" "p[40] 2 91.6398 0.01"
finish
