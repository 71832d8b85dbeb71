# A call with array outputs in a model's algorithm, (s, e) := f(x) or
# r := f(x), becomes one statement per output element; those statements
# share the call's argument nodes, and the generated C calls f once into a
# temporary that every element reads (the arguments read before any target
# changes).  So does (s, e) := f(x) inside a function.  Per element, the
# call of an FFT of 4000 points ran for each of its 802 outputs and wrote
# over 100 MB of C.  Here: four calls in the source, four call sites in the
# C (fifteen when each element called).  With buf[i] = t i, n = 2000, at the
# sample t = 0.75: s = {0.75 n(n+1)/2, 0.5625 n(n+1)(2n+1)/6} =
# {1500750, 1501125187.5}, e = {0.75, 1500, 1500}, r = {1500750, 1499.25},
# w = reversed(e) = {1500, 1500, 0.75}; at t = 0.5 (after the sample at
# 0.25) s[1] = 500250.
. "$TOP/tests/lib.sh"
cat > CallOnce.mo <<'MO'
function moments
  input Real u[:];
  input Integer n;
  output Real s[2];
  output Real e[3];
algorithm
  s := {sum(u), u * u};
  e := {u[1], u[n], max(u)};
end moments;

function reversed
  input Real u[:];
  output Real y[size(u, 1)];
algorithm
  for i in 1:size(u, 1) loop
    y[i] := u[size(u, 1) + 1 - i];
  end for;
end reversed;

function spread
  input Real u[:];
  output Real r[2];
protected
  Real s[2], e[3];
algorithm
  (s, e) := moments(u, size(u, 1));
  r := {s[1], e[2] - e[1]};
end spread;

model CallOnce
  parameter Integer n = 2000;
  discrete Real buf[n](each start = 0, each fixed = true);
  discrete Real s[2], e[3], r[2], w[3];
algorithm
  when sample(0.25, 0.5) then
    for i in 1:n loop
      buf[i] := time * i;
    end for;
    (s, e) := moments(buf, n);
    r := spread(buf);
    w := reversed(e);
  end when;
end CallOnce;
MO
"$HYSC" --emit-c=once.c CallOnce.mo || fail "hysc --emit-c exited $?"
sites=$(grep -c 'hysc_fn[0-9]*(D, ' once.c)
[ "$sites" = 4 ] && echo "ok   four calls, four call sites" || fail "$sites call sites in the C, not 4"
timeout 120 "$HYSC" -o ./CallOnce CallOnce.mo || fail "hysc exited $?"
for solver in ida newmark; do
  ./CallOnce --solver=$solver --stop-time=1 -o once.csv || fail "CallOnce exited $?"
  close "$solver: s[1] at t = 0.5" "$(at 's[1]' 0.5 once.csv)" 500250 1e-6
  close "$solver: s[1]" "$(last_value 's[1]' once.csv)" 1500750 1e-6
  close "$solver: s[2]" "$(last_value 's[2]' once.csv)" 1501125187.5 1e-3
  close "$solver: e[1]" "$(last_value 'e[1]' once.csv)" 0.75 1e-12
  close "$solver: e[2]" "$(last_value 'e[2]' once.csv)" 1500 1e-9
  close "$solver: e[3]" "$(last_value 'e[3]' once.csv)" 1500 1e-9
  close "$solver: r[1]" "$(last_value 'r[1]' once.csv)" 1500750 1e-6
  close "$solver: r[2]" "$(last_value 'r[2]' once.csv)" 1499.25 1e-9
  close "$solver: w[1]" "$(last_value 'w[1]' once.csv)" 1500 1e-9
  close "$solver: w[3]" "$(last_value 'w[3]' once.csv)" 0.75 1e-12
done
finish
