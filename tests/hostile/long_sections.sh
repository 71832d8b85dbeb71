# Long sections whose look-ups were linear scans, so that the front end was
# quadratic or worse: many when-clauses (each relation looked up among all
# before it), many types each declaring one variable (each type looked up
# among all), a long algorithm section (each output's row of the equation
# graph held every output: 1000 statements took 1.8 s), and a chain of
# Boolean equations b_i = b_(i-1) and x > 0.5 written last to first (ordered
# by repeated passes: 4000 of them took 18 s).  8x the equations must cost
# at most 16x the time (+ 1 s of noise) and 8x the memory (quadratic: 64x).
. "$TOP/tests/lib.sh"
whens() {
  awk -v n="$1" 'BEGIN { print "model W\n  Real x(start = 0, fixed = true);";
    for (i = 1; i <= n; i++) print "  discrete Real d" i "(start = 0, fixed = true);";
    print "equation\n  der(x) = 1;";
    for (i = 1; i <= n; i++) print "  when x > " i " then\n    d" i " = pre(d" i ") + 1;\n  end when;";
    print "end W;" }'
}
types() {
  awk -v n="$1" 'BEGIN { print "model T";
    for (i = 1; i <= n; i++) print "  type T" i " = Real(unit = \"m\");";
    for (i = 1; i <= n; i++) print "  T" i " a" i ";";
    print "equation"; for (i = 1; i <= n; i++) print "  a" i " = " i ";"; print "end T;" }'
}
algorithm() {
  awk -v n="$1" 'BEGIN { print "model A\n  Real x(start = 1, fixed = true);";
    for (i = 1; i <= n; i++) print "  Real a" i ";";
    print "equation\n  der(x) = -x;\n  annotation(experiment(StopTime = 1));\nalgorithm\n  a1 := x;";
    for (i = 2; i <= n; i++) print "  a" i " := a" i - 1 " + 1;"; print "end A;" }'
}
booleans() {
  awk -v n="$1" 'BEGIN { print "model B\n  Real x(start = 1, fixed = true);";
    for (i = 1; i <= n; i++) print "  Boolean b" i ";";
    print "equation\n  der(x) = -x;"; for (i = n; i > 1; i--) print "  b" i " = b" i - 1 " and x > 0.5;";
    print "  b1 = x > 0.5;\nend B;" }'
}
for shape in whens:2000 types:2000 algorithm:1000 booleans:500; do
  grows_linearly "${shape%:*}" "${shape#*:}"
done
# the algorithm still computes: a_40 = x + 39, x(1) = exp(-1)
algorithm 40 > algorithm.mo
build ./algorithm.mo -o ./algorithm
./algorithm -o algorithm.csv || fail "./algorithm exited $?"
close "a40(1)" "$(last_value a40 algorithm.csv)" "$(awk 'BEGIN { printf "%.9f", exp(-1) + 39 }')" 1e-5
finish
