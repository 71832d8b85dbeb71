# --sweep-dir=/proc/self names a directory that exists but takes no file:
# the study used to start, then blame the executable ("cannot start case 1
# (.../Cooling): No such file or directory") and the summary.  It now stops
# before any case with one message about the directory (exit 1).
. "$TOP/tests/lib.sh"
[ -d /proc/self ] || { echo "ok   (no /proc here)"; finish; }
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
status_is "--sweep-dir=/proc/self" 1 ./Cooling --sweep h=0.5:1:2 --sweep-dir=/proc/self
want="Cooling: error: the sweep directory /proc/self takes no files (cannot create one in it: No such file or directory)"
[ "$(cat status.err)" = "$want" ] && echo "ok   message: $want" || fail "message: $(cat status.err)"
# a directory that takes files still runs the study: T(1) of case 2, h = 1
status_is "--sweep-dir=sw" 0 ./Cooling --sweep h=0.5:1:2 --sweep-dir=sw
close "T(1) of case 2 (h = 1)" "$(last_value T sw/case-0002.csv)" "$(awk 'BEGIN { printf "%.9f", 298.15 + 65 * exp(-1 / 0.12) }')" 1e-5
[ -z "$(ls -A sw | grep probe)" ] && echo "ok   nothing else left in sw" || fail "left in sw: $(ls -A sw)"
finish
