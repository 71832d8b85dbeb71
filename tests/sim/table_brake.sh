# Friction whose characteristic is a table read through an external object
# (tests/library/Mechanisms: Tables.Table1D, C of our own in
# Resources/C-Sources/MechTable.c, as a table library keeps its data), in
# the stick/slip logic of Rotational.FrictionModes, on both backends.
# BrakeTable: J = 1 turning at w = 2, pushed forward by 1, against a brake
# with fn = 10 and mu(w) from the rows (0, 0.5), (1, 0.3), (3, 0.3).  By
# hand: for w >= 1, mu = 0.3 and w' = 1 - 3 = -2, so w = 2 - 2t reaches 1 at
# t = 0.5 (phi = 0.75); then mu = 0.5 - 0.2 w and w' = -4 + 2w, so
# w = 2 - exp(2 (t - 0.5)), which stops at t = 0.5 + ln(2)/2 =
# 0.8465735903 with phi = 0.75 + ln 2 - 0.5 = 0.9431471806; at t = 0.7,
# w = 2 - exp(0.4) = 0.5081753024 and the brake's torque 5 - 2w =
# 3.9836493953.  Stuck (1.2 * 0.5 * 10 = 6 would hold up to 6), the brake
# holds the push: tau = 1.  At --rtol=1e-8: the stop to 5e-7 s, speeds
# and angles to 1e-6.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
export XDG_CACHE_HOME="$PWD/cache"

build_library_model Mechanisms.Examples.BrakeTable brake
for s in ida newmark; do
  ./brake --solver=$s --rtol=1e-8 --stop-time=1.5 --interval=0.01 -o $s.csv 2> $s.err || { fail "$s exited $?"; head -3 $s.err; continue; }
  close "$s: w at 0.25 (mu = 0.3)" "$(at J.w 0.25 $s.csv)" 1.5 1e-6
  close "$s: brake torque at 0.25" "$(at brake.tau 0.25 $s.csv)" 3 1e-9
  close "$s: phi at 0.5" "$(at J.phi 0.5 $s.csv)" 0.75 1e-6
  close "$s: w at 0.7 (mu from the sloped row)" "$(at J.w 0.7 $s.csv)" 0.5081753024 1e-6
  close "$s: brake torque at 0.7" "$(at brake.tau 0.7 $s.csv)" 3.9836493953 2e-6
  close "$s: phi at 0.7" "$(at J.phi 0.7 $s.csv)" 0.9040876512 1e-6
  close "$s: stop (when brake.locked)" "$(last_value tStop $s.csv)" 0.8465735903 5e-7
  close "$s: phi stopped" "$(last_value J.phi $s.csv)" 0.9431471806 1e-6
  close "$s: w stopped" "$(last_value J.w $s.csv)" 0 1e-8
  close "$s: the brake holds the push" "$(last_value brake.tau $s.csv)" 1 1e-9
  close "$s: mode stuck" "$(last_value brake.mode $s.csv)" 0 0
done
finish
