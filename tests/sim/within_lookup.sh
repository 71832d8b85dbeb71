# A file's 'within P;' places its classes in P for name lookup (spec 13.2):
# a model file of a library on disk, compiled as a file, finds its sibling
# class and the package's constant by their short names, like the same
# class compiled by its full name; the file's own classes come first; a
# 'within' naming no package found changes nothing.
. "$TOP/tests/lib.sh"
unset MODELICAPATH

mkdir -p lib/P
printf 'package P\n  constant Real k = 2;\nend P;\n' > lib/P/package.mo
printf 'within P;\nmodel Sibling\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -k*x;\nend Sibling;\n' \
  > lib/P/Sibling.mo
printf 'within P;\nmodel M\n  Sibling s;\n  Real y = k*s.x;\nend M;\n' > lib/P/M.mo
"$HYSC" -L lib -o ./asfile lib/P/M.mo || fail "hysc -L lib lib/P/M.mo exited $?"
"$HYSC" -L lib -o ./byname P.M || fail "hysc -L lib P.M exited $?"
for exe in asfile byname; do
  ./$exe --stop-time=1 -o $exe.csv || fail "$exe exited $?"
  # x' = -2 x, x(0) = 1: x(1) = exp(-2); y = 2 x
  close "$exe: s.x(1) = exp(-2)" "$(last_value s.x $exe.csv)" 0.1353353 1e-5
  close "$exe: y(1) = 2 exp(-2)" "$(last_value y $exe.csv)" 0.2706706 2e-5
done

# a class of the file wins over the package's class of the same name
printf 'within P;\nmodel Sibling\n  Real x = 5;\nend Sibling;\nmodel Own\n  Sibling s;\nend Own;\n' > Own.mo
"$HYSC" -L lib -m Own -o ./own Own.mo || fail "hysc -L lib Own.mo exited $?"
./own --stop-time=1 -o own.csv || fail "own exited $?"
close "the file's Sibling: s.x" "$(last_value s.x own.csv)" 5 0

# without the library the sibling is unknown; a 'within' of no package is harmless
status_is "within P without -L" 1 "$HYSC" -o ./nolib lib/P/M.mo
grep -q "lib/P/M.mo:3:3: error: unknown type 'Sibling'" status.err || fail "message: $(cat status.err)"
printf 'within Nowhere.Else;\nmodel Alone\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Alone;\n' > Alone.mo
"$HYSC" -L lib -o ./alone Alone.mo || fail "hysc Alone.mo exited $?"
./alone --stop-time=1 -o alone.csv && close "within Nowhere.Else: x(1)" "$(last_value x alone.csv)" 0.3678794 1e-5
finish
