# One row without a symbolic derivative keeps only that row on differences
# (codegen_jacobian.c, jacobian.c).  cube() multiplies in a loop, so it has
# no closed form: the row der(v) + k cube(x) + c v = 0 reads der(v), x and
# v, so 3 of its entries (dF/dyp of v, dF/dy of x and of v) are filled by
# differences and der(x) = v and e = ... stay analytic.  --stats calls the
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
  parameter Real k = 2, c = 0.1;
  Real x(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Real e;
equation
  der(x) = v;
  der(v) + k * cube(x) + c * v = 0;
  e = v^2/2 + k * x^4/4;
end FdRow;
MO
"$HYSC" --emit-c=fdrow.c FdRow.mo || fail "hysc --emit-c exited $?"
grep -q '^  .n_jacobian_differences = 3, .jacobian_differences = jacobian_differences,$' fdrow.c \
  && echo "ok   3 entries by differences" || fail "not 3 entries by differences: $(grep -c '^  {' fdrow.c)"
build ./FdRow.mo -o ./FdRow
./FdRow --check-jacobian --stats --rtol=1e-8 -o analytic.csv 2> check.txt || fail "FdRow exited $?"
grep -q 'Jacobian evaluations .*(analytic' check.txt && echo "ok   the Jacobian is analytic" || { fail "not analytic"; cat check.txt; }
worst=$(sed -n 's/.*largest relative difference \([^ ]*\).*/\1/p' check.txt | sort -g | tail -1)
holds "$(grep -c 'jacobian check' check.txt) checks, largest relative difference ${worst:-none} <= 1e-6" \
  "$(grep -c 'jacobian check' check.txt) == 4 && ${worst:-1e300} <= 1e-6"
./FdRow --jacobian=fd --rtol=1e-8 -o fd.csv || fail "FdRow --jacobian=fd exited $?"
close "x at the end, against --jacobian=fd" "$(last_value x analytic.csv)" "$(last_value x fd.csv)" 1e-7
close "v at the end, against --jacobian=fd" "$(last_value v analytic.csv)" "$(last_value v fd.csv)" 1e-7
finish
