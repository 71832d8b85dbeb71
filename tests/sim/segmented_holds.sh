# Two holds that lock at once on one rigid shaft, in a model large enough
# for IDA's sparse LU (tests/library/Mechanisms Examples.SegmentedHolds:
# J = 1 in 48 segments, a push of 2t, a clutch cA to the housing holding
# up to 1, a brake bB holding up to 2 once pressed at t = 0.2).  Before
# 0.2 cA alone holds the push (at 0.1: 0.2).  At 0.2 bB locks beside the
# stuck cA: the mode's iteration matrix is singular (only the sum of the
# two torques is determined) in the first setup after the restart, where
# KLU factors afresh; that is as recoverable as a singular
# refactorization, and the mode's rank (ida_rank.c) solves it.  At rest
# (w = phi = 0) while the push 2t is below 1 + 2 = 3, the holds taking
# 2t together (2 at t = 1); from t = 1.5 both slide, a = 2t - 3, so
# w = (t - 1.5)^2 and phi = (t - 1.5)^3 / 3: w(2) = 0.25,
# phi(2) = 1/24, w(3) = 2.25, phi(3) = 1.125.  Both backends.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
export XDG_CACHE_HOME="$PWD/cache"

build_library_model Mechanisms.Examples.SegmentedHolds holds
./holds --stats --stop-time=0.01 -o /dev/null 2> stats.err
grep -q 'sparse LU (KLU)' stats.err && echo "ok   IDA factors with KLU" || fail "not the sparse LU: $(grep Jacobian stats.err)"
for s in ida newmark; do
  ./holds --solver=$s --stop-time=3 --interval=0.01 -o $s.csv 2> $s.err || { fail "$s exited $?"; head -3 $s.err; continue; }
  close "$s: cA alone holds (0.1)" "$(at held 0.1 $s.csv)" 0.2 1e-9
  close "$s: bB not pressed (0.1)" "$(at bB.tau 0.1 $s.csv)" 0 0
  close "$s: bB locks at" "$(last_value tLock $s.csv)" 0.2 1e-9
  close "$s: at rest (1)" "$(at seg[1].w 1 $s.csv)" 0 1e-9
  close "$s: still (1)" "$(at seg[48].phi 1 $s.csv)" 0 1e-9
  close "$s: the holds take the push (1)" "$(at held 1 $s.csv)" 2 1e-8
  close "$s: bB slides from" "$(last_value tSlide $s.csv)" 1.5 1e-8
  close "$s: w(2)" "$(at seg[1].w 2 $s.csv)" 0.25 1e-6
  close "$s: phi(2)" "$(at seg[48].phi 2 $s.csv)" 0.0416666667 1e-6
  close "$s: both slide (2)" "$(at held 2 $s.csv)" 3 1e-8
  close "$s: w(3)" "$(last_value seg[1].w $s.csv)" 2.25 1e-6
  close "$s: phi(3)" "$(last_value seg[48].phi $s.csv)" 1.125 1e-5
done
finish
