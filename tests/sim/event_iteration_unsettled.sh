# An event iteration without a fixed point stops the run with an error that
# names every variable that keeps changing, and the when-clauses that keep
# firing, on both backends.
#
# Cycle: from t = 0.5 on, a = not pre(b) and b = pre(a): (a, b) runs through
# (T,F) (T,T) (F,T) (F,F) with one of the two changing in each pass, so a
# message that names only the last pass's change names only one of them.
# Reinits: at t = 0.5 y is set to 1, which fires 'y > 0.5' (y := -1), which
# fires 'y < 0' (y := 1), and so on: no discrete variable changes at all.
. "$TOP/tests/lib.sh"
cat > Cycle.mo <<'MO'
model Cycle
  Real x(start = 0, fixed = true);
  Boolean go(start = false);
  Boolean a(start = false), b(start = false);
equation
  der(x) = 1;
  when x > 0.5 then
    go = true;
  end when;
  a = if go then not pre(b) else false;
  b = if go then pre(a) else false;
end Cycle;
MO
cat > Reinits.mo <<'MO'
model Reinits
  Real x(start = 0, fixed = true);
  Real y(start = 0, fixed = true);
equation
  der(x) = 1;
  der(y) = 0;
  when x > 0.5 then
    reinit(y, 1);
  end when;
  when y > 0.5 then
    reinit(y, -1);
  end when;
  when y < 0 then
    reinit(y, 1);
  end when;
end Reinits;
MO
build ./Cycle.mo -o ./Cycle
build ./Reinits.mo -o ./Reinits

for solver in ida newmark; do
  status_is "cycle $solver" 1 ./Cycle --solver=$solver -o cycle.csv
  grep -q "error: at t=0\.5[0-9]*, event iteration did not settle after 100 passes: 'a', 'b' keep changing;" status.err \
    && echo "ok   cycle $solver: names t=0.5, a and b" || fail "cycle $solver: $(cat status.err)"
  status_is "reinits $solver" 1 ./Reinits --solver=$solver -o reinits.csv
  grep -q "passes: 'y' (reinit) keeps changing, as the when-clauses y > 0\.5 (\./Reinits\.mo:10), y < 0 (\./Reinits\.mo:13) keep firing;" status.err \
    && echo "ok   reinits $solver: names y and the two when-clauses" || fail "reinits $solver: $(cat status.err)"
done
finish
