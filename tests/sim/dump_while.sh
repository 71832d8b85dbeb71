# --dump-flat shows a while-loop of a model's algorithm with its body and its
# break, as the generated code runs it.
. "$TOP/tests/lib.sh"
"$HYSC" --dump-flat "$TOP/tests/semantics/algorithm_while.mo" > flat.txt || fail "hysc --dump-flat exited $?"
for line in "  while r > 0 loop  // line 22" "    r := r - step;  // line 24" "      break;  // line 27" \
            "  end while;"; do
  grep -qxF -- "$line" flat.txt && echo "ok   dump has '$line'" || { fail "dump lacks '$line'"; cat flat.txt; }
done
finish
