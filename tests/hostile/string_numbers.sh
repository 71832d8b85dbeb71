# String(x) of extreme numbers at run time (sim_common.c): the text went
# through a 63-character buffer and its padding through 127, so
# String(1e300, significantDigits = 99) lost its exponent and String(k) of
# an Integer k = 1e300 most of its 301 digits.  Now the whole text
# arrives: compared with C's own %.99g and %.0f of the same doubles
# (through awk's printf), exactly.
. "$TOP/tests/lib.sh"
cat > Big.mo <<'MO'
model Big
  parameter Real p = 1e300;
  Integer k;
  Real x(start = 1, fixed = true);
equation
  der(x) = 0;
  k = integer(p * x);
  when time > 0.5 then
    assert(false, "<" + String(p * x, significantDigits = 99) + "|" + String(k) + ">", AssertionLevel.warning);
  end when;
  annotation(experiment(StopTime = 1, Interval = 0.5));
end Big;
MO
build ./Big.mo -o ./big
for p in 1e300 -1e-300; do
  ./big --set p=$p -o big.csv 2> big.err || fail "./big --set p=$p exited $?"
  want="<$(awk -v p=$p 'BEGIN { printf "%.99g", p }')|$(awk -v p=$p 'BEGIN { printf "%.0f", p < 0 ? p - 1 : p }')>"
  got=$(sed -n 's/^Big: warning: at t=0.5: \(<.*>\) (.\/Big.mo:9)$/\1/p' big.err)
  [ "$got" = "$want" ] && echo "ok   p = $p: $got" || fail "p = $p: $got, expected $want"
done
finish
