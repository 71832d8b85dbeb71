# Classes nested through components, extends and records, 10000 levels
# deep, crashed the compiler's recursive walks (SIGSEGV).  Each kind of
# nesting is bounded before the walk: components in components at 200
# levels, extends at 64, records in records (a function's record input,
# built by its constructor) at 200; deeper is a located error, exit 1.  At the bound the model still
# runs: c.c...c.x (200 levels) with der(x) = -x, x(0) = 1 is exp(-1) at
# t = 1, and a field 100 records deep read in a function, 1.5 x, is
# 1.5 exp(-1) (to 1e-5, the solver's tolerance).
. "$TOP/tests/lib.sh"
chain() { # chain SHAPE N: class C_N made of C_(N-1) ... C0
  echo "model C0"
  echo "  Real x(start = 1, fixed = true);"
  echo "equation"
  echo "  der(x) = -x;"
  echo "  annotation(experiment(StopTime = 1, Interval = 0.5));"
  echo "end C0;"
  i=1; while [ $i -le $2 ]; do
    case $1 in
    component) printf 'model C%d\n  C%d c;\nend C%d;\n' $i $((i - 1)) $i ;;
    extends) printf 'model C%d\n  extends C%d;\nend C%d;\n' $i $((i - 1)) $i ;;
    esac
    i=$((i + 1))
  done
}
records() { # records N DEPTH: a function reads a field DEPTH records deep of R_N
  echo "record R0"; echo "  Real a = 1.5;"; echo "end R0;"
  i=1; while [ $i -le $1 ]; do printf 'record R%d\n  R%d r;\nend R%d;\n' $i $((i - 1)) $i; i=$((i + 1)); done
  printf 'function f\n  input R%d q;\n  input Real s;\n  output Real y;\nalgorithm\n  y := q.' $1
  i=0; while [ $i -lt $2 ]; do printf 'r.'; i=$((i + 1)); done
  printf 'a * s;\nend f;\n'
  printf 'model M\n  Real x(start = 1, fixed = true);\n  Real z = f(R%d(), x);\nequation\n' $1
  printf '  der(x) = -x;\n  annotation(experiment(StopTime = 1, Interval = 0.5));\nend M;\n'
}
chain component 10000 > components.mo
status_is "components 10000 deep" 1 "$HYSC" -m C10000 --emit-c=components.c components.mo
grep -q "^components.mo:29405:9: error: component 'c' would be nested more than 200 levels deep in components$" status.err ||
  fail "no located error on the components: $(head -n 1 status.err)"
chain extends 10000 > extends.mo
status_is "extends 10000 deep" 1 "$HYSC" -m C10000 --emit-c=extends.c extends.mo
grep -q "^extends.mo:29809:7: error: 'C9935' is reached through more than 64 levels of extends$" status.err ||
  fail "no located error on the extends: $(head -n 1 status.err)"
records 10000 1 > records.mo
status_is "records 10000 deep" 1 "$HYSC" -m M --emit-c=records.c records.mo
grep -q "^records.mo:29401:8: error: record 'R9800' is nested in records more than 200 levels deep$" status.err ||
  fail "no located error on the records: $(head -n 1 status.err)"

chain component 200 > components200.mo
"$HYSC" -m C200 -o ./components200 components200.mo || fail "components 200 deep: hysc exited $?"
./components200 -o components200.csv || fail "./components200 exited $?"
name=c; i=1; while [ $i -lt 200 ]; do name=$name.c; i=$((i + 1)); done
close "$name.x(1)" "$(last_value $name.x components200.csv)" 0.36787944 1e-5
chain extends 64 > extends64.mo
"$HYSC" -m C64 -o ./extends64 extends64.mo || fail "extends 64 deep: hysc exited $?"
./extends64 -o extends64.csv || fail "./extends64 exited $?"
close "x(1), 64 levels of extends" "$(last_value x extends64.csv)" 0.36787944 1e-5
records 100 100 > records100.mo
"$HYSC" -m M -o ./records100 records100.mo || fail "records 100 deep: hysc exited $?"
./records100 -o records100.csv || fail "./records100 exited $?"
close "z(1) = 1.5 x(1), a field 100 records deep" "$(last_value z records100.csv)" 0.55181916 1.5e-5
finish
