# tests/fmi/setup.sh - sourced by the FMU tests after tests/lib.sh: the
# importer compiled here (with the sanitizers of a sanitized hysc, whose
# FMUs need their runtime), and unpack FMU DIR (the zip read by Python's
# zipfile, a reader independent of hysc's writer).
san=
case "$HYSC" in */build-san/*) san="-fsanitize=address,undefined" ;; esac
${CC:-cc} -std=c11 -O1 $san -I"$TOP/runtime/fmi" -I"$TOP/tests/fmi" -o importer "$TOP/tests/fmi/importer.c" -ldl -lm \
  || { fail "cannot compile tests/fmi/importer.c"; finish; }
unpack() { rm -rf "$2" && mkdir "$2" && python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$1" "$2"; }
# worst_match A B: "N W", the N times of file B each matched to the nearest
# time of file A, W the largest of those distances
worst_match() {
  awk 'NR == FNR { t[NR] = $1; n = NR; next }
       { best = 1e9; for (i = 1; i <= n; i++) { d = $1 - t[i]; if (d < 0) d = -d; if (d < best) best = d }
         if (best > worst) worst = best; k++ }
       END { printf "%d %.3g\n", k, worst }' "$1" "$2"
}
# fmu_events ERR: the when-clause times of the FMU's log (category logEvents)
fmu_events() { sed -n 's/^\[[^]]* logEvents\] \(event t=.*\)$/\1/p' "$1" > "$1.events" && when_times "$1.events"; }
