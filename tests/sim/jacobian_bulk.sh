# The Jacobians' fill functions are marked HYSC_BULK (runtime/hysc_model.h:
# GCC compiles them at -O1, a third less of its time on a model of frames
# than -O2), whole and cut into chunks; the residual is not.  Their values
# do not change: tests/models/HelixPull.mo built as is and with HYSC_BULK
# defined empty (everything at -O2) writes the same CSV bytes on both
# backends.
# x'' = -x |(x, x/2, x^2) + (cos t, sin t, t/2)| - 0.1 x' from x = 1, x' = 0:
# x(1) = 0.134366218269 (IDA) and x'(1) = -1.301854885515 (Newmark) (RK4
# with h = 1e-4, tests/models/HelixPull.awk), to 1e-6 at rtol 1e-9.
. "$TOP/tests/lib.sh"
model="$TOP/tests/models/HelixPull.mo"
"$HYSC" --emit-c=whole.c "$model" || fail "hysc --emit-c exited $?"
holds "the Jacobian and the initial Jacobian are HYSC_BULK" \
  "$(grep -c '^HYSC_BULK static void \(initial_\)\{0,1\}jacobian(' whole.c) == 2"
holds "the residual is not" "$(grep -c '^static void residual(' whole.c) == 1"
mkdir tmp
HYSC_KEEP_C=always TMPDIR=$PWD/tmp "$HYSC" --chunk-size=100 --no-loops -o ./bulk "$model" || fail "hysc chunked exited $?"
chunks=$(cat tmp/hysc-*/unit*.c | grep -c '^HYSC_BULK void hysc_chunk_jacobian_')
holds "the Jacobian's chunks are HYSC_BULK ($chunks)" "$chunks >= 2"
holds "the residual's chunks are not" "$(cat tmp/hysc-*/unit*.c | grep -c '^void hysc_chunk_residual_[0-9]*(const') >= 2"
rm -rf tmp
HYSC_CFLAGS=-DHYSC_BULK= "$HYSC" -o ./o2 "$model" || fail "hysc with HYSC_BULK empty exited $?"
reference=$(awk -f "$TOP/tests/models/HelixPull.awk")
for solver in ida newmark; do
  ./bulk --solver=$solver --rtol=1e-9 --atol=1e-11 --stop-time=1 -o $solver-bulk.csv || fail "$solver: bulk exited $?"
  ./o2 --solver=$solver --rtol=1e-9 --atol=1e-11 --stop-time=1 -o $solver-o2.csv || fail "$solver: o2 exited $?"
  cmp -s $solver-bulk.csv $solver-o2.csv && echo "ok   $solver: the same CSV bytes at -O1 and -O2" || fail "$solver: CSVs differ"
done
close "ida: x(1)" "$(last_value x ida-bulk.csv)" "${reference% *}" 1e-6
close "newmark: x'(1)" "$(last_value v newmark-bulk.csv)" "${reference#* }" 1e-6
finish
