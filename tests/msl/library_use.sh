#!/bin/sh
# tests/msl/library_use.sh MSL_DIR - a user's model with the Modelica
# Standard Library on -L: Modelica.Units.SI types (with their units),
# Modelica.Math.sin and Modelica.Constants.pi.  h' = -sin(pi t), h(0) = 1:
# h(1) = 1 - 2/pi = 0.3633802 (1e-5), on both backends; h carries the unit
# "m" of SI.Height; the front end parses a handful of the library's files,
# not the 2 600 of the whole library.
set -u
. "$(dirname "$0")/setup.sh"
unset MODELICAPATH
cat > Height.mo <<'MO'
model Height
  import Modelica.Units.SI;
  SI.Height h(start = 1, fixed = true);
equation
  der(h) = -Modelica.Math.sin(Modelica.Constants.pi*time);
end Height;
MO
"$HYSC" -v -L "$msl" -o ./height Height.mo > build.log 2>&1 || { cat build.log; fail "hysc Height.mo exited $?"; finish; }
files=$(sed -n 's/^hysc: libraries: \([0-9]*\) files parsed.*/\1/p' build.log)
holds "library files parsed: $files" "${files:-9999} <= 20"
./height --list-vars > vars.txt 2>&1
grep -q '^h .*\bm\b' vars.txt && echo "ok   h has the unit m" || fail "h's unit: $(grep '^h ' vars.txt)"
for solver in ida newmark; do
  ./height --solver=$solver --stop-time=1 -o h.csv 2>/dev/null || fail "$solver: exited $?"
  close "$solver: h(1) = 1 - 2/pi" "$(last_value h h.csv)" 0.36338023 1e-5
done
finish
