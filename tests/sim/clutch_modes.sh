# A clutch written as the Modelica Standard Library writes its friction
# (tests/library/Mechanisms: Rotational.FrictionModes, an Integer mode kept
# with pre(), locked/startForward/startBackward decided by event iteration,
# mu read from a table object in C) on both backends.  ClutchEngage: J1 = 1
# driven by 2, J2 = 1, mu = 0.3, peak 1.25, fn = 10 f with f = 0 before
# t = 0.5, 1 up to t = 1, then 3 - 2t.  By hand:
# - free until 0.5: J1.w = 2t (1 at 0.5), J2 at rest;
# - 0.5: pressed, w_rel = w2 - w1 = -1 < 0: mode 2 -> -1 (sliding
#   backward), tau = -3: J1.a = 2 - 3 = -1, J2.a = 3, w_rel rises by 4;
# - 0.75: w_rel = 0, mode -1 -> 0 (locked) at w1 = w2 = 0.75, phi1 =
#   0.46875, phi2 = 0.09375, phi_rel = -0.375 from then on; stuck, both
#   accelerate by 1 and the clutch holds tau = -1;
# - 41/30: the torque that holds, 1.25 * 0.3 * 10 (3 - 2t), falls to 1:
#   startBackward, mode 0 -> -1, at w1 = w2 = 41/30; sliding, J2.a = 3 f,
#   J1.a = 2 - 3 f;
# - 1.5: fn = 0, mode -1 -> 2 (free): w2 = 41/30 + int(9 - 6t) = 1.42,
#   w1 = 3 - 1.42 = 1.58; at t = 2, J1.w = 2.58, J2.w = 1.42.
# Event times to 1e-8 (the event rows), speeds to 1e-7, angles to 1e-5.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
export XDG_CACHE_HOME="$PWD/cache"

build_library_model Mechanisms.Examples.ClutchEngage clutch
unlock=$(awk 'BEGIN { printf "%.12f", 41 / 30 }')
for s in ida newmark; do
  ./clutch --solver=$s --stop-time=2 --interval=0.01 -o $s.csv 2> $s.err || { fail "$s exited $?"; head -3 $s.err; continue; }
  # the mode's changes, from the event rows: "TIME FROM TO"
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "\"clutch.mode\"") c = i; next }
           NR > 2 && $c != m { print $1, m, $c } { m = $c }' $s.csv > $s.modes
  close "$s: mode changes" "$(wc -l < $s.modes)" 4 0
  holds "$s: modes 2 -> -1 -> 0 -> -1 -> 2" "\"$(awk '{ printf "%s>%s ", $2, $3 }' $s.modes)\" == \"2>-1 -1>0 0>-1 -1>2 \""
  close "$s: pressed" "$(nth 1 < $s.modes | cut -d' ' -f1)" 0.5 1e-8
  close "$s: locked" "$(nth 2 < $s.modes | cut -d' ' -f1)" 0.75 1e-8
  close "$s: slides again" "$(nth 3 < $s.modes | cut -d' ' -f1)" $unlock 1e-8
  close "$s: free" "$(nth 4 < $s.modes | cut -d' ' -f1)" 1.5 1e-8
  close "$s: tLock (when clutch.locked)" "$(last_value tLock $s.csv)" 0.75 1e-8
  close "$s: tUnlock (when clutch.startBackward)" "$(last_value tUnlock $s.csv)" $unlock 1e-8
  close "$s: tRelease (when clutch.free)" "$(last_value tRelease $s.csv)" 1.5 1e-8
  close "$s: J1.w sliding (0.6)" "$(at J1.w 0.6 $s.csv)" 0.9 1e-7
  close "$s: J2.w sliding (0.6)" "$(at J2.w 0.6 $s.csv)" 0.3 1e-7
  close "$s: clutch torque sliding (0.6)" "$(at clutch.tau 0.6 $s.csv)" -3 1e-9
  close "$s: J1.phi at the lock" "$(at J1.phi 0.7500001 $s.csv)" 0.46875 1e-5
  close "$s: J2.phi at the lock" "$(at J2.phi 0.7500001 $s.csv)" 0.09375 1e-5
  close "$s: phi_rel stuck (1.2)" "$(at clutch.phi_rel 1.2 $s.csv)" -0.375 1e-5
  close "$s: J1.w stuck (1.2)" "$(at J1.w 1.2 $s.csv)" 1.2 1e-7
  close "$s: J2.w stuck (1.2)" "$(at J2.w 1.2 $s.csv)" 1.2 1e-7
  close "$s: clutch holds (1.2)" "$(at clutch.tau 1.2 $s.csv)" -1 1e-7
  close "$s: J1.w at 1.5" "$(at J1.w 1.5000001 $s.csv)" 1.58 1e-7
  close "$s: J2.w at 1.5" "$(at J2.w 1.5000001 $s.csv)" 1.42 1e-7
  close "$s: J1.w at 2" "$(last_value J1.w $s.csv)" 2.58 1e-7
  close "$s: J2.w at 2" "$(last_value J2.w $s.csv)" 1.42 1e-7
  close "$s: free clutch passes nothing" "$(last_value clutch.tau $s.csv)" 0 0
done
finish
