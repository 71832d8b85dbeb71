# A Boolean parameter bound to another parameter (b = a, b = not a, b = k > 1,
# declared before or after what it reads) decides an if-equation at compile
# time; it used to be refused as "uses parameters without a value".  Real
# values on both backends: x(1) = exp(-1) when the condition holds, exp(1)
# when not; -p a=false (a structural parameter) flips it.
. "$TOP/tests/lib.sh"
# model BINDING [BEFORE]: b = BINDING, declared before a and k when BEFORE is 1
model() {
  { printf 'model B\n'
    [ "${2:-0}" = 1 ] && printf '  parameter Boolean b = %s;\n' "$1"
    printf '  parameter Boolean a = true;\n  parameter Real k = 2;\n'
    [ "${2:-0}" = 1 ] || printf '  parameter Boolean b = %s;\n' "$1"
    printf '  Real x(start = 1, fixed = true);\nequation\n  if b then\n    der(x) = -x;\n  else\n    der(x) = x;\n  end if;\n'
    printf '  annotation(experiment(StopTime = 1, Tolerance = 1e-8));\nend B;\n'; } > b.mo
}
e=$(awk 'BEGIN { printf "%.9f", exp(1) }'); inv=$(awk 'BEGIN { printf "%.9f", exp(-1) }')
# runs LABEL EXPECTED [hysc options]: b.mo compiles and x(1) is EXPECTED on both backends
runs() {
  label=$1; want=$2; shift 2
  "$HYSC" "$@" b.mo -o ./B 2> hysc.err || { fail "$label: hysc exited $?: $(head -n 1 hysc.err)"; return; }
  for solver in ida newmark; do
    ./B --solver=$solver -o $solver.csv || fail "$label $solver: exit $?"
    close "$label $solver: x(1)" "$(last_value x $solver.csv)" "$want" 1e-5
  done
}
model a;          runs "b = a" "$inv"
model a 1;        runs "b = a, declared first" "$inv"
model "not a";    runs "b = not a" "$e"
model "k > 1";    runs "b = k > 1" "$inv"
model a;          runs "b = a, -p a=false" "$e" -p a=false
# -p k=0 turns b = k > 1 false
model "k > 1";    runs "b = k > 1, -p k=0" "$e" -p k=0
finish
