#!/bin/sh
# tests/msl/print.sh MSL_DIR - Modelica.Utilities.Streams.print, an impure
# function without outputs whose external C (ModelicaInternal_print) is
# built from MSL's own sources, called as a statement in a when-equation and
# in a when-statement, as a user writes it.  sample(0.5, 1) fires at
# t = 0.5, 1.5, 2.5 and x >= 2.25 at 2.25: the run prints exactly
# tick, tick, late, tick (one line per firing, in time order), on standard
# output when the results go to a file, and print(..., fileName) appends
# its line to that file at each of the three ticks.  Both backends.
# Run by tests/msl/check.sh (make check with MSL on MODELICAPATH).
set -u
. "$(dirname "$0")/setup.sh"
unset MODELICAPATH

cat > Prints.mo <<'MO'
model Prints "print in a when-equation and in a when-statement"
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  when sample(0.5, 1) then
    Modelica.Utilities.Streams.print("tick");
    Modelica.Utilities.Streams.print("logged", "log.txt");
  end when;
algorithm
  when x >= 2.25 then
    Modelica.Utilities.Streams.print("late");
  end when;
end Prints;
MO
printf '%s\n' tick tick late tick > want.out
printf '%s\n' logged logged logged > want.log
"$HYSC" -L "$msl" -o ./Prints Prints.mo > build.log 2>&1 || { sed -n 1,20p build.log; fail "hysc Prints exited $?"; finish; }
for solver in ida newmark; do
  rm -f log.txt
  ./Prints --solver=$solver --stop-time=3 -o $solver.csv > $solver.out 2> $solver.err ||
    fail "$solver: exited $? ($(head -1 $solver.err))"
  cmp -s want.out $solver.out && echo "ok   $solver: tick, tick, late, tick, once each" ||
    fail "$solver: printed $(tr '\n' ' ' < $solver.out)"
  cmp -s want.log log.txt && echo "ok   $solver: three lines in the file" ||
    fail "$solver: the file holds $(tr '\n' ' ' < log.txt 2>/dev/null)"
done
finish
