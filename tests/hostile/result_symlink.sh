# The result file's temporary name is not predictable: a symbolic link planted
# at the old name FILE.tmp-PID (the PID is known: exec keeps it) is neither
# followed nor removed, the file it points to is unchanged, and the result
# is complete, with the permissions of an ordinary new file (0666 - umask).
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
echo precious > victim
umask 022
sh -c 'ln -s victim out.csv.tmp-$$ && exec ./Cooling -o out.csv' > run.out 2> run.err
status=$?
holds "exit status 0 (got $status)" "$status == 0"
[ "$(cat victim)" = precious ] && echo "ok   the link's target is unchanged" || fail "victim overwritten: $(head -c 80 victim)"
[ "$(ls out.csv.tmp-* | wc -l)" = 1 ] && [ -L "$(ls out.csv.tmp-*)" ] \
  && echo "ok   only the planted link is left beside out.csv" || fail "left over: $(ls out.csv.tmp-*)"
# T(1) = T_inf + (T0 - T_inf) exp(-h A / (m c_p)) = 298.15 + 65 exp(-0.7/0.12)
close "T(1) in out.csv" "$(last_value T out.csv)" "$(awk 'BEGIN { printf "%.9f", 298.15 + 65 * exp(-0.7 / 0.12) }')" 1e-5
[ "$(stat -c %a out.csv)" = 644 ] && echo "ok   out.csv has mode 644 under umask 022" || fail "mode $(stat -c %a out.csv)"
finish
