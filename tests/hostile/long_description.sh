# A description of many concatenated strings ("a" + "b" + ...) was copied
# whole at every '+': quadratic.  8x the pieces must cost at most 16x the
# time (+ 1 s of noise) and 8x the memory, and the text arrives whole.
. "$TOP/tests/lib.sh"
description() {
  awk -v n="$1" 'BEGIN { printf "model C\n  Real x(start = 1, fixed = true) \"<\"";
                         for (i = 0; i < n; i++) printf " + \"0123456789\""; print " + \">\";\nequation\n  der(x) = 1;\nend C;" }'
}
description 25000 > small.mo
description 200000 > big.mo
set -- $(measure_hysc small.mo) $(measure_hysc big.mo)
echo "n=25000 ${1}s ${2}KB; n=200000 ${4}s ${5}KB"
holds "time n=200000 ($4 s) <= 16 x n=25000 ($1 s) + 1 s" "$4 <= 16 * $1 + 1"
holds "memory n=200000 ($5 KB) <= 8 x n=25000 ($2 KB)" "$5 <= 8 * $2"
length=$(grep -o '"<0123456789[0-9]*>"' big.mo.c | awk '{ print length($0) }')
close "length of the description in the C" "$length" 2000004 0
finish
