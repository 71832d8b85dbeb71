# The CSV's numbers (runtime/number_text.c): tests/number_text_check.c on
# 22 awkward doubles with their exact texts (0.1, 1/3, subnormals, -0, 1e23,
# 2^53 + 1, 1e-4 and 1e17 at the layout's edges), then on 300 000 random doubles (make bench runs 5 million; whole numbers and
# zeros among them, which must be written as %.17g writes them): each text reads back
# as the same double, bit for bit, and has no more digits than the shortest
# %.Pg that does, and the same digits when as many (make fuzz: 50 million).  Then the texts of a run: 0.1 as 0.1, the layout of
# %.17g (exponent below 1e-4 and from 1e17).
. "$TOP/tests/lib.sh"
${CC:-cc} -std=c11 -O2 -D_DEFAULT_SOURCE -I"$TOP/runtime" -o number_text_check "$TOP/tests/number_text_check.c" \
  "$TOP/runtime/number_text.c" -lm || { fail "cannot compile tests/number_text_check.c"; finish; }
./number_text_check 300000 > check.out; status=$?
cat check.out
holds "every text reads back, none longer than the shortest" "$status == 0"

cat > Numbers.mo <<'MO'
model Numbers
  Real a(start = 0.1, fixed = true);
  Real b(start = 1e-5, fixed = true);
  Real c(start = 1.5e17, fixed = true);
  Real d(start = 123456.75, fixed = true);
  Real e(start = -2.5e-7, fixed = true);
  Real f(start = 0.30000000000000004, fixed = true);
equation
  der(a) = 0; der(b) = 0; der(c) = 0; der(d) = 0; der(e) = 0; der(f) = 0;
end Numbers;
MO
build ./Numbers.mo -o ./Numbers
./Numbers --stop-time=1 --interval=0.5 -o numbers.csv || fail "Numbers exited $?"
row=$(sed -n 2p numbers.csv)
[ "$row" = "0,0.1,1e-05,1.5e+17,123456.75,-2.5e-07,0.30000000000000004" ] && echo "ok   first row: $row" \
  || fail "first row: $row"
[ "$(sed -n 3p numbers.csv | cut -d, -f1)" = 0.5 ] && echo "ok   t = 0.5" || fail "second row: $(sed -n 3p numbers.csv)"
finish
