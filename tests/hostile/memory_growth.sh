# Compile-time memory is linear in the size of the model: twice the
# literals of an enumeration, or twice the elements of an array with an
# equation each, cost at most 2.2 times the peak memory (hysc --emit-c,
# measured by /usr/bin/time; skipped without it).  The text of an
# enumeration's literals, kept for --list-vars, used to be grown literal by
# literal, a copy per literal: 16000 literals took 880 MB (8000: 214 MB).
# What the SECURITY section of hysc(1) states is checked from the same
# figures: the memory the N more elements, literals or terms cost, over
# their count, is about 3.5 to 4.5 KB per scalar variable with its equation (at
# most 5), a few hundred bytes per literal (at most 300) and about 400 to 600 bytes per
# expression node (at most 700; x + x + ... of N terms has 2N nodes).
. "$TOP/tests/lib.sh"
if [ ! -x /usr/bin/time ]; then
  echo "ok   skipped: no /usr/bin/time to measure memory"
  finish
fi
enumeration() { # enumeration N: a variable of a type of N literals
  echo "model E"
  printf "  type T = enumeration("
  i=1; while [ $i -lt $1 ]; do printf "e%d, " $i; i=$((i + 1)); done
  echo "e$1);"
  echo "  parameter T p = T.e2;"
  echo "  Real x(start = 1, fixed = true);"
  echo "equation"
  echo "  der(x) = -x;"
  echo "end E;"
}
array() { # array N: N states, one equation each
  echo "model A"
  echo "  Real x[$1](each start = 1, each fixed = true);"
  echo "equation"
  echo "  for i in 1:$1 loop der(x[i]) = -i * x[i]; end for;"
  echo "end A;"
}
sum() { # sum N: an equation y = x + x + ... of N terms
  echo "model S"
  echo "  Real x(start = 1, fixed = true);"
  echo "  Real y;"
  echo "equation"
  echo "  der(x) = -x;"
  printf "  y = x"
  i=1; while [ $i -lt $1 ]; do printf " + x"; i=$((i + 1)); done
  echo ";"
  echo "end S;"
}
# doubles GENERATOR N UNITS BYTES: peak memory of GENERATOR 2N at most 2.2 x
# that of N, and the difference at most BYTES for each of the N * UNITS more
doubles() {
  "$1" "$2" > "small_$1.mo"
  "$1" $((2 * $2)) > "big_$1.mo"
  set -- "$1" "$2" "$3" "$4" $(measure_hysc "small_$1.mo") $(measure_hysc "big_$1.mo")
  holds "$1: memory for n=$(($2 * 2)) ($9 KB) <= 2.2 x n=$2 ($6 KB)" "$9 <= 2.2 * $6"
  each=$(awk -v a="$6" -v b="$9" -v n="$(($2 * $3))" 'BEGIN { printf "%.0f", (b - a) * 1024 / n }')
  case "$HYSC" in   # the sanitizers need far more memory: there only the growth is checked
    */build-san/*) echo "ok   $1: (the bytes per unit not checked under the sanitizers)" ;;
    *) holds "$1: $each bytes for each of $(($2 * $3)) more <= $4" "$each <= $4" ;;
  esac
}
doubles enumeration 8000 1 300
doubles array 20000 1 5120
doubles sum 4000 2 700
finish
