# A position constraint is differentiated twice; the C code spells each
# derivative as a tree, which grows like the cube of a product's length
# (400 factors once gave 520 MB of C).  A constraint whose derivatives pass
# 200 000 terms is a located error, reported at once; a 20-factor one (x^20
# as a product, 8 000 terms) is still reduced and compiles.
. "$TOP/tests/lib.sh"
pendulum() { # pendulum N: the constraint x * x * ... (N factors) + y^2 = 1
  printf 'model P\n  Real x(start = 1);\n  Real y(start = 0, fixed = true);\n  Real vx(start = 0);\n'
  printf '  Real vy(start = 0, fixed = true);\n  Real lambda;\nequation\n  der(x) = vx;\n  der(y) = vy;\n'
  printf '  der(vx) = -lambda * x;\n  der(vy) = -9.81 - lambda * y;\n  '
  awk -v n="$1" 'BEGIN { printf "x"; for (i = 1; i < n; i++) printf " * x"; print " + y^2 = 1;" }'
  echo "end P;"
}
pendulum 400 > big.mo
status_is "400 factors" 1 "$HYSC" --emit-c=big.c big.mo
first=$(head -1 status.err)
want="big.mo:12:3: error: this constraint is too large to reduce: its derivatives would take more than 200000 terms of code; split it with intermediate variables"
[ "$first" = "$want" ] && echo "ok   $first" || fail "message '$first'"
[ ! -e big.c ] && echo "ok   no C written" || fail "big.c was written"
pendulum 20 > small.mo
status_is "20 factors" 0 "$HYSC" --emit-c=small.c small.mo
finish
