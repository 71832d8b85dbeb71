# gnuplot's standard output is not the run's: a gnuplot that cannot write
# the plot file draws on standard output, which with -o - is the result
# itself (the SVG used to be appended to the CSV).  Here a gnuplot that
# prints an SVG on standard output and exits 1: --plot exits 1 with its
# message and standard output holds the complete CSV and nothing else.
# And wall_s, the last column of summary.csv, is plottable by --plot-summary
# (every row used to be skipped: the line's newline made it no number).
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
mkdir bin
printf '#!/bin/sh\ncat > /dev/null\necho "<svg>drawn on stdout</svg>"\necho "cannot open file" >&2\nexit 1\n' > bin/gnuplot
chmod +x bin/gnuplot
PATH="$PWD/bin:$PATH" ./Cooling --plot=p.svg -o - > out.csv 2> err.txt
status=$?
holds "exit status 1 when gnuplot fails (got $status)" "$status == 1"
grep -qx "Cooling: error: gnuplot failed (its messages are above)" err.txt && echo "ok   message" || fail "message: $(cat err.txt)"
holds "no SVG in the result ($(grep -c svg out.csv) lines)" "$(grep -c svg out.csv) == 0"
holds "501 rows after the header ($(($(wc -l < out.csv) - 1)))" "$(wc -l < out.csv) == 502"
close "T(1), the last row" "$(last_value T out.csv)" "$(awk 'BEGIN { printf "%.9f", 298.15 + 65 * exp(-0.7 / 0.12) }')" 1e-5

# --plot-summary wall_s:h: the script gnuplot gets has one point per case,
# each (h, wall_s) of summary.csv
printf '#!/bin/sh\ncat > "%s/script.gp"\n' "$PWD" > bin/gnuplot
PATH="$PWD/bin:$PATH" ./Cooling --sweep h=0.5:1:3 --sweep-dir=sw --plot-summary=s.svg wall_s:h 2> sweep.err
status=$?
holds "--plot-summary wall_s:h exits 0 (got $status)" "$status == 0"
points=$(sed -n '/^\$cases << EOD$/,/^EOD$/p' script.gp | sed '1d;$d')
holds "3 points plotted ($(echo "$points" | grep -c .))" "$(echo "$points" | grep -c .) == 3"
expected=$(awk -F, 'NR > 1 { printf "%.17g %.17g\n", $2, $NF }' sw/summary.csv)
[ "$points" = "$expected" ] && echo "ok   the points are (h, wall_s) of summary.csv" \
  || fail "points: $points, expected $expected"
finish
