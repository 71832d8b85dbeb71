# A one-way clutch (tests/library/Mechanisms: Rotational.OneWayClutch) that
# breaks loose where the torque it passes when released lies between its
# sliding torque and the limit that released it, on both backends.
# OneWayRelease: J1 = J2 = 4, drive -t on J1, mu0 = 0.5, peak 1.2, f = 1, so
# tau0 = 0.5 and tau0_max = 0.6.  By hand:
# - stuck: both turn back with a = -t/8, w = -t^2/16; the clutch holds
#   sa = tau = -J2 a = t/2, which reaches 0.6 at t = 1.2 (w = -0.09);
# - released it passes tau0 = 0.5: a2 = -0.125, a1 = (0.5 - t)/4, so
#   a_rel = t/4 - 0.25 > 0 and sa = a_rel + tau0 = 0.55 at 1.2: below 0.6,
#   above 0.5, so startForward holds on pre(startForward) and sa > tau0
#   (one event, no chattering between stuck and sliding);
# - w_rel(t) = (t^2 - 1.44)/8 - (t - 1.2)/4: 0.12 at t = 2, where
#   J2.w = -0.09 - 0.1 = -0.19 and J1.w = -0.31.
# Event time to 1e-8, speeds to 1e-7.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
export XDG_CACHE_HOME="$PWD/cache"

build_library_model Mechanisms.Examples.OneWayRelease owr
for s in ida newmark; do
  ./owr --solver=$s --stop-time=2 --interval=0.01 -o $s.csv 2> $s.err || { fail "$s exited $?"; head -3 $s.err; continue; }
  close "$s: breaks loose (tSlide)" "$(last_value tSlide $s.csv)" 1.2 1e-8
  close "$s: sa held before (1.1)" "$(at clutch.sa 1.1 $s.csv)" 0.55 1e-7
  close "$s: sa sliding (1.3)" "$(at clutch.sa 1.3 $s.csv)" 0.575 1e-7
  close "$s: torque sliding (1.3)" "$(at clutch.tau 1.3 $s.csv)" 0.5 1e-9
  close "$s: not locked at the end" "$(last_value clutch.locked $s.csv)" 0 0
  close "$s: w_rel at 2" "$(last_value clutch.w_rel $s.csv)" 0.12 1e-7
  close "$s: J1.w at 2" "$(last_value J1.w $s.csv)" -0.31 1e-7
  close "$s: J2.w at 2" "$(last_value J2.w $s.csv)" -0.19 1e-7
done
finish
