# External functions (spec 12.9) of the test library tests/library/ExternalC,
# whose C is its Resources/C-Sources/ExtC.c, built by hysc as library ExtC.
#
# Calls: each form once, on both backends.  x' = x from 1: x(1) = e (1e-4);
# in every row scale(x, 3) = 3x (the default call, an Integer input),
# extc_scale(x, -2) = -2x, weightedSum({1, 2, 3}, x) = (1 + 4 + 9) x = 14x
# (an array and its size), minMax({x, -x, 2x}) = (-x, 2x) (outputs by
# pointer), scaled({1, -2, 4}, x) = {x, -2x, 4x} (an array output),
# trace([1, 2; 3, 4] x) = 5x (a matrix, row-major, and its sizes),
# cubeRoot(27 x^3) = 3x (cbrt of the C library, "builtin", Library "m"), all
# within 1e-9 relative; count(97) = 3 (the a's of "banana", a String
# literal); the parameters positive(-1) = false, positive(2) = true.
#
# Cache: the first build compiles ExtC.c into $XDG_CACHE_HOME/hysc/ExtC-HASH/
# libExtC.a; a second build runs no compiler on it and leaves the archive
# untouched (same modification time), and no temporary directory behind;
# other sources make a new archive (another hash); a source that does not
# compile is an error naming it and its library, and leaves no archive.
#
# Tables: two ExternalObjects (Table1D, a C struct) constructed once with
# the parameters, read by interpolate(): ramp {0, 1, 2} -> {0, 10, 40} gives
# y(0.5) = 5, y(1.5) = 25; step {0, 0.5} -> {1, -1} gives z(0.252) = -0.008,
# z(1) = -1 (1e-6); x = integral of y: x(2) = 5 + 25 = 30 (1e-3).  The C
# says "extc_table_new" twice and at the end "0 tables left" (both
# destroyed), on standard error when the results go to standard output.
# A sweep over xs[2] = 1, 1.5 constructs the table afresh per case:
# y(0.5) = 5 and 10/3.  --set ramp=7 (no object) is an error, not a
# crash, and the one table made is destroyed on that error too.
#
# Strings and enumerations: a String input is const char * in C, an
# enumeration an int (the literal's number, from 1).  countIn(word, 97) with
# word = "ban" + "ana" (a parameter joined at compile time) = 3, of the
# constant "abracadabra" = 5, of the package constant fruit = "papaya" and
# 112 ('p') = 2, of word + other and 98 ('b') = 1 + 2 = 3; countA("cassava")
# = 3 (a String passed on by a function of the package to its sibling);
# scaleBy(x, Factor.three) = 3x, scaleBy(x, f) with f = Factor.two = 2x;
# next(Factor.two) = Factor.three (an enumeration output), Integer() of it 3.
# greeting(word), a String that C returns ("hello banana", in memory of
# ModelicaAllocateString), has 3 a's; "n: " + greeting(other) 2 l's.
# q = sqrt(4 x^2) = 2 x through ExternalC.sqrt, whose own sqrt(u) is the
# built-in (a function's own short name is not itself), 1e-9 relative.
# Choices: String arguments decided at compile time by Boolean parameters,
# and (not) by String comparisons, as a library's block chooses its file:
# a (name "pepper"): n = 3 p's, m = 2 N's of "NoName", k = 2 e's, named
# false (flag 0); b (fromFile, fileName "pap" + "aya"): n = 2, m = 0, k = 1
# (apple), named true by a call at run time (flag 1); c (fromFile, the file
# "NoName"): n = 0, m = 2, k = 1, flag 0.
# Resource: file = ExternalReferences.loadResource("modelica://ExternalC/
# Resources/Data/number.txt"), folded at compile time to the file's absolute
# path, which C reads from another working directory: v = 42.5.
#
# EventRange: when time >= 2 then v = checkedSqrt(1e-10 + 1 - ts), ts = t / 2
# an algebraic variable that no event moves: the when-equation is evaluated
# once, as it stands (not solved with the continuous equations by a Newton
# that differences it, whose step of 1.5e-8 in ts would leave the C's
# domain and stop the run), so v = sqrt(1e-10) = 1e-5 (1e-7: the event's
# time may pass 2 by 1e-12) and the run reaches t = 3 on both backends.
#
# Prints: report(what, t, v), an external C function without outputs that
# prints one line through ModelicaFormatMessage, called as a statement in a
# when-equation (sample(0.5, 1): t = 0.5, 1.5, 2.5, n = 1, 2, 3) and in a
# when-statement (x >= 2.25): exactly these four lines in this order, each
# once per firing, on standard output when the results go to a file; the
# clause's scale(x, 3) has its output discarded.
#
# Failing: checkedSqrt(1 - time) calls ModelicaFormatError once time passes
# 1: exit 1, the message names the function, its line and the C message,
# and the result file ends before t = 1.004 with whole rows.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
export XDG_CACHE_HOME="$PWD/cache"
lib="$TOP/tests/library"

"$HYSC" -v -L "$lib" -o ./calls ExternalC.Calls > build1.log 2>&1 || { cat build1.log; fail "hysc ExternalC.Calls failed"; finish; }
archive=$(ls cache/hysc/ExtC-*/libExtC.a 2>/dev/null)
[ -n "$archive" ] && echo "ok   ExtC built into $archive" || fail "no cache/hysc/ExtC-*/libExtC.a"
grep -qF 'ExtC.c' build1.log && echo "ok   first build compiled ExtC.c" || fail "first build did not compile ExtC.c"
before=$(stat -c %y "$archive")
"$HYSC" -v -L "$lib" -o ./calls2 ExternalC.Calls > build2.log 2>&1 || fail "second build exited $?"
grep -qF 'ExtC.c' build2.log && fail "second build compiled ExtC.c again" || echo "ok   second build reused the cached library"
[ "$(stat -c %y "$archive")" = "$before" ] && echo "ok   archive untouched" || fail "archive rewritten"
[ -z "$(ls -d cache/hysc/ExtC-*/build.* 2>/dev/null)" ] && echo "ok   no temporary directory left" || fail "build.* left in the cache"
cp -r "$lib/ExternalC" mylib && mkdir -p copy && mv mylib copy/ExternalC
touch -d '2001-01-01' copy/ExternalC/Resources/C-Sources/ExtC.c
"$HYSC" -L copy -o ./calls3 ExternalC.Calls > build3.log 2>&1 || fail "build of the copy exited $?"
[ "$(ls -d cache/hysc/ExtC-* | wc -l)" = 2 ] && echo "ok   other sources, another archive" || fail "cache: $(ls cache/hysc)"
echo 'int broken(' >> copy/ExternalC/Resources/C-Sources/ExtC.c
status_is "a C source that does not compile" 1 "$HYSC" -L copy -o ./calls4 ExternalC.Calls
grep -q "^hysc: error: the C compiler failed on .*/copy/ExternalC/Resources/C-Sources/ExtC.c, a source of library 'ExtC'" status.err &&
  echo "ok   the message names the source and the library" || fail "$(cat status.err)"
[ ! -e calls4 ] && [ "$(ls -d cache/hysc/ExtC-* | wc -l)" = 3 ] && [ -z "$(ls cache/hysc/ExtC-*/* | grep -v libExtC.a)" ] &&
  echo "ok   no executable, no archive, nothing left in the cache" || fail "after the failure: $(ls -R cache/hysc)"

for solver in ida newmark; do
  ./calls --solver=$solver -o calls_$solver.csv > /dev/null 2> calls_$solver.err || fail "$solver: calls exited $?"
  close "$solver: x(1)" "$(last_value x calls_$solver.csv)" 2.718281828 1e-4
  worst=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    function rel(a, b) { d = a - b; if (d < 0) d = -d; s = b < 0 ? -b : b; return d / (s > 1 ? s : 1) }
    function big(v) { if (v > w) w = v }
    { x = $c["\"x\""]; big(rel($c["\"s1\""], 3 * x)); big(rel($c["\"s2\""], -2 * x)); big(rel($c["\"w\""], 14 * x))
      big(rel($c["\"lo\""], -x)); big(rel($c["\"hi\""], 2 * x)); big(rel($c["\"b[1]\""], x))
      big(rel($c["\"b[2]\""], -2 * x)); big(rel($c["\"b[3]\""], 4 * x)); big(rel($c["\"tr\""], 5 * x))
      big(rel($c["\"r\""], 3 * x)); big(rel($c["\"n\""], 3)); big(rel($c["\"pv\""], 1)); rows++ }
    END { if (rows < 100) print 1; else printf "%.3g\n", w + 0 }' calls_$solver.csv)
  holds "$solver: every call against its value in every row, largest relative difference $worst <= 1e-9" "$worst <= 1e-9"
done

"$HYSC" -L "$lib" -o ./tables ExternalC.Tables || fail "hysc ExternalC.Tables exited $?"
value_at() { # value_at NAME TIME CSV
  column "$1" "$3" | paste -d, - "$3.time" | awk -F, -v t="$2" '{ d = $2 - t; if (d < 0) d = -d; if (d < 1e-9) print $1 }' | head -1
}
for solver in ida newmark; do
  ./tables --solver=$solver --stop-time=2 -o tables_$solver.csv > tables_$solver.out 2> tables_$solver.err ||
    fail "$solver: tables exited $?"
  column time tables_$solver.csv > tables_$solver.csv.time
  close "$solver: y(0.5)" "$(value_at y 0.5 tables_$solver.csv)" 5 1e-6
  close "$solver: y(1.5)" "$(value_at y 1.5 tables_$solver.csv)" 25 1e-6
  close "$solver: z(0.252)" "$(value_at z 0.252 tables_$solver.csv)" -0.008 1e-6
  close "$solver: z(1)" "$(value_at z 1 tables_$solver.csv)" -1 1e-6
  close "$solver: x(2)" "$(last_value x tables_$solver.csv)" 30 1e-3
  [ "$(grep -c 'extc_table_new' tables_$solver.out)" = 2 ] && echo "ok   $solver: two tables made" ||
    fail "$solver: $(cat tables_$solver.out)"
  [ "$(tail -1 tables_$solver.out)" = "extc_table_free: 0 tables left" ] && echo "ok   $solver: both destroyed" ||
    fail "$solver: ends with $(tail -1 tables_$solver.out)"
done
./tables -o - > tables_stdout.csv 2> tables_stdout.err || fail "tables -o - exited $?"
grep -q extc_table tables_stdout.csv && fail "messages in the results on standard output" ||
  echo "ok   -o -: the C's messages on standard error, not in the results"
[ "$(grep -c extc_table tables_stdout.err)" = 4 ] && echo "ok   -o -: four messages on standard error" ||
  fail "-o -: $(cat tables_stdout.err)"
status_is "--set of an ExternalObject's handle" 1 ./tables --set ramp=7 -o set.csv
grep -q "external function 'ExternalC.interpolate' (.*) failed: 7 is no ExternalObject of this run" status.err &&
  echo "ok   --set ramp=7: no object, a message instead of a crash" || fail "$(cat status.err)"
[ "$(cat status.out)" = "extc_table_new: 2 rows (1 tables)
extc_table_free: 0 tables left" ] && echo "ok   --set ramp=7: only step made, and destroyed on the error" ||
  fail "--set ramp=7: $(cat status.out)"
./tables --sweep 'xs[2]=1,1.5' --sweep-dir=sweep > sweep.out 2>&1 || fail "sweep exited $?"
for case in 1 2; do
  column time sweep/case-000$case.csv > sweep/case-000$case.csv.time
done
close "sweep case 1: y(0.5)" "$(value_at y 0.5 sweep/case-0001.csv)" 5 1e-6
close "sweep case 2: y(0.5)" "$(value_at y 0.5 sweep/case-0002.csv)" 3.333333333 1e-6

"$HYSC" -L "$lib" -o ./strings ExternalC.Strings || fail "hysc ExternalC.Strings exited $?"
for solver in ida newmark; do
  ./strings --solver=$solver -o strings_$solver.csv 2> strings_$solver.err || fail "$solver: strings exited $?"
  for expected in a=3 b=5 c=3 d=3 p=2 g=3 h=3 e=3 l=2; do
    close "$solver: ${expected%=*}" "$(last_value ${expected%=*} strings_$solver.csv)" ${expected#*=} 0
  done
  worst=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    function rel(a, b) { d = a - b; if (d < 0) d = -d; return d / (b < 0 ? -b : b) }
    { x = $c["\"x\""]; v = rel($c["\"y\""], 3 * x); u = rel($c["\"z\""], 2 * x); q = rel($c["\"q\""], 2 * x)
      if (v > w) w = v; if (u > w) w = u; if (q > w) w = q; rows++ }
    END { if (rows < 100) print 1; else printf "%.3g\n", w + 0 }' strings_$solver.csv)
  holds "$solver: y = 3x, z = 2x and q = 2x in every row, largest relative difference $worst <= 1e-9" "$worst <= 1e-9"
done

"$HYSC" -L "$lib" -o ./choices ExternalC.Choices || fail "hysc ExternalC.Choices exited $?"
for solver in ida newmark; do
  ./choices --solver=$solver -o choices_$solver.csv 2> choices_$solver.err || fail "$solver: choices exited $?"
  for expected in a.n=3 a.m=2 a.k=2 a.flag=0 b.n=2 b.m=0 b.k=1 b.flag=1 c.n=0 c.m=2 c.k=1 c.flag=0; do
    close "$solver: ${expected%=*}" "$(last_value ${expected%=*} choices_$solver.csv)" ${expected#*=} 0
  done
done

"$HYSC" -L "$lib" -o ./resource ExternalC.Resource || fail "hysc ExternalC.Resource exited $?"
mkdir -p elsewhere
(cd elsewhere && ../resource -o ../resource.csv) 2> resource.err || { cat resource.err; fail "resource exited $?"; }
close "resource: v read from the file loadResource named" "$(last_value v resource.csv)" 42.5 0

"$HYSC" -L "$lib" -o ./range ExternalC.EventRange || fail "hysc ExternalC.EventRange exited $?"
for solver in ida newmark; do
  ./range --solver=$solver --stop-time=3 -o range_$solver.csv 2> range_$solver.err ||
    fail "$solver: EventRange exited $? ($(head -1 range_$solver.err))"
  close "$solver: EventRange v" "$(last_value v range_$solver.csv)" 1e-5 1e-7
  close "$solver: EventRange end" "$(last_value time range_$solver.csv)" 3 1e-9
done

# TableSteps: the C gives a segment's value only after its next event was
# asked (as MSL's tables with constant segments); that event comes from a
# when-clause with initial(), so neither the start values nor the initial
# solve may ask for the value first.  y = 5, 7 from t = 1, 9 from t = 2:
# y(0.5) = 5, y(1.5) = 7, x(2.5) = 5 + 7 + 4.5 = 16.5, next = 1e300 at the end.
"$HYSC" -L "$lib" -o ./steps ExternalC.TableSteps || fail "hysc ExternalC.TableSteps exited $?"
for solver in ida newmark; do
  ./steps --solver=$solver --stop-time=2.5 -o steps_$solver.csv > steps_$solver.out 2> steps_$solver.err ||
    fail "$solver: TableSteps exited $? ($(head -1 steps_$solver.err))"
  column time steps_$solver.csv > steps_$solver.csv.time
  close "$solver: TableSteps y(0.5)" "$(value_at y 0.5 steps_$solver.csv)" 5 0
  close "$solver: TableSteps y(1.5)" "$(value_at y 1.5 steps_$solver.csv)" 7 0
  close "$solver: TableSteps x(2.5)" "$(last_value x steps_$solver.csv)" 16.5 1e-3
  close "$solver: TableSteps next" "$(last_value next steps_$solver.csv)" 1e300 0
done

"$HYSC" -L "$lib" -o ./prints ExternalC.Prints || fail "hysc ExternalC.Prints exited $?"
printf '%s\n' "sample: t = 0.500, v = 1.000" "sample: t = 1.500, v = 2.000" "algorithm: t = 2.250, v = 2.250" \
  "sample: t = 2.500, v = 3.000" > prints.want
for solver in ida newmark; do
  ./prints --solver=$solver --stop-time=3 -o prints_$solver.csv > prints_$solver.out 2> prints_$solver.err ||
    fail "$solver: Prints exited $? ($(head -1 prints_$solver.err))"
  cmp -s prints.want prints_$solver.out && echo "ok   $solver: the four lines, once per firing" ||
    fail "$solver: printed $(wc -l < prints_$solver.out) lines: $(cat prints_$solver.out)"
  close "$solver: Prints n" "$(last_value n prints_$solver.csv)" 3 0
done

"$HYSC" -L "$lib" -o ./failing ExternalC.Failing || fail "hysc ExternalC.Failing exited $?"
for solver in ida newmark; do
  status_is "$solver: ModelicaError stops the run" 1 ./failing --solver=$solver --stop-time=2 -o failing_$solver.csv
  grep -q "error: at t=.*external function 'ExternalC.checkedSqrt' (.*ExternalC/package.mo:[0-9]*) failed: extc_checked_sqrt: negative argument" status.err &&
    echo "ok   $solver: the message names the function and says the C message" || fail "$solver: $(cat status.err)"
  last=$(last_value time failing_$solver.csv)
  holds "$solver: results end at t = $last < 1.004" "$last < 1.004 && $last > 0.98"
  awk -F, 'NR == 1 { n = NF } NF != n { bad = 1 } END { exit bad }' failing_$solver.csv &&
    echo "ok   $solver: every row whole" || fail "$solver: a row is cut"
done
finish
