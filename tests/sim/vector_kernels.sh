# IDA's vector operations compiled with the runtime (runtime/nvector_kernels.c)
# compute what SUNDIALS' serial N_Vector computes, bit for bit, so that
# installing them changes no result: tests/vector_kernels_check.c compares
# them on random vectors, every special pair of coefficients of a linear sum
# (1, -1, 0, -0, a == b, a == -b) and outputs that alias an input, with
# the kernels compiled as the Makefile compiles them (vectorized, -O3
# -ffp-contract=off).
. "$TOP/tests/lib.sh"
${CC:-cc} -std=c11 -O3 -ffp-contract=off -o vector_kernels_check "$TOP/tests/vector_kernels_check.c" \
  "$TOP/runtime/nvector_kernels.c" -lsundials_nvecserial -lsundials_generic -lm ||
  { fail "cannot compile tests/vector_kernels_check.c"; finish; }
./vector_kernels_check > check.out; status=$?
cat check.out
holds "every operation equal to SUNDIALS' serial one" "$status == 0"
finish
