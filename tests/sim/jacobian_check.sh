# The analytic Jacobians (hysc(7), JACOBIANS) of every shipped model agree
# with finite differences to 1e-6 relative (--check-jacobian, after
# initialization and at the end), and the sparse path (KLU, from 40
# unknowns on) gives the analytic answers on BouncingBalls with n = 50
# (100 states): ball i starts at h0 = 1 + 0.5 (i - 1)/n at rest, so its
# first impact is at sqrt(2 h0 / g); ball 50: h0 = 1.49, t = 0.5511548436;
# ball 1: h0 = 1, t = 0.4515236409.  Tolerance 1e-6 at --rtol=1e-8 on both
# backends, and the same event times with --jacobian=fd.
. "$TOP/tests/lib.sh"
for mo in "$TOP"/models/*.mo; do
  name=$(basename "$mo" .mo)
  build "$mo" -o "./$name"
  "./$name" --check-jacobian -o /dev/null 2> "$name.check"
  status=$?
  worst=$(sed -n 's/.*largest relative difference \([^ ]*\).*/\1/p' "$name.check" | sort -g | tail -1)
  holds "$name: exit $status, $(grep -c 'jacobian check' "$name.check") checks" "$status == 0"
  holds "$name: largest relative difference ${worst:-none} <= 1e-6" "${worst:-1e300} <= 1e-6"
done

build BouncingBalls -p n=50 -o ./Balls50
first_impact() { # first_impact EVENTS-FILE BALL
  grep "^event t=" "$1" | grep "h\[$2\] < 0" | head -1 | sed 's/^event t=\([^ ]*\).*/\1/'
}
for solver in ida newmark; do
  for jacobian in analytic fd; do
    ./Balls50 --solver=$solver --jacobian=$jacobian --rtol=1e-8 --atol=1e-10 --stop-time=0.6 \
      --events -o /dev/null 2> "$solver-$jacobian.events" || fail "$solver $jacobian: exit $?"
    close "$solver $jacobian: ball 50 first impact" "$(first_impact "$solver-$jacobian.events" 50)" 0.5511548436 1e-6
    close "$solver $jacobian: ball 1 first impact" "$(first_impact "$solver-$jacobian.events" 1)" 0.4515236409 1e-6
  done
done
status_is "--jacobian=dense is refused" 2 ./Balls50 --jacobian=dense
grep -q "unknown --jacobian 'dense' (use analytic or fd)" status.err && echo "ok   message names the choices" \
  || fail "message: $(cat status.err)"
finish
