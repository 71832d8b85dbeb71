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
# fmu_stop DIR: the stop time of the FMU's DefaultExperiment (1 when none)
fmu_stop() {
  stop=$(sed -n 's/.*<DefaultExperiment[^>]* stopTime="\([^"]*\)".*/\1/p' "$1/modelDescription.xml")
  echo "${stop:-1}"
}
# fmu_states DIR VERSION: the states: the variables the derivatives name
# (FMI 2.0: derivative="k", the k-th ScalarVariable; FMI 3.0: the value
# reference k), not every name written der(...) (a dummy derivative of
# index reduction is an algebraic variable)
fmu_states() {
  awk -v v=$2 '/<ScalarVariable |<Float64 / {
                  n++; match($0, /name="[^"]*"/); key = n
                  if (v == 3) { match($0, /valueReference="[0-9]+"/); key = substr($0, RSTART + 16, RLENGTH - 17) + 0; match($0, /name="[^"]*"/) }
                  name[key] = substr($0, RSTART + 6, RLENGTH - 7) }
                /derivative="/ { match($0, /derivative="[0-9]+"/); print name[substr($0, RSTART + 12, RLENGTH - 13) + 0] }' \
    "$1/modelDescription.xml" | tr '\n' ' '
}
# worst_state FMU-CSV EXE-CSV STATE...: the largest difference |a - e| /
# (1 + |e|) of the states in the last row of the importer's CSV (its
# columns in the order given) and the executable's
worst_state() {
  a_csv=$1 e_csv=$2; shift 2
  w=0 k=1
  for s in "$@"; do
    k=$((k + 1))
    a=$(tail -n 1 "$a_csv" | cut -d, -f$k)
    e=$(last_value "$s" "$e_csv")
    w=$(awk -v a="$a" -v e="$e" -v w="$w" 'BEGIN { d = a - e; if (d < 0) d = -d; d /= (1 + (e < 0 ? -e : e)); print (d > w ? d : w) }')
  done
  echo "$w"
}
# shipped_fmu KIND VERSION MODEL: the shipped MODEL (a path) as a cs or me
# FMU of FMI VERSION unpacked into ./NAME, and its executable ./NAME.exe
shipped_fmu() {
  name=$(basename "$3" .mo)
  "$HYSC" --fmu=$1 --fmi-version=$2 -o "$name.fmu" "$3" 2> /dev/null && unpack "$name.fmu" "$name" \
    || { fail "$name, FMI $2: hysc --fmu=$1 exited $?"; return 1; }
  [ -x "./$name.exe" ] || build "$3" -o "./$name.exe" 2> /dev/null
}
