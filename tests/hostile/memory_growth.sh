# Compile-time memory is linear in the size of the model: twice the
# literals of an enumeration, or twice the elements of an array with an
# equation each, cost at most 2.2 times the peak memory (hysc --emit-c,
# measured by /usr/bin/time; skipped without it).  The text of an
# enumeration's literals, kept for --list-vars, used to be grown literal by
# literal, a copy per literal: 16000 literals took 880 MB (8000: 214 MB).
# About 3.5 to 4.5 KB per scalar variable with its equation is what hysc(1)
# states.
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
# doubles GENERATOR N: peak memory of GENERATOR 2N at most 2.2 x that of N
doubles() {
  "$1" "$2" > "small_$1.mo"
  "$1" $((2 * $2)) > "big_$1.mo"
  set -- "$1" "$2" $(measure_hysc "small_$1.mo") $(measure_hysc "big_$1.mo")
  holds "$1: memory for n=$(($2 * 2)) ($7 KB) <= 2.2 x n=$2 ($4 KB)" "$7 <= 2.2 * $4"
}
doubles enumeration 8000
doubles array 20000
# The figure of hysc(1): the 20000 elements added (der(x[i]) = -i * x[i])
# cost at most 4.5 KB each (they cost 5.1 KB while a node was made for each
# value of a loop's range and of its iterator in a subscript, and each
# element copied its literal start and fixed; now 4.2 KB).
# The sanitizers need far more memory: there only the growth is checked.
case "$HYSC" in
  */build-san/*) echo "ok   (the KB per element not checked under the sanitizers)" ;;
  *) set -- $(measure_hysc small_array.mo) $(measure_hysc big_array.mo)
     holds "array: $(($5 - $2)) KB for 20000 more elements <= 4.5 KB each" "$5 - $2 <= 4.5 * 20000" ;;
esac
finish
