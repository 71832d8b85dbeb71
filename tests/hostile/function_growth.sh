# A function whose statements reuse the value before them, y := y * y - y
# sixty times, written out as one expression would have about 2^60 nodes.
# Asked to be inlined (Inline = true) it must stay a C function: the
# compile takes well under a second and the generated C stays small (under
# 50 kB); the value at t = 1 matches the same iteration done here in awk
# (x = 0.5 exp(-1) = 0.18393972, then y := y^2 - y, to 1e-6).
. "$TOP/tests/lib.sh"
{
  printf 'function grow\n  input Real x;\n  output Real y;\nalgorithm\n  y := x;\n'
  i=0; while [ $i -lt 60 ]; do echo "  y := y * y - y;"; i=$((i + 1)); done
  printf '  annotation(Inline = true);\nend grow;\n\n'
  printf 'model Grow\n  Real x(start = 0.5, fixed = true);\n  Real z;\nequation\n  der(x) = -x;\n  z = grow(x);\n'
  printf '  annotation(experiment(StopTime = 1, Interval = 0.5));\nend Grow;\n'
} > Grow.mo
set -- $(measure_hysc Grow.mo)
echo "hysc: ${1}s ${2}KB, ${3} bytes of C"
holds "generated C under 50 kB ($3 bytes)" "$3 < 50000"
"$HYSC" -o ./Grow Grow.mo || fail "hysc Grow.mo exited $?"
./Grow -o grow.csv || fail "Grow exited $?"
want=$(awk 'BEGIN { y = 0.5 * exp(-1); for (i = 0; i < 60; i++) y = y * y - y; printf "%.12g", y }')
close "z at t = 1" "$(last_value z grow.csv)" "$want" 1e-6
finish
