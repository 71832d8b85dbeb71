# Parts that differ only in numbers written into them (src/codegen/partition.c
# lift_numbers, runtime/partition.c part_settings): one kind, the numbers
# parameters of the kind's model bound per part.
# tests/models/Decays.mo, n = 40: x_i' = -i x_i, x_i(0) = 0.1 i, so
#   x_i(t) = 0.1 i exp(-i t);  y_i' = (0.5 + 0.01 i) x_i, y_i(0) = 1, so
#   y_i(t) = 1 + 0.1 (0.5 + 0.01 i) (1 - exp(-i t));
#   low_i = the time x_i < 0.01 i, exp(-i t) = 0.1: ln(10)/i (i >= 3; for
#   i = 1, 2 after t = 1, low stays 0).
# Tolerances (rtol 1e-6): values at t = 1 1e-6 (IDA, measured 1.4e-7) and
# 2e-6 (Newmark, 4.5e-7); event times 1e-6 (IDA, 3.8e-7) and 2e-5 (Newmark,
# 6.5e-6, its root on the step's cubic); part by part and whole integrate
# with their own steps: grid rows within 1e-4 (measured 1.3e-5).
. "$TOP/tests/lib.sh"
"$HYSC" --dump-flat "$TOP/tests/models/Decays.mo" > flat.txt || fail "--dump-flat exited $?"
grep -q '^// independent parts: 40 of 1 kind,' flat.txt && grep -q 'kind 1: 40 parts .*; 1 number differs between the parts: a parameter of the kind' flat.txt \
  && echo "ok   --dump-flat: 40 parts of 1 kind, 1 number lifted" || fail "--dump-flat: $(grep -A1 'independent parts' flat.txt)"
build "$TOP/tests/models/Decays.mo" -o ./decays
for solver in ida newmark; do
  tol=1e-6 ev=1e-6; [ $solver = newmark ] && tol=2e-6 ev=2e-5
  ./decays --solver=$solver --no-event-rows --stats -o parts.csv 2> parts.log || fail "$solver parts exited $?"
  ./decays --solver=$solver --no-event-rows --no-partition -o whole.csv || fail "$solver whole exited $?"
  grep -q '(part by part)' parts.log && echo "ok   $solver: run part by part" || fail "$solver: not part by part"
  for i in 1 2 7 40; do
    close "$solver x[$i](1) = 0.1 i exp(-i)" "$(last_value "x[$i]" parts.csv)" \
      "$(awk -v i=$i 'BEGIN { printf "%.12f", 0.1 * i * exp(-i) }')" $tol
    close "$solver y[$i](1)" "$(last_value "y[$i]" parts.csv)" \
      "$(awk -v i=$i 'BEGIN { printf "%.12f", 1 + 0.1 * (0.5 + 0.01 * i) * (1 - exp(-i)) }')" $tol
  done
  close "$solver low[2]: x[2] stays above 0.02" "$(last_value 'low[2]' parts.csv)" 0 0
  for i in 3 10 40; do
    close "$solver low[$i] = ln(10)/$i" "$(last_value "low[$i]" parts.csv)" \
      "$(awk -v i=$i 'BEGIN { printf "%.12f", log(10) / i }')" $ev
  done
  worst=$(paste -d, whole.csv parts.csv | awk -F, 'NR > 1 { n = NF / 2; for (c = 1; c <= n; c++) {
            d = $c - $(c + n); if (d < 0) d = -d; if (d > w) w = d } } END { if (NR != 102) print "rows" NR; else printf "%.3g\n", w }')
  holds "$solver: 101 grid rows, within 1e-4 of the whole run's (largest difference $worst)" \
    "\"$worst\" !~ /rows/ && $worst <= 1e-4"
done
./decays --no-event-rows --jobs=3 -o jobs3.csv && ./decays --no-event-rows --jobs=1 -o jobs1.csv \
  && cmp -s jobs1.csv jobs3.csv && echo "ok   --jobs=3: the same file as --jobs=1" || fail "--jobs: files differ"

# numbers written out one by one, start values among them: three parts of
# one kind with 2 numbers lifted; a(1) = 1.5 exp(-0.5), b(1) = 2 exp(-2),
# c(1) = 0.25 exp(-3), within 3e-6 (rtol 1e-6 of values near 1, measured 1.1e-6)
cat > Written.mo <<'MO'
model Written
  Real a(start = 1.5, fixed = true);
  Real b(start = 2, fixed = true);
  Real c(start = 0.25, fixed = true);
equation
  der(a) = -0.5*a;
  der(b) = -2*b;
  der(c) = -3*c;
end Written;
MO
"$HYSC" --dump-flat Written.mo | grep -q 'kind 1: 3 parts .*; 2 numbers differ between the parts: parameters of the kind' \
  && echo "ok   written numbers: 3 parts of 1 kind, 2 numbers lifted" || fail "Written: $("$HYSC" --dump-flat Written.mo | tail -2)"
build ./Written.mo -o ./written
./written --no-event-rows --stop-time=1 -o written.csv || fail "Written exited $?"
close "a(1) = 1.5 exp(-0.5)" "$(last_value a written.csv)" 0.9097959896 3e-6
close "b(1) = 2 exp(-2)" "$(last_value b written.csv)" 0.2706705664 3e-6
close "c(1) = 0.25 exp(-3)" "$(last_value c written.csv)" 0.0124467680 3e-6

# balls with start heights h0 = 1 + 0.05 i and restitutions e = 0.5 + 0.01 i
# written into them: one kind; impacts at t1 = sqrt(2 h0/g), t1 (1 + 2e),
# t1 (1 + 2e + 2e^2), within 1e-6 (IDA) and 1e-8 (Newmark) as in
# partition.sh; up to t = 1.3 the same events in the same order as the
# whole run (from t1 (1 + 2e/(1 - e)) = 1.43 s on, ball 1's impacts
# accumulate, and how many are taken before contact depends on the steps)
cat > Balls.mo <<'MO'
model Balls
  parameter Integer n = 40;
  parameter Real g = 9.81;
  Real h[n](start = {1 + 0.05*i for i in 1:n}, each fixed = true);
  Real v[n](each start = 0, each fixed = true);
equation
  for i in 1:n loop
    der(h[i]) = v[i];
    der(v[i]) = -g;
    when h[i] < 0 then
      reinit(v[i], -(0.5 + 0.01*i)*pre(v[i]));
    end when;
  end for;
  annotation(experiment(StopTime = 3.5, Interval = 0.01));
end Balls;
MO
"$HYSC" --dump-flat Balls.mo | grep -q '^// independent parts: 40 of 1 kind,' \
  && echo "ok   balls: 40 parts of 1 kind" || fail "Balls: $("$HYSC" --dump-flat Balls.mo | tail -2)"
build ./Balls.mo -o ./balls
event() { grep -F " $2 < 0 (" "$1" | grep '^event' | grep -v ' relation ' | sed -n "$3s/^event t=\([^ ]*\) .*/\1/p"; }
for solver in ida newmark; do
  tol=1e-6; [ $solver = newmark ] && tol=1e-8
  ./balls --solver=$solver --no-event-rows --events -o bparts.csv 2> bparts.ev || fail "$solver balls exited $?"
  ./balls --solver=$solver --no-event-rows --no-partition --events -o bwhole.csv 2> bwhole.ev \
    || fail "$solver whole balls exited $?"
  for i in 1 20 40; do
    h0=$(awk -v i=$i 'BEGIN { printf "%.10f", 1 + 0.05 * i }'); e=$(awk -v i=$i 'BEGIN { printf "%.10f", 0.5 + 0.01 * i }')
    t1=$(awk -v h=$h0 'BEGIN { printf "%.10f", sqrt(2 * h / 9.81) }')
    close "$solver ball $i impact 1" "$(event bparts.ev "h[$i]" 1)" "$t1" $tol
    close "$solver ball $i impact 2" "$(event bparts.ev "h[$i]" 2)" "$(awk -v t=$t1 -v e=$e 'BEGIN { printf "%.10f", t * (1 + 2 * e) }')" $tol
    close "$solver ball $i impact 3" "$(event bparts.ev "h[$i]" 3)" \
      "$(awk -v t=$t1 -v e=$e 'BEGIN { printf "%.10f", t * (1 + 2 * e + 2 * e * e) }')" $tol
  done
  texts() { grep -E '^event t=[^ ]* (relation )?h\[' "$1" | sed 's/^event t=//' | awk '$1 < 1.3 { $1 = ""; print }'; }
  texts bparts.ev > bparts.texts; texts bwhole.ev > bwhole.texts
  cmp -s bparts.texts bwhole.texts && echo "ok   $solver: the whole run's $(wc -l < bwhole.texts) events before t = 1.3, in its order" \
    || fail "$solver: the event logs of the balls differ"
done

# a lifted coefficient of der() and of an algebraic variable: the whole
# model solves both rows explicitly (coefficients known), the kind has them
# as parameters; i x_i' = -x_i, 2.5 i y_i = x_i + i: x_i(1) = exp(-1/i),
# y_i = (x_i + i)/(2.5 i); within 2e-6 (measured 7e-7 on IDA)
cat > Coef.mo <<'MO'
model Coef
  parameter Integer n = 40;
  Real x[n](each start = 1, each fixed = true);
  Real y[n];
equation
  for i in 1:n loop
    i*der(x[i]) = -x[i];
    2.5*i*y[i] = x[i] + i;
  end for;
end Coef;
MO
build ./Coef.mo -o ./coef
for solver in ida newmark; do
  ./coef --solver=$solver --no-event-rows --stop-time=1 -o coef.csv || fail "$solver Coef exited $?"
  for i in 4 40; do
    x=$(awk -v i=$i 'BEGIN { printf "%.12f", exp(-1 / i) }')
    close "$solver x[$i](1) = exp(-1/$i)" "$(last_value "x[$i]" coef.csv)" $x 2e-6
    close "$solver y[$i](1)" "$(last_value "y[$i]" coef.csv)" "$(awk -v i=$i -v x=$x 'BEGIN { printf "%.12f", (x + i) / (2.5 * i) }')" 2e-6
  done
done

# parts that differ in a nominal are one kind, and each part keeps its own
# (runtime/partition.c name_part): a = cos t with nominal 1e10 has the
# hysteresis 1e-12 * 1e10 = 0.01, so a < 0 turns false at 3 pi/2 +
# asin(0.01) = 4.7223891471; b = cos t with nominal 2 at 3 pi/2 =
# 4.7123889804.  Within 2e-4 (measured 7e-5), far from each other's time.
cat > Nominal.mo <<'MO'
model Nominal
  Real a(start = 1, fixed = true, nominal = 1e10);
  Real va(start = 0, fixed = true);
  Real b(start = 1, fixed = true, nominal = 2);
  Real vb(start = 0, fixed = true);
  Integer na(start = 0, fixed = true);
  Integer nb(start = 0, fixed = true);
equation
  der(a) = va;
  der(va) = -a;
  der(b) = vb;
  der(vb) = -b;
  when a < 0 then
    na = pre(na) + 1;
  end when;
  when b < 0 then
    nb = pre(nb) + 1;
  end when;
  annotation(experiment(StopTime = 5));
end Nominal;
MO
"$HYSC" --dump-flat Nominal.mo | grep -q '^// independent parts: 2 of 1 kind,' \
  && echo "ok   nominal 1e10 and 2: one kind" || fail "Nominal: $("$HYSC" --dump-flat Nominal.mo | tail -2)"
build ./Nominal.mo -o ./nominal
for solver in ida newmark; do
  ./nominal --solver=$solver --no-event-rows --events -o nominal.csv 2> nominal.ev || fail "$solver Nominal exited $?"
  close "$solver a < 0 false (nominal 1e10)" \
    "$(sed -n 's/^event t=\([^ ]*\) relation a < 0 became false.*/\1/p' nominal.ev)" 4.7223891471 2e-4
  close "$solver b < 0 false (nominal 2)" \
    "$(sed -n 's/^event t=\([^ ]*\) relation b < 0 became false.*/\1/p' nominal.ev)" 4.7123889804 2e-4
done

# numbers that fix the code stay in the signature: a zero against a nonzero
# coefficient (exponents: partition.sh)
cat > Zero.mo <<'MO'
model Zero
  Real a(start = 1, fixed = true), b(start = 1, fixed = true);
equation
  der(a) = 0*a + 1;
  der(b) = 2*b + 1;
end Zero;
MO
"$HYSC" --dump-flat Zero.mo | grep -q '^// independent parts: 2 of 2 kinds' \
  && echo "ok   a zero coefficient: a kind of its own" || fail "zero: $("$HYSC" --dump-flat Zero.mo | tail -3)"
finish
