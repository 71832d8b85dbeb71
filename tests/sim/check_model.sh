# hysc --check: one line of counts and a verdict, as OpenModelica's
# checkModel gives.  A balanced model of ours (two states, an algebraic
# variable, a when-clause on one relation) exits 0; BouncingBall's line
# counts the contact mode and index reduction hysc adds (2 equations and
# unknowns, 1 discrete); a model short of an equation names the variable
# nothing determines, one with an equation too many names that equation at
# its line, both exit 1 after the line; no executable is written.
. "$TOP/tests/lib.sh"
cat > Tank.mo <<'MO'
model Tank
  Real h(start = 2, fixed = true);
  Real v(start = 0, fixed = true);
  Real q;
  discrete Integer n(start = 0, fixed = true);
equation
  q = 0.5 * h;
  der(h) = v - q;
  der(v) = -h;
  when h > 2.5 then
    n = pre(n) + 1;
  end when;
end Tank;
MO
sed -e 's/Tank/Short/g' -e '/q = 0.5 \* h;/d' Tank.mo > Short.mo
sed -e 's/Tank/Extra/g' -e 's/der(v) = -h;/der(v) = -h;\n  q = h - 1;/' Tank.mo > Extra.mo

status_is "--check Tank" 0 "$HYSC" --check Tank.mo
holds "Tank: the line" "$(grep -cxF 'Tank: 3 equations, 3 unknowns (2 states, 1 algebraic), 1 discrete, 1 when-clause, 1 relation: balanced' status.out) == 1"
holds "Tank: nothing else" "$(wc -l < status.out) == 1 && $(wc -c < status.err) == 0"
[ ! -e Tank ] && echo "ok   no executable written" || fail "--check wrote ./Tank"

status_is "--check BouncingBall" 0 "$HYSC" --check "$TOP/models/BouncingBall.mo"
holds "BouncingBall: the line with hysc's additions" "$(grep -cxF 'BouncingBall: 4 equations, 4 unknowns (2 states, 2 algebraic), 1 discrete, 2 when-clauses, 2 relations: balanced; of these hysc added 2 equations and unknowns and 1 discrete (contact and sliding modes, index reduction)' status.out) == 1"

status_is "--check Short" 1 "$HYSC" --check Short.mo
holds "Short: under-determined" "$(grep -cxF 'Short: 2 equations, 3 unknowns (2 states, 1 algebraic), 1 discrete, 1 when-clause, 1 relation: under-determined' status.out) == 1"
holds "Short: names q, located" "$(grep -c "^Short.mo:1:7: error: .*nothing determines 'q'" status.err) == 1"

status_is "--check Extra" 1 "$HYSC" --check Extra.mo
holds "Extra: over-determined" "$(grep -cxF 'Extra: 4 equations, 3 unknowns (2 states, 1 algebraic), 1 discrete, 1 when-clause, 1 relation: over-determined' status.out) == 1"
holds "Extra: the equation left over, at its line" "$(grep -c "^Extra.mo:10:3: note: equation 'q = h - 1' is left over" status.err) == 1"
status_is "--check with --run" 2 "$HYSC" --run --check Tank.mo
finish
