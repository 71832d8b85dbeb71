# Two holds on one rigid pair of shafts (tests/library/Mechanisms
# Examples.HeldTwice): J1 = 1 turning at 1, a pressed clutch c1 to J2 = 1,
# a drive of 1 on J2, a clutch cA from J1 to the housing (sliding torque
# 0.5 * 2 = 1) and a brake bB on J2 (0.5 * 4 = 2).  Both slide: the pair
# slows by (1 - 1 - 2) / 2 = -1, so w = 1 - t and phi = t - t^2/2 up to the
# stop at t = 1 (phi = 1/2).  Then c1, cA and bB are all stuck: index
# reduction writes the relative accelerations through the torques of the
# three, a system regular by its structure whose values leave the split of
# the drive's torque between cA and bB undetermined (only their sum, 1,
# is).  Of those solutions the one nearest 0 is taken (newton.c): with x
# the torque of cA, c1 passes -x and bB takes 1 + x, and x^2 + x^2 +
# (1 + x)^2 is least at x = -1/3: cA -1/3, c1 1/3, bB 2/3 (keeping the
# torques the slide left, cA 0 and bB 1, would store a pretension).  Both
# backends: the stop at 1, w = 0 and phi = 1/2 after it, the holds take 1
# together, each within its limit, split as derived.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
export XDG_CACHE_HOME="$PWD/cache"

build_library_model Mechanisms.Examples.HeldTwice held
within() { # name value limit: |value| <= limit
  awk -v v="$2" -v l="$3" 'BEGIN { exit !(v + 0 == v && (v < 0 ? -v : v) <= l) }' \
    && echo "ok   $1: $2 (|.| <= $3)" || fail "$1: $2, expected |.| <= $3"
}
for s in ida newmark; do
  ./held --solver=$s --stop-time=3 --interval=0.01 -o $s.csv 2> $s.err || { fail "$s exited $?"; head -3 $s.err; continue; }
  close "$s: w sliding (0.4)" "$(at J1.w 0.4 $s.csv)" 0.6 1e-6
  close "$s: phi sliding (0.4)" "$(at J1.phi 0.4 $s.csv)" 0.32 1e-6
  close "$s: both holds slide (0.4)" "$(at held 0.4 $s.csv)" 3 1e-9
  close "$s: stuck at (tStop)" "$(last_value tStop $s.csv)" 1 1e-6
  close "$s: w(3)" "$(last_value J1.w $s.csv)" 0 1e-6
  close "$s: J2.w(3)" "$(last_value J2.w $s.csv)" 0 1e-6
  close "$s: phi(3)" "$(last_value J1.phi $s.csv)" 0.5 1e-6
  close "$s: the holds take the drive's torque" "$(last_value held $s.csv)" 1 1e-8
  within "$s: clutch to the housing" "$(last_value cA.tau $s.csv)" 1.000000001
  within "$s: brake" "$(last_value bB.tau $s.csv)" 2.000000001
  close "$s: split, clutch to the housing" "$(last_value cA.tau $s.csv)" -0.3333333333 1e-8
  close "$s: split, clutch c1" "$(last_value c1.tau $s.csv)" 0.3333333333 1e-8
  close "$s: split, brake" "$(last_value bB.tau $s.csv)" 0.6666666667 1e-8
  close "$s: the brake stuck" "$(last_value bB.mode $s.csv)" 0 0
  close "$s: the clutch to the housing stuck" "$(last_value cA.mode $s.csv)" 0 0
done
finish
