# MassSpringChain: M der(v) = -K x - D v with two unit masses between walls,
# unit springs (K = [2, -1; -1, 2]), no damping, both masses released from
# x = 1.  Only the symmetric mode (omega = 1) moves: x1 = x2 = cos t, so the
# first mass reaches the stop at -0.5 at t = 2 pi/3 = 2.0943951024 and
# x2(2) = cos 2 = -0.4161468365.  The elastic impact flips v1 only: with
# t' = t - 2 pi/3 the symmetric part is -0.5 cos t', the antisymmetric one
# 0.5 sin(sqrt(3) t') (from b'(0) = sin(2 pi/3) = sqrt(3)/2), so
# x1(2.6) = -0.5 cos t' + 0.5 sin(sqrt(3) t') = -0.0534341380 and
# x2(2.6) = -0.5 cos t' - 0.5 sin(sqrt(3) t') = -0.8214475224.
# Tolerances: 1e-6 on both backends at --rtol=1e-9.
. "$TOP/tests/lib.sh"
build MassSpringChain -o ./MassSpringChain

value_at() { awk -F, -v t="$2" 'NR > 1 && $1 > t - 1e-9 && $1 < t + 1e-9 { v = $'"$1"' } END { print v }' chain.csv; }

for solver in ida newmark; do
  ./MassSpringChain --solver=$solver --rtol=1e-9 --atol=1e-11 --interval=0.1 --events -o chain.csv 2> chain.events \
    || fail "$solver: run exited $?"
  close "$solver: contact time" "$(when_times chain.events | nth 1)" 2.0943951024 1e-6
  holds "$solver: one contact" "$(when_times chain.events | wc -l) == 1"
  close "$solver: x[2] at t=2" "$(value_at 3 2)" -0.4161468365 1e-6
  close "$solver: x[1] at t=2.6" "$(value_at 2 2.6)" -0.0534341380 1e-6
  close "$solver: x[2] at t=2.6" "$(value_at 3 2.6)" -0.8214475224 1e-6
done
head -1 chain.csv | grep -qx '"time","x\[1\]","x\[2\]","v\[1\]","v\[2\]"' && echo "ok   CSV header" || fail "CSV header is $(head -1 chain.csv)"
finish
