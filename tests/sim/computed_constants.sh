# A computed variable whose assignment reads parameters alone (a resistor's
# R_actual at a fixed temperature, its G = 1/R_actual) is computed once the
# parameters are bound (hysc_compute_constants), not in every evaluation of
# the residual, which reads G: the residual's own computation leaves both
# out.  Values by hand: R_actual = R (1 + alpha (T - T_ref)) = 6, i = v G
# with v = 12 - 6 t, x(1) = (12 - 3)/6 = 1.5; --set T=310 gives R_actual = 4
# and x(1) = 9/4 = 2.25 on both backends (the once computed values follow
# --set).
. "$TOP/tests/lib.sh"
cat > ParamResistor.mo <<'MODEL'
model ParamResistor
  parameter Real R = 2, alpha = 0.1, T = 320, T_ref = 300;
  Real R_actual = R * (1 + alpha * (T - T_ref));
  Real G = 1 / R_actual;
  Real v = 12 - 6 * time;
  Real i, x(start = 0, fixed = true);
equation
  i = v * G;
  der(x) = i;
end ParamResistor;
MODEL
"$HYSC" --emit-c=pr.c ParamResistor.mo || fail "--emit-c exited $?"
sed -n '/^static void hysc_compute_constants(const hysc_data \*D)$/,/^}/p' pr.c > constants.c
sed -n '/^static void hysc_compute_residual(const hysc_data \*D)$/,/^}/p' pr.c > residual.c
grep -q '/\* G \*/' constants.c && grep -q '/\* R_actual \*/' constants.c &&
  echo "ok   R_actual and G are computed once" || fail "hysc_compute_constants: $(cat constants.c)"
[ -s residual.c ] && ! grep -q '/\* G \*/\|/\* R_actual \*/' residual.c &&
  echo "ok   the residual does not compute them" || fail "hysc_compute_residual: $(cat residual.c)"
build ./ParamResistor.mo -o ./pr
for solver in ida newmark; do
  ./pr --solver=$solver --stop-time=1 -o $solver.csv 2> $solver.err || { fail "$solver: exit $?"; cat $solver.err; }
  close "$solver: x(1)" "$(last_value x $solver.csv)" 1.5 1e-6
  close "$solver: G" "$(last_value G $solver.csv)" 0.16666666666666666 1e-12
  ./pr --solver=$solver --stop-time=1 --set T=310 -o $solver.csv 2> $solver.err ||
    { fail "$solver --set: exit $?"; cat $solver.err; }
  close "$solver --set T=310: x(1)" "$(last_value x $solver.csv)" 2.25 1e-6
  close "$solver --set T=310: R_actual" "$(last_value R_actual $solver.csv)" 4 1e-12
done
finish
