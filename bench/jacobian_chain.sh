#!/bin/sh
# bench/jacobian_chain.sh BUILD-DIR - the generated C and the build time of
# the analytic Jacobian through a chain of computed variables:
# FrameChain.Chain (tests/library/FrameChain), an arm of m links, each
# frame rotated from the one before, at m = 8, 16, 32 and 64.  For each m:
# the bytes of C (hysc --emit-c), the temporaries dw[k] of the Jacobian,
# the locals of repeated subexpressions, and the CPU seconds (user +
# system, hysc and the C compiler) of the whole build.  Linear in m: the
# derivatives of a computed variable are made once (codegen_jacobian.c);
# written out in place they doubled with each level.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
hysc=$top/${1:-build}/hysc
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
[ -x /usr/bin/time ] || { echo "jacobian_chain: needs /usr/bin/time"; exit 0; }
lib=$top/tests/library

printf "%4s %10s %6s %6s %8s\n" m "C bytes" "dw" "subs" "build s"
for m in 8 16 32 64; do
  "$hysc" -L "$lib" -p m=$m --emit-c=chain.c FrameChain.Chain
  /usr/bin/time -f '%U %S' -o t.out "$hysc" -L "$lib" -p m=$m -o ./chain FrameChain.Chain
  printf "%4d %10d %6d %6d %8s\n" $m "$(wc -c < chain.c)" "$(grep -c '  dw\[[0-9]*\] =' chain.c || true)" \
    "$(grep -c 'double sub[0-9]* =' chain.c || true)" "$(awk '{ printf "%.2f", $1 + $2 }' t.out)"
done
