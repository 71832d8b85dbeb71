# Expressions deep enough to overflow the stack of a recursive walk: a sum of
# 70 000 terms (a left-deep tree), 20 000 unary minus signs, 12 000 nested
# if-expressions and 200 000 nested
# parentheses.  Each is a located error, in a message of bounded size (the
# 1 MB source line is shown as a 160-column window).  A sum of 9998 terms,
# just under the limit, goes through every stage to the generated C (y is
# computed by an assignment, src/symbolic/assignments.c; the C
# compiler is slow on it under the sanitizers), and a sum of 500 terms runs:
# y = 500 x, x(1) = exp(-1).
. "$TOP/tests/lib.sh"
model() { # model N-PREFIX-SYMBOLS EXPRESSION-BODY: y = <prefix> x <suffix>
  printf 'model D\n  Real x(start = 1, fixed = true);\n  Real y;\nequation\n  der(x) = -x;\n  y = '
  awk -v n="$1" -v pre="$2" -v post="$3" 'BEGIN { for (i = 0; i < n; i++) printf "%s", pre; printf "x";
                                                  for (i = 0; i < n; i++) printf "%s", post; print ";" }'
  printf '  annotation(experiment(StopTime = 1, Interval = 0.5));\nend D;\n'
}
# expect LABEL MODEL MESSAGE: hysc exits 1 with MESSAGE as its first line, in under 2 KB
expect() {
  "$HYSC" --emit-c=out.c "$2" > out.txt 2> err.txt
  status=$?
  [ $status = 1 ] && echo "ok   $1: exit 1" || fail "$1: exit $status, expected 1"
  first=$(head -1 err.txt)
  [ "$first" = "$3" ] && echo "ok   $1: $first" || fail "$1: message '$first', expected '$3'"
  size=$(wc -c < err.txt)
  holds "$1: $size bytes of messages <= 2048" "$size <= 2048"
}
model 9997 "x + " "" > sum_9998.mo
"$HYSC" --emit-c=sum_9998.c sum_9998.mo || fail "hysc --emit-c on a 9998-term sum exited $?"
grep -c 'D->w\[0\] = ((((' sum_9998.c | grep -qx 1 && echo "ok   9998-term sum: its assignment in the C" \
  || fail "9998-term sum: no residual row"
model 499 "x + " "" > sum_500.mo
build ./sum_500.mo -o ./sum
./sum -o sum.csv || fail "./sum exited $?"
close "500-term sum at t = 1" "$(last_value y sum.csv)" "$(awk 'BEGIN { print 500 * exp(-1) }')" 0.01

deep="error: this expression is nested more than 10000 levels deep (a sum of that many terms, say): split it with intermediate variables"
parser="error: the model is nested too deeply for the parser (parentheses, unary operators or if-expressions thousands of levels deep)"
# case_of LABEL FILE COUNT PREFIX SUFFIX LOCATION MESSAGE: COUNT times PREFIX, x, COUNT times SUFFIX
case_of() {
  model "$3" "$4" "$5" > "$2"
  expect "$1" "$2" "$2:6:$6: $7"
}
case_of "sum of 70000 terms" sum_70000.mo 69999 "x + " "" 7 "$deep"
case_of "20000 unary minus signs" minus.mo 20000 "-" "" 10007 "$deep"
case_of "200000 parentheses" parens.mo 200000 "(" ")" 99992 "$parser"
case_of "12000 nested if-expressions" ifs.mo 12000 "if x > 0 then 1 else " "" 42028 "$deep"
finish
