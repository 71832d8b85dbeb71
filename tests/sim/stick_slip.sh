# A bearing with Coulomb friction (tests/library/StickSlip: stuck/sliding
# phases decided by events, pre() of the phase, a path parameter s) must
# stick when the speed of a light shaft crosses zero and the friction can
# hold it.  Entering stuck from a slide, the pass that leaves the slide
# computes s with the sliding equation, far outside the breakaway torque;
# the two sliding guesses then give each other's relations, and only the
# stuck phase, both relations false, is a fixed point: the event iteration
# must find it instead of chattering (exit 3, Zeno behaviour).
# - Coasting: J = 0.1 at w = 1, T = 1, 0.5 pushing: a = -5 while sliding,
#   stuck at t = 0.2 with phi = 1 * 0.2 - 2.5 * 0.2^2 = 0.1, the bearing
#   then holds tau = 0.5;
# - Rocking: J = 0.1 at rest, T = 1, tau = 1.2 sin(2 pi t): slides up from
#   t1 = asin(1/1.2) / (2 pi) = 0.1567852507 with
#   w = 10 (1.2 (cos(2 pi t1) - cos(2 pi t)) / (2 pi) - (t - t1)), at t = 0.3
#   0.2137459520, phi 0.0128580028; w is 0 again at t2 = 0.4398761691,
#   where |tau| = 0.443 < 1: stuck, phi = 0.0393474905, until tau = -1 at
#   t1 + 1/2; the slide down mirrors the slide up (stuck at t2 + 1/2 with
#   phi = 0), and it slides up again at t1 + 1.
# Values derived by hand; both backends.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
LIB="$TOP/tests/library"

for m in Coasting Rocking; do
  "$HYSC" -L "$LIB" -o "./$m" "StickSlip.Examples.$m" 2> "$m.err" || { fail "hysc $m exited $?"; cat "$m.err"; continue; }
  for s in ida newmark; do
    "./$m" --solver=$s --stop-time=1.3 --interval=0.01 -o "$m-$s.csv" 2> "$m-$s.err" ||
      { fail "$m on $s exited $?"; head -3 "$m-$s.err"; }
  done
done

t1=0.1567852507 t2=0.4398761691
for s in ida newmark; do
  close "$s: Coasting w(0.1)" "$(at shaft.w 0.1 Coasting-$s.csv)" 0.5 1e-6
  close "$s: Coasting phi stuck" "$(last_value shaft.phi Coasting-$s.csv)" 0.1 1e-6
  close "$s: Coasting w stuck" "$(last_value shaft.w Coasting-$s.csv)" 0 1e-8
  close "$s: Coasting bearing holds" "$(last_value bearing.tau Coasting-$s.csv)" 0.5 1e-9
  close "$s: Rocking w(0.3)" "$(at shaft.w 0.3 Rocking-$s.csv)" 0.2137459520 1e-5
  close "$s: Rocking phi(0.3)" "$(at shaft.phi 0.3 Rocking-$s.csv)" 0.0128580028 1e-6
  close "$s: Rocking first stick" "$(at tStick 0.5 Rocking-$s.csv)" $t2 5e-6
  close "$s: Rocking phi stuck" "$(at shaft.phi 0.6 Rocking-$s.csv)" 0.0393474905 5e-6
  close "$s: Rocking w stuck" "$(at shaft.w 0.6 Rocking-$s.csv)" 0 1e-8
  close "$s: Rocking bearing holds tau(0.6)" "$(at bearing.tau 0.6 Rocking-$s.csv)" -0.7053423028 1e-6
  close "$s: Rocking slide down" "$(at tSlip 0.8 Rocking-$s.csv)" "$(awk -v t=$t1 'BEGIN { printf "%.10f", t + 0.5 }')" 5e-6
  close "$s: Rocking second stick" "$(at tStick 1.1 Rocking-$s.csv)" "$(awk -v t=$t2 'BEGIN { printf "%.10f", t + 0.5 }')" 5e-6
  close "$s: Rocking phi back" "$(at shaft.phi 1.1 Rocking-$s.csv)" 0 1e-6
  close "$s: Rocking slide up again" "$(last_value tSlip Rocking-$s.csv)" "$(awk -v t=$t1 'BEGIN { printf "%.10f", t + 1 }')" 5e-6
  close "$s: Rocking sticks" "$(last_value sticks Rocking-$s.csv)" 2 0
  close "$s: Rocking slides" "$(last_value slips Rocking-$s.csv)" 3 0
done
finish
