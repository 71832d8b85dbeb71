# The unit check (hysc --check-units, hysc(7) UNITS): a model whose units
# agree through library types, prefixes, derived units and functions gets
# no message even with --check-units=error, and simulates; a model with
# five mistakes gets exactly five located warnings by default and still
# builds, five errors and no executable with --check-units=error, nothing
# with --check-units=off; one warning per place, at most 20 and a count;
# the shipped models mix no units.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
lib="$TOP/tests/library"

# the right model: silent under --check-units=error, and it runs
"$HYSC" -L "$lib" --check-units=error -o ./right "$TOP/tests/models/UnitsRight.mo" 2> right.err ||
  fail "UnitsRight exited $?: $(cat right.err)"
[ -s right.err ] && fail "UnitsRight got messages: $(cat right.err)"
./right --stop-time=1 -o right.csv || fail "right exited $?"
# der(phi) = w = 2 pi f with f = 0.5 Hz: phi(1) = pi
close "UnitsRight: phi(1) = 2 pi f t" "$(last_value phi right.csv)" 3.14159265 1e-6

# the wrong model, default (warn): five warnings on the lines marked wrong,
# exit 0 and an executable
wrong="$TOP/tests/models/UnitsWrong.mo"
status_is "UnitsWrong, default" 0 "$HYSC" -L "$lib" -o ./wrong "$wrong"
grep -n 'wrong:' "$wrong" | cut -d: -f1 | tr '\n' ' ' > lines.want
sed -n 's/^[^ ]*UnitsWrong.mo:\([0-9]*\):[0-9]*: warning: .* have different units: .*/\1/p' status.err |
  tr '\n' ' ' > lines.got
if cmp -s lines.want lines.got; then echo "ok   warnings on lines $(cat lines.got)"
else fail "warnings on lines '$(cat lines.got)', expected '$(cat lines.want)'"; cat status.err; fi
[ "$(grep -c ': warning: ' status.err)" = 5 ] || fail "$(grep -c ': warning: ' status.err) warnings, expected 5"
swapped=$(grep -n 'arguments are swapped' "$wrong" | cut -d: -f1)
added=$(grep -n 'km and m added' "$wrong" | cut -d: -f1)
grep -q "^[^ ]*UnitsWrong.mo:$swapped:13: warning: the argument and the input .f. of .UnitsWrong.power. have different units: \"m/s\" and \"N\"\$" status.err ||
  fail "no warning on the swapped arguments: $(cat status.err)"
grep -q "UnitsWrong.mo:$added:7: warning: the operands of .+. have different units: \"m\" and \"km\" (one dimension at two scales" status.err ||
  fail "no warning on m + km: $(cat status.err)"
[ -x wrong ] && ./wrong --stop-time=0.1 -o wrong.csv || fail "the warned model did not build and run"

status_is "UnitsWrong, --check-units=error" 1 "$HYSC" -L "$lib" --check-units=error -o ./wrong_error "$wrong"
[ "$(grep -c ': error: .* have different units' status.err)" = 5 ] || fail "errors: $(cat status.err)"
[ -e wrong_error ] && fail "an executable was written despite --check-units=error"

status_is "UnitsWrong, --check-units=off" 0 "$HYSC" -L "$lib" --check-units=off -o ./wrong_off "$wrong"
[ -s status.err ] && fail "--check-units=off printed: $(cat status.err)"

status_is "--check-units=strict" 2 "$HYSC" --check-units=strict "$wrong"
grep -q "hysc: error: --check-units is warn, error or off, not 'strict'" status.err || fail "message: $(cat status.err)"

# one message per place: the 25 equations of a for-loop get one warning;
# 25 equations written out get 20, then the count of the others
{
  echo 'model Many'
  echo '  Real x[25](each unit = "m");'
  echo '  Real t[25](each unit = "s");'
  echo 'equation'
  echo '  for i in 1:25 loop'
  echo '    x[i] = i*time;'
  echo '    t[i] = x[i];'
  echo '  end for;'
  echo 'end Many;'
} > Loop.mo
status_is "25 mismatches in a loop" 0 "$HYSC" --dump-flat Loop.mo
[ "$(grep -c ': warning: ' status.err)" = 1 ] || fail "a loop: $(grep -c ': warning: ' status.err) warnings, expected 1"
grep -q '^Loop.mo:7:5: warning: the two sides of this equation have different units: "s" and "m"$' status.err ||
  fail "a loop: $(cat status.err)"
{
  echo 'model Many'
  echo '  Real x[25](each unit = "m");'
  echo '  Real t[25](each unit = "s");'
  echo 'equation'
  i=1
  while [ $i -le 25 ]; do echo "  x[$i] = $i*time;"; echo "  t[$i] = x[$i];"; i=$((i + 1)); done
  echo 'end Many;'
} > Many.mo
status_is "25 mismatches" 0 "$HYSC" --dump-flat Many.mo
[ "$(grep -c 'warning: the two sides of this equation have different units: "s" and "m"$' status.err)" = 20 ] ||
  fail "not 20 warnings: $(grep -c warning status.err)"
grep -q '^Many.mo:6:3: warning: the two sides' status.err || fail "the first warning is not on line 6"
grep -q '^Many.mo: warning: 5 more equations with different units not shown$' status.err || fail "no count: $(tail -2 status.err)"

# the shipped models mix no units
for m in "$TOP"/models/*.mo; do
  "$HYSC" --check-units=error --dump-flat "$m" > /dev/null 2> shipped.err || fail "$m: $(cat shipped.err)"
done
for m in SpringMass ThreeBalls; do
  "$HYSC" -L "$TOP/models" --check-units=error --dump-flat "Hybrid.Examples.$m" > /dev/null 2> shipped.err ||
    fail "Hybrid.Examples.$m: $(cat shipped.err)"
done
echo "ok   the shipped models pass --check-units=error"
finish
