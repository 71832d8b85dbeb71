# The generated C is warning-free ISO C: the C of every shipped model and of
# every model of the semantics suite passes -std=c11 -Wall -Wextra -Werror
# (trigraphs on, so a '??/' in a model string would show).
. "$TOP/tests/lib.sh"
cc=$(sed -n 's/^CC *= *//p' "$TOP/config.mk")
n=0
for mo in "$TOP"/models/*.mo "$TOP"/tests/semantics/*.mo; do
  name=$(basename "$mo" .mo)
  "$HYSC" --emit-c="$name.c" "$mo" 2> "$name.err" || { fail "hysc $name exited $?"; continue; }
  if ${cc:-cc} -std=c11 -Wall -Wextra -Werror -fsyntax-only -I"$TOP/runtime" "$name.c" 2> "$name.cc"; then
    n=$((n + 1))
  else
    fail "$name: C compiler diagnostics"; head -5 "$name.cc"
  fi
done
echo "ok   $n models' C free of warnings"
holds "at least 20 models checked" "$n >= 20"
finish
