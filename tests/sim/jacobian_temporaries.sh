# The analytic Jacobian through chains of computed variables
# (src/codegen/codegen_jacobian.c, codegen_cse.c): each d(w)/dx of a
# computed variable w is made once and kept in a temporary dw[k], and the
# parts that a row's derivatives repeat are computed once before them.
#
# FrameChain.Chain (tests/library/FrameChain): a rigid arm of m links, each
# bent by a = 0.2 from the one before, turning about the first joint:
# c[i], s[i] (the angle of link i) and x[i], y[i] (its end) are computed
# from the link before, so x[m] reads phi through 2m levels.  Written out
# in place, d x[m]/d phi doubled at each level (c and s both read the
# level before): 25 kB of C at m = 8 and 1.35 MB at m = 32.  Kept in
# temporaries the C is linear in m: at m = 32 at most 4 times that at m = 8
# (a ratio of sizes, deterministic).
#
# Values (m = 16, L = 0.25): x[m] = L sum cos(phi + i a) = L sin(m a/2) /
# sin(a/2) cos(phi + d), d = (m-1) a/2, so phi'' = -g x[m]/(m L) =
# -K cos(phi + d), K = g sin(m a/2)/(m sin(a/2)), and E = w^2/2 + K sin(phi +
# d) stays at its start (phi = 0.5, w = 0) up to t = 1 (1e-5, IDA and
# Newmark at rtol 1e-8); x[m] against the closed form in the last row (1e-9);
# the Jacobian agrees with differences to 1e-6.
. "$TOP/tests/lib.sh"
lib=$TOP/tests/library

"$HYSC" -L "$lib" -p m=8 --emit-c=m8.c FrameChain.Chain || fail "hysc m=8 exited $?"
"$HYSC" -L "$lib" -p m=32 --emit-c=m32.c FrameChain.Chain || fail "hysc m=32 exited $?"
small=$(wc -c < m8.c) big=$(wc -c < m32.c)
holds "C at m=32 ($big bytes) <= 4 x C at m=8 ($small bytes)" "$big <= 4 * $small"
holds "the derivatives of computed variables are temporaries" "$(grep -c 'dw\[' m32.c) > 0"

"$HYSC" -L "$lib" -p m=16 -o ./chain FrameChain.Chain || { fail "hysc m=16 exited $?"; finish; }
./chain --check-jacobian -o /dev/null 2> check.out
status=$?
worst=$(sed -n 's/.*largest relative difference \([^ ]*\).*/\1/p' check.out | sort -g | tail -1)
holds "check-jacobian: exit $status" "$status == 0"
holds "largest relative difference ${worst:-none} <= 1e-6" "${worst:-1e300} <= 1e-6"

m=16 L=0.25 a=0.2 g=9.81
for solver in ida newmark; do
  ./chain --solver=$solver --rtol=1e-8 --atol=1e-10 --stop-time=1 -o $solver.csv 2> $solver.err \
    || fail "$solver: exit $? $(cat $solver.err)"
  phi=$(last_value phi $solver.csv) w=$(last_value w $solver.csv) xm=$(last_value "x[16]" $solver.csv)
  energy=$(awk -v p="$phi" -v w="$w" -v m=$m -v a=$a -v g=$g 'BEGIN {
    K = g * sin(m * a / 2) / (m * sin(a / 2)); printf "%.12g", w * w / 2 + K * sin(p + (m - 1) * a / 2) }')
  start=$(awk -v m=$m -v a=$a -v g=$g 'BEGIN {
    K = g * sin(m * a / 2) / (m * sin(a / 2)); printf "%.12g", K * sin(0.5 + (m - 1) * a / 2) }')
  closed=$(awk -v p="$phi" -v m=$m -v a=$a -v L=$L 'BEGIN {
    printf "%.12g", L * sin(m * a / 2) / sin(a / 2) * cos(p + (m - 1) * a / 2) }')
  close "$solver: energy at t=1" "$energy" "$start" 1e-5
  close "$solver: x[16] at t=1 (closed form at phi=$phi)" "$xm" "$closed" 1e-9
done
finish
