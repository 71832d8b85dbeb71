# A wheel rolling without slip (models/Wheel.mo) under force F and torque M:
# the constraint x = r phi is index reduced, and x(t) = a t^2 / 2 with the
# physical acceleration a = (F r^2 + M r) / (m r^2 + J) of shared/references.md.
. "$TOP/tests/lib.sh"
build Wheel -o ./Wheel
a=$(awk 'BEGIN { m = 2; r = 0.3; J = 0.05; F = 1; M = 0.2; printf "%.17g", (F * r * r + M * r) / (m * r * r + J) }')
for solver in ida newmark; do
  ./Wheel --solver=$solver -o $solver.csv || fail "$solver run exited $?"
  for t in 0.5 1 2; do
    x=$(awk -F, -v t=$t 'NR > 1 && $1 <= t + 1e-12 { x = $2 } END { print x }' $solver.csv)
    close "$solver: x($t) = a t^2/2" "$x" "$(awk -v a=$a -v t=$t 'BEGIN { printf "%.17g", a * t * t / 2 }')" 1e-6
  done
  phi=$(last_value phi $solver.csv)
  close "$solver: phi(2) = x(2) / r" "$phi" "$(awk -v a=$a 'BEGIN { printf "%.17g", 2 * a / 0.3 }')" 1e-6
done
finish
