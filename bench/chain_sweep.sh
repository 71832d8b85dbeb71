#!/bin/sh
# bench/chain_sweep.sh BUILD-DIR - a chain of n unit masses between two walls
# joined by unit springs, the first released onto a stop (written with
# scalar equations, so that its Jacobian is tridiagonal), for n = 10 ...
# CHAIN_MAX (default 3000): build time, and the simulation (3 s of model
# time) on each backend with the analytic sparse Jacobian and, up to
# CHAIN_FD_MAX (default 300), with --jacobian=fd (dense finite differences,
# the Jacobian before the analytic one).  User CPU seconds, which the load of
# other processes on the machine disturbs less than wall time.  Ends with the
# growth exponent of each column between its two largest measured n.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
hysc=$top/${1:-build}/hysc
chain_max=${CHAIN_MAX:-3000}
fd_max=${CHAIN_FD_MAX:-300}
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
[ -x /usr/bin/time ] || { echo "chain_sweep: needs /usr/bin/time"; exit 0; }

cat > Chain.mo <<'MODEL'
model Chain "n masses between two walls, the first released onto a stop"
  parameter Integer n = 10;
  parameter Real k = 1 "Stiffness of each spring";
  parameter Real m = 1 "Each mass";
  parameter Real xStop = -0.5;
  Real x[n](each start = 1, each fixed = true);
  Real v[n](each start = 0, each fixed = true);
equation
  der(x) = v;
  m * der(v[1]) = k * (x[2] - 2 * x[1]);
  for i in 2:n - 1 loop
    m * der(v[i]) = k * (x[i - 1] - 2 * x[i] + x[i + 1]);
  end for;
  m * der(v[n]) = k * (x[n - 1] - 2 * x[n]);
  when x[1] < xStop then
    reinit(v[1], -pre(v[1]));
  end when;
  annotation(experiment(StopTime = 3));
end Chain;
MODEL

cpu() { # cpu COMMAND...: user seconds of COMMAND, or - when it failed
  /usr/bin/time -f '%U' -o cpu.t "$@" > /dev/null 2>&1 && cat cpu.t || echo -
}

printf "%6s %9s %9s %9s %9s %9s\n" n "build s" "IDA s" "NM s" "IDA fd s" "NM fd s"
for n in 10 30 100 300 1000 3000 10000; do
  [ "$n" -le "$chain_max" ] || break
  build=$(/usr/bin/time -f '%e' "$hysc" -p n=$n -o ./chain Chain.mo 2>&1 >/dev/null | tail -1)
  ida=$(cpu ./chain --solver=ida -o /dev/null --no-progress)
  nm=$(cpu ./chain --solver=newmark -o /dev/null --no-progress)
  ida_fd=-; nm_fd=-
  if [ "$n" -le "$fd_max" ]; then
    ida_fd=$(cpu ./chain --solver=ida --jacobian=fd -o /dev/null --no-progress)
    nm_fd=$(cpu ./chain --solver=newmark --jacobian=fd -o /dev/null --no-progress)
  fi
  printf "%6d %9s %9s %9s %9s %9s\n" "$n" "$build" "$ida" "$nm" "$ida_fd" "$nm_fd" | tee -a sweep.txt
done
awk -v columns="2=build time;3=IDA;4=Newmark;5=IDA fd;6=Newmark fd" -f "$top/bench/slope.awk" sweep.txt
