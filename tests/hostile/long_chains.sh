# Long models whose look-ups were linear scans, so that the front end was
# quadratic or worse (a chain of 1e4 algebraic definitions took 17 s, one
# of 16 000 parameter bindings 300 s): a chain a_i = a_(i-1) + 1, many
# independent pendulums (each a position constraint, reduced with its
# multiplier), parameters p_i = p_(i-1) + 1 declared last to first, and
# many when-clauses (each relation looked up among all before it), and
# many types, each declaring one variable (each type looked up among all),
# pendulums at rest with all four start values fixed (each constraint
# once differentiated by every fixed state to relax one: 1000 of them took
# 36 s and 11 GB), and a long algorithm section (each output's row of the
# equation graph held every output: 1000 statements took 1.8 s), and a
# chain of Boolean equations b_i = b_(i-1) and x > 0.5 written last to first
# (ordered by repeated passes: 4000 of them took 18 s).  8x the equations must cost at
# most 16x the time (+ 1 s of noise) and 8x the memory (quadratic: 64x).
. "$TOP/tests/lib.sh"
chain() {
  printf 'model L\n  Real x(start = 1, fixed = true);\n'
  awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) print "  Real a" i ";"; print "equation\n  der(x) = -x;\n  a1 = x + 1;";
                         for (i = 2; i <= n; i++) print "  a" i " = a" i - 1 " + 1;"; print "end L;" }'
}
pendulums() {
  awk -v n="$1" 'BEGIN { print "model P";
    for (i = 1; i <= n; i++) printf "  Real x%d(start = 1);\n  Real y%d(start = 0, fixed = true);\n  Real vx%d(start = 0);\n  Real vy%d(start = 0, fixed = true);\n  Real l%d;\n", i, i, i, i, i;
    print "equation";
    for (i = 1; i <= n; i++) printf "  der(x%d) = vx%d;\n  der(y%d) = vy%d;\n  der(vx%d) = -l%d * x%d;\n  der(vy%d) = -9.81 - l%d * y%d;\n  x%d^2 + y%d^2 = 1;\n", i, i, i, i, i, i, i, i, i, i, i, i;
    print "end P;" }'
}
parameters() {
  awk -v n="$1" 'BEGIN { print "model Q\n  Real x(start = 0, fixed = true);";
    for (i = n; i > 1; i--) print "  parameter Real p" i " = p" i - 1 " + 1;";
    print "  parameter Real p1 = 1;\nequation\n  der(x) = p" n ";\n  annotation(experiment(StopTime = 1));\nend Q;" }'
}
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
rested() { pendulums "$1" | sed 's/(start = \([01]\))/(start = \1, fixed = true)/'; }
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
for shape in chain:2000 pendulums:250 parameters:2000 whens:2000 types:2000 rested:100 algorithm:1000 booleans:500; do
  name=${shape%:*}; n=${shape#*:}; big=$((8 * n))
  $name $n > small_$name.mo
  $name $big > big_$name.mo
  set -- $(measure_hysc small_$name.mo) $(measure_hysc big_$name.mo)
  echo "$name: n=$n ${1}s ${2}KB; n=$big ${4}s ${5}KB"
  holds "$name: time n=$big ($4 s) <= 16 x n=$n ($1 s) + 1 s" "$4 <= 16 * $1 + 1"
  holds "$name: memory n=$big ($5 KB) <= 8 x n=$n ($2 KB)" "$5 <= 8 * $2"
done
close "multipliers in the 2000-pendulum C" "$(grep -c '"__mu[0-9]*"' big_pendulums.mo.c)" 2000 0
# the parameters in dependency order: p_300 = 300, so x(1) = 300
parameters 300 > params.mo
build ./params.mo -o ./params
./params -o params.csv || fail "./params exited $?"
close "x(1) with p300 = 300" "$(last_value x params.csv)" 300 1e-6
# the algorithm still computes: a_300 = x + 299, x(1) = exp(-1)
algorithm 300 > algorithm.mo
build ./algorithm.mo -o ./algorithm
./algorithm -o algorithm.csv || fail "./algorithm exited $?"
close "a300(1)" "$(last_value a300 algorithm.csv)" "$(awk 'BEGIN { printf "%.9f", exp(-1) + 299 }')" 1e-5
finish
