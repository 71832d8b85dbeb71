# Impure calls of the initial problem, with the test library
# tests/library/ImpureRandom, ImpureRandom.InitialDraws: the generator in C
# set to {3, 7} by id = initialize(3), then four draws in initial equations
# and an initial algorithm, each of them one call per initialization
# although the initial problem evaluates them again and again (the
# solver's iterations; initial_discrete, where k goes, runs before and
# after the solve).  The draws are 0.010, 0.017, 0.027, 0.044 (each s =
# {s2, mod(s1 + s2, 1000)}, over 1000) in the order initialization makes
# them: k = integer(1000 * draw) = 10, q = 0.017, p = 0.027, x = 2 * 0.044
# = 0.088; n = draws(id) at t = 0.5 counts 4 calls in C (it was 37).
# Both backends, exact.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
export XDG_CACHE_HOME="$PWD/cache"
"$HYSC" -L "$TOP/tests/library" -o ./draws ImpureRandom.InitialDraws > build.log 2>&1 ||
  { cat build.log; fail "hysc ImpureRandom.InitialDraws exited $?"; finish; }
for solver in ida newmark; do
  ./draws --solver=$solver --stop-time=1 -o $solver.csv > /dev/null 2> $solver.err || fail "$solver: exited $?"
  close "$solver: calls by t = 1" "$(column n $solver.csv | tail -1)" 4 0
  close "$solver: k" "$(column k $solver.csv | tail -1)" 10 0
  close "$solver: q" "$(column q $solver.csv | tail -1)" 0.017 1e-12
  close "$solver: p" "$(column p $solver.csv | tail -1)" 0.027 1e-12
  close "$solver: x" "$(column x $solver.csv | tail -1)" 0.088 1e-12
done
finish
