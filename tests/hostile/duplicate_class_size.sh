# A nested class declared again beside an identical inherited one is one
# element; comparing the two declarations must cost their size, not its
# square (the comparison once built a text of each that grew by copying).
# The model itself is a first-order decay, so it compiles.
. "$TOP/tests/lib.sh"
twice_declared() { # N: a class of N components, inherited and declared again alike
  echo "model Top"
  for part in "  model Base" "  model Derived"; do
    echo "$part"
    [ "$part" = "  model Derived" ] && echo "    extends Base;"
    echo "    model Parts"
    i=1; while [ $i -le $1 ]; do echo "      Real x$i = $i;"; i=$((i + 1)); done
    echo "    end Parts;"
    echo "  end ${part#  model };"
  done
  echo "  Real y(start = 1, fixed = true);"
  echo "equation"
  echo "  der(y) = -y;"
  echo "end Top;"
}
grows_linearly twice_declared 2000
finish
