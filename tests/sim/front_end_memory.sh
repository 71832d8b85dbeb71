# The front end's memory on large models: the compiler frees nothing, so its
# peak is what it allocates.  models/BouncingBalls.mo and the chain of
# tests/models/Chain.mo go through hysc --emit-c at n = 1000 and n = 4000.
# What the 3000 elements in between cost must stay linear (the peak at 4000
# at most 4.4 times the one at 1000, n^1.07) and, on the plain build, below
# 40 KB per ball and 24 KB per mass: measured 31 and 16 KB, where a node of
# every leaf for every partial derivative of the Jacobian, copies of array
# items and wider expression nodes had cost 64 and 58 KB.  The sanitizers
# need far more memory, so there only the growth is checked.
. "$TOP/tests/lib.sh"
[ -x /usr/bin/time ] || { echo "ok   (no /usr/bin/time: nothing measured)"; finish; }

# peak_kb MODEL N: the peak memory of hysc -p n=N --emit-c on MODEL, in KB
peak_kb() {
  /usr/bin/time -f '%M' -o peak.out "$HYSC" -p n="$2" --emit-c=model.c "$1" || fail "hysc -p n=$2 $1 exited $?"
  cat peak.out
}

for case in "$TOP/models/BouncingBalls.mo:40:ball" "$TOP/tests/models/Chain.mo:24:mass"; do
  model=${case%%:*} rest=${case#*:}
  bound=${rest%%:*} element=${rest#*:}
  small=$(peak_kb "$model" 1000) big=$(peak_kb "$model" 4000)
  echo "$(basename "$model"): n=1000 $small KB, n=4000 $big KB"
  holds "$(basename "$model"): n=4000 ($big KB) <= 4.4 x n=1000 ($small KB)" "$big <= 4.4 * $small"
  case "$HYSC" in
    */build-san/*) echo "ok   (the KB per $element not checked under the sanitizers)" ;;
    *) holds "$(basename "$model"): $(( (big - small) / 3000 )) KB per $element <= $bound" \
             "($big - $small) / 3000 <= $bound" ;;
  esac
done
finish
