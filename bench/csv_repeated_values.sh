#!/bin/sh
# bench/csv_repeated_values.sh BUILD-DIR - the cost of writing a wide CSV
# result whose rows repeat values, as connected models do (the potential
# of a node in every pin on it, columns that keep their value): n states
# x[i] (dx[i]/dt = -i x[i]), each seen in 4 alias columns, and n constant
# columns, for 20000 rows.  Prints the columns, the megabytes written and
# the run's CPU seconds (user + system).  The texts of values written
# before are looked up by their bits (output.c), not made again.
set -eu
. "$(dirname "$0")/common.sh"
[ -x /usr/bin/time ] || { echo "csv_repeated_values: needs /usr/bin/time"; exit 0; }
cat > Repeated.mo <<'MO'
model Repeated
  parameter Integer n = 100;
  Real x[n](each start = 1, each fixed = true);
  Real a[n], b[n], c[n], d[n], k[n];
equation
  for i in 1:n loop
    der(x[i]) = -i * x[i];
    a[i] = x[i]; b[i] = a[i]; c[i] = b[i]; d[i] = c[i];
    k[i] = 293.15;
  end for;
end Repeated;
MO
printf "%8s %8s %8s\n" columns MB "run s"
for n in 50 100 200; do
  "$hysc" -p n=$n -o ./repeated Repeated.mo
  /usr/bin/time -f '%U %S' -o t.out ./repeated --interval=5e-5 -o r.csv 2> run.err
  printf "%8d %8.1f %8s\n" $((6 * n)) "$(wc -c < r.csv | awk '{ print $1 / 1e6 }')" "$(awk '{ printf "%.2f", $1 + $2 }' t.out)"
done
