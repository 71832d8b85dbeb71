# General index reduction (src/symbolic/pantelides.c) on the components of
# tests/library/IndexLib, connected as a library's users connect them, so
# that a constraint involves no unknown:
# - ParallelCapacitors: V = 4 through R = 2 into C1 = 1 and C2 = 3 in
#   parallel; c1.v is the state (its start is fixed), c2.v's derivative a
#   dummy: v = 4 (1 - exp(-t / 8)), at t = 2 0.8847968677;
# - PreferSecond: the same with c2.v prefer and c1.v never: c2.v is the
#   state, c1.v's fixed start 1 an initial equation: v = 4 - 3 exp(-t / 8),
#   at t = 2 1.663597651;
# - RigidMasses: masses of 1 and 3 joined, pushed by F = 2 from rest:
#   m1.s = t^2/4 (1 at t = 2), m2.s = m1.s + 0.5, the joint's force on
#   m2 = 3 * 0.5 = 1.5; m1.s and m1.v stay the states;
# - GearedInertias: J1 = 1 driven by T = 2, J2 = 4 behind a gear of ratio 2:
#   the inertia seen at shaft 1 is 1 + 4/4 = 2, so j1.phi = t^2/2 (2 at t =
#   2), j2.phi = 1, and shaft 2 is driven with J2 * 1/2 = 2 N m;
# - DrivenMass: a mass of 2 whose position is sin(t): no state is left; the
#   source's force is m a = -2 sin(t) (-1.818594854 at t = 2), v = cos(t).
# Values derived by hand; both backends.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
LIB="$TOP/tests/library"

states() { # states MODEL: the states line of --dump-flat
  "$HYSC" -L "$LIB" --dump-flat "IndexLib.Examples.$1" 2>/dev/null | sed -n 's|^// index reduction (Pantelides, dummy derivatives): states \([^;]*\);.*|\1|p'
}
check_states() { # check_states MODEL EXPECTED
  got=$(states "$1")
  [ "$got" = "$2" ] && echo "ok   $1: states $got" || fail "$1: states '$got', expected '$2'"
}
check_states ParallelCapacitors "c1.v"
check_states PreferSecond "c2.v"
check_states RigidMasses "m1.s, m1.v"
check_states GearedInertias "j1.phi, j1.w"
check_states DrivenMass "none"

for m in ParallelCapacitors PreferSecond RigidMasses GearedInertias DrivenMass; do
  "$HYSC" -L "$LIB" -o "./$m" "IndexLib.Examples.$m" 2> "$m.err" || { fail "hysc $m exited $?"; cat "$m.err"; continue; }
  for s in ida newmark; do
    "./$m" --solver=$s --stop-time=2 -o "$m-$s.csv" || fail "$m on $s exited $?"
  done
done

for s in ida newmark; do
  close "$s: ParallelCapacitors c1.v(2)" "$(last_value c1.v ParallelCapacitors-$s.csv)" 0.8847968677 2e-6
  close "$s: ParallelCapacitors c2.v(2)" "$(last_value c2.v ParallelCapacitors-$s.csv)" 0.8847968677 2e-6
  close "$s: PreferSecond c2.v(0)" "$(column c2.v PreferSecond-$s.csv | head -n 1)" 1 1e-9
  close "$s: PreferSecond c2.v(2)" "$(last_value c2.v PreferSecond-$s.csv)" 1.663597651 1e-5
  close "$s: RigidMasses m1.s(2)" "$(last_value m1.s RigidMasses-$s.csv)" 1 1e-6
  close "$s: RigidMasses m2.s(2)" "$(last_value m2.s RigidMasses-$s.csv)" 1.5 1e-6
  close "$s: RigidMasses m2.flange_a.f" "$(last_value m2.flange_a.f RigidMasses-$s.csv)" 1.5 1e-6
  close "$s: GearedInertias j1.phi(2)" "$(last_value j1.phi GearedInertias-$s.csv)" 2 1e-6
  close "$s: GearedInertias j2.phi(2)" "$(last_value j2.phi GearedInertias-$s.csv)" 1 1e-6
  close "$s: GearedInertias j2.flange_a.tau" "$(last_value j2.flange_a.tau GearedInertias-$s.csv)" 2 1e-6
  close "$s: DrivenMass mass.flange_a.f(2)" "$(last_value mass.flange_a.f DrivenMass-$s.csv)" -1.818594854 1e-6
  close "$s: DrivenMass mass.v(2)" "$(last_value mass.v DrivenMass-$s.csv)" -0.416146837 1e-6
done
finish
