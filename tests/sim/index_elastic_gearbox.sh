# An elastic gearbox as a library writes one (tests/library/IndexLib): an
# ideal gear, then a spring whose relative angle and speed are preferred
# states, inside a gearbox whose own angle over that spring is preferred
# too; behind it a rack, a rod, a spring whose rate v_rel = der(s_rel) no
# der() reads, and a load.  The two gearbox angles are one quantity: index
# reduction keeps the gearbox's pair only (never two dependent states), and
# the spring's s_rel and v_rel, preferred, in place of the load's v.
# Values by hand, from rest with the springs relaxed, T = 1 on J = 0.1,
# ratio i = 10, r = 0.05: the rod's and load's momentum plus the motor's
# seen through gear and rack grows as the torque pushes, m1 v1 + m2 v2 + (i
# / r) J w = (i / r) T t = 400 at t = 2; no damping, so the energy stored
# (kinetic and in both springs) is the torque's work T phi.  Both backends.
. "$TOP/tests/lib.sh"
unset MODELICAPATH

got=$("$HYSC" -L "$TOP/tests/library" --dump-flat IndexLib.Examples.GearboxRack 2>/dev/null |
      sed -n 's|^// index reduction (Pantelides, dummy derivatives): states \([^;]*\);.*|\1|p')
want="motor.phi, motor.w, spring.s_rel, spring.v_rel, gearbox.phi_rel, gearbox.w_rel"
[ "$got" = "$want" ] && echo "ok   states $got" || fail "states '$got', expected '$want'"

build_library_model IndexLib.Examples.GearboxRack gearbox
for s in ida newmark; do
  ./gearbox --solver=$s --stop-time=2 -o "$s.csv" || fail "$s exited $?"
  close "$s: momentum(2)" "$(last_value momentum $s.csv)" 400 1e-6
  energy=$(last_value energy $s.csv) phi=$(last_value motor.phi $s.csv)
  close "$s: energy - T phi at t=2" "$(awk -v e="$energy" -v p="$phi" 'BEGIN { printf "%.3g", e - p }')" 0 1e-6
  close "$s: motor.phi(2) near the rigid T t^2 / (2 (J + 3 (r / i)^2)) = 19.98501" "$phi" 19.98501 1e-3
done
finish
