# The book's plain BouncingBall (e = 0.8) run to t = 10 continues in contact
# after its impacts accumulate, on both backends (--zeno=continue, the default).
#
# Hand derivation (g = 9.81, h0 = 1): the first impact is at
# t1 = sqrt(2 h0/g) = 0.451523640985730; impact n leaves with e^n v1 and the
# flights 2 e^n v1/g sum to t1 (1 + 2e/(1-e)) = 9 t1 = 4.0637127688716.
# From t* on the ball rests on the floor: h = 0, v = 0, and the contact force
# per unit mass holds gravity, contact.lambda[1] = g = 9.81.  Columns of the
# result (--emit-internal): time, h, v, contact.active[1], contact.lambda[1], __mu1.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall
for solver in ida newmark; do
  ./BouncingBall --solver=$solver --stop-time=10 --events --emit-internal -o $solver.csv 2> $solver.err \
    || fail "$solver run exited $?"
  t=$(sed -n 's/^event t=\([^ ]*\) contact from t\* = .* on h<0 .*/\1/p' $solver.err)
  close "$solver: contact from t* [s]" "$t" 4.0637127688716 1e-6
  grep -q "accumulate at t\*=4.06371" $solver.err && echo "ok   $solver: Zeno report names t*" \
    || fail "$solver: no Zeno report: $(cat $solver.err | grep -v '^event' | head -3)"
  # impacts before t*: the same count on both backends (checked below)
  sed -n 's/^event t=\([^ ]*\) h<0 (.*/\1/p' $solver.err | awk -v t="$t" '$1 < t' | wc -l > $solver.impacts
  after=$(awk -F, -v t="$t" 'NR > 1 && $1 > t { a = $2 < 0 ? -$2 : $2; b = $3 < 0 ? -$3 : $3;
      l = $5 - 9.81; if (l < 0) l = -l; if (a > h) h = a; if (b > v) v = b; if (l > m) m = l; n++ }
      END { printf "%d %.3g %.3g %.3g", n, h, v, m }' $solver.csv)
  set -- $after
  holds "$solver: $1 rows after t* (t = 10 reached)" "$1 >= 290"
  holds "$solver: max |h| after t* = $2" "$2 <= 1e-9"
  holds "$solver: max |v| after t* = $3" "$3 <= 1e-9"
  holds "$solver: max |lambda - g| after t* = $4" "$4 <= 1e-6"
  close "$solver: contact.active[1] at t = 10" "$(last_value 'contact.active[1]' $solver.csv)" 1 0
done
close "impacts before t*: IDA against Newmark" "$(cat ida.impacts)" "$(cat newmark.impacts)" 0
holds "impacts before t*: $(cat ida.impacts) (at least the 10 that showed the accumulation)" "$(cat ida.impacts) >= 10"

# --compare lists the contact as an event of its own
./BouncingBall --compare --stop-time=10 -o cmp.csv > cmp.out 2> cmp.err || fail "--compare exited $?"
grep -q "contact on h<0" cmp.out && echo "ok   --compare lists the contact" || fail "--compare: $(grep -i contact cmp.out)"

# --zeno=stop and --zeno=warn keep their behaviour: stop at the detection (status 3)
status_is "--zeno=stop" 3 ./BouncingBall --stop-time=10 --zeno=stop -o stop.csv
grep -q "Zeno behaviour: 10 events of h<0 .*the run stops here" status.err && echo "ok   --zeno=stop report" || fail "stop: $(cat status.err)"

# --dump-flat says which when-clauses have a contact mode and why others have none
"$HYSC" --dump-flat "$TOP/models/BouncingBall.mo" > flat.txt
grep -q "^// contact mode 1 for when h<0 (line 14)" flat.txt && echo "ok   --dump-flat: contact mode" \
  || fail "dump-flat: $(grep contact flat.txt)"
"$HYSC" --dump-flat "$TOP/models/StableBouncingBall.mo" > stable.txt
grep -q "^// no contact mode for when {h<0,h<-eps} (line 18): its condition is not a single relation" stable.txt \
  && echo "ok   --dump-flat: StableBouncingBall has none" || fail "dump-flat: $(grep contact stable.txt)"
"$HYSC" --dump-flat "$TOP/tests/semantics/zeno_no_contact.mo" > counting.txt
grep -q "^// no contact mode for when h < 0 (line 17): its body does more than reinit()" counting.txt \
  && echo "ok   --dump-flat: a counting impact has none" || fail "dump-flat: $(grep contact counting.txt)"
finish
