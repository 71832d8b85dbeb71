# Explicit blocks become assignments (src/symbolic/assignments.c): an algebraic
# variable whose one equation is affine in it, with a coefficient known at
# compile time, is computed in order and leaves the solver's unknowns.
#
# Springs: f = k x, fa + fb = 0, fa = f, g = fb, 2 p = f + g are five such
# blocks (f = 4 x, fa = f, fb = -f, g = -4 x, p = 0), so the solver keeps
# x, v and the three that must stay: q (read by a when-condition), r (read
# by pre()) and z (z + sin(z) = x: nonlinear in z).  m der(v) = g with
# m = 1, k = 4 is x'' = -4 x from x = 1 at rest: x = cos 2t; at t = 1
# x = cos 2 = -0.416146837, v = -2 sin 2 = -1.818594854, f = 4 cos 2.
# p is exactly 0 and f exactly 4 x in every row (1e-12); q = 3 x < 0 first at
# t = pi/4 = 0.785398163 (1e-5).  Both backends; every column within 1e-5 of
# the build that keeps every row (--no-assignments); the Jacobian through the
# assignments (chain rule) agrees with differences to 1e-6.
#
# Oscillators: n = 3 independent x_i'' = -f_i with f_i = 4 x_i computed: part
# by part (--no-event-rows) each part has its own assignment; x_i(1) =
# i cos 2 and f_i = 4 x_i, within 1e-4 of the whole run (each part takes
# steps of its own).
#
# ComponentChain (tests/models/ComponentChain.mo, n = 10): 20 states and
# 99 algebraic flange positions, forces, flows and tensions, all of them
# assignments; IDA's mass[1].s at t = 1 within 1e-6 of --no-assignments
# (both at rtol 1e-9), and the Jacobian through three levels of
# assignments agrees with differences.  The assignments go level by level,
# in declaration order within a level, so those of the arrays of components
# come in runs that the code generator rolls into loops: the C at n = 1000
# is at most 4 times that at n = 100 (tables of indices grow with n; in
# block order, unrolled, it was 8.7 times), the table of variables aside.
#
# Tearing.  Tear: a = b + x, b = c - 3x, c = a/2 is a loop of three linear
# equations; none can go first, so one unknown stays in the solver (torn)
# and the other two are computed from it.  a = -4x, so x' = a gives x =
# exp(-4t): x(1) = 0.0183156389 (2e-7: the absolute tolerance and Newmark's
# step), and b = -5x, c = -2x
# in every row (1e-9).  Loop: z + sin(u) = y, u = z - 3x with y = 2x is
# nonlinear; u stays, z := y - sin(u), and the start solves u + sin(u) = -1:
# u(0) = -0.510973429389, w(0) = 2 - sin(u)/2 = 2.244513285306 (1e-8).
#
# Domain: r = sqrt(x - 2) with x = 3 - t is computed, and read by no
# residual: past t = 1 it is NaN, which no solver sees.  The run stops at
# the first output row after t = 1 (grid 0.003 up to 1.5 s: t = 1.002) with
# exit 1 and a message naming r and its equation; the rows up to t = 0.999
# are kept (r(0.999) = sqrt(0.001), within 1e-8).
#
# Doubling: c[i] = c[i-1] + c[i-1] doubles the size of an assignment written
# out at each step (c[i] has 2^i - 1 nodes); past 20 000 nodes a variable
# stays an unknown (c[15], then c[30]: c[16] reads c[15] as one name), so
# 38 of 40 are computed and the build stays small (without the bound, n =
# 40 means 2^40 nodes).  c[40] = 2^39 exp(-t): at t = 1, 2.0226e11 (1e-6
# relative, at rtol 1e-9).
. "$TOP/tests/lib.sh"
jacobian_agrees() { # jacobian_agrees LABEL EXECUTABLE: --check-jacobian within 1e-6
  "$2" --check-jacobian -o /dev/null 2> "$1.check" || fail "$1 --check-jacobian: exit $?"
  worst=$(sed -n 's/.*largest relative difference \([^ ]*\).*/\1/p' "$1.check" | sort -g | tail -1)
  holds "$1: Jacobian through the assignments, largest difference ${worst:-none} <= 1e-6" "${worst:-1e300} <= 1e-6"
}
cat > Springs.mo <<'MO'
model Springs
  parameter Real m = 1, k = 4;
  Real x(start = 1, fixed = true), v(start = 0, fixed = true);
  Real f, g, fa, fb, p, q, r, z;
  Integer c(start = 0);
  Real lastR(start = 0);
equation
  der(x) = v;
  m*der(v) = g;
  f = k*x;
  fa + fb = 0;
  fa = f;
  g = fb;
  2*p = f + g;
  q = 3*x;
  r = 2*x;
  z + sin(z) = x;
  when q < 0 then
    c = pre(c) + 1;
    lastR = pre(r);
  end when;
end Springs;
MO
"$HYSC" --dump-flat Springs.mo > springs.txt || fail "hysc --dump-flat exited $?"
line="// assignments: 5 variables computed in order, 5 unknowns left to the solver"
grep -qxF -- "$line" springs.txt && echo "ok   Springs: $line" || fail "Springs: $(grep '^// assignments:' springs.txt)"
for v in f fa fb g p; do
  grep -q "^// assignment [0-9]*: $v := " springs.txt && echo "ok   Springs: $v is computed" || fail "Springs: $v is not computed"
done
for v in q r z; do
  grep -q "^// assignment [0-9]*: $v := " springs.txt && fail "Springs: $v is computed" || echo "ok   Springs: $v stays an unknown"
done
"$HYSC" --emit-c=springs.c Springs.mo || fail "hysc --emit-c exited $?"
grep -q '\.n_states = 2, \.n_algebraic = 3,' springs.c && grep -q '\.n_computed = 5, \.compute = hysc_compute' springs.c \
  && echo "ok   Springs: 2 states + 3 algebraic unknowns, 5 computed" || fail "Springs: sizes $(grep -o '\.n_algebraic = [0-9]*\|\.n_computed = [0-9]*' springs.c)"

build ./Springs.mo -o ./springs
build ./Springs.mo --no-assignments -o ./springs_all
"./springs" --list-vars > vars.txt
grep -q '^f  *computed ' vars.txt && echo "ok   --list-vars: f is computed" || fail "--list-vars: $(grep '^f ' vars.txt)"
for solver in ida newmark; do
  ./springs --solver=$solver --stop-time=1 --events -o "s_$solver.csv" 2> "s_$solver.events" || fail "$solver: exit $?"
  ./springs_all --solver=$solver --stop-time=1 -o "a_$solver.csv" || fail "$solver all rows: exit $?"
  close "$solver: x(1)" "$(last_value x "s_$solver.csv")" -0.416146837 1e-5
  close "$solver: v(1)" "$(last_value v "s_$solver.csv")" -1.818594854 1e-5
  close "$solver: f(1)" "$(last_value f "s_$solver.csv")" -1.664587346 4e-5
  close "$solver: q < 0 at" "$(grep '^event t=' "s_$solver.events" | grep -m1 'q < 0' | sed 's/^event t=\([^ ]*\).*/\1/')" 0.785398163 1e-5
  worst=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    { d = $col["\"f\""] - 4 * $col["\"x\""]; if (d < 0) d = -d; p = $col["\"p\""]; if (p < 0) p = -p
      if (d > w) w = d; if (p > w) w = p } END { printf "%g", w + 0 }' "s_$solver.csv")
  holds "$solver: f = 4 x and p = 0 in every row (worst $worst)" "$worst <= 1e-12"
  diff_worst=$(awk -F, 'NR == FNR { a[FNR] = $0; next } FNR > 1 { n = split(a[FNR], x, ","); for (i = 1; i <= n; i++) {
      d = x[i] - $i; if (d < 0) d = -d; if (d > w) w = d } } END { printf "%g", w + 0 }' "a_$solver.csv" "s_$solver.csv")
  holds "$solver: every column within 1e-5 of --no-assignments (worst $diff_worst)" "$diff_worst <= 1e-5"
done
jacobian_agrees Springs ./springs

cat > Oscillators.mo <<'MO'
model Oscillators
  parameter Integer n = 3;
  parameter Real k = 4;
  Real x[n](start = {i for i in 1:n}, each fixed = true);
  Real v[n](each start = 0, each fixed = true);
  Real f[n];
equation
  der(x) = v;
  for i in 1:n loop
    der(v[i]) = -f[i];
    f[i] = k*x[i];
  end for;
end Oscillators;
MO
build ./Oscillators.mo -o ./osc
for solver in ida newmark; do
  ./osc --solver=$solver --stop-time=1 --no-event-rows -o "parts_$solver.csv" --stats 2> "parts_$solver.stats" \
    || fail "$solver parts: exit $?"
  grep -q "part by part" "parts_$solver.stats" && echo "ok   $solver: run part by part" || fail "$solver: not run part by part"
  ./osc --solver=$solver --stop-time=1 --no-event-rows --no-partition -o "whole_$solver.csv" || fail "$solver whole: exit $?"
  for i in 1 2 3; do
    close "$solver: x[$i](1)" "$(last_value "x[$i]" "parts_$solver.csv")" "$(awk -v i=$i 'BEGIN { printf "%.9f", i * cos(2) }')" 1e-5
    close "$solver: f[$i](1)" "$(last_value "f[$i]" "parts_$solver.csv")" "$(awk -v i=$i 'BEGIN { printf "%.9f", 4 * i * cos(2) }')" 4e-5
  done
  diff_worst=$(awk -F, 'NR == FNR { a[FNR] = $0; next } FNR > 1 { n = split(a[FNR], x, ","); for (i = 1; i <= n; i++) {
      d = x[i] - $i; if (d < 0) d = -d; if (d > w) w = d } } END { printf "%g", w + 0 }' "whole_$solver.csv" "parts_$solver.csv")
  holds "$solver: part by part within 1e-4 of whole (worst $diff_worst)" "$diff_worst <= 1e-4"
done

chain=$TOP/tests/models/ComponentChain.mo
line="// assignments: 99 variables computed in order, 20 unknowns left to the solver"
"$HYSC" --dump-flat "$chain" | grep -qxF -- "$line" && echo "ok   ComponentChain: $line" \
  || fail "ComponentChain: $("$HYSC" --dump-flat "$chain" | grep '^// assignments:')"
build "$chain" -o ./chain
"$HYSC" -p n=100 --emit-c=chain100.c "$chain" && "$HYSC" -p n=1000 --emit-c=chain1000.c "$chain" \
  || fail "ComponentChain --emit-c: exit $?"
# the C without the table of variables, static data of a row per variable
code_bytes() { awk '/^const hysc_var hysc_vars\[/ { skip = 1 } !skip { n += length($0) + 1 } skip && /^};/ { skip = 0 }
                    END { print n + 0 }' "$1"; }
small=$(code_bytes chain100.c) large=$(code_bytes chain1000.c)
holds "ComponentChain: C at n = 1000 ($large bytes) <= 4 x C at n = 100 ($small bytes)" "$large <= 4 * $small"
build "$chain" --no-assignments -o ./chain_all
./chain --rtol=1e-9 --stop-time=1 -o chain.csv || fail "ComponentChain: exit $?"
./chain_all --rtol=1e-9 --stop-time=1 -o chain_all.csv || fail "ComponentChain all rows: exit $?"
close "ComponentChain: mass[1].s(1) against --no-assignments" "$(last_value 'mass[1].s' chain.csv)" \
  "$(last_value 'mass[1].s' chain_all.csv)" 1e-6
jacobian_agrees ComponentChain ./chain

cat > Tear.mo <<'MO'
model Tear
  Real x(start = 1, fixed = true);
  Real a, b, c;
equation
  der(x) = a;
  a = b + x;
  b = c - 3*x;
  c = 0.5*a;
end Tear;
MO
dump=$("$HYSC" --dump-flat Tear.mo)
for line in "// assignments: 2 variables computed in order, 2 unknowns left to the solver" \
            "// tearing: 1 algebraic loop keeps 1 unknown in the solver, the rest computed from them"; do
  echo "$dump" | grep -qxF -- "$line" && echo "ok   Tear: $line" || fail "Tear: no '$line'"
done
build ./Tear.mo -o ./tear
for solver in ida newmark; do
  ./tear --solver=$solver --rtol=1e-9 --stop-time=1 -o "tear_$solver.csv" || fail "Tear $solver: exit $?"
  close "Tear $solver: x(1)" "$(last_value x "tear_$solver.csv")" 0.0183156389 2e-7
  worst=$(awk -F, 'NR > 1 { for (i = 3; i <= 5; i++) { d = $i - (i == 3 ? -4 : i == 4 ? -5 : -2) * $2; if (d < 0) d = -d; if (d > w) w = d } }
    END { printf "%g", w + 0 }' "tear_$solver.csv")
  holds "Tear $solver: a = -4x, b = -5x, c = -2x in every row (worst $worst)" "$worst <= 1e-9"
done
jacobian_agrees Tear ./tear
cp "$TOP/tests/models/Loop.mo" Loop.mo
build ./Loop.mo -o ./loop
./loop --rtol=1e-9 --stop-time=1 -o loop.csv || fail "Loop: exit $?"
close "Loop: u(0)" "$(column u loop.csv | head -n 1)" -0.510973429389 1e-8
close "Loop: w(0)" "$(column w loop.csv | head -n 1)" 2.244513285306 1e-8
jacobian_agrees Loop ./loop

cat > Domain.mo <<'MO'
model Domain
  Real x(start = 3, fixed = true);
  Real r;
equation
  der(x) = -1;
  r = sqrt(x - 2);
end Domain;
MO
build ./Domain.mo -o ./domain
for solver in ida newmark; do
  status_is "Domain $solver: exit" 1 ./domain --solver=$solver --stop-time=1.5 -o domain.csv
  grep -q "error: at t=1.002[0-9]*, r is NaN: its equation 'r = sqrt(x - 2)' (./Domain.mo:6) cannot be evaluated there" status.err \
    && echo "ok   Domain $solver: the message names r, its equation and the time" || fail "Domain $solver: $(cat status.err)"
  grep -q "^Domain: results up to t=0.999 written to 'domain.csv'$" status.err \
    && echo "ok   Domain $solver: says the rows up to t=0.999 are kept" || fail "Domain $solver: $(cat status.err)"
  close "Domain $solver: time of the last row" "$(last_value time domain.csv)" 0.999 0
  close "Domain $solver: r in the last row" "$(last_value r domain.csv)" 0.031622776601683794 1e-8
  rm -f domain.csv
done

cat > Doubling.mo <<'MO'
model Doubling
  parameter Integer n = 40;
  Real x(start = 1, fixed = true);
  Real c[n];
equation
  der(x) = -x;
  c[1] = x;
  for i in 2:n loop
    c[i] = c[i-1] + c[i-1];
  end for;
end Doubling;
MO
build ./Doubling.mo -o ./doubling
line="// assignments: 38 variables computed in order, 3 unknowns left to the solver"
"$HYSC" --dump-flat Doubling.mo | grep -qxF -- "$line" && echo "ok   Doubling: $line" \
  || fail "Doubling: $("$HYSC" --dump-flat Doubling.mo | grep '^// assignments:')"
./doubling --stop-time=1 --rtol=1e-9 -o doubling.csv || fail "Doubling: exit $?"
close "Doubling: c[40](1) / 2^39 exp(-1)" "$(awk -v c="$(last_value 'c[40]' doubling.csv)" 'BEGIN { printf "%.9f", c / (2^39 * exp(-1)) }')" 1 1e-6
jacobian_agrees Doubling ./doubling
finish
