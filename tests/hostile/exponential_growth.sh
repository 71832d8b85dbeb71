# Shapes that grew exponentially: a chain of algebraic definitions
# a_i = a_(i-1) + a_(i-1) (once expanded as trees in index.c), and nested
# squares ((x)^2)^2... (x^2 printed x twice).  Compile time, memory and the
# size of the generated C must grow linearly: n = 24 against n = 12 in the
# same run stays within 3x (linear is about 2x; exponential is 4096x).
# The chain's value is checked too: der(x) = -x, x(0) = 1, a_1 = 2 x,
# a_i = 2 a_(i-1), so a_24(1) = 2^24 exp(-1) = 6171992.85 (to 2e-5 relative,
# the solver's tolerance on x), and the nested
# squares of x = 1 (der(x) = 0) are 1.
. "$TOP/tests/lib.sh"
model() { # model SHAPE N
  echo "model M"
  echo "  Real x(start = 1, fixed = true);"
  i=1
  case $1 in
  chain) while [ $i -le $2 ]; do echo "  Real a$i;"; i=$((i + 1)); done
    echo "equation"; echo "  der(x) = -x;"; echo "  a1 = x + x;"
    i=2; while [ $i -le $2 ]; do echo "  a$i = a$((i - 1)) + a$((i - 1));"; i=$((i + 1)); done ;;
  power) e=x; while [ $i -le $2 ]; do e="($e)^2"; i=$((i + 1)); done
    printf '  Real y;\nequation\n  der(x) = 0;\n  y = %s;\n' "$e" ;;
  esac
  echo "  annotation(experiment(StopTime = 1, Interval = 0.5));"
  echo "end M;"
}
for shape in chain power; do
  model $shape 12 > ${shape}12.mo
  model $shape 24 > ${shape}24.mo
  set -- $(measure_hysc ${shape}12.mo) $(measure_hysc ${shape}24.mo)
  echo "$shape: n=12 ${1}s ${2}KB ${3}B of C; n=24 ${4}s ${5}KB ${6}B of C"
  holds "$shape: C size n=24 / n=12 = $6 / $3 <= 3" "$6 <= 3 * $3"
  holds "$shape: memory n=24 / n=12 = $5 / $2 <= 3" "$5 <= 3 * $2"
  holds "$shape: time n=24 ($4 s) <= 3 x n=12 ($1 s) + 0.5 s" "$4 <= 3 * $1 + 0.5"
done
build ./chain24.mo -o ./chain
./chain -o chain.csv || fail "./chain exited $?"
close "a24(1)" "$(last_value a24 chain.csv)" 6171992.85 120
build ./power24.mo -o ./power
./power -o power.csv || fail "./power exited $?"
close "((x^2)^2...)^2 at x = 1" "$(last_value y power.csv)" 1 1e-12
finish
