# An enumeration's literals are checked once per enumeration, each against
# an index of those before it: 8x the literals cost at most 16x the time
# (+ 1 s of noise) and 8x the memory.  Checked once per variable of the
# type and each literal against all those before it, 100000 literals took
# 11 s (12500: 0.2 s).  A literal written twice is still found, among many.
. "$TOP/tests/lib.sh"
enumeration() { # enumeration N [DUPLICATE]: a type of N literals, two variables of it
  awk -v n="$1" -v dup="${2:-}" 'BEGIN {
    printf "model E\n  type T = enumeration("
    for (i = 1; i < n; i++) printf "e%d, ", (dup != "" && i == n - 1) ? dup : i
    printf "e%d);\n", n
    print "  parameter T p = T.e2;\n  parameter T q = T.e3;"
    print "  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend E;" }'
}
grows_linearly enumeration 12500
enumeration 100000 77 > twice.mo
timeout 20 "$HYSC" --emit-c=/dev/null twice.mo 2> twice.err
status=$?
[ $status = 1 ] && echo "ok   twice: exit 1" || fail "twice: exit $status, expected 1"
grep -q "^twice.mo:2:.*: error: literal 'e77' appears twice in enumeration 'T'" twice.err \
  && echo "ok   twice: the second e77 is located" || fail "twice: $(head -c 600 twice.err)"
finish
