# Loops whose Newton iteration starts where their Jacobian is nearly singular
# (runtime/newton.c), with the Jacobian by differences (--jacobian=fd): the
# semantics models initial_loop_guess, restart_loop_far and when_loop_far
# run there with the analytic one.  Their comments derive the values: each
# loop ends at u + sin(u) = -1, u = -0.510973429389, z = u + 3 = 2.489026570611,
# w = (2 + z)/2 = 2.244513285306; at initialization, after a reinit and in a
# when-equation's event.  At rtol 1e-9 both backends agree to 1e-8.  Each
# model is built twice: as hysc builds it (the loop torn, src/symbolic/assignments.c:
# the Newton iteration on u alone) and with --no-assignments (every
# equation in the Newton iteration, where the damping was needed).
. "$TOP/tests/lib.sh"
u=-0.510973429389 z=2.489026570611 w=2.244513285306
for build in torn full; do
case $build in torn) how= ;; full) how=--no-assignments ;; esac
# shellcheck disable=SC2086
build "$TOP/tests/semantics/initial_loop_guess.mo" $how -o ./Loop
# shellcheck disable=SC2086
build "$TOP/tests/semantics/restart_loop_far.mo" $how -o ./RestartLoopFar
# shellcheck disable=SC2086
build "$TOP/tests/semantics/when_loop_far.mo" $how -o ./WhenLoopFar
for solver in ida newmark; do
  run="--solver=$solver --jacobian=fd --rtol=1e-9"
  # shellcheck disable=SC2086
  ./Loop $run --stop-time=0.1 -o loop.csv 2> loop.err || { fail "$build $solver: Loop exited $?"; cat loop.err; }
  close "$build $solver: initial u" "$(column u loop.csv | nth 1)" $u 1e-8
  close "$build $solver: initial z" "$(column z loop.csv | nth 1)" $z 1e-8
  close "$build $solver: initial w" "$(column w loop.csv | nth 1)" $w 1e-8
  # shellcheck disable=SC2086
  ./RestartLoopFar $run --stop-time=0.5 -o restart.csv 2> restart.err || { fail "$build $solver: RestartLoopFar exited $?"; cat restart.err; }
  close "$build $solver: u after the reinit" "$(last_value u restart.csv)" $u 1e-8
  close "$build $solver: w after the reinit" "$(last_value w restart.csv)" $w 1e-8
  # shellcheck disable=SC2086
  ./WhenLoopFar $run --stop-time=1 -o when.csv 2> when.err || { fail "$build $solver: WhenLoopFar exited $?"; cat when.err; }
  close "$build $solver: y after the when-equation" "$(last_value y when.csv)" 1 1e-9
  close "$build $solver: u after the when-equation" "$(last_value u when.csv)" $u 1e-8
done
done
finish
