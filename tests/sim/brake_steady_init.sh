# The initial problem sees a friction element's discrete values as its
# relations' start values give them: a brake with no normal force (free =
# fn <= 0 true at the start) is free in the initial solve, not locked.
# SteadyBrake (tests/library/Mechanisms): initial der(J1.w) = 0 against the
# drive 1 - 2w with the brake free gives w = 0.5, a = 0 (locked in the
# initial solve, der(w) = 0 holds for any w and the brake's sa takes the
# rest).  By hand after t = 0.5 (tau0 = 5): w' = -4 - 2w, so
# w = -2 + 2.5 exp(-2 (t - 0.5)): 0.2620935 at t = 0.55, zero at
# t = 0.5 + ln(1.25)/2 = 0.6115718, where it locks (the drive's 1 < 5).
. "$TOP/tests/lib.sh"
unset MODELICAPATH
export XDG_CACHE_HOME="$PWD/cache"

build_library_model Mechanisms.Examples.SteadyBrake steady
tlock=$(awk 'BEGIN { printf "%.10f", 0.5 + log(1.25) / 2 }')
w55=$(awk 'BEGIN { printf "%.10f", -2 + 2.5 * exp(-0.1) }')
for s in ida newmark; do
  ./steady --solver=$s --stop-time=1 --interval=0.01 -o $s.csv 2> $s.err || { fail "$s exited $?"; head -3 $s.err; continue; }
  close "$s: w at the start" "$(at J1.w 0 $s.csv)" 0.5 1e-9
  close "$s: a at the start" "$(at J1.a 0 $s.csv)" 0 1e-9
  close "$s: w steady (0.4)" "$(at J1.w 0.4 $s.csv)" 0.5 1e-9
  close "$s: w sliding (0.55)" "$(at J1.w 0.55 $s.csv)" $w55 1e-6
  close "$s: locks (tLock)" "$(last_value tLock $s.csv)" $tlock 1e-6
  close "$s: w locked (1)" "$(last_value J1.w $s.csv)" 0 1e-8
done
finish
