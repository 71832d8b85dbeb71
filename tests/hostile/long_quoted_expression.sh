# A diagnostic that quotes an expression of the model (here a discrete
# variable given a sum of N terms that changes between events) is bounded:
# its start, how many bytes are left out, its end, which says what is wrong.
# The quoted sum of 9000 terms (171 KB) used to be the whole message; now
# ten times the expression gives at most 1.1 times the message of 900 terms,
# and that message is about 1 KB.
. "$TOP/tests/lib.sh"
# sum N: the model with N terms
sum() {
  awk -v n="$1" 'BEGIN { printf "model D\n  discrete Real d;\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\n  d = x";
                         for (i = 0; i < n; i++) printf " + x * 2.0000000000"; printf ";\nend D;\n" }'
}
for n in 900 9000; do
  sum $n > d$n.mo
  status_is "$n terms" 1 "$HYSC" d$n.mo -o ./D
  head -n 1 status.err > first$n.txt
  # the whole message: 32 bytes before the sum, 1 + 19 N of it, 102 after;
  # 1000 are shown
  left=$((32 + 1 + 19 * n + 102 - 1000))
  want="d$n.mo:6:7: error: discrete variable 'd' is given 'x + x * 2.0000000000 + x * 2.0000000000 + x * 2.000"
  [ "$(head -c ${#want} first$n.txt)" = "$want" ] && echo "ok   its start: $want" || fail "its start: $(cut -c 1-100 first$n.txt)"
  grep -q " \.\.\.($left bytes left out)\.\.\. " first$n.txt && echo "ok   $left bytes left out" || fail "left out: $(grep -o '...([0-9]* bytes left out)' first$n.txt)"
  tail="+ x * 2.0000000000', which changes between events: assign it in a when-clause, or use relations (x > 0) or floor/integer"
  case "$(cat first$n.txt)" in *"$tail") echo "ok   its end" ;; *) fail "its end: $(tail -c 200 first$n.txt)" ;; esac
  wc -c < status.err > size$n
done
holds "the message of 9000 terms ($(cat size9000) bytes) <= 1.1 x that of 900 ($(cat size900) bytes)" \
  "$(cat size9000) <= 1.1 * $(cat size900)"
holds "the message of 900 terms has $(cat size900) bytes < 2000" "$(cat size900) < 2000"
finish
