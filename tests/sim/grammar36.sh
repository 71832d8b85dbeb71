# The Modelica 3.6 constructs of the test library tests/library/Grammar36,
# written as the standard library writes them, compiled with -L and run on
# both backends against hand-derived values: class extends of a model (with
# and without redeclare) and of a function reached through a redeclared
# package, names from the top level (.Pkg.c, .sin), imports of a list,
# pure and impure functions, outputs with skipped places and (a.b) := f(x),
# conditional declarations after a binding, functions passed to a function
# (partly applied, spec 12.4.2).  The library's file Unused.mo
# holds constructs that are reported only where a model uses them (operator
# record, initial algorithm, connect() through an element that an
# expandable connector lacks): the examples compile regardless, and a
# model using one gets a located error.  Every file of the library parses alone (--parse-only).
. "$TOP/tests/lib.sh"
unset MODELICAPATH
lib="$TOP/tests/library"

for f in $(find "$lib/Grammar36" -name '*.mo' | sort); do
  status_is "parse-only $(basename "$f")" 0 "$HYSC" --parse-only "$f"
done
# --parse-only: a syntax error is located, exit 1; nothing else is checked
# (an unknown class parses); a class name is no file, exit 2
printf 'model Bad\n  Real x = ;\nend Bad;\n' > Bad.mo
status_is "parse-only of a syntax error" 1 "$HYSC" --parse-only Bad.mo
grep -q "^Bad.mo:2:12: error: syntax error" status.err && echo "ok   located: $(head -1 status.err)" ||
  fail "parse-only: no located syntax error: $(head -1 status.err)"
printf 'model Unknown\n  NoSuchClass x;\nend Unknown;\n' > Unknown.mo
status_is "parse-only of a model naming an unknown class" 0 "$HYSC" --parse-only Unknown.mo
status_is "parse-only of a class name" 2 "$HYSC" --parse-only Grammar36.Examples

for m in Springs Media Names Outputs Conditional Applied; do
  "$HYSC" -L "$lib" -o "./$m" "Grammar36.Examples.$m" || fail "hysc -L tests/library Grammar36.Examples.$m exited $?"
done

for solver in ida newmark; do
  # Springs at t = 1: x = t; redeclare model extends Law(k = 3): f = 3 t,
  # extra = f + 1; model extends Law(k = 0.5): f = 0.5 t
  ./Springs --solver=$solver --stop-time=1 -o springs.csv > /dev/null || fail "Springs ($solver) exited $?"
  close "$solver: stiff.f (class extends, k = 3) at t=1" "$(last_value stiff.f springs.csv)" 3 1e-9
  close "$solver: stiff.law.extra (added element) at t=1" "$(last_value stiff.law.extra springs.csv)" 4 1e-9
  close "$solver: stiff.law.offset (a base of the class extends)" "$(last_value stiff.law.offset springs.csv)" 7 0
  close "$solver: soft.f (model extends without redeclare: law keeps k = 2) at t=1" "$(last_value soft.f springs.csv)" 2 1e-9
  close "$solver: soft.own.f (declared with the class-extended Law, k = 0.5) at t=1" "$(last_value soft.own.f springs.csv)" 0.5 1e-9
  # Media: T = 300 + 10 t, Water.density = 1000 - 0.5 (T - 300): 995 at t = 1
  ./Media --solver=$solver --stop-time=1 -o media.csv > /dev/null || fail "Media ($solver) exited $?"
  close "$solver: Medium.density through redeclare package (function extends)" \
    "$(last_value tank.d media.csv)" 995 1e-9
  close "$solver: Oil.density, through package MediumAlias = PartialMedium" "$(last_value oil.d media.csv)" 798 1e-9
  close "$solver: Water.density called directly" "$(last_value tank.dWater media.csv)" 995 1e-9
  # Names: .Grammar36.g * 2; .sin(0) + k1 * k2 = 10 (not Functions.sin, 100 + sin); square(3) + counted(1) = 11; x = exp(-t)
  ./Names --solver=$solver --stop-time=1 -o names.csv > /dev/null || fail "Names ($solver) exited $?"
  close "$solver: a = .Grammar36.g * 2" "$(last_value a names.csv)" 19.62 1e-12
  close "$solver: b = .sin(0) + k1 * k2 (import {k1, k2})" "$(last_value b names.csv)" 10 1e-12
  close "$solver: c = square(3) + counted(1) (pure, impure)" "$(last_value c names.csv)" 11 1e-12
  close "$solver: e = sin(0.5) through import Functions.*, 100 + .sin(0.5)" "$(last_value e names.csv)" 100.479425539 1e-8
  close "$solver: x = exp(-1) at t=1" "$(last_value x names.csv)" 0.36787944 1e-4
  # Outputs at t = 0.95: t1 = 7 + 9 = 16 = 5 * 3 + 1: q = 5, r = 1, q + r = 6
  ./Outputs --solver=$solver --stop-time=0.95 -o outputs.csv > /dev/null || fail "Outputs ($solver) exited $?"
  close "$solver: (p.b) := divmod(16, 3)" "$(last_value p.b outputs.csv)" 5 0
  close "$solver: (, p.c) := divmod(16, 3)" "$(last_value p.c outputs.csv)" 1 0
  close "$solver: (q, , s): q" "$(last_value q outputs.csv)" 5 0
  close "$solver: (q, , s): s" "$(last_value s outputs.csv)" 6 0
  close "$solver: (, r2, ): r2" "$(last_value r2 outputs.csv)" 1 0
  # Conditional: u = 4 if useInput, v(start = 0) = 6 if useInput; y = 2 t
  ./Conditional --solver=$solver --stop-time=1 -o cond.csv > /dev/null || fail "Conditional ($solver) exited $?"
  close "$solver: on.u = 4 if useInput" "$(last_value on.u cond.csv)" 4 0
  close "$solver: on.v(start = 0) = 6 if useInput" "$(last_value on.v cond.csv)" 6 0
  close "$solver: off.y = 2 t at t=1" "$(last_value off.y cond.csv)" 2 1e-12
  if head -1 cond.csv | grep -q '"off\.[uv]"'; then fail "$solver: off.u or off.v exists though useInput = false"
  else echo "ok   $solver: off.u and off.v are not declared (useInput = false)"; fi
  # Applied: the midpoint rule, exact for 2x + 3 (4); x^3 with n = 2:
  # (0.25^3 + 0.75^3) / 2 = 0.21875; time * x over [0, 2]: 2 time
  ./Applied --solver=$solver --stop-time=1 -o applied.csv > /dev/null || fail "Applied ($solver) exited $?"
  close "$solver: midpoint(function affine(k = 2, c = p), 0, 1)" "$(last_value lin applied.csv)" 4 1e-12
  close "$solver: midpoint(function cube(), 0, 1, n = 2)" "$(last_value cubic applied.csv)" 0.21875 1e-12
  close "$solver: midpoint(f = function affine(k = time), ...) at t=1" "$(last_value ramp applied.csv)" 2 1e-12
done

# used, the constructs of Unused.mo get a located error each
unused() { # unused MODEL MESSAGE
  status_is "Grammar36.Unused.$1 is refused" 1 "$HYSC" -L "$lib" -o ./unused "Grammar36.Unused.$1"
  if grep -q "Grammar36/Unused.mo:[0-9]*:[0-9]*: error: $2" status.err; then echo "ok   $1: $2"
  else fail "$1: no located '$2'"; cat status.err; fi
}
unused OnBus "'bus.sub.level' reaches into 'bus.sub', which the expandable connector 'bus' neither"
finish
