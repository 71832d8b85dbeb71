# Two bearings with Coulomb friction on one shaft (tests/library/StickSlip
# BearingPair: T = 1 and T = 0.5, J = 0.1 at rest, a constant torque tau).
# Both stuck hold the shaft twice over (a = 0 from each): the equations of
# that mode determine only the sum of their torques, a structurally
# singular system; it is solved for one of its solutions, and the mode
# logic (pre(phase), the breakaway relations) then decides where the event
# iteration ends.  At initialization both are stuck whatever tau is.
# - tau = 0.4, below either bearing's limit: stuck for the whole run (IDA
#   and Newmark integrate the singular mode), w = phi = 0, the pair takes
#   0.4, each bearing within its limit;
# - tau = 1.2, below the sum 1.5: still w = phi = 0 and the pair takes 1.2,
#   each bearing within its limit (T = 1 and T = 0.5);
# - tau = 2, above the sum: both slide from t = 0, a = (2 - 1.5) / 0.1 = 5:
#   w(1) = 5, phi(1) = 2.5, the pair takes 1.5.
# A singular pair of equations without modes stays an error
# (hostile/doubling_chain).  Values derived by hand; both backends.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
"$HYSC" -L "$TOP/tests/library" -o ./Pair StickSlip.Examples.BearingPair 2> pair.err || { fail "hysc exited $?"; cat pair.err; }
within() { # name value limit: |value| <= limit
  awk -v v="$2" -v l="$3" 'BEGIN { exit !(v + 0 == v && (v < 0 ? -v : v) <= l) }' \
    && echo "ok   $1: $2 (|.| <= $3)" || fail "$1: $2, expected |.| <= $3"
}
for s in ida newmark; do
  for tau in 0.4 1.2 2; do
    status_is "$s tau=$tau" 0 ./Pair --solver=$s --set tau=$tau --stop-time=1 --interval=0.1 -o "$s-$tau.csv"
  done
  for tau in 0.4 1.2; do
    close "$s tau=$tau: w(1)" "$(last_value shaft.w $s-$tau.csv)" 0 1e-8
    close "$s tau=$tau: phi(1)" "$(last_value shaft.phi $s-$tau.csv)" 0 1e-8
    close "$s tau=$tau: the pair holds" "$(last_value held $s-$tau.csv)" $tau 1e-9
    within "$s tau=$tau: big bearing" "$(last_value big.tau $s-$tau.csv)" 1.000000001
    within "$s tau=$tau: small bearing" "$(last_value small.tau $s-$tau.csv)" 0.500000001
  done
  close "$s tau=0.4: big stuck" "$(last_value big.phase $s-0.4.csv)" 0 0
  close "$s tau=0.4: small stuck" "$(last_value small.phase $s-0.4.csv)" 0 0
  close "$s tau=2: w(1)" "$(last_value shaft.w $s-2.csv)" 5 1e-6
  close "$s tau=2: phi(1)" "$(last_value shaft.phi $s-2.csv)" 2.5 1e-6
  close "$s tau=2: the pair takes" "$(last_value held $s-2.csv)" 1.5 1e-9
done
finish
