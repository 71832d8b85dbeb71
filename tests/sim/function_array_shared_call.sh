# y = f(h) with an array result is one equation per element, all calling f
# with the same arguments: the residual, and the start guesses, call f once
# and take every element from it, so the generated C grows linearly with n
# (n calls of n arguments each made n = 200 take most of a minute to compile).
# s = scale(h) = 2 h with h' = -h from 1: s[300](1) = 2 exp(-1) = 0.735758882 (2e-5).
# A call inside a row, q = sum(scale(h)), fills a temporary once per row
# (one call in q's residual row), so 4 times n gives about 4 times the C
# (at most 5; n^2 would be 16).  So do a relation's zero-crossing function
# and an assignment of an algorithm (function_shared_statements in the
# semantics suite has their values).  Simulated with n = 300: q(1) = 2 n
# exp(-1) = 220.727664703, max(scale(h)) = 2 exp(-1) (1e-5) on both
# backends, and the when-clause on sum(scale(h)) = 2 n exp(-t) < n fires at
# t = ln 2 = 0.693147181 (1e-5).
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
  Real q, m;
  Integer c(start = 0);
equation
  der(h) = -h;
  s = scale(h);
  q = sum(scale(h));
  m = max(scale(h));
  when sum(scale(h)) < n then
    c = pre(c) + 1;
  end when;
end Shared;
MO
"$HYSC" --emit-c=shared.c Shared.mo || fail "hysc --emit-c exited $?"
calls=$(sed -n '/^static void residual(/,/^}/p' shared.c | grep -c 'hysc_fn0(D')
[ "$calls" = 3 ] && echo "ok   residual calls scale once per row that reads it" || fail "residual calls scale $calls times, not 3"
calls=$(sed -n '/^\(HYSC_ONCE \)\{0,1\}static void start_guesses(/,/^}/p' shared.c | grep -c 'hysc_fn0(D')
[ "$calls" = 3 ] && echo "ok   start guesses call scale once per guess" || fail "start guesses call scale $calls times, not 3"
for f in zero_crossings relation_sizes; do
  calls=$(sed -n "/^static void $f(/,/^}/p" shared.c | grep -c 'hysc_fn0(D')
  [ "$calls" = 1 ] && echo "ok   $f calls scale once" || fail "$f calls scale $calls times, not 1"
done
sed -e 's/^  Integer c(start = 0);/  Real a;/' -e '/^  when sum/,/^  end when;/d' -e 's/^end Shared;/algorithm\n  a := min(scale(h));\nend Shared;/' \
  Shared.mo > Algorithm.mo
"$HYSC" --emit-c=algorithm.c Algorithm.mo || fail "hysc --emit-c Algorithm.mo exited $?"
calls=$(sed -n '/algorithm (line/,/^  }/p' algorithm.c | grep -c 'hysc_fn0(D')
[ "$calls" = 1 ] && echo "ok   the algorithm calls scale once" || fail "the algorithm calls scale $calls times, not 1"
"$HYSC" -p n=100 --emit-c=small.c Shared.mo || fail "hysc -p n=100 exited $?"
"$HYSC" -p n=400 --emit-c=large.c Shared.mo || fail "hysc -p n=400 exited $?"
holds "C for n = 400 within 5 times that of n = 100 ($(wc -c < large.c) and $(wc -c < small.c) bytes)" \
  "$(wc -c < large.c) <= 5 * $(wc -c < small.c)"
timeout 120 "$HYSC" -o ./Shared Shared.mo || fail "hysc exited $?"
for solver in ida newmark; do
  ./Shared --solver=$solver --stop-time=1 --events -o shared.csv 2> events.txt || fail "Shared exited $?"
  close "$solver: the when-clause at t" "$(when_times events.txt | nth 1)" 0.693147181 1e-5
  close "$solver: s[300] at t = 1" "$(last_value 's[300]' shared.csv)" 0.735758882 2e-5
  close "$solver: q at t = 1" "$(last_value q shared.csv)" 220.727664703 5e-3
  close "$solver: m at t = 1" "$(last_value m shared.csv)" 0.735758882 2e-5
done
finish
