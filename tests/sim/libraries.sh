# Libraries on disk: the shipped package models/Hybrid compiled by full name
# (hysc -L DIR Lib.Sub.Model, and through MODELICAPATH) gives the results of
# the same model written flat, within 1e-12 on both backends; a model file
# uses a library class; package.order, single-file packages, the order of
# -L directories; errors in a library file name that file, and a class that
# is not found names the directories searched.
. "$TOP/tests/lib.sh"
unset MODELICAPATH

cat > FlatBalls.mo <<'MODEL'
model FlatBalls
  parameter Real e1 = 0.7, g1 = 9.81;
  Real h1(start = 2, fixed = true), v1(start = 0, fixed = true);
  parameter Real e2 = 0.8, g2 = 9.81;
  Real h2(start = 1, fixed = true), v2(start = 0, fixed = true);
  parameter Real e3 = 0.5, g3 = 9.81;
  Real h3(start = 3, fixed = true), v3(start = 0, fixed = true);
equation
  der(h1) = v1; der(v1) = -g1;
  when h1 < 0 then reinit(v1, -e1*pre(v1)); end when;
  der(h2) = v2; der(v2) = -g2;
  when h2 < 0 then reinit(v2, -e2*pre(v2)); end when;
  der(h3) = v3; der(v3) = -g3;
  when h3 < 0 then reinit(v3, -e3*pre(v3)); end when;
end FlatBalls;
MODEL
build ./FlatBalls.mo -o ./flat
"$HYSC" -L "$TOP/models" -o ./balls Hybrid.Examples.ThreeBalls || fail "hysc -L models Hybrid.Examples.ThreeBalls exited $?"
MODELICAPATH=/nonexistent:$TOP/models "$HYSC" -o ./balls2 Hybrid.Examples.ThreeBalls ||
  fail "MODELICAPATH=...:models hysc Hybrid.Examples.ThreeBalls exited $?"
./balls2 --stop-time=1 -o path.csv 2>/dev/null || fail "balls2 exited $?"
# b2 from 1 m, e = 0.8: impact at 0.451524 with 4.429447 m/s, leaving with
# 3.543558; at t = 1: v = 3.543558 - 9.81 * 0.548476 = -1.836996
close "through MODELICAPATH: b2.v at t=1" "$(last_value b2.v path.csv)" -1.836996 1e-4
for solver in ida newmark; do
  ./balls --solver=$solver --stop-time=2 -o lib.csv 2>/dev/null || fail "balls exited $?"
  ./flat --solver=$solver --stop-time=2 -o flat.csv 2>/dev/null || fail "flat exited $?"
  tail -n +2 flat.csv > flat.body
  worst=$(tail -n +2 lib.csv | paste -d'|' - flat.body | awk -F'|' '
    { n = split($1, a, ","); m = split($2, b, ","); if (n != m) bad = 1
      for (i = 1; i <= n; i++) { d = a[i] - b[i]; if (d < 0) d = -d; if (d > w) w = d } }
    END { if (bad || NR < 100) print 1; else printf "%.3g\n", w + 0 }')
  holds "$solver: library example vs flat, largest difference $worst <= 1e-12" "$worst <= 1e-12"
done
head -1 lib.csv | grep -qx '"time","b1.h","b1.v","b2.h","b2.v","b3.h","b3.v"' && echo "ok   dotted names (the contact modes' columns only with --emit-internal)" ||
  fail "header: $(head -1 lib.csv)"

# a model file using the library; a second -L directory that also has a
# Hybrid comes later and is not read
mkdir -p other/Hybrid && echo 'package Hybrid bad syntax' > other/Hybrid/package.mo
cat > UsesLibrary.mo <<'MODEL'
model UsesLibrary
  Hybrid.Mass mass(m = 4);
  Hybrid.Spring spring(k = 16);
  Hybrid.Fixed wall;
equation
  connect(spring.a, mass.a);
  connect(spring.b, wall.a);
end UsesLibrary;
MODEL
build ./UsesLibrary.mo -L "$TOP/models" -L other -o ./uses
./uses --stop-time=1.5707963267948966 -o uses.csv || fail "uses exited $?"
# m s'' = -k s, omega = 2, s(pi/2) = cos(pi) = -1
close "mass.s at pi/2" "$(last_value mass.s uses.csv)" -1 2e-4

# package.order decides the order; a single-file package; an error in a
# library file is reported in that file
mkdir -p lib/Pkg
printf 'package Pkg\nend Pkg;\n' > lib/Pkg/package.mo
printf 'B\nA\n' > lib/Pkg/package.order
printf 'within Pkg;\nmodel A\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend A;\n' > lib/Pkg/A.mo
printf 'within Pkg;\nmodel B\n  A a;\nend B;\n' > lib/Pkg/B.mo
printf 'package Single\n  model M\n    Pkg.A a;\n  end M;\nend Single;\n' > lib/Single.mo
"$HYSC" -L lib -o ./single Single.M || fail "hysc -L lib Single.M exited $?"
./single --stop-time=1 -o single.csv || fail "single exited $?"
close "Single.M: a.x(1) = exp(-1)" "$(last_value a.x single.csv)" 0.3678794 1e-5
"$HYSC" -L lib -o ./b Pkg.B && ./b --stop-time=1 -o b.csv && close "Pkg.B: a.x(1)" "$(last_value a.x b.csv)" 0.3678794 1e-5
printf 'within Pkg;\nmodel A\n  Real x(start = 1, fixed = true, invalid = 1);\nequation\n  der(x) = -x;\nend A;\n' > lib/Pkg/A.mo
"$HYSC" -L lib -o ./b Pkg.B 2> bad.err && fail "an unknown attribute in a library compiled"
grep -q "^lib/Pkg/A.mo:3:35: error: 'invalid' is not an attribute of Real 'a.x'" bad.err &&
  echo "ok   the error names the library file and its line" || fail "message: $(cat bad.err)"
"$HYSC" -L lib -L other2 Pkg.Nothing 2> missing.err && fail "a missing class compiled"
grep -q "^Pkg.Nothing: error: class not found (library directories searched: 'lib', 'other2')$" missing.err &&
  echo "ok   class not found names the directories" || fail "message: $(cat missing.err)"
finish
