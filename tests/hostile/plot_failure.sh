# When gnuplot fails (here a gnuplot that exits 1), --plot exits 1 with a
# message, and the result file, complete, is kept, as hysc-simulate(1) says.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
mkdir bin
printf '#!/bin/sh\ncat > /dev/null\necho "gnuplot: cannot write" >&2\nexit 1\n' > bin/gnuplot
chmod +x bin/gnuplot
PATH="$PWD/bin:$PATH" ./Cooling --plot=p.svg -o kept.csv > out.txt 2> err.txt
status=$?
holds "exit status 1 when gnuplot fails (got $status)" "$status == 1"
grep -qx "Cooling: error: gnuplot failed (its messages are above)" err.txt && echo "ok   message" || fail "message: $(cat err.txt)"
# T(1) = 298.15 + 65 exp(-0.7 / 0.12), the whole run is in the kept file
close "T(1) in the kept result file" "$(last_value T kept.csv)" "$(awk 'BEGIN { printf "%.9f", 298.15 + 65 * exp(-0.7 / 0.12) }')" 1e-5
finish
