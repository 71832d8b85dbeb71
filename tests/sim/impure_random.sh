# Impure external C functions and functions declared inside functions, with
# the test library tests/library/ImpureRandom (C: Resources/C-Sources/
# ImpureRandom.c, built as library ImpureRandom), ImpureRandom.Sources:
#
# id = initialize(3), an initial equation of a parameter with fixed = false,
# sets the state of the generator in C to {3, 7} through store, an impure
# external function declared inside initialize.  z = draw(id) in
# when {initial(), sample(0.25, 0.25)}: each draw s = {s2, mod(s1 + s2,
# 1000)}, z = s2/1000: 0.010 (t = 0), 0.017, 0.027, 0.044, 0.071 (t = 1);
# n = draws(id) counts them in C: 1, 2, 3, 4, 5, so each firing calls
# draw once (not again in an event iteration or a restart).
#
# Noise a: localSeed = mod(hashName(getInstanceName()), 97); the name is
# "Sources.a" (the model's own name, without its package), whose hash (h =
# 31 h + c mod 100000) is 77323, so localSeed = 14 (by hand in Python).
# pre(state) = {localSeed, 1} and r = step(pre(state)) as initial
# equations: r(0) reads the state just given, t = {1, 15}, r = 15/97 =
# 0.1546392; every 0.1 from 0.1, (r, state) = step(pre(state)): the states
# {1, 15}, {15, 16}, {16, 31}, {31, 47}, ... r(0.45) = 47/97 = 0.4845361,
# r(1) = 83/97 = 0.8556701.  Noise b: fixedSeed 5, r(0) =
# 6/97 = 0.0618557, then from 0.1 the numbers 6, 7, 13, 20, 33, 53, 86, 42,
# 31, 73 over 97: r(0.45) = 20/97, r(1) = 73/97 = 0.7525773.  Both
# backends, to 1e-9.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
export XDG_CACHE_HOME="$PWD/cache"
"$HYSC" -L "$TOP/tests/library" -o ./sources ImpureRandom.Sources > build.log 2>&1 ||
  { cat build.log; fail "hysc ImpureRandom.Sources exited $?"; finish; }
at() { # at NAME TIME CSV: the value in the last row at or before TIME
  paste -d, "$3.time" "$3.$1" | awk -F, -v t="$2" '$1 <= t + 1e-9 { v = $2 } END { print v }'
}
for solver in ida newmark; do
  ./sources --solver=$solver --stop-time=1 --interval=0.05 -o $solver.csv > /dev/null 2> $solver.err ||
    fail "$solver: exited $?"
  for v in time z n a.localSeed a.r b.r; do column $v $solver.csv > $solver.csv.$v; done
  close "$solver: z(0)" "$(at z 0 $solver.csv)" 0.010 1e-12
  close "$solver: z(0.3)" "$(at z 0.3 $solver.csv)" 0.017 1e-12
  close "$solver: z(1)" "$(at z 1 $solver.csv)" 0.071 1e-12
  close "$solver: draws by t = 0.6" "$(at n 0.6 $solver.csv)" 3 0
  close "$solver: draws by t = 1" "$(at n 1 $solver.csv)" 5 0
  close "$solver: a.localSeed" "$(at a.localSeed 0 $solver.csv)" 14 0
  close "$solver: a.r(0)" "$(at a.r 0 $solver.csv)" 0.1546391753 1e-9
  close "$solver: a.r(0.45)" "$(at a.r 0.45 $solver.csv)" 0.4845360825 1e-9
  close "$solver: a.r(1)" "$(at a.r 1 $solver.csv)" 0.8556701031 1e-9
  close "$solver: b.r(0)" "$(at b.r 0 $solver.csv)" 0.0618556701 1e-9
  close "$solver: b.r(0.45)" "$(at b.r 0.45 $solver.csv)" 0.2061855670 1e-9
  close "$solver: b.r(1)" "$(at b.r 1 $solver.csv)" 0.7525773196 1e-9
done
finish
