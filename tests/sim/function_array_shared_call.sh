# y = f(h) with an array result is one equation per element, all calling f
# with the same arguments: the residual, and the start guesses, call f once
# and take every element from it, so the generated C grows linearly with n
# (n calls of n arguments each made n = 200 take most of a minute to compile).
# s = scale(h) = 2 h with h' = -h from 1: s[300](1) = 2 exp(-1) = 0.735758882 (1e-5).
. "$TOP/tests/lib.sh"
cat > Shared.mo <<'MO'
function scale
  input Real x[:];
  output Real y[size(x, 1)];
algorithm
  for i in 1:size(x, 1) loop
    y[i] := 2 * x[i];
  end for;
end scale;

model Shared
  parameter Integer n = 300;
  Real h[n](each start = 1, each fixed = true);
  Real s[n];
equation
  der(h) = -h;
  s = scale(h);
end Shared;
MO
"$HYSC" --emit-c=shared.c Shared.mo || fail "hysc --emit-c exited $?"
calls=$(sed -n '/^static void residual(/,/^}/p' shared.c | grep -c 'hysc_fn0(D')
[ "$calls" = 1 ] && echo "ok   residual calls scale once" || fail "residual calls scale $calls times"
calls=$(sed -n '/^static void start_values(/,/^}/p' shared.c | grep -c 'hysc_fn0(D')
[ "$calls" = 1 ] && echo "ok   start guesses call scale once" || fail "start guesses call scale $calls times"
timeout 120 "$HYSC" -o ./Shared Shared.mo || fail "hysc exited $?"
./Shared --stop-time=1 -o shared.csv || fail "Shared exited $?"
close "s[300] at t = 1" "$(last_value 's[300]' shared.csv)" 0.735758882 1e-5
finish
