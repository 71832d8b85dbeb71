# Three models simulated under valgrind memcheck (uninitialised reads,
# invalid accesses, definite leaks are errors: --error-exitcode=1), on both
# backends, with short stop times; each run's result is checked too.
# Exit 77 (reported as a note, not a pass) when valgrind is not installed.
. "$TOP/tests/lib.sh"
command -v valgrind > /dev/null || { echo "valgrind is not installed"; exit 77; }
memcheck() { # memcheck LABEL COMMAND...: exit 0 and no memcheck error
  label=$1; shift
  valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite "$@" \
    > vg.out 2> vg.err
  got=$?
  if [ "$got" = 0 ]; then echo "ok   $label: clean under memcheck"
  else fail "$label: exit $got under memcheck"; grep -v '^event' vg.err | head -30; fi
}

# BouncingBall (h0 = 1, g = 9.81): first impact at sqrt(2 / 9.81) = 0.4515236 s
build BouncingBall -o ./BB
for solver in ida newmark; do
  memcheck "BouncingBall $solver" ./BB --solver=$solver --stop-time=0.6 --events -o bb-$solver.csv
  close "BouncingBall $solver: first impact" "$(when_times vg.err | nth 1)" 0.4515236 1e-6
done

# Pendulum (L = 1): the reduced constraint holds at the last row to 1e-6
build Pendulum -o ./Pendulum
for solver in ida newmark; do
  memcheck "Pendulum $solver" ./Pendulum --solver=$solver --stop-time=0.3 --interval=0.1 -o pend-$solver.csv
  close "Pendulum $solver: x^2 + y^2 at t = 0.3" \
    "$(awk -F, 'END { printf "%.12f", $2 * $2 + $3 * $3 }' pend-$solver.csv)" 1 1e-6
done

# Cooling, with --compare and a MAT file: T(0.5) = 298.15 + 65 exp(-0.5 * 0.7 / 0.12)
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
memcheck "Cooling --compare, MAT output" ./Cooling --compare --stop-time=0.5 -o cool.mat
memcheck "Cooling csv" ./Cooling --stop-time=0.5 -o cool.csv
close "Cooling: T(0.5)" "$(last_value T cool.csv)" "$(awk 'BEGIN { printf "%.9f", 298.15 + 65 * exp(-0.5 * 0.7 / 0.12) }')" 1e-5
finish
