# A row without a symbolic derivative keeps only the entries of what its
# call reads on differences (codegen_jacobian.c, jacobian.c).  cube()
# multiplies in a loop, so it has no closed form: of the row
# der(v) + k cube(x) + c v = 0, which reads der(v), x and v, only dF/dy of x
# is filled by differences (it was all 3, the whole row: a residual
# evaluation per unknown the row reads); dF/dyp of v, dF/dy of v, der(x) = v
# and e = ... stay analytic.  So does der(w) = -cube(p) w: a call whose
# arguments are parameters has derivative 0 (w = exp(-p^3 t) by hand).  --stats calls the
# Jacobian analytic; --check-jacobian finds the filled entries within 1e-6
# of its own differences (dF/dx = 3 k x^2 = 6 at x = 1), and the run agrees
# with --jacobian=fd (all differences) to 1e-7 at rtol 1e-8.
. "$TOP/tests/lib.sh"
cat > FdRow.mo <<'MO'
model FdRow
  function cube "x^3 by a loop: no closed form, so no symbolic derivative"
    input Real x;
    output Real y;
  algorithm
    y := 1;
    for i in 1:3 loop
      y := y * x;
    end for;
  end cube;
  parameter Real k = 2, c = 0.1, p = 0.5;
  Real x(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Real w(start = 1, fixed = true);
  Real e;
equation
  der(x) = v;
  der(w) = -cube(p) * w;
  der(v) + k * cube(x) + c * v = 0;
  e = v^2/2 + k * x^4/4;
end FdRow;
MO
"$HYSC" --emit-c=fdrow.c FdRow.mo || fail "hysc --emit-c exited $?"
grep -q '^  .n_jacobian_differences = 1, .jacobian_differences = jacobian_differences,$' fdrow.c \
  && echo "ok   1 entry by differences" || fail "not 1 entry by differences: $(grep -c '^  {' fdrow.c)"
build ./FdRow.mo -o ./FdRow
./FdRow --check-jacobian --stats --rtol=1e-8 -o analytic.csv 2> check.txt || fail "FdRow exited $?"
grep -q 'Jacobian evaluations .*(analytic' check.txt && echo "ok   the Jacobian is analytic" || { fail "not analytic"; cat check.txt; }
worst=$(sed -n 's/.*largest relative difference \([^ ]*\).*/\1/p' check.txt | sort -g | tail -1)
holds "$(grep -c 'jacobian check' check.txt) checks, largest relative difference ${worst:-none} <= 1e-6" \
  "$(grep -c 'jacobian check' check.txt) == 4 && ${worst:-1e300} <= 1e-6"
./FdRow --jacobian=fd --rtol=1e-8 -o fd.csv || fail "FdRow --jacobian=fd exited $?"
close "x at the end, against --jacobian=fd" "$(last_value x analytic.csv)" "$(last_value x fd.csv)" 1e-7
close "v at the end, against --jacobian=fd" "$(last_value v analytic.csv)" "$(last_value v fd.csv)" 1e-7
stop=$(column time analytic.csv | tail -n 1)
close "w at the end (t = $stop), exp(-p^3 t)" "$(last_value w analytic.csv)" \
  "$(awk -v t="$stop" 'BEGIN { printf "%.15g", exp(-0.125 * t) }')" 1e-7
finish
