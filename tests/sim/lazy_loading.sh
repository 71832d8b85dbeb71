# Libraries read on demand (library.c, lookup.c, loading.c): a package
# directory is listed when it is first needed and a file of it is parsed when
# a look-up first asks for its class; inside a file, the classes of a package
# are parsed apart, each when first used (library_skim.c).
# tests/library/LazyLib holds files with a syntax error, classes with a
# syntax error or a rule broken inside files that are used, constants that
# cannot be resolved, and packages four directories deep (package.order in
# two of them).  A model that uses none of the broken parts compiles and runs
# on both backends; each broken part, used, is a located error in its file.
# hysc -v counts the files parsed: a library of 2000 unused files (each a
# syntax error) costs the parses of one of 10.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
LIB="$TOP/tests/library"

cat > UseLazy.mo <<'MODEL'
model UseLazy
  LazyLib.Deep.Deeper.Deepest.Leaf leaf;
  LazyLib.Reader reader;
  Real z = LazyLib.Consts.good;
  Real w = LazyLib.Funcs.twice(LazyLib.Funcs.Inner.half(time)) + 1;
end UseLazy;
MODEL
"$HYSC" -v -L "$LIB" -o ./lazy UseLazy.mo 2> lazy.err || fail "hysc -L tests/library UseLazy.mo exited $?: $(cat lazy.err)"
# package.mo of LazyLib, Deep, Deeper, Deepest; Leaf.mo, Consts.mo, Funcs.mo;
# apart: Reader of LazyLib/package.mo, twice, Inner and Inner.half of Funcs.mo
grep -q '^hysc: libraries: 7 files parsed, 4 classes parsed apart, 4 package directories listed$' lazy.err &&
  echo "ok   7 files parsed, 4 classes apart, 4 directories listed" || fail "counts: $(grep libraries lazy.err)"
for solver in ida newmark; do
  ./lazy --solver=$solver --stop-time=2 -o lazy.csv || fail "lazy --solver=$solver exited $?"
  # x' = -0.5 x, x(0) = offset + 1 = 2: x(2) = 2 exp(-1); y = scale*good = 3*2.5
  close "$solver: leaf.x(2) = 2 exp(-1)" "$(last_value leaf.x lazy.csv)" 0.7357589 2e-5
  close "$solver: reader.y = 7.5" "$(last_value reader.y lazy.csv)" 7.5 1e-12
  close "$solver: z = Consts.good" "$(last_value z lazy.csv)" 2.5 1e-12
  close "$solver: w(2) = twice(half(2)) + 1" "$(last_value w lazy.csv)" 3 1e-12
done

# types with attributes from a package of the library, in the model and as
# the input and output of the library's functions; a package constant
# defined through such a function: halfTurn = 2 arcsine(1) = pi
cat > UseUnits.mo <<'MODEL'
model UseUnits
  import LazyLib.Units.SI;
  SI.Height h(start = 1, fixed = true);
  Real y = LazyLib.Math.sine(LazyLib.Consts.halfTurn/2);
equation
  der(h) = -LazyLib.Math.sine(LazyLib.Consts.halfTurn*time);
end UseUnits;
MODEL
"$HYSC" -L "$LIB" -o ./units UseUnits.mo || fail "hysc -L tests/library UseUnits.mo exited $?"
./units --list-vars | grep -q '^h  *state  *Real  *1  *m ' && echo "ok   h has the unit m of SI.Height" ||
  fail "h: $(./units --list-vars | grep '^h ')"
for solver in ida newmark; do
  ./units --solver=$solver --stop-time=1 -o units.csv || fail "units --solver=$solver exited $?"
  # h' = -sin(pi t), h(0) = 1: h(1) = 1 - 2/pi; y = sin(pi/2)
  close "$solver: h(1) = 1 - 2/pi" "$(last_value h units.csv)" 0.36338023 3e-5
  close "$solver: y = sine(halfTurn/2) = 1" "$(last_value y units.csv)" 1 1e-12
done

# each broken part, used: exit 1, the error in its own file, line and column
# used CLASS-OR-EXPR LABEL EXPECTED-MESSAGE
used() {
  case "$1" in *=*) body="  Real y $1;" ;; *) body="  $1 u;" ;; esac
  printf 'model Uses\n%s\nend Uses;\n' "$body" > Uses.mo
  status_is "$2" 1 "$HYSC" -L "$LIB" -o ./uses Uses.mo
  grep -q "^$LIB/LazyLib/$3" status.err && echo "ok   $2: LazyLib/$3" || fail "$2: $(head -n 1 status.err)"
}
used LazyLib.Broken "the broken file" "Broken.mo:5:16: error: syntax error, unexpected ';'"
used LazyLib.Deep.Deeper.Deepest.Unused "the broken file beside Leaf" "Deep/Deeper/Deepest/Unused.mo:4:1: error: syntax error"
used "= LazyLib.Funcs.Inner.broken(1)" "a broken function of a package inside a file" \
  "Funcs.mo:22:15: error: syntax error, unexpected ';'"
used LazyLib.Funcs.BrokenToo "a broken model inside a file" "Funcs.mo:27:12: error: syntax error, unexpected ';'"
used LazyLib.Unchecked "the nested class with a rule broken" \
  "package.mo:6:10: error: 'Boolean' is the name of a built-in type; a component cannot take it"
used "= LazyLib.Consts.undefined" "an undefined name in a constant" \
  "Consts.mo:5:29: error: undefined name 'nowhere' in the value of the constant 'LazyLib.Consts.undefined'"
used "= LazyLib.Consts.circular" "a circular constant" \
  "Consts.mo:6:17: error: the value of the constant 'LazyLib.Consts.circular' depends on itself"
used "= LazyLib.Consts.timed" "a constant reading time" \
  "Consts.mo:7:25: error: the value of the constant 'LazyLib.Consts.timed' reads 'time'"

# a library of N files beside the one used, each unused file a syntax error
# library NAME N
library() {
  mkdir -p "$1"
  printf 'package %s\nend %s;\n' "$1" "$1" > "$1/package.mo"
  printf 'within %s;\nmodel Used\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Used;\n' "$1" > "$1/Used.mo"
  awk -v dir="$1" -v n="$2" 'BEGIN { for (i = 1; i <= n; i++) {
    f = sprintf("%s/U%d.mo", dir, i); printf "within %s;\nmodel U%d\n  Real x(\nend U%d;\n", dir, i, i > f; close(f) } }'
  printf 'model Use%s\n  %s.Used u;\nend Use%s;\n' "$1" "$1" "$1" > "Use$1.mo"
  "$HYSC" -v -L . -o "./$1.exe" "Use$1.mo" 2> "$1.err" || fail "hysc Use$1.mo exited $?: $(head -n 3 "$1.err")"
  sed -n 's/^hysc: libraries: \([0-9]*\) files parsed.*/\1/p' "$1.err"
}
small=$(library Small 10)
big=$(library Big 2000)
holds "files parsed: 2000 unused files ($big) as 10 ($small), 2 each" "$big == $small && $big == 2"
for solver in ida newmark; do
  ./Big.exe --solver=$solver --stop-time=1 -o big.csv || fail "Big.exe --solver=$solver exited $?"
  close "$solver: u.x(1) = exp(-1) beside 2000 broken files" "$(last_value u.x big.csv)" 0.3678794 1e-5
done
finish
