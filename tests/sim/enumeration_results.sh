#!/bin/sh
# tests/sim/enumeration_results.sh - variables of enumeration types are
# Integers in the results (CSV and MAT: 1, 2, 3 in the order of the
# literals), and --list-vars names their type, the literal of each value and
# every type's literals (hysc-simulate(1), --list-vars).  The mode goes from
# rolling (1) to flying (2) at t = 0.5, when x = t reaches 0.5.
. "$TOP/tests/lib.sh"

cat > Modes.mo <<'MODEL'
type Mode = enumeration(rolling, flying, resting);
record Setting
  Mode mode;
  Real gain;
end Setting;
model Modes
  type Short = Mode;
  discrete Mode m(start = Mode.rolling, fixed = true);
  parameter Short p = Mode.resting;
  parameter Setting s = Setting(Mode.flying, 2);
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  when x >= 0.5 then
    m = Mode.flying;
  end when;
end Modes;
MODEL
build ./Modes.mo -o Modes
./Modes --stop-time=1 -o modes.csv || fail "run exited $?"
column time modes.csv > t.txt
column m modes.csv > m.txt
close "m at t = 0.4 (rolling)" "$(paste -d' ' t.txt m.txt | awk '$1 <= 0.4 { v = $2 } END { print v }')" 1 0
close "m at the end (flying)" "$(last_value m modes.csv)" 2 0
./Modes --list-vars > vars.txt || fail "--list-vars exited $?"
cat vars.txt
grep -q '^m  *discrete  *Mode  *1 (rolling)' vars.txt && echo "ok   m: type Mode, start 1 (rolling)" || fail "m's line in --list-vars"
grep -q '^p  *parameter  *Mode  *3 (resting)' vars.txt && echo "ok   p (type Short = Mode): 3 (resting)" || fail "p's line"
grep -q '^s.mode  *parameter  *Mode  *2 (flying)' vars.txt && echo "ok   s.mode: a record's field" || fail "s.mode's line"
grep -q '^s.mode  *Mode(rolling, flying, resting)$' vars.txt && echo "ok   the literals of s.mode's type" || fail "the literals"
finish
