# The table of variables (hysc_model.vars: names, descriptions, units,
# kinds, bounds) is written as one static initializer, not as statements
# that fill it at start-up: in a model of thousands of variables those
# statements were most of what the C compiler worked on.  For 500 balls of
# models/BouncingBalls.mo the C defines hysc_vars with one row per variable
# that --list-vars lists, and no statement assigns a row; the compiled model
# lists the names and descriptions of the source, and ball 500
# (h0 = 1.499 m) first hits the ground at sqrt(2 h0/g) = 0.5528169 s.
# The functions that run once (parameter binding, start values) are marked
# HYSC_ONCE, left unoptimized by GCC; the residual, run at every step, is
# not.  Split into units (chunks marked alike), the model runs the same.
. "$TOP/tests/lib.sh"

"$HYSC" -p n=500 --emit-c=balls.c "$TOP/models/BouncingBalls.mo" || fail "emit-c exited $?"
build BouncingBalls -p n=500 -o ./balls
./balls --list-vars > vars.txt || fail "--list-vars exited $?"
listed=$(($(wc -l < vars.txt) - 1))
size=$(sed -n 's/^const hysc_var hysc_vars\[\([0-9]*\)\] = {$/\1/p' balls.c)
rows=$(awk '/^const hysc_var hysc_vars\[/ { on = 1; next } on && /^};/ { exit } on && /^  \{"/ { n++ } END { print n + 0 }' balls.c)
holds "a static table of ${size:-no} rows for $listed listed variables" "\"$size\" == $listed && $listed >= 3500"
holds "$rows initialized rows" "$rows == $listed"
assigned=$(grep -v "^const hysc_var hysc_vars" balls.c | grep -c "hysc_vars\[[^]]*\] *=[^=]")
holds "$assigned statements assign a row of the table" "$assigned == 0"
grep -q '^h\[500\]  *state  *Real  *1\.499  .*Heights$' vars.txt && echo "ok   h[500]: its kind, start and description" \
  || fail "h[500] is not listed as a state of start 1.499 described as Heights"
grep -q '^e\[500\]  *parameter  *Real  *0\.6  .*Coefficients of restitution$' vars.txt \
  && echo "ok   e[500]: its kind, value and description" || fail "e[500] is not listed as expected"
for solver in ida newmark; do
  ./balls --solver=$solver --stop-time=0.7 --events -o balls.csv 2> events.txt || fail "$solver run exited $?"
  first=$(sed -n 's/^event t=\([^ ]*\) h\[500\] < 0 .*/\1/p' events.txt | head -n 1)
  close "$solver: first impact of ball 500" "$first" 0.5528169 1e-6
done

once() { grep -c "^HYSC_ONCE \(static \)\{0,1\}void $2" "$1"; }
holds "one unit: bind_parameters and start_plain marked to run once" \
  "$(once balls.c bind_parameters) == 1 && $(once balls.c start_plain) == 1"
holds "one unit: the residual is not" "$(once balls.c residual) == 0 && $(grep -c '^static void residual(' balls.c) == 1"
build BouncingBalls -p n=500 -v --chunk-size=2000 -o ./balls-split 2> split.v
holds "split into $(grep -c ' -c ' split.v) units" "$(grep -c ' -c ' split.v) >= 3"
./balls-split --solver=newmark --stop-time=0.7 --events -o split.csv 2> split.events || fail "split run exited $?"
cmp -s events.txt split.events && echo "ok   split: the same events (newmark)" || fail "split: events differ"
finish
